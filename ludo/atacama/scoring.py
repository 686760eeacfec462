"""Atacama's scoring: one score-sheet line per row or column holding wells.

A row or column counts when it holds at least ``threshold`` (4, as the rulebook
says) wells, whoever placed them (A4). Each well there is worth the field's printed
value, plus for an ore of the player's concession and minus for the other one (A1),
twice for a double well (A8). Lines with fewer wells are shown, marked as not counted.
"""

from __future__ import annotations

from ..core.french import integer
from ..core.score import ScoreLine, ScoreSheet
from . import messages as msg
from .board import COLUMN_LETTERS, SIZE, cell_name

COLUMN_CELLS = tuple(tuple(r * SIZE + c for r in range(SIZE)) for c in range(SIZE))
ROW_CELLS = tuple(tuple(r * SIZE + c for c in range(SIZE)) for r in range(SIZE))
#: The rule id of a score line, by the direction its player scores (one rule card each).
LINE_RULES = {"columns": "atacama.column", "rows": "atacama.row"}
#: Sign of each ore for a concession (A1): its two ores score, the third counts against.
CONCESSION_SIGNS = {
    "turquoise": {"gold": 1, "silver": 1, "copper": -1},  # pas de cuivre
    "orange": {"gold": 1, "copper": 1, "silver": -1},  # pas d'argent
}


def line_cells(direction: str, index: int) -> tuple[int, ...]:
    return COLUMN_CELLS[index] if direction == "columns" else ROW_CELLS[index]


def line_label(direction: str, index: int) -> str:
    """French name of a line: ``Colonne c`` or ``Rangée 7``."""
    name = COLUMN_LETTERS[index] if direction == "columns" else str(index + 1)
    return f"{msg.DIRECTION_SINGULAR[direction]} {name}"


def _well_points(state, cell: int, concession: str, double: bool) -> int:
    fld = state.board.fields[cell]
    base = 1 if state.option("flat_one_point") else fld.value
    return CONCESSION_SIGNS[concession][fld.ore] * base * (2 if double else 1)


def score(state) -> ScoreSheet:
    """The score sheet of ``state`` (provisional until the game is over).

    >>> import ludo
    >>> s = ludo.new("atacama", seed=0)
    >>> s.score().total(0)
    0
    """
    lines: list[ScoreLine] = []
    threshold = state.option("threshold")
    per_double = state.option("double_counts_as")
    for p in range(state.n_players):
        role = state.roles[p]
        if role is None:
            lines.append(
                ScoreLine(
                    p, 0, "atacama.no_concession", msg.SC_NO_ROLE.format(player=p + 1), counts=False
                )
            )
            continue
        for index in range(SIZE):
            cells = [c for c in line_cells(role.direction, index) if state.wells[c] is not None]
            if not cells:
                continue
            count = sum(per_double if state.wells[c][1] else 1 for c in cells)
            label = line_label(role.direction, index)
            rule = LINE_RULES[role.direction]
            details = []
            for c in cells:
                double = state.wells[c][1]
                pts = _well_points(state, c, role.concession, double)
                text = msg.SC_PART.format(
                    points=integer(pts, signed=True),
                    ore=msg.ORE_WITH_ARTICLE[state.board.fields[c].ore],
                    cell=cell_name(c),
                    double=msg.SC_PART_DOUBLE if double else "",
                )
                details.append((c, pts, text))
            if count >= threshold:
                total = sum(d[1] for d in details)
                text = msg.SC_LINE.format(
                    line=label.split()[0],
                    name=label.split()[1],
                    n=len(cells),
                    counted=msg.SC_COUNTED_AS.format(count=count) if count != len(cells) else "",
                    parts=", ".join(d[2] for d in details),
                    total=integer(total, signed=True),
                )
                lines.append(ScoreLine(p, total, rule, text, tuple(cells), True, tuple(details)))
            else:
                template = msg.SC_LINE_SHORT if count == len(cells) else msg.SC_LINE_SHORT_COUNTED
                text = template.format(
                    line=label.split()[0],
                    name=label.split()[1],
                    n=len(cells),
                    count=count,
                    threshold=threshold,
                )
                lines.append(ScoreLine(p, 0, rule, text, tuple(cells), False, tuple(details)))
    return ScoreSheet(
        tuple(lines),
        state.player_names,
        final=state.is_over(),
    )


def line_sums(state, role) -> list[tuple[int, int]]:
    """For each line ``role`` scores: (wells counted for the threshold, signed points).

    The fast core of :func:`score` without the text, shared by the totals and the
    computer players' evaluation.
    """
    signs = CONCESSION_SIGNS[role.concession]
    table = COLUMN_CELLS if role.direction == "columns" else ROW_CELLS
    per_double = state.option("double_counts_as")
    flat = state.option("flat_one_point")
    ores, values, wells = state.board.ores, state.board.values, state.wells
    out = []
    for cells in table:
        count = 0
        sub = 0
        for c in cells:
            w = wells[c]
            if w is None:
                continue
            count += per_double if w[1] else 1
            sub += signs[ores[c]] * (1 if flat else values[c]) * (2 if w[1] else 1)
        out.append((count, sub))
    return out


def totals(state) -> list[int]:
    """Fast totals per player (no text), for opponents and benchmarks."""
    threshold = state.option("threshold")
    return [
        0
        if role is None
        else sum(sub for count, sub in line_sums(state, role) if count >= threshold)
        for role in state.roles
    ]
