"""Atacama's widgets: the board to play on, score explorer, stepper, guided game (long: one board layer).

Widgets never compute a rule: they ask the state (``legal_moves``, ``play``,
``why_forbidden``, ``score``) and show its French answers.
"""

from __future__ import annotations

import functools
import html
import random

import ipywidgets as W

from ..core.errors import LudoError
from ..core.french import decimal, integer
from ..core.players import play_out, player
from ..core.registry import new
from ..viz import player_colour
from ..widgets import GameSession, StaticForm, Stepper, png_image
from ..widgets import say as say  # re-exported: the notebooks call ui.say
from ..widgets.board import ClickBoard, cell_points, figure_svg, svg_affine, viewbox
from ..widgets.guide import GuidedTable
from ..widgets.style import CONTROL, TEXT, game_table
from ..widgets.tables import fresh_seed, offer_tables
from ..widgets.why import WhyPanel, refusal_link
from . import messages as msg
from .board import SIZE, Board, cell_name, parse_cell
from .draw import (
    BOARD_H_IN,
    LABEL_PT,
    TITLE_IN,
    cell_polygon,
    draw_fields_figure,
    labels_svg,
    pieces_svg,
    roles_caption,
    score_line_options,
    to_png,
)

#: The board's widest: 560 px, less when the window is short (a browser zoomed to 150 %
#: shows 853×533 CSS pixels of a 1280×800 projector), so that it stays whole on screen.
BOARD_PX = "min(560px, 88vh)"
#: The board and its column share the row by flex sizes, not by the window's width (the
#: notebook may be narrower than the window: JupyterLab with its file browser open leaves
#: about 860 px). Both start from 300 px, the board takes two thirds of what is left, up
#: to :data:`BOARD_PX`: they wrap one under the other only below about 620 px.
BOARD_FLEX = "2 1 300px"
SIDE_FLEX = "1 1 300px"
#: Resolution of the board editor's PNG drawing: 777 pixels for the
#: board, so that a browser zoomed to 150 % (a 512 px picture takes 768 screen pixels)
#: never enlarges it beyond its own pixels (blurry).
PNG_DPI = 108
#: Projector-size text beside the board (a hidden <style> child).
CSS = (
    f"<style>.ludo-atacama .ludo-explanation {{ font-size: {TEXT}; line-height: 1.4; }}"
    " .ludo-atacama .ludo-status, .ludo-atacama .widget-checkbox label, .ludo-atacama button,"
    f" .ludo-atacama .ludo-score td, .ludo-atacama .ludo-score th {{ font-size: {CONTROL}; }}"
    " .ludo-atacama .ludo-score td, .ludo-atacama .ludo-score th { padding: 2px 8px 2px 0; }"
    "</style>"
)


def _describe_computer_move(player: int, move, new_state) -> list[str]:
    """What the panel says after a computer move (its placement is named once)."""
    texts = [msg.UI_COMPUTER_THINKS.format(player=player + 1, move=move)]
    return texts + [e.text for e in new_state.events if e.kind != "well.placed"]


def _role_text(state, player: int) -> str:
    role = state.roles[player]
    return role.french if role else msg.NO_ROLE_YET


def _wells_text(state, player: int) -> str:
    normal, double = state.supply[player]
    text = msg.UI_TURN_WELLS.format(normal=normal)
    if state.tactical:
        text += msg.UI_TURN_DOUBLES.format(double=double)
    return text


def status_text(state, computer=()) -> str:
    """French sentence: whose turn it is and with what, or the result.

    Against the computer (``computer``: its seats; one human seat left), the result says
    who won from the human's side (« vous avez gagné », « l'ordinateur a gagné »), not a
    seat number the guest has to translate."""
    if state.is_over():
        sheet = state.score()
        humans = [p for p in sheet.players if p not in computer]
        if computer and len(humans) == 1:
            you = humans[0]
            other = next(p for p in sheet.players if p != you)
            mine, his = sheet.total(you), sheet.total(other)
            template = (
                msg.UI_WINNER_YOU
                if mine > his
                else msg.UI_WINNER_COMPUTER
                if mine < his
                else msg.UI_DRAW
            )
            return template.format(you=you + 1, mine=integer(mine), his=integer(his))
        return msg.UI_GAME_OVER_SCORE.format(summary=sheet.summary())
    p = state.current_player
    return msg.UI_TURN.format(
        player=p + 1,
        colour=msg.WELL_COLOURS[p % len(msg.WELL_COLOURS)],
        role=_role_text(state, p),
        wells=_wells_text(state, p),
    )


