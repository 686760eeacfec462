"""Tesla's Automa on the shared player protocol (``ludo.players("barrage")``).

The Automa has no choice to make: on an Automa seat the only legal move is ``automa``
(a whole turn decided by its tiles, see :mod:`.turn`). The player exists so that play-outs,
benchmarks and notebooks treat it like any other computer player; it registers itself
here, after the game's own players (:mod:`ludo.barrage` imports the Automa after the game).
"""

from __future__ import annotations

from ...core.errors import InvalidData
from ...core.players import register_player
from ..game.moves import AutomaTurn
from . import messages as msg


class AutomaPlayer:
    """Plays the Automa seats of a game created with ``automa=[...]``."""

    name = msg.PLAYER_AUTOMA

    def __init__(self, seed: int | None = None):
        self.seed = seed

    def choose(self, state):
        if state.current_player not in getattr(state, "automa", ()):
            raise InvalidData(msg.NOT_AN_AUTOMA_SEAT, field="player")
        return AutomaTurn()


register_player(
    "barrage",
    "automa",
    AutomaPlayer,
    name=msg.PLAYER_AUTOMA,
    description=msg.PLAYER_AUTOMA_TEXT,
)
