"""Score sheets: scoring as data, never printed by the rules.

A :class:`ScoreSheet` is a list of :class:`ScoreLine`. Every point a player
gets is one line, with the rule that gives it, a French explanation and the
board items involved, so that a notebook can show the table and highlight the
items on the board. Totals are sums of the lines that count.

Every score table of every game is drawn by one renderer, :func:`table_html`, from a
:class:`ScoreTable`: what the table says (columns, rows, the sentences under it), in
French, without HTML. A sheet gives its table with :meth:`ScoreSheet.table` (a game's
sheet may override it, as Eau's cooperative one does), and a game's widget may build
another table from its rules' words (Seismic's one row per section).
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
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
class Column:
    """A column of a score table: its French title, and how its cells are shown."""

    title: str
    numeric: bool = False  # right-aligned (points)
    nowrap: bool = False  # never broken over two lines (a name, a number)
    strong: bool = False  # in bold


@dataclass(frozen=True)
class Row:
    """A row of a score table: one text per column.

    ``kind`` is ``"line"``, ``"muted"`` (a line shown for explanation, that does not
    count) or ``"total"`` (bold, under a rule). ``rule`` is the id of the rule that gives
    the row its points (a score line's), for a « Pourquoi ? » beside it (:func:`table_html`).
    """

    cells: tuple[str, ...]
    kind: str = "line"
    rule: str = ""


@dataclass(frozen=True)
class ScoreTable:
    """What a score table says, in French; :func:`table_html` draws it.

    ``lead`` is a sentence above the table (in bold: who leads, said first), ``notes``
    sentences under it, ``verdict`` the last one (in bold; green for ``tone="won"``, red
    for ``tone="lost"``), ``empty`` what is said instead of a table without rows,
    ``css_class`` a class added to the table for a game's style.
    """

    columns: tuple[Column, ...]
    rows: tuple[Row, ...]
    notes: tuple[str, ...] = ()
    verdict: str = ""
    tone: str | None = None
    empty: str = ""
    css_class: str = ""
    lead: str = ""


#: The colours of a verdict (Okabe–Ito bluish green and vermillion, darkened for text).
TONE_COLOURS = {"won": "#006b3c", "lost": "#a33000"}
_ROW_STYLES = {
    "line": "",
    "muted": " style='color:#555;font-style:italic'",
    "total": " style='font-weight:bold;border-top:2px solid #333'",
}


def _cell_html(column: Column, text: str, tag: str = "td", after: str = "") -> str:
    styles = ["text-align:right" if column.numeric else "text-align:left", "vertical-align:top"]
    if column.nowrap:
        styles.append("white-space:nowrap")
    body = html.escape(text)
    if column.strong and tag == "td":
        body = f"<b>{body}</b>"
    return f"<{tag} style='{';'.join(styles)}'>{body}{after}</{tag}>"


#: What a « Pourquoi ? » cell holds for a rule id: HTML (a link opening the rule's card,
#: made by the widget showing the table), or ``""`` for a rule without a card.
WhyLink = Callable[[str], str]


def _row_html(table: ScoreTable, row: Row, why: WhyLink | None) -> str:
    """A row's cells; with ``why``, its rule's link after the last cell's text (a narrow
    column beside a board keeps its width: no column of its own)."""
    link = why(row.rule) if why is not None and row.rule else ""
    last = len(table.columns) - 1
    cells = "".join(
        _cell_html(c, text, after=link if i == last else "")
        for i, (c, text) in enumerate(zip(table.columns, row.cells, strict=True))
    )
    return f"<tr{_ROW_STYLES[row.kind]}>{cells}</tr>"


def table_html(table: ScoreTable, why: WhyLink | None = None) -> str:
    """The one renderer of score tables: ``table`` as French HTML.

    With ``why``, each row with a rule id ends with ``why(row.rule)``: the « Pourquoi ? »
    link a game table's panel makes (:mod:`ludo.widgets.why`), after its last cell's text.

    >>> t = ScoreTable((Column("Qui"), Column("Points", numeric=True)), (Row(("Ana", "+3")),))
    >>> "<td style='text-align:right;vertical-align:top'>+3</td>" in table_html(t)
    True
    """
    parts = [f"<p><b>{html.escape(table.lead)}</b></p>"] if table.lead else []
    if table.rows or not table.empty:
        head = "".join(_cell_html(c, c.title, "th") for c in table.columns)
        rows = "".join(_row_html(table, row, why) for row in table.rows)
        css = f"ludo-score {table.css_class}".strip()
        parts.append(
            f"<table class='{css}' style='font-size:1.05em;border-collapse:collapse'>"
            f"<tr>{head}</tr>{rows}</table>"
        )
    else:
        parts.append(f"<p>{html.escape(table.empty)}</p>")
    parts.extend(f"<p>{html.escape(note)}</p>" for note in table.notes)
    if table.verdict:
        colour = TONE_COLOURS.get(table.tone or "")
        style = f" style='color:{colour}'" if colour else ""
        parts.append(f"<p{style}><b>{html.escape(table.verdict)}</b></p>")
    return "".join(parts)


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

    def table(self, players: Sequence[int] | None = None) -> ScoreTable:
        """The sheet as a table: one row per line (of ``players`` only, if given), then
        each player's total, then who wins or leads."""
        pick = (lambda p: True) if players is None else (lambda p: p in players)
        rows = [
            Row(
                (
                    self._name(line.player),
                    integer(line.points, signed=True) if line.counts else msg.SCORE_NOT_COUNTED,
                    line.text,
                ),
                "line" if line.counts else "muted",
                line.rule,
            )
            for line in self.lines
            if pick(line.player)
        ]
        rows += [
            Row((self._name(p), integer(self.total(p), signed=True), msg.SCORE_TOTAL), "total")
            for p in self.players
            if pick(p)
        ]
        columns = (
            Column(msg.SCORE_HEADER_PLAYER, nowrap=True),
            Column(msg.SCORE_HEADER_POINTS, numeric=True, nowrap=True),
            Column(msg.SCORE_HEADER_TEXT),
        )
        return ScoreTable(columns, tuple(rows), verdict=self.summary())

    def to_html(self, players: Sequence[int] | None = None, why: WhyLink | None = None) -> str:
        """A French HTML table: one row per line, then the totals (:func:`table_html`;
        ``why``: a « Pourquoi ? » link for each line's rule)."""
        return table_html(self.table(players), why)

    def _repr_html_(self) -> str:
        return self.to_html()
