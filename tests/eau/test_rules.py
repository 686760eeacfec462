"""Set-up, the player-count table, the turn flow, notation, errors, saves."""

from __future__ import annotations

import copy
import random
from collections import Counter

import pytest

import ludo
from ludo.eau.players import helper_move, suggest
from ludo.eau.rules import SCHEDULE, Choose, Place, parse_move
from ludo.eau.tiles import NEIGHBOUR, parse_cell


def play_random(players, seed, **options):
    rng = random.Random(seed)
    s = ludo.new("eau", players=players, seed=seed, **options)
    while not s.is_over():
        s = s.play(rng.choice(s.legal_moves()))
    return s


def test_registered_as_cooperative():
    info = ludo.game_info("eau")
    assert info.cooperative and info.players == (2, 3, 4, 5, 6)


def test_setup_lays_the_diagonal():
    s = ludo.new("eau", players=4, seed=1)
    codes = [s.board[i * 8].code for i in range(7)]
    assert codes == ["C", "B", "B", "R", "B", "B", "C"]
    assert sum(t is not None for t in s.board) == 7
    assert s.board[0].ports == (False, True, True, False)  # E and S: facing inwards
    assert s.board[48].ports == (True, False, False, True)  # N and W


@pytest.mark.parametrize(
    "players, rounds, dealt, events",
    [
        (2, 6, [3] * 6, [2, 2, 2, 2, 2, 0]),
        (3, 4, [3] * 4, [2] * 4),
        (4, 3, [3] * 3, [3] * 3),
        (5, 3, [2, 2, 3], [2] * 3),
        (6, 3, [2] * 3, [2] * 3),
    ],
)
def test_player_count_table(players, rounds, dealt, events):
    assert [d for d, _ in SCHEDULE[players]] == dealt
    assert [e for _, e in SCHEDULE[players]] == events
    s = play_random(players, 5)
    starts = [e for st in s.replay() for e in st.events if e.kind == "round.start"]
    assert [e.data["round"] for e in starts] == list(range(1, len(starts) + 1))
    assert len(starts) <= rounds
    for e in starts:
        assert e.data["dealt"] == dealt[e.data["round"] - 1]
        assert len(e.data["events"]) == events[e.data["round"] - 1]


def test_first_round_hands_and_events():
    for players, hand in ((2, 3), (3, 3), (4, 3), (5, 2), (6, 2)):
        s = ludo.new("eau", players=players, seed=2)
        assert [len(h) for h in s.hands] == [hand] * players
        assert len(s.pending) == SCHEDULE[players][0][1]
        assert len(s.pipe_stack) == 36 - hand * players
        assert Counter(s.pipe_stack + sum(s.hands, ())) == Counter({"I": 12, "L": 12, "T": 12})


def test_bad_player_count_is_refused_in_french():
    for n in (1, 7, True, "4"):
        with pytest.raises(ludo.InvalidData, match="de 2 à 6 joueurs"):
            ludo.new("eau", players=n, seed=1)


def test_turn_flow_choose_reveal_place():
    s = ludo.new("eau", players=2, seed=3)
    assert s.phase == "choose" and s.current_player == 0
    s = s.play(s.legal_moves()[0])
    assert s.phase == "choose" and s.current_player == 1
    assert s.events[0].kind == "tile.chosen" and "face cachée" in s.events[0].text
    s = s.play(s.legal_moves()[0])
    assert s.phase == "place" and s.current_player == 0
    assert [e.kind for e in s.events] == ["tile.chosen", "tiles.revealed"]
    code = s.tile_to_place()
    s = s.play(s.legal_moves()[0])
    assert s.board[s.history[-1].cell].code == code
    assert s.phase == "place" and s.current_player == 0  # E23: the leader speaks for the group


def test_events_placed_by_the_leader_after_the_hands():
    s = ludo.new("eau", players=2, seed=3)
    while s.phase != "event":
        s = s.play(s.legal_moves()[0])
    assert all(not h for h in s.hands) and s.round == 1
    assert s.current_player == 0  # leader of round 1
    s = s.play(s.legal_moves()[0])
    s = s.play(s.legal_moves()[0])
    assert s.round == 2 and s.phase == "choose" and s.current_player == 1  # leader of round 2


def test_notation_round_trips():
    s = ludo.new("eau", players=3, seed=4)
    for _ in range(30):
        for m in s.legal_moves():
            assert parse_move(str(m)) == m
        s = s.play(str(s.legal_moves()[-1]))
    assert parse_move("choisir t") == Choose("T")
    assert parse_move("T d3 90") == Place("T", parse_cell("d3"), 1)
    assert parse_move("I d3 180") == Place("I", parse_cell("d3"), 0)  # same ports
    assert str(Place("A", 3, 3)) == "A d1 0"


