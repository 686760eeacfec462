"""The base game's facts (``data/game.json``), validated at load.

Everything beyond the river (which lives in ``base_map.json`` and ``companies.json``):
the 55 contracts and their rewards, the seven executive officers, the companies'
abilities, the technology tiles, the energy track, the bonus and objective tiles, the
construction spaces and the action board. :func:`load_game_data` checks every entry and
raises :class:`ludo.InvalidData` in French naming the field.

>>> d = load_game_data()
>>> len(d.contracts), d.contract("G10").reward
(55, (('vp', 4), ('credits', 2)))
>>> officer_id("viktor"), officer_id("Viktor Fiesler"), officer_id("DEL MONTE")
('fiesler', 'fiesler', 'del_monte')
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources

from ...core.errors import InvalidData
from ...core.jsondata import read_json
from ..board import COMPANIES, check_officer
from . import messages as msg

AREAS = ("mountain", "hill", "plain")
KINDS = ("base", "elevation", "conduit", "powerhouse")
CONTRACT_TYPES = ("start", "national", "green", "yellow", "red")
#: Reward kinds taking a positive number.
NUMBER_REWARDS = (
    "credits",
    "vp",
    "energy",
    "rotate",
    "machine",
    "excavators",
    "mixers",
    "drops",
    "drops_later",
    "place_elevation",
    "place_conduit",
    "place_powerhouse",
)
REWARD_KINDS = (*NUMBER_REWARDS, "place_base")
TILE_EFFECTS = (
    "fill_empty_dams",
    "rotate_per_elevation",
    "credits_per_value",
    "no_engineers",
    "no_red_fee",
    "energy_per_base",
    "fill_raised_dam",
    "conduit_five_excavators",
    "production_plus_two",
    "machines_interchangeable",
    "no_engineers_no_excavators",
    "vp_per_raised_dam",
    "energy_twice_value",
    "vp_per_powerhouse",
    "vp_per_advanced_tile",
)
ABILITIES = ("flow_energy", "second_production", "production_energy", "contract_discount")
BONUS_COUNTS = ("contracts", "base", "elevation", "conduit", "powerhouse", "advanced_tiles")
OBJECTIVE_COUNTS = (
    "red_spots",
    "most_area",
    "connected_bases",
    "least_area",
    "basins_one",
    "basins_three",
)
SECTIONS = ("turbine", "water", "bank", "workshop", "machinery", "contracts", "patent")
ACTIONS = {
    "turbine": "produce",
    "water": ("place_drops", "flow_drop"),
    "bank": "bank",
    "workshop": "rotate",
    "machinery": "buy",
    "contracts": "take",
    "patent": "patent",
}
TOP_KEYS = {
    "format",
    "reconstruction",
    "about",
    "start",
    "officers",
    "companies",
    "intro",
    "contracts",
    "technology",
    "energy_track",
    "bonus_tiles",
    "bonus_behind",
    "objective_tiles",
    "objective_points",
    "objective_points_automa",
    "construction_spaces",
    "sekibo_spaces",
    "final",
    "action_board",
}


@dataclass(frozen=True)
class Contract:
    id: str
    type: str
    energy: int
    reward: tuple


@dataclass(frozen=True)
class Officer:
    id: str
    first: str
    surname: str

    @property
    def name(self) -> str:
        return f"{self.first} {self.surname}"


@dataclass(frozen=True)
class TechTile:
    id: str
    level: int  # 0 for the basic tiles
    builds: str  # a structure kind or "any"
    effect: str | None = None


@dataclass(frozen=True)
class Space:
    id: str
    section: str
    action: str
    n: int
    engineers: int
    fee: int
    min_players: int
    cost: int = 0
    machines: str | None = None


@dataclass(frozen=True)
class GameData:
    reconstruction: bool
    start: dict
    officers: tuple
    abilities: dict
    intro_seats: tuple
    intro_removed_bonus: str
    contracts: tuple
    basic_tiles: tuple
    intro_joker: str
    advanced_tiles: tuple
    patent_cost: int
    track_credits: tuple
    track_top: int
    track_section: int
    round_points: tuple
    bonus_tiles: tuple
    bonus_behind: int
    objective_tiles: tuple
    objective_points: tuple
    objective_points_automa: tuple
    construction_spaces: tuple
    sekibo_spaces: tuple
    resources_per_vp: int
    vp_per_drop: int
    spaces: tuple
    index: dict = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self):
        tiles = (*self.basic_tiles, *self.advanced_tiles, self.joker_tile)
        self.index.update(
            contract={c.id: c for c in self.contracts},
            tile={t.id: t for t in tiles},
            space={s.id: s for s in self.spaces},
        )

    def contract(self, cid: str) -> Contract:
        return self.index["contract"][cid]

    def tile(self, tid: str) -> TechTile:
        return self.index["tile"][tid]

    @property
    def joker_tile(self) -> TechTile:
        return TechTile(self.intro_joker, 0, "any")

    def space(self, sid: str) -> Space:
        return self.index["space"][sid]

    def spaces_for(self, players: int, intro: bool = False) -> tuple:
        """The action spaces open with ``players`` players (no patent office in the intro)."""
        return tuple(
            s
            for s in self.spaces
            if s.min_players <= players and not (intro and s.section == "patent")
        )

    def bonus(self, bid: str) -> dict:
        return {b["id"]: b for b in self.bonus_tiles}[bid]

    def objective(self, oid: str) -> dict:
        return {o["id"]: o for o in self.objective_tiles}[oid]


def _err(field: str, reason: str) -> InvalidData:
    return InvalidData(msg.DATA_FIELD.format(field=field, reason=reason), field=field)


def _int(value, field: str, low: int = 0, high: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < low:
        raise _err(field, msg.DATA_INT.format(value=value, low=low))
    if high is not None and value > high:
        raise _err(field, msg.DATA_INT_HIGH.format(value=value, high=high))
    return value


def _list(value, field: str, n: int | None = None) -> list:
    if not isinstance(value, list) or (n is not None and len(value) != n):
        raise _err(field, msg.DATA_LIST if n is None else msg.DATA_LIST_N.format(n=n))
    return value


def _dict(value, field: str, keys: set | None = None) -> dict:
    if not isinstance(value, dict):
        raise _err(field, msg.DATA_DICT)
    if keys is not None:
        extra = sorted(set(value) - keys)
        if extra:
            raise _err(field, msg.DATA_UNKNOWN_KEYS.format(keys=", ".join(extra)))
        missing = sorted(keys - set(value) - {"about", "reconstruction", "cost", "machines"})
        if missing:
            raise _err(field, msg.DATA_MISSING_KEYS.format(keys=", ".join(missing)))
    return value


def _choice(value, field: str, allowed) -> str:
    if value not in allowed:
        raise _err(field, msg.DATA_CHOICE.format(value=value, allowed=", ".join(allowed)))
    return value


def _reward(items, field: str) -> tuple:
    out: list[tuple[str, object]] = []
    for i, item in enumerate(_list(items, field)):
        where = f"{field}[{i}]"
        pair = _list(item, where, 2)
        kind = _choice(pair[0], where, REWARD_KINDS)
        if kind == "place_base":
            areas = _list(pair[1], where)
            if not areas or len(set(areas)) != len(areas):
                raise _err(where, msg.DATA_LIST)
            out.append((kind, tuple(_choice(a, where, AREAS) for a in areas)))
        else:
            high = 5 if kind == "place_conduit" else None
            out.append((kind, _int(pair[1], where, 1, high)))
    if not out:
        raise _err(field, msg.DATA_LIST)
    return tuple(out)


def _unique(ids: list, field: str) -> None:
    seen = set()
    for x in ids:
        if x in seen:
            raise _err(field, msg.DATA_DUPLICATE.format(id=x))
        seen.add(x)


def parse_game_data(data) -> GameData:
    """Validate a decoded ``game.json`` and build the :class:`GameData`."""
    d = _dict(data, "jeu", TOP_KEYS)
    if d.get("format") != 1:
        raise _err("format", msg.DATA_INT.format(value=d.get("format"), low=1))
    start = _dict(d["start"], "start", {"credits", "excavators", "mixers", "vp", "engineers"})
    start = {k: _int(v, f"start.{k}") for k, v in start.items()}
    officers = []
    for i, o in enumerate(_list(d["officers"], "officers", 7)):
        o = _dict(o, f"officers[{i}]", {"id", "first", "surname"})
        for k in ("id", "first", "surname"):
            if not isinstance(o[k], str) or not o[k]:
                raise _err(f"officers[{i}].{k}", msg.DATA_TEXT)
        officers.append(Officer(o["id"], o["first"], o["surname"]))
    _unique([o.id for o in officers], "officers")
    comp = _dict(d["companies"], "companies", set(COMPANIES))
    abilities = {}
    for c in COMPANIES:
        entry = _dict(comp[c], f"companies.{c}", {"ability", "n"})
        abilities[c] = (
            _choice(entry["ability"], f"companies.{c}.ability", ABILITIES),
            _int(entry["n"], f"companies.{c}.n"),
        )
    contracts = []
    for i, raw in enumerate(_list(d["contracts"], "contracts", 55)):
        where = f"contracts[{i}]"
        entry = _dict(raw, where, {"id", "type", "energy", "reward"})
        if not isinstance(entry["id"], str) or not entry["id"]:
            raise _err(f"{where}.id", msg.DATA_TEXT)
        contracts.append(
            Contract(
                entry["id"],
                _choice(entry["type"], f"{where}.type", CONTRACT_TYPES),
                _int(entry["energy"], f"{where}.energy", 1, 30),
                _reward(entry["reward"], f"{where}.reward"),
            )
        )
    _unique([c.id for c in contracts], "contracts")
    expected = {"start": 4, "national": 6, "green": 15, "yellow": 15, "red": 15}
    ranges = {"green": (2, 4), "yellow": (5, 7), "red": (8, 10)}
    for t, n in expected.items():
        group = [c for c in contracts if c.type == t]
        if len(group) != n:
            raise _err("contracts", msg.DATA_CONTRACT_COUNT.format(type=t, n=n, found=len(group)))
        low, high = ranges.get(t, (1, 30))
        for contract in group:
            if not low <= contract.energy <= high:
                raise _err(
                    f"contracts.{contract.id}", msg.DATA_CONTRACT_ENERGY.format(low=low, high=high)
                )
    intro = _dict(d["intro"], "intro", {"seats", "removed_bonus"})
    seats = []
    ids = {o.id for o in officers}
    for i, seat in enumerate(_list(intro["seats"], "intro.seats", 4)):
        company, officer, contract = _list(seat, f"intro.seats[{i}]", 3)
        _choice(company, f"intro.seats[{i}]", COMPANIES)
        _choice(officer, f"intro.seats[{i}]", sorted(ids))
        _choice(contract, f"intro.seats[{i}]", [c.id for c in contracts if c.type == "start"])
        seats.append((company, officer, contract))
    tech = _dict(
        d["technology"],
        "technology",
        {"basic", "intro_joker", "advanced", "patent_cost", "patent_slots"},
    )
    basic = tuple(
        TechTile(_choice(k, "technology.basic", KINDS), 0, k)
        for k in _list(tech["basic"], "technology.basic", 4)
    )
    advanced = []
    for i, raw in enumerate(_list(tech["advanced"], "technology.advanced", 15)):
        where = f"technology.advanced[{i}]"
        spec = _dict(raw, where, {"id", "level", "builds", "effect"})
        advanced.append(
            TechTile(
                spec["id"],
                _int(spec["level"], f"{where}.level", 1, 3),
                _choice(spec["builds"], f"{where}.builds", (*KINDS, "any")),
                _choice(spec["effect"], f"{where}.effect", TILE_EFFECTS),
            )
        )
    _unique([t.id for t in advanced], "technology.advanced")
    for level in (1, 2, 3):
        if sum(t.level == level for t in advanced) != 5:
            raise _err("technology.advanced", msg.DATA_TILE_LEVELS)
    track = _dict(
        d["energy_track"], "energy_track", {"credits", "top", "section", "first", "second"}
    )
    steps = []
    for i, step in enumerate(_list(track["credits"], "energy_track.credits")):
        at, cr, vp = _list(step, f"energy_track.credits[{i}]", 3)
        steps.append(
            (
                _int(at, f"energy_track.credits[{i}]"),
                _int(cr, f"energy_track.credits[{i}]"),
                _int(vp, f"energy_track.credits[{i}]", -99),
            )
        )
    if (
        not steps
        or steps[0][0] != 0
        or any(a[0] >= b[0] for a, b in zip(steps, steps[1:], strict=False))
    ):
        raise _err("energy_track.credits", msg.DATA_TRACK_ORDER)
    bonus = []
    for i, b in enumerate(_list(d["bonus_tiles"], "bonus_tiles", 6)):
        b = _dict(b, f"bonus_tiles[{i}]", {"id", "counts", "vp"})
        _choice(b["counts"], f"bonus_tiles[{i}].counts", BONUS_COUNTS)
        _int(b["vp"], f"bonus_tiles[{i}].vp", 1)
        bonus.append(dict(b))
    _unique([b["id"] for b in bonus], "bonus_tiles")
    _choice(intro["removed_bonus"], "intro.removed_bonus", [b["id"] for b in bonus])
    objectives = []
    for i, o in enumerate(_list(d["objective_tiles"], "objective_tiles", 6)):
        o = _dict(o, f"objective_tiles[{i}]", {"id", "counts", "minimum"})
        _choice(o["counts"], f"objective_tiles[{i}].counts", OBJECTIVE_COUNTS)
        _int(o["minimum"], f"objective_tiles[{i}].minimum")
        objectives.append(dict(o))
    _unique([o["id"] for o in objectives], "objective_tiles")
    spaces = []
    keys = {"id", "section", "action", "n", "engineers", "fee", "min_players", "cost", "machines"}
    for i, s in enumerate(_list(d["action_board"], "action_board")):
        where = f"action_board[{i}]"
        s = _dict(s, where, keys)
        section = _choice(s["section"], f"{where}.section", SECTIONS)
        allowed = ACTIONS[section]
        _choice(
            s["action"], f"{where}.action", allowed if isinstance(allowed, tuple) else (allowed,)
        )
        machines = s.get("machines")
        if section == "machinery":
            _choice(machines, f"{where}.machines", ("excavator", "either", "both"))
        spaces.append(
            Space(
                s["id"],
                section,
                s["action"],
                _int(s["n"], f"{where}.n", -3),
                _int(s["engineers"], f"{where}.engineers", 1, 12),
                _int(s["fee"], f"{where}.fee"),
                _int(s["min_players"], f"{where}.min_players", 2, 4),
                _int(s.get("cost", 0), f"{where}.cost"),
                machines,
            )
        )
    _unique([s.id for s in spaces], "action_board")

    def pairs(value, field):
        return tuple(
            (_int(a, field, 1), _int(b, field))
            for a, b in (_list(x, field, 2) for x in _list(value, field))
        )

    final = _dict(d["final"], "final", {"resources_per_vp", "vp_per_drop"})
    return GameData(
        reconstruction=bool(d.get("reconstruction", False)),
        start=start,
        officers=tuple(officers),
        abilities=abilities,
        intro_seats=tuple(seats),
        intro_removed_bonus=intro["removed_bonus"],
        contracts=tuple(contracts),
        basic_tiles=basic,
        intro_joker=tech["intro_joker"],
        advanced_tiles=tuple(advanced),
        patent_cost=_int(tech["patent_cost"], "technology.patent_cost"),
        track_credits=tuple(steps),
        track_top=_int(track["top"], "energy_track.top", 1),
        track_section=_int(track["section"], "energy_track.section", 1),
        round_points=(
            _int(track["first"], "energy_track.first"),
            _int(track["second"], "energy_track.second"),
        ),
        bonus_tiles=tuple(bonus),
        bonus_behind=_int(d["bonus_behind"], "bonus_behind"),
        objective_tiles=tuple(objectives),
        objective_points=tuple(
            _int(x, "objective_points") for x in _list(d["objective_points"], "objective_points", 3)
        ),
        objective_points_automa=tuple(
            _int(x, "objective_points_automa")
            for x in _list(d["objective_points_automa"], "objective_points_automa", 3)
        ),
        construction_spaces=pairs(d["construction_spaces"], "construction_spaces"),
        sekibo_spaces=pairs(d["sekibo_spaces"], "sekibo_spaces"),
        resources_per_vp=_int(final["resources_per_vp"], "final.resources_per_vp", 1),
        vp_per_drop=_int(final["vp_per_drop"], "final.vp_per_drop"),
        spaces=tuple(spaces),
    )


def load_game_data(source=None) -> GameData:
    """The shipped ``game.json``, or ``source`` (dict, JSON text or ``pathlib.Path``)."""
    if source is None:
        return _default()
    data = source if isinstance(source, dict) else read_json(source, field="jeu")
    return parse_game_data(data)


@lru_cache(maxsize=1)
def _default() -> GameData:
    text = resources.files("ludo.barrage").joinpath("data/game.json").read_text("utf-8")
    return parse_game_data(json.loads(text))


def officer_id(name) -> str:
    """The officer id named by ``name``: surname, first name, full name or id, any case.

    The names are read by the river library's :func:`ludo.barrage.board.check_officer`
    (one list of aliases for the whole of Barrage).
    Raises :class:`ludo.InvalidData` (in French, listing the officers) for an unknown name.
    """
    found = None
    if isinstance(name, str):
        try:
            found = check_officer(name)
        except InvalidData:
            found = None
    if found is not None:
        return found
    known = ", ".join(o.name for o in load_game_data().officers)
    raise InvalidData(msg.UNKNOWN_OFFICER.format(name=name, known=known), field="officer")
