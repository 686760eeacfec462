"""Tesla's Automa in the notebooks: its tiles, its turns replayed step by step, its levels compared."""

from __future__ import annotations

import html
import statistics

import ipywidgets as W

import ludo

from ...core.french import decimal
from ...widgets import StaticForm, png_image
from .. import messages as rmsg
from ..automa import messages as amsg
from ..automa.placement import placement_lines
from ..automa.tiles import load_tiles
from ..automa.turn import LEVELS, tile_lines
from ..draw import (
    board_png,
    placement_png,
)
from .common import LAB_BOARD, barrage_style, explanation_panel, fill_width, game_style, lab


# -- Tesla's Automa ---------------------------------------------------------------------------
def solo_game(level: str = "modere", seed: int = 1, opponent: str = "greedy") -> list:
    """Every state of a solo game: a computer player (seat 1) against the Automa (seat 2)."""
    start = ludo.new("barrage", players=2, automa=[1], automa_level=level, seed=seed)
    return ludo.play_out(start, (opponent, "automa"), seed=seed)


def automa_turns(states) -> list[tuple]:
    """``(state before, explanation)`` for every Automa turn of a game."""
    out = []
    for before, after in zip(states, states[1:], strict=False):
        for e in after.events:
            if e.kind == "automa.turn":
                out.append((before, e.data["explanation"]))
    return out


def _lines_html(lines) -> str:
    return "<ul>" + "".join(f"<li>{html.escape(line)}</li>" for line in lines) + "</ul>"


def _folded(summary: str, lines) -> str:
    """``lines`` folded under ``summary`` (the mechanics, for the curious)."""
    return f"<details><summary>{html.escape(summary)}</summary>{_lines_html(lines)}</details>"


class TileViewer(StaticForm, W.VBox):
    """A tile chosen by its number: its actions side and its criteria side."""

    def __init__(self, number: int = 1):
        self.number = W.IntSlider(value=number, min=1, max=20, description="Tuile")
        self.actions = explanation_panel(width="560px", max_width="100%")
        self.criteria = explanation_panel(width="560px", max_width="100%")
        super().__init__(
            [
                barrage_style(),
                game_style(self),
                self.number,
                W.HBox([self.actions, self.criteria], layout=W.Layout(flex_flow="row wrap")),
            ]
        )
        self.add_class("ludo-barrage")
        self.number.observe(lambda _: self._show(), names="value")
        self._show()

    def _show(self) -> None:
        actions, criteria = tile_lines(load_tiles()[self.number.value - 1])
        self.actions.value = f"<b>{html.escape(actions[0])}</b>" + _lines_html(actions[1:])
        self.criteria.value = f"<b>{html.escape(criteria[0])}</b>" + _lines_html(criteria[1:])


