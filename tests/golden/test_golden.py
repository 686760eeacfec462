"""Golden playthroughs replayed: a rule change shows up as a diff (see tests/golden/__init__.py)."""

from __future__ import annotations

import json

import pytest

import ludo

from . import GAMES, HERE, path_of, replay

FILES = sorted(HERE.glob("*.json"))

HOW = "if the change is deliberate: .venv/bin/python -m tests.golden --update, then read the diff"


def test_every_registered_game_has_golden_playthroughs():
    covered = {game for game, *_ in GAMES}
    assert covered >= {"atacama", "eau", "seismic"}
    assert covered <= set(ludo.games())
    assert {path_of(game, seed) for game, seed, *_ in GAMES} == set(FILES)


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_golden_playthrough_replays_identically(path):
    stored = json.loads(path.read_text(encoding="utf-8"))
    assert stored["over"], "a golden game is played to the end"
    today = replay(stored)
    for key in ("events", "score", "totals", "winners", "over"):
        assert today[key] == stored[key], f"{path.name}: « {key} » changed — {HOW}"
