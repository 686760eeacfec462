"""The water phase of a round's end on the game table (issue 21 §3): one picture of the
drops' paths (where each stopped, which dams held water, how many left the board), and on
request « Voir l'eau couler goutte à goutte »: a :class:`~ludo.widgets.Stepper` (Play,
slider) stepping through frames the library computes
(:func:`~ludo.barrage.draw.map.flow_frames`, from the flow's own events): one frame to
start, then one per drop, the last one the board the flow returned.

The board before the flow is in the round's ``water.phase`` event (as data); the flow's
events follow it up to ``scoring`` (:func:`ludo.barrage.game.phases.end_round`): nothing
is flowed again here.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass, replace

import ipywidgets as W

from ...core.events import Event
from ...widgets import Stepper
from ...widgets.style import CONTROL
from .. import messages as rmsg
from ..board import Board
from ..draw.map import flow_frames, water_phase_png


@dataclass(frozen=True)
class WaterPhase:
    """A round's water phase: the board before it (no drop counted off the board yet), the
    flow's events, the round, and the phase's French heading (the text of its
    ``water.phase`` event)."""

    board: Board
    events: tuple[Event, ...]
    round: int
    heading: str = ""

    def drops(self) -> int:
        """How many drops flowed."""
        return sum(1 for e in self.events if e.kind == "drop.start")

    def frames(self, lazy: bool = True) -> tuple[list, list]:
        """The animation's frames and texts (:func:`flow_frames`, one per drop after the
        first, the starting board)."""
        title = str(rmsg.WATER_ANIMATE_TITLE.format(round=self.round))
        return flow_frames(self.board, list(self.events), title=title, lazy=lazy)


def water_phase(events: Sequence[Event] | None) -> WaterPhase | None:
    """The last water phase recorded in ``events`` (a move's events, or a few moves'),
    None when they end no round."""
    if not events:
        return None
    starts = [i for i, e in enumerate(events) if e.kind == "water.phase"]
    if not starts:
        return None
    start = starts[-1]
    end = next((i for i in range(start + 1, len(events)) if events[i].kind == "scoring"), None)
    end = len(events) if end is None else end
    head = events[start]
    # the drops gone off the board before this phase (earlier rounds, productions) are not
    # this phase's: the picture and the animation count this phase's alone, as the round's
    # summary does (« 2 sorties du plateau »), never the game's total
    return WaterPhase(
        replace(Board.from_dict(head.data["board"]), exited=0),
        tuple(events[start + 1 : end]),
        head.data["round"],
        head.text,
    )


class WaterShow(W.VBox):
    """The game table's water block: hidden until a round ends; then its picture, and the
    animation on request (« Voir l'eau couler goutte à goutte », a toggle)."""

    def __init__(self):
        self.phase: WaterPhase | None = None
        self.heading = W.HTML()
        self.picture = W.Image(format="png", layout=W.Layout(width="100%", height="auto"))
        self.picture.add_class("barrage-water-picture")
        self.animate = W.ToggleButton(
            description=rmsg.WATER_ANIMATE, layout=W.Layout(width="auto"), icon=""
        )
        self.animate.add_class("barrage-water-animate")
        self.stepper: Stepper | None = None
        self.animation = W.VBox()
        super().__init__([self.heading, self.picture, self.animate, self.animation])
        self.add_class("barrage-water")
        self.layout.display = "none"
        self.animate.observe(lambda _: self._animate(), names="value")

    def show(self, phase: WaterPhase | None) -> None:
        """Show ``phase`` (None: hide the block)."""
        self.phase = phase
        self.animate.value = False
        self.animation.children = ()
        self.stepper = None
        if phase is None:
            self.layout.display = "none"
            return
        self.layout.display = None
        title = html.escape(str(rmsg.WATER_SHOW_TITLE.format(round=phase.round)), quote=False)
        note = rmsg.WATER_SHOW_NOTE  # the sentence of the water is the round's block's
        self.heading.value = (
            f"<b style='font-size:{CONTROL}'>{title}</b><p style='margin:2px 0'>"
            f"{html.escape(str(note), quote=False)}</p>"
        )
        self.picture.value = water_phase_png(phase.board, list(phase.events))

    def _animate(self) -> None:
        if not self.animate.value or self.phase is None:
            self.animation.children = ()
            self.stepper = None
            return
        frames, texts = self.phase.frames()
        self.stepper = Stepper(frames, texts, interval=700, width="100%")
        self.stepper.add_class("barrage-water-steps")
        self.animation.children = (self.stepper,)


__all__ = ["WaterPhase", "WaterShow", "water_phase"]
