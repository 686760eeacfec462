"""Seismic's small rule-card pictures stay legible in the « Pourquoi ? » panel.

The panel shows a card's example about 340 pixels wide (``ludo/widgets/why.py``): a word
drawn ``size`` points high in a figure ``width`` inches wide is then
``size / 72 * 340 / width`` pixels high. The examples that used to be a long strip (the
six rotations of a tile in one row, the five frames of a quake in frames 4.5 inches wide,
the six last tiles of a Big One pile) keep their smallest word at 6 pixels or more.
"""

from __future__ import annotations

import pytest
from matplotlib.text import Text

from ludo.seismic.rulecards import BOOK

PANEL = 340  # pixels


def smallest_word_px(fig) -> float:
    width = fig.get_size_inches()[0]
    sizes = [t.get_fontsize() for t in fig.findobj(Text) if t.get_text().strip()]
    return min(sizes) / 72 * PANEL / width


@pytest.mark.parametrize("key", ["rotations", "quake_fall", "big_one"])
def test_a_small_picture_is_legible_in_the_panel(key):
    fig = BOOK.picture(key)
    assert smallest_word_px(fig) >= 6.0, key


def test_the_big_one_still_shows_its_six_last_tiles():
    words = [t.get_text() for t in BOOK.picture("big_one").findobj(Text)]
    assert sum(w[:2].isdigit() and w[2:3] == "e" for w in words) == 6  # « 66e tuile »…
    assert "6,0" in words  # the great quake, among them
