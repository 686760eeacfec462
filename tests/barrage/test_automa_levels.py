"""The levels of Tesla's Automa: « facile » (no incomes, no powerhouse bonus) and
« haute_tension » (technology tiles' effects with their adaptations, company abilities)."""

from dataclasses import replace

from ludo.barrage.automa import place_structure, tile
from ludo.barrage.automa.actions import _tile_for
from ludo.barrage.board import Board
from ludo.barrage.game.effects import Work
from ludo.barrage.game.phases import start_round

from .test_automa_game import reasons, scene, solo, turn


def built(company_board, kind, n):
    for _ in range(n):
        company_board = company_board.take(kind)[0]
    return company_board


def test_facile_gets_no_income_at_the_start_of_a_round():
    for level, expected in (("modere", True), ("facile", False)):
        s = solo(automa_level=level)
        s = scene(s, usa={"board": built(s.companies[1].board, "base", 2)})
        assert s.companies[1].board.incomes()
        w = Work(s)
        start_round(w)
        got = [e for e in w.events if e.kind == "gain" and "USA" in e.text]
        assert bool(got) == expected


def test_the_highest_tile_is_used_a_specific_one_before_a_joker():
    c = solo().companies[1]
    assert _tile_for(c, "base") == "base"
    c = replace(c, tiles=("base", "L1-base", "L1-joker", "conduit"))
    assert _tile_for(c, "base") == "L1-base"
    c = replace(c, tiles=("base", "L2-joker", "L1-base"))
    assert _tile_for(c, "base") == "L2-joker"
    assert _tile_for(c, "powerhouse") == "L2-joker"


def test_level_1_joker_prefers_the_red_frame_after_the_criteria_and_pays_no_fee():
    """Tile 6 builds an Elevation or a Base; criteria tile 8 (code 9) matches nothing on an
    empty board. With the L1 Joker (« haute_tension ») the red upper spot D9U is taken,
    without the 3 VP; at « modéré » the lower spot D9L."""
    board = Board.empty()
    tiles = ("L1-joker", "conduit", "elevation", "powerhouse")
    hard = scene(solo(automa_level="haute_tension"), board=board, deck=(8, 6), usa={"tiles": tiles})
    after, expl = turn(hard)
    check = [c for c in expl.checks if c.action == "build" and c.done][0]
    assert check.placement.spot == "D9U"
    assert ("tile", "red_base", "narrows") in [
        (st.step, st.key, st.outcome) for st in check.placement.steps
    ]
    assert after.score().total(1) == 16
    medium = scene(solo(), board=board, deck=(8, 6), usa={"tiles": tiles})
    after, expl = turn(medium)
    assert after.board.dam_at("D9L") == ("usa", 1)


def test_level_3_base_needs_no_engineer_and_no_excavator():
    tiles = ("L3-base", "conduit", "elevation", "powerhouse")
    s = scene(
        solo(automa_level="haute_tension"),
        board=Board.empty(),
        deck=(9, 3),
        usa={"tiles": tiles, "excavators": 0},
    )
    after, expl = turn(s)
    assert ("build", True, "done") in reasons(expl)
    usa = after.companies[1]
    assert usa.engineers == 11  # only the contract office's engineer
    assert after.board.dam_at("D1U") == ("usa", 1)


def test_level_2_conduit_needs_five_excavators_and_prefers_value_3():
    tiles = ("L2-conduit", "base", "elevation", "powerhouse")
    s = scene(
        solo(automa_level="haute_tension"),
        board=Board.empty(),
        deck=(9, 11),
        usa={"tiles": tiles, "excavators": 5},
    )
    after, expl = turn(s)
    check = [c for c in expl.checks if c.action == "build"][0]
    assert check.done and after.board.conduit_owner(check.placement.spot) == "usa"
    assert after.companies[1].excavators == 0
    # the preference step of the procedure, after the criteria and before the code
    cands = ("C2L", "C3R", "C4L")  # all of value 3: the criteria keep them all
    assert place_structure(Board.empty(), "usa", "conduit", cands, tile(20).criteria).spot == "C2L"
    p = place_structure(
        Board.empty(),
        "usa",
        "conduit",
        cands,
        tile(20).criteria,
        prefer=("conduit_value_3", lambda c: c == "C4L"),
    )
    assert p.spot == "C4L" and p.steps[-1].step == "tile"


