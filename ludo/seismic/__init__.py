"""Seismic (Ted Alspach, Atlas Games 2006): highways around San Andreas, and quakes.

>>> import ludo
>>> s = ludo.new("seismic", players=2, seed=1)
>>> s.current_player, len(s.row)
(0, 3)
>>> s2 = s.play(s.legal_moves()[0])
>>> len(s2.placed) - len(s.placed)
1
"""

from ..core.registry import GameInfo, register
from .moves import ChooseCity, ChooseSide, Pass, Place, Rotate, parse_move
from .scoring import score
from .setup import new_game
from .state import SeismicState
from .tiles import Manifest, Tile, default_manifest, load_manifest

register(
    GameInfo(
        name="seismic",
        title="Seismic",
        new=new_game,
        players=(2, 3, 4),
        cooperative=False,
        chance=True,
    )
)
from . import players  # noqa: E402, F401  (registers ludo.players("seismic"))

__all__ = [
    "ChooseCity",
    "ChooseSide",
    "Manifest",
    "Pass",
    "Place",
    "Rotate",
    "SeismicState",
    "Tile",
    "default_manifest",
    "load_manifest",
    "new_game",
    "parse_move",
    "score",
]
