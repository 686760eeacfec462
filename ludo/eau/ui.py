"""Widgets of Eau Cœur d'Essonne (ipywidgets): play, explore leaks and circuits.

Widgets never compute a rule: they ask the engine (legal moves, leaks, the
longest circuit, the helper) and show its answer in French.

* :class:`EauGame` — a whole cooperative game by clicks (Voilà-friendly).
* :class:`LeakExplorer` — example boards, every leak listed and drawn.
* :class:`CircuitExplorer` — the longest circuit, bridges, what a break cuts off.
* :func:`water_stepper`, :func:`rounds_stepper` — steppers over a game.
"""

from __future__ import annotations

import functools
import html
import math

import ipywidgets as W

from ..core.errors import IllegalMove, LudoError
from ..core.players import play_out, player
from ..core.registry import new
from ..viz import fig_to_png, new_figure
from ..viz import static_figure as viz_static_figure
from ..widgets import GameSession, Panel, Picture, StaticForm, Stepper, Text
from ..widgets import messages as wm
from ..widgets import say as say  # re-exported: the notebooks call ui.say
from ..widgets.board import ClickBoard, working
from ..widgets.style import CONTROL, EXPLANATION, TEXT, game_table
from ..widgets.tables import fresh_seed, offer_tables
from . import examples
from . import messages as msg
from . import messages as um
from .draw import (
    CELL_PT,
    VIEWBOX,
    _draw_tile,
    board_svg,
    draw_board,
    draw_water_strip,
    fast_png,
    preview_svg,
)
from .network import (
    circuit_length,
    cut_off_by,
    leaks,
    longest_circuit,
    robustness,
    water_front,
    water_reach,
)
from .players import suggest
from .rules import Choose, Place
from .tiles import SIZE, Tile, cell_name, load_diagonal, parse_cell

#: Resolution of the PNG pictures: a board shown 520 px wide takes 780 screen pixels in a
#: browser zoomed to 150 %; at 144 dpi a 6.5-inch board has 936, so that the zoom never
#: enlarges a picture beyond its own pixels (blurry).
DPI = 144
#: Projector-readable text for the panels, and images that keep their proportions
#: when a neighbour in the same row is taller (flex boxes stretch by default).
_CSS = (
    "<style>"
    ".eau-panel, .eau-panel p, .eau-panel li, .eau-panel td, .eau-panel th"
    f" {{font-size: {TEXT}; line-height: 1.4}}"
    ".eau-panel table td, .eau-panel table th {padding: 2px 8px}"
    ".eau-panel summary {cursor: pointer; font-weight: bold}"
    f".eau-game .widget-button, .eau-game .widget-toggle-button {{font-size: {CONTROL}}}"
    ".eau-board {object-fit: contain}"
    # A short window (150 % zoom): the panels in smaller type, so that the explanation of
    # the move stays in sight beside the board (at 1.5 device pixels a CSS pixel). The game
    # sets the sizes of Voilà's ``ludo`` template (ludo.widgets.style) for its table too.
    "@media (max-height: 600px) {.eau-panel, .eau-panel p, .eau-panel li"
    " {font-size: 15px; line-height: 1.3} .eau-game .widget-button {font-size: 14px}"
    " .eau-game {--ludo-text: 15px; --ludo-control: 15px}}"
    "</style>"
)
_TOP = {"align_items": "flex-start"}
#: The game's board: 600 px at most, less in a short window (a 1280×800 screen zoomed to
#: 150 % shows 853×533 CSS pixels), so that it stays whole on screen.
BOARD_WIDTH = "min(600px, 82vh)"
#: The board and the controls share the row by flex sizes, not by the window's width (the
#: notebook may be narrower than the window: JupyterLab with its file browser open leaves
#: about 860 px): both start from 300 px, the board takes two thirds of what is left, up to
#: :data:`BOARD_WIDTH`; they wrap one under the other only below about 620 px.
BOARD_FLEX = "2 1 300px"
CONTROLS_FLEX = "1 1 300px"
_WRAP = {"flex_flow": "row wrap"}


def _style() -> W.HTML:
    return W.HTML(_CSS, layout=W.Layout(height="0px"))


def _panel(**layout) -> W.HTML:
    """A French explanation panel, in projector-readable type."""
    w = W.HTML(layout=W.Layout(**layout))
    w.add_class("eau-panel")
    return w


def _board_widget(width: str) -> W.Image:
    img = Picture(format="png", layout=W.Layout(width=width, max_width="100%", height="auto"))
    img.add_class("eau-board")
    return img


@functools.lru_cache(maxsize=16)
def _finished_board(seed: int):
    """The board at the end of a four-player game played by the helper (kept: going back
    to a seed in an explorer does not replay the game)."""
    return play_out(new("eau", players=4, seed=seed), "helper")[-1].board


def _svg_board(width: str) -> W.HTML:
    """A board drawn as SVG (:func:`~ludo.eau.draw.board_svg`): crisp at any zoom, and
    redrawn in about a millisecond when an explorer's choice changes."""
    w = W.HTML(layout=W.Layout(width=width, max_width="100%", flex="0 0 auto"))
    w.layout.align_self = "flex-start"
    w.add_class("eau-board")
    return w


def _svg_html(svg: str) -> str:
    return (
        "<div class='eau-svg'><style>.eau-svg svg {display:block; width:100%; height:auto}"
        f"</style>{svg}</div>"
    )


def _png(fig) -> bytes:
    return fast_png(fig, dpi=DPI)


@functools.lru_cache(maxsize=64)
def _tile_png(code: str, turn: int) -> bytes:
    fig, ax = new_figure(1.2, 1.2)
    ax.set_xlim(0, 1)
    ax.set_ylim(1, 0)
    ax.set_aspect("equal")
    ax.axis("off")
    _draw_tile(ax, 0, 0, Tile.of(code, turn), wet=False)
    return fig_to_png(fig, dpi=DPI)


