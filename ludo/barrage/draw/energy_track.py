"""The energy track's picture: the companies' markers, the track's rewards, the round's bonus tile."""

from __future__ import annotations

from matplotlib.patches import Circle, Rectangle

from ...viz import PALETTE, apply_style
from .. import messages as msg
from ..game import messages as gmsg
from ..game.data import load_game_data
from ..guide.legend import TRACK_SYMBOLS
from .canvas import DPI, HIGHLIGHT, OWNER_COLOURS, TEXT_ON, LayeredPicture, PainterCache


class TrackPainter(LayeredPicture):
    """The energy track: squares and credits once per game (its bonus tiles); the current
    round's section and bonus tile, the companies' markers, the turn order and the round are
    the changing layer (a new round redraws five boxes, not the whole track).

    In two rows (squares 0-17 with rounds 1-2, squares 18-30 with rounds 3-5), 11 inches
    wide like the map: shown as wide as the map (about 730-760 CSS pixels at 1280×800) its
    numbers, credits and bonus tiles are 16-18 points, ≥ 14 CSS pixels. (One row of 31
    squares, 16 inches wide, gave them 6-7 CSS pixels.)
    """

    #: points: the squares' numbers, credits, bonus tiles, markers' initials
    NUMBER, CREDIT, BONUS, INITIALS = 18, 17.5, 17.5, 14
    #: a company's marker (data units) and the step between stacked markers
    MARKER, STACK = 0.33, 0.68
    #: squares per row, and the second row's height below the first (data units)
    ROW, DROP = 18, 5.5
    XLIM, YLIM = (-0.7, 17.7), (-9.0, 2.9)
    WIDTH = 11.0
    #: the axes' share of the figure's height (the title above them)
    AXES_H = 0.93

    #: every symbol the track may use (explained by the one legend,
    #: :mod:`ludo.barrage.guide.legend`)
    SYMBOLS = TRACK_SYMBOLS

    def __init__(self, bonus: tuple, dpi: int = DPI):
        self.bonus = bonus
        #: the symbols drawn so far
        self.symbols: set[str] = set()
        # equal units across and down (round markers): the height follows the width
        per_inch = (self.XLIM[1] - self.XLIM[0]) / (0.99 * self.WIDTH)
        height = (self.YLIM[1] - self.YLIM[0]) / per_inch / self.AXES_H
        super().__init__(self.WIDTH, round(height, 2), dpi)

    def _use(self, symbol: str) -> None:
        assert symbol in self.SYMBOLS, symbol
        self.symbols.add(symbol)

    @classmethod
    def _axes(cls, fig):
        apply_style()
        ax = fig.add_subplot(1, 1, 1)
        # laid out exactly: no cropping pass needed
        ax.set_position((0.005, 0.0, 0.99, cls.AXES_H))
        ax.set_xlim(*cls.XLIM)
        ax.set_ylim(*cls.YLIM)
        ax.axis("off")
        return fig, ax

    def at(self, square: int) -> tuple[float, float]:
        """Where ``square`` (0-30) is drawn."""
        row, x = divmod(square, self.ROW)
        return float(x), -self.DROP * row

    def _sections(self, ax, current: int | None = None):
        """The five sections of rounds 1-5 and their bonus tiles; with ``current``, only
        that round's frame and bold bonus tile (drawn over the plain ones, whose text a
        white box hides)."""
        artists = []
        for k in range(1, 6):
            if current is not None and k != current:
                continue
            start = 6 * k
            end = min(6 * k + 6, 31)
            (x0, y), now = self.at(start), k == current
            self._use("track_current" if now else "track_section")
            self._use("track_bonus")
            artists.append(
                ax.add_artist(
                    Rectangle(
                        (x0 - 0.5, y - 0.5),
                        end - start,
                        1.0,
                        fc="none" if now else "#F2F2F2",
                        ec=HIGHLIGHT if now else "#BBBBBB",
                        lw=3 if now else 1,
                        zorder=2 if now else 0.5,
                    )
                )
            )
            text = gmsg.DRAW_BONUS.format(round=k, tile=gmsg.BONUS_SHORT[self.bonus[k - 1]])
            box = {"fc": "white", "ec": "none", "pad": 1.5} if now else None
            # two sections side by side: their texts at two heights; the last section is
            # one square wide, at the end of the second row: its text starts there
            x, ha = (x0 + (end - start - 1) / 2, "center") if k < 5 else (x0 - 0.5, "left")
            artists.append(
                ax.text(
                    x,
                    y + (1.75 if k % 2 else 1.05),
                    text,
                    ha=ha,
                    va="center",
                    fontsize=self.BONUS,
                    fontweight="bold" if now else "normal",
                    bbox=box,
                )
            )
        return artists

    def _static(self, ax):
        data = load_game_data()
        credits = {at: cr for at, cr, _ in data.track_credits}
        self._sections(ax)
        for e in range(31):
            x, y = self.at(e)
            ax.add_artist(
                Rectangle((x - 0.45, y - 0.4), 0.9, 0.8, fc="white", ec="#777777", lw=0.8, zorder=1)
            )
            ax.text(x, y, str(e), ha="center", va="center", fontsize=self.NUMBER, zorder=1.1)
            if e in credits:
                self._use("track_credits")
                ax.text(
                    x,
                    y + 0.6,
                    gmsg.DRAW_CREDITS.format(n=credits[e]),
                    ha="center",
                    va="center",
                    fontsize=self.CREDIT,
                    color=PALETTE["blue"],
                    fontweight="bold",
                )
        # after the last square, in the second row's free end
        x, y = self.at(30)
        self._use("track_zero")
        ax.text(x + 1.2, y, gmsg.DRAW_ZERO, ha="left", va="center", fontsize=17.5, linespacing=1.2)
        ax.set_title(gmsg.DRAW_TRACK_TITLE, fontsize=20)

    def paint(self, state):
        """Draw ``state``'s markers, turn order and round over the track."""
        self.clear()
        ax, add, top = self.ax, self._add, load_game_data().track_top
        if not state.is_over():
            for artist in self._sections(ax, state.round):
                add(artist)
        at: dict = {}
        for c in state.companies or ():
            if c is None:
                continue
            pos = min(c.energy, top)
            level = at.get(pos, 0)
            at[pos] = level + 1
            x, y = self.at(pos)
            y -= 0.95 + self.STACK * level
            colour = OWNER_COLOURS[c.company]
            self._use("track_marker")
            add(ax.add_artist(Circle((x, y), self.MARKER, fc=colour, ec="black", lw=1.5, zorder=3)))
            add(
                ax.text(
                    x,
                    y,
                    msg.DRAW_OWNER_SHORT[c.company],
                    ha="center",
                    va="center",
                    fontsize=self.INITIALS,
                    color=TEXT_ON[c.company],
                    fontweight="bold",
                    zorder=4,
                )
            )
            if c.energy > top:
                self._use("track_top")
                add(ax.text(x + 0.5, y, f"({c.energy})", ha="left", va="center", fontsize=16))
        if state.order:
            order = " → ".join(
                str(msg.OWNER_NAMES[state.companies[s].company]) for s in state.order
            )
            add(ax.text(-0.6, 2.55, gmsg.DRAW_ORDER.format(order=order), ha="left", fontsize=18))
        add(
            ax.text(
                self.XLIM[1] - 0.1,
                2.55,
                gmsg.DRAW_ROUND.format(round=state.round),
                ha="right",
                fontsize=20,
                fontweight="bold",
            )
        )
        return self.fig


