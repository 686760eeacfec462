"""The end of a game of Barrage scored by the game itself, on the rulebook's examples.

One position is built for it: round 5, the last engineer about to go to the bank. Its last
move runs the round's scoring and the final scoring, and every expected number below comes
from the rulebook (livret, « Décompte », « Fin de la partie », annexes 5 and 6) and the
summary card, worked out by hand in the comments, never read back from the code:

- the round's energy ranking: 6 VP for the first, 2 VP for the second, nothing for 0 energy;
  the track pays credits (8 on 29 and more, 7 on 22–28, 3 and −3 VP on 0);
- the round's bonus tile « contrats remplis »: 2 VP for each fulfilled contract (the face-down
  tiles, of every kind: starting, private, national), 4 VP less per section behind, never
  below 0, nothing under 6 energy; contracts still in hand do not count;
- the objective tile: 15 / 10 / 5 VP by rank (an Automa's 20 / 15 / 10), tied players
  sharing their ranks' points rounded up; under the tile's minimum (1 red-framed structure,
  the summary card) no rank;
- 1 VP per 5 resources of the supply (credits and machines mixed), not those on the
  construction wheel (Valérie: 7 credits, 5 excavators, 3 mixers → 3 VP);
- 1 VP per drop held in one's own dams (Antoine: 2 drops → 2 VP), not in neutral dams nor
  in another company's.

The players are the rulebook's: Antoine plays the USA, Valérie Germany, Clément Italy.
"""

from __future__ import annotations

import copy
from dataclasses import replace

import pytest

import ludo
from ludo.barrage.construction import ConstructionWheel
from ludo.barrage.game import messages as gmsg

ANTOINE, VALERIE, CLEMENT = 0, 1, 2


def _build(board, company, items):
    """``board`` with the structures of ``company`` (``(kind, spot)``), and its company
    board with those pieces taken off."""
    cboard = company.board
    for kind, spot in items:
        cboard, _, _ = cboard.take(kind)
        if kind == "base":
            board = board.with_dam(spot, company.company, 1)
        elif kind == "elevation":
            owner, level = board.dam_at(spot)
            board = board.with_dam(spot, owner, level + 1)
        elif kind == "conduit":
            board = board.with_conduit(spot, company.company)
        else:
            board = board.with_powerhouse(spot, company.company)
    return board, replace(company, board=cboard)


def last_move_position():
    """Round 5, Antoine's last engineer to place; Valérie and Clément have none left."""
    s = ludo.new(
        "barrage",
        players=3,
        seed=5,
        companies=["usa", "germany", "italy"],
        officers=["adler", "fiesler", "jordan"],
        contracts=["S1", "S2", "S3"],
    )
    antoine, valerie, clement = s.companies
    board = s.board
    for headstream in "ABCD":  # nothing flows at the end of the round
        board = board.with_drops(headstream, 0)
    # red-framed spots (the objective): Antoine 2, Valérie 2, Clément none
    # built: Antoine a base, an elevation, a conduit, a powerhouse; Valérie a base, two
    # conduits, a powerhouse; Clément a base
    board, antoine = _build(
        board,
        antoine,
        [("base", "D1U"), ("elevation", "D1U"), ("conduit", "C1L"), ("powerhouse", "P5b")],
    )
    board, valerie = _build(
        board,
        valerie,
        [("base", "D2U"), ("conduit", "C2L"), ("conduit", "C2R"), ("powerhouse", "P6b")],
    )
    board, clement = _build(board, clement, [("base", "D5L")])
    # drops: Antoine's level-2 dam is full, Valérie's holds 1, Clément's none; the neutral
    # dams of the set-up (levels 1, 2, 3) hold 1, 2 and 3
    board = board.with_drops("D1U", 2).with_drops("D2U", 1).with_drops("D5L", 0)
    for dam, owner, level in board.dams:
        if owner == "neutral":
            board = board.with_drops(dam, level)
    # advanced technology tiles: Antoine one in his supply; Valérie one in her supply and
    # one locked on her wheel with 4 excavators and 3 mixers
    wheel, _, _ = ConstructionWheel().place("L2-conduit", excavators=4, mixers=3)
    antoine = replace(
        antoine,
        energy=30,
        engineers=1,
        credits=1,
        excavators=0,
        mixers=0,
        fulfilled=("S1", "G01", "N3"),  # a starting, a private and a national contract
        hand=("G02", "Y01"),
        tiles=(*antoine.tiles, "L1-joker"),
    )
    valerie = replace(
        valerie,
        energy=25,
        engineers=0,
        credits=0,
        excavators=5,
        mixers=3,
        wheel=wheel,
        tiles=(*valerie.tiles, "L2-elevation"),
        fulfilled=("S2", "G03", "Y02", "R01"),
        hand=("Y03",),
    )
    clement = replace(
        clement,
        energy=0,
        engineers=0,
        credits=1,
        excavators=0,
        mixers=0,
        fulfilled=("S3",),
        hand=("G04",),
    )
    s = s._evolve(
        round=5,
        board=board,
        companies=(antoine, valerie, clement),
        objective="OBJ-red",
        order=(ANTOINE, VALERIE, CLEMENT),
        turn=0,
    )
    assert s.current_player == ANTOINE and not s.is_over()
    return s


