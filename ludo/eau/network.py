"""The water network: leaks, the Régie's network, the houses reached, closed circuits.

A board is a tuple of 49 cells (row-major, ``a1`` top left), each ``None`` or a
:class:`~ludo.eau.tiles.Tile`. Two tiles are *connected* across a border when both
have a port on it. All the ports of a tile are joined inside it (one piece).

The pipe network is the half-edge graph of :mod:`ludo.core.network` (nodes
``("half", cell, side)`` and ``("piece", cell, 0)``); the Régie's network is its
component holding the Régie. For circuits and robustness, :func:`tile_graph` gives
the simpler graph whose nodes are cells and whose edges are connected borders.

Leaks (the text's four definitions; decisions E10, E11):

* ``border`` — a port on the outer edge of the 7×7 square;
* ``event`` — a port facing a side of an event tile that has no port (every side
  of a protected site, the three closed sides of a station);
* ``unconnected`` — a port facing an empty cell or a side without a port of a pipe
  or diagonal tile;
* ``pierced`` — an uncovered pierced pipe (one leak for the tile itself).

One leak per port; two facing ports make a connection, never a leak. An agent
(decision E25), as a joker or stacked on a pierced pipe, joins every port facing
it and never leaks itself: its sides facing nothing are not leaks.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass

import networkx as nx

from ..core import network as hnet
from . import messages as msg
from .tiles import NEIGHBOUR, SIZE, Tile, cell_name

N_CELLS = SIZE * SIZE
REGIE_CELL = 24
LEAK_KINDS = ("border", "event", "unconnected", "pierced")


@dataclass(frozen=True)
class Leak:
    """One leak: its kind, cell and side (``None`` for a pierced pipe)."""

    kind: str
    cell: int
    side: int | None = None

    @property
    def text(self) -> str:
        return _leak_text(self.kind, self.cell, self.side)


@functools.cache  # a few hundred texts at most, and a random board has dozens of leaks
def _leak_text(kind: str, cell: int, side: int | None) -> str:
    where = cell_name(cell)
    if side is None:
        return msg.LEAK_TEXT[kind].format(cell=where)
    return msg.LEAK_TEXT[kind].format(cell=where, side=msg.SIDE_NAMES[side])


def _tile(board: Sequence[Tile | None], cell: int) -> Tile:
    """The tile on ``cell``, known to be there."""
    tile = board[cell]
    assert tile is not None
    return tile


def facing(cell: int, side: int):
    """For :func:`ludo.core.network.build_network`: the (cell, side) across a border."""
    other = NEIGHBOUR[cell][side]
    return None if other is None else (other, (side + 2) % 4)


#: _PORTS[cell][ports]: for each port of ``ports`` (a side mask) on ``cell``, side by side:
#: ``(side, the cell across it or None off the board, the bit of that cell's side facing back)``.
_PORTS = tuple(
    tuple(
        tuple(
            (side, other, 1 << (side + 2) % 4)
            for side, other in enumerate(NEIGHBOUR[cell])
            if ports >> side & 1
        )
        for ports in range(16)
    )
    for cell in range(N_CELLS)
)
#: _ACROSS[cell][ports]: the ports of ``_PORTS`` that face a cell of the board, as
#: ``(that cell, the bit of its side facing back)``.
_ACROSS = tuple(
    tuple(tuple((other, back) for _, other, back in sides if other is not None) for sides in row)
    for row in _PORTS
)


def leaks(board: Sequence[Tile | None]) -> list[Leak]:
    """Every leak of ``board``, in cell order.

    >>> from ludo.eau.tiles import Tile
    >>> b = [None] * 49
    >>> b[0] = Tile.of("L")          # ports N and E on the top-left corner
    >>> [(lk.kind, lk.side) for lk in leaks(b)]
    [('border', 0), ('unconnected', 1)]
    """
    out = []
    for cell, tile in enumerate(board):
        if tile is None:
            continue
        if tile.code == "X" and not tile.covered:
            out.append(Leak("pierced", cell))
        if tile.is_agent:  # E25: an agent's sides never leak
            continue
        for side, other, back in _PORTS[cell][tile.effective_mask]:
            if other is None:
                out.append(Leak("border", cell, side))
                continue
            t2 = board[other]
            if t2 is None:
                out.append(Leak("unconnected", cell, side))
            elif not t2.effective_mask & back:
                out.append(Leak("event" if t2.is_event else "unconnected", cell, side))
    return out


def _unanswered(tile: Tile | None, side: int) -> int:
    """1 when a port facing ``tile`` on its side ``side`` (a one-bit side mask) leaks: no
    tile there, or no port on that side; else 0."""
    return 1 if tile is None or not tile.effective_mask & side else 0


def _port_leaks(board: Sequence[Tile | None], cell: int) -> int:
    """The leaks of the tile on ``cell``: its ports' and its own (an uncovered pierced pipe)."""
    tile = board[cell]
    if tile is None or tile.is_agent:  # E25: an agent never leaks
        return 0
    n = 1 if (tile.code == "X" and not tile.covered) else 0
    for _, other, back in _PORTS[cell][tile.mask]:
        n += 1 if other is None else _unanswered(board[other], back)
    return n


