"""The Atacama board: 9 tiles A–I of 3×3 fields, each field an ore and a value.

Cells are numbered ``row * 9 + col`` (row 0 at the top, column 0 on the left)
and written ``c7`` in the notation: column letter a–i left to right, row
number 1–9 top to bottom.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cached_property
from importlib import resources

from ..core.errors import InvalidData
from . import messages as msg

SIZE = 9
ORES = ("gold", "silver", "copper")
TILE_LETTERS = "ABCDEFGHI"
COLUMN_LETTERS = "abcdefghi"
_ORE_BY_LETTER = {"G": "gold", "O": "gold", "S": "silver", "A": "silver", "C": "copper"}
_ENGLISH_LETTER = {"gold": "G", "silver": "S", "copper": "C"}


def cell_name(cell: int) -> str:
    """``cell_name(6 * 9 + 2) == "c7"``."""
    return f"{COLUMN_LETTERS[cell % SIZE]}{cell // SIZE + 1}"


def cell_index(row: int, col: int) -> int:
    return row * SIZE + col


def tile_position_of(cell: int) -> int:
    """Which of the 9 tile positions (0–8, row-major) holds ``cell``."""
    return (cell // SIZE // 3) * 3 + (cell % SIZE) // 3


def cells_of_tile_position(position: int) -> tuple[int, ...]:
    tr, tc = divmod(position, 3)
    return tuple(cell_index(tr * 3 + r, tc * 3 + c) for r in range(3) for c in range(3))


@dataclass(frozen=True)
class Field:
    """One field: an ore (``"gold"``, ``"silver"``, ``"copper"``) and its printed value 1–5."""

    ore: str
    value: int

    def __str__(self) -> str:
        return f"{_ENGLISH_LETTER[self.ore]}{self.value}"

    @property
    def french(self) -> str:
        """French initial and value, as the board shows it: ``O3``, ``A5``, ``C1``."""
        return f"{msg.ORE_LETTERS[self.ore]}{self.value}"


@dataclass(frozen=True)
class Board:
    """81 fields and the tile letter at each of the 9 tile positions.

    Build it with :meth:`default`, :meth:`from_text` or :meth:`arrange`.

    >>> b = Board.default()
    >>> b.field("a1")
    Field(ore='copper', value=4)
    >>> b.reconstruction
    True
    """

    fields: tuple[Field, ...]
    tile_letters: str = TILE_LETTERS
    reconstruction: bool = field(default=False, compare=False)

    # -- building ----------------------------------------------------------------------------
    @classmethod
    def default(cls) -> Board:
        """The project's reconstructed layout (see the data file and ``docs/decisions.md``)."""
        return _default_board()

    @classmethod
    def from_text(cls, text: str, *, reconstruction: bool = False) -> Board:
        """Read 9 lines of 9 fields such as ``G2 S5 C3`` (French ``O``/``A``/``C`` accepted).

        Blank lines and text after ``#`` are ignored. Tiles A–C are the top three
        3×3 blocks, D–F the middle ones, G–I the bottom ones.

        Raises
        ------
        InvalidData
            naming the line and the field, in French.
        """
        if not isinstance(text, str):
            raise InvalidData(msg.BOARD_TYPE.format(kind=type(text).__name__), field="board")
        lines = []
        for number, raw in enumerate(text.splitlines(), start=1):
            content = raw.split("#", 1)[0].replace(",", " ").replace(";", " ").split()
            if content:
                lines.append((number, content))
        if len(lines) != SIZE:
            raise InvalidData(msg.BOARD_LINES.format(n=len(lines)), field="board")
        fields = []
        for row, (number, tokens) in enumerate(lines, start=1):
            if len(tokens) != SIZE:
                raise InvalidData(
                    msg.BOARD_FIELDS.format(row=row, line=number, n=len(tokens)),
                    field=f"rangée {row}",
                )
            for position, token in enumerate(tokens, start=1):
                fields.append(_parse_field(token, row, number, position))
        return cls(tuple(fields), TILE_LETTERS, reconstruction)

    def to_text(self) -> str:
        """The board as 9 lines (English initials), readable by :meth:`from_text`."""
        return "\n".join(
            " ".join(str(self.fields[cell_index(r, c)]) for c in range(SIZE)) for r in range(SIZE)
        )

    # -- tiles -------------------------------------------------------------------------------
    def tiles(self) -> dict[str, tuple[Field, ...]]:
        """Each tile's 9 fields (row-major, letter at the top right), by letter."""
        return {
            letter: tuple(self.fields[c] for c in cells_of_tile_position(pos))
            for pos, letter in enumerate(self.tile_letters)
        }

    def arrange(self, layout: str) -> Board:
        """The same tiles laid in another order: ``layout`` gives the letter at each position.

        Tiles are never turned (the letter stays at the top right, as the rules ask).

        >>> Board.default().arrange("IHGFEDCBA").tile_letters
        'IHGFEDCBA'
        """
        layout = "".join(str(layout).split()).replace("/", "").upper()
        if len(layout) != 9 or set(layout) != set(TILE_LETTERS):
            raise InvalidData(msg.ARRANGE_LAYOUT.format(layout=layout), field="layout")
        tiles = self.tiles()
        fields: list[Field | None] = [None] * (SIZE * SIZE)
        for pos, letter in enumerate(layout):
            for cell, fld in zip(cells_of_tile_position(pos), tiles[letter], strict=True):
                fields[cell] = fld
        return Board(tuple(fields), layout, self.reconstruction)  # type: ignore[arg-type]

    # -- queries -----------------------------------------------------------------------------
    def describe(self) -> str:
        """French sentence saying where this board comes from (reconstruction or typed)."""
        return msg.BOARD_IS_RECONSTRUCTION if self.reconstruction else msg.BOARD_IS_TYPED

    def field(self, cell: int | str) -> Field:
        if isinstance(cell, str):
            cell = parse_cell(cell)
        return self.fields[cell]

    @cached_property
    def ores(self) -> tuple[str, ...]:
        return tuple(f.ore for f in self.fields)

    @cached_property
    def values(self) -> tuple[int, ...]:
        return tuple(f.value for f in self.fields)

    def __str__(self) -> str:
        return "\n".join(
            " ".join(self.fields[cell_index(r, c)].french for c in range(SIZE)) for r in range(SIZE)
        )


