"""Checks of a game's rule cards shared by the games' ``test_rulecards.py``: what a player
reads holds no engine code and no Python name, and a search by a player's words finds
the cards it should."""

from __future__ import annotations

import re

#: An engine code (E12, MX3, A1, a spot D5U, an action space T+2): decision ids belong in a
#: card's ``id``, never its text.
ENGINE_CODE = re.compile(r"\b[A-Z]{1,3}[0-9]+[A-Za-z]?\b|\b[A-Z][+-][0-9]")
#: A Python name or value: an identifier with an underscore, a call, a constant.
PYTHON_NAME = re.compile(r"\b[a-z]+_[a-z_]+\b|\(\)|\bTrue\b|\bFalse\b|\bNone\b")


def code_in_texts(book, allowed: re.Pattern | None = None) -> list[str]:
    """« id: text » for every title, text, question or keyword holding an engine code or a
    Python name (``allowed`` matches words of the game that only look like codes)."""
    out = []
    for card in book:
        for text in (card.title, card.text, card.open_question, *card.keywords):
            words = allowed.sub("", text) if allowed else text
            if ENGINE_CODE.search(words) or PYTHON_NAME.search(words):
                out.append(f"{card.id}: {text}")
    return out


def missed_by_search(book, words: str, expected: set[str]) -> list[str]:
    """The ids of ``expected`` that a search of ``words`` does not find."""
    found = {rid for card in book.search(words) for rid in card.ids}
    return sorted(expected - found)
