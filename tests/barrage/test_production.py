"""Production: the rulebook's worked examples, every requirement, the company abilities."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import ludo
from ludo.barrage import Board, scenarios
from ludo.barrage import messages as pm
from ludo.barrage.map import spot_name
from ludo.barrage.production import (
    Payment,
    check_production,
    possible_productions,
    powerhouses_built_on,
    produce,
    produce_second,
)
from ludo.barrage.water import final_places


def usa_own_setup():
    return (
        Board.empty()
        .with_dam("D5U", "usa", 1)
        .with_drops("D5U", 1)
        .with_conduit("C5L", "usa")
        .with_powerhouse("P8a", "usa")
    )


def test_one_drop_through_conduit_3():
    # Rulebook: 1 drop from his dam through his conduit of value 3 gives 3 energy.
    r = produce(usa_own_setup(), "usa", dam="D5U", conduit="C5L", powerhouse="P8a", drops=1)
    assert r.energy == 3 and r.payment is None and r.contract_energy == 3
    assert any("rien à payer" in text for text, _ in r.lines)


def test_neutral_dam_black_conduit_pays_germany():
    # Rulebook: 2 drops from a neutral dam through Germany's conduit of value 3: 6 energy,
    # 2 credits to Germany, who scores 2 VP.
    b, args = scenarios.prod_6()  # the same set-up as the notebook's
    assert args == {
        "company": "usa",
        "dam": "D2L",
        "conduit": "C2L",
        "powerhouse": "P6a",
        "drops": 2,
    }
    r = produce(b, **args)
    assert r.energy == 6
    assert r.payment == Payment("germany", 2, 2)
    assert any("Allemagne" in text and "2 crédits" in text for text, _ in r.lines)


def test_rulebook_9_energy_paying_italy():
    # 2 drops × conduit 4 + 1 (action space) = 9, paying 2 credits to Italy (+2 VP).
    b, args = scenarios.prod_9()
    assert (args["conduit"], args["drops"], args["action_bonus"]) == ("C3L", 2, 1)
    r = produce(b, **args)
    assert r.energy == 9
    assert r.payment == Payment("italy", 2, 2)
    assert [amount for _, amount in r.lines[:3]] == [8, 1, 9]
    assert b.drops_at("D3L") == 2  # the given board is unchanged
    # the 2 drops reach basin 5, then flow on: 5U, 5L, basin 9, 9U, 9L, basin 11, exit.
    assert r.board.drops_at("D3L") == 0 and r.board.exited == 2


def test_rulebook_flow_after_production():
    # Antoine produces 1 drop from his hill dam; it reaches the plains: his level-1 dam
    # there is full, so it goes on to the next dam able to hold it, the green one.
    b = usa_own_setup().with_dam("D8U", "usa", 1).with_drops("D8U", 1).with_dam("D8L", "italy", 1)
    r = produce(b, "usa", dam="D5U", conduit="C5L", powerhouse="P8a", drops=1)
    assert r.board.drops_at("D8U") == 1 and r.board.drops_at("D8L") == 1
    assert final_places(r.events) == {1: "D8L"}
    assert r.events[0].kind == "production"


def test_germany_double_production():
    # 2 drops from her level-2 dam to her hill powerhouse: 2 × 2 + 1 + 2 = 7; then 3 drops
    # (1 held before + the 2 just delivered) from her level-3 dam through a white conduit:
    # 3 × 2 = 6 without any bonus, paying 3 credits to France.
    b, args = scenarios.prod_germany()
    assert (args["dam"], args["conduit"], args["powerhouse"]) == ("D6U", "C6R", "P7a")
    assert (args["drops"], args["action_bonus"]) == (2, 2)
    first = produce(b, **args)
    assert first.energy == 7
    assert first.board.drops_at("D7U") == 3
    second = produce_second(first, dam="D7U", conduit="C7L", powerhouse="P10a", drops=3)
    assert second.energy == 6 and second.second
    assert second.payment == Payment("france", 3, 3)
    with pytest.raises(ludo.IllegalMove, match="autre centrale"):
        produce_second(first, dam="D7U", conduit="C7R", powerhouse="P7a", drops=3)
    # Decision P2: Viktor Fiesler's minimum does not apply to the second production.
    fiesler = b.with_officer("germany", "fiesler")
    first = produce(fiesler, "germany", dam="D6U", conduit="C6R", powerhouse="P7a", drops=2)
    assert produce_second(first, dam="D7U", conduit="C7L", powerhouse="P10a", drops=1).energy == 2
    italy_board = (
        b.with_powerhouse("P7b", "italy")
        .with_powerhouse("P5a", "italy")
        .with_powerhouse("P8a", "italy")
        .with_dam("D6L", "neutral", 1)
        .with_drops("D6L", 1)
    )
    italy_first = produce(italy_board, "italy", dam="D6L", conduit="C6R", powerhouse="P7b", drops=1)
    with pytest.raises(ludo.IllegalMove, match="Allemagne"):
        produce_second(italy_first, dam="D7U", conduit="C7L", powerhouse="P10a", drops=1)


def test_usa_ability_from_another_players_production():
    # Italy produces 2 drops into basin 6; they flow down and pass the USA powerhouse of
    # basin 10: +2 for the USA (track only). The USA powerhouse in basin 6 itself does not
    # count: the drops were delivered there by a conduit.
    b = (
        Board.empty()
        .with_dam("D2U", "italy", 2)
        .with_drops("D2U", 2)
        .with_conduit("C2L", "italy")
        .with_powerhouse("P6a", "italy")
        .with_powerhouse("P6b", "usa")
        .with_powerhouse("P10a", "usa")
        .with_powerhouse("P5a", "usa")
    )
    r = produce(b, "italy", dam="D2U", conduit="C2L", powerhouse="P6a", drops=2)
    assert r.track_bonus == {"usa": 2}
    assert r.energy == 6  # the USA energy is not the producer's


def test_fiesler_minimum_four():
    b = (
        Board.empty()
        .with_dam("D9U", "france", 1)
        .with_drops("D9U", 1)
        .with_conduit("C9L", "france")
        .with_powerhouse("P11a", "france")
    )
    r = produce(
        b,
        "france",
        dam="D9U",
        conduit="C9L",
        powerhouse="P11a",
        drops=1,
        officer="fiesler",
        action_bonus=-1,
    )
    assert r.energy == 3  # 1 × 1 = 1 counts as 4, then −1
    assert any("Fiesler" in text for text, _ in r.lines)


def test_less_than_one_energy_is_illegal():
    b = (
        Board.empty()
        .with_dam("D9U", "france", 1)
        .with_drops("D9U", 1)
        .with_conduit("C9L", "france")
        .with_powerhouse("P11a", "france")
    )
    with pytest.raises(ludo.IllegalMove, match="au moins 1"):
        produce(b, "france", dam="D9U", conduit="C9L", powerhouse="P11a", drops=1, action_bonus=-2)
    assert b.drops_at("D9U") == 1


def test_powerhouse_bonuses_and_abilities():
    b = (
        Board.empty()
        .with_dam("D1U", "italy", 3)
        .with_drops("D1U", 3)
        .with_conduit("C1L", "italy")
        .with_powerhouse("P8a", "italy")
    )
    others = ("P5a", "P6a", "P7a")  # P7: the powerhouses built are read on the board

    def with_built(board, company, n):
        for spot in others[: n - 1]:
            board = board.with_powerhouse(spot, company)
        return board

    energies = [
        produce(
            with_built(b, "italy", n), "italy", dam="D1U", conduit="C1L", powerhouse="P8a", drops=1
        ).energy
        for n in (1, 2, 3, 4)
    ]
    assert energies == [5, 6, 6, 8]
    r = produce(
        with_built(b, "italy", 3), "italy", dam="D1U", conduit="C1L", powerhouse="P8a", drops=1
    )
    assert r.track_bonus == {"italy": 3} and r.contract_energy == 6
    fr = Board.from_dict(
        {
            **b.to_dict(),
            "dams": [["D1U", "france", 3]],
            "conduits": [["C1L", "france"]],
            "powerhouses": [["P8a", "france"]],
        }
    )
    r = produce(
        with_built(fr, "france", 3), "france", dam="D1U", conduit="C1L", powerhouse="P8a", drops=2
    )
    assert r.energy == 11 and r.contract_energy == 14


def _requirement_board():
    """The board of the requirement tests: each refusal changes one argument of a production
    from D1U (neutral, 2 drops) through italy's C1L to usa's P8a."""
    return (
        Board.empty()
        .with_dam("D1U", "neutral", 2)
        .with_drops("D1U", 2)
        .with_dam("D1L", "germany", 1)
        .with_drops("D1L", 1)
        .with_conduit("C1L", "italy")
        .with_powerhouse("P8a", "usa")
        .with_powerhouse("P8c", "italy")
        .with_powerhouse("P5b", "usa")
        .with_dam("D8U", "usa", 1)
        .with_drops("D8U", 1)
        .with_dam("D2U", "usa", 1)
        .with_drops("D2U", 1)
    )


@pytest.mark.parametrize(
    "kwargs, match",
    [
        ({"dam": "D4U"}, "pas de barrage"),
        ({"dam": "D1L"}, "appartient à l.Allemagne"),
        ({"drops": 3}, "ne retient que 2"),
        ({"drops": 0}, "entier"),
        ({"conduit": "C1R", "powerhouse": "P5a"}, "aucune conduite"),
        ({"powerhouse": "P8b"}, "pas de centrale"),
        ({"powerhouse": "P8c"}, "appartient à l.Italie"),
        ({"powerhouse": "P5b"}, "mène au bassin 8"),
    ],
)
def test_every_requirement(kwargs, match):
    args = {"dam": "D1U", "conduit": "C1L", "powerhouse": "P8a", "drops": 2, **kwargs}
    with pytest.raises(ludo.IllegalMove, match=match):
        produce(_requirement_board(), "usa", **args)


def test_same_basin_and_wrong_conduit_basin():
    b = (
        Board.empty()
        .with_dam("D8U", "usa", 1)
        .with_drops("D8U", 1)
        .with_conduit("C1L", "usa")
        .with_powerhouse("P8a", "usa")
    )
    with pytest.raises(ludo.IllegalMove, match="même bassin"):
        produce(b, "usa", dam="D8U", conduit="C1L", powerhouse="P8a", drops=1)
    b = b.with_dam("D2U", "usa", 1).with_drops("D2U", 1)
    with pytest.raises(ludo.IllegalMove, match="part du bassin 1"):
        produce(b, "usa", dam="D2U", conduit="C1L", powerhouse="P8a", drops=1)
    with pytest.raises(ludo.InvalidData):
        produce(b, "spain", dam="D2U", conduit="C1L", powerhouse="P8a", drops=1)


def test_possible_productions():
    b = usa_own_setup()
    assert possible_productions(b, "usa") == [("D5U", "C5L", "P8a", 1)]
    assert possible_productions(b, "italy") == []


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 3), st.integers(0, 3), st.sampled_from(["D8U", "D8L", "D9U"]))
def test_production_conserves_water(level, downstream_held, downstream):
    b = usa_own_setup().with_dam("D5U", "usa", 3).with_drops("D5U", level)
    b = b.with_dam(downstream, "italy", 3).with_drops(downstream, downstream_held)
    r = produce(b, "usa", dam="D5U", conduit="C5L", powerhouse="P8a", drops=level)
    assert r.board.held + r.board.exited == b.held + b.exited
    for spot, _, _ in r.board.dams:
        assert r.board.drops_at(spot) <= r.board.capacity(spot)


def test_p3_second_production_may_reuse_the_dam():
    b = (
        Board.empty()
        .with_dam("D6U", "germany", 3)
        .with_drops("D6U", 3)
        .with_conduit("C6R", "germany")
        .with_conduit("C6L", "italy")
        .with_powerhouse("P7a", "germany")
        .with_powerhouse("P9a", "germany")
        .with_powerhouse("P12a", "germany")
    )
    first = produce(b, "germany", dam="D6U", conduit="C6R", powerhouse="P7a", drops=1)
    second = produce_second(first, dam="D6U", conduit="C6L", powerhouse="P9a", drops=2)
    assert (first.energy, second.energy) == (2 + 1, 2 * 4)
    assert second.payment == Payment("italy", 2, 2)
    assert second.board.drops_at("D6U") == 0


_N = spot_name


@pytest.mark.parametrize(
    "kwargs, text, rule",
    [
        ({"dam": "D4U"}, pm.PROD_NO_DAM.format(dam=_N("D4U")), "barrage.production.dam"),
        (
            {"dam": "D1L"},
            pm.PROD_DAM_OWNER.format(dam=_N("D1L"), owner=pm.OWNER_NAMES["germany"]),
            "barrage.production.dam",
        ),
        (
            {"drops": 3},
            pm.PROD_NOT_ENOUGH.format(dam=_N("D1U"), held=2, drops=3),
            "barrage.production.drops",
        ),
        ({"drops": 0}, pm.PROD_DROPS_TYPE.format(drops=0), "barrage.production.drops"),
        ({"drops": True}, pm.PROD_DROPS_TYPE.format(drops=True), "barrage.production.drops"),
        (
            {"conduit": "C1R", "powerhouse": "P5a"},
            pm.PROD_NO_CONDUIT.format(conduit=_N("C1R")),
            "barrage.production.conduit",
        ),
        (
            {"powerhouse": "P8b"},
            pm.PROD_NO_POWERHOUSE.format(powerhouse=_N("P8b")),
            "barrage.production.powerhouse",
        ),
        (
            {"powerhouse": "P8c"},
            pm.PROD_POWERHOUSE_OWNER.format(powerhouse=_N("P8c"), owner=pm.OWNER_NAMES["italy"]),
            "barrage.production.powerhouse",
        ),
        (
            {"powerhouse": "P5b"},
            pm.PROD_WRONG_DEST.format(conduit=_N("C1L"), dest=8, powerhouse=_N("P5b"), basin=5),
            "barrage.production.connection",
        ),
        (
            {"dam": "D8U", "drops": 1},
            pm.PROD_SAME_BASIN.format(dam=_N("D8U"), powerhouse=_N("P8a")),
            "barrage.production.connection",
        ),
        (
            {"dam": "D2U", "drops": 1},
            pm.PROD_CONDUIT_BASIN.format(conduit=_N("C1L"), source=1, basin=2, dam=_N("D2U")),
            "barrage.production.connection",
        ),
    ],
)
def test_every_requirement_names_its_rule_in_full(kwargs, text, rule):
    """Each refusal of check_production: the whole French text and the rule id."""
    args = {"dam": "D1U", "conduit": "C1L", "powerhouse": "P8a", "drops": 2, **kwargs}
    with pytest.raises(ludo.IllegalMove) as err:
        check_production(_requirement_board(), "usa", **args)
    # the refusal says what was refused, then why (the reason alone: err.reason)
    assert (str(err.value), err.value.reason, err.value.rule) == (
        pm.PRODUCTION_REFUSED + text,
        text,
        rule,
    )
    assert "None" not in text


@pytest.mark.parametrize(
    "spot, kind, expected",
    [
        ("D99U", "dam", pm.EXPECT_DAM),
        ("P8a", "conduit", pm.EXPECT_CONDUIT),
        (7, "powerhouse", pm.EXPECT_POWERHOUSE),
    ],
)
def test_unknown_spots_are_named_with_what_is_expected(spot, kind, expected):
    args = {"dam": "D1U", "conduit": "C1L", "powerhouse": "P8a", "drops": 2, kind: spot}
    with pytest.raises(ludo.InvalidData) as err:
        check_production(_requirement_board(), "usa", **args)
    assert str(err.value) == pm.UNKNOWN_SPOT.format(spot=spot, expected=expected)
    assert err.value.field == str(spot)


def test_a_legal_production_returns_the_conduit_value():
    b = usa_own_setup()
    assert check_production(b, "usa", "D5U", "C5L", "P8a", 1) == 3
    neutral = b.with_dam("D5U", "neutral", 1).with_drops("D5U", 1)
    assert check_production(neutral, "usa", "D5U", "C5L", "P8a", 1) == 3
    with pytest.raises(ludo.InvalidData) as err:  # only a company produces, never « neutral »
        check_production(neutral, "neutral", "D5U", "C5L", "P8a", 1)
    assert str(err.value) == pm.BAD_COMPANY.format(owner="neutral") and err.value.field == "owner"


def test_powerhouses_built_must_agree_with_the_board_p7():
    b = usa_own_setup().with_powerhouse("P8b", "usa")
    assert powerhouses_built_on(b, "usa") == 2 == powerhouses_built_on(b, "usa", 2)
    assert powerhouses_built_on(b, "italy") == 0
    assert powerhouses_built_on(usa_own_setup(), "usa", 1) == 1
    for claimed in (0, 5, True, "2"):
        with pytest.raises(ludo.InvalidData) as err:
            powerhouses_built_on(b, "usa", claimed)
        assert str(err.value) == pm.PROD_BAD_BUILT.format(n=claimed)
        assert err.value.field == "powerhouses_built"
    with pytest.raises(ludo.InvalidData) as err:
        powerhouses_built_on(b, "usa", 3)
    text = pm.PROD_BUILT_CONTRADICTS.format(board=2, company=pm.OWNER_NAMES["usa"], n=3)
    assert str(err.value) == text and err.value.field == "powerhouses_built"
