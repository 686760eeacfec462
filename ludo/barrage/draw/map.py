"""The river map's picture and its frames; long because all share one cached painter (Painter).

Basins, dams, conduits and powerhouses, drops, highlights; a flow's or a production's
frames and a round's water phase are the same painter's pictures, kept beside it.
"""

from __future__ import annotations

import base64
import html

from matplotlib.patches import Circle, FancyArrowPatch, FancyBboxPatch, Rectangle

from ...viz import apply_style
from .. import messages as msg
from ..map import HEADSTREAMS, base_map, powerhouses_of
from ..water import drop_paths, final_places, snapshots
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
    TEXT_ON,
    WATER,
    LayeredPicture,
)

X = {
    1: 1.6,
    2: 4.6,
    3: 7.6,
    4: 10.6,
    5: 4.6,
    6: 7.6,
    7: 10.6,
    8: 1.6,
    9: 4.6,
    10: 9.1,
    11: 3.1,
    12: 9.1,
}
Y_ROW = {0: 10.2, 1: 7.3, 2: 4.4, 3: 1.5}
BOX_W, BOX_H = 2.5, 2.3
HEAD_Y = 12.5
XLIM, YLIM = (-1.0, 12.4), (-0.4, 13.3)


def owned_box(ax, add, owner, corner, size, label_at, lw):
    """A structure of ``owner``: a box in its colour with its initial (for black and white)."""
    add(
        ax.add_artist(
            Rectangle(corner, *size, fc=OWNER_COLOURS[owner], ec="black", lw=lw, zorder=4)
        )
    )
    add(
        ax.text(
            *label_at,
            msg.DRAW_OWNER_SHORT[owner],
            ha="center",
            va="center",
            fontsize=MAP_OWNER,
            color=TEXT_ON[owner],
            fontweight="bold",
            zorder=5,
        )
    )


def basin_centre(basin: int) -> tuple[float, float]:
    row = 0 if basin <= 4 else 1 if basin <= 7 else 2 if basin <= 10 else 3
    return X[basin], Y_ROW[row]


def positions() -> dict[str, tuple[float, float]]:
    """``{node: (x, y)}`` for every node of the map in this drawing."""
    return dict(_positions())


def _positions():
    g = base_map()
    out = {}
    for node, a in g.nodes(data=True):
        kind = a["kind"]
        if kind == "headstream":
            out[node] = (X[a["feeds"]], HEAD_Y)
        elif kind == "exit":
            cx, _ = basin_centre(11 if node == "EXIT_L" else 12)
            out[node] = (cx, -0.1)
        else:
            cx, cy = basin_centre(a["basin"])
            if kind == "dam":
                out[node] = (cx + 0.15, cy + (0.2 if a["upper"] else -0.3))
            elif kind == "group":
                out[node] = (cx, cy + 0.75)
            elif kind == "conduit":
                out[node] = (cx + (-0.65 if node.endswith("L") else 0.65), cy - 0.85)
            elif kind == "powerhouse":
                spots = powerhouses_of(a["basin"])
                i = spots.index(node)
                shift = 0.2 if len(spots) == 4 else 0.0  # room for the basin number
                out[node] = (cx + shift + (i - (len(spots) - 1) / 2) * 0.5, cy + 0.75)
    return out


_POS = None


def map_positions():
    global _POS
    if _POS is None:
        _POS = _positions()
    return _POS


def _headstream(ax, letter: str, at, edge: str, lw: float, zorder: float) -> tuple:
    """A headstream: a disc of river water with its letter (on the map, or highlighted)."""
    disc = ax.add_artist(Circle(at, 0.38, fc=RIVER, ec=edge, lw=lw, zorder=zorder))
    text = ax.text(
        *at,
        letter,
        ha="center",
        va="center",
        fontsize=19,
        fontweight="bold",
        color="black",
        zorder=zorder + 1,
    )
    return disc, text


def _conduit_arrow(ax, node: str, size: float, zorder: float, **style):
    """A conduit's arrow from its dam's basin to its powerhouse's (empty or built)."""
    start, end, rad = _conduit_ends(node)
    return ax.add_artist(
        FancyArrowPatch(
            start,
            end,
            arrowstyle="-|>",
            mutation_scale=size,
            connectionstyle=f"arc3,rad={rad}",
            zorder=zorder,
            **style,
        )
    )


