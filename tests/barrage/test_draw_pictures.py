"""The Barrage board pictures stay crisp and legible when projected (issue 12 §1).

A picture's labels are read in CSS pixels: a label of ``s`` points in a figure ``W`` points
wide, shown ``D`` CSS pixels wide, is ``s × D / W`` pixels tall. The widths used here are
the smallest at which each picture is shown at 1280×800 (measured in Voilà, see
tests/barrage/test_browser_barrage_solo.py and `make barrage-screens`): the map 640 CSS
pixels (the workshop's page, 668 in Voilà's) and the action board 572 beside it (the
game table, ui/table.py). And a picture must have at least 1.5 of its pixels per CSS pixel there,
so that a screen at 150 % never enlarges (blurs) it.
"""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image

import ludo
from ludo.barrage import draw
from ludo.barrage import messages as rmsg

#: CSS pixels the map and the action board are shown at, at the least, at 1280×800.
MAP_SHOWN, ACTIONS_SHOWN = 640, 572
#: What a player must read from the back of a room, in CSS pixels.
LEGIBLE = 14


def _css_px(text, fig, shown: float) -> float:
    return text.get_fontsize() * shown / (fig.get_figwidth() * 72)


@pytest.fixture(scope="module")
def midgame():
    """A seeded 4-player game after 150 random moves: dams, powerhouses, conduits, drops."""
    rng = random.Random(3)
    state = ludo.new("barrage", players=4, seed=1)
    for _ in range(150):
        state = state.play(rng.choice(state.legal_moves()))
    assert state.board.dams and state.board.conduits and state.board.powerhouses
    return state


def test_the_map_has_enough_pixels_for_a_screen_at_150_percent(midgame):
    png = draw.game_part_png(midgame, "map")
    width, height = Image.open(io.BytesIO(png)).size
    assert width >= 1.5 * MAP_SHOWN and height >= 1.5 * MAP_SHOWN, (width, height)
    lab = Image.open(io.BytesIO(draw.board_png(midgame.board, highlight_basins=[3])))
    assert lab.size == (width, height)


def test_every_label_of_the_map_is_legible_when_projected(midgame):
    """Every text a player reads on a game's map (basins, spots, conduits, owners, tiles,
    drops held on the sources, exits, water gone) is ≥ 14 CSS pixels at 1280×800."""
    p = draw.Painter()
    fig = p.paint(midgame.board, highlight_nodes=["C3L"], moving="D3U", moving_label="2")
    texts = [t for t in p.ax.texts if t.get_text().strip()]
    assert len(texts) > 60  # the map's own labels and the game's pieces
    small = [
        (t.get_text(), round(_css_px(t, fig, MAP_SHOWN), 1))
        for t in texts
        if _css_px(t, fig, MAP_SHOWN) < LEGIBLE
    ]
    assert not small, small
    owners = [t for t in p.dynamic if getattr(t, "get_text", lambda: "")() == "IT"]
    assert owners and all(_css_px(t, fig, MAP_SHOWN) >= LEGIBLE for t in owners)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_action_board_labels_are_large_and_fit_their_spaces(players):
    """Every text of the board (headings, what a space does, coins, the bank's visitors)
    is ≥ 14 CSS pixels where the board is shown, and a space's texts stay inside it,
    engineers, bank and patent tiles included."""
    rng = random.Random(players)
    state = ludo.new("barrage", players=players, seed=players)
    for _ in range(30):
        state = state.play(rng.choice(state.legal_moves()))
    p = draw.action_painter(state)
    p.paint(state, highlight="A1g")
    renderer = p.canvas.get_renderer()
    # the spaces (the changing layer's boxes drawn over the fixed ones: the last one wins)
    spaces = [b for b in p.boxes().values()]
    to_px = p.ax.transData.transform
    boxes = [(*to_px((x, y)), *to_px((x + w, y + h))) for x, y, w, h in spaces]
    labels = 0
    texts = [t for t in p.ax.texts if t.get_text().strip()]
    for t in texts:
        assert _css_px(t, p.fig, ACTIONS_SHOWN) >= LEGIBLE, t.get_text()
        extent = t.get_window_extent(renderer)
        cx, cy = (extent.x0 + extent.x1) / 2, (extent.y0 + extent.y1) / 2
        box = next((b for b in boxes if b[0] < cx < b[2] and b[1] < cy < b[3]), None)
        if box is None:
            continue  # a section's heading
        labels += 1
        assert box[0] <= extent.x0 and extent.x1 <= box[2], t.get_text()
        assert box[1] <= extent.y0 and extent.y1 <= box[3], t.get_text()
    assert labels >= 30


