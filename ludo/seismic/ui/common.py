"""Shared by Seismic's widgets: projector-size styles, layout sizes, PNG pictures, and the
words for moves, turns and the end of a game."""

from __future__ import annotations

import html

import ipywidgets as W

from ...core.state import player_name
from ...viz import fig_to_png, player_colour
from .. import messages as msg
from ..moves import ChooseCity, ChooseSide, Pass, Place, Rotate, cell_text
from ..naming import (
    events_words,
    piece_words,
    place_words,
    rot_words,
)

WIDTH = "720px"


#: Larger text for a projector: explanation panels, menus and labels of Seismic's widgets.
CSS = """<style>
.ludo-seismic .ludo-explanation { font-size: 18px; line-height: 1.45; }
.ludo-seismic .widget-html-content { font-size: 18px; line-height: 1.4; }
.ludo-seismic select, .ludo-seismic .widget-label, .ludo-seismic button { font-size: 17px; }
.ludo-seismic .widget-dropdown select { height: 32px; }
.ludo-seismic-score td, .ludo-seismic-score th { padding: 3px 8px; text-align: left; }
.ludo-seismic .ludo-cb-selected, .ludo-seismic .ludo-cb-selected:hover {
  fill: transparent; fill-opacity: 0; pointer-events: all; }
.ludo-seismic-log ul { margin: 2px 0 6px 0; padding-left: 1.2em; }
</style>"""


def _styled(widget):
    """Give ``widget`` Seismic's projector-size text (a hidden <style> child and a class)."""
    widget.add_class("ludo-seismic")
    widget.children = (*widget.children, W.HTML(CSS, layout=W.Layout(display="none")))
    return widget


def _beside(picture, side) -> list:
    """The picture with the ``side`` widgets to its right (under it in a narrow window), so
    that a table and its explanation are seen together at 1280×800 and at 150 % zoom."""
    picture.layout.max_width = picture.layout.width or BOARD_WIDTH
    picture.layout.width = None
    picture.layout.flex = BOARD_FLEX
    picture.layout.min_width = "0"
    picture.layout.margin = "8px 12px 8px 0"
    for w in side:
        if getattr(w.layout, "width", None):
            w.layout.max_width = "100%"
    return [
        W.HBox(
            [picture, W.VBox(list(side), layout=W.Layout(flex="1 1 300px", max_width="520px"))],
            layout=W.Layout(flex_flow="row wrap", align_items="flex-start"),
        )
    ]


#: Resolution of the PNG pictures (tables, steppers, catalogues): a 600 px table at 150 %
#: zoom takes 900 screen pixels; at 120 dpi an 8-inch figure has 960, so that no picture is
#: enlarged beyond its own pixels (blurry) by the browser's zoom.
PNG_DPI = 120


def _png(fig) -> bytes:
    return fig_to_png(fig, dpi=PNG_DPI, tight=False)


def status_text(state, result: bool = True) -> str:
    """French sentence: who must do what, or the result (only « Partie terminée. » without
    ``result``: the game widget tells the winner once, in its final panel)."""
    if state.is_over():
        if not result:
            return f"<b>{msg.UI_OVER}</b>"
        return f"<b>{msg.UI_OVER}</b> {html.escape(state.score().summary())}"
    p = state.mover
    return msg.UI_TURN.format(
        player=f"<b style='color:{player_colour(p)}'>{html.escape(player_name(p))}</b>",
        expected=msg.PHASE_EXPECTS[state.phase],
        markers=state.supply[p],
        pile=len(state.pile),
    )


def rot_label(k: int) -> str:
    """French label of rotation ``k`` for a dropdown (r0 = as drawn in the catalogue)."""
    if k == 0:
        return msg.UI_ROT_ZERO
    if k == 1:
        return msg.UI_ROT_ONE
    return msg.UI_ROT.format(k=k)


def tile_options(geom, tiles) -> list:
    """Dropdown options for tile types: their French name (the type only when two look alike)."""
    labels = {t: geom.tile[t, 0].label for t in tiles}
    seen = list(labels.values())
    return [
        (labels[t] if seen.count(labels[t]) == 1 else f"{labels[t]} ({msg.UI_MODEL} {t})", t)
        for t in tiles
    ]


def move_text(state, move) -> str:
    """A placement told in the drawing's words: where from San Andreas, how turned, which
    road takes the crew (no coordinates, no « r3 », no « m2 »)."""
    if not isinstance(move, Place):
        return move_label(move)
    tile = state.geom.tile[move.tile, move.rot]
    text = msg.UI_MOVE_WORDS.format(
        tile=tile.label, place=place_words(move.cell, state.cities), rot=rot_words(move.rot)
    )
    if move.marker is not None:
        text += msg.UI_MOVE_MARKER.format(piece=piece_words(tile, move.marker))
    return text


