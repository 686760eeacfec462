"""The criteria of the Automa tiles' criteria side, as pure functions on the board graph.

Every criterion has the signature ``criterion(board, automa, candidates, order="ABCD")``
and returns the candidates it prefers, in the given order, as a tuple (empty when the
criterion matches none of them: the placement procedure then ignores it). ``automa`` is
the Automa's company (``"usa"`` …); every other company is an *opponent*; ``"neutral"``
is neither. ``order`` is the headstream order printed on the criteria side (only
:func:`dam_hold_water` uses it). A criterion with a priority (« Automa, then neutral,
then opponent ») keeps the first non-empty group.

Interpretation decisions (docs/decisions.md §12; each is tested in
``tests/barrage/test_automa_criteria.py``):

- **A1** (§12 #17) *connected* (``dam_own_powerhouse``, ``powerhouse_own_dam``): a conduit
  spot links the two basins on the map, built or not (as BGA). A dam spot with no conduit
  at all could otherwise never be « connected », and the criteria prepare systems.
- **A2** *feeds* (``dam_upstream_powerhouse``, ``powerhouse_feeds_own_dam``): the water a
  powerhouse releases goes down the river from its basin's powerhouse group; it *feeds*
  the first built dam it meets (any dam met before stops the search: « via basins with
  no other dam »). The dams of the powerhouse's own basin are its first ones.
- **A3** *does not feed an opponent dam* (the second choice of ``powerhouse_feeds_own_dam``,
  the first of ``powerhouse_not_feeding_opponent``): no opponent dam anywhere on the river
  below the powerhouse (the water crosses full dams). With the stricter reading (first dam
  only) the reverse criterion's second choice could never be reached.
- **A4** (§12 #15) the upstream-powerhouse criterion of tiles 19–20 is printed with the
  opponent's colour first: :func:`dam_upstream_powerhouse_opponent_first` prefers an
  opponent's powerhouse, then the Automa's, as the printed colour order means for the
  conduit criteria. Tiles 1, 5, 17, 18 prefer the Automa's, then an opponent's.
- **A5** ``dam_hold_water``: the drops now waiting on the headstreams flow (A, B, C, D,
  as in the round-end flow) into a bottomless dam on the spot; built dams upstream keep
  what they still have room for. Most drops wins; on a tie, the spot fed by the earliest
  headstream in the tile's order. With no water waiting it matches nothing.
- **A6** ``conduit_second_highest``: the second-highest *value* among the candidates
  (every candidate of that value), else the highest.
"""

from __future__ import annotations

from functools import cache

from ..board import Board
from ..map import base_map, river_path


def _node(spot: str) -> dict:
    return base_map().nodes[spot]


@cache
def conduits_from(basin: int) -> tuple[str, ...]:
    """The conduit spots leaving ``basin`` (left one first)."""
    g = base_map()
    return tuple(c for c in (f"C{basin}L", f"C{basin}R") if c in g)


@cache
def conduits_to(basin: int) -> tuple[str, ...]:
    """The conduit spots whose destination is ``basin``."""
    g = base_map()
    return tuple(n for n, a in g.nodes(data=True) if a["kind"] == "conduit" and a["dest"] == basin)


def _tiers(candidates, tests) -> tuple:
    """The candidates passing the first test that any candidate passes."""
    for test in tests:
        kept = tuple(c for c in candidates if test(c))
        if kept:
            return kept
    return ()


def _best(candidates, score) -> tuple:
    """The candidates with the highest score (None = not matching)."""
    scored = [(c, score(c)) for c in candidates]
    values = [s for _, s in scored if s is not None]
    if not values:
        return ()
    top = max(values)
    return tuple(c for c, s in scored if s == top)


def _dam_owners(board: Board, basin: int) -> set:
    return {d[0] for spot in (f"D{basin}U", f"D{basin}L") if (d := board.dam_at(spot)) is not None}


def _is_opponent(owner, automa: str) -> bool:
    return owner is not None and owner not in (automa, "neutral")


