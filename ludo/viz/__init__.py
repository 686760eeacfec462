"""Shared drawing style: one palette, projector-readable fonts, figure helpers.

The palette is Okabe & Ito's (2008), safe for the common colour-vision
deficiencies; :func:`hatch_for` adds patterns so that a figure printed in
black and white still tells its colours apart.
"""

from __future__ import annotations

import io
import math

import matplotlib
from matplotlib.figure import Figure

PALETTE = {
    "black": "#000000",
    "orange": "#E69F00",
    "sky": "#56B4E9",
    "green": "#009E73",
    "yellow": "#F0E442",
    "blue": "#0072B2",
    "vermillion": "#D55E00",
    "purple": "#CC79A7",
    "grey": "#999999",
}
#: The French name of each colour of :data:`PALETTE`, as a sentence names what is drawn
#: (« en vermillon », not « en rouge », for the Okabe–Ito vermillion).
COLOUR_NAMES = {
    "black": "noir",
    "orange": "orange",
    "sky": "bleu ciel",
    "green": "vert",
    "yellow": "jaune",
    "blue": "bleu",
    "vermillion": "vermillon",
    "purple": "mauve",
    "grey": "gris",
}
#: Colours of players 1, 2, 3, 4 (then more), in order.
PLAYER_COLOURS = [
    PALETTE["blue"],
    PALETTE["vermillion"],
    PALETTE["green"],
    PALETTE["purple"],
    PALETTE["orange"],
    PALETTE["sky"],
]
#: Hatching patterns, in the same order, for black-and-white printing.
HATCHES = ["", "//", "..", "xx", "\\\\", "oo", "++"]
#: Font sizes readable at the back of a room on a projector (points at 100 % zoom).
FONT_SIZES = {"base": 13, "title": 16, "small": 11, "label": 14}


def hatch_for(i: int) -> str:
    return HATCHES[i % len(HATCHES)]


def player_colour(i: int) -> str:
    return PLAYER_COLOURS[i % len(PLAYER_COLOURS)]


def apply_style() -> None:
    """Set large, plain fonts and clean axes for every figure that follows."""
    matplotlib.rcParams.update(
        {
            "font.size": FONT_SIZES["base"],
            "axes.titlesize": FONT_SIZES["title"],
            "axes.labelsize": FONT_SIZES["label"],
            "xtick.labelsize": FONT_SIZES["small"],
            "ytick.labelsize": FONT_SIZES["small"],
            "legend.fontsize": FONT_SIZES["small"],
            "figure.dpi": 80,
            "axes.spines.top": False,
            "axes.spines.right": False,
            "font.family": "DejaVu Sans",
        }
    )


def new_figure(width: float = 6.0, height: float = 6.0):
    """A new figure and axes with the project style.

    The figure is not registered with pyplot, so it never piles up in memory
    and is not displayed twice in a notebook.
    """
    apply_style()
    fig = Figure(figsize=(width, height), dpi=80)
    ax = fig.add_subplot(1, 1, 1)
    return fig, ax


#: The PNG text chunk where a picture records the size of its smallest text, in its own
#: pixels: a deck (tests/slide_walk.py) checks it on screen, once the picture is scaled.
MIN_TEXT_KEY = "ludo-min-text-px"


def min_text_px(fig, dpi: float | None = None) -> float:
    """The height (pixels, at ``dpi``, the figure's own by default) of the smallest text
    drawn on ``fig`` (its texts, its axes' texts, titles, labels, tick labels and legends):
    its font size in points times dpi / 72. 0 when it has no text.

    >>> from matplotlib.figure import Figure
    >>> fig = Figure(dpi=100)
    >>> ax = fig.add_subplot()
    >>> _ = ax.text(0, 0, "petit", fontsize=9), ax.set_title("grand", fontsize=18)
    >>> ax.set_axis_off(); round(min_text_px(fig), 1)
    12.5
    """
    dpi = dpi or fig.dpi
    texts = list(fig.texts)
    for ax in fig.axes:
        texts += ax.texts
        texts += [ax.title, ax._left_title, ax._right_title]
        if ax.axison:
            for axis in (ax.xaxis, ax.yaxis):
                texts.append(axis.label)
                texts += [tick.label1 for tick in axis.get_major_ticks()]
        legend = ax.get_legend()
        if legend is not None:
            texts += legend.get_texts()
    sizes = [t.get_fontsize() for t in texts if t.get_visible() and t.get_text().strip()]
    return min(sizes) * dpi / 72 if sizes else 0.0


