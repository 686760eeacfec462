"""Production: water from a dam, through a conduit, to a powerhouse (docs/decisions.md §1, §8, §10).

:func:`produce` checks every requirement, computes the energy line by line and moves the
water: the drops leave the dam, reach the powerhouse, then flow on along the river from
the destination basin's powerhouse group (upper dam first).

Interpretation decisions (questions of ``docs/decisions.md`` §12, and this module's own):

- **P1** (§1.4 step 8, USA; the rulebook says so, its card is a rule): the USA ability
  counts every drop that *steps into* a powerhouse group where the USA has a powerhouse,
  including the drops flowing on after any production, and the passes through basins 11
  and 12. The group where a production delivers its drops is their starting point, so it
  never counts.
- **P2** (§12 #11): Viktor Fiesler's minimum of 4 does not apply to Germany's second,
  bonus-free production (only drops × conduit value).
- **P3** (§10): Germany's second production may use the same dam as the first one (our
  choice, as the digital edition), but another powerhouse (the rulebook's rule).
- **P4** (§12 #10): France's "3 less" applies to every contract, national ones included
  (the rulebook says so), fulfilled by a production (and, our choice, by a tile that
  produces); it is exposed as ``contract_energy`` (the energy the production counts for a
  contract).
- **P5**: Italy's +3 (the rulebook says so) and the USA's energy (our choice) are "track
  only": they are in ``track_bonus``, never in ``energy`` nor in ``contract_energy``.
- **P6** (§12 #21): the drop supply is unlimited.
- **P7**: the number of powerhouses built is read from the board (the company's
  powerhouses on it). ``powerhouses_built`` may still be passed, but it must agree with the
  board; a contradiction is refused (:class:`ludo.InvalidData`).

The action space's bonus is one of the action board's production spaces, −2 … +2 (anything
else is refused). ``produce(..., second=True)`` makes the same check as
:func:`produce_second` (Germany, with at least 3 powerhouses on the board), before anything
else, with the same message and rule id; it ignores the action bonus (the second
production has none).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

from ..core.errors import IllegalMove, InvalidData
from ..core.events import Event
from . import messages as msg
from .board import Board, _check_owner, check_officer
from .map import base_map, spot_name
from .water import flow_from


@dataclass(frozen=True)
class Payment:
    """What the producer owes the owner of a foreign conduit: 1 credit and 1 VP per drop."""

    owner: str
    credits: int
    vp: int


@dataclass(frozen=True)
class Production:
    """The result of :func:`produce`.

    Attributes
    ----------
    energy : int
        Energy of the production (track and contracts).
    lines : tuple of (French text, amount or None)
        The explanation, line by line.
    payment : Payment or None
    board : Board
        After the drops have reached the powerhouse and flowed on.
    events : tuple of Event
    track_bonus : dict
        Track-only energy by company (Italy's +3, the USA's ability).
    contract_energy : int
        The energy this production counts for a contract (France: 3 more).
    """

    company: str
    dam: str
    conduit: str
    powerhouse: str
    drops: int
    energy: int
    lines: tuple
    payment: Payment | None
    board: Board
    events: tuple
    track_bonus: dict = field(default_factory=dict)
    contract_energy: int = 0
    second: bool = False
    powerhouses_built: int = 0

    def explanation(self) -> str:
        """The lines as French text, one per line."""
        return "\n".join(text for text, _ in self.lines)


#: Viktor Fiesler's minimum: drops × value below it produce it (never in Germany's second
#: production, P2).
FIESLER_MINIMUM = 4


def drops_energy(drops: int, value: int, officer: str | None = None, second: bool = False) -> int:
    """The energy of ``drops`` drops through a conduit of ``value``: drops × value, raised to
    :data:`FIESLER_MINIMUM` by Viktor Fiesler (``officer``), except in Germany's second
    production (``second``, P2). The one place of his rule: the production, the legal moves
    and the Automa's choice of a system read it.

    >>> drops_energy(1, 2), drops_energy(1, 2, "fiesler"), drops_energy(1, 2, "fiesler", True)
    (2, 4, 2)
    >>> drops_energy(2, 3, "fiesler")
    6
    """
    base = drops * value
    if officer == "fiesler" and not second and base < FIESLER_MINIMUM:
        return FIESLER_MINIMUM
    return base


def _fail(why: str, rule: str, move=None, heading: str = msg.PRODUCTION_REFUSED) -> IllegalMove:
    """A refused production: « Production refusée : » then ``why`` (the ``reason``)."""
    return IllegalMove(heading + why, move=move, rule=rule, reason=why)


ACTION_BONUSES = (-2, -1, 0, 1, 2)


def _check_board(board) -> Board:
    if not isinstance(board, Board):
        raise InvalidData(msg.PROD_BAD_BOARD.format(value=msg.shown(board)), field="board")
    return board


def _check_second(company: str, built: int) -> None:
    """Germany's ability (§10): a second production needs Germany and 3 powerhouses built."""
    if company != "germany" or built < 3:
        raise _fail(msg.PROD_SECOND_COMPANY, "barrage.ability.germany", heading=msg.SECOND_REFUSED)


