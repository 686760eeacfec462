"""Drawings and widgets of the whole Barrage game, driven headless."""

import copy
import re

import pytest

import ludo
from ludo.barrage.draw import draw_action_board, draw_energy_track
from ludo.barrage.ui import (
    ActionBoardExplorer,
    GameTable,
    ObjectiveLab,
    RoundScoringLab,
    round_stepper,
    worked_examples_html,
)


def hatched(fig):
    return sum(1 for p in fig.axes[0].patches if p.get_hatch())


def test_action_board_shows_the_blocked_spaces():
    for players, blocked in ((2, 10), (3, 6), (4, 0)):
        s = ludo.new(
            "barrage",
            players=players,
            seed=1,
            companies=["usa", "italy", "france", "germany"][:players],
        )
        assert hatched(draw_action_board(s)) == blocked
    intro = ludo.new("barrage", players=4, seed=1, intro=True)
    assert hatched(draw_action_board(intro)) == 3  # no patent office


def test_action_board_shows_engineers_in_company_colours():
    s = ludo.new("barrage", players=2, seed=1, companies=["usa", "italy"]).play("A1g")
    texts = [t.get_text() for t in draw_action_board(s).axes[0].texts]
    assert "A1g\nUS" in texts


def test_energy_track_marks_the_current_round():
    s = ludo.new("barrage", players=2, seed=1, companies=["usa", "italy"])
    texts = " ".join(t.get_text() for t in draw_energy_track(s).axes[0].texts)
    assert "Manche 1 :" in texts and "Ordre du tour : USA → Italie" in texts


def test_action_board_explorer():
    w = ActionBoardExplorer(players=4, space="T+1g")
    assert "bloqué" not in w.panel.value
    w.players.value = 3
    assert "bloqué" in w.panel.value and "au moins 4 joueurs" in w.panel.value
    w.space.value = "T+2d"
    assert "Cadre rouge" in w.panel.value


def test_scoring_labs():
    lab = RoundScoringLab()
    for slider, e in zip(lab.sliders, (9, 9, 1, 0), strict=True):
        slider.value = e
    assert "4 PV chacun" in lab.ranking.value
    lab.round.value, lab.count.value = 3, 2
    assert "10 PV" in lab.bonus.value or "au moins 6" in lab.bonus.value
    obj = ObjectiveLab(values=(2, 0, 0, 0))
    assert obj.panel.value.count("15 PV") == 0 or "place 1" in obj.panel.value
    obj.minimum.value = True
    assert "au moins 1" in obj.panel.value
    assert "Calculé par la bibliothèque" in worked_examples_html()


def test_scoring_labs_write_negative_points_with_a_minus_sign():
    """French typography: « −3 » (U+2212), never « -3 » with a hyphen."""
    import re

    lab = RoundScoringLab(energies=(12, 8, 8, 0))  # seat 4 on the track's 0: 3 VP lost
    assert ">−3</td>" in lab.ranking.value
    assert "3 crédits, −3 PV" in worked_examples_html()
    for text in (lab.ranking.value, lab.bonus.value, worked_examples_html()):
        assert not re.search(r"-\d", re.sub(r"<[^>]*>", "", text)), text


def test_game_table_plays_undoes_and_refuses():
    g = GameTable(players=2, seats=("human", "greedy"), seed=3)
    start = len(g.session.state.history)
    label, first = g.moves.options[0]  # (French label, notation)
    assert label.startswith("choisir") and first.startswith("choisir")
    g.play(first)
    assert len(g.session.state.history) > start
    g.moves.value = None
    g.play_selected()
    assert "Choisissez" in g.explanation.value
    g.undo()
    assert len(g.session.state.history) == start
    g.play(first)  # the set-up done: the bank is among the moves
    g.filter.value = "banque"
    assert g.moves.options and all("banque" in label for label, _ in g.moves.options)
    g.filter.value = "construire base"  # the list names the spots as the board does
    labels = [label for label, _ in g.moves.options]
    assert labels and all(label.startswith("construire base en ") for label in labels)
    assert not any(re.search(r"\bD\d+[UL]\b", label) for label in labels)


def test_game_refusals_name_the_spots_as_the_board_does():
    """A refused move is quoted in French (« 5U », not « D5U ») and the river's own
    « Production refusée » is not repeated after « refusé »."""
    s = ludo.new("barrage", players=2, seed=1, companies=["usa", "italy"])
    s = s.play(str(s.legal_moves()[0])) if s.phase == "pick" else s
    while s.phase == "pick":
        s = s.play(str(s.legal_moves()[0]))
    before = copy.deepcopy(s)
    with pytest.raises(ludo.IllegalMove) as err:
        s.play("T+2g D5U C5L P8a 2")
    text = str(err.value)
    assert "5U" in text and not re.search(r"\b[DCP]\d+[A-Za-z]\b", text), text
    assert "Production refusée" not in text and text.count("refusé") == 1, text
    assert s == before


def test_round_stepper_steps_through_a_round():
    st = round_stepper(players=3, seed=4)
    assert len(st) > 10
    st.next_button.click()
    assert "Image :" in st.explanation.value and "<code>" not in st.explanation.value


