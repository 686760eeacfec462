"""Score sheets: scoring as data, never printed by the rules.

A :class:`ScoreSheet` is a list of :class:`ScoreLine`. Every point a player
gets is one line, with the rule that gives it, a French explanation and the
board items involved, so that a notebook can show the table and highlight the
items on the board. Totals are sums of the lines that count.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass, field

from . import messages as msg
from .french import integer


@dataclass(frozen=True)
class ScoreLine:
    """One line of a score sheet.

    Parameters
    ----------
    player : int or None
        The player the points go to (``None`` for a shared, cooperative result).
    points : int
        Signed points of this line (0 for a line shown but not counted).
    rule : str
        Stable identifier of the rule (e.g. ``"atacama.column"``).
    text : str
        French explanation, a full sentence.
    items : tuple
        Board items involved (cells, nodes, edges...), for highlighting.
    counts : bool
        False for a line shown for explanation that gives no points
        (e.g. an Atacama row with fewer than 4 wells).
    details : tuple
        Optional finer parts ``(item, points, text)`` (e.g. each well's part).
    """

    player: int | None
    points: int
    rule: str
    text: str
    items: tuple = ()
    counts: bool = True
    details: tuple = ()


@dataclass(frozen=True)
class ScoreSheet:
    """The score of a position, line by line.

    >>> sheet = ScoreSheet((ScoreLine(0, 3, "r", "trois"), ScoreLine(1, 2, "r", "deux")), ("A", "B"))
    >>> sheet.total(0), sheet.winners()
    (3, [0])
    """

    lines: tuple[ScoreLine, ...]
    player_names: tuple[str, ...] = ()
    cooperative: bool = False
    final: bool = False
    extra: dict = field(default_factory=dict, compare=False)

    @property
    def players(self) -> tuple[int, ...]:
        return tuple(range(len(self.player_names)))

    def total(self, player: int | None) -> int:
        """Sum of the counted lines of ``player``."""
        return sum(line.points for line in self.lines if line.counts and line.player == player)

    def totals(self) -> dict[int, int]:
        return {p: self.total(p) for p in self.players}

    def lines_of(self, player: int | None, *, counted_only: bool = False) -> list[ScoreLine]:
        return [
            line
            for line in self.lines
            if line.player == player and (line.counts or not counted_only)
        ]

    def winners(self) -> list[int]:
        """Players with the highest total (several on a tie, a draw)."""
        if not self.players:
            return []
        totals = self.totals()
        best = max(totals.values())
        return [p for p, t in totals.items() if t == best]

    def summary(self) -> str:
        """One French sentence: who wins, or who leads while the game goes on."""
        names = [self.player_names[p] for p in self.winners()]
        if not names:
            return msg.SCORE_NO_WINNER
        if len(names) == 1:
            template = msg.SCORE_WINNER if self.final else msg.SCORE_LEADER
            return template.format(names=names[0])
        template = msg.SCORE_WINNERS_TIE if self.final else msg.SCORE_LEADERS_TIE
        return template.format(names=" et ".join(names))

    def to_rows(self) -> list[dict]:
        """The lines as plain dictionaries (for tables and tests)."""
        return [
            {
                "player": line.player,
                "name": self._name(line.player),
                "points": line.points,
                "rule": line.rule,
                "text": line.text,
                "counts": line.counts,
            }
            for line in self.lines
        ]

    def _name(self, player: int | None) -> str:
        if player is None or player >= len(self.player_names):
            return ""
        return self.player_names[player]

    def to_html(self, players: Sequence[int] | None = None) -> str:
        """A French HTML table: one row per line, then the totals."""
        esc = html.escape
        rows = []
        for line in self.lines:
            if players is not None and line.player not in players:
                continue
            style = "" if line.counts else ' style="color:#777;font-style:italic"'
            pts = integer(line.points, signed=True) if line.counts else msg.SCORE_NOT_COUNTED
            rows.append(
                f"<tr{style}><td style='white-space:nowrap'>{esc(self._name(line.player))}</td>"
                f"<td style='text-align:right;white-space:nowrap'>{esc(pts)}</td>"
                f"<td>{esc(line.text)}</td></tr>"
            )
        for p in self.players:
            if players is not None and p not in players:
                continue
            rows.append(
                f"<tr style='font-weight:bold;border-top:2px solid #333'>"
                f"<td style='white-space:nowrap'>{esc(self._name(p))}</td>"
                f"<td style='text-align:right'>{integer(self.total(p), signed=True)}</td>"
                f"<td>{esc(msg.SCORE_TOTAL)}</td></tr>"
            )
        head = (
            f"<tr><th>{msg.SCORE_HEADER_PLAYER}</th><th>{msg.SCORE_HEADER_POINTS}</th>"
            f"<th>{msg.SCORE_HEADER_TEXT}</th></tr>"
        )
        return (
            "<table class='ludo-score' style='font-size:1.05em;border-collapse:collapse'>"
            f"{head}{''.join(rows)}</table><p><b>{esc(self.summary())}</b></p>"
        )

    def _repr_html_(self) -> str:
        return self.to_html()