def roles_html(state) -> str:
    """Who plays which concession and scores what, one line per player, each with a dot of
    the colour of their wells: HTML set beside a board, in the page's own type (the
    drawing's caption shrinks with the picture: four players' lines were too small)."""
    rows = []
    for line, p in zip(roles_caption(state).split("\n"), range(state.n_players), strict=True):
        dot = f"<span style='color:{player_colour(p)}'>\u25cf</span>"
        rows.append(f"<div>{dot} {html.escape(line)}</div>")
    return f"<div class='ludo-roles' style='line-height:1.35;margin:4px 0'>{''.join(rows)}</div>"


class AtacamaBoard(StaticForm, W.VBox):
    """Play Atacama by clicking on the fields.

    Parameters
    ----------
    state : AtacamaState
        The position to start from.
    computer : dict, optional
        Seats played by the computer, e.g. ``{1: "search"}``.
    seed : int
        Seed of the computer players' tie-breaks.

    side_top, side_bottom : widgets, optional
        Shown in the column beside the board, above its status and under its totals (a
        game against the computer puts there who you play and the game's choices).

    Headless use: ``board.click_cell("e5")``, ``board.state``, ``board.explanation.value``.
    """

    def __init__(
        self,
        state,
        computer: dict | None = None,
        seed: int = 0,
        show_forbidden=False,
        side_top: tuple = (),
        side_bottom: tuple = (),
        table=None,
    ):
        self.session = GameSession(
            state, computer, describe=_describe_computer_move, seed=seed, table=table
        )
        self.board = ClickBoard(width="100%")
        self.board.layout = W.Layout(flex=BOARD_FLEX, max_width=BOARD_PX, min_width="0")
        self.board.add_class("ludo-board")
        self.board.on_cell(self.click_cell)
        self.board.on_key(self._on_key)
        self.status = W.HTML()
        self.status.add_class("ludo-status")
        # More than two players: who plays what is written here, not in the picture.
        self.roles = W.HTML(layout=W.Layout(display="" if state.n_players > 2 else "none"))
        self.explanation = W.HTML(msg.UI_CLICK, layout=W.Layout(min_height="3.2em"))
        self.explanation.add_class("ludo-explanation")
        self.forbidden_box = W.Checkbox(
            value=show_forbidden, description=msg.UI_SHOW_FORBIDDEN, indent=False
        )
        self.forbidden_box.observe(lambda _c: self.refresh(), names="value")
        auto = W.Layout(width="auto", flex="0 0 auto")  # never « Annuler le dernier c… »
        self.double_box = W.ToggleButton(value=False, description=msg.UI_DOUBLE, layout=auto)
        # The choice's label on its own line, the menu as wide as its longest option
        # (« orange (pas d'argent), rangées »), the button beside it or under it: at 1280 px
        # and at 150 % zoom nothing is cut (the label and the menu side by side were wider
        # than the column, which cut « Acheter la co… » and hid « colonnes »/« rangées »).
        self.concession = W.Dropdown(
            options=[(v, k) for k, v in msg.UI_CONCESSION_OPTIONS.items()],
            layout=W.Layout(width="19em", max_width="100%", flex="0 1 auto"),
        )
        self.concession.add_class("ludo-concession")
        self.buy_button = W.Button(description=msg.UI_BUY, button_style="warning", layout=auto)
        self.buy_button.add_class("ludo-buy")
        self.buy_button.on_click(lambda _b: self.play(self.concession.value))
        self.undo_button = W.Button(description=msg.UI_UNDO, layout=auto)
        self.undo_button.on_click(lambda _b: self.undo())
        self.undo_button.add_class("ludo-undo")
        self.new_button = W.Button(description=msg.UI_NEW, layout=auto)
        self.new_button.on_click(lambda _b: self.reset())
        self.score_title = W.HTML()
        self.score_html = W.HTML()
        self.score_html.add_class("ludo-score")
        self.why = WhyPanel("atacama")  # « Pourquoi ? »: a rule's card, beside the board
        controls = [self.forbidden_box]
        if state.tactical:
            controls.append(self.double_box)
        self.buy_row = W.VBox(
            [
                W.HTML(f"<b>{html.escape(msg.UI_CONCESSION_CHOICE)}</b>"),
                W.HBox([self.concession, self.buy_button], layout=W.Layout(flex_flow="row wrap")),
            ]
        )
        self.buy_row.add_class("ludo-buy-row")
        self.buy_row.layout.display = "flex" if state.variant == "advanced" else "none"
        side = W.VBox(
            [
                self.why,
                *side_top,
                self.status,
                self.roles,
                self.explanation,
                W.HBox(controls, layout=W.Layout(flex_flow="row wrap")),
                self.buy_row,
                W.HBox([self.undo_button, self.new_button], layout=W.Layout(flex_flow="row wrap")),
                self.score_title,
                self.score_html,
                *side_bottom,
            ],
            layout=W.Layout(flex=SIDE_FLEX, max_width="520px", min_width="0", margin="0 0 0 14px"),
        )
        super().__init__(
            [
                W.HBox([self.board, side], layout=W.Layout(flex_flow="row wrap")),
                W.HTML(CSS, layout=W.Layout(display="none")),
            ]
        )
        self.add_class("ludo-atacama")
        game_table(self)
        self._announce(self.session.computer_turns())
        self.refresh()

    def _announce(self, texts: list[str]) -> None:
        """Show what the computer just did, or the invitation to click."""
        if texts:
            self.explanation.value = "<br>".join(html.escape(t) for t in texts)
        else:
            self.explanation.value = msg.UI_CLICK

    # -- actions --------------------------------------------------------------------------
    def click_cell(self, cell: int | str) -> bool:
        """What a click on a field does: place a well there (double if the toggle is on)."""
        if isinstance(cell, str):
            cell = parse_cell(cell)
        last = self.state.history[-1] if self.state.history else None
        if getattr(last, "cell", None) == cell and self.state.wells[cell] is not None:
            return False  # a double click: the second click must not hide the explanation
        text = cell_name(cell) + ("*" if self.double_box.value else "")
        return self.play(text)

    def _on_key(self, key: str) -> None:
        if key in ("r", "R") and self.state.tactical:
            self.double_box.value = not self.double_box.value

    @property
    def state(self):
        """The position shown."""
        return self.session.state

    @property
    def computer(self) -> dict:
        return self.session.computer

    def play(self, move) -> bool:
        """Play ``move`` for the player to move; explain in French; False if refused."""
        if self.state.is_over():
            self.explanation.value = html.escape(status_text(self.state, self.computer))
            return False
        if self.session.computer_to_move():
            return False
        try:
            texts = self.session.play(move)
        except LudoError as err:
            self.explanation.value = (
                f"<span style='color:#B00020'>{html.escape(str(err))}</span>"
                + refusal_link(self.why, err)
            )
            return False
        self.explanation.value = "<br>".join(html.escape(t) for t in texts)
        self.refresh()
        return True

    def undo(self) -> None:
        """Take back the last human move (and the computer's answers to it)."""
        self.explanation.value = msg.UI_CLICK if self.session.undo() else msg.UI_NOTHING_TO_UNDO
        self.refresh()

    def reset(self) -> None:
        self._announce(self.session.reset())
        self.refresh()

    # -- display --------------------------------------------------------------------------
    def refresh(self) -> None:
        s = self.state
        free = (
            set(s.free_cells())
            if not s.is_over() and not self.session.computer_to_move()
            else set()
        )
        titles = {}
        for cell in range(SIZE * SIZE):
            name = cell_name(cell)
            if cell in free:
                fld = s.board.fields[cell]
                titles[name] = f"{name} : {msg.ORE_NAMES[fld.ore]} {fld.value}"
            else:
                titles[name] = f"{name} : {s.why_forbidden(cell) or msg.UI_OVER}"
        fields, box, points, affine = _fields_layer(s.board, s.revealed)
        self.board.preview_colour = player_colour(s.current_player or 0)
        caption = "" if s.n_players > 2 else None  # four players: self.roles says it
        self.board.show_svg(
            pieces_svg(s, affine, box, show_forbidden=self.forbidden_box.value, title=caption),
            box,
            points,
            legal=[cell_name(c) for c in free],
            titles=titles,
            background=fields,
        )
        self.status.value = (
            f"<b style='font-size:1.15em'>{html.escape(status_text(s, self.computer))}</b>"
        )
        if s.n_players > 2:
            self.roles.value = roles_html(s)
        self.buy_button.disabled = s.is_over() or not any(
            not hasattr(m, "cell") for m in s.legal_moves()
        )
        title = msg.UI_SCORE_TITLE_FINAL if s.is_over() else msg.UI_SCORE_TITLE
        self.score_title.value = f"<h4 style='margin:0'>{title}</h4>"
        self.score_html.value = score_panel_html(s.score(), self.why.link)


