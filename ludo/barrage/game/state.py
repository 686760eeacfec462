"""The state of a Barrage game (2–4 players): five rounds of five phases.

A :class:`BarrageState` is immutable; :meth:`play` returns a new one. The rules of each
move are applied by :class:`_Work`, a mutable copy made for one move and frozen again, so
that a rejected move never changes anything.

Phases of a round (docs/decisions.md §7.3): 1 income and headstreams, 2 actions in turn order
until every engineer is placed, 3 water flow, 4 scoring, 5 end of round. Phases 1, 3, 4
and 5 have no decision: they run by themselves when the last engineer of a round is
placed; a decision they need (« 1 machine of your choice », drops on the headstreams of
your choice) is asked as a *pending* choice before the next action.

Decisions (docs/decisions.md §12 and this module's own; each is tested in
``tests/barrage/test_game_state.py``):

- **G1** set-up: the companies are dealt with an officer each and the starting contracts
  revealed; players pick a pair and a contract in turn from a random first player, and
  the turn order is the reverse of the pick order. With ``companies=`` (and optionally
  ``officers=`` and ``contracts=``) the seats get them directly, in seat order, and the
  turn order is the seat order. ``intro=True`` is the rulebook's introductory game: seat
  order USA/Adler/S1, Germany/McDowell/S2, Italy/Jordan/S3, France/Fiesler/S4 (§12 #22),
  no patent office, a Joker tile for everyone and no advanced-tile bonus tile.
- **G2** a player with engineers left must act; when his engineers are all placed he has
  finished the round. The tiles that build without engineers (L1 Powerhouse, L3 Base)
  can therefore be used only on one of the player's turns.
- **G3** contract piles are not reshuffled (§12 #20): an empty pile leaves its display
  short. Discarded contracts leave the game.
- **G4** L2 Base and L3 Conduit energy may fulfil one contract, national ones included,
  and France's −3 applies (§12 #10: the tile « produces »); so does Germany's second
  production (which is only drops × conduit value, without Viktor Fiesler's minimum).
- **G5** a structure placed by a contract reward pays +3 credits on a red frame (§12
  #12); with no piece or no spot left, the reward is lost.
- **G6** the turn order of the next round: least energy first; tied players swap their
  relative order (§7.3).
- **G7** the objective's minimum of 1 for the red-frame and connection tiles (§12 #5),
  the connection tile counting every Base whatever its colour (§12 #4), no cap on the
  three-structures tile (§12 #6) — see :mod:`.scoring`.
- **G8** a tie on victory points is broken by the energy of round 5 (never reset);
  :meth:`BarrageState.winners` applies it, the score sheet explains it.
- **G9** (§12 #8) Mahiri Sekibo copies the officer of another company in play (as many
  officers are dealt as there are players, so none is left unused); her copy lasts until
  the end of her turn, and she must keep an engineer for the action that follows.
- **G10** (§12 #7) Mahiri Sekibo starts with 6 credits like everyone: the rule texts give
  her nothing more (Board Game Arena gives 9).
- **G12** Tesla's Automa (``automa=[seats]``, ``automa_level=``): its seats play by the
  tiles of :mod:`ludo.barrage.automa` (one move, ``automa``, plays a whole turn; the
  choices that follow its rewards are settled by its rules at once). Its set-up: no
  officer, no starting contract, 16 VP, and the Automa seats play first in round 1 (in a
  random order among themselves). Credits it would pay or gain are VP; it uses no company
  ability. Its deck (stack and discard pile) is part of the state.
- **G13** at the « surpuissant » level each Automa draws an officer among those the
  people do not have (Mahiri Sekibo included).
- **G14** an Automa led by Mahiri Sekibo does not use her ability; instead each person's
  first action of every round is decided by an Automa tile drawn at the start of the
  round (``steer``: the (seat, tile) pairs still to play). The tile picks the action, the
  person its details and pays as a person: see :mod:`ludo.barrage.automa.steer`
  (G14a–G14d).
- **G11** copying Graziano Del Monte, Mahiri's level-3 dams hold 4 during her turn; drops
  already behind them stay when the turn ends (the dam only takes no more). Copying Anton
  Krylov, she builds with a copy of a tile on her wheel; the machines go onto the wheel,
  with no tile (« copie »).
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, replace
from functools import cache, lru_cache

from ...core.errors import IllegalMove, InvalidData
from ...core.events import Event
from ...core.rng import make_rng, resolve_seed
from ...core.score import ScoreLine, ScoreSheet
from ...core.state import GameState, Move
from .. import messages as rmsg
from ..board import COMPANIES, Board
from ..construction import (
    CompanyBoard,
    ConstructionWheel,
    build,
    check_board_rules,
    construction_cost,
    income_text,
    tile_name,
)
from ..map import HEADSTREAMS, base_map, spot_name
from ..production import possible_productions, produce
from ..water import usa_energy
from . import messages as msg
from .data import load_game_data, officer_id
from .moves import (
    AutomaTurn,
    Bank,
    Build,
    Buy,
    Discard,
    Fulfil,
    Machines,
    NoProduce,
    Patent,
    Pick,
    Place,
    Produce,
    Second,
    Sekibo,
    Sources,
    Take,
    Water,
    Workshop,
    move_text,
    parse_move,
    space_name,
)
from .scoring import (
    bonus_tile_points,
    drops_points,
    energy_track_reward,
    objective_points,
    objective_value,
    resources_points,
    round_energy_points,
)
from .solo import automa_rules

PICK, ACTIONS, OVER = "pick", "actions", "over"
COLOURS = ("green", "yellow", "red")
#: The seven officers of the base game (decisions G9–G11 for Mahiri Sekibo).
PLAYABLE_OFFICERS = ("adler", "del_monte", "fiesler", "mcdowell", "jordan", "krylov", "sekibo")
SPECIAL = "special"  # Anton Krylov's tile
COPY = "copie"  # the machines of Mahiri Sekibo's copy of Anton Krylov, without a tile
NO_SPACE_EFFECTS: dict[str | None, str] = {
    "no_engineers": "powerhouse",
    "no_engineers_no_excavators": "base",
}


@dataclass(frozen=True)
class Company:
    """One player's company: supply, energy, engineers, contracts, tiles, wheel, board."""

    company: str
    officer: str | None
    credits: int
    excavators: int
    mixers: int
    wheel: ConstructionWheel
    board: CompanyBoard
    energy: int = 0
    engineers: int = 12
    builds: int = 0
    hand: tuple = ()
    fulfilled: tuple = ()
    tiles: tuple = ()
    copied: str | None = None  # Mahiri Sekibo: the officer copied for this turn
    sekibo_uses: int = 0

    @property
    def acting(self) -> str | None:
        """The officer whose ability applies now (Mahiri Sekibo's copy for her turn)."""
        return self.copied or self.officer

    @property
    def advanced_tiles(self) -> int:
        """Advanced tiles owned: in the supply and on the wheel (bonus tile, L3 Joker)."""
        on_wheel = [s.tile for s in self.wheel.locked]
        return sum(1 for t in (*self.tiles, *on_wheel) if t[:2] in ("L1", "L2", "L3"))


