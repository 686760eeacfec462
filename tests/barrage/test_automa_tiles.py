"""The 20 Automa tiles: shipped data checked against the printed totals, and the
loader's French errors naming the field."""

import copy
import json
from collections import Counter
from importlib import resources

import pytest

import ludo
from ludo.barrage.automa import load_tiles, tile
from ludo.barrage.automa.criteria import CRITERIA
from ludo.barrage.automa.tiles import (
    CONDUIT_CRITERIA,
    DAM_CRITERIA,
    POWERHOUSE_CRITERIA,
)


def raw():
    text = resources.files("ludo.barrage.automa").joinpath("data/tiles.json").read_text("utf-8")
    return json.loads(text)


def test_twenty_tiles_with_the_reference_column_totals():
    tiles = load_tiles()
    assert [t.id for t in tiles] == list(range(1, 21))
    assert [t.production.engineers for t in tiles] == [1] * 4 + [2] * 16
    colours = Counter(t.production.colour for t in tiles)
    assert colours == {"green": 12, "yellow": 6, "red": 2}
    assert [t.id for t in tiles if t.production.colour == "red"] == [12, 16]
    bonus = [t.production.bonus for t in tiles]
    assert bonus == [-2, -2, -1, -1, 0, 0, 0, 0, 0, 0, 1, 0, 1, 1, 1, 0, 2, 2, 2, 2]


def test_every_tile_ends_with_an_always_possible_bottom_row():
    for t in load_tiles():
        assert t.others[-1].kind in ("rotate_or_bank", "machine_or_bank")
        assert all(a.kind not in ("rotate_or_bank", "machine_or_bank") for a in t.others[:-1])


def test_tile_15_patent_is_one_engineer_and_two_vp_as_printed():
    """The printed tile, not the online edition's 2 engineers / 0 VP (a data error)."""
    patent = tile(15).others[0]
    assert (patent.kind, patent.structure, patent.engineers, patent.vp) == (
        "patent",
        "powerhouse",
        1,
        2,
    )
    for t in load_tiles():
        for a in t.others:
            if a.kind == "patent":
                assert (a.engineers, a.vp) == (1, 2)


def test_restrictions_and_dotted_actions():
    assert tile(2).structures[0].area == "hill"
    assert tile(4).structures[0].area == "mountain"
    assert tile(9).structures[0].min_value == 3
    assert tile(12).structures[0].min_value == 4
    assert tile(1).dotted.kind == "water" and not tile(1).dotted.flowing
    assert tile(2).dotted.drops == 1 and tile(2).dotted.flowing
    assert tile(3).dotted.colour == "green" and tile(3).dotted.dotted
    assert tile(4).dotted is None
    assert tile(17).structures[1].expansion


def test_criteria_side():
    t = tile(19).criteria
    assert t.dam == ("dam_upstream_powerhouse_opponent_first", "dam_max_conduit", "dam_hold_water")
    assert (t.dam_code, t.conduit_code, t.powerhouse_code, t.headstreams) == (5, "10A", 12, "CDAB")
    assert tile(1).criteria.dam[2] == "dam_upstream_powerhouse"
    for t in load_tiles():
        assert set(t.criteria.dam) <= set(DAM_CRITERIA)
        assert set(t.criteria.conduit) <= set(CONDUIT_CRITERIA)
        assert set(t.criteria.powerhouse) <= set(POWERHOUSE_CRITERIA)
    every = set(DAM_CRITERIA) | set(CONDUIT_CRITERIA) | set(POWERHOUSE_CRITERIA)
    assert every == set(CRITERIA)


def test_loading_the_raw_data_gives_the_shipped_tiles():
    assert load_tiles(raw()) == load_tiles()
    assert load_tiles(json.dumps(raw())) == load_tiles()


@pytest.mark.parametrize(
    "change, field",
    [
        (lambda d: d["tiles"].pop(), "tiles"),
        (lambda d: d.__setitem__("format", 2), "format"),
        (lambda d: d["tiles"][3].__setitem__("id", 7), "tuiles[3].id"),
        (
            lambda d: d["tiles"][0]["actions"]["production"].__setitem__("bonus", 3),
            "tuiles[0].actions.production.bonus",
        ),
        (
            lambda d: d["tiles"][0]["actions"]["production"].__setitem__("colour", "blue"),
            "tuiles[0].actions.production.colour",
        ),
        (
            lambda d: d["tiles"][1]["actions"]["structures"][0].__setitem__("area", "plain"),
            "tuiles[1].actions.structures[0].area",
        ),
        (
            lambda d: d["tiles"][0]["actions"]["dotted"].__setitem__("flowing", True),
            "tuiles[0].actions.dotted.flowing",
        ),
        (
            lambda d: d["tiles"][0]["actions"]["others"][-1].__setitem__("kind", "workshop"),
            "tuiles[0].actions.others[2].kind",
        ),
        (
            lambda d: d["tiles"][0]["actions"]["others"][1].__setitem__("colour", "red"),
            "tuiles[0].actions.others[1].colour",
        ),
        (
            lambda d: d["tiles"][5]["criteria"]["dam"].__setitem__(1, "conduit_highest"),
            "tuiles[5].criteria.dam[1]",
        ),
        (
            lambda d: d["tiles"][5]["criteria"].__setitem__("conduit_code", "11A"),
            "tuiles[5].criteria.conduit_code",
        ),
        (
            lambda d: d["tiles"][5]["criteria"].__setitem__("powerhouse_code", 4),
            "tuiles[5].criteria.powerhouse_code",
        ),
        (
            lambda d: d["tiles"][5]["criteria"].__setitem__("headstreams", "ABCA"),
            "tuiles[5].criteria.headstreams",
        ),
    ],
)
def test_bad_data_is_refused_in_french_naming_the_field(change, field):
    data = raw()
    before = copy.deepcopy(data)
    change(data)
    assert data != before
    with pytest.raises(ludo.InvalidData) as err:
        load_tiles(data)
    assert err.value.field == field
    assert field in str(err.value)


def test_a_file_name_is_never_read():
    with pytest.raises(ludo.InvalidData):
        load_tiles("/etc/passwd")