class Painter(LayeredPicture):
    """Draws boards on one figure: the fixed map once, the changing layer per call."""

    def __init__(
        self, width: float = 11.0, height: float = 11.0, show_conduits: str = "all", dpi: int = DPI
    ):
        self.show_conduits = show_conduits
        #: for pictures only (``png``/``image``), never a figure to save: see ``paint``
        self.keep_structures = False
        self._structures_key = None
        self._structures_background = None
        super().__init__(width, height, dpi)

    @staticmethod
    def _axes(fig):
        apply_style()
        ax = fig.add_subplot(1, 1, 1)
        fig.subplots_adjust(left=0.0, right=1.0, top=0.95, bottom=0.0)
        ax.set_xlim(*XLIM)
        ax.set_ylim(*YLIM)
        ax.axis("off")
        return fig, ax

    # -- fixed layer ---------------------------------------------------------------------------
    def _static(self, ax):
        show_conduits = self.show_conduits
        g, pos = base_map(), map_positions()
        bands = [("mountain", 8.95, 11.55), ("hill", 6.05, 8.6), ("plain", -0.35, 5.7)]
        for area, y0, y1 in bands:
            ax.add_artist(
                Rectangle(
                    (XLIM[0], y0), XLIM[1] - XLIM[0], y1 - y0, color=AREA_FILL[area], zorder=0, lw=0
                )
            )
            ax.text(
                XLIM[0] + 0.3,
                (y0 + y1) / 2,
                msg.AREA_PLURAL[area],
                ha="center",
                va="center",
                fontsize=MAP_LABEL,
                fontweight="bold",
                color="#444444",
                rotation=90,
                zorder=1,
            )
        for b in range(1, 13):
            cx, cy = basin_centre(b)
            ax.add_artist(
                FancyBboxPatch(
                    (cx - BOX_W / 2, cy - BOX_H / 2),
                    BOX_W,
                    BOX_H,
                    boxstyle="round,pad=0.02,rounding_size=0.15",
                    fc="white",
                    ec="#777777",
                    lw=1.2,
                    alpha=0.85,
                    zorder=1,
                )
            )
            ax.text(
                cx - BOX_W / 2 + 0.08,
                cy + BOX_H / 2 - 0.08,
                str(b),
                ha="left",
                va="top",
                fontsize=MAP_BASIN,
                fontweight="bold",
                color="#333333",
                zorder=6,
            )
        # rivers
        for u, v, kind in g.edges(data="kind"):
            if kind == "river":
                (x0, y0), (x1, y1) = pos[u], pos[v]
                ax.plot(
                    [x0, x1],
                    [y0, y1],
                    color=RIVER,
                    lw=5,
                    solid_capstyle="round",
                    zorder=2,
                    alpha=0.9,
                )
        # headstreams and exits
        for h in ("A", "B", "C", "D"):
            x, y = pos[h]
            _headstream(ax, h, (x, y), edge=WATER, lw=2, zorder=4)
        for e in ("EXIT_L", "EXIT_R"):
            x, y = pos[e]
            ax.annotate(
                "",
                xy=(x, y - 0.25),
                xytext=(x, y + 0.35),
                arrowprops={"arrowstyle": "-|>", "color": WATER, "lw": 3},
                zorder=3,
            )
            ax.text(
                x + 0.3, y, msg.DRAW_EXIT, fontsize=MAP_LABEL, color=WATER, va="center", zorder=5
            )
        # empty spots: dams (red frame for U), powerhouses, conduits with values
        for node, a in g.nodes(data=True):
            x, y = pos[node]
            if a["kind"] == "dam":
                ax.add_artist(
                    Rectangle(
                        (x - DAM_LEFT, y - 0.19),
                        DAM_LEFT + 0.5,
                        0.38,
                        fc="white",
                        ec=RED if a["red"] else "#888888",
                        lw=2.2 if a["red"] else 1.2,
                        ls="--",
                        zorder=3,
                    )
                )
                ax.text(
                    x - DAM_LEFT - 0.08,
                    y,
                    node[1:],
                    ha="right",
                    va="center",
                    fontsize=MAP_LABEL,
                    zorder=6,
                )
            elif a["kind"] == "powerhouse":
                ax.add_artist(
                    Rectangle(
                        (x - 0.18, y - 0.18),
                        0.36,
                        0.36,
                        fc="white",
                        ec=RED if a["red"] else "#888888",
                        lw=2.2 if a["red"] else 1.2,
                        ls="--",
                        zorder=3,
                    )
                )
            elif a["kind"] == "conduit":
                ax.text(
                    x,
                    y,
                    f"{a['value']}→{a['dest']}",
                    ha="center",
                    va="center",
                    fontsize=MAP_LABEL,
                    zorder=6,
                    bbox={"boxstyle": "round,pad=0.15", "fc": "#F2F2F2", "ec": "#888888", "lw": 1},
                )
                if show_conduits == "all":
                    _conduit_arrow(ax, node, 16, 2.5, color="#9A9A9A", lw=1.3, ls=(0, (4, 3)))

    # -- changing layer ------------------------------------------------------------------------
    def _structures(self, board):
        """The built structures (conduits, powerhouses, dams with their cells) and the
        headstream tiles."""
        ax, g, pos = self.ax, base_map(), map_positions()
        add = self._add
        # built conduits (arrows)
        for node, owner in board.conduits:
            a = g.nodes[node]
            if owner == "france":  # white: a black outline under a white line
                add(_conduit_arrow(ax, node, 18, 2.4, color="black", lw=6))
            add(_conduit_arrow(ax, node, 16, 2.5, color=OWNER_COLOURS[owner], lw=3.5))
            add(
                ax.text(
                    *pos[node],
                    f"{a['value']}→{a['dest']}",
                    ha="center",
                    va="center",
                    fontsize=MAP_LABEL,
                    zorder=7,
                    color=TEXT_ON[owner],
                    fontweight="bold",
                    bbox={
                        "boxstyle": "round,pad=0.15",
                        "fc": OWNER_COLOURS[owner],
                        "ec": "black",
                        "lw": 1.2,
                    },
                )
            )
        # powerhouses
        for spot, owner in board.powerhouses:
            x, y = pos[spot]
            owned_box(ax, add, owner, (x - 0.22, y - 0.22), (0.44, 0.44), (x, y), lw=1.5)
        # dams: the owner's box and one cell per level
        for spot, owner, _level in board.dams:
            x, y = pos[spot]
            cap = board.capacity(spot)
            owned_box(
                ax,
                add,
                owner,
                (x - DAM_LEFT, y - 0.19),
                (DAM_LEFT + 0.5, 0.38),
                (x - (DAM_LEFT + 0.16) / 2, y),
                lw=1.8,
            )
            width = 0.68 / cap
            for i in range(cap):
                cx = x - 0.16 + width * (i + 0.5)
                add(
                    ax.add_artist(
                        Rectangle(
                            (cx - width / 2 + 0.02, y - 0.14),
                            width - 0.04,
                            0.28,
                            fc="white",
                            ec="black",
                            lw=0.8,
                            zorder=5,
                        )
                    )
                )
        if board.headstream_tiles:
            for h, tile in zip(("A", "B", "C", "D"), board.headstream_tiles, strict=True):
                x, y = pos[h]
                add(
                    ax.text(
                        x - 0.5,
                        y,
                        msg.DRAW_TILE.format(tile=tile),
                        ha="right",
                        va="center",
                        fontsize=MAP_LABEL,
                        zorder=6,
                    )
                )

    def _water(self, board):
        """The drops held by the dams, waiting on the headstreams, and gone off the board."""
        ax, pos = self.ax, map_positions()
        add = self._add
        # the drops held by the dams
        for spot, _owner, _level in board.dams:
            x, y = pos[spot]
            width = 0.68 / board.capacity(spot)
            for i in range(board.drops_at(spot)):
                cx = x - 0.16 + width * (i + 0.5)
                add(
                    ax.add_artist(
                        Circle(
                            (cx, y),
                            min(0.12, width / 2 - 0.03),
                            fc=WATER,
                            ec="white",
                            lw=0.8,
                            zorder=6,
                        )
                    )
                )
        # drops on headstreams
        for h in ("A", "B", "C", "D"):
            n = board.drops_at(h)
            x, y = pos[h]
            if n:
                for i in range(min(n, 6)):
                    add(
                        ax.add_artist(
                            Circle(
                                (x + 0.6 + 0.26 * i, y + 0.12),
                                0.11,
                                fc=WATER,
                                ec="white",
                                lw=0.8,
                                zorder=6,
                            )
                        )
                    )
                add(
                    ax.text(
                        x + 0.55,
                        y - 0.25,
                        f"×{n}",
                        fontsize=MAP_LABEL,
                        color=WATER,
                        fontweight="bold",
                        va="center",
                        zorder=6,
                    )
                )
        if board.exited:
            add(
                ax.text(
                    6.1,
                    1.0,
                    (msg.DRAW_EXITED_ONE if board.exited == 1 else msg.DRAW_EXITED).format(
                        n=board.exited
                    ),
                    ha="center",
                    va="center",
                    fontsize=MAP_LABEL,
                    fontweight="bold",
                    color=WATER,
                    zorder=6,
                )
            )

    def paint(
        self,
        board,
        *,
        highlight_nodes=(),
        highlight_edges=(),
        highlight_basins=(),
        title=None,
        moving=None,
        moving_label="",
        shown=(),
    ):
        """Draw ``board`` over the map (removing what the previous call drew).

        ``highlight_nodes`` get an orange frame (a highlighted conduit spot also gets its
        arrow drawn in orange), ``highlight_edges`` an orange line, ``highlight_basins`` an
        orange outline around the whole basin. ``shown`` are the places of the last move of
        a computer seat or an Automa (the game table shows them until the next click): each
        gets a thick dashed frame in :data:`SHOWN` (see :func:`_shown_frames`).
        """
        self.clear()
        ax, g, pos = self.ax, base_map(), map_positions()
        add = self._add
        # Highlights drawn over every piece (basins, spots' frames, titles, the moving drop)
        # leave the pieces under them; an orange river or conduit goes under the pieces.
        under = bool(highlight_edges) or any(
            g.nodes[n]["kind"] == "conduit" for n in highlight_nodes
        )
        if not under and self.keep_structures:
            # A board's structures (which change only when something is built) are kept
            # drawn over the map; only the water and the highlights are drawn again.
            key = (board.conduits, board.powerhouses, board.headstream_tiles) + tuple(
                (spot, owner, board.capacity(spot)) for spot, owner, _ in board.dams
            )
            if key != self._structures_key:
                self._layer_background = None
                self._structures(board)
                self.image()
                self._structures_background = self.canvas.copy_from_bbox(self.fig.bbox)
                self._structures_key = key
                self.clear()
            self._layer_background = self._structures_background
        else:
            self._layer_background = None
            self._structures(board)
        self._water(board)
        # highlights
        for b in highlight_basins:
            cx, cy = basin_centre(b)
            add(
                ax.add_artist(
                    FancyBboxPatch(
                        (cx - BOX_W / 2 - 0.05, cy - BOX_H / 2 - 0.05),
                        BOX_W + 0.1,
                        BOX_H + 0.1,
                        boxstyle="round,pad=0.02,rounding_size=0.18",
                        fc="none",
                        ec=HIGHLIGHT,
                        lw=5,
                        zorder=8,
                    )
                )
            )
        for node in highlight_nodes:
            if g.nodes[node]["kind"] == "conduit":
                start, end, rad = _conduit_ends(node)
                add(
                    ax.add_artist(
                        FancyArrowPatch(
                            start,
                            end,
                            arrowstyle="-|>",
                            mutation_scale=22,
                            connectionstyle=f"arc3,rad={rad}",
                            zorder=2.6,
                            color=HIGHLIGHT,
                            lw=4,
                        )
                    )
                )
        for u, v in highlight_edges:
            (x0, y0), (x1, y1) = pos[u], pos[v]
            (line,) = ax.plot(
                [x0, x1],
                [y0, y1],
                color=HIGHLIGHT,
                lw=9,
                alpha=0.75,
                solid_capstyle="round",
                zorder=2.2,
            )
            add(line)
        # the sources are drawn again over the orange lines, so that their letters stay legible
        touched = {n for edge in highlight_edges for n in edge} | set(highlight_nodes)
        for h in HEADSTREAMS:
            if h in touched:
                x, y = pos[h]
                for artist in _headstream(ax, h, (x, y), edge=HIGHLIGHT, lw=4, zorder=9):
                    add(artist)
        _node_frames(
            ax,
            add,
            [n for n in highlight_nodes if n not in HEADSTREAMS],
            {"dam": (1.32, 0.55), "powerhouse": (0.55, 0.55), "conduit": (1.0, 0.5)},
            ((HIGHLIGHT, 4, "solid"),),
            pad=0.03,
            zorder=8,
        )
        if moving is not None:
            x, y = pos[moving]
            add(ax.add_artist(Circle((x, y), 0.27, fc=WATER, ec=HIGHLIGHT, lw=3, zorder=9)))
            add(
                ax.text(
                    x,
                    y,
                    moving_label,
                    ha="center",
                    va="center",
                    fontsize=MAP_LABEL,
                    color="white",
                    fontweight="bold",
                    zorder=10,
                )
            )
        _shown_frames(ax, add, shown)
        if title:
            add(
                ax.text(
                    0.5, 1.01, title, transform=ax.transAxes, ha="center", va="bottom", fontsize=18
                )
            )
        return self.fig


