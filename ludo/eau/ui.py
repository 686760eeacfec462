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
import random

import ipywidgets as W

from ..core.errors import LudoError
from ..core.registry import new
from ..viz import fig_to_png
from ..widgets import Stepper
from . import examples
from . import messages as msg
from . import messages as um
from .draw import draw_board, fast_png, water_frames
from .network import (
    circuit_length,
    cut_off_by,
    leaks,
    longest_circuit,
    robustness,
    water_reach,
)
from .players import play_out, random_move, suggest
from .rules import Choose, Place
from .tiles import SIZE, Tile, cell_name

DPI = 64


def _png(fig) -> bytes:
    return fast_png(fig, dpi=DPI)


@functools.lru_cache(maxsize=64)
def _tile_png(code: str, turn: int) -> bytes:
    from ..viz import new_figure
    from .draw import _draw_tile

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
    rows = "".join(
        f"<tr><td>{html.escape(msg.LEAK_KIND_NAMES[lk.kind])}</td><td>{cell_name(lk.cell)}</td>"
        f"<td>{'' if lk.side is None else msg.SIDE_NAMES[lk.side]}</td></tr>"
        for lk in found
    )
    counts = ", ".join(
        f"{msg.LEAK_KIND_NAMES[k]} : {sum(1 for lk in found if lk.kind == k)}"
        for k in ("border", "event", "unconnected", "pierced")
    )
    return (
        f"<p><b>{um.LEAK_TOTAL.format(n=len(found))}</b> ({html.escape(counts)})</p>"
        "<table style='font-size:1.05em'><tr>"
        f"<th>{um.COL_KIND}</th><th>{um.COL_CELL}</th><th>{um.COL_SIDE}</th></tr>{rows}</table>"
    )