@functools.lru_cache(maxsize=8)
def _fields_layer(board, revealed, label_pt: float = LABEL_PT):
    """The fields as SVG (drawn once per board and stage), its viewBox, the cells' SVG
    polygons and the drawing-to-SVG mapping that places the pieces over it. The labels are
    SVG text of ``label_pt`` points that « Grand écran » enlarges (:func:`labels_svg`)."""
    fig = draw_fields_figure(board, revealed, labels=False)
    ax = fig.axes[0]
    svg = figure_svg(fig)  # draws the figure: the axes take their final place
    points = cell_points(ax, {cell_name(c): cell_polygon(c) for c in range(SIZE * SIZE)})
    affine = svg_affine(ax)
    end = svg.rindex("</svg>")
    svg = svg[:end] + labels_svg(board, revealed, affine, label_pt) + svg[end:]
    return svg, viewbox(fig), points, affine


#: Labels of a Stepper's board in points: its picture is shown 0.65 times its size at 150 %
#: zoom (a 533 px high window under the Stepper's buttons), where they stay ≥ 12 CSS px.
STEPPER_LABEL_PT = 19


def board_svg(state, label_pt: float = LABEL_PT, **kwargs) -> str:
    """``state``'s board as one SVG document (fields, labels and pieces; ``kwargs`` go to
    :func:`ludo.atacama.draw.pieces_svg`): a Stepper's frame, crisp at any zoom. With
    ``title=""`` the picture is the board alone (the caption's band cut off)."""
    fields, box, _points, affine = _fields_layer(state.board, state.revealed, label_pt)
    front = pieces_svg(state, affine, box, label_scale=label_pt / LABEL_PT, **kwargs)
    width, height = (float(v) for v in box.split()[2:])
    top = height * TITLE_IN / (BOARD_H_IN + TITLE_IN) if kwargs.get("title") == "" else 0.0
    # both layers in a viewport of the fields' size; the outer viewBox keeps what is shown
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 {top:.1f} {width:g} '
        f'{height - top:.1f}" width="{width:g}" height="{height - top:.1f}">'
        f'<svg x="0" y="0" width="{width:g}" height="{height:g}" viewBox="{box}">'
        f"{fields}{front}</svg></svg>"
    )


