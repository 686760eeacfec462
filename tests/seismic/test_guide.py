"""Seismic's guided first game (issue 30): coverage, robustness, refusals, saves.

The guide (``ludo/seismic/guides/``) is played with the engine: the learner's moves drawn
at random among those the lesson takes, the computer's replies by its own player.
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
from ludo.seismic import Place
from ludo.seismic.guided import HOOKS, guide, quake_cells, tell_move
from ludo.seismic.moves import cell_text
from ludo.seismic.phases import PLACE

RULES = json.loads((Path(__file__).parent.parent / "data" / "first_game_rules.json").read_text())


def accepted(g):
    """The legal moves the lesson takes at this step."""
    return [m for m in g.state.legal_moves() if g.check(m) is None]


def play_through(seed: int, on_step=None, wrong_clicks: bool = True):
    """Play the guide to its end with random choices; returns (game, cited, refused, kinds):
    ``cited`` the (rule, taught) pairs of every rule the engine cited as it was shown,
    ``kinds`` the (step id, event kind) of every event, in order."""
    rng = random.Random(seed)
    g = guide().start()
    cited: list[tuple[str, tuple[str, ...]]] = []
    kinds: list[tuple[str, str]] = []
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
        if wrong_clicks and g.state.phase == PLACE and rng.random() < 0.3:
            err = g.check(Place(g.state.row[0], (0, 0), 0))  # on San Andreas
            assert isinstance(err, IllegalMove) and err.rule == "seismic.occupied"
            refused.add(err.rule)  # a refusal shown with its card teaches it
        step = g.step.id
        before = len(g.state.history)
        g.play(rng.choice(accepted(g)))
        for s in g.state.replay()[before + 1 :]:
            for e in s.events:
                kinds.append((step, e.kind))
                for rule in HOOKS.cites(e):
                    cited.append((rule, g.taught() + tuple(refused)))
    for _text, rule in g.report().lines:
        cited.append((rule, g.taught()))
    return g, cited, refused, kinds


@pytest.mark.parametrize("seed", range(6))
def test_no_rule_is_cited_before_the_guide_taught_it(seed):
    _g, cited, _refused, _kinds = play_through(seed)
    early = sorted({rule for rule, taught in cited if rule not in taught})
    assert not early, f"cité avant d'être enseigné : {early}"


@pytest.mark.parametrize("seed", range(6))
def test_the_deal_brings_its_quake_on_time(seed):
    """Why the deal was chosen: whatever the learner plays, the first quake comes during
    the step that announces it (tiles fall), no row is discarded before the step that
    tells what happens then, and the game ends."""
    g, _cited, _refused, kinds = play_through(seed, wrong_clicks=False)
    first = next(step for step, kind in kinds if kind == "quake.revealed")
    assert first == "seisme"
    assert any(step == "seisme" and kind == "tile.destroyed" for step, kind in kinds)
    order = [s.id for s in guide().steps]
    discards = [order.index(step) for step, kind in kinds if kind == "row.discarded"]
    assert all(i > order.index("q_defausse") for i in discards)
    assert ("equipe", "marker.placed") in kinds
    assert g.state.is_over()


def test_every_first_game_rule_is_taught_by_its_step():
    g, _cited, _refused, _kinds = play_through(0, wrong_clicks=False)
    steps = {s.id: s for s in guide().steps}
    assert not g.skipped
    for entry in RULES["seismic"]:
        for rule, step in entry["guide"].items():
            assert rule in steps[step].teaches, (entry["id"], rule, step)
            assert rule in g.taught()
        if not entry["guide"]:  # not played in a first game: the last step names it
            text = steps[entry["guide_later"]].text.lower()
            assert all(t.lower() in text for t in entry["terms"]), entry["id"]
    covered = {r for e in RULES["seismic"] for r in e["guide"]}
    assert covered <= set(g.taught())


@pytest.mark.parametrize("seed", range(6))
def test_the_guide_never_shows_what_the_state_contradicts(seed):
    """Playable highlights are cells of moves the lesson takes; the « quake » cells are
    tiles on the side a quake would hit; every step ends, none is skipped."""
    shown = []

    def check(g):
        cells = g.highlight()
        name = g.step.highlight
        if g.question() is None and name in HOOKS.playable and g.state.phase == PLACE:
            ok = {HOOKS.cell_of(m) for m in accepted(g)}
            assert cells and set(cells) <= ok, (g.step.id, set(cells) - ok)
        if g.question() is None and name == "quake":
            placed = {cell_text(c) for c in g.state.placed}
            assert cells and set(cells) <= placed
        q = g.question()
        if q is not None:
            assert q.answer in q.choices and len(set(q.choices)) == len(q.choices) >= 2
        shown.append(g.step.id)

    g, _cited, _refused, _kinds = play_through(seed, check)
    assert g.state.is_over() and not g.skipped
    assert list(dict.fromkeys(shown)) == [s.id for s in guide().steps[:-1]]


def _first_move(g):
    return next(m for m in g.state.legal_moves() if isinstance(m, Place) and m.marker is None)


def test_a_refused_move_or_answer_changes_nothing():
    g = guide().start()
    before = copy.deepcopy(g)
    with pytest.raises(IllegalMove) as err:
        g.play(Place(g.state.row[0], (0, 0), 0))
    assert err.value.rule == "seismic.occupied" and g == before
    with pytest.raises(InvalidData):
        g.answer("Oui")  # no question now
    assert g == before
    g.play(_first_move(g))
    assert g.step.id == "equipe"
    before = copy.deepcopy(g)
    bare = _first_move(g)
    assert isinstance(g.check(bare), LessonRefusal)
    with pytest.raises(LessonRefusal, match="la leçon demande une tuile avec une équipe"):
        g.play(bare)
    assert g == before
    g.play(accepted(g)[0])
    assert g.question() is not None
    before = copy.deepcopy(g)
    with pytest.raises(InvalidData, match="n'est pas une des réponses"):
        g.answer("Peut-être")
    with pytest.raises(LessonRefusal, match="répondre à la question"):
        g.play(g.state.legal_moves()[0])
    assert g == before


def test_the_questions_answers_come_from_the_engine():
    g = guide().start()
    g.play(_first_move(g))
    move = accepted(g)[0]  # a tile with a crew
    g.play(move)
    q = g.question()
    (cell,) = q.highlight
    tile = next(t for t in g.state.row if g.state.geom.tile[t, 0].label == q.params["tile"])
    q_cell = tuple(int(v) for v in cell.split(","))
    fits = bool(g.state.placements(tile, q_cell))
    assert q.answer == ("Oui" if fits else "Non")
    assert g.answer(q.answer).startswith("Bonne réponse")
    q = g.question()
    line = next(ln for ln in g.state.score().lines if ln.text == q.explain)
    assert line.player == 0 and (move.cell, move.marker) in set(line.items)
    assert q.answer == str(line.points if line.counts else 0)
    wrong = next(c for c in q.choices if c != q.answer)
    assert g.answer(wrong).startswith(f"Non, la bonne réponse est {q.answer}")
    assert g.count() == "1 bonne réponse sur 2."


def test_the_quake_question_is_what_the_quake_would_do():
    """Played at once on the position asked about, the quake brings down the answer."""
    rng = random.Random(4)
    g = guide().start()
    while g.step.id != "q_seisme":
        q = g.question()
        if q:
            g.answer(q.choices[0])
        else:
            g.play(rng.choice(accepted(g)))
    q = g.question()
    from ludo.seismic.quakes import fallen, hit_sides, ray_counts

    s = g.state
    m = int(q.params["m"])
    sides = hit_sides(ray_counts(s.placed, s.cells, (0, 0)))
    for side in sides:  # on a tie, every tied side brings down as many
        assert str(len(fallen(s.placed, s.cells, (0, 0), side, m))) == q.answer
    assert set(q.highlight) == set(quake_cells(s))


def test_the_line_said_after_a_move_is_short_and_from_the_events():
    g = guide().start()
    move = _first_move(g)
    lines = g.play(move)
    first = g.state.replay()[1]
    assert lines[0] == tell_move(first.events)
    assert lines[0].startswith("Joueur 1 : ") and cell_text(move.cell) in lines[0]
    assert "On retourne une tuile" not in lines[0]  # the row is on the screen


def click_through(t, rng, on_action=None):
    """Play the guided table by its clicks to the end: a question's buttons, a face-up tile
    then a yellow cell (and a crew's circle when asked) then « Valider », a tied side."""
    for _ in range(80):
        if t.guided.is_done():
            break
        if on_action:
            on_action(t)
        if t.panel.choices:
            rng.choice(t.panel.choices).click()
            continue
        if t.state.phase != PLACE:  # a quake's tie: click a cell of a tied side
            t.board.board.click(sorted(t.board.choice_cells())[0])
            t.board.play_button.click()
            continue
        move = rng.choice(t.accepted())
        assert t.place(move.tile, move.cell), t.panel.said.value
    return t


def test_the_guided_table_plays_by_clicks_to_the_end():
    from ludo.seismic.ui.guided import GuidedSeismic

    def yellow_cells_are_the_lessons(t):
        if t.panel.choices or t.state.phase != PLACE:
            return
        tile = t.accepted()[0].tile
        t.board.pick_tile(tile)
        legal = set(t.board.board.legal)
        assert legal == {cell_text(m.cell) for m in t.accepted() if m.tile == tile}
        t.board.cancel()

    t = click_through(GuidedSeismic(), random.Random(2), yellow_cells_are_the_lessons)
    assert t.guided.is_done() and t.state.is_over()
    text = t.panel.instruction.value
    assert "Ce que vous savez maintenant" in text and "Et ensuite" in text
    assert text.count("data-rule=") >= len(t.guided.taught())


def test_each_score_lines_why_opens_its_own_sections_card():
    """Issue 30: at the end every score line's « Pourquoi ? » shows its own section (lit on
    the table, with its own points), not one card shared by every line."""
    from ludo.core.guides import GuidedGame  # noqa: F401  (the panel asks it)
    from ludo.seismic.scoring import table_sections
    from ludo.seismic.ui.guided import SECTION_CARD, GuidedSeismic
    from ludo.widgets.why import why_links

    t = click_through(GuidedSeismic(), random.Random(3))
    links = [r for _k, r in why_links(t.panel.instruction.value) if r.startswith(SECTION_CARD)]
    counted = [s for s in table_sections(t.state) if s.counted]
    assert len(links) == len(counted) >= 1
    shown = set()
    for rule, sec in zip(links, counted, strict=True):
        t.why.click(
            t.panel.instruction.value,
            [r for _k, r in why_links(t.panel.instruction.value)].index(rule),
        )
        body = t.why.body.value
        assert t.why.is_open and f"Section n° {sec.number} du décompte" in body
        assert sec.counted[0].text.split(" : ", 1)[1][:20] in body.replace("\u00a0", " ")
        assert "<img" in body
        shown.add(body)
    assert len(shown) == len(links)  # one card per section


def test_a_workshop_table_resumes_the_guided_game_at_its_step(tmp_path, monkeypatch):
    """In a workshop the guided table is saved after each move or answer, in its own file,
    resumed at the same step by a reload, and listed by the projector as a guided game."""
    from ludo.seismic.ui.guided import GuidedSeismic

    monkeypatch.setenv("LUDO_SAVES", str(tmp_path))
    first = opened(GuidedSeismic, "3")
    move = first.accepted()[0]
    assert first.place(move.tile, move.cell)
    move = first.accepted()[0]
    assert first.place(move.tile, move.cell)
    assert first.guided.step.id == "q_bords" and first.panel.choices
    assert saved_step(tmp_path, "seismic", "3") == "q_bords"

    reloaded = resumed(GuidedSeismic, "3", first)
    reloaded.panel.choices[0].click()  # it goes on being saved at the same table
    assert saved_step(tmp_path, "seismic", "3") == "q_section" == reloaded.guided.step.id
    assert "Seismic (partie guidée) — table 3" in projector_labels(tmp_path)