@dataclass(frozen=True, eq=True)
class BarrageState(GameState):
    """A position of a Barrage game. Build it with ``ludo.new("barrage", players=...)``."""

    game = "barrage"

    n_players: int
    seed: int
    intro: bool
    fixed: tuple  # the set-up options, as (name, value) pairs
    phase: str
    round: int
    companies: tuple  # Company per seat (None while picking)
    picks: tuple  # pick phase: (pairs left, starting contracts left, pick order, index)
    board: Board
    order: tuple  # seats in turn order
    turn: int  # index in ``order`` of the player whose turn it is
    in_turn: bool
    spaces: tuple  # (space id, seat) occupied this round
    decks: tuple  # green, yellow, red piles (top first)
    display: tuple  # green, yellow, red face-up contracts
    national: tuple
    patent: tuple  # the three patent-office slots (tile id or "")
    tech_deck: tuple
    bonus: tuple  # the five bonus tiles, round 1 first
    objective: str
    pending: tuple = ()
    vp: tuple = ()  # (seat, points, rule, French text) for every VP gained or lost
    history: tuple = ()
    events: tuple = ()
    automa: tuple = ()  # seats played by Tesla's Automa (decision G12)
    automa_level: str = ""
    automa_deck: tuple = ()  # the Automa tiles' stack, top first (actions side up)
    automa_discard: tuple = ()  # the discard pile, top first (criteria side up)
    steer: tuple = ()  # (seat, Automa tile) of the first actions still to play (G14)

    def __hash__(self) -> int:
        return hash((self.seed, self.fixed, self.history))

    # -- the API ------------------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        if self.phase == OVER:
            return None
        if self.pending:
            return self.pending[0][1]
        if self.phase == PICK:
            return self.picks[2][self.picks[3]]
        return self.order[self.turn]

    def is_over(self) -> bool:
        return self.phase == OVER

    @property
    def player_names(self) -> tuple:
        if self.phase == PICK:
            return tuple(msg.SEAT.format(n=i + 1) for i in range(self.n_players))
        return tuple(
            (msg.SEAT_AUTOMA if i in self.automa else msg.SEAT_COMPANY).format(
                n=i + 1, company=rmsg.OWNER_NAMES[c.company]
            )
            if c is not None
            else msg.SEAT.format(n=i + 1)
            for i, c in enumerate(self.companies)
        )

    def setup(self) -> dict:
        out: dict[str, object] = {"players": self.n_players, "seed": self.seed}
        if self.intro:
            out["intro"] = True
        out.update({k: list(v) for k, v in self.fixed})
        if self.automa:
            out["automa"] = list(self.automa)
            out["automa_level"] = self.automa_level
        return out

    @classmethod
    def parse_move(cls, text: str) -> Move:
        return parse_move(text)

    def play(self, move):
        if isinstance(move, Move) and not self.is_over():
            for m in self.legal_moves():  # fast path: a move taken from legal_moves()
                if m is move:
                    return self._apply(move)
        return super().play(move)

    def score(self) -> ScoreSheet:
        data = load_game_data()
        lines = []
        if self.phase != PICK:
            for seat in range(self.n_players):
                vp = AUTOMA_START_VP if seat in self.automa else data.start["vp"]
                lines.append(ScoreLine(seat, vp, "barrage.start", msg.SCORE_START.format(vp=vp)))
        lines.extend(ScoreLine(s, p, r, t) for s, p, r, t in self.vp)
        sheet = ScoreSheet(tuple(lines), self.player_names, final=self.is_over())
        if self.is_over():
            totals = sheet.totals()
            best = max(totals.values())
            tied = [p for p, t in totals.items() if t == best]
            if len(tied) > 1:
                extra = [
                    ScoreLine(
                        p,
                        0,
                        "barrage.tiebreak",
                        msg.SCORE_TIEBREAK.format(energy=self.companies[p].energy),
                        counts=False,
                    )
                    for p in tied
                ]
                sheet = ScoreSheet(tuple(lines + extra), self.player_names, final=True)
        return sheet

    def winners(self) -> list[int]:
        """The winners: most VP, then most energy in round 5 (decision G8)."""
        totals = self.score().totals()
        best = max(totals.values())
        tied = [p for p, t in totals.items() if t == best]
        if len(tied) == 1 or not self.is_over():
            return tied
        energy = max(self.companies[p].energy for p in tied)
        return [p for p in tied if self.companies[p].energy == energy]

    def vp_total(self, seat: int) -> int:
        return self.score().total(seat)

    def company_of(self, seat: int) -> Company:
        return self.companies[seat]

    # -- a position from a save's snapshot ----------------------------------------------------
    def _check_position(self) -> None:
        """A hand-edited position must keep the board's rules and give each company and
        officer once (dams within capacity, one Base and one powerhouse per company and
        basin, at most 4 powerhouses, known spots and owners)."""
        try:
            Board.from_dict(self.board.to_dict())
            check_board_rules(self.board)
        except InvalidData as exc:
            raise InvalidData(str(exc), field=f"board.{exc.field}") from None
        seen: dict[str, set] = {"company": set(), "officer": set()}
        for c in self.companies:
            if c is None:
                continue
            for key, value, text in (
                ("company", c.company, rmsg.POSITION_COMPANY_TWICE),
                ("officer", c.officer, rmsg.POSITION_OFFICER_TWICE),
            ):
                if value is None:
                    continue
                if value in seen[key]:
                    name = rmsg.OWNER_NAMES.get(value) or rmsg.OFFICER_NAMES.get(value, value)
                    raise InvalidData(
                        text.format(owner=name, officer=name), field=f"companies.{key}"
                    )
                seen[key].add(value)

    # -- legal moves --------------------------------------------------------------------------
    def _legal(self) -> list:
        if self.pending:
            return _pending_moves(self, self.pending[0])
        if self.phase == PICK:
            pairs, contracts, _, _ = self.picks
            return [Pick(c, k) for c, _o in pairs for k in contracts]
        if self.order[self.turn] in self.automa:
            return [AutomaTurn()]
        return _steered_moves(self, self.order[self.turn])

    def _apply(self, move: Move) -> BarrageState:
        w = _Work(self)
        w.apply(move)
        return w.freeze(move)

    def _explain(self, move: Move) -> IllegalMove:
        return _explain(self, move)


# -- helpers reading a state ------------------------------------------------------------------
def _space_free(state: BarrageState, sid: str) -> bool:
    return sid == "B" or all(s != sid for s, _ in state.spaces)


def _open_spaces(state: BarrageState) -> tuple:
    return load_game_data().spaces_for(state.n_players, state.intro)


def _copied_tile(tile: str) -> str:
    """``special:L2-base`` (Anton Krylov's tile copying L2 Base) → ``L2-base``."""
    return tile.split(":", 1)[1] if ":" in tile else tile


def _tile_builds(tile: str) -> tuple:
    data = load_game_data()
    t = data.tile(_copied_tile(tile))
    return ("base", "elevation", "conduit", "powerhouse") if t.builds == "any" else (t.builds,)


def _tile_effect(tile: str) -> str | None:
    return load_game_data().tile(_copied_tile(tile)).effect


def _usable_tiles(c: Company) -> list[str]:
    """The tiles a construction may use: the supply's, and Anton Krylov's copies."""
    tiles = sorted({t for t in c.tiles if t != SPECIAL})
    on_wheel = sorted({s.tile for s in c.wheel.locked if s.tile not in (SPECIAL, COPY)})
    if SPECIAL in c.tiles or (c.copied == "krylov" and c.officer == "sekibo"):
        tiles.extend(f"{SPECIAL}:{t}" for t in on_wheel)
    return tiles


def _productions(
    state: BarrageState, seat: int, credits: int, bonus: int, second=False, found=None
):
    """Every (dam, conduit, powerhouse, drops) the seat can produce, paying ``credits`` at most.

    ``found`` is the board's :func:`possible_productions` for the seat, when already known.
    """
    c = state.companies[seat]
    g = base_map()
    built = c.board.count("powerhouse")
    ph_bonus = 0 if second else (3 if built >= 4 else 1 if built >= 2 else 0)
    out = []
    if found is None:
        found = possible_productions(state.board, c.company)
    for dam, conduit, ph, held in found:
        value = g.nodes[conduit]["value"]
        foreign = state.board.conduit_owner(conduit) != c.company
        for drops in range(1, held + 1):
            if foreign and drops > credits:
                break
            base = drops * value
            if c.acting == "fiesler" and not second and base <= 3:
                base = 4
            if base + bonus + ph_bonus >= 1:
                out.append((dam, conduit, ph, drops))
    return out


def _fulfillable(state: BarrageState, seat: int, energy: int) -> list[str]:
    data = load_game_data()
    c = state.companies[seat]
    return [k for k in (*c.hand, *state.national) if data.contract(k).energy <= energy]


def _contract_energy(c: Company, energy: int) -> int:
    """France's ability: contracts need 3 less energy (from the 3rd powerhouse)."""
    if c.company == "france" and c.board.ability_active:
        return energy + load_game_data().abilities["france"][1]
    return energy


