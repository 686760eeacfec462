"""The Barrage game table: a whole game in the notebook, each seat a person or a computer player."""

from __future__ import annotations

import html

import ipywidgets as W

import ludo

from ...core.errors import LudoError
from ...core.french import integer
from ...widgets import StaticForm
from ...widgets.board import working
from ...widgets.session import GameSession
from ...widgets.style import CONTROL, game_table
from ...widgets.tables import offer_tables
from ...widgets.why import refusal_link
from .. import messages as rmsg
from ..automa import messages as amsg
from ..draw import game_part_png
from ..draw.canvas import OWNER_COLOURS, TEXT_ON
from ..draw.map import shown_png
from ..game import messages as gmsg
from ..game.advice import advise
from ..game.moves import (
    GROUPS,
    Sekibo,
    Sources,
    Water,
    move_group,
    move_places,
    move_space,
    move_text,
    space_name,
)
from ..game.refusals import next_step, space_refusal, space_refusal_rule
from ..game.round_end import round_summary
from .clickmap import place_text
from .common import barrage_style, error_html, game_style
from .game_labs import companies_html, contracts_html, game_picture, score_html
from .last_move import SHOWN_SECONDS, last_computer_moves, later
from .place_refusal import place_refusal
from .round_report import balance_lines, last_moves_html, moves_events
from .table_layout import GAME_TABLE_STYLE, TableLayout
from .water_show import water_phase

_BREAK = "\u200b"


def _breakable(label: str) -> str:
    """``label`` with a line break allowed after each space, for a list whose options wrap
    (the game table's move list): the text a guest reads is unchanged."""
    return label.replace(" ", " " + _BREAK)


def _plain(label: str) -> str:
    """The text of an option made :func:`_breakable`."""
    return label.replace(_BREAK, "")


#: The pseudo-space of Mahiri Sekibo's copy (her own tile: no action space; the game table
#: offers it as a button beside the map, then a short choice of the officer and « Valider »).
SEKIBO = "sekibo"


def _space_words(sid: str) -> str:
    """An action space (or the construction pseudo-space) in words."""
    if sid == "construction":
        return gmsg.CONSTRUCTION_SPACE
    if sid == SEKIBO:
        return str(rmsg.SEKIBO_SPACE)
    return space_name(sid)


def _first_choice(moves: list, place: str):
    """The move the short choice starts on: drops put on the headstreams (a water space, a
    reward's drops) as many as the space gives, all on the place clicked when they can be
    (« 2 gouttes en C » after « 2 gouttes » and C, never « 1 goutte »); otherwise the
    engine's first move."""
    if all(isinstance(m, Water | Sources) for m in moves):
        return max(moves, key=lambda m: (len(m.heads), m.heads.count(place)))
    return moves[0]


def _turn_header(state) -> str:
    """Whose turn it is, at the top, in their company's colour (hot seat)."""
    seat = state.current_player
    if seat is None:
        return f"<div class='barrage-turn'>{html.escape(gmsg.TURN_OVER)}</div>"
    text = gmsg.TURN_HEADER.format(round=state.round, name=state.player_names[seat])
    company = state.companies[seat].company if state.phase != "pick" else None
    colour = OWNER_COLOURS.get(company, "#555555")
    ink = TEXT_ON.get(company, "white")
    return (
        f"<div class='barrage-turn' style='background:{colour};color:{ink};"
        f"font-size:{CONTROL}'>{html.escape(text)}</div>"
    )


