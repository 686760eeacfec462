"""The worked examples used by the notebooks, and the drawing (headless)."""

import pytest

from ludo.barrage import Board, scenarios
from ludo.barrage.draw import animation_html, board_png, draw_board, flow_frames, positions
from ludo.barrage.map import base_map
from ludo.barrage.production import produce, produce_second
from ludo.barrage.water import final_places, snapshots


def test_flow_scenarios():
    b, adds = scenarios.flow_neutral()
    after, events = b.flow(adds)
    assert after.drops_at("D5L") == 2 and after.exited == 1
    assert final_places(events) == {1: "D5L", 2: "EXIT_L"}
    b, adds = scenarios.flow_rulebook()
    after, events = b.flow(adds)
    assert final_places(events) == {1: "D8U", 2: "EXIT_L", 3: "D2U", 4: "D5U", 5: "D5L"}
    after, events = Board.flow(*scenarios.merge())
    assert after.exited == 1 and after.drops_at("D10U") == 1
    after, events = Board.flow(*scenarios.overflow())
    assert final_places(events) == {1: "D4U", 2: "D7U", 3: "D10L", 4: "EXIT_R"}


@pytest.mark.parametrize(
    "key, energy, payment",
    [
        ("prod_3", 3, None),
        ("prod_9", 9, ("italy", 2, 2)),
        ("prod_6", 6, ("germany", 2, 2)),
        ("prod_germany", 7, None),
        ("prod_flow_on", 3, None),
        ("prod_usa", 6, None),
    ],
)
def test_production_scenarios(key, energy, payment):
    board, args = scenarios.PRODUCTIONS[key]()
    company = args.pop("company")
    r = produce(board, company, **args)
    assert r.energy == energy
    assert (
        None if r.payment is None else (r.payment.owner, r.payment.credits, r.payment.vp)
    ) == payment
    if key == "prod_germany":
        second = produce_second(r, **scenarios.SECOND_GERMANY)
        assert second.energy == 6 and second.payment.credits == 3
    if key == "prod_usa":
        assert r.track_bonus == {"usa": 2}
    assert snapshots(board, r.events)[-1] == r.board


def test_every_node_has_a_position():
    pos = positions()
    assert set(pos) == set(base_map().nodes)


def test_drawing_is_png_and_leaves_board_unchanged():
    b, _ = Board.setup(seed=2)
    before = b.to_dict()
    png = board_png(
        b, highlight_nodes=["D5U", "P8a", "C1L"], highlight_edges=[("A", "D1U")], title="x"
    )
    assert png.startswith(b"\x89PNG") and b.to_dict() == before
    fig = draw_board(b)
    assert fig.axes
    assert b._repr_png_().startswith(b"\x89PNG")


def test_flow_frames_one_per_drop_and_per_step():
    b, adds = scenarios.flow_rulebook()
    after, events = b.flow(adds)
    frames, texts = flow_frames(b, events)
    assert len(frames) == len(texts) == 1 + 5
    assert "Goutte 2" in texts[2] and "sortie" in texts[2]
    steps, step_texts = flow_frames(b, events, per="step")
    assert len(steps) == 1 + sum(1 for e in events if e.kind == "drop.move")
    html = animation_html(frames, texts, "titre")
    assert html.count("<img") == 6
