"""Small builders for handcrafted boards in the Eau tests."""

from __future__ import annotations

from dataclasses import replace

import ludo
from ludo.eau.tiles import Tile, parse_cell

REGIE = Tile("R", 0b1111, "Régie")


def blank(with_regie: bool = True) -> list:
    """49 empty cells, the Régie on d4."""
    b = [None] * 49
    if with_regie:
        b[24] = REGIE
    return b


def put(board: list, cell: str, code: str, turn: int = 0, covered: bool = False) -> list:
    """Place a tile on ``cell`` (e.g. ``"d3"``) and return the board."""
    board[parse_cell(cell)] = replace(Tile.of(code, turn), covered=covered)
    return board


def state_with(board, players: int = 4, seed: int = 1, **options):
    """A real game state whose board is replaced by ``board`` (for scoring scenarios)."""
    s = ludo.new("eau", players=players, seed=seed, **options)
    return replace(s, board=tuple(board))


def ring_15(board: list) -> list:
    """The rule text's example size: a ring of 16 tiles (15 + the Régie).

    The ring goes round rows 1–4 and columns a–f; its top-left corner is the
    « Centre culturel » elbow on a1 and the Régie d4 sits on its bottom side.
    """
    for col in "bcde":
        put(board, f"{col}1", "I", 1)  # east-west
    put(board, "f1", "L", 2)  # S and W
    for row in "23":
        put(board, f"a{row}", "I", 0)
        put(board, f"f{row}", "I", 0)
    put(board, "f4", "L", 3)  # W and N
    put(board, "a4", "L", 0)  # N and E
    for col in "bce":
        put(board, f"{col}4", "I", 1)
    return board


def loop(board: list, cells: list[str]) -> list:
    """Lay pipes along a closed path of cells (the Régie's cell is left as it is)."""
    idx = [parse_cell(c) for c in cells]
    n = len(idx)
    for i, cell in enumerate(idx):
        if board[cell] is not None and board[cell].code == "R":
            continue
        mask = 0
        for other in (idx[i - 1], idx[(i + 1) % n]):
            dr, dc = other // 7 - cell // 7, other % 7 - cell % 7
            side = {(-1, 0): 0, (0, 1): 1, (1, 0): 2, (0, -1): 3}[(dr, dc)]
            mask |= 1 << side
        code = "I" if mask in (0b0101, 0b1010) else "L"
        board[cell] = next(Tile.of(code, k) for k in range(4) if Tile.of(code, k).mask == mask)
    return board


def full_grid(board: list) -> list:
    """Fill every empty cell so that every inner border is a connection (no leak)."""
    for cell in range(49):
        if board[cell] is not None:
            continue
        r, c = divmod(cell, 7)
        mask = (r > 0) | (c < 6) << 1 | (r < 6) << 2 | (c > 0) << 3
        code = {4: "A", 3: "T", 2: "L"}[bin(mask).count("1")]
        board[cell] = next(Tile.of(code, k) for k in range(4) if Tile.of(code, k).mask == mask)
    return board
