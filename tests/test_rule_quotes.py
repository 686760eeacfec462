"""Every rule card says where the rulebook says it, and every quotation is the rulebook's.

A decision card carries, apart from its text in our own words, the sentence or two of the
rulebook it interprets (``[rulebook] quote``) and where it stands (``file``, ``section``); a
rule card names its file and section (a quotation is optional there). The quotations are
checked against the rule texts themselves, which are not part of the project: they are read
from ``LUDO_RULES`` when set, else from ``../shared/rules/`` beside the project's root.
When they are absent, the check says so and is skipped (the cards' own fields are still
checked).

A quotation is exact up to line breaks, spaces, typographic apostrophes, the bold marks
(``**``) of the text files and a word cut by a hyphen at a line's end; « […] » between two
passages of it leaves out what stands between them (each passage is found, in order). A
section names a heading of the text as it is written there, case and accents aside; « — »
separates a heading from a heading under it (« JEU DE BASE — Fin de la partie »), found
after it in the text.

A card's own words (its title, text and open question) never copy a run of eight words of
the rule texts: the rulebook's words are in ``quote`` only.
"""

from __future__ import annotations

import importlib
import os
import re
import unicodedata
from functools import cache
from pathlib import Path

import pytest

from ludo.core.french import fold
from ludo.core.rulecards import RuleCard

ROOT = Path(__file__).resolve().parents[1]
GAMES = ("atacama", "barrage", "eau", "seismic")
#: The games whose cards carry their quotations: the completeness check (every decision
#: quotes, every card names its section) runs on them.
DONE = {"atacama", "barrage", "eau", "seismic"}
#: The rule texts each game's cards may quote.
TEXTS = {
    "atacama": ("atacama.txt",),
    "barrage": ("barrage-livret-et-automa.txt", "barrage-aide-de-jeu.txt"),
    "eau": ("eau-coeur-d-essonne.txt",),
    "seismic": ("seismic.txt",),
}
#: « […] »: the words left out between two passages of one quotation.
ELISION = re.compile(r"\s*\[(?:…|\.\.\.)\]\s*")
#: « — »: a heading, then a heading under it.
SUBSECTION = " — "
#: A quotation is one or two sentences: never longer than this (characters).
LONGEST_QUOTE = 450
#: Runs of this many words of a card's own text found in a rule text are a copy.
COPIED_WORDS = 8


def rules_folder() -> Path | None:
    given = os.environ.get("LUDO_RULES")
    folder = Path(given) if given else ROOT.parent / "shared" / "rules"
    return folder if folder.is_dir() else None


def normal(text: str) -> str:
    """Text compared as read: the same letters, whatever the line breaks, the typographic
    apostrophes, the bold marks and the spaces (a quotation is exact up to them)."""
    text = unicodedata.normalize("NFKC", text).replace("\u2019", "'").replace("\u00ad", "")
    return " ".join(text.replace("**", "").split())


@cache
def rule_text(name: str) -> tuple[str, str]:
    """A rule text as read, and the same with the words cut at a line's end joined."""
    folder = rules_folder()
    assert folder is not None
    raw = (folder / name).read_text(encoding="utf-8")
    return normal(raw), normal(re.sub(r"(\w)-\s*\n\s*(\w)", r"\1\2", raw))


def quoted_in(quote: str, text: str) -> bool:
    """True when every passage of ``quote`` (split at « […] ») is in ``text``, in order."""
    at = 0
    for passage in ELISION.split(quote):
        found = text.find(normal(passage), at)
        if found < 0:
            return False
        at = found + len(normal(passage))
    return True


def found(card: RuleCard) -> bool:
    """True when the card's quotation is word for word in its rule text."""
    return any(quoted_in(card.quote, text) for text in rule_text(card.rulebook[0]))


@cache
def folded(name: str) -> str:
    """A rule text as read, case and accents aside (a heading « PROCEDURE » is « Procédure »)."""
    return fold(rule_text(name)[0])


def section_missing(card: RuleCard) -> list[str]:
    """The headings of the card's section that its rule text does not hold, each looked for
    after the one before it (case and accents aside)."""
    text, at, missing = folded(card.rulebook[0]), 0, []
    for heading in card.section.split(SUBSECTION):
        found = text.find(fold(normal(heading)), at)
        if found < 0:
            missing.append(heading)
        else:
            at = found
    return missing


def words(text: str) -> list[str]:
    return re.findall(r"\w+", fold(normal(text)))


@cache
def runs(name: str) -> frozenset[tuple[str, ...]]:
    """Every run of :data:`COPIED_WORDS` words of the rule text ``name``."""
    text = words(rule_text(name)[1])
    n = COPIED_WORDS
    return frozenset(tuple(text[i : i + n]) for i in range(len(text) - n + 1))


def copied(text: str, name: str) -> list[str]:
    """The runs of :data:`COPIED_WORDS` words of ``text`` that stand in the rule text ``name``."""
    mine, book, n = words(text), runs(name), COPIED_WORDS
    return [
        " ".join(mine[i : i + n])
        for i in range(len(mine) - n + 1)
        if tuple(mine[i : i + n]) in book
    ]


def book(game: str):
    return importlib.import_module(f"ludo.{game}.rulecards").BOOK


