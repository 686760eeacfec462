"""A picture of Seismic's six quake tiles, each with its magnitude (matplotlib).

The engine knows a quake only by its magnitude (``Q1`` … ``Q6`` in the pile); this draws
the six tiles as a row of hexagons, the magnitude written as on the box (« 3,0 ») and in
tiles destroyed (« 3 tuiles »), for notebook 3 and the printable card.
"""

from __future__ import annotations

from matplotlib.figure import Figure
from matplotlib.patches import RegularPolygon

from . import messages as msg


def quake_tiles_figure(magnitudes=(1, 2, 3, 4, 5, 6)) -> Figure:
    """The quake tiles of ``magnitudes`` side by side, each with its magnitude."""
    n = len(magnitudes)
    fig = Figure(figsize=(1.7 * n, 2.1), dpi=80)
    ax = fig.add_axes((0, 0, 1, 1))
    ax.set_xlim(-0.9, 1.8 * n - 0.9)
    ax.set_ylim(-1.25, 1.0)
    ax.set_aspect("equal")
    ax.axis("off")
    for k, m in enumerate(magnitudes):
        x = 1.8 * k
        ax.add_patch(RegularPolygon((x, 0.05), 6, radius=0.85, fc="#7A3B1E", ec="#3B1A0C", lw=2))
        ax.text(x, 0.32, msg.QUAKE_TILE_WORD, ha="center", va="center", color="white", fontsize=11)
        ax.text(
            x,
            -0.05,
            msg.QUAKE_TILE_MAGNITUDE.format(m=m),
            ha="center",
            va="center",
            color="white",
            fontsize=20,
            fontweight="bold",
        )
        ax.text(
            x, -1.05, msg.QUAKE_TILE_DESTROYS.format(m=m), ha="center", va="center", fontsize=11
        )
    return fig