def board_svg_html(state, **kwargs) -> str:
    """``state``'s board as HTML: the fields' SVG (drawn once per board) with the pieces'
    SVG laid over it; ``kwargs`` go to :func:`ludo.atacama.draw.pieces_svg`."""
    fields, box, _points, affine = _fields_layer(state.board, state.revealed)
    front = pieces_svg(state, affine, box, **kwargs)
    return (
        "<div class='ludo-svg-stack' style='position:relative;width:100%'>"
        "<style>.ludo-svg-stack svg {display:block; width:100%; height:auto}</style>"
        f"<div>{fields}</div>"
        f"<div style='position:absolute;left:0;top:0;width:100%'>{front}</div></div>"
    )


def score_panel_html(sheet, why=None) -> str:
    """The totals and who leads first (always in sight, even on a short screen), then the
    sheet line by line in a box that scrolls when it is longer than a third of the screen
    (``why``: a « Pourquoi ? » link per line, :meth:`ludo.widgets.why.WhyPanel.link`)."""
    totals = " · ".join(
        f"{sheet.player_names[p]} : {integer(sheet.total(p), signed=True)}" for p in sheet.players
    )
    return (
        f"<p class='ludo-totals' style='font-size:{TEXT};margin:2px 0 6px'>"
        f"<b>{html.escape(msg.UI_TOTALS.format(totals=totals))}</b></p>"
        f"<div class='ludo-score-lines' style='max-height:34vh;overflow-y:auto'>"
        f"{sheet.to_html(why=why)}</div>"
    )


def play(players: int = 2, seed: int = 0, computer: dict | None = None, **options) -> AtacamaBoard:
    """A new game on a clickable board: ``play(computer={1: "search"})``."""
    return AtacamaBoard(new("atacama", players=players, seed=seed, **options), computer, seed)


class ScoreExplorer(StaticForm, W.VBox):
    """Pick a line of the score sheet; see it framed on the board, well by well."""

    def __init__(self, state):
        self.state = state
        self.sheet = state.score()
        options = [(_line_label(self.sheet, line), i) for i, line in enumerate(self.sheet.lines)]
        self.picker = W.Dropdown(
            options=options,
            description=msg.UI_SCORE_LINE,
            style={"description_width": "initial"},
            layout=W.Layout(width="auto", max_width="100%"),
        )
        # The board as two stacked SVG layers (crisp at any zoom; a new line redraws only
        # the pieces); the first line's picture comes with show(0).
        # As tall as the screen allows (a 150 % zoom shows 533 CSS pixels), with the menu,
        # the line's explanation and the sheet on its right: all in view together.
        self.image = W.HTML(
            "" if options else board_svg_html(state),
            layout=W.Layout(width="min(520px, calc((100vh - 90px) * 0.9), 52vw)", flex="0 0 auto"),
        )
        self.image.add_class("ludo-score-image")
        # Never stretched to the height of the table beside it (the wells stay round).
        self.image.layout.align_self = "flex-start"
        self.detail = W.HTML()
        self.detail.add_class("ludo-explanation")
        self.why = WhyPanel("atacama")  # each line's « Pourquoi ? » opens its rule's card
        self.table = W.HTML(score_panel_html(self.sheet, self.why.link))
        self.picker.observe(lambda c: self.show(c["new"]), names="value")
        side = W.VBox(
            [self.why, self.picker, self.detail, self.table],
            layout=W.Layout(flex="1 1 300px", min_width="260px", margin="0 0 0 12px"),
        )
        row = W.HBox(
            [self.image, side],
            layout=W.Layout(align_items="flex-start", flex_flow="row wrap"),
        )
        super().__init__([row])
        if options:
            self.show(0)

    def show(self, index: int) -> None:
        line = self.sheet.lines[index]
        self.image.value = board_svg_html(self.state, **score_line_options(line))
        parts = "".join(f"<li>{html.escape(d[2])}</li>" for d in line.details)
        self.detail.value = f"<p><b>{html.escape(line.text)}</b></p><ul>{parts}</ul>"


