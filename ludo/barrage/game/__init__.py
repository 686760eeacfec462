"""The base game of Barrage (2–4 players) on top of the river library (``ludo.barrage``).

- :mod:`.data`: the game's facts (``data/game.json``), validated at load;
- :mod:`.scoring`: the scoring rules as pure functions with French explanations;
- :mod:`.state` (the state and its protocol, with the game's decisions G1–G14),
  :mod:`.companies`, :mod:`.generation` (legal moves), :mod:`.effects` (applying a move),
  :mod:`.phases` (the round), :mod:`.refusals`, :mod:`.setup`, :mod:`.moves`;
- :mod:`.solo`: the seam with Tesla's Automa (its typed door, ``AutomaTable``);
- computer players: :mod:`.players`, :mod:`.strategist`, :mod:`.planner`.
"""

from .data import GameData, load_game_data, officer_id
from .scoring import (
    Points,
    Reward,
    bonus_tile_points,
    drops_points,
    energy_track_reward,
    objective_points,
    objective_value,
    resources_points,
    round_energy_points,
)

__all__ = [
    "GameData",
    "Points",
    "Reward",
    "bonus_tile_points",
    "drops_points",
    "energy_track_reward",
    "load_game_data",
    "objective_points",
    "objective_value",
    "officer_id",
    "resources_points",
    "round_energy_points",
]

from ...core.registry import GameInfo, register  # noqa: E402
from .moves import parse_move  # noqa: E402
from .setup import new_game  # noqa: E402
from .state import BarrageState  # noqa: E402

register(
    GameInfo(
        name="barrage",
        title="Barrage",
        new=new_game,
        # the seats, an Automa's included (the rulebook sets a game up by its number of
        # players, Automa included): a solo game is 2 seats, one of them ``automa=[1]``
        players=(2, 3, 4),
        cooperative=False,
        chance=True,
    )
)
__all__ += ["BarrageState", "new_game", "parse_move"]

from . import players  # noqa: E402, F401  (registers ludo.players("barrage"))
