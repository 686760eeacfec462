"""The guides' loader (``ludo/core/guides.py``): a guide is the TOML structure and the
French Markdown texts of ``ludo/<game>/guides/``; a malformed one is refused in French,
naming the file and the line, and builds nothing.

Each check edits the real Atacama guide's text (its hooks and rule book are the game's),
so the files the project ships are the starting point of every refusal.
"""

from __future__ import annotations

from importlib import resources

import pytest

from ludo.atacama.guided import HOOKS
from ludo.atacama.rulecards import BOOK
from ludo.core.errors import InvalidData
from ludo.core.guides import build_guide, load_guide
from ludo.core.texts import parse_document, parse_toml

ROOT = resources.files("ludo.atacama") / "guides"
TOML = (ROOT / "premiere_partie.toml").read_text(encoding="utf-8")
MD = (ROOT / "fr" / "premiere_partie.md").read_text(encoding="utf-8")
TPATH, MPATH = "g/premiere_partie.toml", "g/fr/premiere_partie.md"


def build(toml: str = TOML, md: str = MD):
    doc = parse_document(md, MPATH)
    return build_guide(parse_toml(toml, TPATH), toml, TPATH, doc, "premiere_partie", HOOKS, BOOK)


def line_of(text: str, needle: str, nth: int = 1) -> int:
    lines = [i + 1 for i, line in enumerate(text.splitlines()) if needle in line]
    return lines[nth - 1]


def test_the_shipped_guide_reads_and_every_step_has_its_text():
    g = load_guide("ludo.atacama", "premiere_partie", HOOKS, BOOK)
    assert g == build()
    assert [s.id for s in g.steps][0] == "plateau" and g.steps[-1].until == "end"
    assert all(s.text for s in g.steps)
    assert g.titles["atacama.board"] == BOOK.card("atacama.board").title


CASES = [
    # (what is changed, in which file, the words of the refusal, the line it names)
    (
        "an unknown card",
        ("toml", 'teaches = ["atacama.row"]', 'teaches = ["atacama.rangee"]'),
        "la fiche « atacama.rangee »",
        ("toml", "atacama.rangee"),
    ),
    (
        "an unknown step field",
        ("toml", 'id = "fin"', 'id = "fin"\nwhen = 3'),
        "champ « when » inconnu",
        ("toml", 'id = "fin"', 1),
    ),
    (
        "an unknown until",
        ("toml", 'until = "over"', 'until = "toujours"'),
        "« until » vaut « toujours »",
        ("toml", 'until = "toujours"'),
    ),
    (
        "an unknown highlight",
        ("toml", 'highlight = "minus"', 'highlight = "moins"'),
        "surlignage « moins » inconnu",
        ("toml", 'highlight = "moins"'),
    ),
    (
        "a question step without its question",
        ("toml", 'question = "forbidden"\n', ""),
        "l'étape « q_interdite » (question) demande le champ « question »",
        ("toml", 'id = "q_interdite"', 0, -1),
    ),
    (
        "a step lasting « while » without its requirement",
        ("toml", 'until = "move"\nrequire = "minus"\n', 'until = "while"\n'),
        "l'étape « cuivre » (while) demande le champ « require »",
        ("toml", 'id = "cuivre"', 0, -1),
    ),
    (
        "a missing field",
        ("toml", "learner = [0]\n", ""),
        "champ « learner » manquant",
        None,
    ),
    (
        "a section of no step",
        ("md", "## fin", "## la_fin"),
        "la section « ## la_fin » ne correspond à aucune étape",
        ("md", "## la_fin"),
    ),
    (
        "a step without text",
        ("md", "## q_interdite\n\nLaquelle de ces trois cases est interdite ?\n", ""),
        "l'étape « q_interdite » n'a pas de texte",
        None,
    ),
    (
        "an empty section",
        ("md", "\nLaquelle de ces trois cases est interdite ?\n", "\n"),
        "l'étape « q_interdite » n'a pas de texte",
        ("md", "## q_interdite"),
    ),
    (
        "a required move without its phrase",
        ("md", 'cuivre = "un puits sur une case de cuivre"\n', ""),
        "l'étape « cuivre » exige un coup",
        None,
    ),
    (
        "seats that do not add up",
        ("toml", "learner = [0]", "learner = [0, 1]"),
        "« learner » et « computer »",
        ("toml", "learner = [0"),
    ),
]


@pytest.mark.parametrize("what, change, words, where", CASES, ids=[c[0] for c in CASES])
def test_a_broken_guide_is_refused_naming_the_file_and_line(what, change, words, where):
    kind, old, new = change
    toml, md = TOML, MD
    if kind == "toml":
        assert old in toml
        toml = toml.replace(old, new, 1)
    else:
        assert old in md
        md = md.replace(old, new, 1)
    with pytest.raises(InvalidData) as err:
        build(toml, md)
    text = str(err.value)
    assert words in text, text
    assert (TPATH if kind == "toml" else MPATH) in text
    if where is not None:
        file, needle, *shift = where
        path, source = (TPATH, toml) if file == "toml" else (MPATH, md)
        line = line_of(source, needle) + (shift[0] if shift else 0)
        if len(shift) > 1:  # the [[step]] line just above the step's id
            line = line_of(source, needle) - 1
        assert f"{path}, ligne {line}" in text, text


def test_the_last_step_must_end_the_guide():
    toml = TOML.rsplit("[[step]]", 1)[0]
    md = MD.rsplit("## ensuite", 1)[0]
    with pytest.raises(InvalidData, match="la dernière étape"):
        build(toml, md)


#: Another player count than each guide's deal (a save claiming it is refused).
OTHER_PLAYERS = {"atacama": 4, "eau": 3, "seismic": 4}


@pytest.mark.parametrize("game", sorted(OTHER_PLAYERS))
def test_a_guided_game_saves_and_comes_back_to_the_same_step(game):
    """Every guide's game, after each of its first moves and answers, comes back from its
    save equal; a save naming an unknown step, a negative count, a malformed answer or
    another deal is refused in French, naming the field."""
    import importlib
    import json
    import random

    guide = importlib.import_module(f"ludo.{game}.guided").guide
    rng = random.Random(5)
    g = guide().start()
    for _ in range(9):
        q = g.question()
        if q:
            g.answer(q.choices[1])
        else:
            g.play(rng.choice([m for m in g.state.legal_moves() if g.check(m) is None]))
        assert guide().from_json(g.to_json()) == g
    doc = json.loads(g.to_json())
    for field, value in (("step", "nulle_part"), ("moved", -1), ("answers", [["x", "1", True]])):
        with pytest.raises(InvalidData, match=field):
            guide().from_json({**doc, field: value})
    setup = {"players": OTHER_PLAYERS[game]}
    with pytest.raises(InvalidData, match="partie"):
        guide().from_json({**doc, "partie": {**doc["partie"], "setup": setup}})