def powerhouses_built_on(board: Board, company: str, given=None) -> int:
    """The company's powerhouses on the board (P7); ``given`` must agree with it."""
    built = board.powerhouse_count(company)
    if given is not None:
        if isinstance(given, bool) or not isinstance(given, int) or given not in (1, 2, 3, 4):
            raise InvalidData(msg.PROD_BAD_BUILT.format(n=given), field="powerhouses_built")
        if given != built:
            raise InvalidData(
                msg.PROD_BUILT_CONTRADICTS.format(
                    board=built, company=msg.OWNER_NAMES[company], n=given
                ),
                field="powerhouses_built",
            )
    return built


def check_production(
    board: Board, company: str, dam: str, conduit: str, powerhouse: str, drops: int
) -> int:
    """Raise :class:`ludo.IllegalMove` if the production is impossible; return the conduit value."""
    g = base_map()
    _check_board(board)
    _check_owner(company, company_only=True)
    for spot, kind, expected in (
        (dam, "dam", msg.EXPECT_DAM),
        (conduit, "conduit", msg.EXPECT_CONDUIT),
        (powerhouse, "powerhouse", msg.EXPECT_POWERHOUSE),
    ):
        if not isinstance(spot, str) or spot not in g or g.nodes[spot]["kind"] != kind:
            raise InvalidData(
                msg.UNKNOWN_SPOT.format(spot=spot, expected=expected), field=str(spot)
            )
    if isinstance(drops, bool) or not isinstance(drops, int) or drops < 1:
        raise _fail(msg.PROD_DROPS_TYPE.format(drops=drops), "barrage.production.drops")
    built = board.dam_at(dam)
    if built is None:
        raise _fail(msg.PROD_NO_DAM.format(dam=spot_name(dam)), "barrage.production.dam")
    if built[0] not in (company, "neutral"):
        raise _fail(
            msg.PROD_DAM_OWNER.format(dam=spot_name(dam), owner=msg.OWNER_NAMES[built[0]]),
            "barrage.production.dam",
        )
    held = board.drops_at(dam)
    if held < drops:
        raise _fail(
            msg.PROD_NOT_ENOUGH.format(dam=spot_name(dam), held=held, drops=drops),
            "barrage.production.drops",
        )
    basin, cbasin, pbasin = (g.nodes[s]["basin"] for s in (dam, conduit, powerhouse))
    if basin == pbasin:
        raise _fail(
            msg.PROD_SAME_BASIN.format(dam=spot_name(dam), powerhouse=spot_name(powerhouse)),
            "barrage.production.connection",
        )
    if board.conduit_owner(conduit) is None:
        raise _fail(
            msg.PROD_NO_CONDUIT.format(conduit=spot_name(conduit)), "barrage.production.conduit"
        )
    if cbasin != basin:
        raise _fail(
            msg.PROD_CONDUIT_BASIN.format(
                conduit=spot_name(conduit), source=cbasin, basin=basin, dam=spot_name(dam)
            ),
            "barrage.production.connection",
        )
    dest = g.nodes[conduit]["dest"]
    if dest != pbasin:
        raise _fail(
            msg.PROD_WRONG_DEST.format(
                conduit=spot_name(conduit),
                dest=dest,
                powerhouse=spot_name(powerhouse),
                basin=pbasin,
            ),
            "barrage.production.connection",
        )
    owner = board.powerhouse_owner(powerhouse)
    if owner is None:
        raise _fail(
            msg.PROD_NO_POWERHOUSE.format(powerhouse=spot_name(powerhouse)),
            "barrage.production.powerhouse",
        )
    if owner != company:
        raise _fail(
            msg.PROD_POWERHOUSE_OWNER.format(
                powerhouse=spot_name(powerhouse), owner=msg.OWNER_NAMES[owner]
            ),
            "barrage.production.powerhouse",
        )
    return g.nodes[conduit]["value"]


