"""Seismic's turns: a tile laid, the row refilled, quakes resolved, aftershocks, the end.

:func:`apply_move` takes a move known to be legal and plays everything that follows
it until a player has a decision to take: the Dilemme's second tile, the quake's
city or side, a Contrecoups turn, or the next player's tile. What happened is
recorded as :class:`~ludo.core.events.Event` data, in order.
"""

from __future__ import annotations

from bisect import bisect_left
from functools import lru_cache
from typing import TYPE_CHECKING

from ..core.events import Event
from ..core.hexgrid import DIRS
from ..core.speed import FrozenDict, remember
from ..core.state import Move, MoveList
from . import messages as msg
from .generation import PASS, cell_info, place_moves, rotations, turned
from .moves import ChooseCity, ChooseSide, Pass, Place, Rotate, cell_text, parse_move
from .phases import (
    AFTERSHOCK,
    CITY_CHOICE,
    OVER,
    PLACE,
    SECOND,
    SIDE_CHOICE,
    Aftershock,
    CityChoice,
    SideChoice,
)
from .quakes import fallen, hit_sides, ray_counts
from .sections import extend, shrink, side_key
from .tiles import is_quake

if TYPE_CHECKING:
    from .state import SeismicState

ROW_SIZE = 3


def apply_move(state: SeismicState, move: Move) -> SeismicState:
    """The state after ``move``, known legal, with the events of what followed."""
    events: list[Event] = []
    if isinstance(move, Place):
        return _apply_place(state, move, events)
    s = state._evolve(history=state.history + (move,), events=())
    if isinstance(move, Pass):
        if state.phase == SECOND:
            events.append(
                Event("dilemma.pass", msg.EV_DILEMMA_PASS.format(player=state.mover + 1), {})
            )
            return _end_turn(s, events)
        events.append(
            Event(
                "aftershock.pass",
                msg.EV_AFTERSHOCK_PASS.format(player=state.mover + 1),
                {"player": state.mover},
            )
        )
        after = state.pending
        assert isinstance(after, Aftershock)
        return _aftershock_next(s, events, after.players[1:], after.rotated)
    if isinstance(move, Rotate):
        after = state.pending
        assert isinstance(after, Aftershock)
        old = state.placed[move.cell]
        rot, moved = turned(state, move.cell, move.rot)
        placed = state.placed.set(move.cell, (old[0], rot))
        markers = {k: v for k, v in state.markers.items() if k[0] != move.cell}
        prev = state.__dict__.get("_analysis")
        if prev is not None:  # the tile leaves the table, then comes back turned
            g = state.geom
            without = dict(placed)
            del without[move.cell]
            lifted = shrink(prev, without, [move.cell], markers, g)
            crew = [(i, p) for (_c, i), p in moved.items()]
            a = extend(lifted, placed, move.cell, g, crew=crew)
        markers.update(moved)
        s = s._evolve(placed=placed, markers=FrozenDict(markers))
        if prev is not None:
            remember(s, "_analysis", a)
        turns = state.__dict__.get("_cell_rotations")
        if turns is not None:
            # the other tiles turn as before: a turn keeps every contact (S3), so even the
            # neighbours' lists stay; they are dropped with the turned tile's, to be safe
            near = {move.cell}
            near.update(n[2] for n in state.geom.neighbours(move.cell))
            remember(s, "_cell_rotations", {c: v for c, v in turns.items() if c not in near})
        events.append(
            Event(
                "tile.rotated",
                msg.EV_ROTATED.format(
                    player=state.mover + 1, cell=cell_text(move.cell), rot=move.rot
                ),
                {"player": state.mover, "cell": move.cell, "from": old[1], "to": move.rot},
            )
        )
        return _aftershock_next(s, events, after.players[1:], after.rotated | {move.cell})
    if isinstance(move, ChooseCity):
        choice = state.pending
        assert isinstance(choice, CityChoice)
        other = [c for c in choice.left if c != move.city]
        events.append(
            Event(
                "quake.city",
                msg.EV_CITY_CHOSEN.format(player=state.mover + 1, city=move.city + 1),
                {"city": move.city},
            )
        )
        return _quake_next(s, events, choice.magnitude, (move.city, *other), False)
    if isinstance(move, ChooseSide):
        p = state.pending
        assert isinstance(p, SideChoice)
        events.append(
            Event(
                "quake.side",
                msg.EV_SIDE_CHOSEN.format(player=state.mover + 1, side=msg.SIDE_NAMES[move.side]),
                {"side": move.side, "city": p.city},
            )
        )
        s, hit = _quake_hit(s, events, p.magnitude, p.city, move.side)
        return _quake_next(s, events, p.magnitude, p.left, p.any_hit or hit)
    raise AssertionError(move)  # pragma: no cover


