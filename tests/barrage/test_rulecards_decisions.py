"""Barrage's decision cards: what the scanner of tests/test_rule_cards.py cannot see.

The scanner checks that every numbered decision has a card, a notebook and an example;
here: a decision numbered twice (« **A11** (§12 #16) ») is one card, the texts speak the
board's words and not the engine's codes, each example really shows its decision (its
position read from ``ludo/barrage/cards/decisions.toml``), the search finds the cards by
a player's words, and reading the cards loads no drawing.
"""

from __future__ import annotations

import ast
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from matplotlib.figure import Figure
from matplotlib.text import Text

from ludo.barrage import scenarios
from ludo.barrage.board import Board, board_from_save, board_save
from ludo.barrage.draw import CARD_PICTURES
from ludo.barrage.messages import OFFICER_NAMES
from ludo.barrage.rulecards import BOOK
from ludo.core.errors import InvalidData
from ludo.core.texts import parse_toml

ROOT = Path(__file__).resolve().parents[2]
CARDS = ROOT / "ludo" / "barrage" / "cards"
#: The numbered cards (a decision's id): the decisions, and those the rulebook turned out
#: to settle, rules now under their old ids; and the examples of their data file.
NUMBERED_CARDS = [card for card in BOOK if ":" in card.id]
DECISION_CARDS = [card for card in NUMBERED_CARDS if card.is_decision]
DECISION_EXAMPLES = sorted(
    parse_toml((CARDS / "decisions.toml").read_text(encoding="utf-8"), "decisions.toml")
)
#: « - **A11** (§12 #16) ... »: a module's decision that names its row of the § 12 table.
TWIN = re.compile(r"\*\*([A-Z][0-9]+[a-z]?)\*\* \((?:docs/decisions\.md )?§12 #([0-9]+)\)")
ENGINE_CODE = re.compile(r"\b[A-Z]{1,3}[0-9]+[A-Za-z]?\b|\b[a-z]+_[a-z_]+\b|``|\bdef\b")


def words(fig: Figure) -> str:
    """The words a drawn figure shows."""
    return " ".join(" ".join(t.get_text().split()) for t in fig.findobj(Text))


def example(card_id: str):
    """A card's example; a drawn figure is read as the words it draws."""
    value = BOOK.example(BOOK.card(card_id))
    return words(value) if isinstance(value, Figure) else value


def twins() -> list[tuple[str, str]]:
    found = []
    for path in sorted((ROOT / "ludo" / "barrage").rglob("*.py")):
        doc = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8"))) or ""
        found += TWIN.findall(doc)
    return found


def test_the_twin_scan_sees_the_modules_twins():
    assert {("A11", "16"), ("A1", "17"), ("C1", "12"), ("W4", "21"), ("G2", "27")} <= set(twins())


@pytest.mark.parametrize(("decision", "row"), twins())
def test_a_decision_numbered_twice_is_one_card(decision, row):
    card = BOOK.card(f"barrage:{decision}")
    assert BOOK.card(f"barrage:§12#{row}") is card, f"§12 #{row} is {decision}: one card"


def test_aliases_merge_the_same_decision_only():
    assert BOOK.card("barrage:G5") is BOOK.card("barrage:C1")
    assert BOOK.card("barrage:P6") is BOOK.card("barrage:W4")
    assert BOOK.card("barrage:§12#3") is BOOK.card("barrage:A9")
    assert BOOK.card("barrage:§12#13") is BOOK.card("barrage:A18")
    assert BOOK.card("barrage:§12#19") is BOOK.card("barrage:C4")
    assert BOOK.card("barrage:§12#22") is BOOK.card("barrage:G1")
    # G7 sums up three rows that have cards of their own (S4–S6): it aliases none of them
    assert BOOK.card("barrage:G7").also == ()
    assert len({rid for card in NUMBERED_CARDS for rid in card.ids}) == 84
    assert len(NUMBERED_CARDS) == 63
    # nine of them the rulebook settles (issue 29 §1): rules, under their ids
    assert len(DECISION_CARDS) == 54


@pytest.mark.parametrize("card", NUMBERED_CARDS, ids=lambda c: c.id)
def test_a_decision_card_speaks_the_board_not_the_engine(card):
    assert card.is_decision == bool(card.open_question)
    for field in (card.title, card.text, card.open_question):
        assert not ENGINE_CODE.search(field), f"{card.id}: {ENGINE_CODE.findall(field)}"
        assert field.strip() == field and "  " not in field
    assert card.text != card.open_question
    assert 1 <= card.text.count(". ") + 1 <= 6, f"{card.id}: keep the text short"
    assert all(ref.startswith("barrage/") for ref in card.where)


