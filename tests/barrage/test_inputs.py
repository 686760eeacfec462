"""Malformed and contradictory inputs: refused in French, nothing changed (issue 13, §1)."""

from __future__ import annotations

import copy
import json

import pytest

import ludo
from ludo.barrage import (
    Board,
    CompanyBoard,
    ConstructionWheel,
    check_build,
    construction_cost,
    load_companies,
    produce,
    produce_second,
)
from ludo.barrage.board import check_officer
from ludo.barrage.map import build_map, load_map_data

#: Fragments of Python's own (English) error texts: none may reach a French message.
PYTHON_ENGLISH = (
    "object",
    "NoneType",
    "unhashable",
    "Expecting",
    "iterable",
    "attribute",
    "invalid literal",
    "subscriptable",
    "unsupported operand",
    "indices must",
    "Errno",
)
BAD_VALUES = [None, 1, -1, 1.5, True, "x", "", [], {}, [1], {"a": 1}, ["a", "b"], [None, None]]


def french_refusal(call):
    """Run ``call``; it must raise a LudoError whose message has no Python English."""
    with pytest.raises(ludo.LudoError) as info:
        call()
    text = str(info.value)
    assert not any(word in text for word in PYTHON_ENGLISH), text
    return info.value


def germany_board(powerhouses=3):
    b = (
        Board.empty()
        .with_dam("D6U", "germany", 2)
        .with_drops("D6U", 2)
        .with_conduit("C6R", "germany")
        .with_powerhouse("P7a", "germany")
        .with_dam("D7U", "germany", 3)
        .with_drops("D7U", 1)
        .with_conduit("C7L", "france")
    )
    for spot in ("P10a", "P12a", "P5a")[: powerhouses - 1]:
        b = b.with_powerhouse(spot, "germany")
    return b


SECOND = {"dam": "D7U", "conduit": "C7L", "powerhouse": "P10a", "drops": 1}
FIRST = {"dam": "D6U", "conduit": "C6R", "powerhouse": "P7a", "drops": 2}


# -- officers by name ---------------------------------------------------------------------------
@pytest.mark.parametrize(
    "name", ["fiesler", "viktor", "Viktor Fiesler", "FIESLER", "  viktor   fiesler "]
)
def test_officer_by_surname_first_name_or_full_name(name):
    assert check_officer(name) == "fiesler"
    b = (
        Board.empty()
        .with_dam("D9U", "france", 1)
        .with_drops("D9U", 1)
        .with_conduit("C9L", "france")
        .with_powerhouse("P11a", "france")
    )
    r = produce(b, "france", dam="D9U", conduit="C9L", powerhouse="P11a", drops=1, officer=name)
    assert r.energy == 4  # Viktor Fiesler's minimum applied
    assert b.with_officer("france", name).officer_of("france") == "fiesler"


@pytest.mark.parametrize(
    "name, oid",
    [
        ("Graziano Del Monte", "del_monte"),
        ("del monte", "del_monte"),
        ("graziano", "del_monte"),
        ("Solomon P. Jordan", "jordan"),
        ("solomon jordan", "jordan"),
        ("Wilhelm", "adler"),
        ("Anton Krylov", "krylov"),
    ],
)
def test_every_officer_by_its_names(name, oid):
    assert check_officer(name) == oid


def test_officer_names_reach_the_construction_costs():
    assert construction_cost("base", "D1U", officer="Wilhelm Adler").excavators == 3
    err = french_refusal(lambda: construction_cost("base", "D1U", officer="Victor"))
    assert isinstance(err, ludo.InvalidData) and "Viktor Fiesler" in str(err)


def test_officer_saved_by_name_is_read_back_as_its_id():
    b = Board.from_dict({"officers": [["italy", "Graziano Del Monte"]]})
    assert b.officer_of("italy") == "del_monte"
    assert Board.from_dict(b.to_dict()) == b


# -- the action bonus ------------------------------------------------------------------------------
@pytest.mark.parametrize("bonus", [10, 3, -3, -10, 1.0, "1", None, True])
def test_action_bonus_outside_the_action_board_is_refused(bonus):
    b = germany_board()
    before = copy.deepcopy(b)
    err = french_refusal(lambda: produce(b, "germany", **FIRST, action_bonus=bonus))
    assert isinstance(err, ludo.InvalidData) and "−2 à +2" in str(err)
    assert b == before


@pytest.mark.parametrize("bonus", [-2, -1, 0, 1, 2])
def test_action_bonus_of_the_action_board_is_accepted(bonus):
    assert produce(germany_board(), "germany", **FIRST, action_bonus=bonus).energy == 4 + 1 + bonus