def _done(s: SeismicState, events, **changes) -> SeismicState:
    return s._evolve(events=tuple(events), **changes)


def _apply_place(s: SeismicState, move: Place, events) -> SeismicState:
    p = s.mover
    g = s.geom
    placed = s.placed.set(move.cell, (move.tile, move.rot))
    row = list(s.row)
    row.remove(move.tile)
    changes = {
        "placed": placed,
        "row": tuple(row),
        "history": s.history + (move,),
        "events": (),
    }
    tile = g.tile[move.tile, move.rot]
    events.append(
        Event(
            "tile.placed",
            msg.EV_PLACED.format(
                player=p + 1, tile=tile.label, cell=cell_text(move.cell), rot=move.rot
            ),
            {"player": p, "cell": move.cell, "tile": move.tile, "rot": move.rot},
        )
    )
    if move.marker is not None:
        markers = s.markers.set((move.cell, move.marker), p)
        supply = list(s.supply)
        supply[p] -= 1
        changes["markers"] = markers
        changes["supply"] = tuple(supply)
        events.append(
            Event(
                "marker.placed",
                msg.EV_MARKER.format(player=p + 1, piece=move.marker, cell=cell_text(move.cell)),
                {"player": p, "cell": move.cell, "piece": move.marker},
            )
        )
    prev = s.analysis()
    prev_cells = s.__dict__.get("_cellinfo")
    prev_open = s.__dict__.get("_open_cells")
    prev_aligned = s.__dict__.get("_aligned")
    s = s._evolve(**changes)
    a = extend(prev, placed, move.cell, g, None if move.marker is None else (move.marker, p))
    remember(s, "_analysis", a)
    if prev_open is not None:
        if prev_aligned is not None and prev_aligned[0] is prev_open:
            # the candidate cells and what the moves on each depend on, side by side:
            # what the surroundings of untouched cells were, they still are
            _cells, infos, tables = prev_aligned
            remember(s, "_aligned", _aligned_after(prev_open, infos, tables, s, move.cell, a))
            remember(s, "_open_cells", s.__dict__["_aligned"][0])
        else:
            remember(s, "_open_cells", open_cells_after(prev_open, s, move.cell))
    if prev_cells is not None and "_aligned" not in s.__dict__:
        remember(s, "_cellinfo", _without(prev_cells, a.touched))
    seen = set()
    for i in range(len(tile.pieces)):
        r = a.half[side_key(move.cell, tile.pieces[i][0])]
        if r in seen:
            continue
        seen.add(r)
        roads, stubs, opens = a.info[r][:3]
        if not opens and stubs:
            value = roads + sum(v for _c, v in stubs)
            events.append(
                Event(
                    "section.completed",
                    _completed_text(roads, value),
                    {"cell": move.cell, "piece": i, "roads": roads, "value": value},
                )
            )
    if s.phase == PLACE and move.marker is None and s.has("dilemma") and s.row:
        s2 = s._evolve(phase=SECOND)
        moves = place_moves(s2, False, (PASS,))
        if len(moves) > 1:
            events.append(Event("dilemma.offer", msg.EV_DILEMMA_OFFER.format(player=p + 1), {}))
            out = _done(s2, events)
            remember(out, "_legal_cache", moves)
            return out
    return _end_turn(s, events)


@lru_cache(maxsize=1024)
def _completed_text(roads: int, value: int) -> str:
    """The French text of a completed section (its agreement worked out once)."""
    return msg.EV_COMPLETED.format(roads=roads, value=value)


@lru_cache(maxsize=256)
def _quake_done_text(m: int, side: int, n: int) -> str:
    """The French text of a quake's end (its agreement worked out once)."""
    return msg.EV_QUAKE_DONE.format(m=m, side=msg.SIDE_NAMES[side], n=n)


def _without(known: dict, cells) -> dict:
    """A copy of ``known`` without the keys ``cells`` (a few among many: copy, then drop)."""
    out = dict(known)
    pop = out.pop
    for c in cells:
        pop(c, None)
    return out


