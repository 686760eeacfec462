"""The company's pictures: the construction wheel and the company board."""

from __future__ import annotations

import math
from dataclasses import replace

from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.patches import Rectangle, Wedge
from PIL import Image

from ...viz import PALETTE, apply_style, new_figure
from .. import messages as msg
from ..construction import KINDS
from .canvas import (
    HIGHLIGHT,
    OWNER_COLOURS,
    TEXT_ON,
    WHEEL_DPI,
    LayeredPicture,
    PainterCache,
    crop_box,
    fast_png,
    rgb_array,
)


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
        self.crop = crop_box(self.fig, self.canvas.get_renderer())

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


_WHEEL_PAINTERS = PainterCache(4)


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
        return rgb_array(canvas), crop_box(fig, canvas.get_renderer()), cells

    def image(self, board):
        """``board``'s picture (a PIL RGB image), cropped like ``bbox_inches="tight"``."""
        pixels = self.full.copy()
        for kind, _ in board.built:
            for i in range(board.count(kind)):
                top, bottom, left, right = self.cells[kind, i]
                pixels[top:bottom, left:right] = self.empty[top:bottom, left:right]
        left, top, right, bottom = self.crop
        return Image.fromarray(pixels[top:bottom, left:right])


_COMPANY_PAINTERS = PainterCache(8)


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
