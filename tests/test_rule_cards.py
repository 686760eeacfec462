"""Every rule id the engines cite has a rule card, and every card names a real id.

The ids are read from the source, not from a list kept by hand: every string constant
of a game's package shaped like ``"<game>.something"`` (an event kind excepted), the
prefix of an f-string id (``f"barrage.pending.{kind}"`` needs a card ``barrage.pending``
or finer ones), and the numbered decisions of its docstrings (lines ``* A3 — ...`` or
``- **G12** ...``) and, for Barrage, of the « §12 » table of ``docs/decisions.md``.
"""

from __future__ import annotations

import ast
import importlib
import json
import re
from functools import cache
from pathlib import Path

import pytest

import ludo
from ludo.core.errors import InvalidData
from ludo.core.rulecards import CORE, RuleBook, RuleCard, core_cards, fold

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
GAMES = ("atacama", "barrage", "eau", "seismic")
DECISION_LINE = re.compile(r"^\s*[*-] +(?:\*\*)?([A-Z][0-9]+[a-z]?)\b(?:\*\*)?", re.M)
SECTION_12_ROW = re.compile(r"^\| *([0-9]+) *\|", re.M)


def _is_event_kind(node: ast.Constant, parents: dict[int, ast.AST]) -> bool:
    call = parents.get(id(node))
    return (
        isinstance(call, ast.Call)
        and getattr(call.func, "id", getattr(call.func, "attr", None)) == "Event"
        and bool(call.args)
        and call.args[0] is node
    )


@cache
def cited(game: str) -> tuple[frozenset[str], frozenset[str]]:
    """(rule ids, f-string prefixes) the source of ``ludo/<game>`` cites."""
    pattern = re.compile(rf"^({game}|game|move)(\.[a-z0-9_]+)+$")
    ids: set[str] = set()
    prefixes: set[str] = set()
    for path in sorted((ROOT / "ludo" / game).rglob("*.py")):
        if path.name.startswith("rulecards"):  # the card tables and their examples
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        parents = {
            id(child): node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)
        }
        for node in ast.walk(tree):
            if isinstance(node, ast.JoinedStr) and node.values:
                head = node.values[0]
                if isinstance(head, ast.Constant) and str(head.value).startswith(f"{game}."):
                    prefixes.add(str(head.value).rstrip("."))
            elif (
                isinstance(node, ast.Constant)
                and isinstance(node.value, str)
                and pattern.match(node.value)
                and not _is_event_kind(node, parents)
                and not isinstance(parents.get(id(node)), ast.JoinedStr)
            ):
                ids.add(node.value)
    return frozenset(ids), frozenset(prefixes)


@cache
def decisions(game: str) -> frozenset[str]:
    """The decision ids ``<game>:<ID>`` the docstrings (and Barrage's §12 table) number."""
    found: set[str] = set()
    for path in sorted((ROOT / "ludo" / game).rglob("*.py")):
        if path.name.startswith("rulecards"):  # the card tables and their examples
            continue
        doc = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8"))) or ""
        found |= {f"{game}:{d}" for d in DECISION_LINE.findall(doc)}
    if game == "barrage":
        text = (ROOT / "docs" / "decisions.md").read_text(encoding="utf-8")
        table = text.split("### §12", 1)[1]
        found |= {f"barrage:§12#{n}" for n in SECTION_12_ROW.findall(table)}
    return frozenset(found)


def book(game: str) -> RuleBook:
    return importlib.import_module(f"ludo.{game}.rulecards").BOOK


@cache
def headings(ref: str) -> set[str]:
    nb = json.loads((NOTEBOOKS / ref).read_text(encoding="utf-8"))
    out = set()
    for cell in nb["cells"]:
        if cell["cell_type"] == "markdown":
            for line in "".join(cell["source"]).splitlines():
                if line.startswith("#"):
                    out.add(line.lstrip("#").strip())
    return out


def test_the_scan_finds_what_the_engines_cite():
    """The scan itself must see ids, f-string prefixes and decisions (or it proves nothing)."""
    ids, prefixes = cited("barrage")
    assert {"barrage.construction.cost", "barrage.bonus"} <= ids
    assert "barrage.pending" in prefixes
    assert {"atacama:A1", "atacama:A15"} <= decisions("atacama")
    assert {"barrage:§12#27", "barrage:G12", "barrage:A11"} <= decisions("barrage")
    assert "seismic:S21" in decisions("seismic")


def test_every_cited_open_question_is_a_row_of_the_table():
    """« §12 #N » cited in the library, its data or the notebooks names a row of the §12
    table of docs/decisions.md (a removed row left « §12 #1 » in the Automa's tiles)."""
    rows = {int(d.split("#")[1]) for d in decisions("barrage") if "§12#" in d}
    cited: dict[int, list[str]] = {}
    for folder in ("ludo", "notebooks"):
        for path in sorted((ROOT / folder).rglob("*")):
            if path.suffix not in (".py", ".json", ".md", ".ipynb") or not path.is_file():
                continue
            for n in re.findall(r"§ ?12 ?#(\d+)", path.read_text(encoding="utf-8")):
                cited.setdefault(int(n), []).append(str(path.relative_to(ROOT)))
    assert cited  # the scan finds the citations
    assert {n: where for n, where in cited.items() if n not in rows} == {}


