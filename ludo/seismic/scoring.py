"""Seismic's final scoring, section by section.

* S2 — a section ending at the table edge is incomplete: its markers leave without points.
* S12 — one point per road piece (a road passing twice through a tile counts twice),
  plus the value of each end (an intersection's number, San Andreas 6); the stubs give
  no point; both ends at the same intersection or San Andreas count it twice.
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
incomplete sections with markers get a line that does not count.
"""

from __future__ import annotations

from collections import Counter

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


def section_lines(section, twin: bool) -> list[ScoreLine]:
    """The score lines of one section (empty when it has no marker)."""
    if not section.markers:
        return []
    items = section.pieces
    count = Counter(section.markers)
    if not section.complete:
        return [
            ScoreLine(
                p,
                0,
                "seismic.incomplete",
                msg.SC_INCOMPLETE.format(pieces=pieces_text(section), why=section.why()),
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
                pieces=pieces_text(section),
                roads=section.roads,
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
            text = msg.SC_LOSER.format(pieces=pieces_text(section), winner=winners[0] + 1)
            out.append(ScoreLine(p, 0, "seismic.majority", text, items, counts=False))
    return out


def score(state) -> ScoreSheet:
    """The score sheet of ``state`` (provisional until the game is over)."""
    twin = state.has("twin_cities")
    lines = []
    for sec in state.sections():
        lines.extend(section_lines(sec, twin))
    return ScoreSheet(tuple(lines), state.player_names, final=state.is_over())
