"""Construction: costs, the construction wheel and the company boards (docs/decisions.md §8–§10).

Interpretation decisions:

- **C1** (§12 #12): a Base or a Powerhouse on a red-framed spot always costs +3 credits,
  whatever brought the construction (action or contract reward); an Elevation never does.
- **C2**: officers change the price list only through :func:`construction_cost` (the
  rulebook says which price replaces the normal one and which are options; our choice:
  they combine with a technology tile that changes the price):
  Wilhelm Adler (Bases 3 excavators everywhere), Jill McDowell (a conduit may be paid
  value × mixers instead, one machine type only, given as an alternative), Solomon P.
  Jordan (each machine may be replaced by 3 credits, paid to the supply: given as the
  all-credits alternative, any mix in between is allowed).
- **C3** (§10; the rulebook says so, its card is a rule): the wheel has 6 sectors; index 0
  is the open sector. A build puts its tile and machines on the open sector, then turns the
  wheel one sector; whatever reaches the open sector on any single rotation comes back at
  once (after 6 rotations in total).
- **C4** (§10, reconstruction): the incomes under the 2nd, 4th and 5th Base, Elevation
  and Conduit come from ``data/companies.json`` (BGA's values; the printed boards show
  icons only). Load your own with :func:`load_companies`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache, cached_property, lru_cache
from importlib import resources
from typing import Any

from ..core.errors import IllegalMove, InvalidData
from ..core.events import Event
from ..core.jsondata import read_json
from . import messages as msg
from .board import COMPANIES, Board, _check_owner, check_officer
from .map import AREAS, base_map, spot_name

KINDS = ("base", "elevation", "conduit", "powerhouse")
BASE_EXCAVATORS = {"plain": 3, "hill": 4, "mountain": 5}
ELEVATION_MIXERS = {"plain": 2, "hill": 3, "mountain": 4}
RED_FEE = 3
SPOT_KIND = {"base": "dam", "elevation": "dam", "conduit": "conduit", "powerhouse": "powerhouse"}


@dataclass(frozen=True)
class Cost:
    """A construction's price: machines and credits, with a French explanation.

    ``alternatives`` lists other ways to pay allowed by an officer, as Costs.
    """

    kind: str
    spot: str
    excavators: int
    mixers: int
    credits: int
    lines: tuple = ()
    alternatives: tuple = ()

    @property
    def text(self) -> str:
        parts = [
            msg.COST_PARTS[name].format(n=getattr(self, name))
            for name in ("excavators", "mixers", "credits")
            if getattr(self, name)
        ]
        return msg.COST_TOTAL.format(parts=" + ".join(parts) if parts else msg.COST_NOTHING)

    def explanation(self) -> str:
        return "\n".join([*self.lines, self.text])


def _check_kind(kind) -> str:
    if kind not in KINDS:
        raise InvalidData(msg.BAD_KIND.format(kind=kind), field="kind")
    return kind


# -- the cost rules, each written once (the game, the Automa, the labs and players use them) --
def base_excavators(area: str, officer: str | None = None) -> int:
    """A Base's excavators: 5 in the mountains, 4 on the hills, 3 on the plains (Wilhelm
    Adler: 3 everywhere)."""
    return 3 if officer == "adler" else BASE_EXCAVATORS[area]


def conduit_excavators(value: int) -> int:
    """A conduit's excavators: twice its production value."""
    return 2 * value


def powerhouse_mixers(built: int) -> int:
    """A powerhouse's mixers: 2, and 1 more per powerhouse the company already built."""
    return 2 + built


def powerhouse_bonus(built: int) -> int:
    """The company board's production bonus: +1 from the 2nd powerhouse, +3 from the 4th."""
    return 3 if built >= 4 else 1 if built >= 2 else 0


def red_fee(kind: str, spot: str, effect: str | None = None) -> int:
    """The red frame's credits: :data:`RED_FEE` more for a Base or a powerhouse on a
    red-framed spot, none with the L1 Joker (``effect`` ``no_red_fee``)."""
    if kind in ("base", "powerhouse") and effect != "no_red_fee" and spot in _red_frames():
        return RED_FEE
    return 0


@cache
def _red_frames() -> frozenset:
    """The spots of the map framed in red."""
    return frozenset(n for n, a in base_map().nodes(data=True) if a["red"])


