"""Tesla's Automa: the solo and extra opponent of Barrage (docs/decisions.md §11).

- :mod:`.tiles`: the 20 double-sided tiles, validated at load;
- :mod:`.criteria`: the criteria of the criteria side, as pure functions on the board;
- :mod:`.placement`: the structure-placement procedure, every step returned as data.
"""

from .criteria import CRITERIA
from .placement import Placement, Step, candidate_spots, code_order, place_structure
from .tiles import AutomaTile, load_tiles, tile

__all__ = [
    "CRITERIA",
    "AutomaTile",
    "Placement",
    "Step",
    "candidate_spots",
    "code_order",
    "load_tiles",
    "place_structure",
    "tile",
]
