"""Widgets for the Barrage notebooks (ipywidgets, built on :mod:`ludo.widgets`), one module a concern.

- :mod:`.common`: the layout, styles and HTML helpers every lab shares;
- :mod:`.river`: the river labs (map explorer, water flow, production);
- :mod:`.works`: the construction labs (costs, construction wheel, company boards);
- :mod:`.game_labs`: the whole game's labs (action board, round scoring, objective, a round);
- :mod:`.table`: the game table (a whole game, each seat a person or a computer player),
  :mod:`.table_layout` (its style and the widgets of each of its parts), :mod:`.clickmap`
  beside it (its river map, played by clicking) and :mod:`.place_refusal` (why a place of
  the map offers no move); ``wall_picture`` and ``wall_text`` give the workshop's projector
  the table's map and its last turn summed up;
- :mod:`.automa_viewers`: Tesla's Automa (its tiles, its turns, its levels).

Widgets never compute a rule: they call the library (map queries, :meth:`Board.flow`,
:func:`produce`, :func:`construction_cost`, the wheel, the company board) and show its
answer, in French. Every widget can be driven headless (set ``.value``, ``.click()``).
Every name the notebooks import (``from ludo.barrage.ui import GameTable``) is here.
"""

from .automa_viewers import (
    TileViewer,
    TurnReplay,
    automa_turns,
    level_table,
    level_table_html,
    solo_game,
)
from .common import (
    GAME_STYLE,
    LAB_BOARD,
    PANEL_WIDTH,
    STEP_BOARD,
    STYLE,
    WIDTH,
    board_image,
    events_html,
    spot_label,
)
from .game_labs import (
    ActionBoardExplorer,
    ObjectiveLab,
    RoundScoringLab,
    companies_html,
    companies_png,
    contract_table_html,
    contracts_html,
    energy_ranking_html,
    game_picture,
    round_stepper,
    score_html,
    space_text,
    water_phase_frames,
    worked_examples_html,
)
from .guided import GuidedBarrage, premiere_partie
from .river import (
    FlowLab,
    MapExplorer,
    ProductionCalculator,
    areas_html,
    flow_stepper,
    map_summary_html,
    production_stepper,
)
from .table import (
    GameTable,
    wall_picture,
    wall_text,
)
from .table_layout import GAME_TABLE_STYLE
from .works import (
    CompaniesEditor,
    CostCalculator,
    WheelLab,
    cost_table_html,
    costs_html,
    incomes_html,
    wheel_stepper,
)

__all__ = [
    "wall_picture",
    "wall_text",
    "ActionBoardExplorer",
    "CompaniesEditor",
    "CostCalculator",
    "FlowLab",
    "GAME_STYLE",
    "GAME_TABLE_STYLE",
    "GameTable",
    "GuidedBarrage",
    "LAB_BOARD",
    "MapExplorer",
    "ObjectiveLab",
    "PANEL_WIDTH",
    "ProductionCalculator",
    "RoundScoringLab",
    "STEP_BOARD",
    "STYLE",
    "TileViewer",
    "TurnReplay",
    "WIDTH",
    "WheelLab",
    "areas_html",
    "automa_turns",
    "board_image",
    "companies_html",
    "companies_png",
    "contract_table_html",
    "contracts_html",
    "cost_table_html",
    "costs_html",
    "energy_ranking_html",
    "events_html",
    "flow_stepper",
    "game_picture",
    "incomes_html",
    "level_table",
    "level_table_html",
    "map_summary_html",
    "premiere_partie",
    "production_stepper",
    "round_stepper",
    "score_html",
    "solo_game",
    "space_text",
    "spot_label",
    "water_phase_frames",
    "wheel_stepper",
    "worked_examples_html",
]