def leak_table_html(board) -> str:
    """The leaks of ``board`` as a French HTML table (kind, cell, side)."""
    found = leaks(board)
    if not found:
        return f"<p>{um.NO_LEAK}</p>"
    rows = []
    for kind in ("border", "event", "unconnected", "pierced"):
        mine = [lk for lk in found if lk.kind == kind]
        where = ", ".join(
            cell_name(lk.cell) + ("" if lk.side is None else f" ({msg.SIDE_NAMES[lk.side]})")
            for lk in mine
        )
        style = "" if mine else " style='color:#777'"
        rows.append(
            f"<tr{style}><td>{html.escape(msg.LEAK_KIND_NAMES[kind])}</td>"
            f"<td style='text-align:right'><b>{len(mine)}</b></td>"
            f"<td>{html.escape(where) or '—'}</td></tr>"
        )
    return (
        f"<p><b>{um.LEAK_TOTAL.format(n=len(found))}</b></p>"
        "<table style='border-collapse:collapse'><tr>"
        f"<th style='text-align:left'>{um.COL_KIND}</th><th>{um.COL_COUNT}</th>"
        f"<th style='text-align:left'>{um.COL_WHERE}</th></tr>{''.join(rows)}</table>"
    )


def score_html(state) -> str:
    """The shared verdict first (in large type, with its reasons), then the sheet in detail."""
    sheet = state.score()
    colour = "#006b3c" if sheet.won else "#a33000"
    head = sheet.summary()
    for reason in sheet.reasons:
        head = head.replace(" " + reason, "")
    reasons = "".join(f"<li>{html.escape(r)}</li>" for r in sheet.reasons)
    return (
        f"<div class='eau-verdict' style='border-left:8px solid {colour};padding:2px 12px'>"
        f"<p style='font-size:1.1em;color:{colour};margin:2px 0'><b>{html.escape(head)}</b></p>"
        f"<ul style='margin:2px 0;padding-left:1.2em'>{reasons}</ul></div>"
        f"<details><summary>{um.SCORE_DETAILS}</summary>{sheet.to_html()}</details>"
    )


