"""Tesla's Automa: the solo and extra opponent of Barrage (docs/decisions.md §11).

- :mod:`.tiles`: the 20 double-sided tiles, validated at load;
- :mod:`.criteria`: the criteria of the criteria side, as pure functions on the board;
- :mod:`.placement`: the structure-placement procedure, every step returned as data;
- :mod:`.actions`: each action of a tile, checked then done on the game's table;
- :mod:`.turn`: a whole turn and its explanation; :mod:`.steer`: Mahiri Sekibo's variant;
- :mod:`.player`: the Automa on the shared player protocol (« automa »).

Importing the package registers the Automa's answers with the game
(:func:`ludo.barrage.game.solo.register_automa`): the game never imports the Automa, and the
Automa reads and changes a game only through its typed door,
:class:`ludo.barrage.game.solo.AutomaTable`.
"""

from ..game.solo import AutomaRules, register_automa
from . import player, steer, turn
from .criteria import CRITERIA
from .placement import Placement, Step, candidate_spots, code_order, place_structure
from .tiles import AutomaTile, load_tiles, tile

register_automa(
    AutomaRules(
        new_deck=turn.new_deck,
        check_level=turn.check_level,
        play_turn=turn.play_turn,
        resolve_pending=turn.resolve_pending,
        steered=steer.steered,
        draw_tiles=steer.draw_tiles,
        tile_actions=steer.tile_actions,
    )
)

__all__ = [
    "CRITERIA",
    "AutomaTile",
    "Placement",
    "Step",
    "candidate_spots",
    "code_order",
    "load_tiles",
    "place_structure",
    "player",
    "steer",
    "tile",
    "turn",
]
