"""Texts as data: the loader of cards (Markdown with a TOML header) and of their examples
refuses a malformed file with the file and the line, in French, and builds nothing.

The real books are checked in ``tests/test_rule_cards.py``; here each check gets a
small cards folder written for it (a game's own drawings and engine are used, so a
position that does not load is a real engine refusal).
"""

from __future__ import annotations

import textwrap

import pytest

import ludo
from ludo.core.errors import InvalidData
from ludo.core.rulecards import CORE, load_book
from ludo.core.texts import parse_document

GOOD_RULE = """\
+++
id = "atacama.not_adjacent"
kind = "rule"
title = "Deux puits ne se touchent pas"
keywords = ["voisin"]
where = ["atacama/01_poser_des_puits.ipynb#Les deux règles de pose"]
example = "centre"
+++
Un puits ne se pose pas à côté
d'un autre.

Un second paragraphe.
"""

GOOD_DECISION = """\
+++
id = "atacama:A5"
kind = "decision"
title = "Un joueur bloqué passe"
question = \"\"\"
La règle ne dit pas ce que fait
un joueur bloqué.\"\"\"
+++
Il passe son tour.
"""

EXAMPLES = """\
# a comment
[centre]
drawing = "board"
setup = { players = 2, seed = 0 }
moves = "e5"
options = { highlight = ["e5"] }
refuse = "e4"
rule = "atacama.not_adjacent"
"""


def folder(tmp_path, cards: dict[str, str], examples: str = EXAMPLES, more=None):
    """A cards folder: ``fr/<name>`` files, ``examples.toml`` and the ``more`` files (by
    their path in the folder)."""
    (tmp_path / "fr").mkdir(parents=True)
    for name, text in cards.items():
        (tmp_path / "fr" / name).write_text(text, encoding="utf-8")
    (tmp_path / "examples.toml").write_text(examples, encoding="utf-8")
    for name, text in (more or {}).items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return tmp_path


def load(tmp_path, cards, examples=EXAMPLES, more=None):
    return load_book("atacama", parent=CORE, folder=folder(tmp_path, cards, examples, more))


def test_a_good_folder_gives_cards_with_their_fields_and_paragraphs(tmp_path):
    book = load(tmp_path, {"not_adjacent.md": GOOD_RULE, "A5.md": GOOD_DECISION})
    rule = book.card("atacama.not_adjacent")
    assert rule.kind == "rule" and not rule.is_decision
    assert rule.text == "Un puits ne se pose pas à côté d'un autre.\n\nUn second paragraphe."
    assert rule.keywords == ("voisin",) and rule.example == "centre"
    decision = book.card("atacama:A5")
    assert decision.is_decision
    assert decision.open_question == "La règle ne dit pas ce que fait un joueur bloqué."
    assert decision.source.endswith("fr/A5.md")
    assert book.find("game.over").id == "game.over"  # the core's cards, read from files


def test_an_example_is_a_position_reached_by_its_moves_and_a_picture(tmp_path):
    book = load(tmp_path, {"not_adjacent.md": GOOD_RULE})
    state = book.position("centre")
    assert state == ludo.new("atacama", players=2, seed=0).play("e5")
    assert book.position("centre", 0) == ludo.new("atacama", players=2, seed=0)
    spec = book.spec("centre")
    before = state
    with pytest.raises(ludo.IllegalMove) as info:
        state.play(spec.refuse)
    assert info.value.rule == spec.rule
    assert book.position("centre") == before
    fig = book.example(book.card("atacama.not_adjacent"))
    assert fig.axes


def test_an_exact_save_is_a_position_too(tmp_path):
    state = ludo.new("atacama", players=2, seed=3).play("c3")
    examples = '[saved]\ndrawing = "board"\nsave = "saved.json"\n'
    book = load(tmp_path, {}, examples, {"positions/saved.json": state.to_json()})
    assert book.position("saved") == state


@pytest.mark.parametrize(
    ("text", "where", "words"),
    [
        ("id = 'x'\n", "ligne 1", "+++"),
        ("+++\nid = 'atacama.x'\n", "ligne 2", "fermé"),
        ("+++\nid = 'atacama.x'\nkind = 'rule'\ntitle = 'T\n+++\nTexte.\n", "ligne 4", "TOML"),
        ("+++\nid = 'atacama.x'\nkind = 'rule'\ntitel = 'T'\n+++\nTexte.\n", "ligne 4", "titel"),
        ("+++\nid = 'atacama.x'\nkind = 'rule'\n+++\nTexte.\n", "ligne 1", "« title » manquant"),
        ("+++\nid = 'atacama.x'\nkind = 'rule'\ntitle = 'T'\n+++\n\n", "ligne 1", "vide"),
        ("+++\nid = 'seismic.x'\nkind = 'rule'\ntitle = 'T'\n+++\nT.\n", "ligne 2", "seismic.x"),
        ("+++\nid = 'atacama.x'\nkind = 'rule'\ntitle = 3\n+++\nT.\n", "ligne 4", "texte"),
        (
            "+++\nid = 'atacama.x'\nkind = 'rule'\ntitle = 'T'\nwhere = 'a'\n+++\nT.\n",
            "ligne 5",
            "liste",
        ),
    ],
)
def test_a_malformed_card_names_its_file_and_line(tmp_path, text, where, words):
    with pytest.raises(InvalidData) as info:
        load(tmp_path, {"x.md": text})
    message = str(info.value)
    assert "atacama/cards/fr/x.md" in message and where in message and words in message


