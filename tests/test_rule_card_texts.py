"""The French of every rule card, read as a newcomer reads it (issue 23 §4).

Headless and fast: every card of the four games' books and of the core's, its title,
text, open question and keywords, checked for French typography (a space before « : ; ? ! »
and inside « », none before « , . », no double space, each text ending its sentence) and for
what the browser's French scanner (tests/test_browser_french.py) would flag on a page where
the card is open: Python names, English decimals, Seismic's engine codes (« séisme 6,0 »,
« (cases 6 »). A card is read in the « Règles » notebooks and beside every game table, so
one slip shows everywhere.
"""

from __future__ import annotations

import importlib
import re

import pytest
from test_browser_french import COMPILED

from ludo.core.rulecards import CORE

GAMES = ("atacama", "barrage", "eau", "seismic")

#: (pattern, what is wrong) on a card's title, text and open question.
TYPOGRAPHY = [
    (re.compile(r"[^\s«][:;?!]|[^\s«]»"), "pas d'espace avant « : ; ? ! »"),
    (re.compile(r"«\S"), "pas d'espace après « « »"),
    (re.compile(r"\s[,.]"), "une espace avant « , » ou « . »"),
    (re.compile(r"[ \u00a0]{2}"), "deux espaces de suite"),
    (re.compile(r"^\s|\s$"), "une espace au début ou à la fin"),
    (re.compile(r"[,;:]\S"), "pas d'espace après « , ; : »"),
]
#: Numbers and ids where « , » or « : » is not punctuation: « 2,9 », « 1,1 », « 4→5 ».
NUMBERS = re.compile(r"\d,[−-]?\d")
#: A text or an open question ends its last sentence.
SENTENCE_END = re.compile(r"[.?!…]( »)?$")


def books():
    return [CORE, *(importlib.import_module(f"ludo.{g}.rulecards").BOOK for g in GAMES)]


def read(card) -> list[tuple[str, str]]:
    """(field, text) of what a reader sees of ``card``."""
    out = [("titre", card.title), ("texte", card.text)]
    if card.open_question:
        out.append(("question", card.open_question))
    return out


def typography_faults(book) -> list[str]:
    faults = []
    for card in book:
        for field, text in read(card):
            plain = NUMBERS.sub("0", text)
            for pattern, why in TYPOGRAPHY:
                found = pattern.search(plain)
                if found:
                    start = max(0, found.start() - 15)
                    faults.append(
                        f"{card.id} ({field}) : {why} : « …{plain[start : found.end() + 10]}… »"
                    )
            if field != "titre" and not SENTENCE_END.search(text):
                faults.append(
                    f"{card.id} ({field}) : la dernière phrase ne finit pas : « …{text[-25:]} »"
                )
    return faults


@pytest.mark.parametrize("book", books(), ids=lambda b: b.game)
def test_every_card_follows_french_typography(book):
    faults = typography_faults(book)
    assert not faults, "\n".join(faults)


@pytest.mark.parametrize("book", books(), ids=lambda b: b.game)
def test_no_card_holds_what_the_browser_scanner_forbids(book):
    faults = []
    for card in book:
        for field, text in [*read(card), *(("mot-clé", k) for k in card.keywords)]:
            for pattern, why in COMPILED:
                found = pattern.search(text)
                if found:
                    faults.append(f"{card.id} ({field}) : {why} : « {found.group()} »")
    assert not faults, "\n".join(faults)


def test_the_checks_catch_the_faults_they_name():
    """Each check sees its fault on a card written wrong (or it proves nothing)."""
    from ludo.core.rulecards import RuleBook, RuleCard

    wrong = RuleBook(
        "seismic",
        (
            RuleCard("seismic.a", "Un titre: collé", "Une phrase  double, sans fin"),
            RuleCard("seismic.b", "Un titre", "«Collé» , puis ; rien ."),
            RuleCard("seismic.c", "Le Big One", "Le séisme 6,0 arrive (cases 6 à 11)."),
        ),
    )
    faults = "\n".join(typography_faults(wrong))
    for why in (
        "pas d'espace avant",
        "deux espaces",
        "ne finit pas",
        "pas d'espace après « « »",
        "une espace avant « , »",
    ):
        assert why in faults, why
    hits = [why for card in wrong for pattern, why in COMPILED if pattern.search(card.text)]
    assert any("Seismic" in why for why in hits)
    # a decimal or a coordinate is not punctuation
    right = RuleBook(
        "seismic", (RuleCard("seismic.d", "Un titre", "La case « 2,0 » et 2,9 ; bien."),)
    )
    assert typography_faults(right) == []
