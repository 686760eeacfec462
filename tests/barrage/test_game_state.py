"""The Barrage game state: set-up, actions, contracts, rounds, saves, refusals."""

import copy
import json
import random
from dataclasses import replace

import pytest

import ludo
from ludo.barrage.game.state import BarrageState


def fixed(
    players=2,
    companies=("germany", "italy", "usa", "france"),
    officers=("adler", "fiesler", "jordan", "mcdowell"),
    seed=5,
):
    return ludo.new(
        "barrage",
        players=players,
        seed=seed,
        companies=list(companies[:players]),
        officers=list(officers[:players]),
        contracts=["S1", "S3", "S2", "S4"][:players],
    )


def with_structures(state, seat, items, drops=()):
    """The state with structures of ``seat`` on the map and taken from its company board."""
    board = state.board
    c = state.companies[seat]
    cboard = c.board
    for kind, spot in items:
        cboard, _, _ = cboard.take(kind)
        if kind == "base":
            board = board.with_dam(spot, c.company, 1)
        elif kind == "elevation":
            owner, level = board.dam_at(spot)
            board = board.with_dam(spot, owner, level + 1)
        elif kind == "conduit":
            board = board.with_conduit(spot, c.company)
        else:
            board = board.with_powerhouse(spot, c.company)
    for spot, n in drops:
        board = board.with_drops(spot, n)
    companies = list(state.companies)
    companies[seat] = __import__("dataclasses").replace(c, board=cboard)
    return state._evolve(board=board, companies=tuple(companies))


def refused(state, move, match):
    before = copy.deepcopy(state)
    with pytest.raises(ludo.IllegalMove, match=match):
        state.play(move)
    assert state == before


# -- set-up ---------------------------------------------------------------------------------
def test_pick_phase_and_turn_order():
    s = ludo.new("barrage", players=4, seed=3)
    assert s.phase == "pick" and len(s.legal_moves()) == 16
    pickers = []
    while s.phase == "pick":
        pickers.append(s.current_player)
        s = s.play(s.legal_moves()[0])
    assert s.order == tuple(reversed(pickers))  # turn order: reverse pick order
    assert sorted(c.company for c in s.companies) == ["france", "germany", "italy", "usa"]
    assert sorted(k for c in s.companies for k in c.hand) == ["S1", "S2", "S3", "S4"]
    assert len({c.officer for c in s.companies}) == 4


def test_rulebook_set_up():
    s = fixed(players=3, companies=("usa", "germany", "france"))
    assert all(
        (c.credits, c.excavators, c.mixers, c.engineers) == (6, 6, 4, 12) for c in s.companies
    )
    assert s.score().totals() == {0: 10, 1: 10, 2: 10}
    assert [len(p) for p in s.display] == [2, 2, 2] and len(s.national) == 2
    assert all(t.startswith("L1") for t in s.patent) and len(set(s.bonus)) == 5
    assert [o for _, o, _ in s.board.dams] == ["neutral"] * 3


def test_intro_game():
    s = ludo.new("barrage", players=3, seed=2, intro=True)
    assert [(c.company, c.officer, c.hand) for c in s.companies] == [
        ("usa", "adler", ("S1",)),
        ("germany", "mcdowell", ("S2",)),
        ("italy", "jordan", ("S3",)),
    ]
    assert "BT-advtech" not in s.bonus and s.patent == ("", "", "")
    assert all("joker" in c.tiles for c in s.companies)
    assert not any(str(m).startswith("V") for m in s.legal_moves())
    refused(s, "V1", "introduction")


@pytest.mark.parametrize(
    ("options", "match"),
    [
        ({"players": 5}, "de 2 à 4"),
        ({"players": 2, "colour": "red"}, "inconnue"),
        ({"players": 2, "companies": ["usa", "usa"]}, "deux fois"),
        (
            {"players": 2, "companies": ["usa", "italy"], "officers": ["fiesler", "Viktor"]},
            "deux fois",
        ),
        ({"players": 2, "officers": ["fiesler", "adler"]}, "sociétés"),
        ({"players": 2, "companies": ["usa", "japan"]}, "japan"),
        (
            {"players": 2, "companies": ["usa", "italy"], "officers": ["Napoléon", "adler"]},
            "inconnu",
        ),
        ({"players": 2, "intro": True, "companies": ["usa", "italy"]}, "introduction"),
    ],
)
def test_bad_options_refused_in_french(options, match):
    with pytest.raises(ludo.InvalidData, match=match):
        ludo.new("barrage", seed=1, **options)


