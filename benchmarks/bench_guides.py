"""Benchmarks of the guided first games (issue 30): figures printed, never asserted.

For each guide: its number of steps, and the words it shows along a played path (its own
texts: each step's sentences, the questions' choices and feedback; the engine's one-line
explanations of every move, the computer's replies included; the end: the score line by
line, the rules met, « Et ensuite »), over several paths where the learner plays at random
among the moves the lesson takes (aim: under 1 200 words for Atacama, Seismic and Eau,
3 000 for Barrage, a third of what playing the tables took). Then a click's cost at the
guided table (the move, the computer's reply, the panel and the board redrawn): for
Seismic a whole move (a face-up tile, a cell, a crew, « Valider »: four clicks).
"""

from __future__ import annotations

import random
import statistics

from .common import click_line, line

#: (game, the function giving its guide, the guided table's module function)
GUIDES = (
    ("atacama", "ludo.atacama.guided", "ludo.atacama.ui"),
    ("eau", "ludo.eau.guided", "ludo.eau.ui"),
    ("seismic", "ludo.seismic.guided", "ludo.seismic.ui"),
    ("barrage", "ludo.barrage.guided", "ludo.barrage.ui"),
)
SEEDS = range(8)


def shown_words(guide, seed: int, module=None) -> tuple[int, int | None]:
    """The words a learner reads along one path through ``guide`` (random choices), and
    those read until the step ``module.GUIDED_UNTIL`` (Barrage: the guided first round,
    before the learner plays on alone) when the module names one. A module with a cheap
    ``lesson_moves(g)`` (Barrage: hundreds of legal moves) is asked instead of ``check``."""
    rng = random.Random(seed)
    g = guide.start()
    texts: list[str] = list(g.lines)
    last = None
    until = getattr(module, "GUIDED_UNTIL", None)
    cheap = getattr(module, "lesson_moves", None)
    guided = None
    while not g.is_done():
        if guided is None and g.step.id == until:
            guided = sum(len(t.split()) for t in texts)
        if g.index != last:
            texts.append(g.text())
            last = g.index
        q = g.question()
        if q is not None:
            texts += list(q.choices)
            texts.append(g.answer(rng.choice(q.choices)))
            continue
        if cheap is not None:
            moves = cheap(g)
        else:
            moves = [m for m in g.state.legal_moves() if g.check(m) is None]
        texts += g.play(rng.choice(moves))
    texts += g.report().texts()
    return sum(len(t.split()) for t in texts), guided


def run() -> None:
    import importlib

    for game, module, _ui in GUIDES:
        mod = importlib.import_module(module)
        guide = mod.guide()
        paths = [shown_words(guide, seed, mod) for seed in SEEDS]
        words = [w for w, _ in paths]
        line(f"{game} : étapes du guide", str(len(guide.steps)))
        guided = [g for _, g in paths if g is not None]
        if guided:  # Barrage: the guided first round, then the whole game
            line(
                f"{game} : mots lus pendant la manche guidée, {len(guided)} parties",
                f"médiane {statistics.median(guided):.0f}, max {max(guided)}",
                "≤ 3 000",
            )
        line(
            f"{game} : mots lus, {len(words)} parties" + (" (partie entière)" if guided else ""),
            f"médiane {statistics.median(words):.0f}, max {max(words)}",
            "≤ 1 200" if game != "barrage" else "",
        )
    from ludo.atacama.ui import GuidedAtacama

    table = GuidedAtacama()

    def click(_i, table=table):
        g = table.guided
        if g.question() is not None:
            table.panel.choices[0].click()
            return
        if g.step.require == "double":
            table.double_box.value = True
        table.click_cell(sorted(table.board.legal)[0])

    def fresh(_i, table=table):
        if table.guided.is_done():
            table.panel.show_guided(table.guide.start())
            table.refresh()

    click_line("atacama : un clic à la table guidée (coup, réponse, dessin)", click, after=fresh)
    eau_clicks()
    seismic_click()
    barrage_click()


def eau_clicks() -> None:
    """Eau's guided table: a choice, a question's answer, or a tile shown then laid (two
    clicks: the second plays it, the computer's replies included)."""
    from ludo.eau.ui import GuidedEau

    table = GuidedEau()

    def click(_i, table=table):
        if table.guided.question() is not None:
            table.panel.choices[0].click()
        elif table.hand.children:
            table.hand.children[0].click()
        else:
            cell = sorted(table.board.legal)[0]
            table.click_cell(cell)
            table.click_cell(cell)

    def fresh(_i, table=table):
        if table.guided.is_done():
            table.panel.show_guided(table.guide.start())
            table.refresh()

    click_line("eau : un clic à la table guidée (coup et réponses, dessin)", click, after=fresh)


def seismic_click() -> None:
    """A move at Seismic's guided table: a face-up tile, a yellow cell (a crew's circle
    when asked), « Valider » — or a question's button, or a tied side of a quake."""
    from ludo.seismic.ui.guided import GuidedSeismic

    table = GuidedSeismic()

    def click(_i, table=table):
        g = table.guided
        if g.question() is not None:
            table.panel.choices[0].click()
            return
        if table.state.phase != "place":
            table.board.board.click(sorted(table.board.choice_cells())[0])
            table.board.play_button.click()
            return
        move = table.accepted()[0]
        table.place(move.tile, move.cell)

    def fresh(_i, table=table):
        if table.guided.is_done():
            table.panel.show_guided(table.guide.start())
            table.refresh()

    # a whole move: four clicks and the computer's reply (the guided table's panel and
    # drawing redrawn once)
    click_line(
        "seismic : un coup à la table guidée (tuile, case, équipe, valider)",
        click,
        after=fresh,
        target="≤ 300 ms",
    )


def barrage_click() -> None:
    """A move at Barrage's guided table: a space the lesson takes, its first place, the
    first detail, « Valider » (the Automa's reply, the panel, the map and the action board
    redrawn) — or a question's button, or the pick."""
    from ludo.barrage.ui.guided import GuidedBarrage

    table = GuidedBarrage()

    def click(_i, table=table):
        if table.guided.question() is not None:
            table.panel.choices[0].click()
            return
        table.play_move(table.accepted()[0])

    def fresh(_i, table=table):
        if table.guided.step.id == "suite":  # the guided round is over: again from its start
            table.new_game()

    click_line(
        "barrage : un coup à la table guidée (espace, lieu, valider)",
        click,
        after=fresh,
        target="≤ 300 ms",
    )
