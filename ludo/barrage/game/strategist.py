"""« Stratège »: a one-move lookahead player of Barrage, with an evaluation of the position.

For every legal move the player plays the move on a copy (``play_unchecked``; the state it
was given never changes) and scores the position reached for its own seat, then keeps the
best move. When the move leaves a choice of its own to make (which contract to fulfil,
which machines, which headstreams ...), the choice is looked at too and the best answer
counts. Ties keep the first of ``legal_moves()``: the player is deterministic, and its
seed only chooses the company at the set-up.

The evaluation (:func:`evaluate`), in victory points, adds:

- the VP already scored;
- what the round's scoring would give if the round ended now (energy ranking against the
  others' current energy, credits of the energy track, the round's bonus tile);
- the supply (credits, machines, technology tiles), worth less as the game nears its end
  (at the end 5 resources make 1 VP); machines and tiles locked on the wheel count less;
- the production capacity: every chain dam → conduit → own powerhouse the company can
  use, worth its conduit value times the water the dam can hold, for the rounds left;
  the best chain still to complete counts in proportion of the pieces already there;
- the water: drops behind a usable dam (and those the round's flow will bring there) are
  energy to come; drops in the company's own dams are 1 VP each at the end;
- the contracts in hand, worth their reward times the chance of reaching their energy;
- the structures (incomes, objective and bonus tiles) and the objective tile's count.

An engineer placed is worth one credit (the bank's rate) plus a little, so the bank is the
move of last resort. This is a reference player for measuring the Automa's levels, not a
model of human play; its weights were set by hand on seeded games.
"""

from __future__ import annotations

from functools import cache

from ...core.rng import make_rng, resolve_seed
from ..construction import BASE_EXCAVATORS, ELEVATION_MIXERS
from ..map import base_map
from . import messages as msg
from .companies import AUTOMA_START_VP, bonus_count
from .data import load_game_data
from .moves import Bank, Build, Pick, Take, Water
from .scoring import objective_value

#: Reward items in VP-like units (a structure placed by a reward counts as a piece).
ITEM_VALUE = {
    "vp": 1.0,
    "credits": 0.45,
    "energy": 0.4,
    "rotate": 0.8,
    "machine": 1.0,
    "excavators": 0.9,
    "mixers": 1.1,
    "drops": 0.9,
    "drops_later": 0.8,
}
#: What one piece built is worth beyond its production (incomes, objective, bonus tiles).
PIECE_VALUE = {"base": 2.5, "elevation": 2.0, "conduit": 2.0, "powerhouse": 3.0}
#: Drops a dam of each area can expect per round (headstreams feed the mountains first).
INFLOW = {"mountain": 3.0, "hill": 2.0, "plain": 1.5}
ROUNDS = 5
#: Weights of the evaluation, set by hand on seeded games.
W = {
    "machine": 1.7,
    "tile": 1.2,
    "capacity": 1.0,
    "partial": 0.7,
    "water": 0.35,
    "objective": 1.5,
}
DEPTH = 2  # own follow-up choices looked at after a move


@cache
def _geometry():
    """Static tables of the map: conduits by source basin, dam and powerhouse spots."""
    g = base_map()
    conduits: dict = {}
    dams: dict = {}
    powerhouses: dict = {}
    for node, a in g.nodes(data=True):
        kind = a["kind"]
        if kind == "conduit":
            conduits.setdefault(a["basin"], []).append((node, a["value"], a["dest"]))
        elif kind == "dam":
            dams.setdefault(a["basin"], []).append((node, a["area"]))
        elif kind == "powerhouse":
            powerhouses.setdefault(a["basin"], []).append(node)
    return conduits, dams, powerhouses


def reward_value(reward, left: int) -> float:
    """A contract reward in VP-like units (``left``: rounds after this one)."""
    total = 0.0
    for kind, n in reward:
        if kind.startswith("place_"):
            total += 4.0 + 1.5 * min(left, 3)
        elif kind == "vp":
            total += n
        else:
            total += ITEM_VALUE.get(kind, 0.5) * n * (0.5 if left == 0 else 1.0)
    return total


