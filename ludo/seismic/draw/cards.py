"""The pictures of the rule cards (« Pourquoi ? », ``ludo/seismic/cards/``) that the
table's drawing alone does not make: a tile refused where it was tried, the crews a tried
tile may take, a quake's six rays, a row of labelled hexagons; and :data:`CARD_PICTURES`,
the drawings an example of ``cards/*.toml`` names, small adapters from its options
(notation, TOML lists) to these pictures. Each draws the position it is given.
"""

from __future__ import annotations

from ...viz.hexes import hex_row_figure
from ..naming import quake_tile_words
from ..tiles import default_manifest
from .paint import piece_anchor
from .quakes import quake_frames, quake_strip, quake_view
from .table import draw
from .tiles import row_figure, tiles_figure

REFUSED = "#D55E00"  # the tried tile's roads, as the placement explorer shows a refusal
FREE = "#56B4E9"  # a piece that may take a crew
TAKEN = "#F0E442"  # a section that already has one
RING = "#0072B2"


def refused_tile(state, move):
    """``state``'s table with the tile of ``move`` tried on its cell, refused: its roads in
    orange, the cell crossed and outlined, the cells' addresses written."""
    shown = state.preview(move, check=False)
    pieces = state.geom.pieces[move.tile, move.rot]
    return draw(
        shown,
        highlight={(move.cell, i): REFUSED for i in range(len(pieces))},
        bad=(move.cell,),
        outline=(move.cell,),
        coords=True,
    )


def crew_choice(state, move, zoom: int = 1):
    """The tile of ``move`` (a legal placement) tried on the table: each section that
    already has a crew and that one of its pieces would join in yellow, each piece that
    may still take a crew in light blue with a ring."""
    shown = state.preview(move)
    free = set(state.markable(move.tile, move.cell, move.rot))
    pieces = state.geom.pieces[move.tile, move.rot]
    highlight = {}
    for i in range(len(pieces)):
        if i in free:
            highlight[move.cell, i] = FREE
            continue
        section = next(x for x in shown.sections() if (move.cell, i) in x.pieces)
        for key in section.pieces:
            highlight.setdefault(key, TAKEN)
    return draw(
        shown,
        zoom=zoom,
        highlight=highlight,
        outline=(move.cell,),
        spots=[piece_anchor(move.cell, pieces[i]) for i in sorted(free)],
        spot_colour=RING,
    )


def quake_rays(before, after):
    """The first picture of the quake that ``after`` records: the six rays from San
    Andreas, each with its count, the side hit (or the tied sides) in vermillion."""
    make, _text = quake_frames(before, after, view=quake_view(before))[0]
    return make()


def hex_row(cells):
    """Hexagons side by side, each ``(word on top, big text, caption)``: quake tiles, the
    piles of the setup (:func:`ludo.viz.hexes.hex_row_figure`)."""
    return hex_row_figure(cells)


# -- the rule cards' examples (ludo/seismic/cards/*.toml): small adapters ---------------------
# Words drawn in the pictures of the piles.
ROTATION_TITLE = "r{k}"
BOTTOM_TOP = "tuile"
BOTTOM_ROAD = "–"
BOTTOM_CAPTION = "{n}e tuile"
BOTTOM_LAST = "{n}e, la dernière"
MIX_TOP = "mélange"
MIX_CAPTION = "{quakes} séismes + {simple} routes"
BOX_TOP = "boîte"
BOX_CAPTION = "jamais vues"
PILE_TOP = "pioche"
PILE_CAPTION = "{rest} + {kept} du mélange"
SETUP_QUAKE_TOP = "mise en place"
SETUP_QUAKE_CAPTION = "écarté, remplacé"
LATER_QUAKE_TOP = "1er tour"
LATER_QUAKE_CAPTION = "frappe aussitôt"
#: How much larger the words of a pile's last tiles are drawn than the library's tiles.
BOTTOM_TEXT, BOTTOM_CAPTION_SIZE = 1.5, 1.2


def _cells(cells) -> tuple:
    """Cells written as players write them (``"2,-1"``) as ``(q, r)`` pairs."""
    return tuple(tuple(int(x) for x in str(c).split(",")) for c in cells)


def card_table(state, *, sections=True, zoom=2, whole=False, outline=(), candidates=(), title=None):
    """A rule card's table: its sections coloured, around its tiles (``whole``: the whole
    table), cells outlined or shown as candidates written ``"q,r"``."""
    extra = {"candidates": _cells(candidates)} if candidates else {}
    return draw(
        state,
        sections=sections,
        zoom=None if whole else zoom,
        outline=_cells(outline),
        title=title,
        **extra,
    )


