"""Seismic's rule cards show what they say: each picture's position holds its rule (a
refused tile is refused by the card's rule, a section with two crews has two owners, a
finished game ends in a shared victory), the search finds the cards by a player's words,
and no card speaks in engine codes. The positions are read by name from the data
(``ludo/seismic/cards/examples.toml``). ``tests/test_rule_cards.py`` checks the ids."""

from __future__ import annotations

import copy
import json
import re
import subprocess
import sys

import pytest
from matplotlib.figure import Figure
from rulecard_checks import code_in_texts, missed_by_search

import ludo
from ludo.seismic.moves import ChooseCity, ChooseSide, Place, Rotate
from ludo.seismic.phases import AFTERSHOCK, CITY_CHOICE, OVER, SECOND, SIDE_CHOICE
from ludo.seismic.rulecards import BOOK

#: The examples that name a refused move, by name.
REFUSED = sorted(name for name in BOOK.examples if BOOK.spec(name).refuse)


def refusal(state, move) -> str:
    """The rule id ``state`` refuses ``move`` with; the state must not change."""
    before = copy.deepcopy(state)
    with pytest.raises(ludo.IllegalMove) as err:
        state.play(move)
    assert state == before
    return err.value.rule


def lines(state, rule=None):
    return [ln for ln in state.score().lines if rule is None or ln.rule == rule]


def cells(name: str, option: str) -> set:
    """The cells an example's drawing ``option`` names (written ``"q,r"``), as pairs."""
    return {tuple(int(x) for x in c.split(",")) for c in BOOK.spec(name).options[option]}


def test_the_five_placement_refusals_have_their_examples():
    assert {BOOK.spec(name).rule for name in REFUSED} == {
        f"seismic.{rule}" for rule in ("contacts", "road_contact", "adjacent", "occupied", "table")
    }


@pytest.mark.parametrize("key", REFUSED)
def test_a_refused_tile_is_refused_by_its_cards_rule(key):
    spec = BOOK.spec(key)
    assert refusal(BOOK.position(key), spec.refuse) == spec.rule
    assert spec.options["move"] == spec.refuse  # the tile drawn is the tile refused
    card = BOOK.card(spec.rule)
    assert card.id == spec.rule and card.example == key


def test_every_example_is_a_picture_made_once():
    for key in BOOK.examples:
        fig = BOOK.picture(key)
        assert isinstance(fig, Figure), key
        assert BOOK.picture(key) is fig, f"{key}: built again"


def test_the_crewed_section_takes_no_second_crew_but_the_new_curve_does():
    state = BOOK.position("crewed")
    tried = state.parse_move(BOOK.spec("crewed").options["move"])
    straight, curve = (Place(tried.tile, tried.cell, tried.rot, i) for i in (0, 1))
    assert refusal(state, straight) == "seismic.marker_section"
    assert curve in state.legal_moves()
    assert refusal(state, Place("ST", (2, 0), 0, 2)) == "seismic.marker"
    assert BOOK.card("seismic.marker_section").example == "crewed"


def test_a_player_without_crews_still_lays_tiles():
    state = BOOK.position("no_crew_left")
    assert state.supply[0] == 0 and state.current_player == 0
    assert refusal(state, Place("S", (2, 0), 0, 0)) == "seismic.marker_supply"
    assert Place("S", (2, 0), 0) in state.legal_moves()


def test_the_dilemmas_second_tile_takes_no_crew():
    state = BOOK.position("dilemma")
    assert state.phase == SECOND
    laid = next(m for m in state.legal_moves() if isinstance(m, Place))
    with_crew = Place(laid.tile, laid.cell, laid.rot, 0)
    assert refusal(state, with_crew) == "seismic.dilemma"
    first = state.history[-1]  # the tile the picture outlines: laid without a crew
    assert cells("dilemma", "outline") == {first.cell} and first.marker is None


