"""The action board's picture: its sections and spaces, the engineers placed on them.

Drawn for the game table at 1280×800 (issue 21): the board sits beside the map, about
572 CSS pixels wide, so the figure is laid out in points that are CSS pixels there
(:data:`WIDTH` points wide) and every text is ≥ :attr:`ActionBoardPainter.FONT` points,
≥ 14 CSS pixels as shown. A space carries few words: what it does (« roue +2 »,
« 2 gouttes »), then its cost as symbols — one pawn per engineer, a coin with the
credits to pay. The machines are symbols too. Every symbol the drawing uses is recorded
(:attr:`ActionBoardPainter.symbols`) and explained by the one legend
(:mod:`ludo.barrage.guide.legend`; a test checks that none is missing).
"""

from __future__ import annotations

import functools

from matplotlib.patches import Circle, FancyBboxPatch, Polygon, Rectangle

from ...viz import apply_style
from .. import messages as msg
from ..game import messages as gmsg
from ..game.data import load_game_data
from ..game.moves import CONSTRUCTION
from ..guide.legend import BOARD_SYMBOLS
from .canvas import HIGHLIGHT, OWNER_COLOURS, RED, TEXT_ON, LayeredPicture, PainterCache
from .map import SHOWN

#: The figure's width in points: the board's width in CSS pixels in the game table at
#: 1280×800 (ui/table.py), so that a label of n points is n CSS pixels there.
WIDTH = 572.0
#: Resolution: 572 points at 150 dpi = 1191 pixels, never enlarged when shown up to 800
#: CSS pixels wide at 1.5 device pixels per CSS pixel (a browser at 150 %).
BOARD_DPI = 150
#: (section, column, first row): four columns, as on the board (the bank and the
#: construction spaces under the water, the patent office under the workshop, the
#: contracts under the machines).
SECTION_LAYOUT = (
    ("turbine", 0, 0),
    ("water", 1, 0),
    ("bank", 1, 2),
    ("construction", 1, 3),
    ("workshop", 2, 0),
    ("patent", 2, 3),
    ("machinery", 3, 0),
    ("contracts", 3, 3),
)
#: Width (points) of one space of a left/right pair, per column; a section of one space
#: per row (bank, patent office, construction) takes the pair's whole width.
CELL_W = (50.0, 80.0, 60.0, 72.0)
#: Between the two spaces of a pair, between columns, around the board (points).
PAIR_GAP, COLUMN_GAP, MARGIN = 4.0, 8.0, 4.0
#: A row: its space's height and the step to the next one; a section's heading.
CELL_H, ROW_H, HEADING_H = 44.0, 46.0, 19.0
SECTION_COLOURS = {
    "turbine": "#DCEBF7",
    "water": "#D6EEF8",
    "bank": "#F3F3F3",
    "workshop": "#FBEBD3",
    "machinery": "#EFE6F2",
    "contracts": "#FFF6CC",
    "patent": "#E2F1EA",
    "construction": "#E8E8E8",
}
#: The symbols' colours: an engineer, a coin, an excavator and a mixer.
PAWN, COIN, COIN_EDGE = "#3A3A3A", "#F2C94C", "#8A6D00"
EXCAVATOR, MIXER = "#E69F00", "#8C8C8C"
#: Every symbol the drawing may use (the legend explains each one)
SYMBOLS = BOARD_SYMBOLS


def column_x(col: int) -> float:
    """The left edge of column ``col``."""
    return MARGIN + sum(2 * CELL_W[c] + PAIR_GAP + COLUMN_GAP for c in range(col))


def section_rows(section: str) -> int:
    return {"bank": 1, "construction": 1}.get(section) or len(_space_rows()[section])


def _section_top(col: int, first: int) -> float:
    """The top of a section starting at row ``first`` of column ``col`` (its heading above
    its rows; every section above it in the column has its own heading)."""
    above = [s for s, c, f in SECTION_LAYOUT if c == col and f < first]
    return -MARGIN - len(above) * HEADING_H - first * ROW_H