def machines_needed(
    kind: str,
    spot: str,
    powerhouses_built: int = 0,
    effect: str | None = None,
    officer: str | None = None,
) -> tuple[int, int]:
    """(excavators, mixers) to build ``kind`` on ``spot``, with the building effect of an
    advanced tile (L2 Conduit: 5 excavators at most; L3 Base: none) and Wilhelm Adler's
    Bases (3 excavators).

    >>> machines_needed("conduit", "C2R"), machines_needed("conduit", "C2R", effect="conduit_five_excavators")
    ((10, 0), (5, 0))
    """
    node = base_map().nodes[spot]
    if kind == "base":
        if effect == "no_engineers_no_excavators":
            return 0, 0
        return base_excavators(node["area"], officer), 0
    if kind == "elevation":
        return 0, ELEVATION_MIXERS[node["area"]]
    if kind == "conduit":
        ex = conduit_excavators(node["value"])
        return (min(ex, 5) if effect == "conduit_five_excavators" else ex), 0
    return 0, powerhouse_mixers(powerhouses_built)


def construction_cost(
    kind: str, spot: str, powerhouses_built: int = 0, officer: str | None = None
) -> Cost:
    """The cost of building ``kind`` on ``spot`` (the board's own rules: :func:`check_build`).

    >>> construction_cost("base", "D1U").excavators, construction_cost("base", "D1U").credits
    (5, 3)
    >>> construction_cost("conduit", "C2R").excavators
    10
    >>> construction_cost("powerhouse", "P12b", powerhouses_built=2).mixers
    4

    Raises ``ludo.IllegalMove`` (in French, saying why) when the construction is impossible.
    """
    _check_kind(kind)
    officer = check_officer(officer)
    g = base_map()
    if not isinstance(spot, str) or spot not in g or g.nodes[spot]["kind"] != SPOT_KIND[kind]:
        raise _refused(
            msg.BUILD_WRONG_SPOT.format(
                what=msg.KIND_NAMES[kind], spot=spot_name(spot), expected=msg.WHERE_KIND[kind]
            ),
            "barrage.construction.spot",
        )
    node = g.nodes[spot]
    area = node["area"]
    ex = mx = cr = 0
    lines = []
    alternatives = []
    if kind == "base":
        lines.append(msg.COST_BASE.format(area=msg.AREA_NAMES[area], n=base_excavators(area)))
        ex = base_excavators(area, officer)
        if officer == "adler":
            lines.append(msg.COST_ADLER)
    elif kind == "elevation":
        mx = ELEVATION_MIXERS[area]
        lines.append(msg.COST_ELEVATION.format(area=msg.AREA_NAMES[area], n=mx))
    elif kind == "conduit":
        value = node["value"]
        ex = conduit_excavators(value)
        lines.append(msg.COST_CONDUIT.format(value=value, n=ex))
        if officer == "mcdowell":
            lines.append(msg.COST_MCDOWELL.format(value=value))
            alternatives.append(
                Cost(kind, spot, 0, value, 0, (msg.COST_MCDOWELL.format(value=value),))
            )
    else:
        if (
            isinstance(powerhouses_built, bool)
            or not isinstance(powerhouses_built, int)
            or powerhouses_built not in (0, 1, 2, 3, 4)
        ):
            raise InvalidData(
                msg.BUILD_BAD_BUILT.format(n=powerhouses_built), field="powerhouses_built"
            )
        if powerhouses_built >= 4:
            raise _refused(msg.BUILD_ALL_POWERHOUSES, "barrage.construction.pieces")
        mx = powerhouse_mixers(powerhouses_built)
        lines.append(
            msg.COST_POWERHOUSE.format(rank=powerhouses_built + 1, built=powerhouses_built, n=mx)
        )
    cr = red_fee(kind, spot)
    if cr:
        lines.append(msg.COST_RED)
    if officer == "jordan":
        lines.append(msg.COST_JORDAN)
        alternatives.append(Cost(kind, spot, 0, 0, cr + 3 * (ex + mx), (msg.COST_JORDAN,)))
    return Cost(kind, spot, ex, mx, cr, tuple(lines), tuple(alternatives))