def test_officers_by_any_name():
    s = ludo.new(
        "barrage",
        players=2,
        seed=1,
        companies=["usa", "italy"],
        officers=["Viktor Fiesler", "jill"],
    )
    assert [c.officer for c in s.companies] == ["fiesler", "mcdowell"]


# -- the action board -----------------------------------------------------------------------
def test_blocked_spaces_with_two_players():
    s = fixed()
    heads = {str(m).split()[0] for m in s.legal_moves()}
    assert {"T+1g", "T-1g", "A2g", "MXg", "C1bg"}.isdisjoint(heads)
    assert {"E2g", "A1g", "A3g", "M1g", "M2g", "C1g", "C2g", "V1"} <= heads
    refused(s, "A2g", "bloqué.*2 joueurs")


def test_bank_is_open_to_all():
    s = fixed()
    s = s.play("banque 3")
    c = s.companies[0]
    assert (c.credits, c.engineers) == (9, 9)
    assert s.current_player == 1 and "banque 2" in s.legal_moves()


def test_occupied_space_refused_and_state_unchanged():
    s = fixed().play("A1g")
    refused(s, "A1g", "déjà occupé")


def test_credits_and_engineers_checked():
    s = fixed()
    s = s._evolve(
        companies=(
            s.companies[0].__class__(**{**s.companies[0].__dict__, "credits": 4}),
            s.companies[1],
        )
    )
    refused(s, "A3g", "il faut 5 crédits")
    s2 = fixed().play("banque 11").play("banque 1")
    refused(s2, "A3g", "ingénieur")


def test_red_framed_space_costs_three_credits():
    s = fixed().play("M1d")
    c = s.companies[0]
    assert (c.credits, c.excavators) == (6 - 3 - 2, 7)


def test_machinery_either_choice():
    s = fixed(
        players=4,
        companies=("usa", "germany", "italy", "france"),
        officers=("adler", "fiesler", "jordan", "mcdowell"),
    )
    assert {"MXg exc", "MXg bét"} <= {str(m) for m in s.legal_moves()}
    s = s.play("MXg bét")
    assert (s.companies[0].credits, s.companies[0].mixers) == (2, 5)
    # the machines received are said, the others not (never « 0 excavatrice »)
    said = [e.text for e in s.events if e.kind == "machines"]
    assert said == ["USA reçoit 1 bétonnière."], said


def test_an_excavator_space_says_only_the_excavator():
    s = fixed().play("M1d")
    said = [e.text for e in s.events if e.kind == "machines"]
    assert len(said) == 1 and said[0].endswith("reçoit 1 excavatrice."), said


# -- production and contracts -----------------------------------------------------------------
def producing_state():
    s = fixed()
    return with_structures(
        s, 0, [("base", "D5U"), ("conduit", "C5L"), ("powerhouse", "P8a")], drops=[("D5U", 1)]
    )


def test_production_then_one_contract():
    s = producing_state()
    assert "T+2g D5U C5L P8a 1" in s.legal_moves()
    s = s.play("T+2g D5U C5L P8a 1")  # 1 drop × value 3, +2: 5 energy
    g = s.companies[0]
    assert g.energy == 5 and s.board.drops_at("D5U") == 0
    assert s.current_player == 0 and {str(m) for m in s.legal_moves()} == {
        "contrat -",
        "contrat S1",
    }
    s = s.play("contrat S1")  # S1: 2 credits and 2 energy on the track
    g = s.companies[0]
    assert (g.credits, g.energy, g.hand, g.fulfilled) == (8, 7, (), ("S1",))
    assert s.current_player == 1  # the turn is over


def test_pending_choice_must_be_answered_first():
    s = producing_state().play("T+2g D5U C5L P8a 1")
    refused(s, "banque 1", "le contrat à remplir")
    refused(s, "contrat G01", "choix permis")


def test_foreign_conduit_pays_its_owner():
    s = fixed()
    s = with_structures(s, 0, [("conduit", "C5L")])
    s = with_structures(s, 1, [("base", "D5U"), ("powerhouse", "P8a")], drops=[("D5U", 1)])
    s = s.play("banque 1").play("T0g D5U C5L P8a 1")
    germany, italy = s.companies
    assert (germany.credits, italy.credits) == (6 + 1 + 1, 6 - 1)
    line = [x for x in s.score().lines if x.rule == "barrage.conduit_payment"][0]
    assert line.player == 0 and line.points == 1 and "conduite 3→8 du bassin 5" in line.text


