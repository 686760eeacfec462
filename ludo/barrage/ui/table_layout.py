"""The Barrage game table's layout: its style and the widgets of each of its parts.

:class:`TableLayout` builds the parts of :class:`ludo.barrage.ui.table.GameTable`, one
method a part, top to bottom on the screen: the set-up, the move list, the pictures (the
views and the clickable map), the action board with its prompt, the info column (« Pourquoi ? »,
« Un conseil ? », the explanation), the company tables, the folded legend and set-up, the
main row that puts them side by side, and the classes the browser tests find them by. The
game table (``table.py``) holds what the parts do: it connects the clicks to its moves,
whose methods the builders hand to the widgets (``click_place``, ``click_space``, …).
"""

from __future__ import annotations

import html

import ipywidgets as W

import ludo

from ...widgets.style import CONTROL
from ...widgets.tables import fresh_seed
from ...widgets.why import WhyPanel
from .. import messages as rmsg
from ..automa import messages as amsg
from ..draw.legend import legend_html
from ..game import messages as gmsg
from .actionclick import ClickActionBoard
from .clickmap import ClickMap
from .common import explanation_panel
from .water_show import WaterShow

#: The game table (issue 21, chosen by measurement, `make barrage-screens`): at 1280×800 the
#: map on the left (640-668 CSS pixels, Voilà's page or the workshop's: its labels ≥ 14 px;
#: as tall as the window allows), and beside it a column 572 pixels wide: the action board
#: (its texts ≥ 14 px: it is drawn 572 points wide, draw/action_board.py), the prompt and the short choice under it, then
#: « Prochaine étape », the explanation of the last turn (read from its first line; a
#: long Automa turn scrolls inside its box) and the folded move list. Board, map, prompt
#: and explanation are on screen together. (Stacked in one column, the board and the map
#: did not fit 800 pixels: the map needed a scroll.) In a narrow window (821-1100 CSS
#: pixels wide; a 1280×800 screen zoomed to 150 % shows 853×533) the same two columns,
#: scaled: the width shared so that both drawings' smallest labels are the same size (the
#: map 52.56 % of it: 670 px give its labels 14.8 px, 572 px the board's 14 px), the map no
#: taller than the window under the header; at 853 px the map is 430 px and the board 388
#: (labels 9.5 CSS pixels, the 14 screen pixels of 1280×800), at 125 % (1024×640) 520 and
#: 470 (11.5 px); the workshop's page (wider margins) leaves 27 pixels less: 9.2 px. The
#: column is as tall as the window under the header: the action board scaled to its width,
#: the prompt with the detail and « Valider » on one line, « Prochaine étape », then the
#: explanation, which shrinks and scrolls in its own box (the column scrolls only when the
#: advice or a round's water phase needs more); its text is 13 CSS pixels at a line height
#: of 1.35 (19.5 screen pixels, a little more than the 18 of 1280×800: at 15 CSS pixels
#: and Jupyter's 28-pixel lines the explanation left the window). Board, map, prompt and explanation are on screen together without scrolling the
#: page (`make barrage-screens` prints the figures). Narrower still (≤ 820 pixels: the two
#: would not fit at 9.5 px) the column comes first, in two: the action board, 572 pixels,
#: beside « Prochaine étape » and the explanation, the map under them, brought into view
#: when a space asks for a place. In a narrow window the views' buttons keep to one line (on
#: two, with a workshop's table banner above the game, the map overflowed the window at 150 %).
#: At a round's end the explanation keeps room for the round's block to its balance (the
#: water's picture under it had squeezed it to two lines).
#: « Pourquoi ? » opens its card at the top of the column, no taller than the window (its text
#: scrolls under « Fermer »): opened under the board, at 150 % it ran below the window. A long move
#: wraps on two or three lines inside the list (its continuation lines indented, a thin
#: rule between moves): every move is read whole (see :func:`ludo.barrage.ui.table._breakable`).
GAME_TABLE_STYLE = """<style>
.barrage-game .barrage-board { max-width: 100%; width: auto; height: auto; min-width: 0;
  object-fit: contain; }
.barrage-game .barrage-map { scroll-margin-top: 80px; }
.barrage-game .barrage-actions { scroll-margin-top: 4px; }
.barrage-game .barrage-left { flex: 0 0 auto;
  width: min(760px, calc(100vh - 90px), calc(100% - 580px)); min-width: 0; }
.barrage-game .barrage-controls { flex: 1 1 572px; min-width: 572px; max-width: 760px;
  margin-left: 8px; }
.barrage-game .barrage-play-box, .barrage-game .barrage-info { width: 100%; }
.barrage-game .barrage-steps .barrage-click-note { margin: 2px 0; }
.barrage-game .barrage-cancel { flex: 0 0 auto; width: auto; min-width: max-content; }
.barrage-game .barrage-detail { flex: 1 1 100%; width: auto !important; min-width: 0; }
.barrage-game .barrage-validate { flex: 0 0 auto; width: auto; min-width: max-content; }
.barrage-game .barrage-choice { flex-wrap: wrap; gap: 4px 0; }
.barrage-game .barrage-turn { padding: 4px 12px; border-radius: 6px; font-weight: bold; }
.barrage-game .barrage-next { padding: 2px 8px; border-left: 4px solid #009E73;
  background: #EEF8F3; margin: 2px 0; }
.barrage-game .barrage-log { max-height: 40vh; overflow-y: auto; }
.barrage-game .barrage-log ul { margin: 4px 0; padding-left: 1.2em; }
.barrage-game .barrage-last-move p { margin: 0 0 4px 0; }
.barrage-game .barrage-click-note { padding: 2px 8px; border-left: 4px solid #0072B2;
  background: #EEF5FB; }
.barrage-game .barrage-click-note.barrage-refusal { border-left-color: #D55E00;
  background: #FDF1EA; margin: 2px 0; }
.barrage-game .barrage-companies-table { max-width: 100%; overflow-x: auto; }
.barrage-game .barrage-controls > .ludo-why-panel { flex: 0 0 auto; }
.barrage-game .barrage-controls .ludo-why-body { max-height: calc(100vh - 140px) !important; }
.barrage-game .barrage-advice > .widget-html p { margin: 0; }
.barrage-game .barrage-advice-row { margin: 2px 0 !important; }
.barrage-game .barrage-advice-row button { padding: 1px 6px !important; }
.barrage-game .barrage-advice-row { border-left: 4px solid #E69F00; background: #FDF6E9;
  margin: 3px 0; padding: 2px 4px; }
.barrage-game .barrage-advice-row button { white-space: normal; height: auto; width: 100%;
  text-align: left; font-weight: bold; line-height: 1.3; padding: 3px 6px; }
.barrage-game .barrage-advice-row p { margin: 0 6px; line-height: 1.3; }
.barrage-game .barrage-kind select { width: 100%; }
.barrage-game .barrage-moves select { height: 8.5em; }
.barrage-game .barrage-moves option { white-space: normal; padding: 2px 4px 2px 1.2em;
  text-indent: -0.9em; border-bottom: 1px solid #e4e4e4; }
@media (max-width: 820px) {
  .barrage-game .barrage-main { flex-wrap: wrap !important; }
  .barrage-game .barrage-controls { order: -1; flex: 1 1 100%; max-width: 100%;
    min-width: 0; margin: 0 0 8px 0; flex-direction: row !important; }
  .barrage-game .barrage-play-box { flex: 0 0 auto; width: 572px; }
  .barrage-game .barrage-info { flex: 1 1 200px; width: auto; min-width: 200px;
    margin-left: 10px; }
  .barrage-game .barrage-left { width: min(100%, calc(100vh - 20px)); }
}
@media (min-width: 821px) and (max-width: 1100px) {
  .barrage-game.barrage-game { --ludo-text: 13px; --ludo-control: 13px; }
  .barrage-game .barrage-left { width: min(calc(100vh - 106px), calc((100% - 4px) * 0.5256)); }
  .barrage-game .barrage-controls { flex: 1 1 0; max-width: 572px;
    min-width: 0; margin-left: 4px; height: calc(100vh - 40px); overflow-y: auto; }
  .barrage-game .barrage-play-box { flex: 0 0 auto; }
  .barrage-game .barrage-info { flex: 1 1 auto; min-height: 0; }
  .barrage-game .barrage-info > * { flex: 0 0 auto; }
  .barrage-game .barrage-info > .barrage-last-move { flex: 1 1 auto; min-height: 3em;
    overflow-y: auto; }
  .barrage-game .barrage-info > .barrage-last-move:has(.barrage-round-end) {
    min-height: min(12em, 40vh); }
  .barrage-game .barrage-log { max-height: none; overflow: visible; }
  .barrage-game .barrage-left .barrage-map { scroll-margin-top: 70px; }
  .barrage-game .barrage-controls .widget-html-content { line-height: 1.35; }
  .barrage-game .barrage-choice { flex-wrap: nowrap; gap: 0 4px; }
  .barrage-game .barrage-detail { flex: 1 1 0; }
  .barrage-game .barrage-left .widget-toggle-buttons > div { white-space: nowrap; }
  .barrage-game.barrage-large .barrage-left .widget-toggle-button { padding: 0 4px;
    margin: 0 1px; font-size: 12px !important; }
}
@media (max-height: 600px) {
  .barrage-game { --ludo-text: 15px; --ludo-control: 15px; }
  .barrage-game .barrage-moves select { height: 6.6em; }
  .barrage-game .barrage-map { scroll-margin-top: 6px; }
}
</style>"""


