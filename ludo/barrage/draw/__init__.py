"""Drawing Barrage, one module a picture sharing one painter: a schematic of the real map,
readable on a projector.

The three areas are bands from top to bottom (mountains, hills, plains); each basin is a
box with its powerhouse spots on top, its upper (U) and lower (L) dam spots, and its
conduit spots (value → destination basin) at the bottom. Rivers are blue lines, conduits
grey dashed arrows (coloured and solid once built). Structures show their owner's colour
and initials (so a black-and-white print still tells them apart), dams show their level
as cells and their drops as blue discs. Any set of nodes or edges can be highlighted.

Drawing never changes a board.

- :mod:`.canvas`: the shared painter (colours, sizes, a two-layer figure, fast PNGs);
- :mod:`.map`: the river map; :mod:`.company`: the construction wheel and company board;
- :mod:`.action_board` and :mod:`.energy_track`: the whole game's other pictures;
  :mod:`.game`: the three together for the game table;
- :mod:`.figures`: the presentation's figures and the Automa's placement;
  :mod:`.automa_tile`: the Automa's tiles, both sides.

Every name of the former single module is here (``ludo.barrage.draw.board_png``).
"""

from . import card_decisions, card_rules
from .action_board import (
    BOARD_DPI,
    CELL_W,
    ROW_H,
    SECTION_COLOURS,
    SECTION_LAYOUT,
    ActionBoardPainter,
    action_board_png,
    action_painter,
    draw_action_board,
)
from .automa_tile import automa_tile_png, draw_automa_tile
from .canvas import (
    AREA_FILL,
    DAM_LEFT,
    DPI,
    HIGHLIGHT,
    MAP_BASIN,
    MAP_LABEL,
    MAP_OWNER,
    OWNER_COLOURS,
    RED,
    RIVER,
    STATIC_DPI,
    TEXT_ON,
    WATER,
    WHEEL_DPI,
    LayeredPicture,
    PainterCache,
    crop_box,
    fast_png,
    image_png,
    rgb_array,
)
from .company import (
    CompanyPainter,
    WheelPainter,
    company_painter,
    company_png,
    draw_company,
    draw_wheel,
    wheel_png,
)
from .energy_track import (
    TrackPainter,
    draw_energy_track,
    energy_track_png,
    track_key,
    track_painter,
)
from .figures import (
    automa_spots_and_title,
    cascade_figure,
    flow_animation_html,
    model_figure,
    placement_figure,
    placement_png,
    plants_figure,
)
from .game import (
    OVERVIEW_DPI,
    game_image,
    game_images,
    game_part_png,
    game_pngs,
)
from .map import (
    BOX_H,
    BOX_W,
    HEAD_Y,
    XLIM,
    Y_ROW,
    YLIM,
    Painter,
    X,
    animation_html,
    basin_centre,
    board_png,
    draw_board,
    flow_frames,
    map_positions,
    owned_box,
    painter,
    positions,
    to_png,
)

#: The drawings the rule cards' examples name (``ludo/barrage/cards/*.toml``).
CARD_PICTURES = {**card_rules.PICTURES, **card_decisions.PICTURES}

__all__ = [
    "CARD_PICTURES",
    "automa_tile_png",
    "draw_automa_tile",
    "AREA_FILL",
    "ActionBoardPainter",
    "BOX_H",
    "BOX_W",
    "BOARD_DPI",
    "CELL_W",
    "CompanyPainter",
    "DAM_LEFT",
    "DPI",
    "HEAD_Y",
    "HIGHLIGHT",
    "LayeredPicture",
    "MAP_BASIN",
    "MAP_LABEL",
    "MAP_OWNER",
    "OVERVIEW_DPI",
    "OWNER_COLOURS",
    "Painter",
    "PainterCache",
    "RED",
    "RIVER",
    "ROW_H",
    "SECTION_COLOURS",
    "SECTION_LAYOUT",
    "STATIC_DPI",
    "TEXT_ON",
    "TrackPainter",
    "WATER",
    "WHEEL_DPI",
    "WheelPainter",
    "X",
    "XLIM",
    "YLIM",
    "Y_ROW",
    "action_board_png",
    "action_painter",
    "animation_html",
    "automa_spots_and_title",
    "basin_centre",
    "board_png",
    "cascade_figure",
    "company_painter",
    "company_png",
    "crop_box",
    "draw_action_board",
    "draw_board",
    "draw_company",
    "draw_energy_track",
    "draw_wheel",
    "energy_track_png",
    "fast_png",
    "flow_animation_html",
    "flow_frames",
    "game_image",
    "game_images",
    "game_part_png",
    "game_pngs",
    "image_png",
    "map_positions",
    "model_figure",
    "owned_box",
    "painter",
    "placement_figure",
    "placement_png",
    "plants_figure",
    "positions",
    "rgb_array",
    "to_png",
    "track_key",
    "track_painter",
    "wheel_png",
]