def cost_table(officer: str | None = None) -> list[dict]:
    """One row per spot of the map and structure kind: the cost, for the notebooks."""
    rows = []
    g = base_map()
    for spot, attrs in g.nodes(data=True):
        for kind in KINDS:
            if attrs["kind"] != SPOT_KIND[kind]:
                continue
            built_options = (0, 1, 2, 3) if kind == "powerhouse" else (0,)
            for built in built_options:
                c = construction_cost(kind, spot, built, officer)
                rows.append(
                    {
                        "kind": kind,
                        "spot": spot,
                        "area": attrs["area"],
                        "red": attrs["red"],
                        "powerhouses_built": built,
                        "excavators": c.excavators,
                        "mixers": c.mixers,
                        "credits": c.credits,
                    }
                )
    return rows


def check_build(board: Board, company: str, kind: str, spot: str) -> None:
    """Raise ``ludo.IllegalMove`` if the board forbids ``company`` to build ``kind`` on ``spot``."""
    if not isinstance(board, Board):
        raise InvalidData(
            msg.BUILD_REFUSED + msg.BUILD_BAD_BOARD.format(value=msg.shown(board)), field="board"
        )
    _check_owner(company, company_only=True)
    _check_kind(kind)
    g = base_map()
    if not isinstance(spot, str) or spot not in g or g.nodes[spot]["kind"] != SPOT_KIND[kind]:
        raise _refused(
            msg.BUILD_WRONG_SPOT.format(
                what=msg.KIND_NAMES[kind], spot=spot_name(spot), expected=msg.WHERE_KIND[kind]
            ),
            "barrage.construction.spot",
        )
    problem = build_problem(board, company, kind, spot)
    if problem is None:
        return
    reason, detail = problem
    basin = g.nodes[spot]["basin"]
    if reason == "occupied":
        text = msg.BUILD_OCCUPIED.format(spot=spot_name(spot), owner=msg.OWNER_NAMES[detail])
        raise _refused(text, "barrage.construction.spot")
    if reason == "two_bases":
        text = msg.BUILD_TWO_BASES.format(basin=basin, other=detail)
        raise _refused(text, "barrage.construction.one_per_basin")
    if reason == "not_own_dam":
        why = (
            msg.NO_DAM_HERE
            if detail is None
            else msg.DAM_OF_NEUTRAL
            if detail == "neutral"
            else msg.DAM_OF.format(owner=msg.OWNER_NAMES[detail])
        )
        text = msg.BUILD_NOT_OWN_DAM.format(spot=spot_name(spot), why=why)
        raise _refused(text, "barrage.construction.elevation")
    if reason == "max_level":
        text = msg.BUILD_MAX_LEVEL.format(spot=spot_name(spot))
        raise _refused(text, "barrage.construction.elevation")
    if reason == "two_powerhouses":
        text = msg.BUILD_TWO_POWERHOUSES.format(basin=basin, other=detail)
        raise _refused(text, "barrage.construction.one_per_basin")
    raise _refused(msg.BUILD_ALL_POWERHOUSES, "barrage.construction.pieces")


def _refused(why: str, rule: str) -> IllegalMove:
    """A refused construction: « Construction impossible : » then ``why`` (the ``reason``)."""
    return IllegalMove(msg.BUILD_REFUSED + why, rule=rule, reason=why)


def build_problem(board: Board, company: str, kind: str, spot: str) -> tuple[str, Any] | None:
    """The board's rule against ``company`` building ``kind`` on ``spot`` (a spot of that
    kind), or None: the one place where these rules are written (:func:`check_build` words
    it in French, :func:`buildable_spots` keeps the spots without one).

    The answer is ``(reason, detail)``: ``occupied`` (detail: the owner), ``two_bases`` (the
    company's dam in the basin), ``not_own_dam`` (the dam's owner, or None), ``max_level``,
    ``two_powerhouses`` (the company's powerhouse in the basin), ``all_powerhouses``.
    """
    if kind == "base":
        dam = board.dam_at(spot)
        if dam is not None:
            return "occupied", dam[0]
        other = _other_dam_spot(spot)
        other_dam = board.dam_at(other)
        if other_dam is not None and other_dam[0] == company:
            return "two_bases", other
        return None
    if kind == "elevation":
        dam = board.dam_at(spot)
        if dam is None or dam[0] != company:
            return "not_own_dam", None if dam is None else dam[0]
        return ("max_level", dam[1]) if dam[1] >= 3 else None
    if kind == "conduit":
        owner = board.conduit_owner(spot)
        return None if owner is None else ("occupied", owner)
    owner = board.powerhouse_owner(spot)
    if owner is not None:
        return "occupied", owner
    basins = _basins()
    basin = basins[spot]
    for p, o in board.powerhouses:
        if o == company and basins[p] == basin:
            return "two_powerhouses", p
    if board.powerhouse_count(company) >= 4:
        return "all_powerhouses", None
    return None


