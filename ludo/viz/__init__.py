"""Shared drawing style: one palette, projector-readable fonts, figure helpers.

The palette is Okabe & Ito's (2008), safe for the common colour-vision
deficiencies; :func:`hatch_for` adds patterns so that a figure printed in
black and white still tells its colours apart.
"""

from __future__ import annotations

import io

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


def fig_to_png(fig, dpi: int = 80, tight: bool = True) -> bytes:
    """Render ``fig`` to PNG bytes and release it.

    ``tight`` crops the white margins (it draws the figure twice: pass False for
    figures laid out exactly, when speed matters).
    """
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
    return buf.getvalue()


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
