"""Barrage's scoring rules as pure functions (docs/decisions.md §5, §6, §7.3).

Each function returns numbers that carry their French explanation: :class:`Points` is an
``int`` with a ``text``; :class:`Reward` is a ``(credits, vp)`` tuple with a ``text``.
The game state (:mod:`ludo.barrage.game.state`) turns them into score-sheet lines.

Decisions (docs/decisions.md §12, each tested in ``tests/barrage/test_game_scoring.py``;
S1–S3 the rulebook turned out to settle: their cards are rules, under these ids):

- **S1** (the rulebook says so) round energy: a player with 0 energy takes no rank; a tie
  for first shares the 6 + 2 VP rounded up (2 tied → 4 each, 3 → 3, 4 → 2) and nobody is
  second; a tie for second gives 1 VP to each.
- **S2** (the rulebook says so) the energy track: a marker above 30 counts as 30 (the
  marker flipped to its « 30 » side) for the credits and the bonus tile; on 0 the player
  gets 3 credits and loses 3 VP. The credits are the reconstruction of §12 #19
  (``data/game.json``).
- **S3** (the rulebook says so) bonus tile: nothing under 6 energy; otherwise the tile's
  points minus 4 per section behind the round's section, never below 0.
- **S4** objective (§12 #5): ranks pay 15/10/5 (an Automa 20/15/10); tied players share
  the points of the ranks they occupy, rounded up; with two players only ranks 1–2 exist;
  a player under the tile's minimum (1 for the red-frame and connection tiles, as the
  summary card says) takes no rank.
- **S5** (§12 #4): the connection tile counts every Base, whatever its colour (the
  summary card's wording), linked by one of your conduits to one of your powerhouses.
- **S6** (§12 #6): « at most 5 » on the three-structures tile is flavour text, not a cap.
- **S7** ties in an objective between an Automa and a human: each tied player gets the
  average of the tied ranks on his own scale, rounded up.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ...core.errors import InvalidData
from ..map import base_map
from . import messages as msg
from .data import load_game_data


class Points(int):
    """An int of victory points carrying its French explanation ``text``.

    >>> p = Points(6, "premier")
    >>> p == 6, p.text
    (True, 'premier')
    """

    text: str

    def __new__(cls, value: int, text: str = ""):
        obj = super().__new__(cls, value)
        obj.text = text
        return obj

    def __reduce__(self):
        return (Points, (int(self), self.text))


class Reward(tuple):
    """A ``(credits, vp)`` pair carrying its French explanation ``text``."""

    text: str

    def __new__(cls, credits: int, vp: int, text: str = ""):
        obj = super().__new__(cls, (credits, vp))
        obj.text = text
        return obj

    @property
    def credits(self) -> int:
        return self[0]

    @property
    def vp(self) -> int:
        return self[1]

    def __reduce__(self):
        return (Reward, (self[0], self[1], self.text))


def _check_energies(energies) -> list[int]:
    values = list(energies)
    for e in values:
        if isinstance(e, bool) or not isinstance(e, int) or e < 0:
            raise InvalidData(msg.BAD_ENERGY.format(value=e), field="energies")
    return values


def round_energy_points(energies: Sequence[int]) -> tuple[Points, ...]:
    """Victory points of the round's energy ranking, one per player (in ``energies`` order).

    First 6 VP, second 2 VP; players with 0 energy score nothing; a tie for first shares
    8 VP rounded up and gives no second place; a tie for second gives 1 VP each.

    >>> round_energy_points([10, 5, 5, 0])
    (6, 1, 1, 0)
    >>> round_energy_points([7, 7, 3])
    (4, 4, 0)
    """
    values = _check_energies(energies)
    first, second = load_game_data().round_points
    positive = sorted({e for e in values if e > 0}, reverse=True)
    out = []
    top = positive[0] if positive else None
    top_n = values.count(top) if top is not None else 0
    runner = positive[1] if len(positive) > 1 and top_n == 1 else None
    runner_n = values.count(runner) if runner is not None else 0
    for e in values:
        if e == 0:
            out.append(Points(0, msg.ROUND_ZERO))
        elif e == top and top_n == 1:
            out.append(Points(first, msg.ROUND_FIRST.format(energy=e, vp=first)))
        elif e == top:
            vp = math.ceil((first + second) / top_n)
            out.append(Points(vp, msg.ROUND_FIRST_TIE.format(energy=e, n=top_n, vp=vp)))
        elif e == runner and runner_n == 1:
            out.append(Points(second, msg.ROUND_SECOND.format(energy=e, vp=second)))
        elif e == runner:
            out.append(Points(1, msg.ROUND_SECOND_TIE.format(energy=e, n=runner_n)))
        elif top is not None and top_n > 1 and e < top:
            out.append(Points(0, msg.ROUND_NO_SECOND.format(energy=e)))
        else:
            out.append(Points(0, msg.ROUND_NONE.format(energy=e)))
    return tuple(out)


def track_position(energy: int) -> int:
    """Where the marker counts: the energy, or 30 above 30 (the flipped marker)."""
    return min(_check_energies([energy])[0], load_game_data().track_top)


def energy_track_reward(energy: int, automa: bool = False) -> Reward:
    """``(credits, vp)`` earned at the round's scoring for ``energy`` on the track.

    The last credit square reached or passed pays; above 30 the marker counts as 30; on
    square 0 the player gets 3 credits and loses 3 VP. For an Automa (``automa``) the text
    says its credits are received as VP (G12).

    >>> energy_track_reward(0), energy_track_reward(10), energy_track_reward(45)
    ((3, -3), (4, 0), (8, 0))
    >>> energy_track_reward(10, automa=True).text.endswith("4 crédits, reçus en PV.")
    True
    """
    pos = track_position(energy)
    at, credits, vp = [s for s in load_game_data().track_credits if s[0] <= pos][-1]
    if energy == 0:
        zero = msg.TRACK_ZERO_AUTOMA if automa else msg.TRACK_ZERO
        text = zero.format(credits=credits, vp=-vp)
    elif energy > pos:
        text = msg.TRACK_ABOVE.format(energy=energy, top=pos, at=at, credits=credits)
    else:
        text = msg.TRACK_CREDITS.format(energy=energy, at=at, credits=credits)
    if automa and energy:
        text = msg.AS_VP.format(text=text.removesuffix("."))
    return Reward(credits, vp, text)


def sections_behind(round_number: int, energy: int) -> int | None:
    """Sections the marker is behind round ``round_number``'s (None under 6: no scoring)."""
    size = load_game_data().track_section
    pos = track_position(energy)
    if pos < size:
        return None
    return max(0, math.ceil((size * round_number - pos) / size))


