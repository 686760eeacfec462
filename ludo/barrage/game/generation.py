"""Barrage's legal-move generation: every move a seat may play now, and what a move may use.

The functions read a :class:`~ludo.barrage.game.state.BarrageState` and return moves or the
places, tiles and payments a move may use; they never change a state. The construction moves
are the hot loop of every simulation: the spots a kind may be built on are computed once per
set of structures on the board (:func:`~ludo.barrage.construction.buildable_spots`), and the
ways to pay on them, red-frame fee included, once per (tile, kind, spots, powerhouses
built, officer) (:func:`_build_options`).
"""

from __future__ import annotations

import itertools
from functools import cache, lru_cache
from typing import TYPE_CHECKING

from ...core.state import Move
from ..construction import (
    buildable_spots,
    can_build,
    machines_needed,
    powerhouse_bonus,
    red_fee,
    spots_of_kind,
)
from ..map import HEADSTREAMS, base_map
from ..production import drops_energy, possible_productions
from .companies import NO_SPACE_EFFECTS, Company, effect_of, tile_kinds, usable_tiles
from .data import load_game_data
from .moves import (
    Bank,
    Build,
    Buy,
    Discard,
    Fulfil,
    Machines,
    NoProduce,
    Pass,
    Patent,
    Place,
    Produce,
    Second,
    Sekibo,
    Sources,
    Take,
    Water,
    Workshop,
)
from .solo import automa_rules

if TYPE_CHECKING:
    from .state import BarrageState

PASS = Pass()


# -- helpers reading a state ------------------------------------------------------------------
def space_free(state: BarrageState, sid: str) -> bool:
    return sid == "B" or all(s != sid for s, _ in state.spaces)


def open_spaces(state: BarrageState) -> tuple:
    return load_game_data().spaces_for(state.n_players, state.intro)


def production_options(state: BarrageState, seat: int, second=False) -> list:
    """Every (dam, conduit, powerhouse, drops, energy, foreign) the seat could produce with,
    whatever it pays and whatever the action's bonus: ``energy`` counts the drops (Viktor
    Fiesler's minimum, :func:`~ludo.barrage.production.drops_energy`) and the company
    board's powerhouse bonus (not in Germany's second production); ``foreign``: the conduit
    is another company's (1 credit a drop). :func:`productions` keeps those the seat can pay
    and that give at least 1 energy with the action's bonus.
    """
    c = state.companies[seat]
    values = _conduit_values()
    ph_bonus = 0 if second else powerhouse_bonus(c.board.count("powerhouse"))
    officer = c.acting
    company = c.company
    owner_of = state.board.conduit_owner
    out = []
    for dam, conduit, ph, held in possible_productions(state.board, company):
        value = values[conduit]
        foreign = owner_of(conduit) != company
        for drops in range(1, held + 1):
            energy = drops_energy(drops, value, officer, second) + ph_bonus
            out.append((dam, conduit, ph, drops, energy, foreign))
    return out


def productions(
    state: BarrageState, seat: int, credits: int, bonus: int, second=False, options=None
) -> list:
    """Every (dam, conduit, powerhouse, drops) the seat can produce, paying ``credits`` at most
    for a foreign conduit and with the action's ``bonus``: at least 1 energy.

    ``options``: the seat's :func:`production_options`, when already known.
    """
    if options is None:
        options = production_options(state, seat, second)
    return [
        (dam, conduit, ph, drops)
        for dam, conduit, ph, drops, energy, foreign in options
        if not (foreign and drops > credits) and energy + bonus >= 1
    ]


@cache
def _conduit_values() -> dict:
    """The production value of every conduit spot of the map."""
    g = base_map()
    return {spot: g.nodes[spot]["value"] for spot in spots_of_kind("conduit")}


def fulfillable(state: BarrageState, seat: int, energy: int) -> list[str]:
    data = load_game_data()
    c = state.companies[seat]
    return [k for k in (*c.hand, *state.national) if data.contract(k).energy <= energy]


def _payments(
    c: Company, kind: str, spot: str, effect: str | None, budget: int, built: int | None = None
) -> list:
    """Ways to pay the machines: (excavators, mixers, credits instead of machines).

    ``built`` is the company's count of powerhouses built (looked up if not given)."""
    if built is None:
        built = c.board.count("powerhouse")
    options = _payment_options(kind, spot, built, c.acting, effect)
    ex, mx = c.excavators, c.mixers
    return [o for o in options if o[0] <= ex and o[1] <= mx and o[2] <= budget]


@cache
def _payment_options(kind: str, spot: str, built: int, officer: str | None, effect) -> tuple:
    """Every way to pay the machines, before looking at the supply (cached)."""
    ex, mx = machines_needed(kind, spot, built, effect, "adler" if officer == "adler" else None)
    options = set()
    base = [(ex, mx)]
    if officer == "mcdowell" and kind == "conduit":
        base.append((0, base_map().nodes[spot]["value"]))
    if effect == "machines_interchangeable":
        base = [(a, t - a) for e, m in base for t in (e + m,) for a in range(t + 1)]
    for e, m in base:
        if officer == "jordan":
            for i in range(e + 1):
                for j in range(m + 1):
                    options.add((e - i, m - j, 3 * (i + j)))
        else:
            options.add((e, m, 0))
    return tuple(sorted(options))


