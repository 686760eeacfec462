"""Eau Cœur d'Essonne (Régie Eau Cœur d'Essonne, 2023): a cooperative drinking-water network.

>>> import ludo
>>> s = ludo.new("eau", players=4, seed=7)
>>> s.phase, s.current_player
('choose', 0)
>>> s.score().cooperative
True
"""

from ..core.registry import GameInfo, register
from .network import Leak, leaks, longest_circuit, water_front, water_reach
from .rules import Choose, EauState, Place, new_game, parse_move
from .scoring import EauScoreSheet, score
from .tiles import Tile, cell_name, load_diagonal, parse_cell

register(
    GameInfo(
        name="eau",
        title="Eau Cœur d'Essonne",
        new=new_game,
        players=(2, 3, 4, 5, 6),
        cooperative=True,
        chance=True,
    )
)
from . import players  # noqa: E402, F401  (registers ludo.players("eau"))

__all__ = [
    "Choose",
    "EauScoreSheet",
    "EauState",
    "Leak",
    "Place",
    "Tile",
    "cell_name",
    "leaks",
    "load_diagonal",
    "longest_circuit",
    "new_game",
    "parse_cell",
    "parse_move",
    "score",
    "water_front",
    "water_reach",
]
