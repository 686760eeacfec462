"""The game table's river map, played by clicking it (issue 12 §2).

The map stays the picture ``ludo.barrage.draw`` paints for the game table (a PNG at
:data:`~ludo.barrage.draw.DPI`, its labels sized for a projector); a
:class:`~ludo.widgets.board.ClickBoard` shows it inside an SVG, with one invisible polygon
over every place where a move can happen: the 24 dam spots, the 24 conduits, the
powerhouse spots and the four headstreams. The polygons follow the drawing's own
coordinates (:func:`ludo.barrage.draw.positions`, its spots' sizes), mapped once through
the painter's axes.

The widget never computes a rule: the places highlighted are those of the engine's legal
moves (:func:`ludo.barrage.game.moves.move_places`), and a click only tells the game table
which place was chosen; the table then narrows its move list to the moves there (a move
that happens off the map — the bank, the wheel, the contracts — stays in the list, which
remains the complete way to play).

Interpretation choice: a production happens at three places (its dam, its conduit and its
powerhouse); a click on any of the three shows the productions that use it.
"""

from __future__ import annotations

import base64
import functools
import math

from ...widgets.board import ClickBoard, cell_points
from ..draw import DAM_LEFT, DPI, game_part_png, painter, positions
from ..game import messages as gmsg
from ..game.moves import move_places
from ..map import base_map, spot_name

#: The map's width in the game table: as tall as the window allows (a square picture),
#: never wider than 760 CSS pixels (GAME_TABLE_STYLE in ui.py narrows it further beside
#: the controls).
MAP_WIDTH = "min(760px, calc(100vh - 70px))"
#: The kinds of map nodes that are places of a move.
PLACE_KINDS = ("dam", "conduit", "powerhouse", "headstream")


def _box(x0: float, x1: float, y0: float, y1: float) -> list[tuple[float, float]]:
    return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]


def place_polygons() -> dict[str, list[tuple[float, float]]]:
    """Each place's clickable outline in the map's data coordinates (see ``draw.Painter``).

    A dam spot: its box and its printed name on its left (« 5U »); a powerhouse spot: its
    square, a little larger; a conduit: its label (« 3→8 »); a headstream: its disc.
    """
    g, pos = base_map(), positions()
    out: dict[str, list[tuple[float, float]]] = {}
    for node, kind in g.nodes(data="kind"):
        if kind not in PLACE_KINDS:
            continue
        x, y = pos[node]
        if kind == "dam":
            out[node] = _box(x - DAM_LEFT - 0.62, x + 0.52, y - 0.22, y + 0.22)
        elif kind == "powerhouse":
            out[node] = _box(x - 0.23, x + 0.23, y - 0.23, y + 0.23)
        elif kind == "conduit":
            out[node] = _box(x - 0.42, x + 0.42, y - 0.22, y + 0.22)
        else:
            r = 0.42
            out[node] = [
                (x + r * math.cos(math.pi * k / 4), y + r * math.sin(math.pi * k / 4))
                for k in range(8)
            ]
    return out


@functools.lru_cache(maxsize=4)
def map_points(dpi: int = DPI) -> tuple[str, dict[str, str]]:
    """The map's SVG viewBox and each place's SVG ``points`` (computed once: the places
    never move), through the axes of the painter that draws the game table's map."""
    p = painter("all", dpi)
    fig = p.fig
    box = f"0 0 {fig.get_figwidth() * 72:g} {fig.get_figheight() * 72:g}"
    return box, cell_points(p.ax, place_polygons())


@functools.lru_cache(maxsize=128)
def place_text(node: str) -> str:
    """A place as the explanation names it: « le barrage 5U », « la conduite 3→8 du
    bassin 5 », « la centrale 8a », « la source A »."""
    kind = base_map().nodes[node]["kind"]
    return gmsg.CLICK_PLACE[kind].format(name=spot_name(node))


@functools.lru_cache(maxsize=1024)
def _title(node: str, n: int) -> str:
    """A place's tooltip: « Le barrage 5U : 3 coups permis ici »."""
    name = place_text(node)
    name = name[:1].upper() + name[1:]
    if not n:
        return gmsg.CLICK_TITLE_NONE.format(place=name)
    return gmsg.CLICK_TITLE.format(place=name, n=n)


def png_svg(png: bytes, box: str) -> str:
    """A PNG picture inside an SVG of viewBox ``box`` (a :class:`ClickBoard`'s drawing, its
    polygons in the same units)."""
    w, h = box.split()[2:]
    data = base64.b64encode(png).decode("ascii")
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{box}">'
        f'<image href="data:image/png;base64,{data}" x="0" y="0" width="{w}" '
        f'height="{h}"/></svg>'
    )


class ClickMap:
    """The clickable map of a game table: a :class:`ClickBoard` (``self.board``) showing the
    map of a state with the places of its legal moves highlighted.

    ``place`` is the place clicked last (``""``: none); ``moves_at(place)`` the notations
    of the legal moves there. The owner reacts to clicks with ``board.on_cell`` and to the
    keys with ``board.on_key``.
    """

    def __init__(self, width: str = MAP_WIDTH):
        self.board = ClickBoard(width=width)
        self.place = ""
        self._moves: dict[str, list[str]] = {}
        self._svg = (None, "")  # (the PNG bytes, the SVG made of them)

    def _drawing(self, png: bytes) -> str:
        if self._svg[0] is not png:
            self._svg = (png, png_svg(png, map_points()[0]))
        return self._svg[1]

    def show(self, state, moves_shown=None, picture: bytes | None = None) -> None:
        """Show the map of ``state``, its legal moves' places highlighted (the filter kept
        if its place still has moves); ``moves_shown``, when given, are the only moves
        whose places are highlighted (the moves of the action space clicked); ``picture``,
        when given, is the map's PNG to show (the computers' last moves framed on it)."""
        moves: dict[str, list[str]] = {}
        for move in state.legal_moves() if moves_shown is None else moves_shown:
            for node in move_places(move):
                moves.setdefault(node, []).append(str(move))
        self._moves = moves
        if self.place not in moves:
            self.place = ""
        box, points = map_points()
        titles = {node: _title(node, len(moves.get(node, ()))) for node in points}
        self.board.show_svg(
            self._drawing(picture or game_part_png(state, "map")),
            box,
            points,
            legal=moves,
            titles=titles,
            selected=self.place,
        )

    def moves_at(self, node: str) -> list[str]:
        """The notations of the legal moves at ``node`` (empty: none, or not a place)."""
        return list(self._moves.get(node, ()))

    def choose(self, node: str) -> str:
        """Filter on ``node`` (outlined on the map) if a legal move happens there; the
        sentence that says what the click did. Nothing changes for a place without moves."""
        place = place_text(node)
        n = len(self._moves.get(node, ()))
        if not n:
            return gmsg.CLICK_NONE.format(place=place)
        self.place = node
        self.board.selected = node
        return (gmsg.CLICK_ONE if n == 1 else gmsg.CLICK_SOME).format(place=place, n=n)

    def clear(self) -> bool:
        """Remove the filter; whether there was one."""
        had = bool(self.place)
        self.place = ""
        self.board.selected = ""
        return had

    def keeps(self, move) -> bool:
        """Whether the move list keeps ``move`` under the current filter."""
        return not self.place or self.place in move_places(move)

    def heading(self) -> str:
        """The move list's heading while the map filters it."""
        return gmsg.CLICK_HEADING.format(
            place=place_text(self.place), n=len(self._moves.get(self.place, ()))
        )
