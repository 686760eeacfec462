"""Why a Barrage move is refused: the French explanation naming the rule it breaks.

:func:`explain` is asked only for a move that is not among the legal moves; it finds the
first rule the move breaks (a pending choice, the set-up, the turn, the action board, the
construction rules, the cost) and returns the :class:`~ludo.core.errors.IllegalMove` to raise.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.errors import IllegalMove, InvalidData
from ...core.state import Move
from .. import messages as rmsg
from ..construction import check_build, tile_name
from ..production import produce
from . import messages as msg
from .companies import NO_SPACE_EFFECTS, effect_of, officer_name, tile_kinds, usable_tiles
from .data import load_game_data
from .generation import action_moves, open_spaces, sekibo_pool, space_free
from .moves import (
    CONSTRUCTION,
    AutomaTurn,
    Bank,
    Build,
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
    move_space,
    move_text,
    space_name,
)
from .phases import PICK
from .solo import automa_rules

if TYPE_CHECKING:
    from .state import BarrageState


_PENDING_MOVES = {
    "fulfil": Fulfil,
    "machines": Machines,
    "sources": Sources,
    "discard": Discard,
    "second": Second,
    "produce": Produce | NoProduce,
    "place": Place,
}


def _reason(err: Exception) -> str:
    """The river's refusal without its heading (« Production refusée : »): the game's own
    message already says « refusé »."""
    return err.reason if isinstance(err, IllegalMove) else str(err)


def explain(state: BarrageState, move: Move) -> IllegalMove:
    def fail(why: str, rule: str) -> IllegalMove:
        text = msg.REFUSED.format(move=move_text(move), why=why)
        return IllegalMove(text, move=move, rule=rule, reason=why)

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
    if tile is not None and move in action_moves(state, seat):
        action, moves = automa_rules().steered(tile, action_moves(state, seat))
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
    if isinstance(move, Pass):
        return fail(msg.PASS_ENGINEERS.format(n=c.engineers), "barrage.pass")
    if isinstance(move, Sekibo):
        if c.officer != "sekibo":
            return fail(msg.SEKIBO_ONLY, "barrage.officer.sekibo")
        if c.copied is not None:
            return fail(msg.SEKIBO_ONCE, "barrage.officer.sekibo")
        return fail(
            msg.SEKIBO_POOL.format(
                pool=", ".join(officer_name(o) for o in sekibo_pool(state, seat))
            ),
            "barrage.officer.sekibo",
        )
    sid = getattr(move, "space", "")  # every move left is one on an action space
    open_ids = {s.id for s in open_spaces(state)}
    try:
        sp = data.space(sid)
    except KeyError:
        return fail(msg.UNKNOWN_SPACE, "barrage.action_board")
    if sid not in open_ids:
        why = (
            msg.NO_PATENT_INTRO if sp.section == "patent" else msg.BLOCKED.format(n=state.n_players)
        )
        return fail(why, "barrage.action_board.blocked")
    if not space_free(state, sid):
        owner = dict(state.spaces)[sid]
        return fail(
            msg.OCCUPIED.format(who=state.player_names[owner]), "barrage.action_board.occupied"
        )
    if c.engineers < sp.engineers:
        return fail(msg.ENGINEERS.format(n=sp.engineers, have=c.engineers), "barrage.engineers")
    need = sp.fee + sp.cost  # a patent space's cost is the tile's price
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
            return fail(_reason(err), getattr(err, "rule", None) or "barrage.production")
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
    if move.tile not in usable_tiles(c):
        return fail(msg.NO_TILE.format(tile=tile_name(move.tile)), "barrage.construction.tile")
    if move.kind not in tile_kinds(move.tile):
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
    effect = effect_of(move.tile)
    if NO_SPACE_EFFECTS.get(effect) != move.kind:
        if c.builds >= len(data.construction_spaces):
            return fail(msg.NO_BUILD_SPACE, "barrage.construction.spaces")
        e, fee = data.construction_spaces[c.builds]
        if c.engineers < e:
            return fail(msg.ENGINEERS.format(n=e, have=c.engineers), "barrage.engineers")
    try:
        check_build(state.board, c.company, move.kind, move.spot)
    except (IllegalMove, InvalidData) as err:
        return fail(_reason(err), getattr(err, "rule", None) or "barrage.construction")
    return fail(
        msg.BUILD_PAYMENT.format(ex=c.excavators, mx=c.mixers, cr=c.credits),
        "barrage.construction.cost",
    )


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def space_refusal(state: BarrageState, sid: str) -> str | None:
    """Why the seat to play cannot put engineers on the action space ``sid`` now (the game
    table says it when such a space is clicked), in French, naming the rule with its counts
    (« Il vous faut 2 ingénieurs pour cet emplacement, il vous en reste 1 »); None when
    some legal move uses that space (see :func:`~ludo.barrage.game.moves.move_space`).
    ``sid`` is an action space's id, « B » (the bank) or
    :data:`~ludo.barrage.game.moves.CONSTRUCTION`. :func:`space_refusal_rule` gives the id
    of the rule it names (for its « Pourquoi ? » card).
    """
    found = _space_refusal(state, sid)
    return None if found is None else found[0]


def space_refusal_rule(state: BarrageState, sid: str) -> str | None:
    """The rule id behind :func:`space_refusal` (the same ids as the engine's refusals of
    the moves on that space: ``"barrage.engineers"``, ``"barrage.action_board.occupied"``...);
    None when the space can be taken."""
    found = _space_refusal(state, sid)
    return None if found is None else found[1]


def _space_refusal(state: BarrageState, sid: str) -> tuple[str, str] | None:
    """(French reason, rule id) of :func:`space_refusal`."""
    if state.is_over():
        return msg.SPACE_GAME_OVER, "game.over"
    if state.pending:
        return msg.SPACE_NOT_NOW.format(why=msg.WAITING[state.pending[0][0]]), "barrage.pending"
    if state.phase == PICK:
        return msg.SPACE_NOT_NOW.format(why=msg.PICK_FIRST), "barrage.setup"
    if any(move_space(m) == sid for m in state.legal_moves()):
        return None
    seat = state.order[state.turn]
    c = state.companies[seat]
    if seat in state.automa:
        return msg.SPACE_AUTOMA, "barrage.automa.turn"
    data = load_game_data()
    if sid == CONSTRUCTION:
        if c.builds >= len(data.construction_spaces):
            return _capital(msg.NO_BUILD_SPACE), "barrage.construction.spaces"
        need = data.construction_spaces[c.builds][0]
        if c.engineers < need:
            return msg.SPACE_BUILD_ENGINEERS.format(n=need, have=c.engineers), "barrage.engineers"
        return msg.SPACE_NO_BUILD.format(ex=c.excavators, mx=c.mixers), "barrage.construction"
    try:
        sp = data.space(sid)
    except KeyError:
        return _capital(msg.UNKNOWN_SPACE), "barrage.action_board"
    if sid not in {s.id for s in open_spaces(state)}:
        why = (
            msg.NO_PATENT_INTRO if sp.section == "patent" else msg.BLOCKED.format(n=state.n_players)
        )
        return _capital(why), "barrage.action_board.blocked"
    if not space_free(state, sid):
        owner = dict(state.spaces)[sid]
        who = state.player_names[owner]
        return _capital(msg.OCCUPIED.format(who=who)), "barrage.action_board.occupied"
    if c.engineers < sp.engineers:
        return msg.SPACE_ENGINEERS.format(n=sp.engineers, have=c.engineers), "barrage.engineers"
    need = sp.fee + sp.cost  # a patent space's cost is the tile's price
    if c.credits < need:
        return msg.SPACE_CREDITS.format(n=need, have=c.credits), "barrage.credits"
    if sp.section == "turbine":
        return msg.SPACE_NO_PRODUCTION, "barrage.production"
    if sp.section == "patent":
        return _capital(msg.PATENT_EMPTY), "barrage.patent"
    if sp.section == "contracts":
        return msg.SPACE_NO_CONTRACT, "barrage.contracts.take"
    return msg.SPACE_NO_MOVE, "barrage.action_board"


def next_step(state: BarrageState) -> str:
    """What the seat to play can do now, in one sentence (the game table's « Prochaine
    étape » line): place engineers or go to the bank, or the follow-up a move asks for."""
    if state.is_over():
        what = msg.NEXT_OVER
    elif state.pending:
        kind, seat = state.pending[0][0], state.pending[0][1]
        what = msg.NEXT_FOLLOW_UP.format(name=state.player_names[seat], what=msg.WAITING[kind])
    elif state.phase == PICK:
        what = msg.PICK_FIRST
    else:
        seat = state.order[state.turn]
        if seat in state.automa:
            what = msg.NEXT_AUTOMA
        else:
            what = msg.NEXT_ACTION.format(
                name=state.player_names[seat], n=state.companies[seat].engineers
            )
    return msg.NEXT_STEP.format(what=what)
