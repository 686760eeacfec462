"""The action board's spaces as the rules see them: which space a move uses, why a space is
refused, what comes next (issue 21 §1-2; the game table's clicks rest on these)."""

import copy

import pytest

import ludo
from ludo.barrage.game import messages
from ludo.barrage.game.data import load_game_data
from ludo.barrage.game.moves import CONSTRUCTION, move_space, parse_move
from ludo.barrage.game.refusals import next_step, space_refusal

ALL_SPACES = [sp.id for sp in load_game_data().spaces] + [CONSTRUCTION]


def started(players=2, seed=1):
    """A new game past the picks of companies and contracts (first legal pick each time)."""
    s = ludo.new("barrage", players=players, seed=seed)
    while s.phase == "pick":
        s = s.play(s.legal_moves()[0])
    return s


@pytest.mark.parametrize(
    ("text", "space"),
    [
        ("T+2g D5U C5L P8a 2", "T+2g"),
        ("E2g A C", "E2g"),
        ("A3g", "A3g"),
        ("MXg bét", "MXg"),
        ("M1d", "M1d"),
        ("C2g G03 Y05", "C2g"),
        ("V2", "V2"),
        ("banque 3", "B"),
        ("construire base D5U base 5e0b", CONSTRUCTION),
        ("contrat G03", None),
        ("machines 1e1b", None),
        ("sources A A", None),
        ("produire D5U C5L P8a 2", None),
        ("seconde -", None),
        ("placer conduite C9L", None),
        ("choisir usa S1", None),
        ("automa", None),
    ],
)
def test_move_space_names_the_space_a_move_takes(text, space):
    assert move_space(parse_move(text)) == space


def test_a_space_is_refused_exactly_when_no_legal_move_uses_it():
    s = started()
    for _ in range(12):  # a few turns into the round: spaces taken, engineers spent
        used = {move_space(m) for m in s.legal_moves()}
        for sid in ALL_SPACES:
            assert (space_refusal(s, sid) is None) == (sid in used), sid
        s = s.play(s.legal_moves()[len(s.legal_moves()) // 3])
        if s.is_over():
            break


def test_refusals_name_the_rule_with_its_counts():
    s = started()
    seat = s.order[s.turn]
    c = s.companies[seat]
    assert (c.engineers, c.credits) == (12, 6)
    before = copy.deepcopy(s)
    # A3d: 3 engineers, 5 credits and the red frame's 3
    assert space_refusal(s, "A3d") == (
        "Il vous faut 8 crédits pour cet emplacement, vous en avez 6."
    )
    assert space_refusal(s, "T+1g") == "Cet emplacement est bloqué dans une partie à 2 joueurs."
    assert space_refusal(s, "T+2g").startswith("Aucune production possible")
    assert space_refusal(s, "A3g") is None and space_refusal(s, CONSTRUCTION) is None
    assert s == before  # asking changes nothing
    # 11 engineers to the bank: 1 left for the next turn
    s = s.play(parse_move("banque 11"))
    s = s.play(s.legal_moves()[0])  # the other seat
    assert s.order[s.turn] == seat
    assert space_refusal(s, "A3g") == (
        "Il vous faut 2 ingénieurs pour cet emplacement, il vous en reste 1."
    )
    assert space_refusal(s, "E2g") is None  # one engineer is enough there


def test_a_taken_space_names_who_took_it():
    s = started()
    who = s.player_names[s.order[s.turn]]
    s = s.play(parse_move("A1g"))
    assert space_refusal(s, "A1g") == (
        f"Cet emplacement est déjà occupé par {who} pour cette manche."
    )


def test_next_step_says_what_the_seat_to_play_can_do():
    s = ludo.new("barrage", players=2, seed=1)
    assert "choix des sociétés" in next_step(s)
    s = started()
    name = s.player_names[s.order[s.turn]]
    assert next_step(s) == (
        f"Prochaine étape : {name}, placez des ingénieurs sur une action, ou passez à la "
        "banque (12 ingénieurs à placer)."
    )
    # a follow-up (a contract to fulfil, a reward's machines…): the sentence says it
    s = with_follow_up()
    kind = s.pending[0][0]
    assert next_step(s).endswith(messages.WAITING[kind]), next_step(s)
    assert space_refusal(s, "B").startswith("Pas d'action maintenant")


def with_follow_up():
    """The first state of a game played by the greedy player that waits for a follow-up."""
    greedy = ludo.player("barrage", "greedy", seed=1)
    s = started()
    for _ in range(200):
        if s.pending:
            return s
        s = s.play(greedy.choose(s))
    pytest.fail("no follow-up in 200 moves")