def _height() -> float:
    return (
        max(
            -_section_top(col, first) + HEADING_H + section_rows(section) * ROW_H
            for section, col, first in SECTION_LAYOUT
        )
        + MARGIN
    )


@functools.cache
def _space_rows() -> dict:
    """Rows of each section: [(left space, right space or None), ...] in board order."""
    rows: dict = {}
    for sp in load_game_data().spaces:
        if sp.section == "patent" or sp.section == "bank":
            rows.setdefault(sp.section, []).append((sp, None))
        elif sp.id.endswith("g"):
            rows.setdefault(sp.section, []).append([sp, None])
        else:
            rows[sp.section][-1][1] = sp
    return rows


def tile_words(tile: str) -> str:
    """An advanced technology tile in words: ``L2-conduit`` → « Conduite II »."""
    level = load_game_data().tile(tile).level
    kind = tile.split("-", 1)[1]
    return f"{msg.TILE_NAMES.get(kind, kind)} {'I' * level}"


class ActionBoardPainter(LayeredPicture):
    """The action board: the spaces free, once per (players, introductory game); the
    engineers, the bank's visitors, the patent office's tiles, the next construction's
    cost and the highlighted space are the changing layer.

    :attr:`symbols` is the set of symbols drawn so far (see :data:`SYMBOLS`).
    """

    #: the smallest text of the board (points): ≥ 14 CSS pixels at 1280×800
    FONT = 14.0
    #: an action's words, a production's bonus, a section's heading
    LABEL, BONUS, HEADING = 14.0, 18.0, 15.0

    def __init__(self, n_players: int, intro: bool, dpi: int = BOARD_DPI):
        self.n_players, self.intro = n_players, intro
        self.open_ids = {s.id for s in load_game_data().spaces_for(n_players, intro)}
        self.symbols: set[str] = set()
        self.height = _height()
        super().__init__(WIDTH / 72, self.height / 72, dpi)

    def _axes(self, fig):
        apply_style()
        ax = fig.add_axes((0, 0, 1, 1))  # one data unit = one point
        ax.set_xlim(0, WIDTH)
        ax.set_ylim(-self.height, 0)
        ax.axis("off")
        return fig, ax

    # -- geometry ------------------------------------------------------------------------
    def _where(self):
        """Each action space with its lower-left corner and width, in board order."""
        for section, col, first in SECTION_LAYOUT:
            if section == "construction":
                continue
            x0, top = column_x(col), _section_top(col, first) - HEADING_H
            for r, pair in enumerate(_space_rows()[section]):
                y = top - r * ROW_H - CELL_H
                for side, sp in enumerate(pair):
                    if sp is None:
                        continue
                    if section in ("patent", "bank"):
                        yield sp, x0, y, 2 * CELL_W[col] + PAIR_GAP
                    else:
                        yield sp, x0 + side * (CELL_W[col] + PAIR_GAP), y, CELL_W[col]

    def _construction_box(self) -> tuple[float, float, float, float]:
        col, first = next((c, f) for s, c, f in SECTION_LAYOUT if s == "construction")
        top = _section_top(col, first) - HEADING_H
        return column_x(col), top - CELL_H, 2 * CELL_W[col] + PAIR_GAP, CELL_H

    def boxes(self) -> dict[str, tuple[float, float, float, float]]:
        """Each space's box ``(x, y, width, height)`` in the drawing's data coordinates (its
        lower-left corner first), and the construction pseudo-space's (the game table's
        clickable action board puts a polygon over each)."""
        out = {sp.id: (x, y, w, CELL_H) for sp, x, y, w in self._where()}
        out[CONSTRUCTION] = self._construction_box()
        return out

    # -- symbols -------------------------------------------------------------------------
    def _use(self, symbol: str) -> None:
        assert symbol in SYMBOLS, symbol
        self.symbols.add(symbol)

    def _box(self, ax, x, y, w, fc, ec="#555555", lw=1.2, hatch=None, h=CELL_H):
        return ax.add_artist(
            FancyBboxPatch(
                (x, y),
                w,
                h,
                boxstyle="round,pad=0,rounding_size=4",
                fc=fc,
                ec=ec,
                lw=lw,
                hatch=hatch,
            )
        )

    def _text(self, ax, x, y, text, size=None, colour="black", bold=False, ha="center"):
        return ax.text(
            x,
            y,
            text,
            ha=ha,
            va="center",
            fontsize=size or self.LABEL,
            color=colour,
            fontweight="bold" if bold else "normal",
        )

    def _pawns(self, ax, cx, cy, n, colour=PAWN) -> list:
        """``n`` engineers (pawns) centred on ``(cx, cy)``."""
        self._use("engineer")
        out = []
        for i in range(n):
            x = cx + (i - (n - 1) / 2) * 10
            out.append(ax.add_artist(Circle((x, cy + 4.2), 3.2, fc=colour, ec="none")))
            body = [(x - 4.2, cy - 7), (x + 4.2, cy - 7), (x + 2.4, cy + 1), (x - 2.4, cy + 1)]
            out.append(ax.add_artist(Polygon(body, closed=True, fc=colour, ec="none")))
        return out

    def _coin(self, ax, cx, cy, credits) -> list:
        self._use("coin")
        disc = ax.add_artist(Circle((cx, cy), 10.5, fc=COIN, ec=COIN_EDGE, lw=1.2))
        return [disc, self._text(ax, cx, cy, str(credits), size=self.FONT, bold=True)]

    def _machine(self, ax, cx, cy, kind) -> list:
        """An excavator (an orange square) or a concrete mixer (a grey disc)."""
        self._use(kind)
        if kind == "excavator":
            return [
                ax.add_artist(Rectangle((cx - 8, cy - 8), 16, 16, fc=EXCAVATOR, ec="black", lw=1))
            ]
        return [ax.add_artist(Circle((cx, cy), 8.5, fc=MIXER, ec="black", lw=1))]

    def _cost(self, ax, cx, cy, engineers, credits, colour=PAWN) -> list:
        """The cost line: pawns, then a coin if credits are paid."""
        if not credits:
            return self._pawns(ax, cx, cy, engineers, colour)
        pawns_w = 10 * engineers
        left = cx - (pawns_w + 4 + 21) / 2
        return [
            *self._pawns(ax, left + pawns_w / 2, cy, engineers, colour),
            *self._coin(ax, left + pawns_w + 4 + 10.5, cy, credits),
        ]

    def _action(self, ax, sp, x, y, w, patent, colour="black") -> list:
        """What a space does, on its upper line."""
        cx, cy = x + w / 2, y + CELL_H - 14
        out = []
        if sp.section == "turbine":
            self._use("production")
            text = gmsg.SPACE_SHORT["turbine"].format(n=sp.n)
            return [self._text(ax, cx, cy - 1, text, size=self.BONUS, colour=colour, bold=True)]
        if sp.section == "machinery":
            kinds = {"excavator": ("excavator",), "either": ("excavator", "mixer")}
            kinds["both"] = ("excavator", "mixer")
            machines = kinds[sp.machines]
            if len(machines) == 1:
                return self._machine(ax, cx, cy, "excavator")
            self._use(sp.machines)
            word = msg.BOARD_EITHER if sp.machines == "either" else "+"
            out += self._machine(ax, cx - 20, cy, "excavator")
            out.append(self._text(ax, cx, cy, word, colour=colour))
            out += self._machine(ax, cx + 20, cy, "mixer")
            return out
        if sp.section == "patent":
            self._use("tile")
            slot = patent[sp.n - 1] if len(patent) >= sp.n else ""
            text = tile_words(slot) if slot else gmsg.DRAW_NO_TILE
        elif sp.section == "water":
            self._use("drops" if sp.action == "place_drops" else "flow")
            text = msg.BOARD_WATER[sp.action]
        elif sp.section == "workshop":
            self._use("wheel")
            text = msg.BOARD_WHEEL.format(n=sp.n)
        elif sp.section == "contracts":
            self._use("contract")
            text = msg.BOARD_CONTRACTS.format(n=sp.n, s="s" if sp.n > 1 else "")
        else:
            self._use("bank")
            text = msg.BOARD_BANK
        return [self._text(ax, cx, cy, text, colour=colour)]

    def _space(self, ax, sp, x, y, w, patent, seat_company=None) -> list:
        """One action space, free or taken (``seat_company``) or blocked."""
        if sp.id not in self.open_ids:
            self._use("blocked")
            box = self._box(ax, x, y, w, "#CFCFCF", hatch="///")
            return [box, self._text(ax, x + w / 2, y + CELL_H / 2, gmsg.DRAW_BLOCKED)]
        if sp.section != "bank" and sp.section != "patent":
            self._use("pair")
        if sp.fee:
            self._use("red_frame")
        ec, lw = (RED, 2.6) if sp.fee else ("#555555", 1.2)
        fc, ink, pawn = SECTION_COLOURS[sp.section], "black", PAWN
        if seat_company is not None:  # a thick dark frame: France's white is not a free space
            self._use("taken")
            fc, ink, ec, lw = OWNER_COLOURS[seat_company], TEXT_ON[seat_company], "black", 3
            pawn = ink
        out = [self._box(ax, x, y, w, fc, ec, lw)]
        if sp.section == "bank":
            return out + self._action(ax, sp, x, y, w, self._patent, ink)
        credits = sp.fee + sp.cost
        if credits and 10 * sp.engineers + 25 > w - 4:
            # a narrow space: the coin beside what it does, the pawns alone below
            out += self._action(ax, sp, x - 11, y, w, self._patent, ink)
            out += self._coin(ax, x + w - 11.5, y + CELL_H - 14, credits)
            return out + self._pawns(ax, x + w / 2, y + 13, sp.engineers, pawn)
        out += self._action(ax, sp, x, y, w, self._patent, ink)
        return out + self._cost(ax, x + w / 2, y + 13, sp.engineers, credits, pawn)

    # -- layers --------------------------------------------------------------------------
    def _static(self, ax):
        self._patent: tuple = ()
        for section, col, first in SECTION_LAYOUT:
            top = _section_top(col, first)
            width = 2 * CELL_W[col] + PAIR_GAP
            self._text(
                ax,
                column_x(col) + width / 2,
                top - HEADING_H / 2,
                msg.BOARD_SECTIONS[section],
                size=self.HEADING,
                bold=True,
            )
        for sp, x, y, w in self._where():
            if sp.section == "patent" and sp.id in self.open_ids:
                continue  # its tile changes every round: the changing layer draws it
            self._space(ax, sp, x, y, w, ())
        x, y, w, _h = self._construction_box()
        self._box(ax, x, y, w, SECTION_COLOURS["construction"])
        self._use("construction")

    def paint(self, state, highlight: str | None = None, shown=()):
        """Draw ``state``'s engineers, bank, patent tiles and next construction's cost (and
        frame ``highlight``) over the free board; ``shown``: the spaces of a computer's last
        move (see :meth:`_shown`)."""
        self.clear()
        ax, add = self.ax, self._add
        occupants = dict(state.spaces)
        self._patent = tuple(state.patent)
        for sp, x, y, w in self._where():
            seat = occupants.get(sp.id)
            tile_space = sp.section == "patent" and sp.id in self.open_ids
            if seat is not None:
                company = state.companies[seat].company
                for artist in self._space(ax, sp, x, y, w, self._patent, company):
                    add(artist)
            elif tile_space:
                for artist in self._space(ax, sp, x, y, w, self._patent):
                    add(artist)
            if sp.section == "bank":
                for artist in self._bank(ax, state, x, y, w):
                    add(artist)
        for artist in self._construction(state):
            add(artist)
        boxes = self.boxes()
        if highlight in boxes:
            self._use("chosen")
            x, y, w, h = boxes[highlight]
            add(self._box(ax, x - 2, y - 2, w + 4, "none", HIGHLIGHT, 4, h=h + 4))
        self._shown(shown)
        return self.fig

    def _shown(self, spaces) -> None:
        """The highlight hook of the game table (issue 21 §4): a thick dashed frame in
        :data:`~ludo.barrage.draw.map.SHOWN` over each of ``spaces`` (space ids, or the
        construction pseudo-space), where a computer seat or an Automa last put engineers."""
        boxes = self.boxes()
        for sid in spaces:
            self._use("shown")
            x, y, w, h = boxes[sid]
            for colour, lw, style in (("white", 8, "solid"), (SHOWN, 5, (0, (3, 1.5)))):
                box = FancyBboxPatch(
                    (x - 2, y - 2),
                    w + 4,
                    h + 4,
                    boxstyle="round,pad=0,rounding_size=4",
                    fc="none",
                    ec=colour,
                    lw=lw,
                    ls=style,
                )
                self.ax.add_artist(box)
                self._add(box)

    def _bank(self, ax, state, x, y, w) -> list:
        """The engineers at the bank this round: a pawn in each company's colour and how
        many it put there (its credits came with them)."""
        self._use("bank")
        per: dict[int, int] = {}
        for seat, n in getattr(state, "bank", ()):
            per[seat] = per.get(seat, 0) + n
        if not per:
            return self._pawns(ax, x + w / 2, y + 13, 1)
        out = []
        step = w / len(per)
        for i, (seat, n) in enumerate(sorted(per.items())):
            company = state.companies[seat].company
            cx = x + step * (i + 0.5)
            out.append(
                ax.add_artist(
                    FancyBboxPatch(
                        (cx - 18, y + 3),
                        36,
                        20,
                        boxstyle="round,pad=0,rounding_size=4",
                        fc=OWNER_COLOURS[company],
                        ec="black",
                        lw=1,
                    )
                )
            )
            ink = TEXT_ON[company]
            out += self._pawns(ax, cx - 8, y + 13, 1, ink)
            out.append(
                self._text(ax, cx + 6, y + 13, str(n), size=self.FONT, colour=ink, bold=True)
            )
        self._use("taken")
        return out

    def _construction(self, state) -> list:
        """The construction pseudo-space: what the next construction of the seat to play
        costs (the company board's construction spaces), or that none is left."""
        x, y, w, _h = self._construction_box()
        ax = self.ax
        out = [self._text(ax, x + w / 2, y + CELL_H - 14, msg.BOARD_CONSTRUCTION)]
        spaces = load_game_data().construction_spaces
        seat = None if state.phase == "pick" or state.is_over() else state.current_player
        if seat is None:
            return out
        c = state.companies[seat]
        if c.builds < len(spaces):
            engineers, fee = spaces[c.builds]
            out += self._cost(ax, x + w / 2, y + 13, engineers, fee)
        else:
            out.append(self._text(ax, x + w / 2, y + 13, gmsg.DRAW_CONSTRUCTION_FULL))
        return out