#: A set-up menu's name just before it (not right-aligned in a wide box of its own).
_NAME_WIDTH = {"description_width": "initial"}


class TableLayout:
    """The parts of the game table, each built by its own method (a mixin of
    :class:`~ludo.barrage.ui.table.GameTable`, which calls them from its ``__init__``)."""

    def _build_setup(self, players: int, seats, seed, automa_level: str) -> W.VBox:
        """The set-up's controls (players, seats, tirage, the Automa's level, « Nouvelle
        partie »); returns their box, folded under the game by :meth:`_build_folded`."""
        seed = fresh_seed() if seed is None else seed
        kinds = [(gmsg.UI_HUMAN, "human")] + [(p.name, p.key) for p in ludo.players("barrage")]
        self.players = W.Dropdown(
            options=[(gmsg.UI_PLAYERS.format(n=n), n) for n in (2, 3, 4)],
            value=players,
            description=gmsg.UI_PLAYERS_LABEL,
            style=_NAME_WIDTH,
        )
        self.seat_kinds = [
            W.Dropdown(
                options=kinds,
                value=seats[i] if i < len(seats) else "greedy",
                description=gmsg.SEAT.format(n=i + 1),
                style=_NAME_WIDTH,
            )
            for i in range(4)
        ]
        self.seed = W.IntText(
            value=seed,
            description=gmsg.UI_SEED,
            style={"description_width": "initial"},  # the whole label, never « Tirage… »
            layout=W.Layout(width="220px"),
        )
        # seats played by Tesla's Automa (« Automa de Tesla » in a seat list) and its level
        self.level = W.Dropdown(
            options=[(label, key) for key, label in amsg.LEVEL_NAMES.items()],
            value=automa_level,
            description=amsg.UI_LEVEL,
            style=_NAME_WIDTH,
        )
        self.new_button = W.Button(description=gmsg.UI_NEW_GAME, button_style="info")
        return W.VBox(
            [
                W.HTML(f'<b style="font-size:{CONTROL}">{html.escape(gmsg.UI_SETUP)}</b>'),
                W.HBox(
                    [self.players, self.seed, self.level, self.new_button],
                    layout=W.Layout(flex_flow="row wrap"),
                ),
                W.HBox(self.seat_kinds, layout=W.Layout(flex_flow="row wrap")),
            ],
        )

    def _build_move_list(self) -> None:
        """The move list, folded (« Tous les coups »): for experts and keyboards."""
        # the moves grouped by kind (« Construire (52) »), then narrowed by the filter: both
        # on one line (the list says what it holds; the filter's hint says what to type)
        self.filter = W.Text(
            placeholder=gmsg.UI_FILTER_HINT,
            layout=W.Layout(width="auto", flex="1 1 40%", min_width="0"),
        )
        self.group = W.Dropdown(layout=W.Layout(width="auto", flex="1 1 60%", min_width="0"))
        self.moves = W.Select(rows=6, layout=W.Layout(width="94%"))
        # « Les coups permis », with the engineers the seat to play has left to place
        self.your_move = W.HTML()
        self.play_button = W.Button(description=gmsg.UI_PLAY, button_style="primary")
        # the chosen move in full (a long label is cut at the list's edge)
        self.chosen = W.HTML(layout=W.Layout(width="94%"))
        self.chosen.add_class("barrage-chosen")
        self.undo_button = W.Button(description=gmsg.UI_UNDO)
        self.all_moves = W.Accordion(
            [
                W.VBox(
                    [
                        self.your_move,
                        W.HBox([self.group, self.filter], layout=W.Layout(width="94%")),
                        self.moves,
                        W.HBox([self.play_button, self.undo_button]),
                        self.chosen,
                    ]
                )
            ],
            selected_index=None,
        )
        self.all_moves.set_title(0, gmsg.UI_ALL_MOVES)
        self.all_moves.add_class("barrage-all-moves")

    def _build_pictures(self) -> None:
        """The left column: the views' buttons, the clickable map and the other pictures."""
        self.view = W.ToggleButtons(
            options=[(label, key) for key, label in gmsg.UI_VIEWS.items()],
            value="map",
            style={"button_width": "auto"},
        )
        # The board, the explanation of the last move and the move list side by side, the
        # picture no taller than the window: all three on a 1280×800 screen, and still at
        # 150 % zoom (GAME_TABLE_STYLE). The game's set-up comes below them.
        self.image = W.Image(format="png", layout=W.Layout(width="auto"))
        self.image.add_class("barrage-board")
        # The map view is played by clicking the map (ludo/barrage/ui/clickmap.py): a click on
        # a place narrows the move list to the moves there; the other views are pictures.
        self.map = ClickMap(width="100%")
        self.map.board.add_class("barrage-board")
        self.map.board.add_class("barrage-map")
        self.map.board.on_cell(self.click_place)
        self.map.board.on_key(self.press_key)

    def _build_action_board(self) -> None:
        """The turn in three clicks (issue 21): the action board, then the prompt with
        « Annuler », Mahiri Sekibo's button and the short choice with « Valider »; and the
        header saying whose turn it is."""
        self.actions = ClickActionBoard(width="100%")
        self.actions.board.add_class("barrage-board")
        self.actions.board.add_class("barrage-actions")
        self.actions.board.on_cell(self.click_space)
        self.space = ""  # the action space clicked (its moves only), "" before
        self.place = ""  # the place clicked on the map after it
        self.turn_header = W.HTML()
        self.turn_header.add_class("barrage-turn-header")
        self.next_line = W.HTML()
        self.next_line.add_class("barrage-next-step")
        # the detail takes the room « Valider » leaves (a long one was cut to « V… »)
        self.detail = W.Dropdown(layout=W.Layout(width="auto", flex="1 1 auto", min_width="0"))
        self.detail.add_class("barrage-detail")
        self.validate_button = W.Button(
            description=gmsg.UI_VALIDATE,
            button_style="primary",
            layout=W.Layout(flex="0 0 auto", width="auto"),
        )
        self.validate_button.add_class("barrage-validate")
        self.cancel_button = W.Button(description=gmsg.UI_CANCEL)
        self.cancel_button.add_class("barrage-cancel")
        self.prompt = W.HTML()
        self.prompt.add_class("barrage-prompt")
        # what a refused click says (a space taken, a place without a move), and why
        self.notice = W.HTML(layout=W.Layout(display="none"))
        self.notice.add_class("barrage-notice")
        # Mahiri Sekibo's copy (issue 21), a water phase's picture, the computers' last moves
        self.sekibo_button = W.Button(
            description=rmsg.SEKIBO_BUTTON,
            tooltip=rmsg.SEKIBO_BUTTON_HINT,
            layout=W.Layout(width="auto", display="none"),
        )
        self.sekibo_button.add_class("barrage-sekibo")
        self.sekibo_button.on_click(lambda _: self.click_sekibo())
        self.water = WaterShow()
        self._shown = None  # the computers' last moves shown (LastMoves), None: none
        self.choice = W.HBox(
            [self.detail, self.validate_button], layout=W.Layout(display="none", width="100%")
        )
        self.choice.add_class("barrage-choice")  # the detail, « Valider » under it
        self.prompt.layout = W.Layout(flex="1 1 auto")
        # between the action board and the map: in view with the map when the page scrolls
        # to it (the second click), with « Annuler » at hand
        self.steps = W.VBox(
            [
                self.notice,
                W.HBox([self.prompt, self.cancel_button]),
                self.sekibo_button,
                self.choice,
            ]
        )
        self.steps.add_class("barrage-steps")

    def _build_info(self) -> None:
        """Under the action board: « Pourquoi ? », « Un conseil ? » and the explanation of
        the last turn."""
        self.explanation = explanation_panel(width="100%")
        self.explanation.add_class("barrage-last-move")
        self.why = WhyPanel("barrage")  # « Pourquoi ? »: a rule's card, beside the board
        # « Un conseil ? » (issue 21 §2): the three best moves, each with its reason and
        # a click on a move, which puts it on the board (checked, then « Valider »)
        self.advice_button = W.Button(
            description=rmsg.UI_ADVICE, tooltip=rmsg.UI_ADVICE_HINT, icon="lightbulb-o"
        )
        self.advice_button.add_class("barrage-advice-button")
        self.advice = W.VBox([])
        self.advice.add_class("barrage-advice")
        self.advice_button.on_click(lambda _: self.show_advice())

    def _build_company_tables(self) -> None:
        """Under the game: the companies, the contracts and the score sheet."""
        self.companies = explanation_panel(width="1400px", max_width="100%")
        self.contracts = explanation_panel(width="1400px", max_width="100%")
        self.score = explanation_panel(width="1400px", max_width="100%")

    def _build_folded(self, setup_box: W.VBox) -> None:
        """The folded parts under the game: the legend and the set-up."""
        # folded once the game has started (it starts at once): opened for a new game only
        setup = W.Accordion([setup_box], selected_index=None, layout=W.Layout(margin="12px 0 0 0"))
        setup.set_title(0, gmsg.UI_SETUP_FOLDED)
        self.setup = setup
        # the one legend of the action board's and the energy track's symbols, folded
        self.legend = W.Accordion(
            [W.HTML(legend_html())], selected_index=None, layout=W.Layout(margin="4px 0 0 0")
        )
        self.legend.set_title(0, rmsg.LEGEND_TITLE)
        self.legend.add_class("barrage-legend-box")

    def _main_row(self) -> W.HBox:
        """The pictures on the left; beside them « Pourquoi ? » (its card, when opened), the
        action board and its prompt, then what comes next and what happened
        (GAME_TABLE_STYLE sets them side by side in a narrow window)."""
        play_box = W.VBox([self.actions.board, self.steps])
        play_box.add_class("barrage-play-box")
        info = W.VBox(
            [
                self.next_line,
                self.advice_button,
                self.advice,
                self.explanation,
                self.water,
                self.all_moves,
            ]
        )
        info.add_class("barrage-info")
        # « Pourquoi ? » opens its card at the top of the column, over the action board's
        # place, as tall as the window allows (its text scrolls under « Fermer »): lower
        # down, at 150 % zoom, it ran below the window
        controls = W.VBox([self.why, play_box, info])
        controls.add_class("barrage-controls")
        # the views (the map, the other pictures) above the picture they change: the column
        # beside it, from the header down, holds the board, the prompt, the advice
        left = W.VBox([self.view, self.map.board, self.image])
        left.add_class("barrage-left")
        main = W.HBox(
            [left, controls], layout=W.Layout(flex_flow="row nowrap", align_items="flex-start")
        )
        main.add_class("barrage-main")
        return main

    def _name_for_browser_tests(self) -> None:
        """Classes for the browser tests (tests/barrage/test_browser_barrage*.py)."""
        self.add_class("barrage-game")
        for widget, name in (
            (self.moves, "barrage-moves"),
            (self.play_button, "barrage-play"),
            (self.filter, "barrage-filter"),
            (self.group, "barrage-kind"),
            (self.explanation, "barrage-status"),
            (self.companies, "barrage-companies"),
            (self.level, "barrage-level"),
            (self.new_button, "barrage-new"),
            (self.players, "barrage-players"),
            (self.choice, "barrage-choice"),
            (self.setup, "barrage-setup"),
            *((seat, "barrage-seat") for seat in self.seat_kinds),
        ):
            widget.add_class(name)
