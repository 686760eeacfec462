"""Seismic's final scoring, section by section.

* S2 — a section ending at the table edge is incomplete: its markers leave without points.
* S12 — (the rule text says so) one point per road piece (a road passing twice
  through a tile counts twice), plus the value of each end (an intersection's number,
  San Andreas 6); the stubs give no point; both ends at the same intersection or San
  Andreas count it twice.
* S12b — a section with no road at all (two stubs facing each other, e.g. an
  intersection +2 laid against San Andreas) is complete and scores its two ends and
  nothing else: 6 + 2 = 8 points, written « 0 morceau de route = 0 point, bouts :
  San Andreas (6) + intersection +2 » on the sheet. Decided so because the rule text
  counts a single stub as a section that may receive a crew, and adds the ends'
  values to the road points (here none) rather than making them depend on a road.
* S13 — the player with most markers on a complete section takes all its points; on a
  tie every tied player scores them in full.
* S22 — Twin Cities: +10 for a section whose two ends are the two San Andreas.

The sheet has one line per scored section and player, naming its pieces and ends;
incomplete sections with markers get a line that does not count. The score table a
guest reads (:func:`table_sections`) numbers the sections and names them by their
number, not by their cells.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from ..core.score import ScoreLine, ScoreSheet
from . import messages as msg
from .moves import cell_text

TWIN_BONUS = 10  # S22: a section joining the two San Andreas


def pieces_text(section) -> str:
    cells = []
    for cell, _i in section.pieces:
        t = cell_text(cell)
        if t not in cells:
            cells.append(t)
    return msg.SC_CELLS.format(cells=" ; ".join(cells))


def ends_text(section) -> str:
    parts = []
    for cell, value, is_city in section.stub_ends:
        if is_city:
            parts.append(msg.SC_END_CITY.format(value=value))
        else:
            parts.append(msg.SC_END_INTERSECTION.format(value=value, cell=cell_text(cell)))
    return " + ".join(parts)


def section_lines(section, twin: bool, number: int | None = None) -> list[ScoreLine]:
    """The score lines of one section (empty when it has no marker).

    ``number``: None names the section by its cells, as the sheet writes it; a number
    names it by its « n° » on the score table, in a guest's words (:func:`table_sections`).
    """
    if not section.markers:
        return []
    items = section.pieces
    where = pieces_text(section) if number is None else msg.NM_SECTION.format(k=number)
    if number is not None and section.roads == 0:
        roads_text = msg.NM_NO_ROAD
    else:
        roads_text = msg.SC_ROADS.format(roads=section.roads)
    count = Counter(section.markers)
    if not section.complete:
        return [
            ScoreLine(
                p,
                0,
                "seismic.incomplete",
                msg.SC_INCOMPLETE.format(pieces=where, why=section.why()),
                items,
                counts=False,
            )
            for p in sorted(count)
        ]
    best = max(count.values())
    winners = sorted(p for p, n in count.items() if n == best)
    bonus = TWIN_BONUS if twin and section.joins_cities else 0
    total = section.value(TWIN_BONUS if twin else 0)
    out = []
    for p in sorted(count):
        if p in winners:
            share = msg.SC_SHARE_TIE if len(winners) > 1 else ""
            if len(count) > 1 and len(winners) == 1:
                share = msg.SC_SHARE_MAJORITY.format(n=best, total=len(section.markers))
            text = msg.SC_SECTION.format(
                pieces=where,
                roads_text=roads_text,
                ends=ends_text(section),
                bonus=msg.SC_TWIN_BONUS.format(bonus=bonus) if bonus else "",
                total=total,
                share=share,
            )
            details = (("roads", section.roads, ""),) + tuple(
                ((c, "end"), v, "") for c, v, _k in section.stub_ends
            )
            if bonus:
                details += (("twin", bonus, ""),)
            out.append(ScoreLine(p, total, "seismic.section", text, items, True, details))
        else:
            text = msg.SC_LOSER.format(pieces=where, winner=winners[0] + 1)
            out.append(ScoreLine(p, 0, "seismic.majority", text, items, counts=False))
    return out


def score(state) -> ScoreSheet:
    """The score sheet of ``state`` (provisional until the game is over)."""
    twin = state.has("twin_cities")
    lines = []
    for sec in state.sections():
        lines.extend(section_lines(sec, twin))
    return ScoreSheet(tuple(lines), state.player_names, final=state.is_over())


@dataclass(frozen=True)
class TableSection:
    """A section with markers as the score table shows it: its « n° » (drawn on the table
    too), its ``(cell, piece)`` keys and its lines, the section named by its number."""

    number: int
    items: tuple
    lines: tuple[ScoreLine, ...]

    @property
    def counted(self) -> list[ScoreLine]:
        """The lines that score (several on a tie); none for a section whose crews leave."""
        return [ln for ln in self.lines if ln.counts]


def _table_order(lines) -> tuple:
    counted = [ln for ln in lines if ln.counts]
    return (not counted, -max((ln.points for ln in counted), default=0))


def table_sections(state) -> list[TableSection]:
    """The sections with markers in the order of the score table, numbered from 1: those
    that score first (most points first, then in the sheet's order), then those whose
    crews leave without points."""
    twin = state.has("twin_cities")
    found = [(sec, section_lines(sec, twin)) for sec in state.sections()]
    found = sorted(
        ((sec, lines) for sec, lines in found if lines), key=lambda f: _table_order(f[1])
    )
    return [
        TableSection(k, sec.pieces, tuple(section_lines(sec, twin, number=k)))
        for k, (sec, _lines) in enumerate(found, 1)
    ]
