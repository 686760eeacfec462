"""A new Barrage game: the set-up options, their checks and the seeded draws (decision G1).

:func:`new_game` checks every option (a French :class:`~ludo.core.errors.InvalidData` naming
the field), draws companies, officers, contracts, technology and bonus tiles from the seed
(always in the same order, so that a seed means one game), and returns either the pick phase
or, with ``companies=`` or ``intro=True``, the first round already started.
"""

from __future__ import annotations

from ...core.errors import InvalidData
from ...core.rng import make_rng, resolve_seed
from ..board import COMPANIES, Board
from . import messages as msg
from .companies import (
    COLOURS,
    PLAYABLE_OFFICERS,
    automa_company,
    automa_officers,
    automa_order,
    new_company,
    with_officers,
)
from .data import load_game_data, officer_id
from .effects import Work
from .phases import ACTIONS, PICK, start_round
from .solo import automa_rules
from .state import BarrageState

OPTIONS = (
    "players",
    "seed",
    "intro",
    "companies",
    "officers",
    "contracts",
    "automa",
    "automa_level",
)


def _automa_deck(seed: int) -> tuple:
    return automa_rules().new_deck(seed)


def _check_automa(automa, level, players: int, intro: bool) -> tuple[tuple, str]:
    if automa is None:
        raise InvalidData(msg.LEVEL_WITHOUT_AUTOMA, field="automa_level")
    if intro:
        raise InvalidData(msg.AUTOMA_INTRO, field="automa")
    if (
        not isinstance(automa, list | tuple)
        or not automa
        or any(
            isinstance(a, bool) or not isinstance(a, int) or not 0 <= a < players for a in automa
        )
        or len(set(automa)) != len(automa)
        or len(automa) >= players
    ):
        raise InvalidData(msg.BAD_SEATS.format(last=players - 1, value=automa), field="automa")
    return tuple(sorted(automa)), automa_rules().check_level("modere" if level is None else level)


def _human_list(values, automa: tuple, players: int, field: str) -> list | None:
    """``officers=`` / ``contracts=`` with Automa seats: their entries must be None."""
    if values is None or not automa:
        return values
    if not isinstance(values, list | tuple) or len(values) != players:
        raise InvalidData(msg.BAD_LIST.format(field=field, n=players), field=field)
    for a in automa:
        if values[a] is not None:
            raise InvalidData(msg.AUTOMA_NO_OFFICER.format(seat=a), field=field)
    return [v for i, v in enumerate(values) if i not in automa]


def _with_automa_seats(values: list, automa: tuple) -> list:
    out = list(values)
    for a in automa:
        out.insert(a, None)
    return out