def leak_delta(before: Sequence[Tile | None], after: Sequence[Tile | None], cell: int) -> int:
    """How many leaks a change on ``cell`` adds (negative: leaks closed).

    Only the tile on the cell and the ports of its neighbours facing it can change.
    """
    new, old = after[cell], before[cell]
    delta = _port_leaks(after, cell) - _port_leaks(before, cell)
    for side, other, back in _PORTS[cell][0b1111]:
        if other is None:
            continue
        tile = after[other]  # the same tile before: only its port facing the cell can change
        if tile is not None and not tile.is_agent and tile.mask & back:  # E25
            delta += _unanswered(new, 1 << side) - _unanswered(old, 1 << side)
    return delta


#: _FACED[cell][ports]: the cells across the ports ``ports`` (a side mask) of a tile on
#: ``cell``, as two bitmasks: across its N and S sides, across its E and W sides.
_FACED = tuple(
    tuple(
        tuple(
            sum(
                1 << other
                for side, other in enumerate(NEIGHBOUR[cell])
                if other is not None and ports >> side & 1 and side % 2 == axis
            )
            for axis in (0, 1)
        )
        for ports in range(16)
    )
    for cell in range(N_CELLS)
)


def event_cells(board: Sequence[Tile | None]) -> tuple[int, int, int]:
    """Where the events can go (decisions E12, E13), as three bitmasks (bit ``c`` for cell
    ``c``), from one pass over the board: the empty cells a pipe end faces across their N
    or S side, those it faces across their E or W side (a cell may be in both), and the
    uncovered pierced pipes.

    An agent's free sides are not pipe ends (decision E25): pipes may start from
    them, but a pierced pipe or another agent is not bound to face them.

    >>> b = [None] * 49
    >>> b[24] = Tile.of("L")          # d4, ports N and E: d3 above it, e4 on its right
    >>> b[26] = Tile.of("X")          # f4, a pierced pipe N-S: f3 above it, f5 below
    >>> vertical, horizontal, pierced = event_cells(b)
    >>> [[cell_name(c) for c in range(49) if mask >> c & 1] for mask in event_cells(b)]
    [['d3', 'f3', 'f5'], ['e4'], ['f4']]
    """
    occupied = vertical = horizontal = pierced = 0
    for cell, tile in enumerate(board):
        if tile is None:
            continue
        occupied |= 1 << cell
        if tile.is_agent:
            continue
        if tile.code == "X":  # not covered: not an agent's cell
            pierced |= 1 << cell
        v, h = _FACED[cell][tile.effective_mask]
        vertical |= v
        horizontal |= h
    return vertical & ~occupied, horizontal & ~occupied, pierced


