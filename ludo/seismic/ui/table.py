"""The game table: play Seismic by clicking the drawings, against the computer, and the
launcher that starts a game."""

from __future__ import annotations

import html
import math

import ipywidgets as W

from ...core.errors import LudoError
from ...core.hexgrid import corners
from ...core.registry import new
from ...viz import player_colour
from ...widgets import GameSession, StaticForm
from ...widgets import messages as wm
from ...widgets.board import ClickBoard, figure_svg, working
from ...widgets.style import game_table
from ...widgets.tables import fresh_seed, offer_tables
from ...widgets.why import WhyPanel, refusal_link
from .. import draw as D
from .. import messages as msg
from ..moves import ChooseCity, Pass, Place, Rotate, cell_text
from ..naming import (
    piece_words,
)
from ..phases import AFTERSHOCK
from .choices import QuakeChoices
from .common import (
    BOARD_FLEX,
    BOARD_WIDTH,
    CHOICE_HEIGHT,
    EXPLANATION_HEIGHT,
    FINAL_HEIGHT,
    _describe_computer_move,
    _styled,
    final_text,
    move_label,
    move_text,
    rot_label,
    status_text,
    tile_options,
    turn_summary,
)
from .score import score_table_html, section_badges


class SeismicBoard(QuakeChoices, StaticForm, W.VBox):
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
        self.why = WhyPanel("seismic")  # « Pourquoi ? »: a rule's card, beside the board
        super().__init__(
            [
                W.HBox(
                    [
                        self.board,
                        W.VBox(
                            [self.why, controls, self.explanation],
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
            move = Place(self.tile.value, cell, 0)
            refused = self.state.refusal(move, clicked=True)
            if refused is not None:
                self.explanation.value = (
                    f"<span style='color:#b00'>{html.escape(str(refused))}</span>"
                    + refusal_link(self.why, refused)
                )
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
            self.explanation.value = (
                f"<span style='color:#b00'>{html.escape(str(exc))}</span>"
                + refusal_link(self.why, exc)
            )
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
        self.score_html.value = score_table_html(s, totals=not over, why=self.why.link)

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
            description=msg.UI_PLAYERS,
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
        # The guest's last move and the computer's answers, told and framed as before the
        # reload; nothing after « Annuler » (the save's explanation is empty then).
        told = self.board.session.last_turn() if saved.explanation else []
        self.board._tell(turn_summary(told, self.board._seat_to_name()), told)
        self.board.refresh()
        self.holder.children = [self.board]


def wall_picture(state) -> tuple[bytes, str]:
    """``state``'s table as the game table draws it (PNG) and its format, for the workshop's projector
    (:func:`ludo.widgets.projector.game_picture`)."""
    return D.to_png(state), "png"
