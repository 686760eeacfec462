"""The teaching examples added for issue 23 §2: a shared section, the six quake tiles."""

from matplotlib.patches import RegularPolygon

from ludo.seismic import default_manifest, examples
from ludo.seismic.naming import quake_tile_words
from ludo.viz.hexes import hex_row_figure


def test_a_tile_joining_two_marked_sections_makes_a_shared_section():
    before, after = examples.shared_section()
    assert before.score().totals() == {0: 0, 1: 0}  # two open sections, nothing scored
    counted = [ln for ln in after.score().lines if ln.counts and ln.points]
    assert {ln.player for ln in counted} == {0, 1}
    assert len({ln.text for ln in counted}) == 1  # one section, the same line for both
    assert after.score().totals() == {0: 11, 1: 11}


def test_the_six_quake_tiles_show_their_magnitudes():
    fig = hex_row_figure(quake_tile_words(default_manifest().quakes))
    ax = fig.axes[0]
    assert sum(isinstance(p, RegularPolygon) for p in ax.patches) == 6
    texts = [t.get_text() for t in ax.texts]
    for m in range(1, 7):
        assert f"{m},0" in texts
    assert "1 tuile au plus" in texts and "6 tuiles au plus" in texts
