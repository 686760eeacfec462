"""The import-linter contracts (pyproject.toml) cover every rules module.

``make test`` runs ``lint-imports``; this test makes sure a new module of a game
cannot escape the "rules" contract by being forgotten in its list.
"""

import re
from pathlib import Path

import tomllib

ROOT = Path(__file__).resolve().parents[1]
GAMES = ("atacama", "barrage", "eau", "seismic")
NOT_RULES = {"draw", "ui"}  # a module of that name, or inside a package of that name


def _contracts() -> dict:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return {c["id"]: c for c in config["tool"]["importlinter"]["contracts"]}


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def test_every_rules_module_is_in_the_rules_contract():
    listed = set(_contracts()["rules"]["source_modules"])
    found = {
        _module_name(path)
        for game in GAMES
        for path in (ROOT / "ludo" / game).rglob("*.py")
        if NOT_RULES.isdisjoint(path.relative_to(ROOT).with_suffix("").parts)
    }
    game_packages = {f"ludo.{game}" for game in GAMES}
    found -= game_packages  # a game's __init__ imports its rules only (checked via them)

    def covered(name: str) -> bool:  # listed itself, or inside a listed package
        parts = name.split(".")
        return any(".".join(parts[:k]) in listed for k in range(1, len(parts) + 1))

    missing = sorted(name for name in found if not covered(name))
    assert missing == [], "add these rules modules to [tool.importlinter] rules"
    assert sorted(listed - found) == [], "modules listed in the rules contract do not exist"


def test_rules_modules_may_not_import_drawing_or_notebook_stack():
    forbidden = set(_contracts()["rules"]["forbidden_modules"])
    assert {"matplotlib", "ipywidgets", "IPython", "ludo.*.draw", "ludo.*.ui"} <= forbidden


#: The files of the package a scan for outside paths reads (code, data, texts as data).
TEXT_SUFFIXES = (".py", ".json", ".toml", ".txt", ".md")


def test_the_source_points_at_no_file_outside_the_repository():
    """Decisions are written in the docstrings and docs/decisions.md, not in outside notes;
    the texts as data (cards, guides: ``.md`` files) name no outside file either."""
    outside = ("shared/reference", "../shared", "shared/rules")
    scanned = [p for p in (ROOT / "ludo").rglob("*") if p.suffix in TEXT_SUFFIXES]
    assert any(p.suffix == ".md" for p in scanned), "the cards' Markdown files are scanned"
    found = [
        f"{path.relative_to(ROOT)}: {needle}"
        for path in scanned
        for needle in outside
        if needle in path.read_text(encoding="utf-8")
    ]
    assert found == []
    assert (ROOT / "docs" / "decisions.md").is_file()


def test_import_contracts_hold():
    """What ``make test`` checks with lint-imports, also in the test suite."""
    from importlinter.cli import lint_imports

    assert lint_imports(config_filename=str(ROOT / "pyproject.toml"), no_logo=True) == 0


def test_rules_modules_type_check(monkeypatch):
    """What ``make test`` checks with mypy ([tool.mypy] in pyproject.toml)."""
    from mypy import api

    monkeypatch.chdir(ROOT)  # the configuration names its files from the project root

    out, err, status = api.run(["--config-file", str(ROOT / "pyproject.toml")])
    assert status == 0, out[-3000:] + err


def test_every_package_of_ludo_is_under_a_contract_and_typed():
    """Each package of ``ludo`` (a game, the core, the printable cards, …) is a source of an
    import contract, and mypy checks it unless it is drawing or widgets (``viz``,
    ``widgets``)."""
    contracts = _contracts().values()
    sources = {m for c in contracts for m in c.get("source_modules", ())}
    sources |= {m for c in contracts for m in c.get("containers", ())}
    packages = sorted(p.parent.name for p in (ROOT / "ludo").glob("*/__init__.py"))
    assert [p for p in packages if f"ludo.{p}" not in sources] == []
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    typed = set(config["tool"]["mypy"]["files"])
    untyped = [p for p in packages if f"ludo/{p}" not in typed and p not in ("viz", "widgets")]
    assert untyped == []


def test_no_package_imports_a_module_that_imports_it_back():
    """The `acyclic` contract compares siblings; a package's ``__init__`` and a module of
    its own (``guide`` importing ``guide.legend``, which imported ``guide`` back) are not
    siblings: no module a package imports may lead back to the package."""
    import grimp

    graph = grimp.build_graph("ludo", exclude_type_checking_imports=True)
    cycles = [
        chain
        for package in sorted(graph.modules)
        for module in sorted(graph.find_modules_directly_imported_by(package))
        if module.startswith(package + ".")
        for chain in [graph.find_shortest_chain(importer=module, imported=package)]
        if chain
    ]
    assert cycles == []


#: The modules that import by name (``importlib.import_module``), each a way down to a game
#: that the importing layer may not name; docs/architecture.md lists them and why.
IMPORTLIB_USERS = {"ludo/core/registry.py", "ludo/core/state.py", "ludo/widgets/why.py"}


def test_only_the_lazy_loaders_import_by_name():
    found = {
        str(path.relative_to(ROOT))
        for path in (ROOT / "ludo").rglob("*.py")
        if re.search(r"import_module|__import__", path.read_text(encoding="utf-8"))
    }
    assert found == IMPORTLIB_USERS
    architecture = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    assert [f for f in sorted(found) if f"`{f}`" not in architecture] == []


#: A module this long is split by concern, or its first line says why it is not.
LONG_FILE = 800
#: Being rewritten by another change (issue 27): the rule cards' tables, checked once done.
REWRITTEN = "rulecards*.py"


def test_a_long_file_says_why_in_its_first_line():
    long_files = [
        path
        for folder in ("ludo", "tools", "tests")
        for path in (ROOT / folder).rglob("*.py")
        if not path.match(REWRITTEN)
        and len(path.read_text(encoding="utf-8").splitlines()) > LONG_FILE
    ]
    silent = [
        str(path.relative_to(ROOT))
        for path in long_files
        if "long" not in path.read_text(encoding="utf-8").splitlines()[0]
    ]
    assert silent == [], f"over {LONG_FILE} lines: split them, or say why in their first line"
