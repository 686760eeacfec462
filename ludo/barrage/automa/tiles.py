"""The 20 Automa tiles (``data/tiles.json``), both sides, validated at load.

Each tile has an **actions side** (seen on top of the stack) and a **criteria side**
(seen on the discard pile, used to place structures and to break ties between
headstreams). :func:`load_tiles` checks every field and raises :class:`ludo.InvalidData`
in French naming the field (``tuiles[3].actions.structures[0].area`` …).

Actions side, in reading order (docs/decisions.md §11.2):

- ``production``: engineers, production bonus (−2 … +2) and the contract colour that
  must be reachable;
- ``dotted``: the dotted-frame action of the first column (``water`` or ``contracts``),
  which does not end the turn, or None;
- ``structures``: the second column, top to bottom (``base``, ``elevation``,
  ``conduit``, ``powerhouse``, with an optional ``area`` or ``min_value`` restriction;
  ``building`` belongs to the Leeghwater expansion and is always skipped);
- ``others``: the third column, top to bottom (``workshop``, ``machinery``,
  ``patent``, ``external_works`` — expansion, skipped), ending with the bottom row
  ``rotate_or_bank`` or ``machine_or_bank``, always possible.

>>> tiles = load_tiles()
>>> len(tiles), tiles[14].others[0].kind, tiles[14].others[0].engineers, tiles[14].others[0].vp
(20, 'patent', 1, 2)
>>> tiles[0].criteria.dam, tiles[0].criteria.dam_code
(('dam_max_conduit', 'dam_own_powerhouse', 'dam_upstream_powerhouse'), 1)
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

from ...core.errors import InvalidData
from ...core.jsondata import read_json
from . import messages as msg

COLOURS = ("green", "yellow", "red")
MACHINES = ("excavator", "mixer")
STRUCTURES = ("base", "elevation", "conduit", "powerhouse")
PATENT_STRUCTURES = (*STRUCTURES, "building")
HEADSTREAM_LETTERS = "ABCD"

#: Criteria of the glossary (docs/decisions.md §11.3), by the structure they place.
DAM_CRITERIA = (
    "dam_max_conduit",
    "dam_own_powerhouse",
    "dam_hold_water",
    "dam_red",
    "dam_upstream_powerhouse",
    "dam_upstream_powerhouse_opponent_first",
    "dam_downstream",
)
CONDUIT_CRITERIA = (
    "conduit_highest",
    "conduit_second_highest",
    "conduit_dam",
    "conduit_dam_reverse",
    "conduit_powerhouse",
    "conduit_powerhouse_reverse",
)
POWERHOUSE_CRITERIA = (
    "powerhouse_max_conduit",
    "powerhouse_own_dam",
    "powerhouse_plain",
    "powerhouse_hill_5",
    "powerhouse_hill_6",
    "powerhouse_hill_7",
    "powerhouse_feeds_own_dam",
    "powerhouse_not_feeding_opponent",
)


@dataclass(frozen=True)
class Production:
    engineers: int
    bonus: int
    colour: str


@dataclass(frozen=True)
class Action:
    """One action of a tile. ``kind`` names it; the other fields are used by some kinds.

    ``vp``: VP the Automa pays; ``rotate``: sectors (workshop); ``machines``: the machines
    bought (``("any",)`` for the bottom-row joker); ``structure``: what it builds or the
    patent it wants; ``area`` / ``min_value``: restrictions of a construction; ``drops`` and
    ``flowing``: water control; ``colour``: contract office; ``order``: external works.
    """

    kind: str
    engineers: int = 1
    vp: int = 0
    rotate: int = 0
    machines: tuple = ()
    structure: str | None = None
    area: str | None = None
    min_value: int = 0
    drops: int = 0
    flowing: bool = False
    colour: str | None = None
    order: tuple = ()

    @property
    def target(self) -> str:
        """The structure a construction builds or a patent action wants (tiles are
        validated at load: these actions always name one)."""
        if self.structure is None:
            raise ValueError(f"the action {self.kind!r} names no structure")
        return self.structure

    @property
    def dotted(self) -> bool:
        """Dotted-frame actions do not end the Automa's turn."""
        return self.kind in ("water", "contracts")

    @property
    def expansion(self) -> bool:
        """Actions of the Leeghwater expansion, skipped in the base game."""
        return self.kind in ("building", "external_works") or (
            self.kind == "patent" and self.structure == "building"
        )


@dataclass(frozen=True)
class Criteria:
    dam: tuple
    dam_code: int
    conduit: tuple
    conduit_code: str
    powerhouse: tuple
    powerhouse_code: int
    headstreams: str

    def for_structure(self, kind: str) -> tuple[tuple, object]:
        """The three criteria and the code for a structure kind."""
        if kind in ("base", "elevation"):
            return self.dam, self.dam_code
        if kind == "conduit":
            return self.conduit, self.conduit_code
        return self.powerhouse, self.powerhouse_code


