"""The base map: counts, rivers, conduits and attributes from docs/decisions.md §1."""

import json

import networkx as nx
import pytest

import ludo
from ludo.barrage import base_map, river_path, upstream
from ludo.barrage.map import build_map, connections, load_map_data, nodes_of_kind


def test_counts():
    assert len(nodes_of_kind("headstream")) == 4
    assert len(nodes_of_kind("dam")) == 20
    assert len(nodes_of_kind("conduit")) == 20
    assert len(nodes_of_kind("powerhouse")) == 23
    assert len(nodes_of_kind("group")) == 8
    assert len(nodes_of_kind("exit")) == 2
    g = base_map()
    red_dams = [n for n in nodes_of_kind("dam") if g.nodes[n]["red"]]
    assert sorted(red_dams) == sorted(f"D{b}U" for b in range(1, 11))
    red_ph = [n for n in nodes_of_kind("powerhouse") if g.nodes[n]["red"]]
    assert len(red_ph) == 12
    assert not any(g.nodes[n]["red"] for n in nodes_of_kind("conduit"))


def test_areas():
    g = base_map()
    areas = {b: g.nodes[f"D{b}L"]["area"] for b in range(1, 11)}
    assert [b for b, a in areas.items() if a == "mountain"] == [1, 2, 3, 4]
    assert [b for b, a in areas.items() if a == "hill"] == [5, 6, 7]
    assert [b for b, a in areas.items() if a == "plain"] == [8, 9, 10]
    assert g.nodes["P11a"]["area"] == "plain"


def test_river_paths():
    assert river_path("A") == ["A", "D1U", "D1L", "PH8", "D8U", "D8L", "PH11", "EXIT_L"]
    assert river_path("B")[-5:] == ["PH9", "D9U", "D9L", "PH11", "EXIT_L"]
    assert river_path("C")[3:8] == ["PH6", "D6U", "D6L", "PH10", "D10U"]
    assert river_path("D")[3:] == ["PH7", "D7U", "D7L", "PH10", "D10U", "D10L", "PH12", "EXIT_R"]


def test_rivers_merge():
    # C and D merge at basin 10; A and B meet only at basin 11.
    assert {"C", "D"} <= upstream("PH10")
    assert "A" not in upstream("PH10") and "B" not in upstream("PH10")
    assert {"A", "B"} <= upstream("PH11")


@pytest.mark.parametrize(
    "spot, value, dest",
    [
        ("C1L", 5, 8),
        ("C1R", 4, 5),
        ("C2R", 5, 10),
        ("C4R", 5, 12),
        ("C6R", 2, 7),
        ("C9L", 1, 11),
        ("C10R", 1, 12),
    ],
)
def test_conduits(spot, value, dest):
    g = base_map()
    assert (g.nodes[spot]["value"], g.nodes[spot]["dest"]) == (value, dest)


def test_conduit_edges_link_dams_to_destination_powerhouses():
    g = base_map()
    assert set(connections("D6U")) == {
        ("C6L", "P9a"),
        ("C6L", "P9b"),
        ("C6L", "P9c"),
        ("C6R", "P7a"),
        ("C6R", "P7b"),
    }
    # feeding index of the map: basin 12 is fed by 4R, 7R, 9R, 10R
    feeders = {c for c in nodes_of_kind("conduit") if g.has_edge(c, "P12a")}
    assert feeders == {"C4R", "C7R", "C9R", "C10R"}
    # a dam never reaches a powerhouse of its own basin
    for dam in nodes_of_kind("dam"):
        assert all(g.nodes[p]["basin"] != g.nodes[dam]["basin"] for _, p in connections(dam))


def test_frozen_and_names():
    g = base_map()
    assert nx.is_frozen(g)
    assert "supérieur" in g.nodes["D5U"]["name"]
    assert g.nodes["P10c"]["red"] and not g.nodes["P10a"]["red"]


def test_malformed_map_names_field():
    data = load_map_data()
    bad = json.loads(json.dumps(data))
    bad["basins"]["5"]["conduits"]["L"] = [9, 8]
    with pytest.raises(ludo.InvalidData, match="basins.5.conduits.L"):
        build_map(bad)
    bad = json.loads(json.dumps(data))
    bad["basins"]["3"]["area"] = "desert"
    with pytest.raises(ludo.InvalidData, match="desert"):
        build_map(bad)
    bad = json.loads(json.dumps(data))
    bad["basins"]["8"]["river"] = 1
    with pytest.raises(ludo.InvalidData, match="rond"):
        build_map(bad)
    with pytest.raises(ludo.InvalidData):
        build_map([1, 2])


def test_basin_questions_are_answered_by_the_map_as_data():
    from ludo.barrage.map import (
        basin_conduits,
        basin_entry,
        edge_counts,
        water_route,
        water_sources,
    )

    g = base_map()
    src = water_sources(10)
    assert src.headstreams == ("C", "D") and src.basins == (3, 4, 6, 7)
    # every edge named is a river edge between two nodes upstream of the basin's entry
    up = upstream(basin_entry(10)) | {basin_entry(10)}
    assert all(g.edges[u, v]["kind"] == "river" and {u, v} <= up for u, v in src.edges)
    assert water_sources(1).basins == ()
    route = water_route(8)
    assert route.basins == (11,) and route.exit == "EXIT_L"
    assert route.path[0] == basin_entry(8) and route.path[-1] == route.exit
    assert all(g.has_edge(u, v) for u, v in zip(route.path, route.path[1:], strict=False))
    assert water_route(12).basins == () and water_route(12).exit == "EXIT_R"
    assert "C1L" in basin_conduits(8).arriving and basin_conduits(12).leaving == ()
    assert sum(edge_counts().values()) == g.number_of_edges()
