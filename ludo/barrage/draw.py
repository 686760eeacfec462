"""Drawing the Barrage board: a schematic of the real map, readable on a projector.

The three areas are bands from top to bottom (mountains, hills, plains); each basin is a
box with its powerhouse spots on top, its upper (U) and lower (L) dam spots, and its
conduit spots (value → destination basin) at the bottom. Rivers are blue lines, conduits
grey dashed arrows (coloured and solid once built). Structures show their owner's colour
and initials (so a black-and-white print still tells them apart), dams show their level
as cells and their drops as blue discs. Any set of nodes or edges can be highlighted.

Drawing never changes a board.
"""

from __future__ import annotations

import base64
import functools
import html
import io
import math
from dataclasses import replace

import numpy as np
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from matplotlib.patches import Circle, FancyArrowPatch, FancyBboxPatch, Rectangle, Wedge
from PIL import Image

from ..viz import PALETTE, apply_style, new_figure
from ..viz.animation import png_animation_html
from . import hydro
from . import messages as msg
from .automa import messages as amsg
from .construction import KINDS, tile_name
from .game import messages as gmsg
from .game.data import load_game_data
from .map import HEADSTREAMS, base_map, powerhouses_of, spot_name
from .water import drop_paths, snapshots

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
#: width, so ≥ 14 CSS pixels when the map is shown ≥ 640 pixels wide (at 1280×800: a
#: stepper's map 650, a laboratory's 717, the game table's 730); owners' initials inside
#: the pieces 16 pt, basin numbers 19 pt.
MAP_LABEL = 17.5
MAP_OWNER = 16
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

X = {
    1: 1.6,
    2: 4.6,
    3: 7.6,
    4: 10.6,
    5: 4.6,
    6: 7.6,
    7: 10.6,
    8: 1.6,
    9: 4.6,
    10: 9.1,
    11: 3.1,
    12: 9.1,
}
Y_ROW = {0: 10.2, 1: 7.3, 2: 4.4, 3: 1.5}
BOX_W, BOX_H = 2.5, 2.3
HEAD_Y = 12.5
XLIM, YLIM = (-1.0, 12.4), (-0.4, 13.3)


def _owned_box(ax, add, owner, corner, size, label_at, lw):
    """A structure of ``owner``: a box in its colour with its initial (for black and white)."""
    add(
        ax.add_artist(
            Rectangle(corner, *size, fc=OWNER_COLOURS[owner], ec="black", lw=lw, zorder=4)
        )
    )
    add(
        ax.text(
            *label_at,
            msg.DRAW_OWNER_SHORT[owner],
            ha="center",
            va="center",
            fontsize=MAP_OWNER,
            color=TEXT_ON[owner],
            fontweight="bold",
            zorder=5,
        )
    )


def basin_centre(basin: int) -> tuple[float, float]:
    row = 0 if basin <= 4 else 1 if basin <= 7 else 2 if basin <= 10 else 3
    return X[basin], Y_ROW[row]


def positions() -> dict[str, tuple[float, float]]:
    """``{node: (x, y)}`` for every node of the map in this drawing."""
    return dict(_positions())


def _positions():
    g = base_map()
    out = {}
    for node, a in g.nodes(data=True):
        kind = a["kind"]
        if kind == "headstream":
            out[node] = (X[a["feeds"]], HEAD_Y)
        elif kind == "exit":
            cx, _ = basin_centre(11 if node == "EXIT_L" else 12)
            out[node] = (cx, -0.1)
        else:
            cx, cy = basin_centre(a["basin"])
            if kind == "dam":
                out[node] = (cx + 0.15, cy + (0.2 if a["upper"] else -0.3))
            elif kind == "group":
                out[node] = (cx, cy + 0.75)
            elif kind == "conduit":
                out[node] = (cx + (-0.65 if node.endswith("L") else 0.65), cy - 0.85)
            elif kind == "powerhouse":
                spots = powerhouses_of(a["basin"])
                i = spots.index(node)
                shift = 0.2 if len(spots) == 4 else 0.0  # room for the basin number
                out[node] = (cx + shift + (i - (len(spots) - 1) / 2) * 0.5, cy + 0.75)
    return out


_POS = None


def _pos():
    global _POS
    if _POS is None:
        _POS = _positions()
    return _POS


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
        """The current picture as PNG bytes (fast to encode)."""
        return image_png(self.image())


def image_png(image) -> bytes:
    """PNG bytes of a PIL image, encoded fast: reduced to 256 colours (flat colours and
    anti-aliased text lose nothing visible) then lightly compressed, twice as fast as RGB."""
    buf = io.BytesIO()
    image.quantize(256, method=Image.Quantize.FASTOCTREE).save(buf, format="png", compress_level=1)
    return buf.getvalue()


class _Cache(dict):
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


