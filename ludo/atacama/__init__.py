"""Atacama (Martin Schlegel, Mücke Spiele 2013): wells on a 9×9 field of ores.

>>> import ludo
>>> s = ludo.new("atacama", players=2, seed=7)
>>> s = s.play("e5")
>>> "e6" in s.legal_moves()
False
"""

from ..core.registry import GameInfo, register
from .board import Board, Field, cell_name, parse_cell
from .rules import AtacamaState, Place, Role, TakeConcession, new_game, parse_move
from .scoring import score

register(
    GameInfo(
        name="atacama",
        title="Atacama",
        new=new_game,
        players=(2, 4),
        cooperative=False,
        chance=True,
    )
)
from . import players  # noqa: E402, F401  (registers ludo.players("atacama"))

__all__ = [
    "AtacamaState",
    "Board",
    "Field",
    "Place",
    "Role",
    "TakeConcession",
    "cell_name",
    "new_game",
    "parse_cell",
    "parse_move",
    "score",
]
