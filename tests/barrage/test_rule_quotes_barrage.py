"""Barrage's numbered cards say where the rulebook says it, and quote it word for word.

Every card of a numbered decision (``barrage:G12``, ``barrage:§12#25``: the data files of
``ludo/barrage/cards/fr/``) carries, apart from its text in our own words, the sentence or
two of the rulebook it interprets (``[rulebook] quote``) and where it stands (``file``,
``section``). A decision the rulebook turned out to settle keeps its id and its quotation,
and becomes a rule card. The quotations and sections are checked against the rule texts
themselves, which are not part of the project: they are read from ``LUDO_RULES`` when set,
else from ``../shared/rules/`` beside the project's root. When they are absent, these
comparisons say so and are skipped; the cards' own fields are still checked.

The helpers (``rules_folder``, ``normal``, ``rule_text``) are those of
``tests/test_rule_quotes.py``, copied so that this file stands alone.
"""

from __future__ import annotations

import os
import re
import unicodedata
from functools import cache
from pathlib import Path

import pytest

from ludo.barrage.rulecards import BOOK
from ludo.core.french import fold

ROOT = Path(__file__).resolve().parents[2]
#: The rule texts Barrage's cards may quote.
TEXTS = ("barrage-livret-et-automa.txt", "barrage-aide-de-jeu.txt")
#: The numbered cards: the decisions, and the decisions the rulebook turned out to settle.
NUMBERED = [card for card in BOOK if ":" in card.id]
#: The decisions the rules expert found the rulebook settles (issue 29 §1): rules now,
#: under their old ids.
SETTLED = ("G12", "M2", "W2", "C3", "S1", "S2", "S3", "G8", "P1")
#: A section names its heading, and the subheading under it after « — ».
SECTION_PARTS = " — "
#: Runs of this many words of a card's own text found in the rulebook are a copy.
COPIED_WORDS = 8
ABSENT = (
    "Textes des règles absents (ni LUDO_RULES ni ../shared/rules/) : "
    "les citations des fiches de Barrage ne sont pas comparées aux règles."
)


def rules_folder() -> Path | None:
    given = os.environ.get("LUDO_RULES")
    folder = Path(given) if given else ROOT.parent / "shared" / "rules"
    return folder if folder.is_dir() else None


def normal(text: str) -> str:
    """Text compared as read: the same letters, whatever the line breaks, the typographic
    apostrophes and the spaces (a quotation is exact up to them)."""
    text = unicodedata.normalize("NFKC", text).replace("\u2019", "'").replace("\u00ad", "")
    return " ".join(text.split())


@cache
def rule_text(name: str) -> tuple[str, str]:
    """A rule text as read, and the same with the words cut at a line's end joined."""
    folder = rules_folder()
    assert folder is not None
    raw = (folder / name).read_text(encoding="utf-8")
    return normal(raw), normal(re.sub(r"(\w)-\s*\n\s*(\w)", r"\1\2", raw))


def quoted_in(quote: str, name: str) -> bool:
    return any(normal(quote) in text for text in rule_text(name))


@cache
def folded(name: str) -> str:
    return fold(rule_text(name)[0])


def section_in(section: str, name: str) -> bool:
    """Whether the heading, then each subheading after it, stand in the rule text (case
    and accents aside)."""
    text, at = folded(name), 0
    for part in section.split(SECTION_PARTS):
        at = text.find(fold(normal(part)), at)
        if at < 0:
            return False
    return True


def words(text: str) -> list[str]:
    return re.findall(r"\w+", fold(normal(text)))


@cache
def runs(name: str, n: int = COPIED_WORDS) -> frozenset[tuple[str, ...]]:
    """Every run of ``n`` words of the rule text ``name``."""
    text = words(rule_text(name)[1])
    return frozenset(tuple(text[i : i + n]) for i in range(len(text) - n + 1))


