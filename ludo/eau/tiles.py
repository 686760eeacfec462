"""Tiles of Eau Cœur d'Essonne: ports on the four sides, rotation, the inventory.

Sides are numbered ``0 = N, 1 = E, 2 = S, 3 = W`` (clockwise). A tile's ports are a
tuple of four booleans in that order; a rotation by a quarter turn clockwise moves
the port of side ``s`` to side ``s + 1`` and returns a new tile (tiles are never
changed in place).

>>> Tile.of("L").ports
(True, True, False, False)
>>> Tile.of("L").rotated(1).ports
(False, True, True, False)
>>> Tile.of("I").rotated(2) == Tile.of("I")
True
"""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from ..core.errors import InvalidData
from ..core.jsondata import read_json
from . import messages as msg

SIDES = ("N", "E", "S", "W")
#: The letters a diagonal file uses for the sides: French (O for ouest). « W » is still
#: read as a synonym of « O », so that files written before keep loading.
PORT_LETTERS = {"N": 0, "E": 1, "S": 2, "O": 3, "W": 3}
SIZE = 7
COLUMN_LETTERS = "abcdefg"
#: (drow, dcol) of the neighbour across each side.
STEP = ((-1, 0), (0, 1), (1, 0), (0, -1))

#: Pipe tiles (the text's inventory, a fact): code → (base ports as a side mask, count).
PIPES = {"I": (0b0101, 12), "L": (0b0011, 12), "T": (0b0111, 12)}
#: Event tiles: code → (base ports mask, count).
EVENTS = {"P": (0b0000, 3), "A": (0b1111, 3), "X": (0b0101, 2), "E": (0b0001, 2)}
#: Every code a player or the group places, with its kind.
PLACEABLE = {
    "I": "pipe",
    "L": "pipe",
    "T": "pipe",
    "P": "event",
    "A": "event",
    "X": "event",
    "E": "event",
}
DIAGONAL_KINDS = ("regie", "corner", "building")
BASE_MASK = {**{k: v[0] for k, v in PIPES.items()}, **{k: v[0] for k, v in EVENTS.items()}}


def rotate_mask(mask: int, quarter_turns: int) -> int:
    """Rotate a 4-bit side mask clockwise by ``quarter_turns``.

    >>> rotate_mask(0b0001, 1)  # a port on N moves to E
    2
    """
    k = quarter_turns % 4
    return ((mask << k) | (mask >> (4 - k))) & 0b1111


def distinct_rotations(mask: int) -> tuple[int, ...]:
    """The quarter turns giving different port sets (the canonical rotations).

    >>> distinct_rotations(0b0101), distinct_rotations(0b1111), distinct_rotations(0b0011)
    ((0, 1), (0,), (0, 1, 2, 3))
    """
    seen: dict[int, int] = {}
    for k in range(4):
        seen.setdefault(rotate_mask(mask, k), k)
    return tuple(sorted(seen.values()))


def canonical_rotation(mask: int, quarter_turns: int) -> int:
    """The smallest quarter turn giving the same ports as ``quarter_turns``."""
    target = rotate_mask(mask, quarter_turns)
    for k in range(4):
        if rotate_mask(mask, k) == target:
            return k
    return 0  # pragma: no cover - k = quarter_turns % 4 always matches


