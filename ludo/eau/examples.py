"""Handcrafted boards for the notebooks (and the tests): leaks, circuits, robustness.

Each function returns a fresh list of 49 cells built on the default diagonal.
The rule text's own example board (a finished game whose longest circuit has 15
tiles) is only shown as a photo; :func:`rule_example_15` rebuilds a board with a
15-tile circuit through the Régie, not the photo's exact layout.
"""

from __future__ import annotations

from dataclasses import replace

from .rules import new_game
from .tiles import SIZE, Tile, load_diagonal, parse_cell

SIDE_OF = {(-1, 0): 0, (0, 1): 1, (1, 0): 2, (0, -1): 3}


def diagonal_board() -> list:
    """The 49 cells with only the default diagonal laid."""
    b: list[Tile | None] = [None] * (SIZE * SIZE)
    for cell, tile in load_diagonal()[1]:
        b[cell] = tile
    return b


def put(board: list, cell: str, code: str, turn: int = 0, covered: bool = False) -> list:
    board[parse_cell(cell)] = replace(Tile.of(code, turn), covered=covered)
    return board


def lay_path(board: list, cells: list[str], closed: bool = True) -> list:
    """Lay straights and elbows along ``cells`` (a loop when ``closed``); keeps tiles already there."""
    idx = [parse_cell(c) for c in cells]
    n = len(idx)
    for i, cell in enumerate(idx):
        if board[cell] is not None:
            continue
        mask = 0
        nbrs = []
        if closed or i > 0:
            nbrs.append(idx[i - 1])
        if closed or i < n - 1:
            nbrs.append(idx[(i + 1) % n])
        for other in nbrs:
            mask |= 1 << SIDE_OF[(other // SIZE - cell // SIZE, other % SIZE - cell % SIZE)]
        code = {1: "E", 2: "I" if mask in (0b0101, 0b1010) else "L", 3: "T"}[bin(mask).count("1")]
        board[cell] = next(Tile.of(code, k) for k in range(4) if Tile.of(code, k).mask == mask)
    return board


RING_15 = [
    "d4",
    "c4",
    "b4",
    "a4",
    "a3",
    "a2",
    "a1",
    "b1",
    "c1",
    "d1",
    "e1",
    "f1",
    "f2",
    "f3",
    "f4",
    "e4",
]


def rule_example_15() -> list:
    """A board whose longest closed circuit through the Régie has 15 tiles."""
    return lay_path(diagonal_board(), RING_15)


def leak_examples() -> dict[str, list]:
    """One small board per leak definition (keys are the leak kinds)."""
    border = diagonal_board()
    put(border, "d3", "I", 0)
    put(border, "d2", "I", 0)
    put(border, "d1", "I", 0)  # the pipe runs off the top edge
    event = diagonal_board()
    put(event, "d3", "I", 0)
    put(event, "d2", "P")  # a protected site blocks the pipe
    unconnected = diagonal_board()
    put(unconnected, "e4", "L", 3)  # W and N: joined to the Régie, open to the north
    put(unconnected, "e3", "I", 1)  # east-west: no port facing e4's north end
    pierced = diagonal_board()
    put(pierced, "d3", "X", 0)
    return {"border": border, "event": event, "unconnected": unconnected, "pierced": pierced}


def branched_network() -> list:
    """A tree of pipes from the Régie: every link is a bridge."""
    b = diagonal_board()
    put(b, "d3", "L", 2)  # S, W → to c3
    put(b, "e4", "L", 2)  # S, W → from the Régie down to e5
    put(b, "d5", "T", 1)  # E S W
    put(b, "c5", "I", 1)
    put(b, "d6", "I", 0)
    put(b, "d7", "L", 0)
    return b


def looped_network() -> list:
    """The same users served by a loop: no single broken link cuts anybody off."""
    b = diagonal_board()
    lay_path(b, ["d4", "d3", "c3", "c4"])  # small loop through the Hôtel de Ville
    lay_path(b, ["d4", "e4", "e5", "d5"])  # small loop through the Habitations
    return b


def agent_scenario(seed: int = 1):
    """A real game state in the event phase: a pierced pipe lies next to the Régie and
    an agent is the next event to place. Returns the state (play ``"A d3 0"`` on it)."""
    s = new_game(players=4, seed=seed)
    while s.phase != "event":
        s = s.play(s.legal_moves()[0])
    board = diagonal_board()
    put(board, "d3", "X", 0)
    return replace(s, board=tuple(board), pending=("A",) + s.pending[1:])


def event_scenario(seed: int = 1):
    """A real game state in the event phase, a site and a station still to place, on a
    board with a few pipes: where may each of them go? (second notebook)."""
    s = new_game(players=4, seed=seed)
    while s.phase != "event":
        s = s.play(s.legal_moves()[0])
    board = diagonal_board()
    put(board, "d3", "T", 0)  # N, E, S: joins the Régie, opens d2 and e3
    put(board, "e4", "L", 1)  # E, S: joins the Régie? no: its W side is closed
    put(board, "c5", "I", 1)  # W–E along row 5
    return replace(s, board=tuple(board), pending=("P", "E"))
