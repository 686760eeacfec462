"""Saves give back the same state: seeded games, hand-built positions, version-1 files.

And anything else is refused in French, naming the field, before anything is built.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

import ludo
from ludo.eau import examples as eau_examples
from ludo.seismic import examples as seismic_examples

SAVES = Path(__file__).parent / "saves"


def _hand_built():
    before, after = seismic_examples.quake_example()
    return {
        "seismic quake before": before,
        "seismic quake after": after,
        "seismic first table": seismic_examples.first_table(),
        "seismic edge section": seismic_examples.edge_section(),
        "seismic tie": seismic_examples.tie_example(),
        "eau agent scenario": eau_examples.agent_scenario(),
    }


HAND_BUILT = _hand_built()


@pytest.mark.parametrize("name", sorted(HAND_BUILT))
def test_hand_built_positions_come_back_equal(name):
    state = HAND_BUILT[name]
    text = state.to_json()
    assert "snapshot" in json.loads(text)  # (setup, moves) alone would give another game
    back = ludo.from_json(text)
    assert back == state
    assert list(back.legal_moves()) == list(state.legal_moves())
    move = state.legal_moves()[0]
    assert back.play(move) == state.play(move)  # and the game goes on the same way
    again = ludo.from_json(back.play(move).to_json())
    assert again == state.play(move)


def test_the_quake_example_plays_its_quake_after_a_save():
    _before, after = seismic_examples.quake_example()
    back = ludo.from_json(after.to_json())
    move = after.legal_moves()[0]
    assert [e.kind for e in back.play(move).events] == [e.kind for e in after.play(move).events]


@pytest.mark.parametrize("game", ["atacama", "seismic", "eau"])
def test_seeded_games_need_no_snapshot(game):
    states = ludo.play_out(ludo.new(game, seed=3), "random", seed=3, max_moves=9)
    for state in states:
        doc = json.loads(state.to_json())
        assert doc["version"] == 2 and "snapshot" not in doc
        assert ludo.from_json(json.dumps(doc)) == state


@pytest.mark.parametrize("path", sorted(SAVES.glob("*-v1.json")), ids=lambda p: p.name)
def test_version_1_files_still_load(path):
    text = path.read_text(encoding="utf-8")
    doc = json.loads(text)
    assert doc["version"] == 1
    state = ludo.from_json(text)
    assert state.game == doc["game"]
    assert [str(m) for m in state.history] == doc["moves"]
    again = json.loads(state.to_json())
    assert again["version"] == 2
    assert (again["setup"], again["moves"]) == (doc["setup"], doc["moves"])
    assert ludo.from_json(state.to_json()) == state


def _doc(state):
    return json.loads(state.to_json())


def _refused(doc, field, *words):
    with pytest.raises(ludo.InvalidData) as err:
        ludo.from_json(json.dumps(doc))
    assert err.value.field == field
    text = str(err.value)
    for word in words:
        assert word in text
    assert "unexpected" not in text and "argument" not in text  # never Python's own English
    return text


def test_a_save_of_another_game_is_refused_when_a_game_is_expected():
    text = ludo.new("atacama", seed=1).to_json()
    with pytest.raises(ludo.InvalidData, match="partie de « atacama »") as err:
        ludo.from_json(text, game="eau")
    assert err.value.field == "game"
    assert ludo.from_json(text, game="atacama") == ludo.new("atacama", seed=1)


def test_another_version_or_shape_is_refused_naming_the_field():
    doc = _doc(ludo.new("atacama", seed=1))
    _refused({**doc, "version": 3}, "version", "Version de sauvegarde 3")
    _refused({**doc, "version": True}, "version")
    _refused({**doc, "comment": "salut"}, "comment", "« comment »", "inconnu")
    _refused({**doc, "version": 1, "snapshot": {}}, "snapshot", "inconnu")
    _refused({k: v for k, v in doc.items() if k != "moves"}, "moves")


@pytest.mark.parametrize("game", ["atacama", "seismic", "eau"])
def test_unknown_setup_keys_are_refused_in_french(game):
    doc = _doc(ludo.new(game, seed=1))
    doc["setup"]["couleur"] = "bleu"
    _refused(doc, "setup.couleur", "Option inconnue « couleur »", "players")
    with pytest.raises(ludo.InvalidData, match="Option inconnue « couleur »") as err:
        ludo.new(game, seed=1, couleur="bleu")
    assert err.value.field == "couleur"


def test_broken_snapshots_are_refused_naming_the_field():
    state = eau_examples.agent_scenario()
    doc = _doc(state)
    good = doc["snapshot"]
    _refused({**doc, "snapshot": []}, "snapshot")
    _refused({**doc, "snapshot": {**good, "colour": 1}}, "snapshot.colour", "inconnu")
    _refused({**doc, "snapshot": {**good, "history": []}}, "snapshot.history", "inconnu")
    _refused({**doc, "snapshot": {**good, "board": 7}}, "snapshot.board", "tuple attendu")
    _refused({**doc, "snapshot": {**good, "board": {"list": []}}}, "snapshot.board", "forme")
    stranger = {"type": "Popen", "fields": {"args": "ls"}}
    _refused(
        {**doc, "snapshot": {**good, "board": {"tuple": [stranger]}}}, "snapshot.board", "Popen"
    )
    atacama_tile = {"type": "Role", "fields": {"direction": "rows", "concession": "orange"}}
    _refused(  # a type of another game is not one of this game's
        {**doc, "snapshot": {**good, "board": {"tuple": [atacama_tile]}}}, "snapshot.board", "Role"
    )
    short_board = {"tuple": good["board"]["tuple"][:3]}
    _refused({**doc, "snapshot": {**good, "board": short_board}}, "snapshot", "cohérente")
    bad_moves = {**doc, "moves": ["n'importe quoi"]}
    _refused(bad_moves, "moves", "coup n° 1")


def test_a_refused_save_changes_nothing():
    state = eau_examples.agent_scenario()
    before = copy.deepcopy(state)
    doc = _doc(state)
    doc["snapshot"]["board"] = 7
    with pytest.raises(ludo.InvalidData):
        ludo.from_json(json.dumps(doc))
    assert state == before


def test_a_hand_built_position_replays_as_itself_alone():
    state = HAND_BUILT["eau agent scenario"]
    assert state.replay() == [state]
    seeded = ludo.play_out(ludo.new("eau", seed=2), "helper", max_moves=5)
    assert seeded[-1].replay() == seeded
