"""One score-table renderer for every game, and the words a widget needs come from the rules."""

import re

import ludo
from ludo.core.score import Column, Row, ScoreLine, ScoreSheet, ScoreTable, table_html
from ludo.seismic.rules import Place, from_position
from ludo.seismic.scoring import table_sections


def _cells(page: str) -> list[list[str]]:
    rows = re.findall(r"<tr[^>]*>(.*?)</tr>", page)
    return [
        [re.sub(r"<[^>]+>", "", c) for c in re.findall(r"<t[dh][^>]*>(.*?)</t[dh]>", r)]
        for r in rows
    ]


def test_the_renderer_draws_every_row_muted_and_total_rows_and_the_verdict():
    table = ScoreTable(
        (Column("Qui", nowrap=True), Column("Points", numeric=True, strong=True)),
        (Row(("Ana", "+3")), Row(("Bo", "ne compte pas"), "muted"), Row(("Ana", "+3"), "total")),
        notes=("Une note.",),
        verdict="Ana gagne.",
        tone="won",
    )
    page = table_html(table)
    assert _cells(page) == [
        ["Qui", "Points"],
        ["Ana", "+3"],
        ["Bo", "ne compte pas"],
        ["Ana", "+3"],
    ]
    assert "<b>+3</b>" in page and "font-style:italic" in page and "border-top" in page
    assert page.index("Une note.") < page.index("Ana gagne.") and "color:#006b3c" in page
    empty = table_html(ScoreTable(table.columns, (), empty="Rien encore.", lead="En tête : Ana."))
    assert "<table" not in empty and "Rien encore." in empty
    assert empty.startswith("<p><b>En tête : Ana.</b></p>")


def test_every_game_sheet_is_drawn_by_the_one_renderer():
    sheet = ScoreSheet(
        (ScoreLine(0, 2, "r", "deux"), ScoreLine(1, 0, "r", "rien", counts=False)), ("A", "B")
    )
    assert sheet.to_html() == table_html(sheet.table())
    assert [r.kind for r in sheet.table().rows] == ["line", "muted", "total", "total"]
    eau = ludo.new("eau", players=3, seed=2).score()
    assert eau.to_html() == table_html(eau.table())
    assert eau.table().rows[-1].kind == "total" and eau.table().tone == "lost"


def test_eau_gives_its_verdict_apart_from_its_reasons():
    from ludo.eau.ui import score_html

    sheet = ludo.new("eau", players=3, seed=2).score()
    assert sheet.summary() == " ".join((sheet.verdict, *sheet.reasons))
    head = re.search(r"<p[^>]*><b>(.*?)</b></p>", score_html(ludo.new("eau", players=3, seed=2)))
    assert head and head.group(1).replace("&#x27;", "'") == sheet.verdict


def test_seismic_names_a_clicked_cell_and_its_neighbour_without_their_addresses():
    s = from_position({(1, 0): ("S", 0)}, row=("S", "W", "T"))
    move = Place("S", (1, 1), 2)  # its road meets the grass of the tile at 1,0
    engine, guest = s.why_illegal(move), s.why_illegal(move, clicked=True)
    assert engine.startswith("Case 1,1 refusée") and "voisine en 1,0 montre" in engine
    assert guest.startswith("Case refusée") and "voisine montre" in guest
    assert not re.search(r"-?\d+,-?\d+", guest)


def test_seismic_score_table_lines_name_each_section_by_its_number():
    table = {(1, 0): ("S", 0), (2, 0): ("S", 0), (3, 0): ("I1", 3), (-1, 0): ("S", 0)}
    s = from_position(table, row=("S", "W", "T"), markers={((1, 0), 0): 0, ((-1, 0), 0): 1})
    found = table_sections(s)
    assert [sec.number for sec in found] == [1, 2]
    assert found[0].counted and not found[1].counted
    assert found[0].lines[0].text.startswith("Section n° 1 :")
    assert found[1].lines[0].text.startswith("Section n° 2 ")
    assert all("(cases" in line.text for line in s.score().lines)  # the sheet keeps its cells
