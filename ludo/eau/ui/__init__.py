"""Widgets of Eau Cœur d'Essonne (ipywidgets): play, explore leaks and circuits.

Widgets never compute a rule: they ask the engine (legal moves, leaks, the
longest circuit, the helper) and show its answer in French.

* :class:`EauGame` — a whole cooperative game by clicks (Voilà-friendly).
* :class:`GuidedEau` — the guided first game (:func:`premiere_partie`).
* :class:`LeakExplorer` — example boards, every leak listed and drawn.
* :class:`CircuitExplorer` — the longest circuit, bridges, what a break cuts off.
* :func:`water_stepper`, :func:`rounds_stepper` — steppers over a game.

The widgets live in modules by concern: :mod:`.game` (the game table), :mod:`.guided`
(the guided first game's table), :mod:`.labs` (the
notebooks' labs) and :mod:`.common` (what they share); every name is imported from here,
as before.
"""

from ...widgets import say
from .common import (
    BOARD_FLEX,
    BOARD_WIDTH,
    CONTROLS_FLEX,
    DPI,
    board_image,
    figure_image,
    leak_table_html,
    score_html,
    static_figure,
)
from .game import (
    EauGame,
    wall_picture,
)
from .guided import GuidedEau, premiere_partie
from .labs import (
    CircuitExplorer,
    LeakExplorer,
    before_after,
    diagonal_note,
    leak_view,
    robustness_table,
    rounds_stepper,
    score_panel,
    water_stepper,
    water_steps,
    water_strip,
)

__all__ = [
    "wall_picture",
    "say",  # re-exported: the notebooks call ui.say
    "DPI",
    "BOARD_WIDTH",
    "BOARD_FLEX",
    "CONTROLS_FLEX",
    "leak_table_html",
    "score_html",
    "figure_image",
    "static_figure",
    "board_image",
    "EauGame",
    "GuidedEau",
    "premiere_partie",
    "LeakExplorer",
    "CircuitExplorer",
    "water_steps",
    "water_stepper",
    "rounds_stepper",
    "before_after",
    "score_panel",
    "water_strip",
    "leak_view",
    "diagonal_note",
    "robustness_table",
]