#: The colour of a last move shown on the map and the action board (Okabe–Ito's reddish
#: purple: told apart from the orange of the clicks' highlights and from every company).
SHOWN = "#CC79A7"


def _shown_frames(ax, add, nodes) -> None:
    """A thick dashed frame in :data:`SHOWN` (on a white one, legible on any colour) over
    each of ``nodes`` (a dam, conduit, powerhouse spot or headstream), over every piece."""
    _node_frames(
        ax,
        add,
        nodes,
        {"dam": (1.5, 0.7), "powerhouse": (0.7, 0.7), "conduit": (1.15, 0.62)},
        (("white", 8, "solid"), (SHOWN, 5, (0, (3, 1.5)))),
        pad=0.04,
        zorder=11,
        default=(1.05, 1.05),
    )


def _node_frames(ax, add, nodes, sizes, strokes, *, pad, zorder, default=(0.95, 0.95)) -> None:
    """A rounded frame around each of ``nodes``, ``sizes[kind]`` wide and high (else
    ``default``), drawn once per ``(colour, width, line style)`` of ``strokes``."""
    g, pos = base_map(), map_positions()
    for node in nodes:
        x, y = pos[node]
        kind = g.nodes[node]["kind"]
        w, h = sizes.get(kind, default)
        if kind == "dam":  # the spot's box is off its point (see DAM_LEFT)
            x -= (DAM_LEFT - 0.5) / 2
        for colour, lw, style in strokes:
            add(
                ax.add_artist(
                    FancyBboxPatch(
                        (x - w / 2, y - h / 2),
                        w,
                        h,
                        boxstyle=f"round,pad={pad}",
                        fc="none",
                        ec=colour,
                        lw=lw,
                        ls=style,
                        zorder=zorder,
                    )
                )
            )