class Painter(LayeredPicture):
    """Draws boards on one figure: the fixed map once, the changing layer per call."""

    def __init__(
        self, width: float = 11.0, height: float = 11.0, show_conduits: str = "all", dpi: int = DPI
    ):
        self.show_conduits = show_conduits
        #: for pictures only (``png``/``image``), never a figure to save: see ``paint``
        self.keep_structures = False
        self._structures_key = None
        self._structures_background = None
        super().__init__(width, height, dpi)

    @staticmethod
    def _axes(fig):
        apply_style()
        ax = fig.add_subplot(1, 1, 1)
        fig.subplots_adjust(left=0.0, right=1.0, top=0.95, bottom=0.0)
        ax.set_xlim(*XLIM)
        ax.set_ylim(*YLIM)
        ax.axis("off")
        return fig, ax

    # -- fixed layer ---------------------------------------------------------------------------
    def _static(self, ax):
        show_conduits = self.show_conduits
        g, pos = base_map(), _pos()
        bands = [("mountain", 8.95, 11.55), ("hill", 6.05, 8.6), ("plain", -0.35, 5.7)]
        for area, y0, y1 in bands:
            ax.add_artist(
                Rectangle(
                    (XLIM[0], y0), XLIM[1] - XLIM[0], y1 - y0, color=AREA_FILL[area], zorder=0, lw=0
                )
            )
            ax.text(
                XLIM[0] + 0.3,
                (y0 + y1) / 2,
                msg.AREA_PLURAL[area],
                ha="center",
                va="center",
                fontsize=17,
                fontweight="bold",
                color="#444444",
                rotation=90,
                zorder=1,
            )
        for b in range(1, 13):
            cx, cy = basin_centre(b)
            ax.add_artist(
                FancyBboxPatch(
                    (cx - BOX_W / 2, cy - BOX_H / 2),
                    BOX_W,
                    BOX_H,
                    boxstyle="round,pad=0.02,rounding_size=0.15",
                    fc="white",
                    ec="#777777",
                    lw=1.2,
                    alpha=0.85,
                    zorder=1,
                )
            )
            ax.text(
                cx - BOX_W / 2 + 0.08,
                cy + BOX_H / 2 - 0.08,
                str(b),
                ha="left",
                va="top",
                fontsize=MAP_BASIN,
                fontweight="bold",
                color="#333333",
                zorder=6,
            )
        # rivers
        for u, v, kind in g.edges(data="kind"):
            if kind == "river":
                (x0, y0), (x1, y1) = pos[u], pos[v]
                ax.plot(
                    [x0, x1],
                    [y0, y1],
                    color=RIVER,
                    lw=5,
                    solid_capstyle="round",
                    zorder=2,
                    alpha=0.9,
                )
        # headstreams and exits
        for h in ("A", "B", "C", "D"):
            x, y = pos[h]
            ax.add_artist(Circle((x, y), 0.38, fc=RIVER, ec=WATER, lw=2, zorder=4))
            ax.text(
                x,
                y,
                h,
                ha="center",
                va="center",
                fontsize=19,
                fontweight="bold",
                color="black",
                zorder=5,
            )
        for e in ("EXIT_L", "EXIT_R"):
            x, y = pos[e]
            ax.annotate(
                "",
                xy=(x, y - 0.25),
                xytext=(x, y + 0.35),
                arrowprops={"arrowstyle": "-|>", "color": WATER, "lw": 3},
                zorder=3,
            )
            ax.text(
                x + 0.3, y, msg.DRAW_EXIT, fontsize=MAP_LABEL, color=WATER, va="center", zorder=5
            )
        # empty spots: dams (red frame for U), powerhouses, conduits with values
        for node, a in g.nodes(data=True):
            x, y = pos[node]
            if a["kind"] == "dam":
                ax.add_artist(
                    Rectangle(
                        (x - DAM_LEFT, y - 0.19),
                        DAM_LEFT + 0.5,
                        0.38,
                        fc="white",
                        ec=RED if a["red"] else "#888888",
                        lw=2.2 if a["red"] else 1.2,
                        ls="--",
                        zorder=3,
                    )
                )
                ax.text(
                    x - DAM_LEFT - 0.08,
                    y,
                    node[1:],
                    ha="right",
                    va="center",
                    fontsize=MAP_LABEL,
                    zorder=6,
                )
            elif a["kind"] == "powerhouse":
                ax.add_artist(
                    Rectangle(
                        (x - 0.18, y - 0.18),
                        0.36,
                        0.36,
                        fc="white",
                        ec=RED if a["red"] else "#888888",
                        lw=2.2 if a["red"] else 1.2,
                        ls="--",
                        zorder=3,
                    )
                )
            elif a["kind"] == "conduit":
                ax.text(
                    x,
                    y,
                    f"{a['value']}→{a['dest']}",
                    ha="center",
                    va="center",
                    fontsize=MAP_LABEL,
                    zorder=6,
                    bbox={"boxstyle": "round,pad=0.15", "fc": "#F2F2F2", "ec": "#888888", "lw": 1},
                )
                if show_conduits == "all":
                    start, end, rad = _conduit_ends(node)
                    ax.add_artist(
                        FancyArrowPatch(
                            start,
                            end,
                            arrowstyle="-|>",
                            mutation_scale=16,
                            connectionstyle=f"arc3,rad={rad}",
                            zorder=2.5,
                            color="#9A9A9A",
                            lw=1.3,
                            ls=(0, (4, 3)),
                        )
                    )

    # -- changing layer ------------------------------------------------------------------------
    def _structures(self, board):
        """The built structures (conduits, powerhouses, dams with their cells) and the
        headstream tiles."""
        ax, g, pos = self.ax, base_map(), _pos()
        add = self._add
        # built conduits (arrows)
        for node, owner in board.conduits:
            a = g.nodes[node]
            start, end, rad = _conduit_ends(node)
            if owner == "france":  # white: a black outline under a white line
                add(
                    ax.add_artist(
                        FancyArrowPatch(
                            start,
                            end,
                            arrowstyle="-|>",
                            mutation_scale=18,
                            connectionstyle=f"arc3,rad={rad}",
                            zorder=2.4,
                            color="black",
                            lw=6,
                        )
                    )
                )
            add(
                ax.add_artist(
                    FancyArrowPatch(
                        start,
                        end,
                        arrowstyle="-|>",
                        mutation_scale=16,
                        connectionstyle=f"arc3,rad={rad}",
                        zorder=2.5,
                        color=OWNER_COLOURS[owner],
                        lw=3.5,
                    )
                )
            )
            add(
                ax.text(
                    *pos[node],
                    f"{a['value']}→{a['dest']}",
                    ha="center",
                    va="center",
                    fontsize=MAP_LABEL,
                    zorder=7,
                    color=TEXT_ON[owner],
                    fontweight="bold",
                    bbox={
                        "boxstyle": "round,pad=0.15",
                        "fc": OWNER_COLOURS[owner],
                        "ec": "black",
                        "lw": 1.2,
                    },
                )
            )
        # powerhouses
        for spot, owner in board.powerhouses:
            x, y = pos[spot]
            _owned_box(ax, add, owner, (x - 0.22, y - 0.22), (0.44, 0.44), (x, y), lw=1.5)
        # dams: the owner's box and one cell per level
        for spot, owner, _level in board.dams:
            x, y = pos[spot]
            cap = board.capacity(spot)
            _owned_box(
                ax,
                add,
                owner,
                (x - DAM_LEFT, y - 0.19),
                (DAM_LEFT + 0.5, 0.38),
                (x - (DAM_LEFT + 0.16) / 2, y),
                lw=1.8,
            )
            width = 0.68 / cap
            for i in range(cap):
                cx = x - 0.16 + width * (i + 0.5)
                add(
                    ax.add_artist(
                        Rectangle(
                            (cx - width / 2 + 0.02, y - 0.14),
                            width - 0.04,
                            0.28,
                            fc="white",
                            ec="black",
                            lw=0.8,
                            zorder=5,
                        )
                    )
                )
        if board.headstream_tiles:
            for h, tile in zip(("A", "B", "C", "D"), board.headstream_tiles, strict=True):
                x, y = pos[h]
                add(
                    ax.text(
                        x - 0.5,
                        y,
                        msg.DRAW_TILE.format(tile=tile),
                        ha="right",
                        va="center",
                        fontsize=MAP_LABEL,
                        zorder=6,
                    )
                )

    def _water(self, board):
        """The drops held by the dams, waiting on the headstreams, and gone off the board."""
        ax, pos = self.ax, _pos()
        add = self._add
        # the drops held by the dams
        for spot, _owner, _level in board.dams:
            x, y = pos[spot]
            width = 0.68 / board.capacity(spot)
            for i in range(board.drops_at(spot)):
                cx = x - 0.16 + width * (i + 0.5)
                add(
                    ax.add_artist(
                        Circle(
                            (cx, y),
                            min(0.12, width / 2 - 0.03),
                            fc=WATER,
                            ec="white",
                            lw=0.8,
                            zorder=6,
                        )
                    )
                )
        # drops on headstreams
        for h in ("A", "B", "C", "D"):
            n = board.drops_at(h)
            x, y = pos[h]
            if n:
                for i in range(min(n, 6)):
                    add(
                        ax.add_artist(
                            Circle(
                                (x + 0.6 + 0.26 * i, y + 0.12),
                                0.11,
                                fc=WATER,
                                ec="white",
                                lw=0.8,
                                zorder=6,
                            )
                        )
                    )
                add(
                    ax.text(
                        x + 0.55,
                        y - 0.25,
                        f"×{n}",
                        fontsize=MAP_LABEL,
                        color=WATER,
                        fontweight="bold",
                        va="center",
                        zorder=6,
                    )
                )
        if board.exited:
            add(
                ax.text(
                    6.1,
                    1.0,
                    (msg.DRAW_EXITED_ONE if board.exited == 1 else msg.DRAW_EXITED).format(
                        n=board.exited
                    ),
                    ha="center",
                    va="center",
                    fontsize=MAP_LABEL,
                    fontweight="bold",
                    color=WATER,
                    zorder=6,
                )
            )

    def paint(
        self,
        board,
        *,
        highlight_nodes=(),
        highlight_edges=(),
        highlight_basins=(),
        title=None,
        moving=None,
        moving_label="",
    ):
        """Draw ``board`` over the map (removing what the previous call drew).

        ``highlight_nodes`` get an orange frame (a highlighted conduit spot also gets its
        arrow drawn in orange), ``highlight_edges`` an orange line, ``highlight_basins`` an
        orange outline around the whole basin.
        """
        self.clear()
        ax, g, pos = self.ax, base_map(), _pos()
        add = self._add
        # Highlights drawn over every piece (basins, spots' frames, titles, the moving drop)
        # leave the pieces under them; an orange river or conduit goes under the pieces.
        under = bool(highlight_edges) or any(
            g.nodes[n]["kind"] == "conduit" for n in highlight_nodes
        )
        if not under and self.keep_structures:
            # A board's structures (which change only when something is built) are kept
            # drawn over the map; only the water and the highlights are drawn again.
            key = (board.conduits, board.powerhouses, board.headstream_tiles) + tuple(
                (spot, owner, board.capacity(spot)) for spot, owner, _ in board.dams
            )
            if key != self._structures_key:
                self._layer_background = None
                self._structures(board)
                self.image()
                self._structures_background = self.canvas.copy_from_bbox(self.fig.bbox)
                self._structures_key = key
                self.clear()
            self._layer_background = self._structures_background
        else:
            self._layer_background = None
            self._structures(board)
        self._water(board)
        # highlights
        for b in highlight_basins:
            cx, cy = basin_centre(b)
            add(
                ax.add_artist(
                    FancyBboxPatch(
                        (cx - BOX_W / 2 - 0.05, cy - BOX_H / 2 - 0.05),
                        BOX_W + 0.1,
                        BOX_H + 0.1,
                        boxstyle="round,pad=0.02,rounding_size=0.18",
                        fc="none",
                        ec=HIGHLIGHT,
                        lw=5,
                        zorder=8,
                    )
                )
            )
        for node in highlight_nodes:
            if g.nodes[node]["kind"] == "conduit":
                start, end, rad = _conduit_ends(node)
                add(
                    ax.add_artist(
                        FancyArrowPatch(
                            start,
                            end,
                            arrowstyle="-|>",
                            mutation_scale=22,
                            connectionstyle=f"arc3,rad={rad}",
                            zorder=2.6,
                            color=HIGHLIGHT,
                            lw=4,
                        )
                    )
                )
        for u, v in highlight_edges:
            (x0, y0), (x1, y1) = pos[u], pos[v]
            (line,) = ax.plot(
                [x0, x1],
                [y0, y1],
                color=HIGHLIGHT,
                lw=9,
                alpha=0.75,
                solid_capstyle="round",
                zorder=2.2,
            )
            add(line)
        # the sources are drawn again over the orange lines, so that their letters stay legible
        touched = {n for edge in highlight_edges for n in edge} | set(highlight_nodes)
        for h in HEADSTREAMS:
            if h in touched:
                x, y = pos[h]
                add(ax.add_artist(Circle((x, y), 0.38, fc=RIVER, ec=HIGHLIGHT, lw=4, zorder=9)))
                add(
                    ax.text(
                        x,
                        y,
                        h,
                        ha="center",
                        va="center",
                        fontsize=19,
                        fontweight="bold",
                        color="black",
                        zorder=10,
                    )
                )
        for node in highlight_nodes:
            if node in HEADSTREAMS:
                continue
            x, y = pos[node]
            kind = g.nodes[node]["kind"]
            w, h = {"dam": (1.32, 0.55), "powerhouse": (0.55, 0.55), "conduit": (1.0, 0.5)}.get(
                kind, (0.95, 0.95)
            )
            if kind == "dam":  # the spot's box is off its point (see DAM_LEFT)
                x -= (DAM_LEFT - 0.5) / 2
            add(
                ax.add_artist(
                    FancyBboxPatch(
                        (x - w / 2, y - h / 2),
                        w,
                        h,
                        boxstyle="round,pad=0.03",
                        fc="none",
                        ec=HIGHLIGHT,
                        lw=4,
                        zorder=8,
                    )
                )
            )
        if moving is not None:
            x, y = pos[moving]
            add(ax.add_artist(Circle((x, y), 0.27, fc=WATER, ec=HIGHLIGHT, lw=3, zorder=9)))
            add(
                ax.text(
                    x,
                    y,
                    moving_label,
                    ha="center",
                    va="center",
                    fontsize=MAP_LABEL,
                    color="white",
                    fontweight="bold",
                    zorder=10,
                )
            )
        if title:
            add(
                ax.text(
                    0.5, 1.01, title, transform=ax.transAxes, ha="center", va="bottom", fontsize=18
                )
            )
        return self.fig


