"""Seismic's widgets: play against the computer, try placements, explore sections,
watch quakes and replay games.

Widgets never compute a rule: they list ``state.legal_moves()``, call ``play``,
``why_illegal``, ``sections`` and ``score``, and show the French answers.
Every widget can be driven headless (set ``.value`` of its controls, call
``.click()`` on its buttons).

The widgets live in modules by concern: :mod:`.table` (the game table and its launcher,
with :mod:`.choices` for a quake's choices on the drawing), :mod:`.labs` (the notebooks'
labs), :mod:`.score` (the score table), :mod:`.guided` (the guided first game) and :mod:`.common` (what they share); every name is
imported from here, as before.
"""

from .common import (
    BOARD_FLEX,
    BOARD_WIDTH,
    CHOICE_HEIGHT,
    CSS,
    EXPLANATION_HEIGHT,
    FINAL_HEIGHT,
    PICTURE_WIDTH,
    PNG_DPI,
    STEPPER_WIDTH,
    WIDTH,
    final_text,
    move_label,
    move_text,
    rot_label,
    status_text,
    tile_options,
    turn_summary,
)
from .guided import GuidedSeismic, SectionWhy, premiere_partie
from .labs import (
    ROW_SCALE,
    STRIP_WIDTH,
    MarkerExplorer,
    PlacementExplorer,
    SectionExplorer,
    TileCatalogue,
    compare_scores,
    quake_stepper,
    quake_strip,
    replay_stepper,
    row_picture,
    simulation_summary,
    story,
)
from .score import (
    ScoreExplorer,
    score_table,
    score_table_html,
    section_badges,
)
from .table import (
    GameLauncher,
    SeismicBoard,
    wall_picture,
)

__all__ = [
    "wall_picture",
    "BOARD_FLEX",
    "BOARD_WIDTH",
    "CHOICE_HEIGHT",
    "compare_scores",
    "CSS",
    "EXPLANATION_HEIGHT",
    "FINAL_HEIGHT",
    "final_text",
    "GameLauncher",
    "GuidedSeismic",
    "MarkerExplorer",
    "move_label",
    "move_text",
    "PICTURE_WIDTH",
    "PlacementExplorer",
    "PNG_DPI",
    "premiere_partie",
    "quake_stepper",
    "quake_strip",
    "replay_stepper",
    "rot_label",
    "row_picture",
    "ROW_SCALE",
    "score_table",
    "score_table_html",
    "ScoreExplorer",
    "section_badges",
    "SectionExplorer",
    "SectionWhy",
    "SeismicBoard",
    "simulation_summary",
    "status_text",
    "STEPPER_WIDTH",
    "story",
    "STRIP_WIDTH",
    "tile_options",
    "TileCatalogue",
    "turn_summary",
    "WIDTH",
]