def bonus_tile_points(round_number: int, energy: int, count: int, multiplier: int) -> Points:
    """Points of the round's bonus tile: ``count`` items worth ``multiplier`` each.

    Nothing under 6 energy; 4 VP less per section behind the round's; never negative.
    The rulebook's end of round 3 with the powerhouse tile (5 VP each):

    >>> bonus_tile_points(3, 18, 2, 5), bonus_tile_points(3, 12, 3, 5)
    (10, 11)
    >>> bonus_tile_points(3, 6, 1, 5), bonus_tile_points(3, 5, 3, 5)
    (0, 0)
    """
    if isinstance(round_number, bool) or round_number not in (1, 2, 3, 4, 5):
        raise InvalidData(msg.BAD_ROUND.format(value=round_number), field="round")
    for name, value in (("count", count), ("multiplier", multiplier)):
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise InvalidData(msg.BAD_COUNT.format(field=name, value=value), field=name)
    behind = sections_behind(round_number, energy)
    gross = count * multiplier
    if behind is None:
        return Points(0, msg.BONUS_NOT_ACTIVE.format(energy=energy))
    penalty = load_game_data().bonus_behind * behind
    vp = max(0, gross - penalty)
    if behind == 0:
        text = msg.BONUS_FULL.format(count=count, mult=multiplier, vp=vp, round=round_number)
    else:
        text = msg.BONUS_BEHIND.format(
            count=count, mult=multiplier, gross=gross, behind=behind, penalty=penalty, vp=vp
        )
    return Points(vp, text)