def _can_build(board: Board, company: str, kind: str, spot: str) -> bool:
    """Whether the board lets ``company`` build ``kind`` on ``spot`` (as ``check_build``)."""
    g = base_map()
    node = g.nodes[spot]
    if kind == "base":
        if board.dam_at(spot) is not None:
            return False
        other = spot[:-1] + ("L" if spot.endswith("U") else "U")
        dam = board.dam_at(other)
        return not (dam is not None and dam[0] == company)
    if kind == "elevation":
        dam = board.dam_at(spot)
        return dam is not None and dam[0] == company and dam[1] < 3
    if kind == "conduit":
        return board.conduit_owner(spot) is None
    if board.powerhouse_owner(spot) is not None:
        return False
    basin = node["basin"]
    return not any(o == company and g.nodes[p]["basin"] == basin for p, o in board.powerhouses)


def _buildable(board: Board, company: str, kind: str) -> tuple:
    """The spots where :func:`_can_build` allows ``kind`` (the same answers, faster: computed
    once per set of structures on the board, not spot by spot)."""
    return _buildable_on(board.dams, board.conduits, board.powerhouses, company, kind)


@lru_cache(maxsize=4096)
def _buildable_on(dam_list, conduit_list, powerhouse_list, company, kind) -> tuple:
    g = base_map()
    if kind == "base" or kind == "elevation":
        dams = {spot: (owner, level) for spot, owner, level in dam_list}
        if kind == "elevation":
            return tuple(
                s for s in _spots(kind) if (d := dams.get(s)) and d[0] == company and d[1] < 3
            )
        out = []
        for spot in _spots(kind):
            if spot in dams:
                continue
            other = dams.get(spot[:-1] + ("L" if spot.endswith("U") else "U"))
            if other is None or other[0] != company:
                out.append(spot)
        return tuple(out)
    if kind == "conduit":
        taken = {spot for spot, _ in conduit_list}
        return tuple(s for s in _spots(kind) if s not in taken)
    taken = {spot for spot, _ in powerhouse_list}
    basins = {g.nodes[p]["basin"] for p, o in powerhouse_list if o == company}
    return tuple(s for s in _spots(kind) if s not in taken and g.nodes[s]["basin"] not in basins)


_SPOTS: dict = {}


def _spots(kind: str) -> tuple:
    if kind not in _SPOTS:
        node_kind = {"base": "dam", "elevation": "dam"}.get(kind, kind)
        g = base_map()
        _SPOTS[kind] = tuple(n for n, a in g.nodes(data=True) if a["kind"] == node_kind)
    return _SPOTS[kind]


@cache
def _machine_cost(kind: str, spot: str, built: int, adler: bool) -> tuple[int, int]:
    """The machines of :func:`construction_cost` (cached: the legal moves ask often)."""
    cost = construction_cost(kind, spot, built, "adler" if adler else None)
    return cost.excavators, cost.mixers


def _payments(
    c: Company, kind: str, spot: str, effect: str | None, budget: int, built: int | None = None
) -> list:
    """Ways to pay the machines: (excavators, mixers, credits instead of machines).

    ``built`` is the company's count of powerhouses built (looked up if not given)."""
    if built is None:
        built = c.board.count("powerhouse")
    options = _payment_options(kind, spot, built, c.acting, effect)
    ex, mx = c.excavators, c.mixers
    return [o for o in options if o[0] <= ex and o[1] <= mx and o[2] <= budget]


@cache
def _payment_options(kind: str, spot: str, built: int, officer: str | None, effect) -> tuple:
    """Every way to pay the machines, before looking at the supply (cached)."""
    ex, mx = _machine_cost(kind, spot, built, officer == "adler")
    options = set()
    if effect == "conduit_five_excavators" and ex >= 6:
        ex = 5
    if effect == "no_engineers_no_excavators":
        ex = 0
    base = [(ex, mx)]
    if officer == "mcdowell" and kind == "conduit":
        base.append((0, base_map().nodes[spot]["value"]))
    if effect == "machines_interchangeable":
        base = [(a, t - a) for e, m in base for t in (e + m,) for a in range(t + 1)]
    for e, m in base:
        if officer == "jordan":
            for i in range(e + 1):
                for j in range(m + 1):
                    options.add((e - i, m - j, 3 * (i + j)))
        else:
            options.add((e, m, 0))
    return tuple(sorted(options))


@cache
def _red_spots() -> dict:
    """Whether each spot of the map is red-framed (3 credits more for a base or powerhouse)."""
    return {n: bool(a.get("red")) for n, a in base_map().nodes(data=True)}


def _red_fee(kind: str, spot: str, effect: str | None) -> int:
    if kind in ("base", "powerhouse") and base_map().nodes[spot]["red"] and effect != "no_red_fee":
        return 3
    return 0


def _build_moves(state: BarrageState, seat: int) -> list:
    data = load_game_data()
    c = state.companies[seat]
    out = []
    tiles = _usable_tiles(c)
    spots: dict = {}  # kind -> spots where it can be built (several tiles build one kind)
    built = c.board.count("powerhouse")
    acting, ex, mx = c.acting, c.excavators, c.mixers
    red_spots = _red_spots()
    space = data.construction_spaces[c.builds] if c.builds < len(data.construction_spaces) else None
    for tile in tiles:
        effect = _tile_effect(tile)
        for kind in _tile_builds(tile):
            if c.board.remaining(kind) == 0:
                continue
            free = NO_SPACE_EFFECTS.get(effect) == kind
            if free:
                fee = 0
            elif space is None or c.engineers < space[0]:
                continue
            else:
                fee = space[1]
            if kind not in spots:
                spots[kind] = _buildable(state.board, c.company, kind)
            money = c.credits - fee
            # the loop of _red_fee and _payments, unrolled (the legal moves' hot spot)
            red = kind in ("base", "powerhouse") and effect != "no_red_fee"
            for spot in spots[kind]:
                budget = money - 3 if red and red_spots[spot] else money
                if budget < 0:
                    continue
                for e, m, cr in _payment_options(kind, spot, built, acting, effect):
                    if e <= ex and m <= mx and cr <= budget:
                        out.append(Build(kind, spot, tile, e, m, cr))
    return out


@cache
def _bank_moves(engineers: int) -> tuple:
    """The bank with 1 to ``engineers`` engineers (moves are immutable: built once)."""
    return tuple(Bank(n) for n in range(1, engineers + 1))


@cache
def _fixed_moves(sp) -> tuple:
    """The moves of a water, workshop or machinery space: they depend on the space only."""
    if sp.section == "water":
        sizes = (1, 2) if sp.action == "place_drops" else (1,)
        return tuple(
            Water(sp.id, heads)
            for k in sizes
            for heads in itertools.combinations_with_replacement(HEADSTREAMS, k)
        )
    if sp.section == "workshop":
        return (Workshop(sp.id),)
    if sp.machines == "either":
        return (Buy(sp.id, "ex"), Buy(sp.id, "mx"))
    return (Buy(sp.id),)


def _action_moves(state: BarrageState, seat: int) -> list:
    data = load_game_data()
    c = state.companies[seat]
    out: list[Move] = list(_bank_moves(c.engineers))
    taken = {sid for sid, _ in state.spaces}
    found = None
    for sp in _open_spaces(state):
        if sp.section == "bank" or sp.id in taken or c.engineers < sp.engineers:
            continue
        money = c.credits - sp.fee - sp.cost
        if money < 0:
            continue
        if sp.section == "turbine":
            if found is None:
                found = possible_productions(state.board, c.company)
            for dam, conduit, ph, drops in _productions(state, seat, money, sp.n, found=found):
                out.append(Produce(sp.id, dam, conduit, ph, drops))
        elif sp.section in ("water", "workshop", "machinery"):
            out.extend(_fixed_moves(sp))
        elif sp.section == "contracts":
            shown = [k for pile in state.display for k in pile]
            for pick in itertools.combinations(shown, min(sp.n, len(shown))):
                if pick:
                    out.append(Take(sp.id, pick))
        elif sp.section == "patent":
            if state.patent[sp.n - 1] and c.credits >= data.patent_cost + sp.fee:
                out.append(Patent(sp.id))
    out.extend(_build_moves(state, seat))
    out.extend(_sekibo_moves(state, seat))
    return out


def _steered_moves(state: BarrageState, seat: int) -> list:
    """The moves of a person's turn; the first action of a round under Mahiri Sekibo's
    variant is the one its Automa tile decides (G14)."""
    moves = _action_moves(state, seat)
    tile = dict(state.steer).get(seat)
    if tile is None:
        return moves
    return automa_rules().steered(tile, moves)[1]