def move_label(move) -> str:
    """French label of a non-placement move for a dropdown."""
    if isinstance(move, ChooseSide):
        return msg.UI_CHOOSE_SIDE.format(side=msg.SIDE_NAMES[move.side])
    if isinstance(move, ChooseCity):
        return msg.UI_CHOOSE_CITY.format(city=move.city + 1)
    if isinstance(move, Rotate):
        return msg.UI_ROTATE.format(cell=cell_text(move.cell), rot=rot_label(move.rot))
    if isinstance(move, Pass):
        return msg.UI_PASS
    return str(move)


def _describe_computer_move(player: int, move, new_state) -> list[str]:
    return [msg.UI_COMPUTER.format(player=player + 1)] + [e.text for e in new_state.events]


def turn_summary(states, human: int | None) -> str:
    """What happened between ``states[0]`` and ``states[-1]``, one block per move, in HTML.

    Each block names who played (« Vous (Joueur 1) » or « L'ordinateur (Joueur 2) ») and
    gives every event of that move in full: the player's own move first, then each reply.
    """
    blocks = []
    for before, after in zip(states, states[1:], strict=False):
        p = before.current_player
        if human is None:  # nobody plays against the computer: each seat by its name
            head = player_name(p or 0)
        else:
            who = msg.UI_YOU if p == human else msg.UI_COMPUTER_SEAT
            head = who.format(player=(p or 0) + 1)
        colour = player_colour(p or 0)
        # « Au tour de Joueur N » is left out: the next heading (or the status) says it.
        lines = "".join(
            f"<li>{html.escape(text)}</li>"
            for e, text in zip(after.events, events_words(after, outlined=True), strict=True)
            if e.kind != "turn.start"
        )
        blocks.append(
            f"<div class='ludo-seismic-turn'><b style='color:{colour}'>{html.escape(head)}</b>"
            f"<ul>{lines}</ul></div>"
        )
    return "".join(blocks)


#: The playing table's widest: 680 px (its labels grow with it), less in a short window
#: (150 % zoom shows 853×533 CSS pixels), so that it stays whole on screen.
BOARD_WIDTH = "min(680px, 84vh)"
#: The explorers' pictures (PNG, 640 pixels wide): never shown larger than drawn at 1280×800.
PICTURE_WIDTH = "min(600px, 84vh)"
#: A table and its column share the row by flex sizes, not by the window's width (the
#: notebook may be narrower than the window: JupyterLab with its file browser open leaves
#: about 860 px): both start from 300 px, the table takes two thirds of what is left, up to
#: :data:`BOARD_WIDTH`; they wrap one under the other only below about 620 px.
BOARD_FLEX = "2 1 300px"
#: Steppers (a replay, a quake): the picture leaves room for its explanation under it.
STEPPER_WIDTH = "min(560px, 72vh)"
#: The explanation of the last turn scrolls inside this height (nothing is cut away).
EXPLANATION_HEIGHT = "11em"
#: ... and in this one while a quake's choice is asked (the face-up row is hidden then).
CHOICE_HEIGHT = "18em"
#: At the end of the game the row and its buttons are gone: the winner, the totals and the
#: last turn are read whole beside the table, never scrolled inside the panel.
FINAL_HEIGHT = "none"


def final_text(state, human: int | None = None) -> str:
    """The end of the game in the explanation panel (HTML): each player's total, and who
    won (« Vous » and « L'ordinateur » when one human plays the computer)."""
    sheet = state.score()

    def name(p):
        if human is None:
            return sheet.player_names[p]
        if p == human:
            return msg.UI_FINAL_YOU
        if state.n_players == 2:
            return msg.UI_FINAL_COMPUTER
        return msg.UI_COMPUTER_SEAT.format(player=p + 1)  # several computer seats

    totals = {p: sheet.total(p) for p in sheet.players}
    best = max(totals.values())
    winners = [name(p) for p in sheet.players if totals[p] == best]
    points = " ; ".join(
        msg.UI_FINAL_POINTS.format(name=name(p), points=totals[p]) for p in sheet.players
    )
    if len(winners) == 1:
        result = msg.UI_FINAL_WINNER.format(who=winners[0])
    else:
        result = msg.UI_FINAL_WINNERS.format(who=" et ".join(winners))
    return (
        f"<div class='ludo-seismic-final'><p style='font-size:1.15em;margin:2px 0'>"
        f"<b>{html.escape(result)}</b></p><p style='margin:2px 0'>"
        f"{html.escape(msg.UI_FINAL_TOTALS.format(totals=points))}</p></div>"
    )