def objective_points(values: Sequence[int], automa=None, minimum: int = 0) -> tuple[Points, ...]:
    """Points of the objective tile, one per player (in ``values`` order).

    ``automa`` is a collection of the indexes of Automa players (20/15/10 instead of
    15/10/5). Tied players share the points of the ranks they occupy, rounded up.
    Players whose value is under ``minimum`` take no rank.

    >>> objective_points([6, 5, 3])
    (15, 10, 5)
    >>> objective_points([4, 4, 1, 1])
    (13, 13, 3, 3)
    """
    values = _check_energies(values)
    data = load_game_data()
    automa = set(automa or ())
    n = len(values)
    ranked = sorted((v for v in values if v >= minimum), reverse=True)
    out = []
    for i, v in enumerate(values):
        scale = data.objective_points_automa if i in automa else data.objective_points
        scale = tuple(scale) + (0,) * max(0, n - len(scale))
        if v < minimum:
            out.append(Points(0, msg.OBJ_MINIMUM.format(value=v, minimum=minimum)))
            continue
        start = ranked.index(v)
        tied = ranked.count(v)
        ranks = range(start, start + tied)
        pool = sum(scale[r] for r in ranks)
        vp = math.ceil(pool / tied)
        if tied == 1:
            text = msg.OBJ_RANK.format(value=v, rank=start + 1, vp=vp)
        else:
            text = msg.OBJ_TIE.format(
                value=v, n=tied, ranks=", ".join(str(r + 1) for r in ranks), pool=pool, vp=vp
            )
        out.append(Points(vp, text))
    return tuple(out)


def resources_points(credits: int, excavators: int, mixers: int) -> Points:
    """1 VP per full 5 resources in the supply (credits and machines mixed).

    >>> resources_points(7, 5, 3)
    3
    """
    total = credits + excavators + mixers
    per = load_game_data().resources_per_vp
    vp = total // per
    return Points(
        vp, msg.FINAL_RESOURCES.format(cr=credits, ex=excavators, mx=mixers, total=total, vp=vp)
    )


def drops_points(drops: int) -> Points:
    """1 VP per drop held in the player's own dams."""
    vp = drops * load_game_data().vp_per_drop
    return Points(vp, msg.FINAL_DROPS.format(n=drops, vp=vp))


# -- what the tiles count, on a Board ------------------------------------------------------
def objective_value(board, company: str, counts: str) -> int:
    """The quantity an objective tile counts for ``company`` on ``board`` (decisions S5, S6)."""
    g = base_map()
    spots = board.structures_of(company)
    if counts == "red_spots":
        return sum(
            1 for s in spots if g.nodes[s]["red"] and g.nodes[s]["kind"] in ("dam", "powerhouse")
        )
    pieces = []  # (spot, pieces)
    for spot, owner, level in board.dams:
        if owner == company:
            pieces.append((spot, level))
    for spot, owner in (*board.conduits, *board.powerhouses):
        if owner == company:
            pieces.append((spot, 1))
    if counts in ("most_area", "least_area"):
        per = {"mountain": 0, "hill": 0, "plain": 0}
        for spot, n in pieces:
            per[g.nodes[spot]["area"]] += n
        return max(per.values()) if counts == "most_area" else min(per.values())
    if counts in ("basins_one", "basins_three"):
        per_basin: dict = {}
        for spot, n in pieces:
            b = g.nodes[spot]["basin"]
            per_basin[b] = per_basin.get(b, 0) + n
        need = 1 if counts == "basins_one" else 3
        return sum(1 for v in per_basin.values() if v >= need)
    if counts == "connected_bases":
        count = 0
        for spot, _owner, _level in board.dams:
            basin = g.nodes[spot]["basin"]
            linked = False
            for conduit, owner in board.conduits:
                if owner != company or g.nodes[conduit]["basin"] != basin:
                    continue
                dest = g.nodes[conduit]["dest"]
                if any(o == company and g.nodes[p]["basin"] == dest for p, o in board.powerhouses):
                    linked = True
                    break
            count += linked
        return count
    raise ValueError(counts)