def _sekibo_moves(state: BarrageState, seat: int) -> list:
    """Mahiri Sekibo: 1 engineer on her tile (+3 credits the 2nd time) to copy an officer."""
    c = state.companies[seat]
    data = load_game_data()
    if c.officer != "sekibo" or c.copied is not None or c.sekibo_uses >= len(data.sekibo_spaces):
        return []
    e, fee = data.sekibo_spaces[c.sekibo_uses]
    if c.engineers < e + 1 or c.credits < fee:  # an engineer must be left for the action
        return []
    return [Sekibo(o) for o in _sekibo_pool(state, seat)]


def _sekibo_pool(state: BarrageState, seat: int) -> list:
    """The officers Mahiri Sekibo may copy: those of the other companies in play (G9)."""
    return sorted(
        {c.officer for i, c in enumerate(state.companies) if i != seat and c.officer} - {"sekibo"}
    )


def _pending_moves(state: BarrageState, pending: tuple) -> list:
    kind, seat = pending[0], pending[1]
    c = state.companies[seat]
    if kind == "fulfil":
        return [Fulfil(""), *(Fulfil(k) for k in _fulfillable(state, seat, pending[2]))]
    if kind == "machines":
        n = pending[2]
        return [Machines(a, n - a) for a in range(n, -1, -1)]
    if kind == "sources":
        return [
            Sources(h) for h in itertools.combinations_with_replacement(HEADSTREAMS, pending[2])
        ]
    if kind == "discard":
        return [Discard(k) for k in c.hand]
    if kind == "second":
        return [
            Second(),
            *(
                Second(d, k, p, n)
                for d, k, p, n in _productions(state, seat, c.credits, 0, second=True)
                if p != pending[2]
            ),
        ]
    if kind == "produce":
        return [
            NoProduce(),
            *(Produce(None, d, k, p, n) for d, k, p, n in _productions(state, seat, c.credits, 2)),
        ]
    if kind == "place":
        return [Place(pending[2], s) for s in _place_spots(state, seat, pending[2], pending[3])]
    raise AssertionError(kind)


def _place_spots(state: BarrageState, seat: int, kind: str, param) -> list:
    c = state.companies[seat]
    if c.board.remaining(kind) == 0:
        return []
    g = base_map()
    out = []
    for spot in _spots(kind):
        node = g.nodes[spot]
        if kind == "conduit" and node["value"] > param:
            continue
        if kind == "base" and node["area"] not in param:
            continue
        if not _can_build(state.board, c.company, kind, spot):
            continue
        if c.credits < _red_fee(kind, spot, None):
            continue
        out.append(spot)
    return out


