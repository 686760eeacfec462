"""Rule cards: the « Pourquoi ? » behind every refusal, every score line and every decision.

The engines cite rules by id: a refused move carries ``IllegalMove.rule``
(``"seismic.contacts"``), a score line its ``ScoreLine.rule`` (``"atacama.column"``),
and the docstrings number the interpretation decisions (Atacama's A1, Seismic's S21,
Barrage's G12 or « §12 #27 »). Each game declares all of them in **one book**, read from
data files by :func:`load_book`: one card per id, written in French in our own words,
with a picture or a tiny position made by the library, the notebooks that teach the rule,
and, for a decision, what the rulebook leaves open.

Where the texts live (package data, shipped in the wheel)::

    ludo/<game>/cards/
        fr/<name>.md        one card per file: a TOML header, then the French text
        examples.toml       the examples: a drawing's name, a position, the highlights
                            (a large game may split them: every *.toml file here)
        positions/*.json    exact saves of the positions no move list reaches

A card's header (:data:`CARD_KEYS`)::

    +++
    id = "atacama.not_adjacent"      # the id the code cites (or "atacama:A5")
    kind = "rule"                    # "rule" (the rulebook is clear) or "decision"
    title = "Deux puits ne se touchent jamais par un côté"
    keywords = ["voisin", "diagonale"]
    where = ["atacama/01_poser_des_puits.ipynb#Les deux règles de pose"]
    example = "centre"               # a table of examples.toml
    also = []                        # other ids the same card answers for
    question = "…"                   # a decision only: what the rulebook leaves open
    [rulebook]                       # where the rulebook says it
    file = "atacama.txt"             # the rule text
    section = "Pose des puits"       # its section
    quote = "…"                      # a decision: the sentence it interprets, verbatim
    +++
    The rule in our own French words (the card's text).

An example (:data:`EXAMPLE_KEYS`) names a **drawing** of the game (a function of its
drawing module's ``CARD_PICTURES``, called with the position and ``options``) and its
position: ``setup`` (the options of ``ludo.new``) and ``moves`` (their notation), or
``save`` (a file of ``positions/``: the core's exact save, or another format a game
gives a loader for), or none (a picture of the game's data). ``earlier = k`` also hands
the drawing the position after the first ``k`` moves; ``refuse`` and ``rule`` name a
move the engine refuses there (the tests play it). A second language adds a folder
beside ``fr/`` with files of the same ids (:func:`load_book`'s ``lang``); a card it lacks
stays French.

Ids:

* a rule id is the dotted id the code cites (``"barrage.construction.cost"``); a card
  also answers for the finer ids under it (``"barrage.pending.contract"`` finds the card
  ``"barrage.pending"``) when no finer card exists;
* a decision id is ``"<game>:<ID>"`` (``"atacama:A1"``, ``"barrage:G12"``,
  ``"barrage:§12#27"``); ``RuleCard.also`` lists the other ids one card answers for
  (a Barrage decision indexed twice, as A11 and « §12 #16 »). A decision the rulebook
  turns out to settle keeps its id and becomes ``kind = "rule"``.

The core's own ids (a finished game, a move that is not legal) are in :data:`CORE`
(``ludo/core/cards/``), which every game's book falls back on.

``tests/test_rule_cards.py`` scans the source for every id the engines cite and fails
when one has no card, or when a card names an id the code never cites.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    if sys.version_info >= (3, 11):
        from importlib.resources.abc import Traversable
    else:  # pragma: no cover
        from importlib.abc import Traversable

from . import messages as msg
from . import texts
from .errors import InvalidData, LudoError
from .french import fold

#: A notebook reference: ``"barrage/04_construire.ipynb"``, optionally followed by
#: ``"#"`` and the exact title of a markdown heading of that notebook.
NOTEBOOK_REF = re.compile(r"^[a-z_]+/[0-9a-z_]+\.ipynb(#.+)?$")
#: A decision id: the game, a colon, the id as the docstrings write it.
DECISION_ID = re.compile(r"^[a-z]+:(§12#[0-9]+|[A-Z][0-9]+[a-z]?)$")
RULE_ID = re.compile(r"^[a-z]+(\.[a-z0-9_]+)*$")
KINDS = ("rule", "decision")
#: The keys of a card's header (``id``, ``kind``, ``title`` required).
CARD_KEYS = {
    "id",
    "kind",
    "title",
    "keywords",
    "where",
    "example",
    "also",
    "question",
    "rulebook",
}
#: The keys of a card's ``[rulebook]`` table: which rule text, where in it, and (for a
#: decision) the sentence or two it interprets, quoted exactly.
RULEBOOK_KEYS = {"file", "section", "quote"}
#: A rule text's file name (``"barrage-livret-et-automa.txt"``).
RULE_TEXT = re.compile(r"^[a-z0-9-]+\.txt$")
#: The keys of an example's table (``drawing`` required).
EXAMPLE_KEYS = {"drawing", "setup", "moves", "save", "options", "earlier", "refuse", "rule"}
#: The language of the texts the project is written in.
LANG = "fr"


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
        The name of the game's example that illustrates the card (a table of its
        ``examples.toml``); empty when the text holds its own tiny example.
    open_question : str
        For a decision: what the rulebook leaves open, in French (the header's
        ``question``). Empty for a rule.
    keywords : tuple of str
        More French words a search should find the card by (« cadre rouge »).
    also : tuple of str
        Other ids this card answers for.
    kind : str
        ``"rule"`` or ``"decision"``; by default, a decision exactly when the id has a
        colon (a data file always says it).
    rulebook : tuple of (str, str, str)
        Where the rulebook says it: the rule text's file name, its section and, for a
        decision, the sentence or two of it the decision interprets, quoted exactly (kept
        apart from ``text``, which is in our own words); empty when not given.
    source : str
        Where the card was read (« barrage/cards/fr/G12.md »), for error messages.
    """

    id: str
    title: str
    text: str
    where: tuple[str, ...] = ()
    example: str = ""
    open_question: str = ""
    keywords: tuple[str, ...] = ()
    also: tuple[str, ...] = ()
    kind: str = ""
    rulebook: tuple[str, str, str] = ("", "", "")
    source: str = field(default="", compare=False)

    def __post_init__(self) -> None:
        if not self.kind:
            object.__setattr__(self, "kind", "decision" if ":" in self.id else "rule")

    @property
    def is_decision(self) -> bool:
        """True for an interpretation decision (what the rulebook leaves open)."""
        return self.kind == "decision"

    @property
    def ids(self) -> tuple[str, ...]:
        """Every id this card answers for."""
        return (self.id, *self.also)

    @property
    def quote(self) -> str:
        """The rulebook's sentence the card rests on, quoted exactly (or ``""``)."""
        return self.rulebook[2]

    @property
    def section(self) -> str:
        """The rulebook's section that says it (or ``""``)."""
        return self.rulebook[1]