_PAINTERS: dict = {}


def painter(show_conduits: str = "all", dpi: int = DPI) -> Painter:
    """A shared painter (the map is drawn once per setting; boards are painted over it)."""
    key = (show_conduits, dpi)
    if key not in _PAINTERS:
        _PAINTERS[key] = Painter(show_conduits=show_conduits, dpi=dpi)
        _PAINTERS[key].keep_structures = True
    return _PAINTERS[key]


def _conduit_ends(node):
    a = base_map().nodes[node]
    dx, dy = basin_centre(a["dest"])
    start, end = _pos()[node], (dx, dy + 0.75 + 0.28)
    return start, end, (0.25 if end[0] >= start[0] else -0.25)


def draw_board(
    board,
    *,
    highlight_nodes=(),
    highlight_edges=(),
    highlight_basins=(),
    title=None,
    show_conduits="all",
    dpi=80,
):
    """A matplotlib Figure of ``board``; ``show_conduits`` is ``"all"`` or ``"built"``."""
    painter = Painter(show_conduits=show_conduits, dpi=dpi)
    return painter.paint(
        board,
        highlight_nodes=highlight_nodes,
        highlight_edges=highlight_edges,
        highlight_basins=highlight_basins,
        title=title,
    )


def board_png(board, dpi: int = DPI, show_conduits: str = "all", **kwargs) -> bytes:
    """The board as PNG bytes (see :func:`draw_board`), fast: the map is drawn only once."""
    p = painter(show_conduits, dpi)
    p.paint(board, **kwargs)
    return p.png()


def to_png(obj, dpi: int = DPI) -> bytes:
    """PNG bytes of a Board, or of anything with a ``.board`` (the future game state)."""
    board = getattr(obj, "board", obj)
    return board_png(board, dpi=dpi)


def flow_frames(
    board,
    events,
    *,
    per: str = "drop",
    dpi: int = DPI,
    title: str = "",
    show_conduits="built",
    lazy: bool = False,
):
    """PNG frames and French explanations of a flow or production.

    ``board`` is the board the flow started from, ``events`` its events. One frame per drop
    (``per="drop"``: the board after the drop stopped, its path highlighted) or per step
    (``per="step"``). Returns ``(frames, explanations)``; with ``lazy=True`` the frames are
    zero-argument callables that draw on demand (for :class:`ludo.widgets.Stepper`).
    """
    snaps = snapshots(board, events)
    first = next((i for i, e in enumerate(events) if e.kind == "drop.start"), len(events))
    start = snaps[first - 1] if first else board
    specs, texts = [], []
    production = next((e for e in events if e.kind == "production"), None)
    if production is not None:
        d = production.data
        # before the drops leave the dam: the circuit dam → conduit → powerhouse highlighted
        specs.append((board, {"highlight_nodes": [d["dam"], d["conduit"], d["powerhouse"]]}))
        texts.append(production.text)
    else:
        specs.append((start, {}))
        texts.append(msg.FRAME_START.format(n=sum(start.drops_at(h) for h in HEADSTREAMS)))
    paths = drop_paths(events)
    current: list[str] = []
    for i, e in enumerate(events):
        if e.kind not in ("drop.move", "drop.start", "usa.bonus"):
            continue
        n = e.data["drop"]
        if e.kind == "drop.start":
            current = []
        # drop by drop, the panel keeps what decides where the drop goes (full dams, the dam
        # that holds it, the exit); passing an empty spot or a powerhouse group is left to the
        # orange path on the picture (the step-by-step mode tells every step)
        if per == "step" or not (e.kind == "drop.move" and e.data["result"] in ("empty", "group")):
            current.append(e.text)
        if per == "drop" and not (e.kind == "drop.move" and e.data["result"] in ("stop", "exit")):
            continue
        if per == "step" and e.kind != "drop.move":
            continue
        path = paths[n]
        upto = path if per == "drop" else path[: path.index(e.data["to"], 1) + 1]
        edges = list(zip(upto, upto[1:], strict=False))
        specs.append(
            (snaps[i], {"highlight_edges": edges, "moving": e.data["to"], "moving_label": str(n)})
        )
        texts.append("<br>".join(current) if per == "drop" else e.text)
        if per == "step":
            current = []

    def render(spec):
        pnt = painter(show_conduits, dpi)
        pnt.paint(spec[0], title=title, **spec[1])
        return pnt.png()

    if lazy:
        return [lambda spec=spec: render(spec) for spec in specs], texts
    return [render(spec) for spec in specs], texts