class GameScoreExplorer(StaticForm, W.VBox):
    """Games between two greedy computer players: pick a game and a moment, see its score.

    Two sliders (the game's seed, the number of wells placed) and, below, a
    :class:`ScoreExplorer` of that position. Headless: set ``.game.value`` or
    ``.wells.value``; read ``.explorer``.
    """

    def __init__(self, games: int = 30, game: int = 1, wells: int = 28):
        self.game = W.IntSlider(value=game, min=0, max=games, description=msg.UI_GAME_NUMBER)
        self.wells = W.IntSlider(value=wells, min=0, max=28, description=msg.UI_WELLS_PLACED)
        for slider in (self.game, self.wells):
            slider.style.description_width = "initial"
            slider.continuous_update = False
        self._games: dict[int, list] = {}
        self.holder = W.VBox()
        self.explorer = None
        self.game.observe(lambda _c: self.show(), names="value")
        self.wells.observe(lambda _c: self.show(), names="value")
        super().__init__([W.HBox([self.game, self.wells]), self.holder])
        self.show()

    def show(self) -> None:
        seed = self.game.value
        if seed not in self._games:
            self._games[seed] = play_out(new("atacama", seed=seed), "greedy", seed=seed)
        positions = self._games[seed]
        self.explorer = ScoreExplorer(positions[min(self.wells.value, len(positions) - 1)])
        self.holder.children = [self.explorer]


def _line_label(sheet, line) -> str:
    """Short menu label of a score line: 'Joueur 1 — Colonne a : +5'."""
    head = line.text.split(" (")[0].split(" :")[0]
    pts = integer(line.points, signed=True) if line.counts else msg.SCORE_NOT_COUNTED
    return f"{sheet.player_names[line.player]} — {head} : {pts}"


def replay_stepper(state, title: str = "") -> Stepper:
    """A Stepper over every position of ``state``'s game, each with what happened, then who
    plays what (:func:`roles_html`): the pictures are the board alone, so that the players'
    roles stay legible when the picture shrinks to the screen (four players, 150 % zoom)."""
    states = state.replay()
    # SVG, the board alone: crisp when the picture is enlarged (1280×800) or shrunk (150 %).
    frames = [lambda s=s: board_svg(s, STEPPER_LABEL_PT, title="") for s in states]
    texts = [msg.UI_STEP_START] + [
        " ".join(html.escape(e.text) for e in s.events) for s in states[1:]
    ]
    texts = [
        f"<p style='margin:0 0 6px'>{t}</p>{roles_html(s)}"
        for t, s in zip(texts, states, strict=True)
    ]
    return Stepper(frames, texts, title=title)


# -- helpers for the teaching notebooks -------------------------------------------------------
def position(moves="", **options):
    """A new game with ``moves`` played in turn (text notation): ``position("a2 b1 a4")``.

    ``options`` go to ``ludo.new("atacama", ...)`` (``players``, ``tactical``,
    ``flat_one_point`` ...). The engine checks every move.
    """
    state = new("atacama", **options)
    for move in moves.split() if isinstance(moves, str) else moves:
        state = state.play(move)
    return state


