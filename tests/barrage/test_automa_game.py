"""Tesla's Automa in the game: set-up, each action with its condition, the deck, saves."""

import copy
from dataclasses import replace

import pytest

import ludo
from ludo.barrage.board import Board
from ludo.barrage.game.moves import AutomaTurn
from ludo.barrage.game.players import GreedyPlayer
from ludo.barrage.game.scoring import objective_points, objective_value


def solo(**kw):
    """Italy (seat 0, a person) against the USA Automa (seat 1), which plays first."""
    options = dict(
        players=2,
        automa=[1],
        companies=["italy", "usa"],
        officers=["adler", None],
        contracts=["S1", None],
        seed=1,
    )
    options.update(kw)
    return ludo.new("barrage", **options)


def scene(s, *, board=None, deck=None, usa=None, **changes):
    """A hand-made position: the Automa's board, company and deck (criteria tile, actions
    tile, ...)."""
    comps = list(s.companies)
    if usa:
        comps[1] = replace(comps[1], **usa)
    rest = [t for t in range(1, 21) if t not in (deck or ())]
    return s._evolve(
        board=board if board is not None else s.board,
        automa_deck=tuple(deck) + tuple(rest) if deck else s.automa_deck,
        companies=tuple(comps),
        **changes,
    )


def turn(s):
    after = s.play("automa")
    (ev,) = [e for e in after.events if e.kind == "automa.turn"]
    return after, ev.data["explanation"]


def reasons(expl):
    return [(c.action, c.done, c.reason) for c in expl.checks]


SYSTEM = (
    Board.empty()
    .with_dam("D1U", "usa", 2)
    .with_drops("D1U", 2)
    .with_conduit("C1L", "usa")
    .with_powerhouse("P8a", "usa")
)
DISPLAY = (("G01", "G06"), ("Y11", "Y12"), ("R05", "R12"))


# -- set-up -----------------------------------------------------------------------------------
def test_setup_no_officer_no_contract_16_vp_plays_first():
    s = solo()
    usa = s.companies[1]
    assert (usa.officer, usa.hand, usa.credits) == (None, (), 0)
    assert s.order == (1, 0) and s.current_player == 1
    assert list(s.legal_moves()) == [AutomaTurn()]
    assert s.score().totals() == {0: 10, 1: 16}
    assert s.player_names[1] == "Joueur 2 (Automa, USA)"
    assert len(s.automa_deck) == 20 and s.automa_discard == ()
    assert s.automa_level == "modere"


def test_pick_phase_gives_the_automa_a_company_left_and_the_first_turn():
    s = ludo.new("barrage", players=3, automa=[0], seed=2)
    assert s.current_player in (1, 2)
    for _ in range(2):
        s = s.play(s.legal_moves()[0])
    assert s.phase == "actions"
    assert s.order[0] == 0 and s.companies[0].officer is None and s.companies[0].hand == ()
    assert len({c.company for c in s.companies}) == 3
    assert s.current_player == 0


@pytest.mark.parametrize(
    "options, field",
    [
        (dict(automa_level="difficile"), "automa_level"),
        (dict(automa=[0, 1]), "automa"),
        (dict(automa=[2]), "automa"),
        (dict(automa=[True]), "automa"),
        (dict(automa=None, automa_level="facile"), "automa_level"),
        (dict(officers=["adler", "jordan"]), "officers"),
        (dict(contracts=["S1", "S2"]), "contracts"),
    ],
)
def test_bad_automa_options_are_refused_in_french(options, field):
    with pytest.raises(ludo.InvalidData) as err:
        solo(**options)
    assert err.value.field == field
    assert "Automa" in str(err.value) or "automa" in str(err.value)


def test_every_level_is_accepted_but_not_the_intro_game():
    for level in ("facile", "modere", "haute_tension", "surpuissant"):
        assert solo(automa_level=level).automa_level == level
    with pytest.raises(ludo.InvalidData, match="initiation"):
        ludo.new("barrage", players=2, intro=True, automa=[1])


