"""Computer players for Barrage: random, and a greedy planner of production chains.

* :class:`RandomPlayer` (« Hasard ») — any legal move, from a seeded generator.
* :class:`GreedyPlayer` (« Bâtisseur ») — plans one production chain (a dam, a conduit
  from its basin, one of its own powerhouses where the conduit leads), builds what is
  missing, sends water to its dams, and produces whenever a production fulfils a
  contract; the choices that follow (which contract, which machines, which headstreams)
  go to what is worth most. It reads the rules' answers (``legal_moves()``, the board)
  and never changes a state.
* :class:`~.strategist.StrategistPlayer` (« Stratège ») — one move ahead, with an
  evaluation of the position (:mod:`.strategist`).
* :class:`~.planner.PlannerPlayer` (« Ingénieur ») — two of its own moves ahead, the
  reference player that measures Tesla's Automa (:mod:`.planner`).
"""

from __future__ import annotations

from ...core.players import register_player
from ...core.rng import make_rng, resolve_seed
from ..map import base_map, river_path
from . import messages as msg
from .data import load_game_data
from .moves import (
    Bank,
    Build,
    Buy,
    Fulfil,
    NoProduce,
    Patent,
    Pick,
    Produce,
    Second,
    Take,
    Water,
    Workshop,
)
from .planner import PlannerPlayer
from .strategist import StrategistPlayer

#: How much a reward item is worth to the greedy player (VP-like units).
ITEM_VALUE = {
    "vp": 1.0,
    "credits": 0.4,
    "energy": 0.5,
    "rotate": 0.6,
    "machine": 1.0,
    "excavators": 0.9,
    "mixers": 1.1,
    "drops": 0.8,
    "drops_later": 0.7,
}
PLACE_VALUE = 5.0


class RandomPlayer:
    """Any legal move, chosen by a seeded generator."""

    name = msg.PLAYER_RANDOM

    def __init__(self, seed: int | None = None):
        self.rng = make_rng(resolve_seed(seed))

    def choose(self, state):
        return self.rng.choice(state.legal_moves())  # the same draw as from a list of them


def reward_value(reward) -> float:
    total = 0.0
    for kind, n in reward:
        if kind.startswith("place_"):
            total += PLACE_VALUE
        else:
            total += ITEM_VALUE[kind] * n
    return total


def _feeds(head: str) -> set:
    return set(river_path(head))


