"""Barrage's guided first game at the table: the game table played through the guide,
and beside the action board the guide's panel.

The table is the game table (:class:`~ludo.barrage.ui.table.GameTable`: an action space,
a place of the map, « Valider »; « Un conseil ? » at hand), except that a move goes
through the guide (:class:`ludo.core.guides.GuidedGame`) and that the spaces and places
offered are those the lesson takes. Barrage has hundreds of legal moves a turn: the table
never asks ``check`` (which plays a move) for each of them, but
:func:`ludo.barrage.guided.lesson_moves` (the legal moves filtered by the step's
requirement, nothing played). A space or a place the rules refuse says why with its
« Pourquoi ? » (the game table's own refusals); one the rules allow but the lesson does not
says « la leçon demande … ». The places a step shows (a question's spot, the patent
office) are framed on the map and the action board.

Headless: ``table.click_space("construction")``, ``table.click_place("D1L")``,
``table.validate()``, ``table.panel.choices[0].click()``; ``table.guided`` the guided game.
"""

from __future__ import annotations

import html

from ...core import messages as cmsg
from ...core.guides import LessonRefusal
from ...widgets.guide import GuidedTable, GuidePanel
from .. import messages as rmsg
from ..draw.map import shown_png
from ..guided import guide, lesson_moves, lesson_places
from ..map import base_map
from .table import GameTable


class _GuidedSession:
    """What the game table asks of its session, answered by the guide's panel: the
    position, its history, the computer's seats; a move played through the guide (the
    Automa's replies included: the guide plays them)."""

    def __init__(self, owner: GuidedBarrage):
        self.owner = owner
        self.computer = dict(owner.guide.computer)
        self._history: tuple = (None, [])

    @property
    def guided(self):
        return self.owner.panel.guided

    @property
    def state(self):
        return self.guided.state

    @property
    def history(self) -> list:
        state = self.state
        if self._history[0] is not state:
            self._history = (state, state.replay())
        return self._history[1]

    # the table picker's view of a session (ludo.widgets.tables)
    @property
    def table(self):
        return self.owner.panel.session.table

    @table.setter
    def table(self, slot) -> None:
        self.owner.panel.session.table = slot

    @property
    def save_error(self):
        return self.owner.panel.session.save_error

    def save(self, texts=None) -> list[str]:
        return self.owner.panel.session.save(texts)

    def computer_to_move(self) -> bool:
        return False  # the guide plays the Automa's replies with each move

    def computer_turns(self) -> list[str]:
        return []

    def play(self, move) -> list[str]:
        """Play ``move`` through the guide: refused (nothing changed) as the guide says."""
        g = self.guided
        if isinstance(move, str):
            move = g.state.parse_move(move)
        err = g.check(move)
        if err is not None:
            self.owner.panel._refused(err)
            raise err
        self.owner.panel.play(move)
        return list(g.lines)

    def undo(self) -> bool:  # a guided game goes forward only
        return False