class BoardEditor(StaticForm, W.VBox):
    """Type or paste a board (9 lines of 9 fields); see it drawn, or the French error.

    ``editor.board`` is the last board read without error (``None`` before).
    """

    def __init__(self, text: str | None = None):
        self.board = None
        self.text = W.Textarea(
            value=text if text is not None else str(Board.default()),
            rows=10,
            layout=W.Layout(width="360px"),
        )
        self.text.add_class("ludo-board-text")
        self.read_button = W.Button(description=msg.UI_EDITOR_READ, button_style="primary")
        self.read_button.on_click(lambda _b: self.read())
        self.play_button = W.Button(
            description=msg.UI_EDITOR_PLAY, button_style="success", layout=W.Layout(width="auto")
        )
        self.play_button.add_class("ludo-editor-play")
        self.play_button.on_click(lambda _b: self.play())
        self.message = W.HTML(layout=W.Layout(min_height="2.5em", max_width="360px"))
        self.message.add_class("ludo-board-message")
        self.message.add_class("ludo-explanation")
        # the drawing on the text's right, no taller than the screen (at 150 % too)
        self.image = png_image(b"", width="min(420px, calc((100vh - 60px) * 0.9), 42vw)")
        #: The game started by « Jouer sur ce plateau » (an :class:`AtacamaBoard`), or None.
        self.game: AtacamaBoard | None = None
        self.holder = W.VBox()
        super().__init__(
            [
                W.HTML(f"<i>{html.escape(msg.UI_EDITOR_HELP)}</i>"),
                W.HBox(
                    [
                        W.VBox(
                            [
                                self.text,
                                W.HBox(
                                    [self.read_button, self.play_button],
                                    layout=W.Layout(flex_flow="row wrap"),
                                ),
                                self.message,
                            ],
                            layout=W.Layout(flex="0 1 auto", margin="0 12px 0 0"),
                        ),
                        self.image,
                    ],
                    layout=W.Layout(flex_flow="row wrap", align_items="flex-start"),
                ),
                self.holder,
                # Messages in ordinary type, wrapped between words (never mid-word).
                W.HTML(
                    "<style>.ludo-board-message, .ludo-board-message * {font-family: inherit;"
                    " white-space: normal; word-break: normal; overflow-wrap: normal;"
                    " font-size: 18px} .ludo-board-text textarea {font-family: monospace;"
                    " font-size: 16px}</style>",
                    layout=W.Layout(display="none"),
                ),
            ]
        )
        self.read()

    def read(self) -> bool:
        """Read the text; draw the board or show why it is refused. False if refused."""
        try:
            board = Board.from_text(self.text.value)
        except LudoError as err:
            self.message.value = f"<span style='color:#B00020'>{html.escape(str(err))}</span>"
            return False
        self.board = board
        self.message.value = html.escape(msg.UI_EDITOR_OK)
        self.image.value = to_png(new("atacama", board=board), PNG_DPI, title="")
        self.image.layout.display = ""
        self.holder.children = ()  # a game on the board read before is over
        self.game = None
        return True

    def play(self) -> bool:
        """« Jouer sur ce plateau »: read the text again and start a two-player game on it
        (the engine builds it with ``board=``); the drawing gives way to the playable board.
        False, with the French reason, if the text is refused."""
        if not self.read():
            return False
        self.game = AtacamaBoard(new("atacama", board=self.board))
        self.image.layout.display = "none"  # the game's board shows the same fields
        self.holder.children = [self.game]
        self.message.value = html.escape(msg.UI_EDITOR_PLAYING)
        return True


VARIANT_OPTIONS = {
    "base": {},
    "tactical": {"tactical": True},
    "advanced": {"variant": "advanced"},
    "advanced-tactical": {"variant": "advanced", "tactical": True},
}