def test_the_examples_show_their_decision():
    steered = BOOK.position("decision_steered")
    assert steered.companies[1].officer == "sekibo" and steered.steer
    mahiri = BOOK.position("decision_mahiri")
    sekibo = next(c for c in mahiri.companies if c.officer == "sekibo")
    assert sekibo.credits == 6 == min(c.credits for c in mahiri.companies)
    hard = BOOK.position("decision_surpuissant")
    assert hard.companies[1].officer not in {hard.companies[0].officer, None}
    solo = BOOK.position("decision_solo")
    assert solo.vp_total(1) == 16 and solo.companies[1].officer is None
    assert solo.current_player == 1 and not solo.companies[1].hand
    assert BOOK.position("decision_solo_final").is_over()
    picked = BOOK.position("decision_new_game")  # after the picks: a pair and an order each
    assert picked.phase == "actions" and all(c.officer for c in picked.companies)
    first = example("barrage:G1")
    assert (
        first.count("Directeur : ") == 3
        and "Ordre du tour, 1re manche : joueurs 2 → 1 → 3" in first
    )
    # the track shows a player on square 0 (3 credits, −3 VP; no rank for no energy)
    assert sorted(c.energy for c in BOOK.picture("decision_final").companies)[0] == 0
    turn_order = BOOK.position("decision_turn_order")  # the first position of round 2
    assert turn_order.round == 2 and example("barrage:S4").is_over()
    assert BOOK.position("decision_turn_order", len(turn_order.history) - 1).round == 1
    # the turn order and the last round's energy are read on the energy track
    assert "Ordre du tour" in example("barrage:G6") and "Manche 2" in example("barrage:G6")
    assert "Ordre du tour" in example("barrage:G8") and "Manche 5" in example("barrage:G8")
    assert "Banque" in example("barrage:A14")  # the Automa's engineers on the action board
    # round 2's engineers and contract spaces, on the action board rather than the map
    played = BOOK.position("decision_round_two")
    assert played.round == 2 and played.spaces and played.bank  # engineers out, some banked
    game = BOOK.spec("decision_final").moves  # the same game: its next move ends the round
    assert BOOK.spec("decision_round_two").moves == game[: len(played.history)]
    after = played.play(game[len(played.history)])
    assert (after.round, after.phase) != (2, "actions")
    for card_id in ("barrage:G2", "barrage:G3"):
        assert "Contrats" in example(card_id), card_id
    assert "remplit le contrat" in example("barrage:A9")
    assert "sur les sources" in example("barrage:A16")
    assert "complète son système" in example("barrage:A7")
    assert "adversaire d'abord" in example("barrage:A4").replace("&#x27;", "'")
    # the tiles as printed: 19's expansion action drawn as the one skipped, 15's patents
    tile19 = words(CARD_PICTURES["automa_tile"](tile=19, side="actions"))
    assert "Tuile 19" in tile19 and re.search(r"extension\s+Leeghwater", tile19)
    assert "1 ingénieur, −2 PV" in example("barrage:G14a")  # tile 15's actions side
    order = re.search(r"Ordre des sources pour l\S+eau :\s+([A-D ]+)", example("barrage:§12#14"))
    assert order and sorted(order.group(1).split()) == ["A", "B", "C", "D"]
    assert "n'alimente aucun barrage adverse" in example("barrage:A3")
    costs = example("barrage:C1")
    assert "cadre rouge</td><td>Coût : 5 excavatrices + 3 crédits" in costs
    assert "sans cadre</td><td>Coût : 5 excavatrices</td>" in costs
    assert "Coût : 15 crédits" in costs  # Solomon P. Jordan's other way to pay (C2)


def test_an_officer_card_shows_its_officer():
    """The officer cards show the officers at the table (the « directeur » tiles), the
    Automa's cards its company, and the steered first action the Automa tile drawn for it."""
    mahiri = example("barrage:G9")
    for officer in ("sekibo", "krylov", "del_monte"):
        assert f"Directeur : {OFFICER_NAMES[officer]}" in mahiri
    for card_id in ("barrage:G10", "barrage:G11"):
        assert example(card_id) == mahiri
    hard = example("barrage:A20")
    officer = OFFICER_NAMES[BOOK.position("decision_surpuissant").companies[1].officer]
    assert f"Automa Directeur : {officer}" in hard
    solo = example("barrage:G12")
    assert "Automa Pas de directeur" in solo and "Pile de l'Automa : 20 tuiles" in solo
    seat, tile = BOOK.position("decision_steered").steer[0]
    steered = example("barrage:G14")
    assert f"Tuile {tile}, face Actions" in steered and f"joueur {seat + 1} tire" in steered
    assert "Critères" not in steered  # one side only: legible in the panel


def test_a_tile_card_shows_the_side_it_is_about():
    """A card about the criteria shows the criteria side, a card about an action the
    actions side, each alone (twice as large in the panel as both sides)."""
    for card_id in ("barrage:A1", "barrage:A2", "barrage:A3", "barrage:A4", "barrage:§12#14"):
        words = example(card_id)
        assert "face Critères" in words and "face Actions" not in words, card_id
    for card_id in (
        "barrage:G14a",
        "barrage:G14b",
        "barrage:A12",
    ):
        words = example(card_id)
        assert "face Actions" in words and "face Critères" not in words, card_id


