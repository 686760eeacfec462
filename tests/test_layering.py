"""The import-linter contracts (pyproject.toml) cover every rules module.

``make test`` runs ``lint-imports``; this test makes sure a new module of a game
cannot escape the "rules" contract by being forgotten in its list.
"""

from pathlib import Path

import tomllib

ROOT = Path(__file__).resolve().parents[1]
GAMES = ("atacama", "barrage", "eau", "seismic")
NOT_RULES = {"draw", "ui", "__init__"}


def _contracts() -> dict:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return {c["id"]: c for c in config["tool"]["importlinter"]["contracts"]}


def test_every_rules_module_is_in_the_rules_contract():
    listed = set(_contracts()["rules"]["source_modules"])
    found = {
        f"ludo.{game}.{path.stem}"
        for game in GAMES
        for path in (ROOT / "ludo" / game).glob("*.py")
        if path.stem not in NOT_RULES
    }
    assert found - listed == set(), "add these rules modules to [tool.importlinter] rules"
    assert listed - found == set(), "these modules listed in the rules contract do not exist"


def test_rules_modules_may_not_import_drawing_or_notebook_stack():
    forbidden = set(_contracts()["rules"]["forbidden_modules"])
    assert {"matplotlib", "ipywidgets", "IPython", "ludo.*.draw", "ludo.*.ui"} <= forbidden
