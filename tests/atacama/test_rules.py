"""Scenario tests: placement rules, turns, variants, and every decision A1–A15."""

import copy

import pytest

import ludo
from ludo.atacama import Place, TakeConcession, parse_move
from ludo.atacama.rules import STAGE_POSITIONS, cells_of_stage

from .conftest import play_all


def new(**kw):
    kw.setdefault("players", 2)
    kw.setdefault("seed", 1)
    return ludo.new("atacama", **kw)


def test_base_game_setup_roles_and_wells():
    s = new()
    assert s.current_player == 0
    assert s.supply == ((14, 0), (14, 0))
    assert (s.roles[0].direction, s.roles[0].concession) == ("columns", "turquoise")
    assert (s.roles[1].direction, s.roles[1].concession) == ("rows", "orange")
    assert len(s.legal_moves()) == 81


def test_one_well_per_field():
    s = new().play("e5")
    with pytest.raises(ludo.IllegalMove) as err:
        s.play("e5")
    assert "déjà un puits" in str(err.value)
    assert err.value.rule == "atacama.one_per_field"


@pytest.mark.parametrize("cell", ["e4", "e6", "d5", "f5"])
def test_orthogonal_neighbours_are_forbidden(cell):
    s = new().play("e5")
    assert cell not in s.legal_moves()
    with pytest.raises(ludo.IllegalMove) as err:
        s.play(cell)
    assert "e5" in str(err.value) and err.value.rule == "atacama.not_adjacent"


@pytest.mark.parametrize("cell", ["d4", "f4", "d6", "f6", "e3", "c5"])
def test_diagonal_and_distant_fields_are_allowed(cell):
    s = new().play("e5")
    assert cell in s.legal_moves()
    assert s.play(cell).wells[parse_move(cell).cell] == (1, False)


def test_a_rejected_move_changes_nothing():
    s = new().play("e5")
    before = copy.deepcopy(s)
    for bad in ("e6", "e5", "e5*", "turquoise-colonnes", "zz", Place(41), Place(40, True)):
        with pytest.raises(ludo.LudoError):
            s.play(bad)
    assert s == before and s.history == (Place(40),)


def test_play_returns_new_state_and_leaves_old_one():
    s = new()
    s2 = s.play("a1")
    assert s.wells[0] is None and s2.wells[0] == (0, False)
    assert s.current_player == 0 and s2.current_player == 1
    assert [e.kind for e in s2.events] == ["well.placed"]


def test_game_ends_after_28_wells_when_nobody_is_blocked():
    # a pattern of 28 non-adjacent fields (a chequerboard subset)
    cells = [f"{c}{r}" for r in range(1, 10, 2) for c in "acegi"] + [
        f"{c}{r}" for r in (2, 4, 6) for c in "bdfh"
    ]
    assert len(cells) == 37
    s = play_all(new(), cells[:28])
    assert s.is_over() and s.current_player is None
    assert s.legal_moves() == s.legal_moves() and len(s.legal_moves()) == 0
    assert s.events[-1].kind == "game.over"
    with pytest.raises(ludo.IllegalMove):
        s.play(cells[30])


def test_a5_the_game_ends_when_nobody_can_place():
    # A spread-out pattern (r + 2c divisible by 5) plus the fields it leaves free
    # blocks the whole board with 23 wells: 5 wells stay unplaced.
    pattern = "a1 f1 c2 h2 e3 b4 g4 d5 i5 a6 f6 c7 h7 e8 b9 g9 d1 i1 a3 i3 a8 i8 d9".split()
    s = play_all(new(), pattern)
    assert s.free_cells() == []
    assert s.is_over() and s.current_player is None
    assert s.supply == ((2, 0), (3, 0))
    assert s.events[-1].kind == "game.over"
    assert len(s.legal_moves()) == 0


def test_a6_four_players_play_in_seat_order():
    s = ludo.new("atacama", players=4, seed=0)
    order = []
    cells = [f"{c}{r}" for r in range(1, 10, 2) for c in "acegi"] + [
        f"{c}{r}" for r in (2, 4, 6, 8) for c in "bdfh"
    ]
    for cell in cells[:28]:
        order.append(s.current_player)
        s = s.play(cell)
    assert order == [0, 1, 2, 3] * 7
    assert s.is_over()