@dataclass(frozen=True)
class Example:
    """An example as data: a drawing of the game, its position and the highlights.

    ``drawing`` names a function of the game's drawing module's ``CARD_PICTURES``;
    the position is ``save`` (a file of the cards' ``positions/``), or ``setup`` and
    ``moves`` (notation), or none; ``options`` go to the drawing as keywords;
    ``earlier`` hands the drawing the position after that many moves too;
    ``refuse`` is a move the engine refuses at the position, naming ``rule``.
    """

    name: str
    drawing: str
    setup: Mapping[str, Any] | None = None
    moves: tuple[str, ...] = ()
    save: str = ""
    options: Mapping[str, Any] = field(default_factory=dict)
    earlier: int | None = None
    refuse: str = ""
    rule: str = ""
    source: str = field(default="", compare=False)

    @property
    def has_position(self) -> bool:
        """True when the example draws a position (not only the game's data)."""
        return bool(self.save) or self.setup is not None or bool(self.moves)


@dataclass
class RuleBook:
    """The table of a game's rule cards, with the examples they show.

    ``parent`` is the book consulted for ids this one lacks (the core's :data:`CORE`).
    ``examples`` maps an example's name to an :class:`Example` (data) or to a function
    returning its picture (a book built by hand, in tests). ``files`` is the cards'
    folder (for ``positions/``), ``loaders`` the position loaders by save format
    (``"ludo"`` is the core's :func:`~ludo.core.registry.from_json`).
    Building a book checks it: unique ids, well-formed ids and notebook references,
    a title and a text on every card, a known example, a kind that matches the question.
    """

    game: str
    cards: tuple[RuleCard, ...]
    examples: Mapping[str, Example | Callable[[], Any]] = field(default_factory=dict)
    parent: RuleBook | None = None
    files: Traversable | Path | None = None
    loaders: Mapping[str, Callable[[dict[str, Any]], Any]] = field(default_factory=dict)
    _by_id: dict[str, RuleCard] = field(init=False, repr=False)
    _made: dict[tuple[str, str], Any] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self._by_id = {}
        self._made = {}
        for card in self.cards:
            problem = self._problem(card)
            if problem:
                text = msg.RULECARD_BAD.format(game=self.game, id=card.id, problem=problem)
                if card.source:
                    text = f"{texts.where(card.source)} : {text}"
                raise InvalidData(text, field=card.id)
            for rid in card.ids:
                if rid in self._by_id:
                    raise InvalidData(msg.RULECARD_TWICE.format(game=self.game, id=rid), field=rid)
                self._by_id[rid] = card

    def _problem(self, card: RuleCard) -> str:
        for rid in card.ids:
            if not (DECISION_ID.match(rid) or RULE_ID.match(rid)):
                return msg.RULECARD_BAD_ID.format(id=rid)
        if card.kind not in KINDS:
            return msg.RULECARD_BAD_KIND.format(kind=card.kind)
        if not card.title.strip() or not card.text.strip():
            return msg.RULECARD_NO_TEXT
        if card.is_decision and not card.open_question.strip():
            return msg.RULECARD_NO_QUESTION
        if not card.is_decision and card.open_question:
            return msg.RULECARD_QUESTION_OF_RULE
        if card.example and self._example_of(card.example) is None:
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

    # -- examples -------------------------------------------------------------------------
    def _example_of(self, name: str) -> tuple[RuleBook, Example | Callable[[], Any]] | None:
        book: RuleBook | None = self
        while book is not None:
            if name in book.examples:
                return book, book.examples[name]
            book = book.parent
        return None

    def spec(self, name: str) -> Example:
        """The :class:`Example` named ``name`` (a French error when there is none)."""
        found = self._example_of(name)
        if found is None or not isinstance(found[1], Example):
            raise InvalidData(msg.RULECARD_NO_EXAMPLE.format(example=name), field=name)
        return found[1]

    def position(self, name: str, moves: int | None = None) -> Any:
        """The position of the example ``name`` (a game state, or what a game's loader
        builds from a save), after its first ``moves`` moves when given; ``None`` for an
        example of the game's data only. A position that does not load raises
        :class:`InvalidData` naming the examples' file and the example's line."""
        spec = self.spec(name)
        key = (name, "" if moves is None else str(moves))
        if key not in self._made:
            self._made[key] = self._build(spec, moves)
        return self._made[key]

    def _build(self, spec: Example, upto: int | None) -> Any:
        from .registry import from_json, new

        def bad(problem: str) -> InvalidData:
            where = spec.source or f"{self.game}/cards/examples.toml"
            return InvalidData(
                msg.TEXT_BAD.format(
                    where=where,
                    problem=msg.RULECARD_BAD_EXAMPLE.format(name=spec.name, problem=problem),
                ),
                field=spec.name,
            )

        if spec.save:
            if self.files is None:
                raise bad(msg.RULECARD_BAD_SAVE.format(save=spec.save, reason="?"))
            try:
                text = (self.files / "positions" / spec.save).read_text(encoding="utf-8")
                doc = json.loads(text)
                kind = doc.get("format", "") if isinstance(doc, dict) else ""
                if kind == "ludo":
                    state = from_json(text, game=self.game)
                elif kind in self.loaders:
                    state = self.loaders[kind](doc)
                else:
                    raise InvalidData(msg.RULECARD_NO_SAVE_FORMAT.format(format=kind))
            except (OSError, ValueError, LudoError) as exc:
                raise bad(msg.RULECARD_BAD_SAVE.format(save=spec.save, reason=exc)) from None
        elif spec.setup is not None or spec.moves:
            try:
                state = new(self.game, **dict(spec.setup or {}))
            except LudoError as exc:
                raise bad(msg.RULECARD_BAD_SETUP.format(reason=exc)) from None
        else:
            return None
        for n, move in enumerate(spec.moves[:upto], start=1):
            try:
                state = state.play(move)
            except LudoError as exc:
                raise bad(msg.RULECARD_BAD_MOVE.format(n=n, move=move, reason=exc)) from None
        return state

    def picture(self, name: str) -> Any:
        """The picture of the example ``name``: its drawing (the game's
        ``CARD_PICTURES``) called with its position and options; made once."""
        found = self._example_of(name)
        if found is None:
            raise InvalidData(msg.RULECARD_NO_EXAMPLE.format(example=name), field=name)
        book, spec = found
        if not isinstance(spec, Example):
            return spec()
        key = (name, "picture")
        if key not in book._made:
            book._made[key] = book._draw(spec)
        return book._made[key]

    def drawing(self, spec: Example) -> Callable[..., Any]:
        """The drawing function ``spec`` names (a French error if the game has none)."""
        from .state import draw_module

        pictures = getattr(draw_module(self.game), "CARD_PICTURES", {})
        if spec.drawing not in pictures:
            raise InvalidData(
                msg.TEXT_BAD.format(
                    where=spec.source or self.game,
                    problem=msg.RULECARD_BAD_EXAMPLE.format(
                        name=spec.name, problem=msg.RULECARD_NO_DRAWING.format(drawing=spec.drawing)
                    ),
                ),
                field=spec.name,
            )
        return pictures[spec.drawing]

    def _draw(self, spec: Example) -> Any:
        draw = self.drawing(spec)
        options = dict(spec.options)
        if spec.earlier is not None:
            options["earlier"] = self.position(spec.name, spec.earlier)
        if spec.has_position:
            return draw(self.position(spec.name), **options)
        return draw(**options)

    def example(self, card: RuleCard) -> Any:
        """The picture or position that illustrates ``card`` (``None`` if it has none)."""
        return self.picture(card.example) if card.example else None


