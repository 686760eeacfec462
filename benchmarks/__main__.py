"""Run every ``benchmarks/bench_*.py`` module's ``run()`` and print its figures.

``python -m benchmarks`` runs them all; ``python -m benchmarks atacama`` only one.
"""

from __future__ import annotations

import importlib
import pkgutil
import sys
import time
from pathlib import Path


def main(argv: list[str]) -> int:
    here = Path(__file__).parent
    names = sorted(m.name for m in pkgutil.iter_modules([str(here)]) if m.name.startswith("bench_"))
    wanted = [f"bench_{a}" for a in argv] or names
    for name in wanted:
        if name not in names:
            print(f"Benchmark inconnu : {name} (disponibles : {', '.join(names)})")
            return 2
    for name in wanted:
        print(f"\n== {name[6:]} ==", flush=True)
        start = time.perf_counter()
        importlib.import_module(f"benchmarks.{name}").run()
        print(f"   ({time.perf_counter() - start:.1f} s)", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
