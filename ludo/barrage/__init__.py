"""Barrage (Cranio Creations, 2019): the river, the water, production and construction.

The river library: the base map as a networkx graph (:func:`base_map`), the immutable
:class:`Board` and its water flow (:meth:`Board.flow`), :func:`produce`,
:func:`construction_cost`, the construction wheel and the company boards. The whole game
(``ludo.new("barrage", players=2..4)``) is built on it in :mod:`.game` (decisions G1–G12,
scoring S1–S7), with the scoring rules exported here (:func:`round_energy_points`,
:func:`energy_track_reward`, :func:`bonus_tile_points`, :func:`objective_points`).
Nothing here imports matplotlib or ipywidgets (only :mod:`.draw` and :mod:`.ui` do).

Interpretation decisions, by id (each is applied in the module named, and tested); M2,
W2, P1 and C3 turned out to be the rulebook's own rules (« la règle le dit »), kept under
their ids:

- **M1** (:mod:`.map`): a basin's powerhouses stand on the river as one pass-through node,
  the powerhouse group ``PHn``, just upstream of the basin's dams.
- **M2** (:mod:`.map`): conduit spots are nodes; a dam reaches a powerhouse through a
  conduit (dam → conduit → powerhouse); a dam and a powerhouse of the same basin are never
  linked (the rulebook says so).
- **W1** (:mod:`.water`): at the end of a round the headstreams flow in the order A, B, C,
  D, one drop at a time (the final board does not depend on this order: property-tested).
- **W2** (:mod:`.water`): a drop already behind a dam never moves with the flow (the
  rulebook says so: only a production moves it).
- **W3** (:mod:`.board`, docs/decisions.md §3): a neutral dam always goes on the lower spot of the
  drawn basin.
- **W4** (docs/decisions.md §12 #21): the drop supply is unlimited.
- **P1**–**P7** (:mod:`.production`): the USA ability counts every natural entry into a
  basin where the USA has a powerhouse (not the production's delivery, yes in basins 11–12:
  the rulebook says so); no Viktor Fiesler minimum for Germany's second production; that
  second production may reuse the dam (our choice) but not the powerhouse; France's −3 is
  for every contract, national ones included, fulfilled by energy she produces (a tile's
  too: our choice); track-only energy stays out of ``energy``; unlimited drops; by default
  the powerhouses built are counted on the board.
- **C1**–**C4** (:mod:`.construction`): +3 credits on a red frame for every Base or
  Powerhouse, whatever brought it; officers' other ways to pay are alternatives; the wheel
  returns what reaches the open sector on each single rotation (the rulebook says so);
  company incomes are a reconstruction (``data/companies.json``).
"""

from .board import COMPANIES, OFFICERS, OWNERS, Board
from .construction import (
    CompanyBoard,
    ConstructionWheel,
    Cost,
    build,
    check_build,
    construction_cost,
    load_companies,
)
from .game import (
    bonus_tile_points,
    energy_track_reward,
    load_game_data,
    objective_points,
    officer_id,
    round_energy_points,
)
from .map import base_map, display_name, downstream, river_path, upstream
from .production import Payment, Production, possible_productions, produce, produce_second

__all__ = [
    "COMPANIES",
    "OFFICERS",
    "OWNERS",
    "Board",
    "CompanyBoard",
    "ConstructionWheel",
    "Cost",
    "Payment",
    "Production",
    "base_map",
    "bonus_tile_points",
    "build",
    "check_build",
    "construction_cost",
    "display_name",
    "downstream",
    "energy_track_reward",
    "load_companies",
    "load_game_data",
    "objective_points",
    "officer_id",
    "possible_productions",
    "produce",
    "produce_second",
    "river_path",
    "round_energy_points",
    "upstream",
]

# Tesla's Automa is built on the game and registers itself with it (ludo.barrage.game.solo):
# imported here, after the game, so that ``import ludo`` plays solo games.
from . import automa  # noqa: E402, F401
