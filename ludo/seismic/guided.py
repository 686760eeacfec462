"""Seismic's guided first game: what the guides of ``ludo/seismic/guides/`` ask the engine.

The guide's structure and texts are data (:mod:`ludo.core.guides`); this module lends them
the game's hooks: the cells a step shows, the moves a lesson asks for (a tile with a road
crew), the questions with their answers computed by the rules (does this tile fit that
cell, what would a section score, how many tiles would a quake bring down) and the rule
ids each event cites.

>>> g = guide().start()
>>> g.step.id, g.state.current_player, g.state.radius
('poser', 0, 2)
>>> move = next(m for m in g.state.legal_moves() if m.marker is None)
>>> g.check(move) is None
True
"""

from __future__ import annotations

from functools import lru_cache

from ..core.events import Event
from ..core.guides import Guide, GuideHooks, Question, load_guide
from ..core.hexgrid import DIRS
from ..core.state import Move
from . import messages as msg
from .moves import Place, cell_text
from .quakes import fallen, hit_sides, ray_cells, ray_counts
from .rulecards import BOOK
from .state import SeismicState
from .tiles import is_quake

#: The rule ids an event cites, by kind (a tile destroyed with crews on it adds S15).
EVENT_RULES = {
    "tile.revealed": ("seismic.row",),
    "tile.placed": ("seismic.adjacent", "seismic.contacts"),
    "marker.placed": ("seismic.marker", "seismic.marker_section"),
    "section.completed": ("seismic.section",),
    "quake.revealed": ("seismic:S8",),
    "quake.counts": ("seismic:S4",),
    "quake.nothing": ("seismic:S4",),
    "quake.side": ("seismic.quake_tie",),
    "tile.destroyed": ("seismic:S6",),
    "quake.done": ("seismic:S6",),
    "row.discarded": ("seismic:S10",),
    "game.over": ("seismic:S11",),
}


def _places(state: SeismicState) -> list[Place]:
    if state.is_over():
        return []
    return [m for m in state.legal_moves() if isinstance(m, Place)]


# -- highlights ------------------------------------------------------------------------------
def open_cells(state: SeismicState) -> tuple[str, ...]:
    """The cells where a face-up tile may go now (each a legal move's cell)."""
    return tuple(sorted({cell_text(m.cell) for m in _places(state)}))


def quake_cells(state: SeismicState) -> tuple[str, ...]:
    """The tiles of the side(s) of San Andreas a quake would hit now (most tiles in line)."""
    city = state.cities[0]
    sides = hit_sides(ray_counts(state.placed, state.cells, city))
    return tuple(
        cell_text(c)
        for side in sides
        for c in ray_cells(state.cells, city, side)
        if c in state.placed
    )


# -- requirements ----------------------------------------------------------------------------
def with_crew(state: SeismicState, move: Move) -> bool:
    """A tile laid with a road crew on one of its pieces."""
    return isinstance(move, Place) and move.marker is not None


# -- questions -------------------------------------------------------------------------------
def _touching_cells(state: SeismicState) -> list:
    """Empty table cells beside a placed tile, those a road faces first."""
    open_ = set(state.open_cells())
    out = set()
    for q, r in state.placed:
        for dq, dr in DIRS:
            c = (q + dq, r + dr)
            if c in state.cells and c not in state.placed:
                out.add(c)
    return sorted(out, key=lambda c: (c not in open_, c))


def fits_question(state: SeismicState, seat: int) -> Question:
    """Can this face-up tile go on the framed cell? The engine tries its six rotations.
    A cell a road faces where the tile does not fit is preferred (the edges then decide)."""
    g = state.geom
    pairs = [
        (tile, cell)
        for tile in dict.fromkeys(state.row)
        if not tile.startswith("I")
        for cell in _touching_cells(state)
    ]
    refused = [(t, c) for t, c in pairs if not state.placements(t, c)]
    tile, cell = (refused or pairs)[0]
    fits = state.placements(tile, cell)
    if fits:
        answer, explain = msg.GUIDE_YES, msg.GUIDE_FITS_YES.format(rot=fits[0][1])
        rule = "seismic.contacts"
    else:
        err = state.refusal(Place(tile, cell, 0), clicked=True)
        reason = str(err).split(" : ", 1)[-1] if err is not None else ""
        answer, explain = msg.GUIDE_NO, msg.GUIDE_FITS_NO.format(reason=reason)
        rule = getattr(err, "rule", None) or "seismic.contacts"
    params = {"tile": g.tile[tile, 0].label}
    return Question(
        params, (msg.GUIDE_YES, msg.GUIDE_NO), answer, explain, rule, (cell_text(cell),)
    )


def section_question(state: SeismicState, seat: int) -> Question:
    """What would the section of the learner's last crew score if the game stopped now?"""
    crew = next(
        (m.cell, m.marker)
        for m in reversed(state.history)
        if isinstance(m, Place)
        and m.marker is not None
        and state.markers.get((m.cell, m.marker)) == seat
    )
    line = next(ln for ln in state.score().lines if ln.player == seat and crew in set(ln.items))
    points = line.points if line.counts else 0
    section = next(s for s in state.sections() if crew in set(s.pieces))
    values = [points, section.roads, section.roads + 6, 0, points + 2]
    choices: list[int] = []
    for v in values:
        if v not in choices:
            choices.append(v)
    shown = tuple(str(v) for v in sorted(choices[:3]))
    cells = tuple(dict.fromkeys(cell_text(c) for c, _i in line.items))
    return Question({}, shown, str(points), line.text, line.rule, cells)


