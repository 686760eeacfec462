"""Every rule a first game needs is taught in a notebook section (issue 23 §1, measured).

``tests/data/first_game_rules.json`` lists the rules per game, each with the notebook and
the heading of the section that teaches it and the key terms that section must mention.
The tests read the notebooks as stored (no kernel): a rule whose section is gone, or whose
section no longer names its terms, fails. Two more checks: the legends of the action board
and the energy track are in the notebooks and agree with the library; a list of the game's
words is defined before it is first used, in notebook order.
"""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

from ludo.barrage import guide, load_game_data

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
RULES = json.loads((Path(__file__).parent / "data" / "first_game_rules.json").read_text("utf-8"))


def _cells(notebook: str) -> list[tuple[str, str]]:
    nb = json.loads((NOTEBOOKS / notebook).read_text("utf-8"))
    return [(c["cell_type"], "".join(c["source"])) for c in nb["cells"]]


def section(notebook: str, heading: str) -> str:
    """The text of the section that starts with ``heading`` (a markdown line), cells that
    follow it included, up to the next heading of the same or a higher level."""
    level = len(heading) - len(heading.lstrip("#"))
    out: list[str] = []
    inside = False
    for kind, text in _cells(notebook):
        for line in text.splitlines(keepends=True):
            m = re.match(r"(#+) ", line) if kind == "markdown" else None
            if inside and m and len(m.group(1)) <= level:
                return "".join(out)
            if line.rstrip("\n") == heading:
                inside = True
            if inside:
                out.append(line)
        if inside:
            out.append("\n")
    if not inside:
        raise AssertionError(f"{notebook} : pas de titre « {heading} »")
    return "".join(out)


ALL_RULES = [
    (game, r) for game in ("barrage", "automa", "seismic", "atacama", "eau") for r in RULES[game]
]


@pytest.mark.parametrize("game, rule", ALL_RULES, ids=[f"{g}-{r['id']}" for g, r in ALL_RULES])
def test_each_rule_has_a_section_naming_its_terms(game, rule):
    text = section(rule["notebook"], rule["heading"]).lower()
    missing = [t for t in rule["terms"] if t.lower() not in text]
    assert not missing, (
        f"{rule['id']} : {rule['notebook']} « {rule['heading']} » ne dit pas {missing}"
    )


def test_rule_ids_are_unique_and_every_barrage_notebook_teaches_some():
    ids = [r["id"] for _, r in ALL_RULES]
    assert len(ids) == len(set(ids))
    taught = {r["notebook"] for _, r in ALL_RULES}
    for nb in sorted((NOTEBOOKS / "barrage").glob("0[2-9]*.ipynb")):
        assert f"barrage/{nb.name}" in taught, nb.name


def test_section_stops_at_the_next_heading():
    text = section(
        "barrage/05_le_plateau_des_actions.ipynb", "## Lire le plateau : mots et symboles"
    )
    assert "legend_html" in text and "setup_html(players" not in text


def test_action_legend_uses_words_never_the_spaces_codes():
    """The board shows words and symbols (issue 21): its legend explains them and never
    names a space by its code (T+2g, MXg); the symbols themselves are checked against the
    drawing in tests/barrage/test_legend_and_steps.py."""
    legend = " ".join(" ".join(r) for r in guide.action_legend_rows())
    codes = [s.id for s in load_game_data().spaces if len(s.id) > 1 and s.id in legend.split()]
    assert len(guide.action_legend_rows()) >= 15 and not codes, codes


def test_track_legend_agrees_with_the_data_and_the_notebook():
    sections = guide.track_sections()
    data = load_game_data()
    assert sections[0][1] == data.track_section and sections[-1] == (5, data.track_top, None)
    text = section("barrage/06_contrats_et_piste_d_energie.ipynb", "## Lire la piste d'énergie")
    for _round, low, high in sections[:-1]:
        assert f"{low} à {high}" in text
    assert f"la case {data.track_top}, seule" in text
    legend = " ".join(" ".join(r) for r in guide.track_legend_rows())
    for square, credits, _vp in data.track_credits:
        assert f"{square} → {credits} cr" in legend or square == 0