@dataclass(frozen=True)
class AutomaTile:
    id: int
    production: Production
    dotted: Action | None
    structures: tuple
    others: tuple
    criteria: Criteria

    @property
    def columns(self) -> tuple:
        """The actions in checking order: column 1 (production, dotted), 2, then 3."""
        first: tuple[Action, ...] = (Action("production", self.production.engineers),)
        if self.dotted is not None:
            first = (*first, self.dotted)
        return (first, self.structures, self.others)


def _bad(field: str, reason: str) -> InvalidData:
    return InvalidData(msg.TILE_FIELD.format(field=field, reason=reason), field=field)


def _int(data: dict, key: str, where: str, low: int, high: int) -> int:
    if key not in data:
        raise _bad(f"{where}.{key}", msg.MISSING)
    v = data[key]
    if isinstance(v, bool) or not isinstance(v, int) or not low <= v <= high:
        raise _bad(f"{where}.{key}", msg.BAD_INT.format(value=v, low=low, high=high))
    return v


def _choice(data: dict, key: str, where: str, allowed, default=None):
    if key not in data:
        if default is not None or key in ("area",):
            return default
        raise _bad(f"{where}.{key}", msg.MISSING)
    v = data[key]
    if v not in allowed:
        raise _bad(f"{where}.{key}", msg.BAD_CHOICE.format(value=v, allowed=", ".join(allowed)))
    return v


_ACTION_KEYS = {
    "water": {"kind", "drops", "flowing", "engineers"},
    "contracts": {"kind", "colour", "engineers"},
    "base": {"kind", "engineers", "area"},
    "elevation": {"kind", "engineers"},
    "conduit": {"kind", "engineers", "min_value"},
    "powerhouse": {"kind", "engineers"},
    "building": {"kind", "engineers", "from"},
    "external_works": {"kind", "engineers", "order"},
    "workshop": {"kind", "rotate", "engineers", "vp"},
    "machinery": {"kind", "machines", "engineers", "vp"},
    "patent": {"kind", "structure", "engineers", "vp"},
    "rotate_or_bank": {"kind"},
    "machine_or_bank": {"kind"},
}
_COLUMN_KINDS = {
    "dotted": ("water", "contracts"),
    "structures": ("base", "elevation", "conduit", "powerhouse", "building"),
    "others": ("workshop", "machinery", "patent", "external_works"),
}


def _action(data, where: str, allowed: tuple) -> Action:
    if not isinstance(data, dict):
        raise _bad(where, msg.NOT_OBJECT)
    kind = _choice(data, "kind", where, allowed)
    extra = sorted(set(data) - _ACTION_KEYS[kind])
    if extra:
        raise _bad(f"{where}.{extra[0]}", msg.UNKNOWN_KEY)
    if kind in ("rotate_or_bank", "machine_or_bank"):
        return Action(kind, 1)
    eng = _int(data, "engineers", where, 1, 2)
    if kind == "water":
        drops = _int(data, "drops", where, 1, 2)
        flowing = data.get("flowing")
        if not isinstance(flowing, bool):
            raise _bad(f"{where}.flowing", msg.BAD_BOOL.format(value=flowing))
        if flowing != (drops == 1):
            raise _bad(f"{where}.flowing", msg.WATER_SHAPE)
        return Action(kind, eng, drops=drops, flowing=flowing)
    if kind == "contracts":
        return Action(kind, eng, colour=_choice(data, "colour", where, COLOURS))
    if kind in STRUCTURES:
        area = _choice(data, "area", where, ("mountain", "hill")) if kind == "base" else None
        low = 0
        if kind == "conduit" and "min_value" in data:
            low = _int(data, "min_value", where, 1, 5)
        return Action("build", eng, structure=kind, area=area, min_value=low)
    if kind == "building":
        _choice(data, "from", where, ("top", "bottom"))
        return Action(kind, eng)
    if kind == "external_works":
        order = data.get("order")
        if not (isinstance(order, list) and sorted(order) == [1, 2, 3]):
            raise _bad(f"{where}.order", msg.BAD_ORDER.format(value=order))
        return Action(kind, eng, order=tuple(order))
    vp = _int(data, "vp", where, 0, 9)
    if kind == "workshop":
        return Action(kind, eng, vp=vp, rotate=_int(data, "rotate", where, 1, 5))
    if kind == "machinery":
        machines = data.get("machines")
        if (
            not isinstance(machines, list)
            or not 1 <= len(machines) <= 2
            or any(m not in MACHINES for m in machines)
        ):
            raise _bad(f"{where}.machines", msg.BAD_MACHINES.format(value=machines))
        return Action(kind, eng, vp=vp, machines=tuple(machines))
    return Action(kind, eng, vp=vp, structure=_choice(data, "structure", where, PATENT_STRUCTURES))