def test_the_aftershock_picture_waits_for_a_turn():
    state = BOOK.position("aftershock")
    assert state.phase == AFTERSHOCK and state.actor == 0
    turns = {m.cell for m in state.legal_moves() if isinstance(m, Rotate)}
    assert turns == {(-1, 1)} and state.placed[-1, 1][0] == "T"  # the card's « virage »
    assert cells("aftershock", "outline") == turns  # the picture outlines exactly those
    assert refusal(state, Rotate((0, 0), 1)) == "seismic.aftershocks"
    assert refusal(state, Place("W", (2, 0), 0)) == "seismic.phase"


def test_a_tie_is_chosen_among_the_tied_sides_only():
    state = BOOK.position("tie")
    assert state.phase == SIDE_CHOICE and set(state.pending.sides) == {0, 3}
    assert refusal(state, ChooseSide(1)) == "seismic.quake_tie"
    assert refusal(state, Place("W", (3, 0), 0)) == "seismic.phase"
    assert ChooseSide(3) in state.legal_moves()


def test_twin_cities_ask_which_city_first():
    state = BOOK.position("twin_choice")
    assert state.phase == CITY_CHOICE
    assert refusal(state, ChooseCity(2)) == "seismic.twin_cities"


def test_the_score_pictures_hold_their_lines():
    (line,) = lines(BOOK.position("thirteen"))
    assert (line.player, line.points, line.rule) == (0, 13, "seismic.section")
    by_rule = {ln.rule: ln for ln in lines(BOOK.position("majority"))}
    assert by_rule["seismic.section"].player == 0 and by_rule["seismic.section"].points == 12
    assert by_rule["seismic.majority"].player == 1 and by_rule["seismic.majority"].points == 0
    shared = lines(BOOK.position("shared"), "seismic.section")
    assert {ln.player for ln in shared} == {0, 1}
    assert len({ln.points for ln in shared}) == 1 and shared[0].points > 0
    (edge,) = lines(BOOK.position("edge"))
    assert edge.rule == "seismic.incomplete" and not edge.counts
    (twin,) = lines(BOOK.position("twin_road"))
    assert twin.points == 8 + 6 + 6 + 10


def test_the_finished_ring_is_a_shared_victory_of_road_less_sections():
    state = BOOK.position("ring_end")
    assert state.phase == OVER and state.end_reason == "no_open_end"
    sheet = state.score()
    assert sheet.winners() == [0, 1] and sheet.total(0) == sheet.total(1) == 7
    scored = [s for s in state.sections() if s.markers and s.complete]
    assert len(scored) == 2 and all(s.roads == 0 and s.value() == 7 for s in scored)


def test_the_quake_pictures_hold_their_quakes():
    before, after = BOOK.position("quake_count")
    assert {(1, 0), (3, 0), (4, 0)} <= set(before.placed)
    assert not {(1, 0), (3, 0), (4, 0)} & set(after.placed)
    fallen = {
        e.data["cell"]: (e.data["tile"], e.data["rot"])
        for e in after.events
        if e.kind == "tile.destroyed"
    }
    assert {**after.placed, **fallen} == dict(before.placed)  # the same table, before it
    assert BOOK.position("quake_fall") == (before, after)
    cut = BOOK.position("orphans")
    assert (1, 0) not in cut.placed and {(2, 0), (3, 0)} <= set(cut.placed)
    assert ((2, 0), 0) in cut.markers
    assert not next(s for s in cut.sections() if ((2, 0), 0) in s.pieces).complete
    kinds = [e.kind for e in BOOK.position("setup_quake").events]
    assert "setup.quake" in kinds and "quake.revealed" in kinds
    assert "Q6" in BOOK.position("big_one").pile[-6:]
    unplayable = BOOK.position("unplayable")
    assert "row.discarded" in [e.kind for e in unplayable.events]
    assert cells("unplayable", "candidates") == {
        c for c in unplayable.cells if c not in unplayable.placed
    }


