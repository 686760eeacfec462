"""Seismic's guided first game at the table: the game table's drawings, played through the
guide, and beside them the guide's panel.

The table is the game table (:class:`~ludo.seismic.ui.table.SeismicBoard`: click a face-up
tile, a yellow cell, a circle for a crew, « Valider »; a quake's tied sides on the
drawing), except that a move goes through the guide (:class:`ludo.core.guides.GuidedGame`)
and that the yellow cells are those the lesson takes. The cells a step shows are outlined.
At the end each score line's « Pourquoi ? » opens the card of **its own section**: the
table with that section lit, what it scores and why (:class:`SectionWhy`), not one card
shared by every line.
"""

from __future__ import annotations

import html

import ipywidgets as W

from ...widgets import StaticForm
from ...widgets.guide import GuidedTable, GuidePanel
from ...widgets.style import game_table
from ...widgets.tables import offer_tables
from ...widgets.why import WhyPanel, card_html, french_spaces, picture_tag
from .. import draw as D
from .. import messages as msg
from ..moves import Place
from ..scoring import table_sections
from .common import _png
from .score import section_badges
from .table import SeismicBoard

#: The id of a section's own card: ``"seismic.section@3"`` for the section n° 3.
SECTION_CARD = "seismic.section@"


class SectionWhy(WhyPanel):
    """The « Pourquoi ? » panel of the guided table: a rule's card, or a section's own
    card (``SECTION_CARD + number``): the table with the section lit, its lines (who
    scores what, or why its crews leave with nothing), then its rule's card."""

    def __init__(self, state_of):
        super().__init__("seismic")
        self.state_of = state_of

    def _section(self, rule_id):
        if not rule_id or not rule_id.startswith(SECTION_CARD):
            return None
        number = rule_id[len(SECTION_CARD) :]
        return next((s for s in table_sections(self.state_of()) if str(s.number) == number), None)

    def link(self, rule_id, label: str = "", mark: str = "") -> str:
        sec = self._section(rule_id)
        if sec is None:
            return super().link(rule_id, label, mark)
        title = msg.GUIDE_SECTION_TITLE.format(k=sec.number)
        base = super().link("seismic.section", label, mark)
        return base.replace("data-rule='seismic.section'", f"data-rule='{rule_id}'").replace(
            "title='", f"title='{html.escape(title)} — ", 1
        )

    def show(self, rule_id):
        sec = self._section(rule_id)
        if sec is None:
            return super().show(rule_id)
        state = self.state_of()
        colour = "#E69F00" if sec.counted else "#999999"
        picture = _png(
            D.draw(
                state,
                highlight={key: colour for key in sec.items},
                badges=section_badges(state),
                view=D.round_view(state, 1),
                coords=False,
            )
        )
        names = state.player_names
        lines = "".join(
            f"<li><b>{html.escape(names[ln.player])}</b> : {html.escape(french_spaces(ln.text))}</li>"
            for ln in sec.lines
        )
        rule = sec.lines[0].rule if not sec.counted else sec.counted[0].rule
        card = self.book.find(rule)
        self.shown = card
        self.body.value = (
            f"<h3 class='ludo-why-title' style='margin:4px 0 6px'>"
            f"{html.escape(msg.GUIDE_SECTION_TITLE.format(k=sec.number))}</h3>"
            f"<div class='ludo-why-example ludo-guide-section' style='margin:6px 0;"
            f"max-width:min(100%, 340px)'>{picture_tag(picture, 'width:100%;height:auto')}</div>"
            f"<ul class='ludo-guide-section-lines' style='margin:0;padding-left:1.2em'>{lines}</ul>"
            + (card_html(card, self.book, self.base, picture=False) if card else "")
        )
        self.box.layout.display = "flex"
        self.bridge.send({"kind": "shown"})
        return card


class SeismicGuidePanel(GuidePanel):
    """The guide's panel, whose end lists the score by the sections numbered on the table,
    each with its own « Pourquoi ? » (:class:`SectionWhy`)."""

    def report_html(self) -> str:
        text = super().report_html()
        g = self.guided
        start = text.index("<ul class='ludo-guide-score'")
        end = text.index("</ul>", start) + len("</ul>")
        names = g.state.player_names
        items = []
        lost = 0
        for sec in table_sections(g.state):
            if not sec.counted:
                lost += len(sec.lines)
                continue
            who = " et ".join(names[ln.player] for ln in sec.counted)
            line = sec.counted[0]
            items.append(
                f"<li class='ludo-guide-score-line'>{html.escape(who)} : "
                f"{html.escape(french_spaces(line.text))} "
                f"{self.why.link(SECTION_CARD + str(sec.number))}</li>"
            )
        score = (
            "<ul class='ludo-guide-score' style='margin:0;padding-left:1.2em'>"
            + "".join(items)
            + "</ul>"
        )
        return text[:start] + score + text[end:]


