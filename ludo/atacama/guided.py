"""Atacama's guided first game: what the guides of ``ludo/atacama/guides/`` ask the engine.

The guide's structure and texts are data (:mod:`ludo.core.guides`); this module lends them
the game's hooks: the cells a step shows, the moves a lesson asks for, the questions with
their answers computed by the rules and the scoring, and the rule ids each event cites.

>>> g = guide().start()
>>> g.step.id, g.state.current_player
('plateau', 0)
>>> g.check("e5*") is None, g.play("e5")[0]
(True, 'Joueur 1 pose un puits en e5 (cuivre 1).')
"""

from __future__ import annotations

import random
from functools import lru_cache

from ..core.events import Event
from ..core.french import integer
from ..core.guides import Guide, GuideHooks, Question, load_guide
from ..core.state import Move
from . import messages as msg
from .board import COLUMN_LETTERS, SIZE, cell_name
from .rulecards import BOOK
from .rules import NEIGHBOURS, AtacamaState, Place
from .scoring import CONCESSION_SIGNS, LINE_RULES, line_cells, line_sums, score

#: The rule ids an event cites, by kind (a double well adds the tactical variant's card).
EVENT_RULES = {
    "well.placed": ("atacama.board",),
    "turn.passed": ("atacama:A5",),
    "game.over": ("atacama:A5",),
    "stage.revealed": ("atacama:A9",),
    "concession.taken": ("atacama.concession",),
    "concession.forced": ("atacama.forced_concession",),
}


def _sign(state: AtacamaState, seat: int, cell: int) -> int:
    role = state.roles[seat]
    return CONCESSION_SIGNS[role.concession][state.board.fields[cell].ore] if role else 0


def _points(state: AtacamaState, seat: int, cell: int, double: bool) -> int:
    """What a well on ``cell`` is worth to ``seat`` when its line counts."""
    return _sign(state, seat, cell) * state.board.fields[cell].value * (2 if double else 1)


def _placements(state: AtacamaState, double: bool) -> list[int]:
    return [m.cell for m in state.legal_moves() if isinstance(m, Place) and m.double == double]


# -- highlights ------------------------------------------------------------------------------
def good_doubles(state: AtacamaState) -> tuple[str, ...]:
    """The cells where a double well would score most for the player to move: the legal
    ones of his plus ores, of the highest value found (4 or 5 when there is one)."""
    seat = state.mover
    cells = [c for c in _placements(state, True) if _sign(state, seat, c) > 0]
    if not cells:
        return ()
    top = max(min(state.board.fields[c].value, 4) for c in cells)
    return tuple(cell_name(c) for c in cells if state.board.fields[c].value >= top)


def minus_cells(state: AtacamaState) -> tuple[str, ...]:
    """The legal cells of the ore the player to move's concession counts against."""
    seat = state.mover
    return tuple(cell_name(c) for c in _placements(state, False) if _sign(state, seat, c) < 0)


def blocked_cells(state: AtacamaState) -> tuple[str, ...]:
    """The empty fields no well may take because a well touches them by a side."""
    return tuple(
        cell_name(c)
        for c in range(SIZE * SIZE)
        if state.wells[c] is None and any(state.wells[n] is not None for n in NEIGHBOURS[c])
    )


# -- requirements ----------------------------------------------------------------------------
def is_double(state: AtacamaState, move: Move) -> bool:
    return isinstance(move, Place) and move.double


def is_minus(state: AtacamaState, move: Move) -> bool:
    """A well on the ore the mover's concession counts against (« pas de cuivre »)."""
    return isinstance(move, Place) and _sign(state, state.mover, move.cell) < 0


