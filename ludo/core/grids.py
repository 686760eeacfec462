"""Grid helpers shared by the games (square grids now; hex grids join with Seismic)."""

from __future__ import annotations

ORTHOGONAL = ((-1, 0), (0, 1), (1, 0), (0, -1))  # N, E, S, W as (drow, dcol)


def orthogonal_neighbours(row: int, col: int, size: int) -> list[tuple[int, int]]:
    """Cells sharing a side with ``(row, col)`` on a ``size`` × ``size`` grid.

    >>> orthogonal_neighbours(0, 0, 9)
    [(0, 1), (1, 0)]
    """
    out = []
    for dr, dc in ORTHOGONAL:
        r, c = row + dr, col + dc
        if 0 <= r < size and 0 <= c < size:
            out.append((r, c))
    return out


def square_neighbour_table(size: int) -> tuple[tuple[int, ...], ...]:
    """For a flat index ``row * size + col``, the flat indices of its orthogonal neighbours."""
    return tuple(
        tuple(r * size + c for r, c in orthogonal_neighbours(i // size, i % size, size))
        for i in range(size * size)
    )
