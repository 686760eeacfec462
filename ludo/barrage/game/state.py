"""The state of a Barrage game (2–4 players) and its protocol: five rounds of five phases.

A :class:`BarrageState` is immutable; :meth:`~BarrageState.play` returns a new one. The rules
live beside it, one concern a module: :mod:`.companies` (a company's supply and how
companies are dealt), :mod:`.generation` (the legal moves), :mod:`.effects` (applying a move
to a mutable work copy, frozen again, so that a rejected move never changes anything),
:mod:`.phases` (the round and its phases), :mod:`.refusals` (why a move is refused) and
:mod:`.setup` (a new game).

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
- **G2** (§12 #27) a player with engineers left must act (the bank is always open; the
  rulebook says so). Our choice: a player with no engineer left who holds a tile that
  builds without one (L1 Powerhouse, L3 Base, or Anton Krylov's copy of one; the tiles
  may be the round's last action) keeps his turn: he may build with it, or pass
  (``passer``), which ends his round; with no engineer and no such tile he has finished
  the round. The round ends when nobody can act. An Automa plays while it has an
  engineer (its own rule: no turn with none, whatever its tiles).
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
- **G8** (the rulebook says so, its card is a rule) a tie on victory points is broken by
  the energy of round 5 (never reset); :meth:`BarrageState.winners` applies it, the score
  sheet explains it.
- **G9** (§12 #8) our choices: Mahiri Sekibo copies the officer of another company in
  play (as many officers are dealt as there are players, so none is left unused), at most
  twice a round (her tile's two spaces in the digital edition; the rulebook only prices
  the second use); her copy lasts until the end of her turn, and she must keep an engineer
  for the action that follows.
- **G10** (§12 #7) Mahiri Sekibo starts with 6 credits like everyone: the rule texts give
  her nothing more (Board Game Arena gives 9).
- **G12** (the rulebook says so, its card is a rule) Tesla's Automa (``automa=[seats]``,
  ``automa_level=``): its seats play by the tiles of :mod:`ludo.barrage.automa` (one move,
  ``automa``, plays a whole turn; the choices that follow its rewards are settled by its
  rules at once). Its set-up: no officer, no starting contract, 16 VP, and the Automa
  seats play first in round 1 (in a random order among themselves). Credits it would pay
  or gain are VP; it uses no company ability below the « haute_tension » level (A19). Its
  deck (stack and discard pile) is part of the state.
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
  with no tile (« copie »). Both as the rulebook says; our choice: the copied tile's
  special effect applies, as with Krylov's own tile.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.errors import IllegalMove, InvalidData
from ...core.score import ScoreLine, ScoreSheet
from ...core.state import GameState, Move
from .. import messages as rmsg
from ..board import Board
from ..construction import check_board_rules
from . import messages as msg
from .companies import AUTOMA_START_VP, Company
from .data import load_game_data
from .effects import Work
from .generation import pending_moves, steered_moves
from .moves import AutomaTurn, Pick, parse_move
from .phases import OVER, PICK
from .refusals import explain


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
    bank: tuple = ()  # (seat, engineers) of each visit to the bank this round (drawn on it)

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
                n=i + 1, company=str(rmsg.OWNER_NAMES[c.company])
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
            return pending_moves(self, self.pending[0])
        if self.phase == PICK:
            pairs, contracts, _, _ = self.picks
            return [Pick(c, k) for c, _o in pairs for k in contracts]
        if self.order[self.turn] in self.automa:
            return [AutomaTurn()]
        return steered_moves(self, self.order[self.turn])

    def _apply(self, move: Move) -> BarrageState:
        w = Work(self)
        w.apply(move)
        return w.freeze(move)

    def _explain(self, move: Move) -> IllegalMove:
        return explain(self, move)