def _criteria(data, where: str) -> Criteria:
    if not isinstance(data, dict):
        raise _bad(where, msg.NOT_OBJECT)
    out: dict[str, object] = {}
    for key, allowed in (
        ("dam", DAM_CRITERIA),
        ("conduit", CONDUIT_CRITERIA),
        ("powerhouse", POWERHOUSE_CRITERIA),
    ):
        items = data.get(key)
        if not isinstance(items, list) or len(items) != 3:
            raise _bad(f"{where}.{key}", msg.THREE_CRITERIA.format(value=items))
        for i, item in enumerate(items):
            if item not in allowed:
                raise _bad(
                    f"{where}.{key}[{i}]",
                    msg.BAD_CHOICE.format(value=item, allowed=", ".join(allowed)),
                )
        out[key] = tuple(items)
    out["dam_code"] = _int(data, "dam_code", where, 1, 10)
    out["powerhouse_code"] = _int(data, "powerhouse_code", where, 5, 12)
    code = data.get("conduit_code")
    if not (
        isinstance(code, str)
        and len(code) >= 2
        and code[-1] in "AB"
        and code[:-1].isdigit()
        and 1 <= int(code[:-1]) <= 10
    ):
        raise _bad(f"{where}.conduit_code", msg.BAD_CONDUIT_CODE.format(value=code))
    out["conduit_code"] = code
    hs = data.get("headstreams")
    if not isinstance(hs, str) or sorted(hs) != list(HEADSTREAM_LETTERS):
        raise _bad(f"{where}.headstreams", msg.BAD_HEADSTREAMS.format(value=hs))
    out["headstreams"] = hs
    return Criteria(**out)  # type: ignore[arg-type]


def _tile(data, i: int) -> AutomaTile:
    where = f"tuiles[{i}]"
    if not isinstance(data, dict):
        raise _bad(where, msg.NOT_OBJECT)
    if data.get("id") != i + 1:
        raise _bad(f"{where}.id", msg.BAD_ID.format(value=data.get("id"), n=i + 1))
    actions = data.get("actions")
    if not isinstance(actions, dict):
        raise _bad(f"{where}.actions", msg.NOT_OBJECT)
    awhere = f"{where}.actions"
    prod = actions.get("production")
    if not isinstance(prod, dict):
        raise _bad(f"{awhere}.production", msg.NOT_OBJECT)
    production = Production(
        _int(prod, "engineers", f"{awhere}.production", 1, 2),
        _int(prod, "bonus", f"{awhere}.production", -2, 2),
        _choice(prod, "colour", f"{awhere}.production", COLOURS),
    )
    dotted = actions.get("dotted")
    if dotted is not None:
        dotted = _action(dotted, f"{awhere}.dotted", _COLUMN_KINDS["dotted"])
    columns = {}
    for key in ("structures", "others"):
        items = actions.get(key)
        if not isinstance(items, list) or not items:
            raise _bad(f"{awhere}.{key}", msg.NOT_LIST)
        allowed = _COLUMN_KINDS[key]
        parsed = []
        for j, item in enumerate(items):
            last = key == "others" and j == len(items) - 1
            kinds = ("rotate_or_bank", "machine_or_bank") if last else allowed
            parsed.append(_action(item, f"{awhere}.{key}[{j}]", kinds))
        columns[key] = tuple(parsed)
    return AutomaTile(
        i + 1,
        production,
        dotted,
        columns["structures"],
        columns["others"],
        _criteria(data.get("criteria"), f"{where}.criteria"),
    )


def parse_tiles(data) -> tuple[AutomaTile, ...]:
    """Validate tile data (a dict as in ``data/tiles.json``) and build the 20 tiles."""
    if not isinstance(data, dict):
        raise _bad("tuiles", msg.NOT_OBJECT)
    if data.get("format") != 1:
        raise _bad("format", msg.BAD_FORMAT.format(value=data.get("format")))
    tiles = data.get("tiles")
    if not isinstance(tiles, list) or len(tiles) != 20:
        raise _bad("tiles", msg.TWENTY.format(n=len(tiles) if isinstance(tiles, list) else 0))
    return tuple(_tile(t, i) for i, t in enumerate(tiles))


def load_tiles(source=None) -> tuple[AutomaTile, ...]:
    """The shipped tiles, or tiles from ``source`` (a dict, JSON text or ``pathlib.Path``)."""
    if source is None:
        return _shipped()
    return parse_tiles(read_json(source, field="tuiles"))


@lru_cache(maxsize=1)
def _shipped() -> tuple[AutomaTile, ...]:
    text = resources.files(__package__).joinpath("data/tiles.json").read_text("utf-8")
    return parse_tiles(json.loads(text))


def tile(n: int) -> AutomaTile:
    """Tile number ``n`` (1–20) of the shipped set."""
    return _shipped()[n - 1]