def test_the_start_shows_three_tiles_from_a_pile_of_73():
    state = BOOK.position("start")
    assert len(state.row) == 3
    assert len(state.pile) + len(state.row) + len(state.discard) == 73
    assert len(state.boxed) == 6
    assert BOOK.card("seismic:S17").example == "pile"


def test_every_decision_from_s1_to_s23_is_bulleted_and_has_a_card():
    """docs/decisions.md numbers S1–S23: each is a bullet of its own in a docstring (the
    scanner of tests/test_rule_cards.py misses « S17/S18 ») and has a card. The ids the
    rulebook turned out to settle keep their number, their card is a rule, and their
    bullet says the rule text settles it."""
    from ludo.seismic import quakes, rules, scoring

    docs = "\n".join(m.__doc__ or "" for m in (rules, quakes, scoring))
    bulleted = set(re.findall(r"^\* (S[0-9]+[a-z]?) —", docs, re.M))
    assert {f"S{n}" for n in range(1, 24)} <= bulleted
    numbered = {c.id for c in BOOK if ":" in c.id}
    assert {f"seismic:{d}" for d in bulleted} == numbered
    settled = {c.id for c in BOOK if ":" in c.id and not c.is_decision}
    assert settled == {"seismic:S9", "seismic:S12"}
    for rid in settled:
        assert re.search(rf"^\* {rid[8:]} — \(the rule text says so\)", docs, re.M), rid


@pytest.mark.parametrize(
    ("words", "expected"),
    [
        ("séisme", {"seismic.quake_tie", "seismic:S4", "seismic:S6", "seismic:S8"}),
        ("SEISME egalite", {"seismic.quake_tie", "seismic:S5"}),
        ("bord de la table", {"seismic.table", "seismic:S2", "seismic:S1"}),
        ("équipe", {"seismic.marker_section", "seismic.marker_supply", "seismic:S14"}),
        ("majorité", {"seismic.majority", "seismic:S13"}),
        ("contrecoups", {"seismic.aftershocks", "seismic:S21", "seismic:S21b"}),
        ("herbe", {"seismic.contacts"}),
    ],
)
def test_the_search_finds_cards_by_a_players_words(words, expected):
    assert not missed_by_search(BOOK, words, expected)


def test_cards_speak_french_without_engine_codes():
    assert not code_in_texts(BOOK)
    for card in BOOK:
        assert "seismic" not in card.text + card.title, card.id
        sentences = [s for s in re.split(r"(?<=[.!?])\s", card.text) if s.strip()]
        assert 1 <= len(sentences) <= 6, f"{card.id}: {len(sentences)} sentences"


def test_reading_the_book_needs_no_drawing():
    """The book is read by every game table: the pictures load matplotlib only when asked."""
    code = (
        "import sys, ludo.seismic.rulecards as r; r.BOOK.search('séisme'); "
        "print(sorted(m for m in ('matplotlib', 'ludo.seismic.draw') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_a_move_seismic_cannot_read_is_refused_under_the_cores_card():
    from ludo.seismic.generation import explain

    state = BOOK.position("row")
    foreign = ludo.new("atacama", seed=1).legal_moves()[0]
    assert refusal(state, foreign) == "move.legal"
    assert explain(state, foreign).rule == "move.legal"  # the engine's own last resort
    assert BOOK.card("move.legal").id == "move.legal"


def test_a_quake_save_without_its_second_position_is_refused_in_french():
    from ludo.seismic.rulecards import quake_pair

    before, after = BOOK.position("quake_count")
    doc = {"format": "seismic-quake", "before": json.loads(before.to_json())}
    with pytest.raises(ludo.InvalidData) as err:
        quake_pair(doc)
    assert "sauvegarde" in str(err.value).lower()
    doc["after"] = json.loads(after.to_json())
    assert quake_pair(doc) == (before, after)