# -- the loader ----------------------------------------------------------------------------
def _card(doc: texts.Document, game: str) -> RuleCard:
    texts.check_keys(doc, CARD_KEYS, {"id", "kind", "title"})
    if not doc.body:
        raise doc.error(msg.TEXT_NO_BODY)
    rid = texts.string(doc, "id")
    if not (rid.startswith(f"{game}.") or rid.startswith(f"{game}:") or game == "core"):
        raise doc.error(msg.RULECARD_BAD_ID.format(id=rid), "id")
    return RuleCard(
        id=rid,
        rulebook=_rulebook(doc),
        title=texts.string(doc, "title"),
        text=doc.body,
        where=texts.strings(doc, "where"),
        example=texts.string(doc, "example", ""),
        open_question=texts.paragraphs(texts.string(doc, "question", "")),
        keywords=texts.strings(doc, "keywords"),
        also=texts.strings(doc, "also"),
        kind=texts.string(doc, "kind"),
        source=doc.path,
    )


def _rulebook(doc: texts.Document) -> tuple[str, str, str]:
    table = doc.header.get("rulebook")
    if table is None:
        return ("", "", "")
    if not isinstance(table, dict):
        raise doc.error(msg.TEXT_NOT_TABLE.format(key="rulebook"), "rulebook")
    for key, value in table.items():
        if key not in RULEBOOK_KEYS:
            allowed = ", ".join(sorted(RULEBOOK_KEYS))
            raise doc.error(msg.TEXT_UNKNOWN_KEY.format(key=key, allowed=allowed), key)
        if not isinstance(value, str):
            raise doc.error(msg.TEXT_NOT_STRING.format(key=key), key)
    for key in ("file", "section"):
        if not table.get(key, "").strip():
            raise doc.error(msg.TEXT_MISSING_KEY.format(key=f"rulebook.{key}"), "rulebook")
    if not RULE_TEXT.match(table["file"]):
        raise doc.error(msg.RULECARD_BAD_RULE_TEXT.format(file=table["file"]), "file")
    quote = " ".join(table.get("quote", "").split())
    return (table["file"], " ".join(table["section"].split()), quote)


