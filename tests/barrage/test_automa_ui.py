"""The Automa's notebook widgets and pictures, driven headless."""

import html

import ludo
from ludo.barrage.automa import candidate_spots, place_structure, tile
from ludo.barrage.automa import messages as amsg
from ludo.barrage.automa.placement import placement_lines
from ludo.barrage.automa.turn import tile_lines
from ludo.barrage.board import Board
from ludo.barrage.draw import automa_spots_and_title, placement_png
from ludo.barrage.ui import GameTable, TileViewer, TurnReplay, automa_turns, solo_game


def test_tile_lines_in_french():
    actions, criteria = tile_lines(tile(3))
    assert actions[0] == "Tuile 3, face Actions"
    assert any("Bureau des contrats" in line and "pointillé" in line for line in actions)
    assert criteria[-1] == "Ordre des sources pour l'eau : C D A B"


def test_placement_picture_steps():
    b = Board.empty().with_conduit("C1L", "germany").with_powerhouse("P8b", "usa")
    p = place_structure(b, "usa", "base", candidate_spots(b, "usa", "base"), tile(9).criteria)
    spots, title = automa_spots_and_title(p, 0)
    assert spots == p.candidates and "Étape 0/3" in title
    spots, _ = automa_spots_and_title(p, 1)  # « several complete a system »: all stay
    assert spots == p.candidates
    spots, _ = automa_spots_and_title(p, 2)  # red frame
    assert set(spots) == {s for s in p.candidates if s.endswith("U")}
    assert automa_spots_and_title(p, 3)[0] == ("D1U",)
    assert placement_png(b, p, step=2)[:4] == b"\x89PNG"


def test_tile_viewer_and_turn_replay():
    v = TileViewer(1)
    v.number.value = 15
    assert "Tuile 15, face Actions" in v.actions.value and "Brevets" in v.actions.value
    r = TurnReplay(level="facile", seed=2)
    assert r.turn.max >= 1 and r.step.max >= 1
    r.step.value = 0
    first = r.image.value
    r.step.value = r.step.max
    assert r.image.value != first and "Tour de l&#x27;Automa" in r.panel.value


def test_turn_replay_says_the_turn_in_one_sentence_first_and_folds_the_mechanics():
    """The turn's plain sentence first; its reasoning (tile numbers, ✔/✘, candidate lists)
    folded; for a construction the step the slider shows, the steps before it folded."""
    r = TurnReplay(level="facile", seed=2)
    _, expl = r.shown[r.turn.value - 1]
    shown = r.panel.value
    fold = shown.index("<details>")
    assert html.escape(expl.sentence()) in shown[:fold]
    assert "✔" not in shown[:fold] and "n° " not in shown[:fold] and "✔" in shown[fold:]
    steps = placement_lines(next(c.placement for c in expl.checks if c.placement))
    r.step.value = r.step.max
    shown = r.panel.value
    placement = shown[shown.index(html.escape(amsg.UI_PLACEMENT)) :]
    last = placement.index("<details>") if "<details>" in placement else len(placement)
    assert html.escape(steps[-1]) in placement[:last]
    assert not [s for s in steps[:-1] if html.escape(s) in placement[:last]]


def test_a_solo_game_lists_every_automa_turn():
    states = solo_game("modere", 3)
    turns = automa_turns(states)
    assert states[-1].is_over() and len(turns) >= 20
    assert all(before.current_player == 1 for before, _ in turns)


def test_game_table_plays_against_the_automa():
    t = GameTable(players=2, seats=("human", "automa"), seed=1, automa_level="facile")
    assert t.session.state.automa == (1,) and t.session.state.automa_level == "facile"
    t.play(str(t.session.state.legal_moves()[0]))  # the person picks; the Automa answers
    s = t.session.state
    assert s.phase == "actions" and s.current_player == 0 and len(s.automa_discard) == 1
    assert "Tour de l&#x27;Automa" in t.explanation.value
    t.seat_kinds[0].value = "automa"
    t.new_game()  # no person left: refused in French, the game in progress stays
    assert "automa" in t.explanation.value.lower() and t.session.state == s
    assert ludo.player("barrage", "automa").name == "Automa de Tesla"


def test_notebook_09_describes_the_folded_turn_as_the_widget_shows_it():
    """Notebook 09 tells a guest where the mechanics are: under the fold the widget really
    shows (its summary's words), not « action par action » in the open panel."""
    import json
    from pathlib import Path

    from ludo.barrage import messages as rmsg

    path = Path(__file__).resolve().parents[2] / "notebooks/barrage/09_l_automa_de_tesla.ipynb"
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    text = next(
        "".join(c["source"])
        for c in cells
        if "".join(c["source"]).startswith("## 2. Un tour de l'Automa, rejoué")
    )
    folds = (amsg.SAY_DETAILS, rmsg.STEPS_BEFORE.format(n=0).split(" (")[0])
    flat = " ".join(text.split())
    for summary in folds:
        assert f"« {summary}" in flat, summary
    assert "en une phrase" in flat and "le panneau dit, action par action" not in flat
    assert "ne départage pas" in flat and "à partir du bassin" in flat  # as the steps say
