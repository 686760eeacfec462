"""The Barrage board: structures on the map and the water drops, as an immutable value.

A :class:`Board` is the board part of a Barrage game state: the dams (owner and level),
the conduits and powerhouses (owner), the drops on headstreams and behind dams, how many
drops have left the board, which officer each company has (Graziano Del Monte changes a
dam's capacity) and the four headstream tiles. Every change returns a new Board.

>>> b = Board.empty().with_dam("D5U", "usa", 2).with_drops("D5U", 1)
>>> b.drops_at("D5U"), b.capacity("D5U")
(1, 2)
>>> b2, events = b.flow(headstreams={"B": 2})
>>> b2.drops_at("D5U"), b2.exited, b.drops_at("D5U")
(2, 1, 1)

A board saved on its own, outside a game (the rule cards' positions, in
``ludo/barrage/cards/positions/*.json``), is the JSON document :func:`board_save` writes
and :func:`board_from_save` reads::

    {"format": "ludo-board", "game": "barrage", "board": <the board>}

where the board is in the core's tagged JSON form (:func:`ludo.core.snapshot.encode`:
``{"type": "Board", "fields": {"dams": {"tuple": [...]}, ...}}``). A river
:class:`Board` is checked on load like :meth:`Board.from_dict` checks its entries; a
reader may accept other boards of the game (a company board, its construction wheel)
with ``kinds``.

>>> doc = board_save(b)
>>> doc["format"], board_from_save(doc) == b
('ludo-board', True)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from functools import cached_property
from typing import Any

from ..core import messages as core_msg
from ..core.errors import IllegalMove, InvalidData
from ..core.events import Event
from ..core.french import fold
from ..core.rng import make_rng, resolve_seed
from ..core.snapshot import allowed_types, decode, encode
from ..core.state import draw_module
from . import messages as msg
from .map import AREAS, HEADSTREAMS, base_map, nodes_of_kind, spot_name
from .water import flow_board, flow_single

COMPANIES = ("usa", "germany", "italy", "france")
OWNERS = (*COMPANIES, "neutral")
OFFICERS = tuple(msg.OFFICER_NAMES)


def _check_spot(spot, kind: str, expected: str) -> str:
    g = base_map()
    if not isinstance(spot, str) or spot not in g or g.nodes[spot]["kind"] != kind:
        raise InvalidData(msg.UNKNOWN_SPOT.format(spot=spot, expected=expected), field=str(spot))
    return spot


def _check_owner(owner, *, company_only: bool = False) -> str:
    allowed = COMPANIES if company_only else OWNERS
    if owner not in allowed:
        text = msg.BAD_COMPANY if company_only else msg.BAD_OWNER
        raise InvalidData(text.format(owner=owner), field="owner")
    return owner


def _fold(text: str) -> str:
    """Lower case, no accents, ``_`` and ``.`` as spaces, single spaces."""
    text = fold(text)
    return " ".join(text.replace("_", " ").replace(".", " ").replace("-", " ").split())


def _officer_aliases() -> dict[str, str]:
    """Every way of naming an officer: id, surname, first name, full name (with or
    without a middle initial), in any case and with or without accents."""
    out: dict[str, str] = {}
    for oid, full in msg.OFFICER_NAMES.items():
        words = _fold(full).split()
        long_words = [w for w in words if len(w) > 1]
        names = {
            _fold(oid),
            " ".join(words),
            " ".join(long_words),
            words[0],
            " ".join(long_words[1:]),
            " ".join(words[1:]),
            " ".join(words[:-1]),  # every first name: « Solomon P. »
            words[-1],
        }
        for name in names:
            if out.get(name, oid) != oid:  # pragma: no cover - the names are all different
                raise AssertionError(f"officer alias {name!r} is ambiguous")
            out[name] = oid
    return out


_OFFICER_ALIASES = _officer_aliases()


def check_officer(officer) -> str | None:
    """The officer's id from an id, a surname, a first name or a full name.

    >>> check_officer("fiesler"), check_officer("viktor"), check_officer("Viktor Fiesler")
    ('fiesler', 'fiesler', 'fiesler')
    >>> check_officer("Graziano Del Monte"), check_officer("del monte"), check_officer("Jordan")
    ('del_monte', 'del_monte', 'jordan')
    """
    if officer is None:
        return None
    if isinstance(officer, str):
        found = _OFFICER_ALIASES.get(_fold(officer))
        if found is not None:
            return found
    known = ", ".join(f"{k} ({v})" for k, v in msg.OFFICER_NAMES.items())
    raise InvalidData(msg.BAD_OFFICER.format(officer=officer, known=known), field="officer")


def _lookup(table: dict, key):
    """``table.get(key)``, with a French error for a key that cannot be a spot (a list...)."""
    try:
        return table.get(key)
    except TypeError:
        raise InvalidData(
            msg.UNKNOWN_SPOT.format(spot=key, expected=msg.EXPECT_ANY), field=str(key)
        ) from None


def _put(items: tuple, key, value) -> tuple:
    """A sorted tuple of ``(key, *value)`` with ``key`` replaced (or removed if value is None)."""
    rest = [item for item in items if item[0] != key]
    if value is not None:
        rest.append((key, *value))
    return tuple(sorted(rest, key=_node_order))


def _node_order(item) -> tuple:
    return _ORDER.get(item[0], (99, item[0]))


_ORDER = {node: (i, node) for i, node in enumerate(base_map().nodes)}


@dataclass(frozen=True)
class Board:
    """Structures and drops on the base map. Build it with :meth:`empty` or :meth:`setup`.

    Attributes
    ----------
    dams : tuple of (spot, owner, level)
    conduits, powerhouses : tuple of (spot, owner)
    drops : tuple of (node, count), for headstreams and dam spots holding drops
    exited : int
        Drops that have left the board by an exit.
    officers : tuple of (company, officer id)
    headstream_tiles : tuple of 4 tile names (sources A–D), or empty
    """

    dams: tuple = ()
    conduits: tuple = ()
    powerhouses: tuple = ()
    drops: tuple = ()
    exited: int = 0
    officers: tuple = ()
    headstream_tiles: tuple = ()

    # -- building ------------------------------------------------------------------------
    @classmethod
    def empty(cls) -> Board:
        """The map with no structure and no drop."""
        return cls()

    @classmethod
    def setup(cls, seed: int | None = None) -> tuple[Board, list[Event]]:
        """The start of a game: 4 headstream tiles drawn among 8 and 3 neutral dams.

        One neutral setup tile is drawn per area (mountains, hills, plains); the neutral dam
        goes on the lower spot of that basin, level 1 in the mountains, 2 in the hills, 3 in
        the plains, with 1 drop behind it. Returns the board and the setup events.
        """
        rng = make_rng(resolve_seed(seed))
        g = base_map()
        tiles = sorted(g.graph["headstream_tiles"])
        drawn = tuple(rng.sample(tiles, len(HEADSTREAMS)))
        board = cls(headstream_tiles=drawn)
        events = []
        for area in AREAS:
            basins, level = g.graph["neutral_setup"][area]
            basin = rng.choice(basins)
            spot = f"D{basin}L"
            board = board.with_dam(spot, "neutral", level).with_drops(spot, 1)
            events.append(
                Event(
                    "setup.neutral",
                    msg.EV_NEUTRAL.format(
                        level=level, spot=spot_name(spot), area=msg.AREA_NAMES[area]
                    ),
                    {"spot": spot, "level": level, "area": area},
                )
            )
        return board, events

    def with_dam(self, spot: str, owner: str, level: int = 1) -> Board:
        """A dam of ``owner`` and ``level`` (1–3) on a dam spot (replacing any dam there)."""
        _check_spot(spot, "dam", msg.EXPECT_DAM)
        _check_owner(owner)
        if isinstance(level, bool) or level not in (1, 2, 3):
            raise InvalidData(msg.BAD_LEVEL.format(level=level), field="level")
        new = replace(self, dams=_put(self.dams, spot, (owner, level)))
        held = self.drops_at(spot)
        if held > new.capacity(spot):
            raise InvalidData(
                msg.OVER_CAPACITY.format(
                    node=spot_name(spot), level=level, capacity=new.capacity(spot), n=held
                ),
                field=spot,
            )
        return new

    def with_conduit(self, spot: str, owner: str) -> Board:
        """A conduit of ``owner`` (a company) on a conduit spot."""
        _check_spot(spot, "conduit", msg.EXPECT_CONDUIT)
        _check_owner(owner, company_only=True)
        return replace(self, conduits=_put(self.conduits, spot, (owner,)))

    def with_powerhouse(self, spot: str, owner: str) -> Board:
        """A powerhouse of ``owner`` (a company) on a powerhouse spot."""
        _check_spot(spot, "powerhouse", msg.EXPECT_POWERHOUSE)
        _check_owner(owner, company_only=True)
        return replace(self, powerhouses=_put(self.powerhouses, spot, (owner,)))

    def with_officer(self, company: str, officer: str | None) -> Board:
        """Give ``company`` an executive officer (only Graziano Del Monte changes the board)."""
        _check_owner(company, company_only=True)
        officer = check_officer(officer)
        value = None if officer is None else (officer,)
        return replace(self, officers=_put(self.officers, company, value))

    def with_drops(self, node: str, n: int) -> Board:
        """Exactly ``n`` drops on a headstream or behind a built dam."""
        g = base_map()
        if (
            not isinstance(node, str)
            or node not in g
            or g.nodes[node]["kind"]
            not in (
                "headstream",
                "dam",
            )
        ):
            raise InvalidData(
                msg.UNKNOWN_SPOT.format(spot=node, expected=msg.EXPECT_DROPS), field=str(node)
            )
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise InvalidData(msg.BAD_COUNT.format(n=n, node=spot_name(node)), field=node)
        if g.nodes[node]["kind"] == "dam":
            dam = self.dam_at(node)
            if dam is None and n > 0:
                raise InvalidData(msg.NO_DAM_FOR_DROPS.format(node=spot_name(node)), field=node)
            if dam is not None and n > self.capacity(node):
                raise InvalidData(
                    msg.OVER_CAPACITY.format(
                        node=spot_name(node), level=dam[1], capacity=self.capacity(node), n=n
                    ),
                    field=node,
                )
        return replace(self, drops=_put(self.drops, node, (n,) if n else None))

    def add_drops(self, node: str, n: int) -> Board:
        """``n`` more drops on ``node`` (see :meth:`with_drops`)."""
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise InvalidData(msg.BAD_COUNT.format(n=n, node=spot_name(node)), field=str(node))
        return self.with_drops(node, self.drops_at(node) + n)

    # -- reading -------------------------------------------------------------------------
    @cached_property
    def _dams(self) -> dict:
        return {spot: (owner, level) for spot, owner, level in self.dams}

    @cached_property
    def _drops(self) -> dict:
        return dict(self.drops)

    @cached_property
    def _conduits(self) -> dict:
        return dict(self.conduits)

    @cached_property
    def _powerhouses(self) -> dict:
        return dict(self.powerhouses)

    def dam_at(self, spot: str) -> tuple[str, int] | None:
        """``(owner, level)`` of the dam on ``spot``, or None."""
        return _lookup(self._dams, spot)

    def conduit_owner(self, spot: str) -> str | None:
        return _lookup(self._conduits, spot)

    def powerhouse_owner(self, spot: str) -> str | None:
        return _lookup(self._powerhouses, spot)

    def officer_of(self, company: str) -> str | None:
        return _lookup(dict(self.officers), company)

    def capacity(self, spot: str) -> int:
        """Drops the dam on ``spot`` can hold: its level (4 for Graziano Del Monte's level 3)."""
        dam = _lookup(self._dams, spot)
        if dam is None:
            return 0
        owner, level = dam
        if level == 3 and self.officer_of(owner) == "del_monte":
            return 4
        return level

    def drops_at(self, node: str) -> int:
        return _lookup(self._drops, node) or 0

    @property
    def held(self) -> int:
        """Drops on the board (headstreams and dams)."""
        return sum(n for _, n in self.drops)

    def powerhouse_count(self, company: str) -> int:
        return sum(1 for _, owner in self.powerhouses if owner == company)

    def structures_of(self, owner: str) -> list[str]:
        """Every spot where ``owner`` has a structure."""
        return [s for s, o, _ in self.dams if o == owner] + [
            s for s, o in (*self.conduits, *self.powerhouses) if o == owner
        ]

    # -- water ---------------------------------------------------------------------------
    def flow(self, headstreams: Mapping[str, int] | None = None) -> tuple[Board, list[Event]]:
        """Round-end flow: add ``headstreams`` drops, then every headstream drop flows.

        ``headstreams`` maps a letter to a number of drops to place first, e.g.
        ``{"A": 2, "C": 1}``. Drops already on the headstreams flow too. Returns the new
        board and the events (each step of each drop), see :mod:`ludo.barrage.water`.
        """
        return flow_board(self, headstreams or {})

    def flow_one(self, headstream: str) -> tuple[Board, list[Event]]:
        """Immediate flow: one drop placed on ``headstream`` flows now, alone."""
        return flow_single(self, headstream)

    def round_drops(self, round_number: int) -> tuple[Board, list[Event]]:
        """The headstream phase: drops of round 1–4 from the headstream tiles (none in round 5)."""
        if isinstance(round_number, bool) or round_number not in (1, 2, 3, 4, 5):
            raise IllegalMove(msg.BAD_ROUND.format(round=round_number), rule="barrage.headstreams")
        if len(self.headstream_tiles) != len(HEADSTREAMS):
            raise IllegalMove(msg.NO_TILES, rule="barrage.headstreams")
        if round_number == 5:
            return self, []
        tiles = base_map().graph["headstream_tiles"]
        board, events = self, []
        for letter, tile in zip(HEADSTREAMS, self.headstream_tiles, strict=True):
            n = tiles[tile][round_number - 1]
            board = board.add_drops(letter, n)
            events.append(
                Event(
                    "headstream.drops",
                    msg.EV_HEADSTREAM_ROUND.format(
                        round=round_number, tile=tile, letter=letter, n=n
                    ),
                    {"headstream": letter, "tile": tile, "round": round_number, "drops": n},
                )
            )
        return board, events

    # -- display -------------------------------------------------------------------------
    def _repr_png_(self) -> bytes:
        """Shown as a picture in a notebook (drawing imported only when needed, through the
        core's lazy loader as a game state's picture)."""
        return draw_module("barrage").to_png(self)

    # -- saving --------------------------------------------------------------------------
    def to_dict(self) -> dict:
        return {
            "format": 1,
            "dams": [list(d) for d in self.dams],
            "conduits": [list(c) for c in self.conduits],
            "powerhouses": [list(p) for p in self.powerhouses],
            "drops": [list(d) for d in self.drops],
            "exited": self.exited,
            "officers": [list(o) for o in self.officers],
            "headstream_tiles": list(self.headstream_tiles),
        }

    @classmethod
    def from_dict(cls, data: dict) -> Board:
        """Rebuild a board saved by :meth:`to_dict`, validating every entry."""
        if not isinstance(data, dict):
            raise InvalidData(
                msg.BOARD_DATA.format(field="board", reason=msg.MAP_MISSING), field="board"
            )
        fmt = data.get("format", 1)
        if isinstance(fmt, bool) or fmt != 1:
            raise InvalidData(
                msg.BOARD_DATA.format(field="format", reason=msg.BOARD_FORMAT.format(value=fmt)),
                field="format",
            )
        board = cls()
        for key, size, put in (
            ("dams", 3, lambda b, row: b.with_dam(*row)),
            ("conduits", 2, lambda b, row: b.with_conduit(*row)),
            ("powerhouses", 2, lambda b, row: b.with_powerhouse(*row)),
            ("officers", 2, lambda b, row: b.with_officer(*row)),
            ("drops", 2, lambda b, row: b.with_drops(*row)),
        ):
            rows = data.get(key, [])
            if not isinstance(rows, (list, tuple)):
                raise InvalidData(
                    msg.BOARD_DATA.format(field=key, reason=msg.BOARD_LIST.format(value=rows)),
                    field=key,
                )
            for i, row in enumerate(rows):
                if not isinstance(row, (list, tuple)) or len(row) != size:
                    reason = msg.BOARD_ROW.format(n=size, what=msg.BOARD_ROW_WHAT[key], value=row)
                    raise InvalidData(
                        msg.BOARD_DATA.format(field=f"{key}[{i}]", reason=reason),
                        field=f"{key}[{i}]",
                    )
                board = put(board, row)
        exited = data.get("exited", 0)
        if isinstance(exited, bool) or not isinstance(exited, int) or exited < 0:
            raise InvalidData(
                msg.BOARD_DATA.format(field="exited", reason=msg.MAP_INT.format(value=exited)),
                field="exited",
            )
        raw_tiles = data.get("headstream_tiles", [])
        known = base_map().graph["headstream_tiles"]
        if not isinstance(raw_tiles, (list, tuple)) or any(
            not isinstance(t, str) for t in raw_tiles
        ):
            raise InvalidData(
                msg.BOARD_DATA.format(
                    field="headstream_tiles", reason=msg.BOARD_TILES.format(value=raw_tiles)
                ),
                field="headstream_tiles",
            )
        tiles = tuple(raw_tiles)
        if tiles and (len(tiles) != len(HEADSTREAMS) or any(t not in known for t in tiles)):
            raise InvalidData(
                msg.BOARD_DATA.format(field="headstream_tiles", reason=msg.MAP_TILE),
                field="headstream_tiles",
            )
        return replace(board, exited=exited, headstream_tiles=tiles)


def dam_spots() -> tuple[str, ...]:
    return nodes_of_kind("dam")


#: The ``format`` of a board saved outside a game (see the module docstring).
BOARD_SAVE = "ludo-board"


def board_save(board: Any) -> dict[str, Any]:
    """``board`` (a :class:`Board`, or another board of the game) as a JSON document."""
    return {"format": BOARD_SAVE, "game": "barrage", "board": encode(board)}


def board_from_save(doc: Any, kinds: tuple[type, ...] = (Board,)) -> Any:
    """The board saved in ``doc`` by :func:`board_save`: one of ``kinds`` (a river
    :class:`Board` by default, its every entry checked). A document of another format or
    game, or a board of another kind, raises :class:`InvalidData` in French."""
    for key, expected in (("format", BOARD_SAVE), ("game", "barrage")):
        if not isinstance(doc, dict) or doc.get(key) != expected:
            raise InvalidData(core_msg.NOT_A_SAVE.format(field=key), field=key)
    try:
        value = decode(doc.get("board"), allowed_types("barrage"), "board")
        if isinstance(value, Board):
            value = Board.from_dict(value.to_dict())  # every entry checked
    except (TypeError, ValueError, KeyError, AttributeError) as exc:
        if isinstance(exc, InvalidData):
            raise
        reason = core_msg.SNAPSHOT_WRONG_TYPE.format(expected="Board", found=exc)
        raise InvalidData(
            core_msg.BAD_FIELD.format(field="board", reason=reason), field="board"
        ) from None
    if not isinstance(value, kinds):
        found = type(value).__name__
        expected = " / ".join(k.__name__ for k in kinds)
        reason = core_msg.SNAPSHOT_WRONG_TYPE.format(expected=expected, found=found)
        raise InvalidData(core_msg.BAD_FIELD.format(field="board", reason=reason), field="board")
    return value