class GameTable(TableLayout, StaticForm, W.VBox):
    """A whole game in the notebook: 2–4 seats, each a person or a computer player.

    A turn is played as on the table, in three clicks (issue 21): a free action space of
    the action board (:mod:`ludo.barrage.ui.actionclick`; the construction pseudo-space
    under the bank stands for the company board's construction spaces) → the map highlights
    only the places that space's moves use → a click on one leaves the moves there: one is
    chosen, several are offered in a short choice in French; « Valider » plays it,
    « Annuler » steps back one level (the place, then the space). A space that cannot be
    taken (:func:`~ludo.barrage.game.refusals.space_refusal`), or a place of the map where
    nothing can be done (:func:`~ludo.barrage.ui.place_refusal.place_refusal`), says why in
    the notice under the action board, with its « Pourquoi ? », and changes nothing. A follow-up (a contract fulfilled, a reward's machines or drops,
    the picks of the set-up) takes no space: its places are highlighted at once, or its
    choice shown. The header says whose turn it is in the company's colour, « Prochaine
    étape » what can be done now. Mahiri Sekibo's copy (her own tile, no action space) is a
    button beside the map (« Mahiri Sekibo : copier un directeur »), then the officer in the
    short choice and « Valider ». The computer seats' last moves are framed in violet on the
    map and the action board until the next click (:mod:`.last_move`); a round's end shows
    its water phase in one picture, animated drop by drop on request (:mod:`.water_show`).

    The move list stays, folded (« Tous les coups (experts, clavier) »): the legal moves of
    the seat to play (``state.legal_moves()``) in French, a filter, « Jouer »; a click on
    the map with no action space chosen narrows that list to the moves there, Entrée plays
    the chosen move, Échap gives the whole list back. The computer seats answer at once.
    Every move's events are explained; the score sheet is shown line by line. The set-up
    folds away (the game starts at once) and shows the Automa's level only with an Automa.

    Its parts are built by :class:`~ludo.barrage.ui.table_layout.TableLayout`, one method a
    part; this class connects them and plays the game.
    """

    def __init__(
        self,
        players: int = 3,
        seats=("human", "greedy", "greedy", "greedy"),
        seed=None,
        automa_level: str = "modere",
    ):
        self.table_slot = None  # a workshop's table (ludo.widgets.tables)
        self._session_class = GameSession
        # each part of the table built by its own method, top to bottom on the screen
        setup_box = self._build_setup(players, seats, seed, automa_level)
        self._build_move_list()
        self._build_pictures()
        self._build_action_board()
        self._build_info()
        self._build_company_tables()
        self._build_folded(setup_box)
        super().__init__(
            [
                barrage_style(),
                game_style(self),
                W.HTML(GAME_TABLE_STYLE, layout=W.Layout(height="0px", margin="0")),
                self.turn_header,
                self._main_row(),
                self.legend,
                self.setup,
                self.companies,
                self.contracts,
                self.score,
            ]
        )
        self.add_class("ludo-barrage")
        game_table(self)
        self._name_for_browser_tests()
        self._connect()
        self._seats()
        self.view.observe(lambda _: self._picture(), names="value")
        self.new_game()
        picker = offer_tables(self, "barrage")
        if picker is not None:  # a workshop: once the table is named, the game in view
            picker.banner.observe(lambda _: self._table_named(), names="value")

    def _table_named(self) -> None:
        """The guest named their table (the workshop's picker shows the game): the page
        scrolls to the map, the game's tallest part (the picker stood where the game's top
        now is, often low in the window: the board was below the fold). Asked a moment
        later, once the game's parts are shown (a hidden part cannot be scrolled to)."""
        if not later(0.3, self.map.board.reveal_now):
            self.map.board.reveal_now()  # no event loop (a headless test): at once

    # -- wiring ------------------------------------------------------------------------------
    def _connect(self) -> None:
        """The buttons' clicks and the set-up's and the move list's changes."""
        self.new_button.on_click(lambda _: self.new_game())
        self.play_button.on_click(lambda _: self.play_selected())
        self.undo_button.on_click(lambda _: self.undo())
        self.validate_button.on_click(lambda _: self.validate())
        self.cancel_button.on_click(lambda _: self.cancel())
        for seat in self.seat_kinds:
            seat.observe(lambda _: self._seats(), names="value")
        self.filter.observe(lambda _: self._fill_moves(), names="value")
        self._regrouping = False
        self._explained = ("", "")  # the heading and explanation of the last move (_say)
        self.group.observe(
            lambda _: None if self._regrouping else self._fill_moves(regroup=False), names="value"
        )
        self.moves.observe(lambda _: self._notation(), names="value")
        self.players.observe(lambda _: self._seats(), names="value")

    # -- actions -------------------------------------------------------------------------
    def new_game(self) -> None:
        n = self.players.value
        computer = {
            i: self.seat_kinds[i].value for i in range(n) if self.seat_kinds[i].value != "human"
        }
        automa = [i for i in range(n) if self.seat_kinds[i].value == "automa"]
        options = {"automa": automa, "automa_level": self.level.value} if automa else {}
        try:
            state = ludo.new("barrage", players=n, seed=self.seed.value, **options)
        except LudoError as err:
            self.explanation.value = error_html(err)
            return
        self.session = self._session_class(
            state, computer=computer, seed=self.seed.value, table=self.table_slot
        )
        texts: list[str] = []
        if self.session.computer_to_move():  # the computer seats that pick first
            with self._working(self.new_button):
                texts = self.session.computer_turns()
        self.session.save(texts)
        self._show(texts)

    def resume(self, saved) -> None:
        """Go on with a table's saved game (:mod:`ludo.widgets.tables`), set-up shown."""
        self.session = self._session_class(saved.state)
        self.session.resume(saved)
        state = self.session.state
        self.players.value = state.n_players
        for i, kinds in enumerate(self.seat_kinds[: state.n_players]):
            kinds.value = saved.computer.get(i, "human")
        self.seed.value = saved.seed
        if "automa" in saved.computer.values():
            self.level.value = state.automa_level
        self._show(saved.explanation.split("\n") if saved.explanation else [])

    def play_selected(self) -> None:
        if self.moves.value is None:
            self.explanation.value = f"<p>{html.escape(gmsg.UI_CHOOSE_FIRST)}</p>"
            return
        # the computer's replies and the redraw take a moment: the button says so meanwhile
        with self._working(self.play_button):
            try:
                texts = self.session.play(self.moves.value)
            except LudoError as err:
                self.explanation.value = error_html(err) + refusal_link(self.why, err)
                return
            self._show(texts)
        self._play_allowed()  # after ``working`` has put the button back

    def _working(self, button):
        """« Calcul en cours… » on ``button``, over the action board and the map, and in the
        prompt when a computer seat may answer (issue 21 §5: a reply can take more than
        0.3 s), while the block runs; everything put back after. The kernel sends these
        changes as they are made, so that the browser shows them before the computation
        (seen in Voilà with a computer seat made slow on purpose)."""
        shown = [button, self.actions.board, self.map.board]
        if self.session.computer:
            shown.append(self.prompt)
        return working(*shown)

    def _play_allowed(self) -> None:
        """« Jouer » is disabled once the game is over (an empty list of moves because of
        the filter keeps it: it then asks to choose a move)."""
        self.play_button.disabled = self.session.state.is_over()

    def play(self, text: str) -> None:
        """Play a move given by its notation (as if chosen in the list)."""
        self.map.clear()
        self.filter.value = ""
        self.group.value = "all"
        self._fill_moves()
        self.moves.value = text
        self.play_selected()

    def undo(self) -> None:
        self.session.undo()
        self._show([])

    # -- the turn in three clicks: an action space, a place on the map, « Valider » ----------
    def _follow_up(self) -> bool:
        """Whether the moves now are a follow-up (or the picks): none takes a space."""
        state = self.session.state
        return not state.is_over() and (bool(state.pending) or state.phase == "pick")

    def _candidates(self) -> list:
        """The legal moves the clicks so far leave (the space's, then the place's)."""
        state = self.session.state
        if state.is_over():
            return []
        if self._follow_up():
            moves = list(state.legal_moves())
        elif self.space == SEKIBO:
            moves = [m for m in state.legal_moves() if isinstance(m, Sekibo)]
        elif self.space:
            moves = [m for m in state.legal_moves() if move_space(m) == self.space]
        else:
            return []
        if self.place:
            moves = [m for m in moves if self.place in move_places(m)]
        return moves

    def click_space(self, sid: str) -> None:
        """A click on the action board's space ``sid``: its moves only (the map highlights
        their places); a space that cannot be taken says why and changes nothing."""
        self._shown = None  # a click ends the computers' last moves shown
        why = space_refusal(self.session.state, sid)
        if why is not None:
            self._say(why, space_refusal_rule(self.session.state, sid))
            return
        self.space, self.place = sid, ""
        self._step()

    def click_place(self, node: str) -> None:
        """A click on the map's ``node``. After an action space (or during a follow-up):
        the moves there only (one move: chosen, « Valider » plays it). Otherwise the move
        list shows only the legal moves there (one move: it is chosen, « Jouer » or Entrée
        plays it). A place without a legal move changes nothing but the sentence."""
        self._shown = None
        if self.space or self._follow_up():
            moves = [m for m in self._candidates_at_space() if node in move_places(m)]
            if not moves:
                self._say(*place_refusal(self.session.state, self.space, node))
                return
            self.place = node
            self._step()
            return
        note = self.map.choose(node)
        rule, refused = None, self.map.place != node
        if refused:  # no legal move there: why, with its « Pourquoi ? »
            note, rule = place_refusal(self.session.state, "", node)
        if self.map.place == node:
            self._regrouping = True  # every kind of move there (no refill meanwhile)
            try:
                self.group.value = "all"
            finally:
                self._regrouping = False
            if self.filter.value:
                self.filter.value = ""  # its observer fills the list again
            else:
                self._fill_moves()
            if len(self.moves.options) == 1:
                self.moves.value = self.moves.options[0][1]
        self._say(note, rule, refused)

    def click_sekibo(self) -> None:
        """« Mahiri Sekibo : copier un directeur »: her copies only, in the short choice."""
        self._shown = None
        self.space, self.place = SEKIBO, ""
        self._step()

    def _fade(self, shown) -> None:
        """The computers' last moves stop being shown (a few seconds without a click)."""
        if self._shown is shown and shown is not None:
            self._shown = None
            self._step()

    def _prewarm(self) -> None:
        """Draw the map and the action board without the computers' last moves, so that
        the click that ends their framing draws nothing (done once the answer is sent)."""
        state = self.session.state
        game_part_png(state, "map")
        self.actions.drawing(state)

    def _candidates_at_space(self) -> list:
        place, self.place = self.place, ""
        try:
            return self._candidates()
        finally:
            self.place = place

    def _reveal_actions(self) -> None:
        """A new turn starts on the action board: brought into view (a person's turn)."""
        state = self.session.state
        if not state.is_over() and not state.pending and state.phase != "pick":
            self.actions.board.reveal_now()

    def _step(self) -> None:
        """Show where the clicks stand: the places to click on the map, or the choice of
        the moves left with « Valider »."""
        state = self.session.state
        moves = self._candidates()
        places = {p for m in moves for p in move_places(m)}
        self.notice.layout.display = "none"  # a click that moves on ends the last refusal
        self.cancel_button.layout.display = None if self.space else "none"
        # « Prochaine étape » says what to do before a space is chosen; after, the prompt
        # under the action board does (the place, the detail): the line would be stale
        self.next_line.layout.display = "none" if self.space else None
        sekibo = not self.space and any(isinstance(m, Sekibo) for m in state.legal_moves())
        self.sekibo_button.layout.display = None if sekibo else "none"
        shown = self._shown
        self.actions.show(
            state,
            selected="" if self._follow_up() else self.space,
            shown=shown.spaces if shown else (),
        )
        if self._map_live():
            self.map.show(
                state,
                moves_shown=moves if (self.space or self._follow_up()) else None,
                picture=shown_png(state.board, shown.places, shown.title) if shown else None,
            )
            self.map.board.selected = self.place
        if not moves:
            self.choice.layout.display = "none"
            self.prompt.value = ""
            return
        if places and not self.place and len(moves) > 1:
            self.choice.layout.display = "none"
            what = gmsg.CHOICE_FOLLOW_UP if self._follow_up() else _space_words(self.space)
            self._prompt(gmsg.PICK_A_PLACE.format(space=what, n=len(moves)))
            self.map.board.reveal_now()  # in a narrow window the map is under the board
            return
        self.detail.options = [(move_text(m, state), str(m)) for m in moves]
        self.detail.value = str(_first_choice(moves, self.place))
        self.choice.layout.display = None
        what = gmsg.CHOICE_FOLLOW_UP if self._follow_up() else _space_words(self.space)
        if self.place:
            what += " — " + place_text(self.place)
        self._prompt((gmsg.PICK_ONE if len(moves) == 1 else gmsg.PICK_A_DETAIL).format(what=what))

    def _prompt(self, text: str) -> None:
        self.prompt.value = f"<p class='barrage-click-note'>{html.escape(text, quote=False)}</p>"

    def validate(self) -> None:
        """« Valider »: play the move chosen in the short choice."""
        if self.detail.value is None or self.choice.layout.display == "none":
            return
        with self._working(self.validate_button):
            try:
                texts = self.session.play(self.detail.value)
            except LudoError as err:
                self.explanation.value = error_html(err) + refusal_link(self.why, err)
                return
            self._show(texts)
        self._play_allowed()
        self._reveal_actions()

    def cancel(self) -> None:
        """« Annuler »: one step back (the place, then the space)."""
        self._shown = None
        if self.place:
            self.place = ""
        elif self.space:
            self.space = ""
        self._step()

    def press_key(self, key: str) -> None:
        """The map's keys: Échap removes its filter, Entrée plays the chosen move."""
        if key == "Escape":
            if self.map.clear():
                self._fill_moves()
                self._say(gmsg.CLICK_CLEARED, refused=False)
        elif key == "Enter":
            if self.moves.value is None:
                self._say(gmsg.CLICK_ENTER_FIRST)
            else:
                self.play_selected()

    def _say(self, note: str, rule: str | None = None, refused: bool = True) -> None:
        """``note`` (what a click did: a space or a place refused and why, the map's filter)
        in the notice under the action board, beside the boards clicked (``refused``: in
        the colour of a refusal), with the « Pourquoi ? » of ``rule`` (the refusal's rule
        id); the move list's heading for the map's filter. The explanation keeps the last
        turn (a note on top of it could be scrolled away: a click must answer where the
        eyes are). The next click that moves on (:meth:`_step`) takes the notice away."""
        heading, explained = self._explained
        if self.map.place:
            heading = f'<b style="font-size:{CONTROL}">{html.escape(self.map.heading())}</b>'
        self.your_move.value = heading
        self.explanation.value = explained
        look = "barrage-click-note barrage-refusal" if refused else "barrage-click-note"
        self.notice.value = (
            f"<p class='{look}'>{html.escape(note, quote=False)}{self.why.link(rule)}</p>"
        )
        self.notice.layout.display = None

    # -- « Un conseil ? » -------------------------------------------------------------------
    def show_advice(self) -> None:
        """The three best moves for the seat to play (:func:`~ludo.barrage.game.advice.advise`),
        best first: each move a button (a click prepares it, see :meth:`prepare`), its reason under it."""
        state = self.session.state
        with working(self.advice_button):
            tips = advise(state)
        if not tips:
            none = rmsg.UI_ADVICE_NONE_OVER if state.is_over() else rmsg.UI_ADVICE_NONE_PICK
            self.advice.children = (
                W.HTML(f"<p class='barrage-next'>{html.escape(none, quote=False)}</p>"),
            )
            return
        rows: list = [W.HTML(f"<p><b>{html.escape(rmsg.UI_ADVICE_HEAD, quote=False)}</b></p>")]
        for i, tip in enumerate(tips, 1):
            # the move itself is the button: a click prepares it on the board
            choose = W.Button(
                description=f"{i}. {tip.text}",
                tooltip=rmsg.UI_ADVICE_CHOOSE_HINT,
                layout=W.Layout(width="100%", height="auto"),
            )
            choose.on_click(lambda _, move=tip.move, shown=state: self.prepare(move, shown))
            row = W.VBox([choose, W.HTML(f"<p>{html.escape(tip.reason, quote=False)}</p>")])
            row.add_class("barrage-advice-row")
            rows.append(row)
        self.advice.children = tuple(rows)

    def prepare(self, move, shown=None) -> None:
        """Put an advised ``move`` on the board, as if its space and place had been clicked:
        the short choice shows it chosen, « Valider » plays it. ``shown``: the position the
        advice was given for (a button of an older position does nothing)."""
        state = self.session.state
        if shown is not None and shown is not state:
            return
        if self._follow_up():
            self.space = ""
        elif isinstance(move, Sekibo):  # her own tile: the button beside the map
            self.space = SEKIBO
        else:
            self.space = move_space(move) or ""
        places = move_places(move)
        self.place = places[0] if places else ""
        if not self._map_live():
            self.view.value = "map"  # its observer draws the map
        self._step()
        if str(move) in {value for _, value in self.detail.options}:
            self.detail.value = str(move)

    # -- display -------------------------------------------------------------------------
    def _map_live(self) -> bool:
        """Whether the view shows the clickable map: « La carte », and « Tout » (the map
        that answers clicks, the energy track drawn under it; the action board is the live
        one beside it)."""
        return self.view.value in ("map", "all")

    def _picture(self) -> None:
        view = self.view.value
        self.map.board.layout.display = None if self._map_live() else "none"
        self.image.layout.display = "none" if view == "map" else None
        if view == "all":
            self.image.value = game_picture(self.session.state, "track")
        if self._map_live():
            self._step()
            return
        if self.map.clear():  # the map's filter ends with the map's view
            self._fill_moves()
            self.your_move.value, self.explanation.value = self._explained
        self.image.value = game_picture(self.session.state, view)

    def _seats(self) -> None:
        """Only the seats of the chosen number of players are shown (no « Joueur 4 » at 3)."""
        for i, seat in enumerate(self.seat_kinds):
            seat.layout.display = None if i < self.players.value else "none"
        # the Automa's level only in a game with the Automa
        automa = any(s.value == "automa" for s in self.seat_kinds[: self.players.value])
        self.level.layout.display = None if automa else "none"

    def _fill_moves(self, regroup: bool = True) -> None:
        """The legal moves in French (see :func:`~ludo.barrage.game.moves.move_text`),
        grouped by kind: the « Sorte » list offers each kind with its number of moves, the
        filter narrows further (on the French label and on the notation)."""
        state = self.session.state
        words = self.filter.value.lower().split()
        # shown in French with the spots named as on the board; the value is the notation
        moves = [
            (move_group(m), move_text(m, state), str(m))
            for m in state.legal_moves()
            if self.map.keeps(m)  # the place clicked on the map, if any
        ]
        if words:
            moves = [
                (group, label, text)
                for group, label, text in moves
                if all(w in f"{label} {text}".lower() for w in words)
            ]
        counts = {g: sum(1 for m in moves if m[0] == g) for g in GROUPS}
        groups = [g for g in GROUPS if counts[g]]
        if regroup:
            options = [
                (gmsg.GROUP_OPTION.format(name=gmsg.GROUP_NAMES["all"], n=len(moves)), "all")
            ]
            options += [
                (gmsg.GROUP_OPTION.format(name=gmsg.GROUP_NAMES[g], n=counts[g]), g) for g in groups
            ]
            keep = self.group.value if self.group.value in ("all", *groups) else "all"
            self._regrouping = True  # the group's observer must not refill the list meanwhile
            try:
                self.group.options = options
                self.group.value = keep
            finally:
                self._regrouping = False
        chosen = self.group.value or "all"
        order = {g: i for i, g in enumerate(GROUPS)}
        moves.sort(key=lambda m: order[m[0]])  # stable: the engine's order within a kind
        self.moves.options = [
            (_breakable(label), text) for group, label, text in moves if chosen in ("all", group)
        ][:400]
        self._notation()

    def _notation(self) -> None:
        """The chosen move in full under the buttons; its notation, for a curious reader,
        in the list's tooltip."""
        code = self.moves.value
        self.moves.tooltip = gmsg.UI_NOTATION.format(code=code) if code else None
        label = _plain(self.moves.label) if code else ""
        self.chosen.value = (
            f"<span style='font-size:{CONTROL}'>{html.escape(gmsg.UI_CHOSEN.format(move=label))}</span>"
            if label
            else ""
        )

    def _show(self, texts) -> None:
        state = self.session.state
        self.advice.children = ()  # the advice was for the position before
        self.map.clear()  # a click on the map filters the list for one move only
        self.space = self.place = ""  # a new turn starts from the action board
        # the computers' last moves framed until the next click (or a few seconds), the
        # water phase of a round that ended (issue 21 §3, §4)
        self._shown = last_computer_moves(self.session.history, self.session.computer)
        if self._shown is not None:
            later(SHOWN_SECONDS, lambda shown=self._shown: self._fade(shown))
            later(0, self._prewarm)  # once this answer is sent
        self.water.show(water_phase(moves_events(self.session.history, texts)))
        self._picture()
        if not self._map_live():
            self._step()
        self.turn_header.value = _turn_header(state)
        self.next_line.value = (
            f"<p class='barrage-next'>{html.escape(next_step(state), quote=False)}</p>"
        )
        self._fill_moves()
        # an end of round as one block, an Automa turn as one sentence (round_report.py)
        lines = last_moves_html(self.session.history, texts, why=self.why.link)
        self._play_allowed()
        if state.is_over():
            # the result beside the board: the winner and every total, then what happened
            sheet = state.score()
            totals = " ; ".join(
                gmsg.UI_FINAL_TOTAL.format(name=name, vp=integer(sheet.total(i)))
                for i, name in enumerate(state.player_names)
            )
            status = gmsg.UI_FINAL.format(summary=sheet.summary(), totals=totals)
            lines = f"<li>{html.escape(gmsg.UI_FINAL_SHEET)}</li>" + lines
        else:
            status = gmsg.UI_TO_PLAY.format(
                round=state.round, name=state.player_names[state.current_player]
            )
            if state.pending:
                waiting = gmsg.WAITING[state.pending[0][0]]
                status += " " + waiting[:1].upper() + waiting[1:]
        company = None if state.is_over() else state.companies[state.current_player]
        heading = (
            gmsg.UI_YOUR_MOVE_LEFT.format(n=company.engineers) if company else gmsg.UI_YOUR_MOVE
        )
        self.your_move.value = f'<b style="font-size:{CONTROL}">{html.escape(heading)}</b>'
        if state.automa:  # a game against Tesla's Automa says its level
            status += " " + amsg.UI_LEVEL_NOW.format(level=amsg.LEVEL_NAMES[state.automa_level])
        # the latest turn (the move played and the computers' replies) read from its first
        # line: a long one scrolls down inside its box, its heading never cut
        self.explanation.value = (
            f"<p><b>{html.escape(status)}</b></p>"
            f"<div class='barrage-log'><div><ul>{lines}</ul></div></div>"
        )
        self._explained = (self.your_move.value, self.explanation.value)  # see _say
        self.companies.value = companies_html(state)
        self.contracts.value = contracts_html(state)
        self.score.value = score_html(state, self.why.link)