@pytest.mark.parametrize("game", GAMES)
def test_every_cited_rule_id_has_a_card(game):
    rules = book(game)
    assert rules.parent is CORE, "a game's book falls back on the core's cards"
    ids, prefixes = cited(game)
    missing = sorted(i for i in ids if rules.find(i) is None)
    assert not missing, f"{game}: ids cited without a rule card: {missing}"
    exact = rules.ids() | CORE.ids()
    missing = sorted(
        p for p in prefixes if p not in exact and not any(i.startswith(p + ".") for i in exact)
    )
    assert not missing, f"{game}: f-string ids without a card: {missing}"


@pytest.mark.parametrize("game", GAMES)
def test_every_numbered_decision_has_a_card(game):
    missing = sorted(decisions(game) - book(game).ids())
    assert not missing, f"{game}: decisions without a rule card: {missing}"


@pytest.mark.parametrize("game", GAMES)
def test_every_card_names_an_id_that_exists(game):
    ids, prefixes = cited(game)
    known = ids | prefixes | decisions(game)
    stale = sorted(
        rid
        for card in book(game)
        for rid in card.ids
        if rid not in known and not any(k.startswith(rid + ".") for k in known)
    )
    assert not stale, f"{game}: cards for ids the code never cites: {stale}"


@pytest.mark.parametrize("game", GAMES)
def test_every_card_teaches_where_and_shows_an_example(game):
    rules = book(game)
    for card in rules:
        assert card.where, f"{card.id}: which notebook teaches it?"
        for ref in card.where:
            name, _, heading = ref.partition("#")
            assert (NOTEBOOKS / name).is_file(), f"{card.id}: {name} does not exist"
            if heading:
                assert heading in headings(name), f"{card.id}: no heading « {heading} » in {name}"
        assert card.example, f"{card.id}: a picture or a tiny position is asked for"
        assert rules.example(card) is not None, f"{card.id}: example {card.example} gave nothing"
        assert card.is_decision == bool(card.open_question), (
            f"{card.id}: a decision says what the rulebook leaves open, a clear rule does not"
        )


@pytest.mark.parametrize("game", GAMES)
def test_a_refused_move_finds_its_card(game):
    """At run time too: the refusals of a played game all have a card."""
    state = ludo.new(game, seed=5)
    pool = []
    for _ in range(60):
        if state.is_over():
            break
        legal = list(state.legal_moves())
        pool += legal[:5]
        state = state.play(legal[len(legal) // 2])
    refused = set()
    legal = state.legal_moves() if not state.is_over() else []
    for move in pool:
        if move not in legal:
            try:
                state.play(move)
            except ludo.IllegalMove as err:
                refused.add(err.rule)
    assert refused
    assert all(book(game).find(r) is not None for r in refused), refused


def test_the_book_refuses_a_malformed_card_in_french():
    with pytest.raises(InvalidData, match="titre"):
        core_cards([RuleCard("atacama.x", "", "texte")])
    with pytest.raises(InvalidData, match="deux fiches"):
        core_cards([RuleCard("game.over", "Fin", "Encore la fin.")])
    with pytest.raises(InvalidData, match="notebook"):
        core_cards([RuleCard("atacama.x", "T", "Texte.", where=("01_poser.ipynb",))])
    with pytest.raises(InvalidData, match="exemple"):
        core_cards([RuleCard("atacama.x", "T", "Texte.", example="nulle_part")])
    with pytest.raises(InvalidData, match="forme"):
        core_cards([RuleCard("Atacama X", "T", "Texte.")])


def test_find_climbs_to_the_nearest_card_and_search_ignores_accents():
    rules = RuleBook(
        "eau",
        (
            RuleCard(
                "eau.leak", "Une fuite", "Un tuyau ouvert coûte un point.", keywords=("séisme",)
            ),
            RuleCard("eau:E1", "Choix", "Texte.", open_question="La règle ne dit pas."),
        ),
        parent=CORE,
    )
    assert rules.find("eau.leak.open").id == "eau.leak"
    assert rules.find("game.over").id == "game.over"
    assert rules.find("eau.repair") is None
    assert [c.id for c in rules.search("SEISME fuite")] == ["eau.leak"]
    assert rules.search("choix")[0].is_decision
    assert fold("Séisme Cœur") == "seisme cœur"
    with pytest.raises(InvalidData, match="eau.nothing"):
        rules.card("eau.nothing")


def test_the_cards_are_data_and_their_modules_hold_little_python():
    """Cards and examples are data files; the games' card modules only load them."""
    modules = [p for g in GAMES for p in sorted((ROOT / "ludo" / g).glob("rulecards*.py"))]
    lines = {p.name: len(p.read_text(encoding="utf-8").splitlines()) for p in modules}
    assert sum(lines.values()) <= 1200, lines
    for game in GAMES:
        assert book(game).files is not None, f"{game}: its book is read from its cards folder"
        assert all(card.source.endswith(".md") for card in book(game)), game