class _GuidedBoard(SeismicBoard):
    """The game table whose moves go through the guide (see the module)."""

    def __init__(self, owner: GuidedSeismic):
        self.owner = owner
        super().__init__(owner.guide.start().state, zoom=1)
        for b in (self.undo_button, self.new_button):
            b.layout.display = "none"
        # the guide tells the score: the line by line table waits for the end
        self.score_title.layout.display = "none"
        self.score_html.layout.display = "none"

    @property
    def state(self):
        owner = self.__dict__.get("owner")
        panel = getattr(owner, "panel", None) if owner is not None else None
        return panel.guided.state if panel is not None else self.session.state

    def _place_moves(self):
        panel = getattr(self.owner, "panel", None)
        if panel is None:
            return super()._place_moves()
        g = panel.guided
        if g.is_done() or g.question() is not None or g.state.is_over():
            return []
        moves = super()._place_moves()
        need = g.guide.hooks.requirements.get(g.step.require)
        return [m for m in moves if need(g.state, m)] if need else moves

    def play(self, move):
        """The move goes through the guide: the panel says what changed, or why not."""
        if isinstance(move, str):
            move = self.state.parse_move(move)
        if not self.owner.panel.play(move):
            self.explanation.value = self.owner.panel.said.value
            return
        self.explanation.value = ""

    def undo(self):  # a guided game goes forward only
        return None

    def reset(self):
        return None


class GuidedSeismic(GuidedTable, StaticForm, W.VBox):
    """A guided first game of Seismic: the game table (see the module) and the guide's
    panel beside it (:class:`ludo.widgets.guide.GuidePanel`: the step, its question, what
    changed, the end). In a workshop the table picker comes first and the game is saved
    after each move (its own file, ``seismic-guide--…``).

    Headless: ``table.place("S", (1, 0))`` (a tile on a cell, its first rotation the lesson
    takes, with a crew when asked), ``table.panel.choices[0].click()``, ``table.board`` the
    game table (its own headless hooks).
    """

    table_kind = "guide"

    def __init__(self, name: str = "premiere_partie"):
        from ..guided import guide

        self.guide = guide(name)
        self.table_slot = None
        self.board = _GuidedBoard(self)  # (it waits for the panel: the game's first position)
        self.why = SectionWhy(lambda: self.state)
        self.panel: SeismicGuidePanel = SeismicGuidePanel(
            self.guide.start(), self.why, on_change=self.refresh
        )
        side = self.board.children[0].children[1]
        side.children = (self.why, self.panel, *side.children[1:])
        self.board.why = self.why
        super().__init__([self.board])
        self.add_class("ludo-guided")
        game_table(self)
        self.refresh()
        offer_tables(self, "seismic")

    def accepted(self) -> list:
        """The moves the lesson takes now (the table's yellow cells are theirs)."""
        g = self.guided
        if g.is_done() or g.question() is not None:
            return []
        return [m for m in g.state.legal_moves() if g.check(m) is None]

    def place(self, tile: str, cell) -> bool:
        """Click ``tile`` in the row, then ``cell``, a crew's circle when the lesson asks
        for one, then « Valider » (headless: what a guest's clicks do)."""
        b = self.board
        b.pick_tile(tile)
        b._on_board_cell(f"{cell[0]},{cell[1]}")
        if self.guided.step.require and b.marker_choices():
            b.pick_marker(b.marker_choices()[0])
        before = self.state
        b.play_button.click()
        return self.state is not before

    def refresh(self) -> None:
        g = self.guided
        cells = g.highlight()
        self.board._recent = tuple(tuple(int(v) for v in c.split(",")) for c in cells)
        self.board.refresh()
        over = self.state.is_over()
        self.board.status.value = self.board.status.value if not over else ""
        if isinstance(self.board.selected_move(), Place) and not self.accepted():
            self.board.cancel()


def premiere_partie(name: str = "premiere_partie") -> GuidedSeismic:
    """The guided first game of ``notebooks/seismic/00_premiere_partie.ipynb``."""
    return GuidedSeismic(name)
