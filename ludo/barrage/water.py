"""Water: drops flowing down the rivers, one at a time (docs/decisions.md §1.4).

The algorithm, decided once and used everywhere (decisions W1, W2, W4 of the package):

1. Drops move one at a time; each drop's final place is fixed before the next one moves.
2. A drop already behind a dam never moves with the flow (only a production moves it) (W2).
   The drop supply is unlimited (W4).
3. From its node, a drop steps to the river successor. After each step: at an exit it
   leaves the board; at a built dam holding fewer drops than its capacity it stops;
   otherwise (no dam, a full dam, a powerhouse group) it steps again.
4. Upper spot before lower spot: the river goes ``nU → nL``, so a drop reaches the upper
   (red-framed) dam first and the lower one only if the upper spot is empty or full.
5. Round-end flow (W1): every drop on the headstreams flows, sources A, B, C, D in that order
   (the river network is a tree that merges downstream and dams fill first come, so the
   final board does not depend on this order).
6. USA special ability (from its 3rd powerhouse): each time a drop *steps into* a
   powerhouse group where the USA has a powerhouse, the USA gets 1 energy (track only).
   A production's delivery starts *at* the group, so it does not count there.

Events (``ludo.core.events.Event``), in order, from which animations are drawn:

- ``drop.placed`` {drop, node}: a drop put on a headstream before the flow;
- ``drop.start`` {drop, node}: a drop begins to move;
- ``drop.move`` {drop, from, to, result}: one step; ``result`` is ``"stop"`` (held by the dam
  at ``to``), ``"full"`` (full dam, passes), ``"empty"`` (no dam on the spot), ``"group"``
  (a powerhouse group) or ``"exit"``;
- ``usa.bonus`` {drop, group, basin, energy}: the USA ability.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from functools import lru_cache

from ..core.errors import InvalidData
from ..core.events import Event
from . import messages as msg
from .map import EXITS, HEADSTREAMS, base_map, river_next


@lru_cache(maxsize=1)
def _tables():
    g = base_map()
    kinds = dict(g.nodes(data="kind"))
    basins = dict(g.nodes(data="basin"))
    return river_next(), kinds, basins


def usa_ability_active(board, usa_powerhouses: int | None = None) -> bool:
    """True when the USA has built at least 3 powerhouses (its special ability)."""
    n = board.powerhouse_count("usa") if usa_powerhouses is None else usa_powerhouses
    return n >= 3


def usa_groups(board) -> frozenset[str]:
    """Powerhouse groups (``"PH8"`` …) where the USA has a powerhouse."""
    _, _, basins = _tables()
    return frozenset(f"PH{basins[spot]}" for spot, owner in board.powerhouses if owner == "usa")


class _Flow:
    """Mutable working copy used while drops move (never escapes this module)."""

    def __init__(self, board, usa_active: bool):
        self.board = board
        self.counts = dict(board.drops)
        self.dams = {spot: board.capacity(spot) for spot, _, _ in board.dams}
        self.owners = {spot: owner for spot, owner, _ in board.dams}
        self.exited = board.exited
        self.events: list[Event] = []
        self.usa = usa_groups(board) if usa_active else frozenset()
        self.usa_energy = 0
        self.next_drop = 1

    def run(self, start: str, *, leave: str | None = None) -> None:
        """Move one drop from ``start``; ``leave`` is the node it is taken from (if any)."""
        nxt, kinds, basins = _tables()
        events, counts, dams = self.events, self.counts, self.dams
        n = self.next_drop
        self.next_drop += 1
        if leave is not None:
            left = counts[leave] - 1
            if left:
                counts[leave] = left
            else:
                del counts[leave]
        place = msg.START_PLACES[kinds[start]].format(label=start, basin=basins[start])
        events.append(
            Event("drop.start", msg.EV_START.format(n=n, node=place), {"drop": n, "node": start})
        )
        node = start
        while True:
            step = nxt[node]
            if step in EXITS:
                self.exited += 1
                events.append(
                    Event(
                        "drop.move",
                        msg.EV_EXIT.format(n=n, exit=msg.EXIT_SHORT[step]),
                        {"drop": n, "from": node, "to": step, "result": "exit"},
                    )
                )
                return
            kind = kinds[step]
            if kind == "group":
                events.append(
                    Event(
                        "drop.move",
                        msg.EV_STEP.format(n=n, basin=basins[step]),
                        {"drop": n, "from": node, "to": step, "result": "group"},
                    )
                )
                if step in self.usa:
                    self.usa_energy += 1
                    events.append(
                        Event(
                            "usa.bonus",
                            msg.EV_USA.format(n=n, basin=basins[step]),
                            {"drop": n, "group": step, "basin": basins[step], "energy": 1},
                        )
                    )
            elif step in dams:
                held, cap = counts.get(step, 0), dams[step]
                if held < cap:
                    counts[step] = held + 1
                    owner = str(msg.OWNER_NAMES[self.owners[step]])  # plain: its text is kept
                    events.append(
                        Event(
                            "drop.move",
                            msg.EV_STOP.format(
                                n=n, node=step[1:], owner=owner, held=held + 1, capacity=cap
                            ),
                            {"drop": n, "from": node, "to": step, "result": "stop"},
                        )
                    )
                    return
                events.append(
                    Event(
                        "drop.move",
                        msg.EV_PASS_FULL.format(n=n, node=step[1:], held=held, capacity=cap),
                        {"drop": n, "from": node, "to": step, "result": "full"},
                    )
                )
            else:
                events.append(
                    Event(
                        "drop.move",
                        msg.EV_PASS_EMPTY.format(n=n, node=step[1:]),
                        {"drop": n, "from": node, "to": step, "result": "empty"},
                    )
                )
            node = step

    def result(self):
        drops = tuple(sorted(self.counts.items(), key=lambda item: _ORDER[item[0]]))
        return replace(self.board, drops=drops, exited=self.exited)


@lru_cache(maxsize=1)
def _order():
    return {node: i for i, node in enumerate(base_map().nodes)}


class _OrderProxy:
    def __getitem__(self, node):
        return _order()[node]


_ORDER = _OrderProxy()


def _check_headstreams(headstreams: Mapping[str, int]) -> None:
    if not isinstance(headstreams, Mapping):
        raise InvalidData(
            msg.UNKNOWN_SPOT.format(spot=headstreams, expected=msg.EXPECT_HEADSTREAM),
            field="headstreams",
        )
    for letter, n in headstreams.items():
        if letter not in HEADSTREAMS:
            raise InvalidData(
                msg.UNKNOWN_SPOT.format(spot=letter, expected=msg.EXPECT_HEADSTREAM),
                field=str(letter),
            )
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise InvalidData(msg.BAD_COUNT.format(n=n, node=letter), field=letter)


def flow_board(board, headstreams: Mapping[str, int], *, usa_powerhouses: int | None = None):
    """Round-end flow (see :meth:`Board.flow`). Returns ``(new_board, events)``."""
    _check_headstreams(headstreams)
    work = _Flow(board, usa_ability_active(board, usa_powerhouses))
    placed = []
    for letter in HEADSTREAMS:
        for _ in range(headstreams.get(letter, 0)):
            work.counts[letter] = work.counts.get(letter, 0) + 1
            placed.append(letter)
    for i, letter in enumerate(placed, start=1):
        work.events.append(
            Event(
                "drop.placed", msg.EV_PLACED.format(n=i, node=letter), {"drop": i, "node": letter}
            )
        )
    for letter in HEADSTREAMS:
        for _ in range(work.counts.get(letter, 0)):
            work.run(letter, leave=letter)
    return work.result(), work.events


def flow_single(board, headstream: str, *, usa_powerhouses: int | None = None):
    """Immediate flow of one drop placed on ``headstream`` (other headstream drops wait)."""
    if not isinstance(headstream, str):
        raise InvalidData(
            msg.UNKNOWN_SPOT.format(spot=headstream, expected=msg.EXPECT_HEADSTREAM),
            field="headstream",
        )
    _check_headstreams({headstream: 1})
    work = _Flow(board, usa_ability_active(board, usa_powerhouses))
    work.events.append(
        Event(
            "drop.placed",
            msg.EV_PLACED.format(n=1, node=headstream),
            {"drop": 1, "node": headstream},
        )
    )
    work.run(headstream)
    return work.result(), work.events


def flow_from(board, start: str, n: int, *, usa_powerhouses: int | None = None):
    """``n`` drops (not on the board) flowing on from ``start`` (used after a production:
    ``start`` is the powerhouse group where the drops were delivered)."""
    work = _Flow(board, usa_ability_active(board, usa_powerhouses))
    for _ in range(n):
        work.run(start)
    return work.result(), work.events, work.usa_energy


def usa_energy(events) -> int:
    """Total USA ability energy in a list of events."""
    return sum(e.data["energy"] for e in events if e.kind == "usa.bonus")


def drop_paths(events) -> dict[int, list[str]]:
    """``{drop number: [nodes visited]}`` from flow events (for drawing)."""
    paths: dict[int, list[str]] = {}
    for e in events:
        if e.kind == "drop.start":
            paths[e.data["drop"]] = [e.data["node"]]
        elif e.kind == "drop.move":
            paths.setdefault(e.data["drop"], [e.data["from"]]).append(e.data["to"])
    return paths


def final_places(events) -> dict[int, str]:
    """``{drop: dam spot or exit}`` where each drop ended."""
    out = {}
    for e in events:
        if e.kind == "drop.move" and e.data["result"] in ("stop", "exit"):
            out[e.data["drop"]] = e.data["to"]
    return out


def snapshots(board, events) -> list:
    """The board after each event of a flow or production (for animations).

    ``snapshots(b, events)[-1]`` is the board the flow returned. ``board`` is the board
    the flow or production started from (before ``drop.placed`` / ``production``).
    """
    counts = dict(board.drops)
    exited = board.exited
    out = []
    _, kinds, _ = _tables()
    for e in events:
        d = e.data
        if e.kind == "drop.placed":
            counts[d["node"]] = counts.get(d["node"], 0) + 1
        elif e.kind == "production":
            counts[d["dam"]] = counts.get(d["dam"], 0) - d["drops"]
        elif e.kind == "drop.start" and kinds[d["node"]] == "headstream":
            counts[d["node"]] -= 1
        elif e.kind == "drop.move":
            if d["result"] == "stop":
                counts[d["to"]] = counts.get(d["to"], 0) + 1
            elif d["result"] == "exit":
                exited += 1
        drops = tuple(
            sorted(((k, v) for k, v in counts.items() if v), key=lambda item: _ORDER[item[0]])
        )
        out.append(replace(board, drops=drops, exited=exited))
    return out
