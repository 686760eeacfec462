"""Decision G2 (docs/decisions.md §12 #27): L1 Powerhouse and L3 Base may be a company's last
action of the round, with no engineer left (the rulebook's Annexe 4 says so of both tiles).

Every position here is built by hand: a company with no engineer left that holds one of the
two tiles, beside a company that still has engineers.
"""

import copy
from dataclasses import replace

import pytest

import ludo
from ludo.barrage.game.moves import Bank, Build, Pass


def _position(tile="L1-powerhouse", others=12, seat0=0, automa=False):
    """Seat 0 with ``seat0`` engineers and ``tile`` in its supply; seat 1 with ``others``
    engineers and the turn."""
    if automa:
        s = ludo.new(
            "barrage",
            players=2,
            seed=5,
            companies=["germany", "italy"],
            officers=["adler", None],
            contracts=["S1", None],
            automa=[1],
            automa_level="haute_tension",
        )
        person, machine = 0, 1
        companies = list(s.companies)
        companies[machine] = replace(
            companies[machine], engineers=0, tiles=tuple(sorted((*companies[machine].tiles, tile)))
        )
        companies[person] = replace(companies[person], engineers=others)
        return s._evolve(companies=tuple(companies), turn=s.order.index(person))
    s = ludo.new(
        "barrage",
        players=2,
        seed=5,
        companies=["germany", "italy"],
        officers=["adler", "fiesler"],
        contracts=["S1", "S3"],
    )
    companies = list(s.companies)
    companies[0] = replace(
        companies[0], engineers=seat0, tiles=tuple(sorted((*companies[0].tiles, tile)))
    )
    companies[1] = replace(companies[1], engineers=others)
    return s._evolve(companies=tuple(companies), turn=s.order.index(1))


@pytest.mark.parametrize(("tile", "kind"), [("L1-powerhouse", "powerhouse"), ("L3-base", "base")])
def test_no_engineer_left_but_a_free_tile_keeps_the_turn(tile, kind):
    s = _position(tile).play(Bank(1))
    assert s.current_player == 0  # G2 before: seat 0 was skipped, seat 1 played again
    moves = list(s.legal_moves())
    builds = [m for m in moves if isinstance(m, Build)]
    assert builds and all(m.tile == tile and m.kind == kind for m in builds)
    assert moves == [*builds, Pass()]  # nothing else: no bank, no action space
    after = s.play(builds[0])
    assert after.current_player == 1
    assert after.companies[0].engineers == 0 and tile not in after.companies[0].tiles
    assert any(e.kind == "build.free" for e in after.events)
    # the tile is used: seat 0 has no turn left this round
    assert after.play(Bank(1)).current_player == 1


def test_passing_ends_the_company_round_until_the_next_one():
    s = _position().play(Bank(1))
    assert s.current_player == 0
    passed = s.play("passer")
    assert passed.companies[0].passed and passed.current_player == 1
    assert [e.kind for e in passed.events] == ["pass"]
    assert passed.play(Bank(1)).current_player == 1  # seat 0 still holds the tile: no turn
    # the next round gives it back its engineers and its turns
    end = passed.play(Bank(11))
    assert end.round == 2
    assert not any(c.passed for c in end.companies)


def test_the_round_ends_only_when_nobody_can_act():
    s = _position(others=1).play(Bank(1))
    assert s.round == 1 and s.current_player == 0  # before: the round ended here
    end = s.play(Pass())
    assert end.round == 2
    assert any(e.kind == "water.phase" for e in end.events)


def test_passing_with_engineers_left_is_refused_and_changes_nothing():
    s = _position(seat0=3).play(Bank(1))
    assert s.current_player == 0
    assert Pass() not in s.legal_moves()
    before = copy.deepcopy(s)
    with pytest.raises(ludo.IllegalMove, match="on ne passe que sans ingénieur") as err:
        s.play("passer")
    assert err.value.rule == "barrage.pass"
    assert s == before


def test_a_free_tile_without_a_spot_or_piece_leaves_only_passing():
    s = _position()
    c = s.companies[0]
    for _ in range(4):  # every powerhouse of the company board already built
        board, _, _ = c.board.take("powerhouse")
        c = replace(c, board=board)
    s = s._evolve(companies=(c, s.companies[1])).play(Bank(1))
    assert s.current_player == 0
    assert list(s.legal_moves()) == [Pass()]


def test_the_automa_plays_only_while_it_has_an_engineer():
    """The Automa's own rule (it plays while it has an engineer) is not changed by G2: an
    Automa with no engineer and an L1 Powerhouse gets no turn."""
    s = _position(automa=True, others=12)
    assert s.current_player == 0
    after = s.play(Bank(1))
    assert after.current_player == 0 and after.round == 1
