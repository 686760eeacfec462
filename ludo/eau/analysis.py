"""Network questions for the drinking-water presentation (networkx, no drawing).

What a water utility asks of a network, asked of an Eau Cœur d'Essonne board: which
pipe breaks cut users off (bridges), which junctions do (articulation points), how
many independent loops it has, and what one break leaves without water. Plus the
same questions on the textbook pair, a 7×7 grid of pipes against its tree.

French facts on leaks used by the deck are in :data:`LEAK_FACTS`, each with its source.
"""

from __future__ import annotations

from collections.abc import Sequence

import networkx as nx

from . import messages as msg
from .network import REGIE_CELL, cut_off_by, longest_circuit, robustness, tile_graph
from .tiles import SIZE


def _independent_loops(g: nx.Graph) -> int:
    """Independent loops of a graph: m − n + c (the size of a cycle basis)."""
    return g.number_of_edges() - g.number_of_nodes() + nx.number_connected_components(g)


def graph_summary(g: nx.Graph) -> dict:
    """Nodes, pipes, bridges, articulation points and independent loops of ``g``.

    >>> graph_summary(nx.cycle_graph(4))["loops"], graph_summary(nx.path_graph(4))["bridges"]
    (1, 3)
    """
    return {
        "nodes": g.number_of_nodes(),
        "pipes": g.number_of_edges(),
        "bridges": sum(1 for _ in nx.bridges(g)),
        "articulation_points": sum(1 for _ in nx.articulation_points(g)),
        "loops": _independent_loops(g),
    }


def grid_and_tree(size: int = SIZE) -> tuple[nx.Graph, nx.Graph]:
    """The full ``size``×``size`` grid of pipes and its breadth-first tree from the centre.

    The tree is the cheapest network that still reaches every cell (a « réseau
    ramifié »); the grid is the fully looped one (« réseau maillé »).
    """
    grid = nx.grid_2d_graph(size, size)
    centre = (size // 2, size // 2)
    tree = nx.bfs_tree(grid, centre).to_undirected()
    return grid, tree


def tree_versus_grid(size: int = SIZE) -> dict:
    """:func:`graph_summary` of the tree and of the grid, and the cells one break cuts off.

    ``cut_by_first_pipe``: how many cells lose the water when the pipe leaving the
    centre towards its first neighbour breaks (tree: a whole branch; grid: none).

    >>> t = tree_versus_grid()
    >>> t["tree"]["bridges"], t["grid"]["bridges"], t["grid"]["loops"]
    (48, 0, 36)
    """
    grid, tree = grid_and_tree(size)
    centre = (size // 2, size // 2)
    out = {}
    for name, g in (("tree", tree), ("grid", grid)):
        summary = graph_summary(g)
        worst = 0
        for nbr in g.neighbors(centre):
            h = g.copy()
            h.remove_edge(centre, nbr)
            worst = max(worst, g.number_of_nodes() - len(nx.node_connected_component(h, centre)))
        summary["worst_single_break"] = worst
        out[name] = summary
    return out


def regie_graph(board: Sequence) -> nx.Graph:
    """The Régie's network on a board as a graph: one node per cell linked to the Régie,
    one edge per joint (empty when the Régie has no tile)."""
    g = tile_graph(board)
    if REGIE_CELL not in g:
        return nx.Graph()
    return g.subgraph(nx.node_connected_component(g, REGIE_CELL))


def network_summary(board: Sequence) -> dict:
    """The Régie's network on a board: :func:`graph_summary` plus the users it reaches."""
    net = regie_graph(board)
    if not net:
        empty = graph_summary(nx.Graph())
        return {**empty, "users": 0, "users_total": _users(board, range(len(board)))}
    summary = graph_summary(net)
    summary["users"] = _users(board, net.nodes)
    summary["users_total"] = _users(board, range(len(board)))
    return summary


def _users(board: Sequence, cells) -> int:
    return sum(1 for c in cells if board[c] is not None and board[c].is_user)


def building_names(board: Sequence, cells, as_drawn: bool = False) -> list[str]:
    """Names of the buildings (user tiles) among ``cells``, in board order.

    ``as_drawn``: each name as the board draws it (« Nature et cultures » for « Espaces
    naturels ou cultivés », :data:`~ludo.eau.messages.BOARD_LABELS`), for a sentence shown
    beside the board: one name for one tile on the same screen.
    """
    names = [board[c].name for c in sorted(cells) if board[c] is not None and board[c].is_user]
    if as_drawn:
        names = [" ".join(msg.BOARD_LABELS.get(n, n).split()) for n in names]
    return names


def breaks(board: Sequence) -> list[dict]:
    """Every bridge of the Régie's network and what its break leaves without water.

    Each item: ``link`` (two cells), ``cut`` (cells that lose the water), ``users_cut``
    (buildings among them). Sorted from the worst break (most users, then most cells).
    """
    out = []
    for link in robustness(board)["bridges"]:
        cut = cut_off_by(board, link)
        out.append({"link": link, "cut": cut, "users_cut": _users(board, cut)})
    out.sort(key=lambda b: (-b["users_cut"], -len(b["cut"]), b["link"]))
    return out


def worst_break(board: Sequence) -> dict | None:
    """The pipe break that leaves the most users without water (None without bridges)."""
    found = breaks(board)
    return found[0] if found else None


def circuit_redundancy(board: Sequence) -> dict:
    """The longest closed circuit through the Régie and what it protects.

    ``circuit``: its cells; ``bridges_on_circuit``: bridges among its links (always 0: a
    loop has two ways round); ``users_on_circuit``: buildings on it, which no single
    pipe break can cut off.
    """
    cycle = tuple(longest_circuit(board))
    bridges = {tuple(sorted(b)) for b in robustness(board)["bridges"]}
    links = {tuple(sorted((cycle[i], cycle[(i + 1) % len(cycle)]))) for i in range(len(cycle))}
    return {
        "circuit": cycle,
        "bridges_on_circuit": len(links & bridges) if cycle else 0,
        "users_on_circuit": _users(board, cycle),
    }


#: French facts on drinking-water networks, each with its published source.
LEAK_FACTS = {
    "length_km": (
        900_000,
        "environ 900 000 km de canalisations (OFB/INRAE cités par France Bleu)",
    ),
    "rendement_2022": (0.81, "rendement moyen 81 % en 2022 (OFB, cité par Aquagir)"),
    "lost_m3_per_year": (
        937e6,
        "937 millions de m³ perdus par an (OFB, cité par France Bleu)",
    ),
    "renewal_rate": (0.0063, "0,63 % du réseau renouvelé par an (données 2018, UIE)"),
    "small_services_loss": (
        0.30,
        "environ 30 % de pertes pour les services de moins de 1 000 habitants, "
        "15 % au-delà de 100 000 (Observatoire, cité par Europe 1)",
    ),
}


def litres_lost_per_litre_delivered(rendement: float) -> float:
    """Litres lost for each litre that reaches a user, at a network efficiency ``rendement``.

    >>> round(litres_lost_per_litre_delivered(0.8), 2)
    0.25
    """
    return (1 - rendement) / rendement


def renewal_years(rate: float) -> float:
    """Years to renew a whole network at ``rate`` per year (0.006 → about 167 years).

    >>> round(renewal_years(0.006))
    167
    """
    return 1 / rate


def served_share(result: dict) -> float:
    """Share of the buildings' demand a hydraulic solve serves (1.0 = all of it)."""
    wanted = sum(result["wanted"].values())
    return sum(min(result["served"][c], w) for c, w in result["wanted"].items()) / wanted