class EauGame(StaticForm, W.VBox):
    """Play a cooperative game by clicking: choose a tile, turn it, click a cell.

    The board is a :class:`~ludo.widgets.board.ClickBoard`: a click on a cell shows the tile
    there (legal cells outlined in green); « Tourner » (R), « Annuler » (Échap) and
    « Valider » (Entrée, or a second click on the cell) finish the move.

    Headless use (tests): ``g.choose_buttons[i].click()``, ``g.board.click("d4")``,
    ``g.rotation.value = 90`` or ``g.rotate_button.click()``, ``g.confirm_button.click()``,
    ``g.help_button.click()``...
    """

    def __init__(
        self, state=None, players: int = 4, seed: int | None = None, show_score: bool = True
    ):
        self.table_slot = None  # a workshop's table (ludo.widgets.tables)
        if state is None:
            state = new("eau", players=players, seed=fresh_seed() if seed is None else seed)
        self.session = GameSession(state)
        self.status = _panel()
        self.rotation = W.ToggleButtons(
            options=[("0°", 0), ("90°", 90), ("180°", 180), ("270°", 270)],
            description=um.ROTATION,
            style={"button_width": "64px"},
        )
        self.preview = W.Image(format="png", layout=W.Layout(width="80px", visibility="hidden"))
        self.preview.add_class("eau-preview")
        self.choose_box = W.HBox(layout=_WRAP)
        self.pick = W.ToggleButtons(options=[], description=um.PICK_TILE)
        self.pick.add_class("eau-pick")
        self._picking = False
        self.choose_buttons: list[W.Button] = []
        #: The placement shown on the board before it is confirmed (None: nothing shown).
        self.pending: Place | None = None
        self._drawn = None  # (what was drawn, its SVG): the board under the previewed tile
        # as wide as its column (BOARD_FLEX), whole on screen
        self.board = ClickBoard(width="100%", layout=W.Layout(width="100%"))
        self.board.add_class("eau-board")
        self.board.on_cell(self._on_board_cell)
        self.board.on_key(self._on_key)
        self.rotate_button = W.Button(description=wm.ROTATE, layout=W.Layout(width="auto"))
        self.cancel_button = W.Button(description=wm.CANCEL, layout=W.Layout(width="auto"))
        self.confirm_button = W.Button(
            description=wm.CONFIRM, button_style="success", layout=W.Layout(width="auto")
        )
        self.rotate_button.on_click(lambda _: self.rotate())
        self.cancel_button.on_click(lambda _: self.cancel())
        self.confirm_button.on_click(lambda _: self.confirm())
        for b, name in (
            (self.rotate_button, "eau-rotate"),
            (self.cancel_button, "eau-cancel"),
            (self.confirm_button, "eau-confirm"),
        ):
            b.add_class(name)
        self.preview_box = W.HBox(
            [self.rotate_button, self.cancel_button, self.confirm_button], layout=_WRAP
        )

        def wide(text: str) -> W.Layout:  # room for the whole French label, even in a narrow page
            return W.Layout(width="auto", min_width=f"{max(150, 9 * len(text) + 24)}px")

        self.help_button = W.Button(description=um.HELP, layout=wide(um.HELP))
        self.helper_play_button = W.Button(
            description=um.HELPER_PLAYS, layout=wide(um.HELPER_PLAYS)
        )
        self.random_button = W.Button(description=um.RANDOM, layout=wide(um.RANDOM))
        self.finish_button = W.Button(description=um.FINISH, layout=wide(um.FINISH))
        self.undo_button = W.Button(description=um.UNDO, layout=wide(um.UNDO))
        self.show_leaks = W.Checkbox(value=True, description=um.SHOW_LEAKS, indent=False)
        self.show_circuit = W.Checkbox(value=False, description=um.SHOW_CIRCUIT, indent=False)
        # The labels take the room they need (« initial »), and the menu and the box keep
        # theirs beside them: a fixed total width left the menu 30 px wide (no number shown)
        # and the seed box 8 px wide once the labels grew to projector size.
        label = {"description_width": "initial"}
        self.players_box = W.Dropdown(
            options=[2, 3, 4, 5, 6],
            value=self.state.n_players,
            description=um.PLAYERS,
            style=label,
            layout=W.Layout(width="auto", min_width="11em", flex="0 0 auto"),
        )
        self.seed_box = W.IntText(
            value=self.state.seed,
            description=um.SEED,
            style=label,
            layout=W.Layout(width="auto", min_width="12em", flex="0 0 auto"),
        )
        self.players_box.add_class("eau-players")
        self.seed_box.add_class("eau-seed")
        self.new_button = W.Button(description=um.NEW_GAME, layout=wide(um.NEW_GAME))
        self.water_button = W.Button(description=um.OPEN_VALVE, layout=wide(um.OPEN_VALVE))
        for b, name in (
            (self.help_button, "eau-help"),
            (self.helper_play_button, "eau-helper-plays"),
            (self.random_button, "eau-random"),
            (self.finish_button, "eau-finish"),
            (self.undo_button, "eau-undo"),
            (self.new_button, "eau-new"),
            (self.water_button, "eau-valve"),
        ):
            b.add_class(name)
        # « Ouvrir la vanne » shows the water on the game's own board, step by step, with
        # these controls beside the button (not a second board below the game).
        self.water_view = None  # (state, cells wet after each step, each step's text)
        self.water_play = W.Play(value=0, min=0, max=0, step=1, interval=900, description=wm.PLAY)
        self.water_prev = W.Button(description=f"◀ {wm.PREV}", layout=W.Layout(width="auto"))
        self.water_next = W.Button(description=f"{wm.NEXT} ▶", layout=W.Layout(width="auto"))
        self.water_close = W.Button(description=um.CLOSE_VALVE, layout=wide(um.CLOSE_VALVE))
        for b, name in (
            (self.water_prev, "eau-water-prev"),
            (self.water_next, "eau-water-next"),
            (self.water_close, "eau-water-close"),
        ):
            b.add_class(name)
        self.water_prev.on_click(lambda _: self._water_step(-1))
        self.water_next.on_click(lambda _: self._water_step(+1))
        self.water_close.on_click(lambda _: self.close_valve())
        self.water_play.observe(lambda _: self._show_water(), names="value")
        self.water_controls = W.HBox(
            [self.water_prev, self.water_next, self.water_play, self.water_close],
            layout=W.Layout(flex_flow="row wrap", display="none"),
        )
        self.water_controls.add_class("eau-water-controls")
        self.water_button.on_click(lambda _: self.open_valve())
        self.explanation = _panel(min_height="3em")
        self.explanation.add_class("eau-explanation")
        self.score = _panel()
        self.score.add_class("eau-score")
        for panel in (self.status, self.explanation, self.score):
            panel.add_class(EXPLANATION)
        self.help_button.on_click(lambda _: self._help())
        self.helper_play_button.on_click(lambda _: self._auto("helper"))
        self.random_button.on_click(lambda _: self._auto("random"))
        self.finish_button.on_click(lambda _: self._finish())
        self.undo_button.on_click(lambda _: self._undo())
        self.new_button.on_click(lambda _: self._new())
        self.rotation.observe(lambda _: self._on_rotation(), names="value")
        self.pick.observe(self._on_pick, names="value")
        self.show_leaks.observe(lambda _: self._refresh(), names="value")
        self.show_circuit.observe(lambda _: self._refresh(), names="value")
        self._show_score = show_score
        #: The rotation buttons and the tile's picture: shown only while a tile is to place.
        self.rotation_row = W.HBox([self.rotation, self.preview], layout=_WRAP)
        # « Réglages »: the controls a group rarely needs while playing (another game, a
        # random move, finishing with the helper, the longest circuit), folded under one
        # button, so that the board, the turn's controls, the explanation and the verdict
        # share the screen at 1280×800 (and stay close together at 150 %).
        self.settings_button = W.ToggleButton(
            value=False, description=um.SETTINGS, layout=wide(um.SETTINGS)
        )
        self.settings_button.layout.align_self = "flex-start"
        self.settings_button.add_class("eau-settings-button")
        self.settings = W.VBox(
            [
                W.HBox([self.random_button, self.finish_button], layout=_WRAP),
                W.HBox([self.show_circuit], layout=_WRAP),
                W.HBox([self.players_box, self.seed_box, self.new_button], layout=_WRAP),
            ],
            layout=W.Layout(display="none"),
        )
        self.settings.add_class("eau-settings")
        self.settings_button.observe(
            lambda c: setattr(self.settings.layout, "display", "flex" if c["new"] else "none"),
            names="value",
        )
        controls = W.VBox(
            [
                self.status,
                self.choose_box,
                self.rotation_row,
                self.preview_box,
                self.explanation,
                self.score,
                W.HBox([self.help_button, self.helper_play_button, self.undo_button], layout=_WRAP),
                W.HBox([self.water_button, self.show_leaks], layout=_WRAP),
                self.water_controls,
                self.settings_button,
                self.settings,
            ]
        )
        # The note wraps under the board (never wider than it): at 150 % zoom a one-line
        # note would widen the board's column and squeeze the controls beside it.
        note = W.HTML(
            f"<p style='color:#444;margin:4px 0'><i>{html.escape(um.RECONSTRUCTION_CAPTION)}</i></p>",
            layout=W.Layout(width="100%"),
        )
        controls.layout = W.Layout(flex=CONTROLS_FLEX, min_width="0", margin="0 0 0 12px")
        controls.add_class("eau-controls")
        super().__init__(
            [
                _style(),
                W.HBox(
                    [
                        W.VBox(
                            [self.board, note],
                            layout=W.Layout(flex=BOARD_FLEX, max_width=BOARD_WIDTH, min_width="0"),
                        ),
                        controls,
                    ],
                    layout=W.Layout(align_items="flex-start", flex_flow="row wrap"),
                ),
            ]
        )
        self.add_class("eau-game")
        game_table(self)
        self._refresh()
        self.explanation.value = self._events_html(self.state.events)
        offer_tables(self, "eau")

    def resume(self, saved) -> None:
        """Go on with a table's saved game (:mod:`ludo.widgets.tables`)."""
        self.session.resume(saved)
        self.players_box.value = self.state.n_players
        self.seed_box.value = self.state.seed
        self.pending = None
        self._end_water()
        self._refresh()
        self.explanation.value = (
            "<p>" + html.escape(saved.explanation).replace("\n", "<br>") + "</p>"
        )

    @property
    def state(self):
        """The position shown (the last of the session's history)."""
        return self.session.state

    @property
    def history(self) -> list:
        return self.session.history

    # -- actions ----------------------------------------------------------------------------------
    def play(self, move) -> bool:
        """Play ``move`` (text or Move); on refusal, show the French reason. True if played."""
        try:
            self.session.play(move)
        except LudoError as exc:
            text = str(exc)
            # The engine names the move in its notation (« T d3 90 »); someone who clicked
            # needs only the reason, which already names the cell and the rule.
            if isinstance(exc, IllegalMove):
                text = um.REFUSED.format(reason=exc.reason)
            self.explanation.value = f"<p style='color:#b00'><b>{html.escape(text)}</b></p>"
            return False
        self.pending = None
        self._end_water()
        self._refresh()
        self.explanation.value = self._events_html(self.state.events)
        return True

    @staticmethod
    def _events_html(events) -> str:
        return "<p>" + "<br>".join(html.escape(e.text) for e in events) + "</p>"

    def _code(self) -> str | None:
        """The tile the next click places: the one picked among those left (E23, E24)."""
        codes = self.state.to_place()
        return self.pick.value if self.pick.value in codes else (codes[0] if codes else None)

    def _on_pick(self, _):
        if not self._picking:
            if self.pending is not None and self.pending.code != self._code():
                self.pending = None  # another tile picked: the one shown goes back
                self._refresh()
            else:
                self._refresh(redraw=False)

    # -- the board: click, preview, rotate, confirm ------------------------------------------------
    def _on_board_cell(self, name: str) -> None:
        """A click on the drawing: show the tile there (a second click on it confirms)."""
        if self.water_view is not None:  # a click on the board gives it back to the game
            self.close_valve()
        s = self.state
        code = self._code()
        if code is None:
            self.explanation.value = f"<p style='color:#b00'>{um.CHOOSE_FIRST}</p>"
            return
        cell = parse_cell(name)
        if self.pending is not None and self.pending.cell == cell:
            self.confirm()
            return
        if name not in self.board.legal:  # the engine says why, and nothing changes
            self.play(Place(code, cell, self.rotation.value // 90))
            return
        turns = [m.turn for m in s.legal_moves() if m.cell == cell and m.code == code]
        turn = self.rotation.value // 90
        if turn not in turns and turns:
            turn = turns[0]
        self.show_preview(Place(code, cell, turn))

    def show_preview(self, move: Place) -> None:
        """Show ``move``'s tile on the board, not yet played; explain how to go on."""
        self.pending = move
        if self.rotation.value != move.turn * 90:
            self.rotation.value = move.turn * 90  # its observer redraws
        else:
            self._refresh()
        self._explain_preview()

    def _explain_preview(self) -> None:
        move = self.pending
        if move is None:
            return
        reason = None
        if move not in self.state.legal_moves():
            try:  # the engine says why (and a refused move changes nothing)
                self.state.play(move)
            except IllegalMove as exc:
                reason = exc.reason
            except LudoError as exc:
                reason = str(exc)
        if reason:
            self.explanation.value = f"<p style='color:#b00'><b>{html.escape(um.PREVIEW_REFUSED.format(cell=cell_name(move.cell), reason=reason))}</b></p>"
            return
        self.explanation.value = "<p>{}</p>".format(
            html.escape(
                um.PREVIEW.format(
                    tile=msg.TILE_NAMES[move.code],
                    cell=cell_name(move.cell),
                    degrees=move.turn * 90,
                )
            )
        )

    def rotate(self) -> None:
        """Turn the tile a quarter turn clockwise (the preview follows)."""
        self.rotation.value = (self.rotation.value + 90) % 360

    def cancel(self) -> None:
        """Take the previewed tile off the board (nothing was played)."""
        if self.pending is not None:
            self.pending = None
            self._refresh()
            self.explanation.value = f"<p>{html.escape(self._status_hint())}</p>"

    def confirm(self) -> bool:
        """Play the previewed tile; the engine accepts it or says why not."""
        if self.pending is None:
            self.explanation.value = f"<p>{um.NO_PREVIEW}</p>"
            return False
        return self.play(self.pending)

    def _on_key(self, key: str) -> None:
        if key in ("r", "R"):
            self.rotate()
        elif key == "Escape":
            self.cancel()
        elif key == "Enter":
            self.confirm()

    def _on_rotation(self) -> None:
        if self.pending is not None:
            self.pending = Place(self.pending.code, self.pending.cell, self.rotation.value // 90)
            self._refresh()
            self._explain_preview()
        else:
            self._refresh(redraw=False)

    def _status_hint(self) -> str:
        code = self._code()
        if code is None:
            return ""
        template = um.TO_PLACE_ANY_TURN if code in ("A", "P") else um.TO_PLACE
        return template.format(tile=msg.TILE_NAMES[code])

    def _on_choose(self, code: str, shown_for):
        def handler(_):
            # A button drawn for an earlier player (a quick double click, a slow screen)
            # must not choose a tile for the next player.
            if self.state is shown_for:
                self.play(Choose(code))

        return handler

    def _help(self):
        tips = suggest(self.state, 3)
        if not tips:
            self.explanation.value = f"<p>{um.NOTHING_TO_SUGGEST}</p>"
            return
        items = "".join(f"<li>{html.escape(t.reason)}</li>" for t in tips)
        self.explanation.value = f"<p>{um.SUGGESTIONS}</p><ol>{items}</ol>"
        code = getattr(tips[0].move, "code", None)
        if code in self.state.to_place() and code != self.pick.value:
            self.pick.value = code  # show the advised tile's cells
        if isinstance(tips[0].move, Place):  # the first advice, shown on the board
            advice = self.explanation.value
            self.show_preview(tips[0].move)
            self.explanation.value = advice

    def _auto(self, who: str):
        if self.state.is_over():
            return
        seed = len(self.history)  # a new draw at each step of the game
        self.play(player("eau", who, seed=seed).choose(self.state))

    def _finish(self):
        if self.state.is_over():
            return
        with working(self.finish_button, self.board):
            states = play_out(self.state, "helper")
        self.pending = None
        self.session.record(states[1:])
        self._end_water()
        self._refresh()
        self.explanation.value = f"<p>{um.FINISHED.format(n=len(states) - 1)}</p><p>{html.escape(self.state.events[-1].text)}</p>"

    def open_valve(self) -> None:
        """« Ouvrir la vanne »: the water leaves the Régie on the game's own board, one
        step at a time (« Suivant », or the automatic play), each step explained beside it;
        « Fermer la vanne », or any move, gives the board back to the game."""
        with working(self.water_button, self.board):
            wets, texts = water_steps(self.state.board)
            self.pending = None
            self.water_view = (self.state, wets, texts)
            with self.water_play.hold_trait_notifications():
                self.water_play.max = max(len(wets) - 1, 0)
                self.water_play.value = 0
            self.water_controls.layout.display = "flex"
            self._refresh()

    def close_valve(self) -> None:
        """Back to the game's board (nothing was played)."""
        if self.water_view is not None:
            self._end_water()
            self._refresh()
            self.explanation.value = f"<p>{html.escape(self._status_hint() or um.VALVE_CLOSED)}</p>"

    def _end_water(self) -> None:
        self.water_view = None
        self.water_play.playing = False
        self.water_controls.layout.display = "none"

    def _water_step(self, delta: int) -> None:
        if self.water_view is not None:
            k = min(max(self.water_play.value + delta, 0), self.water_play.max)
            self.water_play.value = k

    def _show_water(self) -> None:
        """Draw the current water step on the board and say what it shows."""
        if self.water_view is None:
            return
        state, wets, texts = self.water_view
        k = min(self.water_play.value, len(wets) - 1)
        last = k == len(wets) - 1
        self.board.show_svg(
            preview_svg(None, None),
            VIEWBOX,
            _CELL_POINTS,
            legal=[],
            titles=self._titles(),
            background=board_svg(state, wet=wets[k], show_leaks=last),
        )
        self._drawn = None  # the game's own drawing is put back at the next refresh
        self.water_prev.disabled = k == 0
        self.water_next.disabled = last
        counter = wm.STEP.format(i=k + 1, n=len(wets))
        self.explanation.value = (
            f"<p><b>{html.escape(um.WATER_TITLE)} — {html.escape(counter)}</b></p><p>{texts[k]}</p>"
        )

    def _undo(self):
        if self.session.undo():
            self.pending = None
            self._end_water()
            self._refresh()
            self.explanation.value = f"<p>{um.UNDONE}</p>"

    def _new(self):
        self.session.start(new("eau", players=self.players_box.value, seed=self.seed_box.value))
        self.pending = None
        self._end_water()
        self._refresh()
        self.explanation.value = self._events_html(self.state.events)

    # -- display ----------------------------------------------------------------------------------
    def _status_html(self) -> str:
        s = self.state
        if s.is_over():
            return f"<h3>{um.GAME_OVER}</h3>"
        p = s.current_player
        template = um.STATUS if s.phase == "choose" else um.STATUS_GROUP  # E23, E24
        head = template.format(
            round=s.round, rounds=s.rounds, phase=msg.PHASE_NAMES[s.phase], player=p + 1
        )
        if s.events_visible():
            ev = ", ".join(msg.TILE_NAMES[c] for c in s.pending) or msg.NO_EVENT
        else:
            ev = um.EVENTS_HIDDEN.format(n=len(s.pending))
        lines = [f"<b>{head}</b>", um.EVENTS_OF_ROUND.format(events=html.escape(ev))]
        if s.phase == "choose":
            hand = ", ".join(msg.TILE_NAMES[c] for c in s.hands[p])
            lines.append(um.YOUR_HAND.format(player=p + 1, hand=html.escape(hand)))
            lines.append(um.OTHERS_HIDDEN)
        else:
            code = self._code()
            if len(s.to_place()) > 1:
                lines.append(um.ANY_ORDER)
            template = um.TO_PLACE_ANY_TURN if code in ("A", "P") else um.TO_PLACE
            lines.append(template.format(tile=html.escape(msg.TILE_NAMES[code])))
            if code == "A" and any(
                t is not None and t.code == "X" and not t.covered for t in s.board
            ):
                lines.append(um.AGENT_HINT)
        return "<p>" + "<br>".join(lines) + "</p>"

    def _refresh(self, redraw: bool = True):
        s = self.state
        codes = s.to_place()
        self._picking = True
        try:
            if tuple(v for _, v in self.pick.options) != codes:
                keep = self.pick.value if self.pick.value in codes else None
                self.pick.options = [(msg.TILE_SHORT[c], c) for c in codes]
                self.pick.value = keep if keep is not None else (codes[0] if codes else None)
        finally:
            self._picking = False
        code = self._code()
        self.status.value = self._status_html()
        if s.phase == "choose" and not s.is_over():
            buttons = []
            for c in sorted(set(s.hands[s.current_player])):
                b = W.Button(
                    description=um.CHOOSE.format(tile=msg.TILE_SHORT[c]),
                    button_style="primary",
                    layout=W.Layout(width="auto", flex="0 0 auto"),  # never « Choisir : … »
                )
                b.on_click(self._on_choose(c, s))
                b.add_class("eau-choose")
                buttons.append(b)
            self.choose_buttons = buttons
            self.choose_box.children = tuple(buttons)
        else:
            self.choose_buttons = []
            self.choose_box.children = (self.pick,) if len(codes) > 1 else ()
        legal_cells = set()
        if code is not None:
            legal_cells = {m.cell for m in s.legal_moves() if m.code == code}
            self.preview.value = _tile_png(code, self.rotation.value // 90)
        self.preview.layout.visibility = "visible" if code is not None else "hidden"
        # Turning and confirming a tile: only while one is to place, and not while the
        # water runs on the board (a click there gives it back to the game first).
        placing = "flex" if code is not None and self.water_view is None else "none"
        self.preview_box.layout.display = placing
        self.rotation_row.layout.display = placing
        self.confirm_button.disabled = self.cancel_button.disabled = self.pending is None
        if redraw and self.water_view is not None:
            self._show_water()
        elif redraw:
            key = (s, self.show_leaks.value, self.show_circuit.value)
            if self._drawn is None or self._drawn[0] != key:
                cycle = longest_circuit(s.board) if self.show_circuit.value else ()
                self._drawn = (key, board_svg(s, show_leaks=self.show_leaks.value, circuit=cycle))
            pending = self.pending  # its tile is shown where it would go, over the board
            self.board.show_svg(
                preview_svg(pending.cell if pending else None, pending.tile if pending else None),
                VIEWBOX,
                _CELL_POINTS,
                legal=[cell_name(c) for c in legal_cells],
                titles=self._titles(),
                selected=cell_name(self.pending.cell) if self.pending is not None else "",
                background=self._drawn[1],
            )
            if self._show_score:
                self.score.value = score_html(s)

    def _titles(self) -> dict:
        s = self.state
        out = {}
        for c in range(SIZE * SIZE):
            tile = s.board[c]
            name = cell_name(c)
            if tile is not None:
                out[name] = f"{name} : {msg.TILE_NAMES.get(tile.code, tile.code)}"
            else:
                out[name] = name
        return out


def _square(cell: int) -> list[tuple[float, float]]:
    r, c = divmod(cell, SIZE)
    return [(c, r), (c + 1, r), (c + 1, r + 1), (c, r + 1)]


#: Each cell's clickable square in the clickable board's SVG units.
_CELL_POINTS = {
    cell_name(c): " ".join(f"{x * CELL_PT},{y * CELL_PT}" for x, y in _square(c))
    for c in range(SIZE * SIZE)
}


class LeakExplorer(StaticForm, W.VBox):
    """Pick an example board (or a finished game) and see every leak listed and drawn."""

    def __init__(self):
        self.examples = {um.LEAK_EXAMPLE_NAMES[k]: b for k, b in examples.leak_examples().items()}
        self.choice = W.Dropdown(
            options=list(self.examples) + [um.FINISHED_GAME],
            description=um.BOARD,
            layout=W.Layout(width="480px"),
        )
        self.choice.add_class("eau-choice")
        self.seed = W.IntSlider(
            value=1, min=0, max=50, description=um.SEED, continuous_update=False
        )
        self.image = _svg_board("min(520px, 52vw)")
        self.table = _panel(width="620px")
        self.choice.observe(lambda _: self._refresh(), names="value")
        self.seed.observe(lambda _: self._refresh(), names="value")
        super().__init__(
            [
                _style(),
                W.HBox([self.choice, self.seed]),
                W.HBox([self.image, self.table], layout=_TOP),
            ]
        )
        self._refresh()

    def board(self):
        if self.choice.value == um.FINISHED_GAME:
            return _finished_board(self.seed.value)
        return self.examples[self.choice.value]

    def _refresh(self):
        b = self.board()
        self.seed.layout.visibility = (
            "visible" if self.choice.value == um.FINISHED_GAME else "hidden"
        )
        self.image.value = _svg_html(board_svg(b))
        self.table.value = leak_table_html(b)


class CircuitExplorer(StaticForm, W.VBox):
    """The longest circuit through the Régie, the bridges, and what a break cuts off."""

    def __init__(self):
        self.boards = {
            um.CIRCUIT_EXAMPLE: examples.rule_example_15(),
            um.BRANCHED: examples.branched_network(),
            um.LOOPED: examples.looped_network(),
        }
        self.choice = W.Dropdown(
            options=list(self.boards) + [um.FINISHED_GAME],
            description=um.BOARD,
            layout=W.Layout(width="480px"),
        )
        self.choice.add_class("eau-choice")
        self.seed = W.IntSlider(
            value=3, min=0, max=50, description=um.SEED, continuous_update=False
        )
        self.show_bridges = W.Checkbox(value=False, description=um.SHOW_BRIDGES, indent=False)
        self.show_bridges.add_class("eau-bridges")
        self.breaker = W.Dropdown(
            options=[(um.NO_BREAK, ())],
            description=um.BREAK,
            layout=W.Layout(width="420px"),
            style={"description_width": "initial"},
        )
        self.breaker.add_class("eau-breaker")
        self.image = _svg_board("min(520px, 52vw)")
        self.explanation = _panel(width="600px")
        for w in (self.choice, self.seed):
            w.observe(lambda _: self._refresh(), names="value")
        self.show_bridges.observe(lambda _: self._draw(), names="value")
        self._updating = False
        self.breaker.observe(lambda _: None if self._updating else self._draw(), names="value")
        super().__init__(
            [
                _style(),
                W.HBox([self.choice, self.seed]),
                W.HBox([self.show_bridges, self.breaker]),
                W.HBox([self.image, self.explanation], layout=_TOP),
            ]
        )
        self._refresh()

    def board(self):
        if self.choice.value == um.FINISHED_GAME:
            return _finished_board(self.seed.value)
        return self.boards[self.choice.value]

    def _refresh(self):
        self.seed.layout.visibility = (
            "visible" if self.choice.value == um.FINISHED_GAME else "hidden"
        )
        b = self.board()
        self._board = b
        self._rob = robustness(b)
        # "no break" is () rather than None: a Dropdown shows None as an empty choice.
        links = [(um.NO_BREAK, ())] + [
            (um.LINK.format(a=cell_name(a), b=cell_name(c)), (a, c))
            for a, c in sorted(
                self._rob["links"],
                key=lambda e: (cell_name(e[0]), cell_name(e[1])),
            )
        ]
        self._updating = True
        self.breaker.options = links
        self.breaker.index = 0
        self._updating = False
        self._draw()

    def _draw(self):
        b, rob = self._board, self._rob
        cycle = longest_circuit(b)
        n = circuit_length(cycle)
        parts = [um.CIRCUIT_FOUND.format(n=n) if cycle else um.CIRCUIT_NONE]
        if cycle:
            parts.append(um.CIRCUIT_REWARD[2 if n >= 21 else 1 if n >= 11 else 0])
        wet = None
        links = rob["bridges"] if self.show_bridges.value else []
        highlight = rob["articulation_points"] if self.show_bridges.value else []
        if self.show_bridges.value:
            parts.append(
                um.BRIDGES.format(b=len(rob["bridges"]), a=len(rob["articulation_points"]))
            )
        if self.breaker.value:
            lost = cut_off_by(b, self.breaker.value)
            wet = set(rob["network"]) - lost
            users = [b[c].label for c in lost if b[c] is not None and b[c].is_user]
            parts.append(
                um.BREAK_RESULT.format(n=len(lost), users=", ".join(users) or um.NOBODY)
                if lost
                else um.BREAK_HARMLESS
            )
            links = [self.breaker.value]
        reach = water_reach(b)
        served = sum(reach["users"].values())
        parts.append(um.USERS_SERVED.format(n=served, total=len(reach["users"])))
        if wet is not None:
            after = sum(1 for c, ok in reach["users"].items() if ok and c in wet)
            parts.append(um.USERS_AFTER_BREAK.format(n=after, total=len(reach["users"])))
        self.image.value = _svg_html(
            board_svg(b, wet=wet, circuit=cycle, links=links, highlight=highlight)
        )
        self.explanation.value = "".join(f"<p>{html.escape(p)}</p>" for p in parts)


def water_steps(board) -> tuple[list[frozenset], list[str]]:
    """The water leaving the Régie front by front: the cells wet after each step, and what
    each step says (French HTML), as the engine's :func:`~ludo.eau.network.water_front` and
    :func:`~ludo.eau.network.water_reach` answer. Shared by :func:`water_stepper` and the
    game's « Ouvrir la vanne »."""
    layers = water_front(board)
    wets, sizes, wet = [], [], set()
    for layer in layers:
        wet |= set(layer)
        sizes.append(len(wet))
        wets.append(frozenset(wet))
    texts = []
    for k, (n, layer) in enumerate(zip(sizes, layers, strict=True)):
        text = html.escape(um.WATER_STEP.format(k=k, n=n) if k else um.WATER_START)
        reached = [board[c].label for c in layer if board[c] is not None and board[c].is_user]
        if reached:
            text += (
                "<br><b>" + html.escape(um.WATER_REACHES.format(names=", ".join(reached))) + "</b>"
            )
        texts.append(text)
    if texts:
        reach = water_reach(board)
        dry = [board[c].label for c, ok in sorted(reach["users"].items()) if not ok]
        texts[-1] += "<br>" + html.escape(
            um.WATER_LAST.format(leaks=len(leaks(board)))
            + " "
            + (um.WATER_DRY.format(names=", ".join(dry)) if dry else um.WATER_ALL_USERS)
        )
        for cell, ok in sorted(reach["stations"].items()):
            if not ok:
                texts[-1] += "<br>" + html.escape(msg.SC_STATION_KO.format(cell=cell_name(cell)))
    return wets, texts


def water_stepper(state_or_board, title: str = "") -> Stepper:
    """A stepper over the water flowing out of the Régie, front by front."""
    board = state_or_board.board if hasattr(state_or_board, "board") else state_or_board
    wets, texts = water_steps(board)
    # Each frame is drawn when it is first shown.
    frames = [
        functools.partial(_water_png, board, wet, k == len(wets) - 1) for k, wet in enumerate(wets)
    ]
    stepper = Stepper(
        frames, [_big(t) for t in texts], title=title or um.WATER_TITLE, interval=900, width="600px"
    )
    stepper.add_class("eau-water")
    return stepper


def _water_png(board, wet: frozenset, last: bool) -> str:
    """One frame of :func:`water_stepper`: the picture of :func:`water_frames` written as
    SVG (:func:`board_svg`, the same drawing as :func:`draw_board`): about a millisecond
    instead of tens, and crisp at any zoom."""
    return board_svg(board, wet=wet, show_leaks=last)


def _big(text: str) -> str:
    """Panel text in projector-readable type (inline: a stepper may be shown alone)."""
    return f"<div style='font-size:16px;line-height:1.4'>{text}</div>"


def rounds_stepper(final_state) -> Stepper:
    """A stepper over a finished (or running) game, one frame per round's end (the board as
    SVG, like the game's: sharp at any zoom)."""
    states = final_state.replay()
    frames, texts = [], []
    marks = [
        i for i, s in enumerate(states) if i == 0 or s.round != states[i - 1].round or s.is_over()
    ]
    marks = sorted(set(marks + [len(states) - 1]))
    for i in marks:
        s = states[i]
        frames.append(lambda st=s: board_svg(st))  # the game's own drawing: crisp, quick
        told = " ".join(e.text for e in s.events)
        sheet = s.score()
        texts.append(
            _big(
                html.escape(told)
                + "<br><i>"
                + html.escape(um.LEAKS_NOW.format(n=sheet.extra["leaks"]))
                + "</i>"
            )
        )
    return Stepper(frames, texts, title=um.ROUNDS_TITLE, interval=1500, width="600px")


def figure_image(fig, width: str = "520px") -> W.Image:
    """A matplotlib figure as an image widget (shown in Voilà and JupyterLab)."""
    img = _board_widget(width)
    img.value = fig_to_png(fig, dpi=DPI)
    return img


def static_figure(fig, width: int = 640, dpi: int = DPI):
    """A matplotlib figure as a plain picture output (not a widget): it stays visible in a
    saved or exported page, read without a kernel (:func:`ludo.viz.static_figure`). It is
    drawn with at least 1.6 pixels per CSS pixel of ``width`` (``dpi`` raised if need be),
    so that a browser zoomed to 150 % never enlarges it beyond its own pixels (blurry)."""
    dpi = max(dpi, math.ceil(1.6 * width / fig.get_figwidth()))
    return viz_static_figure(fig, width=width, dpi=dpi)


def board_image(board, width: str = "480px", **kwargs) -> W.Image:
    """A board drawn by :func:`ludo.eau.draw.draw_board`, as an image widget."""
    return figure_image(draw_board(board, **kwargs), width=width)


def before_after(state, move, width: str = "500px") -> W.VBox:
    """Two boards side by side (before and after ``move``) and what the move did."""
    after = state.play(move)
    text = "<br>".join(html.escape(e.text) for e in after.events)
    counts = um.BEFORE_AFTER.format(before=len(leaks(state.board)), after=len(leaks(after.board)))
    return Panel(
        [
            W.HBox(
                [
                    board_image(state, width=width, title=um.BEFORE),
                    board_image(after, width=width, title=um.AFTER),
                ]
            ),
            W.HTML(_big(f"<p>{text}</p><p><b>{html.escape(counts)}</b></p>")),
        ]
    )


def score_panel(state) -> W.VBox:
    """The shared verdict, explained in French, then the score sheet line by line."""
    panel = _panel()
    panel.value = score_html(state)
    panel.add_class("eau-score")
    return Panel([_style(), panel])


def water_strip(state_or_board, width: str = "900px") -> W.Image:
    """The water's progress as one still image (the static form of :func:`water_stepper`)."""
    board = state_or_board.board if hasattr(state_or_board, "board") else state_or_board
    img = _board_widget(width)
    img.value = fast_png(draw_water_strip(board), dpi=120)  # laid out exactly: no cropping
    return img


def leak_view(board, width: str = "min(520px, calc(100vh - 24px), 52vw)") -> W.VBox:
    """A board (or a state) and its leaks counted by kind, side by side (the table under
    the board when the page is narrow); the board no taller than the screen."""
    table = _panel(flex="1 1 300px", margin="0 0 0 12px")
    table.value = leak_table_html(getattr(board, "board", board))
    row = W.HBox([board_image(board, width=width), table], layout=W.Layout(**_TOP, **_WRAP))
    return Panel([_style(), row])


def diagonal_note(doc=None) -> W.HTML:
    """Says in French whether the diagonal's connections are a reconstruction, and why."""
    doc = load_diagonal()[0] if doc is None else doc
    head = um.DIAG_IS_RECONSTRUCTION if doc.get("reconstruction") else um.DIAG_IS_SOURCED
    source = doc.get("source", "")
    return Text(
        _big(
            f"<p><b>{html.escape(head)}</b>"
            + (f" {html.escape(source)}" if source else "")
            + "</p>"
        )
    )


def robustness_table(boards: dict) -> W.HTML:
    """Bridges, articulation points and independent loops of named boards, as a French table."""
    rows = []
    for name, board in boards.items():
        rob = robustness(board)
        cells = (
            len(rob["network"]),
            len(rob["bridges"]),
            len(rob["articulation_points"]),
            rob["loops"],
        )
        rows.append(
            f"<tr><td>{html.escape(name)}</td>"
            + "".join(f"<td style='text-align:center'>{v}</td>" for v in cells)
            + "</tr>"
        )
    head = "".join(f"<th>{html.escape(h)}</th>" for h in um.ROBUSTNESS_HEADERS)
    return Text(
        _big(
            "<table style='border-collapse:collapse' cellpadding='6'>"
            f"<tr>{head}</tr>{''.join(rows)}</table>"
        )
    )
