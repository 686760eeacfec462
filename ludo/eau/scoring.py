"""The shared result of Eau Cœur d'Essonne: leaks, repairs earned, the verdict.

The score sheet is cooperative (``cooperative=True``): every line belongs to the
whole group (``player=None``). Each leak is a line worth −1 (E15: the rule text
gives no figure), each repair pipe earned a line worth +1 (E16), and every user and
station of the board a line shown without points (reached or not by the water). The
group wins together iff every user and station is reached **and** the total (repairs −
leaks) is ≥ 0 (E15).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.french import integer
from ..core.score import Column, Row, ScoreLine, ScoreSheet, ScoreTable
from . import messages as msg
from .network import circuit_length, leaks, longest_circuit, water_reach
from .tiles import cell_name

CIRCUIT_ONE = 11  # "+ de 10 tuiles" (E16)
CIRCUIT_TWO = 21  # "+ de 20 tuiles"
#: The rule id of each kind of leak's score line (one rule card each).
LEAK_RULES = {
    "border": "eau.leak.border",
    "event": "eau.leak.event",
    "unconnected": "eau.leak.unconnected",
    "pierced": "eau.leak.pierced",
}


@dataclass(frozen=True)
class EauScoreSheet(ScoreSheet):
    """A cooperative score sheet: everybody wins, or nobody does.

    ``won`` is the verdict, ``reasons`` French sentences explaining it.
    """

    won: bool = False
    reasons: tuple = ()

    def winners(self) -> list[int]:
        """All the players when the group has won (a final sheet), else nobody."""
        return list(self.players) if (self.won and self.final) else []

    def table(self, players=None) -> ScoreTable:
        """The group's result as a table: one row per line, the balance, the verdict
        (``players`` is ignored: every line belongs to the group)."""
        rows = [
            Row(
                (
                    integer(line.points, signed=True) if line.counts else msg.SC_NOT_COUNTED,
                    line.text,
                ),
                "line" if line.counts else "muted",
                line.rule,
            )
            for line in self.lines
        ]
        rows.append(Row((integer(self.total(None), signed=True), msg.SC_BALANCE), "total"))
        columns = (Column(msg.SC_POINTS, numeric=True, nowrap=True), Column(msg.SC_EXPLANATION))
        tone = "won" if self.won else "lost"
        return ScoreTable(columns, tuple(rows), verdict=self.summary(), tone=tone)

    @property
    def verdict(self) -> str:
        """The verdict alone, without its reasons: « Partie gagnée… » (provisional while the
        game goes on)."""
        if not self.final:
            return msg.VERDICT_PROVISIONAL_WON if self.won else msg.VERDICT_PROVISIONAL_LOST
        return msg.VERDICT_WON if self.won else msg.VERDICT_LOST

    def summary(self) -> str:
        return " ".join((self.verdict, *self.reasons))


def circuit_repairs(length: int) -> int:
    """Repair pipes a closed circuit of ``length`` tiles (the Régie not counted) earns (E16).

    >>> circuit_repairs(10), circuit_repairs(11), circuit_repairs(21)
    (0, 1, 2)
    """
    return 2 if length >= CIRCUIT_TWO else 1 if length >= CIRCUIT_ONE else 0


def repairs(board, cap: int = 2, cycle=None) -> tuple[int, list[tuple[int, str, str, tuple]]]:
    """Repair pipes earned on ``board`` (E16): (total after the cap, the award lines).

    Each award is ``(points, rule, French text, items)``.
    """
    awards = []
    if cycle is None:
        cycle = longest_circuit(board)
    length = circuit_length(cycle)
    earned = circuit_repairs(length)
    if earned == 2:
        awards.append(
            (2, "eau.repair.circuit20", msg.SC_CIRCUIT_TWO.format(n=length), tuple(cycle))
        )
    elif earned == 1:
        awards.append(
            (1, "eau.repair.circuit10", msg.SC_CIRCUIT_ONE.format(n=length), tuple(cycle))
        )
    if all(t is not None for t in board):
        awards.append((1, "eau.repair.square", msg.SC_SQUARE, ()))
    total = sum(a[0] for a in awards)
    return min(total, cap), awards


def score(state) -> EauScoreSheet:
    """The group's score sheet (provisional until the game is over).

    >>> import ludo
    >>> sheet = ludo.new("eau", players=4, seed=3).score()
    >>> sheet.cooperative, sheet.final, sheet.won
    (True, False, False)
    """
    board = state.board
    lines: list[ScoreLine] = []
    found = leaks(board)
    for lk in found:
        items = (lk.cell,) if lk.side is None else ((lk.cell, lk.side),)
        lines.append(ScoreLine(None, -1, LEAK_RULES[lk.kind], lk.text, items=items))
    cap = state.option("repair_cap")
    cycle = longest_circuit(board)
    earned, awards = repairs(board, cap, cycle)
    for points, rule, text, items in awards:
        lines.append(ScoreLine(None, points, rule, text, items=items))
    raw = sum(a[0] for a in awards)
    if raw > earned:
        lines.append(ScoreLine(None, earned - raw, "eau.repair.cap", msg.SC_CAP.format(cap=cap)))
    length = circuit_length(cycle)
    if length < CIRCUIT_ONE:
        text = msg.SC_CIRCUIT_NONE if not cycle else msg.SC_CIRCUIT_SHORT.format(n=length)
        lines.append(ScoreLine(None, 0, "eau.circuit", text, items=tuple(cycle), counts=False))
    reach = water_reach(board)
    missing = []
    for cell, ok in sorted(reach["users"].items()):
        name = board[cell].label
        text = (msg.SC_USER_OK if ok else msg.SC_USER_KO).format(name=name, cell=cell_name(cell))
        lines.append(ScoreLine(None, 0, "eau.reach.user", text, items=(cell,), counts=False))
        if not ok:
            missing.append(name)
    for cell, ok in sorted(reach["stations"].items()):
        text = (msg.SC_STATION_OK if ok else msg.SC_STATION_KO).format(cell=cell_name(cell))
        lines.append(ScoreLine(None, 0, "eau.reach.station", text, items=(cell,), counts=False))
        if not ok:
            missing.append(msg.STATION_AT.format(cell=cell_name(cell)))
    balance = earned - len(found)
    reasons = []
    if missing:
        reasons.append(msg.REASON_MISSING.format(names=", ".join(missing)))
    else:
        reasons.append(msg.REASON_ALL_REACHED)
    if balance < 0:
        reasons.append(msg.REASON_LEAKS.format(leaks=len(found), repairs=earned, left=-balance))
    else:
        reasons.append(msg.REASON_NO_LEAK.format(leaks=len(found), repairs=earned))
    won = not missing and balance >= 0
    return EauScoreSheet(
        lines=tuple(lines),
        player_names=state.player_names,
        cooperative=True,
        final=state.is_over(),
        extra={"leaks": len(found), "repairs": earned, "circuit": cycle, "reach": reach},
        won=won,
        reasons=tuple(reasons),
    )
