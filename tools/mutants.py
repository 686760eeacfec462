"""Mutation testing of each game's scoring and named rule functions (`make mutants`).

For each game, mutmut changes one thing at a time in the game's scoring module and in a few
named rule functions (a ``<`` becomes ``<=``, a number grows by one, an argument becomes
``None``…) and runs that game's fast tests against each change: a change the tests do not
notice (a *survivor*) is a rule the tests do not pin down. Every survivor is reviewed in
``tests/mutants.md``: killed by a new test, or equivalent, its change listed in a fenced
``equivalent`` block with the reason beside it. A survivor whose change is not listed there
is printed with its change and counted *unreviewed*.

The run ends with one row per game, also when a game fails (a file or function of its scope
not found, mutmut stopped with an error, Ctrl-C): its status says so, and the exit code is 1.

Each game runs in its own folder ``build/mutants/<game>/`` (mutmut reads its settings from
the ``pyproject.toml`` of the folder it runs in, and copies the code into ``mutants/``
there), for at most ``--budget`` seconds; mutants not reached in time are counted apart.
Never part of `make test`: a run takes minutes per game on two cores.

    .venv/bin/python tools/mutants.py                      # the four games, 600 s each
    .venv/bin/python tools/mutants.py eau --budget 120     # one game, two minutes
    .venv/bin/python tools/mutants.py --show atacama       # and the change of every survivor
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
            ("phases.py", ("final",)),
            ("companies.py", ("bonus_count",)),
        ),
        tests=(
            "tests/barrage/test_game_scoring.py",
            "tests/barrage/test_production.py",
            "tests/barrage/test_final_scoring_examples.py",
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
        tests=(
            "tests/seismic/test_rules.py",
            "tests/seismic/test_tiles.py",
            "tests/seismic/test_score_table_sections.py",
        ),
    ),
}

# mutmut's exit codes (mutmut.stats), grouped: a timeout or a type error is a kill.
KILLED = {1, 3, 36, 37, 24, -24, 152, 255}
SURVIVED = {0}
NO_TESTS = {5, 33}


class ScopeError(Exception):
    """A game's scope names a file that cannot be found (or is found twice)."""


# Folders of a game's package holding pictures and widgets, never rules: a rules module's
# name is looked for outside them (Seismic has ``quakes.py`` and ``draw/quakes.py``).
NOT_RULES = ("draw", "ui")


def module_file(game: str, name: str) -> Path:
    """The one rules file called ``name`` under ``ludo/<game>/``, relative to the repository.

    ``name`` is a file name, looked for in every sub-package except the drawing and widget
    ones (:data:`NOT_RULES`), or a path relative to the game's package (``"game/scoring.py"``).
    """
    package = ROOT / "ludo" / game
    if "/" in name:
        found = [package / name] if (package / name).is_file() else []
    else:
        found = sorted(
            f
            for f in package.rglob(name)
            if not set(f.relative_to(package).parts[:-1]) & set(NOT_RULES)
        )
    if len(found) != 1:
        where = ", ".join(str(f.relative_to(ROOT)) for f in found) or "none"
        raise ScopeError(f"{len(found)} rules files named {name} under ludo/{game} ({where})")
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


class Interrupted(Exception):
    """Ctrl-C during a game's run: mutmut was stopped, the summary is still printed."""


def run_mutmut(work: Path, globs: list[str], budget: float, jobs: int) -> str:
    """Runs mutmut in ``work`` for at most ``budget`` seconds.

    Returns ``"done"``, ``"budget"`` (stopped by the budget) or ``"failed: …"`` (mutmut
    ended with an error: its last line, the whole of it in ``mutmut.log``). Raises
    :class:`Interrupted` on Ctrl-C, once mutmut is stopped.
    """
    log = (work / "mutmut.log").open("w", encoding="utf-8")
    cmd = [str(BIN / "mutmut"), "run", "--max-children", str(jobs), *globs]
    proc = subprocess.Popen(
        cmd, cwd=work, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
        start_new_session=True,
    )  # fmt: skip
    try:
        code = proc.wait(timeout=budget)
    except subprocess.TimeoutExpired:
        stop(proc)
        return "budget"
    except KeyboardInterrupt:
        stop(proc)
        raise Interrupted from None
    finally:
        log.close()
    if code == 0:
        return "done"
    return f"failed: mutmut exit {code}, {last_line(work / 'mutmut.log')}"


def stop(proc: subprocess.Popen) -> None:
    """Stops mutmut and its workers (SIGINT first: mutmut then saves what it has)."""
    os.killpg(proc.pid, signal.SIGINT)
    try:
        proc.wait(timeout=30)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()


def last_line(log: Path) -> str:
    """The last non-empty line of mutmut's log (its spinners rewrite a line in place)."""
    text = log.read_text("utf-8", errors="replace") if log.exists() else ""
    lines = [line.strip() for line in text.replace("\r", "\n").splitlines() if line.strip()]
    return lines[-1][:120] if lines else "no output"


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
    """mutmut's diff of one mutant (``mutmut show``), run in the game's folder."""
    done = subprocess.run(
        [str(BIN / "mutmut"), "show", name], cwd=work, capture_output=True, text=True
    )
    return done.stdout


# -- the review of the survivors (tests/mutants.md) -----------------------------------------
REVIEW = ROOT / "tests" / "mutants.md"


def change(diff: str) -> str:
    """A mutant's change as one line, ``old => new``: its diff's removed and added lines,
    each stripped of its indentation (the form ``tests/mutants.md`` lists them in)."""
    old, new = [], []
    for line in diff.splitlines():
        if line.startswith(("---", "+++")):
            continue
        if line.startswith("-"):
            old.append(" ".join(line[1:].split()))
        elif line.startswith("+"):
            new.append(" ".join(line[1:].split()))
    return " / ".join(old) + " => " + " / ".join(new)


