"""A rotation typed above a tile's period keeps its marker on the same piece (S14b), and
Contrecoups allows a half turn that moves a crew to another road (S21b) — issue 13, §1."""

from __future__ import annotations

import pytest

from ludo import IllegalMove, InvalidData
from ludo.seismic.rules import AFTERSHOCK, Pass, Place, Rotate, from_position, parse_move

#: The tiles whose drawing repeats before a full turn and that have several pieces.
SYMMETRIC = ("TTo", "WW", "TTT", "STT", "I2s", "I3y", "I4x", "I6")


def positions(tile):
    """Small tables with ``tile`` face up, one of them with a marked section next to it."""
    yield from_position({}, row=(tile, "S", "W"))
    yield from_position({(1, 0): ("S", 0)}, row=(tile, "S", "W"), markers={((1, 0), 0): 1})


def physical(s, tile, rot, marker):
    """The sides of the piece ``marker`` of ``tile`` turned ``rot``."""
    return frozenset(s.geom.pieces[tile, rot][marker])


@pytest.mark.parametrize("tile", SYMMETRIC)
def test_every_typed_rotation_keeps_the_marker_on_its_piece(tile):
    checked = 0
    for s in positions(tile):
        g = s.geom
        period = g.period[tile]
        assert period < 6 and len(g.pieces[tile, 0]) > 1
        legal = [m for m in s.legal_moves() if isinstance(m, Place) and m.tile == tile]
        by_piece = {
            (m.cell, m.rot, None if m.marker is None else physical(s, tile, m.rot, m.marker)): m
            for m in legal
        }
        cells = {m.cell for m in legal}
        for cell in cells:
            for rot in range(6):
                for marker in range(len(g.pieces[tile, rot])):
                    text = f"{tile} {cell[0]},{cell[1]} r{rot} m{marker}"
                    key = (cell, rot % period, physical(s, tile, rot, marker))
                    expected = by_piece.get(key)
                    reason = s.why_illegal(text)
                    if expected is None:  # not legal: refused, and why_illegal agrees
                        assert reason is not None, text
                        with pytest.raises(IllegalMove):
                            s.play(text)
                    else:  # the same piece as the legal move, whatever the typed number
                        assert reason is None, (text, reason)
                        assert s.play(text) == s.play(expected), text
                        checked += 1
    assert checked > 0


@pytest.mark.parametrize("tile", SYMMETRIC)
def test_every_legal_move_text_round_trips_to_the_same_piece(tile):
    for s in positions(tile):
        for m in s.legal_moves():
            assert parse_move(str(m)) == m
            assert s.why_illegal(str(m)) is None
            after = s.play(str(m))
            assert after == s.play(m)
            if m.marker is not None:
                assert after.markers[m.cell, m.marker] == s.actor


def test_tto_typed_at_r3_names_the_pieces_of_r3():
    # TTo repeats every half turn: r3 is r0, but its piece 0 at r3 is piece 1 at r0.
    s = from_position({}, row=("TTo", "S", "W"))
    legal = {str(m) for m in s.legal_moves()}
    for m in s.legal_moves():
        if m.tile != "TTo" or m.marker is None:
            continue
        typed = f"TTo {m.cell[0]},{m.cell[1]} r{m.rot + 3} m{1 - m.marker}"
        assert s.play(typed) == s.play(m)  # the same piece: the same result
        assert s.why_illegal(typed) is None
    assert all(s.why_illegal(t) is None for t in legal)


# -- Contrecoups (S21b) ---------------------------------------------------------------------
def aftershock(placed, markers):
    s = from_position(
        {(1, 0): ("S", 0), (2, 0): ("S", 0), **placed},
        row=("W", "T"),
        pile=("Q1", "S"),
        variant="aftershocks",
        markers=markers,
    )
    assert s.phase == AFTERSHOCK
    return s


def test_half_turn_that_moves_a_crew_is_a_new_orientation():
    s = aftershock({(-1, 0): ("TTo", 0)}, {((-1, 0), 0): 1})
    assert set(s.legal_moves()) == {
        Rotate((-1, 0), 2),
        Rotate((-1, 0), 3),  # same drawing, the crew now on the other road
        Rotate((-1, 0), 5),
        Pass(),
    }
    after = s.play("tourner -1,0 r3")
    assert after.placed[(-1, 0)] == ("TTo", 0)
    assert after.markers == {((-1, 0), 1): 1}  # the crew turned with its road
    assert s.why_illegal("tourner -1,0 r3") is None
    # r5 is r2 with the crew moved: its own orientation, read back as typed
    assert s.play("tourner -1,0 r5").markers == {((-1, 0), 1): 1}
    assert s.play("tourner -1,0 r2").markers == {((-1, 0), 0): 1}


def test_half_turn_that_changes_nothing_is_still_refused():
    s = aftershock({(-1, 0): ("TTo", 0)}, {})  # no crew on the tile
    assert set(s.legal_moves()) == {Rotate((-1, 0), 2), Pass()}
    reason = s.why_illegal("tourner -1,0 r3")
    assert reason is not None
    with pytest.raises(IllegalMove) as err:
        s.play("tourner -1,0 r3")
    assert err.value.rule == "seismic.aftershocks" and str(err.value) == reason
    assert s.play("tourner -1,0 r5") == s.play("tourner -1,0 r2")  # same drawing, no crew


def test_half_turn_keeping_the_crew_on_its_road_is_refused():
    # A straight repeats every half turn and its only road turns onto itself.
    s = aftershock({(-1, 0): ("TTo", 0), (0, 1): ("S", 2)}, {((0, 1), 0): 0})
    assert not any(isinstance(m, Rotate) and m.cell == (0, 1) for m in s.legal_moves())
    reason = s.why_illegal("tourner 0,1 r5")
    assert reason is not None and "« tourner 0,1 r5 »" in reason and "rien ne changerait" in reason
    with pytest.raises(IllegalMove) as err:
        s.play("tourner 0,1 r5")
    assert str(err.value) == reason


def test_rotation_out_of_range_is_still_refused():
    s = from_position({}, row=("TTo", "S", "W"))
    for text in ("TTo 1,0 r6 m0", "TTo 1,0 r9"):
        assert s.why_illegal(text) is not None
        with pytest.raises((IllegalMove, InvalidData)):
            s.play(text)