@cache
def _other_dam_spot(spot: str) -> str:
    """The other dam spot of the basin: ``D5U`` ↔ ``D5L``."""
    return spot[:-1] + ("L" if spot.endswith("U") else "U")


@cache
def _basins() -> dict:
    """The basin of every spot of the map."""
    return dict(base_map().nodes(data="basin"))


def can_build(board: Board, company: str, kind: str, spot: str) -> bool:
    """Whether the board lets ``company`` build ``kind`` on ``spot`` (:func:`build_problem`)."""
    return spot in buildable_spots(board, company, kind)


_BUILDABLE: dict[tuple, tuple[str, ...]] = {}


def buildable_spots(board: Board, company: str, kind: str) -> tuple[str, ...]:
    """The spots of ``kind`` where :func:`build_problem` finds nothing, in map order. Kept
    per structures that :func:`build_problem` reads for the kind (the legal moves ask for it
    at every state, and the structures change only with a construction): where dams stand
    and which are the company's for a Base, the company's dams and their levels for an
    Elevation, the conduits for a conduit (whoever builds it), the powerhouses for a
    powerhouse."""
    if kind == "conduit":
        key: tuple = (kind, board.conduits)
    elif kind == "powerhouse":
        key = (kind, company, board.powerhouses)
    elif kind == "base":
        key = (kind, company, *[(spot, owner == company) for spot, owner, _ in board.dams])
    else:
        key = (kind, company, *[dam for dam in board.dams if dam[1] == company])
    found = _BUILDABLE.get(key)
    if found is None:
        if len(_BUILDABLE) >= 4096:
            _BUILDABLE.clear()
        found = tuple(
            s for s in spots_of_kind(kind) if build_problem(board, company, kind, s) is None
        )
        _BUILDABLE[key] = found
    return found


@cache
def spots_of_kind(kind: str) -> tuple[str, ...]:
    """Every spot of the map where ``kind`` is built, in map order."""
    node_kind = SPOT_KIND[kind]
    return tuple(n for n, a in base_map().nodes(data=True) if a["kind"] == node_kind)


def check_board_rules(board: Board) -> None:
    """Check the rules a whole board must keep, whatever moves led to it.

    Used for positions that were not played move by move (a save's snapshot edited by
    hand): one Base and one powerhouse per company and basin, at most 4 powerhouses per
    company. Capacities and spots are checked by :meth:`Board.from_dict`.

    Raises :class:`ludo.InvalidData` (French, naming ``dams`` or ``powerhouses``).
    """
    g = base_map()
    for field, rows, message in (
        ("dams", [(spot, dam[0]) for spot, *dam in board.dams], msg.POSITION_TWO_BASES),
        ("powerhouses", list(board.powerhouses), msg.POSITION_TWO_POWERHOUSES),
    ):
        seen: dict[tuple, str] = {}
        for spot, owner in rows:
            if owner == "neutral":
                continue
            key = (owner, g.nodes[spot]["basin"])
            if key in seen:
                text = message.format(
                    owner=msg.OWNER_NAMES[owner], basin=key[1], spots=f"{seen[key]}, {spot}"
                )
                raise InvalidData(text, field=field)
            seen[key] = spot
    for company in COMPANIES:
        n = board.powerhouse_count(company)
        if n > 4:
            text = msg.POSITION_TOO_MANY_POWERHOUSES.format(owner=msg.OWNER_NAMES[company], n=n)
            raise InvalidData(text, field="powerhouses")