class GuidedBarrage(GuidedTable, GameTable):
    """A guided first game of Barrage against Tesla's Automa: the game table (see the
    module) with the guide's panel over its action board. In a workshop the table picker
    comes first and the game is saved after each move (its own file, ``barrage-guide--…``)."""

    table_kind = "guide"

    def __init__(self, name: str = "premiere_partie"):
        self.guide = guide(name)
        self._panel: GuidePanel | None = None  # built with the first game (new_game)
        super().__init__(players=2, seats=("human", "automa"), seed=1, automa_level="facile")
        self.add_class("ludo-guided")
        main = next(c for c in self.children if "barrage-main" in c._dom_classes)
        controls = main.children[1]
        controls.children = (controls.children[0], self.panel, *controls.children[1:])
        for widget in (self.setup, self.undo_button, self.new_button):
            widget.layout.display = "none"
        show = self.map.show

        def guided_show(state, moves_shown=None, picture=None):
            if moves_shown is None:
                moves_shown = lesson_moves(self.guided)
            if picture is None:
                picture = self._framed()
            show(state, moves_shown=moves_shown, picture=picture)

        self.map.show = guided_show
        drawing = self.actions.drawing

        def guided_drawing(state, shown=()):
            # the spaces dashed on the action board: those of the lesson's moves only
            svg, used, titles = drawing(state, shown)
            if state is self.state:
                used = set(used) & lesson_places(self.guided)
            return svg, used, titles

        self.actions.drawing = guided_drawing
        self._step()

    # -- the guided game ---------------------------------------------------------------------
    @property
    def panel(self) -> GuidePanel:
        assert self._panel is not None
        return self._panel

    @property
    def session(self) -> _GuidedSession:
        """The game table's session, answered by the guide (see :class:`_GuidedSession`)."""
        return self._session

    def new_game(self) -> None:
        """The guide's game (its deal), from its first step: the set-up is the guide's."""
        if self._panel is None:
            self._panel = GuidePanel(self.guide.start(), self.why, on_change=self._guided_move)
        else:
            self.panel.show_guided(self.guide.start())
        self._session = _GuidedSession(self)
        self._show(list(self.guided.lines))

    def _guided_move(self) -> None:
        """After a move or an answer: the table shows the new position."""
        self.refresh()

    def refresh(self) -> None:
        """The table redrawn for the guided game's position (after a resumed save)."""
        self._show(list(self.guided.lines))

    def accepted(self) -> list:
        """The moves the lesson takes now (the spaces and places offered are theirs)."""
        return lesson_moves(self.guided)

    def play_move(self, move) -> bool:
        """Play ``move`` as the clicks would (its space, its place, « Valider »)."""
        before = self.state
        self.prepare(move)
        self.validate()
        return self.state is not before

    # -- the lesson narrows the game table's clicks ------------------------------------------
    def _candidates(self) -> list:
        moves = super()._candidates()
        if not moves:
            return moves
        taken = set(lesson_moves(self.guided))
        return [m for m in moves if m in taken]

    def _lesson_says(self) -> str | None:
        """Why no click is taken now (a question to answer first), else None."""
        g = self.guided
        if g.question() is not None:
            return cmsg.GUIDE_ANSWER_FIRST
        if g.is_done() or g.state.is_over():
            return cmsg.GUIDE_NO_MOVE_NOW
        return None

    def click_space(self, sid: str) -> None:
        """A space the rules refuse says why (the game table); one they allow but the
        lesson does not: « la leçon demande … »; else the game table's click."""
        why = self._lesson_says()
        if why is None and sid not in lesson_places(self.guided):
            from ..game.refusals import space_refusal

            if space_refusal(self.state, sid) is None:
                why = str(LessonRefusal(cmsg.GUIDE_LESSON.format(ask=self.guided.step.ask)))
        if why is not None:
            self._say(why)
            return
        super().click_space(sid)

    def click_place(self, node: str) -> None:
        why = self._lesson_says()
        if why is not None:
            self._say(why)
            return
        if not (self.space or self._follow_up()):
            # no space chosen: the place is offered only if the lesson takes a move there
            if node not in lesson_places(self.guided):
                step = self.guided.step
                if step.require:
                    self._say(cmsg.GUIDE_LESSON.format(ask=step.ask))
                    return
        super().click_place(node)

    def _framed(self) -> bytes | None:
        """The map with the places the step shows framed (None when it shows none)."""
        g = self.guided
        spots = [c for c in g.highlight() if self._is_spot(c)]
        if not spots:
            return None
        return shown_png(self.state.board, spots, rmsg.GUIDE_FRAMED)

    def _show(self, texts) -> None:
        if self._panel is None:
            return
        super()._show(texts)
        self._fold_known()
        # the pick takes no action space: the board, folded meanwhile, leaves the choice
        # and « Valider » in the window at 1280×800 under the step's longer text
        picking = self.state.phase == "pick"
        self.actions.board.layout.display = "none" if picking else None
        # the action board frames the spaces the step shows (the patent office)
        g = self.guided
        spaces = tuple(c for c in g.highlight() if not self._is_spot(c))
        if spaces and self._shown is None:
            self.actions.show(self.state, shown=spaces)

    def _fold_known(self) -> None:
        """The rules met before this step, folded under one line (the list grows with the
        game and would push the action board out of the window)."""
        known = self.panel.known
        if known.value and not known.value.startswith("<details"):
            n = len(self.guided.taught()) - len(self.guided.step.teaches)
            summary = html.escape(rmsg.GUIDE_SEEN_FOLDED.format(n=n))
            known.value = f"<details><summary>{summary}</summary>{known.value}</details>"

    @staticmethod
    def _is_spot(cell: str) -> bool:
        return cell in base_map()


def premiere_partie(name: str = "premiere_partie") -> GuidedBarrage:
    """The guided first game of ``notebooks/barrage/00_premiere_partie.ipynb``."""
    return GuidedBarrage(name)


__all__ = ["GuidedBarrage", "premiere_partie"]