def test_moves_out_of_turn_are_refused_and_change_nothing():
    s = solo()
    before = copy.deepcopy(s)
    with pytest.raises(ludo.IllegalMove, match="tour de l'Automa"):
        s.play("banque 1")
    after = s.play("automa")
    with pytest.raises(ludo.IllegalMove, match="tour d'une personne"):
        after.play("automa")
    assert s == before


# -- production -------------------------------------------------------------------------------
def test_production_best_system_all_drops_then_highest_contract_rightmost():
    """Tile 17: production +2, green condition. 2 drops × 5 + 2 = 12 energy; the
    highest requirement reached is 10 (R12): 7 VP and 3 credits, taken as VP."""
    s = scene(solo(), board=SYSTEM, deck=(9, 17), display=DISPLAY)
    after, expl = turn(s)
    assert reasons(expl)[0] == ("production", True, "done")
    usa = after.companies[1]
    assert usa.energy == 12 and usa.fulfilled == ("R12",) and usa.credits == 0
    assert after.board.drops_at("D1U") == 0
    assert after.score().total(1) == 16 + 7 + 3
    assert "R12" not in [k for p in after.display for k in p]
    assert len(after.display[2]) == 2  # refilled
    assert usa.engineers == 10 and ("T+2g", 1) in after.spaces


def test_a_national_contract_counts_and_the_powerhouse_bonus_applies():
    """Two Automa powerhouses: +1 at « modéré » → 13 energy reaches N1 (13); not at
    « facile »."""
    s = scene(solo(), deck=(9, 17), display=DISPLAY, national=("N1",))
    board = SYSTEM.with_powerhouse("P5a", "usa")
    cb = s.companies[1].board.take("powerhouse")[0].take("powerhouse")[0]
    s = scene(s, board=board, usa={"board": cb})
    after, _ = turn(s)
    assert after.companies[1].energy == 13 and after.companies[1].fulfilled == ("N1",)
    easy = scene(solo(automa_level="facile"), board=board, usa={"board": cb}, deck=(9, 17))
    easy = easy._evolve(display=DISPLAY, national=("N1",))
    after, _ = turn(easy)
    assert after.companies[1].energy == 12 and after.companies[1].fulfilled == ("R12",)


def test_no_production_when_leading_inside_the_bonus_section_a_tie_is_not_leading():
    s = scene(solo(), board=SYSTEM, deck=(9, 17), display=DISPLAY)
    lead = scene(s, usa={"energy": 7})
    _, expl = turn(lead)
    assert reasons(expl)[0] == ("production", False, "leading")
    comps = list(lead.companies)
    comps[0] = replace(comps[0], energy=7)
    tie = lead._evolve(companies=tuple(comps))
    _, expl = turn(tie)
    assert reasons(expl)[0] == ("production", True, "done")


def test_no_production_without_a_system_or_below_every_contract_of_the_colour():
    _, expl = turn(scene(solo(), board=Board.empty(), deck=(9, 17)))
    assert reasons(expl)[0] == ("production", False, "no_system")
    weak = SYSTEM.with_drops("D1U", 1)  # 5 energy, red contracts need 8
    _, expl = turn(scene(solo(), board=weak, deck=(9, 12), display=DISPLAY))
    assert reasons(expl)[0] == ("production", False, "contract")


# -- dotted actions ----------------------------------------------------------------------------
def test_water_control_only_where_a_drop_ends_behind_an_automa_dam_and_the_turn_goes_on():
    """Tile 1: W2. The Automa's level-1 dam on D2L (empty) holds one drop from B: only one
    drop is placed; then the turn goes on to the construction column."""
    board = Board.empty().with_dam("D2L", "usa", 1)
    s = scene(solo(), board=board, deck=(9, 1))
    after, expl = turn(s)
    assert reasons(expl)[:3] == [
        ("production", False, "no_system"),
        ("water", True, "done"),
        ("build", True, "done"),
    ]
    assert after.board.drops_at("B") == 1 and after.board.drops_at("A") == 0
    assert ("E2g", 1) in after.spaces