def game_end(bonus: str = "BT-contract"):
    """The position, and the game over after Antoine's last engineer goes to the bank
    (``bonus``: round 5's bonus tile)."""
    s = last_move_position()
    s = s._evolve(bonus=(*[b for b in s.bonus if b != bonus][:4], bonus))
    before = copy.deepcopy(s)
    end = s.play("banque 1")
    assert s == before  # playing the last move changed nothing in the position it left
    assert end.is_over() and end.score().final
    return s, end


def points(state, rule: str) -> dict[int, int]:
    """The points of each player's line of ``rule`` (one line each, or the test fails)."""
    lines = [ln for ln in state.score().lines if ln.rule == rule]
    assert sorted(ln.player for ln in lines) == [ANTOINE, VALERIE, CLEMENT], rule
    return {ln.player: ln.points for ln in lines}


def test_final_drops_count_only_those_held_in_ones_own_dams():
    _, end = game_end()
    # Antoine: 2 drops behind his dam, 2 VP (the rulebook's example); Valérie 1; Clément 0.
    # The 6 drops of the neutral dams belong to nobody.
    assert points(end, "barrage.drops") == {ANTOINE: 2, VALERIE: 1, CLEMENT: 0}
    neutral = [end.board.drops_at(dam) for dam, owner, _ in end.board.dams if owner == "neutral"]
    assert sorted(neutral) == [1, 2, 3]  # still there at the end, to be miscounted


def test_the_contract_bonus_counts_fulfilled_contracts_of_every_kind_not_those_in_hand():
    s, end = game_end()
    # Antoine: 30 energy, in round 5's section: 3 fulfilled × 2 = 6 VP (2 more in hand).
    # Valérie: 25 energy, one section behind: 4 × 2 − 4 = 4 VP (1 more in hand).
    # Clément: 0 energy, under 6: nothing, whatever he fulfilled.
    assert points(end, "barrage.bonus") == {ANTOINE: 6, VALERIE: 4, CLEMENT: 0}
    # one more contract fulfilled from Antoine's hand: 2 VP more; emptying his hand: no change
    antoine = s.companies[ANTOINE]
    for fulfilled, hand, vp in (
        (("S1", "G01", "N3", "G02"), ("Y01",), 8),
        (("S1", "G01", "N3"), (), 6),
        ((), ("S1", "G01", "N3"), 0),
    ):
        changed = replace(antoine, fulfilled=fulfilled, hand=hand)
        other = s._evolve(companies=(changed, *s.companies[1:])).play("banque 1")
        assert points(other, "barrage.bonus")[ANTOINE] == vp, (fulfilled, hand)


