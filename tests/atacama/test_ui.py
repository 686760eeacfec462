"""Atacama's widgets driven headless: clicks, explanations, the computer's answers."""

import re

import ludo
from ludo.atacama.draw import roles_caption
from ludo.atacama.messages import WELL_COLOURS
from ludo.atacama.ui import (
    AtacamaBoard,
    ScoreExplorer,
    play,
    position,
    replay_stepper,
    score_panel_html,
    status_text,
)
from ludo.core.french import integer
from ludo.viz import player_colour

from .conftest import EXAMPLE, play_all


def test_clicking_a_field_places_a_well_and_explains():
    b = play(seed=1)
    before = b.board.svg
    assert "e5" in b.board.legal
    b.board.click("e5")  # what a click on the drawing sends
    assert b.state.history[-1] == ludo.atacama.parse_move("e5")
    assert "e5" not in b.board.legal and b.board.svg != before
    assert "Joueur 1 pose un puits en e5" in b.explanation.value
    assert "joueur 2" in b.status.value


def test_a_forbidden_click_is_explained_and_changes_nothing():
    b = AtacamaBoard(ludo.new("atacama"), show_forbidden=True)
    b.click_cell("e5")
    before = b.state
    b.click_cell("e6")
    assert b.state is before
    assert "touche par un côté" in b.explanation.value
    titles = {c["id"]: c["title"] for c in b.board.cells}
    assert "e6" not in b.board.legal and "touche par un côté" in titles["e6"]


def test_a_double_click_keeps_the_explanation_of_the_move():
    b = AtacamaBoard(ludo.new("atacama"))
    b.board.click("e5")
    told, before = b.explanation.value, b.state
    b.board.click("e5")
    assert b.state is before and b.explanation.value == told


def test_computer_answers_and_undo_takes_back_both_moves():
    b = play(seed=2, computer={1: "greedy"})
    b.click_cell("a1")
    assert len(b.state.history) == 2 and b.state.current_player == 0
    assert "L'ordinateur (Joueur 2) joue" in b.explanation.value.replace("&#x27;", "'")
    b.undo()
    assert b.state.history == ()


def test_computer_can_start_and_its_move_is_announced():
    b = play(seed=2, computer={0: "random"})
    assert len(b.state.history) == 1 and b.state.current_player == 1
    assert "L&#x27;ordinateur (Joueur 1) joue" in b.explanation.value
    b.click_cell(ludo.atacama.cell_name(b.state.free_cells()[0]))
    b.reset()
    assert len(b.state.history) == 1
    assert "L&#x27;ordinateur (Joueur 1) joue" in b.explanation.value


def test_full_game_against_the_computer_from_the_widget():
    b = play(seed=4, computer={1: "search"})
    while not b.state.is_over():
        free = b.state.free_cells()
        b.click_cell(ludo.atacama.cell_name(free[0]))
    assert "Partie terminée" in b.status.value
    assert "Décompte final" in b.score_title.value
    assert b.score_html.value.count("Total") == 2


def test_the_result_against_the_computer_says_who_won_from_the_guests_side():
    """« vous avez gagné » / « l'ordinateur a gagné », never « Gagnant : Joueur 2 »; scores
    with a true minus sign."""
    end = ludo.play_out(ludo.new("atacama", seed=4), "greedy", seed=4)[-1]
    mine, his = end.score().total(0), end.score().total(1)
    assert mine != his
    you_win, computer_wins = (
        ("vous avez gagné", "l'ordinateur a gagné")
        if mine > his
        else ("l'ordinateur a gagné", "vous avez gagné")
    )
    text = status_text(end, computer={1: "search"})
    assert you_win in text and computer_wins not in text and "Gagnant" not in text
    assert integer(mine) in text and integer(his) in text
    other = status_text(end, computer={0: "search"})  # the guest plays Joueur 2
    assert computer_wins in other and "Joueur 2" in other
    assert "Gagnant : Joueur" in status_text(end)  # two guests: the seat that won
    panel = score_panel_html(end.score())
    assert re.search(r"-\d", panel) is None and "\u2212" in panel  # « −14 », not « -14 »
    for line in end.score().lines:
        assert re.search(r"-\d", line.text) is None