def test_the_pictures_are_drawn_by_the_library():
    pictures = ("decision_map", "decision_flow", "decision_placement_free", "decision_energy_track")
    for key in pictures:
        assert isinstance(BOOK.picture(key), Figure), key
    assert {c.example for c in NUMBERED_CARDS} == set(DECISION_EXAMPLES), "an unused example"
    # cached: a second call is the same picture, not a new one
    assert BOOK.picture("decision_map") is BOOK.picture("decision_map")


def test_the_drawings_are_the_packages_pictures_of_a_position():
    """Each example names a drawing of ``CARD_PICTURES``; the examples of an Automa turn
    end on the Automa's move, and a placement's map is the position just before it."""
    names = {BOOK.spec(key).drawing for key in DECISION_EXAMPLES}
    assert names <= set(CARD_PICTURES)
    for key in DECISION_EXAMPLES:
        spec = BOOK.spec(key)
        if spec.drawing in ("automa_turn", "placement"):
            assert spec.moves[-1] == "automa", key
            turns = [e for e in BOOK.position(key).events if e.kind == "automa.turn"]
            assert len(turns) == 1, key
        if spec.drawing == "placement":
            assert spec.earlier == len(spec.moves) - 1, key


@pytest.mark.parametrize(
    ("key", "board"),
    [
        ("decision_usa", lambda: scenarios.prod_usa()[0]),
        ("decision_germany", lambda: scenarios.prod_germany()[0]),
        ("decision_production", lambda: scenarios.prod_9()[0]),
        ("decision_flow", lambda: Board.flow(*scenarios.flow_rulebook())[0]),
        ("decision_setup_board", lambda: Board.setup(seed=1)[0]),
    ],
)
def test_a_saved_board_is_the_board_it_names(key, board):
    """A river board saved in cards/positions/ is the scenario (or set-up) its comment
    names: a change of the scenario shows here, to write the save again."""
    assert BOOK.position(key) == board()


def test_a_board_save_round_trips_and_refuses_another_format():
    board = scenarios.prod_germany()[0]
    doc = json.loads(json.dumps(board_save(board)))
    assert board_from_save(doc) == board and doc["format"] == "ludo-board"
    with pytest.raises(InvalidData, match="format"):
        board_from_save({**doc, "format": "ludo"})
    with pytest.raises(InvalidData, match="game"):
        board_from_save({"format": "ludo-board"})
    with pytest.raises(InvalidData):
        board_from_save({**doc, "board": {"type": "Board", "fields": {"dams": 3}}})


@pytest.mark.parametrize(
    ("words", "card_id"),
    [
        ("cadre rouge contrat", "barrage:C1"),
        ("Mahiri crédits", "barrage:G10"),
        ("égalité objectif automa", "barrage:S7"),
        ("ordre des sources", "barrage:§12#14"),
        ("reserve gouttes", "barrage:W4"),
        ("en tete", "barrage:A11"),
        ("passer ingenieur", "barrage:G2"),
    ],
)
def test_the_search_finds_a_decision_by_a_players_words(words, card_id):
    assert card_id in [c.id for c in BOOK.search(words)]


def test_reading_the_cards_loads_no_drawing():
    code = "import sys, ludo.barrage.rulecards; print('matplotlib' in sys.modules)"
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT
    )
    assert out.stdout.strip() == "False"


@pytest.mark.parametrize(
    "key", ["decision_usa", "decision_germany", "decision_production", "decision_map"]
)
def test_a_cut_map_keeps_its_places_and_grows_its_words(key):
    """A map cut to the basins concerned keeps every structure (and, for the map card, the
    conduit's two basins) inside the picture, in a figure much narrower than the whole map:
    its words are larger in the 340-pixel panel."""
    from ludo.barrage.draw import map_positions
    from ludo.barrage.map import base_map

    fig = BOOK.picture(key)
    ax = fig.axes[0]
    board = BOOK.position(key)
    if board is None:
        dest = base_map().nodes["C1L"]["dest"]
        places = ["D1U", "D1L", "C1L", f"PH{dest}"]
    else:
        places = [spot[0] for spot in (*board.dams, *board.conduits, *board.powerhouses)]
    (x0, x1), (y0, y1) = ax.get_xlim(), ax.get_ylim()
    for place in places:
        x, y = map_positions()[place]
        assert x0 <= x <= x1 and y0 <= y <= y1, (key, place)
    width, height = fig.get_size_inches()
    assert width <= 0.7 * 11.0 and height <= 1.6 * width, key


def test_an_automa_turn_shows_its_two_tiles_one_above_the_other():
    """An Automa turn's card draws the two sides it read as two pictures, each one side
    wide (legible in the panel), not one picture of both sides side by side."""
    import base64
    from io import BytesIO

    from PIL import Image

    shown = example("barrage:A9")
    pictures = re.findall(r"base64,([A-Za-z0-9+/=]+)'", shown)
    assert len(pictures) == 2
    for data in pictures:
        width, height = Image.open(BytesIO(base64.b64decode(data))).size
        assert width < 1.4 * height  # one side: about square, both sides were 2.4 : 1
