"""Tiny positions that show how Tesla's Automa reads a tile's criteria side (notebook 09).

A position is the set-up board of a seeded game (its neutral dams) with a few drops
waiting on the headstreams; :func:`criteria_demo` runs the Automa's real placement
procedure (:func:`ludo.barrage.automa.place_structure`) on it with the criteria of one
tile, and :func:`criteria_demo_html` says where it would build and why in one plain
sentence, its steps folded under it, with, for a dam, the drops each candidate spot would
hold now (decision A5 of :mod:`ludo.barrage.automa.criteria`).
The notebook draws the position with :func:`ludo.barrage.draw.placement_png`.
:func:`automa_officers_html` names the officers the Automa drew (« surpuissant »), and
:func:`steer_demo_html` shows a person's first action steered by an Automa tile when that
officer is Mahiri Sekibo (decision G14): the action imposed first, the tile folded.
"""

from __future__ import annotations

import html
from functools import cache

from ...core.errors import LudoError
from .. import messages as rmsg
from ..automa import Placement, candidate_spots, place_structure
from ..automa import messages as amsg
from ..automa.criteria import water_held
from ..automa.placement import placement_lines
from ..automa.steer import steered
from ..automa.tiles import tile
from ..automa.turn import placement_reason, tile_lines
from ..board import Board
from ..map import spot_name
from . import messages as msg

#: Drops waiting on the headstreams in the demonstration (3 on C, 2 on D: their rivers meet in
#: basin 10, and the neutral dam of basin 6 on the way has room for one).
DEMO_DROPS = (("C", 3), ("D", 2))


@cache
def criteria_board(seed: int = 1, drops: tuple = DEMO_DROPS) -> Board:
    """The set-up board of game ``seed`` with ``drops`` waiting on the headstreams."""
    board = Board.setup(seed=seed)[0]
    for letter, n in drops:
        board = board.add_drops(letter, n)
    return board


@cache
def criteria_demo(
    kind: str, tile_id: int, automa: str = "usa", seed: int = 1, drops: tuple = DEMO_DROPS
) -> tuple[Board, Placement]:
    """(board, placement): where the Automa ``automa`` would build ``kind`` on
    :func:`criteria_board` with the criteria side of tile ``tile_id``."""
    board = criteria_board(seed, drops)
    spots = candidate_spots(board, automa, kind)
    return board, place_structure(board, automa, kind, spots, tile(tile_id).criteria)


def _folded(summary: str, body: str) -> str:
    """``body`` folded under ``summary`` (the mechanics, for the curious)."""
    return f"<details><summary>{html.escape(summary)}</summary>{body}</details>"


def criteria_demo_html(
    kind: str, tile_id: int, automa: str = "usa", seed: int = 1, drops: tuple = DEMO_DROPS
) -> str:
    """:func:`criteria_demo` in French: one plain sentence first (where the Automa would
    build, and why, in the words of its turn's sentence:
    :func:`~ludo.barrage.automa.turn.placement_reason`), then the steps folded; for a dam,
    the drops every candidate would hold now (the spots that get none are left out)."""
    board, placement = criteria_demo(kind, tile_id, automa, seed, drops)
    waiting = ", ".join(msg.DEMO_DROPS_ON.format(n=n, letter=letter) for letter, n in drops)
    sentence = msg.DEMO_SAY.format(
        waiting=waiting,
        kind=amsg.SAY_KIND[kind],
        spot=spot_name(placement.spot),
        why=placement_reason(placement),
    )
    out = []
    if kind in ("base", "elevation"):
        held = [(s, water_held(board, s)[0]) for s in placement.candidates]
        rows = "".join(
            f"<tr><td>{html.escape(spot_name(s))}</td><td>{n}</td></tr>" for s, n in held if n
        )
        head = "".join(f"<th>{html.escape(h)}</th>" for h in msg.DEMO_HELD_HEAD)
        out.append(f"<table class='ludo-table ludo-guide'><tr>{head}</tr>{rows}</table>")
    items = "".join(f"<li>{html.escape(line)}</li>" for line in placement_lines(placement))
    out.append(f"<ol>{items}</ol>")
    details = msg.DEMO_DETAILS.format(tile=tile_id)
    return f"<p><b>{html.escape(sentence)}</b></p>" + _folded(details, "".join(out))


def automa_officers_html(state) -> str:
    """The officer each Automa of ``state`` drew (« surpuissant », decision G13)."""
    items = "".join(
        "<li>"
        + html.escape(
            msg.DEMO_OFFICER.format(
                company=rmsg.OWNER_NAMES[c.company], officer=rmsg.OFFICER_NAMES[c.officer]
            )
        )
        + "</li>"
        for seat, c in enumerate(state.companies)
        if seat in state.automa and c.officer
    )
    return f"<ul>{items}</ul>"


def steer_demo_html(state, refused: str = "banque 1") -> str:
    """A person steered by an Automa tile (Mahiri Sekibo with a « surpuissant » Automa,
    decision G14): one plain sentence first (the action imposed, as the Automa reads its
    tile: :func:`~ludo.barrage.automa.steer.steered`), then folded the tile drawn, its
    actions side, and the French refusal of another first action (``refused``, in the
    moves' text form); ``state`` is not changed."""
    seat, tile_id = next(pair for pair in state.steer if pair[0] == state.current_player)
    action, _ = steered(tile_id, list(state.legal_moves()))
    sentence = (
        msg.DEMO_STEER_SAY.format(seat=seat + 1, action=action)
        if action
        else msg.DEMO_STEER_FREE.format(seat=seat + 1)
    )
    actions, _ = tile_lines(tile(tile_id))
    head = msg.DEMO_STEER_HEAD.format(seat=seat + 1, tile=tile_id)
    items = "".join(f"<li>{html.escape(line)}</li>" for line in actions[1:])
    try:
        state.play(state.parse_move(refused))
        answer = msg.DEMO_STEER_ACCEPTED.format(move=refused)
    except LudoError as error:
        answer = str(error)
    details = (
        f"<p><b>{html.escape(head)}</b></p><ul>{items}</ul>"
        f"<p><b>{html.escape(msg.DEMO_STEER_TRY.format(move=refused))}</b> "
        f"{html.escape(answer)}</p>"
    )
    return f"<p><b>{html.escape(sentence)}</b></p>" + _folded(msg.DEMO_STEER_DETAILS, details)
