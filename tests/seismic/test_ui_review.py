"""Widgets and drawings after the first look in Voilà: projector sizes, French words
instead of notation, the score explained section by section, a static quake strip."""

import html

import ludo
from ludo.seismic import draw
from ludo.seismic.naming import place_words
from ludo.seismic.rules import ChooseSide, Place, from_position
from ludo.seismic.ui import (
    ScoreExplorer,
    SeismicBoard,
    compare_scores,
    move_label,
    move_text,
    quake_strip,
    rot_label,
    score_table_html,
    tile_options,
)

PNG = b"\x89PNG"

# a complete section San Andreas → two straights → intersection +1 (2 + 6 + 1 = 9 points)
# for Joueur 1, and an open one westwards for Joueur 2
TABLE = {(1, 0): ("S", 0), (2, 0): ("S", 0), (3, 0): ("I1", 3), (-1, 0): ("S", 0)}
MARKERS = {((1, 0), 0): 0, ((-1, 0), 0): 1}


def test_score_table_one_row_per_scoring_section():
    s = from_position(TABLE, row=("S", "W", "T"), markers=MARKERS)
    text = score_table_html(s)
    assert "Joueur 1" in text and "<b>9</b>" in text
    assert "San Andreas (6)" in text and "intersection +1" in text
    assert "[" not in text  # no list notation shown to readers
    # the open section is summed up under the table, as provisional
    assert "encore incomplètes (Joueur 2 : 1 section)" in text
    assert "si la partie s&#x27;arrêtait maintenant" in text
    assert "Joueur 1 : 9 points ; Joueur 2 : 0 points" in text


def test_score_explorer_highlights_each_line():
    s = from_position(TABLE, row=("S", "W", "T"), markers=MARKERS)
    ex = ScoreExplorer(s)
    labels = [label for label, _k in ex.line.options]
    assert labels[0] == "n° 1 — 9 points pour Joueur 1"
    assert "incomplète" in labels[1] and "Joueur 2" in labels[1]
    assert "9 points" in ex.explanation.value
    first = bytes(ex.image.value)
    ex.line.value = 1
    assert "retiré sans points" in ex.explanation.value
    assert bytes(ex.image.value).startswith(PNG) and bytes(ex.image.value) != first


def test_compare_scores_and_quake_strip():
    table = {(1, 0): ("S", 0), (2, 0): ("S", 0), (-1, 1): ("T", 0)}
    before = from_position(table, row=("W", "T", "S"), markers={((2, 0), 0): 0})
    after = from_position(table, row=("W", "T"), pile=("Q2", "S"), markers={((2, 0), 0): 0})
    box = compare_scores(before, after)
    html_text = box.children[1].value  # under the « Pourquoi ? » panel
    assert "Avant" in html_text and "20 pour Joueur 1" in html_text
    img = quake_strip(before, after)
    assert img.data.startswith(PNG)
    fig = draw.quake_strip(before, after)
    assert len(fig.axes) == len(draw.quake_frames(before, after)) == 4


def test_quake_strip_is_legible_when_projected():
    """Frames drawn into the strip (no shrunken raster), on the cells near the tiles only,
    three per row, with titles and counts in large type."""
    table = {(1, 0): ("S", 0), (2, 0): ("S", 0), (-1, 1): ("T", 0)}
    marks = {((2, 0), 0): 0}
    before = from_position(table, row=("W", "T", "S"), markers=marks, radius=6)
    after = from_position(table, row=("W", "T"), pile=("Q2", "S"), markers=marks, radius=6)
    fig = draw.quake_strip(before, after)
    whole = draw.draw(before).axes[0]
    for ax in fig.axes:
        assert not ax.images  # vector drawing, not a picture of a picture
        assert ax.title.get_fontsize() >= 14 or ax._left_title.get_fontsize() >= 14
        width = ax.get_xlim()[1] - ax.get_xlim()[0]
        assert width < 0.6 * (whole.get_xlim()[1] - whole.get_xlim()[0])
    counts = [
        t.get_text()
        for t in fig.axes[0].texts
        if t.get_fontsize() >= 15 and t.get_gid() != "crew-marker"
    ]
    assert sorted(counts) == sorted(str(n) for n in (2, 0, 0, 0, 1, 0))  # the six sides
    cols = {round(ax.get_position().x0, 2) for ax in fig.axes}
    assert len(fig.axes) == 4 and len(cols) == 3  # three per row: wider than tall


