"""The notebooks' labs: leaks and circuits explored on example boards, the water and the rounds
step by step, a move before and after, and the robustness table.
"""

from __future__ import annotations

import functools
import html

import ipywidgets as W

from ...widgets import Panel, StaticForm, Stepper, Text
from ...widgets.why import WhyPanel
from .. import examples
from .. import messages as msg
from .. import messages as um
from ..draw import (
    CELL_PT,
    board_svg,
    draw_water_strip,
    fast_png,
)
from ..network import (
    circuit_length,
    cut_off_by,
    leaks,
    longest_circuit,
    robustness,
    water_front,
    water_reach,
)
from ..tiles import SIZE, cell_name, load_diagonal
from .common import (
    _TOP,
    _WRAP,
    _big,
    _board_widget,
    _finished_board,
    _panel,
    _style,
    _svg_board,
    _svg_html,
    board_image,
    leak_table_html,
    score_html,
)


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
    why = WhyPanel("eau")  # each line's « Pourquoi ? » opens its rule's card above
    panel = _panel()
    panel.value = score_html(state, why.link)
    panel.add_class("eau-score")
    return Panel([_style(), why, panel])


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
