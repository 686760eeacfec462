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
    # drop by drop, only what decides the drop's fate is told (empty spots are not)
    assert "pas de barrage" not in texts[2] and "plein" in texts[2]
    steps, step_texts = flow_frames(b, events, per="step")
    assert len(steps) == 1 + sum(1 for e in events if e.kind == "drop.move")
    html = animation_html(frames, texts, "titre")
    assert html.count("<img") == 6


def test_highlights_basins_conduits_and_keep_sources_legible():
    from ludo.barrage.draw import painter

    board = scenarios.flow_rulebook()[0]
    before = board.to_dict()
    plain = board_png(board)
    lit = board_png(
        board,
        highlight_basins=[3, 6],
        highlight_nodes=["C", "C3L"],
        highlight_edges=[("C", "D3U")],
    )
    assert lit.startswith(b"\x89PNG") and lit != plain and board.to_dict() == before
    # the source touched by a highlight is drawn again on top (circle + letter), the conduit
    # spot gets its arrow in orange, the basins an outline
    p = painter()
    p.paint(board, highlight_basins=[3], highlight_nodes=["C3L"], highlight_edges=[("C", "D3U")])
    letters = [a.get_text() for a in p.dynamic if hasattr(a, "get_text")]
    assert "C" in letters and "A" not in letters
    fig = draw_board(board, highlight_basins=[10])
    assert fig is not None


def test_exited_drops_are_counted_in_words():
    from ludo.barrage.draw import painter

    p = painter()
    p.paint(Board.empty().flow({"A": 1})[0])
    texts = [a.get_text() for a in p.dynamic if hasattr(a, "get_text")]
    # a label says what the number counts: every drop out since the start, not a round's
    assert "Sorties du plateau\ndepuis le début :\n1 goutte" in texts
    p.paint(Board.empty().flow({"A": 2})[0])
    texts = [a.get_text() for a in p.dynamic if hasattr(a, "get_text")]
    assert "Sorties du plateau\ndepuis le début :\n2 gouttes" in texts


def test_company_names_take_french_articles():
    import copy
    import pickle

    from ludo.barrage import messages as msg

    italy, usa = msg.OWNER_NAMES["italy"], msg.OWNER_NAMES["usa"]
    template = "{owner.a}, {owner.de}, {owner.le}"  # as in the message templates
    assert italy == "Italie" and template.format(owner=italy) == "à l'Italie, de l'Italie, l'Italie"
    assert template.format(owner=usa) == "aux USA, des USA, les USA"
    assert pickle.loads(pickle.dumps(italy)).de == "de l'Italie"
    assert copy.deepcopy(usa).le == "les USA"
    board, args = scenarios.prod_9()
    args = dict(args)
    result = produce(board, args.pop("company"), **args)
    text = " ".join(line for line, _ in result.lines)
    assert "appartient à l'Italie" in text and "Production des USA" in result.events[0].text


def test_areas_compared_for_a_player():
    from ludo.barrage.construction import area_summary
    from ludo.barrage.ui import areas_html

    rows = {a["area"]: a for a in area_summary()}
    assert [a["area"] for a in area_summary()] == ["mountain", "hill", "plain"]
    assert rows["mountain"]["powerhouses"] == 0 and rows["plain"]["powerhouses"] == 17
    assert rows["mountain"]["conduit_values"] == (3, 5) and rows["plain"]["conduit_values"] == (
        1,
        3,
    )
    assert [rows[a]["base_excavators"] for a in ("mountain", "hill", "plain")] == [5, 4, 3]
    assert [rows[a]["neutral_level"] for a in ("mountain", "hill", "plain")] == [1, 2, 3]
    page = areas_html().data
    assert "Montagnes" in page and "5 excavatrices" in page and "niveau 3" in page
