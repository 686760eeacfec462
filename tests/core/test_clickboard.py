"""The clickable board and the « calcul en cours… » state, headless."""

import ipywidgets as W
from matplotlib.figure import Figure

from ludo.widgets import messages as wm
from ludo.widgets.board import ClickBoard, cell_points, figure_svg, working


def _figure():
    fig = Figure(figsize=(4, 2))
    ax = fig.add_axes((0.25, 0, 0.5, 1))
    ax.set_xlim(0, 2)
    ax.set_ylim(0, 1)
    return fig, ax


SQUARES = {"a": [(0, 0), (1, 0), (1, 1), (0, 1)], "b": [(1, 0), (2, 0), (2, 1), (1, 1)]}


def test_cells_are_placed_over_the_drawing_in_svg_points():
    fig, ax = _figure()
    svg = figure_svg(fig)
    assert svg.startswith("<svg") and 'viewBox="0 0 288 144"' in svg
    assert " width=" not in svg.split(">")[0]  # the page sizes it, not matplotlib
    pts = cell_points(ax, SQUARES)
    # The axes cover x from 72 to 216 points and the whole height; y goes down in SVG.
    assert pts["a"] == "72.0,144.0 144.0,144.0 144.0,0.0 72.0,0.0"
    assert pts["b"].startswith("144.0,144.0 216.0,144.0")


def test_clicks_and_keys_reach_the_game_only_on_known_cells_and_when_idle():
    fig, ax = _figure()
    board = ClickBoard()
    board.show(fig, ax, SQUARES, legal={"b"}, titles={"a": "a : occupée"}, selected="b")
    assert board.legal == {"b"} and board.selected == "b"
    assert [c["title"] for c in board.cells] == ["a : occupée", "b"]
    clicks, keys = [], []
    board.on_cell(clicks.append)
    board.on_key(keys.append)
    board._on_front_message(board, {"kind": "click", "cell": "a"}, [])  # what the browser sends
    board._on_front_message(board, {"kind": "key", "key": "r"}, [])
    board.click("z")  # not a cell of this board
    assert clicks == ["a"] and keys == ["r"]
    board.busy = True  # while the game computes, clicks and keys are ignored
    board.click("b")
    board.press("Enter")
    assert clicks == ["a"] and keys == ["r"]


def test_working_shows_the_state_and_puts_everything_back():
    button = W.Button(description="Construire", disabled=False)
    panel = W.HTML("avant")
    board = ClickBoard()
    seen = []
    with working(button, panel, board):
        seen.append((button.description, button.disabled, panel.value, board.busy))
    assert seen == [(wm.WORKING, True, f"<p class='ludo-working'><b>{wm.WORKING}</b></p>", True)]
    assert (button.description, button.disabled, panel.value, board.busy) == (
        "Construire",
        False,
        "avant",
        False,
    )
    try:
        with working(button, board):
            raise RuntimeError("boom")
    except RuntimeError:
        pass
    assert button.description == "Construire" and not button.disabled and not board.busy


def test_working_keeps_an_answer_written_into_the_panel():
    panel = W.HTML("avant")
    with working(panel):
        panel.value = "la réponse"
    assert panel.value == "la réponse"
