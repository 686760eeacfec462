"""ludo — apprendre des jeux de société (et les réseaux d'eau) avec des carnets Jupyter.

The public face::

    import ludo
    s = ludo.new("atacama", players=2, seed=7)
    s = s.play("e5")
    s.score().total(0)
    bot = ludo.player("atacama", "greedy", seed=1)   # ludo.players("atacama") lists them
    states = ludo.play_out(s, bot)                   # every state to the end
"""

import importlib as _importlib

from .core import (
    Event,
    GameState,
    IllegalMove,
    InvalidData,
    LudoError,
    Move,
    Player,
    ScoreLine,
    ScoreSheet,
    from_json,
    game_info,
    games,
    new,
    play_out,
    player,
    players,
)

#: Game packages registered at import (each calls ``ludo.core.register``).
_GAME_MODULES = ("atacama", "barrage", "eau", "seismic")
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
    "Player",
    "ScoreLine",
    "ScoreSheet",
    "from_json",
    "game_info",
    "games",
    "new",
    "play_out",
    "player",
    "players",
]