def event_cells_after(
    cells: tuple[int, int, int], board: Sequence[Tile | None], cell: int, occupied: int
) -> tuple[int, int, int]:
    """:func:`event_cells` of ``board``, whose tile on ``cell`` was just laid on an empty
    cell, from ``cells``, those of the board before (a fast path: the new tile's ports are
    the only new pipe ends, ``cell`` the only cell no longer free); ``occupied``: the
    cells of ``board`` holding a tile, as a bitmask.

    Checked against :func:`event_cells` on every position of random games
    (``tests/eau/test_properties.py``).
    """
    vertical, horizontal, pierced = cells
    tile = board[cell]
    assert tile is not None
    bit = 1 << cell
    vertical &= ~bit
    horizontal &= ~bit
    if not tile.is_agent:
        if tile.code == "X":
            pierced |= bit
        v, h = _FACED[cell][tile.effective_mask]
        vertical |= v & ~occupied
        horizontal |= h & ~occupied
    return vertical, horizontal, pierced


def half_edge_graph(board: Sequence[Tile | None]) -> nx.Graph:
    """The half-edge graph of the whole board (one piece per tile with ports)."""
    pieces = []
    for cell, tile in enumerate(board):
        if tile is None or not tile.effective_mask:
            continue
        sides = tuple(s for s in range(4) if tile.effective_mask >> s & 1)
        pieces.append((cell, 0, sides, {"code": tile.code}))
    return hnet.build_network(pieces, facing)


def regie_network(board: Sequence[Tile | None]) -> set[int]:
    """Cells of the tiles linked to the Régie by pipes (the Régie included)."""
    if board[REGIE_CELL] is None:
        return set()
    adj = _adjacency(board, circuit=False)
    seen = frontier = 1 << REGIE_CELL
    while frontier:
        nxt = 0
        f = frontier
        while f:
            low = f & -f
            nxt |= adj[low.bit_length() - 1]
            f ^= low
        frontier = nxt & ~seen
        seen |= frontier
    return {c for c in range(N_CELLS) if seen >> c & 1}


def tile_graph(board: Sequence[Tile | None], circuit: bool = False) -> nx.Graph:
    """Cells as nodes, an edge for every border where two ports face each other.

    With ``circuit=True`` the uncovered pierced pipes are left out (decision E17: a
    closed circuit must not leak).
    """
    g = nx.Graph()
    for cell, tile in enumerate(board):
        if tile is None or (circuit and tile.code == "X" and not tile.covered):
            continue
        g.add_node(cell)
    for cell in list(g.nodes):
        m = _tile(board, cell).effective_mask
        for side in (1, 2):  # E and S: each border once
            other = NEIGHBOUR[cell][side]
            if other is None or not m >> side & 1 or other not in g:
                continue
            if _tile(board, other).effective_mask >> ((side + 2) % 4) & 1:
                g.add_edge(cell, other)
    return g


def water_reach(board: Sequence[Tile | None]) -> dict:
    """Which users and stations the water reaches.

    Returns a dict: ``network`` (cells linked to the Régie), ``users`` and
    ``stations`` (dicts cell → reached?). A station counts only when its inlet faces
    a port of the Régie's network (decision E14).
    """
    net = regie_network(board)
    users = {c: c in net for c, t in enumerate(board) if t is not None and t.is_user}
    stations = {c: c in net for c, t in enumerate(board) if t is not None and t.code == "E"}
    return {"network": net, "users": users, "stations": stations}


def water_front(board: Sequence[Tile | None]) -> list[list[int]]:
    """The water flowing out of the Régie, step by step: breadth-first layers of cells.

    >>> from ludo.eau.rules import new_game
    >>> water_front(new_game(players=2, seed=1).board)
    [[24]]
    """
    g = tile_graph(board)
    if REGIE_CELL not in g:
        return []
    layers = []
    for layer in nx.bfs_layers(g, [REGIE_CELL]):
        layers.append(sorted(layer))
    return layers


# -- the longest closed circuit through the Régie (exact) --------------------------------------
def _adjacency(board: Sequence[Tile | None], circuit: bool = True) -> list[int]:
    """Bitmask adjacency of connected tiles (uncovered pierced pipes left out for circuits)."""
    # The ports of each tile taking part (none for an empty cell or a left-out tile).
    ports = [
        0
        if tile is None or (circuit and tile.code == "X" and not tile.covered)
        else tile.effective_mask
        for tile in board
    ]
    adj = [0] * N_CELLS
    for cell, m in enumerate(ports):
        if m:
            a = 0
            for other, back in _ACROSS[cell][m]:
                if ports[other] & back:
                    a |= 1 << other
            adj[cell] = a
    return adj