def skip_without_the_texts() -> None:
    if rules_folder() is None:
        pytest.skip(
            "Textes des règles absents (ni LUDO_RULES ni ../shared/rules/) : "
            "les citations des fiches ne sont pas comparées aux règles."
        )


@pytest.mark.parametrize("game", sorted(DONE))
def test_every_card_says_where_the_rulebook_says_it(game):
    """(a) A decision quotes the passage it reads, a rule names its file and section."""
    faults = []
    for card in book(game):
        file, section, quote = card.rulebook
        if file not in TEXTS[game]:
            faults.append(f"{card.source}: [rulebook] file « {file} » is not a rule text of {game}")
        if not section:
            faults.append(f"{card.source}: [rulebook] section is missing")
        if card.is_decision and not quote:
            faults.append(f"{card.source}: a decision quotes the rulebook passage it interprets")
        if len(quote) > LONGEST_QUOTE:
            faults.append(f"{card.source}: quote one or two sentences, not a page")
    assert not faults, "\n".join(faults)


@pytest.mark.parametrize("game", GAMES)
def test_every_quotation_is_the_rulebook_word_for_word(game):
    """(b) Checked against the rule texts themselves, skipped plainly without them."""
    skip_without_the_texts()
    quoted = [card for card in book(game) if card.quote]
    if game in DONE:
        assert quoted, f"{game}: no card quotes the rulebook"
    wrong = []
    for card in quoted:
        file = card.rulebook[0]
        assert file in TEXTS[game], f"{card.id}: {file} is not a rule text of {game}"
        if not found(card):
            wrong.append(f"{card.id} ({card.source}): « {card.quote} »")
    assert not wrong, "quotations not found word for word:\n" + "\n".join(wrong)


@pytest.mark.parametrize("game", GAMES)
def test_every_section_is_a_heading_of_the_rule_text(game):
    skip_without_the_texts()
    wrong = [
        f"{card.id} ({card.source}): « {' / '.join(missing)} »"
        for card in book(game)
        if card.section and (missing := section_missing(card))
    ]
    assert not wrong, "sections not found in the rule text:\n" + "\n".join(wrong)


@pytest.mark.parametrize("game", GAMES)
def test_the_cards_speak_in_their_own_words(game):
    """The rulebook's words are in ``quote`` only: a title, a text or an open question never
    copies a run of eight words of the game's rule texts."""
    skip_without_the_texts()
    found = [
        f"{card.id} ({card.source}): « {run} »"
        for card in book(game)
        for field in (card.title, card.text, card.open_question)
        for name in TEXTS[game]
        for run in copied(field, name)
    ]
    assert not found, "copied from the rulebook:\n" + "\n".join(found)


def test_the_comparison_sees_a_changed_word_and_forgives_only_the_layout():
    """A word changed is found wrong; line breaks, bold marks, a cut word and « […] » are not."""
    skip_without_the_texts()

    def card(quote: str, section: str = "JEU DE BASE — Fin de la partie") -> RuleCard:
        return RuleCard(
            "atacama:A1", "T", "Texte.", kind="decision", rulebook=("atacama.txt", section, quote)
        )

    right = "Chaque or et chaque argent rapporte 1 point positif pour le joueur"
    assert found(card(right))
    assert found(card(right.replace(" ", "\n  ")))
    assert not found(card(right.replace("positif", "négatif")))
    assert found(card("Chaque joueur reçoit 7 puits de forage de la couleur principale."))
    assert found(card("Avec les 3 tuiles du dessus, formez un triangle. […] en diagonale."))
    assert not found(card("en diagonale. […] Avec les 3 tuiles du dessus, formez un triangle."))
    cut = RuleCard(
        "seismic:S2",
        "T",
        "Texte.",
        rulebook=("seismic.txt", "FIN DU JEU", "d'autoroute incomplètes."),
    )
    assert found(cut)
    assert section_missing(card(right, "JEU DE BASE — Fin du monde")) == ["Fin du monde"]
    assert not section_missing(card(right))
    # case and accents aside, each heading after the one before it
    tactics, advanced = "VARIANTE TACTIQUE : Préparation", "JEU AVANCÉ : Préparation"
    assert not section_missing(card(right, "variante tactique : preparation — fin de la partie"))
    assert not section_missing(card(right, f"{tactics} — {advanced}"))
    assert section_missing(card(right, f"{advanced} — {tactics}")) == [tactics]
    # eight words of the rule text are a copy, seven are not
    eight = "Chaque or et chaque argent rapporte 1 point"
    assert copied(f"Ainsi : {eight.lower()} !", "atacama.txt") == [fold(eight)]
    assert not copied(eight.rsplit(" ", 1)[0], "atacama.txt")


def test_no_texts_no_comparison(monkeypatch, tmp_path):
    """Without the rule texts, the comparisons are skipped, saying why."""
    monkeypatch.setenv("LUDO_RULES", str(tmp_path / "nowhere"))
    assert rules_folder() is None
    with pytest.raises(pytest.skip.Exception, match="Textes des règles absents"):
        skip_without_the_texts()
    monkeypatch.setenv("LUDO_RULES", str(tmp_path))
    assert rules_folder() == tmp_path
