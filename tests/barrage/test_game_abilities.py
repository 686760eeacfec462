"""Company abilities, officers and technology tiles inside a game."""

import dataclasses

from .test_game_state import fixed, refused, with_structures


def edit(state, seat, **changes):
    companies = list(state.companies)
    companies[seat] = dataclasses.replace(companies[seat], **changes)
    return state._evolve(companies=tuple(companies))


def moves(state, prefix=""):
    return {str(m) for m in state.legal_moves() if str(m).startswith(prefix)}


# -- company abilities (from the 3rd powerhouse) ----------------------------------------------
def three_powerhouses(state, seat, extra=()):
    return with_structures(
        state,
        seat,
        [("powerhouse", "P11a"), ("powerhouse", "P12a"), *extra],
    )


def test_italy_gets_three_more_energy_after_a_production():
    s = fixed(companies=("germany", "italy"), officers=("adler", "jordan"))
    s = three_powerhouses(s, 1, [("base", "D5U"), ("conduit", "C5L"), ("powerhouse", "P8a")])
    s = s._evolve(board=s.board.with_drops("D5U", 1))
    s = s.play("banque 1").play("T0g D5U C5L P8a 1")
    # 1 × 3, +1 (2nd powerhouse): 4, then Italy's +3 on the track only
    assert s.companies[1].energy == 7
    assert {str(m) for m in s.legal_moves()} == {"contrat -", "contrat S3"}  # 4 ≥ 2, not 7


def test_france_fulfils_with_three_less():
    s = fixed(companies=("france", "italy"), officers=("adler", "fiesler"))
    s = three_powerhouses(s, 0, [("base", "D5U"), ("conduit", "C5L"), ("powerhouse", "P8a")])
    s = s._evolve(board=s.board.with_drops("D5U", 1))
    s = edit(s, 0, hand=("S4", "G13"))  # S4 needs 4, G13 needs 4
    s = s._evolve(national=("N1",))
    s = s.play("T-2g D5U C5L P8a 1")  # 3 − 2 + 1 = 2 energy, counts as 5 for contracts
    assert s.companies[0].energy == 2
    assert moves(s) == {"contrat -", "contrat S4", "contrat G13"}


def test_germany_second_production_without_bonus():
    s = fixed(companies=("germany", "italy"))
    s = with_structures(
        s,
        0,
        [
            ("base", "D5U"),
            ("elevation", "D5U"),
            ("conduit", "C5L"),
            ("conduit", "C5R"),
            ("powerhouse", "P8a"),
            ("powerhouse", "P10a"),
            ("powerhouse", "P11a"),
        ],
        drops=[("D5U", 2)],
    )
    s = s.play("T0g D5U C5L P8a 1")  # 1 × 3, +1 (2nd powerhouse) = 4
    assert s.companies[0].energy == 4
    s = s.play("contrat S1")  # 2 credits, 2 energy
    assert moves(s) == {"seconde -", "seconde D5U C5R P10a 1"}  # another powerhouse only
    s = s.play("seconde D5U C5R P10a 1")  # only drops × value: 4
    assert s.companies[0].energy == 4 + 2 + 4 and s.current_player == 1


def test_usa_gains_energy_when_water_runs_through_its_powerhouses():
    s = fixed(companies=("usa", "italy"))
    s = three_powerhouses(s, 0, [("powerhouse", "P8a")])
    s = s.play("E1g A")  # headstream A → 1U, 1L, basin 8's powerhouses, ..., 11
    assert s.companies[0].energy >= 2


# -- officers ------------------------------------------------------------------------------------
def test_del_monte_level_three_dams_hold_four():
    s = fixed(companies=("germany", "italy"), officers=("del_monte", "adler"))
    s = with_structures(s, 0, [("base", "D5U"), ("elevation", "D5U"), ("elevation", "D5U")])
    assert s.board.capacity("D5U") == 4


def test_mcdowell_pays_a_conduit_with_mixers():
    s = fixed(companies=("germany", "italy"), officers=("mcdowell", "adler"))
    assert "construire conduite C9R conduite 0e3b" in moves(s)
    assert "construire conduite C9R conduite 6e0b" in moves(s)
    assert "construire conduite C9R conduite 3e3b" not in moves(s)


