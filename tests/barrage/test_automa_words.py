"""The Automa's explanations in plain words for a workshop guest (issue 29, §4): spots
counted when many, the code said as the basin order it starts, the preference that really
decided (or that a criterion did not separate the candidates), every VP of a turn with its
reason, the advanced tile's French name, the tiles turned over as the rule does it."""

from __future__ import annotations

import re
from functools import cache

import ludo
from ludo.barrage.automa import candidate_spots, code_order, place_structure, tile
from ludo.barrage.automa import messages as amsg
from ludo.barrage.automa.placement import NAMED_SPOTS, placement_lines
from ludo.barrage.automa.turn import placement_reason
from ludo.barrage.board import Board
from ludo.barrage.map import base_map, spot_name

E = Board.empty()


def named(line: str, spots) -> list[str]:
    """The spots of ``spots`` a line names (as on the board: « 7L », « 3→6 du bassin 3 »)."""
    return [s for s in spots if re.search(rf"(?<![\w→]){re.escape(spot_name(s))}(?![\w→])", line)]


def test_many_candidates_are_counted_and_a_criterion_that_does_not_separate_says_so():
    """Tile 11 on an empty map: « dam_downstream » finds no Automa dam downstream and no
    opponent's either: it keeps all 20 spots through its second preference, which the old
    text called « tous les candidats le remplissent » under the name of its first one."""
    spots = candidate_spots(E, "usa", "base")
    assert len(spots) == 20
    p = place_structure(E, "usa", "base", spots, tile(11).criteria)
    lines = placement_lines(p)
    for line in lines:
        assert len(named(line, spots)) <= NAMED_SPOTS, line  # never the list of 20 codes
    first = next(line for line in lines if "Critère" in line)
    assert p.steps[1].key == "dam_downstream" and p.steps[1].outcome == "keeps_all"
    assert "20 emplacements possibles" in first
    assert "ne départage pas" in first and "tous les candidats" not in first
    missed, met = amsg.TIER_NAMES["dam_downstream"]
    assert f"aucun ne répond à « {missed} »" in first and f"tous répondent à « {met} »" in first


def test_the_code_is_said_as_the_basin_order_it_starts():
    spots = candidate_spots(E, "usa", "base")
    p = place_structure(E, "usa", "base", spots, tile(11).criteria)  # code 3
    code = next(line for line in placement_lines(p) if "ordre des bassins" in line)
    assert "à partir du bassin 3" in code and not re.search(r"[Cc]ode \d", code)
    assert p.spot == "D3L"
    # the conduits' code names its first conduit on the map (tile 20: « 10B »)
    conduits = candidate_spots(E, "usa", "conduit")
    q = place_structure(E, "usa", "conduit", conduits, tile(20).criteria)
    assert q.steps[-1].step == "code" and q.steps[-1].key == "10B"
    line = placement_lines(q)[-1]
    start = spot_name(code_order("conduit", "10B")[0])
    assert f"à partir de la conduite {start}" in line and "10B" not in line
    assert f"à partir de la conduite {start}" in placement_reason(q)
    # and a tile's criteria side in words (the tile viewer)
    from ludo.barrage.automa.turn import tile_lines

    criteria = "\n".join(tile_lines(tile(11))[1])
    assert "à partir du bassin 3" in criteria and not re.search(r"code \d", criteria)


def test_a_criterion_with_priorities_names_the_one_that_decided():
    """Tile 17 on a map with a neutral dam in basin 3 only: among the value-3 conduits the
    « second highest value » keeps them all (said so), then the conduit from a dam decides
    by its second preference, a neutral dam, none leaving from an Automa dam."""
    board = E.with_dam("D3U", "neutral")
    g = base_map()
    threes = tuple(c for c in candidate_spots(board, "usa", "conduit") if g.nodes[c]["value"] == 3)
    assert len(threes) > NAMED_SPOTS and "C3R" in threes
    p = place_structure(board, "usa", "conduit", threes, tile(17).criteria)
    assert p.spot == "C3R"
    decided = p.steps[-1]
    assert (decided.key, decided.outcome, decided.tier) == ("conduit_dam", "decides", 1)
    kept = next(line for line in placement_lines(p) if "deuxième plus grande valeur" in line)
    assert p.steps[-2].outcome == "keeps_all" and p.steps[-2].key == "conduit_second_highest"
    assert "ne départage pas" in kept and "tous les candidats" not in kept
    assert f"{len(threes)} emplacements possibles" in kept
    line = placement_lines(p)[-1]
    assert "aucun ne répond à « conduite partant d'un barrage de l'Automa »" in line
    assert "répond à « conduite partant d'un barrage neutre » : il décide" in line
    assert "« conduite partant d'un barrage neutre »" in placement_reason(p)
    assert "(Automa, neutre, adversaire)" not in placement_reason(p)


@cache
def automa_turns(seed: int, level: str = "modere") -> tuple:
    """(state before, explanation) of every Automa turn of a seeded solo game."""
    start = ludo.new("barrage", players=2, automa=[1], automa_level=level, seed=seed)
    states = ludo.play_out(start, ("greedy", "automa"), seed=seed)
    out = []
    for before, after in zip(states, states[1:], strict=False):
        out += [(before, e.data["explanation"]) for e in after.events if e.kind == "automa.turn"]
    return tuple(out)


def test_every_vp_of_a_turn_comes_with_its_reason_and_a_red_frame_says_its_fee():
    turns = [expl for seed in (1, 2) for _, expl in automa_turns(seed)]
    red = [
        (expl, c)
        for expl in turns
        for c in expl.done
        if c.placement is not None and c.facts.get("red")
    ]
    assert red  # seed 1: a powerhouse on the red-framed 6b
    for expl, check in red:
        fee = check.facts["red"]
        assert amsg.SAY_RED.format(fee=fee) in expl.sentence()
        assert "encadré de rouge" in check.text and f"{fee} PV" in check.text
        assert any(n == -fee and "encadré de rouge" in why for n, why in expl.vp_lines)
    for expl in turns:
        assert sum(n for n, _ in expl.vp_lines) == expl.vp
        bilan = expl.lines().index(amsg.TURN_VP.format(vp=expl.vp, engineers=expl.engineers))
        assert len(expl.lines()) == bilan + 1 + len(expl.vp_lines)
        assert all(why and not why.startswith("Manche") for _, why in expl.vp_lines)


def test_a_patent_names_the_advanced_tile_in_french():
    patents = [
        c
        for seed in (1, 2)
        for _, expl in automa_turns(seed)
        for c in expl.done
        if c.action == "patent"
    ]
    assert patents
    for c in patents:
        name = c.facts["tile"]
        assert name in c.text and name.startswith("L")
        assert not re.search(r"L\d-[a-z]", c.text), c.text  # « L1-conduit »: the engine's id


def test_the_tile_turned_over_is_last_turns_actions_tile():
    """At the start of its turn the Automa turns over the tile whose actions it played last
    turn (its criteria side now up) and plays the tile it uncovers; at its very first turn
    that tile was never played."""
    turns = [expl for _, expl in automa_turns(1)]
    assert len(turns) > 5
    assert "premier tour" in turns[0].lines()[1]
    for previous, expl in zip(turns, turns[1:], strict=False):
        assert expl.criteria_tile == previous.actions_tile
        head = expl.lines()[1]
        assert f"n° {expl.criteria_tile}, celle de ses actions du tour précédent" in head
        assert "retournée au tour précédent" not in head