def function_of(name: str) -> str:
    """The function (or ``Class.method``) of a mutant's name, as written in the review."""
    tail = name.rsplit(".", 1)[-1].split("__mutmut_")[0]
    if tail.startswith("x_"):
        return tail[2:]
    return ".".join(part for part in tail.split("ǁ")[1:] if part)


def reviewed(path: Path = REVIEW) -> dict[str, set[tuple[str, str]]]:
    """The equivalent mutants argued in ``tests/mutants.md``, by game.

    Each is a line ``<game> <function>: <old> => <new>`` of a fenced ``equivalent`` block,
    the arguments being written beside it; a survivor is *reviewed* when its game, its
    function and its change (:func:`change`) are listed.
    """
    out: dict[str, set[tuple[str, str]]] = {}
    inside = False
    for line in path.read_text("utf-8").splitlines() if path.exists() else ():
        if line.strip().startswith("```"):
            inside = line.strip() == "```equivalent"
            continue
        if inside and line.strip():
            head, _, diff = line.partition(": ")
            game, _, function = head.strip().partition(" ")
            old, _, new = diff.partition(" => ")
            key = " ".join(old.split()) + " => " + " ".join(new.split())
            out.setdefault(game, set()).add((function.strip(), key))
    return out


# -- one game, and the summary ------------------------------------------------------------
@dataclass
class Outcome:
    """What one game's run gave: its status and every mutant's exit code."""

    game: str
    status: str  # done, budget, failed: …, interrupted, not run
    codes: dict[str, int | None]
    seconds: float = 0.0
    unreviewed: tuple[str, ...] = ()

    def names(self, group: set[int | None]) -> list[str]:
        return sorted(n for n, c in self.codes.items() if c in group)

    @property
    def survivors(self) -> list[str]:
        return self.names(SURVIVED | NO_TESTS)

    @property
    def row(self) -> str:
        killed, not_run = len(self.names(KILLED)), len(self.names({None}))
        judged = killed + len(self.survivors)
        score = f"{100 * killed / judged:5.1f} %" if judged else "    –  "
        return (
            f"{self.game:<9} {len(self.codes):>7} {killed:>7} {len(self.survivors):>9}"
            f" {len(self.unreviewed):>10} {not_run:>8} {score} {self.seconds:>5.0f} s  {self.status}"
        )


HEADER = "game      mutants  killed  survived  unreviewed  not run  score     time  status"


def run_game(game: str, args, equivalent: dict[str, set[tuple[str, str]]]) -> Outcome:
    """Runs one game and prints its survivors; a failure is returned, never raised."""
    start = time.perf_counter()
    try:
        work, files, globs = prepare(game, GAMES[game])
        status = run_mutmut(work, globs, args.budget, args.jobs)
        codes = results(work, files, globs)
    except Interrupted:
        raise
    except Exception as err:  # a broken scope or setup: said in the table
        return Outcome(game, f"failed: {err}", {}, time.perf_counter() - start)
    if not codes and not status.startswith("failed"):
        status = f"failed: no mutant in scope ({last_line(work / 'mutmut.log')})"
    missing = [g for g in globs if not any(fnmatch(n, g) for n in codes)]
    if codes and missing:  # a function of the scope renamed or moved: say it, score the rest
        status = f"failed: no mutant for {', '.join(missing)}"
    outcome = Outcome(game, status, codes, time.perf_counter() - start)
    unreviewed = []
    lines = []
    for name in outcome.survivors:
        diff = show(work, name)
        known = (function_of(name), change(diff)) in equivalent.get(game, set())
        if not known:
            unreviewed.append(name)
        kind = "survived" if codes[name] in SURVIVED else "no test"
        lines.append(f"  {kind} ({'equivalent' if known else 'NOT REVIEWED'}): {name}")
        if args.show or not known:
            lines.append("    " + change(diff))
    others = set(codes) - set(outcome.names(KILLED | SURVIVED | NO_TESTS | {None}))
    lines += [f"  exit {codes[n]}: {n}" for n in sorted(others)]
    outcome.unreviewed = tuple(unreviewed)
    (work / "survivors.txt").write_text("".join(f"{n}\n" for n in outcome.survivors), "utf-8")
    print(f"\n{game}: {status}, see {work / 'mutmut.log'}")
    print("\n".join(lines))
    return outcome


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", help=f"some of {', '.join(GAMES)} (all by default)")
    parser.add_argument("--budget", type=float, default=600, help="seconds per game (600)")
    parser.add_argument("--jobs", type=int, default=1, help="mutants run at once (1)")
    parser.add_argument("--show", action="store_true", help="print each survivor's change")
    args = parser.parse_args(argv)
    unknown = [g for g in args.games if g not in GAMES]
    if unknown:
        parser.error(f"unknown game(s) {unknown}: choose among {list(GAMES)}")
    equivalent = reviewed()
    games = args.games or list(GAMES)
    outcomes: list[Outcome] = []
    try:
        for game in games:
            outcomes.append(run_game(game, args, equivalent))
    except (Interrupted, KeyboardInterrupt):
        print("\ninterrupted (Ctrl-C)")
    done = {o.game for o in outcomes}
    outcomes += [
        Outcome(g, "interrupted" if i == 0 else "not run", {})
        for i, g in enumerate(g for g in games if g not in done)
    ]
    print("\n" + HEADER)
    for outcome in outcomes:
        print(outcome.row)
    print(
        "score: killed / (killed + survived); unreviewed: survivors that no fenced"
        " `equivalent` block of tests/mutants.md argues equivalent"
    )
    return 0 if all(o.status in ("done", "budget") for o in outcomes) else 1


if __name__ == "__main__":
    sys.exit(main())
