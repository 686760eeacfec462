"""The game table's action board, played by clicking it (issue 21 §1).

The picture stays the one :mod:`ludo.barrage.draw.action_board` paints (a PNG, labels in
words); a :class:`~ludo.widgets.board.ClickBoard` shows it inside an SVG with one polygon
per action space and one over the construction pseudo-space (the company board's
construction spaces, drawn under the bank). The polygons come from the painter's own
boxes (:meth:`ActionBoardPainter.boxes`), mapped once through its axes as the map's are.

The widget computes no rule: a space is highlighted when some legal move uses it
(:func:`~ludo.barrage.game.moves.move_space`); its tooltip gives its cost in engineers
and credits, or why it cannot be taken (:func:`~ludo.barrage.game.refusals.space_refusal`).
"""

from __future__ import annotations

import functools

from ...widgets.board import ClickBoard, cell_points
from ..draw.action_board import action_board_png, action_painter
from ..game import messages as gmsg
from ..game.data import load_game_data
from ..game.moves import CONSTRUCTION, move_space, space_name
from ..game.refusals import space_refusal
from .clickmap import MAP_WIDTH, png_svg


@functools.lru_cache(maxsize=8)
def _points(n_players: int, intro: bool) -> tuple[str, dict[str, str]]:
    """The action board's SVG viewBox and each space's SVG ``points`` (the spaces never
    move: computed once per number of players)."""
    p = action_painter(_Key(n_players, intro))
    fig = p.fig
    box = f"0 0 {fig.get_figwidth() * 72:g} {fig.get_figheight() * 72:g}"
    polygons = {
        sid: [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]
        for sid, (x, y, w, h) in p.boxes().items()
    }
    return box, cell_points(p.ax, polygons)


class _Key:
    """What :func:`action_painter` reads of a state: its number of players and variant."""

    def __init__(self, n_players: int, intro: bool):
        self.n_players, self.intro = n_players, intro


def _cost(engineers: int, credits: int) -> str:
    if credits:
        return gmsg.SPACE_COST_CREDITS.format(n=engineers, credits=credits)
    return gmsg.SPACE_COST.format(n=engineers)


def space_title(state, sid: str) -> str:
    """A space's tooltip: its name and cost in words (« Atelier : roue +3 (à gauche) :
    2 ingénieurs + 5 crédits »), or, when it cannot be taken now, why."""
    data = load_game_data()
    if sid == CONSTRUCTION:
        name = gmsg.CONSTRUCTION_SPACE
        cost = ""
        seat = state.current_player
        if seat is not None and state.phase != "pick":
            builds = state.companies[seat].builds
            if builds < len(data.construction_spaces):
                engineers, fee = data.construction_spaces[builds]
                cost = _cost(engineers, fee)
    else:
        sp = data.space(sid)
        name = space_name(sid)
        cost = _cost(sp.engineers, sp.fee + sp.cost)
    why = space_refusal(state, sid)
    text = f"{name} : {cost}" if cost else name
    return f"{text}. {why}" if why else text


class ClickActionBoard:
    """The clickable action board of a game table: a :class:`ClickBoard` (``self.board``)
    showing the action board of a state, the spaces some legal move uses highlighted and
    the space chosen (``selected``) framed. The owner reacts to clicks with
    ``board.on_cell``."""

    def __init__(self, width: str = MAP_WIDTH):
        self.board = ClickBoard(width=width)
        # the state, then its drawings: {shown: (its SVG, the spaces its legal moves use,
        # the tooltips)}: a state never changes, so the clicks within a turn (a space,
        # « Annuler », the end of a computer's move shown) draw nothing again
        self._drawn: tuple = (None, {})

    def drawing(self, state, shown=()) -> tuple:
        """``state``'s action board as SVG (``shown``: the spaces of the computers' last
        moves, framed on the picture), the spaces some legal move uses, the tooltips."""
        box, points = _points(state.n_players, state.intro)
        shown = tuple(shown)
        if self._drawn[0] is not state:
            self._drawn = (state, {})
        drawings = self._drawn[1]
        if shown not in drawings:
            used = {move_space(m) for m in state.legal_moves()} - {None}
            svg = png_svg(action_board_png(state, shown=shown), box)
            titles = {sid: space_title(state, sid) for sid in points}
            drawings[shown] = (svg, used, titles)
        return drawings[shown]

    def show(self, state, selected: str = "", shown=()) -> None:
        """Show ``state``'s action board; ``selected`` (the space chosen) is outlined by the
        clickable board itself, over the same picture; ``shown``: the spaces of the
        computers' last moves, framed on the picture."""
        box, points = _points(state.n_players, state.intro)
        svg, used, titles = self.drawing(state, shown)
        self.board.show_svg(svg, box, points, legal=used, titles=titles, selected=selected)
