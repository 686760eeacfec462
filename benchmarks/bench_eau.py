"""Benchmarks of Eau Cœur d'Essonne (issue 5): figures printed, never asserted.

* the longest closed circuit through the Régie on full 7×7 boards (target ≤ 50 ms median);
* complete random games per second through ``legal_moves()`` / ``play()`` (target ≥ 200), and
  random 4-player games per second of processor time (issue 27: ≥ 500; ``time.process_time``,
  which other processes on a shared machine disturb less than the wall clock);
* every kind of click in the widgets: the move and the redraw (target ≤ 60 ms median).
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


def bench_random_games_cpu(n: int = 600) -> float:
    """Seeded random 4-player games played to the end (only the last state kept), per
    second of processor time."""
    import ludo

    def game(seed: int) -> None:
        ludo.final_state(ludo.new("eau", players=4, seed=seed), ludo.player("eau", "random", seed))

    game(10**6)  # warm-up: imports, tables
    cpu = time.process_time()
    for seed in range(n):
        game(seed)
    rate = n / (time.process_time() - cpu)
    print(
        f"eau: {n} parties au hasard à 4 joueurs : {rate:.0f} parties par seconde de processeur "
        "— objectif ≥ 500 (issue 27 ; comparer deux versions : make bench-instructions)"
    )
    return rate


def bench_interaction(n: int = 21) -> float:
    from ludo.eau.tiles import cell_name
    from ludo.eau.ui import EauGame

    from .common import click_line

    g = EauGame(players=4, seed=3)

    def step(_i):
        s = g.state
        if s.phase == "choose":
            g.choose_buttons[0].click()
        else:
            move = s.legal_moves()[0]
            g.board.click(cell_name(move.cell))
            g.rotation.value = move.turn * 90
            g.confirm_button.click()

    return click_line("une étape d'interaction (clic, coup, dessin)", step, repeat=n)


def bench_clicks() -> None:
    """Every kind of click a participant makes in an Eau widget: move + redraw."""
    from ludo.eau.ui import CircuitExplorer, EauGame, LeakExplorer

    from .common import click_line

    print("   -- clics (coup + dessin) --")
    g = EauGame(players=2, seed=3)
    click_line(
        "« Choisir » une tuile (main d'un joueur)",
        lambda _i: g.choose_buttons[0].click(),
        repeat=2,
        warmup=0,
    )
    cells = sorted(g.board.legal)
    click_line(
        "clic sur le plateau → tuile montrée",
        lambda i: g.board.click(cells[i % len(cells)]),
        after=lambda _i: g.cancel(),
    )
    g.board.click(cells[0])
    click_line("« Tourner » (R)", lambda _i: g.rotate())
    click_line(
        "« Valider » → plateau redessiné",
        lambda _i: g.confirm(),
        after=lambda i: (g._undo(), g.board.click(cells[(i + 1) % len(cells)])),
    )
    g.cancel()
    click_line("« Annuler »", lambda _i: g._undo(), after=lambda _i: g._auto("random"))
    click_line("« Conseil de l'aide »", lambda _i: g.help_button.click(), repeat=10)
    click_line(
        "« L'aide joue ce coup »",
        lambda _i: g.helper_play_button.click(),
        after=lambda _i: g._undo(),
        repeat=10,
    )
    click_line("« Coup au hasard »", lambda _i: g.random_button.click(), after=lambda _i: g._undo())
    click_line(
        "« Montrer le plus long circuit »",
        lambda _i: setattr(g.show_circuit, "value", not g.show_circuit.value),
    )
    click_line(
        "« Montrer les fuites »",
        lambda _i: setattr(g.show_leaks, "value", not g.show_leaks.value),
    )
    for _ in range(12):
        g._auto("helper")
    click_line("« Ouvrir la vanne » (l'eau pas à pas)", lambda _i: g.water_button.click(), repeat=5)
    click_line("« Nouvelle partie »", lambda _i: g.new_button.click(), repeat=10)
    click_line(
        "« Finir la partie avec l'aide »",
        lambda _i: g.finish_button.click(),
        after=lambda _i: g.new_button.click(),
        repeat=5,
    )
    leaks = LeakExplorer()
    names = list(leaks.choice.options)
    click_line(
        "fuites : choisir un plateau",
        lambda i: setattr(leaks.choice, "value", names[i % (len(names) - 1)]),
        repeat=10,
    )
    circuits = CircuitExplorer()
    boards = list(circuits.choice.options)
    click_line(
        "circuits : choisir un plateau",
        lambda i: setattr(circuits.choice, "value", boards[i % (len(boards) - 1)]),
        repeat=10,
    )
    breaks = list(circuits.breaker.options)
    click_line(
        "circuits : casser une liaison",
        lambda i: setattr(circuits.breaker, "index", i % len(breaks)),
        repeat=10,
    )
    # « Suivant » in the rounds of a finished game: a board sharp at 150 % (ui.DPI), every
    # step drawn afresh.
    import ludo
    from ludo.eau.ui import rounds_stepper

    rounds = rounds_stepper(ludo.play_out(ludo.new("eau", players=4, seed=2), "helper")[-1])
    click_line(
        "« Suivant » dans les tours rejoués (image nette à 150 %)",
        lambda i: rounds._go(1 + i % (len(rounds) - 1)),
        after=lambda _i: rounds._cache.clear(),
        repeat=10,
    )


def run() -> None:
    bench_circuit()
    bench_random_games()
    bench_random_games_cpu()
    bench_interaction()
    bench_clicks()


if __name__ == "__main__":
    run()