# -- Germany's second production -------------------------------------------------------------------
@pytest.mark.parametrize("company, powerhouses", [("germany", 2), ("italy", 3)])
def test_second_true_makes_the_same_check_as_produce_second(company, powerhouses):
    b = germany_board(powerhouses)
    if company == "italy":
        b = Board.from_dict(
            {
                **b.to_dict(),
                "dams": [["D6U", "italy", 2], ["D7U", "italy", 3]],
                "conduits": [["C6R", "italy"], ["C7L", "france"]],
                "powerhouses": [[s, "italy"] for s, _ in b.powerhouses],
            }
        )
    first = produce(b, company, **FIRST)
    with pytest.raises(ludo.IllegalMove) as via_second:
        produce_second(first, **SECOND)
    with pytest.raises(ludo.IllegalMove) as via_flag:
        produce(first.board, company, **SECOND, second=True)
    assert str(via_flag.value) == str(via_second.value)
    assert via_flag.value.rule == via_second.value.rule == "barrage.ability.germany"
    # the check comes first: even a production that is impossible for another reason
    with pytest.raises(ludo.IllegalMove) as other:
        produce(first.board, company, **{**SECOND, "dam": "D1U"}, second=True)
    assert str(other.value) == str(via_second.value)


def test_second_true_gives_what_produce_second_gives():
    first = produce(germany_board(), "germany", **FIRST)
    assert produce(first.board, "germany", **SECOND, second=True) == produce_second(first, **SECOND)


# -- powerhouses built are read on the board --------------------------------------------------------
def test_powerhouses_built_are_read_from_the_board():
    b = germany_board(3)
    assert produce(b, "germany", **FIRST).powerhouses_built == 3
    assert produce(b, "germany", **FIRST, powerhouses_built=3).energy == 5  # agreeing: fine
    for wrong in (1, 2, 4):
        err = french_refusal(lambda n=wrong: produce(b, "germany", **FIRST, powerhouses_built=n))
        assert isinstance(err, ludo.InvalidData) and err.field == "powerhouses_built"
        assert "3 centrales de l'Allemagne" in str(err)
    # a second production cannot be claimed with a board that has only 2 powerhouses:
    # refused as produce_second refuses it, whatever number is passed
    with pytest.raises(ludo.IllegalMove) as err:
        produce(germany_board(2), "germany", **SECOND, powerhouses_built=3, second=True)
    assert err.value.rule == "barrage.ability.germany"


# -- malformed inputs: French InvalidData, never a raw TypeError/KeyError/AttributeError -----------
def test_malformed_production_inputs():
    b = germany_board()
    for value in BAD_VALUES:
        french_refusal(lambda v=value: produce(v, "germany", **FIRST))
        french_refusal(lambda v=value: produce(b, v, **FIRST))
        french_refusal(lambda v=value: produce_second(v, **SECOND))
        for key in FIRST:
            if key == "drops" and value == 1 and not isinstance(value, bool):
                continue  # one drop is a fine production
            french_refusal(lambda k=key, v=value: produce(b, "germany", **{**FIRST, k: v}))
        if value is not None:
            french_refusal(lambda v=value: produce(b, "germany", **FIRST, officer=v))
            if value is not True:  # a second production is fine for this board
                french_refusal(lambda v=value: produce(b, "germany", **FIRST, second=v))
    assert b == germany_board()


def test_malformed_board_queries_and_changes():
    b = Board.setup(seed=1)[0]
    for value in BAD_VALUES:
        for call in (
            lambda v=value: b.dam_at(v),
            lambda v=value: b.drops_at(v),
            lambda v=value: b.capacity(v),
            lambda v=value: b.add_drops("A", v),
            lambda v=value: b.add_drops(v, 1),
            lambda v=value: b.flow_one(v),
            lambda v=value: b.with_dam("D5U", "usa", v),
            lambda v=value: b.with_officer("usa", v if v is not None else 3),
            lambda v=value: check_build(b, "usa", "base", v),
            lambda v=value: check_build(v, "usa", "base", "D5U"),
        ):
            try:
                call()
            except ludo.LudoError as err:
                assert not any(w in str(err) for w in PYTHON_ENGLISH), str(err)


def _paths(d, prefix=()):
    if isinstance(d, dict):
        items = d.items()
    elif isinstance(d, list):
        items = enumerate(d)
    else:
        return
    for k, v in items:
        yield prefix + (k,)
        yield from _paths(v, prefix + (k,))


