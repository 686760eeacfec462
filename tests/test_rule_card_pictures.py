"""Every rule card shows a picture or a position, never only a text list (issue 23 §4).

A card's example is a matplotlib Figure, a game state (drawn by its game's own picture),
or an HTML/SVG string that carries a picture or a table (``<svg``, ``<img``, ``<table``):
a list of sentences beside the card's own sentences shows nothing more.
"""

from __future__ import annotations

import importlib

import pytest

from ludo.core.state import GameState

GAMES = ("atacama", "barrage", "eau", "seismic")
PICTURE_TAGS = ("<svg", "<img", "<table")


def is_picture(example) -> bool:
    if isinstance(example, str):
        low = example.lower()
        return any(tag in low for tag in PICTURE_TAGS)
    return isinstance(example, GameState | bytes) or hasattr(example, "savefig")


@pytest.mark.parametrize("game", GAMES)
def test_every_card_example_is_a_picture_or_a_position(game):
    book = importlib.import_module(f"ludo.{game}.rulecards").BOOK
    texts = sorted(
        f"{card.id} ({card.example})" for card in book if not is_picture(book.example(card))
    )
    assert not texts, f"{game}: examples that are only text: {texts}"


def test_a_text_list_is_not_a_picture():
    assert not is_picture("<p><b>Tuile 15</b></p><ul><li>Production</li></ul>")
    assert is_picture("<p>Tuile</p><img src='data:image/png;base64,AA'>")


def test_an_automa_turn_card_shows_the_tiles_it_read():
    """The Automa's turn examples draw the two tiles its explanation names."""
    from ludo.barrage.rulecards import BOOK

    shown = BOOK.example(BOOK.card("barrage:A9"))
    assert "<img src='data:image/png;base64," in shown
    assert "Tour de l&#x27;Automa" in shown  # its explanation, below the picture
    tile = BOOK.example(BOOK.card("barrage:G14a"))
    assert hasattr(tile, "savefig")
    words = {t.get_text() for t in tile.axes[0].texts}
    # the card is about the tile's actions: that side only, legible in the panel
    assert "Tuile 15, face Actions" in words and "Tuile 15, face Critères" not in words
    criteria = BOOK.example(BOOK.card("barrage:§12#14"))
    words = {t.get_text() for t in criteria.axes[0].texts}
    assert "Tuile 15, face Critères" in words and "Tuile 15, face Actions" not in words
