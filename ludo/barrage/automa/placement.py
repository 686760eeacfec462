"""Where the Automa builds: the structure-placement procedure (docs/decisions.md §11.3).

:func:`candidate_spots` lists the spots where the Automa may build a structure (free for
it on the board, affordable with its machines, within the tile's area or value
restriction). :func:`place_structure` then chooses one, and returns every step as data:

0. **restrictions** — the tile's area (mountain/hill Base) or conduit value (≥ n)
   restriction comes first (it is applied by :func:`candidate_spots`; the step records it);
1. **third piece of a system** — if exactly one candidate would complete a system (a dam,
   the Automa's or neutral, a conduit of any owner and an Automa powerhouse), it is chosen;
2. **criteria** — the tile's three criteria for the structure, in order: one that leaves a
   single spot decides, one that matches nothing is ignored, otherwise it narrows;
3. **code** — from the coded basin, go up in basin order (dams 1→10, conduits 1A, 1B, 2A
   … 10B, powerhouses 5→12), wrapping around, to the first candidate;
4. **final tie-breaks** — inside one basin, the lower (free) dam spot before the upper
   one; a free powerhouse spot before a red-framed one (BGA's choices, §12 #18).

Interpretation decisions (tested in ``tests/barrage/test_automa_placement.py``):

- **A7** step 1 with several completing spots: the rulebook says to go on with the
  procedure, so the criteria look at *every* candidate, not only the completing ones
  (BGA keeps only those). Two dam spots of one basin that both complete a system count
  as two spots.
- **A8** an Elevation never completes a system (its dam is already there): step 1 is
  skipped for Elevations (as BGA).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..board import Board
from ..construction import can_build, machines_needed, spots_of_kind
from ..map import base_map, spot_name
from .criteria import CRITERIA, conduits_from, conduits_to, tier_of


@dataclass(frozen=True)
class Step:
    """One step of the procedure.

    ``step``: ``"restriction"``, ``"system"``, ``"criterion"``, ``"tile"`` (a technology
    tile's adaptation at « haute_tension »), ``"code"`` or ``"tiebreak"``; ``key``: the criterion's key, the code, or the restriction;
    ``before`` / ``after``: the candidates; ``outcome``: ``"decides"``, ``"narrows"``,
    ``"no_match"`` (ignored), ``"keeps_all"`` or ``"skipped"``; ``tier``: for a criterion
    with priorities (:data:`.criteria.TIERS`), the one that kept ``after``.
    """

    step: str
    key: object
    before: tuple
    after: tuple
    outcome: str
    tier: int = 0


@dataclass(frozen=True)
class Placement:
    """The chosen ``spot`` for ``kind`` among ``candidates``, with the ``steps`` taken."""

    kind: str
    spot: str
    candidates: tuple
    steps: tuple


def payment(
    have_ex: int,
    have_mx: int,
    ex: int,
    mx: int,
    *,
    effect: str | None = None,
    officer: str | None = None,
    conduit_value: int = 0,
) -> tuple[int, int, int] | None:
    """How the Automa pays ``ex`` excavators and ``mx`` mixers with what it has:
    ``(excavators, mixers, VP instead of a machine)``, or None if it cannot.

    L2 Joker: either machine, the normally required one first. Jill McDowell: a conduit
    may be paid value × mixers, preferred (« surpuissant »). Solomon P. Jordan: at most one
    missing machine paid 3 VP, machines first."""
    options = []
    if officer == "mcdowell" and conduit_value:
        options.append((0, conduit_value))
    options.append((ex, mx))
    for e, m in options:
        if effect == "machines_interchangeable":
            pay_e = min(e, have_ex)
            pay_m = min(m, have_mx)
            missing = e + m - pay_e - pay_m
            more_m = min(missing, have_mx - pay_m)
            more_e = min(missing - more_m, have_ex - pay_e)
            short = missing - more_m - more_e
            pay_e, pay_m = pay_e + more_e, pay_m + more_m
        else:
            pay_e, pay_m = min(e, have_ex), min(m, have_mx)
            short = e + m - pay_e - pay_m
        if short == 0:
            return pay_e, pay_m, 0
        if short == 1 and officer == "jordan":
            return pay_e, pay_m, 3
    return None


def candidate_spots(
    board: Board,
    automa: str,
    kind: str,
    *,
    excavators: int = 99,
    mixers: int = 99,
    powerhouses_built: int | None = None,
    area: str | None = None,
    min_value: int = 0,
    effect: str | None = None,
    officer: str | None = None,
) -> tuple[str, ...]:
    """Spots where the Automa may build ``kind`` now, in map order (``effect``: the
    advanced tile's, which may change the machines; the L2 Joker lets either machine
    stand for the other)."""
    if powerhouses_built is None:
        powerhouses_built = board.powerhouse_count(automa)
    g = base_map()
    out = []
    for spot in spots_of_kind(kind):
        node = g.nodes[spot]
        if area is not None and node["area"] != area:
            continue
        if kind == "conduit" and node["value"] < min_value:
            continue
        ex, mx = machines_needed(kind, spot, powerhouses_built, effect, officer)
        value = node["value"] if kind == "conduit" else 0
        if (
            payment(excavators, mixers, ex, mx, effect=effect, officer=officer, conduit_value=value)
            is None
        ):
            continue
        if can_build(board, automa, kind, spot):
            out.append(spot)
    return tuple(out)


def completes_system(board: Board, automa: str, kind: str, spot: str) -> bool:
    """Whether building ``kind`` on ``spot`` would give the Automa a new whole system."""
    g = base_map()
    node = g.nodes[spot]
    basin = node["basin"]

    def has_dam(b: int) -> bool:
        return any(
            (d := board.dam_at(s)) is not None and d[0] in (automa, "neutral")
            for s in (f"D{b}U", f"D{b}L")
            if s in g
        )

    def has_ph(b: int) -> bool:
        return any(o == automa and g.nodes[p]["basin"] == b for p, o in board.powerhouses)

    if kind == "base":
        return any(
            board.conduit_owner(c) is not None and has_ph(g.nodes[c]["dest"])
            for c in conduits_from(basin)
        )
    if kind == "conduit":
        return has_dam(basin) and has_ph(node["dest"])
    if kind == "powerhouse":
        return any(
            board.conduit_owner(c) is not None and has_dam(g.nodes[c]["basin"])
            for c in conduits_to(basin)
        )
    return False


def code_order(kind: str, code) -> tuple[str, ...]:
    """Every spot of ``kind`` in the order the code visits them (with the final
    tie-breaks inside a basin: lower dam spot first, free powerhouse first)."""
    if kind in ("base", "elevation"):
        basins = [*range(code, 11), *range(1, code)]
        return tuple(s for b in basins for s in (f"D{b}L", f"D{b}U"))
    if kind == "conduit":
        codes = [f"{b}{side}" for b in range(1, 11) for side in "AB"]
        i = codes.index(code)
        codes = codes[i:] + codes[:i]
        return tuple(f"C{c[:-1]}{'L' if c[-1] == 'A' else 'R'}" for c in codes)
    g = base_map()
    basins = [*range(code, 13), *range(5, code)]
    return tuple(
        p
        for b in basins
        for p in sorted(
            (n for n, a in g.nodes(data=True) if a["kind"] == "powerhouse" and a["basin"] == b),
            key=lambda n: (g.nodes[n]["red"], g.nodes[n]["index"]),
        )
    )


def place_structure(
    board: Board,
    automa: str,
    kind: str,
    candidates,
    criteria,
    *,
    restriction=None,
    before_restriction=None,
    prefer=None,
    area_first: bool = False,
) -> Placement:
    """Choose the spot for ``kind`` among ``candidates`` (non-empty) with a tile's
    :class:`~.tiles.Criteria`; see the module docstring for the steps."""
    candidates = tuple(candidates)
    if not candidates:
        raise ValueError("no candidate")
    steps: list[Step] = []
    if restriction is not None:
        before = tuple(before_restriction or candidates)
        steps.append(Step("restriction", restriction, before, candidates, "narrows"))
    if len(candidates) == 1:
        return Placement(kind, candidates[0], candidates, tuple(steps))
    if kind == "elevation":
        steps.append(Step("system", None, candidates, candidates, "skipped"))
    else:
        completing = tuple(s for s in candidates if completes_system(board, automa, kind, s))
        if len(completing) == 1:
            steps.append(Step("system", None, candidates, completing, "decides"))
            return Placement(kind, completing[0], candidates, tuple(steps))
        outcome = "no_match" if not completing else "keeps_all"
        steps.append(Step("system", None, candidates, completing, outcome))
    keys, code = criteria.for_structure(kind)
    left = candidates
    for key in keys:
        kept = CRITERIA[key](board, automa, left, criteria.headstreams)
        if area_first and kind in ("base", "elevation"):  # Wilhelm Adler (« surpuissant »)
            g = base_map()
            for area in ("mountain", "hill"):
                some = tuple(s for s in kept if g.nodes[s]["area"] == area)
                if some:
                    kept = some
                    break
        if not kept:
            steps.append(Step("criterion", key, left, left, "no_match"))
            continue
        tier = tier_of(key, board, automa, kept)
        if len(kept) == 1:
            steps.append(Step("criterion", key, left, kept, "decides", tier))
            return Placement(kind, kept[0], candidates, tuple(steps))
        outcome = "narrows" if len(kept) < len(left) else "keeps_all"
        steps.append(Step("criterion", key, left, kept, outcome, tier))
        left = kept
    if prefer is not None:  # a technology tile's adaptation (« haute_tension »)
        key, test = prefer
        kept = tuple(s for s in left if test(s))
        if kept and len(kept) < len(left):
            steps.append(Step("tile", key, left, kept, "decides" if len(kept) == 1 else "narrows"))
            left = kept
            if len(kept) == 1:
                return Placement(kind, kept[0], candidates, tuple(steps))
        else:
            steps.append(Step("tile", key, left, left, "no_match" if not kept else "keeps_all"))
    order = code_order(kind, code)
    first = next(s for s in order if s in left)
    g = base_map()
    same = tuple(s for s in left if g.nodes[s]["basin"] == g.nodes[first]["basin"])
    steps.append(Step("code", code, left, same, "decides" if len(same) == 1 else "narrows"))
    if len(same) > 1:
        steps.append(Step("tiebreak", kind, same, (first,), "decides"))
    return Placement(kind, first, candidates, tuple(steps))


#: Up to this many spots are named in an explanation; more are counted (« 23 emplacements »).
NAMED_SPOTS = 3


def spots_text(spots) -> str:
    """Spots as an explanation says them: their names when few, else how many."""
    from . import messages as msg

    if len(spots) > NAMED_SPOTS:
        return str(msg.COUNT_SPOTS.format(n=len(spots)))
    return ", ".join(spot_name(s) for s in spots) if spots else "—"


def code_start(kind: str, code, short: bool = False) -> str:
    """Where a criteria side's code starts the basin order, in words: « à partir du bassin
    12 », « à partir de la conduite 3→6 du bassin 3 » (see :func:`code_order`); ``short``:
    « bassin 12 d'abord », for a tile's picture."""
    from . import messages as msg

    if kind == "conduit":
        spot = spot_name(code_order(kind, code)[0])
        return str((msg.CODE_SHORT_CONDUIT if short else msg.CODE_FROM_CONDUIT).format(spot=spot))
    return str((msg.CODE_SHORT_BASIN if short else msg.CODE_FROM_BASIN).format(basin=code))


def criterion_said(step: Step) -> tuple[str, tuple[str, ...]]:
    """A criterion step's preference that really kept its candidates (its tier's words for a
    criterion with priorities) and the preferences before it that no candidate met."""
    from . import messages as msg

    key = str(step.key)
    tiers = msg.TIER_NAMES.get(key)
    if tiers is None or step.outcome == "no_match":
        return str(msg.CRITERION_NAMES[key]), ()
    return str(tiers[step.tier]), tuple(str(t) for t in tiers[: step.tier])


def placement_lines(placement: Placement) -> list[str]:
    """The placement's steps in French, one line each: what each step kept, the spots
    named when few, counted when many."""
    from . import messages as msg

    lines = []
    for st in placement.steps:
        before, after = spots_text(st.before), spots_text(st.after)
        if st.step == "restriction":
            key = st.key
            text = (
                msg.RESTRICTIONS["min_value"].format(n=key[1])
                if isinstance(key, tuple)
                else msg.RESTRICTIONS[key]
            )
            lines.append(msg.STEP_RESTRICTION.format(key=text, before=before, after=after))
        elif st.step == "system":
            lines.append(msg.STEP_SYSTEM[st.outcome].format(after=after))
        elif st.step == "criterion":
            name = msg.CRITERION_NAMES[st.key]
            met, missed = criterion_said(st)
            none = "".join(msg.STEP_TIER_MISSED.format(name=m) for m in missed)
            tiered = st.key in msg.TIER_NAMES and st.outcome != "no_match"
            lines.append(
                (msg.STEP_CRITERION_TIER if tiered else msg.STEP_CRITERION)[st.outcome].format(
                    name=name, met=met, none=none, before=before, after=after, n=len(st.after)
                )
            )
        elif st.step == "tile":
            lines.append(
                msg.STEP_TILE[st.outcome].format(
                    name=msg.TILE_PREFERENCES[st.key], before=before, after=after
                )
            )
        elif st.step == "code":
            lines.append(
                msg.STEP_CODE.format(
                    start=code_start(placement.kind, st.key), before=before, after=after
                )
            )
        else:
            lines.append(msg.STEP_TIEBREAK[st.key].format(after=spot_name(placement.spot)))
    if not any(st.step in ("criterion", "code", "system") for st in placement.steps):
        lines.append(msg.STEP_SINGLE.format(spot=spot_name(placement.spot)))
    return lines