# -- applying a move ----------------------------------------------------------------------------
class _Work:
    """A mutable copy of a state for the time of one move."""

    def __init__(self, s: BarrageState):
        self.s = s
        self.phase = s.phase
        self.round = s.round
        self.companies = list(s.companies)
        self.picks = s.picks
        self.board = s.board
        self.order = s.order
        self.turn = s.turn
        self.in_turn = s.in_turn
        self.spaces = list(s.spaces)
        self.decks = [list(p) for p in s.decks]
        self.display = [list(p) for p in s.display]
        self.national = list(s.national)
        self.patent = list(s.patent)
        self.tech_deck = list(s.tech_deck)
        self.pending = list(s.pending)
        self.vp = list(s.vp)
        self.events: list[Event] = []
        self.data = load_game_data()
        self._last_pending: tuple = ()
        self.keep_turn = False
        self.automa_deck = s.automa_deck
        self.automa_discard = s.automa_discard
        self.steer = s.steer

    @property
    def _pending_seat(self) -> int:
        return self._last_pending[1]

    # -- small effects ------------------------------------------------------------------------
    def ev(self, kind: str, text: str, **data) -> None:
        self.events.append(Event(kind, text, data))

    def co(self, seat: int) -> Company:
        return self.companies[seat]

    def set(self, seat: int, **changes) -> None:
        self.companies[seat] = replace(self.companies[seat], **changes)

    def seat_of(self, company: str) -> int | None:
        for i, c in enumerate(self.companies):
            if c.company == company:
                return i
        return None

    def add_vp(self, seat: int, n: int, rule: str, text: str, keep_zero: bool = False) -> None:
        """Record ``n`` VP (a scoring phase also records its 0-point lines, to explain them)."""
        if n or keep_zero:
            self.vp.append((seat, n, rule, msg.ROUND_PREFIX.format(round=self.round, text=text)))

    def add_energy(self, seat: int, n: int, why: str) -> None:
        if n:
            c = self.co(seat)
            self.set(seat, energy=c.energy + n)
            self.ev(
                "energy", msg.EV_ENERGY.format(who=self.name(seat), n=n, why=why), seat=seat, n=n
            )

    def add_credits(self, seat: int, n: int, why: str) -> None:
        """Credits gained; an Automa gains them as VP (G12)."""
        if seat in self.s.automa:
            self.add_vp(seat, n, "barrage.automa.credits", msg.VP_CREDITS.format(n=n, why=why))
        else:
            self.set(seat, credits=self.co(seat).credits + n)

    def ability_seat(self, company: str) -> int | None:
        """The seat of ``company`` if it uses its company ability (an Automa only from the
        « haute_tension » level)."""
        seat = self.seat_of(company)
        if seat in self.s.automa and self.s.automa_level in ("facile", "modere"):
            return None
        return seat

    def settle_automa(self) -> None:
        """Choices waiting for an Automa seat are settled at once by its rules."""
        while self.pending and self.pending[0][1] in self.s.automa:
            automa_rules().resolve_pending(self, self.pending.pop(0))

    def do_automaturn(self, move: AutomaTurn) -> None:
        automa_rules().play_turn(self, self.actor())

    def name(self, seat: int) -> str:
        return str(rmsg.OWNER_NAMES[self.co(seat).company])

    def rotate(self, seat: int, n: int) -> None:
        c = self.co(seat)
        wheel, back, events = c.wheel.rotate(n)
        tiles, ex, mx = list(c.tiles), c.excavators, c.mixers
        for sector in back:
            if sector.tile != COPY:
                tiles.append(sector.tile)
            ex += sector.excavators
            mx += sector.mixers
        self.set(seat, wheel=wheel, tiles=tuple(sorted(tiles)), excavators=ex, mixers=mx)
        self.events.extend(events)

    def push(self, *items) -> None:
        """New choices go before the older ones (they follow from what just happened)."""
        self.pending[0:0] = list(items)

    def gain(self, seat: int, items, source: str) -> None:
        """Receive reward or income ``items`` (those needing a choice become pending)."""
        later: list[tuple] = []
        for kind, n in items:
            c = self.co(seat)
            if kind == "credits":
                self.add_credits(seat, n, source)
            elif kind == "vp":
                self.add_vp(seat, n, "barrage.reward", msg.VP_FROM.format(n=n, source=source))
            elif kind == "energy":
                self.add_energy(seat, n, source)
            elif kind == "rotate":
                self.rotate(seat, n)
            elif kind == "excavators":
                self.set(seat, excavators=c.excavators + n)
            elif kind == "mixers":
                self.set(seat, mixers=c.mixers + n)
            elif kind == "machine":
                later.append(("machines", seat, n))
            elif kind in ("drops", "drops_later"):
                later.append(("sources", seat, n, kind == "drops"))
            else:  # place_base, place_elevation, place_conduit, place_powerhouse
                what = kind[len("place_") :]
                param = n if what != "base" else tuple(n)
                if _place_spots(self.snapshot(), seat, what, param):
                    later.append(("place", seat, what, param))
                else:
                    self.ev("place.none", msg.EV_PLACE_NONE.format(kind=rmsg.KIND_NAMES[what]))
        self.ev(
            "gain", msg.EV_GAIN.format(who=self.name(seat), what=_items_text(items), source=source)
        )
        self.push(*later)

    def snapshot(self) -> BarrageState:
        """A read-only state with the work's current values (for the move generators)."""
        return self.s._evolve(
            companies=tuple(self.companies),
            board=self.board,
            spaces=tuple(self.spaces),
            display=tuple(tuple(p) for p in self.display),
            national=tuple(self.national),
            patent=tuple(self.patent),
        )

    # -- moves --------------------------------------------------------------------------------
    def apply(self, move: Move) -> None:
        handler = getattr(self, "do_" + type(move).__name__.lower())
        if self.pending:
            self._last_pending = self.pending.pop(0)
            handler(move)
            self.after_pending()
            return
        if self.phase == PICK:
            assert isinstance(move, Pick)  # the only legal moves of the set-up
            self.do_pick(move)
            return
        self.in_turn = True
        seat = self.order[self.turn]
        if any(s == seat for s, _ in self.steer):  # the first action of the round (G14)
            self.steer = tuple(p for p in self.steer if p[0] != seat)
        handler(move)
        self.after_pending()

    def after_pending(self) -> None:
        self.settle_automa()
        if self.pending or self.phase == OVER or self.keep_turn:
            return
        if self.in_turn:
            self.end_turn()

    def occupy(self, seat: int, sid: str, engineers: int | None = None) -> None:
        sp = self.data.space(sid)
        n = sp.engineers if engineers is None else engineers
        c = self.co(seat)
        self.set(seat, engineers=c.engineers - n, credits=c.credits - sp.fee)
        if sid != "B":
            self.spaces.append((sid, seat))
        fee = msg.EV_FEE.format(fee=sp.fee) if sp.fee else ""
        self.ev(
            "engineers",
            msg.EV_ENGINEERS.format(who=self.name(seat), n=n, space=space_name(sid), fee=fee),
            seat=seat,
            space=sid,
        )

    def actor(self) -> int:
        return self.order[self.turn]

    def do_pick(self, move: Pick) -> None:
        pairs, contracts, order, index = self.picks
        seat = order[index]
        officer = dict(pairs)[move.company]
        self.companies[seat] = _new_company(move.company, officer, move.contract, self.s.intro)
        self.ev(
            "pick",
            msg.EV_PICK.format(
                seat=seat + 1,
                company=rmsg.OWNER_NAMES[move.company],
                officer=_officer_name(officer),
                contract=move.contract,
            ),
        )
        pairs = tuple(p for p in pairs if p[0] != move.company)
        contracts = tuple(k for k in contracts if k != move.contract)
        self.picks = (pairs, contracts, order, index + 1)
        if index + 1 == len(order):
            self.order = tuple(reversed(order))
            if self.s.automa:  # the companies left go to the Automa seats, at random
                left = sorted(p[0] for p in pairs)
                _automa_rng(self.s.seed, "companies").shuffle(left)
                taken = [c.officer for c in self.companies if c is not None]
                drawn = _automa_officers(self.s.seed, self.s.automa_level, self.s.automa, taken)
                for a, company in zip(self.s.automa, left, strict=True):
                    self.companies[a] = _automa_company(company, drawn[a])
                self.order = (*_automa_order(self.s), *self.order)
            self.board = _with_officers(self.board, self.companies)
            self.phase = ACTIONS
            self.start_round()

    def do_sekibo(self, move: Sekibo) -> None:
        seat = self.actor()
        c = self.co(seat)
        e, fee = self.data.sekibo_spaces[c.sekibo_uses]
        self.set(
            seat,
            engineers=c.engineers - e,
            credits=c.credits - fee,
            sekibo_uses=c.sekibo_uses + 1,
            copied=move.officer,
        )
        if move.officer == "del_monte":
            self.board = self.board.with_officer(c.company, "del_monte")
        self.ev(
            "sekibo",
            msg.EV_SEKIBO.format(
                who=self.name(seat),
                n=e,
                fee=msg.EV_FEE.format(fee=fee) if fee else "",
                officer=_officer_name(move.officer),
            ),
        )
        self.keep_turn = True

    def do_bank(self, move: Bank) -> None:
        seat = self.actor()
        self.occupy(seat, "B", move.n)
        self.set(seat, credits=self.co(seat).credits + move.n)
        self.ev("bank", msg.EV_BANK.format(who=self.name(seat), n=move.n))

    def do_produce(self, move: Produce) -> None:
        if move.space is None:  # the L2 powerhouse tile's production
            seat = self._pending_seat
            bonus = 2
        else:
            seat = self.actor()
            sp = self.data.space(move.space)
            self.occupy(seat, move.space)
            bonus = sp.n
        self.production(seat, move.dam, move.conduit, move.powerhouse, move.drops, bonus)

    def production(self, seat, dam, conduit, powerhouse, drops, bonus, second=False) -> None:
        c = self.co(seat)
        result = produce(
            self.board,
            c.company,
            dam=dam,
            conduit=conduit,
            powerhouse=powerhouse,
            drops=drops,
            action_bonus=bonus,
            officer=c.acting,
            second=second,
            powerhouses_built=c.board.count("powerhouse"),
        )
        self.board = result.board
        self.events.extend(result.events)
        self.ev("production.lines", result.explanation(), seat=seat)
        self.add_energy(seat, result.energy, msg.WHY_PRODUCTION)
        for company, n in result.track_bonus.items():
            other = self.ability_seat(company)
            if other is not None:
                self.add_energy(other, n, msg.WHY_ABILITY[company])
        if result.payment is not None:
            owner = self.seat_of(result.payment.owner)
            self.set(seat, credits=self.co(seat).credits - result.payment.credits)
            if owner is not None:
                self.add_credits(
                    owner,
                    result.payment.credits,
                    msg.VP_CONDUIT.format(
                        n=result.payment.vp,
                        conduit=spot_name(conduit),
                        payer=rmsg.OWNER_NAMES[c.company],
                    ),
                )
                self.add_vp(
                    owner,
                    result.payment.vp,
                    "barrage.conduit_payment",
                    msg.VP_CONDUIT.format(
                        n=result.payment.vp,
                        conduit=spot_name(conduit),
                        payer=rmsg.OWNER_NAMES[c.company],
                    ),
                )
        later: list[tuple] = []
        if _fulfillable(self.snapshot(), seat, result.contract_energy):
            later.append(("fulfil", seat, result.contract_energy))
        c = self.co(seat)
        if c.company == "germany" and c.board.ability_active and not second:
            snap = self.snapshot()
            if any(p != powerhouse for _, _, p, _ in _productions(snap, seat, c.credits, 0, True)):
                later.append(("second", seat, powerhouse))
        self.push(*later)

    def do_second(self, move: Second) -> None:
        if move.dam:
            self.production(
                self._pending_seat, move.dam, move.conduit, move.powerhouse, move.drops, 0, True
            )

    def do_noproduce(self, move: NoProduce) -> None:
        pass

    def do_fulfil(self, move: Fulfil) -> None:
        seat = self._pending_seat
        if not move.contract:
            return
        k = self.data.contract(move.contract)
        c = self.co(seat)
        if move.contract in self.national:
            self.national.remove(move.contract)
        else:
            self.set(seat, hand=tuple(x for x in c.hand if x != move.contract))
        c = self.co(seat)
        self.set(seat, fulfilled=(*c.fulfilled, move.contract))
        self.ev(
            "contract",
            msg.EV_FULFIL.format(who=self.name(seat), contract=move.contract, energy=k.energy),
        )
        self.gain(seat, k.reward, msg.SOURCE_CONTRACT.format(contract=move.contract))

    def do_machines(self, move: Machines) -> None:
        seat = self._pending_seat
        c = self.co(seat)
        self.set(seat, excavators=c.excavators + move.excavators, mixers=c.mixers + move.mixers)
        self.ev(
            "machines",
            msg.EV_MACHINES.format(who=self.name(seat), ex=move.excavators, mx=move.mixers),
        )

    def do_sources(self, move: Sources) -> None:
        seat = self._pending_seat
        flowing = self._last_pending[3]
        self.drops(seat, move.heads, flowing)

    def drops(self, seat: int, heads, flowing: bool) -> None:
        for h in heads:
            if flowing:
                self.board, events = self.board.flow_one(h)
                self.events.extend(events)
                usa, usa_seat = usa_energy(events), self.ability_seat("usa")
                if usa and usa_seat is not None:
                    self.add_energy(usa_seat, usa, msg.WHY_ABILITY["usa"])
            else:
                self.board = self.board.add_drops(h, 1)
                self.ev("drop", msg.EV_DROP_LATER.format(head=h))

    def do_water(self, move: Water) -> None:
        seat = self.actor()
        sp = self.data.space(move.space)
        self.occupy(seat, move.space)
        self.drops(seat, move.heads, sp.action == "flow_drop")

    def do_workshop(self, move: Workshop) -> None:
        seat = self.actor()
        sp = self.data.space(move.space)
        self.occupy(seat, move.space)
        self.set(seat, credits=self.co(seat).credits - sp.cost)
        self.rotate(seat, sp.n)

    def do_buy(self, move: Buy) -> None:
        seat = self.actor()
        sp = self.data.space(move.space)
        self.occupy(seat, move.space)
        c = self.co(seat)
        ex = 1 if sp.machines in ("excavator", "both") or move.choice == "ex" else 0
        mx = 1 if sp.machines == "both" or move.choice == "mx" else 0
        self.set(
            seat, credits=c.credits - sp.cost, excavators=c.excavators + ex, mixers=c.mixers + mx
        )
        self.ev("machines", msg.EV_MACHINES.format(who=self.name(seat), ex=ex, mx=mx))

    def do_take(self, move: Take) -> None:
        seat = self.actor()
        sp = self.data.space(move.space)
        self.occupy(seat, move.space)
        c = self.co(seat)
        for k in move.contracts:
            for pile in self.display:
                if k in pile:
                    pile.remove(k)
        hand = (*c.hand, *move.contracts)
        self.set(seat, credits=c.credits - sp.cost, hand=hand)
        self.ev(
            "take",
            msg.EV_TAKE.format(
                who=self.name(seat), n=len(move.contracts), contracts=" et ".join(move.contracts)
            ),
        )
        excess = len(hand) - 3
        self.push(*[("discard", seat)] * max(0, excess))

    def do_discard(self, move: Discard) -> None:
        seat = self._pending_seat
        c = self.co(seat)
        self.set(seat, hand=tuple(k for k in c.hand if k != move.contract))
        self.ev("discard", msg.EV_DISCARD.format(who=self.name(seat), contract=move.contract))

    def do_patent(self, move: Patent) -> None:
        seat = self.actor()
        sp = self.data.space(move.space)
        self.occupy(seat, move.space)
        tile = self.patent[sp.n - 1]
        self.patent[sp.n - 1] = ""
        c = self.co(seat)
        self.set(
            seat, credits=c.credits - self.data.patent_cost, tiles=tuple(sorted((*c.tiles, tile)))
        )
        self.ev(
            "patent",
            msg.EV_PATENT.format(
                who=self.name(seat), tile=tile_name(tile), cost=self.data.patent_cost
            ),
        )

    def do_build(self, move: Build) -> None:
        seat = self.actor()
        c = self.co(seat)
        effect = _tile_effect(move.tile)
        if NO_SPACE_EFFECTS.get(effect) == move.kind:
            self.ev("build.free", msg.EV_NO_ENGINEERS.format(tile=move.tile))
        else:
            e, fee = self.data.construction_spaces[c.builds]
            self.set(seat, engineers=c.engineers - e, credits=c.credits - fee, builds=c.builds + 1)
            self.ev(
                "engineers",
                msg.EV_BUILD_SPACE.format(
                    who=self.name(seat),
                    n=e,
                    rank=msg.ORDINAL[c.builds + 1],
                    fee=msg.EV_FEE.format(fee=fee) if fee else "",
                ),
            )
        red = _red_fee(move.kind, move.spot, effect)
        c = self.co(seat)
        tiles = list(c.tiles)
        if move.tile.startswith(SPECIAL + ":"):
            # Anton Krylov's tile goes onto the wheel; Mahiri Sekibo's copy places no tile
            placed = SPECIAL if SPECIAL in tiles else COPY
            if placed == SPECIAL:
                tiles.remove(SPECIAL)
            self.ev("build.copy", msg.EV_COPY_TILE.format(tile=_copied_tile(move.tile)))
        else:
            placed = move.tile
            tiles.remove(move.tile)
        self.set(
            seat,
            tiles=tuple(tiles),
            excavators=c.excavators - move.excavators,
            mixers=c.mixers - move.mixers,
            credits=c.credits - move.credits - red,
        )
        if red:
            self.ev("build.red", msg.EV_RED.format(spot=spot_name(move.spot)))
        if move.credits:
            self.ev("build.jordan", msg.EV_JORDAN.format(n=move.credits))
        c = self.co(seat)
        wheel, back, events = c.wheel.place(placed, move.excavators, move.mixers)
        self.set(seat, wheel=wheel)
        self.events.extend(events)
        self._returned(seat, back)
        self.structure(seat, move.kind, move.spot)
        self.tile_effect(seat, move.kind, move.spot, effect)

    def _returned(self, seat: int, back) -> None:
        c = self.co(seat)
        tiles, ex, mx = list(c.tiles), c.excavators, c.mixers
        for s in back:
            if s.tile != COPY:
                tiles.append(s.tile)
            ex += s.excavators
            mx += s.mixers
        self.set(seat, tiles=tuple(sorted(tiles)), excavators=ex, mixers=mx)

    def structure(self, seat: int, kind: str, spot: str) -> None:
        """Take the leftmost piece, put it on the map, gain the income it reveals."""
        c = self.co(seat)
        cboard, income, events = c.board.take(kind)
        self.set(seat, board=cboard)
        self.board = build(self.board, c.company, kind, spot)
        self.events.extend(events)
        self.ev(
            "build",
            msg.EV_BUILT.format(
                who=self.name(seat), kind=rmsg.KIND_NAMES[kind], spot=spot_name(spot)
            ),
        )
        if income is not None:
            self.gain(seat, income, msg.SOURCE_INCOME.format(kind=rmsg.KIND_NAMES[kind]))

    def tile_effect(self, seat: int, kind: str, spot: str, effect: str | None) -> None:
        c = self.co(seat)
        g = base_map()
        if effect == "fill_empty_dams":
            for dam, owner, _ in self.board.dams:
                if owner == c.company and self.board.drops_at(dam) == 0:
                    self.board = self.board.add_drops(dam, 1)
            self.ev("tile", msg.EFFECT["fill_empty_dams"])
        elif effect == "rotate_per_elevation":
            n = c.board.count("elevation")
            self.ev("tile", msg.EFFECT["rotate_per_elevation"].format(n=n))
            self.rotate(seat, n)
        elif effect == "credits_per_value":
            n = 2 * g.nodes[spot]["value"]
            self.add_credits(seat, n, msg.EFFECT["credits_per_value"].format(n=n))
            self.ev("tile", msg.EFFECT["credits_per_value"].format(n=n))
        elif effect in ("energy_per_base", "energy_twice_value"):
            n = c.board.count("base") if effect == "energy_per_base" else 2 * g.nodes[spot]["value"]
            self.add_energy(seat, n, msg.EFFECT[effect])
            ce = _contract_energy(self.co(seat), n)
            if _fulfillable(self.snapshot(), seat, ce):
                self.push(("fulfil", seat, ce))
        elif effect == "fill_raised_dam":
            self.board = self.board.with_drops(spot, self.board.capacity(spot))
            self.ev("tile", msg.EFFECT["fill_raised_dam"].format(spot=spot_name(spot)))
        elif effect == "production_plus_two":
            if _productions(self.snapshot(), seat, c.credits, 2):
                self.push(("produce", seat))
        elif effect in ("vp_per_raised_dam", "vp_per_powerhouse", "vp_per_advanced_tile"):
            if effect == "vp_per_raised_dam":
                n = sum(1 for _, o, lvl in self.board.dams if o == c.company and lvl >= 2)
            elif effect == "vp_per_powerhouse":
                n = c.board.count("powerhouse")
            else:
                n = c.advanced_tiles
            self.add_vp(seat, 3 * n, "barrage.tile", msg.EFFECT[effect].format(n=n, vp=3 * n))

    def do_place(self, move: Place) -> None:
        seat = self._pending_seat
        red = _red_fee(move.kind, move.spot, None)
        if red:
            self.set(seat, credits=self.co(seat).credits - red)
            self.ev("build.red", msg.EV_RED.format(spot=spot_name(move.spot)))
        self.structure(seat, move.kind, move.spot)

    # -- turns and rounds ---------------------------------------------------------------------
    def refill(self) -> None:
        for pile, deck in zip(self.display, self.decks, strict=True):
            while len(pile) < 2 and deck:
                pile.append(deck.pop(0))

    def end_turn(self) -> None:
        self.in_turn = False
        seat = self.actor()
        c = self.co(seat)
        if c.copied is not None:  # Mahiri Sekibo's copy lasts for her turn only
            if c.copied == "del_monte":
                self.board = self.board.with_officer(c.company, c.officer)
            self.set(seat, copied=None)
        self.refill()
        n = len(self.order)
        for step in range(1, n + 1):
            i = (self.turn + step) % n
            if self.co(self.order[i]).engineers > 0:
                self.turn = i
                return
        self.end_round()

    def start_round(self) -> None:
        self.ev("round", msg.EV_ROUND.format(round=self.round))
        for seat in self.order:
            if seat in self.s.automa and self.s.automa_level == "facile":
                continue  # the « facile » Automa receives no company-board income
            incomes = self.co(seat).board.incomes()
            for items in incomes:
                self.gain(seat, items, msg.SOURCE_INCOME_PHASE)
        self.board, events = self.board.round_drops(self.round)
        self.events.extend(events)
        self.turn = 0
        if any(self.co(a).officer == "sekibo" for a in self.s.automa):
            people = [p for p in self.order if p not in self.s.automa]
            self.steer = automa_rules().draw_tiles(self.s.seed, self.round, people)
            for seat, tile in self.steer:
                self.ev("steer", msg.EV_STEER.format(who=self.name(seat), tile=tile), seat=seat)
        # pending choices of the incomes come first, in turn order
        self.pending.sort(key=lambda p: self.order.index(p[1]))
        self.settle_automa()

    def end_round(self) -> None:
        # the board before the water phase, as data: the round's drawings animate the flow
        self.ev(
            "water.phase", msg.EV_WATER_PHASE.format(round=self.round), board=self.board.to_dict()
        )
        self.board, events = self.board.flow()
        self.events.extend(events)
        usa, usa_seat = usa_energy(events), self.ability_seat("usa")
        if usa and usa_seat is not None:
            self.add_energy(usa_seat, usa, msg.WHY_ABILITY["usa"])
        self.ev("scoring", msg.EV_SCORING.format(round=self.round))
        energies = [c.energy for c in self.companies]
        for seat, points in enumerate(round_energy_points(energies)):
            self.add_vp(seat, points, "barrage.round_energy", points.text, True)
        bonus = self.data.bonus(self.s.bonus[self.round - 1])
        for seat, c in enumerate(self.companies):
            reward = energy_track_reward(c.energy)
            self.add_credits(seat, reward.credits, reward.text)
            self.add_vp(seat, reward.vp, "barrage.track", reward.text)
            count = _bonus_count(self.co(seat), bonus["counts"])
            points = bonus_tile_points(self.round, c.energy, count, bonus["vp"])
            self.add_vp(
                seat,
                points,
                "barrage.bonus",
                msg.BONUS_LINE.format(tile=msg.BONUS_NAMES[bonus["id"]], text=points.text),
                True,
            )
        if self.round == 5:
            self.final()
            return
        # end of round: turn order, energy, engineers, patent office
        position = {seat: i for i, seat in enumerate(self.order)}
        self.order = tuple(sorted(self.order, key=lambda s: (self.co(s).energy, -position[s])))
        for seat in range(len(self.companies)):
            self.set(
                seat, energy=0, engineers=self.data.start["engineers"], builds=0, sekibo_uses=0
            )
        self.spaces = []
        if not self.s.intro:
            self.patent = [self.tech_deck.pop(0) if self.tech_deck else "" for _ in range(3)]
        self.round += 1
        self.start_round()

    def final(self) -> None:
        self.phase = OVER
        objective = self.data.objective(self.s.objective)
        values = [
            objective_value(self.board, c.company, objective["counts"]) for c in self.companies
        ]
        for seat, points in enumerate(
            objective_points(values, self.s.automa, minimum=objective["minimum"])
        ):
            self.add_vp(
                seat,
                points,
                "barrage.objective",
                msg.OBJECTIVE_LINE.format(
                    tile=msg.OBJECTIVE_NAMES[objective["id"]], text=points.text
                ),
                True,
            )
        for seat, c in enumerate(self.companies):
            points = resources_points(c.credits, c.excavators, c.mixers)
            self.add_vp(seat, points, "barrage.resources", points.text, True)
            held = sum(self.board.drops_at(d) for d, o, _ in self.board.dams if o == c.company)
            points = drops_points(held)
            self.add_vp(seat, points, "barrage.drops", points.text, True)
        self.ev("over", msg.EV_OVER)

    def freeze_initial(self) -> BarrageState:
        return self.freeze(None)._evolve(history=())

    def freeze(self, move: Move | None) -> BarrageState:
        s = self.s
        return BarrageState(
            n_players=s.n_players,
            seed=s.seed,
            intro=s.intro,
            fixed=s.fixed,
            phase=self.phase,
            round=self.round,
            companies=tuple(self.companies),
            picks=self.picks,
            board=self.board,
            order=self.order,
            turn=self.turn,
            in_turn=self.in_turn,
            spaces=tuple(self.spaces),
            decks=tuple(tuple(p) for p in self.decks),
            display=tuple(tuple(p) for p in self.display),
            national=tuple(self.national),
            patent=tuple(self.patent),
            tech_deck=tuple(self.tech_deck),
            bonus=s.bonus,
            objective=s.objective,
            pending=tuple(self.pending),
            vp=tuple(self.vp),
            history=(*s.history, move),
            events=tuple(self.events),
            automa=s.automa,
            automa_level=s.automa_level,
            automa_deck=self.automa_deck,
            automa_discard=self.automa_discard,
            steer=self.steer,
        )


