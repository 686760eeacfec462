"""The board: default reconstruction, typing the real board, arranging tiles."""

from collections import Counter

import pytest

import ludo
from ludo.atacama import Board, Field, cell_name, parse_cell


def test_default_board_is_flagged_reconstruction_and_balanced():
    b = Board.default()
    assert b.reconstruction is True
    assert len(b.fields) == 81
    # every row, column and tile holds 3 gold, 3 silver, 3 copper (docs/decisions.md §2.3)
    for i in range(9):
        row = Counter(b.fields[i * 9 + c].ore for c in range(9))
        col = Counter(b.fields[r * 9 + i].ore for r in range(9))
        assert row == col == {"gold": 3, "silver": 3, "copper": 3}
    for tile in b.tiles().values():
        assert Counter(f.ore for f in tile) == {"gold": 3, "silver": 3, "copper": 3}
    values = Counter(f.value for f in b.fields if f.ore == "gold")
    assert values == {1: 6, 2: 6, 3: 6, 4: 5, 5: 4}


def test_default_board_holds_the_rulebook_example_fields():
    b = Board.default()
    assert [str(b.field(c)) for c in ("a2", "a4", "a6", "a9")] == ["G2", "S5", "C3", "S1"]
    assert [str(b.field(c)) for c in ("b1", "b3", "b5", "b7")] == ["G2", "C4", "C5", "G3"]
    assert [str(b.field(c)) for c in ("a9", "d9", "f9", "h9")] == ["S1", "C3", "C4", "G1"]
    assert [str(b.field(c)) for c in ("c8", "e8", "g8", "i8")] == ["C3", "S5", "G2", "S3"]


def test_from_text_round_trip_and_french_initials():
    b = Board.default()
    assert Board.from_text(b.to_text()).fields == b.fields
    french = str(b)  # O/A/C initials
    assert "O" in french and "A" in french
    assert Board.from_text(french).fields == b.fields
    assert Board.from_text(b.to_text()).reconstruction is False


def test_errors_name_the_board_row_and_the_text_line():
    rows = Board.default().to_text().splitlines()
    rows[0] = rows[0].replace("C4", "Z4", 1)
    with pytest.raises(ludo.InvalidData) as err:
        Board.from_text("\n# le plateau de la boîte\n" + "\n".join(rows))
    assert "rangée 1 (ligne 3 du texte), champ 1" in str(err.value)
    assert err.value.field == "rangée 1, champ 1"


def test_from_text_ignores_comments_blank_lines_and_case():
    text = "# plateau de la boîte\n\n" + Board.default().to_text().lower().replace("\n", "  # ok\n")
    assert Board.from_text(text).fields == Board.default().fields


@pytest.mark.parametrize(
    ("mutate", "expected"),
    [
        (lambda rows: rows[:8], "9 lignes"),
        (lambda rows: rows[:3] + [rows[3] + " G1"] + rows[4:], "rangée 4 (ligne 4 du texte)"),
        (
            lambda rows: rows[:2] + ["X2 " + rows[2].split(" ", 1)[1]] + rows[3:],
            "rangée 3 (ligne 3 du texte), champ 1",
        ),
        (lambda rows: rows[:5] + [rows[5].rsplit(" ", 1)[0] + " G7"] + rows[6:], "champ 9"),
        (lambda rows: rows[:1] + [rows[1].replace("G2", "G", 1)] + rows[2:], "rangée 2"),
    ],
)
def test_malformed_board_names_line_and_field(mutate, expected):
    rows = Board.default().to_text().splitlines()
    with pytest.raises(ludo.InvalidData) as err:
        Board.from_text("\n".join(mutate(rows)))
    assert expected in str(err.value)


def test_new_game_on_a_typed_board():
    rows = Board.default().to_text().splitlines()
    rows[0] = "G5 G5 G5 G5 G5 G5 G5 G5 G5"
    s = ludo.new("atacama", players=2, board="\n".join(rows))
    assert s.board.field("e1") == Field("gold", 5)
    s2 = ludo.from_json(s.play("e1").to_json())
    assert s2.board.field("e1") == Field("gold", 5)


def test_arrange_moves_whole_tiles_without_turning_them():
    b = Board.default()
    r = b.arrange("IHGFEDCBA")
    assert r.tile_letters == "IHGFEDCBA"
    assert r.tiles()["A"] == b.tiles()["A"]
    # tile I is now top-left: its top-left field is the former i... g7
    assert r.field("a1") == b.field("g7")
    with pytest.raises(ludo.InvalidData):
        b.arrange("AABCDEFGH")
    s = ludo.new("atacama", layout="IHGFEDCBA", seed=2)
    assert ludo.from_json(s.to_json()).board == s.board


def test_cell_notation():
    assert cell_name(parse_cell("c7")) == "c7"
    assert parse_cell("a1") == 0 and parse_cell("i9") == 80
    for bad in ("j1", "a0", "a10", "", "7c"):
        with pytest.raises(ludo.InvalidData):
            parse_cell(bad)
