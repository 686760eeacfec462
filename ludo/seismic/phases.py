"""Seismic's turn phases and the data a pending decision waits on.

A state's ``phase`` says which kind of move is expected: a tile (``PLACE``), the
Dilemme's optional second tile (``SECOND``), the city a quake hits first
(``CITY_CHOICE``), the side of a quake tie (``SIDE_CHOICE``), a Contrecoups
re-orientation (``AFTERSHOCK``), or nothing (``OVER``). When the game waits on a
choice in the middle of a quake or of the aftershocks, ``pending`` holds what is
needed to go on, as one of the small frozen dataclasses below (``None`` otherwise).
"""

from __future__ import annotations

from dataclasses import dataclass

PLACE, SECOND, CITY_CHOICE, SIDE_CHOICE, AFTERSHOCK, OVER = (
    "place",
    "second",
    "city",
    "side",
    "aftershock",
    "over",
)


@dataclass(frozen=True)
class CityChoice:
    """Twin Cities: a quake of ``magnitude`` hits both cities; ``left`` are their indices."""

    magnitude: int
    left: tuple[int, ...]


@dataclass(frozen=True)
class SideChoice:
    """A quake tie on ``city``: one of ``sides`` is chosen, then the cities ``left`` follow.

    ``any_hit`` records whether an earlier city of the same quake lost a tile (it
    opens the Contrecoups round).
    """

    magnitude: int
    city: int
    left: tuple[int, ...]
    sides: tuple[int, ...]
    any_hit: bool


@dataclass(frozen=True)
class Aftershock:
    """Contrecoups: the ``players`` still to act (the first one now) and the cells
    already turned during this round (a tile turns at most once per quake)."""

    players: tuple[int, ...]
    rotated: frozenset


Pending = CityChoice | SideChoice | Aftershock | None
