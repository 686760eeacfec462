"""Tiles, manifests and the hex grid."""

import json

import pytest

from ludo import InvalidData
from ludo.core import hexgrid
from ludo.seismic.tiles import default_manifest, load_manifest


def test_hexgrid_conventions():
    assert hexgrid.DIRS[0] == (1, 0)
    assert [hexgrid.opposite(i) for i in range(6)] == [3, 4, 5, 0, 1, 2]
    for i in range(6):
        n = hexgrid.neighbour((2, -1), i)
        assert hexgrid.neighbour(n, hexgrid.opposite(i)) == (2, -1)
        assert hexgrid.side_towards((2, -1), n) == i
        x0, y0 = hexgrid.to_pixel((2, -1))
        x1, y1 = hexgrid.to_pixel(n)
        assert abs(((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5 - 3**0.5) < 1e-9
    assert len(hexgrid.disc((0, 0), 6)) == 127
    assert all(hexgrid.distance((0, 0), c) <= 6 for c in hexgrid.disc((0, 0), 6))
    assert hexgrid.ray((0, 0), 3, cells=hexgrid.disc((0, 0), 2)) == [(-1, 0), (-2, 0)]
    assert hexgrid.side_towards((0, 0), (2, 0)) is None


def test_default_manifest_totals_and_flag():
    m = default_manifest()
    assert m.reconstruction is True
    hw = sum(m.counts[i] for i in m.highway_ids())
    inter = sum(m.counts[i] for i in m.intersection_ids())
    assert (hw, inter, len(m.quakes)) == (60, 13, 6)
    assert m.total() == 80
    values = sorted(m.tiles[i].value for i in m.intersection_ids())
    assert values.count(1) == 1  # exactly one +1 intersection
    # value == number of stubs in the reconstruction
    assert all(m.tiles[i].value == len(m.tiles[i].pieces) for i in m.intersection_ids())
    assert m.simple == {"S": 2, "W": 2, "T": 2}
    assert m.city.value == 6 and len(m.city.pieces) == 6


def test_rotation_returns_a_new_tile_and_shapes():
    m = default_manifest()
    s, w, t = m.tiles["S"], m.tiles["W"], m.tiles["T"]
    r = w.rotate(2)
    assert r is not w and w.pieces == ((0, 2),) and r.pieces == ((2, 4),)
    assert r.rotation == 2 and w.rotation == 0
    assert (s.shape(0), w.shape(0), t.shape(0)) == ("straight", "wide", "tight")
    assert (s.period, w.period, m.tiles["TTT"].period, m.tiles["I6"].period) == (3, 6, 2, 1)
    assert w.rotate(6).pieces == w.pieces
    assert s.mask == 0b001001 and s.is_road(3) and not s.is_road(1)
    assert m.tiles["I3y"].shape(0) == "stub"
    assert "virage large" in w.label


def _doc():
    return json.loads(json.dumps(default_manifest().source))


@pytest.mark.parametrize(
    "mutate, where",
    [
        (lambda d: d["highway_tiles"][2].__setitem__("roads", [[0, 7]]), "highway_tiles[2]"),
        (lambda d: d["highway_tiles"][3].__setitem__("roads", [[0, 2], [1, 3]]), "« ST »"),
        (lambda d: d["highway_tiles"][1].__setitem__("id", "S"), "highway_tiles[1]"),
        (lambda d: d["highway_tiles"][0].__setitem__("count", 0), "« S »"),
        (lambda d: d["intersection_tiles"][4].__setitem__("stubs", [0, 0]), "« I3y »"),
        (lambda d: d["intersection_tiles"][0].__setitem__("value", "un"), "« I1 »"),
        (lambda d: d.pop("quake_tiles"), "quake_tiles"),
        (lambda d: d["highway_tiles"][0].__setitem__("id", "Q7"), "highway_tiles[0]"),
        (lambda d: d["setup_simple_tiles"].__setitem__("ZZ", 2), "ZZ"),
    ],
)
def test_bad_manifest_names_the_entry(mutate, where):
    doc = _doc()
    mutate(doc)
    with pytest.raises(InvalidData) as err:
        load_manifest(doc)
    assert where in str(err.value)


def test_crossing_roads_refused_in_french():
    doc = _doc()
    doc["highway_tiles"][8]["roads"] = [[0, 2], [1, 3]]
    with pytest.raises(InvalidData, match="se croisent"):
        load_manifest(doc)


def test_load_manifest_from_path_and_text(tmp_path):
    doc = _doc()
    doc["reconstruction"] = False
    doc["intersection_tiles"][0]["value"] = 2
    p = tmp_path / "vraie_liste.json"
    p.write_text(json.dumps(doc), encoding="utf-8")
    m = load_manifest(p)
    assert m.reconstruction is False and m.tiles["I1"].value == 2
    assert load_manifest(json.dumps(doc)) == m
    with pytest.raises(InvalidData, match="JSON"):
        load_manifest("{pas du json")
    with pytest.raises(InvalidData, match="introuvable"):
        load_manifest(tmp_path / "absent.json")
    # A path written as text is JSON text, never a file to open.
    with pytest.raises(InvalidData, match="jamais lu"):
        load_manifest(str(p))
