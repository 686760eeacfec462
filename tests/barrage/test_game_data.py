"""The base game's facts (data/game.json): counts, and malformed files refused in French."""

import copy
import json
from importlib import resources

import pytest

import ludo
from ludo.barrage import load_game_data, officer_id


def raw():
    text = resources.files("ludo.barrage").joinpath("data/game.json").read_text("utf-8")
    return json.loads(text)


def test_counts():
    d = load_game_data()
    types = [c.type for c in d.contracts]
    assert len(d.contracts) == 55
    assert [types.count(t) for t in ("start", "national", "green", "yellow", "red")] == [
        4,
        6,
        15,
        15,
        15,
    ]
    assert len(d.officers) == 7 and len(d.advanced_tiles) == 15
    assert len(d.bonus_tiles) == 6 and len(d.objective_tiles) == 6
    assert {len(d.spaces_for(n)) for n in (2, 3, 4)} == {26, 30, 36}
    assert len(d.spaces_for(4, intro=True)) == 33  # no patent office in the intro game


def test_rulebook_contract_examples():
    d = load_game_data()
    assert d.contract("G10").energy == 3 and d.contract("G10").reward == (("vp", 4), ("credits", 2))
    assert d.contract("G09").reward == (("energy", 2), ("rotate", 2))


def test_blocked_rows():
    d = load_game_data()
    three = {s.id for s in d.spaces_for(3)}
    two = {s.id for s in d.spaces_for(2)}
    assert {"T+1g", "T+1d", "MXg", "MXd", "C1bg", "C1bd"}.isdisjoint(three)
    assert {"T-1g", "T-1d", "A2g", "A2d"}.isdisjoint(two) and {"T-1g", "A2d"} <= three


@pytest.mark.parametrize(
    "name",
    ["fiesler", "viktor", "Viktor Fiesler", "FIESLER", "viktor  fiesler"],
)
def test_officer_names(name):
    assert officer_id(name) == "fiesler"


def test_every_officer_by_surname_first_name_and_full_name():
    for o in load_game_data().officers:
        assert officer_id(o.surname) == officer_id(o.first) == officer_id(o.name) == o.id
    assert officer_id("Mahiri Sekibo") == "sekibo" and officer_id("Solomon Jordan") == "jordan"


def test_unknown_officer_in_french():
    with pytest.raises(ludo.InvalidData, match="Directeur inconnu.*Wilhelm Adler"):
        officer_id("Napoléon")


def edited(change):
    data = raw()
    change(data)
    return data


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (lambda d: d.update(surprise=1), "clé(s) inconnue"),
        (lambda d: d["contracts"][10].update(id="G02"), "deux fois"),
        (lambda d: d["contracts"][10]["reward"].append(["gold", 3]), "gold"),
        (lambda d: d["contracts"][12].update(energy=9), "entre 2 et 4"),
        (lambda d: d["contracts"].pop(), "55"),
        (lambda d: d["action_board"][0].update(engineers=0), "engineers"),
        (lambda d: d["technology"]["advanced"][0].update(level=2), "chaque niveau"),
        (lambda d: d["energy_track"]["credits"].reverse(), "croître"),
        (lambda d: d["officers"][0].pop("surname"), "manquante"),
    ],
)
def test_malformed_data_is_refused_in_french(change, field):
    with pytest.raises(ludo.InvalidData, match=field.replace("(", r"\(").replace(")", r"\)")):
        load_game_data(edited(change))


def test_a_path_is_never_read_from_text():
    with pytest.raises(ludo.InvalidData):
        load_game_data("/etc/passwd")


def test_shipped_file_is_left_untouched():
    before = copy.deepcopy(raw())
    load_game_data(raw())
    assert raw() == before