def test_the_energy_track_is_legible_as_wide_as_the_map(midgame):
    """The track in two rows, as wide as the map: its numbers, credits and bonus tiles are
    ≥ 14 CSS pixels (in one row of 31 squares they were 6-7), and enough pixels for 150 %."""
    p = draw.track_painter(midgame)
    p.paint(midgame)
    assert p.fig.get_figwidth() == 11.0
    png = draw.energy_track_png(midgame)
    assert Image.open(io.BytesIO(png)).width >= 1.5 * MAP_SHOWN
    numbers = [t for t in p.ax.texts if t.get_text() in {str(e) for e in range(31)}]
    credits = [t for t in p.ax.texts if t.get_text().endswith(" cr")]
    bonus = [t for t in p.ax.texts if t.get_text().startswith("Manche ") and ":" in t.get_text()]
    assert len(numbers) >= 31 and len(credits) >= 9 and len(bonus) >= 5
    small = [
        t.get_text() for t in numbers + credits + bonus if _css_px(t, p.fig, MAP_SHOWN) < LEGIBLE
    ]
    assert not small, small


def test_highlights_over_the_kept_pieces_are_the_one_pass_picture(midgame):
    """A laboratory's click (a basin or a spot framed in orange) draws only the water and
    the highlights over the pieces kept drawn: the picture is the one-pass drawing's."""
    from PIL import ImageChops

    kept = draw.painter("all", draw.DPI)
    fresh = draw.Painter(dpi=draw.DPI)
    dam = midgame.board.dams[0][0]
    for kwargs in (
        {"highlight_basins": [3, 10]},
        {"highlight_nodes": [dam, "A"], "title": "Un titre"},
        {"highlight_nodes": ["C3L"]},  # a conduit: drawn under the pieces
        {"highlight_edges": [("A", "D1U")], "moving": "D1U", "moving_label": "1"},
    ):
        kept.paint(midgame.board, **kwargs)
        fresh.paint(midgame.board, **kwargs)
        assert ImageChops.difference(kept.image(), fresh.image()).getbbox() is None, kwargs


def test_the_wheel_and_a_company_board_are_sharp_and_legible(midgame):
    """Notebook 04 shows the wheel at most 324 CSS pixels wide and a company board 574:
    their pictures have 1.5 pixels per CSS pixel there, and what lies on a sector, an
    income or a piece's owner is ≥ 14 CSS pixels."""
    company = midgame.companies[0]
    for png, shown, fig, crop in (
        (
            draw.wheel_png(company.wheel),
            324,
            draw.draw_wheel(company.wheel),
            draw.company._WHEEL_PAINTERS[(None, draw.WHEEL_DPI)].crop,
        ),
        (
            draw.company_png(company.board),
            574,
            draw.draw_company(company.board),
            draw.company_painter(company.board).crop,
        ),
    ):
        width = Image.open(io.BytesIO(png)).width
        assert width >= 1.5 * shown, width
        points = (crop[2] - crop[0]) / draw.WHEEL_DPI * 72  # the picture's width in points
        texts = [
            t
            for t in fig.axes[0].texts
            if t.get_text() not in ("", rmsg.COMPANY_TAKEN_MARK, rmsg.COMPANY_RECONSTRUCTION)
        ]
        assert len(texts) >= 6
        small = [t.get_text() for t in texts if t.get_fontsize() * shown / points < LEGIBLE]
        assert not small, small
