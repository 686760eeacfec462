"""The game table: a whole cooperative game of Eau played by clicks (choose a tile, turn it,
click a cell), with the helper's advice and the water let in.
"""

from __future__ import annotations

import html

import ipywidgets as W

from ...core.errors import IllegalMove, LudoError
from ...core.players import play_out, player
from ...core.registry import new
from ...widgets import GameSession, StaticForm
from ...widgets import messages as wm
from ...widgets.board import ClickBoard, working
from ...widgets.style import EXPLANATION, game_table
from ...widgets.tables import fresh_seed, offer_tables
from ...widgets.why import WhyPanel, refusal_link
from .. import messages as msg
from .. import messages as um
from ..draw import (
    VIEWBOX,
    board_svg,
    preview_svg,
)
from ..network import (
    longest_circuit,
)
from ..players import suggest
from ..rules import Choose, Place
from ..tiles import SIZE, cell_name, parse_cell
from .common import (
    _WRAP,
    BOARD_FLEX,
    BOARD_WIDTH,
    CONTROLS_FLEX,
    _panel,
    _style,
    _tile_png,
    score_html,
)
from .labs import (
    _CELL_POINTS,
    water_steps,
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
        # It states its action and looks apart from the « ⚙ Réglages » toggle that shows it.
        self.new_button = W.Button(
            description=um.NEW_GAME,
            icon="refresh",
            button_style="warning",
            layout=wide(um.NEW_GAME),
        )
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
            value=False,
            description=um.SETTINGS,
            tooltip=um.SETTINGS_TIP,
            layout=wide(um.SETTINGS),
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
        self.why = WhyPanel("eau")  # « Pourquoi ? »: a rule's card, beside the board
        controls = W.VBox(
            [
                self.why,
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
            self._show_refusal(exc)
            return False
        self.pending = None
        self._end_water()
        self._refresh()
        self.explanation.value = self._events_html(self.state.events)
        return True

    def _show_refusal(self, exc: LudoError) -> None:
        """Say why the engine refuses a move (nothing was played)."""
        text = str(exc)
        # The engine names the move in its notation (« T d3 90 »); someone who clicked
        # needs only the reason, which already names the cell and the rule.
        if isinstance(exc, IllegalMove):
            text = um.REFUSED.format(reason=exc.reason)
        self.explanation.value = (
            f"<p style='color:#b00'><b>{html.escape(text)}</b>{refusal_link(self.why, exc)}</p>"
        )

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
            # The board is redrawn (its drawing is kept): its green cells are the picked
            # tile's, never the previous tile's.
            self._refresh()

    # -- the board: click, preview, rotate, confirm ------------------------------------------------
    def _on_board_cell(self, name: str) -> None:
        """A click on the drawing: show the tile there (a second click on it confirms)."""
        if self.water_view is not None:  # a click on the board gives it back to the game
            self.close_valve()
        s = self.state
        code = self._code()
        if code is None:
            # a hint of the table, not a refusal: its « Pourquoi ? » is the hand's rule card
            why = self.why.link("eau.hand")
            self.explanation.value = f"<p style='color:#b00'>{um.CHOOSE_FIRST}{why}</p>"
            return
        cell = parse_cell(name)
        if self.pending is not None and self.pending.cell == cell:
            self.confirm()
            return
        # A click never plays: a cell the engine allows shows the tile (a second click or
        # « Valider » plays it); another says why, and nothing changes. The engine decides,
        # not the cells drawn green (an agent on a pierced pipe is placed like any tile).
        turn = self.rotation.value // 90
        turns = [m.turn for m in s.legal_moves() if m.cell == cell and m.code == code]
        if not turns:
            try:
                s.play(Place(code, cell, turn))  # a refused move changes nothing
            except LudoError as exc:
                self._show_refusal(exc)
            return
        if turn not in turns:
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
        reason, link = None, ""
        if move not in self.state.legal_moves():
            try:  # the engine says why (and a refused move changes nothing)
                self.state.play(move)
            except IllegalMove as exc:
                reason, link = exc.reason, refusal_link(self.why, exc)
            except LudoError as exc:
                reason = str(exc)
        if reason:
            self.explanation.value = f"<p style='color:#b00'><b>{html.escape(um.PREVIEW_REFUSED.format(cell=cell_name(move.cell), reason=reason))}</b>{link}</p>"
            return
        cell, tile = cell_name(move.cell), msg.TILE_NAMES[move.code]
        if move.code == "A" and self.state.board[move.cell] is not None:
            text = um.PREVIEW_STACK.format(cell=cell)  # on the pierced pipe laid there
        elif move.code in ("A", "P"):  # the same every way: no rotation to speak of
            text = um.PREVIEW_ANY_TURN.format(tile=tile, cell=cell)
        else:
            text = um.PREVIEW.format(tile=tile, cell=cell, degrees=move.turn * 90)
        self.explanation.value = f"<p>{html.escape(text)}</p>"

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
                self.score.value = score_html(s, self.why.link)

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


def wall_picture(state) -> tuple[bytes, str]:
    """``state``'s board as the game table draws it (SVG) and its format, for the workshop's projector
    (:func:`ludo.widgets.projector.game_picture`)."""
    return board_svg(state).encode("utf-8"), "svg+xml"
