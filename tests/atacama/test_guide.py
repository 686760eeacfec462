"""Atacama's guided first game (issue 30): coverage, robustness, refusals, saves.

The guide (``ludo/atacama/guides/``) is played with the engine: the learner's moves drawn
at random among those the lesson takes, the computer's replies by its own player.
"""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path

import pytest
from guide_checks import opened, projector_labels, resumed, saved_step

from ludo.atacama.board import parse_cell
from ludo.atacama.guided import HOOKS, blocked_cells, guide
from ludo.core.errors import IllegalMove, InvalidData
from ludo.core.guides import LessonRefusal

RULES = json.loads((Path(__file__).parent.parent / "data" / "first_game_rules.json").read_text())


def accepted(g):
    """The legal moves the lesson takes at this step."""
    return [m for m in g.state.legal_moves() if g.check(m) is None]


def play_through(seed: int, on_step=None, wrong_clicks: bool = True):
    """Play the guide to its end with random choices; returns (game, cited, refused):
    ``cited`` the (rule, taught) pairs of every rule the engine cited as it was shown."""
    rng = random.Random(seed)
    g = guide().start()
    cited: list[tuple[str, tuple[str, ...]]] = []
    refused: set[str] = set()
    actions = 0
    while not g.is_done():
        actions += 1
        assert actions < 120, f"l'étape « {g.step.id} » ne finit jamais"
        if on_step:
            on_step(g)
        q = g.question()
        if q is not None:
            cited.append((q.rule, g.taught() + tuple(refused)))
            g.answer(rng.choice(q.choices))
            continue
        if wrong_clicks and rng.random() < 0.3:  # a click on a field the rules refuse
            taken = [c for c in range(81) if g.state.wells[c] is not None]
            if taken:
                err = g.check(f"{'abcdefghi'[taken[0] % 9]}{taken[0] // 9 + 1}")
                assert isinstance(err, IllegalMove) and err.rule
                refused.add(err.rule)  # a refusal shown with its card teaches it
        before = len(g.state.history)
        g.play(rng.choice(accepted(g)))
        for s in g.state.replay()[before + 1 :]:
            for e in s.events:
                for rule in HOOKS.cites(e):
                    cited.append((rule, g.taught() + tuple(refused)))
    for _text, rule in g.report().lines:
        cited.append((rule, g.taught()))
    return g, cited, refused


@pytest.mark.parametrize("seed", range(6))
def test_no_rule_is_cited_before_the_guide_taught_it(seed):
    _g, cited, _refused = play_through(seed)
    early = sorted({rule for rule, taught in cited if rule not in taught})
    assert not early, f"cité avant d'être enseigné : {early}"


def test_every_first_game_rule_is_taught_by_its_step():
    g, _cited, _refused = play_through(0, wrong_clicks=False)
    steps = {s.id: s for s in guide().steps}
    assert not g.skipped
    for entry in RULES["atacama"]:
        for rule, step in entry["guide"].items():
            assert rule in steps[step].teaches, (entry["id"], rule, step)
            assert rule in g.taught()
        if not entry["guide"]:  # not played in a first game: the last step names it
            text = steps[entry["guide_later"]].text.lower()
            assert all(t.lower() in text for t in entry["terms"]), entry["id"]
    covered = {r for e in RULES["atacama"] for r in e["guide"]}
    assert covered <= set(g.taught())


@pytest.mark.parametrize("seed", range(6))
def test_the_guide_never_shows_what_the_state_contradicts(seed):
    """Playable highlights are legal cells the lesson takes; the « blocked » cells are
    refused for a neighbouring well; every step ends, none is skipped."""
    shown = []

    def check(g):
        cells = g.highlight()
        name = g.step.highlight
        if g.question() is None and name in HOOKS.playable:
            ok = {HOOKS.cell_of(m) for m in accepted(g)}
            assert cells and set(cells) <= ok, (g.step.id, set(cells) - ok)
        if g.question() is None and name == "blocked":
            for c in cells:
                assert g.state._cell_problem(parse_cell(c)).rule == "atacama.not_adjacent"
        q = g.question()
        if q is not None:
            assert q.answer in q.choices and len(set(q.choices)) == len(q.choices) >= 2
        shown.append(g.step.id)

    g, _cited, _refused = play_through(seed, check)
    assert g.state.is_over() and not g.skipped
    assert list(dict.fromkeys(shown)) == [s.id for s in guide().steps[:-1]]