def _blocks(adj: list[int], root: int, nodes: int) -> list[int]:
    """The 2-connected blocks (bitmasks of cells) of the cells of ``nodes`` reached from
    ``root`` through them (Tarjan's algorithm on bitmasks); a bridge is a block of two."""
    disc = [-1] * N_CELLS  # discovery order, -1 until reached
    low = [0] * N_CELLS
    disc[root] = 0
    counter = 1
    vstack = [root]
    blocks: list[int] = []
    stack = [(root, adj[root] & nodes)]
    while stack:
        v, todo = stack[-1]
        if todo:
            bit = todo & -todo
            stack[-1] = (v, todo ^ bit)
            w = bit.bit_length() - 1
            if disc[w] < 0:
                disc[w] = low[w] = counter
                counter += 1
                vstack.append(w)
                stack.append((w, adj[w] & nodes))
            elif disc[w] < low[v]:
                low[v] = disc[w]
            continue
        stack.pop()
        if stack:
            u = stack[-1][0]
            if low[v] < low[u]:
                low[u] = low[v]
            if low[v] >= disc[u]:
                block = 1 << u
                while True:
                    x = vstack.pop()
                    block |= 1 << x
                    if x == v:
                        break
                blocks.append(block)
    return blocks


def _corridor(adj: list[int], cur: int, start: int, free: int) -> int:
    """Cells lying on some simple path ``cur`` → ``start`` whose inner cells are ``free``.

    These are the cells of the 2-connected blocks met on the way from ``cur`` to
    ``start`` in the block-cut tree. Returns 0 when ``start`` cannot be reached.
    """
    blocks = _blocks(adj, cur, free | (1 << cur) | (1 << start))
    start_bit, cur_bit = 1 << start, 1 << cur
    if not any(b & start_bit for b in blocks):
        return 0
    # Walk the block-cut tree from a block holding cur to one holding start.
    prev: dict[int, int | None] = {}
    queue = []
    for i, b in enumerate(blocks):
        if b & cur_bit:
            prev[i] = None
            queue.append(i)
    goal = None
    for i in queue:
        if blocks[i] & start_bit:
            goal = i
            break
        for j, b in enumerate(blocks):
            if j not in prev and b & blocks[i]:
                prev[j] = i
                queue.append(j)
    out = 0
    while goal is not None:
        out |= blocks[goal]
        goal = prev[goal]
    return out