def _broken(doc, path, value):
    d = copy.deepcopy(doc)
    cur = d
    for k in path[:-1]:
        cur = cur[k]
    if value is _DELETE:
        del cur[path[-1]]
    else:
        cur[path[-1]] = value
    return d


_DELETE = object()


def _every_breakage(doc):
    for path in _paths(doc):
        for value in [*BAD_VALUES, _DELETE]:
            yield _broken(doc, path, value)


def test_malformed_board_files():
    good = (
        Board.setup(seed=1)[0]
        .with_conduit("C1L", "usa")
        .with_powerhouse("P5a", "usa")
        .with_officer("usa", "fiesler")
        .to_dict()
    )
    for doc in _every_breakage(good):
        try:
            Board.from_dict(doc)
        except ludo.LudoError as err:
            assert isinstance(err, ludo.InvalidData)
            assert not any(w in str(err) for w in PYTHON_ENGLISH), str(err)
    for value in BAD_VALUES:
        if value != []:  # an empty list is a board without dams
            french_refusal(lambda v=value: Board.from_dict({"dams": v}))
    err = french_refusal(lambda: Board.from_dict({"dams": [["D5U", "usa"]]}))
    assert "dams[0]" in str(err) and "emplacement, propriétaire, niveau" in str(err)


def test_malformed_map_files():
    data = load_map_data()
    for doc in _every_breakage(data):
        try:
            build_map(doc)
        except ludo.LudoError as err:
            assert not any(w in str(err) for w in PYTHON_ENGLISH), str(err)
    for text in ("{bad", "/etc/passwd", "[1, 2]", "", "null"):
        french_refusal(lambda t=text: build_map(load_map_data(t)))


def test_malformed_company_files():
    data = json.loads(json.dumps(load_companies()))  # tuples → lists, as in a file
    for doc in _every_breakage(data):
        for call in (lambda d=doc: load_companies(d), lambda d=doc: CompanyBoard.new("usa", d)):
            try:
                call()
            except ludo.LudoError as err:
                assert not any(w in str(err) for w in PYTHON_ENGLISH), str(err)
    wheel = ConstructionWheel()
    for value in BAD_VALUES:
        for call in (
            lambda v=value: CompanyBoard.new("usa", v),
            lambda v=value: wheel.place(v),
            lambda v=value: wheel.rotate(v),
            lambda v=value: CompanyBoard.new("usa").take(v),
        ):
            try:
                call()
            except ludo.LudoError as err:
                assert not any(w in str(err) for w in PYTHON_ENGLISH), str(err)


# -- messages that said the wrong thing -------------------------------------------------------------
def test_conduit_to_its_own_basin_is_named_as_such():
    data = load_map_data()
    data["basins"]["1"]["conduits"]["L"] = [5, 1]
    err = french_refusal(lambda: build_map(data))
    assert "basins.1.conduits.L" in str(err)
    assert "n'existe pas" not in str(err) and "autre bassin" in str(err)
    river = load_map_data()
    river["basins"]["8"]["river"] = 8
    err = french_refusal(lambda: build_map(river))
    assert "n'existe pas" not in str(err) and "ce même bassin" in str(err)


@pytest.mark.parametrize("n", [5, -1, 1.5, "2", True])
def test_powerhouses_already_built_for_a_cost_are_zero_to_three(n):
    err = french_refusal(lambda: construction_cost("powerhouse", "P5a", powerhouses_built=n))
    assert "0, 1, 2 ou 3" in str(err) and "1, 2, 3 ou 4" not in str(err)
    assert construction_cost("powerhouse", "P5a", powerhouses_built=0).mixers == 2
    assert construction_cost("powerhouse", "P5a", powerhouses_built=3).mixers == 5


def test_a_neutral_dam_belongs_to_nobody():
    b = Board.empty().with_dam("D5L", "neutral", 1)
    with pytest.raises(ludo.IllegalMove) as info:
        check_build(b, "usa", "elevation", "D5L")
    assert "n'appartient à personne" in str(info.value)
    assert " appartient à personne" not in str(info.value).replace("n'appartient", "")


def test_map_questions_about_an_unknown_node_are_refused_in_french():
    from ludo.barrage import display_name, downstream, possible_productions, upstream
    from ludo.barrage.map import connections, river_path

    for value in BAD_VALUES + ["ZZ", "D13U"]:
        for call in (display_name, downstream, upstream, river_path, connections):
            french_refusal(lambda c=call, v=value: c(v))
        french_refusal(lambda v=value: possible_productions(v, "usa"))
        french_refusal(lambda v=value: possible_productions(Board.empty(), v))
    assert display_name("D5U").startswith("Barrage")
