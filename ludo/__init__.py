"""ludo — apprendre des jeux de société (et les réseaux d'eau) avec des carnets Jupyter.

The public face::

    import ludo
    s = ludo.new("atacama", players=2, seed=7)
    s = s.play("e5")
    s.score().total(0)
    bot = ludo.player("atacama", "greedy", seed=1)   # ludo.players("atacama") lists them
    states = ludo.play_out(s, bot)                   # every state to the end
    end = ludo.final_state(s, bot)                   # only the last one (simulations)
"""

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
    final_state,
    from_json,
    game_info,
    games,
    new,
    play_out,
    player,
    players,
)
from .core.registry import declare as _declare
from .core.registry import game_module as _game_module

#: The game packages. They are imported on first use, not here: ``ludo.new("eau")``,
#: ``ludo.players("eau")``, ``ludo.from_json(...)`` of an Eau save or ``ludo.eau``
#: import ``ludo.eau`` (which registers itself), so a notebook about one game does not
#: load the other three (« make bench-atelier », « python -X importtime -c 'import ludo' »).
_GAME_MODULES = ("atacama", "barrage", "eau", "seismic")
for _name in _GAME_MODULES:
    _declare(_name, f"ludo.{_name}")


def __getattr__(name: str):
    """``ludo.seismic`` and the other game packages, imported on first access (by the
    registry, which imports a declared game's package on first use)."""
    if name in _GAME_MODULES:
        return _game_module(name)
    raise AttributeError(f"module 'ludo' has no attribute {name!r}")


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
    "final_state",
    "from_json",
    "game_info",
    "games",
    "new",
    "play_out",
    "player",
    "players",
]