def test_a_refused_move_or_answer_changes_nothing():
    g = guide().start()
    g.play("e5")  # step « double »: a double well asked
    before = copy.deepcopy(g)
    assert isinstance(g.check("c3"), LessonRefusal)
    with pytest.raises(LessonRefusal, match="la leçon demande un puits double"):
        g.play("c3")
    assert g == before
    with pytest.raises(IllegalMove) as err:
        g.play("e4*")  # beside e5
    assert err.value.rule == "atacama.not_adjacent" and g == before
    with pytest.raises(InvalidData):
        g.answer("+3")  # no question now
    assert g == before
    g.play(g.highlight()[0] + "*")
    g.play(accepted(g)[0])
    assert g.question() is not None
    before = copy.deepcopy(g)
    with pytest.raises(InvalidData, match="n'est pas une des réponses"):
        g.answer("z9")
    with pytest.raises(LessonRefusal, match="répondre à la question"):
        g.play(accepted_any(g))
    assert g == before


def accepted_any(g):
    return g.state.legal_moves()[0]


def test_the_questions_answers_come_from_the_engine():
    g = guide().start()
    g.play("e5")
    g.play(g.highlight()[0] + "*")
    g.play(accepted(g)[0])
    q = g.question()
    forbidden = [c for c in q.choices if g.state.why_forbidden(c)]
    assert forbidden == [q.answer]
    feedback = g.answer(q.answer)
    assert feedback.startswith("Bonne réponse") and "1 bonne réponse sur 1" in feedback
    g.play(g.highlight()[0])  # a copper well, asked by « cuivre »
    q = g.question()
    cell = parse_cell(q.params["cell"])
    assert g.state.board.fields[cell].ore == "copper"
    assert q.answer == "−" + str(g.state.board.fields[cell].value * (1 + g.state.wells[cell][1]))
    wrong = next(c for c in q.choices if c != q.answer)
    assert g.answer(wrong).startswith(f"Non, la bonne réponse est {q.answer}")
    assert g.count() == "1 bonne réponse sur 2."


def test_the_line_question_is_the_score_sheets_line():
    g2 = guide().start()
    rng = random.Random(3)
    while g2.step.id != "q_colonne":
        q = g2.question()
        if q:
            g2.answer(q.choices[0])
        else:
            g2.play(rng.choice(accepted(g2)))
    q = g2.question()
    line = next(ln for ln in g2.state.score().lines if ln.text == q.explain)
    points = line.points if line.counts else 0
    assert q.answer == ("+" if points >= 0 else "−") + str(abs(points))
    assert {parse_cell(c) for c in q.highlight} >= set(line.items)


def test_blocked_cells_are_the_neighbours_of_the_wells():
    g = guide().start()
    g.play("e5")
    cells = set(blocked_cells(g.state))
    assert {"e4", "e6", "d5", "f5"} <= cells and "d4" not in cells


def test_a_workshop_table_resumes_the_guided_game_at_its_step(tmp_path, monkeypatch):
    """In a workshop the guided table is saved after each move or answer, in its own file
    (a table's free game is another file), resumed at the same step by a reload, and listed
    by the projector as a guided game."""
    from ludo.atacama.ui import GuidedAtacama
    from ludo.core.saves import save_table, table_file

    monkeypatch.setenv("LUDO_SAVES", str(tmp_path))
    first = opened(GuidedAtacama, "3")
    first.click_cell("e5")
    first.double_box.value = True
    first.click_cell(first.guided.highlight()[0])
    first.click_cell(sorted(first.board.legal)[0])
    assert first.guided.step.id == "q_interdite" and first.panel.choices
    assert saved_step(tmp_path, "atacama", "3") == "q_interdite"
    path = table_file(tmp_path, "atacama", "3", "guide")
    free = save_table(tmp_path, "3", first.state.replay()[1], {1: "greedy"}, 0, "")
    assert free != path and path.is_file()  # the table's free game is kept apart

    reloaded = resumed(GuidedAtacama, "3", first)
    reloaded.panel.choices[0].click()  # it goes on being saved at the same table
    assert saved_step(tmp_path, "atacama", "3") == "cuivre" == reloaded.guided.step.id
    labels = projector_labels(tmp_path)
    assert "Atacama (partie guidée) — table 3" in labels and "Atacama — table 3" in labels


def test_the_guided_table_plays_by_clicks_to_the_end():
    from ludo.atacama.ui import GuidedAtacama

    t = GuidedAtacama()
    rng = random.Random(2)
    for _ in range(60):
        if t.guided.is_done():
            break
        if t.panel.choices:
            rng.choice(t.panel.choices).click()
            continue
        if t.guided.step.require == "double":
            t.double_box.value = True
        assert t.click_cell(rng.choice(sorted(t.board.legal)))
    assert t.guided.is_done() and t.state.is_over()
    text = t.panel.instruction.value
    assert "Ce que vous savez maintenant" in text and "Et ensuite" in text
    assert text.count("data-rule=") >= len(t.guided.taught())


def test_a_save_that_is_not_json_is_refused_in_french():
    with pytest.raises(InvalidData, match="Sauvegarde de partie guidée refusée"):
        guide().from_json("{pas du json")
    with pytest.raises(InvalidData, match="format"):
        guide().from_json("[1, 2]")