@pytest.mark.parametrize("text", ["", "choisir Z", "Q d3 0", "T h3 0", "T d3 45", "poser", 7])
def test_bad_notation(text):
    with pytest.raises(ludo.InvalidData):
        parse_move(text)


def test_illegal_moves_change_nothing_and_explain():
    s = ludo.new("eau", players=2, seed=3)
    before = copy.deepcopy(s)
    with pytest.raises(ludo.IllegalMove, match="choisir"):
        s.play("T b1 0")
    missing = next(c for c in "ILT" if c not in s.hands[0])
    with pytest.raises(ludo.IllegalMove, match="n'a pas de"):
        s.play(f"choisir {missing}")
    s2 = s.play(s.legal_moves()[0])
    s2 = s2.play(s2.legal_moves()[0])
    code = s2.tile_to_place()
    before2 = copy.deepcopy(s2)
    with pytest.raises(ludo.IllegalMove, match="déjà occupée"):
        s2.play(f"{code} d4 0")
    with pytest.raises(ludo.IllegalMove, match="toucher"):
        s2.play(f"{code} g1 0")
    other = next(c for c in "ILT" if c not in s2.to_place())
    with pytest.raises(ludo.IllegalMove, match="les tuiles à poser"):
        s2.play(f"{other} d3 0")
    assert s2 == before2
    assert s == before


def test_json_round_trip_and_options():
    s = play_random(3, 9, hidden_events=True, repair_cap=3, diagonal="coudes")
    back = ludo.from_json(s.to_json())
    assert back == s
    assert back.setup() == {
        "players": 3,
        "seed": 9,
        "hidden_events": True,
        "repair_cap": 3,
        "diagonal": "coudes",
    }


def test_game_ends_and_everybody_shares_the_result():
    for players in range(2, 7):
        s = play_random(players, players)
        assert s.is_over() and s.current_player is None and not s.legal_moves()
        sheet = s.score()
        assert sheet.cooperative and sheet.final
        assert all(ln.player is None for ln in sheet.lines)
        assert sheet.winners() in ([], list(range(players)))
        assert sheet.total(None) == sheet.extra["repairs"] - sheet.extra["leaks"]
        assert s.events[-1].kind == "game.over"
        with pytest.raises(ludo.IllegalMove):
            s.play("choisir T")


def test_helper_proposes_legal_moves_and_plays_to_the_end():
    s = ludo.new("eau", players=4, seed=11)
    for sug in suggest(s, 5):
        assert sug.move in s.legal_moves() and sug.reason
    states = ludo.play_out(s, "helper")
    assert states[-1].is_over()
    # the helper prefers closing a pipe end to opening new leaks
    mid = next(st for st in states if st.phase == "place")
    best = helper_move(mid)
    assert best in mid.legal_moves()
    assert len(states[-1].leaks()) < len(
        ludo.play_out(s, ludo.player("eau", "random", seed=1))[-1].leaks()
    )


def test_random_player_plays_to_the_end():
    states = ludo.play_out(ludo.new("eau", players=5, seed=2), ludo.player("eau", "random", seed=3))
    assert states[-1].is_over()


def test_save_with_an_unknown_setup_key_is_refused_in_french():
    import json

    s = ludo.new("eau", players=3, seed=2, hidden_events=True)
    doc = json.loads(s.to_json())
    doc["setup"]["hiden_events"] = doc["setup"].pop("hidden_events")  # a typo in the save
    with pytest.raises(ludo.InvalidData) as err:
        ludo.from_json(json.dumps(doc))
    text = str(err.value)
    assert "« hiden_events »" in text and "hidden_events" in text  # names the right option
    assert "unexpected" not in text and "keyword" not in text  # no Python English
    with pytest.raises(ludo.InvalidData):
        ludo.new("eau", players=3, seed=2, hiden_events=True)


def test_frontier_follows_the_board_after_each_move():
    s = ludo.new("eau", players=2, seed=5)
    while s.phase != "place":
        s = s.play(s.legal_moves()[0])
    before = s.frontier()  # computed (and kept) on this state
    move = s.legal_moves()[0]
    after = s.play(move)
    assert move.cell in before and move.cell not in after.frontier()
    assert after.frontier() == [
        c
        for c in range(49)
        if after.board[c] is None
        and any(n is not None and after.board[n] is not None for n in NEIGHBOUR[c])
    ]
