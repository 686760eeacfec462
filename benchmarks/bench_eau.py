"""Benchmarks of Eau Cœur d'Essonne (issue 5): figures printed, never asserted.

* the longest closed circuit through the Régie on full 7×7 boards (target ≤ 50 ms median);
* complete random games per second through ``legal_moves()`` / ``play()`` (target ≥ 200);
* one interaction step of the game widget: a click, the move, the redraw (target ≤ 100 ms median).
"""

from __future__ import annotations

import statistics
import time


def _full_boards(n: int):
    """Full 7×7 boards: games of 2 players (they fill the square), plus the densest grid."""
    import ludo
    from ludo.eau.tiles import Tile

    boards = []
    for seed in range(n):
        s = ludo.play_out(ludo.new("eau", players=2, seed=seed), "random", seed=seed)[-1]
        boards.append(("partie au hasard", s.board))
    # Every inner border joined: the hardest board for the search (47-tile circuit).
    grid = list(ludo.new("eau", players=2, seed=0).board)
    for cell in range(49):
        if grid[cell] is None:
            r, c = divmod(cell, 7)
            mask = (r > 0) | (c < 6) << 1 | (r < 6) << 2 | (c > 0) << 3
            code = {4: "A", 3: "T", 2: "L"}[bin(mask).count("1")]
            grid[cell] = next(Tile.of(code, k) for k in range(4) if Tile.of(code, k).mask == mask)
    boards.append(("grille entièrement raccordée", tuple(grid)))
    return boards


def bench_circuit(n: int = 30) -> float:
    from ludo.eau.network import circuit_length, longest_circuit

    times, lengths = [], []
    boards = _full_boards(n)
    for _, board in boards:
        t = time.perf_counter()
        cycle = longest_circuit(board)
        times.append(time.perf_counter() - t)
        lengths.append(circuit_length(cycle))
    med = statistics.median(times) * 1000
    print(
        f"eau: plus long circuit par la Régie, {len(boards)} plateaux 7×7 pleins : "
        f"médiane {med:.2f} ms, max {max(times) * 1000:.2f} ms "
        f"(grille dense : {times[-1] * 1000:.2f} ms, {lengths[-1]} tuiles) — objectif ≤ 50 ms"
    )
    return med


def bench_random_games(n: int = 200) -> float:
    import ludo

    t = time.perf_counter()
    for seed in range(n):
        ludo.play_out(ludo.new("eau", players=2 + seed % 5, seed=seed), "random", seed=seed)
    rate = n / (time.perf_counter() - t)
    print(
        f"eau: {n} parties complètes au hasard (2 à 6 joueurs) : {rate:.0f} parties/s — objectif ≥ 200"
    )
    return rate


def bench_interaction(n: int = 21) -> float:
    from ludo.eau.tiles import cell_name
    from ludo.eau.ui import EauGame

    g = EauGame(players=4, seed=3)
    times = []
    for _ in range(n):
        s = g.state
        t = time.perf_counter()
        if s.phase == "choose":
            g.choose_buttons[0].click()
        else:
            move = s.legal_moves()[0]
            g.board.click(cell_name(move.cell))
            g.rotation.value = move.turn * 90
            g.confirm_button.click()
        times.append(time.perf_counter() - t)
    med = statistics.median(times) * 1000
    print(
        f"eau: une étape d'interaction (clic, coup, dessin) : médiane {med:.1f} ms sur {n} — objectif ≤ 100 ms"
    )
    return med


def run() -> None:
    bench_circuit()
    bench_random_games()
    bench_interaction()


if __name__ == "__main__":
    run()