def parse_cell(text: str) -> int:
    """``parse_cell("c7") == 6 * 9 + 2``; raises InvalidData on bad text."""
    t = text.strip().lower()
    if len(t) == 2 and t[0] in COLUMN_LETTERS and t[1] in "123456789":
        return cell_index(int(t[1]) - 1, COLUMN_LETTERS.index(t[0]))
    raise InvalidData(msg.BAD_NOTATION.format(text=text), field="move")


def _parse_field(token: str, row: int, line: int, position: int) -> Field:
    t = token.strip().upper()
    if len(t) != 2:
        reason = msg.BOARD_VALUE if t[:1] in _ORE_BY_LETTER else msg.BOARD_ORE.format(letter=t[:1])
        raise InvalidData(
            msg.BOARD_FIELD.format(row=row, line=line, field=position, token=token, reason=reason),
            field=f"rangée {row}, champ {position}",
        )
    ore = _ORE_BY_LETTER.get(t[0])
    if ore is None:
        raise InvalidData(
            msg.BOARD_FIELD.format(
                row=row,
                line=line,
                field=position,
                token=token,
                reason=msg.BOARD_ORE.format(letter=t[0]),
            ),
            field=f"rangée {row}, champ {position}",
        )
    if t[1] not in "12345":
        raise InvalidData(
            msg.BOARD_FIELD.format(
                row=row, line=line, field=position, token=token, reason=msg.BOARD_VALUE
            ),
            field=f"rangée {row}, champ {position}",
        )
    return Field(ore, int(t[1]))


_DEFAULT: Board | None = None


def _default_board() -> Board:
    global _DEFAULT
    if _DEFAULT is None:
        doc = json.loads(
            resources.files("ludo.atacama").joinpath("data/default_board.json").read_text("utf-8")
        )
        _DEFAULT = Board.from_text(
            "\n".join(doc["rows"]), reconstruction=bool(doc["reconstruction"])
        )
    return _DEFAULT