def build(board: Board, company: str, kind: str, spot: str) -> Board:
    """The board with the structure built (after :func:`check_build`)."""
    check_build(board, company, kind, spot)
    if kind == "base":
        return board.with_dam(spot, company, 1)
    if kind == "elevation":
        dam = board.dam_at(spot)
        assert dam is not None  # check_build refuses an elevation without a base
        owner, level = dam
        return board.with_dam(spot, owner, level + 1)
    if kind == "conduit":
        return board.with_conduit(spot, company)
    return board.with_powerhouse(spot, company)


# -- the construction wheel -----------------------------------------------------------------
SECTORS = 6


@dataclass(frozen=True)
class WheelSector:
    tile: str
    excavators: int = 0
    mixers: int = 0

    def machines_text(self) -> str:
        return msg.MACHINES.format(ex=self.excavators, mx=self.mixers)

    def tile_text(self) -> str:
        """The tile's French name (an advanced tile keeps its level: « L2-Centrale »)."""
        return tile_name(self.tile)


def tile_name(tile: str) -> str:
    """French name of a technology tile id: ``"powerhouse"`` → « Centrale »,
    ``"L1-base"`` → « L1-Base », ``"special:L1-base"`` → « spéciale (L1-Base) »."""
    if ":" in tile:
        head, rest = tile.split(":", 1)
        return msg.TILE_COPY.format(special=msg.TILE_NAMES.get(head, head), tile=tile_name(rest))
    if tile[:3] in ("L1-", "L2-", "L3-"):
        return tile[:3] + msg.TILE_NAMES.get(tile[3:], tile[3:])
    return msg.TILE_NAMES.get(tile, tile)


@dataclass(frozen=True)
class ConstructionWheel:
    """The 6-sector wheel; ``sectors[0]`` is the open sector (empty between actions).

    >>> w, back, _ = ConstructionWheel().place("base", excavators=5)
    >>> w.sectors[1].tile, back
    ('base', [])
    >>> w, back, _ = w.rotate(5)
    >>> back[0].tile, w.is_empty
    ('base', True)
    """

    sectors: tuple = (None,) * SECTORS

    @property
    def is_empty(self) -> bool:
        return all(s is None for s in self.sectors)

    @property
    def locked(self) -> list[WheelSector]:
        return [s for s in self.sectors if s is not None]

    def place(self, tile: str, excavators: int = 0, mixers: int = 0):
        """Put a tile and machines on the open sector, then turn once.

        Returns ``(wheel, returned sectors, events)``.
        """
        if not isinstance(tile, str) or not tile:
            raise InvalidData(msg.WHEEL_BAD_TILE.format(tile=tile), field="tile")
        for name, n in (("excavators", excavators), ("mixers", mixers)):
            if isinstance(n, bool) or not isinstance(n, int) or n < 0:
                raise InvalidData(msg.WHEEL_BAD_MACHINES.format(field=name, n=n), field=name)
        sector = WheelSector(tile, excavators, mixers)
        placed = ConstructionWheel(sectors=(sector, *self.sectors[1:]))
        event = Event(
            "wheel.placed",
            msg.WHEEL_PLACED.format(tile=sector.tile_text(), machines=sector.machines_text()),
            {"tile": tile, "excavators": excavators, "mixers": mixers},
        )
        wheel, back, events = placed.rotate(1)
        return wheel, back, [event, *events]

    def rotate(self, n: int = 1):
        """Turn ``n`` sectors; returns ``(wheel, returned sectors, events)``."""
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise InvalidData(msg.WHEEL_BAD_ROTATION.format(n=n), field="n")
        sectors = list(self.sectors)
        back, events = [], []
        for _ in range(n):
            sectors = [sectors[-1], *sectors[:-1]]
            events.append(Event("wheel.rotated", msg.WHEEL_ROTATED, {}))
            if sectors[0] is not None:
                s = sectors[0]
                back.append(s)
                events.append(
                    Event(
                        "wheel.returned",
                        msg.WHEEL_RETURNED.format(tile=s.tile_text(), machines=s.machines_text()),
                        {"tile": s.tile, "excavators": s.excavators, "mixers": s.mixers},
                    )
                )
                sectors[0] = None
        return ConstructionWheel(sectors=tuple(sectors)), back, events