@pytest.mark.parametrize(
    ("tile", "expected"),
    [
        # 2 VP per fulfilled contract: Antoine 3, Valérie 4 (one section behind: −4)
        ("BT-contract", {ANTOINE: 6, VALERIE: 8 - 4, CLEMENT: 0}),
        # 4 VP per base: 1 each
        ("BT-base", {ANTOINE: 4, VALERIE: 0, CLEMENT: 0}),
        # 4 VP per elevation: Antoine 1, Valérie none
        ("BT-elevation", {ANTOINE: 4, VALERIE: 0, CLEMENT: 0}),
        # 4 VP per conduit: Antoine 1, Valérie 2
        ("BT-conduit", {ANTOINE: 4, VALERIE: 8 - 4, CLEMENT: 0}),
        # 5 VP per powerhouse: 1 each
        ("BT-powerhouse", {ANTOINE: 5, VALERIE: 5 - 4, CLEMENT: 0}),
        # 4 VP per advanced tile, in the supply or on the wheel (basic tiles do not count):
        # Antoine 1, Valérie 2
        ("BT-advtech", {ANTOINE: 4, VALERIE: 8 - 4, CLEMENT: 0}),
    ],
)
def test_round_fives_bonus_tile_counts_what_its_annex_says(tile, expected):
    # Clément, under 6 energy, never scores the tile
    _, end = game_end(tile)
    assert points(end, "barrage.bonus") == expected


def test_resources_count_the_supply_in_lots_of_five_not_the_wheel():
    _, end = game_end()
    valerie = end.companies[VALERIE]
    # the rulebook's example: 7 credits (the track's 7 for 25 energy), 5 excavators and
    # 3 mixers in her supply, 15 resources: 3 VP; the 4 excavators and 3 mixers locked on
    # her wheel do not count
    assert (valerie.credits, valerie.excavators, valerie.mixers) == (7, 5, 3)
    assert [(s.excavators, s.mixers) for s in valerie.wheel.locked] == [(4, 3)]
    # Antoine: 1 + 1 (the bank) + 8 (the track) = 10 credits, 2 VP;
    # Clément: 1 + 3 (the track's square 0) = 4 credits, not a lot of 5: 0 VP, said anyway
    assert points(end, "barrage.resources") == {ANTOINE: 2, VALERIE: 3, CLEMENT: 0}


def test_the_objective_ranks_share_their_points_on_a_tie():
    _, end = game_end()
    # red-framed bases and powerhouses: Antoine 2, Valérie 2 (tied first: (15 + 10) / 2
    # rounded up, 13 each); Clément none, under the tile's minimum of 1 (the summary card):
    # no rank
    assert points(end, "barrage.objective") == {ANTOINE: 13, VALERIE: 13, CLEMENT: 0}


def test_the_final_lines_in_full():
    _, end = game_end()
    final = ("barrage.objective", "barrage.resources", "barrage.drops")
    tile = "Manche 5 — Tuile objectif « bases et centrales sur des emplacements encadrés de rouge »"
    tie = "2, 2 joueurs à égalité sur les places 1, 2 : 25 PV partagés, arrondi au supérieur"
    supply = "Manche 5 — Réserve en fin de partie"
    assert [
        (ln.player, ln.points, ln.rule, ln.text) for ln in end.score().lines if ln.rule in final
    ] == [
        (ANTOINE, 13, "barrage.objective", f"{tile} — Objectif : {tie}, soit 13 PV chacun."),
        (VALERIE, 13, "barrage.objective", f"{tile} — Objectif : {tie}, soit 13 PV chacun."),
        (
            CLEMENT,
            0,
            "barrage.objective",
            f"{tile} — Objectif : 0 seulement, il en faut au moins 1 pour être classé.",
        ),
        (
            ANTOINE,
            2,
            "barrage.resources",
            f"{supply} : 10 crédits + 0 excavatrice + 0 bétonnière = 10 ressources, 1 PV par lot"
            " de 5 : 2 PV.",
        ),
        (
            ANTOINE,
            2,
            "barrage.drops",
            "Manche 5 — 2 gouttes retenues dans vos propres barrages : 2 PV.",
        ),
        (
            VALERIE,
            3,
            "barrage.resources",
            f"{supply} : 7 crédits + 5 excavatrices + 3 bétonnières = 15 ressources, 1 PV par lot"
            " de 5 : 3 PV.",
        ),
        (
            VALERIE,
            1,
            "barrage.drops",
            "Manche 5 — 1 goutte retenue dans vos propres barrages : 1 PV.",
        ),
        (
            CLEMENT,
            0,
            "barrage.resources",
            f"{supply} : 4 crédits + 0 excavatrice + 0 bétonnière = 4 ressources, 1 PV par lot"
            " de 5 : 0 PV.",
        ),
        (
            CLEMENT,
            0,
            "barrage.drops",
            "Manche 5 — 0 goutte retenue dans vos propres barrages : 0 PV.",
        ),
    ]
    over = end.events[-1]
    assert (over.kind, over.text) == (
        "over",
        "Fin de la partie après la 5e manche : décompte final.",
    )


