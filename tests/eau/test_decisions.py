"""One test (at least) per interpretation decision E1–E26 of ludo.eau.rules."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

import ludo
from ludo.core.score import ScoreLine
from ludo.eau.network import circuit_length, leaks, longest_circuit
from ludo.eau.rules import SCHEDULE
from ludo.eau.scoring import CIRCUIT_ONE, CIRCUIT_TWO, repairs
from ludo.eau.tiles import Tile, load_diagonal, parse_cell

from .eau_helpers import blank, full_grid, loop, put, ring_15, state_with


def play_random(players, seed, **options):
    rng = random.Random(seed)
    s = ludo.new("eau", players=players, seed=seed, **options)
    while not s.is_over():
        s = s.play(rng.choice(s.legal_moves()))
    return s


def to_phase(s, phase):
    while s.phase != phase:
        s = s.play(s.legal_moves()[0])
    return s


def test_E1_rounds_follow_the_table():
    assert {n: ludo.new("eau", players=n, seed=1).rounds for n in range(2, 7)} == {
        2: 6,
        3: 4,
        4: 3,
        5: 3,
        6: 3,
    }


def test_E2_events_per_round_follow_the_table():
    assert [ludo.new("eau", players=n, seed=1).pending.__len__() for n in range(2, 7)] == [
        2,
        2,
        3,
        2,
        2,
    ]
    assert SCHEDULE[2][5] == (3, 0)  # no event in round 6 with 2 players


def test_E3_full_board_ends_the_game_and_logs_unused_tiles():
    s = play_random(2, 4)  # 53 tiles for 49 cells
    assert all(t is not None for t in s.board)
    kinds = [e.kind for st in s.replay() for e in st.events]
    assert "board.full" in kinds and "tiles.unused" in kinds
    # 46 tiles to place, 42 free cells, and each stacked agent uses a tile but no cell
    assert len(s.unused) == 53 - 49 - sum(1 for t in s.board if t.covered)
    assert any(ln.rule == "eau.repair.square" for ln in s.score().lines)


def test_E4_one_tile_per_player_per_sub_round_then_the_events():
    s = ludo.new("eau", players=4, seed=6)
    phases = []
    while s.round == 1:
        if not phases or phases[-1] != s.phase:
            phases.append(s.phase)
        s = s.play(s.legal_moves()[0])
    assert phases == ["choose", "place"] * 3 + ["event"]


def test_E5_hidden_events_are_revealed_at_the_end():
    s = ludo.new("eau", players=3, seed=2, hidden_events=True)
    assert not s.events_visible() and len(s.pending) == 2
    assert "face cachée" in s.events[-1].text
    s = to_phase(s, "event")
    assert s.events_visible()
    assert any(e.kind == "events.revealed" for e in s.events)
    # Same moves as the open game.
    open_game = to_phase(ludo.new("eau", players=3, seed=2), "event")
    assert open_game.pending == s.pending and open_game.board == s.board


def test_E6_main_diagonal_and_building_order():
    s = ludo.new("eau", players=4, seed=1)
    assert s.board[24].code == "R"
    names = [s.board[c].name for c in (8, 16, 32, 40)]
    assert names == [
        "Bâtiments publics",
        "Hôtel de Ville",
        "Habitations",
        "Espaces naturels ou cultivés",
    ]
    shuffled = {
        tuple(
            ludo.new("eau", players=4, seed=k, shuffle_buildings=True).board[c].name
            for c in (8, 16, 32, 40)
        )
        for k in range(8)
    }
    assert len(shuffled) > 1 and all(sorted(x) == sorted(names) for x in shuffled)


def test_E7_diagonal_is_a_configurable_reconstruction(tmp_path):
    doc, placed = load_diagonal()
    assert doc["reconstruction"] is True
    assert dict(placed)[24].mask == 0b1111 and dict(placed)[16].mask == 0b1111
    s = ludo.new("eau", players=4, seed=1, diagonal="coudes")
    assert sum(s.board[8].ports) == 2 and s.board[16].ports == (False, True, True, False)
    custom = json.loads(json.dumps(doc))
    custom["diagonal"][1]["ports"] = ["N"]
    path = tmp_path / "diag.json"
    path.write_text(json.dumps(custom), encoding="utf-8")
    s2 = ludo.new("eau", players=2, seed=1, diagonal=path)
    assert s2.board[8].ports == (True, False, False, False)
    assert ludo.from_json(s2.to_json()) == s2
    assert ludo.new("eau", players=2, seed=1, diagonal=path.read_text("utf-8")) == s2
    # A file name written as text is never opened (a save or a guest could name any file).
    with pytest.raises(ludo.InvalidData, match="jamais lu"):
        ludo.new("eau", players=2, seed=1, diagonal=str(path))


@pytest.mark.parametrize(
    "edit, field",
    [
        (lambda d: d["diagonal"][2].update(ports=["N", "Z"]), "diagonal[2].ports"),
        (lambda d: d["diagonal"][0].update(cell="b1"), "diagonal[0].cell"),
        (lambda d: d["diagonal"][4].update(kind="usine"), "diagonal[4].kind"),
        (lambda d: d["diagonal"][5].update(name=""), "diagonal[5].name"),
        (lambda d: d["diagonal"].pop(), "diagonal"),
        (lambda d: d.update(reconstruction="oui"), "reconstruction"),
    ],
)
def test_E7_malformed_diagonal_names_the_entry(edit, field):
    doc = json.loads(json.dumps(load_diagonal()[0]))
    edit(doc)
    with pytest.raises(
        ludo.InvalidData, match=f"« {field.replace('[', '.').replace(']', '.')}"[:-1]
    ) as info:
        ludo.new("eau", players=2, seed=1, diagonal=doc)
    assert info.value.field == field


def test_E8_tiles_must_touch_but_ports_need_not_match():
    s = to_phase(ludo.new("eau", players=4, seed=1), "place")
    cells = {m.cell for m in s.legal_moves()}
    assert cells == set(s.frontier())
    assert parse_cell("a7") not in cells  # touches nothing
    # a mismatch is legal but leaks
    code = s.tile_to_place()
    blocked = next(t for t in range(4) if not Tile.of(code, t).ports[2])  # closed towards the Régie
    s2 = s.play(f"{code} d3 {blocked * 90}")
    assert len(leaks(s2.board)) >= len(leaks(s.board))


def test_E9_free_rotation():
    s = to_phase(ludo.new("eau", players=4, seed=1), "place")
    code = s.tile_to_place()
    turns = {m.turn for m in s.legal_moves() if m.cell == parse_cell("d3") and m.code == code}
    assert turns == ({0, 1} if code == "I" else {0, 1, 2, 3})


def test_E10_one_leak_per_port_facing_nothing():
    b = blank()
    assert len(leaks(b)) == 4  # the Régie alone: four open ends
    put(b, "d3", "T", 0)  # N E S: joins the Régie, opens N and E
    assert len(leaks(b)) == 3 + 2


def test_E11_event_sides_leak_only_without_port():
    b = blank()
    put(b, "d3", "E", 2)  # the inlet takes the Régie's N port
    put(b, "e4", "P")
    found = {(lk.kind, lk.cell, lk.side) for lk in leaks(b)}
    assert ("event", 24, 1) in found  # against the protected site
    assert not any(cell == 24 and side == 0 for _, cell, side in found)


def _event_state(code, board):
    s = to_phase(ludo.new("eau", players=4, seed=1), "event")
    return replace(s, board=tuple(board), pending=(code,) + s.pending[1:])


def test_E12_pierced_pipe_follows_an_open_end():
    b = blank()
    put(b, "d3", "I", 0)  # opens d2 (N) and … the Régie's other ends
    s = _event_state("X", b)
    moves = {str(m) for m in s.legal_moves()}
    assert "X d2 0" in moves and "X d2 90" not in moves
    assert "X c4 90" in moves  # in front of the Régie's W port, lined up E-W
    with pytest.raises(ludo.IllegalMove, match="E12"):
        s.play("X d2 90")
    # No open end anywhere: anywhere touching a tile.
    closed = blank()
    closed[24] = Tile("R", 0)
    s = _event_state("X", closed)
    assert {m.cell for m in s.legal_moves()} == set(s.frontier())


def test_E13_agent_stacks_on_a_pierced_pipe_or_goes_on_an_open_end():
    b = blank()
    put(b, "d3", "X", 0)
    s = _event_state("A", b)
    assert "A d3 0" in s.legal_moves()
    after = s.play("A d3 0")
    assert after.board[parse_cell("d3")].covered
    assert ("pierced", parse_cell("d3")) not in {(lk.kind, lk.cell) for lk in leaks(after.board)}
    assert any(e.kind == "agent.stacked" for e in after.events)
    assert "A c4 0" in s.legal_moves()  # the Régie's W end is open
    with pytest.raises(ludo.IllegalMove, match="E13"):
        s.play("A c3 0")  # touches c4? no: touches the Hôtel de Ville, but no open end faces it


def test_E14_station_must_be_linked_and_only_placed_ones_count():
    b = full_grid(blank())
    assert state_with(b).score().won  # no station on the board: not required
    b[parse_cell("b1")] = Tile.of("E", 0)  # inlet N, against the border: never linked
    sheet = state_with(b).score()
    assert not sheet.won and "station" in sheet.summary()


def test_E15_win_needs_every_user_reached_and_leaks_repaired():
    s = ludo.new("eau", players=4, seed=1)
    b = full_grid(list(s.board))
    sheet = state_with(b).score()
    assert sheet.extra["leaks"] == 0 and sheet.won
    assert all(sheet.extra["reach"]["users"].values()) and len(sheet.extra["reach"]["users"]) == 6
    # Cut the Entreprise corner (g7) off: every border around it closed.
    b2 = list(b)
    b2[48] = Tile("C", 0, "Entreprise")
    sheet2 = state_with(b2).score()
    assert not sheet2.won and "Entreprise" in sheet2.summary()
    # Two leaks, two repairs (circuit ≥ 21 → 2, capped at 2): still won.
    b3 = list(b)
    b3[parse_cell("b1")] = Tile.of("L", 1)  # E, S: a1's east port now faces a closed side
    b3[parse_cell("e1")] = Tile.of("L", 2)  # S, W: f1's west port now faces a closed side
    sheet3 = state_with(b3).score()
    assert sheet3.extra["leaks"] == 2 and sheet3.extra["repairs"] == 2 and sheet3.won
    b3[parse_cell("c1")] = Tile.of("L", 1)  # E, S: b1's east port now faces a closed side
    assert state_with(b3).score().extra["leaks"] == 3 and not state_with(b3).score().won


RING_9 = ["d4", "e4", "f4", "f5", "e5", "d5", "c5", "b5", "b4", "c4"]  # 10 cells
RING_11 = ["d4", "e4", "f4", "g4", "g5", "f5", "e5", "d5", "c5", "b5", "b4", "c4"]
RING_19 = ["a4", "b4", "c4", "d4", "e4", "e3", "f3", "f4", "g4", "g5", "g6", "g7"] + [
    "f7",
    "e7",
    "d7",
    "c7",
    "b7",
    "a7",
    "a6",
    "a5",
]
RING_21 = ["a4", "a3", "b3", "b4", "c4", "d4", "e4", "e3", "f3", "f4", "g4", "g5", "g6", "g7"] + [
    "f7",
    "e7",
    "d7",
    "c7",
    "b7",
    "a7",
    "a6",
    "a5",
]


@pytest.mark.parametrize(
    "ring, length, earned", [(RING_9, 9, 0), (RING_11, 11, 1), (RING_19, 19, 1), (RING_21, 21, 2)]
)
def test_E16_circuit_thresholds_are_strict(ring, length, earned):
    assert (CIRCUIT_ONE, CIRCUIT_TWO) == (11, 21)  # "+ de 10", "+ de 20"
    b = loop(blank(), ring)
    assert circuit_length(longest_circuit(b)) == length
    assert state_with(b).score().extra["repairs"] == earned


def test_E16_full_square_reward_and_cap():
    b = full_grid(blank())
    sheet = state_with(b).score()
    rules = [ln.rule for ln in sheet.lines if ln.counts and ln.points > 0]
    assert rules == ["eau.repair.circuit20", "eau.repair.square"]
    assert sheet.extra["repairs"] == 2 and any(ln.rule == "eau.repair.cap" for ln in sheet.lines)
    assert state_with(b, repair_cap=3).score().extra["repairs"] == 3


def test_E17_circuit_excludes_the_regie_and_pierced_pipes():
    b = loop(blank(), RING_11)
    cycle = longest_circuit(b)
    assert cycle[0] == 24 and len(cycle) == 12 and circuit_length(cycle) == 11
    b[parse_cell("f5")] = Tile.of("X", 1)  # the E-W straight becomes pierced
    assert longest_circuit(b) == ()


def test_E18_choices_stay_secret_in_the_texts():
    s = ludo.new("eau", players=3, seed=1)
    s = s.play(s.legal_moves()[0])
    ev = s.events[0]
    assert ev.kind == "tile.chosen"
    assert not any(name in ev.text for name in ("droite", "coude", "raccord"))


def test_E19_five_players_leave_one_pipe_and_four_events():
    s = play_random(5, 3)
    dealt = sum(e.data["dealt"] for st in s.replay() for e in st.events if e.kind == "round.start")
    assert dealt * 5 == 35
    assert (
        sorted(s.unused).count("I") + sorted(s.unused).count("L") + sorted(s.unused).count("T") == 1
    )
    assert sum(1 for c in s.unused if c in "PAXE") == 4
    assert any(t is None for t in s.board)  # the full square is out of reach


def test_E20_every_revealed_tile_is_placed():
    s = play_random(4, 8)
    states = s.replay()
    chosen = sum(1 for st in states for e in st.events if e.kind == "tile.chosen")
    placed = sum(1 for st in states for e in st.events if e.kind == "tile.placed")
    assert chosen == placed or s.events[-2].kind in ("board.full", "tiles.unused")


def test_one_name_per_site():
    _, placed = load_diagonal()
    names = {t.name for _, t in placed}
    assert "Centre culturel" in names and "Espace culturel" not in names


def test_the_backs_of_tiles_have_no_rule_effect():
    # The tiles carry no text field: two games with the same seed are identical.
    assert ludo.new("eau", players=3, seed=5) == ludo.new("eau", players=3, seed=5)
    assert set(Tile.__dataclass_fields__) == {"code", "mask", "name", "covered"}


def test_E15_a_finished_won_game_makes_every_player_a_winner():
    s = ludo.new("eau", players=4, seed=1)
    done = replace(state_with(full_grid(list(s.board))), phase="over", to_move=None)
    sheet = done.score()
    assert sheet.final and sheet.won and sheet.winners() == [0, 1, 2, 3]
    assert sheet.summary().startswith("Partie gagnée")
    page = sheet.to_html()
    assert "Bilan du groupe" in page and "Joueur 1" not in page
    lost = replace(done, board=tuple(s.board)).score()
    assert lost.winners() == [] and lost.summary().startswith("Partie perdue")


# -- the amendments E23–E26 (they replace E3, E4, E13 and the order of E2/E5) --------------------
def _place_phase_with_two_codes():
    for seed in range(50):
        s = to_phase(ludo.new("eau", players=3, seed=seed), "place")
        if len(s.to_place()) >= 2:
            return s
    raise AssertionError("no seed reveals two different pipes")  # pragma: no cover


def test_E23_revealed_pipes_are_placed_in_any_order():
    s = _place_phase_with_two_codes()
    codes = s.to_place()
    assert {m.code for m in s.legal_moves()} == set(codes)
    last = codes[-1]
    move = next(m for m in s.legal_moves() if m.code == last)
    after = s.play(move)  # the last revealed tile first
    assert after.phase == "place" and after.current_player == s.leader
    assert sum(c is not None for c in after.chosen) == sum(c is not None for c in s.chosen) - 1
    assert codes[0] in after.to_place()
    # ... and the others follow in any order, then the next sub-round
    while after.phase == "place":
        after = after.play(after.legal_moves()[-1])
    assert after.phase in ("choose", "event")


def test_E23_a_code_revealed_twice_is_taken_from_the_first_in_turn_order():
    """Two players revealed an elbow: the placed one is the first's in turn order.

    Round 2 of 3 players: the leader is player ``(round - 1) mod players`` = 1, so the
    order is 1, 2, 0. Players 0 and 2 revealed ``L``: the first of them in that order is
    player 2 (« joueur 3 »), not the lower index 0.
    """
    s = to_phase(ludo.new("eau", players=3, seed=1), "place")
    s = replace(s, round=2, chosen=("L", "I", "L"), to_move=1)
    assert s.leader == 1 and s._order() == [1, 2, 0]
    assert s.to_place() == ("I", "L")
    move = next(m for m in s.legal_moves() if m.code == "L")
    after = s.play(move)
    assert after.chosen == ("L", "I", None)
    placed = [e for e in after.events if e.kind == "tile.placed"]
    assert [e.data["player"] for e in placed] == [2]
    assert placed[0].text.startswith("Le joueur 3 pose sa tuile (coude)")
    # the second elbow is then player 0's
    again = after.play(next(m for m in after.legal_moves() if m.code == "L"))
    assert again.chosen == (None, "I", None)


def _event_phase(pending, board):
    s = to_phase(ludo.new("eau", players=4, seed=1), "event")
    return replace(s, board=tuple(board), pending=tuple(pending))


def test_E24_events_are_placed_in_any_order_so_an_agent_covers_a_later_pierced_pipe():
    b = blank()
    put(b, "d3", "I", 0)  # an open end towards d2
    s = _event_phase(("A", "X"), b)  # the agent was drawn before the pierced pipe
    assert s.to_place() == ("A", "X")
    assert {m.code for m in s.legal_moves()} == {"A", "X"}
    s2 = s.play("X d2 0")
    assert s2.pending == ("A",) and s2.phase == "event"
    assert "A d2 0" in s2.legal_moves()
    s3 = s2.play("A d2 0")
    assert s3.board[parse_cell("d2")].covered
    assert not any(lk.kind == "pierced" for lk in leaks(s3.board))
    # a code that is not among the round's events is refused, naming the ones left
    with pytest.raises(ludo.IllegalMove, match="agent de la Régie"):
        s2.play("P d2 0")


def test_E25_an_agent_never_adds_a_leak():
    b = blank()
    put(b, "d3", "I", 0)  # N–S: its north end faces the empty d2
    before = len(leaks(b))
    s = _event_phase(("A",), b)
    after = s.play("A d2 0")  # a joker closing the pipe end
    assert len(leaks(after.board)) == before - 1  # three free sides, none of them a leak
    placed = next(e for e in after.events if e.kind == "event.placed")
    assert placed.data["leak_delta"] == -1
    # against the border and against a protected site: no leak either
    b2 = blank()
    put(b2, "d1", "A")
    put(b2, "e1", "P")
    assert not any(lk.cell in (parse_cell("d1"), parse_cell("e1")) for lk in leaks(b2))
    # stacked on a pierced pipe: its leak and its open end stop, nothing is added
    b3 = blank()
    put(b3, "d3", "X", 0)
    s3 = _event_phase(("A",), b3)
    stacked = s3.play("A d3 0")
    assert len(leaks(stacked.board)) == len(leaks(b3)) - 2
    # every legal agent move of random games: the leaks never grow
    for seed in range(6):
        rng = random.Random(seed)
        g = ludo.new("eau", players=4, seed=seed)
        while not g.is_over():
            for m in g.legal_moves():
                if m.code == "A":
                    assert len(leaks(g.play(m).board)) <= len(leaks(g.board)), str(m)
            g = g.play(rng.choice(g.legal_moves()))


def _one_cell_left(pending, hands_left=True):
    """Round 1 of 4, place phase, every cell full but a1's neighbour b1; a pierced pipe
    uncovered on f1."""
    s = to_phase(ludo.new("eau", players=4, seed=1), "place")
    b = full_grid(list(s.board))
    b[parse_cell("f1")] = Tile.of("X", 1)
    b[parse_cell("b1")] = None
    hands = s.hands if hands_left else tuple(() for _ in s.hands)
    return replace(s, board=tuple(b), pending=tuple(pending), hands=hands)


def test_E26_filling_the_49th_cell_does_not_skip_the_round_events():
    s = _one_cell_left(("P", "A", "X"))
    assert s.round == 1 and s.round < s.rounds
    pipes_left = [c for c in s.chosen if c is not None][1:] + [c for h in s.hands for c in h]
    move = next(m for m in s.legal_moves() if m.cell == parse_cell("b1"))
    full = s.play(move)
    kinds = [e.kind for e in full.events]
    assert "board.full" in kinds and "tiles.discarded" in kinds and "events.discarded" in kinds
    assert full.phase == "event" and not full.is_over()
    assert full.to_place() == ("A",)  # the site and the pierced pipe have no cell
    assert sorted(full.unused) == sorted(pipes_left + ["P", "X"])
    assert [str(m) for m in full.legal_moves()] == ["A f1 0"]
    end = full.play("A f1 0")
    assert end.is_over() and end.round == 1  # the game ends after this round's events
    assert end.board[parse_cell("f1")].covered
    assert not any(lk.kind == "pierced" for lk in leaks(end.board))


def test_E26_no_event_can_go_then_the_game_ends_at_once():
    s = _one_cell_left(("P", "E"), hands_left=False)
    move = next(m for m in s.legal_moves() if m.cell == parse_cell("b1"))
    end = s.play(move)
    assert end.is_over()
    assert any(e.kind == "events.discarded" for e in end.events)
    assert {"P", "E"} <= set(end.unused)


def test_E24_E25_the_helper_lays_the_pierced_pipe_then_covers_it():
    from ludo.eau.players import helper_move

    b = blank()
    put(b, "d3", "I", 0)
    s = _event_phase(("A", "X"), b)
    first = helper_move(s)
    assert first.code == "X"
    s = s.play(first)
    second = helper_move(s)
    assert second.code == "A" and second.cell == first.cell
    s = s.play(second)
    assert not any(lk.kind == "pierced" for lk in leaks(s.board))


def test_E7_diagonal_sides_are_written_with_french_letters():
    """N, E, S, O (ouest); « W » still reads as west (older files); a side twice is refused,
    and the refusal names the French letters, never W."""
    doc = json.loads(json.dumps(load_diagonal()[0]))
    assert all("W" not in e["ports"] for e in doc["diagonal"])
    base = ludo.new("eau", players=2, seed=1, diagonal=doc)
    doc["diagonal"][6]["ports"] = ["N", "W"]  # the same corner, written the old way
    assert ludo.new("eau", players=2, seed=1, diagonal=doc).board == base.board
    doc["diagonal"][6]["ports"] = ["O", "W"]
    with pytest.raises(ludo.InvalidData) as info:
        ludo.new("eau", players=2, seed=1, diagonal=doc)
    assert "N, E, S, O (nord, est, sud, ouest)" in str(info.value)
    assert "W" not in str(info.value).replace("['O', 'W']", "")


# -- whole score sheets (each field of each line: `make mutants` found the ones unchecked) ------
def _leak(cell, side, rule, text):
    return ScoreLine(None, -1, rule, text, items=((parse_cell(cell), side),))


def test_whole_sheet_of_a_small_board_e10_e17():
    sheet = state_with(put(blank(), "d3", "I", 0)).score()
    nowhere = "n'est raccordée à aucune canalisation."
    assert sheet.lines == (
        _leak("d3", 0, "eau.leak.unconnected", f"Fuite en d3 : la sortie côté nord {nowhere}"),
        _leak("d4", 1, "eau.leak.unconnected", f"Fuite en d4 : la sortie côté est {nowhere}"),
        _leak("d4", 2, "eau.leak.unconnected", f"Fuite en d4 : la sortie côté sud {nowhere}"),
        _leak("d4", 3, "eau.leak.unconnected", f"Fuite en d4 : la sortie côté ouest {nowhere}"),
        ScoreLine(
            None, 0, "eau.circuit", "Aucun circuit fermé ne passe par la Régie.", counts=False
        ),
    )
    assert sheet.reasons == (
        "L'eau arrive à tous les usagers et à toutes les stations posées.",
        "4 fuites pour 0 tuyau de réparation : il reste 4 fuites.",
    )
    assert (sheet.won, sheet.final, sheet.cooperative) == (False, False, True)
    assert (sheet.extra["leaks"], sheet.extra["repairs"], sheet.extra["circuit"]) == (4, 0, ())
    assert sheet.player_names == ("Joueur 1", "Joueur 2", "Joueur 3", "Joueur 4")


def test_a_short_circuit_is_shown_with_its_length_e16():
    sheet = state_with(loop(blank(), ["d4", "d3", "e3", "e4"])).score()
    (circuit,) = [ln for ln in sheet.lines if ln.rule == "eau.circuit"]
    assert circuit == ScoreLine(
        None,
        0,
        "eau.circuit",
        "Le plus long circuit fermé par la Régie compte 3 tuiles : il en faut plus de 10 pour "
        "une réparation.",
        items=tuple(parse_cell(c) for c in ("d4", "d3", "e3", "e4")),
        counts=False,
    )


def test_full_square_award_lines_and_the_cap_in_full_e16():
    board = full_grid(blank())
    sheet = state_with(board).score()
    cycle = sheet.extra["circuit"]
    assert circuit_length(cycle) == 47
    assert sheet.lines == (
        ScoreLine(
            None,
            2,
            "eau.repair.circuit20",
            "Circuit fermé de 47 tuiles passant par la Régie (plus de 20) : 2 tuyaux de "
            "réparation.",
            items=tuple(cycle),
        ),
        ScoreLine(
            None,
            1,
            "eau.repair.square",
            "Le carré de 7 × 7 est complet, sans trou : 1 tuyau de réparation.",
        ),
        ScoreLine(
            None,
            -1,
            "eau.repair.cap",
            "Au plus 2 tuyaux de réparation en tout : le surplus est perdu.",
        ),
    )
    assert sheet.reasons[1] == "0 fuite pour 2 tuyaux de réparation : toutes sont réparées."
    assert sheet.won and sheet.total(None) == 2
    roomy = state_with(board, repair_cap=3).score()
    assert [ln.rule for ln in roomy.lines] == ["eau.repair.circuit20", "eau.repair.square"]
    assert roomy.extra["repairs"] == 3 and roomy.total(None) == 3
    assert repairs(board, cap=3) == (3, [(2, "eau.repair.circuit20", sheet.lines[0].text,
                                          tuple(cycle)), (1, "eau.repair.square",
                                          sheet.lines[1].text, ())])  # fmt: skip
    one = loop(blank(), RING_11)
    assert repairs(one, cap=2)[0] == 1 and repairs(one, cap=0) == (0, repairs(one)[1])


def test_an_unlinked_station_is_named_in_the_verdict_e14():
    board = full_grid(blank())
    board[parse_cell("b1")] = Tile.of("E", 0)  # inlet N, against the border
    sheet = state_with(board).score()
    (station,) = [ln for ln in sheet.lines if ln.rule == "eau.reach.station"]
    assert station == ScoreLine(
        None,
        0,
        "eau.reach.station",
        "La station d'épuration en b1 n'est pas raccordée au réseau de la Régie.",
        items=(parse_cell("b1"),),
        counts=False,
    )
    assert sheet.reasons == (
        "L'eau n'arrive pas jusqu'à : la station d'épuration en b1.",
        "3 fuites pour 2 tuyaux de réparation : il reste 1 fuite.",
    )
    assert not sheet.won


def test_users_reached_or_not_are_lines_and_name_the_verdict_e15():
    sheet = state_with(ring_15(list(ludo.new("eau", players=4, seed=1).board))).score()
    users = [ln for ln in sheet.lines if ln.rule == "eau.reach.user"]
    assert users[:2] == [
        ScoreLine(
            None,
            0,
            "eau.reach.user",
            "L'eau arrive jusqu'à « Centre culturel » (a1).",
            items=(0,),
            counts=False,
        ),
        ScoreLine(
            None,
            0,
            "eau.reach.user",
            "L'eau n'arrive pas jusqu'à « Bâtiments publics » (b2).",
            items=(8,),
            counts=False,
        ),
    ]
    assert sheet.reasons[0] == (
        "L'eau n'arrive pas jusqu'à : Bâtiments publics, Hôtel de Ville, Habitations, "
        "Espaces naturels ou cultivés, Entreprise."
    )
    (award,) = [ln for ln in sheet.lines if ln.rule == "eau.repair.circuit10"]
    assert (award.points, award.text) == (
        1,
        "Circuit fermé de 15 tuiles passant par la Régie (plus de 10) : 1 tuyau de réparation.",
    )


def test_a_linked_station_and_a_balance_of_exactly_zero_e14_e15():
    board = full_grid(blank())
    board[parse_cell("b1")] = Tile.of("E", 2)  # inlet S: linked; two ports face the border
    sheet = state_with(board).score()
    (station,) = [ln for ln in sheet.lines if ln.rule == "eau.reach.station"]
    assert station.text == "La station d'épuration en b1 est raccordée au réseau de la Régie."
    assert (sheet.extra["leaks"], sheet.extra["repairs"]) == (2, 2)
    assert sheet.reasons == (
        "L'eau arrive à tous les usagers et à toutes les stations posées.",
        "2 fuites pour 2 tuyaux de réparation : toutes sont réparées.",
    )
    assert sheet.won and sheet.total(None) == 0


def test_a_pierced_leak_names_its_cell_and_eleven_tiles_earn_without_a_short_note_e16():
    board = loop(blank(), RING_11)
    sheet = state_with(board).score()
    assert [ln.rule for ln in sheet.lines if ln.points > 0] == ["eau.repair.circuit10"]
    assert not [ln for ln in sheet.lines if ln.rule == "eau.circuit"]  # 11 > 10: no « short »
    assert repairs(full_grid(blank()))[0] == 2  # the default cap is 2
    put(board, "a1", "X", 0)
    (pierced,) = [ln for ln in state_with(board).score().lines if ln.rule == "eau.leak.pierced"]
    assert (pierced.points, pierced.items) == (-1, (0,))