# -- what the three areas change for a player -----------------------------------------------
def area_summary() -> list[dict]:
    """Mountains, hills and plains side by side: what the map and the costs make of each.

    One dict per area, from the top of the board down (the order in which the water
    meets them): ``area``, ``basins`` (numbers), ``dams`` and ``powerhouses`` (spots),
    ``conduit_values`` (lowest and highest production value of its conduits, or None),
    ``base_excavators``, ``elevation_mixers`` and ``neutral_level`` (the level of the
    neutral dam a set-up may put there).

    >>> [(a["area"], a["powerhouses"], a["base_excavators"]) for a in area_summary()]
    [('mountain', 0, 5), ('hill', 6, 4), ('plain', 17, 3)]
    """
    g = base_map()
    neutral = g.graph["neutral_setup"]
    out = []
    for area in AREAS:
        nodes = [(n, a) for n, a in g.nodes(data=True) if a["area"] == area]
        values = sorted(a["value"] for _, a in nodes if a["kind"] == "conduit")
        out.append(
            {
                "area": area,
                "basins": sorted({a["basin"] for _, a in nodes}),
                "dams": sum(1 for _, a in nodes if a["kind"] == "dam"),
                "powerhouses": sum(1 for _, a in nodes if a["kind"] == "powerhouse"),
                "conduit_values": (values[0], values[-1]) if values else None,
                "base_excavators": BASE_EXCAVATORS[area],
                "elevation_mixers": ELEVATION_MIXERS[area],
                "neutral_level": neutral[area][1] if area in neutral else None,
            }
        )
    return out


# -- company boards ---------------------------------------------------------------------------
INCOME_KINDS = tuple(msg.INCOME_ITEMS)


def _companies_error(field: str, reason: str) -> InvalidData:
    return InvalidData(msg.COMPANIES_FIELD.format(field=field, reason=reason), field=field)


def load_companies(source=None) -> dict:
    """Company data: the shipped reconstruction, or ``source`` (dict, JSON text or path).

    ``source`` is a dict, JSON text (a ``str`` is always JSON text, never a file name: see
    :mod:`ludo.core.jsondata`) or an explicit ``pathlib.Path``.
    Returns ``{"reconstruction": bool, "pieces": {...}, "slots": (2, 4, 5),
    "companies": {company: {kind: ((income items), ...)}}}``. Raises ``ludo.InvalidData``
    naming the bad entry.
    """
    if source is None:
        data = json.loads(
            resources.files(__package__).joinpath("data/companies.json").read_text("utf-8")
        )
    else:
        data = read_json(source, field="sociétés")
    if not isinstance(data, dict):
        raise _companies_error("companies", msg.MAP_MISSING)
    companies = data.get("companies")
    if not isinstance(companies, dict):
        raise _companies_error("companies", msg.MAP_MISSING)
    out = {}
    for company in COMPANIES:
        info = companies.get(company)
        if not isinstance(info, dict):
            raise _companies_error(f"companies.{company}", msg.MAP_MISSING)
        rows = {}
        for kind in ("base", "elevation", "conduit"):
            where = f"companies.{company}.{kind}"
            row = info.get(kind)
            if not isinstance(row, (list, tuple)) or len(row) != 3:
                raise _companies_error(where, msg.COMPANIES_INCOME)
            incomes = []
            for i, income in enumerate(row):
                if not isinstance(income, (list, tuple)):
                    raise _companies_error(f"{where}[{i}]", msg.COMPANIES_INCOME)
                items = []
                for item in income:
                    if not (isinstance(item, (list, tuple)) and len(item) == 2):
                        raise _companies_error(f"{where}[{i}]", msg.COMPANIES_INCOME)
                    name, n = item
                    if not isinstance(name, str) or name not in INCOME_KINDS:
                        raise _companies_error(
                            f"{where}[{i}]",
                            msg.COMPANIES_ITEM.format(kind=name, known=", ".join(INCOME_KINDS)),
                        )
                    if isinstance(n, bool) or not isinstance(n, int) or n < 1:
                        raise _companies_error(f"{where}[{i}]", msg.MAP_INT.format(value=n))
                    items.append((name, n))
                incomes.append(tuple(items))
            rows[kind] = tuple(incomes)
        out[company] = rows
    return {
        "reconstruction": bool(data.get("reconstruction", False)),
        "pieces": {"base": 5, "elevation": 5, "conduit": 5, "powerhouse": 4},
        "slots": (2, 4, 5),
        "companies": out,
    }