def test_one_colour_name_per_player_matching_the_drawn_wells():
    """The caption and the status name each player's wells by the colour they are drawn in;
    « turquoise » and « orange » only ever name a concession."""
    s = position("e5 c3")
    for p in range(2):
        assert WELL_COLOURS[p] == {"#0072B2": "bleu", "#D55E00": "rouge orangé"}[player_colour(p)]
    caption = roles_caption(s)
    assert caption.split("\n") == [
        "Joueur 1 (bleu) : concession turquoise, colonnes",
        "Joueur 2 (rouge orangé) : concession orange, rangées",
    ]
    assert status_text(s).startswith("Au tour du joueur 1 (bleu) — concession turquoise")
    b = AtacamaBoard(s)
    assert "Joueur 1 (bleu)" in b.board.svg and "Joueur 2 (rouge orangé)" in b.board.svg


def test_advanced_game_buy_button():
    b = play(seed=3, variant="advanced")
    assert b.buy_row.layout.display == "flex"
    buyer = b.state.current_player
    b.concession.value = "orange-rangées"
    b.buy_button.click()
    assert b.state.roles[buyer].concession == "orange"
    assert b.state.roles[buyer].direction == "rows"
    assert b.buy_button.disabled


def test_tactical_double_toggle():
    b = play(seed=3, tactical=True)
    b.board.press("r")  # the key R switches to a double well, like the toggle button
    assert b.double_box.value
    b.board.click("c3")
    assert b.state.wells[ludo.atacama.parse_cell("c3")] == (0, True)
    assert "c3" not in b.board.legal


def test_score_explorer_and_replay_stepper():
    s = play_all(ludo.new("atacama", seed=1), EXAMPLE)
    e = ScoreExplorer(s)
    first_image = e.image.value
    e.picker.value = 1
    assert "Colonne b" in e.detail.value and e.image.value != first_image
    st = replay_stepper(s)
    assert len(st) == len(EXAMPLE) + 1
    st.last_button.click()
    assert "i1" in st.explanation.value
    assert st.static_html(max_frames=2).count("<img") == 2


def test_the_board_widget_shows_one_piece_per_well_where_the_state_has_it():
    """The clickable board writes the wells as SVG itself: each well of the state is there,
    in its player's colour, on its field, and nothing else (a double well is a diamond)."""
    import re

    from ludo.atacama.draw import pieces
    from ludo.viz import player_colour

    s = ludo.new("atacama", tactical=True).play("e5").play("a2*")
    b = AtacamaBoard(s)
    circles = re.findall(
        r'<circle cx="([\d.]+)" cy="([\d.]+)" r="[\d.]+" fill="(#\w+)"', b.board.svg
    )
    diamonds = re.findall(r'<polygon points="[^"]+" fill="(#\w+)"', b.board.svg)
    assert [c[2] for c in circles] == [player_colour(0)]
    assert diamonds == [player_colour(1)]
    # The circle sits on e5's clickable square (the same SVG units as the cells).
    ((x, y, _),) = circles
    square = next(c["points"] for c in b.board.cells if c["id"] == "e5")
    corners = [tuple(map(float, p.split(","))) for p in square.split()]
    xs, ys = [c[0] for c in corners], [c[1] for c in corners]
    assert min(xs) < float(x) < max(xs) and min(ys) < float(y) < max(ys)
    assert sum(kind in ("circle", "polygon") for kind, _, _ in pieces(s)) == 2


def test_fast_picture_is_the_picture_of_the_state_and_changes_nothing():
    import copy

    from ludo.atacama.draw import to_png

    s = ludo.new("atacama").play("e5")
    before = copy.deepcopy(s)
    one, other = to_png(s), to_png(s.play("a2"))
    assert one.startswith(b"\x89PNG") and one != other and to_png(s) == one
    assert s == before


def test_the_board_editor_plays_on_the_typed_board():
    """« Jouer sur ce plateau »: the game is the engine's, on the board typed (here the
    default board with its first two rows swapped); a refused text starts nothing."""
    from ludo.atacama.board import Board
    from ludo.atacama.ui import BoardEditor

    rows = str(Board.default()).splitlines()
    rows[0], rows[1] = rows[1], rows[0]
    editor = BoardEditor("\n".join(rows))
    editor.play_button.click()
    game = editor.game
    assert game is not None and game.state.board == Board.from_text("\n".join(rows))
    assert game.state.board != Board.default()
    game.board.click("e5")
    assert game.state.history[-1] == ludo.atacama.parse_move("e5")
    assert editor.holder.children == (game,)
    editor.text.value = "O3 O3"
    assert editor.play() is False
    assert editor.game is game and game.state.board == Board.from_text("\n".join(rows))
    assert "B00020" in editor.message.value


