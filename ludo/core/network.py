"""The half-edge network helper: road sections (Seismic) and pipe networks (Eau).

A tile is a set of *pieces*; a piece joins some of the tile's sides (a straight
road joins two sides, a T pipe three, an intersection stub one). The graph has

* one node ``("half", cell, side)`` per side used by a piece (a half-edge),
* one node ``("piece", cell, index)`` per piece, linked to its half-edges,
* an edge between two half-edges that face each other across a cell border.

A connected component is a road section or a pipe network; a half-edge without
a facing half-edge is an open end (an unfinished road, a leak).

>>> pieces = [((0, 0), 0, (1, 3), {}), ((0, 1), 0, (3,), {})]
>>> def facing(cell, side):  # a 1-row square grid, sides N=0 E=1 S=2 W=3
...     if side == 1: return (cell[0], cell[1] + 1), 3
...     if side == 3: return (cell[0], cell[1] - 1), 1
...     return None
>>> g = build_network(pieces, facing)
>>> [sorted(open_ends(g, c)) for c in sections(g)]
[[((0, 0), 3)]]
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import networkx as nx
# networkx (about 0.1 s of CPU to import) is imported by the functions that build or
# walk a graph, not with this module: Seismic's rules import this module but answer with
# their own union-find, so playing Seismic does not load networkx (asking a state for
# its sections as sets of half-edges, e.g. to colour them in a drawing, does).

Cell = Hashable
# A game's cells may be any hashable type: its ``facing`` takes its own kind of cell.
Facing = Callable[[Any, int], "tuple[Any, int] | None"]


def half(cell: Cell, side: int) -> tuple:
    return ("half", cell, side)


def piece(cell: Cell, index: int) -> tuple:
    return ("piece", cell, index)


def build_network(
    pieces: Iterable[tuple[Cell, int, tuple[int, ...], dict]], facing: Facing
) -> nx.Graph:
    """Build the half-edge graph.

    Parameters
    ----------
    pieces : iterable of ``(cell, index, sides, attrs)``
        ``attrs`` are stored on the piece node (kind, value, owner...).
    facing : callable
        ``facing(cell, side)`` gives the ``(cell, side)`` across the border, or None
        at the edge of the table.
    """
    import networkx as nx

    g = nx.Graph()
    for cell, index, sides, attrs in pieces:
        p = piece(cell, index)
        g.add_node(p, kind="piece", cell=cell, index=index, sides=tuple(sides), **attrs)
        for side in sides:
            h = half(cell, side)
            g.add_node(h, kind="half", cell=cell, side=side)
            g.add_edge(p, h, link="inside")
    for node, data in list(g.nodes(data=True)):
        if data["kind"] != "half":
            continue
        other = facing(data["cell"], data["side"])
        if other is not None and g.has_node(half(*other)):
            g.add_edge(node, half(*other), link="border")
    return g


def sections(g: nx.Graph) -> list[set]:
    """Connected components, in a stable order (by their smallest piece)."""
    import networkx as nx

    comps = [set(c) for c in nx.connected_components(g)]
    return sorted(comps, key=lambda c: min(repr(n) for n in c if n[0] == "piece"))


def pieces_of(g: nx.Graph, component: Iterable) -> list[tuple]:
    return sorted((n for n in component if n[0] == "piece"), key=repr)


def open_ends(g: nx.Graph, component: Iterable) -> list[tuple[Cell, int]]:
    """Half-edges of ``component`` that face nothing: ``(cell, side)`` pairs."""
    out = []
    for n in component:
        if n[0] == "half" and not any(g.edges[n, m]["link"] == "border" for m in g[n]):
            out.append((n[1], n[2]))
    return out


def component_of(g: nx.Graph, node) -> set:
    import networkx as nx

    return nx.node_connected_component(g, node)
