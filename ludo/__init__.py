"""ludo — apprendre des jeux de société (et les réseaux d'eau) avec des carnets Jupyter.

The public face::

    import ludo
    s = ludo.new("atacama", players=2, seed=7)
    s = s.play("e5")
    s.score().total(0)
"""

import importlib as _importlib

from .core import (
    Event,
    GameState,
    IllegalMove,
    InvalidData,
    LudoError,
    Move,
    ScoreLine,
    ScoreSheet,
    from_json,
    game_info,
    games,
    new,
)

#: Game packages registered at import (each calls ``ludo.core.register``).
_GAME_MODULES = ("atacama", "eau", "seismic")
for _name in _GAME_MODULES:
    _importlib.import_module(f"ludo.{_name}")

__version__ = "0.1.0"

__all__ = [
    "Event",
    "GameState",
    "IllegalMove",
    "InvalidData",
    "LudoError",
    "Move",
    "ScoreLine",
    "ScoreSheet",
    "from_json",
    "game_info",
    "games",
    "new",
]
