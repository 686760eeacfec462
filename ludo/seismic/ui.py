"""Seismic's widgets: play against the computer, try placements, explore sections,
watch quakes and replay games.

Widgets never compute a rule: they list ``state.legal_moves()``, call ``play``,
``why_illegal``, ``sections`` and ``score``, and show the French answers.
Every widget can be driven headless (set ``.value`` of its controls, call
``.click()`` on its buttons).
"""

from __future__ import annotations

import html
import math

import ipywidgets as W
from IPython.display import HTML, Image

from ..core.errors import LudoError
from ..core.french import agree
from ..core.hexgrid import corners, distance
from ..core.registry import new
from ..viz import fig_to_png, player_colour
from ..widgets import GameSession, Panel, Picture, StaticForm, Stepper, png_image
from ..widgets import messages as wm
from ..widgets.board import ClickBoard, figure_svg, working
from ..widgets.style import game_table
from ..widgets.tables import fresh_seed, offer_tables
from . import draw as D
from . import messages as msg
from .examples import simulation_text
from .moves import ChooseCity, ChooseSide, Pass, Place, Rotate, cell_text
from .naming import (
    events_words,
    piece_words,
    place_words,
    refusal_words,
    rot_words,
    section_line_words,
)
from .phases import AFTERSHOCK, CITY_CHOICE, SIDE_CHOICE
from .quakes import ray_cells, ray_counts
from .scoring import ends_text

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
    p = state.current_player
    return (
        msg.UI_TURN.format(
            player=p + 1,
            expected=msg.PHASE_EXPECTS[state.phase],
            markers=state.supply[p],
            pile=len(state.pile),
        )
        .replace("Joueur", f"<b style='color:{player_colour(p)}'>Joueur", 1)
        .replace(" :", "</b> :", 1)
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
            head = msg.PLAYER.format(n=(p or 0) + 1)
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


class SeismicBoard(StaticForm, W.VBox):
    """Play Seismic by clicking the drawings, against the computer.

    Click a face-up tile (the row drawn beside the table), then a yellow cell of the
    table: the tile shows there, in its first legal rotation. « Tourner » (R, or a second
    click on the cell) turns it through its legal rotations; the pieces that may take a
    marker are circled: a click on one puts the player's marker there (a second click
    takes it back). « Valider » (Entrée) plays, « Retirer » (Échap) takes the tile back.
    The explanation panel tells the whole turn: the player's move, then each reply of
    the computer, in full (it scrolls when long).

    The choices a quake asks for are made on the table too. A tie between sides: the
    tied sides are drawn as arrows from San Andreas with their counts, every cell of
    them is clickable, a click chooses that side and hatches the tiles that would fall.
    Villes jumelles: a click on one of the two cities chooses the one hit first.
    Contrecoups: the tiles that may turn are ringed in yellow; a click shows one turned
    (a second click, « Tourner » or R, the next permitted orientation), « Passer »
    declines. The explanation says why the choice is asked and what was chosen; nothing
    is played before « Valider ». Keyboard: R goes to the next choice, Entrée confirms.
    The choices, and the cells standing for them, come from the engine (the legal moves,
    :func:`ludo.seismic.quakes.ray_cells`); what would fall comes from the engine
    playing the choice on the (immutable) position.

    Parameters
    ----------
    state : SeismicState
    computer : dict, optional
        Seats played by the computer, e.g. ``{1: "greedy"}``.
    seed : int
        Seed of the computer players.
    zoom : int or None
        The table shown is a hexagon around San Andreas reaching ``zoom`` cells beyond the
        farthest tile (every yellow cell touches a tile, so 1 is enough); it only grows
        when a tile is laid farther out, so the drawing does not jump from move to move.
        ``None``: the whole table.

    Headless: ``board.pick_tile("W")`` (or ``board.row.click("t0")``, or
    ``board.tile.value = "W"``), ``board.board.click("1,0")`` (or ``board.cell.value =
    (1, 0)``), ``board.rotate_button.click()``, ``board.pick_marker(0)`` (or
    ``board.board.click("m0")``), ``board.play_button.click()``; ``board.state`` is the
    current position. A quake's choice: ``board.board.click("2,0")`` (a cell standing for
    it, see ``board.choice_cells()``) or ``board.choice.value = move``.
    """

    def __init__(
        self, state, computer: dict | None = None, seed: int = 0, zoom: int | None = 1, table=None
    ):
        self.session = GameSession(
            state, computer, describe=_describe_computer_move, seed=seed, table=table
        )
        self.zoom = zoom
        self._row_svgs: dict = {}
        # id(position) -> (position, cells shown, SVG of its table, figure of the overlay)
        self._tables: dict = {}
        self._canvases: dict = {}  # cells shown -> (figure of the table, of the overlay)
        self.board = ClickBoard(width="100%")
        self.board.layout.flex = BOARD_FLEX
        self.board.layout.max_width = BOARD_WIDTH
        self.board.layout.min_width = "0"
        self.board.layout.margin = "8px 12px 8px 0"
        self.board.add_class("ludo-seismic-board")
        self.board.on_cell(self._on_board_cell)
        self.board.on_key(self._on_key)
        self._cell_ids: dict = {}
        self._summary = ""  # the last turn told (HTML), kept under a choice's explanation
        self._targets: dict = {}  # cell name -> the choice moves a click on it stands for
        self._targets_of = None  # the position ``_targets`` was worked out for
        self._target_cells: dict = {}  # cell name -> cell, for the same position
        self._quake_seen: dict = {}  # the last choice's outcome, asked of the engine once
        self._recent: tuple = ()  # the cells of the tiles laid in the turn told (outlined)
        self.row = ClickBoard(width="100%")
        self.row.layout.max_width = "430px"
        self.row.add_class("ludo-seismic-row")
        self.row.on_cell(self._on_row_tile)
        self.row.on_key(self._on_key)
        self.status = W.HTML()
        self.explanation = W.HTML(
            layout=W.Layout(
                width="100%", min_height="3em", max_height=EXPLANATION_HEIGHT, overflow="auto"
            )
        )
        self.explanation.add_class("ludo-explanation")
        self.explanation.add_class("ludo-seismic-log")
        style = {"description_width": "100px"}
        self.tile = W.Dropdown(description=msg.UI_TILE, style=style, layout=W.Layout(width="440px"))
        self.cell = W.Dropdown(description=msg.UI_CELL, style=style)
        self.rot = W.Dropdown(
            description=msg.UI_ROTATION, style=style, layout=W.Layout(width="320px")
        )
        self.marker = W.Dropdown(
            description=msg.UI_MARKER, style=style, layout=W.Layout(width="440px")
        )
        self.choice = W.Dropdown(
            description=msg.UI_CHOICE,
            style={"description_width": "60px"},
            layout=W.Layout(width="100%"),
        )
        self.play_button = W.Button(description=msg.UI_CONFIRM, button_style="success")
        self.play_button.on_click(lambda _b: self.play_selected())
        self.pass_button = W.Button(description=msg.UI_PASS, icon="forward")
        self.pass_button.on_click(lambda _b: self.play(Pass()))
        self.rotate_button = W.Button(description=wm.ROTATE)
        self.rotate_button.on_click(lambda _b: self.rotate())
        self.cancel_button = W.Button(description=wm.CANCEL)
        self.cancel_button.on_click(lambda _b: self.cancel())
        self.undo_button = W.Button(description=msg.UI_UNDO, icon="undo")
        self.undo_button.on_click(lambda _b: self.undo())
        self.new_button = W.Button(description=msg.UI_RESTART, icon="refresh")
        self.new_button.on_click(lambda _b: self.reset())
        for b in (
            self.play_button,
            self.pass_button,
            self.undo_button,
            self.new_button,
            self.rotate_button,
            self.cancel_button,
        ):
            b.layout.width = "auto"  # the whole French label, never « Nouvelle pa… »
        self.score_html = W.HTML()
        self.score_title = W.HTML()
        self.row_title = W.HTML(f"<b>{msg.UI_ROW}</b>")
        self._busy = False
        # A change of tile, cell or rotation refills the menus below it, then draws once.
        self.tile.observe(lambda _c: self._batch(self._fill_cells), names="value")
        self.cell.observe(lambda _c: self._batch(self._fill_rots), names="value")
        self.rot.observe(lambda _c: self._batch(self._fill_markers), names="value")
        self.marker.observe(lambda _c: self._preview(), names="value")
        self.choice.observe(lambda _c: self._preview(), names="value")
        names = ("tile", "cell", "rot", "marker", "choice", "play_button", "pass_button")
        for name in names + ("rotate_button", "cancel_button"):
            getattr(self, name).add_class(f"ludo-seismic-{name.replace('_button', '')}")
        self.undo_button.add_class("ludo-seismic-undo")
        self.status.add_class("ludo-seismic-status")
        # Tile, cell, rotation, marker and a quake's choices are chosen on the drawings; their
        # menus stay as hidden state (and headless hooks).
        for menu in (self.tile, self.cell, self.rot, self.marker, self.choice):
            menu.layout.display = "none"
        self.place_box = W.VBox(
            [
                self.row_title,
                self.row,
                self.tile,
                self.cell,
                self.rot,
                self.marker,
            ]
        )
        self.choice_box = W.VBox([self.choice])
        controls = W.VBox(
            [
                self.status,
                self.place_box,
                self.choice_box,
                W.HBox(
                    [
                        self.play_button,
                        self.rotate_button,
                        self.cancel_button,
                        self.pass_button,
                        self.undo_button,
                        self.new_button,
                    ],
                    layout=W.Layout(flex_flow="row wrap"),
                ),
            ],
            layout=W.Layout(width="100%"),
        )
        super().__init__(
            [
                W.HBox(
                    [
                        self.board,
                        W.VBox(
                            [controls, self.explanation],
                            layout=W.Layout(flex="1 1 300px", max_width="480px", min_width="0"),
                        ),
                    ],
                    layout=W.Layout(flex_flow="row wrap", align_items="flex-start"),
                ),
                self.score_title,
                self.score_html,
            ]
        )
        _styled(self)
        game_table(self)  # its text follows « Grand écran » (ludo.css)
        self.session.computer_turns()  # the computer opens when it holds Joueur 1
        self._tell(turn_summary(self.session.history, self._seat_to_name()), self.session.history)
        self.refresh()

    # -- moves from the controls ----------------------------------------------------------------
    def _place_moves(self):
        return [m for m in self.state.legal_moves() if isinstance(m, Place)]

    def _batch(self, fill) -> None:
        """Run ``fill`` (which may change other menus) and draw once at the end."""
        if self._busy:
            fill()
            return
        self._busy = True
        try:
            fill()
        finally:
            self._busy = False
        self._preview()

    def _fill_tiles(self):
        tiles = list(dict.fromkeys(m.tile for m in self._place_moves()))
        labels = tile_options(self.state.geom, tiles)

        def fill():
            self.tile.options = labels
            self.tile.value = tiles[0] if tiles else None
            self._fill_cells()

        self._batch(fill)

    def _fill_cells(self):
        cells = sorted({m.cell for m in self._place_moves() if m.tile == self.tile.value})
        self.cell.options = [(cell_text(c), c) for c in cells]
        self.cell.value = None  # nothing shown until a cell of the drawing is clicked
        self._fill_rots()

    def _fill_rots(self):
        rots = sorted(
            {
                m.rot
                for m in self._place_moves()
                if m.tile == self.tile.value and m.cell == self.cell.value
            }
        )
        self.rot.options = [(rot_label(k), k) for k in rots]
        self.rot.value = rots[0] if rots else None
        self._fill_markers()

    def _fill_markers(self):
        g = self.state.geom
        opts = [(msg.UI_NO_MARKER, -1)]
        for m in self._place_moves():
            if (m.tile, m.cell, m.rot) == (
                self.tile.value,
                self.cell.value,
                self.rot.value,
            ) and m.marker is not None:
                piece = piece_words(g.tile[m.tile, m.rot], m.marker)
                opts.append((msg.UI_PIECE.format(piece=piece), m.marker))
        self.marker.options = opts
        self.marker.value = -1
        self._preview()

    def marker_choices(self) -> list[int]:
        """The pieces of the shown tile that may take a marker (empty when none is shown)."""
        return [v for _label, v in self.marker.options if v != -1]

    def pick_marker(self, piece: int) -> None:
        """Put the marker on ``piece`` of the shown tile, or take it back if it is there."""
        if piece not in self.marker_choices():
            return
        self.marker.value = -1 if self.marker.value == piece else piece

    def pick_tile(self, tile: str) -> None:
        """Choose a face-up tile (what a click on it in the row does)."""
        if tile in [v for _label, v in self.tile.options]:
            if self.tile.value == tile:
                self.cancel()
            else:
                self.tile.value = tile
            self._show_row()

    def selected_move(self):
        """The move the controls describe now (or None)."""
        if self.state.is_over():
            return None
        if self.place_box.layout.display != "none":
            if self.tile.value is None or self.cell.value is None or self.rot.value is None:
                return None
            marker = None if self.marker.value in (None, -1) else self.marker.value
            return Place(self.tile.value, self.cell.value, self.rot.value, marker)
        return self.choice.value

    def _preview(self):
        if self._busy:
            return
        self._draw(self.selected_move())

    def play_selected(self):
        move = self.selected_move()
        if move is None:
            if self.place_box.layout.display != "none":
                self.explanation.value = html.escape(msg.UI_CLICK_FIRST)
            elif self.choice.options:
                self._explain_choice(None, warning=msg.UI_CLICK_CHOICE)
            return
        self.play(move)

    # -- a quake's choices on the drawing: tied side, twin city, Contrecoups -------------------
    def _choosing(self) -> bool:
        s = self.state
        return not s.is_over() and s.phase in (SIDE_CHOICE, CITY_CHOICE, AFTERSHOCK)

    def choice_cells(self) -> dict:
        """Cell name -> the choice moves a click on it stands for (empty outside a choice).

        Asked of the engine: the moves are the position's legal moves; a tied side stands
        for every cell of its ray on the table shown, a city for its cell, a Contrecoups
        turn for the tile it turns (all its permitted orientations, in the engine's order).
        """
        s = self.state
        if self._targets_of is s:
            return self._targets
        targets: dict = {}
        self._target_cells = {}
        if self._choosing():
            shown = set(self._view(s))
            for m in s.legal_moves():
                if isinstance(m, ChooseSide):
                    ray = ray_cells(s.cells, s.cities[s.pending.city], m.side)
                    cells = [c for c in ray if c in shown]
                elif isinstance(m, ChooseCity):
                    cells = [s.cities[m.city]]
                elif isinstance(m, Rotate):
                    cells = [m.cell]
                else:
                    continue
                for c in cells:
                    targets.setdefault(cell_text(c), []).append(m)
                    self._target_cells[cell_text(c)] = c
        self._targets, self._targets_of = targets, s
        return targets

    def _choose(self, name: str) -> None:
        """A click on the table while a quake waits on a choice."""
        moves = self.choice_cells().get(name)
        if not moves:
            self._explain_choice(self.choice.value, warning=msg.UI_NOT_A_CHOICE)
            return
        current = self.choice.value
        if isinstance(current, Rotate) and current in moves:  # a second click turns it on
            self.rotate()
            return
        self.choice.value = moves[0]  # its observer draws the choice and explains it

    def _next_choice(self) -> None:
        """R: the next permitted orientation of the chosen tile, or else the next choice."""
        current = self.choice.value
        if isinstance(current, Rotate):
            moves = self.choice_cells()[cell_text(current.cell)]
            self.choice.value = moves[(moves.index(current) + 1) % len(moves)]
            return
        values = [m for _label, m in self.choice.options]
        if values:
            i = values.index(current) if current in values else -1
            self.choice.value = values[(i + 1) % len(values)]

    def _quake_if(self, move) -> tuple[list, dict, bool]:
        """What the quake would do after ``move``, asked of the engine (the move played on
        the immutable position; only the quake's own events are read, never the tiles
        revealed after it): the cells whose tiles fall, each city's count of its sides
        (``city -> (counts, sides hit)``), and whether a tie would still be to settle."""
        seen = self._quake_seen
        if seen.get("state") is self.state and seen.get("move") == move:
            return seen["value"]
        after = self.state.play(move)
        quake = ("quake.city", "quake.side", "quake.counts", "quake.nothing", "tile.destroyed")
        cells, counts = [], {}
        for e in after.events:
            if e.kind not in quake and e.kind != "quake.done":
                break
            if e.kind == "tile.destroyed":
                cells.append(e.data["cell"])
            elif e.kind == "quake.counts":
                counts[e.data["city"]] = (e.data["counts"], e.data["sides"])
        value = (cells, counts, after.phase == SIDE_CHOICE)
        self._quake_seen = {"state": self.state, "move": move, "value": value}
        return value

    def _explain_choice(self, move, warning: str | None = None) -> None:
        """Why the choice is asked, what was chosen, then the turn told so far."""
        s = self.state
        p = s.pending
        if s.phase == SIDE_CHOICE:
            names = [msg.SIDE_NAMES[side] for side in p.sides]
            counts = ray_counts(s.placed, s.cells, s.cities[p.city])
            ask = msg.UI_ASK_SIDE.format(
                m=p.magnitude,
                city=msg.CITY_NAMES[len(s.cities) > 1][p.city],
                sides=", ".join(names[:-1]) + " et " + names[-1],
                n=counts[p.sides[0]],
            )
        elif s.phase == CITY_CHOICE:
            ask = msg.UI_ASK_CITY.format(m=p.magnitude)
        else:
            ask = msg.UI_ASK_AFTERSHOCK
        chosen = ""
        if isinstance(move, Rotate):
            turn = move.rot - s.placed[move.cell][1] if move.cell in s.placed else move.rot
            chosen = msg.UI_CHOSEN_ROTATE.format(
                place=place_words(move.cell, s.cities), rot=rot_words(turn)
            )
        elif isinstance(move, ChooseSide | ChooseCity):
            cells, _counts, tie = self._quake_if(move)
            if not cells:
                falls = msg.UI_FALLS_NONE
            elif len(cells) == 1:
                falls = msg.UI_FALLS_ONE
            else:
                falls = msg.UI_FALLS.format(n=len(cells))
            if tie:
                falls += msg.UI_FALLS_THEN_SIDE
            if isinstance(move, ChooseSide):
                chosen = msg.UI_CHOSEN_SIDE.format(side=msg.SIDE_NAMES[move.side], falls=falls)
            else:
                chosen = msg.UI_CHOSEN_CITY.format(city=move.city + 1, falls=falls)
        parts = []
        if warning:
            parts.append(f"<p style='color:#b00'>{html.escape(warning)}</p>")
        if chosen:
            parts.append(f"<p><b>{html.escape(chosen + msg.UI_CHOSEN_END)}</b></p>")
        parts.append(f"<p>{html.escape(ask)}</p>")
        self.explanation.value = (
            f"<div class='ludo-seismic-ask'>{''.join(parts)}</div>" + self._summary
        )

    def _choice_overlay(self, s, move, view) -> dict:
        """What the table shows over a quake's choice (see :func:`ludo.seismic.draw.overlay`):
        the cells to click (yellow), the tied sides as arrows, what would fall."""
        cells = [self._target_cells[name] for name in self.choice_cells()]
        chosen = None
        if isinstance(move, Rotate):
            chosen = move.cell
        elif isinstance(move, ChooseCity):
            chosen = s.cities[move.city]
        spots = [c for c in cells if c != chosen]
        out = {
            "candidates": [c for c in spots if c not in s.placed],
            "ringed": [c for c in spots if c in s.placed],
            "arrows": [],
            "falling": [],
        }
        shown = set(view)
        if s.phase == SIDE_CHOICE:
            city = s.cities[s.pending.city]
            counts = ray_counts(s.placed, s.cells, city)
            for side in s.pending.sides:
                ray = [c for c in ray_cells(s.cells, city, side) if c in shown]
                strong = move is not None and move.side == side
                if ray:
                    out["arrows"].append((city, ray[-1], counts[side], strong))
        elif isinstance(move, ChooseCity):  # the first city's count, as the engine made it
            city = s.cities[move.city]
            counts, sides = self._quake_if(move)[1].get(move.city, ([], []))
            for side in sides:
                ray = [c for c in ray_cells(s.cells, city, side) if c in shown]
                if ray:
                    out["arrows"].append((city, ray[-1], counts[side], True))
        if isinstance(move, ChooseSide | ChooseCity):
            out["falling"] = [c for c in self._quake_if(move)[0] if c in shown]
        return out

    def _view(self, s) -> list:
        """The cells of the table shown for position ``s``."""
        return D.table_view(s) if self.zoom is None else D.round_view(s, self.zoom)

    # -- the drawings: click, rotate, cancel --------------------------------------------------
    def _on_row_tile(self, name: str) -> None:
        """A click on a face-up tile: it becomes the tile to place."""
        k = int(name[1:])
        if k < len(self.state.row):
            self.pick_tile(self.state.row[k])

    def _on_board_cell(self, name: str) -> None:
        """A click on a cell shows the chosen tile there; on a circled piece, the marker."""
        if self._choosing():
            self._choose(name)
            return
        if name.startswith("m") and name[1:].isdigit():
            self.pick_marker(int(name[1:]))
            return
        cell = self._cell_ids.get(name)
        if cell is None or self.place_box.layout.display == "none" or self.tile.value is None:
            return
        if cell == self.cell.value:  # a second click on the shown tile turns it
            self.rotate()
            return
        if name not in self.board.legal:  # the engine says why; nothing changes
            reason = self.state.why_illegal(Place(self.tile.value, cell, 0))
            if reason:
                reason = refusal_words(reason, cell)
                self.explanation.value = f"<span style='color:#b00'>{html.escape(reason)}</span>"
            return
        self.cell.value = cell  # its observer fills the rotations and shows the tile

    def rotate(self) -> None:
        """Turn the shown tile to its next legal rotation (during a quake's choice: the
        chosen tile's next permitted orientation, or else the next choice)."""
        if self._choosing():
            self._next_choice()
            return
        values = [v for _label, v in self.rot.options]
        if self.cell.value is None or not values:
            return
        i = values.index(self.rot.value) if self.rot.value in values else -1
        self.rot.value = values[(i + 1) % len(values)]

    def cancel(self) -> None:
        """Take the shown tile off the table (nothing was played); during a quake's choice,
        forget the choice shown."""
        if self._choosing():
            if self.choice.value is not None:
                self.choice.value = None
            return
        if self.cell.value is not None:
            self.cell.value = None
            self.explanation.value = html.escape(msg.UI_CLICK_CELL)

    def _on_key(self, key: str) -> None:
        if key in ("r", "R"):
            self.rotate()
        elif key == "Escape":
            self.cancel()
        elif key == "Enter":
            self.play_selected()

    @property
    def state(self):
        """The position shown."""
        return self.session.state

    @property
    def computer(self) -> dict:
        return self.session.computer

    def play(self, move):
        """Play ``move`` (a Move or its text) for the human, then the computer's turns."""
        thinking = msg.UI_THINKING if self.session.computer else wm.WORKING
        start = len(self.session.history) - 1
        try:
            with working(self.board, text=thinking):
                self.session.play(move)
        except LudoError as exc:
            self.explanation.value = f"<span style='color:#b00'>{html.escape(str(exc))}</span>"
            return
        told = self.session.history[start:]
        self._tell(turn_summary(told, self._seat_to_name()), told)
        self.refresh()

    def _tell(self, summary: str, states=()) -> None:
        """Show ``summary`` (what happened) and keep it under a choice's explanation; at the
        end of the game the totals and the winner come first. The tiles laid between
        ``states[0]`` and ``states[-1]`` (still on the table) are outlined: the log calls
        them « tuile entourée »."""
        laid = [e.data["cell"] for st in states[1:] for e in st.events if e.kind == "tile.placed"]
        self._recent = tuple(c for c in dict.fromkeys(laid) if c in self.state.placed)
        if self.state.is_over():
            summary = final_text(self.state, self._seat_to_name()) + summary
        self._summary = summary
        self.explanation.value = summary

    def _seat_to_name(self):
        """The seat told as « Vous » in the explanation: the only human seat, if any."""
        humans = [p for p in range(self.state.n_players) if p not in self.session.computer]
        return humans[0] if len(humans) == 1 and self.session.computer else None

    def undo(self):
        """Back to the human's previous decision."""
        self._tell("" if self.session.undo() else msg.UI_NOTHING_TO_UNDO)
        self.refresh()

    def reset(self):
        self.session.reset()
        self._tell(turn_summary(self.session.history, self._seat_to_name()), self.session.history)
        self.refresh()

    # -- display -------------------------------------------------------------------------------
    def refresh(self):
        s = self.state
        over = s.is_over()
        self.status.value = status_text(s, result=not over)  # the final panel says who won
        placing = not s.is_over() and s.phase in ("place", "second")
        others = [m for m in s.legal_moves() if not isinstance(m, (Place, Pass))]
        can_pass = Pass() in s.legal_moves()
        self.place_box.layout.display = "flex" if placing else "none"
        self.choice_box.layout.display = "flex" if others else "none"
        self.pass_button.layout.display = "inline-flex" if can_pass else "none"
        self.play_button.layout.display = "inline-flex" if (placing or others) else "none"
        turning = placing or s.phase == AFTERSHOCK
        # A choice hides the face-up row: its explanation (why, what) takes that room.
        self.explanation.layout.max_height = (
            FINAL_HEIGHT if over else CHOICE_HEIGHT if others else EXPLANATION_HEIGHT
        )
        for b in (self.rotate_button, self.cancel_button):
            b.layout.display = "inline-flex" if turning else "none"
        self._busy = True
        self.choice.options = [(move_label(m), m) for m in others]
        self.choice.value = None  # a quake's choice is made by a click on the table
        self._busy = False
        if placing:
            self._fill_tiles()
        else:
            self._draw(self.choice.value if others else None)
        self._show_row()
        self.play_button.disabled = s.is_over()
        title = msg.UI_SCORE_FINAL if s.is_over() else msg.UI_SCORE
        self.score_title.value = f"<h4 style='margin:4px 0'>{title}</h4>"
        self.score_html.value = score_table_html(s, totals=not over)

    def _show_row(self) -> None:
        """The face-up tiles, clickable; the chosen one outlined. Drawn once per row."""
        s = self.state
        placing = not s.is_over() and s.phase in ("place", "second")
        playable = {v for _label, v in self.tile.options} if placing else set()
        chosen = self.tile.value if placing else None
        sel = next((k for k, t in enumerate(s.row) if t == chosen), None)
        key = (id(s.geom), s.row)
        drawn = self._row_svgs.get(key)
        if drawn is None:
            if len(self._row_svgs) > 64:
                self._row_svgs.clear()
            fig, ax = D.row_board(s)
            self.row.show(fig, ax, {f"t{k}": corners(D.row_cell(k)) for k in range(len(s.row))})
            drawn = self._row_svgs[key] = (self.row.svg, self.row.viewbox, list(self.row.cells))
        svg, box, cells = drawn
        titles = {}
        for k, t in enumerate(s.row):
            label = s.geom.tile[t, 0].label
            titles[f"t{k}"] = label if t in playable else msg.UI_ROW_UNPLAYABLE.format(tile=label)
        with self.row.hold_sync():
            self.row.svg, self.row.viewbox = svg, box
            self.row.cells = [
                {**c, "legal": s.row[int(c["id"][1:])] in playable, "title": titles[c["id"]]}
                for c in cells
            ]
            self.row.selected = "" if sel is None else f"t{sel}"

    def _draw(self, move):
        """The table (drawn once per position) and, over it, only what the choice changes."""
        s = self.state
        candidates = ()
        tiles = {}
        highlight = None
        shown = s
        placing = not s.is_over() and s.phase in ("place", "second")
        if placing and self.tile.value is not None:
            candidates = sorted({m.cell for m in self._place_moves() if m.tile == self.tile.value})
        spots = {}
        if isinstance(move, Place):
            try:
                shown = s.preview(move)
                pieces = s.geom.pieces[move.tile, move.rot]
                tiles = {move.cell: (move.tile, move.rot)}
                highlight = {(move.cell, i): "#E69F00" for i in range(len(pieces))}
                for i in self.marker_choices():
                    spots[i] = D.piece_anchor(move.cell, pieces[i])
            except LudoError:
                shown = s
        elif isinstance(move, Rotate):  # Contrecoups: show the tile already turned
            try:
                shown = s.play(move)
            except LudoError:
                shown = s
            if shown is not s and move.cell in shown.placed:  # (a later quake may take it)
                tile = shown.placed[move.cell]
                tiles = {move.cell: tile}
                highlight = {(move.cell, i): "#E69F00" for i in range(len(s.geom.pieces[tile]))}
            else:
                shown = s
        table = self._tables.get(id(s))
        if table is None or table[0] is not s or table[4] != self._recent:
            # A new position: its table is drawn once, as the bottom layer (kept for a few
            # positions, so that « Annuler » finds it again). The frame stays the same
            # while a tile is tried, so the drawing never jumps. Figures are reused from
            # one position to the next while the cells shown stay the same.
            view = self._view(s)
            key = tuple(view)
            if key not in self._canvases:
                if len(self._canvases) > 4:
                    self._canvases.clear()
                under = D.draw(
                    s, view=view, coords=False, badges=section_badges(s), outline=self._recent
                )
                self._canvases[key] = (under, D.overlay(s, view))
            else:
                under = self._canvases[key][0]
                ax = under.axes[0]
                for artist in [*ax.patches, *ax.collections, *ax.texts, *ax.lines]:
                    artist.remove()
                D.draw(
                    s,
                    ax=ax,
                    view=view,
                    coords=False,
                    badges=section_badges(s),
                    outline=self._recent,
                )
            if len(self._tables) > 16:
                self._tables.pop(next(iter(self._tables)))
            table = (
                s,
                view,
                figure_svg(under),
                self._canvases[key][1],
                self._recent,
                D.drawn_badges(under),
            )
            self._tables[id(s)] = table
        _s, view, background, canvas, _recent, badges = table
        choosing = self._choosing()
        extra = {"candidates": [c for c in candidates if c not in shown.placed], "badges": badges}
        outline = (move.cell,) if tiles else ()
        if choosing:  # a quake's choice: what to click, the tied sides, what would fall
            extra = {**self._choice_overlay(s, move, view), "badges": badges}
            if isinstance(move, ChooseCity):
                outline = (s.cities[move.city],)
        fig = D.overlay(
            shown,
            view,
            tiles=tiles,
            highlight=highlight,
            outline=outline,
            spots=[xy for i, xy in spots.items() if i != move.marker],
            spot_colour=player_colour(s.current_player or 0),
            into=canvas,
            **extra,
        )
        # One clickable hexagon per cell drawn; no « q,r » written in them: the cells are
        # clicked, and the mouse shows the address.
        self._cell_ids = {cell_text(c): c for c in view}
        polygons = {name: corners(c) for name, c in self._cell_ids.items()}
        legal = [cell_text(c) for c in candidates if c not in s.placed] if placing else []
        titles = {}
        if choosing:
            legal = [name for name in self.choice_cells() if name in polygons]
            titles = {name: self._choice_title(name) for name in legal}
        for i, (x, y) in spots.items():  # the circled pieces, over their cell
            polygons[f"m{i}"] = [
                (x + D.SPOT * math.cos(math.pi * k / 4), y + D.SPOT * math.sin(math.pi * k / 4))
                for k in range(8)
            ]
            legal.append(f"m{i}")
            piece = piece_words(s.geom.tile[move.tile, move.rot], i)
            titles[f"m{i}"] = msg.UI_SPOT_TITLE.format(piece=piece)
        selected = cell_text(move.cell) if isinstance(move, Place | Rotate) else ""
        if isinstance(move, ChooseCity):
            selected = cell_text(s.cities[move.city])
        self.board.preview_colour = player_colour(s.current_player or 0)
        self.board.show(
            fig,
            fig.axes[0],
            polygons,
            legal=legal,
            selected=selected,
            titles=titles or None,
            background=background,
        )
        if isinstance(move, Place) and self.place_box.layout.display != "none":
            text = msg.UI_PREVIEW.format(move=move_text(s, move))
            if spots and move.marker is None:
                text += " " + msg.UI_SPOTS_HINT
            self.explanation.value = html.escape(text)
        elif choosing:
            self._explain_choice(move)

    def _choice_title(self, name: str) -> str:
        """The tooltip of a cell standing for a quake's choice."""
        m = self.choice_cells()[name][0]
        s = self.state
        if isinstance(m, ChooseSide):
            counts = ray_counts(s.placed, s.cells, s.cities[s.pending.city])
            return msg.UI_CHOICE_TITLE_SIDE.format(side=msg.SIDE_NAMES[m.side], n=counts[m.side])
        if isinstance(m, ChooseCity):
            return msg.UI_CHOICE_TITLE_CITY.format(city=m.city + 1)
        return msg.UI_CHOICE_TITLE_ROTATE.format(place=place_words(m.cell, s.cities))


class _ClickExplorer(StaticForm, W.VBox):
    """Shared by the explorers played on the drawing: a clickable face-up row, a clickable
    table, « Tourner » (R, or a second click on the cell). The menus ``tile``, ``cell`` and
    ``rot`` are hidden state (and headless hooks); setting them redraws."""

    #: width of the table in the page
    board_width = "min(600px, 84vh, 54vw)"

    def _build(self, state, tiles, cells, rots, extra=()):
        self.state = state
        style = {"description_width": "80px"}
        self.tile = W.Dropdown(
            options=tile_options(state.geom, tiles), description=msg.UI_TILE, style=style
        )
        self.cell = W.Dropdown(
            options=[(cell_text(c), c) for c in cells], description=msg.UI_CELL, style=style
        )
        self.rot = W.Dropdown(
            options=[(rot_label(k), k) for k in rots], description=msg.UI_ROTATION, style=style
        )
        for menu in (self.tile, self.cell, self.rot):
            menu.layout.display = "none"
        self.row = ClickBoard(width="100%")
        self.row.layout.max_width = "430px"
        self.row.add_class("ludo-seismic-row")
        self.row.on_cell(self._on_row)
        self.board = ClickBoard(width=self.board_width)
        self.board.layout.flex = "0 0 auto"
        self.board.layout.margin = "8px 12px 8px 0"
        self.board.add_class("ludo-seismic-board")
        self.board.on_cell(self._on_cell)
        self.board.on_key(self._on_key)
        self.row.on_key(self._on_key)
        self.rotate_button = W.Button(
            description=wm.ROTATE, layout=W.Layout(width="auto", align_self="flex-start")
        )
        self.rotate_button.on_click(lambda _b: self.rotate())
        self.rotate_button.add_class("ludo-seismic-rotate")
        self.explanation = W.HTML(layout=W.Layout(width="100%", min_height="3em"))
        self.explanation.add_class("ludo-explanation")
        self._busy = False
        for w in (self.tile, self.cell, self.rot):
            w.observe(lambda _c: self._changed(), names="value")
        side = W.VBox(
            [
                W.HTML(f"<b>{msg.UI_ROW}</b>"),
                self.row,
                self.rotate_button,
                *extra,
                self.explanation,
                self.tile,
                self.cell,
                self.rot,
            ],
            layout=W.Layout(flex="1 1 300px", max_width="480px"),
        )
        super().__init__(
            [
                W.HBox(
                    [self.board, side],
                    layout=W.Layout(flex_flow="row wrap", align_items="flex-start"),
                )
            ]
        )
        _styled(self)
        fig, ax = D.row_board(state)
        self.row.show(
            fig,
            ax,
            {f"t{k}": corners(D.row_cell(k)) for k in range(len(state.row))},
            legal=[f"t{k}" for k in range(len(state.row))],
            titles={f"t{k}": state.geom.tile[t, 0].label for k, t in enumerate(state.row)},
        )

    def _changed(self):
        if not self._busy:
            self.refresh()

    def _on_row(self, name: str) -> None:
        tile = self.state.row[int(name[1:])]
        if tile != self.tile.value:
            self.tile.value = tile

    def _on_key(self, key: str) -> None:
        if key in ("r", "R"):
            self.rotate()

    def _rotations(self) -> list:
        return [v for _label, v in self.rot.options]

    def rotate(self) -> None:
        """The next rotation (of those offered for this tile and cell)."""
        values = self._rotations()
        if values:
            i = values.index(self.rot.value) if self.rot.value in values else -1
            self.rot.value = values[(i + 1) % len(values)]

    def _on_cell(self, name: str) -> None:
        cell = self._cells.get(name)
        if cell is None:
            return
        if cell == self.cell.value:  # a second click turns the tile
            self.rotate()
        elif cell in [v for _label, v in self.cell.options]:
            self.cell.value = cell

    def _show(self, fig, legal=(), titles=None):
        """Show ``fig`` (a table drawn by :func:`ludo.seismic.draw.draw`) with its cells clickable."""
        self._cells = {cell_text(c): c for c in self._view}
        self.board.preview_colour = "#56B4E9"
        self.row.selected = next(
            (f"t{k}" for k, t in enumerate(self.state.row) if t == self.tile.value), ""
        )
        self.board.show(
            fig,
            fig.axes[0],
            {name: corners(c) for name, c in self._cells.items()},
            legal=[cell_text(c) for c in legal],
            titles=titles,
            selected="" if self.cell.value is None else cell_text(self.cell.value),
        )


class PlacementExplorer(_ClickExplorer):
    """Try a tile on a small table by clicking: legal or not, and why.

    Click a face-up tile, then any empty cell of the table: the tile shows there (the
    cells where it fits in some rotation are yellow); « Tourner » (R, or a second click
    on the cell) turns it through its six rotations, and the explanation says whether the
    placement is allowed, or which rule refuses it.

    Headless: set ``.tile.value``, ``.cell.value``, ``.rot.value`` (or ``.row.click("t1")``,
    ``.board.click("2,0")``, ``.rotate()``); read ``.explanation.value``.
    """

    def __init__(self, state, cells=None):
        tiles = list(dict.fromkeys(state.row))
        if cells is None:
            # nearest cells first: the first choice touches the tiles already placed
            cells = sorted(
                (c for c in state.cells if c not in state.placed),
                key=lambda c: (min(distance(c, p) for p in state.placed), c),
            )
        self._view = list(state.cells)
        self._build(state, tiles, cells, range(6))
        self.refresh()

    def move(self):
        return Place(self.tile.value, self.cell.value, self.rot.value)

    def refresh(self):
        s = self.state
        move = self.move()
        reason = s.why_illegal(move)
        ok = sorted({c for c, _k in s.placements(move.tile)})
        shown = s.preview(move, check=False)
        hl = {
            (move.cell, i): "#56B4E9" if reason is None else "#D55E00"
            for i in range(len(s.geom.pieces[move.tile, move.rot]))
        }
        fig = D.draw(
            shown,
            highlight=hl,
            candidates=[c for c in ok if c != move.cell],
            bad=() if reason is None else (move.cell,),
            coords=True,
            outline=(move.cell,),
        )
        # Yellow cells are outlined as clickable; the others answer a click too (and say why
        # the tile may not go there).
        self._show(fig, legal=ok)
        if reason is None:
            self.explanation.value = (
                f"<b style='color:#007a4d'>{msg.UI_PLACE_OK}</b> : "
                f"{html.escape(move_text(s, move))}. {html.escape(msg.UI_PLACE_OK_WHY)}"
            )
        else:
            self.explanation.value = (
                f"<b style='color:#b00'>{msg.UI_PLACE_REFUSED}</b> : "
                f"{html.escape(refusal_words(reason, move.cell))}"
            )


class SectionExplorer(StaticForm, W.VBox):
    """Pick a section: it is highlighted, with its length, ends, markers and value."""

    def __init__(self, state):
        self.state = state
        self.secs = sorted(state.sections(), key=lambda x: (-x.roads, x.pieces))
        opts = []
        for k, sec in enumerate(self.secs):
            state_txt = "complète" if sec.complete else "incomplète"
            opts.append((agree(f"n° {k + 1} — {sec.roads} route(s), {state_txt}"), k))
        self.section = W.Dropdown(
            options=opts, description=msg.UI_SECTION, layout=W.Layout(width="420px")
        )
        self.image = png_image(b"", width=PICTURE_WIDTH)
        self.image.add_class("ludo-seismic-board")
        self.explanation = W.HTML(layout=W.Layout(width="100%", min_height="3em"))
        self.explanation.add_class("ludo-explanation")
        self.section.observe(lambda _c: self.refresh(), names="value")
        super().__init__(_beside(self.image, [self.section, self.explanation]))
        _styled(self)
        self.refresh()

    def refresh(self):
        if not self.secs:
            return
        k = self.section.value
        sec = self.secs[k]
        hl = {key: "#E69F00" for key in sec.pieces}
        self.image.value = _png(D.draw(self.state, highlight=hl, zoom=2))
        mk = ", ".join(f"Joueur {p + 1}" for p in sec.markers) or msg.UI_NO_MARKERS
        text = msg.UI_SECTION_INFO.format(
            n=k + 1, roads=sec.roads, pieces=len(sec.pieces), why=sec.why(), markers=mk
        )
        if sec.complete:
            text += (
                f" Elle vaut {sec.value()} points : {sec.roads} pour les routes + {ends_text(sec)}."
            )
        self.explanation.value = html.escape(text)


class GameLauncher(StaticForm, W.VBox):
    """Choose a variant, the number of players and the opponent, then play (Joueur 1 = you).

    Headless: set ``.variant.value``, ``.players.value``, ``.opponent.value``, click
    ``.start_button``; the game is ``.board`` (a :class:`SeismicBoard`).
    """

    def __init__(self, seed: int | None = None):
        self._new = new
        self.table_slot = None  # a workshop's table (ludo.widgets.tables)
        seed = fresh_seed() if seed is None else seed
        style = {"description_width": "initial"}  # the whole French word, never « Adversa… »
        self.variant = W.Dropdown(
            options=[(label, key) for key, label in msg.UI_VARIANTS.items()],
            value="base",
            description=msg.UI_VARIANT,
            style=style,
            layout=W.Layout(width="380px"),
        )
        self.players = W.Dropdown(
            options=[2, 3, 4],
            value=2,
            description="Joueurs",
            style=style,
            layout=W.Layout(width="170px"),
        )
        self.opponent = W.Dropdown(
            options=[(label, key) for key, label in msg.UI_OPPONENTS.items()],
            value="greedy",
            description=msg.UI_OPPONENT,
            style=style,
        )
        self.seed = W.BoundedIntText(
            value=seed,
            min=0,
            max=10**6,
            description="Graine",
            style=style,
            layout=W.Layout(width="200px"),
        )
        self.start_button = W.Button(description=msg.UI_NEW, button_style="primary", icon="play")
        self.start_button.layout.width = "auto"
        self.start_button.on_click(lambda _b: self.start())
        self.start_button.add_class("ludo-seismic-start")
        self.seed.add_class("ludo-seismic-seed")
        self.variant.add_class("ludo-seismic-variant")
        self.players.add_class("ludo-seismic-players")
        self.opponent.add_class("ludo-seismic-opponent")
        self.holder = W.VBox()
        self.board = None
        super().__init__(
            [
                W.HBox([self.variant, self.players], layout=W.Layout(flex_flow="row wrap")),
                W.HBox(
                    [self.opponent, self.seed, self.start_button],
                    layout=W.Layout(flex_flow="row wrap"),
                ),
                self.holder,
            ]
        )
        _styled(self)
        self.start()
        offer_tables(self, "seismic")

    @property
    def session(self):
        return self.board.session

    def start(self):
        n = self.players.value
        state = self._new("seismic", players=n, seed=self.seed.value, variant=self.variant.value)
        computer = {p: self.opponent.value for p in range(1, n)}
        self.board = SeismicBoard(
            state, computer=computer, seed=self.seed.value, table=self.table_slot
        )
        self.board.session.save()  # a workshop's table: the new game replaces its save
        self.holder.children = [self.board]

    def resume(self, saved) -> None:
        """Go on with a table's saved game (:mod:`ludo.widgets.tables`), choices shown."""
        state = saved.state
        self.variant.value = state.variant
        self.players.value = state.n_players
        self.opponent.value = next(iter(saved.computer.values()), self.opponent.value)
        self.seed.value = saved.seed
        self.board = SeismicBoard(state)
        self.board.session.resume(saved)
        told = self.board.session.history[-2:]
        self.board._tell(turn_summary(told, self.board._seat_to_name()), told)
        self.board.refresh()
        self.holder.children = [self.board]


def compare_scores(before, after) -> W.VBox:
    """The two provisional score sheets, before and after (e.g. a quake), and the reserves."""
    reserves = ", ".join(f"{after.supply[p]} pour Joueur {p + 1}" for p in range(after.n_players))
    return _styled(
        Panel(
            [
                W.HTML(
                    f"<h4>{msg.UI_BEFORE}</h4>"
                    + score_table_html(before)
                    + f"<h4>{msg.UI_AFTER}</h4>"
                    + score_table_html(after)
                    + f"<p>{html.escape(msg.UI_RESERVES.format(reserves=reserves))}</p>"
                )
            ]
        )
    )


def quake_stepper(before, after, title="Le séisme, tuile par tuile") -> Stepper:
    """A Stepper over the frames of the quake(s) recorded in ``after.events``."""
    frames = D.quake_frames(before, after, view=D.quake_view(before))
    if not frames:
        frames = [(lambda: D.draw(after), "Pas de séisme pendant ce coup.")]
    return _styled(
        Stepper(
            [lambda f=f: _png(f()) for f, _t in frames],
            [html.escape(t) for _f, t in frames],
            title=title,
            width=STEPPER_WIDTH,
        )
    )


def replay_stepper(state, zoom: int | None = 2, title="La partie, coup par coup") -> Stepper:
    """A Stepper over every position of the game leading to ``state``."""
    states = state.replay()
    texts = []
    for k, s in enumerate(states):
        head = msg.UI_REPLAY_SETUP if k == 0 else msg.UI_REPLAY_MOVE.format(k=k)
        texts.append(head + "<br>" + "<br>".join(html.escape(t) for t in events_words(s)))
    # one frame for the whole game: every cell near a tile placed at some point
    used = {c for s in states for c in s.placed}
    view = (
        None
        if zoom is None
        else [c for c in state.cells if any(distance(c, u) <= zoom for u in used)]
    )
    frames = [lambda s=s: _png(D.draw(s, view=view, size=8)) for s in states]
    # At 1280×800 (and at 150 % zoom) the explanation stays on screen under the picture.
    return _styled(Stepper(frames, texts, title=title, width=STEPPER_WIDTH))


class TileCatalogue(StaticForm, W.VBox):
    """Pick a tile type: its distinct orientations, numbered r0, r1..."""

    def __init__(self, manifest):
        self.manifest = manifest
        tiles = list(manifest.tiles.values()) + [manifest.city]
        self.tile = W.Dropdown(
            options=[
                (t.label if t.kind == "city" else f"{t.label} ({msg.UI_MODEL} {t.id})", t.id)
                for t in tiles
            ],
            description=msg.UI_TILE,
            layout=W.Layout(width="420px"),
        )
        self.image = png_image(b"", width="760px")
        self.explanation = W.HTML()
        self.explanation.add_class("ludo-explanation")
        self.tile.observe(lambda _c: self.refresh(), names="value")
        super().__init__([self.tile, self.image, self.explanation])
        _styled(self)
        self.refresh()

    def refresh(self):
        t = self.manifest.tile(self.tile.value)
        rots = [t.rotate(k) for k in range(t.period)]
        fig = D.tiles_figure(
            rots, [rot_label(k) for k in range(t.period)], per_row=min(6, len(rots))
        )
        self.image.value = fig_to_png(fig, dpi=PNG_DPI * 4 // 3)  # shown 760 px wide
        if t.period == 1:
            text = msg.UI_ONE_ORIENTATION
        elif t.period < 6:
            text = msg.UI_ORIENTATIONS.format(n=t.period) + " " + msg.UI_ROT_REPEATS
        else:
            text = msg.UI_ORIENTATIONS.format(n=t.period) + " " + msg.UI_ROT_ALL_DIFFERENT
        self.explanation.value = html.escape(f"{t.label} : {text}")


class MarkerExplorer(_ClickExplorer):
    """Where may a marker go? Click a face-up tile, then a yellow cell (« Tourner » or R for
    the other legal rotations): each piece of the tile says whether it may take a marker,
    and why; the circled pieces may.

    Headless: set ``.placement.value = (tile, cell, rot)`` (or ``.tile``, ``.cell``,
    ``.rot``, or click ``.row`` and ``.board``); read ``.explanation.value``.
    """

    def __init__(self, state):
        self.places = sorted(
            {(m.tile, m.cell, m.rot) for m in state.legal_moves() if isinstance(m, Place)},
            key=lambda x: (x[1], x[0], x[2]),
        )
        tiles = [t for t in dict.fromkeys(state.row) if any(p[0] == t for p in self.places)]
        self._view = D.table_view(state, 2)
        first = self.places[0] if self.places else (tiles[0] if tiles else state.row[0], None, 0)
        self.placement = W.Dropdown(
            options=[(move_text(state, Place(t, c, k)), (t, c, k)) for t, c, k in self.places],
            description="Pose",
        )
        self.placement.layout.display = "none"
        self._build(state, tiles or list(state.row), [], [], extra=(self.placement,))
        self.placement.observe(lambda _c: self._placement_changed(), names="value")
        self._set(*first)

    def _set(self, tile, cell, rot):
        """Point the hidden menus at ``(tile, cell, rot)``, then draw once."""
        self._busy = True
        try:
            self.tile.value = tile
            cells = sorted({c for t, c, _k in self.places if t == tile})
            self.cell.options = [(cell_text(c), c) for c in cells]
            self.cell.value = cell if cell in cells else (cells[0] if cells else None)
            rots = sorted({k for t, c, k in self.places if t == tile and c == self.cell.value})
            self.rot.options = [(rot_label(k), k) for k in rots]
            self.rot.value = rot if rot in rots else (rots[0] if rots else None)
            key = (self.tile.value, self.cell.value, self.rot.value)
            if key in self.places and self.placement.value != key:
                self.placement.value = key
        finally:
            self._busy = False
        self.refresh()

    def _placement_changed(self):
        if not self._busy and self.placement.value is not None:
            self._set(*self.placement.value)

    def _changed(self):
        if not self._busy:
            self._set(self.tile.value, self.cell.value, self.rot.value)

    def refresh(self):
        s = self.state
        tid, cell, rot = self.tile.value, self.cell.value, self.rot.value
        legal = [c for _label, c in self.cell.options]
        if cell is None or rot is None:
            self._show(D.draw(s, view=self._view), legal=legal)
            self.explanation.value = html.escape(msg.UI_NO_CELL)
            return
        allowed = set(s.markable(tid, cell, rot))
        shown = s.preview(Place(tid, cell, rot))
        pieces = s.geom.pieces[tid, rot]
        hl = {}
        lines = []
        secs = shown.sections()
        for i in range(len(pieces)):
            sec = next(x for x in secs if (cell, i) in x.pieces)
            piece = piece_words(s.geom.tile[tid, rot], i)
            if i in allowed:
                hl[(cell, i)] = "#56B4E9"
                lines.append(msg.UI_MARKER_OK.format(piece=piece))
            else:
                for key in sec.pieces:
                    hl.setdefault(key, "#F0E442")
                who = ", ".join(f"Joueur {p + 1}" for p in sec.markers)
                lines.append(msg.UI_MARKER_TAKEN.format(piece=piece, who=who))
        fig = D.draw(
            shown,
            highlight=hl,
            view=self._view,
            outline=(cell,),
            candidates=[c for c in legal if c != cell],
            spots=[D.piece_anchor(cell, pieces[i]) for i in sorted(allowed)],
            spot_colour="#0072B2",
        )
        self._show(fig, legal=legal)
        head = html.escape(msg.UI_PREVIEW_PLAIN.format(move=move_text(s, Place(tid, cell, rot))))
        self.explanation.value = head + "<br>" + "<br>".join(html.escape(t) for t in lines)


def simulation_summary(results):
    """The simulation's French summary as a paragraph (plain HTML, no kernel needed)."""
    text = html.escape(simulation_text(results))
    return HTML(f"<p style='font-size:1.15em;line-height:1.4'>{text}</p>")


#: The quake strip's width on the page (CSS px) and its resolution: two device pixels per
#: CSS pixel, sharp at 150 % zoom too.
STRIP_WIDTH = 1000


def quake_strip(before, after):
    """The quake's frames side by side as a plain image: readable without a kernel, on one
    screen (:func:`ludo.seismic.draw.quake_strip`)."""
    fig = D.quake_strip(before, after)
    dpi = round(2 * STRIP_WIDTH / fig.get_figwidth())
    return Image(fig_to_png(fig, dpi=dpi, tight=False), width=STRIP_WIDTH)


def _groups(sheet):
    """Score lines grouped by section (their items), in the sheet's order."""
    groups = {}
    for line in sheet.lines:
        groups.setdefault(line.items, []).append(line)
    return list(groups.items())


def _group_order(group):
    _items, lines = group
    counted = [ln for ln in lines if ln.counts]
    return (not counted, -max((ln.points for ln in counted), default=0))


def score_table_html(state, totals: bool = True) -> str:
    """The score sheet in French, one row per section: who scores, how many points, why.

    Sections whose markers leave without points are gathered in one sentence under the
    table; then the totals and who leads or wins, unless ``totals`` is False (the game
    widget's final panel, :func:`final_text`, says them at the end of a game).
    """
    esc = html.escape
    sheet = state.score()
    names = sheet.player_names
    groups = sorted(_groups(sheet), key=_group_order)
    rows = []
    lost = {}
    k = 0
    for _items, lines in groups:
        counted = [ln for ln in lines if ln.counts]
        if not counted:
            for ln in lines:
                lost[ln.player] = lost.get(ln.player, 0) + 1
            continue
        k += 1
        who = " et ".join(names[ln.player] for ln in counted)
        others = [ln for ln in lines if not ln.counts]
        why = " ".join(section_line_words(ln.text, ln.items, k) for ln in counted[:1] + others)
        rows.append(
            f"<tr><td style='text-align:left;vertical-align:top'>{k}</td>"
            f"<td style='text-align:left;vertical-align:top;white-space:nowrap'>{esc(who)}</td>"
            f"<td style='text-align:right;vertical-align:top'><b>{counted[0].points}</b></td>"
            f"<td style='text-align:left'>{esc(why)}</td></tr>"
        )
    head = (
        f"<tr><th style='text-align:left'>{msg.SCORE_COL_N}</th>"
        f"<th style='text-align:left'>{msg.SCORE_COL_WHO}</th>"
        f"<th style='text-align:right'>{msg.SCORE_COL_POINTS}</th>"
        f"<th style='text-align:left'>{msg.SCORE_COL_WHY}</th></tr>"
    )
    table = (
        "<table class='ludo-score ludo-seismic-score' style='border-collapse:collapse;"
        f"font-size:1.05em'>{head}{''.join(rows)}</table>"
        if rows
        else f"<p>{msg.SCORE_NO_SECTION}</p>"
    )
    parts = [table]
    if lost:
        who = ", ".join(
            msg.SCORE_LOST_PLAYER.format(name=names[p], n=n) for p, n in sorted(lost.items())
        )
        lost_text = msg.SCORE_LOST if sheet.final else msg.SCORE_LOST_PROVISIONAL
        parts.append(f"<p>{esc(lost_text.format(who=who))}</p>")
    if totals:
        points = " ; ".join(f"{names[p]} : {sheet.total(p)} points" for p in sheet.players)
        summary = esc(sheet.summary())
        parts.append(f"<p><b>{msg.SCORE_TOTALS}</b> {esc(points)}. <b>{summary}</b></p>")
    return "".join(parts)


def section_badges(state) -> list:
    """``(number, items)`` of each section in the score table, numbered as its « n° »
    column: the numbers drawn on the table (:func:`ludo.seismic.draw.draw_badges`)."""
    counted = [
        items
        for items, lines in sorted(_groups(state.score()), key=_group_order)
        if any(ln.counts for ln in lines)
    ]
    return [(k + 1, items) for k, items in enumerate(counted)]


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


#: How many CSS pixels a point of :func:`ludo.seismic.draw.row_board` takes in
#: :func:`story`: its 13-pt tile names are 17 CSS px, read from the back of a room.
ROW_SCALE = 1.3


def row_picture(state) -> Picture:
    """The face-up tiles of ``state`` as the game table draws them (their short names under
    them), as an SVG picture (sharp at any zoom), large enough to be read when projected."""
    fig, _ax = D.row_board(state)
    width = round(fig.get_figwidth() * 72 * ROW_SCALE)
    return Picture(
        value=figure_svg(fig).encode(),
        format="svg+xml",
        layout=W.Layout(width=f"{width}px", max_width="100%"),
    )


def story(states) -> W.VBox:
    """What the engine tells of ``states`` (each state's events, in the drawing's words),
    as a French explanation panel beside the face-up row of ``states[0]``: the set-up, a
    turn, a discarded row (notebook 1) — never printed as raw text."""
    lines = "".join(f"<li>{html.escape(text)}</li>" for s in states for text in events_words(s))
    text = W.HTML(f"<p style='margin:0 0 4px 0'><b>{msg.UI_STORY}</b></p><ul>{lines}</ul>")
    text.add_class("ludo-explanation")
    text.add_class("ludo-seismic-log")
    return _styled(Panel(_beside(row_picture(states[0]), [text])))


def score_table(state) -> W.VBox:
    """:func:`score_table_html` as a widget."""
    return _styled(Panel([W.HTML(score_table_html(state))]))


class ScoreExplorer(StaticForm, W.VBox):
    """Pick a line of the final score: its section is highlighted on the table, and explained.

    Headless: set ``.line.value``; read ``.explanation.value``.
    """

    def __init__(self, state):
        self.state = state
        sheet = state.score()
        self.groups = sorted(_groups(sheet), key=_group_order)
        names = sheet.player_names
        opts = []
        for k, (_items, lines) in enumerate(self.groups):
            counted = [ln for ln in lines if ln.counts]
            if counted:
                who = " et ".join(names[ln.player] for ln in counted)
                label = msg.UI_SCORE_OPTION.format(k=k + 1, points=counted[0].points, who=who)
            else:
                who = " et ".join(names[ln.player] for ln in lines)
                label = msg.UI_SCORE_OPTION_LOST.format(k=k + 1, who=who)
            opts.append((label, k))
        self.line = W.Dropdown(
            options=opts, description=msg.UI_SECTION, layout=W.Layout(width="520px")
        )
        self.line.add_class("ludo-seismic-score-line")
        self.image = png_image(b"", width=PICTURE_WIDTH)
        self.image.add_class("ludo-seismic-board")
        self.explanation = W.HTML(layout=W.Layout(width="100%", min_height="3em"))
        self.explanation.add_class("ludo-explanation")
        self.line.observe(lambda _c: self.refresh(), names="value")
        super().__init__(_beside(self.image, [self.line, self.explanation]))
        _styled(self)
        self.refresh()

    def refresh(self):
        if not self.groups:
            self.explanation.value = msg.SCORE_NO_SECTION
            return
        items, lines = self.groups[self.line.value]
        counted = [ln for ln in lines if ln.counts]
        col = "#E69F00" if counted else "#999999"
        self.image.value = _png(
            D.draw(
                self.state, highlight={key: col for key in items}, badges=section_badges(self.state)
            )
        )
        names = self.state.score().player_names
        k = self.line.value + 1
        texts = [
            f"<b>{html.escape(names[ln.player])}</b> : "
            f"{html.escape(section_line_words(ln.text, ln.items, k))}"
            for ln in lines
        ]
        self.explanation.value = "<br>".join(texts)


__all__ = [
    "GameLauncher",
    "ScoreExplorer",
    "quake_strip",
    "simulation_summary",
    "score_table",
    "score_table_html",
    "compare_scores",
    "MarkerExplorer",
    "TileCatalogue",
    "PlacementExplorer",
    "SectionExplorer",
    "SeismicBoard",
    "quake_stepper",
    "replay_stepper",
    "status_text",
    "final_text",
    "section_badges",
]