def _stock(n: int, need: int, worth: float, rest: float) -> float:
    """``n`` items, the first ``need`` worth ``worth`` each and the others ``rest``."""
    return min(n, need) * worth + max(0, n - need) * min(rest, worth)


_FLOWED: dict = {}


def _flowed(board) -> dict:
    """Drops per dam spot after the round's flow of the drops now on the headstreams."""
    key = (board.drops, board.dams)
    out = _FLOWED.get(key)
    if out is None:
        if len(_FLOWED) > 256:
            _FLOWED.clear()
        out = _FLOWED[key] = dict(board.flow()[0].drops)
    return out


_VP: dict = {}


def _vp(state, seat: int) -> int:
    """The seat's VP now (the totals of a ``state.vp`` tuple are kept for the next positions
    looked at: most moves leave it as it was)."""
    totals = _VP.get(state.vp)
    if totals is None:
        if len(_VP) > 1024:
            _VP.clear()
        totals = {}
        for s, p, *_ in state.vp:
            totals[s] = totals.get(s, 0) + p
        _VP[state.vp] = totals
    start = AUTOMA_START_VP if seat in state.automa else load_game_data().start["vp"]
    return start + totals.get(seat, 0)


_OBJECTIVE: dict = {}


def _objective(board, me: str, counts: str) -> int:
    """:func:`~.scoring.objective_value`, kept for the boards with the same structures."""
    key = (board.dams, board.conduits, board.powerhouses, me, counts)
    out = _OBJECTIVE.get(key)
    if out is None:
        if len(_OBJECTIVE) > 4096:
            _OBJECTIVE.clear()
        out = _OBJECTIVE[key] = objective_value(board, me, counts)
    return out


