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
section names a heading of the text as it is written there; « — » separates a heading from
a heading under it (« JEU DE BASE — Fin de la partie »).
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
#: quotes, every card names its section) runs on them. Barrage joins when its cards carry
#: their quotes.
DONE = {"atacama", "eau", "seismic"}
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


def section_missing(card: RuleCard) -> list[str]:
    """The headings of the card's section that its rule text does not hold (case and
    accents aside: a heading in capitals often drops its accents)."""
    text = fold(rule_text(card.rulebook[0])[0])
    return [h for h in card.section.split(SUBSECTION) if fold(normal(h)) not in text]


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