def test_say_shows_french_sentences_as_paragraphs_in_ordinary_type():
    from ludo.atacama.ui import say

    shown = say("Le puits a < b", ludo.InvalidData("rangée 1 : minerai inconnu"))
    assert "<p>Le puits a &lt; b</p><p>rangée 1 : minerai inconnu</p>" in shown.value
    assert "<pre" not in shown.value and "monospace" not in shown.value


def test_four_players_roles_are_legible_beside_the_board_and_in_its_picture():
    """Four players' caption was drawn at 10 pt inside the picture (issue 12): unreadable
    projected, and smaller still when the picture shrinks to the screen. The widgets now
    write who plays what beside the picture, in the page's type; a picture drawn alone
    keeps its caption at 14 pt in a taller band, clear of the board."""
    import io

    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from PIL import Image

    from ludo.atacama.draw import draw, to_png

    end = ludo.play_out(ludo.new("atacama", players=4, seed=3), "greedy", seed=3)[-1]
    lines = roles_caption(end).split("\n")
    assert len(lines) == 4
    # the replay: pictures of the board alone, every step says who plays what
    stepper = replay_stepper(end)
    for i in (0, len(stepper) - 1):
        text = stepper._explanations[i]
        assert all(re.sub("'", "&#x27;", line) in text for line in lines), text
    alone = Image.open(io.BytesIO(to_png(end, title="")))
    frame = re.match(rb'<svg[^>]* width="([\d.]+)" height="([\d.]+)"', stepper.frame_png(0))
    assert frame, stepper.frame_png(0)[:200]  # SVG, the size of the board's picture alone
    assert [round(float(v)) for v in frame.groups()] == list(alone.size)
    with_caption = Image.open(io.BytesIO(to_png(end)))
    assert with_caption.size[1] > alone.size[1]  # the caption's band is on top of the board
    # the clickable board: the roles beside it, not in its drawing
    board = AtacamaBoard(ludo.new("atacama", players=4, seed=3))
    assert "Joueur 3 (vert)" not in board.board.svg
    assert board.roles.layout.display != "none"
    assert all(line.split(" : ")[0] in board.roles.value for line in lines)
    assert AtacamaBoard(position("e5")).roles.layout.display == "none"  # two: in the picture
    # a picture drawn alone: four lines at 14 pt, above the board, inside the figure
    fig = draw(end)
    canvas = FigureCanvasAgg(fig)
    canvas.draw()
    renderer = canvas.get_renderer()
    (caption,) = fig.texts
    assert caption.get_fontsize() >= 14
    box = caption.get_window_extent(renderer)
    board_top = fig.axes[0].get_window_extent(renderer).y1
    assert box.y0 >= board_top - 1 and box.y1 <= fig.bbox.y1 + 1


def test_board_labels_are_svg_text_that_grand_ecran_enlarges():
    """The clickable board's labels (row and column names, each field's « C4 ») are SVG
    text at LABEL_PT times the page's « Grand écran » factor, one per field and per row
    and column; the replay Stepper's pictures are the same SVG (crisp at any zoom) with
    larger labels, since they are shown smaller."""
    from ludo.atacama.draw import LABEL_PT
    from ludo.atacama.ui import STEPPER_LABEL_PT, AtacamaBoard, replay_stepper

    game = AtacamaBoard(position("e5"))
    back = game.board.background
    group = back[back.index('<g class="ludo-board-labels"') :]
    assert f"calc({LABEL_PT}px * var(--ludo-board-labels, 1))" in group
    assert LABEL_PT >= 16
    assert group.count("<text") == 81 + 9 + 9 + 9  # fields, tile letters, rows, columns
    frame = replay_stepper(position("e5 c3")).frame_png(1)
    assert frame.startswith(b"<svg") and b'class="ludo-board-labels"' in frame
    assert f"calc({STEPPER_LABEL_PT}px".encode() in frame


def test_pictures_have_the_pixels_of_a_browser_zoomed_to_150_percent():
    """A notebook shows a state at its usual width with 1.5 times the pixels: sharp in a
    browser zoomed to 150 % (the replay's frames are SVG)."""
    import io

    from IPython.core.formatters import DisplayFormatter
    from PIL import Image

    for game, options in (("atacama", {}), ("eau", {"players": 4, "seed": 1})):
        data, meta = DisplayFormatter().format(ludo.new(game, **options))
        width = Image.open(io.BytesIO(data["image/png"])).size[0]
        assert width >= 1.49 * meta["image/png"]["width"]