def animation_html(frames, texts, title: str = "") -> str:
    """A self-contained HTML strip of the frames (the static form of an animation)."""
    parts = [f"<h4>{html.escape(title)}</h4>"] if title else []
    for i, (png, text) in enumerate(zip(frames, texts, strict=True)):
        data = base64.b64encode(png).decode("ascii")
        parts.append(
            f'<figure style="display:inline-block;width:420px;vertical-align:top;margin:4px">'
            f'<img src="data:image/png;base64,{data}" style="width:100%"/>'
            f"<figcaption><b>{i}</b> — {text}</figcaption></figure>"
        )
    return "\n".join(parts)


def _wheel_axes(ax) -> None:
    ax.set_xlim(-1.35, 1.35)
    ax.set_ylim(-1.35, 1.35)
    ax.set_aspect("equal")
    ax.axis("off")


def _wheel_frame(ax, title: str | None) -> None:
    """The wheel's fixed part: six sectors (the open one at the top, highlighted), the arrow
    and the title."""
    for i in range(6):
        # sector 0 (open) centred at the top; the wheel turns clockwise
        centre = 90 - 60 * i
        ax.add_artist(
            Wedge(
                (0, 0),
                1.2,
                centre - 30,
                centre + 30,
                fc="#FFF3C4" if i == 0 else "#EEEEEE",
                ec="black",
                lw=2.5 if i == 0 else 1.2,
            )
        )
    ax.annotate(
        "",
        xy=(0, 1.22),
        xytext=(0, 1.34),
        arrowprops={"arrowstyle": "-|>", "color": HIGHLIGHT, "lw": 3},
    )
    ax.set_title(title or msg.WHEEL_TITLE, fontsize=17)


def _wheel_texts(ax, wheel, add=lambda artist: artist) -> None:
    """What lies on each sector (tile and machines), or « ouvert » / « vide »."""
    for i, sector in enumerate(wheel.sectors):
        centre = 90 - 60 * i
        r = 0.72
        x, y = r * math.cos(math.radians(centre)), r * math.sin(math.radians(centre))
        if sector is None:
            text = msg.WHEEL_OPEN if i == 0 else msg.WHEEL_EMPTY_SECTOR
            add(ax.text(x, y, text, ha="center", va="center", fontsize=14, color="#666666"))
        else:
            add(
                ax.text(
                    x,
                    y,
                    msg.WHEEL_SECTOR.format(
                        tile=sector.tile_text(), ex=sector.excavators, mx=sector.mixers
                    ),
                    ha="center",
                    va="center",
                    fontsize=14,
                    linespacing=1.1,
                    fontweight="bold",
                )
            )


def draw_wheel(wheel, title: str | None = None):
    """The construction wheel: 6 sectors, the open one at the top (highlighted)."""
    fig, ax = new_figure(5.0, 5.0)
    _wheel_axes(ax)
    _wheel_frame(ax, title)
    _wheel_texts(ax, wheel)
    return fig


def _crop_box(fig, renderer, pad: float = 0.1) -> tuple[int, int, int, int]:
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


def _rgb_array(canvas):
    """The canvas's pixels as an RGB array (rows from the top), a copy."""
    return np.asarray(canvas.buffer_rgba())[:, :, :3].copy()


def fast_png(image) -> bytes:
    """PNG bytes of a PIL image, all its colours kept, lightly compressed (quick to encode)."""
    buf = io.BytesIO()
    image.save(buf, format="png", compress_level=2)
    return buf.getvalue()


class WheelPainter(LayeredPicture):
    """The construction wheel in two layers: the sectors, the arrow and the title drawn
    once and kept; only what lies on the sectors (six short texts) drawn over them.

    The same figure as :func:`draw_wheel` (size, axes, resolution), so its picture is the
    one-pass drawing's pixel for pixel; ``image()`` is cropped like ``bbox_inches="tight"``
    (the texts stay inside the wheel: the fixed layer's extent is the picture's).
    """

    def __init__(self, title: str | None = None, dpi: int = WHEEL_DPI):
        self.title = title
        super().__init__(5.0, 5.0, dpi)
        self.crop = _crop_box(self.fig, self.canvas.get_renderer())

    @staticmethod
    def _axes(fig):
        apply_style()  # as new_figure does
        ax = fig.add_subplot(1, 1, 1)
        _wheel_axes(ax)
        return fig, ax

    def _static(self, ax) -> None:
        _wheel_frame(ax, self.title)

    def paint(self, wheel) -> None:
        """Draw what lies on ``wheel``'s sectors over the empty wheel."""
        self.clear()
        _wheel_texts(self.ax, wheel, self._add)

    def image(self):
        return super().image().crop(self.crop)


_WHEEL_PAINTERS = _Cache(4)


def wheel_png(wheel, title: str | None = None, dpi: int = WHEEL_DPI) -> bytes:
    """The construction wheel as PNG bytes, cropped: the same picture as
    ``fig_to_png(draw_wheel(wheel, title), dpi)``, drawn over a kept empty wheel."""
    painter = _WHEEL_PAINTERS.get_or_make((title, dpi), lambda: WheelPainter(title, dpi))
    painter.paint(wheel)
    return fast_png(painter.image())


def draw_company(board, title: str | None = None):
    """A company board: pieces still there (left to right), incomes revealed once taken."""
    fig, ax = new_figure(9.0, 4.2)
    ax.set_xlim(-2.1, 5.6)
    ax.set_ylim(-0.6, 4.3)
    ax.axis("off")
    colour = OWNER_COLOURS[board.company]
    for row, kind in enumerate(KINDS):
        y = 3.4 - row
        ax.text(
            -2.05, y, msg.COMPANY_ROW[kind], ha="left", va="center", fontsize=15, fontweight="bold"
        )
        slots = 4 if kind == "powerhouse" else 5
        for i in range(slots):
            x = i * 1.1
            taken = i < board.count(kind)
            if taken:
                ax.add_artist(
                    Rectangle(
                        (x - 0.5, y - 0.38), 1.0, 0.76, fc="white", ec="#999999", lw=1, ls="--"
                    )
                )
                rank = i + 1
                income = board.income_under(kind, rank)
                if income is not None:
                    text = "\n".join(msg.INCOME_SHORT[name].format(n=n) for name, n in income)
                    ax.text(
                        x,
                        y,
                        text,
                        ha="center",
                        va="center",
                        fontsize=13,
                        color=PALETTE["blue"],
                        fontweight="bold",
                    )
                elif kind == "powerhouse" and rank in msg.COMPANY_PH_SLOTS:
                    ax.text(
                        x,
                        y,
                        msg.COMPANY_PH_SLOTS[rank],
                        ha="center",
                        va="center",
                        fontsize=13,
                        color=PALETTE["blue"],
                        fontweight="bold",
                    )
                else:
                    ax.text(
                        x,
                        y,
                        msg.COMPANY_TAKEN_MARK,
                        ha="center",
                        va="center",
                        fontsize=11.5,
                        color="#666666",
                    )
            else:
                ax.add_artist(
                    Rectangle((x - 0.45, y - 0.33), 0.9, 0.66, fc=colour, ec="black", lw=1.5)
                )
                ax.text(
                    x,
                    y,
                    msg.DRAW_OWNER_SHORT[board.company],
                    ha="center",
                    va="center",
                    fontsize=13,
                    color=TEXT_ON[board.company],
                    fontweight="bold",
                )
    if board.reconstruction:
        ax.text(
            5.5,
            -0.45,
            msg.COMPANY_RECONSTRUCTION,
            ha="right",
            va="center",
            fontsize=13,
            style="italic",
            color="#555555",
        )
    ax.set_title(
        title or msg.COMPANY_TITLE.format(company=msg.OWNER_NAMES[board.company]), fontsize=17
    )
    return fig