def test_an_automa_takes_its_own_objective_scale_at_the_end():
    """Tesla's Automa scores the objective 20 / 15 / 10 instead of 15 / 10 / 5 (livret,
    Automa); here it is first, ahead of the human player."""
    s = ludo.new("barrage", players=2, seed=5, automa=[1], automa_level="modere")
    while s.phase == "pick":
        s = s.play(s.legal_moves()[0])
    human, automa = s.companies
    board = s.board
    for headstream in "ABCD":
        board = board.with_drops(headstream, 0)
    board, human = _build(board, human, [("base", "D1U")])
    board, automa = _build(board, automa, [("base", "D2U"), ("powerhouse", "P6b")])
    s = s._evolve(
        round=5,
        board=board,
        companies=(replace(human, engineers=1, energy=10), replace(automa, engineers=0)),
        objective="OBJ-red",
        order=(0, 1),
        turn=0,
    )
    end = s.play("banque 1")
    assert end.is_over()
    objective = {ln.player: ln.points for ln in end.score().lines if ln.rule == "barrage.objective"}
    assert objective == {0: 10, 1: 20}  # the human second on 15 / 10 / 5, the Automa first


def test_the_whole_end_of_the_game():
    _, end = game_end()
    assert points(end, "barrage.round_energy") == {ANTOINE: 6, VALERIE: 2, CLEMENT: 0}
    # start 10, round 6 / 2 / 0, track −3 VP for Clément's 0, bonus 6 / 4 / 0,
    # objective 13 / 13 / 0, resources 2 / 3 / 0, drops 2 / 1 / 0
    expected = (
        10 + 6 + 6 + 13 + 2 + 2,
        10 + 2 + 4 + 13 + 3 + 1,
        10 + 0 - 3 + 0 + 0 + 0 + 0,
    )
    assert end.score().totals() == dict(enumerate(expected))
    assert end.winners() == [ANTOINE]


def test_the_final_scoring_is_told_line_by_line_as_the_sheet_counts_it():
    """The round's summary reads the final scoring from the events (``round.line``, part
    « final »): each one is a line of the sheet, same player, same points, same reason."""
    _, end = game_end()
    told = [e.data for e in end.events if e.kind == "round.line" and e.data["part"] == "final"]
    final_rules = ("barrage.objective", "barrage.resources", "barrage.drops")
    lines = [ln for ln in end.score().lines if ln.rule in final_rules]
    # the objective for everybody, then each player's resources and drops
    assert [(ln.player, ln.rule) for ln in lines] == [
        *((p, "barrage.objective") for p in (ANTOINE, VALERIE, CLEMENT)),
        *((p, rule) for p in (ANTOINE, VALERIE, CLEMENT) for rule in final_rules[1:]),
    ]
    assert len(told) == len(lines)
    names = end.player_names
    for data, line in zip(told, lines, strict=True):
        assert (data["seat"], data["who"], data["vp"], data["credits"]) == (
            line.player,
            names[line.player],
            line.points,
            0,
        )
        assert data["title"] == gmsg.PART_FINAL and line.text.endswith(" — " + data["why"])
    assert end.events[-1].kind == "over"