def new_game(
    players: int = 2, seed: int | None = None, intro: bool = False, **options
) -> BarrageState:
    """A new Barrage game (see decision G1 for the set-up and its options).

    >>> s = new_game(players=3, seed=1)
    >>> s.phase, len(s.legal_moves()) > 0
    ('pick', True)
    """
    unknown = sorted(set(options) - set(OPTIONS))
    if unknown:
        raise InvalidData(
            msg.BAD_OPTION.format(names=", ".join(unknown), known=", ".join(OPTIONS)),
            field=unknown[0],
        )
    if isinstance(players, bool) or players not in (2, 3, 4):
        raise InvalidData(msg.BAD_PLAYERS.format(n=players), field="players")
    if not isinstance(intro, bool):
        raise InvalidData(msg.BAD_INTRO.format(value=intro), field="intro")
    seed = resolve_seed(seed)
    data = load_game_data()
    rng = make_rng(seed)
    board, events = Board.setup(seed=rng.randrange(2**31))
    companies = options.get("companies")
    officers = options.get("officers")
    contracts = options.get("contracts")
    automa, automa_level = (), ""
    if options.get("automa") is not None or options.get("automa_level") is not None:
        automa, automa_level = _check_automa(
            options.get("automa"), options.get("automa_level"), players, intro
        )
    humans = players - len(automa)
    officers = _human_list(officers, automa, players, "officers")
    contracts = _human_list(contracts, automa, players, "contracts")
    fixed = []
    if intro and (companies or officers or contracts):
        raise InvalidData(msg.INTRO_FIXED, field="intro")
    if companies is not None:
        companies = _check_list(companies, players, "companies", COMPANIES)
        fixed.append(("companies", tuple(companies)))
    if officers is not None:
        if companies is None:
            raise InvalidData(msg.OFFICERS_NEED_COMPANIES, field="officers")
        if not isinstance(officers, list | tuple):
            raise InvalidData(msg.BAD_LIST.format(field="officers", n=players), field="officers")
        officers = [officer_id(o) for o in officers]
        officers = _check_list(officers, humans, "officers", PLAYABLE_OFFICERS)
        officers = _with_automa_seats(officers, automa)
        fixed.append(("officers", tuple(officers)))
    starts = [k.id for k in data.contracts if k.type == "start"]
    if contracts is not None:
        if companies is None:
            raise InvalidData(msg.OFFICERS_NEED_COMPANIES, field="contracts")
        contracts = _check_list(contracts, humans, "contracts", starts)
        contracts = _with_automa_seats(contracts, automa)
        fixed.append(("contracts", tuple(contracts)))
    # draws, always in the same order so that a seed means one game
    company_draw = rng.sample(COMPANIES, players)
    officer_draw = rng.sample(PLAYABLE_OFFICERS, players)
    start_draw = rng.sample(starts, players)
    first = rng.randrange(players)
    piles = []
    for colour in COLOURS:
        pile = [k.id for k in data.contracts if k.type == colour]
        rng.shuffle(pile)
        piles.append(pile)
    nationals = [k.id for k in data.contracts if k.type == "national"]
    rng.shuffle(nationals)
    national = tuple(sorted(nationals[: players - 1]))
    tech = []
    for level in (1, 2, 3):
        tiles = [t.id for t in data.advanced_tiles if t.level == level]
        rng.shuffle(tiles)
        tech.extend(tiles)
    bonus_ids = [
        b["id"] for b in data.bonus_tiles if not (intro and b["id"] == data.intro_removed_bonus)
    ]
    rng.shuffle(bonus_ids)
    objective = rng.choice([o["id"] for o in data.objective_tiles])
    display = tuple(tuple(p[:2]) for p in piles)
    decks = tuple(tuple(p[2:]) for p in piles)
    patent = ("", "", "") if intro else tuple(tech[:3])
    tech_deck = () if intro else tuple(tech[3:])
    common = dict(
        n_players=players,
        seed=seed,
        intro=intro,
        fixed=tuple(fixed),
        round=1,
        board=board,
        spaces=(),
        decks=decks,
        display=display,
        national=national,
        patent=patent,
        tech_deck=tech_deck,
        bonus=tuple(bonus_ids[:5]),
        objective=objective,
        in_turn=False,
        turn=0,
        events=tuple(events),
        automa=automa,
        automa_level=automa_level,
        automa_deck=_automa_deck(seed) if automa else (),
    )
    if intro or companies is not None:
        if intro:
            seats = data.intro_seats[:players]
        else:
            assert companies is not None
            seats = tuple(
                (companies[i], (officers or officer_draw)[i], (contracts or start_draw)[i])
                for i in range(players)
            )
        drawn = automa_officers(
            seed, automa_level, automa, [o for i, (_, o, _) in enumerate(seats) if i not in automa]
        )
        comps = tuple(
            automa_company(c, drawn[i]) if i in automa else new_company(c, o, k, intro)
            for i, (c, o, k) in enumerate(seats)
        )
        humans_order = tuple(i for i in range(players) if i not in automa)
        state = BarrageState(
            phase=ACTIONS,
            companies=comps,
            picks=((), (), (), 0),
            order=humans_order,
            **{**common, "board": with_officers(board, comps)},
        )
        if automa:
            state = state._evolve(order=(*automa_order(state), *humans_order))
        w = Work(state)
        w.events = list(events)
        start_round(w)
        return w.freeze_initial()
    pairs = tuple(zip(sorted(company_draw), officer_draw, strict=True))
    order = tuple((first + i) % players for i in range(players))
    order = tuple(i for i in order if i not in automa)
    return BarrageState(
        phase=PICK,
        companies=(None,) * players,
        picks=(pairs, tuple(sorted(start_draw)), order, 0),
        order=(),
        **common,
    )


def _check_list(values, n: int, field: str, allowed) -> list:
    if not isinstance(values, list | tuple) or len(values) != n:
        raise InvalidData(msg.BAD_LIST.format(field=field, n=n), field=field)
    for v in values:
        if v not in allowed:
            raise InvalidData(
                msg.BAD_VALUE.format(field=field, value=v, allowed=", ".join(allowed)), field=field
            )
    if len(set(values)) != len(values):
        raise InvalidData(msg.TWICE.format(field=field), field=field)
    return list(values)
