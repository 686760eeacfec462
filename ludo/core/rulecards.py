"""Rule cards: the « Pourquoi ? » behind every refusal, every score line and every decision.

The engines cite rules by id: a refused move carries ``IllegalMove.rule``
(``"seismic.contacts"``), a score line its ``ScoreLine.rule`` (``"atacama.column"``),
and the docstrings number the interpretation decisions (Atacama's A1, Seismic's S21,
Barrage's G12 or « §12 #27 »). Each game declares all of them in **one table**, its
:class:`RuleBook` (``ludo/<game>/rulecards.py``): one :class:`RuleCard` per id, written
in French in our own words, with a picture or a tiny position made by the library,
the notebooks that teach the rule, and, for a decision, what the rulebook leaves open.

Ids:

* a rule id is the dotted id the code cites (``"barrage.construction.cost"``); a card
  also answers for the finer ids under it (``"barrage.pending.contract"`` finds the card
  ``"barrage.pending"``) when no finer card exists;
* a decision id is ``"<game>:<ID>"`` (``"atacama:A1"``, ``"barrage:G12"``,
  ``"barrage:§12#27"``); ``RuleCard.also`` lists the other ids one card answers for
  (a Barrage decision indexed twice, as A11 and « §12 #16 »).

The core's own ids (a finished game, a move that is not legal) are in :data:`CORE`,
which every game's book falls back on.

``tests/test_rule_cards.py`` scans the source for every id the engines cite and fails
when one has no card, or when a card names an id the code never cites.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from . import messages as msg
from .errors import InvalidData
from .french import fold

#: A notebook reference: ``"barrage/04_construire.ipynb"``, optionally followed by
#: ``"#"`` and the exact title of a markdown heading of that notebook.
NOTEBOOK_REF = re.compile(r"^[a-z_]+/[0-9a-z_]+\.ipynb(#.+)?$")
#: A decision id: the game, a colon, the id as the docstrings write it.
DECISION_ID = re.compile(r"^[a-z]+:(§12#[0-9]+|[A-Z][0-9]+[a-z]?)$")
RULE_ID = re.compile(r"^[a-z]+(\.[a-z0-9_]+)*$")


@dataclass(frozen=True)
class RuleCard:
    """One rule, told in French for a player who asked « Pourquoi ? ».

    Parameters
    ----------
    id : str
        The rule id the code cites (``"eau.leak"``) or a decision id (``"eau:E12"``).
    title : str
        A short French title (« Une fuite coûte un point »).
    text : str
        The rule in our own words: two to five plain French sentences, never copied
        from the rulebook.
    where : tuple of str
        The notebooks that teach it (:data:`NOTEBOOK_REF`), first the best one.
    example : str
        The key of the game's example that illustrates the card (a function of the
        book's ``examples`` returning a matplotlib figure, an SVG/HTML string or a
        game state); empty when the text holds its own tiny example.
    open_question : str
        For a decision: what the rulebook leaves open, in French. Empty for a rule
        the rulebook states clearly.
    keywords : tuple of str
        More French words a search should find the card by (« cadre rouge »).
    also : tuple of str
        Other ids this card answers for.
    """

    id: str
    title: str
    text: str
    where: tuple[str, ...] = ()
    example: str = ""
    open_question: str = ""
    keywords: tuple[str, ...] = ()
    also: tuple[str, ...] = ()

    @property
    def is_decision(self) -> bool:
        """True for an interpretation decision (its id has a colon)."""
        return ":" in self.id

    @property
    def ids(self) -> tuple[str, ...]:
        """Every id this card answers for."""
        return (self.id, *self.also)


@dataclass
class RuleBook:
    """The table of a game's rule cards, with the examples they show.

    ``parent`` is the book consulted for ids this one lacks (the core's :data:`CORE`).
    Building a book checks it: unique ids, well-formed ids and notebook references,
    a title and a text on every card, a known example key.
    """

    game: str
    cards: tuple[RuleCard, ...]
    examples: Mapping[str, Callable[[], Any]] = field(default_factory=dict)
    parent: RuleBook | None = None
    _by_id: dict[str, RuleCard] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self._by_id = {}
        for card in self.cards:
            problem = self._problem(card)
            if problem:
                raise InvalidData(
                    msg.RULECARD_BAD.format(game=self.game, id=card.id, problem=problem),
                    field=card.id,
                )
            for rid in card.ids:
                if rid in self._by_id:
                    raise InvalidData(msg.RULECARD_TWICE.format(game=self.game, id=rid), field=rid)
                self._by_id[rid] = card

    def _problem(self, card: RuleCard) -> str:
        for rid in card.ids:
            if not (DECISION_ID.match(rid) or RULE_ID.match(rid)):
                return msg.RULECARD_BAD_ID.format(id=rid)
        if not card.title.strip() or not card.text.strip():
            return msg.RULECARD_NO_TEXT
        if card.example and card.example not in self.examples:
            return msg.RULECARD_NO_EXAMPLE.format(example=card.example)
        for ref in card.where:
            if not NOTEBOOK_REF.match(ref):
                return msg.RULECARD_BAD_WHERE.format(where=ref)
        return ""

    def __iter__(self) -> Iterator[RuleCard]:
        return iter(self.cards)

    def __len__(self) -> int:
        return len(self.cards)

    def __contains__(self, rule_id: object) -> bool:
        return isinstance(rule_id, str) and self.find(rule_id) is not None

    def ids(self) -> set[str]:
        """Every id this book (not its parent) answers for exactly."""
        return set(self._by_id)

    def find(self, rule_id: str | None) -> RuleCard | None:
        """The card of ``rule_id``: the exact id, else the nearest dotted parent id
        (``"barrage.pending.contract"`` → ``"barrage.pending"``), else the parent book's;
        ``None`` when nothing answers."""
        if not rule_id:
            return None
        rid = rule_id
        while True:
            if rid in self._by_id:
                return self._by_id[rid]
            if "." not in rid:
                break
            rid = rid.rsplit(".", 1)[0]
        return self.parent.find(rule_id) if self.parent is not None else None

    def card(self, rule_id: str) -> RuleCard:
        """Like :meth:`find`, but a French error for an id nobody answers for."""
        found = self.find(rule_id)
        if found is None:
            raise InvalidData(msg.RULECARD_UNKNOWN.format(game=self.game, id=rule_id))
        return found

    def search(self, words: str) -> list[RuleCard]:
        """The cards holding every word of ``words`` (case and accents ignored) in
        their title, text, keywords or id; all of them for an empty search."""
        needles = fold(words).split()
        found = []
        for card in self.cards:
            hay = fold(
                " ".join((card.title, card.text, card.open_question, *card.keywords, *card.ids))
            )
            if all(n in hay for n in needles):
                found.append(card)
        return found

    def example(self, card: RuleCard) -> Any:
        """The picture or position that illustrates ``card`` (``None`` if it has none)."""
        if not card.example:
            return None
        book: RuleBook | None = self
        while book is not None:
            if card.example in book.examples:
                return book.examples[card.example]()
            book = book.parent
        return None


def core_cards(cards: Iterable[RuleCard] = ()) -> RuleBook:
    """The core's book (ids every game may cite), with ``cards`` added (for tests)."""
    return RuleBook("core", (*_CORE_CARDS, *cards))


_CORE_CARDS = (
    RuleCard(
        "game.over",
        msg.RULECARD_GAME_OVER_TITLE,
        msg.RULECARD_GAME_OVER_TEXT,
        keywords=("fin", "terminée"),
    ),
    RuleCard(
        "move.legal",
        msg.RULECARD_MOVE_LEGAL_TITLE,
        msg.RULECARD_MOVE_LEGAL_TEXT,
        keywords=("interdit", "permis"),
    ),
)

#: The core's book: every game's book falls back on it.
CORE = core_cards()
