"""Section numbers on the Seismic table never touch another label (issue 12).

A section's number drawn next to San Andreas' « SA » read as one label (« SA 1 »). Every
number's white square is checked, on the rendered drawing, against every other text
(« SA », « SA 1 », « +4 », a crew's player, the other numbers) and against the shapes that
carry a label (San Andreas, the intersections, the crew markers), for the example boards
and seeded games, as the game widget and the score explorer draw them.
"""

from __future__ import annotations

import pytest
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.patches import Circle, RegularPolygon
from matplotlib.transforms import Bbox

import ludo
from ludo.seismic import draw as D
from ludo.seismic import examples as E
from ludo.seismic.ui import section_badges

GAP_PX = 1.5  # what « touch » means: closer than this, in pixels of the 80-dpi picture


def _touching(state, view=None) -> tuple[int, list]:
    """How many numbers are drawn, and the pairs (number, other label) that touch."""
    fig = D.draw(state, badges=section_badges(state), view=view)
    canvas = FigureCanvasAgg(fig)
    canvas.draw()
    renderer = canvas.get_renderer()
    ax = fig.axes[0]
    badges, texts = [], []
    for text in ax.texts:
        box = (text.get_bbox_patch() or text).get_window_extent(renderer)
        if text.get_gid() == "section-badge":
            badges.append((text.get_text(), box))
        else:
            texts.append((text.get_text(), box))
    shapes = [a for a in ax.get_children() if isinstance(a, Circle | RegularPolygon)]
    touching = []
    for i, (number, box) in enumerate(badges):
        near = box.expanded(1, 1).padded(GAP_PX)
        for other, obox in texts + badges[i + 1 :]:
            if near.overlaps(obox):
                touching.append((number, other))
        for shape in shapes:
            outline = shape.get_path().transformed(shape.get_transform())
            if outline.intersects_bbox(near, filled=True):
                touching.append((number, type(shape).__name__))
    return len(badges), touching


def _positions():
    yield "edge_section", E.edge_section()
    before, after = E.quake_example()
    yield "quake_before", before
    yield "quake_after", after
    yield "tie", E.tie_example()
    yield "twin_cities_road", E.twin_cities_road()
    # random games, and the computer a guest plays in notebook 4 (« glouton »): it fills the
    # table around San Andreas much more, crews and intersections on nearly every road
    for kind, seeds in (("random", range(3)), ("greedy", range(2))):
        for seed in seeds:
            for players, variant in ((2, "base"), (4, "base"), (3, "twin_cities")):
                game = ludo.play_out(
                    ludo.new("seismic", players=players, seed=seed, variant=variant),
                    kind,
                    seed=seed,
                )
                name = f"{variant}-{players}p-{seed}"
                if kind == "greedy":
                    yield f"greedy-{name}-end", game[-1]
                    continue
                yield f"{name}-mid", game[len(game) // 2]
                yield f"{name}-end", game[-1]


POSITIONS = list(_positions())


@pytest.mark.parametrize("name,state", POSITIONS, ids=[n for n, _ in POSITIONS])
def test_section_numbers_touch_no_other_label(name, state):
    # as the game widget shows the table (around San Andreas) and as the score explorer
    # does (the whole table: smaller cells, the hardest case)
    drawn = 0
    for view in (D.round_view(state, 1) if state.placed else None, None):
        n, touching = _touching(state, view)
        drawn += n
        assert touching == [], f"{name}: a section number touches {touching}"
    if name.endswith("-end"):
        assert drawn > 0  # the check saw numbers


def test_a_number_moves_off_its_road_rather_than_touch_san_andreas():
    # a two-piece section against « SA 1 » on a small drawing: no spot on its roads is
    # clear, so the number goes beside them
    game = ludo.play_out(
        ludo.new("seismic", players=3, seed=5, variant="twin_cities"), "random", seed=5
    )
    state = game[-1]
    n, touching = _touching(state, D.round_view(state, 1))
    assert n >= 3 and touching == []


def _core(box, share: float = 0.5):
    """The middle ``share`` of a text's box (its glyph, without the line's spacing)."""
    w, h = box.width * share, box.height * share
    return Bbox.from_bounds(box.x0 + (box.width - w) / 2, box.y0 + (box.height - h) / 2, w, h)


def _crews_touching(state, view) -> tuple[int, list]:
    """How many crew markers are drawn, and the labels their discs cover: an intersection's
    value, « SA », or another crew's player number (on the rendered drawing)."""
    fig = D.draw(state, view=view)
    canvas = FigureCanvasAgg(fig)
    canvas.draw()
    renderer = canvas.get_renderer()
    ax = fig.axes[0]
    crews = [
        a.get_path().transformed(a.get_transform()).get_extents()
        for a in ax.get_children()
        if isinstance(a, Circle)
    ]
    numbers = [t.get_window_extent(renderer) for t in ax.texts if t.get_gid() == "crew-marker"]
    words = [
        (t.get_text(), t.get_window_extent(renderer))
        for t in ax.texts
        if t.get_text().startswith(("+", "SA"))
    ]
    touching = []
    for crew, own in zip(crews, numbers, strict=True):
        for word, box in words:
            if crew.overlaps(box):
                touching.append(("crew", word))
        for other in numbers:  # two discs may touch, a number stays whole
            if other is not own and crew.overlaps(_core(other)):
                touching.append(("crew", "crew number"))
    return len(crews), touching


# Villes jumelles' two tables side by side leave cells too small for any label at the
# game's board width: left out here (see the stop's note).
GREEDY_ENDS = [(n, s) for n, s in POSITIONS if n.startswith("greedy-base")]


@pytest.mark.parametrize("name,state", GREEDY_ENDS, ids=[n for n, _ in GREEDY_ENDS])
def test_crew_markers_leave_values_and_san_andreas_readable(name, state):
    # a crew on an intersection's stub sat over the « +4 » of its centre on a full table
    n, touching = _crews_touching(state, D.round_view(state, 1))
    assert n > 0 and touching == [], f"{name}: {touching}"