#: Half the distance between two pieces of a company board, and between two rows (data units).
_SLOT_HALF_W, _SLOT_HALF_H = 0.55, 0.5


class CompanyPainter:
    """A company board drawn in layers of pixels: the board with all its pieces and the
    board with none (every income revealed) are each drawn once, in one pass, by
    :func:`draw_company`, and kept; a board's picture is the full one with each taken
    piece's place copied from the empty one.

    Every piece's place (its box, its income or mark) stays within its own cell of the
    board's grid (half-way to the next piece and row) and everything else (title, row
    names, note) is the same in both pictures, so the result is the one-pass drawing of
    the board, pixel for pixel (checked by the tests). About 1 ms instead of 50-60 ms for
    the 25 texts of a board.
    """

    def __init__(self, board, title: str | None = None, dpi: int = WHEEL_DPI):
        limits = {kind: 4 if kind == "powerhouse" else 5 for kind, _ in board.built}
        full = replace(board, built=tuple((kind, 0) for kind, _ in board.built))
        empty = replace(board, built=tuple((kind, limits[kind]) for kind, _ in board.built))
        self.full, crop, cells = self._render(full, title, dpi)
        self.empty, crop_empty, _ = self._render(empty, title, dpi)
        self.crop = (
            min(crop[0], crop_empty[0]),
            min(crop[1], crop_empty[1]),
            max(crop[2], crop_empty[2]),
            max(crop[3], crop_empty[3]),
        )
        self.cells = cells

    @staticmethod
    def _render(board, title, dpi):
        """``board`` drawn in one pass: its pixels, its crop box, and the pixel cell
        ``(top, bottom, left, right)`` of each piece's place ``(kind, index)``."""
        fig = draw_company(board, title)
        fig.set_dpi(dpi)
        canvas = FigureCanvasAgg(fig)
        canvas.draw()
        to_pixels, height = fig.axes[0].transData.transform, fig.bbox.height
        cells = {}
        for row, kind in enumerate(KINDS):
            y = 3.4 - row
            for i in range(4 if kind == "powerhouse" else 5):
                x = i * 1.1
                (x0, y0), (x1, y1) = to_pixels(
                    [(x - _SLOT_HALF_W, y - _SLOT_HALF_H), (x + _SLOT_HALF_W, y + _SLOT_HALF_H)]
                )
                cells[kind, i] = (
                    round(height - y1),
                    round(height - y0),
                    round(x0),
                    round(x1),
                )
        return _rgb_array(canvas), _crop_box(fig, canvas.get_renderer()), cells

    def image(self, board):
        """``board``'s picture (a PIL RGB image), cropped like ``bbox_inches="tight"``."""
        pixels = self.full.copy()
        for kind, _ in board.built:
            for i in range(board.count(kind)):
                top, bottom, left, right = self.cells[kind, i]
                pixels[top:bottom, left:right] = self.empty[top:bottom, left:right]
        left, top, right, bottom = self.crop
        return Image.fromarray(pixels[top:bottom, left:right])


_COMPANY_PAINTERS = _Cache(8)


def company_painter(board, title: str | None = None, dpi: int = WHEEL_DPI) -> CompanyPainter:
    """A shared painter for ``board``'s company (its full and empty boards drawn once)."""
    blank = replace(board, built=tuple((kind, 0) for kind, _ in board.built))
    return _COMPANY_PAINTERS.get_or_make(
        (blank, title, dpi), lambda: CompanyPainter(board, title, dpi)
    )


def company_png(board, title: str | None = None, dpi: int = WHEEL_DPI) -> bytes:
    """A company board as PNG bytes, cropped: the picture of ``draw_company(board, title)``
    put together from its kept full and empty boards."""
    return fast_png(company_painter(board, title, dpi).image(board))


# -- the whole game: action board and energy track (issue 9) -----------------------------------
#: (section, column, first row): the action board in four columns, so that it is as wide as
#: the map and its labels stay legible when both are shown at the same width (a projector).
SECTION_LAYOUT = (
    ("turbine", 0, 0),
    ("water", 1, 0),
    ("bank", 1, 2.9),
    ("workshop", 2, 0),
    ("patent", 2, 3.8),
    ("machinery", 3, 0),
    ("contracts", 3, 3.8),
)
#: Width of a column of the action board, and height of a row (drawing units ≈ inches).
COLUMN_W, ROW_H = 2.72, 1.12
SECTION_COLOURS = {
    "turbine": "#DCEBF7",
    "water": "#D6EEF8",
    "bank": "#F3F3F3",
    "workshop": "#FBEBD3",
    "machinery": "#EFE6F2",
    "contracts": "#FFF6CC",
    "patent": "#E2F1EA",
}


@functools.cache
def _space_rows() -> dict:
    """Rows of each section: [(left space, right space or None), ...] in board order."""
    rows: dict = {}
    for sp in load_game_data().spaces:
        if sp.section == "patent" or sp.section == "bank":
            rows.setdefault(sp.section, []).append((sp, None))
        elif sp.id.endswith("g"):
            rows.setdefault(sp.section, []).append([sp, None])
        else:
            rows[sp.section][-1][1] = sp
    return rows


