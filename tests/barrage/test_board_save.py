"""A board saved alone (« ludo-board », :mod:`ludo.barrage.board`): it comes back equal,
and a document of another format or game, a board of another kind or a board breaking
the map's rules is refused in French, naming the field."""

from __future__ import annotations

import copy
import json

import pytest

from ludo.barrage.board import Board, board_from_save, board_save
from ludo.barrage.construction import CompanyBoard, ConstructionWheel
from ludo.core.errors import InvalidData


def _board() -> Board:
    board, _ = Board.setup(seed=3)
    board = board.with_dam("D5U", "usa", 2).with_conduit("C5L", "usa").with_officer("usa", "adler")
    return board.with_powerhouse("P8a", "usa").flow({"A": 2})[0]


def test_a_board_comes_back_equal_through_json():
    board = _board()
    doc = json.loads(json.dumps(board_save(board)))
    assert doc["format"] == "ludo-board" and doc["game"] == "barrage"
    assert board_from_save(doc) == board
    assert board.exited and board.officers and board.headstream_tiles  # every field saved


def test_a_company_board_and_a_wheel_come_back_when_asked_for():
    company = CompanyBoard.new("italy").take("conduit")[0]
    wheel = ConstructionWheel().place("elevation", mixers=3)[0]
    kinds = (Board, CompanyBoard, ConstructionWheel)
    for value in (company, wheel):
        doc = json.loads(json.dumps(board_save(value)))
        assert board_from_save(doc, kinds) == value
        with pytest.raises(InvalidData) as err:
            board_from_save(doc)  # a river board is expected by default
        assert err.value.field == "board" and "Board attendu" in str(err.value)


@pytest.mark.parametrize(
    ("key", "value"),
    [("format", "ludo"), ("format", None), ("game", "atacama"), ("game", None)],
)
def test_another_format_or_game_is_refused(key, value):
    doc = board_save(_board())
    if value is None:
        del doc[key]
    else:
        doc[key] = value
    before = copy.deepcopy(doc)
    with pytest.raises(InvalidData) as err:
        board_from_save(doc)
    assert err.value.field == key and "sauvegarde" in str(err.value)
    assert doc == before


def test_a_board_breaking_the_map_rules_is_refused():
    doc = board_save(Board.empty().with_dam("D5U", "usa", 1).with_drops("D5U", 1))
    dams = doc["board"]["fields"]["dams"]["tuple"]
    dams[0]["tuple"][0] = "Z9"  # no such spot
    with pytest.raises(InvalidData):
        board_from_save(doc)
    doc = board_save(Board.empty().with_dam("D5U", "usa", 1).with_drops("D5U", 1))
    doc["board"]["fields"]["drops"]["tuple"][0]["tuple"][1] = 3  # a level-1 dam holds 1
    with pytest.raises(InvalidData):
        board_from_save(doc)


def test_a_type_of_another_game_is_refused():
    doc = board_save(Board.empty())
    doc["board"]["type"] = "AtacamaState"
    with pytest.raises(InvalidData) as err:
        board_from_save(doc)
    assert err.value.field == "board"