_TRACK_PAINTERS = PainterCache(8)


def track_key(state) -> tuple:
    return (tuple(state.bonus), 0 if state.is_over() else state.round)


def draw_energy_track(state):
    """The energy track: each company's marker, the credit squares, the five sections and
    their bonus tiles (the current round's framed), and the turn order (a new figure)."""
    return TrackPainter(tuple(state.bonus)).paint(state)


def track_painter(state, dpi: int = DPI) -> TrackPainter:
    """A shared energy-track painter for ``state`` (its track is drawn once per game)."""
    bonus = tuple(state.bonus)
    return _TRACK_PAINTERS.get_or_make((bonus, dpi), lambda: TrackPainter(bonus, dpi=dpi))


def energy_track_png(state, dpi: int = DPI) -> bytes:
    """The energy track as PNG bytes, fast: the squares are drawn once per game."""
    p = track_painter(state, dpi)
    p.paint(state)
    return p.png()


def track_symbol_figure(symbol: str):
    """A small picture of one symbol of the energy track (for the legend), or ``None`` for
    a symbol that is words or numbers."""
    from matplotlib.figure import Figure

    fig = Figure(figsize=(1.0, 34 / 72), dpi=DPI)
    ax = fig.add_axes((0, 0, 1, 1))
    ax.set_xlim(-1.1, 1.1)
    ax.set_ylim(-0.5, 0.5)
    ax.set_aspect("equal")
    ax.axis("off")
    if symbol == "track_marker":
        ax.add_artist(Circle((0, 0), 0.33, fc=OWNER_COLOURS["usa"], ec="black", lw=1.5))
        ax.text(
            0,
            0,
            msg.DRAW_OWNER_SHORT["usa"],
            ha="center",
            va="center",
            fontsize=9,
            color=TEXT_ON["usa"],
            fontweight="bold",
        )
    elif symbol in ("track_section", "track_current"):
        now = symbol == "track_current"
        ax.add_artist(
            Rectangle(
                (-1.0, -0.4),
                2.0,
                0.8,
                fc="none" if now else "#F2F2F2",
                ec=HIGHLIGHT if now else "#BBBBBB",
                lw=3 if now else 1,
            )
        )
    else:
        return None
    return fig