def test_a9_first_stage_only_offers_the_first_three_tiles():
    s = ludo.new("atacama", players=2, seed=5, variant="advanced")
    # take the concession first so that buying is no longer possible
    s = s.play("turquoise-colonnes")
    stage1 = set(cells_of_stage(1))
    while s.stage == 1 and not s.is_over():
        moves = [m for m in s.legal_moves() if isinstance(m, Place)]
        assert all(m.cell in stage1 for m in moves)
        s = s.play(moves[0])
    assert s.stage == 2


def test_wrong_player_count_and_options_are_rejected_in_french():
    for bad in (1, 3, 5, True):
        with pytest.raises(ludo.InvalidData) as err:
            ludo.new("atacama", players=bad)
        assert "players" in str(err.value)
    with pytest.raises(ludo.InvalidData, match="variant"):
        ludo.new("atacama", variant="expert")
    with pytest.raises(ludo.InvalidData, match="2 joueurs"):
        ludo.new("atacama", players=4, variant="advanced")
    with pytest.raises(ludo.InvalidData, match="tactical"):
        ludo.new("atacama", tactical="oui")
    with pytest.raises(ludo.InvalidData, match="seed"):
        ludo.new("atacama", seed="7")
    with pytest.raises(ludo.InvalidData, match="Jeu inconnu"):
        ludo.new("echecs")


def test_notation_round_trips():
    s = ludo.new("atacama", players=2, seed=3, variant="advanced", tactical=True)
    for m in s.legal_moves():
        assert parse_move(str(m)) == m
        assert str(m) in s.legal_moves()
    assert parse_move("Orange-Rangees") == TakeConcession("orange", "rows")
    assert parse_move("concession turquoise colonnes") == TakeConcession("turquoise", "columns")
    assert parse_move("C7*") == Place(6 * 9 + 2, True)
    for bad in ("c", "c77", "k1", "violet-colonnes", "*c7"):
        with pytest.raises(ludo.InvalidData):
            parse_move(bad)


# -- tactical variant -------------------------------------------------------------------------
def test_tactical_supplies_and_double_wells():
    s = new(tactical=True)
    assert s.supply == ((11, 3), (11, 3))
    s2 = s.play("c7*")
    assert s2.supply[0] == (11, 2) and s2.wells[parse_move("c7").cell] == (0, True)
    assert "c7*" in s.legal_moves() and "c7" in s.legal_moves()
    four = ludo.new("atacama", players=4, tactical=True)
    assert four.supply == ((6, 1),) * 4


def test_double_wells_only_in_the_tactical_variant():
    with pytest.raises(ludo.IllegalMove, match="tactique"):
        new().play("c7*")


def test_no_double_well_left():
    s = play_all(new(tactical=True), ["a1*", "i9", "c1*", "g9", "e1*", "a9"])
    with pytest.raises(ludo.IllegalMove, match="plus de puits double"):
        s.play("a3*")
    assert "a3" in s.legal_moves()


# -- four players ------------------------------------------------------------------------------
def test_four_player_roles_a6_a15():
    s = ludo.new("atacama", players=4)
    roles = [(r.direction, r.concession) for r in s.roles]
    assert roles == [
        ("columns", "turquoise"),
        ("rows", "orange"),
        ("columns", "orange"),
        ("rows", "turquoise"),
    ]
    assert s.supply == ((7, 0),) * 4


# -- advanced game -----------------------------------------------------------------------------
def test_advanced_setup_a9_a13():
    firsts = set()
    for seed in range(12):
        s = ludo.new("atacama", players=2, seed=seed, variant="advanced")
        firsts.add(s.current_player)
        assert s.roles == (None, None)
        assert s.stage == 1 and s.revealed == frozenset(STAGE_POSITIONS[0])
        assert sorted(s.board.tile_letters) == list("ABCDEFGHI")
        # the same tiles, only moved
        assert s.board.tiles() == ludo.atacama.Board.default().tiles()
        assert s.board != ludo.atacama.Board.default() or s.board.tile_letters == "ABCDEFGHI"
        # a field of a tile not yet laid is refused
        hidden = cells_of_stage(3)[0]
        with pytest.raises(ludo.IllegalMove, match="pas encore posée"):
            s.play(Place(hidden))
    assert firsts == {0, 1}


