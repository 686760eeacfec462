"""The texts as data ship in the wheel: a wheel built from the source, unpacked away from
the project, loads every game's rule cards and their example positions, and the « Règles »
search and a card's « Où l'apprendre » work without the project's notebooks.

The wheel is built once (``uv build``, about five seconds, from a copy of the package so the
source tree gets no ``build/`` folder) and imported by a separate Python whose path holds
the unpacked wheel and the environment's packages, never the repository.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import textwrap
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
GAMES = ("atacama", "barrage", "eau", "seismic")


@pytest.fixture(scope="module")
def unpacked(tmp_path_factory) -> Path:
    """The wheel's files, unpacked in a folder outside the repository."""
    uv = Path(sys.executable).with_name("uv")
    if not uv.exists():
        pytest.skip("uv is not in this environment (make venv installs it)")
    work = tmp_path_factory.mktemp("wheel")
    src = work / "src"
    src.mkdir()
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, src / name)
    shutil.copytree(
        ROOT / "ludo", src / "ludo", ignore=shutil.ignore_patterns("__pycache__", "*.pyc")
    )
    subprocess.run(
        [str(uv), "build", "--wheel", "--out-dir", str(work / "dist"), str(src)],
        check=True,
        capture_output=True,
        timeout=300,
    )
    (wheel,) = (work / "dist").glob("ludo-*.whl")
    site = work / "site"
    with zipfile.ZipFile(wheel) as zf:
        zf.extractall(site)
    return site


def run_installed(site: Path, code: str) -> str:
    """Run ``code`` in a Python that imports ``ludo`` from ``site`` only (the repository is
    not on its path: it runs in the wheel's folder, with the environment's packages)."""
    env = {"PYTHONPATH": str(site), "PATH": "/usr/bin:/bin", "MPLBACKEND": "Agg"}
    done = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)],
        cwd=site,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout


def test_the_wheel_holds_every_card_file_of_the_source(unpacked):
    for game in ("core", *GAMES):
        source = sorted(
            p.relative_to(ROOT) for p in (ROOT / "ludo" / game / "cards").rglob("*") if p.is_file()
        )
        shipped = sorted(
            p.relative_to(unpacked)
            for p in (unpacked / "ludo" / game / "cards").rglob("*")
            if p.is_file()
        )
        assert source and shipped == source, game


def test_every_card_and_example_position_loads_from_the_installed_package(unpacked):
    out = run_installed(
        unpacked,
        """
        import importlib, os, ludo
        site = os.environ["PYTHONPATH"]
        assert ludo.__file__.startswith(site), ludo.__file__
        for game in ("atacama", "barrage", "eau", "seismic"):
            book = importlib.import_module(f"ludo.{game}.rulecards").BOOK
            assert book.files is not None and str(book.files).startswith(site)
            positions = 0
            for name, spec in book.examples.items():
                if getattr(spec, "has_position", False):
                    book.position(name)
                    positions += 1
            print(game, len(book), positions)
        """,
    )
    counts = {line.split()[0]: int(line.split()[1]) for line in out.splitlines()}
    assert set(counts) == set(GAMES) and all(n > 0 for n in counts.values())


def test_the_guides_load_from_the_installed_package(unpacked):
    """The guided first games' scripts (``ludo/<game>/guides/``) ship in the wheel."""
    out = run_installed(
        unpacked,
        """
        import importlib
        for game in ("atacama", "barrage", "eau", "seismic"):
            g = importlib.import_module(f"ludo.{game}.guided").guide()
            print(game, len(g.steps), all(s.text for s in g.steps), g.steps[0].id)
        """,
    )
    found = {line.split()[0]: line.split()[1:] for line in out.splitlines()}
    assert set(found) == {"atacama", "barrage", "eau", "seismic"}, out
    for game, (steps, texts, _first) in found.items():
        assert int(steps) >= 5 and texts == "True", (game, steps, texts)
    assert found["atacama"][2] == "plateau" and found["eau"][2] == "choisir"


def test_the_rules_search_and_where_to_learn_work_without_the_notebooks(unpacked):
    out = run_installed(
        unpacked,
        """
        from ludo.widgets import why
        assert why.notebooks_folder() is None
        browser = why.rules("atacama")
        browser.search.value = "diagonale"
        found = [c.id for c in browser.found]
        card = browser.book.card("atacama.not_adjacent")
        html = why.card_html(card, browser.book, picture=False)
        print(found, "<a href" in html, "Atacama" in html)
        """,
    )
    found, linked, named = out.rsplit(" ", 2)
    assert "'atacama.not_adjacent'" in found and (linked, named.strip()) == ("False", "True")
