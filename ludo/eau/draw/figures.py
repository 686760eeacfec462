"""The presentation's network figures: a network as a tree and as a grid, the board beside its
graph, the weak joints and what a break cuts off, a circuit, the water animated.
"""

from __future__ import annotations

from collections.abc import Sequence

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


def _graph_panel(ax, g, pos, centre, node_size: int = 60) -> None:
    """A network drawn as a graph: bridges in red dashes, articulation points in black, the
    utility (``centre``) as a blue square."""
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
        node_size=node_size,
        node_color=[PALETTE["black"] if n in cuts else PALETTE["grey"] for n in g.nodes],
    )
    nx.draw_networkx_nodes(
        g,
        pos,
        nodelist=[centre],
        ax=ax,
        node_size=node_size * 4,
        node_color=PALETTE["sky"],
        node_shape="s",
    )
    ax.set_axis_off()


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
        _graph_panel(ax, g, pos, (size // 2, size // 2))
        f = figures[key]
        ax.set_title(
            f"{name}\n{f['pipes']} tuyaux · {f['bridges']} ponts · {f['loops']} boucles",
            fontsize=17,
        )
    fig.tight_layout()
    return fig


def board_graph_figure(board, title: str = ""):
    """The board (left) and the Régie's network drawn as a graph (right): one node per
    cell, one edge per joint; bridges in red dashes, articulation points in black."""
    apply_style()
    fig = Figure(figsize=(13, 6.2), dpi=80)
    left, right = fig.subplots(1, 2)
    draw_board(board, ax=left)
    g = analysis.regie_graph(board)
    pos = {cell: (cell % SIZE, -(cell // SIZE)) for cell in g.nodes}
    _graph_panel(right, g, pos, analysis.REGIE_CELL, node_size=110)
    right.set_xlim(-0.5, SIZE - 0.5)
    right.set_ylim(-SIZE + 0.5, 0.5)
    right.set_aspect("equal")
    right.set_title("Le même réseau, vu comme un graphe", fontsize=18)
    if title:
        left.set_title(title, fontsize=18)
    fig.tight_layout()
    return fig


def breaks_figure(board, found: Sequence[dict], title: str = ""):
    """``board`` with the joints of ``found`` (:func:`ludo.eau.analysis.breaks`) in red
    dashes, each numbered by its rank (1: the worst)."""
    fig = draw_board(board, links=[b["link"] for b in found], title=title or None, size=6.5)
    ax = fig.axes[0]
    for rank, brk in enumerate(found, start=1):
        (r1, c1), (r2, c2) = (divmod(cell, SIZE) for cell in brk["link"])
        ax.text(
            (c1 + c2) / 2 + 0.5,
            (r1 + r2) / 2 + 0.5,
            str(rank),
            ha="center",
            va="center",
            fontsize=17,
            fontweight="bold",
            color="white",
            bbox={"boxstyle": "circle,pad=0.2", "fc": PALETTE["vermillion"], "ec": "none"},
            zorder=10,
        )
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