class TurnReplay(StaticForm, W.VBox):
    """The Automa's turns of a solo game, one by one, and for a construction its
    placement step by step: candidates in orange, the chosen spot circled in green."""

    def __init__(self, level: str = "modere", seed: int = 1):
        self.level = W.Dropdown(
            options=[(amsg.LEVEL_NAMES[k], k) for k in LEVELS], value=level, description="Niveau"
        )
        self.seed = W.IntText(
            value=seed,
            description="Tirage n°",
            style={"description_width": "initial"},
            layout=W.Layout(width="200px"),
        )
        self.load = W.Button(description="Jouer la partie", button_style="info")
        self.turn = W.IntSlider(value=1, min=1, max=1, description="Tour")
        self.only_builds = W.Checkbox(
            value=True,
            description="seulement les constructions",
            indent=False,
            layout=W.Layout(width="auto", margin="0 24px"),
        )
        self.step = W.IntSlider(value=0, min=0, max=0, description="Étape")
        self.image = png_image(b"", width=LAB_BOARD)
        self.panel = explanation_panel()
        # A laboratory: the map on the left, as tall as the screen allows; the game's
        # choices, the turn and step sliders and the explanation in a column on its right.
        self.only_builds.layout.margin = "0"
        fill_width(self.level, self.turn, self.step)
        super().__init__(
            [
                barrage_style(),
                game_style(self),
                lab(
                    self.image,
                    [
                        self.level,
                        W.HBox([self.seed, self.load], layout=W.Layout(flex_flow="row wrap")),
                        self.turn,
                        self.only_builds,
                        self.step,
                        self.panel,
                    ],
                ),
            ]
        )
        self.add_class("ludo-barrage")
        self.load.on_click(lambda _: self.play())
        self.turn.observe(lambda _: self._turn_changed(), names="value")
        self.only_builds.observe(lambda _: self._filter(), names="value")
        self.step.observe(lambda _: self._show(), names="value")
        self.play()

    def play(self) -> None:
        self.turns = automa_turns(solo_game(self.level.value, self.seed.value))
        self._filter()

    def _filter(self) -> None:
        turns = self.turns
        if self.only_builds.value:
            turns = [t for t in turns if _placement(t[1]) is not None]
        self.shown = turns or self.turns
        self.turn.max = len(self.shown)
        self.turn.value = 1
        self._turn_changed()

    def _turn_changed(self) -> None:
        _, expl = self.shown[self.turn.value - 1]
        p = _placement(expl)
        self.step.max = len(p.steps) if p is not None else 0
        self.step.value = self.step.max
        self._show()

    def _show(self) -> None:
        """The turn in one plain sentence first (what the Automa did and why), its reasoning
        action by action folded; for a construction, the step the « Étape » slider shows,
        every step up to it folded under it."""
        before, expl = self.shown[self.turn.value - 1]
        p = _placement(expl)
        head = amsg.UI_TURN_HEAD.format(round=before.round, seat=before.current_player + 1)
        said = expl.lines()  # « Tour de l'Automa (…) — sentence », then its reasoning
        text = f"<p><b>{html.escape(head)}</b></p><p>{html.escape(said[0])}</p>"
        text += _folded(amsg.SAY_DETAILS, said[1:])
        if p is not None:
            lines = placement_lines(p)[: max(1, self.step.value)]
            text += f"<p><b>{html.escape(amsg.UI_PLACEMENT)}</b></p>"
            text += f"<p>{html.escape(lines[-1])}</p>"
            if len(lines) > 1:
                text += _folded(rmsg.STEPS_BEFORE.format(n=len(lines) - 1), lines[:-1])
            self.image.value = placement_png(before.board, p, step=self.step.value)
        else:
            self.image.value = board_png(before.board)
        self.panel.value = text


def _placement(expl):
    for c in expl.checks:
        if c.placement is not None:
            return c.placement
    return None


def level_table(games: int = 10, first_seed: int = 1) -> list[dict]:
    """The greedy player against each level over ``games`` seeded games."""
    rows = []
    for level in LEVELS:
        wins, automa, greedy = 0, [], []
        for seed in range(first_seed, first_seed + games):
            final = solo_game(level, seed)[-1]
            totals = final.score().totals()
            greedy.append(totals[0])
            automa.append(totals[1])
            wins += final.winners() == [0]
        rows.append(
            {
                "level": level,
                "greedy_wins": wins,
                "games": games,
                "automa_mean": statistics.mean(automa),
                "greedy_mean": statistics.mean(greedy),
            }
        )
    return rows


def level_table_html(games: int = 10, first_seed: int = 1) -> str:
    """:func:`level_table` as a French HTML table."""
    rows = "".join(
        f"<tr><td>{html.escape(amsg.LEVEL_NAMES[r['level']])}</td>"
        f"<td>{r['greedy_wins']} / {r['games']}</td>"
        f"<td>{decimal(r['automa_mean'])}</td><td>{decimal(r['greedy_mean'])}</td></tr>"
        for r in level_table(games, first_seed)
    )
    head = "".join(f"<th>{html.escape(h)}</th>" for h in amsg.UI_LEVEL_COLUMNS)
    return f"<table class='ludo-table' style='font-size:18px'><tr>{head}</tr>{rows}</table>"