def test_round_stepper_shows_the_part_each_move_changes():
    """An engineer placed: the action board at its own size; a construction: the map."""
    import io

    from PIL import Image

    st = round_stepper(players=3, seed=4)
    texts = st._explanations
    placed = next(i for i, t in enumerate(texts) if "Image : le plateau des actions" in t)
    built = next(i for i, t in enumerate(texts) if "construire" in t and "Image : la carte" in t)
    assert Image.open(io.BytesIO(st.frame_png(placed))).size == (825, 675)
    assert Image.open(io.BytesIO(st.frame_png(built))).size[0] == 825
    assert not re.search(r"\bD\d+[UL]\b|\bP\d+[a-d]\b", " ".join(texts))  # no map ids


def test_game_table_views():
    g = GameTable(players=2, seats=("greedy", "human"), seed=2)
    whole = g.image.value
    g.view.value = "actions"
    assert bytes(g.image.value) != bytes(whole) and bytes(g.image.value)[:4] == b"\x89PNG"
    g.view.value = "companies"  # each company board beside its wheel
    assert bytes(g.image.value)[:4] == b"\x89PNG"


def test_round_stepper_animates_the_water_phase_drop_by_drop():
    st = round_stepper(players=3, seed=4)
    texts = st._explanations
    water = [i for i, t in enumerate(texts) if "phase d'écoulement" in t or "écoulement" in t]
    assert water, "the water phase is shown"
    drops = [t for t in texts[water[0] :] if t.startswith("Goutte")]
    assert drops, "one frame per drop"
    assert "Premier sur la piste" in texts[-1]  # then the round's scoring, line by line


def test_game_pictures_from_the_caches_equal_pictures_drawn_anew():
    """The layered pictures (fixed layers kept, unchanged parts not drawn again) show
    exactly what a drawing from nothing shows, move after move."""
    import random

    from ludo.barrage import draw
    from ludo.barrage.ui import _game_picture

    rng = random.Random(3)
    s = ludo.new("barrage", players=3, seed=3, companies=["usa", "italy", "france"])
    for _ in range(10):
        s = s.play(rng.choice(s.legal_moves()))
        warm = _game_picture(s)
        draw._LAST_PARTS.clear()  # every part drawn again over its kept fixed layer
        assert warm == _game_picture(s)
    for cache in (draw._PAINTERS, draw._ACTION_PAINTERS, draw._TRACK_PAINTERS):
        cache.clear()  # the fixed layers drawn again too
    draw._LAST_PARTS.clear()
    assert warm == _game_picture(s)


def test_technology_tiles_are_named_in_french_on_the_boards_and_tables():
    from ludo.barrage.construction import tile_name
    from ludo.barrage.ui import companies_html

    assert tile_name("L1-powerhouse") == "L1-Centrale"
    assert tile_name("elevation") == "Élévation"
    assert tile_name("special:L2-conduit") == "spéciale:L2-Conduite"
    s = ludo.new("barrage", players=4, seed=2)
    english = ("powerhouse", "elevation", "conduit", "base,", "special")
    texts = " ".join(t.get_text() for t in draw_action_board(s).axes[0].texts)
    assert "L" in texts and not any(w in texts for w in english), texts
    while s.phase == "pick":
        s = s.play(s.legal_moves()[0])
    table = companies_html(s)
    assert "Centrale" in table and not any(w in table for w in english)


def test_map_with_its_structures_kept_equals_the_map_drawn_in_one_pass():
    """The shared painter keeps the built structures drawn and paints only the water
    over them: its picture is exactly the one a fresh painter draws in one pass."""
    import random

    from PIL import ImageChops

    from ludo.barrage import draw

    rng = random.Random(5)
    s = ludo.new("barrage", players=4, seed=5)
    compared = 0
    for i in range(160):
        if s.is_over():
            break
        s = s.play(rng.choice(s.legal_moves()))
        if i % 8:
            continue
        kept = draw.painter("all", draw.DPI)
        kept.paint(s.board)
        fresh = draw.Painter(dpi=draw.DPI)
        fresh.paint(s.board)
        assert ImageChops.difference(kept.image(), fresh.image()).getbbox() is None, i
        compared += 1
    assert compared >= 10 and s.board.conduits and s.board.powerhouses


def test_action_board_and_track_follow_the_rounds_over_their_kept_layers():
    """The patent office's tiles and the current round change from round to round: they
    are drawn over the kept layers, and each round's picture shows its own."""
    import random

    from ludo.barrage import draw
    from ludo.barrage.construction import tile_name

    rng = random.Random(2)
    s = ludo.new("barrage", players=3, seed=2)
    seen = set()
    while not s.is_over() and len(seen) < 3:
        s = s.play(rng.choice(s.legal_moves()))
        if s.round in seen:
            continue
        seen.add(s.round)
        painter = draw.action_painter(s)
        painter.paint(s)
        texts = " ".join(t.get_text() for t in painter.ax.texts)
        for tile in s.patent:
            if tile:
                assert tile_name(tile) in texts
        track = draw.track_painter(s)
        track.paint(s)
        bold = [t.get_text() for t in track.ax.texts if t.get_fontweight() == "bold"]
        assert any(t.startswith(f"Manche {s.round} :") for t in bold), bold
    assert len(seen) == 3