@dataclass(frozen=True)
class Tile:
    """A tile on the board or in a hand.

    ``code`` is one letter: ``I`` straight, ``L`` elbow, ``T`` T pipe, ``P`` protected
    site, ``A`` utility agent (joker), ``X`` pierced pipe, ``E`` treatment station,
    ``R`` the Régie, ``C`` a corner building, ``B`` a diagonal building.
    ``mask`` holds the ports (bit ``s`` for side ``s``). ``covered`` is True for a
    pierced pipe with an agent stacked on it (decisions E13, E25: the cell is then an
    agent's cell, joining four sides and leaking on none).
    """

    code: str
    mask: int
    name: str = ""
    covered: bool = False

    @classmethod
    def of(cls, code: str, quarter_turns: int = 0) -> Tile:
        """A pipe or event tile by its code, rotated."""
        return cls(code, rotate_mask(BASE_MASK[code], quarter_turns))

    @property
    def ports(self) -> tuple[bool, bool, bool, bool]:
        """Ports on N, E, S, W."""
        m = self.effective_mask
        return (bool(m & 1), bool(m >> 1 & 1), bool(m >> 2 & 1), bool(m >> 3 & 1))

    # effective_mask, is_agent and is_user are read for every tile by the network questions:
    # each is computed once per tile and kept in the instance dict, beside the fields
    # (never compared, hashed or saved; a changed tile is a new Tile).
    @functools.cached_property
    def effective_mask(self) -> int:
        return 0b1111 if self.covered else self.mask

    def rotated(self, quarter_turns: int = 1) -> Tile:
        """A new tile turned clockwise by ``quarter_turns`` quarter turns."""
        return Tile(self.code, rotate_mask(self.mask, quarter_turns), self.name, self.covered)

    @property
    def kind(self) -> str:
        return {"R": "regie", "C": "corner", "B": "building"}.get(self.code) or PLACEABLE[self.code]

    @functools.cached_property
    def is_agent(self) -> bool:
        """An agent, as a joker or stacked on a pierced pipe (decision E25).

        Its four sides join any port facing them; its sides facing nothing are not
        leaks, and are not pipe ends either (nothing has to continue from them).
        """
        return self.code == "A" or self.covered

    @property
    def is_event(self) -> bool:
        return self.code in EVENTS

    @functools.cached_property
    def is_user(self) -> bool:
        """A diagonal user the water must reach (corners and buildings, decision E15)."""
        return self.code in ("C", "B")

    @property
    def label(self) -> str:
        """French name of the tile."""
        return self.name or msg.TILE_NAMES[self.code]

    def __repr__(self) -> str:
        sides = "".join(SIDES[s] for s in range(4) if self.effective_mask >> s & 1)
        return f"Tile({self.code!r}, {sides or '-'}{', couverte' if self.covered else ''})"


def cell_name(cell: int) -> str:
    """``cell_name(0) == "a1"`` (columns a–g left to right, rows 1–7 top to bottom)."""
    return f"{COLUMN_LETTERS[cell % SIZE]}{cell // SIZE + 1}"


def parse_cell(text: object) -> int:
    t = text.strip().lower() if isinstance(text, str) else ""
    if len(t) == 2 and t[0] in COLUMN_LETTERS and t[1] in "1234567":
        return (int(t[1]) - 1) * SIZE + COLUMN_LETTERS.index(t[0])
    raise InvalidData(msg.BAD_CELL.format(text=text), field="cell")


def neighbour(cell: int, side: int) -> int | None:
    """The cell across ``side`` of ``cell``, or None outside the 7×7 square."""
    r, c = divmod(cell, SIZE)
    dr, dc = STEP[side]
    r, c = r + dr, c + dc
    if 0 <= r < SIZE and 0 <= c < SIZE:
        return r * SIZE + c
    return None


#: NEIGHBOUR[cell][side] → cell or None.
NEIGHBOUR = tuple(tuple(neighbour(c, s) for s in range(4)) for c in range(SIZE * SIZE))


# -- the diagonal (a reconstruction, configurable) ----------------------------------------------
BUILTIN_DIAGONALS = {"defaut": "diagonal.json", "coudes": "diagonal_coudes.json"}


def load_diagonal(
    source: str | dict | Path | None = None,
) -> tuple[dict, tuple[tuple[int, Tile], ...]]:
    """Read and validate the 7 diagonal tiles.

    Parameters
    ----------
    source : None, ``"defaut"``, ``"coudes"``, JSON text, a dict, or a ``pathlib.Path``
        (a ``str`` is never opened as a file)
        ``{"reconstruction": bool, "diagonal": [{"cell", "kind", "name", "ports"}, ...]}``.

    Returns
    -------
    (document, ((cell, Tile), ...))
        The validated document (to save with the game) and the placed tiles.

    Raises
    ------
    InvalidData
        In French, naming the bad entry (``diagonal[3].ports`` ...).
    """
    if source is None:
        source = "defaut"
    if isinstance(source, str) and source in BUILTIN_DIAGONALS:
        # A file of the package: read and checked once (every new game lays its tiles), a
        # fresh document for each caller.
        text, placed = builtin_diagonal(source)
        return json.loads(text), placed
    # A str is JSON text, never a file name (ludo.core.jsondata); a Path is read.
    doc = read_json(source, field="diagonal")
    return doc, _validate_diagonal(doc)