class ActionBoardPainter(LayeredPicture):
    """The action board: the spaces free, once per (players, introductory game); the
    engineers, the patent office's tiles and the highlighted space are the changing layer.

    Laid out in four columns (11 × 9 inches): shown as wide as the map (about 720-760 CSS
    pixels at 1280×800), its 15.5-point labels are 14 CSS pixels or more, legible from the
    back of a room; a space's cost with a fee takes two lines.
    """

    W, H = 1.31, 1.0
    #: the sections of one column of spaces (bank, patent office) have wider spaces
    WIDE = 1.9
    FONT = 15.5

    def __init__(self, n_players: int, intro: bool, dpi: int = DPI):
        self.n_players, self.intro = n_players, intro
        self.open_ids = {s.id for s in load_game_data().spaces_for(n_players, intro)}
        super().__init__(11.0, 9.0, dpi)

    @staticmethod
    def _axes(fig):
        apply_style()
        ax = fig.add_subplot(1, 1, 1)
        ax.set_position((0.005, 0.0, 0.99, 0.95))  # laid out exactly: no cropping pass needed
        ax.set_xlim(-0.05, 4 * COLUMN_W)
        ax.set_ylim(-7.85, 0.75)
        ax.axis("off")
        return fig, ax

    def _where(self):
        """Each space with its lower-left corner, in board order."""
        for section, col, first in SECTION_LAYOUT:
            x0 = col * COLUMN_W
            for r, pair in enumerate(_space_rows()[section]):
                y = -(first + r) * ROW_H - 0.2
                for side, sp in enumerate(pair):
                    if sp is not None:
                        x = (
                            x0 + 0.3
                            if section in ("patent", "bank")
                            else x0 + side * (self.W + 0.05)
                        )
                        yield sp, x, y - self.H

    def _space(self, ax, sp, x, y, fc, ec, lw, label, colour="black", bold=False, hatch=None):
        w = self.WIDE if sp.section in ("patent", "bank") else self.W
        box = FancyBboxPatch(
            (x, y), w, self.H, boxstyle="round,pad=0.02", fc=fc, ec=ec, lw=lw, hatch=hatch
        )
        text = ax.text(
            x + w / 2,
            y + self.H / 2,
            label,
            ha="center",
            va="center",
            fontsize=self.FONT + (1 if bold else 0),
            linespacing=1.0,
            color=colour,
            fontweight="bold" if bold else "normal",
        )
        ax.add_artist(box)
        return box, text

    def _static(self, ax):
        for section, col, first in SECTION_LAYOUT:
            ax.text(
                col * COLUMN_W + self.W + 0.025,
                -first * ROW_H + 0.3,
                gmsg.SECTION_NAMES[section],
                ha="center",
                va="center",
                fontsize=16,
                fontweight="bold",
            )
        for sp, x, y in self._where():
            if sp.section == "patent" and sp.id in self.open_ids:
                continue  # its tile changes every round: the changing layer draws it
            blocked = sp.id not in self.open_ids
            ec, lw = (RED, 2.6) if sp.fee else ("#555555", 1.2)
            if blocked:
                label = f"{sp.id}\n{gmsg.DRAW_BLOCKED}"
                self._space(ax, sp, x, y, "#CFCFCF", ec, lw, label, hatch="///")
            else:
                label = _space_label((), sp)
                self._space(ax, sp, x, y, SECTION_COLOURS[sp.section], ec, lw, label)
        ax.set_title(gmsg.DRAW_ACTION_TITLE.format(n=self.n_players), fontsize=16)
        ax.text(  # under the turbine spaces, the tallest column
            0,
            -6.75,
            gmsg.DRAW_ACTION_LEGEND,
            ha="left",
            va="center",
            fontsize=12.5,
            linespacing=1.2,
            color="#333333",
        )

    def paint(self, state, highlight: str | None = None):
        """Draw ``state``'s engineers and patent tiles (and frame ``highlight``) over the
        free board."""
        self.clear()
        occupants = dict(state.spaces)
        patent = tuple(state.patent)
        for sp, x, y in self._where():
            seat = occupants.get(sp.id)
            is_open = sp.id in self.open_ids
            tile_space = sp.section == "patent" and is_open
            if seat is None and sp.id != highlight and not tile_space:
                continue
            ec, lw = (RED, 2.6) if sp.fee else ("#555555", 1.2)
            if sp.id == highlight:
                ec, lw = HIGHLIGHT, 4
            fc, colour, hatch = SECTION_COLOURS[sp.section], "black", None
            label = _space_label(patent, sp)
            if not is_open:
                fc, hatch, label = "#CFCFCF", "///", f"{sp.id}\n{gmsg.DRAW_BLOCKED}"
            elif seat is not None:
                company = state.companies[seat].company
                fc, colour = OWNER_COLOURS[company], TEXT_ON[company]
                label = f"{sp.id}\n{msg.DRAW_OWNER_SHORT[company]}"
            box, text = self._space(
                self.ax, sp, x, y, fc, ec, lw, label, colour, seat is not None, hatch
            )
            self._add(box)
            self._add(text)
        return self.fig


_ACTION_PAINTERS = _Cache(8)


def action_painter(state, dpi: int = DPI) -> ActionBoardPainter:
    """A shared action-board painter for ``state`` (its free board is drawn once)."""
    key = (state.n_players, state.intro, dpi)
    return _ACTION_PAINTERS.get_or_make(
        key, lambda: ActionBoardPainter(state.n_players, state.intro, dpi)
    )


def draw_action_board(state, highlight: str | None = None):
    """The action board: each space with its cost; engineers shown in their company's colour.

    Blocked spaces (by the number of players, or the patent office in the introductory
    game) are hatched grey; red-framed spaces (3 credits more) have a red frame. Returns a
    new matplotlib figure (see :func:`action_board_png` for the fast picture).
    """
    painter = ActionBoardPainter(state.n_players, state.intro)
    return painter.paint(state, highlight)


def action_board_png(state, highlight: str | None = None, dpi: int = DPI) -> bytes:
    """The action board as PNG bytes, fast: the free board is drawn once (see
    :func:`draw_action_board`)."""
    p = action_painter(state, dpi)
    p.paint(state, highlight)
    return p.png()


def _space_label(patent: tuple, sp) -> str:
    if sp.section == "patent":
        tile = tile_name(patent[sp.n - 1]) if len(patent) >= sp.n and patent[sp.n - 1] else ""
        what = gmsg.SPACE_SHORT["patent"].format(tile=tile or gmsg.DRAW_NO_TILE)
        what = what.replace(" → ", " →\n")  # two short lines: the box stays narrow
    elif sp.section == "machinery":
        what = gmsg.SPACE_SHORT["machinery_" + sp.machines].format(cost=sp.cost)
        if len(what) > 11:  # « 2 cr → exc. » fits the box on one line, longer ones do not
            what = what.replace(" → ", " →\n")
    elif sp.section == "water":
        what = gmsg.SPACE_SHORT[sp.action]
    else:
        what = gmsg.SPACE_SHORT[sp.section].format(n=sp.n, cost=sp.cost)
    cost = gmsg.DRAW_ENGINEERS.format(n=sp.engineers)
    if sp.section == "bank":
        cost = gmsg.DRAW_BANK_ENGINEERS
    if sp.fee:
        # on a line of its own, unless the label would then need five lines
        cost += (" " if "\n" in what else "\n") + gmsg.DRAW_FEE.format(fee=sp.fee)
    return f"{sp.id}\n{what}\n{cost}"