# -- questions --------------------------------------------------------------------------------
def forbidden_question(state: AtacamaState, seat: int) -> Question:
    """Which of three empty fields is forbidden? One beside a well, two free ones."""
    rng = random.Random(len(state.history))
    blocked = [c for c in range(SIZE * SIZE) if cell_name(c) in set(blocked_cells(state))]
    free = state.free_cells()
    wrong = rng.choice(blocked)
    choices = [wrong, *rng.sample(free, min(2, len(free)))]
    names = tuple(cell_name(c) for c in sorted(choices))
    reason = state.why_forbidden(wrong) or ""
    return Question({}, names, cell_name(wrong), reason, "atacama.not_adjacent", names)


def minus_value_question(state: AtacamaState, seat: int) -> Question:
    """What does the learner's last well on a minus ore bring him, when its line counts?"""
    cell = next(
        m.cell
        for m in reversed(state.history)
        if isinstance(m, Place)
        and state.wells[m.cell] is not None
        and state.wells[m.cell][0] == seat
        and _sign(state, seat, m.cell) < 0
    )
    double = state.wells[cell][1]
    value = state.board.fields[cell].value * (2 if double else 1)
    mine = _points(state, seat, cell, double)
    other = 1 - seat
    role = state.roles[other]
    assert role is not None
    explain = msg.GUIDE_OTHER_VALUE.format(
        player=other + 1,
        concession=msg.CONCESSION_NAMES[role.concession],
        points=integer(_points(state, other, cell, double), signed=True),
    )
    choices = tuple(integer(v, signed=True) for v in (-value, 0, value))
    fld = state.board.fields[cell]
    params = {"cell": cell_name(cell), "ore": msg.ORE_NAMES[fld.ore], "value": str(fld.value)}
    return Question(
        params, choices, integer(mine, signed=True), explain, "atacama:A1", (cell_name(cell),)
    )


def line_question(state: AtacamaState, seat: int) -> Question:
    """How many points would the learner's fullest line bring if the game stopped now?"""
    role = state.roles[seat]
    assert role is not None
    sums = line_sums(state, role)
    index = max(range(SIZE), key=lambda i: (sums[i][0], -i))
    count, sub = sums[index]
    answer = sub if count >= state.option("threshold") else 0
    cells = line_cells(role.direction, index)
    unsigned = sum(
        state.board.fields[c].value * (2 if state.wells[c][1] else 1)
        for c in cells
        if state.wells[c] is not None
    )
    values: list[int] = []
    for v in (answer, sub, unsigned, 0, -sub, answer + 3, answer - 3):
        if v not in values:
            values.append(v)
    choices = tuple(integer(v, signed=True) for v in sorted(values[:3]))
    wells = {c for c in cells if state.wells[c] is not None}
    line = next(
        ln
        for ln in score(state).lines
        if ln.player == seat and ln.rule == LINE_RULES[role.direction] and set(ln.items) == wells
    )
    name = COLUMN_LETTERS[index] if role.direction == "columns" else str(index + 1)
    params = {"line": msg.GUIDE_LINE[role.direction].format(name=name)}
    return Question(
        params,
        choices,
        integer(answer, signed=True),
        line.text,
        line.rule,
        tuple(cell_name(c) for c in cells),
    )


def cites(event: Event) -> tuple[str, ...]:
    """The rule ids ``event`` cites (its cards)."""
    extra = ("atacama.tactical",) if event.data.get("double") else ()
    return EVENT_RULES.get(event.kind, ()) + extra


def cell_of(move: Move) -> str | None:
    return cell_name(move.cell) if isinstance(move, Place) else None


HOOKS = GuideHooks(
    highlights={"doubles": good_doubles, "minus": minus_cells, "blocked": blocked_cells},
    playable=frozenset({"doubles", "minus"}),
    requirements={"double": is_double, "minus": is_minus},
    questions={
        "forbidden": forbidden_question,
        "minus_value": minus_value_question,
        "line_points": line_question,
    },
    cell_of=cell_of,
    cites=cites,
)


@lru_cache(maxsize=4)
def guide(name: str = "premiere_partie") -> Guide:
    """The guide ``name`` of ``ludo/atacama/guides/`` (read once)."""
    return load_guide("ludo.atacama", name, HOOKS, BOOK)
