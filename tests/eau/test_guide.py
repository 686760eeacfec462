"""Eau's guided first game (issue 30): coverage, robustness, refusals, saves.

The guide (``ludo/eau/guides/``) is played with the engine: the learner's moves drawn at
random among those the lesson takes, the computer's replies by the helper.
"""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path

import pytest
from guide_checks import opened, projector_labels, resumed, saved_step

from ludo.core.errors import IllegalMove, InvalidData
from ludo.core.guides import LessonRefusal
from ludo.eau.guided import HOOKS, guide, score_lines, tell
from ludo.eau.network import circuit_length, leaks, longest_circuit, regie_network
from ludo.eau.rules import Place
from ludo.eau.tiles import cell_name, parse_cell

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
        assert actions < 80, f"l'étape « {g.step.id} » ne finit jamais"
        if on_step:
            on_step(g)
        q = g.question()
        if q is not None:
            cited.append((q.rule, g.taught() + tuple(refused)))
            g.answer(rng.choice(q.choices))
            continue
        code = g.state.tile_to_place()
        if wrong_clicks and code and rng.random() < 0.3:  # a click on a taken cell
            err = g.check(Place(code, 0, 0))  # a1 holds a corner building
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


@pytest.mark.parametrize("seed", range(4))
def test_no_rule_is_cited_before_the_guide_taught_it(seed):
    _g, cited, _refused = play_through(seed)
    early = sorted({rule for rule, taught in cited if rule not in taught})
    assert not early, f"cité avant d'être enseigné : {early}"


def test_every_first_game_rule_is_taught_by_its_step():
    g, _cited, _refused = play_through(0, wrong_clicks=False)
    steps = {s.id: s for s in guide().steps}
    assert not g.skipped
    for entry in RULES["eau"]:
        assert entry["guide"], entry["id"]
        for rule, step in entry["guide"].items():
            assert rule in steps[step].teaches, (entry["id"], rule, step)
            assert rule in g.taught()


@pytest.mark.parametrize("seed", range(4))
def test_the_guide_never_shows_what_the_state_contradicts(seed):
    """Playable highlights are legal cells the lesson takes; the touching cells are free
    and touch a tile; every step ends, none is skipped."""
    shown = []

    def check(g):
        cells = g.highlight()
        name = g.step.highlight
        if g.question() is None and name in HOOKS.playable:
            ok = {HOOKS.cell_of(m) for m in accepted(g)}
            assert cells and set(cells) <= ok, (g.step.id, set(cells) - ok)
        if g.question() is None and name == "touching":
            frontier = {cell_name(c) for c in g.state.frontier()}
            assert set(cells) == frontier
            # the pierced pipe goes on some of them only (the lesson's point)
            assert {HOOKS.cell_of(m) for m in accepted(g)} < frontier
        if g.question() is None and name == "dry":
            net = regie_network(g.state.board)
            assert all(parse_cell(c) not in net for c in cells)
        q = g.question()
        if q is not None:
            assert q.answer in q.choices and len(set(q.choices)) == len(q.choices) >= 2
        shown.append(g.step.id)

    g, _cited, _refused = play_through(seed, check)
    assert g.state.is_over() and not g.skipped
    assert list(dict.fromkeys(shown)) == [s.id for s in guide().steps[:-1]]


def _to(g, step: str, seed: int = 1):
    rng = random.Random(seed)
    while g.step.id != step:
        q = g.question()
        if q:
            g.answer(q.answer)
        else:
            g.play(rng.choice(accepted(g)))
    return g


def test_a_refused_move_or_answer_changes_nothing():
    g = guide().start()
    g.play("choisir L")
    assert g.step.id == "poser"
    before = copy.deepcopy(g)
    far = next(m for m in g.state.legal_moves() if HOOKS.cell_of(m) not in g.highlight())
    assert isinstance(g.check(far), LessonRefusal)
    with pytest.raises(LessonRefusal, match="la leçon demande un coude"):
        g.play(far)
    assert g == before
    with pytest.raises(IllegalMove) as err:
        g.play("L d4 0")  # the Régie's cell
    assert err.value.rule == "eau.occupied" and g == before
    with pytest.raises(IllegalMove) as err:
        g.play("L a7 0")  # touches no tile
    assert err.value.rule == "eau.touch" and g == before
    with pytest.raises(InvalidData):
        g.answer("3")  # no question now
    assert g == before
    _to(g, "q_circuit")
    before = copy.deepcopy(g)
    with pytest.raises(InvalidData, match="n'est pas une des réponses"):
        g.answer("99")
    with pytest.raises(LessonRefusal, match="répondre à la question"):
        g.play(g.state.legal_moves()[0])
    assert g == before


def test_the_circuit_question_leaves_the_regie_out():
    g = _to(guide().start(), "q_circuit")
    cycle = longest_circuit(g.state.board)
    q = g.question()
    assert q.answer == str(circuit_length(cycle)) == str(len(cycle) - 1)
    assert len(q.highlight) == len(cycle) and "d4" in q.highlight  # the Régie framed too
    assert g.answer(str(len(cycle))).startswith(f"Non, la bonne réponse est {q.answer}")
    assert g.count() == "0 bonne réponse sur 1."


def test_the_repairs_question_is_the_scorings_threshold():
    g = _to(guide().start(), "reparations")
    q = g.question()
    assert int(q.params["n"]) > 20 and q.answer == "2"
    assert "{n}" not in g.text() and q.params["n"] in g.text()


