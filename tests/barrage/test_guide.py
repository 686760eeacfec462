"""Barrage's guided first game (issue 30): coverage, robustness, refusals, saves.

The guide (``ludo/barrage/guides/``) is played with the engine: the learner's moves drawn
at random among those the lesson takes (:func:`ludo.barrage.guided.lesson_moves`, which
plays nothing), Tesla's Automa by its own rules. The guided part is the first round; the
learner then plays on to the end.
"""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path

import pytest
from guide_checks import opened, projector_labels, resumed, saved_step

from ludo.barrage.game.moves import Build, Pick
from ludo.barrage.guided import HOOKS, guide, lesson_moves, lesson_places
from ludo.core.errors import IllegalMove, InvalidData
from ludo.core.guides import LessonRefusal

RULES = json.loads((Path(__file__).parent.parent / "data" / "first_game_rules.json").read_text())
#: The step that lasts while round 1 lasts (until = "while"), then the energy question.
ROUND_STEP, NEXT_STEP = "manche", "q_energie"


def play_through(seed: int, on_step=None, rounds: int = 5):
    """Play the guide with random choices (to its end, or until round ``rounds`` is over);
    returns (game, cited): ``cited`` the (rule, taught) pairs of every rule cited."""
    rng = random.Random(seed)
    g = guide().start()
    cited: list[tuple[str, tuple[str, ...]]] = []
    actions = 0
    while not g.is_done() and g.state.round <= rounds:
        actions += 1
        assert actions < 400, f"l'étape « {g.step.id} » ne finit jamais"
        if on_step:
            on_step(g)
        q = g.question()
        if q is not None:
            cited.append((q.rule, g.taught()))
            g.answer(rng.choice(q.choices))
            continue
        before = len(g.state.history)
        g.play(rng.choice(lesson_moves(g)))
        for s in g.state.replay()[before + 1 :]:
            for e in s.events:
                for rule in HOOKS.cites(e):
                    cited.append((rule, g.taught()))
    if g.is_done():
        for _text, rule in g.report().lines:
            cited.append((rule, g.taught()))
    return g, cited


@pytest.mark.parametrize("seed", range(3))
def test_no_rule_is_cited_before_the_guide_taught_it(seed):
    _g, cited = play_through(seed)
    early = sorted({rule for rule, taught in cited if rule and rule not in taught})
    assert not early, f"cité avant d'être enseigné : {early}"


def test_every_first_game_rule_is_taught_by_its_step():
    g, _cited = play_through(0)
    steps = {s.id: s for s in guide().steps}
    assert g.skipped == ()
    for entry in RULES["barrage"] + RULES["automa"]:
        for rule, step in entry.get("guide", {}).items():
            assert rule in steps[step].teaches, (entry["id"], rule, step)
            assert rule in g.taught()
    covered = {r for e in RULES["barrage"] + RULES["automa"] for r in e.get("guide", {})}
    assert covered and covered <= set(g.taught())


@pytest.mark.parametrize("seed", range(3))
def test_the_guide_never_shows_what_the_state_contradicts(seed):
    """Playable highlights are places of moves the lesson takes; the cheap filter agrees
    with ``check`` (which plays the move); questions have their answer among the choices;
    every step of the first round is met in order."""
    shown = []

    def check(g):
        q = g.question()
        if q is not None:
            assert q.answer in q.choices and len(set(q.choices)) == len(q.choices) >= 2
        elif g.step.highlight in HOOKS.playable:
            places = lesson_places(g)
            assert g.highlight() and set(g.highlight()) <= places, g.step.id
        if q is None and (g.step.require == "build" or len(g.state.history) % 3 == 0):
            taken = lesson_moves(g)
            sample = random.Random(seed).sample(taken, min(8, len(taken)))
            assert all(g.check(m) is None for m in sample)
            others = [m for m in g.state.legal_moves() if m not in taken][:8]
            assert all(isinstance(g.check(m), LessonRefusal) for m in others)
        shown.append(g.step.id)

    g, _cited = play_through(seed, check, rounds=2)
    ids = [s.id for s in guide().steps]
    assert list(dict.fromkeys(shown))[:8] == ids[:8]
    assert g.state.round >= 2


def test_the_pick_step_names_the_pairs_dealt():
    g = guide().start()
    text = g.text()
    names = {"germany": "Allemagne", "usa": "USA", "italy": "Italie", "france": "France"}
    picks = [m for m in g.state.legal_moves() if isinstance(m, Pick)]
    assert picks and all(names[m.company] in text and m.contract in text for m in picks)


