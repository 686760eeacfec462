"""The action board's picture: its sections and spaces, the engineers placed on them."""

from __future__ import annotations

import functools

from matplotlib.patches import FancyBboxPatch

from ...viz import apply_style
from .. import messages as msg
from ..construction import tile_name
from ..game import messages as gmsg
from ..game.data import load_game_data
from ..game.moves import CONSTRUCTION
from .canvas import DPI, HIGHLIGHT, OWNER_COLOURS, RED, TEXT_ON, LayeredPicture, PainterCache
from .map import SHOWN

#: (section, column, first row): the action board in four columns, so that it is as wide as
#: the map and its labels stay legible when both are shown at the same width (a projector).
SECTION_LAYOUT = (
    ("turbine", 0, 0),
    ("water", 1, 0),
    ("bank", 1, 2.9),
    ("workshop", 2, 0),
    ("patent", 2, 3.8),
    ("machinery", 3, 0),
    ("contracts", 3, 3.8),
)
#: Width of a column of the action board, and height of a row (drawing units ≈ inches).
COLUMN_W, ROW_H = 2.72, 1.12
SECTION_COLOURS = {
    "turbine": "#DCEBF7",
    "water": "#D6EEF8",
    "bank": "#F3F3F3",
    "workshop": "#FBEBD3",
    "machinery": "#EFE6F2",
    "contracts": "#FFF6CC",
    "patent": "#E2F1EA",
}


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


#: The construction pseudo-space's lower-left corner: under the bank (a construction puts
#: engineers on the company board, not on the action board; the game table shows it here so
#: that every turn starts with a click on this picture).
CONSTRUCTION_BOX = (COLUMN_W + 0.3, -6.0)