_ACTION_PAINTERS = PainterCache(8)


def action_painter(state, dpi: int = BOARD_DPI) -> ActionBoardPainter:
    """A shared action-board painter for ``state`` (its free board is drawn once)."""
    key = (state.n_players, state.intro, dpi)
    return _ACTION_PAINTERS.get_or_make(
        key, lambda: ActionBoardPainter(state.n_players, state.intro, dpi)
    )


def draw_action_board(state, highlight: str | None = None):
    """The action board: each space with what it does and its cost (pawns for the
    engineers, a coin for the credits); engineers shown in their company's colour, the
    bank's visitors with their number.

    Blocked spaces (by the number of players, or the patent office in the introductory
    game) are hatched grey; red-framed spaces (3 credits more, counted in the coin) have a
    red frame. Returns a new matplotlib figure (see :func:`action_board_png` for the fast
    picture); the legend is :func:`ludo.barrage.draw.legend.legend_html`.
    """
    painter = ActionBoardPainter(state.n_players, state.intro)
    return painter.paint(state, highlight)


def action_board_png(state, highlight: str | None = None, dpi: int = BOARD_DPI, shown=()) -> bytes:
    """The action board as PNG bytes, fast: the free board is drawn once (see
    :func:`draw_action_board`); ``shown``: spaces framed as a computer's last move."""
    p = action_painter(state, dpi)
    p.paint(state, highlight, shown)
    return p.png()


