"""The end of a Barrage round as one summary, read back from the events it recorded.

When the last engineer of a round is placed, the round's end runs by itself
(:func:`ludo.barrage.game.phases.end_round`): the water flows, then the scoring (the energy
ranking, the energy track's credits — and −3 VP on square 0 —, the bonus tile; after
round 5 the final scoring), then the new turn order. Each of these records an event;
:func:`round_summary` turns those events into a :class:`RoundSummary` — the water phase in
one sentence (the drop-by-drop lines kept aside), the scoring lines grouped by part, each
saying who gains what and why, and the new order — for the game table to show as one block.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from ...core.events import Event
from ..map import spot_name
from ..water import final_places
from . import messages as msg

#: The parts of the scoring, in the order the rules score them.
PARTS = ("energy", "track", "bonus", "final")


@dataclass(frozen=True)
class Line:
    """One scoring line: company ``seat`` (named ``who``) gains ``vp`` and ``credits`` because
    of ``why``; ``text`` is the whole French sentence."""

    seat: int
    who: str
    vp: int
    credits: int
    why: str
    text: str


@dataclass(frozen=True)
class Part:
    """One part of the scoring (``key`` in :data:`PARTS`), its French ``title``, its lines."""

    key: str
    title: str
    lines: tuple[Line, ...]


@dataclass(frozen=True)
class RoundSummary:
    """The end of round ``round``: ``water`` (one sentence) and its ``drops`` (the events'
    texts, drop by drop), the scoring ``parts``, the new turn ``order`` (seats; empty after
    the last round) and ``order_text``."""

    round: int
    title: str
    water: str
    drops: tuple[str, ...]
    parts: tuple[Part, ...]
    order: tuple[int, ...]
    order_text: str

    def vp(self, seat: int) -> int:
        """The VP ``seat`` gained (or lost) at this round's end."""
        return sum(line.vp for part in self.parts for line in part.lines if line.seat == seat)

    def credits(self, seat: int) -> int:
        """The credits ``seat`` gained at this round's end."""
        return sum(line.credits for part in self.parts for line in part.lines if line.seat == seat)


def water_sentence(events: Sequence[Event]) -> str:
    """The water phase in one French sentence: how many drops flowed, where they stopped.

    >>> from ludo.core.events import Event
    >>> water_sentence([])
    "L'eau : aucune goutte ne coulait des sources cette manche."
    >>> moves = [Event("drop.move", "", {"drop": 1, "from": "5U", "to": "5L", "result": "stop"}),
    ...          Event("drop.move", "", {"drop": 2, "from": "9L", "to": "EXIT_L", "result": "exit"})]
    >>> water_sentence(moves)
    "L'eau : 2 gouttes parties des sources — 1 retenue au barrage 5L, 1 sortie du plateau."
    """
    ends = final_places(events)
    if not ends:
        return str(msg.WATER_NONE)
    held = Counter(place for place in ends.values() if not place.startswith("EXIT"))
    parts = [msg.WATER_HELD.format(n=n, dam=spot_name(dam)) for dam, n in held.items()]
    exited = sum(1 for place in ends.values() if place.startswith("EXIT"))
    if exited:
        parts.append(msg.WATER_EXITED.format(n=exited))
    return str(msg.WATER_SUMMARY.format(n=len(ends), parts=", ".join(parts)))


def round_summary(events: Sequence[Event]) -> RoundSummary | None:
    """The summary of the round's end recorded in ``events`` (a move's events), or None
    when that move did not end a round."""
    kinds = [e.kind for e in events]
    if "water.phase" not in kinds:
        return None
    start = kinds.index("water.phase")
    scoring = kinds.index("scoring", start)
    water = events[start + 1 : scoring]
    parts: dict[str, tuple[str, list[Line]]] = {}
    order: tuple[int, ...] = ()
    order_text = ""
    for e in events[scoring:]:
        if e.kind == "round.line":
            d = e.data
            line = Line(d["seat"], d["who"], d["vp"], d["credits"], d["why"], e.text)
            parts.setdefault(d["part"], (d["title"], []))[1].append(line)
        elif e.kind == "round.order":
            order, order_text = tuple(e.data["order"]), e.text
            break
        elif e.kind == "over":
            break
    round_number = events[start].data["round"]
    title = msg.GAME_END_TITLE if round_number == 5 else msg.ROUND_END_TITLE
    return RoundSummary(
        round=round_number,
        title=str(title.format(round=round_number)),
        water=water_sentence(water),
        drops=tuple(e.text for e in water),
        parts=tuple(
            Part(key, parts[key][0], tuple(parts[key][1])) for key in PARTS if key in parts
        ),
        order=order,
        order_text=order_text,
    )