def produce(
    board: Board,
    company: str,
    *,
    dam: str,
    conduit: str,
    powerhouse: str,
    drops: int,
    action_bonus: int = 0,
    powerhouses_built: int | None = None,
    officer: str | None = None,
    second: bool = False,
) -> Production:
    """Produce energy: ``drops`` drops from ``dam`` through ``conduit`` to ``powerhouse``.

    Parameters
    ----------
    board : Board
    company : ``"usa"``, ``"germany"``, ``"italy"`` or ``"france"``
    dam, conduit, powerhouse : spot ids (``"D5U"``, ``"C5L"``, ``"P8a"``)
    drops : int, at least 1
    action_bonus : the action space's bonus or malus (−2 … +2)
    powerhouses_built : optional; the company's powerhouses are counted on the board, and a
        number given here must agree with it (P7)
    officer : the company's officer id (``"fiesler"`` changes the energy), by default the
        one recorded on the board
    second : Germany's second production (no bonus at all); prefer :func:`produce_second`

    Returns
    -------
    Production

    Raises
    ------
    ludo.IllegalMove
        naming the rule (the board is never changed).

    Example: the rulebook's production with a +1 action space (USA, 2 drops from a neutral
    dam through Italy's conduit of value 4)

    >>> b = (Board.empty().with_dam("D3L", "neutral", 2).with_drops("D3L", 2)
    ...      .with_conduit("C3L", "italy").with_powerhouse("P5a", "usa"))
    >>> r = produce(b, "usa", dam="D3L", conduit="C3L", powerhouse="P5a", drops=2, action_bonus=1)
    >>> r.energy, r.payment
    (9, Payment(owner='italy', credits=2, vp=2))
    """
    _check_board(board)
    _check_owner(company, company_only=True)
    if not isinstance(second, bool):
        raise InvalidData(msg.BAD_BOOL.format(field="second", value=second), field="second")
    if (
        isinstance(action_bonus, bool)
        or not isinstance(action_bonus, int)
        or action_bonus not in ACTION_BONUSES
    ):
        raise InvalidData(msg.PROD_BAD_BONUS.format(bonus=action_bonus), field="action_bonus")
    if second:  # the same check as produce_second, first, on the board's powerhouses
        _check_second(company, powerhouses_built_on(board, company))
    built = powerhouses_built_on(board, company, powerhouses_built)
    value = check_production(board, company, dam, conduit, powerhouse, drops)
    officer = check_officer(officer if officer is not None else board.officer_of(company))

    base = drops * value
    lines: list[tuple[str, int | None]] = [
        (
            msg.LINE_BASE.format(drops=drops, value=value, conduit=spot_name(conduit), energy=base),
            base,
        )
    ]
    energy = base
    if second:
        lines.append((msg.LINE_SECOND, None))
    else:
        energy = drops_energy(drops, value, officer)
        if energy != base:
            text = msg.LINE_FIESLER.format(energy=base, most=energy - 1, minimum=energy)
            lines.append((text, energy - base))
        if action_bonus:
            text = msg.LINE_BONUS if action_bonus > 0 else msg.LINE_MALUS
            lines.append((text.format(bonus=action_bonus), action_bonus))
            energy += action_bonus
        if built >= 2:
            lines.append((msg.LINE_PH2, 1))
            energy += 1
        if built >= 4:
            lines.append((msg.LINE_PH4, 2))
            energy += 2
    if energy < 1:
        raise _fail(msg.PROD_TOO_LOW.format(energy=energy), "barrage.production.minimum")
    lines.append((msg.LINE_TOTAL.format(energy=energy), energy))

    owner = board.conduit_owner(conduit)
    assert owner is not None  # check_production refuses a conduit nobody built
    payment = None
    if owner != company:
        payment = Payment(owner, drops, drops)
        lines.append(
            (
                msg.LINE_PAYMENT.format(
                    conduit=spot_name(conduit),
                    owner=msg.OWNER_NAMES[owner],
                    payer=msg.OWNER_NAMES[company],
                    credits=drops,
                    vp=drops,
                ),
                None,
            )
        )
    else:
        lines.append((msg.LINE_OWN_CONDUIT.format(conduit=spot_name(conduit)), None))

    # The water: out of the dam, to the powerhouse, then on along the river.
    g = base_map()
    taken = board.with_drops(dam, board.drops_at(dam) - drops)
    usa_built = built if company == "usa" else None
    group = f"PH{g.nodes[powerhouse]['basin']}"
    after, flow_events, usa = flow_from(taken, group, drops, usa_powerhouses=usa_built)
    event = Event(
        "production",
        msg.EV_PRODUCE.format(
            company=msg.OWNER_NAMES[company],
            drops=drops,
            dam=spot_name(dam),
            conduit=spot_name(conduit),
            powerhouse=spot_name(powerhouse),
            energy=energy,
        ),
        {
            "company": company,
            "dam": dam,
            "conduit": conduit,
            "powerhouse": powerhouse,
            "drops": drops,
            "energy": energy,
        },
    )
    track = {}
    if company == "italy" and built >= 3 and not second:
        track["italy"] = 3
        lines.append((msg.LINE_ITALY, 3))
    if usa:
        track["usa"] = track.get("usa", 0) + usa
        lines.append((msg.LINE_USA.format(n=usa), usa))
    contract = energy
    if company == "france" and built >= 3:
        contract = energy + 3
        lines.append((msg.LINE_FRANCE.format(value=contract), None))
    return Production(
        company=company,
        dam=dam,
        conduit=conduit,
        powerhouse=powerhouse,
        drops=drops,
        energy=energy,
        lines=tuple(lines),
        payment=payment,
        board=after,
        events=(event, *flow_events),
        track_bonus=track,
        contract_energy=contract,
        second=second,
        powerhouses_built=built,
    )