def test_words_instead_of_notation():
    assert rot_label(0) == "r0 (comme dessinée)"
    assert rot_label(1) == "r1 (un sixième de tour)"
    assert rot_label(3) == "r3 (3 sixièmes de tour)"
    s = ludo.new("seismic", players=2, seed=1)
    opts = dict(tile_options(s.geom, ["S", "TTa", "TTo"]))
    assert opts["autoroute (ligne droite)"] == "S"
    assert any("modèle TTa" in label for label in opts)  # two tiles look alike
    assert move_label(ChooseSide(0)) == "le séisme frappe le côté est"
    text = move_text(s, Place("S", (1, 0), 0, 0))
    assert text == (
        "autoroute (ligne droite), 1 case à l'est de San Andreas, comme dessinée, "
        "équipe sur la ligne droite de cette tuile"
    )


def test_board_tells_the_computer_moves_in_words_and_shows_the_row():
    s = ludo.new("seismic", players=2, seed=4)
    board = SeismicBoard(s, computer={1: "greedy"})
    assert board.status.value.startswith("Au tour de")
    assert board.row.svg.startswith("<svg") and len(board.row.cells) == len(s.row)
    board.board.click(sorted(board.board.legal)[0])
    board.play_button.click()
    told = html.unescape(board.explanation.value)
    # The whole turn, in blocks: the player's own move first, then the computer's reply.
    assert told.index("Vous (Joueur 1)") < told.index("L'ordinateur (Joueur 2)")
    mine = board.state.history[0]
    where = place_words(mine.cell, s.cities)
    assert where in told.split("L'ordinateur (Joueur 2)")[0]
    reply = board.state.history[1]  # the computer's move, told in full after the heading
    theirs = told.split("L'ordinateur (Joueur 2)")[1]
    assert "Joueur 2 pose" in theirs and place_words(reply.cell, s.cities) in theirs
    assert "«" not in board.explanation.value
    assert "ludo-seismic" in board._dom_classes and "<style>" in board.children[-1].value


def test_drawing_fits_the_table_and_names_twin_cities():
    s = ludo.new("seismic", players=2, seed=3, variant="twin_cities")
    fig = draw.draw(s, zoom=2)
    w, h = fig.get_size_inches()
    assert max(w, h) == 8.0 and min(w, h) < 8.0  # no empty bands around a wide table
    texts = {t.get_text() for t in fig.axes[0].texts}
    assert {"SA 1", "SA 2"} <= texts
    one = draw.draw(ludo.new("seismic", players=2, seed=3))
    assert "SA" in {t.get_text() for t in one.axes[0].texts}
    n = len(one.axes[0].patches)
    outlined = draw.draw(ludo.new("seismic", players=2, seed=3), outline=[(1, 0)])
    assert len(outlined.axes[0].patches) == n + 1
    row = draw.row_figure(s)
    assert len(row.axes) >= len(s.row)


def test_board_at_the_end_says_final_and_hides_the_empty_row():
    s = ludo.play_out(ludo.new("seismic", players=2, seed=7), "greedy", seed=7)[-1]
    assert s.is_over()
    board = SeismicBoard(s)
    assert "final" in board.score_title.value
    assert board.place_box.layout.display == "none"  # the row (and its title) hidden
    assert "Partie terminée" in board.status.value


def test_aftershock_choice_is_previewed_on_the_table():
    placed = {(1, 0): ("S", 0), (2, 0): ("S", 0), (-1, 0): ("T", 0)}
    s = from_position(placed, row=("W", "T"), pile=("Q1", "S"), variant="aftershocks")
    board = SeismicBoard(s)
    assert board.state.phase == "aftershock" and board.selected_move() is None
    plain = board.board.svg
    board.board.click("-1,0")  # a click on the tile shows it turned, outlined
    shown = board.board.svg
    assert "<svg" in shown and board.selected_move() == board.choice.options[0][1]
    assert plain.count("<path") != shown.count("<path")  # the turned tile differs
    board.choice.value = board.choice.options[-1][1]
    assert board.state == s  # previewing never plays


def test_replay_keeps_one_frame_for_the_whole_game():
    import io

    from PIL import Image

    from ludo.seismic.ui import replay_stepper

    s = ludo.play_out(ludo.new("seismic", players=2, seed=2), "random", seed=2, max_moves=10)[-1]
    rs = replay_stepper(s)
    sizes = {Image.open(io.BytesIO(rs.frame_png(k))).size for k in (0, len(rs) // 2, len(rs) - 1)}
    assert len(sizes) == 1  # the board does not jump from one step to the next