class GreedyPlayer:
    """Plans a production chain, builds it, fills it and produces for contracts."""

    name = msg.PLAYER_GREEDY

    def __init__(self, seed: int | None = None):
        self.rng = make_rng(resolve_seed(seed))

    # -- the plan ---------------------------------------------------------------------------
    def plan(self, state, seat) -> list[tuple[str, str]]:
        """The structures still missing from the best chain: ``[(kind, spot), ...]``."""
        g = base_map()
        board = state.board
        c = state.companies[seat]
        me = c.company
        best, best_score = [], None
        for conduit, attrs in g.nodes(data=True):
            if attrs["kind"] != "conduit":
                continue
            owner = board.conduit_owner(conduit)
            basin, dest, value = attrs["basin"], attrs["dest"], attrs["value"]
            missing, score = [], value * 2.0
            if owner is None:
                missing.append(("conduit", conduit))
                score -= 1.5 * max(0, 2 * value - c.excavators)
            elif owner != me:
                score -= 1.0
            dams = [(s, board.dam_at(s)) for s in (f"D{basin}U", f"D{basin}L")]
            have = [s for s, d in dams if d is not None and d[0] in (me, "neutral")]
            if have:
                spot = max(have, key=lambda s: board.capacity(s))
                score += 2 * board.capacity(spot) + board.drops_at(spot)
            else:
                free = [s for s, d in dams if d is None]
                if not free or any(d is not None and d[0] == me for _, d in dams):
                    continue
                missing.insert(0, ("base", free[-1]))  # the lower, free-framed spot
                score -= 2.0 if attrs["area"] == "mountain" else 1.0
            mine = [p for p, o in board.powerhouses if o == me and g.nodes[p]["basin"] == dest]
            if not mine:
                spots = [p for p in g.successors(conduit) if board.powerhouse_owner(p) is None]
                if not spots:
                    continue
                missing.append(("powerhouse", min(spots, key=lambda p: g.nodes[p]["red"])))
            if not missing:
                continue  # a chain already complete: plan the next one
            score -= 3.0 * len(missing)
            if best_score is None or score > best_score:
                best, best_score = missing, score
        return best

    # -- choosing -------------------------------------------------------------------------
    def choose(self, state):
        moves = list(state.legal_moves())
        seat = state.current_player
        first = moves[0]
        if isinstance(first, Pick):
            return self.rng.choice(moves)
        if state.pending:
            return self.answer(state, seat, moves)
        return self.act(state, seat, moves)

    def answer(self, state, seat, moves):
        data = load_game_data()
        c = state.companies[seat]
        kind = state.pending[0][0]
        if kind == "fulfil":
            options = [m for m in moves if isinstance(m, Fulfil) and m.contract]
            return max(options, key=lambda m: reward_value(data.contract(m.contract).reward))
        if kind == "machines":
            want_mx = c.mixers < c.excavators // 2
            return moves[-1] if want_mx else moves[0]
        if kind == "sources":
            return max(moves, key=lambda m: self.water_value(state, seat, m.heads))
        if kind == "discard":
            return min(moves, key=lambda m: reward_value(data.contract(m.contract).reward))
        if kind in ("second", "produce"):
            prods = [
                m for m in moves if not isinstance(m, Second | NoProduce) or getattr(m, "dam", None)
            ]
            if prods:
                return max(prods, key=lambda m: m.drops * base_map().nodes[m.conduit]["value"])
            return moves[0]
        if kind == "place":
            return max(moves, key=lambda m: base_map().nodes[m.spot].get("value", 0))
        return moves[0]

    def water_value(self, state, seat, heads) -> float:
        me = state.companies[seat].company
        board = state.board
        total = 0.0
        for h in heads:
            for node in river_path(h):
                dam = board.dam_at(node) if node.startswith("D") else None
                if dam is not None and board.drops_at(node) < board.capacity(node):
                    total += 1.0 if dam[0] == me else 0.2 if dam[0] == "neutral" else -0.5
                    break
        return total

    def act(self, state, seat, moves):
        data = load_game_data()
        c = state.companies[seat]
        g = base_map()
        # 1. produce when it fulfils a contract (the most valuable one), else for the track
        prods = [m for m in moves if isinstance(m, Produce)]
        if prods:
            targets = [data.contract(k) for k in (*c.hand, *state.national)]

            def prod_value(m):
                sp = data.space(m.space)
                energy = m.drops * g.nodes[m.conduit]["value"] + sp.n
                reach = [
                    k for k in targets if k.energy <= energy + (3 if c.company == "france" else 0)
                ]
                gain = max((reward_value(k.reward) for k in reach), default=0.0)
                return gain + 0.3 * energy - 0.5 * sp.fee - 0.2 * sp.engineers

            best = max(prods, key=prod_value)
            if prod_value(best) > 2.0:
                return best
        # 2. build the missing part of the chain, the cheapest way
        plan = self.plan(state, seat)
        builds = [m for m in moves if isinstance(m, Build)]
        for kind, spot in plan:
            options = [m for m in builds if m.kind == kind and m.spot == spot]
            if options:
                return min(
                    options,
                    key=lambda m: (m.credits, m.tile.startswith("L"), m.excavators + m.mixers),
                )
        if plan and c.engineers >= 2:  # the chain waits for machines: buy some
            buys = [m for m in moves if isinstance(m, Buy)]
            if buys:
                return max(buys, key=lambda m: (data.space(m.space).n, -data.space(m.space).fee))
        # 3. water for an own dam that has room
        waters = [m for m in moves if isinstance(m, Water)]
        if waters:
            water = max(
                waters,
                key=lambda m: (self.water_value(state, seat, m.heads), len(m.heads), -len(m.space)),
            )
            if self.water_value(state, seat, water.heads) >= 1:
                return water
        # 4. a contract to aim at when the hand is short
        takes = [m for m in moves if isinstance(m, Take)]
        if takes and len(c.hand) < 2:
            return max(
                takes,
                key=lambda m: (
                    sum(reward_value(data.contract(k).reward) for k in m.contracts)
                    - data.space(m.space).fee
                ),
            )
        # 5. more building: elevations on own dams, another chain part
        extra = [m for m in builds if m.kind == "elevation"]
        if extra:
            return min(extra, key=lambda m: (m.credits, m.mixers))
        # 6. machines when short, wheel when blocked, patents when rich
        buys = [m for m in moves if isinstance(m, Buy)]
        if buys and c.excavators + c.mixers < 6:
            return min(buys, key=lambda m: data.space(m.space).fee)
        shops = [m for m in moves if isinstance(m, Workshop)]
        if shops and len(c.wheel.locked) >= 3:
            return min(shops, key=lambda m: data.space(m.space).fee + data.space(m.space).cost)
        patents = [m for m in moves if isinstance(m, Patent)]
        if patents and c.credits >= 10:
            return patents[0]
        if prods:
            return max(prods, key=lambda m: m.drops * g.nodes[m.conduit]["value"])
        banks = [m for m in moves if isinstance(m, Bank)]
        if not banks:  # a first action steered by Mahiri Sekibo's Automa tile (G14)
            return moves[0]
        return max(banks, key=lambda m: m.n) if c.engineers <= 2 else banks[0]


for _key, _factory, _name, _text in (
    ("random", RandomPlayer, msg.PLAYER_RANDOM, msg.PLAYER_RANDOM_TEXT),
    ("greedy", GreedyPlayer, msg.PLAYER_GREEDY, msg.PLAYER_GREEDY_TEXT),
    ("strategist", StrategistPlayer, msg.PLAYER_STRATEGIST, msg.PLAYER_STRATEGIST_TEXT),
    ("planner", PlannerPlayer, msg.PLAYER_PLANNER, msg.PLAYER_PLANNER_TEXT),
):
    register_player("barrage", _key, _factory, name=_name, description=_text)


__all__ = ["GreedyPlayer", "PlannerPlayer", "RandomPlayer", "StrategistPlayer", "reward_value"]