@pytest.mark.parametrize(
    ("kind", "question", "words"),
    [
        ("decision", "", "question"),
        ("rule", "question = 'Ouvert ?'\n", "question"),
        ("regle", "", "regle"),
    ],
)
def test_a_card_whose_question_does_not_match_its_kind_is_refused(tmp_path, kind, question, words):
    text = f"+++\nid = 'atacama:A5'\nkind = '{kind}'\ntitle = 'T'\n{question}+++\nTexte.\n"
    with pytest.raises(InvalidData, match=words) as info:
        load(tmp_path, {"A5.md": text})
    assert "x.md" not in str(info.value) and "A5.md" in str(info.value)


def test_two_cards_for_one_id_are_refused(tmp_path):
    with pytest.raises(InvalidData, match="deux fiches"):
        load(tmp_path, {"a.md": GOOD_RULE, "b.md": GOOD_RULE})


def test_a_card_naming_an_example_that_does_not_exist_is_refused(tmp_path):
    with pytest.raises(InvalidData, match="nulle_part"):
        load(tmp_path, {"x.md": GOOD_RULE.replace('"centre"', '"nulle_part"')})


@pytest.mark.parametrize(
    ("examples", "line", "words"),
    [
        ('\n[centre]\ndrawing = "board"\nplayers = 2\n', 4, "players"),
        ("[centre]\nsetup = { players = 2 }\n", 1, "« drawing » manquant"),
        ('[centre]\ndrawing = "board"\n\nmoves = [1, 2]\n', 4, "moves"),
        ('[centre]\ndrawing = "board"\noptions = 3\n', 3, "table"),
        ('[centre]\ndrawing = "board"\nsetup = { players = 2 }\n', 3, "seed"),
        ('[centre]\ndrawing = "board"\nmoves = "e5"\nearlier = 3\n', 4, "earlier"),
        ('[centre\ndrawing = "board"\n', 1, "TOML"),
    ],
)
def test_a_malformed_example_names_its_file_and_line(tmp_path, examples, line, words):
    with pytest.raises(InvalidData) as info:
        load(tmp_path, {}, examples)
    message = str(info.value)
    assert "examples.toml" in message and f"ligne {line}" in message and words in message


def test_an_example_named_in_two_files_is_refused(tmp_path):
    with pytest.raises(InvalidData, match="deux fois"):
        load(tmp_path, {}, EXAMPLES, {"more.toml": EXAMPLES})


@pytest.mark.parametrize(
    ("body", "words"),
    [
        ('setup = { players = 2, seed = 0 }\nmoves = "e5 e4"\n', "coup n° 2 « e4 »"),
        ("setup = { players = 7, seed = 0 }\n", "mise en place"),
        ('save = "absent.json"\n', "absent.json"),
    ],
)
def test_a_position_that_does_not_load_names_the_example_and_its_line(tmp_path, body, words):
    examples = (
        textwrap.dedent("""\
        [empty]
        drawing = "board"
        setup = { players = 2, seed = 4 }
        [broken]
        drawing = "board"
        """)
        + body
    )
    book = load(tmp_path, {}, examples)
    assert book.position("empty") == ludo.new("atacama", players=2, seed=4)
    with pytest.raises(InvalidData) as info:
        book.position("broken")
    message = str(info.value)
    assert "examples.toml, ligne 4" in message and "broken" in message and words in message


def test_an_unknown_drawing_is_refused_when_drawn(tmp_path):
    book = load(tmp_path, {}, '[odd]\ndrawing = "aquarelle"\nsetup = { seed = 1 }\n')
    with pytest.raises(InvalidData, match="aquarelle"):
        book.picture("odd")


def test_a_second_language_overrides_the_cards_it_has(tmp_path):
    english = GOOD_RULE.replace("Deux puits ne se touchent pas", "Two wells never touch")
    more = {"en/not_adjacent.md": english}
    root = folder(tmp_path, {"not_adjacent.md": GOOD_RULE, "A5.md": GOOD_DECISION}, more=more)
    book = load_book("atacama", parent=CORE, folder=root, lang="en")
    assert book.card("atacama.not_adjacent").title == "Two wells never touch"
    assert book.card("atacama:A5").title == "Un joueur bloqué passe"  # still French
    french = load_book("atacama", parent=CORE, folder=root)
    assert french.card("atacama.not_adjacent").title == "Deux puits ne se touchent pas"


def test_parse_document_keeps_paragraphs_and_finds_lines():
    doc = parse_document("+++\nid = 'a.b'\n\ntitle = 'T'\n+++\nUn\ntexte.\n\n\nDeux.\n", "t.md")
    assert doc.body == "Un texte.\n\nDeux."
    assert doc.line_of("title") == 4


def test_a_card_says_where_the_rulebook_says_it(tmp_path):
    header = (
        "+++\nid = 'atacama:A5'\nkind = 'decision'\ntitle = 'T'\nquestion = 'Q ?'\n"
        "[rulebook]\nfile = 'atacama.txt'\nsection = 'Fin de partie'\n"
        "quote = '''Une phrase\n  citée.'''\n+++\nNotre texte.\n"
    )
    card = load(tmp_path / "a", {"A5.md": header}).card("atacama:A5")
    assert card.rulebook == ("atacama.txt", "Fin de partie", "Une phrase citée.")
    assert (card.quote, card.section) == ("Une phrase citée.", "Fin de partie")
    for bad, words in (
        ("section = 'Fin de partie'\n", "rulebook.file"),
        ("file = 'atacama.txt'\n", "rulebook.section"),
        ("file = 'atacama.pdf'\nsection = 'S'\n", "atacama.pdf"),
        ("file = 'atacama.txt'\nsection = 'S'\npage = 3\n", "page"),
    ):
        text = header.split("[rulebook]")[0] + "[rulebook]\n" + bad + "+++\nNotre texte.\n"
        sub = tmp_path / str(abs(hash(bad)))
        with pytest.raises(InvalidData, match=words.replace(".", r"\.")):
            load(sub, {"A5.md": text})