_PAINTERS: dict = {}


def painter(show_conduits: str = "all", dpi: int = DPI) -> Painter:
    """A shared painter (the map is drawn once per setting; boards are painted over it)."""
    key = (show_conduits, dpi)
    if key not in _PAINTERS:
        _PAINTERS[key] = Painter(show_conduits=show_conduits, dpi=dpi)
        _PAINTERS[key].keep_structures = True
    return _PAINTERS[key]


def _conduit_ends(node):
    a = base_map().nodes[node]
    dx, dy = basin_centre(a["dest"])
    start, end = map_positions()[node], (dx, dy + 0.75 + 0.28)
    return start, end, (0.25 if end[0] >= start[0] else -0.25)


def draw_board(
    board,
    *,
    highlight_nodes=(),
    highlight_edges=(),
    highlight_basins=(),
    title=None,
    show_conduits="all",
    dpi=80,
):
    """A matplotlib Figure of ``board``; ``show_conduits`` is ``"all"`` or ``"built"``."""
    painter = Painter(show_conduits=show_conduits, dpi=dpi)
    return painter.paint(
        board,
        highlight_nodes=highlight_nodes,
        highlight_edges=highlight_edges,
        highlight_basins=highlight_basins,
        title=title,
    )


def board_png(board, dpi: int = DPI, show_conduits: str = "all", **kwargs) -> bytes:
    """The board as PNG bytes (see :func:`draw_board`), fast: the map is drawn only once."""
    p = painter(show_conduits, dpi)
    p.paint(board, **kwargs)
    return p.png()


