"""Seismic's game speaks in terms of the drawing: no coordinates, rotation codes or piece
numbers in the log, the preview and the score table; sections numbered on the table; the
final totals beside the board (review of issue 12, items 3, 9 and 18)."""

import re

import ludo
from ludo.seismic import draw as D
from ludo.seismic.naming import place_words, rot_words
from ludo.seismic.players import RandomPlayer
from ludo.seismic.rules import Place, from_position
from ludo.seismic.ui import GameLauncher, SeismicBoard, score_table_html, section_badges

#: What a guest must never read: an axial address, a rotation code, a piece number.
CODES = re.compile(r"-?\d+,-?\d+|\br\d\b|\bm\d\b")


def _text(html_text: str) -> str:
    return re.sub(r"<[^>]+>", " ", html_text).replace("&#x27;", "'")


def _play_out(board, seed=5, limit=200):
    """Play the human seat with a seeded random player; return every explanation shown."""
    me = RandomPlayer(seed)
    told = [board.explanation.value]
    for _ in range(limit):
        s = board.state
        if s.is_over():
            break
        move = me.choose(s)
        if isinstance(move, Place):  # the preview first, as a guest sees it
            board.tile.value = move.tile
            board.cell.value = move.cell
            board.rot.value = move.rot
            board.marker.value = -1 if move.marker is None else move.marker
            told.append(board.explanation.value)
        board.play(move)
        told.append(board.explanation.value)
        told.append(board.score_html.value)
    return told


def test_a_seeded_game_is_told_without_codes():
    s = ludo.new("seismic", players=2, seed=11)
    board = SeismicBoard(s, computer={1: "random"}, seed=2)
    told = _play_out(board)
    assert board.state.is_over()
    text = "\n".join(_text(t) for t in told)
    assert not CODES.findall(text), sorted(set(CODES.findall(text)))[:10]
    assert "(tuile entourée)" in text and "de San Andreas" in text
    assert "Section n° 1" in text and "(cases" not in text
    assert "magnitude" in text and not re.search(r"\d,0\b", text)  # a quake is no address
    assert "équipe sur" in text  # crews named by the road they sit on


def test_score_table_numbers_match_the_badges_on_the_table():
    s = ludo.new("seismic", players=2, seed=11)
    end = ludo.play_out(s, "random", seed=3)[-1]
    badges = section_badges(end)
    table = _text(score_table_html(end))
    assert badges and [k for k, _items in badges] == list(range(1, len(badges) + 1))
    for k, _items in badges:
        assert f"Section n° {k} " in table
    assert "Section Section" not in table
    fig = D.draw(end, badges=badges)
    drawn = [t.get_text() for t in fig.axes[0].texts if t.get_gid() == "section-badge"]
    assert drawn == [str(k) for k, _items in badges]
    board = SeismicBoard(end)
    assert board.board.background.count("section-badge") == len(badges)


def test_a_section_without_road_is_explained_in_words():
    s = from_position({}, row=("I2s", "S"), pile=("S", "S", "S"))
    after = s.play("I2s 1,0 r0 m1")  # a stub facing San Andreas: complete, no road
    table = _text(score_table_html(after))
    assert "aucun morceau de route" in table and "0 morceau" not in table
    board = SeismicBoard(s)
    board.play("I2s 1,0 r0 m1")
    log = _text(board.explanation.value)
    assert "sans aucun morceau de route" in log and "1 case à l'est de San Andreas" in log


def test_the_last_turn_tiles_are_outlined():
    s = ludo.new("seismic", players=2, seed=4)
    board = SeismicBoard(s, computer={1: "random"})
    move = next(m for m in s.legal_moves() if isinstance(m, Place))
    board.play(move)
    assert move.cell in board._recent
    assert len(board._recent) >= 2  # the computer's reply too


def test_final_totals_and_winner_beside_the_board():
    s = ludo.new("seismic", players=2, seed=11)
    board = SeismicBoard(s, computer={1: "random"}, seed=2)
    _play_out(board)
    sheet = board.state.score()
    text = _text(board.explanation.value)
    mine, theirs = sheet.total(0), sheet.total(1)
    assert f"Vous : {mine} point" in text and f"L'ordinateur : {theirs} point" in text
    if mine != theirs:
        assert ("Vous gagne" if mine > theirs else "L'ordinateur gagne") in text
    assert (
        text.index("Totaux") < text.index("Vous (Joueur 1)") if "Vous (Joueur 1)" in text else True
    )