def _items_text(items) -> str:
    parts = []
    for kind, n in items:
        if kind in rmsg.INCOME_ITEMS:
            parts.append(income_text([(kind, n)]))
        else:
            parts.append(
                msg.REWARD_ITEMS[kind].format(
                    n=n if not isinstance(n, tuple) else ", ".join(rmsg.AREA_NAMES[a] for a in n)
                )
            )
    return " + ".join(parts)


def _bonus_count(c: Company, counts: str) -> int:
    if counts == "contracts":
        return len(c.fulfilled)
    if counts == "advanced_tiles":
        return c.advanced_tiles
    return c.board.count(counts)


def _officer_name(officer: str | None) -> str:
    if officer is None:
        return msg.NO_OFFICER
    return rmsg.OFFICER_NAMES[officer]


def _new_company(company: str, officer: str | None, contract: str, intro: bool) -> Company:
    data = load_game_data()
    tiles = tuple(t.id for t in data.basic_tiles)
    if intro:
        tiles = (*tiles, data.intro_joker)
    if officer == "krylov":
        tiles = (*tiles, SPECIAL)
    return Company(
        company=company,
        officer=officer,
        credits=data.start["credits"],
        excavators=data.start["excavators"],
        mixers=data.start["mixers"],
        wheel=ConstructionWheel(),
        board=CompanyBoard.new(company),
        engineers=data.start["engineers"],
        hand=(contract,),
        tiles=tuple(sorted(tiles)),
    )