def test_level_2_base_gives_energy_per_base_and_fulfils_a_contract():
    tiles = ("L2-base", "conduit", "elevation", "powerhouse")
    board = Board.empty().with_dam("D7L", "usa", 1)
    s = scene(solo(automa_level="haute_tension"), board=board, deck=(9, 4), usa={"tiles": tiles})
    s = scene(s, usa={"board": built(s.companies[1].board, "base", 1)})
    s = s._evolve(display=(("G01", "G06"), ("Y01", "Y02"), ("R01", "R02")))
    after, expl = turn(s)
    usa = after.companies[1]
    assert usa.energy == 2 and usa.fulfilled == ("G01",)


def _france(level):
    board = (
        Board.empty()
        .with_dam("D1U", "france", 1)
        .with_drops("D1U", 1)
        .with_conduit("C1L", "france")
        .with_powerhouse("P8a", "france")
        .with_powerhouse("P5a", "france")
        .with_powerhouse("P6a", "france")
    )
    s = solo(automa_level=level, companies=["italy", "france"])
    comps = list(s.companies)
    comps[1] = replace(comps[1], board=built(comps[1].board, "powerhouse", 3))
    s = s._evolve(companies=tuple(comps), board=board)
    return scene(s, deck=(9, 12), display=(("G01", "G06"), ("Y01", "Y02"), ("R01", "R02")))


def test_france_ability_counts_in_the_production_condition_at_haute_tension():
    """5 energy + 1 (two powerhouses) = 6: no red contract (8) at « modéré »; with France's
    −3 at « haute_tension » it reaches 8."""
    _, expl = turn(_france("modere"))
    assert reasons(expl)[0] == ("production", False, "contract")
    after, expl = turn(_france("haute_tension"))
    assert reasons(expl)[0] == ("production", True, "done")
    assert after.companies[1].fulfilled == ("R02",)


def test_germany_second_production_is_the_most_productive_other_one():
    board = (
        Board.empty()
        .with_dam("D1U", "germany", 2)
        .with_drops("D1U", 2)
        .with_conduit("C1L", "germany")
        .with_dam("D2U", "germany", 1)
        .with_drops("D2U", 1)
        .with_conduit("C2L", "germany")
        .with_powerhouse("P8a", "germany")
        .with_powerhouse("P6a", "germany")
        .with_powerhouse("P5a", "germany")
    )

    def game(level):
        s = solo(automa_level=level, companies=["italy", "germany"])
        comps = list(s.companies)
        comps[1] = replace(comps[1], board=built(comps[1].board, "powerhouse", 3))
        s = s._evolve(companies=tuple(comps), board=board)
        return scene(s, deck=(9, 17), display=(("G01", "G06"), ("Y01", "Y02"), ("R01", "R02")))

    after, _ = turn(game("modere"))
    assert after.companies[1].energy == 13  # 10 + 2 + 1
    after, expl = turn(game("haute_tension"))
    assert after.companies[1].energy == 13 + 3  # + 1 drop × 3 (C2L) only
    assert "Seconde production" in expl.checks[0].text


# -- « surpuissant »: the Automa's officer ---------------------------------------------------------
def hardest(officer, **kw):
    s = solo(automa_level="surpuissant", **kw)
    comps = list(s.companies)
    comps[1] = replace(comps[1], officer=officer)
    return s._evolve(companies=tuple(comps))


def test_surpuissant_automa_draws_an_officer_nobody_has_mahiri_included():
    seen = set()
    for seed in range(12):
        s = solo(automa_level="surpuissant", seed=seed, officers=["sekibo", None])
        officer = s.companies[1].officer
        assert officer not in (None, "sekibo")  # the person has her
        assert s.board.officer_of("usa") == officer
        seen.add(officer)
    assert len(seen) >= 4
    drawn = {solo(automa_level="surpuissant", seed=seed).companies[1].officer for seed in range(30)}
    assert "sekibo" in drawn  # G13: she is in the Automa's draw (her variant is G14)
    assert solo(automa_level="haute_tension").companies[1].officer is None