def produce_second(
    first: Production, *, dam: str, conduit: str, powerhouse: str, drops: int
) -> Production:
    """Germany's second production, right after ``first``, on the board ``first`` left.

    Another powerhouse than the first production's; only drops × conduit value counts.
    """
    if not isinstance(first, Production):
        raise InvalidData(msg.PROD_BAD_FIRST.format(value=msg.shown(first)), field="first")
    _check_second(first.company, powerhouses_built_on(first.board, first.company))
    if first.second:
        raise _fail(msg.PROD_SECOND_COMPANY, "barrage.ability.germany", heading=msg.SECOND_REFUSED)
    if powerhouse == first.powerhouse:
        raise _fail(
            msg.PROD_SECOND_POWERHOUSE.format(powerhouse=spot_name(powerhouse)),
            "barrage.ability.germany",
            heading=msg.SECOND_REFUSED,
        )
    return produce(
        first.board,
        "germany",
        dam=dam,
        conduit=conduit,
        powerhouse=powerhouse,
        drops=drops,
        second=True,
    )


def possible_productions(board: Board, company: str) -> list[tuple[str, str, str, int]]:
    """Every ``(dam, conduit, powerhouse, max drops)`` the company could use now."""
    _check_board(board)
    _check_owner(company, company_only=True)
    drops = board.drops_at
    return [
        (dam, conduit, p, drops(dam)) for dam, conduit, p in _systems(board, company) if drops(dam)
    ]


_SYSTEMS: dict[tuple, tuple] = {}


def _systems(board: Board, company: str) -> tuple:
    """Every (dam, conduit, powerhouse) the company could produce through, were there water
    behind the dam: its own or a neutral dam, a built conduit, its powerhouse. Kept per set
    of structures (they change only with a construction; the drops at every move)."""
    key = (company, board.dams, board.conduits, board.powerhouses)
    found = _SYSTEMS.get(key)
    if found is None:
        if len(_SYSTEMS) >= 4096:
            _SYSTEMS.clear()
        outlets = _outlets()
        found = tuple(
            (dam, conduit, p)
            for dam, owner, _ in board.dams
            if owner in (company, "neutral")
            for conduit, powerhouses in outlets[dam]
            if board.conduit_owner(conduit) is not None
            for p in powerhouses
            if board.powerhouse_owner(p) == company
        )
        _SYSTEMS[key] = found
    return found


@cache
def _outlets() -> dict:
    """The map's conduits out of each dam spot, each with the spots it leads to (the
    edges of :func:`~ludo.barrage.map.base_map`, read once)."""
    g = base_map()
    return {
        dam: tuple(
            (conduit, tuple(g.successors(conduit)))
            for conduit in g.successors(dam)
            if g.nodes[conduit]["kind"] == "conduit"
        )
        for dam, attrs in g.nodes(data=True)
        if attrs["kind"] == "dam"
    }
