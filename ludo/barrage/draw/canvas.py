"""The shared painter of every Barrage picture: colours, sizes, a two-layer figure, fast PNGs."""

from __future__ import annotations

import io

import numpy as np
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from PIL import Image

from ...viz import PALETTE, min_text_px, tag_png

OWNER_COLOURS = {
    "usa": PALETTE["vermillion"],
    "germany": PALETTE["black"],
    "italy": PALETTE["green"],
    "france": "#FFFFFF",
    "neutral": PALETTE["grey"],
}
TEXT_ON = {
    "usa": "white",
    "germany": "white",
    "italy": "white",
    "france": "black",
    "neutral": "black",
}
AREA_FILL = {"mountain": "#E8E2D9", "hill": "#E3EEDD", "plain": "#F6F1D5"}
WATER = PALETTE["blue"]
RIVER = PALETTE["sky"]
RED = "#C0392B"
HIGHLIGHT = PALETTE["orange"]
#: Resolution of the board pictures: 11 inches × 100 dpi = 1100 pixels. Shown at most
#: about 730-780 CSS pixels wide (game table, laboratories at 1280×800), so a screen with
#: 1.5 device pixels per CSS pixel (150 % zoom, or a high-density laptop) never enlarges it.
DPI = 100
#: Font sizes of the map's labels, in points of its 11-inch figure: a label a player reads
#: (dam and conduit names, values, tiles, exits, drops) is 17.5 pt, 17.5/792 of the map's
#: width, so ≥ 14 CSS pixels when the map is shown ≥ 634 pixels wide (at 1280×800: a
#: stepper's map 650, a laboratory's 717, the game table's 640-668 beside its action
#: board); owners' initials inside the pieces 17.5 pt too, basin numbers 19 pt.
MAP_LABEL = 17.5
MAP_OWNER = 17.5
#: Static pictures (an output kept in the notebook, shown up to 825 CSS pixels wide, 796 at
#: 150 %): 110 dpi, 1210 pixels, never enlarged at 1.5 device pixels per CSS pixel.
STATIC_DPI = 110
#: The wheel and a company board (notebook 04, the wheel laboratory): shown at most 324 and
#: 574 CSS pixels wide, their natural size at 80 dpi; drawn at 120 dpi, 1.5 pixels per
#: CSS pixel, so that a screen at 150 % does not enlarge them.
WHEEL_DPI = 120
MAP_BASIN = 19
#: A dam spot reaches this far left of its point (room for its owner's initials).
DAM_LEFT = 0.62


class LayeredPicture:
    """A figure drawn in two layers: a fixed one rendered once and kept as an image, and a
    changing one drawn over it for each picture (``_add`` its artists; ``png`` renders).

    Subclasses give ``_static(ax)`` (the fixed layer) and a ``paint(...)`` that calls
    ``clear()`` then ``_add``s the changing artists. The whole figure (both layers) is also a
    plain matplotlib figure: ``savefig`` on it draws everything.
    """

    def __init__(self, width: float, height: float, dpi: int = DPI):
        self.dpi = dpi
        self.dynamic: list = []
        self.fig, self.ax = self._axes(Figure(figsize=(width, height), dpi=dpi))
        self._static(self.ax)
        self.canvas = FigureCanvasAgg(self.fig)
        self.canvas.draw()
        self.background = self.canvas.copy_from_bbox(self.fig.bbox)
        #: a kept picture of the fixed layer with more drawn on it (see Painter.paint)
        self._layer_background = None

    @staticmethod
    def _axes(fig):
        raise NotImplementedError

    def _static(self, ax) -> None:
        raise NotImplementedError

    def _add(self, artist):
        self.dynamic.append(artist)
        return artist

    def clear(self):
        for artist in self.dynamic:
            artist.remove()
        self.dynamic = []

    def image(self):
        """The current picture (a PIL RGB image): the saved fixed layer, then the changing one."""
        self.canvas.restore_region(self._layer_background or self.background)
        for artist in sorted(self.dynamic, key=lambda a: a.get_zorder()):
            self.ax.draw_artist(artist)
        w, h = self.canvas.get_width_height()
        rgba = bytes(self.canvas.buffer_rgba())
        return Image.frombuffer("RGBA", (w, h), rgba, "raw", "RGBA", 0, 1).convert("RGB")

    def png(self) -> bytes:
        """The current picture as PNG bytes (fast to encode), with the size of its smallest
        text recorded (:func:`ludo.viz.tag_png`)."""
        return tag_png(image_png(self.image()), min_text_px(self.fig))


def image_png(image) -> bytes:
    """PNG bytes of a PIL image, encoded fast: reduced to 256 colours (flat colours and
    anti-aliased text lose nothing visible) then lightly compressed, twice as fast as RGB."""
    buf = io.BytesIO()
    image.quantize(256, method=Image.Quantize.FASTOCTREE).save(buf, format="png", compress_level=1)
    return buf.getvalue()


class PainterCache(dict):
    """A small cache of painters: the oldest one is dropped beyond ``size``."""

    def __init__(self, size: int):
        super().__init__()
        self.size = size

    def get_or_make(self, key, make):
        if key not in self:
            if len(self) >= self.size:
                del self[next(iter(self))]
            self[key] = make()
        return self[key]


def crop_box(fig, renderer, pad: float = 0.1) -> tuple[int, int, int, int]:
    """The pixels ``(left, top, right, bottom)`` that ``bbox_inches="tight"`` keeps of a
    drawn figure (its artists' extent and ``pad`` inches around): as ``savefig`` does, the
    box keeps its bottom edge and whole pixels of its width and height."""
    box = fig.get_tightbbox(renderer).padded(pad)
    dpi, height = fig.dpi, fig.bbox.height
    left, bottom = round(box.x0 * dpi), round(height - box.y0 * dpi)
    # (a whole number of pixels, lost by a rounding error, is kept whole)
    right = left + int(box.width * dpi + 1e-6)
    top = bottom - int(box.height * dpi + 1e-6)
    return max(0, left), max(0, top), min(int(fig.bbox.width), right), min(int(height), bottom)


def rgb_array(canvas):
    """The canvas's pixels as an RGB array (rows from the top), a copy."""
    return np.asarray(canvas.buffer_rgba())[:, :, :3].copy()


def fast_png(image) -> bytes:
    """PNG bytes of a PIL image, all its colours kept, lightly compressed (quick to encode)."""
    buf = io.BytesIO()
    image.save(buf, format="png", compress_level=2)
    return buf.getvalue()