def test_a_refused_move_or_answer_changes_nothing():
    g = guide().start()
    g.play("choisir allemagne S2")
    assert g.step.id == "q_cout"
    before = copy.deepcopy(g)
    with pytest.raises(LessonRefusal, match="répondre à la question"):
        g.play("banque 1")
    with pytest.raises(InvalidData):
        g.answer("12 excavatrices")
    assert g == before
    g.answer(g.question().answer)
    assert g.step.id == "construire"
    before = copy.deepcopy(g)
    with pytest.raises(LessonRefusal, match="la leçon demande une construction"):
        g.play("banque 1")
    assert g == before
    with pytest.raises(IllegalMove):
        g.play("construire base D1L base 9e0b")  # not the cost
    assert g == before
    build = next(m for m in lesson_moves(g) if isinstance(m, Build))
    g.play(build)
    assert g.step.id == "q_centrale"


def test_the_questions_answers_come_from_the_engine():
    g = guide().start()
    g.play("choisir usa S2")  # no officer who changes a Base: the terrain decides
    q = g.question()
    assert q.answer == "5 excavatrices" and q.params["area"] == "montagne"
    g2 = guide().start()
    g2.play("choisir allemagne S2")  # Wilhelm Adler: 3 everywhere
    assert g2.question().answer == "3 excavatrices"


def test_the_energy_marker_is_back_to_zero_when_round_two_starts():
    g, _ = play_through(1, rounds=1)
    while g.step.id != "q_energie":
        g.play(random.Random(1).choice(lesson_moves(g)))
    assert g.state.round == 2
    assert g.question().answer == str(g.state.companies[g.learner].energy) == "0"


def test_save_round_trip():
    g, _ = play_through(2, rounds=1)
    back = guide().from_json(g.to_json())
    assert back == g


def test_the_guided_table_plays_the_first_round_by_clicks():
    """The game table through the guide: the picks, a question, a space the lesson does
    not take (« la leçon demande », nothing changed), the construction by its space and
    its place, then round 1 to its end; a save resumes at the same step."""
    from types import SimpleNamespace

    from ludo.barrage.ui.guided import GuidedBarrage

    table = GuidedBarrage()
    table.click_place("D1L")  # the picks: no place of the map
    assert table.guided.step.id == "societe"
    table.detail.value = "choisir usa S4"
    table.validate()
    assert table.guided.step.id == "q_cout" and table.panel.choices
    before = copy.deepcopy(table.guided)
    table.click_space("B")
    assert "répondre à la question" in table.notice.value and table.guided == before
    right = table.guided.question().answer
    next(b for b in table.panel.choices if b.description == right).click()
    assert table.guided.step.id == "construire"
    before = copy.deepcopy(table.guided)
    table.click_space("B")  # the bank: legal, not the lesson's
    assert "la leçon demande une construction" in table.notice.value
    assert table.guided == before
    table.click_space("construction")
    build = table.accepted()[0]
    table.click_place(build.spot)
    assert str(build) in {v for _, v in table.detail.options}
    table.detail.value = str(build)
    table.validate()
    assert table.guided.step.id == "q_centrale"
    while table.guided.state.round == 1:
        if table.panel.choices:
            table.panel.choices[0].click()
            continue
        assert table.play_move(table.accepted()[0])
    assert table.guided.step.id == "q_energie"
    saved = SimpleNamespace(guide=table.guided.to_dict())
    other = GuidedBarrage()
    other.resume(saved)
    assert other.guided == table.guided and other.panel.choices


def test_the_guided_table_dashes_only_the_lessons_spaces():
    """At the construction step, the action board offers the construction space only; at a
    question, nothing; the map's dashed places are the lesson's."""
    from ludo.barrage.ui.guided import GuidedBarrage

    table = GuidedBarrage()
    assert table.actions.board.layout.display == "none"  # the pick takes no action space
    table.detail.value = "choisir allemagne S2"
    table.validate()
    assert table.actions.board.layout.display != "none"
    assert table.actions.board.legal == set()  # a question: nothing to click
    table.panel.choices[0].click()
    assert table.guided.step.id == "construire"
    assert table.actions.board.legal == {"construction"}
    table.click_space("construction")
    spots = {m.spot for m in table.accepted()}
    assert set(table.map.board.legal) == spots


def test_the_rules_already_met_are_folded_under_one_line():
    from ludo.barrage.ui.guided import GuidedBarrage

    table = GuidedBarrage()
    table.detail.value = "choisir allemagne S2"
    table.validate()
    known = table.panel.known.value
    assert known.startswith("<details><summary>Déjà vu : 7 règles")
    assert "data-rule='barrage.setup'" in known or 'data-rule="barrage.setup"' in known


