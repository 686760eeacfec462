"""Hexagonal grids in axial coordinates ``(q, r)`` (pointy-top hexes).

The conventions follow the Red Blob Games hexagon guide and are shared by every
game of the project that uses hexes (Seismic first):

* a cell is a pair ``(q, r)``; the third cube coordinate is ``s = -q - r``;
* side ``i`` of a cell faces the neighbour ``cell + DIRS[i]``; sides are numbered
  counter-clockwise from the east, so side ``i`` points at the angle ``60° × i``;
* the side opposite ``i`` is ``(i + 3) % 6``; rotating something by ``k`` steps
  (counter-clockwise) maps side ``i`` to ``(i + k) % 6``.

>>> neighbour((0, 0), 0), neighbour((0, 0), 2)
((1, 0), (0, -1))
>>> opposite(1), rotate_side(5, 2)
(4, 1)
>>> distance((0, 0), (2, -1))
2
>>> len(disc((0, 0), 6))
127
"""

from __future__ import annotations

import math
from collections.abc import Iterable

Cell = tuple[int, int]

#: The six directions, side ``i`` facing ``DIRS[i]``: E, NE, NW, W, SW, SE.
DIRS: tuple[Cell, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
#: Short names of the six directions (English identifiers; games translate them).
DIR_NAMES: tuple[str, ...] = ("E", "NE", "NW", "W", "SW", "SE")
SQRT3 = math.sqrt(3.0)


def opposite(side: int) -> int:
    """The side facing ``side`` across a border."""
    return (side + 3) % 6


def rotate_side(side: int, steps: int) -> int:
    """``side`` after a rotation of ``steps`` sixths of a turn counter-clockwise."""
    return (side + steps) % 6


def neighbour(cell: Cell, side: int) -> Cell:
    """The cell across side ``side`` of ``cell``."""
    dq, dr = DIRS[side]
    return (cell[0] + dq, cell[1] + dr)


def neighbours(cell: Cell) -> list[Cell]:
    """The six neighbours of ``cell``, in side order."""
    q, r = cell
    return [(q + dq, r + dr) for dq, dr in DIRS]


def distance(a: Cell, b: Cell) -> int:
    """Number of steps between two cells.

    >>> distance((0, 0), (3, -3))
    3
    """
    dq = a[0] - b[0]
    dr = a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def disc(centre: Cell, radius: int) -> frozenset[Cell]:
    """Every cell at distance ``radius`` or less of ``centre`` (``3r² + 3r + 1`` cells)."""
    cq, cr = centre
    out = set()
    for dq in range(-radius, radius + 1):
        for dr in range(max(-radius, -dq - radius), min(radius, -dq + radius) + 1):
            out.add((cq + dq, cr + dr))
    return frozenset(out)


def ray(start: Cell, side: int, cells: Iterable[Cell] | None = None, length: int | None = None):
    """The cells on the straight line leaving ``start`` through ``side`` (``start`` excluded).

    The line stops at the first cell outside ``cells`` (a finite table) or after
    ``length`` cells; give at least one of them.

    >>> ray((0, 0), 0, length=3)
    [(1, 0), (2, 0), (3, 0)]
    """
    if cells is None and length is None:
        raise ValueError("ray() needs cells or length")
    inside = None if cells is None else set(cells)
    out: list[tuple[int, int]] = []
    cell = start
    while length is None or len(out) < length:
        cell = neighbour(cell, side)
        if inside is not None and cell not in inside:
            break
        out.append(cell)
    return out


def side_towards(a: Cell, b: Cell) -> int | None:
    """The side of ``a`` facing the neighbour ``b``, or None when they are not neighbours."""
    d = (b[0] - a[0], b[1] - a[1])
    try:
        return DIRS.index(d)
    except ValueError:
        return None


def to_pixel(cell: Cell, size: float = 1.0) -> tuple[float, float]:
    """Centre of a pointy-top hex of circumradius ``size``, with y pointing up.

    >>> to_pixel((0, 0))
    (0.0, 0.0)
    """
    q, r = cell
    return (size * SQRT3 * (q + r / 2.0), 0.0 - size * 1.5 * r)


def corners(cell: Cell, size: float = 1.0) -> list[tuple[float, float]]:
    """The six corners of the hex, counter-clockwise from the one at 30°."""
    x, y = to_pixel(cell, size)
    return [
        (
            x + size * math.cos(math.radians(30 + 60 * k)),
            y + size * math.sin(math.radians(30 + 60 * k)),
        )
        for k in range(6)
    ]


def side_midpoint(cell: Cell, side: int, size: float = 1.0) -> tuple[float, float]:
    """The middle of side ``side`` (at the angle ``60° × side`` from the centre)."""
    x, y = to_pixel(cell, size)
    apothem = size * SQRT3 / 2.0
    a = math.radians(60 * side)
    return (x + apothem * math.cos(a), y + apothem * math.sin(a))