def quake_question(state: SeismicState, seat: int) -> Question:
    """The next quake of the pile: how many tiles would it bring down if it struck now?"""
    m = next(int(t[1:]) for t in state.pile if is_quake(t))
    city = state.cities[0]
    counts = ray_counts(state.placed, state.cells, city)
    sides = hit_sides(counts)
    down = (
        len(fallen(state.placed, state.cells, city, sides[0], m, frozenset(state.cities)))
        if sides
        else 0
    )
    values = [down, m, max(counts), sum(counts), down + 1, 0]
    choices: list[int] = []
    for v in values:
        if v not in choices:
            choices.append(v)
    shown = tuple(str(v) for v in sorted(choices[:3]))
    names = ", ".join(msg.SIDE_NAMES[s] for s in sides)
    explain = msg.EV_COUNTS.format(
        city="San Andreas",
        counts=", ".join(f"{msg.SIDE_NAMES[i]} {n}" for i, n in enumerate(counts)),
    )
    params = {"m": str(m), "sides": names}
    return Question(params, shown, str(down), explain, "seismic:S4", quake_cells(state))


def discard_question(state: SeismicState, seat: int) -> Question:
    """No face-up tile fits and the pile is not empty: what happens?"""
    choices = msg.GUIDE_DISCARD_CHOICES
    return Question(
        {},
        choices,
        choices[msg.GUIDE_DISCARD_ANSWER],
        msg.GUIDE_DISCARD_EXPLAIN,
        "seismic:S10",
        (),
    )


def _short(label: str) -> str:
    """« virage étroit + virage large » for « autoroute (virage étroit + virage large) »."""
    return label.split(" (", 1)[1].rstrip(")") if " (" in label else label


def tell(states: list) -> list[str]:
    """What the learner's move and the computer's replies changed: one short line a move
    (:func:`tell_move`), from the states after each of them."""
    return [tell_move(state.events) for state in states]


def tell_move(events: tuple[Event, ...]) -> str:
    """What a move changed, in one short line: the tiles laid (with a crew or not), the
    sections completed, a quake's outcome, the rows discarded, the end. The tiles turned
    face up and whose turn it is are on the table already."""
    parts: list[str] = []
    discards = 0
    quake = 0
    back = False
    label = {}
    for e in events:
        d = e.data
        if e.kind == "tile.placed":
            label[d["cell"]] = len(parts)
            parts.append(
                msg.GUIDE_TOLD_PLACED.format(
                    player=d["player"] + 1, tile=_short(_tile_label(d)), cell=cell_text(d["cell"])
                )
            )
        elif e.kind == "marker.placed" and d["cell"] in label:
            parts[label[d["cell"]]] = parts[label[d["cell"]]][:-1] + msg.GUIDE_TOLD_CREW_END
        elif e.kind == "section.completed":
            parts.append(msg.GUIDE_TOLD_COMPLETED.format(value=d["value"]))
        elif e.kind == "quake.revealed":
            quake, back = d["magnitude"], False
        elif e.kind == "quake.counts" and len(d["sides"]) > 1:
            sides = ", ".join(msg.SIDE_NAMES[s] for s in d["sides"])
            parts.append(msg.GUIDE_TOLD_TIE.format(m=quake, sides=sides))
        elif e.kind == "quake.side":
            parts.append(e.text)
        elif e.kind == "tile.destroyed":
            back = back or bool(d.get("markers"))
        elif e.kind == "quake.done":
            parts.append(
                msg.GUIDE_TOLD_QUAKE.format(
                    m=d["magnitude"],
                    side=msg.SIDE_NAMES[d["side"]],
                    n=len(d["cells"]),
                    back=msg.GUIDE_TOLD_BACK if back else "",
                )
            )
        elif e.kind == "quake.nothing":
            parts.append(msg.GUIDE_TOLD_NOTHING.format(m=quake))
        elif e.kind == "row.discarded":
            discards += 1
        elif e.kind == "game.over":
            if discards:
                parts.append(msg.GUIDE_TOLD_DISCARD.format(n=discards))
                discards = 0
            parts.append(e.text)
    if discards:
        parts.append(msg.GUIDE_TOLD_DISCARD.format(n=discards))
    return " ".join(parts)


def _tile_label(data) -> str:
    """The French name of a laid tile (its shapes, from the default manifest's geometry)."""
    return _labels()[data["tile"], data["rot"]].label


@lru_cache(maxsize=1)
def _labels():
    from .sections import geometry
    from .tiles import default_manifest

    return geometry(default_manifest()).tile


def cites(event: Event) -> tuple[str, ...]:
    """The rule ids ``event`` cites (its cards)."""
    extra = ("seismic:S15",) if event.kind == "tile.destroyed" and event.data.get("markers") else ()
    return EVENT_RULES.get(event.kind, ()) + extra


def cell_of(move: Move) -> str | None:
    return cell_text(move.cell) if isinstance(move, Place) else None


HOOKS = GuideHooks(
    highlights={"open": open_cells, "quake": quake_cells},
    playable=frozenset({"open"}),
    requirements={"crew": with_crew},
    questions={
        "fits": fits_question,
        "section_points": section_question,
        "quake_count": quake_question,
        "discard": discard_question,
    },
    cell_of=cell_of,
    cites=cites,
    tell=tell,
)


@lru_cache(maxsize=4)
def guide(name: str = "premiere_partie") -> Guide:
    """The guide ``name`` of ``ludo/seismic/guides/`` (read once)."""
    return load_guide("ludo.seismic", name, HOOKS, BOOK)
