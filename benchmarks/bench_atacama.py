"""Atacama: random complete games per second, one interaction step, the opponents."""

from __future__ import annotations

import ludo
from ludo.atacama.draw import to_png
from ludo.atacama.players import SearchPlayer
from ludo.atacama.ui import AtacamaBoard

from .common import interaction_step_ms, line, median_ms, rate


def _random_game(seed: int, **options) -> None:
    ludo.play_out(ludo.new("atacama", seed=seed, **options), ludo.player("atacama", "random", seed))


def run() -> None:
    per_s, n = rate(lambda i: _random_game(i))
    line("parties aléatoires complètes, 2 joueurs", f"{per_s:,.0f} /s ({n} parties)", "≥ 500 /s")
    per_s, n = rate(lambda i: _random_game(i, variant="advanced", tactical=True), 2.0)
    line("parties aléatoires, jeu avancé tactique", f"{per_s:,.0f} /s ({n} parties)")
    per_s, n = rate(lambda i: _random_game(i, players=4), 2.0)
    line("parties aléatoires, 4 joueurs", f"{per_s:,.0f} /s ({n} parties)")

    # One interaction step: play a move and redraw the board to an image.
    med, p90 = interaction_step_ms("atacama", to_png, warmup_moves=12, repeat=40)
    line(
        "un pas d'interaction (coup + image du plateau)",
        f"médiane {med:.0f} ms, p90 {p90:.0f} ms",
        "≤ 100 ms",
    )

    board = AtacamaBoard(ludo.new("atacama", seed=2))
    cells = [c for c in range(81)]
    idx = {"i": 0}

    def click():
        board.reset()
        board.click_cell(cells[idx["i"] % 81])
        idx["i"] += 1

    med, p90 = median_ms(click, repeat=20)
    line(
        "un clic sur le plateau-widget (coup + widgets)", f"médiane {med:.0f} ms, p90 {p90:.0f} ms"
    )

    bot = SearchPlayer(seed=0)
    s0 = ludo.new("atacama", seed=3).play("e5")
    med, p90 = median_ms(lambda: bot.choose(s0), repeat=5, warmup=1)
    line("l'ordinateur « prudent » choisit un coup", f"médiane {med:.0f} ms, p90 {p90:.0f} ms")