@lru_cache(maxsize=1)
def _default_companies() -> dict:
    return load_companies()


def income_text(items) -> str:
    return " + ".join(msg.INCOME_ITEMS[name].format(n=n) for name, n in items)


@cache
def _taken_text(company: str, rank: int, kind: str) -> str:
    """« Plateau Société de l'Italie : la pièce « Base » n° 2 est prise … », written once."""
    return msg.COMPANY_TAKEN.format(
        company=msg.OWNER_NAMES[company], rank=rank, kind=msg.KIND_NAMES[kind]
    )


@dataclass(frozen=True)
class CompanyBoard:
    """A company board: pieces still on it, taken left to right; incomes revealed.

    >>> cb = CompanyBoard.new("germany")
    >>> cb, income, _ = cb.take("base")
    >>> cb, income, _ = cb.take("base")
    >>> income
    (('vp', 3),)
    """

    company: str
    built: tuple = (("base", 0), ("elevation", 0), ("conduit", 0), ("powerhouse", 0))
    incomes_table: tuple = ()
    reconstruction: bool = True

    @classmethod
    def new(cls, company: str, data: dict | None = None) -> CompanyBoard:
        _check_owner(company, company_only=True)
        # Any data is validated (load_companies accepts its own output, so this is idempotent).
        data = _default_companies() if data is None else load_companies(data)
        rows = data["companies"][company]
        table = tuple((kind, rows[kind]) for kind in ("base", "elevation", "conduit"))
        return cls(company, incomes_table=table, reconstruction=data["reconstruction"])

    def count(self, kind: str) -> int:
        """Pieces of ``kind`` already taken (built)."""
        counts = self._counts
        if isinstance(kind, str) and kind in counts:  # a known kind: the fast answer
            return counts[kind]
        return counts[_check_kind(kind)]

    @cached_property
    def _counts(self) -> dict:
        return dict(self.built)

    def remaining(self, kind: str) -> int:
        return (4 if kind == "powerhouse" else 5) - self.count(kind)

    def income_under(self, kind: str, rank: int):
        """The income printed under the ``rank``-th piece of ``kind`` (2, 4 or 5), or None."""
        if kind == "powerhouse" or rank not in (2, 4, 5):
            return None
        return dict(self.incomes_table)[kind][(2, 4, 5).index(rank)]

    def take(self, kind: str):
        """Take the leftmost piece of ``kind``: ``(new board, revealed income or None, events)``."""
        n = self.count(kind)
        if self.remaining(kind) == 0:
            raise IllegalMove(
                msg.COMPANY_EMPTY.format(
                    kind=msg.KIND_NAMES[kind], company=msg.OWNER_NAMES[self.company]
                ),
                rule="barrage.construction.pieces",
            )
        rank = n + 1
        new = CompanyBoard(
            company=self.company,
            built=tuple((k, v + 1 if k == kind else v) for k, v in self.built),
            incomes_table=self.incomes_table,
            reconstruction=self.reconstruction,
        )
        events = [
            Event(
                "company.taken",
                _taken_text(self.company, rank, kind),
                {"company": self.company, "kind": kind, "rank": rank},
            )
        ]
        income = self.income_under(kind, rank)
        if income is not None:
            events.append(
                Event(
                    "company.income",
                    msg.COMPANY_INCOME.format(
                        rank=rank, kind=msg.KIND_NAMES[kind], income=income_text(income)
                    ),
                    {"company": self.company, "kind": kind, "rank": rank, "income": income},
                )
            )
        if kind == "powerhouse" and rank in msg.COMPANY_PH_BONUS:
            events.append(Event("company.powerhouse", msg.COMPANY_PH_BONUS[rank], {"rank": rank}))
        return new, income, events

    def incomes(self) -> list[tuple]:
        """Every revealed income (received again at each income phase)."""
        out = []
        for kind in ("base", "elevation", "conduit"):
            for rank in (2, 4, 5):
                if self.count(kind) >= rank:
                    out.append(self.income_under(kind, rank))
        return out

    @property
    def production_bonus(self) -> int:
        """+1 from the 2nd powerhouse, +3 from the 4th."""
        return powerhouse_bonus(self.count("powerhouse"))

    @property
    def ability_active(self) -> bool:
        return self.count("powerhouse") >= 3