def test_jordan_pays_credits_instead_of_machines():
    s = fixed(companies=("germany", "italy"), officers=("jordan", "adler"))
    assert "construire conduite C9L conduite 1e0b3c" in moves(s)
    s = s.play("construire conduite C9L conduite 0e0b6c")
    g = s.companies[0]
    assert (g.credits, g.excavators) == (0, 6) and g.wheel.sectors[1].excavators == 0


def test_adler_bases_cost_three_excavators():
    s = fixed(companies=("germany", "italy"), officers=("adler", "jordan"))
    assert "construire base D1L base 3e0b" in moves(s)
    s = s.play("banque 1")
    assert "construire base D1L base 5e0b" in moves(s)  # Jordan's Italy: 5 in the mountains


def test_krylov_special_tile_copies_a_tile_on_the_wheel():
    s = fixed(companies=("germany", "italy"), officers=("krylov", "adler"))
    assert "special" in s.companies[0].tiles
    assert not moves(s, "construire conduite C9L spécial")  # nothing on the wheel to copy
    s = with_tile(s, 0, "L1-conduit").play("construire conduite C9R L1-conduite 6e0b")
    assert s.companies[0].credits == 12
    s = edit(s.play("banque 1"), 0, excavators=2)
    s = s.play("construire conduite C9L spécial:L1-conduite 2e0b")  # copies its effect: +2
    g = s.companies[0]
    assert g.credits == 12 + 2 and "special" not in g.tiles
    assert [x.tile for x in g.wheel.locked] == ["special", "L1-conduit"]


def test_sekibo_copies_another_officer_for_her_turn():
    s = fixed(companies=("germany", "italy"), officers=("sekibo", "adler"))
    assert s.companies[0].credits == 6  # decision G10: no extra credits
    assert "construire base D1L base 3e0b" not in moves(s)
    assert moves(s, "sekibo") == {"sekibo adler"}
    s = s.play("sekibo adler")
    assert s.current_player == 0 and s.companies[0].engineers == 11
    assert "construire base D1L base 3e0b" in moves(s)  # Adler: 3 excavators everywhere
    refused(s, "sekibo adler", "déjà")
    s = s.play("construire base D1L base 3e0b")
    assert s.current_player == 1 and s.companies[0].copied is None
    s = s.play("banque 1")
    s = s.play("sekibo adler")  # the 2nd time costs 3 credits more
    assert s.companies[0].credits == 3 and s.companies[0].sekibo_uses == 2
    s = s.play("banque 1").play("banque 1")
    assert not moves(s, "sekibo")  # twice a round at most


def test_sekibo_copying_del_monte_holds_four_during_her_turn():
    s = fixed(companies=("germany", "italy"), officers=("sekibo", "del_monte"))
    s = with_structures(s, 0, [("base", "D8L"), ("elevation", "D8L"), ("elevation", "D8L")])
    assert s.board.capacity("D8L") == 3
    s = s.play("sekibo del_monte")
    assert s.board.capacity("D8L") == 4
    s = s.play("banque 1")
    assert s.board.capacity("D8L") == 3


# -- technology tiles -----------------------------------------------------------------------------
def with_tile(state, seat, tile):
    c = state.companies[seat]
    return edit(state, seat, tiles=tuple(sorted((*c.tiles, tile))))


def test_l1_base_fills_every_empty_own_dam():
    s = with_structures(fixed(), 0, [("base", "D1L")])
    s = with_tile(s, 0, "L1-base")
    s = s.play("construire base D8L L1-base 3e0b")
    assert s.board.drops_at("D1L") == 1 and s.board.drops_at("D8L") == 1


def test_l1_conduit_gives_twice_its_value_in_credits():
    s = with_tile(fixed(), 0, "L1-conduit").play("construire conduite C9R L1-conduite 6e0b")
    assert s.companies[0].credits == 6 + 6


def test_l1_powerhouse_needs_no_engineer_and_no_space():
    s = with_tile(fixed(), 0, "L1-powerhouse").play("construire centrale P11a L1-centrale 0e2b")
    g = s.companies[0]
    assert (g.engineers, g.builds) == (12, 0)


def test_l1_joker_skips_the_red_fee():
    s = with_tile(fixed(), 0, "L1-joker").play("construire base D8U L1-joker 3e0b")
    assert s.companies[0].credits == 6


def test_l2_conduit_costs_five_excavators():
    s = with_tile(fixed(), 0, "L2-conduit")
    s = edit(s, 0, excavators=10)
    assert "construire conduite C1L L2-conduite 5e0b" in moves(s)
    assert "construire conduite C1L conduite 10e0b" in moves(s)