def test_advanced_stages_reveal_after_three_actions_each_a10():
    s = ludo.new("atacama", players=2, seed=4, variant="advanced")
    stages = []
    while not s.is_over() and len(s.history) < 14:
        stages.append(s.stage)
        s = s.play(next(m for m in s.legal_moves() if isinstance(m, Place)))
    assert stages[:6] == [1] * 6 and stages[6:12] == [2] * 6 and stages[12] == 3
    assert s.revealed == frozenset(range(9))


def test_concession_purchase_a11():
    s = ludo.new("atacama", players=2, seed=4, variant="advanced")
    buyer = s.current_player
    s2 = s.play("orange-colonnes")
    other = 1 - buyer
    assert (s2.roles[buyer].concession, s2.roles[buyer].direction) == ("orange", "columns")
    assert (s2.roles[other].concession, s2.roles[other].direction) == ("turquoise", "rows")
    assert s2.wells_left(buyer) == 13 and s2.wells_left(other) == 14
    assert s2.current_player == other
    assert all(w is None for w in s2.wells)  # buying places nothing
    assert not any(isinstance(m, TakeConcession) for m in s2.legal_moves())
    with pytest.raises(ludo.IllegalMove, match="déjà été attribuées"):
        s2.play("turquoise-rangées")


def test_tactical_purchase_pays_a_normal_well():
    s = ludo.new("atacama", players=2, seed=4, variant="advanced", tactical=True)
    p = s.current_player
    assert s.play("turquoise-colonnes").supply[p] == (10, 3)


def test_concessions_cannot_be_bought_in_the_base_game():
    with pytest.raises(ludo.IllegalMove, match="jeu avancé"):
        new().play("turquoise-colonnes")


def test_forced_purchase_a12():
    s = ludo.new("atacama", players=2, seed=4, variant="advanced")
    while True:
        p = s.current_player
        if s.wells_left(p) == 1:
            break
        s = s.play(next(m for m in s.legal_moves() if isinstance(m, Place)))
    assert all(isinstance(m, TakeConcession) for m in s.legal_moves())
    assert any(e.kind == "concession.forced" for e in s.events)
    with pytest.raises(ludo.IllegalMove, match="doit en acheter une"):
        s.play(s.free_cells()[0] and ludo.atacama.cell_name(s.free_cells()[0]))
    s = s.play("turquoise-colonnes")
    assert s.wells_left(p) == 0
    while not s.is_over():
        s = s.play(s.legal_moves()[0])
    assert all(r is not None for r in s.roles)


def test_ties_are_draws_a13():
    s = new()
    assert s.score().winners() == [0, 1]
    assert "Égalité" in s.score().summary()


@pytest.mark.parametrize("cell", [-1, 81, 200])
def test_a_hand_made_place_off_the_board_is_refused_in_french(cell):
    s = new()
    before = copy.deepcopy(s)
    with pytest.raises(ludo.IllegalMove, match="n'existe pas") as err:
        s.play(Place(cell))
    assert err.value.rule == "atacama.board"
    assert s == before


def test_each_refusal_names_the_field_and_its_rule_in_full():
    """The whole French text and the rule id of the three field checks (A5, A6, A10)."""
    s = new().play("e5")
    refusals = [
        (
            s,
            "e5",
            "atacama.one_per_field",
            ludo.atacama.messages.ILLEGAL_OCCUPIED.format(cell="e5"),
        ),
        (
            s,
            "e4",
            "atacama.not_adjacent",
            ludo.atacama.messages.ILLEGAL_ADJACENT.format(cell="e4", other="e5"),
        ),
    ]
    advanced = ludo.new("atacama", players=2, seed=0, variant="advanced")
    hidden = cells_of_stage(3)[0]
    name = ludo.atacama.board.cell_name(hidden)
    text = ludo.atacama.messages.ILLEGAL_HIDDEN.format(cell=name, stage=1)
    refusals.append((advanced, name, "atacama.hidden", text))
    for state, cell, rule, text in refusals:
        with pytest.raises(ludo.IllegalMove) as err:
            state.play(cell)
        assert (str(err.value), err.value.rule) == (text, rule)
        assert f"Case {cell} refusée" in text and "None" not in text
    assert "étape 1)" in refusals[-1][3]