#: (word, notebook and heading of the section that defines it): in notebook order, the
#: word is not met before that section.
GLOSSARY = ("barrage/01_le_plateau.ipynb", "## Les mots du jeu, avant de les croiser")
TILES = ("barrage/04_construire.ipynb", "## Les tuiles Technologie et le bureau des brevets")
DEFINED = [
    *(
        (word, *GLOSSARY)
        for word in (
            "tuile Source",
            "bureau des brevets",
            "capacité spéciale",
            "directeur",
            "ingénieur",
            "plateau Société",
            "emplacements de construction",
            "piste d'énergie",
            "tuile bonus",
        )
    ),
    *((word, *TILES) for word in ("L1-", "niveau III")),
    (
        "tuile T3",
        "barrage/02_l_eau_qui_coule.ipynb",
        "## Une vraie mise en place, puis la première manche",
    ),
    ("face Actions", "barrage/09_l_automa_de_tesla.ipynb", "## 1. Une tuile, deux faces"),
]
#: The course's order (the guided first game, 00, stands apart: it says each word as the
#: game meets it, beside the board, and sends to the course afterwards).
ORDER = [
    f"barrage/{p.name}"
    for p in sorted((NOTEBOOKS / "barrage").glob("*.ipynb"))
    if p.name != "00_premiere_partie.ipynb"
]


def _markdown_before(notebook: str, heading: str) -> str:
    """All markdown of the Barrage notebooks before ``heading`` of ``notebook``."""
    out = []
    for nb in ORDER:
        for kind, text in _cells(nb):
            if nb == notebook and heading in text.splitlines():
                out.append(text.split(heading)[0])
                return "\n".join(out)
            if kind == "markdown":
                out.append(text)
    raise AssertionError(f"{notebook} : pas de titre « {heading} »")


@pytest.mark.parametrize("word, notebook, heading", DEFINED, ids=[w for w, _, _ in DEFINED])
def test_words_are_defined_before_first_use(word, notebook, heading):
    assert word.lower() in section(notebook, heading).lower()
    before = _markdown_before(notebook, heading).lower()
    assert word.lower() not in before, f"« {word} » est employé avant {notebook} « {heading} »"


def test_notebook_six_shows_every_contract_of_the_game():
    """Issue 23: yellow and red contracts appeared in a game but were never listed."""
    from ludo.barrage.ui import contract_table_html

    text = section("barrage/06_contrats_et_piste_d_energie.ipynb", "## Les contrats")
    call = re.search(r"contract_table_html\((\(.*?\))\)", text).group(1)
    types = ast.literal_eval(call)
    table = contract_table_html(types)
    for contract in load_game_data().contracts:
        assert f"<b>{contract.id}</b>" in table, contract.id


def test_a_build_label_names_the_officer_whose_power_changes_the_price():
    """Issue 23: « conduite … 3 bétonnières » against « 2 excavatrices × la valeur » read as
    a broken cost table; the move list now names the officer (or the tile) behind it."""
    import ludo
    from ludo.barrage.game.moves import Build, move_text

    s = ludo.new(
        "barrage", players=2, seed=1, companies=("usa", "germany"), officers=("mcdowell", "adler")
    )
    builds = [m for m in s.legal_moves() if isinstance(m, Build) and m.kind == "conduit"]
    by_mixers = [move_text(m, s) for m in builds if m.mixers and not m.excavators]
    by_table = [move_text(m, s) for m in builds if m.excavators and not m.mixers]
    assert by_mixers and by_table
    assert all(t.endswith("(pouvoir de Jill McDowell)") for t in by_mixers)
    assert not any("pouvoir" in t for t in by_table)
    assert "pouvoir" not in move_text(builds[0])  # without a state: the bare price


def test_notebook_seven_tells_the_water_phase_once():
    """Issue 23: the round's last move told the whole water flow, then the drop-by-drop steps
    told it again."""
    from ludo.barrage.ui import round_stepper

    texts = round_stepper(players=3, seed=4)._explanations
    told = [i for i, t in enumerate(texts) if "les gouttes des sources coulent une à une" in t]
    assert len(told) == 1
    assert "Goutte " not in texts[told[0] - 1]  # the round's last move: its own events only
