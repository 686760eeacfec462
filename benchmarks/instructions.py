"""Processor instructions per random 4-player game, counted by valgrind's callgrind.

Games per second of processor time depend on the machine, and on what else it does: the
same code gave 41 random Barrage games per second on the machine where issue 27 was written
and 8.6 on this one a few weeks later. An instruction count does not: callgrind gives the
same total for the same code and inputs whatever the machine is doing, so two versions of
the engine can be compared on any machine, even a loaded one, and a games-per-second figure
measured elsewhere can be carried over (the same work in fewer instructions).

``python -m benchmarks.instructions`` counts this checkout; ``--tree DIR`` counts another
checkout of the project (for example a ``git worktree`` of an older commit) with this
checkout's Python. Each game is counted as (N games − 0 games) / N: imports, data loading and
the first set-up are left out. About a minute per game and tree (callgrind runs the
interpreter about fifty times slower). ``make bench-instructions`` compares with a commit.

Measured on 29 November 2026 (``make bench-instructions BASE=e5b0fe5``, 10 Barrage games,
60 Eau games, seeds 1 to N): Barrage 208.2 → 130.6 million instructions per game (1.59 times
fewer), Eau 31.1 → 15.1 million (2.06 times fewer). Issue 27 asked for 41 → 60 random
Barrage games per second (1.46 times fewer instructions at the same speed per instruction)
and 290 → 500 for Eau (1.72 times).
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

#: Games counted per game name (Barrage's games are longer).
GAMES = {"barrage": 10, "eau": 60, "atacama": 60, "seismic": 20}

_PLAY = """
import sys, ludo
game, n = sys.argv[1], int(sys.argv[2])
ludo.new(game, players=4, seed=0)
for i in range(1, n + 1):
    ludo.play_out(ludo.new(game, players=4, seed=i), "random", seed=i)
"""

_COLLECTED = re.compile(r"Collected\s*:\s*(\d+)")


def count(tree: Path, game: str, n: int) -> int:
    """Instructions of ``n`` random 4-player games of ``game`` played with ``tree``'s ludo."""
    env = dict(os.environ, PYTHONPATH=str(tree))
    done = subprocess.run(
        [
            "valgrind",
            "--tool=callgrind",
            "--callgrind-out-file=/dev/null",
            sys.executable,
            "-c",
            _PLAY,
            game,
            str(n),
        ],
        cwd=tree,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    found = _COLLECTED.search(done.stderr)
    if found is None:
        raise RuntimeError(f"callgrind n'a rien compté :\n{done.stderr[-2000:]}")
    return int(found.group(1))


def per_game(tree: Path, game: str, n: int) -> float:
    """Millions of instructions per game (start-up left out)."""
    return (count(tree, game, n) - count(tree, game, 0)) / n / 1e6


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", help=f"parmi {', '.join(sorted(GAMES))}")
    parser.add_argument("--tree", action="append", type=Path, default=[])
    args = parser.parse_args(argv)
    unknown = [g for g in args.games if g not in GAMES]
    if unknown:
        print(f"Jeu inconnu : {', '.join(unknown)} (parmi {', '.join(sorted(GAMES))})")
        return 2
    if shutil.which("valgrind") is None:
        print("valgrind absent : apt-get install valgrind (Debian).")
        return 2
    trees = args.tree or [Path(__file__).resolve().parent.parent]
    for game in args.games or ["barrage", "eau"]:
        n = GAMES[game]
        figures = [(tree, per_game(tree, game, n)) for tree in trees]
        for tree, millions in figures:
            shown = f"{millions:,.1f}".replace(",", "\u202f").replace(".", ",")
            print(
                f"{game} : {shown} millions d'instructions par partie au hasard à 4 joueurs "
                f"({n} parties, {tree})"
            )
        if len(figures) > 1:
            ratio = f"{figures[0][1] / figures[-1][1]:.2f}".replace(".", ",")
            print(f"{game} : {ratio} fois moins d'instructions que {figures[0][0]}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