class TrackPainter(LayeredPicture):
    """The energy track: squares and credits once per game (its bonus tiles); the current
    round's section and bonus tile, the companies' markers, the turn order and the round are
    the changing layer (a new round redraws five boxes, not the whole track).

    In two rows (squares 0-17 with rounds 1-2, squares 18-30 with rounds 3-5), 11 inches
    wide like the map: shown as wide as the map (about 730-760 CSS pixels at 1280×800) its
    numbers, credits and bonus tiles are 16-18 points, ≥ 14 CSS pixels. (One row of 31
    squares, 16 inches wide, gave them 6-7 CSS pixels.)
    """

    #: points: the squares' numbers, credits, bonus tiles, markers' initials
    NUMBER, CREDIT, BONUS, INITIALS = 18, 16, 16, 14
    #: a company's marker (data units) and the step between stacked markers
    MARKER, STACK = 0.33, 0.68
    #: squares per row, and the second row's height below the first (data units)
    ROW, DROP = 18, 5.5
    XLIM, YLIM = (-0.7, 17.7), (-9.0, 2.9)
    WIDTH = 11.0
    #: the axes' share of the figure's height (the title above them)
    AXES_H = 0.93

    def __init__(self, bonus: tuple, dpi: int = DPI):
        self.bonus = bonus
        # equal units across and down (round markers): the height follows the width
        per_inch = (self.XLIM[1] - self.XLIM[0]) / (0.99 * self.WIDTH)
        height = (self.YLIM[1] - self.YLIM[0]) / per_inch / self.AXES_H
        super().__init__(self.WIDTH, round(height, 2), dpi)

    @classmethod
    def _axes(cls, fig):
        apply_style()
        ax = fig.add_subplot(1, 1, 1)
        # laid out exactly: no cropping pass needed
        ax.set_position((0.005, 0.0, 0.99, cls.AXES_H))
        ax.set_xlim(*cls.XLIM)
        ax.set_ylim(*cls.YLIM)
        ax.axis("off")
        return fig, ax

    def at(self, square: int) -> tuple[float, float]:
        """Where ``square`` (0-30) is drawn."""
        row, x = divmod(square, self.ROW)
        return float(x), -self.DROP * row

    def _sections(self, ax, current: int | None = None):
        """The five sections of rounds 1-5 and their bonus tiles; with ``current``, only
        that round's frame and bold bonus tile (drawn over the plain ones, whose text a
        white box hides)."""
        artists = []
        for k in range(1, 6):
            if current is not None and k != current:
                continue
            start = 6 * k
            end = min(6 * k + 6, 31)
            (x0, y), now = self.at(start), k == current
            artists.append(
                ax.add_artist(
                    Rectangle(
                        (x0 - 0.5, y - 0.5),
                        end - start,
                        1.0,
                        fc="none" if now else "#F2F2F2",
                        ec=HIGHLIGHT if now else "#BBBBBB",
                        lw=3 if now else 1,
                        zorder=2 if now else 0.5,
                    )
                )
            )
            text = gmsg.DRAW_BONUS.format(round=k, tile=gmsg.BONUS_SHORT[self.bonus[k - 1]])
            box = {"fc": "white", "ec": "none", "pad": 1.5} if now else None
            # two sections side by side: their texts at two heights; the last section is
            # one square wide, at the end of the second row: its text starts there
            x, ha = (x0 + (end - start - 1) / 2, "center") if k < 5 else (x0 - 0.5, "left")
            artists.append(
                ax.text(
                    x,
                    y + (1.75 if k % 2 else 1.05),
                    text,
                    ha=ha,
                    va="center",
                    fontsize=self.BONUS,
                    fontweight="bold" if now else "normal",
                    bbox=box,
                )
            )
        return artists

    def _static(self, ax):
        data = load_game_data()
        credits = {at: cr for at, cr, _ in data.track_credits}
        self._sections(ax)
        for e in range(31):
            x, y = self.at(e)
            ax.add_artist(
                Rectangle((x - 0.45, y - 0.4), 0.9, 0.8, fc="white", ec="#777777", lw=0.8, zorder=1)
            )
            ax.text(x, y, str(e), ha="center", va="center", fontsize=self.NUMBER, zorder=1.1)
            if e in credits:
                ax.text(
                    x,
                    y + 0.6,
                    gmsg.DRAW_CREDITS.format(n=credits[e]),
                    ha="center",
                    va="center",
                    fontsize=self.CREDIT,
                    color=PALETTE["blue"],
                    fontweight="bold",
                )
        # after the last square, in the second row's free end
        x, y = self.at(30)
        ax.text(x + 1.2, y, gmsg.DRAW_ZERO, ha="left", va="center", fontsize=15, linespacing=1.2)
        ax.set_title(gmsg.DRAW_TRACK_TITLE, fontsize=20)

    def paint(self, state):
        """Draw ``state``'s markers, turn order and round over the track."""
        self.clear()
        ax, add, top = self.ax, self._add, load_game_data().track_top
        if not state.is_over():
            for artist in self._sections(ax, state.round):
                add(artist)
        at: dict = {}
        for c in state.companies or ():
            if c is None:
                continue
            pos = min(c.energy, top)
            level = at.get(pos, 0)
            at[pos] = level + 1
            x, y = self.at(pos)
            y -= 0.95 + self.STACK * level
            colour = OWNER_COLOURS[c.company]
            add(ax.add_artist(Circle((x, y), self.MARKER, fc=colour, ec="black", lw=1.5, zorder=3)))
            add(
                ax.text(
                    x,
                    y,
                    msg.DRAW_OWNER_SHORT[c.company],
                    ha="center",
                    va="center",
                    fontsize=self.INITIALS,
                    color=TEXT_ON[c.company],
                    fontweight="bold",
                    zorder=4,
                )
            )
            if c.energy > top:
                add(ax.text(x + 0.5, y, f"({c.energy})", ha="left", va="center", fontsize=16))
        if state.order:
            order = " → ".join(
                str(msg.OWNER_NAMES[state.companies[s].company]) for s in state.order
            )
            add(ax.text(-0.6, 2.55, gmsg.DRAW_ORDER.format(order=order), ha="left", fontsize=18))
        add(
            ax.text(
                self.XLIM[1] - 0.1,
                2.55,
                gmsg.DRAW_ROUND.format(round=state.round),
                ha="right",
                fontsize=20,
                fontweight="bold",
            )
        )
        return self.fig


_TRACK_PAINTERS = _Cache(8)


def _track_key(state) -> tuple:
    return (tuple(state.bonus), 0 if state.is_over() else state.round)


def draw_energy_track(state):
    """The energy track: each company's marker, the credit squares, the five sections and
    their bonus tiles (the current round's framed), and the turn order (a new figure)."""
    return TrackPainter(tuple(state.bonus)).paint(state)


def track_painter(state, dpi: int = DPI) -> TrackPainter:
    """A shared energy-track painter for ``state`` (its track is drawn once per game)."""
    bonus = tuple(state.bonus)
    return _TRACK_PAINTERS.get_or_make((bonus, dpi), lambda: TrackPainter(bonus, dpi=dpi))


def energy_track_png(state, dpi: int = DPI) -> bytes:
    """The energy track as PNG bytes, fast: the squares are drawn once per game."""
    p = track_painter(state, dpi)
    p.paint(state)
    return p.png()


#: The last picture of each part of a game, with what it shows: a part whose content did
#: not change since the last call is not drawn again (most moves change one part only).
_LAST_PARTS: dict = {}


def _part_content(state, part: str, dpi: int) -> tuple:
    """What one part of a game's picture depends on (compared with ``==``)."""
    if part == "map":
        return (dpi, state.board)
    companies = tuple((c.company, c.energy) for c in state.companies or () if c is not None)
    if part == "actions":
        return (dpi, state.n_players, state.intro, state.patent, state.spaces, companies)
    return (dpi, _track_key(state), state.order, state.round, companies)


def game_image(state, part: str, dpi: int = DPI):
    """A PIL image of one part of a game state: ``"map"``, ``"actions"`` or ``"track"``.

    The part is drawn over its fixed layer (drawn once), and only if what it shows changed
    since the previous call for that part (then the previous image is returned).
    """
    content = _part_content(state, part, dpi)
    last = _LAST_PARTS.get(part)
    if last is None or last[0] != content:
        if part == "map":
            p = painter("all", dpi)
            p.paint(state.board)
        elif part == "actions":
            p = action_painter(state, dpi)
            p.paint(state)
        else:
            p = track_painter(state, dpi)
            p.paint(state)
        last = _LAST_PARTS[part] = (content, p.image())
        _LAST_PNGS.pop(part, None)
    return last[1]


#: The PNG bytes of the last image of each part (encoded once per image).
_LAST_PNGS: dict = {}


def game_part_png(state, part: str, dpi: int = DPI) -> bytes:
    """PNG bytes of :func:`game_image` (encoded again only when the part changed)."""
    image = game_image(state, part, dpi)
    last = _LAST_PNGS.get(part)
    if last is None or last[0] is not image:
        last = _LAST_PNGS[part] = (image, image_png(image))
    return last[1]


#: The overview (map, action board and track one above the other) is 2.1 times taller than
#: wide and shown no taller than the window: about 350 CSS pixels wide at 1280×800, so
#: 825 pixels stay sharp at 150 % and it costs half the pixels of :data:`DPI`.
OVERVIEW_DPI = 75