def _round_scoring(state, seat: int, energy: int, credits_value: float, count: int, bonus) -> float:
    """What the round's scoring would give ``seat`` now: ranking, track credits, bonus tile."""
    data = load_game_data()
    first, second = data.round_points
    others = sorted((x.energy for i, x in enumerate(state.companies) if i != seat), reverse=True)
    top = others[0] if others else 0
    if energy == 0:
        rank = 0.0
    elif energy > top:
        rank = first
    elif energy == top:
        rank = (first + second) / (1 + others.count(top))
    elif len(others) > 1 and energy > others[1] and others.count(top) == 1:
        rank = second
    else:
        rank = 0.0
    pos = min(energy, data.track_top)
    _, credits, vp = [t for t in data.track_credits if t[0] <= pos][-1]
    out = rank + vp + credits * credits_value
    size = data.track_section
    if pos >= size:
        behind = max(0, -(-(size * state.round - pos) // size))
        out += max(0, count * bonus["vp"] - data.bonus_behind * behind)
    return out


_CHAINS: dict = {}


def _chains(board, me: str) -> tuple:
    """The company's production chains on a board, from the board's tuples (cached: most
    moves looked at leave the structures and the water as they were).

    Returns ``(links, best partial chain's worth, machines it wants, drops in own dams,
    mixers of the next elevation)``; ``links`` holds, best first, (energy per round, drops
    now x conduit value, dam spot, area, own) for every usable chain.
    """
    key = (board.dams, board.conduits, board.powerhouses, board.drops, board.officers, me)
    out = _CHAINS.get(key)
    if out is not None:
        return out
    if len(_CHAINS) > 4096:
        _CHAINS.clear()
    conduits, dams, powerhouses = _geometry()
    mine_ph = set()
    taken = set()
    for p, o in board.powerhouses:
        taken.add(p)
        if o == me:
            mine_ph.add(int(p[1:-1]))
    n_ph = len(mine_ph)
    links = []  # (energy per round, drops now x value, dam spot, area, own) of usable chains
    best_partial, wish = 0.0, (0, 0)
    own_drops = 0
    dam_of, conduit_of, drops_of = board._dams, board._conduits, board._drops
    open_dest = {b for b, spots in powerhouses.items() if any(p not in taken for p in spots)}
    for basin, spots in dams.items():
        have_base = any(dam_of.get(d, ("",))[0] == me for d, _ in spots)
        for spot, area in spots:
            dam = dam_of.get(spot)
            own = dam is not None and dam[0] == me
            usable = own or (dam is not None and dam[0] == "neutral")
            if own:
                own_drops += drops_of.get(spot, 0)
            if (dam is not None and not usable) or (dam is None and have_base):
                continue
            cap = board.capacity(spot) if dam is not None else 1
            per_round = min(cap, INFLOW[area])
            for conduit, val, dest in conduits.get(basin, ()):
                owner = conduit_of.get(conduit)
                mine_dest = dest in mine_ph
                if mine_dest and owner is not None and usable:
                    links.append((val * per_round, val * drops_of.get(spot, 0), spot, area, own))
                    continue
                if not mine_dest and dest not in open_dest:
                    continue
                pieces = own + (owner == me) + mine_dest
                if owner is not None and owner != me:
                    pieces += 0.7
                if usable and not own:
                    pieces += 0.7
                worth = val * min(2.0, INFLOW[area]) * (pieces / 3) ** 2
                if worth > best_partial:
                    best_partial = worth
                    ex = (BASE_EXCAVATORS[area] if dam is None else 0) + (
                        2 * val if owner is None else 0
                    )
                    mx = 0 if mine_dest else 2 + n_ph
                    wish = (ex, mx)
    links.sort(reverse=True)
    raise_mx = 0  # mixers for an elevation on the best own dam of a chain
    for _, _, spot, area, own in links:
        if own and dam_of[spot][1] < 3:
            raise_mx = ELEVATION_MIXERS[area]
            break
    out = _CHAINS[key] = (tuple(links), best_partial, wish, own_drops, raise_mx)
    return out


def evaluate(state, seat: int) -> float:
    """The position's worth for ``seat``, in victory points (see the module docstring)."""
    vp = _vp(state, seat)
    if state.is_over():
        return vp + 0.01 * state.companies[seat].energy
    data = load_game_data()
    c = state.companies[seat]
    board = state.board
    me = c.company
    r = state.round
    left = ROUNDS - r
    value = float(vp)
    credits_value = 0.2 + 0.1 * min(left, 3)

    # -- the round's scoring, as if the round ended now
    bonus = data.bonus(state.bonus[r - 1])
    value += _round_scoring(
        state, seat, c.energy, credits_value, bonus_count(c, bonus["counts"]), bonus
    )

    # -- production chains, and what the best chain still lacks
    links, best_partial, wish, own_drops, raise_mx = _chains(board, me)
    drops_of = board._drops
    capacity = sum(w * e for w, (e, *_) in zip((1.0, 0.7, 0.45, 0.3), links, strict=False))
    value += W["capacity"] * capacity * (left + 0.3)
    value += W["partial"] * best_partial * (left + 0.5)
    water_now = max((d for _, d, *_ in links), default=0)
    value += W["water"] * water_now + own_drops

    # -- the supply: machines up to what the next constructions need are worth more
    late = min(left, 3) / 3
    high, low = 0.2 + (W["machine"] - 0.2) * late, 0.2 + 0.4 * late
    need_ex, need_mx = wish[0] + 4, wish[1] + raise_mx + 2
    value += _stock(c.credits, 15, credits_value, 0.2)
    value += _stock(c.excavators, need_ex, high, low)
    value += _stock(c.mixers, need_mx, 1.1 * high, low)
    locked = c.wheel.locked
    if left:
        value += 0.3 * low * sum(s.excavators + s.mixers for s in locked)
        value += W["tile"] * len(c.tiles) + 0.5 * W["tile"] * len(locked)
    value += 0.6 * c.advanced_tiles

    # -- the water the round's flow will bring behind the dams of the chains
    if left and links:
        flowed = _flowed(board)
        value += (
            W["water"]
            * 0.7
            * sum(
                val_drops
                for val_drops in (
                    (e / min(board.capacity(spot), INFLOW[area]) if e else 0)
                    * (flowed.get(spot, 0) - drops_of.get(spot, 0))
                    for e, _, spot, area, _ in links
                )
            )
        )

    # -- contracts in hand: the best ones count most (a hand holds three)
    best_energy = max((e for e, *_ in links), default=0) + 2
    ready = water_now + 2
    hand = []
    for k in c.hand:
        contract = data.contract(k)
        need = contract.energy - (3 if me == "france" else 0)
        chance = 0.7 if need <= ready else 0.35 if need <= best_energy else 0.1
        if left == 0 and need > ready:
            chance = 0.0
        hand.append(chance * reward_value(contract.reward, left))
    hand.sort(reverse=True)
    value += sum(w * h for w, h in zip((1.0, 0.6, 0.3), hand, strict=False))

    # -- structures and the objective tile
    for kind, worth in PIECE_VALUE.items():
        value += c.board.count(kind) * worth * (0.4 + 0.15 * left)
    objective = data.objective(state.objective)
    value += W["objective"] * _objective(board, me, objective["counts"])
    return value


def engineer_value(state) -> float:
    """What an engineer placed costs, in VP: a bank credit now, plus a little."""
    return 0.2 + 0.1 * min(ROUNDS - state.round, 3) + 0.08


class StrategistPlayer:
    """Plays the move whose resulting position :func:`evaluate` rates best."""

    name = msg.PLAYER_STRATEGIST

    def __init__(self, seed: int | None = None):
        self.rng = make_rng(resolve_seed(seed))

    def _obvious(self, state):
        """``(legal moves, the move to play or None)``: the only move, or at the set-up a
        company and contract drawn with the player's seed."""
        moves = list(state.legal_moves())
        if len(moves) == 1:
            return moves, moves[0]
        if isinstance(moves[0], Pick):
            return moves, self.rng.choice(moves)
        return moves, None

    def choose(self, state):
        moves, move = self._obvious(state)
        if move is not None:
            return move
        seat = state.current_player
        engineers = state.companies[seat].engineers
        cost = engineer_value(state)
        best, best_value = moves[0], None
        for move in _candidates(moves):
            after = state.play_unchecked(move)
            worth = self._worth(after, seat, DEPTH)
            if after.round == state.round and after.companies[seat] is not None:
                used = engineers - after.companies[seat].engineers
            else:
                used = engineers
            worth -= cost * used
            if best_value is None or worth > best_value + 1e-9:
                best, best_value = move, worth
        return best

    def _worth(self, state, seat: int, depth: int) -> float:
        if depth and state.pending and state.current_player == seat:
            return max(
                self._worth(state.play_unchecked(m), seat, depth - 1) for m in state.legal_moves()
            )
        return evaluate(state, seat)


def _candidates(moves):
    """The moves worth looking at: of the moves with the same effect, the cheapest one.

    The same construction paid in different ways, the same drops or contracts taken on a
    dearer space, the bank with any number of engineers but the fewest and the most.
    """
    data = load_game_data()
    out: list = []
    seen: dict = {}
    banks = [m for m in moves if isinstance(m, Bank)]
    for m in moves:
        if isinstance(m, Build):
            key: tuple = ("build", m.kind, m.spot, m.tile)
            cost = m.credits + m.excavators + m.mixers
        elif isinstance(m, Water):
            space = data.space(m.space)
            key, cost = ("water", space.action, m.heads), space.engineers + space.fee
        elif isinstance(m, Take):
            space = data.space(m.space)
            key, cost = ("take", m.contracts), space.engineers + space.fee + space.cost
        elif isinstance(m, Bank):
            if m is not banks[0] and m is not banks[-1]:
                continue
            key, cost = ("bank", m.n), 0
        else:
            out.append(m)
            continue
        if key in seen:
            i, old = seen[key]
            if cost < old:
                out[i] = m
                seen[key] = (i, cost)
            continue
        seen[key] = (len(out), cost)
        out.append(m)
    return out