def test_fiesler_counts_a_small_production_as_four():
    s = fixed()
    s = with_structures(
        s, 1, [("base", "D5U"), ("conduit", "C5L"), ("powerhouse", "P8a")], drops=[("D5U", 1)]
    )
    s = s.play("banque 1").play("T-2g D5U C5L P8a 1")  # 3 → 4, then −2
    assert s.companies[1].energy == 2


# -- construction --------------------------------------------------------------------------------
def test_construction_pays_machines_onto_the_wheel_and_reveals_incomes():
    s = fixed()
    s = s._evolve(
        companies=(
            s.companies[0].__class__(**{**s.companies[0].__dict__, "excavators": 12}),
            s.companies[1],
        )
    )
    s = s.play("construire base D8L base 3e0b")  # Adler: a base costs 3 excavators
    g = s.companies[0]
    assert (g.excavators, g.engineers, g.builds) == (9, 11, 1)
    assert g.wheel.sectors[1].tile == "base" and "base" not in g.tiles
    assert s.board.dam_at("D8L") == ("germany", 1)
    s = s.play("banque 1").play("A1g").play("banque 1")  # the wheel turns once more
    g = s.companies[0]
    assert g.wheel.sectors[2].tile == "base"


def test_second_base_of_germany_reveals_three_vp():
    s = fixed()
    s = with_structures(s, 0, [("base", "D1L")])
    s = s.play("construire base D8L base 3e0b")
    lines = [x for x in s.score().lines if x.player == 0 and x.rule == "barrage.reward"]
    assert [x.points for x in lines] == [3] and "pièce « Base »" in lines[0].text


def test_red_spot_and_second_construction_space():
    s = fixed()
    s = s.play("construire base D8U base 3e0b")  # red frame: +3 credits
    assert s.companies[0].credits == 3
    s = s.play("banque 1")
    moves = [str(m) for m in s.legal_moves() if str(m).startswith("construire")]
    assert moves  # 2nd space: 2 engineers
    s = s.play("construire conduite C9L conduite 2e0b")
    assert s.companies[0].engineers == 12 - 1 - 2


def test_two_bases_in_one_basin_refused():
    s = with_structures(fixed(), 0, [("base", "D8L")])
    refused(s, "construire base D8U base 3e0b", "bassin 8")


# -- contracts office -------------------------------------------------------------------------------
def test_hand_limit_makes_you_discard():
    s = fixed()
    shown = [k for pile in s.display for k in pile]
    s = s.play(f"C2g {shown[0]} {shown[2]}")  # hand: S1 + 2 = 3, no discard
    assert s.current_player == 1
    s = s.play("banque 1").play(f"C1g {s.display[2][0]}")
    assert s.pending and s.current_player == 0
    s = s.play("défausse S1")
    assert len(s.companies[0].hand) == 3 and s.current_player == 1
    assert all(len(p) == 2 for p in s.display)  # refilled at the end of the turn


# -- rounds -----------------------------------------------------------------------------------------
def bank_round(s):
    while s.round == 1 or s.pending:
        s = s.play(
            s.legal_moves()[-1]
            if s.pending
            else f"banque {s.companies[s.current_player].engineers}"
        )
    return s


def test_round_end_scoring_and_new_order():
    s = fixed()
    s = s.play("banque 12")
    s = s.play("A1g")  # italy: 1 engineer, no energy
    s = bank_round(s)
    assert s.round == 2
    lines = [x for x in s.score().lines if x.rule == "barrage.track"]
    assert [x.points for x in lines] == [-3, -3] and all("case 0" in x.text for x in lines)
    assert all(c.energy == 0 and c.engineers == 12 for c in s.companies)
    assert s.order == (1, 0)  # tied on 0 energy: they swap
    assert len([t for t in s.patent if t]) == 3


def test_least_energy_plays_first():
    s = producing_state().play("T+2g D5U C5L P8a 1").play("contrat -")
    s = bank_round(s)
    assert s.order == (1, 0)
    rows = [x for x in s.score().lines if x.rule == "barrage.round_energy"]
    assert [(x.player, x.points) for x in rows] == [(0, 6), (1, 0)]