def to_png(obj, dpi: int = DPI) -> bytes:
    """PNG bytes of a Board, or of anything with a ``.board`` (the future game state)."""
    board = getattr(obj, "board", obj)
    return board_png(board, dpi=dpi)


def flow_frame_specs(board, events, *, per: str = "drop") -> tuple[list, list]:
    """What each frame of :func:`flow_frames` shows, without drawing it: ``(specs, texts)``,
    each spec ``(board, paint options)`` — the board at that moment (from
    :func:`ludo.barrage.water.snapshots`, so the last one is the board the flow returned)
    and the highlights (the drop's path, the drop itself). One frame to start, then one per
    drop (``per="drop"``) or per step (``per="step"``)."""
    snaps = snapshots(board, events)
    first = next((i for i, e in enumerate(events) if e.kind == "drop.start"), len(events))
    start = snaps[first - 1] if first else board
    specs, texts = [], []
    production = next((e for e in events if e.kind == "production"), None)
    if production is not None:
        d = production.data
        # before the drops leave the dam: the circuit dam → conduit → powerhouse highlighted
        specs.append((board, {"highlight_nodes": [d["dam"], d["conduit"], d["powerhouse"]]}))
        texts.append(production.text)
    else:
        specs.append((start, {}))
        texts.append(msg.FRAME_START.format(n=sum(start.drops_at(h) for h in HEADSTREAMS)))
    paths = drop_paths(events)
    current: list[str] = []
    for i, e in enumerate(events):
        if e.kind not in ("drop.move", "drop.start", "usa.bonus"):
            continue
        n = e.data["drop"]
        if e.kind == "drop.start":
            current = []
        # drop by drop, the panel keeps what decides where the drop goes (full dams, the dam
        # that holds it, the exit); passing an empty spot or a powerhouse group is left to the
        # orange path on the picture (the step-by-step mode tells every step)
        if per == "step" or not (e.kind == "drop.move" and e.data["result"] in ("empty", "group")):
            current.append(e.text)
        if per == "drop" and not (e.kind == "drop.move" and e.data["result"] in ("stop", "exit")):
            continue
        if per == "step" and e.kind != "drop.move":
            continue
        path = paths[n]
        upto = path if per == "drop" else path[: path.index(e.data["to"], 1) + 1]
        edges = list(zip(upto, upto[1:], strict=False))
        specs.append(
            (snaps[i], {"highlight_edges": edges, "moving": e.data["to"], "moving_label": str(n)})
        )
        texts.append("<br>".join(current) if per == "drop" else e.text)
        if per == "step":
            current = []

    return specs, texts