class VersusComputer(StaticForm, W.VBox):
    """Choose an opponent, a variant and who starts; then play on an :class:`AtacamaBoard`.

    Every change of a choice starts a new game (observers: works in Voilà).
    ``self.board`` is the current board.
    """

    def __init__(
        self,
        opponent: str = "search",
        variant: str = "base",
        starts: str = "human",
        seed: int | None = None,
    ):
        style = {"description_width": "initial"}
        self.table_slot = None  # a workshop's table (ludo.widgets.tables)
        self.seed = fresh_seed() if seed is None else seed
        self.opponent = W.Dropdown(
            options=[(v, k) for k, v in msg.UI_OPPONENTS.items()],
            value=opponent,
            description=msg.UI_OPPONENT,
            style=style,
        )
        self.variant = W.Dropdown(
            options=[(v, k) for k, v in msg.UI_VARIANTS.items()],
            value=variant,
            description=msg.UI_VARIANT,
            style=style,
            layout=W.Layout(width="auto", max_width="100%"),
        )
        self.variant.add_class("ludo-variant")
        self.starts = W.ToggleButtons(
            options=[(v, k) for k, v in msg.UI_STARTS.items()],
            value=starts,
            description=msg.UI_WHO_STARTS,
            style=style,
        )
        self.you = W.HTML()
        self.you.add_class("ludo-you-are")
        self.holder = W.VBox()
        self._resuming = False
        for w in (self.opponent, self.variant, self.starts):
            w.observe(lambda _c: None if self._resuming else self.new_game(), names="value")
        self.opponent.layout.width = "auto"
        self.opponent.layout.max_width = "100%"
        # The choices live in the column beside the board, under the game's totals: the
        # board, its explanation and the first choice stay on one screen at 150 % zoom.
        self.settings = W.VBox(
            [
                W.HTML(f"<b>{html.escape(msg.UI_SETTINGS_TITLE)}</b>"),
                self.opponent,
                self.variant,
                self.starts,
            ]
        )
        self.settings.add_class("ludo-settings")
        self.starts.style.button_width = "auto"
        self.starts.layout.flex_flow = "row wrap"
        super().__init__([self.holder])
        game_table(self)
        self.new_game()
        offer_tables(self, "atacama")

    @property
    def session(self):
        return self.board.session

    def resume(self, saved) -> None:
        """Go on with a table's saved game (:mod:`ludo.widgets.tables`), choices shown."""
        state = saved.state
        human = next(p for p in range(state.n_players) if p not in saved.computer)
        self._resuming = True
        try:
            self.opponent.value = saved.computer.get(1 - human, self.opponent.value)
            self.variant.value = next(
                k
                for k, options in VARIANT_OPTIONS.items()
                if state.variant == options.get("variant", "base")
                and state.tactical == options.get("tactical", False)
            )
            self.starts.value = "human" if human == state.first_player else "computer"
        finally:
            self._resuming = False
        self.board = AtacamaBoard(
            state, side_top=(self.you,), side_bottom=(self.settings,), table=None
        )
        self.board.session.resume(saved)
        self.board.refresh()
        self.board._announce(saved.explanation.split("\n") if saved.explanation else [])
        text = msg.UI_YOU_START if human == state.first_player else msg.UI_COMPUTER_STARTS
        self.you.value = (
            f"<b>{html.escape(text.format(player=human + 1, role=_role_text(state, human)))}</b>"
        )
        self.holder.children = [self.board]
        self.seed = saved.seed + 1

    def new_game(self) -> None:
        state = new("atacama", players=2, seed=self.seed, **VARIANT_OPTIONS[self.variant.value])
        first = state.first_player
        if self.starts.value == "draw":
            human_first = random.Random(self.seed).random() < 0.5
        else:
            human_first = self.starts.value == "human"
        human = first if human_first else 1 - first
        self.board = AtacamaBoard(
            state,
            computer={1 - human: self.opponent.value},
            seed=self.seed,
            table=self.table_slot,
            side_top=(self.you,),
            side_bottom=(self.settings,),
        )
        text = msg.UI_YOU_START if human_first else msg.UI_COMPUTER_STARTS
        self.you.value = (
            f"<b>{html.escape(text.format(player=human + 1, role=_role_text(state, human)))}</b>"
        )
        self.holder.children = [self.board]
        self.board.session.save()  # a workshop's table: the new game replaces its save
        self.seed += 1


def match_table(pairs=(("search", "random"),), games: int = 4, seed: int = 0, **options) -> str:
    """HTML table of short matches between computer players (seats alternate game by game)."""
    rows = []
    for a, b in pairs:
        wins = draws = losses = points = 0
        for g in range(games):
            first = g % 2 == 0
            seats = (a, b) if first else (b, a)
            state = play_out(
                new("atacama", players=2, seed=seed + g, **options),
                (
                    player("atacama", seats[0], seed + 2 * g),
                    player("atacama", seats[1], seed + 2 * g + 1),
                ),
            )[-1]
            totals = state.score().totals()
            me, other = (0, 1) if first else (1, 0)
            points += totals[me]
            wins += totals[me] > totals[other]
            draws += totals[me] == totals[other]
            losses += totals[me] < totals[other]
        name = msg.UI_MATCH_ROW.format(first=msg.UI_OPPONENTS[a], second=msg.UI_OPPONENTS[b])
        rows.append(
            f"<tr><td>{html.escape(name)}</td><td>{games}</td><td>{wins}</td><td>{draws}</td>"
            f"<td>{losses}</td><td>{decimal(points / games, signed=True)}</td></tr>"
        )
    return (
        f"<table class='ludo-match'>{msg.UI_MATCH_HEADER}{''.join(rows)}</table>"
        f"<p><i>{html.escape(msg.UI_MATCH_NOTE)}</i></p>"
    )


class Choice(StaticForm, W.VBox):
    """Buttons choosing one option, and below them what ``build(value)`` returns for it.

    The part below is rebuilt by an observer at every change (works in Voilà). ``build``
    may return a widget or anything with ``_repr_html_`` (e.g. a score sheet).
    """

    def __init__(self, options, build, description: str = ""):
        self.build = build
        self.picker = W.ToggleButtons(
            options=options,
            description=description,
            style={"description_width": "initial", "button_width": "auto"},
        )
        self.holder = W.VBox()
        self.picker.observe(lambda _c: self.show(), names="value")
        super().__init__([self.picker, self.holder])
        self.show()

    def show(self) -> None:
        out = self.build(self.picker.value)
        if not isinstance(out, W.Widget):
            text = out._repr_html_() if hasattr(out, "_repr_html_") else html.escape(str(out))
            out = W.HTML(text)
        self.holder.children = [out]