def card_refused(state, *, move):
    """:func:`refused_tile` for a placement written in notation (``"S 2,0 r1"``)."""
    return refused_tile(state, state.parse_move(move))


def card_crew_choice(state, *, move, zoom=1):
    """:func:`crew_choice` for a placement written in notation."""
    return crew_choice(state, state.parse_move(move), zoom=zoom)


def _pair(position):
    """``(before, after)``: a quake's two positions, or one position twice (a quake waiting
    for its side: the position already holds its count)."""
    return tuple(position) if isinstance(position, tuple) else (position, position)


def card_quake_rays(position):
    """:func:`quake_rays` of a position (or a ``(before, after)`` pair)."""
    return quake_rays(*_pair(position))


def card_quake_strip(position, *, frame=4.5):
    """:func:`quake_strip` of a ``(before, after)`` pair, frames ``frame`` inches wide."""
    return quake_strip(*_pair(position), frame=frame)


def card_tiles(*, tiles, per_row=0, labels=False):
    """Tiles ``[id, rotation]`` side by side (``per_row`` a row, by default all), titled by
    their rotation (``r2``) or, with ``labels``, by their names."""
    man = default_manifest()
    shown = [man.tile(t).rotate(int(k)) for t, k in tiles]
    titles = [t.label for t in shown] if labels else [ROTATION_TITLE.format(k=k) for _t, k in tiles]
    return tiles_figure(shown, titles, per_row=per_row or len(shown))


def card_quake_tiles():
    """The six quake tiles of the box, with what each destroys."""
    return hex_row(quake_tile_words(default_manifest().quakes))


def card_setup_quakes(state):
    """The quakes ``state``'s events tell, in order: put aside at the set-up, or struck."""
    cells = []
    for e in state.events:
        if e.kind == "setup.quake":
            m, top, caption = int(e.data["tile"][1:]), SETUP_QUAKE_TOP, SETUP_QUAKE_CAPTION
        elif e.kind == "quake.revealed":
            m, top, caption = e.data["magnitude"], LATER_QUAKE_TOP, LATER_QUAKE_CAPTION
        else:
            continue
        cells.append((top, quake_tile_words((m,))[0][1], caption))
    return hex_row(cells)


def card_setup_piles(state):
    """Where the tiles of ``state``'s set-up went: the quake mix, the part of it boxed
    unseen, the pile."""
    man = state.manifest
    simple = sum(man.simple.values())
    boxed = len(state.boxed)
    pile = next(e.data["pile"] for e in state.events if e.kind == "setup")
    kept = len(man.quakes) + simple - boxed
    return hex_row(
        [
            (
                MIX_TOP,
                str(len(man.quakes) + simple),
                MIX_CAPTION.format(quakes=len(man.quakes), simple=simple),
            ),
            (BOX_TOP, str(boxed), BOX_CAPTION),
            (PILE_TOP, str(pile), PILE_CAPTION.format(rest=pile - kept, kept=kept)),
        ]
    )


def card_pile_bottom(state, *, count=6):
    """The last ``count`` tiles of ``state``'s pile (quakes by magnitude), its words larger
    than the library's tiles: six tiles across a 340-pixel panel."""
    pile = state.pile
    cells = []
    for n in range(len(pile) - count + 1, len(pile) + 1):
        tid = pile[n - 1]
        place = (BOTTOM_LAST if n == len(pile) else BOTTOM_CAPTION).format(n=n)
        if tid.startswith("Q"):
            top, big, _ = quake_tile_words((int(tid[1:]),))[0]
            cells.append((top, big, place))
        else:
            cells.append((BOTTOM_TOP, BOTTOM_ROAD, place))
    fig = hex_row(cells)
    for text in fig.axes[0].texts:
        caption = text.get_position()[1] < -0.9  # under its hexagon: as wide as it
        text.set_fontsize(text.get_fontsize() * (BOTTOM_CAPTION_SIZE if caption else BOTTOM_TEXT))
    return fig


#: The drawings a rule card's example may name (``drawing = "table"``).
CARD_PICTURES = {
    "table": card_table,
    "refused": card_refused,
    "crew_choice": card_crew_choice,
    "quake_rays": card_quake_rays,
    "quake_strip": card_quake_strip,
    "row": row_figure,
    "tiles": card_tiles,
    "quake_tiles": card_quake_tiles,
    "setup_quakes": card_setup_quakes,
    "setup_piles": card_setup_piles,
    "pile_bottom": card_pile_bottom,
}
