"""A row of labelled hexagons (matplotlib): tiles shown side by side, e.g. Seismic's quakes.

Game-free: the texts come from the caller (a game's words, from its ``messages``).
"""

from __future__ import annotations

from matplotlib.figure import Figure
from matplotlib.patches import RegularPolygon


def hex_row_figure(tiles, face: str = "#7A3B1E", edge: str = "#3B1A0C") -> Figure:
    """Pointy-top hexagons side by side; ``tiles`` is a list of (small text on top, big text
    in the middle, caption under the hexagon)."""
    n = len(tiles)
    fig = Figure(figsize=(1.7 * n, 2.1), dpi=80)
    ax = fig.add_axes((0, 0, 1, 1))
    ax.set_xlim(-0.9, 1.8 * n - 0.9)
    ax.set_ylim(-1.25, 1.0)
    ax.set_aspect("equal")
    ax.axis("off")
    for k, (top, big, caption) in enumerate(tiles):
        x = 1.8 * k
        ax.add_patch(RegularPolygon((x, 0.05), 6, radius=0.85, fc=face, ec=edge, lw=2))
        ax.text(x, 0.32, top, ha="center", va="center", color="white", fontsize=11)
        ax.text(
            x, -0.05, big, ha="center", va="center", color="white", fontsize=20, fontweight="bold"
        )
        ax.text(x, -1.05, caption, ha="center", va="center", fontsize=11)
    return fig