# -- whole games, saves ----------------------------------------------------------------------------
def random_game(seed, players=4):
    rng = random.Random(seed)
    s = ludo.new("barrage", players=players, seed=seed)
    while not s.is_over():
        s = s.play(rng.choice(list(s.legal_moves())))
    return s


def test_a_whole_game_score_sheet():
    s = random_game(4)
    sheet = s.score()
    assert sheet.final and s.round == 5
    assert all(x.text and x.rule.startswith("barrage.") for x in sheet.lines)
    rules = {x.rule for x in sheet.lines}
    assert {"barrage.start", "barrage.track"} <= rules
    for rule, n in (("barrage.objective", 1), ("barrage.resources", 1), ("barrage.bonus", 5)):
        assert sorted(x.player for x in sheet.lines if x.rule == rule) == sorted([0, 1, 2, 3] * n)
    assert all("Manche" in x.text for x in sheet.lines if x.rule != "barrage.start")
    assert s.winners()


def test_tie_break_on_round_five_energy():
    """Decision G8: equal VP at the end, the most energy produced in round 5 wins."""
    s = random_game(4, players=2)
    assert s.is_over()
    vp = list(s.vp)
    totals = s.score().totals()
    vp.append((0, totals[1] - totals[0], "barrage.test", "égalisation"))
    tied = s._evolve(vp=tuple(vp))

    def with_energy(first, second):
        a, b = tied.companies
        return tied._evolve(companies=(replace(a, energy=first), replace(b, energy=second)))

    assert with_energy(3, 7).winners() == [1]
    assert with_energy(7, 3).winners() == [0]
    assert with_energy(5, 5).winners() == [0, 1]  # still tied: both win
    lines = [x for x in with_energy(3, 7).score().lines if x.rule == "barrage.tiebreak"]
    assert [(x.player, x.points, x.counts) for x in lines] == [(0, 0, False), (1, 0, False)]
    assert "(3 énergies)" in lines[0].text and "(7 énergies)" in lines[1].text
    # one VP more for the company with less energy: VP decide, the energy is not shown
    ahead = with_energy(3, 7)._evolve(vp=(*tied.vp, (0, 1, "barrage.test", "un PV")))
    assert ahead.winners() == [0]
    assert not any(x.rule == "barrage.tiebreak" for x in ahead.score().lines)


def test_save_round_trip_and_tampered_saves():
    s = random_game(7, players=3)
    mid = s.replay()[60]
    assert ludo.from_json(mid.to_json()) == mid
    doc = json.loads(mid.to_json())
    doc["moves"][-1] = "banque 99"
    with pytest.raises(ludo.InvalidData, match="banque 99"):
        ludo.from_json(json.dumps(doc))
    doc = json.loads(mid.to_json())
    doc["setup"]["officers"] = ["fiesler", "fiesler", "adler"]
    doc["setup"]["companies"] = ["usa", "italy", "france"]
    with pytest.raises(ludo.InvalidData, match="deux fois"):
        ludo.from_json(json.dumps(doc))
    doc = json.loads(mid.to_json())
    doc["setup"]["tricherie"] = 1
    with pytest.raises(ludo.InvalidData, match="inconnue"):
        ludo.from_json(json.dumps(doc))


def test_state_type():
    assert isinstance(fixed(), BarrageState)


def test_the_registered_player_counts_are_those_new_accepts_solo_included():
    """``game_info("barrage").players`` lists the seats ``ludo.new`` accepts (an Automa's
    included, as the rulebook counts them): 3 players was accepted but not declared; a
    solo game is 2 seats, one of them the Automa, and 1 is refused saying how to play solo."""
    from ludo.core.errors import InvalidData

    accepted = []
    for n in range(0, 7):
        try:
            ludo.new("barrage", players=n, seed=1)
        except InvalidData as e:
            assert "Automa" in str(e) and "automa=[1]" in str(e)
            continue
        accepted.append(n)
    assert tuple(accepted) == ludo.game_info("barrage").players == (2, 3, 4)
    solo = ludo.new("barrage", players=2, automa=[1], seed=1)
    assert solo.n_players in ludo.game_info("barrage").players and solo.automa == (1,)
    for n in (3, 4):  # one person and up to three Automa, as the rulebook allows
        assert ludo.new("barrage", players=n, automa=list(range(1, n)), seed=1).automa
    with pytest.raises(InvalidData):
        ludo.new("barrage", players=2, automa=[0, 1], seed=1)  # at least one person