def _aligned_after(before: list, infos: list, tables: list, s: SeismicState, cell, a) -> tuple:
    """:func:`open_cells_after` with, aligned with the open cells, what the moves on
    each depend on and its signature's runs (:func:`~ludo.seismic.generation.cell_infos`):
    carried over for the cells around which nothing changed, worked out again for
    those ``a.touched``."""
    placed, cells = s.placed, s.cells
    g = s.geom
    mask = g.mask
    new = list(before)
    newinfo = list(infos)
    newtab = list(tables)
    at = bisect_left(new, cell)
    if at < len(new) and new[at] == cell:
        del new[at], newinfo[at], newtab[at]
    roads = mask[placed[cell]]
    for _i, bit, c, _ob, _o, _f in g.neighbours(cell):
        if roads & bit and c in cells and c not in placed:
            at = bisect_left(new, c)
            if at == len(new) or new[at] != c:
                new.insert(at, c)  # a neighbour of the tile: touched, filled below
                newinfo.insert(at, None)
                newtab.insert(at, None)
    need = s.require_road_contact
    neigh, half, info = g.neighbours, a.half, a.info
    size = len(new)
    for c in a.touched:
        if c in placed:
            continue
        at = bisect_left(new, c)
        if at < size and new[at] == c:
            ci = newinfo[at] = cell_info(g, need, neigh(c), placed, mask, half, info)
            newtab[at] = ci[5]
    return new, newinfo, newtab


def open_cells_after(before: list, s: SeismicState, cell) -> list:
    """The open cells of ``s`` (see :meth:`SeismicState.open_cells`), knowing those
    before its last tile was laid on ``cell`` (``before``).

    A tile laid closes the road ends facing its cell and opens its own roads facing
    empty cells of the table; every other road end stays as it was. Tested against
    the full computation, :meth:`SeismicState.find_open_cells`.
    """
    placed, cells = s.placed, s.cells
    q, r = cell
    mask = s.geom.mask[placed[cell]]
    new = list(before)
    at = bisect_left(new, cell)
    if at < len(new) and new[at] == cell:
        del new[at]
    for i, (dq, dr) in enumerate(DIRS):
        if mask >> i & 1:
            c = (q + dq, r + dr)
            if c in cells and c not in placed:
                at = bisect_left(new, c)
                if at == len(new) or new[at] != c:
                    new.insert(at, c)
    return new


def _end_turn(s: SeismicState, events) -> SeismicState:
    if not s.pile and not s.row:
        return _finish(s, events, "last_tile")
    if not s.open_cells():
        return _finish(s, events, "no_open_end")
    nxt = (s.turn + 1) % s.n_players
    events.append(Event("turn.start", msg.EV_TURN.format(player=nxt + 1), {"player": nxt}))
    return refill(s, events, {"turn": nxt, "actor": nxt, "phase": PLACE, "pending": None})


def _finish(s: SeismicState, events, reason: str) -> SeismicState:
    events.append(Event("game.over", msg.END_REASONS[reason], {"reason": reason}))
    return _done(s, events, phase=OVER, actor=None, pending=None, end_reason=reason)


def refill(s: SeismicState, events, start: dict | None = None) -> SeismicState:
    """Reveal tiles until 3 are face up, resolve quakes, discard unplayable rows (S10, S18).

    ``start``: the fields of a new turn (whose turn, who acts, the phase), set on ``s``
    with the first refill of the row (one state copy instead of two).
    """
    label = s.geom.tile
    while True:
        pile, row = s.pile, s.row
        while len(row) < ROW_SIZE and pile and not is_quake(pile[0]):
            tid = pile[0]
            pile, row = pile[1:], row + (tid,)
            events.append(
                Event(
                    "tile.revealed", msg.EV_REVEALED.format(tile=label[tid, 0].label), {"tile": tid}
                )
            )
        if len(row) < ROW_SIZE and pile:  # a quake on top of the pile
            tid = pile[0]
            m = int(tid[1:])
            s = s._evolve(pile=pile[1:], row=row, discard=s.discard + (tid,), **(start or {}))
            events.append(Event("quake.revealed", msg.EV_QUAKE.format(m=m), {"magnitude": m}))
            return _quake_start(s, events, m)
        changes: dict = {}
        if pile is not s.pile:
            changes["pile"], changes["row"] = pile, row
        if start is not None:
            changes.update(start)
            start = None
        elif s.phase != PLACE or s.actor != s.turn or s.pending is not None:
            changes.update(phase=PLACE, actor=s.turn, pending=None)
        if not row:
            return _finish(s._evolve(**changes) if changes else s, events, "last_tile")
        s = s._evolve(events=tuple(events), **changes)  # the events so far: done if a tile fits
        moves = place_moves(s, True)
        if moves:
            remember(s, "_legal_cache", moves)
            return s
        events.append(
            Event(
                "row.discarded", msg.EV_DISCARD_ROW.format(tiles=", ".join(s.row)), {"tiles": s.row}
            )
        )
        s = s._evolve(discard=s.discard + s.row, row=())
        if not s.pile:
            return _finish(s, events, "no_tile_fits")