def _max_conduit(board: Board, automa: str, candidates, conduits_of) -> tuple:
    """Highest built conduit (any owner); among equals, the Automa's conduit first."""

    def best(spot):
        built = [c for c in conduits_of(spot) if board.conduit_owner(c) is not None]
        return max((_node(c)["value"] for c in built), default=None)

    kept = _best(candidates, best)
    if not kept:
        return ()
    top = best(kept[0])

    def own(spot):
        return any(
            board.conduit_owner(c) == automa and _node(c)["value"] == top for c in conduits_of(spot)
        )

    return _tiers(kept, (own, lambda s: True))


def fed_dams(board: Board, powerhouse: str) -> tuple[str | None, tuple[str, ...]]:
    """Where a powerhouse's water goes: (the first built dam it meets or None, every built
    dam on the river below it)."""
    start = f"PH{_node(powerhouse)['basin']}"
    dams = tuple(n for n in river_path(start)[1:] if _node(n)["kind"] == "dam" and board.dam_at(n))
    return (dams[0] if dams else None), dams


# -- dams (Bases and Elevations) -----------------------------------------------------------
def dam_max_conduit(board, automa, candidates, order="ABCD") -> tuple:
    """The dam spot whose basin already has the highest built conduit (any owner);
    among equals, a basin where that conduit is the Automa's."""
    return _max_conduit(board, automa, candidates, lambda s: conduits_from(_node(s)["basin"]))


def dam_own_powerhouse(board, automa, candidates, order="ABCD") -> tuple:
    """A dam spot whose basin has a conduit spot leading to an Automa powerhouse (A1)."""
    own = {_node(p)["basin"] for p, o in board.powerhouses if o == automa}
    return tuple(
        s
        for s in candidates
        if any(_node(c)["dest"] in own for c in conduits_from(_node(s)["basin"]))
    )


def water_held(board: Board, spot: str) -> tuple[int, str | None]:
    """(drops a bottomless dam on ``spot`` would get from the headstreams now, the first
    headstream letter that sends some) — see decision A5."""
    room: dict[str, int] = {}
    got, first = 0, None
    for letter in "ABCD":
        n = board.drops_at(letter)
        if not n:
            continue
        for node in river_path(letter)[1:]:
            if node == spot:
                got += n
                if first is None:
                    first = letter
                break
            if _node(node)["kind"] == "dam" and board.dam_at(node) is not None:
                free = room.setdefault(node, board.capacity(node) - board.drops_at(node))
                take = min(free, n)
                room[node] = free - take
                n -= take
                if not n:
                    break
    return got, first


def dam_hold_water(board, automa, candidates, order="ABCD") -> tuple:
    """The dam spot that would hold the most drops now (A5); ties: the headstream order."""
    held = {s: water_held(board, s) for s in candidates}
    kept = _best(candidates, lambda s: held[s][0] or None)
    if len(kept) < 2:
        return kept
    return _best(kept, lambda s: -order.index(held[s][1]))


def dam_red(board, automa, candidates, order="ABCD") -> tuple:
    """A red-framed dam spot."""
    return tuple(s for s in candidates if _node(s)["red"])


def _fed_by(board: Board, spot: str, owners) -> bool:
    for p, o in board.powerhouses:
        if o in owners:
            # the spot may still be empty: walk down to it or to the first built dam
            for node in river_path(f"PH{_node(p)['basin']}")[1:]:
                if node == spot:
                    return True
                if _node(node)["kind"] == "dam" and board.dam_at(node) is not None:
                    break
    return False


def _upstream_tests(board, automa, opponent_first: bool) -> tuple:
    opponents = {o for _, o in board.powerhouses if _is_opponent(o, automa)}
    groups = [{automa}, opponents]
    if opponent_first:
        groups.reverse()
    return tuple(lambda s, g=g: _fed_by(board, s, g) for g in groups)


def dam_upstream_powerhouse(board, automa, candidates, order="ABCD") -> tuple:
    """A dam spot fed by a powerhouse upstream through basins with no other dam (A2):
    an Automa powerhouse first, else an opponent's."""
    return _tiers(candidates, _upstream_tests(board, automa, False))


