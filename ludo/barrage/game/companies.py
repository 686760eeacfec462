"""Barrage's companies: a company's supply and tiles, and how companies are dealt.

A :class:`Company` is one seat's part of the state (credits, machines, engineers, contracts,
technology tiles, construction wheel, company board). The functions here read a company or
make a new one, for a person (decision G1) or for Tesla's Automa (G12, G13).
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from functools import cache, lru_cache

from ...core.rng import make_rng
from .. import messages as rmsg
from ..board import Board
from ..construction import CompanyBoard, ConstructionWheel
from . import messages as msg
from .data import load_game_data

COLOURS = ("green", "yellow", "red")
#: The seven officers of the base game (decisions G9–G11 for Mahiri Sekibo).
PLAYABLE_OFFICERS = ("adler", "del_monte", "fiesler", "mcdowell", "jordan", "krylov", "sekibo")
SPECIAL = "special"  # Anton Krylov's tile
COPY = "copie"  # the machines of Mahiri Sekibo's copy of Anton Krylov, without a tile
NO_SPACE_EFFECTS: dict[str | None, str] = {
    "no_engineers": "powerhouse",
    "no_engineers_no_excavators": "base",
}


@dataclass(frozen=True)
class Company:
    """One player's company: supply, energy, engineers, contracts, tiles, wheel, board."""

    company: str
    officer: str | None
    credits: int
    excavators: int
    mixers: int
    wheel: ConstructionWheel
    board: CompanyBoard
    energy: int = 0
    engineers: int = 12
    builds: int = 0
    hand: tuple = ()
    fulfilled: tuple = ()
    tiles: tuple = ()
    copied: str | None = None  # Mahiri Sekibo: the officer copied for this turn
    sekibo_uses: int = 0
    passed: bool = False  # no engineer left, and passed rather than build without one (G2)

    def evolve(self, **changes) -> Company:
        """A copy with some fields changed: ``dataclasses.replace`` without its cost (a move
        changes its companies several times), as ``GameState._evolve`` copies a state."""
        unknown = changes.keys() - _COMPANY_FIELDS
        if unknown:
            raise TypeError(f"Company has no field {sorted(unknown)}")
        new = object.__new__(Company)
        d = new.__dict__
        d.update(self.__dict__)
        d.update(changes)
        return new

    @property
    def acting(self) -> str | None:
        """The officer whose ability applies now (Mahiri Sekibo's copy for her turn)."""
        return self.copied or self.officer

    @property
    def advanced_tiles(self) -> int:
        """Advanced tiles owned: in the supply and on the wheel (bonus tile, L3 Joker)."""
        on_wheel = [s.tile for s in self.wheel.locked]
        return sum(1 for t in (*self.tiles, *on_wheel) if t[:2] in ("L1", "L2", "L3"))


_COMPANY_FIELDS = frozenset(f.name for f in fields(Company))

#: Tesla's Automa starts with 16 VP (docs/decisions.md §11).
AUTOMA_START_VP = 16


def copied_tile(tile: str) -> str:
    """``special:L2-base`` (Anton Krylov's tile copying L2 Base) → ``L2-base``."""
    return tile.split(":", 1)[1] if ":" in tile else tile


@cache
def tile_kinds(tile: str) -> tuple:
    """The structures ``tile`` builds (a Joker: every kind); read once per tile."""
    data = load_game_data()
    t = data.tile(copied_tile(tile))
    return ("base", "elevation", "conduit", "powerhouse") if t.builds == "any" else (t.builds,)


@cache
def effect_of(tile: str) -> str | None:
    """The special effect of ``tile`` (an advanced tile's), None for a basic tile."""
    return load_game_data().tile(copied_tile(tile)).effect