def test_water_goes_to_the_first_free_space_of_the_section():
    board = Board.empty().with_dam("D2L", "usa", 1)
    s = scene(solo(), board=board, deck=(9, 1), spaces=(("E2g", 0),))
    after, _ = turn(s)
    assert ("E1g", 1) in after.spaces


def test_water_control_with_no_automa_dam_places_nothing():
    _, expl = turn(scene(solo(), board=Board.empty(), deck=(9, 1)))
    assert reasons(expl)[1] == ("water", False, "no_dam")


def test_contract_office_discards_both_refills_and_gives_two_energy():
    """Tile 3: Cx(green) does not end the turn; the Base comes next."""
    s = scene(solo(), board=Board.empty(), deck=(9, 3))
    green = s.display[0]
    after, expl = turn(s)
    assert reasons(expl)[1:3] == [("contracts", True, "done"), ("build", True, "done")]
    assert after.display[0] == s.decks[0][:2] and not set(green) & set(after.display[0])
    assert after.companies[1].energy == 2
    assert ("C1g", 1) in after.spaces


# -- construction and the others -----------------------------------------------------------------
def test_construction_on_a_red_spot_costs_3_vp_and_uses_the_wheel():
    """Tile 4: a mountain Base; criteria of tile 9 start with « red frame », code 1."""
    s = scene(solo(), board=Board.empty(), deck=(9, 4))
    after, expl = turn(s)
    check = expl.checks[1]
    assert (check.action, check.done) == ("build", True)
    assert check.placement.spot == "D1U"
    assert after.board.dam_at("D1U") == ("usa", 1)
    usa = after.companies[1]
    assert (usa.excavators, usa.engineers, usa.tiles.count("base")) == (1, 10, 0)
    assert after.score().total(1) == 16 - 3
    assert expl.vp == -3


def test_skipped_actions_down_to_the_bank():
    """No excavators (no Base), empty patent office, expansion skipped, empty wheel: bank."""
    s = scene(solo(), board=Board.empty(), deck=(9, 3), usa={"excavators": 0}, patent=("", "", ""))
    s = s._evolve(display=(((), *s.display[1:])))
    after, expl = turn(s)
    assert reasons(expl) == [
        ("production", False, "no_system"),
        ("contracts", False, "no_contract"),
        ("build", False, "machines"),
        ("patent", False, "no_patent"),
        ("external_works", False, "expansion"),
        ("rotate_or_bank", True, "done"),
    ]
    assert after.score().total(1) == 17 and after.companies[1].engineers == 11


def test_patent_takes_the_highest_level_tile_for_2_vp():
    s = scene(
        solo(),
        board=Board.empty(),
        deck=(9, 3),
        usa={"excavators": 0},
        patent=("L1-base", "L2-base", "L1-conduit"),
    )
    after, expl = turn(s)
    assert reasons(expl)[-1] == ("patent", True, "done")
    assert "L2-base" in after.companies[1].tiles and after.patent[1] == ""
    assert after.score().total(1) == 14 and ("V1", 1) in after.spaces


def test_no_machinery_in_round_5_and_the_last_action_with_the_engineers_left():
    s = scene(solo(), board=Board.empty(), deck=(9, 4), usa={"excavators": 0}, round=5)
    _, expl = turn(s)
    assert reasons(expl)[2] == ("machinery", False, "round5")
    short = scene(solo(), board=Board.empty(), deck=(9, 4), usa={"engineers": 1})
    after, expl = turn(short)
    assert expl.engineers == 1 and after.companies[1].engineers == 0
    assert after.board.dam_at("D1U") == ("usa", 1)


def test_workshop_only_with_something_on_the_wheel():
    s = scene(solo(), board=Board.empty(), deck=(9, 2), usa={"excavators": 0, "mixers": 0})
    _, expl = turn(s)
    assert ("workshop", False, "wheel_empty") in reasons(expl)
    assert reasons(expl)[-1] == ("machine_or_bank", True, "done")


