"""Mutation testing of each game's scoring and named rule functions (`make mutants`).

For each game, mutmut changes one thing at a time in the game's scoring module and in a few
named rule functions (a ``<`` becomes ``<=``, a number grows by one, an argument becomes
``None``…) and runs that game's fast tests against each change: a change the tests do not
notice (a *survivor*) is a rule the tests do not pin down. The survivors seen so far are
reviewed in ``tests/mutants.md`` (killed by a new test, or equivalent and why).

Each game runs in its own folder ``build/mutants/<game>/`` (mutmut reads its settings from
the ``pyproject.toml`` of the folder it runs in, and copies the code into ``mutants/``
there), for at most ``--budget`` seconds; mutants not reached in time are counted apart.
Never part of `make test`: a run takes minutes per game on two cores.

    .venv/bin/python tools/mutants.py                      # the four games, 600 s each
    .venv/bin/python tools/mutants.py eau --budget 120     # one game, two minutes
    .venv/bin/python tools/mutants.py --show atacama       # and the diff of each survivor
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from dataclasses import dataclass
from fnmatch import fnmatch
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent


@dataclass(frozen=True)
class Scope:
    """What is mutated for one game, and the tests that judge each mutant.

    ``mutate``: ``(file name, functions)`` pairs; the file is looked for anywhere under the
    game's package (so a module moved into a sub-package is still found), ``functions`` are
    ``"*"`` (the whole module), function names, or ``Class.method``.
    ``tests``: the game's fast tests (no browser, no notebook).
    """

    mutate: tuple[tuple[str, tuple[str, ...]], ...]
    tests: tuple[str, ...]


GAMES = {
    "atacama": Scope(
        mutate=(("scoring.py", ("*",)), ("rules.py", ("AtacamaState._cell_problem",))),
        tests=(
            "tests/atacama/test_scoring.py",
            "tests/atacama/test_rules.py",
            "tests/atacama/test_board.py",
        ),
    ),
    "barrage": Scope(
        mutate=(
            ("scoring.py", ("*",)),
            ("production.py", ("powerhouses_built_on", "check_production")),
        ),
        tests=(
            "tests/barrage/test_game_scoring.py",
            "tests/barrage/test_production.py",
        ),
    ),
    "eau": Scope(
        mutate=(
            ("scoring.py", ("repairs", "score", "EauScoreSheet.winners")),
            ("network.py", ("leaks", "_port_leaks", "leak_delta")),
        ),
        tests=(
            "tests/eau/test_decisions.py",
            "tests/eau/test_rules.py",
            "tests/eau/test_network.py",
        ),
    ),
    "seismic": Scope(
        mutate=(("scoring.py", ("*",)), ("quakes.py", ("*",))),
        tests=("tests/seismic/test_rules.py", "tests/seismic/test_tiles.py"),
    ),
}

# mutmut's exit codes (mutmut.stats), grouped: a timeout or a type error is a kill.
KILLED = {1, 3, 36, 37, 24, -24, 152, 255}
SURVIVED = {0}
NO_TESTS = {5, 33}


def module_file(game: str, name: str) -> Path:
    """The one file called ``name`` under ``ludo/<game>/``, relative to the repository."""
    found = sorted((ROOT / "ludo" / game).rglob(name))
    if len(found) != 1:
        raise SystemExit(f"{game}: {len(found)} files named {name} under ludo/{game}: {found}")
    return found[0].relative_to(ROOT)


def mutant_globs(path: Path, functions: tuple[str, ...]) -> list[str]:
    """mutmut's names for the mutants of ``functions`` in ``path`` (as glob patterns)."""
    module = ".".join(path.with_suffix("").parts)
    out = []
    for f in functions:
        if f == "*":
            out.append(f"{module}.*")
        elif "." in f:
            cls, method = f.split(".")
            out.append(f"{module}.xǁ{cls}ǁ{method}__mutmut_*")
        else:
            out.append(f"{module}.x_{f}__mutmut_*")
    return out


