"""Atacama: random complete games per second, the opponents, every kind of click (≤ 60 ms)."""

from __future__ import annotations

import random

import ludo
from ludo.atacama.draw import to_png
from ludo.atacama.players import SearchPlayer
from ludo.atacama.ui import (
    AtacamaBoard,
    BoardEditor,
    GameScoreExplorer,
    ScoreExplorer,
    VersusComputer,
    replay_stepper,
)

from .common import click_line, line, rate


def _random_game(seed: int, **options) -> None:
    ludo.play_out(ludo.new("atacama", seed=seed, **options), ludo.player("atacama", "random", seed))


def run() -> None:
    per_s, n = rate(lambda i: _random_game(i))
    line("parties aléatoires complètes, 2 joueurs", f"{per_s:,.0f} /s ({n} parties)", "≥ 500 /s")
    per_s, n = rate(lambda i: _random_game(i, variant="advanced", tactical=True), 2.0)
    line("parties aléatoires, jeu avancé tactique", f"{per_s:,.0f} /s ({n} parties)")
    per_s, n = rate(lambda i: _random_game(i, players=4), 2.0)
    line("parties aléatoires, 4 joueurs", f"{per_s:,.0f} /s ({n} parties)")

    bot = SearchPlayer(seed=0)
    s0 = ludo.new("atacama", seed=3).play("e5")
    click_line("l'ordinateur « prudent » choisit un coup", lambda _i: bot.choose(s0), repeat=5)
    clicks()


def clicks() -> None:
    """Every kind of click a participant makes in an Atacama widget: move + redraw."""
    print("   -- clics (coup + dessin) --")
    # One step of a replay (a stepper's « Suivant »): a move, then the board as a PNG.
    rng = random.Random(1)
    s = ludo.new("atacama", seed=1)
    for _ in range(12):
        s = s.play(rng.choice(s.legal_moves()))
    moves = list(s.legal_moves())
    click_line(
        "un pas d'interaction (coup + image du plateau)",
        lambda i: to_png(s.play(moves[i % len(moves)])),
        repeat=40,
    )

    # « Suivant » in a replayed game: a picture sharp at 150 % (PNG_DPI), the roles beside it
    # (four players); every step drawn afresh.
    replay = replay_stepper(ludo.play_out(ludo.new("atacama", players=4, seed=3), "greedy")[-1])
    click_line(
        "« Suivant » dans une partie rejouée (image nette à 150 %)",
        lambda i: replay._go(1 + i % (len(replay) - 1)),
        after=lambda _i: replay._cache.clear(),
    )

    board = AtacamaBoard(s)
    cells = sorted(board.board.legal)
    click_line(
        "un clic sur le plateau-widget (coup + plateau)",
        lambda i: board.board.click(cells[i % len(cells)]),
        after=lambda _i: board.undo(),
    )
    click_line(
        "« Annuler le dernier coup »",
        lambda _i: board.undo(),
        after=lambda i: board.board.click(cells[i % len(cells)]),
    )
    click_line(
        "« Montrer les cases interdites »",
        lambda _i: setattr(board.forbidden_box, "value", not board.forbidden_box.value),
    )
    click_line("« Nouvelle partie »", lambda _i: board.reset())

    versus = AtacamaBoard(ludo.new("atacama", seed=3), computer={1: "search"})
    free = sorted(versus.board.legal)
    click_line(
        "un clic contre l'ordinateur « prudent » (+ sa réponse)",
        lambda i: versus.board.click(free[i % len(free)]),
        repeat=10,
        after=lambda _i: versus.undo(),
    )

    final = ludo.play_out(ludo.new("atacama", seed=5), "greedy", seed=5)[-1]
    explorer = ScoreExplorer(final)
    n = len(explorer.picker.options)
    click_line(
        "explorateur du décompte : choisir une ligne",
        lambda i: setattr(explorer.picker, "value", (i + 1) % n),
    )
    games = GameScoreExplorer(games=30)
    click_line(
        "explorateur de parties : curseur « puits posés »",
        lambda i: setattr(games.wells, "value", 10 + i % 18),
    )
    click_line(
        "explorateur de parties : une autre partie",
        lambda i: setattr(games.game, "value", (i + 2) % 31),
        repeat=10,
    )
    editor = BoardEditor()
    click_line("éditeur : « Lire le plateau »", lambda _i: editor.read_button.click())
    game = VersusComputer()
    click_line(
        "partie contre l'ordinateur : changer d'adversaire",
        lambda i: setattr(game.opponent, "value", ("greedy", "search")[i % 2]),
        repeat=10,
    )
