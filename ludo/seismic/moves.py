"""Seismic's moves and their text notation.

Five kinds of move, all frozen dataclasses whose ``str`` is their notation and
which :func:`parse_move` reads back:

* :class:`Place` — a face-up tile on a cell, turned ``rot`` sixths, with an
  optional road crew marker on one of its pieces (``W 2,-1 r3 m0``);
* :class:`Rotate` — Contrecoups: turn a placed tile (``tourner 1,0 r2``);
* :class:`Pass` — decline the Dilemme's second tile or a Contrecoups turn;
* :class:`ChooseSide` — the side of San Andreas hit on a quake tie (``côté nord-est``);
* :class:`ChooseCity` — Villes jumelles: the city the quake hits first (``ville 2``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..core.errors import InvalidData
from ..core.french import fold
from ..core.state import Move
from . import messages as msg


def cell_text(cell) -> str:
    """A cell as players write it: ``"2,-1"``."""
    return f"{cell[0]},{cell[1]}"


# -- moves --------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Place(Move):
    """Place face-up tile ``tile`` on ``cell`` turned ``rot`` sixths; ``marker`` = piece index."""

    tile: str
    cell: tuple
    rot: int
    marker: int | None = None

    def __str__(self) -> str:
        m = "" if self.marker is None else f" m{self.marker}"
        return f"{self.tile} {self.cell[0]},{self.cell[1]} r{self.rot}{m}"

    __repr__ = Move.__repr__  # <Place a1>: the notation, never code that fails


@dataclass(frozen=True)
class Rotate(Move):
    """Contrecoups: turn the tile on ``cell`` to rotation ``rot``."""

    cell: tuple
    rot: int

    def __str__(self) -> str:
        return f"{msg.NOTATION_ROTATE} {self.cell[0]},{self.cell[1]} r{self.rot}"

    __repr__ = Move.__repr__  # <Place a1>: the notation, never code that fails


@dataclass(frozen=True)
class Pass(Move):
    """Dilemme (no second tile) or Contrecoups (no re-orientation)."""

    def __str__(self) -> str:
        return msg.NOTATION_PASS

    __repr__ = Move.__repr__  # <Place a1>: the notation, never code that fails


@dataclass(frozen=True)
class ChooseSide(Move):
    """Quake tie (S5): the side of San Andreas that is hit."""

    side: int

    def __str__(self) -> str:
        return f"{msg.NOTATION_SIDE} {msg.SIDE_NOTATION[self.side]}"

    __repr__ = Move.__repr__  # <Place a1>: the notation, never code that fails


@dataclass(frozen=True)
class ChooseCity(Move):
    """Twin Cities: which San Andreas the quake hits first (0 or 1)."""

    city: int

    def __str__(self) -> str:
        return f"{msg.NOTATION_CITY} {self.city + 1}"

    __repr__ = Move.__repr__  # <Place a1>: the notation, never code that fails


def plain_text(text: str) -> str:
    """Lower case without accents, for reading French notation leniently."""
    return fold(text.strip())


_PLACE_RE = re.compile(
    r"^([A-Za-z][A-Za-z0-9]*)(?:\s+|\s*@\s*)\(?\s*(-?\d+)\s*,\s*(-?\d+)\s*\)?\s*r\s*(\d+)"
    r"(?:\s*m\s*(\d+))?$"
)
_ROTATE_RE = re.compile(r"^(?:tourner|rotate)\s+\(?\s*(-?\d+)\s*,\s*(-?\d+)\s*\)?\s*r\s*(\d+)$")
_SIDE_RE = re.compile(r"^(?:cote|side)\s+(\S+)$")
_CITY_RE = re.compile(r"^(?:ville|city)\s+([12])$")


def parse_move(text: str) -> Move:
    """Read a move: ``W 2,-1 r3``, ``W 2,-1 r3 m0``, ``tourner 1,0 r2``, ``passer``,
    ``côté nord-est``, ``ville 2``.

    >>> parse_move("TTa 2,-1 r1 m0")
    <Place TTa 2,-1 r1 m0>
    >>> str(parse_move("côté sud-ouest"))
    'côté sud-ouest'
    """
    if not isinstance(text, str):
        raise InvalidData(msg.BAD_NOTATION.format(text=text), field="move")
    raw = text.strip()
    plain = plain_text(raw)
    m = _ROTATE_RE.match(plain)
    if m:
        return Rotate((int(m.group(1)), int(m.group(2))), int(m.group(3)))
    m = _PLACE_RE.match(raw)
    if m:
        marker = None if m.group(5) is None else int(m.group(5))
        return Place(m.group(1), (int(m.group(2)), int(m.group(3))), int(m.group(4)), marker)
    if plain in ("passer", "pass"):
        return Pass()
    m = _SIDE_RE.match(plain)
    if m:
        word = m.group(1)
        for i, name in enumerate(msg.SIDE_NOTATION):
            if word in (plain_text(name), str(i), msg.SIDE_CODES[i].lower()):
                return ChooseSide(i)
    m = _CITY_RE.match(plain)
    if m:
        return ChooseCity(int(m.group(1)) - 1)
    raise InvalidData(msg.BAD_NOTATION.format(text=text), field="move")
