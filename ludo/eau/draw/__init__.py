"""Drawing Eau Cœur d'Essonne: the board, the pipes, the water, the leaks, circuits.

Drawing never changes a state. Pipes joined to the Régie are drawn in blue
(the water reaches them), the others in grey; each leak is a red triangle at the
pipe end (a red cross on a pierced pipe), so the board still reads in black
and white; a user the water reaches is framed in thick blue. Labels are in French (see :mod:`ludo.eau.messages`).

One module per concern, sharing one painter: :mod:`.paint` (colours, a cell, a tile's pipes,
leaks, names), :mod:`.board` (a position with matplotlib), :mod:`.svg` (the clickable board),
:mod:`.catalogue`, :mod:`.figures` and :mod:`.town` (the presentation's figures and maps),
:mod:`.cards` (the rule cards' pictures, ``CARD_PICTURES``); every name is imported from
here, as before.
"""

from .board import (
    draw_board,
    draw_event_cells,
    draw_preview,
    draw_water_strip,
    fast_png,
    repr_png,
    to_png,
    water_frames,
)
from .cards import CARD_PICTURES, card_board
from .catalogue import (
    CATALOGUE_ANGLE_PT,
    CATALOGUE_GROUP_PT,
    CATALOGUE_NAME_PT,
    CATALOGUE_PX,
    catalogue_rows,
    draw_catalogue,
)
from .figures import (
    board_graph_figure,
    break_figure,
    breaks_figure,
    circuit_figure,
    tree_and_grid_figure,
    water_animation_html,
)
from .paint import (
    CELL_PT,
    CIRCUIT,
    DRY,
    DX,
    DY,
    FILL,
    HATCH,
    LABEL_BOX,
    LABEL_CHARS,
    LABEL_SIZE,
    LABEL_WIDTH,
    LEAK,
    LEAK_BASE,
    LEAK_HALF,
    LEAK_TIP,
    MIN_SQUEEZE,
    NAME_DY,
    PT,
    WET,
    label_lines,
    label_size,
    leak_triangle,
    text_width,
)
from .svg import (
    VIEWBOX,
    board_svg,
    preview_svg,
)
from .town import (
    MAP_NUMBER_PT,
    day_figure,
    figure_with_text,
    repair_figure,
    value_map_figure,
)

__all__ = [
    "DRY",
    "WET",
    "LEAK",
    "CIRCUIT",
    "FILL",
    "HATCH",
    "DX",
    "DY",
    "LEAK_TIP",
    "LEAK_BASE",
    "LEAK_HALF",
    "leak_triangle",
    "LABEL_SIZE",
    "LABEL_WIDTH",
    "MIN_SQUEEZE",
    "LABEL_BOX",
    "NAME_DY",
    "LABEL_CHARS",
    "text_width",
    "label_lines",
    "label_size",
    "CELL_PT",
    "PT",
    "draw_board",
    "draw_preview",
    "fast_png",
    "to_png",
    "repr_png",
    "water_frames",
    "draw_event_cells",
    "draw_water_strip",
    "CATALOGUE_PX",
    "CATALOGUE_GROUP_PT",
    "CATALOGUE_NAME_PT",
    "CATALOGUE_ANGLE_PT",
    "catalogue_rows",
    "draw_catalogue",
    "tree_and_grid_figure",
    "board_graph_figure",
    "breaks_figure",
    "break_figure",
    "circuit_figure",
    "water_animation_html",
    "VIEWBOX",
    "board_svg",
    "preview_svg",
    "MAP_NUMBER_PT",
    "value_map_figure",
    "repair_figure",
    "day_figure",
    "figure_with_text",
    "CARD_PICTURES",
    "card_board",
]
