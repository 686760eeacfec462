"""The score table a guest reads: one row per section, numbered as on the drawing, and the
explorer that highlights each section of the final score."""

from __future__ import annotations

import html

import ipywidgets as W

from ...core.score import Column, Row, ScoreTable, table_html
from ...widgets import Panel, StaticForm, png_image
from ...widgets.why import WhyPanel
from .. import draw as D
from .. import messages as msg
from ..scoring import table_sections
from .common import (
    PICTURE_WIDTH,
    _beside,
    _png,
    _styled,
)


def score_table_html(state, totals: bool = True, why=None) -> str:
    """The score sheet in French, one row per section: who scores, how many points, why.

    Sections whose markers leave without points are gathered in one sentence under the
    table; then the totals and who leads or wins, unless ``totals`` is False (the game
    widget's final panel, :func:`final_text`, says them at the end of a game). ``why``:
    a « Pourquoi ? » link per section (:meth:`ludo.widgets.why.WhyPanel.link`).
    """
    sheet = state.score()
    names = sheet.player_names
    rows = []
    lost: dict[int, int] = {}
    for sec in table_sections(state):
        counted = sec.counted
        if not counted:
            for ln in sec.lines:
                lost[ln.player] = lost.get(ln.player, 0) + 1
            continue
        who = " et ".join(names[ln.player] for ln in counted)
        others = [ln for ln in sec.lines if not ln.counts]
        said = " ".join(ln.text for ln in counted[:1] + others)
        rows.append(Row((str(sec.number), who, str(counted[0].points), said), rule=counted[0].rule))
    notes = []
    if lost:
        who = ", ".join(
            msg.SCORE_LOST_PLAYER.format(name=names[p], n=n) for p, n in sorted(lost.items())
        )
        lost_text = msg.SCORE_LOST if sheet.final else msg.SCORE_LOST_PROVISIONAL
        notes.append(lost_text.format(who=who))
    if totals:
        points = " ; ".join(
            msg.SCORE_TOTAL_POINTS.format(name=names[p], points=sheet.total(p))
            for p in sheet.players
        )
        notes.append(msg.UI_FINAL_TOTALS.format(totals=points))
    columns = (
        Column(msg.SCORE_COL_N),
        Column(msg.SCORE_COL_WHO, nowrap=True),
        Column(msg.SCORE_COL_POINTS, numeric=True, strong=True),
        Column(msg.SCORE_COL_WHY),
    )
    table = ScoreTable(
        columns,
        tuple(rows),
        notes=tuple(notes),
        verdict=sheet.summary() if totals else "",
        empty=msg.SCORE_NO_SECTION,
        css_class="ludo-seismic-score",
    )
    return table_html(table, why)


def section_badges(state) -> list:
    """``(number, items)`` of each section in the score table, numbered as its « n° »
    column: the numbers drawn on the table (:func:`ludo.seismic.draw.draw_badges`)."""
    return [(sec.number, sec.items) for sec in table_sections(state) if sec.counted]


def score_table(state) -> W.VBox:
    """:func:`score_table_html` as a widget, each section's « Pourquoi ? » opening its
    rule's card above the table."""
    why = WhyPanel("seismic")
    return _styled(Panel([why, W.HTML(score_table_html(state, why=why.link))]))


class ScoreExplorer(StaticForm, W.VBox):
    """Pick a line of the final score: its section is highlighted on the table, and explained.

    Headless: set ``.line.value``; read ``.explanation.value``.
    """

    def __init__(self, state):
        self.state = state
        self.groups = table_sections(state)
        names = state.player_names
        opts = []
        for k, sec in enumerate(self.groups):
            counted = sec.counted
            if counted:
                who = " et ".join(names[ln.player] for ln in counted)
                label = msg.UI_SCORE_OPTION.format(k=sec.number, points=counted[0].points, who=who)
            else:
                who = " et ".join(names[ln.player] for ln in sec.lines)
                label = msg.UI_SCORE_OPTION_LOST.format(k=sec.number, who=who)
            opts.append((label, k))
        self.line = W.Dropdown(
            options=opts, description=msg.UI_SECTION, layout=W.Layout(width="520px")
        )
        self.line.add_class("ludo-seismic-score-line")
        self.image = png_image(b"", width=PICTURE_WIDTH)
        self.image.add_class("ludo-seismic-board")
        self.explanation = W.HTML(layout=W.Layout(width="100%", min_height="3em"))
        self.explanation.add_class("ludo-explanation")
        self.line.observe(lambda _c: self.refresh(), names="value")
        super().__init__(_beside(self.image, [self.line, self.explanation]))
        _styled(self)
        self.refresh()

    def refresh(self):
        if not self.groups:
            self.explanation.value = msg.SCORE_NO_SECTION
            return
        sec = self.groups[self.line.value]
        col = "#E69F00" if sec.counted else "#999999"
        self.image.value = _png(
            D.draw(
                self.state,
                highlight={key: col for key in sec.items},
                badges=section_badges(self.state),
            )
        )
        names = self.state.player_names
        texts = [
            f"<b>{html.escape(names[ln.player])}</b> : {html.escape(ln.text)}" for ln in sec.lines
        ]
        self.explanation.value = "<br>".join(texts)