def _with_officers(board: Board, companies) -> Board:
    for c in companies:
        board = board.with_officer(c.company, c.officer)
    return board


# -- why a move is refused ----------------------------------------------------------------------
_PENDING_MOVES = {
    "fulfil": Fulfil,
    "machines": Machines,
    "sources": Sources,
    "discard": Discard,
    "second": Second,
    "produce": Produce | NoProduce,
    "place": Place,
}


def _without_refusal(text: str) -> str:
    """``text`` without a leading « Production refusée : » (or the like), lower-cased."""
    for prefix in rmsg.REFUSAL_PREFIXES:
        if text.startswith(prefix):
            rest = text[len(prefix) :]
            return rest[:1].lower() + rest[1:]
    return text


def _explain(state: BarrageState, move: Move) -> IllegalMove:
    def fail(text: str, rule: str) -> IllegalMove:
        # « Coup … refusé : » already says it: the river's own « Production refusée : » goes
        why = _without_refusal(text)
        return IllegalMove(msg.REFUSED.format(move=move_text(move), why=why), move=move, rule=rule)

    data = load_game_data()
    if state.pending:
        kind = state.pending[0][0]
        choices = [move_text(m, state) for m in state.legal_moves()]
        if isinstance(move, _PENDING_MOVES[kind]):
            return fail(
                msg.PENDING_CHOICES.format(choices=" · ".join(choices[:12])),
                f"barrage.pending.{kind}",
            )
        return fail(msg.WAITING[kind], f"barrage.pending.{kind}")
    if state.phase == PICK:
        if not isinstance(move, Pick):
            return fail(msg.PICK_FIRST, "barrage.setup")
        return fail(msg.PICK_UNAVAILABLE, "barrage.setup")
    seat = state.order[state.turn]
    c = state.companies[seat]
    if isinstance(move, AutomaTurn) or seat in state.automa:
        why = msg.NOT_AUTOMA_TURN if isinstance(move, AutomaTurn) else msg.AUTOMA_TURN
        return fail(why, "barrage.automa.turn")
    if isinstance(move, Pick | Fulfil | Machines | Sources | Discard | Second | NoProduce | Place):
        return fail(msg.NOT_NOW, "barrage.turn")
    tile = dict(state.steer).get(seat)
    if tile is not None and move in _action_moves(state, seat):
        action, moves = automa_rules().steered(tile, _action_moves(state, seat))
        return fail(
            msg.STEERED.format(
                tile=tile,
                action=action,
                choices=" · ".join(move_text(m, state) for m in moves[:8]),
            ),
            "barrage.automa.mahiri",
        )
    if isinstance(move, Produce) and move.space is None:
        return fail(msg.NOT_NOW, "barrage.turn")
    if isinstance(move, Bank):
        return fail(msg.BANK_ENGINEERS.format(n=c.engineers), "barrage.bank")
    if isinstance(move, Build):
        return _explain_build(state, seat, move, fail)
    if isinstance(move, Sekibo):
        if c.officer != "sekibo":
            return fail(msg.SEKIBO_ONLY, "barrage.officer.sekibo")
        if c.copied is not None:
            return fail(msg.SEKIBO_ONCE, "barrage.officer.sekibo")
        return fail(
            msg.SEKIBO_POOL.format(
                pool=", ".join(_officer_name(o) for o in _sekibo_pool(state, seat))
            ),
            "barrage.officer.sekibo",
        )
    sid = getattr(move, "space", "")  # every move left is one on an action space
    open_ids = {s.id for s in _open_spaces(state)}
    try:
        sp = data.space(sid)
    except KeyError:
        return fail(msg.UNKNOWN_SPACE, "barrage.action_board")
    if sid not in open_ids:
        why = (
            msg.NO_PATENT_INTRO if sp.section == "patent" else msg.BLOCKED.format(n=state.n_players)
        )
        return fail(why, "barrage.action_board.blocked")
    if not _space_free(state, sid):
        owner = dict(state.spaces)[sid]
        return fail(
            msg.OCCUPIED.format(who=state.player_names[owner]), "barrage.action_board.occupied"
        )
    if c.engineers < sp.engineers:
        return fail(msg.ENGINEERS.format(n=sp.engineers, have=c.engineers), "barrage.engineers")
    need = sp.fee + sp.cost + (data.patent_cost if sp.section == "patent" else 0)
    if c.credits < need:
        return fail(msg.CREDITS.format(n=need, have=c.credits), "barrage.credits")
    if isinstance(move, Produce):
        try:
            produce(
                state.board,
                c.company,
                dam=move.dam,
                conduit=move.conduit,
                powerhouse=move.powerhouse,
                drops=move.drops,
                action_bonus=sp.n,
                officer=c.acting,
            )
        except (IllegalMove, InvalidData) as err:
            return fail(str(err), getattr(err, "rule", None) or "barrage.production")
        return fail(
            msg.PRODUCTION_PAY.format(n=move.drops, have=c.credits - need),
            "barrage.production.payment",
        )
    if isinstance(move, Take):
        shown = {k for pile in state.display for k in pile}
        missing = [k for k in move.contracts if k not in shown]
        if missing:
            return fail(
                msg.CONTRACT_NOT_SHOWN.format(ids=", ".join(missing)), "barrage.contracts.take"
            )
        return fail(msg.CONTRACT_COUNT.format(n=sp.n), "barrage.contracts.take")
    if isinstance(move, Patent):
        return fail(msg.PATENT_EMPTY, "barrage.patent")
    return fail(msg.WRONG_ACTION.format(space=space_name(sid)), "barrage.action_board")


