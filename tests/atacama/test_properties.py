"""Properties under hypothesis: invariants of every reachable position."""

import copy

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import ludo
from ludo.atacama.rules import NEIGHBOURS, Place, TakeConcession
from ludo.atacama.scoring import totals

OPTIONS = st.fixed_dictionaries(
    {
        "players": st.sampled_from([2, 4]),
        "tactical": st.booleans(),
        "seed": st.integers(0, 10_000),
    }
)


@st.composite
def positions(draw):
    opts = draw(OPTIONS)
    if opts["players"] == 2 and draw(st.booleans()):
        opts["variant"] = "advanced"
    s = ludo.new("atacama", **opts)
    steps = draw(st.integers(0, 30))
    for _ in range(steps):
        if s.is_over():
            break
        moves = s.legal_moves()
        s = s.play(moves[draw(st.integers(0, len(moves) - 1))])
    return s


@settings(max_examples=60, deadline=None)
@given(positions())
def test_no_two_wells_are_orthogonal_neighbours(s):
    for cell, well in enumerate(s.wells):
        if well is not None:
            assert all(s.wells[n] is None for n in NEIGHBOURS[cell])


@settings(max_examples=60, deadline=None)
@given(positions())
def test_one_well_per_field_and_wells_are_conserved(s):
    placed = sum(w is not None for w in s.wells)
    assert placed == sum(1 for m in s.history if hasattr(m, "cell"))
    start = ludo.new("atacama", **s.setup())
    bought = len(s.history) - placed
    assert sum(s.wells_left(p) for p in range(s.n_players)) + placed + bought == sum(
        start.wells_left(p) for p in range(s.n_players)
    )


@settings(max_examples=60, deadline=None)
@given(positions())
def test_score_is_the_sum_of_lines(s):
    sheet = s.score()
    for p in range(s.n_players):
        assert sheet.total(p) == sum(
            line.points for line in sheet.lines if line.player == p and line.counts
        )
        for line in sheet.lines_of(p):
            if line.counts:
                assert line.points == sum(d[1] for d in line.details)
    assert totals(s) == [sheet.total(p) for p in range(s.n_players)]


@settings(max_examples=40, deadline=None)
@given(positions(), st.text(max_size=6))
def test_a_rejected_move_changes_nothing(s, text):
    before = copy.deepcopy(s)  # the whole state: a rule mutating it in place would show
    well_formed = [Place(c, d) for c in range(81) for d in (False, True)] + [
        TakeConcession(c, d) for c in ("turquoise", "orange") for d in ("columns", "rows")
    ]
    refused = 0
    for move in well_formed:
        if move not in s.legal_moves():
            refused += 1
            with pytest.raises(ludo.IllegalMove):
                s.play(move)
    assert refused > 0
    try:
        s.play(text)
    except ludo.LudoError:
        pass
    else:
        assert text in s.legal_moves()
    assert s == before


@settings(max_examples=40, deadline=None)
@given(positions())
def test_json_round_trip(s):
    again = ludo.from_json(s.to_json())
    assert again == s
    assert again.legal_moves()[:] == s.legal_moves()[:]
    assert again.score() == s.score()