@lru_cache(maxsize=4096)
def _build_options(tile: str, kind: str, spots: tuple, built: int, officer: str | None) -> tuple:
    """The ways to build ``kind`` with ``tile`` on one of ``spots``, spot by spot in order
    (:func:`_spot_options`): ``(moves, options, fewest, most)``, the moves alone, then each
    as (move, excavators, mixers, credits needed), and the least and the most of each of
    those three that an option needs (a seat that has the most affords every move, one
    short of the least affords none)."""
    options = [o for spot in spots for o in _spot_options(tile, kind, spot, built, officer)]
    if not options:
        return (), (), None, None
    moves, excavators, mixers, credits = zip(*options, strict=True)
    fewest = (min(excavators), min(mixers), min(credits))
    return moves, tuple(options), fewest, (max(excavators), max(mixers), max(credits))


@lru_cache(maxsize=16384)
def _spot_options(tile: str, kind: str, spot: str, built: int, officer: str | None) -> tuple:
    """(move, excavators, mixers, credits needed) of every way to build ``kind`` with
    ``tile`` on ``spot``, as :func:`_payment_options` lists them: the credits needed are the
    red frame's (:func:`~ludo.barrage.construction.red_fee`) and those paid instead of
    machines. The moves are made once (they are immutable), the legal moves keep those the
    seat affords."""
    effect = effect_of(tile)
    fee = red_fee(kind, spot, effect)
    return tuple(
        (Build(kind, spot, tile, e, m, cr), e, m, fee + cr)
        for e, m, cr in _payment_options(kind, spot, built, officer, effect)
    )


def _build_moves(state: BarrageState, seat: int) -> list:
    """The seat's constructions: :func:`_payments` after :func:`~ludo.barrage.construction.
    red_fee` on every spot where the board allows the kind, unrolled over cached options
    (the legal moves' hot loop; ``tests/barrage/test_game_engine_speed.py`` checks it against
    those two definitions on many positions)."""
    data = load_game_data()
    c = state.companies[seat]
    out: list = []
    spots: dict = {}  # kind -> spots where it can be built (several tiles build one kind)
    built = c.board.count("powerhouse")
    acting, ex, mx = c.acting, c.excavators, c.mixers
    space = data.construction_spaces[c.builds] if c.builds < len(data.construction_spaces) else None
    for tile in usable_tiles(c):
        effect = effect_of(tile)
        for kind in tile_kinds(tile):
            if c.board.remaining(kind) == 0:
                continue
            if NO_SPACE_EFFECTS.get(effect) == kind:
                fee = 0
            elif space is None or c.engineers < space[0]:
                continue
            else:
                fee = space[1]
            where = spots.get(kind)
            if where is None:
                where = spots[kind] = buildable_spots(state.board, c.company, kind)
            money = c.credits - fee
            moves, options, fewest, most = _build_options(tile, kind, where, built, acting)
            if not moves or fewest[0] > ex or fewest[1] > mx or fewest[2] > money:
                continue
            if most[0] <= ex and most[1] <= mx and most[2] <= money:
                out.extend(moves)
            else:
                out.extend(
                    move for move, e, m, need in options if e <= ex and m <= mx and need <= money
                )
    return out


@cache
def _bank_moves(engineers: int) -> tuple:
    """The bank with 1 to ``engineers`` engineers (moves are immutable: built once)."""
    return tuple(Bank(n) for n in range(1, engineers + 1))


@cache
def _fixed_moves(sp) -> tuple:
    """The moves of a water, workshop or machinery space: they depend on the space only."""
    if sp.section == "water":
        sizes = (1, 2) if sp.action == "place_drops" else (1,)
        return tuple(
            Water(sp.id, heads)
            for k in sizes
            for heads in itertools.combinations_with_replacement(HEADSTREAMS, k)
        )
    if sp.section == "workshop":
        return (Workshop(sp.id),)
    if sp.machines == "either":
        return (Buy(sp.id, "ex"), Buy(sp.id, "mx"))
    return (Buy(sp.id),)


@lru_cache(maxsize=4096)
def _space_plan(players: int, intro: bool, engineers: int, credits: int) -> tuple:
    """The open action spaces but the bank (:func:`open_spaces`) that ``engineers``
    engineers and ``credits`` credits can take, each as (id, fee + cost, space, section,
    its fixed moves or None): what :func:`action_moves` reads of them, looked up once."""
    return tuple(
        (
            sp.id,
            sp.fee + sp.cost,
            sp,
            sp.section,
            _fixed_moves(sp) if sp.section in ("water", "workshop", "machinery") else None,
        )
        for sp in load_game_data().spaces_for(players, intro)
        if sp.section != "bank" and sp.engineers <= engineers and sp.fee + sp.cost <= credits
    )


