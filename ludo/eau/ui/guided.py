"""The guided first game's table: Eau's clickable board beside the generic guide panel.

The board dashes the cells the lesson takes for the tile to place and frames those the
step shows (:meth:`ludo.core.guides.GuidedGame.highlight`); a click on a cell shows the
tile there, turned the first way the lesson takes; « Tourner » (R) turns it, a second
click or « Valider » plays it through the guide. Every refusal comes from the guide (the
engine's, with its card, or « la leçon demande … »).
"""

from __future__ import annotations

import html

import ipywidgets as W

from ...widgets import StaticForm
from ...widgets import messages as wm
from ...widgets.board import ClickBoard
from ...widgets.guide import GuidedTable, GuidePanel
from ...widgets.style import game_table
from ...widgets.tables import offer_tables
from ...widgets.why import WhyPanel
from .. import messages as msg
from ..draw import VIEWBOX, board_svg, preview_svg
from ..rules import Choose, Place
from ..tiles import SIZE, cell_name, parse_cell
from .common import _WRAP, BOARD_FLEX, BOARD_WIDTH, CONTROLS_FLEX, _style
from .labs import _CELL_POINTS


class GuidedEau(GuidedTable, StaticForm, W.VBox):
    """A guided first game (see the module). In a workshop the table picker comes first and
    the game is saved after each move or answer (its own file, ``eau-guide--…``).

    Headless: ``table.choose("L")``, ``table.click_cell("d3")`` (twice to play),
    ``table.rotate()``, ``table.confirm()``, ``table.panel.choices[0].click()``.
    """

    table_kind = "guide"

    def __init__(self, name: str = "premiere_partie"):
        from ..guided import guide

        self.guide = guide(name)
        self.table_slot = None
        #: The placement shown on the board, not yet played (None: nothing shown).
        self.pending: Place | None = None
        self.board = ClickBoard(width="100%", layout=W.Layout(width="100%"))
        self.board.add_class("eau-board")
        self.board.on_cell(self.click_cell)
        self.board.on_key(self._on_key)
        self.status = W.HTML()
        self.status.add_class("eau-guide-status")
        self.hand = W.HBox(layout=W.Layout(**_WRAP))
        self.hand.add_class("eau-guide-hand")
        self.pick = W.ToggleButtons(options=[], description=msg.PICK_TILE)
        self.pick.add_class("eau-pick")
        self.pick.observe(lambda _: self._picked(), names="value")
        self._picking = False
        auto = W.Layout(width="auto")
        self.rotate_button = W.Button(description=wm.ROTATE, layout=auto)
        self.confirm_button = W.Button(
            description=wm.CONFIRM, button_style="success", layout=W.Layout(width="auto")
        )
        self.rotate_button.add_class("eau-rotate")
        self.confirm_button.add_class("eau-confirm")
        self.rotate_button.on_click(lambda _: self.rotate())
        self.confirm_button.on_click(lambda _: self.confirm())
        self.turn_box = W.HBox([self.rotate_button, self.confirm_button], layout=W.Layout(**_WRAP))
        self.why = WhyPanel("eau")
        self.panel = GuidePanel(
            self.guide.start(),
            self.why,
            controls=(W.VBox([self.hand, self.pick, self.turn_box]),),
            on_change=self._changed,
        )
        side = W.VBox(
            [self.why, self.status, self.panel],
            layout=W.Layout(flex=CONTROLS_FLEX, min_width="0", margin="0 0 0 12px"),
        )
        side.add_class("eau-controls")
        left = W.VBox(
            [self.board],
            layout=W.Layout(flex=BOARD_FLEX, max_width=BOARD_WIDTH, min_width="0"),
        )
        super().__init__(
            [
                _style(),
                W.HBox([left, side], layout=W.Layout(align_items="flex-start", **_WRAP)),
            ]
        )
        self.add_class("eau-game")
        self.add_class("ludo-guided")
        game_table(self)
        self.refresh()
        offer_tables(self, "eau")

    # -- what a table picker needs ------------------------------------------------------------
    def resumed(self) -> None:
        """A saved game comes back: no tile shown any more."""
        self.pending = None

    # -- actions ------------------------------------------------------------------------------
    def choose(self, code: str) -> bool:
        """Choose a tile of the learner's hand (through the guide)."""
        return self.panel.play(Choose(code))

    def code(self) -> str | None:
        """The tile the next click places: the one picked among those to place."""
        codes = self.state.to_place()
        return self.pick.value if self.pick.value in codes else (codes[0] if codes else None)

    def accepted(self, code: str | None = None) -> list[Place]:
        """The placements of ``code`` (the picked tile) the lesson takes now."""
        g = self.guided
        code = code or self.code()
        if code is None or g.question() is not None or g.is_done() or self.state.is_over():
            return []
        return [
            m
            for m in self.state.legal_moves()
            if isinstance(m, Place) and m.code == code and g.check(m) is None
        ]

    def click_cell(self, cell: int | str) -> bool:
        """A click on a cell: show the tile there (the first way the lesson takes it); a
        second click on the shown tile plays it. True when a move was played."""
        name = cell if isinstance(cell, str) else cell_name(cell)
        code = self.code()
        if code is None:
            if self.state.phase == "choose" and not self.state.is_over():
                self.panel.said.value = html.escape(msg.GUIDE_CHOOSE_FIRST)
            return False
        where = parse_cell(name)
        if self.pending is not None and self.pending.cell == where:
            return self.confirm()
        turns = [m.turn for m in self.accepted(code) if m.cell == where]
        if not turns:  # the guide says why (the engine's rule, or the lesson's)
            turn = self.pending.turn if self.pending is not None else 0
            self.pending = None
            return self.panel.play(Place(code, where, turn))
        self.pending = Place(code, where, turns[0])
        self._draw()
        self.panel.said.value = html.escape(
            msg.GUIDE_PREVIEW.format(tile=_upper(msg.TILE_NAMES[code]), cell=name)
        )
        return False

    def rotate(self) -> None:
        """Turn the shown tile a quarter turn clockwise."""
        if self.pending is not None:
            p = self.pending
            self.pending = Place(p.code, p.cell, (p.turn + 1) % 4)
            self._draw()

    def confirm(self) -> bool:
        """Play the shown tile through the guide (refused: nothing changes)."""
        if self.pending is None:
            self.panel.said.value = html.escape(msg.GUIDE_NO_PREVIEW)
            return False
        move, self.pending = self.pending, None
        done = self.panel.play(move)
        if not done:
            self._draw()
        return done

    def _on_key(self, key: str) -> None:
        if key in ("r", "R"):
            self.rotate()
        elif key == "Enter":
            self.confirm()
        elif key == "Escape" and self.pending is not None:
            self.pending = None
            self._draw()

    def _picked(self) -> None:
        if not self._picking:
            if self.pending is not None and self.pending.code != self.code():
                self.pending = None
            self._draw()

    def _changed(self) -> None:
        self.pending = None
        self.refresh()

    # -- display ------------------------------------------------------------------------------
    def refresh(self) -> None:
        s = self.state
        g = self.guided
        codes = s.to_place() if g.question() is None and not g.is_done() else ()
        self._picking = True
        try:
            if tuple(v for _, v in self.pick.options) != codes:
                keep = self.pick.value if self.pick.value in codes else None
                self.pick.options = [(msg.TILE_SHORT[c], c) for c in codes]
                self.pick.value = keep if keep is not None else (codes[0] if codes else None)
            if codes and not self.accepted():  # the tile the lesson asks for, picked
                self.pick.value = next((c for c in codes if self.accepted(c)), codes[0])
        finally:
            self._picking = False
        self.pick.layout.display = "flex" if len(codes) > 1 else "none"
        self.turn_box.layout.display = "flex" if codes else "none"
        choosing = s.phase == "choose" and not s.is_over() and g.question() is None
        buttons = []
        if choosing:
            for c in sorted(set(s.hands[s.mover])):
                b = W.Button(
                    description=msg.CHOOSE.format(tile=msg.TILE_SHORT[c]),
                    button_style="primary",
                    layout=W.Layout(width="auto", flex="0 0 auto"),
                )
                b.add_class("eau-choose")
                b.on_click(lambda _b, c=c, shown=s: self.state is shown and self.choose(c))
                buttons.append(b)
        self.hand.children = tuple(buttons)
        self.status.value = self._status_html()
        self._draw()

    def _status_html(self) -> str:
        s = self.state
        if s.is_over():
            return f"<p><b>{html.escape(msg.GUIDE_OVER)}</b></p>"
        lines = [
            msg.GUIDE_STATUS.format(round=s.round, rounds=s.rounds, phase=msg.PHASE_NAMES[s.phase]),
            msg.GUIDE_LEADER.format(player=s.leader + 1),
        ]
        if s.phase == "choose":
            lines.append(msg.GUIDE_HAND.format(hand=msg.count_tiles(s.hands[s.mover])))
        else:
            lines.append(msg.GUIDE_TO_PLACE.format(tiles=msg.count_tiles(_left(s))))
        return "<p style='margin:2px 0'>" + "<br>".join(html.escape(t) for t in lines) + "</p>"

    def _draw(self) -> None:
        s = self.state
        g = self.guided
        frames = [parse_cell(c) for c in g.highlight()]
        takes = {cell_name(m.cell) for m in self.accepted()}
        p = self.pending
        titles = {}
        for c in range(SIZE * SIZE):
            tile = s.board[c]
            name = cell_name(c)
            titles[name] = f"{name} : {msg.TILE_NAMES.get(tile.code, tile.code)}" if tile else name
        self.board.show_svg(
            preview_svg(p.cell if p else None, p.tile if p else None),
            VIEWBOX,
            _CELL_POINTS,
            legal=takes,
            titles=titles,
            selected=cell_name(p.cell) if p else "",
            background=board_svg(s, highlight=frames),
        )


def premiere_partie(name: str = "premiere_partie") -> GuidedEau:
    """The guided first game of ``notebooks/eau/00_premiere_partie.ipynb``."""
    return GuidedEau(name)


def _left(state) -> tuple[str, ...]:
    """The tiles still to place this phase (each revealed pipe, or each pending event)."""
    if state.phase == "place":
        return tuple(c for c in state.chosen if c is not None)
    return tuple(state.pending)


def _upper(text: str) -> str:
    return text[:1].upper() + text[1:]