def test_l2_joker_makes_machines_interchangeable():
    s = with_tile(fixed(), 0, "L2-joker")
    assert {"construire base D8L L2-joker 0e3b", "construire base D8L L2-joker 2e1b"} <= moves(s)


def test_l2_base_produces_one_energy_per_base_and_may_fulfil():
    s = with_structures(fixed(), 0, [("base", "D1L"), ("base", "D2L")])
    s = with_tile(s, 0, "L2-base").play("construire base D8L L2-base 3e0b")
    assert s.companies[0].energy == 3
    assert moves(s) == {"contrat -", "contrat S1"}


def test_l2_elevation_fills_the_raised_dam():
    s = with_structures(fixed(), 0, [("base", "D8L")])
    s = with_tile(s, 0, "L2-elevation").play("construire élévation D8L L2-élévation 0e2b")
    assert s.board.dam_at("D8L") == ("germany", 2) and s.board.drops_at("D8L") == 2


def test_l2_powerhouse_offers_a_free_production_with_two_more():
    s = with_structures(fixed(), 0, [("base", "D5U"), ("conduit", "C5L")], drops=[("D5U", 1)])
    s = with_tile(s, 0, "L2-powerhouse").play("construire centrale P8a L2-centrale 0e2b")
    assert moves(s) == {"produire -", "produire D5U C5L P8a 1"}
    s = s.play("produire D5U C5L P8a 1")
    assert s.companies[0].energy == 5 and s.companies[0].engineers == 11


def test_l3_base_needs_no_engineer_and_no_excavator():
    s = with_tile(fixed(), 0, "L3-base").play("construire base D8L L3-base 0e0b")
    g = s.companies[0]
    assert (g.engineers, g.excavators) == (12, 6) and g.wheel.sectors[1].tile == "L3-base"


def test_l3_tiles_score_three_vp_each():
    s = with_structures(fixed(), 0, [("powerhouse", "P11a")])
    s = with_tile(s, 0, "L3-powerhouse").play("construire centrale P12a L3-centrale 0e3b")
    line = [x for x in s.score().lines if x.rule == "barrage.tile"][0]
    assert line.points == 6 and "2 centrales × 3" in line.text


def test_l3_conduit_produces_twice_its_value():
    s = with_tile(fixed(), 0, "L3-conduit").play("construire conduite C9R L3-conduite 6e0b")
    assert s.companies[0].energy == 6


def test_tiles_come_back_after_six_rotations():
    s = fixed().play("construire base D8L base 3e0b")
    s = edit(s, 0, credits=20)
    s = s.play("banque 1").play("A3g").play("banque 1")
    s = s.play("A1g").play("banque 1")
    assert "base" not in s.companies[0].tiles  # 5 rotations
    s = edit(s, 0, engineers=3).play("A1d")
    g = s.companies[0]
    assert "base" in g.tiles and g.excavators == 6 and g.wheel.is_empty


# -- contract rewards ---------------------------------------------------------------------------------
def test_contract_reward_places_a_structure_for_free():
    s = with_structures(fixed(), 0, [("base", "D5U"), ("conduit", "C5L"), ("powerhouse", "P8a")])
    s = s._evolve(board=s.board.with_dam("D5U", "germany", 1).with_drops("D5U", 1))
    s = edit(s, 0, hand=("G11",))  # 4 energy: a conduit of value 2 at most, for free
    s = s.play("T+2g D5U C5L P8a 1").play("contrat G11")
    spots = {str(m) for m in s.legal_moves()}
    assert "placer conduite C9L" in spots and "placer conduite C1L" not in spots
    s = s.play("placer conduite C9L")
    assert s.board.conduit_owner("C9L") == "germany" and s.companies[0].excavators == 6


def test_reward_machines_are_chosen():
    s = with_structures(fixed(), 0, [("base", "D5U"), ("conduit", "C5L"), ("powerhouse", "P8a")])
    s = s._evolve(board=s.board.with_drops("D5U", 1))
    s = edit(s, 0, hand=("G02",))
    s = s.play("T+2g D5U C5L P8a 1").play("contrat G02")
    assert moves(s) == {"machines 2e0b", "machines 1e1b", "machines 0e2b"}
    s = s.play("machines 0e2b")
    assert s.companies[0].mixers == 6
    refused(s, "machines 0e2b", "aucun choix")