@functools.cache
def builtin_diagonal(name: str) -> tuple[str, tuple[tuple[int, Tile], ...]]:
    """The text of the package's diagonal file ``name`` and its validated tiles."""
    text = (
        resources.files("ludo.eau")
        .joinpath("data")
        .joinpath(BUILTIN_DIAGONALS[name])
        .read_text("utf-8")
    )
    return text, _validate_diagonal(json.loads(text))


def _validate_diagonal(doc) -> tuple[tuple[int, Tile], ...]:
    if not isinstance(doc, dict) or not isinstance(doc.get("diagonal"), list):
        raise InvalidData(
            msg.DIAG_FIELD.format(field="diagonal", reason=msg.DIAG_NEED_LIST), field="diagonal"
        )
    if not isinstance(doc.get("reconstruction", False), bool):
        raise InvalidData(
            msg.DIAG_FIELD.format(field="reconstruction", reason=msg.DIAG_BOOL),
            field="reconstruction",
        )
    entries = doc["diagonal"]
    if len(entries) != SIZE:
        raise InvalidData(
            msg.DIAG_FIELD.format(field="diagonal", reason=msg.DIAG_COUNT.format(n=len(entries))),
            field="diagonal",
        )
    out = []
    cells = set()
    kinds = []
    for i, e in enumerate(entries):
        where = f"diagonal[{i}]"
        if not isinstance(e, dict):
            raise InvalidData(
                msg.DIAG_FIELD.format(field=where, reason=msg.DIAG_ENTRY), field=where
            )
        try:
            cell = parse_cell(e.get("cell"))
        except InvalidData:
            raise InvalidData(
                msg.DIAG_FIELD.format(
                    field=f"{where}.cell", reason=msg.DIAG_CELL.format(value=e.get("cell"))
                ),
                field=f"{where}.cell",
            ) from None
        r, c = divmod(cell, SIZE)
        if r != c or cell in cells:
            raise InvalidData(
                msg.DIAG_FIELD.format(
                    field=f"{where}.cell", reason=msg.DIAG_NOT_DIAGONAL.format(value=e.get("cell"))
                ),
                field=f"{where}.cell",
            )
        cells.add(cell)
        kind = e.get("kind")
        if kind not in DIAGONAL_KINDS:
            raise InvalidData(
                msg.DIAG_FIELD.format(
                    field=f"{where}.kind", reason=msg.DIAG_KIND.format(value=kind)
                ),
                field=f"{where}.kind",
            )
        name = e.get("name")
        if not isinstance(name, str) or not name.strip():
            raise InvalidData(
                msg.DIAG_FIELD.format(field=f"{where}.name", reason=msg.DIAG_NAME),
                field=f"{where}.name",
            )
        ports = e.get("ports")
        if (
            not isinstance(ports, list)
            or any(p not in PORT_LETTERS for p in ports)
            or len({PORT_LETTERS[p] for p in ports}) != len(ports)
        ):
            raise InvalidData(
                msg.DIAG_FIELD.format(
                    field=f"{where}.ports", reason=msg.DIAG_PORTS.format(value=ports)
                ),
                field=f"{where}.ports",
            )
        mask = sum(1 << PORT_LETTERS[p] for p in ports)
        code = {"regie": "R", "corner": "C", "building": "B"}[kind]
        kinds.append(kind)
        out.append((cell, Tile(code, mask, name.strip())))
    if kinds.count("regie") != 1 or dict(out).get(24) is None or dict(out)[24].code != "R":
        raise InvalidData(
            msg.DIAG_FIELD.format(field="diagonal", reason=msg.DIAG_REGIE), field="diagonal"
        )
    corners = {cell for cell, t in out if t.code == "C"}
    if corners != {0, SIZE * SIZE - 1}:
        raise InvalidData(
            msg.DIAG_FIELD.format(field="diagonal", reason=msg.DIAG_CORNERS), field="diagonal"
        )
    return tuple(sorted(out))