def flow_frames(
    board,
    events,
    *,
    per: str = "drop",
    dpi: int = DPI,
    title: str = "",
    show_conduits="built",
    lazy: bool = False,
):
    """PNG frames and French explanations of a flow or production.

    ``board`` is the board the flow started from, ``events`` its events. One frame per drop
    (``per="drop"``: the board after the drop stopped, its path highlighted) or per step
    (``per="step"``). Returns ``(frames, explanations)``; with ``lazy=True`` the frames are
    zero-argument callables that draw on demand (for :class:`ludo.widgets.Stepper`).
    """
    specs, texts = flow_frame_specs(board, events, per=per)

    def render(spec):
        pnt = painter(show_conduits, dpi)
        pnt.paint(spec[0], title=title, **spec[1])
        return pnt.png()

    if lazy:
        return [lambda spec=spec: render(spec) for spec in specs], texts
    return [render(spec) for spec in specs], texts


def animation_html(frames, texts, title: str = "") -> str:
    """A self-contained HTML strip of the frames (the static form of an animation)."""
    parts = [f"<h4>{html.escape(title)}</h4>"] if title else []
    for i, (png, text) in enumerate(zip(frames, texts, strict=True)):
        data = base64.b64encode(png).decode("ascii")
        parts.append(
            f'<figure style="display:inline-block;width:420px;vertical-align:top;margin:4px">'
            f'<img src="data:image/png;base64,{data}" style="width:100%"/>'
            f"<figcaption><b>{i}</b> — {text}</figcaption></figure>"
        )
    return "\n".join(parts)


def water_phase_specs(board, events) -> tuple:
    """The water phase of a round's end in one picture, without drawing it: ``(board
    after the flow, paint options)`` — every drop's path in orange, the dams that held a
    drop framed (the drops gone off the board are counted by the board's own label).
    ``board`` is the board before the flow (the ``water.phase`` event's), ``events`` the
    flow's events."""
    after = snapshots(board, events)[-1] if events else board
    edges = {
        edge for path in drop_paths(events).values() for edge in zip(path, path[1:], strict=False)
    }
    held = sorted(
        {place for place in final_places(events).values() if not place.startswith("EXIT")}
    )
    return after, {"highlight_edges": sorted(edges), "highlight_nodes": held}


def water_phase_png(board, events, title: str = "", dpi: int = DPI) -> bytes:
    """:func:`water_phase_specs` drawn: PNG bytes (built conduits only, as the flow's
    frames, so that the drops' paths read)."""
    after, options = water_phase_specs(board, events)
    p = painter("built", dpi)
    p.paint(after, title=title, **options)
    return p.png()


def shown_png(board, shown, title: str = "", dpi: int = DPI) -> bytes:
    """The game table's map with ``shown`` (the places of a computer's last move) framed in
    :data:`SHOWN` and ``title`` above it: PNG bytes."""
    p = painter("all", dpi)
    p.paint(board, shown=tuple(shown), title=title)
    return p.png()