def symbol_figure(symbol: str):
    """A small picture of one symbol of the board, drawn by the board's own helpers (for
    the legend), or ``None`` for a symbol that is words (« roue +1 »)."""
    from matplotlib.figure import Figure

    p = ActionBoardPainter.__new__(ActionBoardPainter)  # the helpers only, no board
    p.symbols, p.open_ids, p._patent = set(), set(), ()
    # a small symbol in a square around it (drawn as large as a legend's line), the
    # others in a space's shape (points)
    small = symbol in ("engineer", "coin", "excavator", "mixer")
    x0, x1, y0, y1 = (23, 49, 4, 30) if small else (0, 72, 0, 34)
    fig = Figure(figsize=((x1 - x0) / 72, (y1 - y0) / 72), dpi=BOARD_DPI)
    ax = fig.add_axes((0, 0, 1, 1))
    ax.set_xlim(x0, x1)
    ax.set_ylim(y0, y1)
    ax.axis("off")
    mid = 17.0
    if symbol == "engineer":
        p._pawns(ax, 36, mid - 2, 1)
    elif symbol == "coin":
        p._coin(ax, 36, mid, 3)
    elif symbol in ("excavator", "mixer"):
        p._machine(ax, 36, mid, symbol)
    elif symbol in ("either", "both"):
        p._machine(ax, 16, mid, "excavator")
        p._text(ax, 36, mid, msg.BOARD_EITHER if symbol == "either" else "+", size=12)
        p._machine(ax, 56, mid, "mixer")
    elif symbol == "pair":
        p._box(ax, 4, 4, 30, SECTION_COLOURS["workshop"], h=26)
        p._box(ax, 38, 4, 30, SECTION_COLOURS["workshop"], RED, 2.6, h=26)
    elif symbol == "shown":
        p._box(ax, 6, 4, 60, SECTION_COLOURS["contracts"], h=26)
        ax.add_artist(
            FancyBboxPatch(
                (5, 3),
                62,
                28,
                boxstyle="round,pad=0,rounding_size=4",
                fc="none",
                ec=SHOWN,
                lw=4,
                ls=(0, (3, 1.5)),
            )
        )
    elif symbol in ("red_frame", "chosen", "taken", "blocked", "construction", "bank"):
        fc = SECTION_COLOURS.get(symbol, SECTION_COLOURS["contracts"])
        ec, lw, hatch = {
            "red_frame": (RED, 2.6, None),
            "chosen": (HIGHLIGHT, 4, None),
            "taken": ("black", 3, None),
            "blocked": ("#555555", 1.2, "///"),
        }.get(symbol, ("#555555", 1.2, None))
        if symbol == "taken":
            fc = OWNER_COLOURS["usa"]
        elif symbol == "blocked":
            fc = "#CFCFCF"
        p._box(ax, 6, 4, 60, fc, ec, lw, hatch, h=26)
        if symbol == "taken":
            p._pawns(ax, 36, mid - 2, 2, TEXT_ON["usa"])
    else:
        return None
    return fig
