"""Barrage's rules written once: the moves' house ``repr``, the refusals' reason given by the
rules (never cut out of a message by a widget), one red-frame fee and one cost table."""

import pytest

import ludo
from ludo.barrage import Board
from ludo.barrage.construction import (
    RED_FEE,
    check_build,
    construction_cost,
    machines_needed,
    red_fee,
)
from ludo.barrage.game.moves import parse_move
from ludo.barrage.production import produce

NOTATIONS = (
    "choisir allemagne S1",
    "banque 3",
    "T+2g D5U C5L P8a 2",
    "E2g A C",
    "A3g",
    "MXg bét",
    "C2g G03 Y05",
    "V2",
    "construire base D5U L1-base 5e0b",
    "sekibo adler",
    "contrat G03",
    "machines 1e1b",
    "sources A A",
    "défausse G03",
    "seconde -",
    "produire -",
    "placer conduite C9L",
    "passer",
    "automa",
)


@pytest.mark.parametrize("text", NOTATIONS)
def test_every_move_has_the_house_repr(text):
    move = parse_move(text)
    assert repr(move) == f"<{type(move).__name__} {move}>"


def test_a_river_refusal_gives_its_reason_without_its_heading():
    with pytest.raises(ludo.IllegalMove) as err:
        produce(Board.empty(), "usa", dam="D5U", conduit="C5L", powerhouse="P8a", drops=1)
    assert str(err.value).startswith("Production refusée : ")
    assert err.value.reason == str(err.value).removeprefix("Production refusée : ")
    assert not err.value.reason.startswith("Production")
    with pytest.raises(ludo.IllegalMove) as err:
        check_build(Board.empty().with_dam("D5U", "italy", 1), "usa", "base", "D5U")
    assert str(err.value) == "Construction impossible : " + err.value.reason
    assert err.value.rule == "barrage.construction.spot"


def test_the_game_refusal_says_refused_once_and_gives_the_reason():
    s = ludo.new(
        "barrage", players=2, seed=5, companies=["germany", "italy"], officers=["adler", "fiesler"]
    )
    with pytest.raises(ludo.IllegalMove) as err:
        s.play("construire élévation D5U élévation 0e3b")
    text, reason = str(err.value), err.value.reason
    assert text.startswith("Coup « ") and text.endswith(" refusé : " + reason)
    assert "Construction impossible" not in text and "refus" not in reason


def test_one_red_frame_fee_and_one_cost_table():
    red_base = "D1U"  # red-framed (the rulebook's mountains)
    assert red_fee("base", red_base) == RED_FEE == construction_cost("base", red_base).credits
    assert red_fee("base", red_base, "no_red_fee") == 0
    assert red_fee("elevation", red_base) == 0
    for spot in ("D1U", "D5L", "D9L"):
        cost = construction_cost("base", spot)
        assert machines_needed("base", spot) == (cost.excavators, cost.mixers)
    cost = construction_cost("powerhouse", "P8a", 2)
    assert machines_needed("powerhouse", "P8a", 2) == (cost.excavators, cost.mixers)