def test_one_button_named_new_game():
    launcher = GameLauncher(seed=3)
    names = [launcher.start_button.description, launcher.board.new_button.description]
    assert names[0] != names[1] and names[0] == "Nouvelle partie"


def test_crew_numbers_are_legible_on_the_whole_table():
    s = ludo.new("seismic", players=2, seed=11)
    end = ludo.play_out(s, "random", seed=3)[-1]
    fig = D.draw(end, view=D.table_view(end, None))
    px_per_pt = 600 / (fig.get_size_inches()[0] * 72)  # the table is 600 px wide at 1280×800
    crews = [t for t in fig.axes[0].texts if t.get_gid() == "crew-marker"]
    assert crews and min(t.get_fontsize() for t in crews) * px_per_pt >= 13


def test_naming_words():
    assert place_words((0, 0), [(0, 0)]) == "sur San Andreas"
    assert place_words((3, 0), [(0, 0)]) == "3 cases à l'est de San Andreas"
    assert place_words((2, -1), [(0, 0)]) == "1 case à l'est puis 1 case au nord-est de San Andreas"
    assert (
        place_words((-1, 2), [(0, 0)])
        == "1 case au sud-ouest puis 1 case au sud-est de San Andreas"
    )
    assert place_words((-3, 0), [(-2, 0), (2, 0)]) == "1 case à l'ouest de San Andreas 1"
    assert rot_words(0) == "comme dessinée" and rot_words(3) == "tournée d'un demi-tour"


def test_no_two_cells_share_their_place_words():
    """Issue 23: « 3 cases à l'est » named three different tiles; a walk along the hexes
    names each cell of the table once, and walking it back lands on the cell."""
    from ludo.core.hexgrid import DIRS, distance
    from ludo.seismic.naming import hex_walk

    cells = [(q, r) for q in range(-6, 7) for r in range(-6, 7) if distance((q, r), (0, 0)) <= 6]
    words = [place_words(c, [(0, 0)]) for c in cells]
    assert len(set(words)) == len(cells) == 127
    for cell in cells[::7]:
        (i, a), (j, b) = hex_walk((0, 0), cell)
        assert (a * DIRS[i][0] + b * DIRS[j][0], a * DIRS[i][1] + b * DIRS[j][1]) == cell


def test_a_refused_cell_is_told_without_its_address():
    s = from_position({}, row=("S", "W"), pile=("S",))
    board = SeismicBoard(s)
    board.pick_tile("S")
    board.board.click("0,-1")  # a cell touching San Andreas where the straight road fits
    board.cell.value = None
    board.board.click("0,0")  # San Andreas itself: refused, nothing played
    text = _text(board.explanation.value)
    assert board.state is s and text.strip().startswith("Case refusée")
    assert not CODES.findall(text)


def test_score_explorer_names_its_sections_by_number():
    from ludo.seismic.ui import ScoreExplorer

    s = ludo.new("seismic", players=2, seed=11)
    end = ludo.play_out(s, "random", seed=3)[-1]
    explorer = ScoreExplorer(end)
    for _label, k in explorer.line.options:
        explorer.line.value = k
        text = _text(explorer.explanation.value)
        assert not CODES.findall(text), text
    explorer.line.value = 0
    assert "Section n° 1 " in _text(explorer.explanation.value)


def test_events_in_words_outside_the_game_table():
    from ludo.seismic import examples
    from ludo.seismic.naming import events_words

    s = ludo.new("seismic", players=2, seed=1)
    after = s.play(next(m for m in s.legal_moves() if m.marker is not None))
    text = " ".join(events_words(s) + events_words(after) + events_words(examples.unplayable_row()))
    assert not CODES.findall(text) and "(tuile entourée)" not in text  # no table beside
    assert "autoroute (" in text and not re.search(r"\bST\b", text)  # tiles by name, not id