def copied(text: str, name: str, n: int = COPIED_WORDS) -> list[str]:
    """The runs of ``n`` words of ``text`` that stand in the rule text ``name``."""
    mine = words(text)
    book = runs(name, n)
    return [
        " ".join(mine[i : i + n])
        for i in range(len(mine) - n + 1)
        if tuple(mine[i : i + n]) in book
    ]


def need_texts() -> None:
    if rules_folder() is None:
        pytest.skip(ABSENT)


def test_the_numbered_cards_are_all_read():
    assert len(NUMBERED) == 63
    assert {card.source.rsplit("/", 1)[-1] for card in NUMBERED} >= {"G12.md", "s12-25.md"}


@pytest.mark.parametrize("card", NUMBERED, ids=lambda c: c.id)
def test_every_numbered_card_quotes_the_rulebook_and_says_where(card):
    file, section, quote = card.rulebook
    assert file in TEXTS, f"{card.id} ({card.source}): {file!r} is not a rule text of Barrage"
    assert section.strip(), f"{card.id}: which section of {file}?"
    assert quote.strip(), f"{card.id}: the rulebook's sentence it rests on, quoted"
    # one or two sentences, not a page
    assert len(quote) <= 450, f"{card.id}: quote one or two sentences"


@pytest.mark.parametrize("decision", SETTLED)
def test_a_decision_the_rulebook_settles_is_a_rule_under_its_id(decision):
    card = BOOK.card(f"barrage:{decision}")
    assert card.id == f"barrage:{decision}" and card.kind == "rule"
    assert not card.open_question and card.quote


def test_every_quotation_is_the_rulebook_word_for_word():
    need_texts()
    wrong = [
        f"{card.id} ({card.source}): « {card.quote} »"
        for card in NUMBERED
        if not quoted_in(card.quote, card.rulebook[0])
    ]
    assert not wrong, "quotations not found word for word:\n" + "\n".join(wrong)


def test_every_section_stands_in_its_rule_text():
    need_texts()
    wrong = [
        f"{card.id} ({card.source}): « {card.section} » in {card.rulebook[0]}"
        for card in NUMBERED
        if not section_in(card.section, card.rulebook[0])
    ]
    assert not wrong, "sections not found:\n" + "\n".join(wrong)


def test_the_cards_speak_in_their_own_words():
    """The rulebook's words are in ``quote`` only: a title, a text or a question never
    copies a run of eight words of the rule texts."""
    need_texts()
    found = [
        f"{card.id}: « {run} »"
        for card in NUMBERED
        for field in (card.title, card.text, card.open_question)
        for name in TEXTS
        for run in copied(field, name)
    ]
    assert not found, "copied from the rulebook:\n" + "\n".join(found)


def test_the_checks_see_a_wrong_quotation_a_wrong_section_and_a_copy():
    """Each comparison fails on a card written wrong (or it proves nothing)."""
    need_texts()
    card = BOOK.card("barrage:W2")
    file, section, quote = card.rulebook
    assert quoted_in(quote, file) and section_in(section, file)
    assert not quoted_in(quote.replace("Production", "Construction"), file)
    assert not quoted_in(quote, "barrage-aide-de-jeu.txt")
    assert not section_in(section + " — Annexe 7", file)
    assert copied(f"Ainsi : {quote}", file) and not copied(card.text, file)
    # a quotation is exact up to the line breaks: this one spans two lines of the text
    p7 = BOOK.card("barrage:P7")
    raw = (rules_folder() / p7.rulebook[0]).read_text(encoding="utf-8")
    assert p7.quote not in raw and quoted_in(p7.quote, p7.rulebook[0])


def test_no_texts_no_comparison(monkeypatch, tmp_path):
    """Without the rule texts, the comparisons are skipped, saying why."""
    monkeypatch.setenv("LUDO_RULES", str(tmp_path / "nowhere"))
    assert rules_folder() is None
    with pytest.raises(pytest.skip.Exception, match="Textes des règles absents"):
        need_texts()
    monkeypatch.setenv("LUDO_RULES", str(tmp_path))
    assert rules_folder() == tmp_path