def _explain_build(state: BarrageState, seat: int, move: Build, fail) -> IllegalMove:
    data = load_game_data()
    c = state.companies[seat]
    if move.kind not in ("base", "elevation", "conduit", "powerhouse"):
        return fail(rmsg.BAD_KIND.format(kind=move.kind), "barrage.construction")
    if move.tile not in _usable_tiles(c):
        return fail(msg.NO_TILE.format(tile=tile_name(move.tile)), "barrage.construction.tile")
    if move.kind not in _tile_builds(move.tile):
        return fail(
            msg.TILE_KIND.format(tile=tile_name(move.tile), kind=rmsg.KIND_NAMES[move.kind]),
            "barrage.construction.tile",
        )
    if c.board.remaining(move.kind) == 0:
        return fail(
            rmsg.COMPANY_EMPTY.format(
                kind=rmsg.KIND_NAMES[move.kind], company=rmsg.OWNER_NAMES[c.company]
            ),
            "barrage.construction.pieces",
        )
    effect = _tile_effect(move.tile)
    if NO_SPACE_EFFECTS.get(effect) != move.kind:
        if c.builds >= len(data.construction_spaces):
            return fail(msg.NO_BUILD_SPACE, "barrage.construction.spaces")
        e, fee = data.construction_spaces[c.builds]
        if c.engineers < e:
            return fail(msg.ENGINEERS.format(n=e, have=c.engineers), "barrage.engineers")
    from ..construction import check_build

    try:
        check_build(state.board, c.company, move.kind, move.spot)
    except (IllegalMove, InvalidData) as err:
        return fail(str(err), getattr(err, "rule", None) or "barrage.construction")
    return fail(
        msg.BUILD_PAYMENT.format(ex=c.excavators, mx=c.mixers, cr=c.credits),
        "barrage.construction.cost",
    )


# -- a new game -----------------------------------------------------------------------------------
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
#: Tesla's Automa starts with 16 VP (docs/decisions.md §11).
AUTOMA_START_VP = 16


def _automa_rng(seed: int, what: str):
    """A generator of its own for each Automa draw: games without Automa stay the same."""
    import random

    return random.Random(f"{seed}-automa-{what}")


def _automa_deck(seed: int) -> tuple:
    return automa_rules().new_deck(seed)


def _automa_order(state) -> tuple:
    """The Automa seats play first in round 1, in a random order among themselves."""
    seats = list(state.automa)
    _automa_rng(state.seed, "order").shuffle(seats)
    return tuple(seats)


def _automa_company(company: str, officer: str | None = None) -> Company:
    """An Automa's company: no officer (but at « surpuissant »), no starting contract, no
    credits (G12)."""
    return replace(_new_company(company, officer, "", False), hand=(), credits=0)


def _automa_officers(seed: int, level: str, automa: tuple, taken) -> dict:
    """« surpuissant »: each Automa draws an officer among those the people do not have
    (G13; with Mahiri Sekibo the people's first actions are steered, G14)."""
    if level != "surpuissant":
        return {a: None for a in automa}
    pool = sorted(set(PLAYABLE_OFFICERS) - set(taken))
    _automa_rng(seed, "officers").shuffle(pool)
    return dict(zip(automa, pool, strict=False))


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
        drawn = _automa_officers(
            seed, automa_level, automa, [o for i, (_, o, _) in enumerate(seats) if i not in automa]
        )
        comps = tuple(
            _automa_company(c, drawn[i]) if i in automa else _new_company(c, o, k, intro)
            for i, (c, o, k) in enumerate(seats)
        )
        humans_order = tuple(i for i in range(players) if i not in automa)
        state = BarrageState(
            phase=ACTIONS,
            companies=comps,
            picks=((), (), (), 0),
            order=humans_order,
            **{**common, "board": _with_officers(board, comps)},
        )
        if automa:
            state = state._evolve(order=(*_automa_order(state), *humans_order))
        w = _Work(state)
        w.events = list(events)
        w.start_round()
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
