"""Drawing and widgets, headless: they show the engine's answers and change no state."""

from __future__ import annotations

import ludo
from ludo.eau import examples
from ludo.eau.draw import draw_board, draw_catalogue, to_png, water_frames
from ludo.eau.network import leaks, longest_circuit
from ludo.eau.ui import (
    CircuitExplorer,
    EauGame,
    LeakExplorer,
    leak_table_html,
    rounds_stepper,
    water_stepper,
)


def test_drawing_is_a_png_and_changes_nothing():
    s = ludo.new("eau", players=4, seed=1)
    before = s.to_json()
    png = to_png(s)
    assert png[:4] == b"\x89PNG" and s._repr_png_()[:4] == b"\x89PNG"
    assert s.to_json() == before
    b = examples.rule_example_15()
    fig = draw_board(b, circuit=longest_circuit(b), highlight=[24], links=[(24, 25)], title="t")
    assert fig.axes
    assert draw_catalogue().axes


def test_water_frames_follow_the_breadth_first_front():
    b = examples.rule_example_15()
    frames, sizes = water_frames(b)
    assert len(frames) == len(sizes) and sizes[0] == 1
    assert sizes == sorted(sizes) and sizes[-1] == 16


def test_game_widget_plays_by_clicks_and_refuses_in_french():
    g = EauGame(players=2, seed=3)
    assert g.state.phase == "choose" and g.choose_buttons
    g.choose_buttons[0].click()
    g.choose_buttons[0].click()
    assert g.state.phase == "place"
    start = g.state
    g.cell_buttons[48 - 6].click()  # a7: touches nothing
    assert g.state is start and "refusé" in g.explanation.value
    move = g.state.legal_moves()[0]
    g.rotation.value = move.turn * 90
    g.cell_buttons[move.cell].click()
    assert g.state.history[-1] == move
    assert g.cell_buttons[move.cell].disabled  # now occupied
    g.undo_button.click()
    assert g.state is start
    g.help_button.click()
    assert "L'aide propose" in g.explanation.value
    g.finish_button.click()
    assert g.state.is_over() and "Partie" in g.score.value
    g.show_circuit.value = True
    g.water_button.click()
    assert len(g.water_box.children[0]) >= 2


def test_leak_explorer_lists_every_leak():
    w = LeakExplorer()
    for name in list(w.examples):
        w.choice.value = name
        assert f"{len(leaks(w.board()))} fuite(s)" in w.table.value
    assert "canalisation percée" in leak_table_html(examples.leak_examples()["pierced"])


def test_circuit_explorer_explains_a_break():
    w = CircuitExplorer()
    assert "15 tuiles" in w.explanation.value
    w.choice.value = w.choice.options[1]  # the branched network
    w.show_bridges.value = True
    assert "pont" in w.explanation.value
    label, link = w.breaker.options[1]
    w.breaker.value = link
    assert "prive" in w.explanation.value


def test_steppers_over_water_and_rounds():
    ws = water_stepper(examples.rule_example_15())
    assert len(ws) >= 2 and "fuite" in ws._explanations[-1]
    s = ludo.new("eau", players=6, seed=2)
    for _ in range(20):
        s = s.play(s.legal_moves()[0])
    rs = rounds_stepper(s)
    assert len(rs) >= 2