def test_the_events_lessons_take_the_pierced_pipe_then_the_agent_on_it():
    g = _to(guide().start(), "percee")
    assert set(g.state.to_place()) == {"X", "A", "E"}
    move = accepted(g)[0]
    assert move.code == "X"
    g.play(move)
    assert g.step.id == "agent" and g.highlight() == (cell_name(move.cell),)
    g.play(f"A {cell_name(move.cell)} 0")
    assert g.state.board[move.cell].covered and g.step.id == "station"
    for m in accepted(g):
        after = g.state.play(m)
        assert m.code == "E" and m.cell in regie_network(after.board)


def test_the_lines_sum_up_the_computers_placements():
    g = _to(guide().start(), "tour2")
    before = g.state
    lines = g.play(accepted(g)[0])
    states = g.state.replay()[len(before.history) + 1 :]
    assert lines == tell(states)
    placed = [s for s in states if isinstance(s.history[-1], Place)]
    assert placed and len(lines) <= 3
    summary = next(t for t in lines if t.startswith("Le joueur 2 pose pour le groupe"))
    assert summary.endswith(f"{len(leaks(before.board))} → {len(leaks(placed[-1].board))}.")
    for s in placed:
        assert f"en {cell_name(s.history[-1].cell)}" in summary


def test_the_end_groups_the_leaks_by_kind():
    g, _cited, _refused = play_through(2, wrong_clicks=False)
    sheet = g.state.score()
    lines = score_lines(sheet)
    assert lines == g.report().lines
    counted = [ln for ln in sheet.lines if ln.counts]
    assert sum(1 for _t, r in lines if r.startswith("eau.leak")) == len(
        {ln.rule for ln in counted if ln.rule.startswith("eau.leak")}
    )
    total = sum(ln.points for ln in counted if ln.rule.startswith("eau.leak"))
    told = sum(int(t.split(" ")[0]) if t[0].isdigit() else 1 for t, r in lines if "leak" in r)
    assert told == -total


def test_a_workshop_table_resumes_the_guided_game_at_its_step(tmp_path, monkeypatch):
    """In a workshop the guided table is saved after each move or answer, in its own file,
    resumed at the same step by a reload, and listed by the projector as a guided game."""
    from ludo.eau.ui import GuidedEau

    monkeypatch.setenv("LUDO_SAVES", str(tmp_path))
    first = opened(GuidedEau, "2")
    first.hand.children[0].click()
    cell = sorted(first.board.legal)[0]
    assert not first.click_cell(cell)  # the tile shown, not played
    assert first.click_cell(cell) and first.guided.step.id == "circuit"
    assert saved_step(tmp_path, "eau", "2") == "circuit"

    reloaded = resumed(GuidedEau, "2", first)
    assert reloaded.board.legal == first.board.legal
    cell = sorted(reloaded.board.legal)[0]
    reloaded.click_cell(cell)
    reloaded.confirm()  # it goes on being saved at the same table
    assert saved_step(tmp_path, "eau", "2") == "q_circuit" == reloaded.guided.step.id
    labels = projector_labels(tmp_path)
    assert any("partie guidée" in label and "table 2" in label for label in labels)


def test_the_guided_table_plays_by_clicks_to_the_end():
    from ludo.eau.ui import GuidedEau

    t = GuidedEau()
    rng = random.Random(2)
    wrong = 0
    for _ in range(120):
        if t.guided.is_done():
            break
        if t.panel.choices:
            rng.choice(t.panel.choices).click()
            continue
        if t.hand.children:
            rng.choice(t.hand.children).click()
            continue
        if len(t.pick.options) > 1:  # another tile to place, among those the lesson takes
            t.pick.value = rng.choice([v for _, v in t.pick.options if t.accepted(v)])
        if not wrong and t.guided.step.id == "percee":  # a cell that only touches a tile
            frontier = set(t.guided.highlight()) - set(t.board.legal)
            before = copy.deepcopy(t.guided)
            assert not t.click_cell(sorted(frontier)[0])
            assert "la leçon demande" in t.panel.said.value or "Pourquoi" in t.panel.said.value
            assert t.guided == before
            wrong += 1
        cell = rng.choice(sorted(t.board.legal))
        t.click_cell(cell)
        if rng.random() < 0.3:
            t.rotate()  # a turn the lesson may refuse: then the first accepted one
            if not t.confirm():
                t.click_cell(cell)
                assert t.click_cell(cell)
                continue
        else:
            assert t.confirm()
    assert t.guided.is_done() and t.state.is_over() and wrong == 1
    text = t.panel.instruction.value
    assert "Ce que vous savez maintenant" in text and "Et ensuite" in text
    assert text.count("data-rule=") >= len(t.guided.taught())


def test_a_save_without_a_guided_game_is_refused_and_a_resumed_game_forgets_a_shown_tile():
    """The guided table's shared part (ludo.widgets.guide.GuidedTable): a table's save with
    no guided game is refused in French, naming the field; a saved game that comes back
    drops the tile the table was showing (Eau's `resumed`), and nothing else changes."""
    from types import SimpleNamespace

    from ludo.eau.ui import GuidedEau

    t = GuidedEau()
    with pytest.raises(InvalidData, match="pas de partie guidée") as err:
        t.check_saved(SimpleNamespace(guide=None))
    assert err.value.field == "guide"
    t.hand.children[0].click()
    saved = SimpleNamespace(guide=t.guided.to_json())
    kept = copy.deepcopy(t.guided)
    cell = sorted(t.board.legal)[0]
    assert not t.click_cell(cell) and t.pending is not None  # a tile shown, not laid
    t.resume(saved)
    assert t.pending is None and t.guided == kept