def tag_png(png: bytes, smallest_text_px: float) -> bytes:
    r"""``png`` with a text chunk :data:`MIN_TEXT_KEY` saying how tall its smallest text is
    (in the picture's pixels), put right after the header so that a reader finds it in the
    first bytes. A picture without text (``smallest_text_px`` 0) is returned unchanged.

    >>> tagged = tag_png(b"\x89PNG\r\n\x1a\n" + bytes(25), 24.3)
    >>> tagged[33:].startswith(b"\x00\x00\x00\x15tEXtludo-min-text-px\x0024.3")
    True
    """
    import struct
    import zlib

    if not smallest_text_px:
        return png
    data = MIN_TEXT_KEY.encode("ascii") + b"\0" + f"{smallest_text_px:.1f}".encode("ascii")
    chunk = struct.pack(">I", len(data)) + b"tEXt" + data
    chunk += struct.pack(">I", zlib.crc32(b"tEXt" + data) & 0xFFFFFFFF)
    head = 8 + 25  # signature, then the IHDR chunk (length, type, 13 bytes, CRC)
    return png[:head] + chunk + png[head:]


def fig_to_png(fig, dpi: int = 80, tight: bool = True) -> bytes:
    """Render ``fig`` to PNG bytes and release it.

    ``tight`` crops the white margins (it draws the figure twice: pass False for
    figures laid out exactly, when speed matters). The PNG records the size of its
    smallest text (:func:`tag_png`).
    """
    smallest = min_text_px(fig, dpi)
    buf = io.BytesIO()
    fig.savefig(
        buf,
        format="png",
        dpi=dpi,
        bbox_inches="tight" if tight else None,
        pil_kwargs={"compress_level": 2},  # fast to encode; still compact
    )
    if getattr(fig, "number", None) is not None:  # a pyplot figure: let pyplot forget it
        # Deliberately lazy: only a pyplot figure gets here, and pyplot is then loaded
        # already; importing it at module level would pick a backend for every user.
        import matplotlib.pyplot as plt

        plt.close(fig)
    return tag_png(buf.getvalue(), smallest)


def static_figure(fig, width: int = 640, dpi: int = 96):
    """``fig`` as a plain picture output (an IPython ``Image``, not a widget).

    A notebook cell ending with it keeps a PNG in its output: the picture stays
    visible in a saved or exported page read without a kernel.
    """
    # Deliberately lazy: only a notebook needs IPython; scripts draw without it.
    from IPython.display import Image

    return Image(data=fig_to_png(fig, dpi=dpi), format="png", width=width)


def fr_number(value: float, digits: int = 0) -> str:
    """``value`` written the French way: decimal comma, thin spaces between thousands.

    >>> fr_number(0.2725, 2), fr_number(0.81, 2)
    ('0,27', '0,81')
    >>> fr_number(937e6) == "937\u202f000\u202f000"
    True
    """
    text = f"{value:,.{digits}f}"
    return text.replace(",", "\u202f").replace(".", ",")


def fr_round(value: float, significant: int = 2) -> str:
    """``value`` rounded to ``significant`` significant digits and written the French way:
    a figure no more precise than the model that gives it.

    >>> fr_round(11680.3) == "12\u202f000", fr_round(0.3704), fr_round(40515, 3) == "40\u202f500"
    (True, '0,37', True)
    >>> fr_round(0)
    '0'
    """
    if value == 0:
        return "0"
    digits = significant - 1 - math.floor(math.log10(abs(value)))
    return fr_number(round(value, digits), max(digits, 0))