def _example(name: str, table: Any, path: str, raw: str) -> Example:
    line = texts.table_line(raw, name)

    def bad(problem: str, key: str | None = None) -> InvalidData:
        at = (texts.table_line(raw, key, after=line) or line) if key else line
        return texts.fail(
            path, at, msg.RULECARD_BAD_EXAMPLE.format(name=name, problem=problem), name
        )

    if not isinstance(table, dict):
        raise bad(msg.TEXT_NOT_TABLE.format(key=name))
    for key in table:
        if key not in EXAMPLE_KEYS:
            allowed = ", ".join(sorted(EXAMPLE_KEYS))
            raise bad(msg.TEXT_UNKNOWN_KEY.format(key=key, allowed=allowed), key)
    if not isinstance(table.get("drawing"), str):
        raise bad(msg.TEXT_MISSING_KEY.format(key="drawing"))
    for key in ("setup", "options"):
        if key in table and not isinstance(table[key], dict):
            raise bad(msg.TEXT_NOT_TABLE.format(key=key), key)
    if "setup" in table and "seed" not in table["setup"]:
        raise bad(msg.RULECARD_NO_SEED, "setup")
    moves = table.get("moves", ())
    if isinstance(moves, str):
        moves = moves.split()
    if not isinstance(moves, (list, tuple)) or not all(isinstance(m, str) for m in moves):
        raise bad(msg.TEXT_NOT_STRINGS.format(key="moves"), "moves")
    for key in ("save", "refuse", "rule"):
        if not isinstance(table.get(key, ""), str):
            raise bad(msg.TEXT_NOT_STRING.format(key=key), key)
    earlier = table.get("earlier")
    if earlier is not None and (not isinstance(earlier, int) or not 0 <= earlier <= len(moves)):
        raise bad(msg.TEXT_NOT_STRING.format(key="earlier"), "earlier")
    return Example(
        name=name,
        drawing=table["drawing"],
        setup=table.get("setup"),
        moves=tuple(moves),
        save=table.get("save", ""),
        options=table.get("options", {}),
        earlier=earlier,
        refuse=table.get("refuse", ""),
        rule=table.get("rule", ""),
        source=texts.where(path, line),
    )