def prepare(game: str, scope: Scope) -> tuple[Path, list[Path], list[str]]:
    """A fresh folder for the game's run: links to the code and tests, mutmut's settings."""
    work = ROOT / "build" / "mutants" / game
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    for name in ("ludo", "tests"):
        (work / name).symlink_to(ROOT / name, target_is_directory=True)
    files = [module_file(game, name) for name, _ in scope.mutate]
    globs = [
        g for f, (_, fns) in zip(files, scope.mutate, strict=True) for g in mutant_globs(f, fns)
    ]
    settings = "\n".join(
        [
            "",
            "[tool.mutmut]",
            'source_paths = ["ludo"]',
            f"only_mutate = {json.dumps([str(f) for f in files])}",
            'pytest_add_cli_args = ["-q", "-p", "no:cacheprovider", "-m", "not browser and not notebooks"]',
            f"pytest_add_cli_args_test_selection = {json.dumps(list(scope.tests))}",
            "use_git_change_detection = false",
            "",
        ]
    )
    text = (ROOT / "pyproject.toml").read_text("utf-8")
    (work / "pyproject.toml").write_text(text + settings, "utf-8")
    return work, files, globs


def run_mutmut(work: Path, globs: list[str], budget: float, jobs: int) -> bool:
    """Runs mutmut in ``work`` for at most ``budget`` seconds; False when stopped by the budget."""
    log = (work / "mutmut.log").open("w", encoding="utf-8")
    cmd = [str(BIN / "mutmut"), "run", "--max-children", str(jobs), *globs]
    proc = subprocess.Popen(
        cmd, cwd=work, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
        start_new_session=True,
    )  # fmt: skip
    try:
        proc.wait(timeout=budget)
        return True
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGINT)  # mutmut saves what it has and stops its workers
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
        return False
    finally:
        log.close()


def results(work: Path, files: list[Path], globs: list[str]) -> dict[str, int | None]:
    """Exit code of every mutant in scope (None: not run), from mutmut's .meta files."""
    out: dict[str, int | None] = {}
    for f in files:
        meta = work / "mutants" / (str(f) + ".meta")
        if not meta.exists():
            continue
        codes = json.loads(meta.read_text("utf-8"))["exit_code_by_key"]
        for name, code in codes.items():
            if any(fnmatch(name, g) for g in globs):
                out[name] = code
    return out


def show(work: Path, name: str) -> str:
    done = subprocess.run(
        [str(BIN / "mutmut"), "show", name], cwd=work, capture_output=True, text=True
    )
    return done.stdout


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", help=f"some of {', '.join(GAMES)} (all by default)")
    parser.add_argument("--budget", type=float, default=600, help="seconds per game (600)")
    parser.add_argument("--jobs", type=int, default=1, help="mutants run at once (1)")
    parser.add_argument("--show", action="store_true", help="print each survivor's diff")
    args = parser.parse_args(argv)
    unknown = [g for g in args.games if g not in GAMES]
    if unknown:
        parser.error(f"unknown game(s) {unknown}: choose among {list(GAMES)}")
    rows = []
    for game in args.games or list(GAMES):
        start = time.perf_counter()
        work, files, globs = prepare(game, GAMES[game])
        finished = run_mutmut(work, globs, args.budget, args.jobs)
        codes = results(work, files, globs)
        seconds = time.perf_counter() - start
        killed = sorted(n for n, c in codes.items() if c in KILLED)
        survived = sorted(n for n, c in codes.items() if c in SURVIVED)
        untested = sorted(n for n, c in codes.items() if c in NO_TESTS)
        not_run = sorted(n for n, c in codes.items() if c is None)
        other = sorted(set(codes) - set(killed) - set(survived) - set(untested) - set(not_run))
        judged = len(killed) + len(survived) + len(untested)
        score = 100 * len(killed) / judged if judged else 0.0
        rows.append(
            (
                game,
                len(codes),
                len(killed),
                len(survived) + len(untested),
                len(not_run),
                score,
                seconds,
            )
        )
        (work / "survivors.txt").write_text("".join(f"{n}\n" for n in survived + untested), "utf-8")
        print(
            f"\n{game}: {len(killed)}/{judged} mutants killed ({score:.1f} %) in {seconds:.0f} s"
            + ("" if finished else f", stopped by the budget ({len(not_run)} not run)")
        )
        for name in survived + untested + other:
            status = (
                "survived"
                if name in survived
                else "no test"
                if name in untested
                else f"exit {codes[name]}"
            )
            print(f"  {status}: {name}")
            if args.show:
                print(show(work, name))
        if not codes:
            print(f"  no result: see {work / 'mutmut.log'}")
    print("\ngame      mutants  killed  survived  not run  score    time")
    for game, n, k, s, nr, score, seconds in rows:
        print(f"{game:<9} {n:>7} {k:>7} {s:>9} {nr:>8} {score:>5.1f} % {seconds:>5.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