def test_adler_prefers_mountain_dams_in_each_criterion_and_pays_3_excavators():
    """Tile 6 (Base after an impossible Elevation), criteria of tile 17 (code 5): « red
    frame » keeps the upper spots; with Wilhelm Adler the mountain ones first → D1U (code
    5 wraps to 1). Without him the code gives D5U."""
    s = scene(hardest("adler"), board=Board.empty(), deck=(17, 6), usa={"excavators": 3})
    after, expl = turn(s)
    assert after.board.dam_at("D1U") == ("usa", 1) and after.companies[1].excavators == 0
    s = scene(solo(), board=Board.empty(), deck=(17, 6))
    after, _ = turn(s)
    assert after.board.dam_at("D5U") == ("usa", 1)


def test_del_monte_builds_an_elevation_whenever_he_can():
    """Tile 13's structures are a Powerhouse then a Base; Graziano Del Monte raises his dam."""
    board = Board.empty().with_dam("D7L", "usa", 1)
    after, expl = turn(scene(hardest("del_monte"), board=board, deck=(9, 13)))
    assert after.board.dam_at("D7L") == ("usa", 2)
    assert [c.action for c in expl.checks if c.done][-1] == "build"
    after, _ = turn(scene(solo(), board=board, deck=(9, 13)))
    assert after.board.dam_at("D7L") == ("usa", 1)


def test_fiesler_produces_one_drop_through_a_small_conduit():
    board = (
        Board.empty()
        .with_dam("D6U", "usa", 3)
        .with_drops("D6U", 3)
        .with_conduit("C6R", "usa")  # value 2, to basin 7
        .with_powerhouse("P7a", "usa")
    )
    display = (("G01", "G06"), ("Y01", "Y02"), ("R01", "R02"))
    after, _ = turn(scene(hardest("fiesler"), board=board, deck=(9, 17), display=display))
    assert after.board.drops_at("D6U") == 2 and after.companies[1].energy == 4 + 2
    after, _ = turn(scene(solo(), board=board, deck=(9, 17), display=display))
    assert after.board.drops_at("D6U") == 0 and after.companies[1].energy == 6 + 2


def test_mcdowell_pays_conduits_with_mixers_and_takes_mixers():
    s = scene(hardest("mcdowell"), board=Board.empty(), deck=(9, 11), usa={"excavators": 0})
    after, expl = turn(s)
    spot = [c for c in expl.checks if c.action == "build"][0].placement.spot
    assert after.board.conduit_owner(spot) == "usa"
    from ludo.barrage.map import base_map

    assert after.companies[1].mixers == 4 - base_map().nodes[spot]["value"]
    s = scene(hardest("mcdowell"), board=Board.empty(), deck=(9, 2), usa={"excavators": 0})
    s = scene(s, usa={"mixers": 0})
    after, expl = turn(s)
    assert reasons(expl)[-1] == ("machine_or_bank", True, "done")
    assert (after.companies[1].excavators, after.companies[1].mixers) == (0, 1)


def test_jordan_replaces_one_missing_machine_with_3_vp():
    s = scene(hardest("jordan"), board=Board.empty(), deck=(9, 4), usa={"excavators": 4})
    after, expl = turn(s)
    assert after.board.dam_at("D1U") == ("usa", 1)  # a mountain Base: 5 excavators
    assert after.companies[1].excavators == 0
    assert after.score().total(1) == 16 - 3 - 3  # the machine, the red frame
    short = scene(hardest("jordan"), board=Board.empty(), deck=(9, 4), usa={"excavators": 3})
    _, expl = turn(short)
    assert ("build", False, "machines") in reasons(expl)


def test_krylov_special_tile_copies_the_highest_tile_on_the_wheel():
    from ludo.barrage.construction import ConstructionWheel

    wheel = ConstructionWheel().place("L2-base", 0, 0)[0].place("base", 0, 0)[0]
    s = scene(
        hardest("krylov"),
        board=Board.empty(),
        deck=(9, 3),
        usa={"tiles": ("conduit", "special"), "wheel": wheel},
    )
    s = s._evolve(display=(((), *s.display[1:])))
    after, expl = turn(s)
    check = [c for c in expl.checks if c.action == "build"][0]
    assert check.done and "spéciale (L2-Base)" in check.text  # the tile's French name
    assert "special" not in after.companies[1].tiles
