"""Seismic pictures and panels as a guest sees them on one screen (issue 12, review items
12, 14 and 15 of the fourth session): the engine's story told in an explanation panel,
not printed; the face-up row legible and without piece codes; the quake strip on one
screen; the notebooks' pictures drawn at twice the pixels they are shown at; the final
explanation of a game read whole, not scrolled inside its panel."""

from __future__ import annotations

import io
import json
import re
from pathlib import Path

import ipywidgets as W
from matplotlib.text import Text
from PIL import Image

import ludo
from ludo.seismic import draw as D
from ludo.seismic import examples as E
from ludo.seismic import ui
from ludo.seismic.ui import EXPLANATION_HEIGHT, SeismicBoard, quake_strip, story

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks" / "seismic"


def _all(widget, kind):
    """Every widget of ``kind`` in ``widget`` and its children."""
    if isinstance(widget, kind):
        yield widget
    for child in getattr(widget, "children", ()):
        yield from _all(child, kind)


def test_the_engine_story_is_an_explanation_panel_beside_the_row():
    start = ludo.new("seismic", players=2, seed=3)
    turn = start.play(next(m for m in start.legal_moves() if m.marker is not None))
    panel = story([start, turn])
    explained = [t for t in _all(panel, W.HTML) if "ludo-explanation" in t._dom_classes]
    assert len(explained) == 1
    text = explained[0].value
    assert text.count("<li>") >= 5 and "<pre" not in text
    assert "Mise en place" in text and "Joueur 1 pose" in text
    (picture,) = _all(panel, W.Image)
    assert picture.format == "svg+xml"  # sharp at any zoom


def test_the_row_is_legible_and_shows_no_piece_codes():
    state = E.unplayable_row()
    (picture,) = _all(story([state]), W.Image)
    svg = bytes(picture.value).decode()
    assert not re.search(r">\s*m\d\s*<", svg)  # no « m0 »: a guest never sees piece codes
    fig, _ax = D.row_board(state)
    shown = float((picture.layout.max_width or picture.layout.width).removesuffix("px")) / (
        fig.get_figwidth() * 72
    )
    names = [t.get_fontsize() for t in fig.axes[0].texts if t.get_text().strip()]
    assert names and min(names) * shown >= 14  # CSS px, read from the back of a room


def test_the_quake_strip_fits_one_screen_with_legible_titles():
    before, after = E.quake_example()
    image = quake_strip(before, after)
    width, height = Image.open(io.BytesIO(image.data)).size
    shown = image.width / width
    assert height * shown <= 800 - 100  # one screen at 1280×800, with its caption
    assert shown <= 0.55  # at least two pixels drawn for each pixel shown: sharp at 150 %
    fig = D.quake_strip(before, after)
    per_point = image.width / (fig.get_figwidth() * 72)
    titles = [t.get_fontsize() for t in fig.findobj(Text) if re.match(r"\d\. ", t.get_text())]
    assert titles and min(titles) * per_point >= 14


def test_seismic_notebooks_draw_their_pictures_at_twice_the_size_shown():
    calls = 0
    for path in sorted(NOTEBOOKS.glob("*.ipynb")):
        for cell in json.loads(path.read_text())["cells"]:
            source = "".join(cell["source"])
            assert "print(" not in source, path.name  # raw printed text: an explanation panel
            for call in re.findall(r"png_image\(fig_to_png\((.*)\)", source):
                calls += 1
                dpi = re.search(r"dpi=(\d+)", call)
                assert dpi and int(dpi.group(1)) >= 120, (path.name, call)
    assert calls >= 5


def test_the_end_of_a_game_is_read_whole_beside_the_table():
    end = ludo.play_out(ludo.new("seismic", players=2, seed=7), "greedy", seed=7)[-1]
    board = SeismicBoard(end, computer={1: "greedy"})
    assert "gagne" in board.explanation.value
    assert board.explanation.layout.max_height == ui.FINAL_HEIGHT != EXPLANATION_HEIGHT
    playing = SeismicBoard(ludo.new("seismic", players=2, seed=7), computer={1: "greedy"})
    assert playing.explanation.layout.max_height == EXPLANATION_HEIGHT
