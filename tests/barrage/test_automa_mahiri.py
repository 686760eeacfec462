"""Mahiri Sekibo leading a « surpuissant » Automa: each person's first action of a round
is decided by an Automa tile (decision G14 of the game, G14a–G14d of
:mod:`ludo.barrage.automa.steer`)."""

import copy

import pytest

import ludo
from ludo.barrage.automa.steer import draw_tiles, steered
from ludo.barrage.game.generation import action_moves
from ludo.barrage.game.moves import Bank, Build, Produce, Sekibo, Take, Water, Workshop

from .test_automa_game import solo


def mahiri_game():
    """The person (Italy, Wilhelm Adler) against an Automa led by Mahiri Sekibo."""
    for seed in range(60):
        s = solo(automa_level="surpuissant", seed=seed)
        if s.companies[1].officer == "sekibo":
            return s
    raise AssertionError("no seed gives Mahiri Sekibo to the Automa")


def to_person(s):
    automa = ludo.player("barrage", "automa")
    while s.current_player in s.automa and not s.is_over():
        s = s.play(automa.choose(s))
    return s


def test_each_person_draws_a_tile_at_the_start_of_the_round_only_with_mahiri():
    s = mahiri_game()
    assert s.steer and s.steer[0][0] == 0 and 1 <= s.steer[0][1] <= 20
    (drawn,) = [e for e in s.events if e.kind == "steer"]
    assert f"tuile Automa n° {s.steer[0][1]}" in drawn.text
    # and what the tile means: its actions, in the order they are read (G14a)
    from ludo.barrage.automa.actions import action_label
    from ludo.barrage.automa.tiles import tile

    t = tile(s.steer[0][1])
    labels = [action_label(a, t) for col in t.columns for a in col if not a.expansion]
    assert " ; ".join(labels) in drawn.text and "extension" not in drawn.text
    other = solo(automa_level="surpuissant", seed=1)
    assert other.companies[1].officer != "sekibo" and other.steer == ()
    assert solo(automa_level="haute_tension").steer == ()


def test_the_first_action_is_the_tiles_and_others_are_refused_in_french():
    s = to_person(mahiri_game())
    seat = s.current_player
    tile = dict(s.steer)[seat]
    everything = action_moves(s, seat)
    action, expected = steered(tile, everything)
    assert action is not None
    assert list(s.legal_moves()) == expected and len(expected) < len(everything)
    assert len({type(m) for m in expected}) == 1
    refused = next(m for m in everything if m not in expected)
    before = copy.deepcopy(s)
    with pytest.raises(ludo.IllegalMove) as err:
        s.play(refused)
    assert "Mahiri Sekibo" in str(err.value) and f"n° {tile}" in str(err.value)
    assert err.value.rule == "barrage.automa.mahiri"
    assert s == before
    after = s.play(expected[0])
    assert seat not in dict(after.steer)


def test_after_the_first_action_the_person_chooses_freely_until_the_next_round():
    s = to_person(mahiri_game())
    s = s.play(s.legal_moves()[0])
    while s.pending:
        s = s.play(s.legal_moves()[0])
    rnd = s.round
    s = to_person(s)
    if s.round == rnd and s.current_player == 0:
        assert list(s.legal_moves()) == action_moves(s, 0)


def test_a_whole_game_steers_every_round_and_ends():
    s = mahiri_game()
    greedy = ludo.player("barrage", "greedy", seed=3)
    automa = ludo.player("barrage", "automa")
    steered_rounds = set()
    while not s.is_over():
        if s.current_player in s.automa:
            s = s.play(automa.choose(s))
            continue
        if not s.pending and 0 in dict(s.steer):
            steered_rounds.add(s.round)
            _, expected = steered(dict(s.steer)[0], action_moves(s, 0))
            assert list(s.legal_moves()) == expected
        s = s.play(greedy.choose(s))
    assert steered_rounds == {1, 2, 3, 4, 5}


def test_tiles_are_read_in_the_automa_order_dotted_actions_included():
    """Tile 1: production, then water (dotted), then Base, Elevation, ..., « Usine joker »."""
    produce = Produce("T1g", "D5U", "C5L", "P8a", 1)
    water = Water("E1g", ("A",))
    base = Build("base", "D5U", "base", 5, 0)
    powerhouse = Build("powerhouse", "P8a", "powerhouse", 0, 2)
    assert steered(1, [base, water, produce])[1] == [produce]
    assert steered(1, [base, water])[1] == [water]  # G14b: the dotted action is the action
    assert steered(1, [powerhouse, base])[1] == [base]  # the kind of structure counts
    assert steered(1, [powerhouse, Bank(1)])[1] == [Bank(1)]  # « Usine joker », else the bank
    assert steered(3, [Take("C1g", ("G03",)), base])[1] == [Take("C1g", ("G03",))]
    assert steered(4, [Workshop("A1g"), Bank(2)])[1] == [Workshop("A1g")]  # « Entretien »
    only = [Sekibo("adler")]
    assert steered(1, only) == (None, only)  # G14c: nothing of the tile, a free choice


def test_the_people_draw_different_tiles_from_a_shuffle_of_their_own():
    tiles = draw_tiles(5, 2, [0, 2, 3])
    assert [s for s, _ in tiles] == [0, 2, 3] and len({t for _, t in tiles}) == 3
    assert draw_tiles(5, 2, [0, 2, 3]) == tiles != draw_tiles(5, 3, [0, 2, 3])