def dam_upstream_powerhouse_opponent_first(board, automa, candidates, order="ABCD") -> tuple:
    """Tiles 19–20 (A4): an opponent's upstream powerhouse first, else the Automa's."""
    return _tiers(candidates, _upstream_tests(board, automa, True))


def _downstream_tests(board, automa) -> tuple:
    def dests(s):
        return [_node(c)["dest"] for c in conduits_from(_node(s)["basin"])]

    def own(s):
        return any(automa in _dam_owners(board, b) for b in dests(s))

    def safe(s):
        return not any(_is_opponent(o, automa) for b in dests(s) for o in _dam_owners(board, b))

    return own, safe


def dam_downstream(board, automa, candidates, order="ABCD") -> tuple:
    """A dam spot whose basin has a conduit to a basin with an Automa dam; else one whose
    conduits lead to no basin with an opponent dam."""
    return _tiers(candidates, _downstream_tests(board, automa))


# -- conduits ----------------------------------------------------------------------------------
def conduit_highest(board, automa, candidates, order="ABCD") -> tuple:
    """The conduit spots of the highest value among the candidates."""
    return _best(candidates, lambda c: _node(c)["value"])


def conduit_second_highest(board, automa, candidates, order="ABCD") -> tuple:
    """The second-highest value among the candidates, else the highest (A6)."""
    values = sorted({_node(c)["value"] for c in candidates}, reverse=True)
    if not values:
        return ()
    target = values[1] if len(values) > 1 else values[0]
    return tuple(c for c in candidates if _node(c)["value"] == target)


def _conduit_dam_tests(board, automa, reverse: bool) -> tuple:
    tests = [
        lambda c: automa in _dam_owners(board, _node(c)["basin"]),
        lambda c: "neutral" in _dam_owners(board, _node(c)["basin"]),
        lambda c: any(_is_opponent(o, automa) for o in _dam_owners(board, _node(c)["basin"])),
    ]
    if reverse:
        tests.reverse()
    return tuple(tests)


def conduit_dam(board, automa, candidates, order="ABCD") -> tuple:
    """A conduit spot whose basin has a dam: the Automa's, else neutral, else an opponent's."""
    return _tiers(candidates, _conduit_dam_tests(board, automa, False))


def conduit_dam_reverse(board, automa, candidates, order="ABCD") -> tuple:
    """Same, in the order opponent, neutral, Automa."""
    return _tiers(candidates, _conduit_dam_tests(board, automa, True))


def _conduit_powerhouse_tests(board, automa, reverse: bool) -> tuple:
    def owners(c):
        dest = _node(c)["dest"]
        return {o for p, o in board.powerhouses if _node(p)["basin"] == dest}

    tests = [
        lambda c: automa in owners(c),
        lambda c: any(_is_opponent(o, automa) for o in owners(c)),
    ]
    if reverse:
        tests.reverse()
    return tuple(tests)


def conduit_powerhouse(board, automa, candidates, order="ABCD") -> tuple:
    """A conduit spot leading to a built powerhouse: the Automa's, else an opponent's."""
    return _tiers(candidates, _conduit_powerhouse_tests(board, automa, False))


def conduit_powerhouse_reverse(board, automa, candidates, order="ABCD") -> tuple:
    """Same, in the order opponent, Automa."""
    return _tiers(candidates, _conduit_powerhouse_tests(board, automa, True))


# -- powerhouses ---------------------------------------------------------------------------------
def powerhouse_max_conduit(board, automa, candidates, order="ABCD") -> tuple:
    """The powerhouse spot fed by the highest built conduit (any owner); among equals,
    the Automa's conduit."""
    return _max_conduit(board, automa, candidates, lambda p: conduits_to(_node(p)["basin"]))


def powerhouse_own_dam(board, automa, candidates, order="ABCD") -> tuple:
    """A powerhouse spot that a conduit spot links to a basin with an Automa dam (A1)."""
    return tuple(
        p
        for p in candidates
        if any(
            automa in _dam_owners(board, _node(c)["basin"]) for c in conduits_to(_node(p)["basin"])
        )
    )