class ActionBoardPainter(LayeredPicture):
    """The action board: the spaces free, once per (players, introductory game); the
    engineers, the patent office's tiles and the highlighted space are the changing layer.

    Laid out in four columns (11 × 9 inches): shown as wide as the map (about 720-760 CSS
    pixels at 1280×800), its 15.5-point labels are 14 CSS pixels or more, legible from the
    back of a room; a space's cost with a fee takes two lines.
    """

    W, H = 1.31, 1.0
    #: the sections of one column of spaces (bank, patent office) have wider spaces
    WIDE = 1.9
    FONT = 15.5

    def __init__(self, n_players: int, intro: bool, dpi: int = DPI):
        self.n_players, self.intro = n_players, intro
        self.open_ids = {s.id for s in load_game_data().spaces_for(n_players, intro)}
        super().__init__(11.0, 9.0, dpi)

    @staticmethod
    def _axes(fig):
        apply_style()
        ax = fig.add_subplot(1, 1, 1)
        ax.set_position((0.005, 0.0, 0.99, 0.95))  # laid out exactly: no cropping pass needed
        ax.set_xlim(-0.05, 4 * COLUMN_W)
        ax.set_ylim(-7.85, 0.75)
        ax.axis("off")
        return fig, ax

    def _where(self):
        """Each space with its lower-left corner, in board order."""
        for section, col, first in SECTION_LAYOUT:
            x0 = col * COLUMN_W
            for r, pair in enumerate(_space_rows()[section]):
                y = -(first + r) * ROW_H - 0.2
                for side, sp in enumerate(pair):
                    if sp is not None:
                        x = (
                            x0 + 0.3
                            if section in ("patent", "bank")
                            else x0 + side * (self.W + 0.05)
                        )
                        yield sp, x, y - self.H

    def boxes(self) -> dict[str, tuple[float, float, float, float]]:
        """Each space's box ``(x, y, width, height)`` in the drawing's data coordinates (its
        lower-left corner first), and the construction pseudo-space's (the game table's
        clickable action board puts a polygon over each)."""
        out = {
            sp.id: (x, y, self.WIDE if sp.section in ("patent", "bank") else self.W, self.H)
            for sp, x, y in self._where()
        }
        out[CONSTRUCTION] = (*CONSTRUCTION_BOX, self.WIDE, self.H)
        return out

    def _space(self, ax, sp, x, y, fc, ec, lw, label, colour="black", bold=False, hatch=None):
        w = self.WIDE if sp.section in ("patent", "bank") else self.W
        box = FancyBboxPatch(
            (x, y), w, self.H, boxstyle="round,pad=0.02", fc=fc, ec=ec, lw=lw, hatch=hatch
        )
        text = ax.text(
            x + w / 2,
            y + self.H / 2,
            label,
            ha="center",
            va="center",
            fontsize=self.FONT + (1 if bold else 0),
            linespacing=1.0,
            color=colour,
            fontweight="bold" if bold else "normal",
        )
        ax.add_artist(box)
        return box, text

    def _static(self, ax):
        for section, col, first in SECTION_LAYOUT:
            ax.text(
                col * COLUMN_W + self.W + 0.025,
                -first * ROW_H + 0.3,
                gmsg.SECTION_NAMES[section],
                ha="center",
                va="center",
                fontsize=16,
                fontweight="bold",
            )
        for sp, x, y in self._where():
            if sp.section == "patent" and sp.id in self.open_ids:
                continue  # its tile changes every round: the changing layer draws it
            blocked = sp.id not in self.open_ids
            ec, lw = (RED, 2.6) if sp.fee else ("#555555", 1.2)
            if blocked:
                label = gmsg.DRAW_BLOCKED
                self._space(ax, sp, x, y, "#CFCFCF", ec, lw, label, hatch="///")
            else:
                label = _space_label((), sp)
                self._space(ax, sp, x, y, SECTION_COLOURS[sp.section], ec, lw, label)
        ax.text(
            CONSTRUCTION_BOX[0] + self.WIDE / 2,
            CONSTRUCTION_BOX[1] + self.H + 0.32,
            gmsg.SECTION_NAMES["construction"],
            ha="center",
            va="center",
            fontsize=16,
            fontweight="bold",
        )
        ax.set_title(gmsg.DRAW_ACTION_TITLE.format(n=self.n_players), fontsize=16)
        ax.text(  # under the turbine spaces, the tallest column
            0,
            -6.75,
            gmsg.DRAW_ACTION_LEGEND,
            ha="left",
            va="center",
            fontsize=12.5,
            linespacing=1.2,
            color="#333333",
        )

    def paint(self, state, highlight: str | None = None, shown=()):
        """Draw ``state``'s engineers and patent tiles (and frame ``highlight``) over the
        free board; ``shown``: the spaces of a computer's last move (see :meth:`_shown`)."""
        self.clear()
        occupants = dict(state.spaces)
        patent = tuple(state.patent)
        for sp, x, y in self._where():
            seat = occupants.get(sp.id)
            is_open = sp.id in self.open_ids
            tile_space = sp.section == "patent" and is_open
            if seat is None and sp.id != highlight and not tile_space:
                continue
            ec, lw = (RED, 2.6) if sp.fee else ("#555555", 1.2)
            if sp.id == highlight:
                ec, lw = HIGHLIGHT, 4
            fc, colour, hatch = SECTION_COLOURS[sp.section], "black", None
            label = _space_label(patent, sp)
            if not is_open:
                fc, hatch, label = "#CFCFCF", "///", gmsg.DRAW_BLOCKED
            elif seat is not None:
                company = state.companies[seat].company
                fc, colour = OWNER_COLOURS[company], TEXT_ON[company]
                what = label.split("\n")[0]  # the action, then whose engineers are there
                label = f"{what}\n{msg.OWNER_NAMES[company]}"
            box, text = self._space(self.ax, sp, x, y, fc, ec, lw, label, colour, False, hatch)
            self._add(box)
            self._add(text)
        self._construction(state, highlight)
        self._shown(shown)
        return self.fig

    def _shown(self, spaces) -> None:
        """The highlight hook of the game table (issue 21 §4): a thick dashed frame in
        :data:`~ludo.barrage.draw.map.SHOWN` over each of ``spaces`` (space ids, or the
        construction pseudo-space), where a computer seat or an Automa last put engineers."""
        boxes = self.boxes()
        for sid in spaces:
            x, y, w, h = boxes[sid]
            for colour, lw, style in (("white", 8, "solid"), (SHOWN, 5, (0, (3, 1.5)))):
                box = FancyBboxPatch(
                    (x, y), w, h, boxstyle="round,pad=0.06", fc="none", ec=colour, lw=lw, ls=style
                )
                self.ax.add_artist(box)
                self._add(box)

    def _construction(self, state, highlight) -> None:
        """The construction pseudo-space: what the next construction of the seat to play
        costs in engineers (and credits: the company board's fourth space)."""
        label = gmsg.DRAW_CONSTRUCTION
        spaces = load_game_data().construction_spaces
        seat = None if state.phase == "pick" else state.current_player
        if seat is not None:
            c = state.companies[seat]
            if c.builds < len(spaces):
                engineers, fee = spaces[c.builds]
                label += "\n" + gmsg.DRAW_ENGINEERS.format(n=engineers)
                if fee:
                    label += " " + gmsg.DRAW_FEE.format(fee=fee)
            else:
                label += "\n" + gmsg.DRAW_CONSTRUCTION_FULL
        x, y = CONSTRUCTION_BOX
        ec, lw = (HIGHLIGHT, 4) if highlight == CONSTRUCTION else ("#555555", 1.2)
        box = FancyBboxPatch(
            (x, y), self.WIDE, self.H, boxstyle="round,pad=0.02", fc="#E8E8E8", ec=ec, lw=lw
        )
        text = self.ax.text(
            x + self.WIDE / 2,
            y + self.H / 2,
            label,
            ha="center",
            va="center",
            fontsize=self.FONT,
            linespacing=1.0,
        )
        self.ax.add_artist(box)
        self._add(box)
        self._add(text)