class EauGame(W.VBox):
    """Play a cooperative game by clicking: choose a tile, turn it, click a cell.

    Headless use (tests): ``g.choose_buttons[i].click()``, ``g.rotation.value = 90``,
    ``g.cell_buttons[cell].click()``, ``g.help_button.click()``...
    """

    def __init__(self, state=None, players: int = 4, seed: int | None = 1, show_score: bool = True):
        self.state = state if state is not None else new("eau", players=players, seed=seed)
        self.history = [self.state]
        self.status = W.HTML()
        self.image = W.Image(format="png", layout=W.Layout(width="520px", max_width="100%"))
        self.rotation = W.ToggleButtons(
            options=[("0°", 0), ("90°", 90), ("180°", 180), ("270°", 270)],
            description=um.ROTATION,
            style={"button_width": "56px"},
        )
        self.preview = W.Image(format="png", layout=W.Layout(width="80px"))
        self.choose_box = W.HBox()
        self.choose_buttons: list[W.Button] = []
        self.cell_buttons = []
        rows = []
        for r in range(SIZE):
            row = []
            for c in range(SIZE):
                b = W.Button(
                    description=cell_name(r * SIZE + c),
                    layout=W.Layout(width="46px", height="34px"),
                )
                b.on_click(self._on_cell(r * SIZE + c))
                self.cell_buttons.append(b)
                row.append(b)
            rows.append(W.HBox(row))
        self.grid = W.VBox(rows)
        self.help_button = W.Button(description=um.HELP, icon="lightbulb-o")
        self.helper_play_button = W.Button(description=um.HELPER_PLAYS)
        self.random_button = W.Button(description=um.RANDOM)
        self.finish_button = W.Button(description=um.FINISH)
        self.undo_button = W.Button(description=um.UNDO, icon="undo")
        self.show_leaks = W.Checkbox(value=True, description=um.SHOW_LEAKS)
        self.show_circuit = W.Checkbox(value=False, description=um.SHOW_CIRCUIT)
        self.players_box = W.Dropdown(
            options=[2, 3, 4, 5, 6], value=self.state.n_players, description=um.PLAYERS
        )
        self.seed_box = W.IntText(
            value=self.state.seed, description=um.SEED, layout=W.Layout(width="180px")
        )
        self.new_button = W.Button(description=um.NEW_GAME)
        self.water_button = W.Button(description=um.OPEN_VALVE, icon="tint")
        self.water_box = W.VBox()
        self.water_button.on_click(lambda _: self._water())
        self.explanation = W.HTML(layout=W.Layout(min_height="3em"))
        self.score = W.HTML()
        self.help_button.on_click(lambda _: self._help())
        self.helper_play_button.on_click(lambda _: self._auto("helper"))
        self.random_button.on_click(lambda _: self._auto("random"))
        self.finish_button.on_click(lambda _: self._finish())
        self.undo_button.on_click(lambda _: self._undo())
        self.new_button.on_click(lambda _: self._new())
        self.rotation.observe(lambda _: self._refresh(redraw=False), names="value")
        self.show_leaks.observe(lambda _: self._refresh(), names="value")
        self.show_circuit.observe(lambda _: self._refresh(), names="value")
        self._show_score = show_score
        controls = W.VBox(
            [
                self.status,
                self.choose_box,
                W.HBox([self.rotation, self.preview]),
                self.grid,
                W.HBox([self.help_button, self.helper_play_button]),
                W.HBox([self.random_button, self.finish_button, self.undo_button]),
                W.HBox([self.show_leaks, self.show_circuit]),
                self.water_button,
                W.HBox([self.players_box, self.seed_box, self.new_button]),
            ]
        )
        super().__init__(
            [W.HBox([self.image, controls]), self.explanation, self.water_box, self.score]
        )
        self._refresh()

    # -- actions ----------------------------------------------------------------------------------
    def play(self, move) -> bool:
        """Play ``move`` (text or Move); on refusal, show the French reason. True if played."""
        try:
            nxt = self.state.play(move)
        except LudoError as exc:
            self.explanation.value = f"<p style='color:#b00'><b>{html.escape(str(exc))}</b></p>"
            return False
        self.state = nxt
        self.history.append(nxt)
        self._refresh()
        self.explanation.value = (
            "<p>" + "<br>".join(html.escape(e.text) for e in nxt.events) + "</p>"
        )
        return True

    def _on_cell(self, cell: int):
        def handler(_):
            s = self.state
            code = s.tile_to_place()
            if code is None:
                self.explanation.value = f"<p style='color:#b00'>{um.CHOOSE_FIRST}</p>"
                return
            self.play(Place(code, cell, self.rotation.value // 90))

        return handler

    def _on_choose(self, code: str):
        return lambda _: self.play(Choose(code))

    def _help(self):
        tips = suggest(self.state, 3)
        if not tips:
            self.explanation.value = f"<p>{um.NOTHING_TO_SUGGEST}</p>"
            return
        items = "".join(
            f"<li><code>{html.escape(str(t.move))}</code> — {html.escape(t.reason)}</li>"
            for t in tips
        )
        self.explanation.value = f"<p>{um.SUGGESTIONS}</p><ol>{items}</ol>"

    def _auto(self, who: str):
        if self.state.is_over():
            return
        if who == "helper":
            move = suggest(self.state, 1)[0].move
        else:
            move = random_move(self.state, random.Random(len(self.history)))
        self.play(move)

    def _finish(self):
        if self.state.is_over():
            return
        states = play_out(self.state, "helper")
        self.history.extend(states[1:])
        self.state = states[-1]
        self._refresh()
        self.explanation.value = f"<p>{um.FINISHED.format(n=len(states) - 1)}</p><p>{html.escape(self.state.events[-1].text)}</p>"

    def _water(self):
        """Show the water leaving the Régie on the current board (a stepper)."""
        self.water_box.children = (water_stepper(self.state),)

    def _undo(self):
        if len(self.history) > 1:
            self.history.pop()
            self.state = self.history[-1]
            self._refresh()
            self.explanation.value = f"<p>{um.UNDONE}</p>"

    def _new(self):
        self.state = new("eau", players=self.players_box.value, seed=self.seed_box.value)
        self.history = [self.state]
        self._refresh()
        self.explanation.value = (
            "<p>" + "<br>".join(html.escape(e.text) for e in self.state.events) + "</p>"
        )

    # -- display ----------------------------------------------------------------------------------
    def _status_html(self) -> str:
        s = self.state
        if s.is_over():
            return f"<h3>{um.GAME_OVER}</h3>"
        p = s.current_player
        head = um.STATUS.format(
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
            code = s.tile_to_place()
            lines.append(um.TO_PLACE.format(tile=html.escape(msg.TILE_NAMES[code])))
        return "<p>" + "<br>".join(lines) + "</p>"

    def _refresh(self, redraw: bool = True):
        s = self.state
        self.status.value = self._status_html()
        code = s.tile_to_place()
        if s.phase == "choose" and not s.is_over():
            buttons = []
            for c in sorted(set(s.hands[s.current_player])):
                b = W.Button(
                    description=um.CHOOSE.format(tile=msg.TILE_SHORT[c]), button_style="primary"
                )
                b.on_click(self._on_choose(c))
                buttons.append(b)
            self.choose_buttons = buttons
            self.choose_box.children = tuple(buttons)
        else:
            self.choose_buttons = []
            self.choose_box.children = ()
        legal_cells = set()
        if code is not None:
            legal_cells = {m.cell for m in s.legal_moves()}
            self.preview.value = _tile_png(code, self.rotation.value // 90)
        for cell, b in enumerate(self.cell_buttons):
            b.disabled = cell not in legal_cells
            b.button_style = "info" if cell in legal_cells else ""
        if redraw:
            cycle = longest_circuit(s.board) if self.show_circuit.value else ()
            self.image.value = _png(
                draw_board(s, show_leaks=self.show_leaks.value, circuit=cycle, size=6.5)
            )
            if self._show_score:
                self.score.value = s.score().to_html()


class LeakExplorer(W.VBox):
    """Pick an example board (or a finished game) and see every leak listed and drawn."""

    def __init__(self):
        self.examples = {um.LEAK_EXAMPLE_NAMES[k]: b for k, b in examples.leak_examples().items()}
        self.choice = W.Dropdown(
            options=list(self.examples) + [um.FINISHED_GAME], description=um.BOARD
        )
        self.seed = W.IntSlider(value=1, min=0, max=50, description=um.SEED)
        self.image = W.Image(format="png", layout=W.Layout(width="480px", max_width="100%"))
        self.table = W.HTML()
        self.choice.observe(lambda _: self._refresh(), names="value")
        self.seed.observe(lambda _: self._refresh(), names="value")
        super().__init__([W.HBox([self.choice, self.seed]), W.HBox([self.image, self.table])])
        self._refresh()

    def board(self):
        if self.choice.value == um.FINISHED_GAME:
            return play_out(new("eau", players=4, seed=self.seed.value), "helper")[-1].board
        return self.examples[self.choice.value]

    def _refresh(self):
        b = self.board()
        self.seed.layout.visibility = (
            "visible" if self.choice.value == um.FINISHED_GAME else "hidden"
        )
        self.image.value = _png(draw_board(b, size=6.0))
        self.table.value = leak_table_html(b)


class CircuitExplorer(W.VBox):
    """The longest circuit through the Régie, the bridges, and what a break cuts off."""

    def __init__(self):
        self.boards = {
            um.CIRCUIT_EXAMPLE: examples.rule_example_15(),
            um.BRANCHED: examples.branched_network(),
            um.LOOPED: examples.looped_network(),
        }
        self.choice = W.Dropdown(
            options=list(self.boards) + [um.FINISHED_GAME], description=um.BOARD
        )
        self.seed = W.IntSlider(value=3, min=0, max=50, description=um.SEED)
        self.show_bridges = W.Checkbox(value=False, description=um.SHOW_BRIDGES)
        self.breaker = W.Dropdown(options=[(um.NO_BREAK, None)], description=um.BREAK)
        self.image = W.Image(format="png", layout=W.Layout(width="480px", max_width="100%"))
        self.explanation = W.HTML()
        for w in (self.choice, self.seed, self.show_bridges):
            w.observe(lambda _: self._refresh(), names="value")
        self._updating = False
        self.breaker.observe(lambda _: None if self._updating else self._draw(), names="value")
        super().__init__(
            [
                W.HBox([self.choice, self.seed]),
                W.HBox([self.show_bridges, self.breaker]),
                W.HBox([self.image, self.explanation]),
            ]
        )
        self._refresh()

    def board(self):
        if self.choice.value == um.FINISHED_GAME:
            return play_out(new("eau", players=4, seed=self.seed.value), "helper")[-1].board
        return self.boards[self.choice.value]

    def _refresh(self):
        self.seed.layout.visibility = (
            "visible" if self.choice.value == um.FINISHED_GAME else "hidden"
        )
        b = self.board()
        self._board = b
        self._rob = robustness(b)
        links = [(um.NO_BREAK, None)] + [
            (um.LINK.format(a=cell_name(a), b=cell_name(c)), (a, c))
            for a, c in sorted(
                {tuple(sorted(e)) for e in _links(b, self._rob["network"])},
                key=lambda e: (cell_name(e[0]), cell_name(e[1])),
            )
        ]
        self._updating = True
        self.breaker.options = links
        self.breaker.value = None
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
        if self.breaker.value is not None:
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
        self.image.value = _png(
            draw_board(b, wet=wet, circuit=cycle, links=links, highlight=highlight, size=6.0)
        )
        self.explanation.value = "".join(f"<p>{html.escape(p)}</p>" for p in parts)


def _links(board, network):
    from .network import tile_graph

    g = tile_graph(board)
    return [e for e in g.edges if e[0] in network and e[1] in network]


def water_stepper(state_or_board, title: str = "") -> Stepper:
    """A stepper over the water flowing out of the Régie, front by front."""
    board = state_or_board.board if hasattr(state_or_board, "board") else state_or_board
    frames, sizes = water_frames(board, dpi=80)
    texts = [um.WATER_STEP.format(k=k, n=n) for k, n in enumerate(sizes)]
    if texts:
        n_leaks = len(leaks(board))
        texts[-1] += " " + um.WATER_LAST.format(leaks=n_leaks)
    return Stepper(frames, texts, title=title or um.WATER_TITLE, interval=700)


def rounds_stepper(final_state) -> Stepper:
    """A stepper over a finished (or running) game, one frame per round's end."""
    states = final_state.replay()
    frames, texts = [], []
    marks = [
        i for i, s in enumerate(states) if i == 0 or s.round != states[i - 1].round or s.is_over()
    ]
    marks = sorted(set(marks + [len(states) - 1]))
    for i in marks:
        s = states[i]
        frames.append(lambda st=s: _png(draw_board(st, size=6.0)))
        told = " ".join(e.text for e in s.events)
        sheet = s.score()
        texts.append(
            html.escape(told)
            + "<br><i>"
            + html.escape(um.LEAKS_NOW.format(n=sheet.extra["leaks"]))
            + "</i>"
        )
    return Stepper(frames, texts, title=um.ROUNDS_TITLE, interval=1200)


def figure_image(fig, width: str = "520px") -> W.Image:
    """A matplotlib figure as an image widget (shown in Voilà and JupyterLab)."""
    return W.Image(
        value=fig_to_png(fig, dpi=DPI), format="png", layout=W.Layout(width=width, max_width="100%")
    )


def board_image(board, width: str = "480px", **kwargs) -> W.Image:
    """A board drawn by :func:`ludo.eau.draw.draw_board`, as an image widget."""
    return figure_image(draw_board(board, **kwargs), width=width)


def before_after(state, move, width: str = "420px") -> W.VBox:
    """Two boards side by side (before and after ``move``) and what the move did."""
    after = state.play(move)
    text = "<br>".join(html.escape(e.text) for e in after.events)
    counts = um.BEFORE_AFTER.format(before=len(leaks(state.board)), after=len(leaks(after.board)))
    return W.VBox(
        [
            W.HBox(
                [
                    board_image(state, width=width, title=um.BEFORE),
                    board_image(after, width=width, title=um.AFTER),
                ]
            ),
            W.HTML(f"<p>{text}</p><p><b>{html.escape(counts)}</b></p>"),
        ]
    )


def score_panel(state) -> W.HTML:
    """The French score sheet (the shared verdict) as an HTML widget."""
    return W.HTML(state.score().to_html())
