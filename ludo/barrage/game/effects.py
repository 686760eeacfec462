"""Applying a Barrage move (long: every move's effects, and the Automa's, in one place).

The effects of each move on a mutable work copy of the state.

:class:`Work` is a mutable copy of a :class:`~ludo.barrage.game.state.BarrageState` made for
one move and frozen again (:meth:`Work.freeze`), so that a rejected move never changes
anything. Each kind of move has its handler (``do_build``, ``do_produce`` ...); the round's
phases that follow the last engineer are in :mod:`.phases`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.events import Event
from ...core.state import Move
from .. import messages as rmsg
from ..construction import build, income_text, powerhouse_bonus, red_fee, tile_name
from ..map import base_map, spot_name
from ..production import Production, produce
from ..water import usa_energy
from . import messages as msg
from .companies import (
    COPY,
    NO_SPACE_EFFECTS,
    SPECIAL,
    Company,
    automa_company,
    automa_officers,
    automa_order,
    automa_rng,
    contract_energy,
    copied_tile,
    effect_of,
    new_company,
    officer_name,
    with_officers,
)
from .data import load_game_data
from .generation import fulfillable, place_spots, productions
from .moves import (
    AutomaTurn,
    Bank,
    Build,
    Buy,
    Discard,
    Fulfil,
    Machines,
    NoProduce,
    Pass,
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
    space_name,
)
from .phases import ACTIONS, OVER, PICK, end_turn, start_round
from .solo import automa_rules

if TYPE_CHECKING:
    from .state import BarrageState


class Work:
    """A mutable copy of a state for the time of one move. The companies are a list and the
    events a list of the move's own; every other part is the state's tuple, replaced by a
    new tuple when it changes (a state frozen again shares what the move left alone)."""

    __slots__ = (
        "s",
        "phase",
        "round",
        "companies",
        "picks",
        "board",
        "order",
        "turn",
        "in_turn",
        "spaces",
        "decks",
        "display",
        "national",
        "patent",
        "tech_deck",
        "pending",
        "vp",
        "events",
        "data",
        "_last_pending",
        "keep_turn",
        "automa_deck",
        "automa_discard",
        "steer",
        "bank",
        "_names",
    )

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
        self.spaces: tuple = s.spaces
        self.decks: tuple = s.decks
        self.display: tuple = s.display
        self.national: tuple = s.national
        self.patent: tuple = s.patent
        self.tech_deck: tuple = s.tech_deck
        self.pending: tuple = s.pending
        self.vp: tuple = s.vp
        self.events: list[Event] = []
        self.data = load_game_data()
        self._last_pending: tuple = ()
        self.keep_turn = False
        self.automa_deck = s.automa_deck
        self.automa_discard = s.automa_discard
        self.steer = s.steer
        self.bank: tuple = s.bank
        self._names: tuple | None = None

    # -- the set-up, read by Tesla's Automa (ludo.barrage.game.solo.AutomaTable) -----------
    @property
    def seed(self) -> int:
        return self.s.seed

    @property
    def history_length(self) -> int:
        return len(self.s.history)

    @property
    def n_players(self) -> int:
        return self.s.n_players

    @property
    def intro(self) -> bool:
        return self.s.intro

    @property
    def automa_level(self) -> str:
        return self.s.automa_level

    @property
    def _pending_seat(self) -> int:
        return self._last_pending[1]

    # -- small effects ------------------------------------------------------------------------
    def ev(self, kind: str, text: str, **data) -> None:
        self.events.append(Event(kind, text, data))

    def co(self, seat: int) -> Company:
        return self.companies[seat]

    def set(self, seat: int, **changes) -> None:
        """Some fields of ``seat``'s company changed (the game's own moves; the Automa has
        named effects)."""
        self.companies[seat] = self.companies[seat].evolve(**changes)

    @property
    def player_names(self) -> tuple:
        """The seats' names (« Joueur 2 (France) »), made once a move."""
        if self._names is None:
            self._names = self.s.player_names
        return self._names

    def seat_of(self, company: str) -> int | None:
        for i, c in enumerate(self.companies):
            if c.company == company:
                return i
        return None

    def add_vp(self, seat: int, n: int, rule: str, text: str, keep_zero: bool = False) -> None:
        """Record ``n`` VP (a scoring phase also records its 0-point lines, to explain them)."""
        if n or keep_zero:
            line = (seat, n, rule, msg.ROUND_PREFIX.format(round=self.round, text=text))
            self.vp = (*self.vp, line)

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

    def pay(self, seat: int, n: int, why: str) -> None:
        """``seat`` pays ``n`` credits; an Automa, which has none, pays ``n`` VP (G12), and
        ``why`` says what for on its score sheet."""
        if not n:
            return
        if seat in self.s.automa:
            self.add_vp(seat, -n, "barrage.automa.pay", msg.VP_PAID.format(n=n, why=why))
        else:
            self.set(seat, credits=self.co(seat).credits - n)

    def take_engineers(self, seat: int, n: int) -> None:
        """``n`` engineers leave ``seat``'s supply (where they go is said by its caller)."""
        self.set(seat, engineers=self.co(seat).engineers - n)

    def gain_machines(self, seat: int, excavators: int, mixers: int) -> None:
        """Machines into ``seat``'s supply."""
        c = self.co(seat)
        self.set(seat, excavators=c.excavators + excavators, mixers=c.mixers + mixers)

    def stack_automa(self, deck: tuple[int, ...], discard: tuple[int, ...]) -> None:
        """The Automa's stack (top first) and discard pile after it flipped a tile."""
        self.automa_deck, self.automa_discard = deck, discard

    @property
    def event_count(self) -> int:
        """How many events this move has recorded so far."""
        return len(self.events)

    def ev_before(self, at: int, kind: str, text: str, **data) -> None:
        """Record an event before those recorded since there were ``at`` of them (an Automa's
        turn is explained before the events of what it did)."""
        self.events.insert(at, Event(kind, text, data))

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
            item, self.pending = self.pending[0], self.pending[1:]
            automa_rules().resolve_pending(self, item)

    def do_automaturn(self, move: AutomaTurn) -> None:
        automa_rules().play_turn(self, self.actor())

    def name(self, seat: int) -> str:
        return str(rmsg.OWNER_NAMES[self.co(seat).company])

    def rotate(self, seat: int, n: int) -> None:
        """Turn the construction wheel ``n`` sectors; what comes back returns to the supply."""
        wheel, back, events = self.co(seat).wheel.rotate(n)
        self.set(seat, wheel=wheel)
        self.return_sectors(seat, back)
        self.events.extend(events)

    def push(self, *items) -> None:
        """New choices go before the older ones (they follow from what just happened)."""
        if items:
            self.pending = (*items, *self.pending)

    def gain(self, seat: int, items, source: str) -> None:
        """Receive reward or income ``items`` (those needing a choice become pending)."""
        later: list[tuple] = []
        for kind, n in items:
            if kind == "credits":
                self.add_credits(seat, n, source)
            elif kind == "vp":
                self.add_vp(seat, n, "barrage.reward", msg.VP_FROM.format(n=n, source=source))
            elif kind == "energy":
                self.add_energy(seat, n, source)
            elif kind == "rotate":
                self.rotate(seat, n)
            elif kind == "excavators":
                self.gain_machines(seat, n, 0)
            elif kind == "mixers":
                self.gain_machines(seat, 0, n)
            elif kind == "machine":
                later.append(("machines", seat, n))
            elif kind in ("drops", "drops_later"):
                later.append(("sources", seat, n, kind == "drops"))
            else:  # place_base, place_elevation, place_conduit, place_powerhouse
                what = kind[len("place_") :]
                param = n if what != "base" else tuple(n)
                if place_spots(self.snapshot(), seat, what, param):
                    later.append(("place", seat, what, param))
                else:
                    self.ev("place.none", msg.EV_PLACE_NONE.format(kind=rmsg.KIND_NAMES[what]))
        self.ev(
            "gain", msg.EV_GAIN.format(who=self.name(seat), what=items_text(items), source=source)
        )
        self.push(*later)

    def mark_space(self, space: str, seat: int) -> None:
        """``seat``'s engineers stand on action space ``space`` for the round."""
        self.spaces = (*self.spaces, (space, seat))

    def fulfil_shown(self, seat: int, contract: str, text: str) -> None:
        """``seat`` fulfils a face-up contract (the Automa, which has no hand): it leaves the
        display or the national ones, its reward is gained, the display is refilled."""
        if contract in self.national:
            self.national = tuple(k for k in self.national if k != contract)
        else:
            self.display = tuple(tuple(k for k in pile if k != contract) for pile in self.display)
        c = self.co(seat)
        self.set(seat, fulfilled=(*c.fulfilled, contract))
        self.ev("contract", text, seat=seat)
        self.gain(
            seat, self.data.contract(contract).reward, msg.SOURCE_CONTRACT.format(contract=contract)
        )
        self.refill()

    def clear_display(self, colour: int) -> list[str]:
        """The face-up contracts of one colour leave the game (the Automa's contract office
        action); the display is refilled. Returns them."""
        shown = list(self.display[colour])
        self.display = tuple(() if i == colour else p for i, p in enumerate(self.display))
        self.refill()
        return shown

    def take_patent(self, seat: int, slot: int) -> str:
        """The patent office's tile in ``slot`` (0–2) leaves the office for ``seat``'s supply;
        returns it."""
        tile = self.patent[slot]
        self.patent = tuple("" if i == slot else t for i, t in enumerate(self.patent))
        c = self.co(seat)
        self.set(seat, tiles=tuple(sorted((*c.tiles, tile))))
        return tile

    def snapshot(self) -> BarrageState:
        """A read-only state with the work's current values (for the move generators)."""
        return self.s._evolve(
            companies=tuple(self.companies),
            board=self.board,
            spaces=self.spaces,
            display=self.display,
            national=self.national,
            patent=self.patent,
        )

    # -- moves --------------------------------------------------------------------------------
    def apply(self, move: Move) -> None:
        handler = getattr(self, "do_" + type(move).__name__.lower())
        if self.pending:
            self._last_pending, self.pending = self.pending[0], self.pending[1:]
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
            end_turn(self)

    def occupy(self, seat: int, sid: str, engineers: int | None = None) -> None:
        sp = self.data.space(sid)
        n = sp.engineers if engineers is None else engineers
        c = self.co(seat)
        self.set(seat, engineers=c.engineers - n, credits=c.credits - sp.fee)
        if sid != "B":
            self.spaces = (*self.spaces, (sid, seat))
        else:
            self.bank = (*self.bank, (seat, n))
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
        self.companies[seat] = new_company(move.company, officer, move.contract, self.s.intro)
        self.ev(
            "pick",
            msg.EV_PICK.format(
                seat=seat + 1,
                company=rmsg.OWNER_NAMES[move.company],
                officer=officer_name(officer),
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
                automa_rng(self.s.seed, "companies").shuffle(left)
                taken = [c.officer for c in self.companies if c is not None]
                drawn = automa_officers(self.s.seed, self.s.automa_level, self.s.automa, taken)
                for a, company in zip(self.s.automa, left, strict=True):
                    self.companies[a] = automa_company(company, drawn[a])
                self.order = (*automa_order(self.s), *self.order)
            self.board = with_officers(self.board, self.companies)
            self.phase = ACTIONS
            start_round(self)

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
                officer=officer_name(move.officer),
            ),
        )
        self.keep_turn = True

    def do_pass(self, move: Pass) -> None:
        """No engineer left: the company ends its round rather than build (G2)."""
        seat = self.actor()
        self.set(seat, passed=True)
        self.ev("pass", msg.EV_PASS.format(who=self.name(seat)), seat=seat)

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

    def run_production(
        self,
        seat: int,
        dam: str,
        conduit: str,
        powerhouse: str,
        drops: int,
        bonus: int,
        officer: str | None,
        second: bool = False,
    ) -> tuple[Production, int]:
        """``seat`` produces (:func:`~ludo.barrage.production.produce`, with ``officer``'s
        ability) and the game takes the result: the water moves on, the energy is gained,
        the track-only bonuses go to the companies whose ability gives them, a foreign
        conduit is paid. A person's production is explained line by line
        (``production.lines``), an Automa's by its turn. Tesla's Automa at « facile » has no
        powerhouse bonus; it pays a foreign conduit in VP and the owner gains the VP only
        (A13). The one production of the game, people's and Automa's alike; returns the
        result and the energy gained."""
        c = self.co(seat)
        automa = seat in self.s.automa
        result = produce(
            self.board,
            c.company,
            dam=dam,
            conduit=conduit,
            powerhouse=powerhouse,
            drops=drops,
            action_bonus=bonus,
            officer=officer,
            second=second,
        )
        self.board = result.board
        self.events.extend(result.events)
        energy = result.energy
        if not automa:
            self.ev("production.lines", result.explanation(), seat=seat)
        elif self.s.automa_level == "facile":
            energy -= powerhouse_bonus(result.powerhouses_built)
        self.add_energy(seat, energy, msg.WHY_PRODUCTION)
        for company, n in result.track_bonus.items():
            other = self.ability_seat(company)
            if other is not None:
                self.add_energy(other, n, msg.WHY_ABILITY[company])
        payment = result.payment
        if payment is not None:
            owner = self.seat_of(payment.owner)
            where = spot_name(conduit)
            self.pay(seat, payment.credits, msg.WHY_CONDUIT.format(conduit=where))
            if owner is not None and automa:
                text = msg.VP_CONDUIT_AUTOMA.format(n=payment.vp, conduit=where)
                self.add_vp(owner, payment.vp, "barrage.conduit_payment", text)
            elif owner is not None:
                payer = rmsg.OWNER_NAMES[c.company]
                text = msg.VP_CONDUIT.format(n=payment.vp, conduit=where, payer=payer)
                self.add_credits(owner, payment.credits, text)
                self.add_vp(owner, payment.vp, "barrage.conduit_payment", text)
        return result, energy

    def production(self, seat, dam, conduit, powerhouse, drops, bonus, second=False) -> None:
        """A person's production, then the choices it opens: a contract to fulfil, Germany's
        second production."""
        c = self.co(seat)
        result, _ = self.run_production(
            seat, dam, conduit, powerhouse, drops, bonus, officer=c.acting, second=second
        )
        later: list[tuple] = []
        if fulfillable(self.snapshot(), seat, result.contract_energy):
            later.append(("fulfil", seat, result.contract_energy))
        c = self.co(seat)
        if c.company == "germany" and c.board.ability_active and not second:
            snap = self.snapshot()
            if any(p != powerhouse for _, _, p, _ in productions(snap, seat, c.credits, 0, True)):
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
            self.national = tuple(k for k in self.national if k != move.contract)
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
        self.gain_machines(seat, move.excavators, move.mixers)
        self.ev(
            "machines",
            msg.EV_MACHINES.format(
                who=self.name(seat), what=machines_got(move.excavators, move.mixers)
            ),
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
        self.ev("machines", msg.EV_MACHINES.format(who=self.name(seat), what=machines_got(ex, mx)))

    def do_take(self, move: Take) -> None:
        seat = self.actor()
        sp = self.data.space(move.space)
        self.occupy(seat, move.space)
        c = self.co(seat)
        self.display = tuple(
            tuple(k for k in pile if k not in move.contracts) for pile in self.display
        )
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
        tile = self.take_patent(seat, sp.n - 1)
        self.set(seat, credits=self.co(seat).credits - self.data.patent_cost)
        self.ev(
            "patent",
            msg.EV_PATENT.format(
                who=self.name(seat), tile=tile_name(tile), cost=self.data.patent_cost
            ),
        )

    def do_build(self, move: Build) -> None:
        seat = self.actor()
        c = self.co(seat)
        effect = effect_of(move.tile)
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
        red = red_fee(move.kind, move.spot, effect)
        if move.tile.startswith(SPECIAL + ":"):
            # Anton Krylov's tile goes onto the wheel; Mahiri Sekibo's copy places no tile
            placed = SPECIAL if SPECIAL in self.co(seat).tiles else COPY
            self.ev("build.copy", msg.EV_COPY_TILE.format(tile=copied_tile(move.tile)))
        else:
            placed = move.tile
        self.set(seat, credits=self.co(seat).credits - move.credits - red)
        if red:
            self.ev("build.red", msg.EV_RED.format(spot=spot_name(move.spot)))
        if move.credits:
            self.ev("build.jordan", msg.EV_JORDAN.format(n=move.credits))
        self.to_wheel(seat, placed, move.excavators, move.mixers)
        self.structure(seat, move.kind, move.spot)
        self.tile_effect(seat, move.kind, move.spot, effect)

    def to_wheel(self, seat: int, tile: str, excavators: int, mixers: int) -> None:
        """A construction's tile (from the supply; :data:`COPY`, Mahiri Sekibo's copy, is
        none) and machines go onto the wheel's open sector, and the wheel turns: what comes
        back returns to the supply."""
        c = self.co(seat)
        tiles = list(c.tiles)
        if tile != COPY:
            tiles.remove(tile)
        wheel, back, events = c.wheel.place(tile, excavators, mixers)
        self.set(
            seat,
            tiles=tuple(tiles),
            excavators=c.excavators - excavators,
            mixers=c.mixers - mixers,
            wheel=wheel,
        )
        self.events.extend(events)
        self.return_sectors(seat, back)

    def return_sectors(self, seat: int, back) -> None:
        """The wheel's sector back to the supply: its tile (not a copy's) and machines."""
        c = self.co(seat)
        tiles, ex, mx = list(c.tiles), c.excavators, c.mixers
        for s in back:
            if s.tile != COPY:
                tiles.append(s.tile)
            ex += s.excavators
            mx += s.mixers
        self.set(seat, tiles=tuple(sorted(tiles)), excavators=ex, mixers=mx)

    def put_piece(self, seat: int, kind: str, spot: str) -> list | None:
        """Take the leftmost piece of ``kind`` from the company board and build it on the
        map; returns the income it reveals (None if none), for the caller to gain."""
        c = self.co(seat)
        cboard, income, events = c.board.take(kind)
        self.set(seat, board=cboard)
        self.board = build(self.board, c.company, kind, spot)
        self.events.extend(events)
        return income

    def structure(self, seat: int, kind: str, spot: str) -> None:
        """Take the leftmost piece, put it on the map, gain the income it reveals."""
        income = self.put_piece(seat, kind, spot)
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
            ce = contract_energy(self.co(seat), n)
            if fulfillable(self.snapshot(), seat, ce):
                self.push(("fulfil", seat, ce))
        elif effect == "fill_raised_dam":
            self.board = self.board.with_drops(spot, self.board.capacity(spot))
            self.ev("tile", msg.EFFECT["fill_raised_dam"].format(spot=spot_name(spot)))
        elif effect == "production_plus_two":
            if productions(self.snapshot(), seat, c.credits, 2):
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
        red = red_fee(move.kind, move.spot, None)
        if red:
            self.set(seat, credits=self.co(seat).credits - red)
            self.ev("build.red", msg.EV_RED.format(spot=spot_name(move.spot)))
        self.structure(seat, move.kind, move.spot)

    def refill(self) -> None:
        """The contract display is refilled to two per colour (piles are never reshuffled, G3)."""
        if all(len(p) >= 2 or not d for p, d in zip(self.display, self.decks, strict=True)):
            return
        shown, decks = [], []
        for pile, deck in zip(self.display, self.decks, strict=True):
            n = min(max(0, 2 - len(pile)), len(deck))
            shown.append((*pile, *deck[:n]))
            decks.append(deck[n:])
        self.display, self.decks = tuple(shown), tuple(decks)

    # -- a state again ------------------------------------------------------------------------
    def freeze_initial(self) -> BarrageState:
        return self.freeze(None)._evolve(history=())

    def freeze(self, move: Move | None) -> BarrageState:
        s = self.s
        return s._evolve(
            phase=self.phase,
            round=self.round,
            companies=tuple(self.companies),
            picks=self.picks,
            board=self.board,
            order=self.order,
            turn=self.turn,
            in_turn=self.in_turn,
            spaces=self.spaces,
            decks=self.decks,
            display=self.display,
            national=self.national,
            patent=self.patent,
            tech_deck=self.tech_deck,
            pending=self.pending,
            vp=self.vp,
            history=(*s.history, move),
            events=tuple(self.events),
            automa_deck=self.automa_deck,
            automa_discard=self.automa_discard,
            steer=self.steer,
            bank=self.bank,
        )


def items_text(items) -> str:
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


def machines_got(excavators: int, mixers: int) -> str:
    """« 1 excavatrice », « 2 excavatrices et 1 bétonnière »: the machines received, those
    not received left unsaid."""
    parts = [
        part.format(n=n)
        for part, n in zip(msg.EV_MACHINE_PARTS, (excavators, mixers), strict=True)
        if n
    ]
    return msg.LABEL_AND.join(parts) or msg.EV_NO_MACHINE