def wall_picture(state) -> tuple[bytes, str]:
    """``state``'s river map as the game table draws it (PNG) and its format, for the workshop's projector
    (:func:`ludo.widgets.projector.game_picture`)."""
    return game_part_png(state, "map"), "png"


def _last_moves(state, explanation: str) -> list[tuple] | None:
    """(state before, state after) of the last moves of ``state`` whose events' texts,
    joined by lines, are ``explanation`` (a table's saved explanation: the move played and
    the computers' replies), oldest first; None when they are not."""
    states = state.replay()
    texts: list[str] = []
    moves: list[tuple] = []
    for before, after in zip(reversed(states[:-1]), reversed(states[1:]), strict=False):
        texts[:0] = [e.text for e in after.events]
        moves.insert(0, (before, after))
        joined = "\n".join(texts)
        if joined == explanation:
            return moves
        if len(joined) > len(explanation):
            return None
    return None


def wall_text(state, explanation: str) -> list[str] | None:
    """The last turn of ``state`` summed up for the workshop's projector
    (:func:`ludo.widgets.projector.wall_lines`), instead of its log drop by drop: one line
    a move (« Joueur 1 (USA) : Construire une base en 5U… », an Automa turn's plain
    sentence), and at a round's end its title, each company's balance, the water in one
    sentence and the new order. ``explanation`` is the table's saved explanation (the
    events' texts of the move and of the computers' replies); None when it is not that of
    ``state``'s last moves (the projector then shows its first lines)."""
    if not explanation.strip():
        return None
    moves = _last_moves(state, explanation)
    if moves is None:
        return None
    lines: list[str] = []
    for before, after in moves:
        automa = [e for e in after.events if e.kind == "automa.turn"]
        if automa:
            lines.append(automa[0].text.split("\n")[0])
        else:
            name = before.player_names[before.current_player]
            move = move_text(after.history[-1], before)
            lines.append(str(rmsg.WALL_MOVE.format(name=name, move=move)))
        summary = round_summary(after.events)
        if summary is not None:
            totals = {seat: after.vp_total(seat) for seat in range(after.n_players)}
            lines.append(summary.title)
            lines.extend(balance_lines(summary, totals))
            lines.append(summary.water)
            if summary.order_text:
                lines.append(summary.order_text)
    return lines