def game_images(state, dpi: int = OVERVIEW_DPI) -> dict:
    """PIL images of the map, the action board and the energy track of a game state, all
    three as wide (an overview: one picture of them all).

    Each part is drawn over its fixed layer (drawn once), and only if what it shows
    changed since the previous call.
    """
    return {part: game_image(state, part, dpi) for part in ("map", "actions", "track")}


def game_pngs(state, dpi: int = DPI) -> dict:
    """PNG bytes of the map, the action board and the energy track of a game state."""
    return {k: image_png(v) for k, v in game_images(state, dpi).items()}


# -- the presentation's figures ------------------------------------------------------------


def plants_figure():
    """Power of the real plants quoted (MW), with the flow Grand'Maison needs at full power."""
    fig, ax = new_figure(10, 4.2)
    names = [p.name for p in hydro.PLANTS][::-1]
    powers = [p.power for p in hydro.PLANTS][::-1]
    bars = ax.barh(names, powers, color=PALETTE["blue"])
    for bar, power in zip(bars, powers, strict=True):
        ax.text(
            power + 20,
            bar.get_y() + bar.get_height() / 2,
            f"{power:.0f} MW",
            va="center",
            fontsize=17,
        )
    ax.set_xlabel("Puissance maximale (MW)", fontsize=16)
    ax.tick_params(labelsize=16)
    ax.set_xlim(0, max(powers) * 1.25)
    g = hydro.grand_maison()
    ax.set_title(
        f"Grand'Maison : {g['head']:.0f} m de chute → {g['flow']:.0f} m³/s à pleine puissance"
        f" (η = {g['efficiency']:.1f})".replace(".", ","),
        fontsize=17,
    )
    fig.tight_layout()
    return fig


def cascade_figure():
    """The Ain chain as a staircase: five plants in series on the Ain's own water, and the
    Oignin, a tributary, whose Charmines dam feeds the Moux plant, which discharges into the
    Ain (:data:`ludo.barrage.hydro.AIN_TRIBUTARY`)."""
    fig, ax = new_figure(10, 4.6)
    names = hydro.AIN_CASCADE
    side = hydro.AIN_TRIBUTARY
    n = len(names)
    for i, name in enumerate(names):
        top = n - i + 0.5
        ax.add_patch(Rectangle((i, 0), 0.25, top, color=PALETTE["grey"]))
        ax.fill_between([i - 0.75 if i else -0.2, i], top - 0.35, top, color=PALETTE["sky"])
        ax.text(
            i - 0.35,
            top - 0.75,
            name,
            ha="center",
            fontsize=17,
            bbox={"fc": "white", "ec": "none", "alpha": 0.85, "pad": 1},
            zorder=5,
        )
        ax.annotate(
            "",
            xy=(i + 0.9, top - 1 + 0.05),
            xytext=(i + 0.3, top - 0.4),
            arrowprops={"arrowstyle": "->", "color": PALETTE["blue"], "lw": 2.5},
        )
    # the tributary: it reaches the Ain below the plant it joins after
    k = names.index(side["joins_after"])
    ax.annotate(
        "",
        xy=(k + 0.95, n - k - 0.6),
        xytext=(k + 0.6, -0.3),
        arrowprops={"arrowstyle": "->", "color": PALETTE["green"], "lw": 2.5},
    )
    ax.text(
        k + 0.6,
        -0.75,
        f"{side['river']} : barrage de {side['dam']} → centrale de {side['plant']}",
        ha="center",
        fontsize=16,
        color=PALETTE["green"],
    )
    ax.set_xlim(-1.0, n + 0.2)
    ax.set_ylim(-1.1, n + 1.0)
    ax.set_axis_off()
    ax.set_title(
        f"L'Ain : {n} centrales en série sur la même eau, plus l'{side['river']} "
        "(schéma, hauteurs non à l'échelle)",
        fontsize=17,
    )
    return fig


def model_figure():
    """Barrage's map: a Base costs more up the mountain, and conduits there are worth more."""
    apply_style()
    fig = Figure(figsize=(10, 3.8), dpi=80)
    left, right = fig.subplots(1, 2)
    costs = hydro.base_cost_by_area()
    values = hydro.conduit_values_by_area()
    labels = [msg.AREA_PLURAL[a] for a in hydro.AREAS]
    left.bar(labels, [costs[a] for a in hydro.AREAS], color=PALETTE["orange"])
    left.set_title("Coût d'une Base (excavatrices)", fontsize=17)
    for x, a in enumerate(hydro.AREAS):
        left.text(x, costs[a] + 0.1, str(costs[a]), ha="center", fontsize=16)
    means = [sum(values[a]) / len(values[a]) for a in hydro.AREAS]
    right.bar(labels, means, color=PALETTE["blue"], alpha=0.6)
    for x, a in enumerate(hydro.AREAS):
        right.plot([x] * len(values[a]), values[a], "o", color=PALETTE["black"], alpha=0.6)
    right.set_title("Valeur des conduites qui en partent", fontsize=17)
    right.set_ylabel("valeur (moyenne, et chaque conduite)", fontsize=15)
    for ax in (left, right):
        ax.set_ylim(0, 6)
        ax.tick_params(labelsize=16)
    fig.tight_layout()
    return fig


def flow_animation_html(board, headstreams: dict, per: str = "drop", interval: int = 1200):
    """The flow of ``headstreams`` on ``board`` as a JavaScript animation, and its texts.

    Returns ``(html, texts)``: the player (plays without a kernel) and the French
    explanation of each frame, from the river engine's events.
    """
    _, events = board.flow(headstreams)
    frames, texts = flow_frames(board, events, per=per)
    return png_animation_html(frames, interval=interval, width=7.5), texts


# -- Tesla's Automa: where it builds -------------------------------------------------------
def _automa_kind_name(kind: str) -> str:
    return str(msg.KIND_NAMES[kind])


def placement_figure(board, placement, step: int | None = None, dpi: int = 80):
    """The map with the candidates of a placement in orange and the chosen spot in green.

    ``step``: show the candidates left after that many steps (0: every candidate; None:
    the end, only the chosen spot stays orange)."""
    spots, title = _automa_spots_and_title(placement, step)
    fig = draw_board(board, highlight_nodes=spots, title=title, dpi=dpi)
    _automa_mark(fig.axes[0], placement.spot)
    return fig


def placement_png(board, placement, step: int | None = None, dpi: int = DPI) -> bytes:
    """PNG bytes of :func:`placement_figure` (fast: the map is drawn once)."""
    spots, title = _automa_spots_and_title(placement, step)
    p = painter("all", dpi)
    p.paint(board, highlight_nodes=spots, title=title)
    p._add(_automa_mark(p.ax, placement.spot))
    return p.png()


def _automa_spots_and_title(placement, step):
    steps = placement.steps
    if step is None:
        spots = placement.candidates
        title = amsg.FIG_CANDIDATES.format(
            kind=_automa_kind_name(placement.kind), n=len(spots), spot=spot_name(placement.spot)
        )
        return spots, title
    step = max(0, min(step, len(steps)))
    if step == 0:
        spots = placement.candidates
    else:
        st = steps[step - 1]
        spots = st.after if st.outcome in ("decides", "narrows") else st.before
    title = amsg.FIG_STEP.format(
        i=step, n=len(steps), kind=_automa_kind_name(placement.kind), n_left=len(spots)
    )
    return spots, title


def _automa_mark(ax, spot):
    x, y = positions()[spot]
    (artist,) = ax.plot(
        [x],
        [y],
        marker="o",
        markersize=22,
        markerfacecolor="none",
        markeredgecolor="#1a9850",
        markeredgewidth=4,
        zorder=9,
    )
    return artist