def usable_tiles(c: Company) -> list[str]:
    """The tiles a construction may use: the supply's, and Anton Krylov's copies."""
    copies = SPECIAL in c.tiles or (c.copied == "krylov" and c.officer == "sekibo")
    on_wheel = tuple(s.tile for s in c.wheel.sectors if s is not None) if copies else ()
    return list(_usable(c.tiles, on_wheel))


@lru_cache(maxsize=4096)
def _usable(tiles: tuple, on_wheel: tuple) -> tuple:
    """:func:`usable_tiles` of a supply and the tiles on the wheel (when they may be copied)."""
    usable = sorted({t for t in tiles if t != SPECIAL})
    copied = sorted({t for t in on_wheel if t not in (SPECIAL, COPY)})
    usable.extend(f"{SPECIAL}:{t}" for t in copied)
    return tuple(usable)


def free_build_tiles(c: Company) -> list[str]:
    """The tiles ``c`` may build with without an engineer (L1 Powerhouse, L3 Base, and
    Anton Krylov's copies of them)."""
    return [t for t in usable_tiles(c) if effect_of(t) in NO_SPACE_EFFECTS]


def can_act(c: Company, automa: bool = False) -> bool:
    """Whether ``c`` still has a turn this round (decision G2): while it has an engineer
    left; with none, while it holds a tile that builds without one (L1 Powerhouse, L3 Base)
    and has not passed. An Automa plays while it has an engineer (its own rule)."""
    if c.engineers > 0:
        return True
    return not automa and not c.passed and bool(free_build_tiles(c))


def contract_energy(c: Company, energy: int) -> int:
    """France's ability: contracts need 3 less energy (from the 3rd powerhouse)."""
    if c.company == "france" and c.board.ability_active:
        return energy + load_game_data().abilities["france"][1]
    return energy


def bonus_count(c: Company, counts: str) -> int:
    if counts == "contracts":
        return len(c.fulfilled)
    if counts == "advanced_tiles":
        return c.advanced_tiles
    return c.board.count(counts)


def officer_name(officer: str | None) -> str:
    if officer is None:
        return msg.NO_OFFICER
    return rmsg.OFFICER_NAMES[officer]


def new_company(company: str, officer: str | None, contract: str, intro: bool) -> Company:
    data = load_game_data()
    tiles = tuple(t.id for t in data.basic_tiles)
    if intro:
        tiles = (*tiles, data.intro_joker)
    if officer == "krylov":
        tiles = (*tiles, SPECIAL)
    return Company(
        company=company,
        officer=officer,
        credits=data.start["credits"],
        excavators=data.start["excavators"],
        mixers=data.start["mixers"],
        wheel=ConstructionWheel(),
        board=CompanyBoard.new(company),
        engineers=data.start["engineers"],
        hand=(contract,),
        tiles=tuple(sorted(tiles)),
    )


def with_officers(board: Board, companies) -> Board:
    for c in companies:
        board = board.with_officer(c.company, c.officer)
    return board


def automa_rng(seed: int, what: str):
    """A generator of its own for each Automa draw: games without Automa stay the same."""
    return make_rng(seed, "automa", what)


def automa_order(state) -> tuple:
    """The Automa seats play first in round 1, in a random order among themselves."""
    seats = list(state.automa)
    automa_rng(state.seed, "order").shuffle(seats)
    return tuple(seats)


def automa_company(company: str, officer: str | None = None) -> Company:
    """An Automa's company: no officer (but at « surpuissant »), no starting contract, no
    credits (G12)."""
    return replace(new_company(company, officer, "", False), hand=(), credits=0)


def automa_officers(seed: int, level: str, automa: tuple, taken) -> dict:
    """« surpuissant »: each Automa draws an officer among those the people do not have
    (G13; with Mahiri Sekibo the people's first actions are steered, G14)."""
    if level != "surpuissant":
        return {a: None for a in automa}
    pool = sorted(set(PLAYABLE_OFFICERS) - set(taken))
    automa_rng(seed, "officers").shuffle(pool)
    return dict(zip(automa, pool, strict=False))
