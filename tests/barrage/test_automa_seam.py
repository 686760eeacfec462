"""The game asks Tesla's Automa through a seam where the Automa registers itself (issue 10).

The import-linter contract « acyclic » checks that no module of a package imports its
siblings in a cycle; Barrage's game and its Automa used to be tolerated by name. These
tests keep the tolerance out and the game's sources free of any import of the Automa.
"""

import re
from pathlib import Path

import tomllib

import ludo
from ludo.barrage.game.solo import AutomaRules, automa_rules

ROOT = Path(__file__).resolve().parents[2]


def test_the_acyclic_contract_tolerates_no_import():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    contracts = {c["id"]: c for c in config["tool"]["importlinter"]["contracts"]}
    assert "ignore_imports" not in contracts["acyclic"]


def test_the_game_never_imports_the_automa():
    pattern = re.compile(
        r"^\s*(from\s+(\.\.automa|ludo\.barrage\.automa)|import\s+ludo\.barrage\.automa)", re.M
    )
    sources = sorted((ROOT / "ludo" / "barrage" / "game").glob("*.py"))
    assert sources
    assert [p.name for p in sources if pattern.search(p.read_text(encoding="utf-8"))] == []


def test_the_automa_registered_its_answers_and_its_player():
    from ludo.barrage.automa import steer, turn

    rules = automa_rules()
    assert isinstance(rules, AutomaRules)
    assert rules.play_turn is turn.play_turn and rules.steered is steer.steered
    assert [p.key for p in ludo.players("barrage")][-1] == "automa"
    s = ludo.new("barrage", players=2, automa=[1], automa_level="facile", seed=4)
    assert s.automa_deck == turn.new_deck(4)
