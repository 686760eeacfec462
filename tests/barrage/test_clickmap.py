"""The Barrage game table played by clicking the map (ludo/barrage/ui/clickmap.py), headless.

A click on a place (``ClickBoard.click``, what the browser sends) narrows the move list to
the engine's legal moves there; with one move it is chosen and Entrée plays it; Échap gives
the whole list back; a click where no move is legal changes nothing but the explanation.
"""

from __future__ import annotations

import copy
import re

import pytest

from ludo.barrage.map import base_map
from ludo.barrage.ui import GameTable
from ludo.barrage.ui.clickmap import map_points, place_polygons


def _table() -> GameTable:
    """Two people at the table (no computer reply: the state after a move is the move's)."""
    g = GameTable(players=2, seats=("human", "human"), seed=3)
    while g.session.state.phase == "pick":
        g.play(str(g.session.state.legal_moves()[0]))
    return g


def _at(state, node: str) -> set[str]:
    """The legal moves whose notation names ``node`` (read from the notation, not through
    the code under test)."""
    return {str(m) for m in state.legal_moves() if node in str(m).split()}


@pytest.fixture(scope="module")
def table() -> GameTable:
    return _table()


def test_the_places_of_the_legal_moves_are_highlighted(table):
    state = table.session.state
    legal = table.map.board.legal
    assert {"D1U", "C1R", "P8a", "A"} <= legal
    for node in {c["id"] for c in table.map.board.cells}:
        assert (node in legal) == bool(_at(state, node)), node
    # the tooltips name the places in French, as the map prints them (no map id)
    titles = {c["id"]: c["title"] for c in table.map.board.cells}
    n = len(_at(state, "D1U"))
    assert titles["D1U"] == f"Le barrage 1U : {n} coup{'s' if n > 1 else ''} permis ici"
    assert titles["C5L"].startswith("La conduite 3→8 du bassin 5")
    assert not [t for t in titles.values() if re.search(r"\b[DCP]\d+[ULRa-d]\b", t)]


def test_a_click_filters_the_list_and_escape_gives_it_back(table):
    state = table.session.state
    everything = len(table.moves.options)
    table.map.board.click("D1U")
    shown = {value for _label, value in table.moves.options}
    assert shown == _at(state, "D1U") and shown
    assert table.map.board.selected == "D1U"
    assert "Clic sur le barrage 1U" in table.notice.value
    assert "Coups permis sur le barrage 1U" in table.your_move.value
    table.map.board.press("Escape")
    assert len(table.moves.options) == everything
    assert table.map.board.selected == "" and "Filtre de la carte retiré" in table.notice.value
    assert table.session.state == state


def test_a_production_is_found_from_any_of_its_three_places():
    """Interpretation choice (clickmap's docstring): dam, conduit and powerhouse all lead
    to the production."""
    from ludo.barrage.game.moves import Produce, move_places

    g = _table()
    state = g.session.state
    produce = next((m for m in state.legal_moves() if isinstance(m, Produce)), None)
    if produce is None:  # not at this seed: the places of a production still hold
        assert move_places(Produce("T+2g", "D5U", "C5L", "P8a", 2)) == ("D5U", "C5L", "P8a")
        return
    for node in (produce.dam, produce.conduit, produce.powerhouse):
        g.map.board.click(node)
        assert str(produce) in {value for _label, value in g.moves.options}


def test_one_move_there_is_chosen_and_enter_plays_it():
    g = _table()
    state = g.session.state
    node = next(n for n in sorted(g.map.board.legal) if len(_at(state, n)) == 1)
    g.map.board.click(node)
    (move,) = _at(state, node)
    assert g.moves.value == move and "un seul coup permis ici" in g.notice.value
    before = copy.deepcopy(state)
    g.map.board.press("Enter")
    assert g.session.state == before.play(move)  # that legal move, and only it, was played
    assert g.map.place == "" and g.map.board.selected == ""  # the filter ends with the move
    assert len(g.moves.options) == min(len(g.session.state.legal_moves()), 400)


def test_a_click_where_no_move_is_legal_changes_nothing(table):
    table.map.board.press("Escape")
    state = table.session.state
    before = copy.deepcopy(state)
    options = table.moves.options
    node = next(c["id"] for c in table.map.board.cells if not c["legal"])
    table.map.board.click(node)
    assert table.session.state == before
    assert table.moves.options == options and table.map.place == ""
    # the notice says why (here the map's sentence, or the construction's reason)
    assert table.notice.layout.display is None and "Clic sur" in table.notice.value
    table.map.board.click("nowhere")  # not a place of the map: ignored by the board
    assert table.session.state == before


def test_enter_without_a_chosen_move_plays_nothing(table):
    table.moves.value = None
    before = copy.deepcopy(table.session.state)
    table.map.board.press("Enter")
    assert table.session.state == before
    assert "Choisissez d'abord un coup" in table.notice.value


def test_other_views_are_pictures_and_end_the_filter():
    g = _table()
    g.map.board.click("D1U")
    g.view.value = "actions"
    assert g.map.board.layout.display == "none" and g.image.layout.display is None
    assert g.map.place == "" and len(g.moves.options) == min(
        len(g.session.state.legal_moves()), 400
    )
    g.view.value = "map"
    assert g.map.board.layout.display is None and g.image.layout.display == "none"


def test_place_outlines_cover_every_place_and_never_overlap():
    g = base_map()
    polygons = place_polygons()
    kinds = {n: k for n, k in g.nodes(data="kind")}
    assert set(polygons) == {
        n for n, k in kinds.items() if k in ("dam", "conduit", "powerhouse", "headstream")
    }
    box, points = map_points()
    width, height = (float(v) for v in box.split()[2:])
    rects = {}
    for node, text in points.items():
        xy = [tuple(float(v) for v in p.split(",")) for p in text.split()]
        xs, ys = [x for x, _ in xy], [y for _, y in xy]
        assert 0 <= min(xs) and max(xs) <= width and 0 <= min(ys) and max(ys) <= height, node
        assert max(xs) - min(xs) >= 20 and max(ys) - min(ys) >= 20, node  # big enough to hit
        rects[node] = (min(xs), min(ys), max(xs), max(ys))
    names = sorted(rects)
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            (ax0, ay0, ax1, ay1), (bx0, by0, bx1, by1) = rects[a], rects[b]
            assert ax1 <= bx0 or bx1 <= ax0 or ay1 <= by0 or by1 <= ay0, (a, b)


def test_a_move_given_by_its_notation_ends_the_map_filter():
    g = _table()
    state = g.session.state
    g.map.board.click("D1U")
    bank = next(str(m) for m in state.legal_moves() if str(m).startswith("banque"))
    g.play(bank)  # not a move at 1U: played all the same, from the whole list
    assert g.session.state == state.play(bank)