@lru_cache(maxsize=8192)
def _produce_move(sid: str, dam: str, conduit: str, powerhouse: str, drops: int) -> Produce:
    """The production move (immutable: made once)."""
    return Produce(sid, dam, conduit, powerhouse, drops)


@lru_cache(maxsize=256)
def _take_moves(sid: str, n: int, shown: tuple) -> tuple:
    """The contract space's moves: every ``n`` of the face-up contracts (all if fewer). Kept
    for the displays of the moment only: a game's next display shows other contracts, and
    thousands of kept picks would cost the garbage collector more than they save."""
    picks = itertools.combinations(shown, min(n, len(shown)))
    return tuple(Take(sid, pick) for pick in picks if pick)


def action_moves(state: BarrageState, seat: int) -> list:
    data = load_game_data()
    c = state.companies[seat]
    engineers, credits = c.engineers, c.credits
    out: list[Move] = list(_bank_moves(engineers))
    taken = {sid for sid, _ in state.spaces}
    options = None
    shown = None
    plan = _space_plan(state.n_players, state.intro, engineers, credits)
    free = [p for p in plan if p[0] not in taken] if taken else plan
    for sid, price, sp, section, fixed in free:
        if fixed is not None:  # water, workshop, machinery
            out.extend(fixed)
        elif section == "turbine":
            if options is None:
                options = production_options(state, seat)
            if options:  # most often there is no water to produce with
                found = productions(state, seat, credits - price, sp.n, options=options)
                out.extend(_produce_move(sid, *p) for p in found)
        elif section == "contracts":
            if shown is None:
                shown = tuple(k for pile in state.display for k in pile)
            out.extend(_take_moves(sid, sp.n, shown))
        elif section == "patent":
            if state.patent[sp.n - 1] and credits >= data.patent_cost + sp.fee:
                out.append(Patent(sid))
    out.extend(_build_moves(state, seat))
    out.extend(_sekibo_moves(state, seat))
    if engineers == 0:  # only the tiles that need no engineer are left (G2)
        out.append(PASS)
    return out


def steered_moves(state: BarrageState, seat: int) -> list:
    """The moves of a person's turn; the first action of a round under Mahiri Sekibo's
    variant is the one its Automa tile decides (G14)."""
    moves = action_moves(state, seat)
    tile = dict(state.steer).get(seat)
    if tile is None:
        return moves
    return automa_rules().steered(tile, moves)[1]


def _sekibo_moves(state: BarrageState, seat: int) -> list:
    """Mahiri Sekibo: 1 engineer on her tile (+3 credits the 2nd time) to copy an officer."""
    c = state.companies[seat]
    data = load_game_data()
    if c.officer != "sekibo" or c.copied is not None or c.sekibo_uses >= len(data.sekibo_spaces):
        return []
    e, fee = data.sekibo_spaces[c.sekibo_uses]
    if c.engineers < e + 1 or c.credits < fee:  # an engineer must be left for the action
        return []
    return [Sekibo(o) for o in sekibo_pool(state, seat)]


def sekibo_pool(state: BarrageState, seat: int) -> list:
    """The officers Mahiri Sekibo may copy: those of the other companies in play (G9)."""
    return sorted(
        {c.officer for i, c in enumerate(state.companies) if i != seat and c.officer} - {"sekibo"}
    )


def pending_moves(state: BarrageState, pending: tuple) -> list:
    kind, seat = pending[0], pending[1]
    c = state.companies[seat]
    if kind == "fulfil":
        return [Fulfil(""), *(Fulfil(k) for k in fulfillable(state, seat, pending[2]))]
    if kind == "machines":
        n = pending[2]
        return [Machines(a, n - a) for a in range(n, -1, -1)]
    if kind == "sources":
        return [
            Sources(h) for h in itertools.combinations_with_replacement(HEADSTREAMS, pending[2])
        ]
    if kind == "discard":
        return [Discard(k) for k in c.hand]
    if kind == "second":
        return [
            Second(),
            *(
                Second(d, k, p, n)
                for d, k, p, n in productions(state, seat, c.credits, 0, second=True)
                if p != pending[2]
            ),
        ]
    if kind == "produce":
        return [
            NoProduce(),
            *(Produce(None, d, k, p, n) for d, k, p, n in productions(state, seat, c.credits, 2)),
        ]
    if kind == "place":
        return [Place(pending[2], s) for s in place_spots(state, seat, pending[2], pending[3])]
    raise AssertionError(kind)


def place_spots(state: BarrageState, seat: int, kind: str, param) -> list:
    c = state.companies[seat]
    if c.board.remaining(kind) == 0:
        return []
    g = base_map()
    out = []
    for spot in spots_of_kind(kind):
        node = g.nodes[spot]
        if kind == "conduit" and node["value"] > param:
            continue
        if kind == "base" and node["area"] not in param:
            continue
        if not can_build(state.board, c.company, kind, spot):
            continue
        if c.credits < red_fee(kind, spot, None):
            continue
        out.append(spot)
    return out