def test_a_workshop_table_resumes_the_guided_game_at_its_step(tmp_path, monkeypatch):
    """In a workshop the guided table is saved after each move or answer, in its own file,
    resumed at the same step by a reload, and listed by the projector as a guided game."""
    from ludo.barrage.ui.guided import GuidedBarrage

    monkeypatch.setenv("LUDO_SAVES", str(tmp_path))
    first = opened(GuidedBarrage, "4")
    first.detail.value = "choisir usa S2"
    first.validate()
    assert first.guided.step.id == "q_cout" and first.panel.choices
    assert saved_step(tmp_path, "barrage", "4") == "q_cout"

    reloaded = resumed(GuidedBarrage, "4", first)
    reloaded.panel.choices[0].click()  # it goes on being saved at the same table
    assert saved_step(tmp_path, "barrage", "4") == "construire" == reloaded.guided.step.id
    assert "Barrage (partie guidée) — table 4" in projector_labels(tmp_path)


@pytest.mark.parametrize("seed", range(2))
def test_the_round_step_lasts_exactly_round_one(seed):
    """« manche » is played through round 1 and ends, not skipped, when round 2 starts."""
    seen: list[tuple[str, int]] = []
    g, _cited = play_through(
        seed, on_step=lambda g: seen.append((g.step.id, g.state.round)), rounds=2
    )
    rounds = {r for sid, r in seen if sid == ROUND_STEP}
    assert rounds == {1}
    assert (NEXT_STEP, 2) in seen
    assert sum(1 for sid, _ in seen if sid == ROUND_STEP) > 3
    assert ROUND_STEP not in g.skipped and ROUND_STEP in [s.id for s in g.guide.steps[: g.index]]


def test_an_automa_turn_is_said_once_and_a_discard_is_said():
    """The Automa's production is said by its turn's line, not again by the production,
    energy and contract events; the learner's discard (3 contracts at most) is said."""
    lines: list[str] = []

    def keep(g):
        lines.extend(g.lines)

    play_through(0, on_step=keep, rounds=3)
    produced = [t for t in lines if "L'Automa produit de l'énergie" in t]
    assert produced, "aucune production de l'Automa sur ce chemin"
    for t in produced:
        assert "Production de l'" not in t and "L'Automa remplit le contrat" not in t, t
        assert "cases sur la piste d'énergie (production)" not in t, t
    assert any("défausse le contrat" in t for t in lines)


def test_round_one_is_said_in_full_a_later_round_in_one_line():
    """Round 1's end is said line by line (the guide then teaches it); a later round's end
    in one line, who gained what: the sum of that round's scoring lines."""
    from ludo.barrage.guided import round_end, tell
    from ludo.core.french import integer

    g, _cited = play_through(0, rounds=2)
    states = g.state.replay()
    ends = [s for s in states if any(e.kind == "water.phase" for e in s.events)]
    first, second = ends[0], ends[1]
    said = " ".join(tell([first]))
    assert "Manche 1 — " in said and "Fin de la manche" not in said
    said = " ".join(tell([second]))
    assert "Manche 2 — " not in said and said.count("Fin de la manche 2 :") == 1
    for e in second.events:
        if e.kind == "round.line" and e.data["vp"]:
            who = e.data["who"]
            total = sum(
                x.data["vp"]
                for x in second.events
                if x.kind == "round.line" and x.data["who"] == who
            )
            assert f"{who} {integer(total, signed=True)} PV" in round_end(second.events)


def test_the_end_gives_a_line_per_player_and_rule_with_its_card():
    """The score at the end: one line per player and rule (the sheet's per-round lines
    added up), the learner's first, each with its rule; the points add up to the totals."""
    import re

    from ludo.barrage.guided import score_lines

    g, _cited = play_through(1)
    assert g.is_done()
    sheet = g.state.score()
    lines = score_lines(sheet)
    groups = {(x.player, x.rule) for x in sheet.lines if x.counts}
    assert len(lines) == len(groups) < len([x for x in sheet.lines if x.counts])
    assert all(rule for _, rule in lines)
    names = sheet.player_names
    assert lines[0][0].startswith(names[0])
    for player, total in sheet.totals().items():
        mine = [t for t, _ in lines if t.startswith(names[player] + " — ")]
        points = 0
        for text in mine:
            grouped = re.search(r"\(\d+ fois\) : ([+−-]?\d+) PV$", text)
            if grouped:
                points += int(grouped.group(1).replace("−", "-"))
            else:
                rule = next(r for t, r in lines if t == text)
                points += sum(
                    x.points
                    for x in sheet.lines
                    if x.counts and x.player == player and x.rule == rule
                )
        assert points == total, (names[player], points, total)