# -- the deck, saves, explanation, a whole game -----------------------------------------------------
def test_the_deck_flips_and_reshuffles_when_the_stack_runs_out():
    s = solo()
    after, expl = turn(s)
    assert after.automa_discard == s.automa_deck[:1]
    assert after.automa_deck == s.automa_deck[1:]
    assert (expl.criteria_tile, expl.actions_tile) == s.automa_deck[:2]
    last = s._evolve(automa_deck=(5,), automa_discard=tuple(t for t in range(1, 21) if t != 5))
    after, expl = turn(last)
    assert expl.reshuffled and after.automa_discard == (5,)
    assert sorted(after.automa_deck) == [t for t in range(1, 21) if t != 5]


def test_saves_keep_the_automa_and_its_deck():
    s = solo(automa_level="facile")
    bot = GreedyPlayer(seed=2)
    for _ in range(12):
        s = s.play("automa" if s.current_player in s.automa else bot.choose(s))
    assert s.setup()["automa"] == [1] and s.setup()["automa_level"] == "facile"
    back = ludo.from_json(s.to_json())
    assert back == s and back.automa_deck == s.automa_deck


def test_the_explanation_is_data_and_french():
    _, expl = turn(scene(solo(), board=SYSTEM, deck=(9, 17), display=DISPLAY))
    lines = expl.lines()
    assert lines[0] == "Tour de l'Automa (USA) — " + expl.sentence()
    assert "(n° 17)" in lines[1]  # the tile, for the curious, after the plain sentence
    assert any("R12" in line for line in lines)
    (bilan,) = [k for k, line in enumerate(lines) if line.startswith("Bilan du tour : ")]
    assert lines[bilan].startswith("Bilan du tour : +10 PV")
    # every VP of the turn follows with its reason (the contract's reward here)
    assert sum(n for n, _ in expl.vp_lines) == expl.vp == 10 and len(expl.vp_lines) >= 1
    assert [line.strip() for line in lines[bilan + 1 :]] == [
        f"{n:+d} PV : {why}".replace("-", "−") for n, why in expl.vp_lines
    ]
    assert any("récompense du contrat R12" in line for line in lines[bilan + 1 :])


def test_a_whole_solo_game_and_the_objective_ranks_of_the_automa():
    s = solo(seed=4)
    bot = GreedyPlayer(seed=4)
    automa = ludo.player("barrage", "automa")
    while not s.is_over():
        s = s.play((automa if s.current_player in s.automa else bot).choose(s))
    obj = [line for line in s.score().lines if line.rule == "barrage.objective"]
    from ludo.barrage.game.data import load_game_data

    counts = load_game_data().objective(s.objective)
    values = [objective_value(s.board, c.company, counts["counts"]) for c in s.companies]
    expected = objective_points(values, (1,), minimum=counts["minimum"])
    assert [line.points for line in sorted(obj, key=lambda x: x.player)] == [
        expected[0],
        expected[1],
    ]
    assert s.companies[1].credits == 0


def test_the_automa_player_plays_only_automa_seats():
    bot = ludo.player("barrage", "automa")
    s = solo()
    assert bot.choose(s) == AutomaTurn()
    with pytest.raises(ludo.InvalidData):
        bot.choose(s.play("automa"))


def test_on_a_tie_the_rightmost_contract_is_fulfilled():
    display = (("G01", "G06"), ("Y11", "Y12"), ("R12", "R13"))
    after, _ = turn(scene(solo(), board=SYSTEM, deck=(9, 17), display=display))
    assert after.companies[1].fulfilled == ("R13",)


# -- the rulebook's examples ------------------------------------------------------------------------
def test_rulebook_production_example():
    """A powerhouse linked by a conduit (value 3) to a level-3 dam holding 2 drops, not
    leading, +2 on the tile: 8 energy, enough for a green contract; the Automa produces and
    fulfils the rightmost contract of value 8."""
    board = (
        Board.empty()
        .with_dam("D5U", "usa", 3)
        .with_drops("D5U", 2)
        .with_conduit("C5L", "usa")
        .with_powerhouse("P8a", "usa")
    )
    display = (("G01", "G06"), ("Y01", "Y02"), ("R05", "R01"))
    after, expl = turn(scene(solo(), board=board, deck=(9, 17), display=display))
    assert reasons(expl)[0] == ("production", True, "done")
    assert after.companies[1].energy == 8 and after.companies[1].fulfilled == ("R01",)