def wall_picture(state) -> tuple[bytes, str]:
    """``state``'s board as the game table draws it (SVG) and its format, for the workshop's projector
    (:func:`ludo.widgets.projector.game_picture`)."""
    return board_svg(state).encode("utf-8"), "svg+xml"


# -- the guided first game (notebooks/atacama/00_premiere_partie.ipynb) ----------------------------
class GuidedAtacama(GuidedTable, StaticForm, W.VBox):
    """A guided first game: the clickable board, and beside it the guide's panel
    (:class:`ludo.widgets.guide.GuidePanel`: the step, its question, what changed).

    The dashed cells are those the lesson takes now; the framed ones are what the step
    shows (:meth:`ludo.core.guides.GuidedGame.highlight`). In a workshop the table picker
    comes first and the game is saved after each move (its own file, ``atacama-guide--…``).

    Headless: ``table.click_cell("e5")``, ``table.panel.choices[0].click()``.
    """

    table_kind = "guide"

    def __init__(self, name: str = "premiere_partie"):
        from ..widgets.guide import GuidePanel
        from .guided import guide

        self.guide = guide(name)
        self.table_slot = None
        self.board = ClickBoard(width="100%")
        self.board.layout = W.Layout(flex=BOARD_FLEX, max_width=BOARD_PX, min_width="0")
        self.board.add_class("ludo-board")
        self.board.on_cell(self.click_cell)
        self.board.on_key(self._on_key)
        self.status = W.HTML()
        self.status.add_class("ludo-status")
        auto = W.Layout(width="auto", flex="0 0 auto")
        self.double_box = W.ToggleButton(value=False, description=msg.UI_DOUBLE, layout=auto)
        self.double_box.add_class("ludo-double")
        self.why = WhyPanel("atacama")
        self.panel = GuidePanel(
            self.guide.start(), self.why, controls=(self.double_box,), on_change=self.refresh
        )
        side = W.VBox(
            [self.why, self.status, self.panel],
            layout=W.Layout(flex=SIDE_FLEX, max_width="520px", min_width="0", margin="0 0 0 14px"),
        )
        super().__init__(
            [
                W.HBox([self.board, side], layout=W.Layout(flex_flow="row wrap")),
                W.HTML(CSS, layout=W.Layout(display="none")),
            ]
        )
        self.add_class("ludo-atacama")
        self.add_class("ludo-guided")
        game_table(self)
        self.refresh()
        offer_tables(self, "atacama")

    def click_cell(self, cell: int | str) -> bool:
        """A click on a field: a well there (double when the toggle is on), through the guide."""
        name = cell if isinstance(cell, str) else cell_name(cell)
        if self.state.wells[parse_cell(name)] is not None and self.state.history:
            last = self.state.history[-1]
            if getattr(last, "cell", None) == parse_cell(name):
                return False  # a double click: keep the explanation of the move
        done = self.panel.play(name + ("*" if self.double_box.value else ""))
        if done and not self.double_box.disabled:
            self.double_box.value = False
        return done

    def _on_key(self, key: str) -> None:
        if key in ("r", "R"):
            self.double_box.value = not self.double_box.value

    def refresh(self) -> None:
        g = self.guided
        s = g.state
        takes = set()
        if not s.is_over() and g.question() is None and not g.is_done():
            takes = {cell_name(m.cell) for m in s.legal_moves() if g.check(m) is None}
        titles = {}
        for cell in range(SIZE * SIZE):
            name = cell_name(cell)
            fld = s.board.fields[cell]
            why = s.why_forbidden(cell) if not s.is_over() else msg.UI_OVER
            titles[name] = f"{name} : {why or msg.ORE_NAMES[fld.ore] + ' ' + str(fld.value)}"
        # the double wells' toggle from the step that teaches them on
        self.double_box.layout.display = "" if "atacama.tactical" in g.taught() else "none"
        if not s.is_over():  # the toggle follows the wells left: no kind that is gone
            normal, double = s.supply[s.mover]
            self.double_box.disabled = not (normal and double)
            if not (normal and double):
                self.double_box.value = bool(double)
        fields, box, points, affine = _fields_layer(s.board, s.revealed)
        self.board.preview_colour = player_colour(s.current_player or 0)
        highlight = [parse_cell(c) for c in g.highlight()]
        self.board.show_svg(
            pieces_svg(s, affine, box, highlight=highlight),
            box,
            points,
            legal=takes,
            titles=titles,
            background=fields,
        )
        self.status.value = (
            f"<b style='font-size:1.05em'>{html.escape(status_text(s, g.guide.computer))}</b>"
        )


def premiere_partie(name: str = "premiere_partie") -> GuidedAtacama:
    """The guided first game of ``notebooks/atacama/00_premiere_partie.ipynb``."""
    return GuidedAtacama(name)