_BLACK = sum(1 << c for c in range(N_CELLS) if (c // SIZE + c % SIZE) % 2 == 0)


def longest_circuit(board: Sequence[Tile | None]) -> tuple[int, ...]:
    """The longest closed circuit through the Régie, exact (decision E17).

    A circuit is a simple cycle of connected tiles that starts and ends at the
    Régie, uses each tile once and no uncovered pierced pipe. Returns the cells in
    order, starting with the Régie (not repeated at the end), or ``()`` when there is
    none. Its length in the rule's sense is ``len(cycle) - 1`` (the Régie is not
    counted).

    Exhaustive depth-first search with two exact bounds: the tiles still reachable
    from the path's end, and the square grid's two colours (a cycle alternates
    black and white cells, so it holds as many of each).

    >>> from ludo.eau.tiles import Tile
    >>> b = [None] * 49
    >>> b[24] = Tile("R", 0b1111)
    >>> b[25], b[31], b[32] = Tile.of("L", 2), Tile.of("L", 0), Tile.of("L", 3)
    >>> [cell_name(c) for c in longest_circuit(b)]
    ['d4', 'e4', 'e5', 'd5']
    """
    if board[REGIE_CELL] is None:
        return ()
    adj = _adjacency(board)
    start = REGIE_CELL
    if adj[start].bit_count() < 2:
        return ()
    start_bit = 1 << start
    # A cycle lies in one 2-connected block: the search keeps to the blocks holding the
    # Régie (``inner``), and stops at once when they are all bridges. A cell left out only
    # led to dead ends, and the neighbours are still tried in the order of their links on
    # the whole board (``adj``): the search finds the very same circuit, sooner.
    ring = 0
    for block in _blocks(adj, start, (1 << N_CELLS) - 1):
        if block & start_bit and block.bit_count() >= 3:
            ring |= block
    if not ring:
        return ()
    inner = [a & ring if ring >> c & 1 else 0 for c, a in enumerate(adj)]
    best: list[tuple[int, ...]] = [()]
    path = [start]

    def reach(frm: int, free: int) -> int:
        seen = 1 << frm
        frontier = seen
        while frontier:
            nxt = 0
            f = frontier
            while f:
                low = f & -f
                nxt |= inner[low.bit_length() - 1]
                f ^= low
            nxt &= free & ~seen
            seen |= nxt
            frontier = nxt
        return seen

    def colour_bound(mask: int) -> int:
        return 2 * min((mask & _BLACK).bit_count(), (mask & ~_BLACK).bit_count())

    def bound(cur: int, visited: int) -> int:
        # The rest of the cycle is a simple path cur → Régie through free tiles: it
        # stays inside the blocks joining them (the "corridor"), and a cycle holds
        # as many black cells as white ones.
        if cur == start:
            return colour_bound(reach(start, ~visited) | visited)
        corridor = _corridor(inner, cur, start, ~visited & ring)
        if not corridor:
            return 0
        return colour_bound(corridor | visited)

    def dfs(cur: int, visited: int) -> None:
        n = len(path)
        if n >= 3 and inner[cur] & start_bit and n > len(best[0]):
            best[0] = tuple(path)
        limit = bound(cur, visited)
        if limit <= len(best[0]):
            return
        cand = inner[cur] & ~visited
        options = []
        while cand:
            low = cand & -cand
            nb = low.bit_length() - 1
            cand ^= low
            options.append(((adj[nb] & ~visited).bit_count(), nb))
        options.sort()
        for _, nb in options:
            path.append(nb)
            dfs(nb, visited | (1 << nb))
            path.pop()
            if len(best[0]) >= limit:
                return

    dfs(start, start_bit)
    return best[0]


def circuit_length(cycle: Sequence[int]) -> int:
    """Tiles of a circuit, the Régie not counted."""
    return max(len(cycle) - 1, 0)


def is_simple_cycle(board: Sequence[Tile | None], cycle: Sequence[int]) -> bool:
    """True if ``cycle`` is a closed circuit through the Régie on ``board``."""
    if len(cycle) < 3 or cycle[0] != REGIE_CELL or len(set(cycle)) != len(cycle):
        return False
    g = tile_graph(board, circuit=True)
    return all(g.has_edge(cycle[i], cycle[(i + 1) % len(cycle)]) for i in range(len(cycle)))


def robustness(board: Sequence[Tile | None]) -> dict:
    """Bridges and articulation points of the Régie's network (for teaching).

    A bridge is a pipe link whose break cuts the network in two; an articulation
    point a tile whose loss does. Loops remove both. Returns a dict with
    ``network`` (the cells joined to the Régie), ``links`` (its pipe links, as sorted
    cell pairs), ``bridges``, ``articulation_points`` and ``loops`` (how many
    independent loops it has: the size of a cycle basis).
    """
    g = tile_graph(board)
    if REGIE_CELL not in g:
        return {
            "bridges": [],
            "articulation_points": [],
            "network": set(),
            "links": [],
            "loops": 0,
        }
    comp = nx.node_connected_component(g, REGIE_CELL)
    sub = g.subgraph(comp)
    return {
        "bridges": sorted(tuple(sorted(e)) for e in nx.bridges(sub)),
        "articulation_points": sorted(nx.articulation_points(sub)),
        "network": set(comp),
        "links": sorted(tuple(sorted(e)) for e in sub.edges),
        "loops": len(nx.cycle_basis(sub)),
    }


def cut_off_by(board: Sequence[Tile | None], link: tuple[int, int]) -> set[int]:
    """Cells of the Régie's network that lose their water when ``link`` breaks."""
    g = tile_graph(board)
    if REGIE_CELL not in g:
        return set()
    before = nx.node_connected_component(g, REGIE_CELL)
    h = g.copy()
    if h.has_edge(*link):
        h.remove_edge(*link)
    after = nx.node_connected_component(h, REGIE_CELL)
    return set(before) - set(after)
