"""The one legend of Barrage's symbols, the bank's engineers and notebook 07's pictures
(issues 21 and 23).

The symbols are the drawings' own: each painter records the symbols it draws, so a symbol
added to a drawing without a line in the legend fails here.
"""

from __future__ import annotations

import dataclasses
import hashlib
import random

import pytest
from matplotlib.colors import to_rgba
from matplotlib.patches import FancyBboxPatch

import ludo
from ludo.barrage import guide
from ludo.barrage import messages as msg
from ludo.barrage.draw import action_board, energy_track
from ludo.barrage.draw.canvas import OWNER_COLOURS


def _states():
    """Boards of 2, 3 and 4 players, the introductory game, mid-round states with
    engineers on the spaces and at the bank, and a company beyond square 30."""
    out = [ludo.new("barrage", players=n, seed=n) for n in (2, 3, 4)]
    out.append(ludo.new("barrage", players=3, seed=1, intro=True))
    for n in (2, 4):
        rng = random.Random(n)
        s = ludo.new("barrage", players=n, seed=n)
        while s.phase == "pick" or (len(s.spaces) < 6 and not s.is_over()):
            s = s.play(rng.choice(s.legal_moves()))
        bank = [m for m in s.legal_moves() if str(m).startswith("banque")]
        s = s.play(bank[0])
        out.append(s)
    last = out[-1]
    far = dataclasses.replace(last.companies[0], energy=34)
    out.append(dataclasses.replace(last, companies=(far, *last.companies[1:])))
    return out


@pytest.fixture(scope="module")
def symbols_drawn() -> set[str]:
    used: set[str] = set()
    for s in _states():
        board = action_board.ActionBoardPainter(s.n_players, s.intro)
        board.paint(s, highlight="A1g", shown=("B",))
        track = energy_track.TrackPainter(tuple(s.bonus))
        track.paint(s)
        used |= board.symbols | track.symbols
    return used


def test_the_legend_explains_every_symbol_the_drawings_use(symbols_drawn):
    legend = {key: (look, meaning) for key, look, meaning in guide.legend_rows()}
    missing = sorted(symbols_drawn - set(legend))
    assert not missing, f"symboles dessinés sans ligne de légende : {missing}"
    # and the legend has no line for a symbol no drawing uses
    declared = set(action_board.SYMBOLS) | set(energy_track.TrackPainter.SYMBOLS)
    assert symbols_drawn == declared == set(legend)
    assert set(msg.LEGEND_SYMBOLS) == declared
    from ludo.barrage.draw.legend import legend_html

    page = legend_html()
    for look, meaning in legend.values():
        assert meaning and "{" not in meaning
        assert look.replace("'", "&#x27;") in page
    # the section boundaries in words (issue 23) and square 0's reward, from the data
    track = " ".join(m for k, _, m in guide.legend_rows(("track",)))
    assert "6–11 (manche 1)" in track and "24–29 (manche 4)" in track and "30 (manche 5)" in track
    assert "3 crédits mais −3 PV" in track


def test_graphic_symbols_are_drawn_in_the_legend_as_on_the_board():
    from ludo.barrage.draw.legend import legend_html, symbol_png

    page = legend_html(("board",))
    for key in ("engineer", "coin", "excavator", "mixer", "red_frame", "blocked", "taken"):
        assert symbol_png(key)[:4] == b"\x89PNG", key
    assert page.count("<img") >= 10


def test_a_bank_engineer_is_drawn_in_its_company_colour():
    s = ludo.new("barrage", players=2, seed=1, companies=["usa", "italy"])
    before = action_board.action_board_png(s)
    after = s.play("banque 3")
    assert after.bank == ((after.order[0], 3),) and not after.spaces
    assert action_board.action_board_png(after) != before
    painter = action_board.ActionBoardPainter(2, False)
    painter.paint(after)
    x, y, w, h = painter.boxes()["B"]
    company = after.companies[after.order[0]].company
    inside = [
        p
        for p in painter.dynamic
        if isinstance(p, FancyBboxPatch)
        and x <= p.get_x() <= x + w
        and y <= p.get_y() <= y + h
        and p.get_facecolor() == to_rgba(OWNER_COLOURS[company])
    ]
    assert len(inside) == 1
    texts = [t.get_text() for t in painter.dynamic if hasattr(t, "get_text")]
    assert "3" in texts
    # a new round empties the bank
    rng = random.Random(0)
    while after.round == 1:
        after = after.play(rng.choice(after.legal_moves()))
    assert after.bank == ()


def test_each_step_of_notebook_07_shows_a_new_picture():
    """Notebook 07's round (« une manche pas à pas »): two consecutive steps never show
    the same picture (the state changes at each step, and so does what is shown)."""
    from ludo.barrage.ui import round_stepper

    st = round_stepper(players=3, seed=4, round_number=1)
    pictures = [hashlib.sha1(st.frame_png(i)).hexdigest() for i in range(len(st._explanations))]
    same = [i for i in range(1, len(pictures)) if pictures[i] == pictures[i - 1]]
    assert not same, [st._explanations[i][:120] for i in same]
    assert sum("Banque" in t for t in st._explanations) >= 5  # drawn now: no repeat
    # a contract fulfilled is told in the step of the production it follows
    fulfilled = [t for t in st._explanations if "Remplir le contrat" in t]
    assert fulfilled and all("Production" in t for t in fulfilled)
