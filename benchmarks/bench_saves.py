"""Benchmarks of a workshop's saved tables (issue 19 §2, §3): figures printed, never asserted.

* one table's save after a move, late in a game (the core's save, then the atomic write of the
  file): it is paid after every click at a table (target ≤ 50 ms median);
* reading a table back (« Reprendre la partie », and each redraw of the projector);
* the projector's look at the folder when nothing changed (a few times a second) and its
  redraw after a move (target: the move on the wall within a second, look and redraw included).
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from .common import line, median_ms

GAMES = (("atacama", 2, 26), ("barrage", 3, 110), ("seismic", 3, 60), ("eau", 4, 60))


def run() -> None:
    import ludo
    from ludo.core.saves import note_game, read_table, save_table
    from ludo.widgets.projector import Projector

    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for game, players, moves in GAMES:
            states = ludo.play_out(
                ludo.new(game, players=players, seed=3), "random", max_moves=moves
            )
            late = states[-1]
            n = len(late.history)
            # each measure saves a different position (a state caches its own save text)
            positions = iter(range(10**9))

            def save(states=states, positions=positions):
                # as GameSession.save does: the game so far, then the position's file
                end = len(states) - next(positions) % min(20, len(states) - 1)
                note_game(states[:end])
                save_table(folder, "1", states[end - 1], {1: "random"}, 3, "Coup joué.")

            med, p90 = median_ms(save, repeat=20)
            line(
                f"{game} : sauvegarde après un coup ({n} coups)",
                f"{med:.1f} ms (p90 {p90:.1f})",
                "≤ 50 ms",
            )
            path = save_table(folder, "1", late, {1: "random"}, 3, "Coup joué.")
            med, p90 = median_ms(lambda path=path: read_table(path), repeat=10)
            line(f"{game} : relire la table (reprendre)", f"{med:.1f} ms (p90 {p90:.1f})")
            projector = Projector(folder, start=False)
            projector.tables.value = path
            med, _ = median_ms(projector.poll, repeat=30)
            line(f"{game} : projecteur, un regard sans coup nouveau", f"{med:.2f} ms")

            def redraw(projector=projector, path=path):
                projector.show(path)

            med, p90 = median_ms(redraw, repeat=5, warmup=1)
            line(
                f"{game} : projecteur, relire et redessiner",
                f"{med:.0f} ms (p90 {p90:.0f})",
                "≤ 700 ms",
            )
            path.unlink()