def test_rulebook_water_example_a_drop_fills_another_dam_first():
    """The Automa's hill dam (D5L, basin 5 below basin 2) can hold a drop once the neutral
    mountain dam of basin 2 has its drop: with up to 2 drops, both go on headstream B."""
    board = Board.empty().with_dam("D2L", "neutral", 1).with_dam("D5L", "usa", 1)
    after, expl = turn(scene(solo(), board=board, deck=(9, 1)))
    assert reasons(expl)[1] == ("water", True, "done")
    assert after.board.drops_at("B") == 2
    # one drop only if it is all that one Automa dam can take
    one = Board.empty().with_dam("D5L", "usa", 1)
    after, _ = turn(scene(solo(), board=one, deck=(9, 1)))
    assert after.board.drops_at("B") == 1


def test_rulebook_machinery_example_5_vp_for_two_different_machines():
    """Tile 20, third column: an excavator and a mixer for 5 VP (2 engineers)."""
    s = scene(solo(), board=Board.empty(), deck=(9, 20), usa={"mixers": 0})
    after, expl = turn(s)
    assert reasons(expl)[-1] == ("machinery", True, "done")
    usa = after.companies[1]
    assert (usa.excavators, usa.mixers, usa.engineers) == (7, 1, 10)
    assert after.score().total(1) == 11 and ("M1g", 1) in after.spaces


def test_rulebook_engineers_example_first_free_workshop_space_ignoring_its_needs():
    """Tile 5 (rotate 3 for 5 VP, 2 engineers): with A1g and A1d taken in a 4-player
    game, the engineers go on A2g whatever that space asks."""
    from ludo.barrage.construction import ConstructionWheel

    wheel = ConstructionWheel().place("base", 1, 0)[0]
    s = ludo.new(
        "barrage",
        players=4,
        automa=[3],
        companies=["italy", "france", "germany", "usa"],
        officers=["adler", "jordan", "fiesler", None],
        contracts=["S1", "S2", "S3", None],
        seed=1,
    )
    s = s._evolve(
        board=Board.empty(),
        automa_deck=(9, 5, *[t for t in range(1, 21) if t not in (9, 5)]),
        spaces=(("A1g", 0), ("A1d", 1)),
    )
    comps = list(s.companies)
    comps[3] = replace(comps[3], excavators=0, wheel=wheel)
    s = s._evolve(companies=tuple(comps))
    after, expl = turn(s)
    assert reasons(expl)[-1] == ("workshop", True, "done")
    assert ("A2g", 3) in after.spaces and after.companies[3].engineers == 10
    assert after.score().total(3) == 11


def test_rulebook_third_piece_example():
    """The Automa must build a conduit: it has a Base and a powerhouse that one conduit
    links (D1U and P8a through C1L), so it builds there."""
    board = Board.empty().with_dam("D1U", "usa", 1).with_powerhouse("P8a", "usa")
    s = scene(solo(), board=board, deck=(15, 11), usa={"excavators": 10})
    after, expl = turn(s)
    assert reasons(expl)[2] == ("build", True, "done")
    assert after.board.conduit_owner("C1L") == "usa"
    assert [st.step for st in expl.checks[2].placement.steps] == ["system"]


def test_the_automa_names_spots_as_the_board_does_never_by_map_id():
    """Its explanations and events say « 4L », « 12a » as the menus do, never D4L or P12a."""
    import re

    ids = re.compile(r"\b[DP]\d{1,2}[ULabcd]\b|\bC\d{1,2}[LR]\b")
    texts = []
    for level, seed in (("facile", 0), ("modere", 1), ("surpuissant", 2)):
        s = ludo.new("barrage", players=2, automa=[1], automa_level=level, seed=seed)
        for st in ludo.play_out(s, ("greedy", "automa"), seed=seed):
            for e in st.events:
                if e.kind.startswith("automa") or e.data.get("seat") == 1:
                    texts.append(e.text)
    assert len(texts) > 50
    assert [t for t in texts if ids.search(t)] == []