_ACTION_PAINTERS = PainterCache(8)


def action_painter(state, dpi: int = DPI) -> ActionBoardPainter:
    """A shared action-board painter for ``state`` (its free board is drawn once)."""
    key = (state.n_players, state.intro, dpi)
    return _ACTION_PAINTERS.get_or_make(
        key, lambda: ActionBoardPainter(state.n_players, state.intro, dpi)
    )


def draw_action_board(state, highlight: str | None = None):
    """The action board: each space with its cost; engineers shown in their company's colour.

    Blocked spaces (by the number of players, or the patent office in the introductory
    game) are hatched grey; red-framed spaces (3 credits more) have a red frame. Returns a
    new matplotlib figure (see :func:`action_board_png` for the fast picture).
    """
    painter = ActionBoardPainter(state.n_players, state.intro)
    return painter.paint(state, highlight)


def action_board_png(state, highlight: str | None = None, dpi: int = DPI, shown=()) -> bytes:
    """The action board as PNG bytes, fast: the free board is drawn once (see
    :func:`draw_action_board`); ``shown``: spaces framed as a computer's last move."""
    p = action_painter(state, dpi)
    p.paint(state, highlight, shown)
    return p.png()


def _space_label(patent: tuple, sp) -> str:
    if sp.section == "patent":
        tile = tile_name(patent[sp.n - 1]) if len(patent) >= sp.n and patent[sp.n - 1] else ""
        what = gmsg.SPACE_SHORT["patent"].format(tile=tile or gmsg.DRAW_NO_TILE)
        what = what.replace(" → ", " →\n")  # two short lines: the box stays narrow
    elif sp.section == "machinery":
        what = gmsg.SPACE_SHORT["machinery_" + sp.machines].format(cost=sp.cost)
        if len(what) > 11:  # « 2 cr → exc. » fits the box on one line, longer ones do not
            what = what.replace(" → ", " →\n")
    elif sp.section == "water":
        what = gmsg.SPACE_SHORT[sp.action]
    else:
        what = gmsg.SPACE_SHORT[sp.section].format(n=sp.n, cost=sp.cost)
    cost = gmsg.DRAW_ENGINEERS.format(n=sp.engineers)
    if sp.section == "bank":
        cost = gmsg.DRAW_BANK_ENGINEERS
    if sp.fee:
        # on a line of its own, unless the label would then need five lines
        cost += (" " if "\n" in what else "\n") + gmsg.DRAW_FEE.format(fee=sp.fee)
    return f"{what}\n{cost}"