def _quake_start(s: SeismicState, events, m: int) -> SeismicState:
    left = tuple(range(len(s.cities)))
    if len(left) > 1:
        hit = [c for c in left if hit_sides(ray_counts(s.placed, s.cells, s.cities[c]))]
        if len(hit) > 1:
            return _done(
                s,
                events,
                phase=CITY_CHOICE,
                actor=s.turn,
                pending=CityChoice(m, left),
            )
    return _quake_next(s, events, m, left, False)


def _quake_next(s: SeismicState, events, m: int, left: tuple, any_hit: bool) -> SeismicState:
    while left:
        c, left = left[0], left[1:]
        counts = ray_counts(s.placed, s.cells, s.cities[c])
        sides = hit_sides(counts)
        events.append(
            Event(
                "quake.counts",
                msg.EV_COUNTS.format(
                    city=msg.CITY_NAMES[len(s.cities) > 1][c],
                    counts=", ".join(f"{msg.SIDE_NAMES[i]} {n}" for i, n in enumerate(counts)),
                ),
                {"city": c, "counts": counts, "sides": sides},
            )
        )
        if not sides:
            events.append(Event("quake.nothing", msg.EV_QUAKE_NOTHING, {"city": c}))
            continue
        if len(sides) > 1:
            return _done(
                s,
                events,
                phase=SIDE_CHOICE,
                actor=s.turn,
                pending=SideChoice(m, c, left, tuple(sides), any_hit),
            )
        s, hit = _quake_hit(s, events, m, c, sides[0])
        any_hit = any_hit or hit
    if any_hit and s.has("aftershocks"):
        order = tuple((s.turn + k) % s.n_players for k in range(s.n_players))
        return _aftershock_next(s, events, order, frozenset())
    return refill(s._evolve(phase=PLACE, actor=s.turn, pending=None), events)


def _quake_hit(s: SeismicState, events, m: int, c: int, side: int):
    city = s.cities[c]
    cells = fallen(s.placed, s.cells, city, side, m, protected=frozenset(s.cities))
    placed = dict(s.placed)
    markers = dict(s.markers)
    supply = list(s.supply)
    destroyed = []
    for cell in cells:
        tid, rot = placed.pop(cell)
        back = []
        for key in [k for k in markers if k[0] == cell]:
            owner = markers.pop(key)
            supply[owner] += 1
            back.append(owner)
        destroyed.append(tid)
        events.append(
            Event(
                "tile.destroyed",
                msg.EV_DESTROYED.format(
                    tile=s.geom.tile[tid, rot].label,
                    cell=cell_text(cell),
                    markers=msg.EV_MARKERS_BACK.format(
                        n=len(back), players=", ".join(str(b + 1) for b in sorted(set(back)))
                    )
                    if back
                    else "",
                ),
                {"cell": cell, "tile": tid, "rot": rot, "markers": back},
            )
        )
    events.append(
        Event(
            "quake.done",
            _quake_done_text(m, side, len(cells)),
            {"magnitude": m, "city": c, "side": side, "cells": cells},
        )
    )
    log = s.quake_log + ((m, c, side, len(cells)),)
    if not cells:  # nothing fell: the table and its caches stay
        return s._evolve(quake_log=log), False
    prev = s.__dict__.get("_analysis")
    prev_cells = s.__dict__.get("_cellinfo")
    aligned = s.__dict__.get("_aligned")
    if aligned is not None:
        prev_cells = dict(zip(aligned[0], aligned[1], strict=True))
    s = s._evolve(
        placed=FrozenDict(placed),
        markers=FrozenDict(markers),
        supply=tuple(supply),
        discard=s.discard + tuple(destroyed),
        quake_log=log,
    )
    if prev is not None:  # only the sections that lost a tile are worked out again
        a = shrink(prev, s.placed, cells, s.markers, s.geom)
        remember(s, "_analysis", a)
        if prev_cells is not None:
            remember(s, "_cellinfo", _without(prev_cells, a.touched))
    return s, True


def _aftershock_next(s: SeismicState, events, players: tuple, rotated) -> SeismicState:
    while players:
        p = players[0]
        s2 = s._evolve(phase=AFTERSHOCK, actor=p, pending=Aftershock(players, rotated))
        moves = rotations(s2, rotated)
        if moves:
            events.append(
                Event(
                    "aftershock.offer", msg.EV_AFTERSHOCK_OFFER.format(player=p + 1), {"player": p}
                )
            )
            out = _done(s2, events)
            remember(out, "_legal_cache", MoveList(moves + [Pass()], parse_move))
            return out
        players = players[1:]
    return refill(s._evolve(phase=PLACE, actor=s.turn, pending=None), events)