def powerhouse_plain(board, automa, candidates, order="ABCD") -> tuple:
    """A powerhouse spot in the plains."""
    return tuple(p for p in candidates if _node(p)["area"] == "plain")


def _hill(n: int):
    def criterion(board, automa, candidates, order="ABCD") -> tuple:
        return tuple(p for p in candidates if _node(p)["basin"] == n)

    criterion.__name__ = f"powerhouse_hill_{n}"
    criterion.__doc__ = f"A powerhouse spot in hill basin {n}."
    return criterion


powerhouse_hill_5 = _hill(5)
powerhouse_hill_6 = _hill(6)
powerhouse_hill_7 = _hill(7)


def _feeds_own(board, automa, p) -> bool:
    first, _ = fed_dams(board, p)
    return first is not None and board.dam_at(first)[0] == automa


def _feeds_no_opponent(board, automa, p) -> bool:
    _, dams = fed_dams(board, p)
    return not any(_is_opponent(board.dam_at(d)[0], automa) for d in dams)


def _feeds_tests(board, automa, reverse: bool) -> tuple:
    tests = (lambda p: _feeds_own(board, automa, p), lambda p: _feeds_no_opponent(board, automa, p))
    return tests[::-1] if reverse else tests


def powerhouse_feeds_own_dam(board, automa, candidates, order="ABCD") -> tuple:
    """A powerhouse spot whose water first meets an Automa dam (A2); else one whose water
    meets no opponent dam (A3)."""
    return _tiers(candidates, _feeds_tests(board, automa, False))


def powerhouse_not_feeding_opponent(board, automa, candidates, order="ABCD") -> tuple:
    """The reverse order: first a spot whose water meets no opponent dam (A3), else one
    whose water first meets an Automa dam."""
    return _tiers(candidates, _feeds_tests(board, automa, True))


CRITERIA = {
    f.__name__: f
    for f in (
        dam_max_conduit,
        dam_own_powerhouse,
        dam_hold_water,
        dam_red,
        dam_upstream_powerhouse,
        dam_upstream_powerhouse_opponent_first,
        dam_downstream,
        conduit_highest,
        conduit_second_highest,
        conduit_dam,
        conduit_dam_reverse,
        conduit_powerhouse,
        conduit_powerhouse_reverse,
        powerhouse_max_conduit,
        powerhouse_own_dam,
        powerhouse_plain,
        powerhouse_hill_5,
        powerhouse_hill_6,
        powerhouse_hill_7,
        powerhouse_feeds_own_dam,
        powerhouse_not_feeding_opponent,
    )
}


#: The criteria with a priority, each a function ``(board, automa) -> tests`` giving its
#: tiers in order (the criterion keeps the candidates passing the first test any passes).
TIERS = {
    "dam_upstream_powerhouse": lambda b, a: _upstream_tests(b, a, False),
    "dam_upstream_powerhouse_opponent_first": lambda b, a: _upstream_tests(b, a, True),
    "dam_downstream": _downstream_tests,
    "conduit_dam": lambda b, a: _conduit_dam_tests(b, a, False),
    "conduit_dam_reverse": lambda b, a: _conduit_dam_tests(b, a, True),
    "conduit_powerhouse": lambda b, a: _conduit_powerhouse_tests(b, a, False),
    "conduit_powerhouse_reverse": lambda b, a: _conduit_powerhouse_tests(b, a, True),
    "powerhouse_feeds_own_dam": lambda b, a: _feeds_tests(b, a, False),
    "powerhouse_not_feeding_opponent": lambda b, a: _feeds_tests(b, a, True),
}


def tier_of(key: str, board: Board, automa: str, kept) -> int:
    """Which tier of the criterion ``key`` kept the candidates ``kept`` (0 for a criterion
    without priorities, or when nothing was kept): what the explanation names as the
    preference that really decided (« a conduit from a neutral dam », not « from a dam
    (Automa, neutral, opponent) »)."""
    if key not in TIERS or not kept:
        return 0
    tests = TIERS[key](board, automa)
    return next(i for i, test in enumerate(tests) if test(kept[0]))