def read_examples(folder: Traversable | Path, path: str) -> dict[str, Example]:
    """The examples of a cards folder: the tables of every ``*.toml`` file in it
    (``examples.toml``, or one file per part of a large game), each name once."""
    out: dict[str, Example] = {}
    if not folder.is_dir():
        return out
    for file in sorted(folder.iterdir(), key=lambda e: e.name):
        if not (file.name.endswith(".toml") and file.is_file()):
            continue
        name = f"{path}/{file.name}"
        data, raw = texts.read_table(file, name)
        for key, table in data.items():
            if key in out:
                raise texts.fail(
                    name, texts.table_line(raw, key), msg.RULECARD_EXAMPLE_TWICE.format(name=key)
                )
            out[key] = _example(key, table, name, raw)
    return out


def read_cards(folder: Traversable | Path, path: str, game: str) -> list[RuleCard]:
    """The cards of one language folder (every ``*.md`` file of it)."""
    return [_card(doc, game) for doc in texts.documents(folder, path)]


def load_book(
    game: str,
    package: str | None = None,
    *,
    parent: RuleBook | None = None,
    lang: str = LANG,
    loaders: Mapping[str, Callable[[dict[str, Any]], Any]] | None = None,
    folder: Traversable | Path | None = None,
) -> RuleBook:
    """The rule book of ``game``, read from its data files (``ludo/<game>/cards/``).

    Parameters
    ----------
    game : str
        The game (``"atacama"``), or ``"core"`` for the core's own cards.
    package : str, optional
        The package holding the ``cards/`` folder (``"ludo.<game>"`` by default).
    parent : RuleBook, optional
        The book consulted for ids this one lacks (games: :data:`CORE`).
    lang : str
        The language folder: ``"fr"``; another one overrides the French cards it has
        (same ids) and the others stay French.
    loaders : mapping, optional
        Position loaders by the ``format`` of a save that is not the core's.
    folder : path, optional
        Another cards folder (tests).

    A file that does not read, an unknown or missing field, an id of another game, a
    decision without its question raise :class:`InvalidData` naming the file and the line.
    """
    root = folder if folder is not None else texts.texts_root(package or f"ludo.{game}") / "cards"
    label = f"{game}/cards"
    cards = read_cards(root / LANG, f"{label}/{LANG}", game)
    if lang != LANG:
        translated = {c.id: c for c in read_cards(root / lang, f"{label}/{lang}", game)}
        cards = [translated.get(c.id, c) for c in cards]
    return RuleBook(
        game,
        tuple(cards),
        read_examples(root, label),
        parent=parent,
        files=root,
        loaders=dict(loaders or {}),
    )


def core_cards(cards: Iterable[RuleCard] = ()) -> RuleBook:
    """The core's book (ids every game may cite), with ``cards`` added (for tests)."""
    return RuleBook("core", (*CORE.cards, *cards))


#: The core's book: every game's book falls back on it.
CORE = load_book("core", "ludo.core")
