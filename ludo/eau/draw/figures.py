"""Teaching figures: a network as a tree and as a grid, what a break cuts off, a circuit, the water animated, and the hydraulic model's pressures."""

from __future__ import annotations

import networkx as nx
from matplotlib.figure import Figure

from ...viz import PALETTE, apply_style
from .. import analysis
from ..network import regie_network
from ..tiles import SIZE
from .board import (
    draw_board,
    water_frames,
)


def tree_and_grid_figure(size: int = 7):
    """The tree (« ramifié ») and the grid (« maillé ») side by side, bridges in red."""
    apply_style()
    fig = Figure(figsize=(10, 5.2), dpi=80)
    axes = fig.subplots(1, 2)
    grid, tree = analysis.grid_and_tree(size)
    pos = {(r, c): (c, -r) for r, c in grid.nodes}
    figures = analysis.tree_versus_grid(size)
    for ax, g, key, name in (
        (axes[0], tree, "tree", "Réseau ramifié (arbre)"),
        (axes[1], grid, "grid", "Réseau maillé (grille)"),
    ):
        bridges = set(map(frozenset, nx.bridges(g)))
        colours = [
            PALETTE["vermillion"] if frozenset(e) in bridges else PALETTE["blue"] for e in g.edges
        ]
        styles = ["dashed" if frozenset(e) in bridges else "solid" for e in g.edges]
        nx.draw_networkx_edges(g, pos, ax=ax, edge_color=colours, style=styles, width=3)
        cuts = set(nx.articulation_points(g))
        nx.draw_networkx_nodes(
            g,
            pos,
            ax=ax,
            node_size=60,
            node_color=[PALETTE["black"] if n in cuts else PALETTE["grey"] for n in g.nodes],
        )
        centre = (size // 2, size // 2)
        nx.draw_networkx_nodes(
            g,
            pos,
            nodelist=[centre],
            ax=ax,
            node_size=260,
            node_color=PALETTE["sky"],
            node_shape="s",
        )
        f = figures[key]
        ax.set_title(
            f"{name}\n{f['pipes']} tuyaux · {f['bridges']} ponts · {f['loops']} boucles",
            fontsize=14,
        )
        ax.set_axis_off()
    fig.tight_layout()
    return fig


def break_figure(board, brk: dict, title: str = ""):
    """``board`` with the broken pipe (red dashes) and the cells it leaves dry (framed)."""
    wet = regie_network(board) - set(brk["cut"])
    return draw_board(
        board,
        wet=wet,
        links=[brk["link"]],
        highlight=sorted(brk["cut"]),
        title=title or None,
        size=6.5,
    )


def circuit_figure(board, title: str = ""):
    """``board`` with its longest closed circuit through the Régie (orange loop)."""
    circuit = analysis.circuit_redundancy(board)["circuit"]
    return draw_board(board, circuit=circuit, title=title or None, size=6.5)


def water_animation_html(board, interval: int = 900) -> tuple[str, list[int]]:
    """The water leaving the Régie front by front, as a JavaScript animation.

    Returns ``(html, sizes)``: the player and the number of wet cells at each frame.
    """
    from ...viz.animation import png_animation_html

    frames, sizes = water_frames(board, dpi=128)  # crisp at 150 %, shown to fit the screen
    return png_animation_html(frames, interval=interval, width=6.0), sizes


def hydraulics_figure(board, result: dict, title: str = ""):
    """``board`` with each tile's pressure (m) from a hydraulic solve (plain numbers).

    ``result`` is :func:`ludo.eau.hydraulics.solve`'s dict. Buildings served less than
    they ask are framed in black; the closed pipes are not drawn differently.
    """
    short = [c for c, w in result["wanted"].items() if w and result["served"][c] < 0.99 * w]
    fig = draw_board(board, highlight=short, title=title or None, size=6.5)
    ax = fig.axes[0]
    for cell, p in result["pressure"].items():
        r, c = divmod(cell, SIZE)
        ax.text(
            c + 0.5,
            r + 0.22,
            f"{p:.0f} m",
            ha="center",
            va="center",
            fontsize=10,
            color="white" if p >= 15 else "black",
            bbox={
                "boxstyle": "round,pad=0.15",
                "fc": PALETTE["blue"] if p >= 15 else PALETTE["yellow"],
                "ec": "none",
            },
            zorder=6,
        )
    return fig
