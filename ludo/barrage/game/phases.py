"""Barrage's round and its phases: the end of a turn, the start and the end of a round.

Phases of a round (docs/decisions.md §7.3): 1 income and headstreams, 2 actions in turn order
until every engineer is placed, 3 water flow, 4 scoring, 5 end of round. Phases 1, 3, 4 and 5
have no decision: they run by themselves when the last engineer of a round is placed (a choice
they need becomes a *pending* one). The functions act on the work copy of one move
(:class:`~ludo.barrage.game.effects.Work`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..water import usa_energy
from . import messages as msg
from .companies import bonus_count, can_act
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

if TYPE_CHECKING:
    from .effects import Work

PICK, ACTIONS, OVER = "pick", "actions", "over"


def end_turn(w: Work) -> None:
    w.in_turn = False
    seat = w.actor()
    c = w.co(seat)
    if c.copied is not None:  # Mahiri Sekibo's copy lasts for her turn only
        if c.copied == "del_monte":
            w.board = w.board.with_officer(c.company, c.officer)
        w.set(seat, copied=None)
    w.refill()
    n = len(w.order)
    for step in range(1, n + 1):
        i = (w.turn + step) % n
        if can_act(w.co(w.order[i]), w.order[i] in w.s.automa):
            w.turn = i
            return
    end_round(w)


def start_round(w: Work) -> None:
    w.ev("round", msg.EV_ROUND.format(round=w.round))
    for seat in w.order:
        if seat in w.s.automa and w.s.automa_level == "facile":
            continue  # the « facile » Automa receives no company-board income
        incomes = w.co(seat).board.incomes()
        for items in incomes:
            w.gain(seat, items, msg.SOURCE_INCOME_PHASE)
    w.board, events = w.board.round_drops(w.round)
    w.events.extend(events)
    w.turn = 0
    if any(w.co(a).officer == "sekibo" for a in w.s.automa):
        people = [p for p in w.order if p not in w.s.automa]
        w.steer = automa_rules().draw_tiles(w.s.seed, w.round, people)
        for seat, tile in w.steer:
            actions = automa_rules().tile_actions(tile)
            text = msg.EV_STEER.format(who=w.name(seat), tile=tile, actions=actions)
            w.ev("steer", text, seat=seat)
    # pending choices of the incomes come first, in turn order
    w.pending = tuple(sorted(w.pending, key=lambda p: w.order.index(p[1])))
    w.settle_automa()


def end_round(w: Work) -> None:
    # the board before the water phase, as data: the round's drawings animate the flow
    w.ev(
        "water.phase",
        msg.EV_WATER_PHASE.format(round=w.round),
        board=w.board.to_dict(),
        round=w.round,
    )
    w.board, events = w.board.flow()
    w.events.extend(events)
    usa, usa_seat = usa_energy(events), w.ability_seat("usa")
    if usa and usa_seat is not None:
        w.add_energy(usa_seat, usa, msg.WHY_ABILITY["usa"])
    w.ev("scoring", msg.EV_SCORING.format(round=w.round))
    energies = [c.energy for c in w.companies]
    for seat, points in enumerate(round_energy_points(energies)):
        w.add_vp(seat, points, "barrage.round_energy", points.text, True)
        said(w, seat, "energy", msg.PART_ENERGY, points.text, points)
    bonus = w.data.bonus(w.s.bonus[w.round - 1])
    tile = msg.BONUS_NAMES[bonus["id"]]
    for seat, c in enumerate(w.companies):
        reward = energy_track_reward(c.energy)
        w.add_credits(seat, reward.credits, reward.text)
        w.add_vp(seat, reward.vp, "barrage.track", reward.text)
        if seat in w.s.automa:  # its credits are VP (G12): the summary says so
            why = energy_track_reward(c.energy, automa=True).text
        else:
            why = reward.text
        said(w, seat, "track", msg.PART_TRACK, why, reward.vp, reward.credits)
        count = bonus_count(w.co(seat), bonus["counts"])
        points = bonus_tile_points(w.round, c.energy, count, bonus["vp"])
        w.add_vp(
            seat,
            points,
            "barrage.bonus",
            msg.BONUS_LINE.format(tile=tile, text=points.text),
            True,
        )
        said(w, seat, "bonus", msg.PART_BONUS.format(tile=tile), points.text, points)
    if w.round == 5:
        final(w)
        return
    # end of round: turn order, energy, engineers, patent office
    position = {seat: i for i, seat in enumerate(w.order)}
    w.order = tuple(sorted(w.order, key=lambda s: (w.co(s).energy, -position[s])))
    names = ", ".join(w.player_names[seat] for seat in w.order)
    w.ev("round.order", msg.NEW_ORDER.format(names=names), order=list(w.order))
    for seat in range(len(w.companies)):
        w.set(
            seat,
            energy=0,
            engineers=w.data.start["engineers"],
            builds=0,
            sekibo_uses=0,
            passed=False,
        )
    w.spaces = ()
    w.bank = ()
    if not w.s.intro:
        drawn, w.tech_deck = w.tech_deck[:3], w.tech_deck[3:]
        w.patent = (*drawn, *("",) * (3 - len(drawn)))
    w.round += 1
    start_round(w)


def final(w: Work) -> None:
    w.phase = OVER
    objective = w.data.objective(w.s.objective)
    values = [objective_value(w.board, c.company, objective["counts"]) for c in w.companies]
    for seat, points in enumerate(
        objective_points(values, w.s.automa, minimum=objective["minimum"])
    ):
        why = msg.OBJECTIVE_LINE.format(tile=msg.OBJECTIVE_NAMES[objective["id"]], text=points.text)
        w.add_vp(seat, points, "barrage.objective", why, True)
        said(w, seat, "final", msg.PART_FINAL, why, points)
    for seat, c in enumerate(w.companies):
        points = resources_points(c.credits, c.excavators, c.mixers)
        w.add_vp(seat, points, "barrage.resources", points.text, True)
        said(w, seat, "final", msg.PART_FINAL, points.text, points)
        held = sum(w.board.drops_at(d) for d, o, _ in w.board.dams if o == c.company)
        points = drops_points(held)
        w.add_vp(seat, points, "barrage.drops", points.text, True)
        said(w, seat, "final", msg.PART_FINAL, points.text, points)
    w.ev("over", msg.EV_OVER)


def said(w: Work, seat: int, part: str, title: str, why: str, vp: int, credits: int = 0) -> None:
    """Record one scoring line of the round's end as an event (``round.line``): who gains
    what (``vp``, ``credits``) and ``why``, in the ``part`` of the scoring titled ``title``
    (read back by :func:`ludo.barrage.game.round_end.round_summary`). An Automa's credits
    are VP (G12): the event says what it really gained."""
    if seat in w.s.automa:
        vp, credits = vp + credits, 0
    gains = [msg.GAIN_VP.format(vp=int(vp))] if vp else []
    gains += [msg.GAIN_CREDITS.format(n=credits)] if credits else []
    gain = ", ".join(gains) or msg.GAIN_NOTHING
    who = w.player_names[seat]  # « Joueur 2 (France) »: whose turn it is at a hot seat
    w.ev(
        "round.line",
        msg.ROUND_LINE.format(round=w.round, who=who, gain=gain, why=why),
        seat=seat,
        who=who,
        part=part,
        title=title,
        vp=int(vp),
        credits=credits,
        why=why,
    )
