"""Why a place of the game table's map offers no move: the sentence a refused click says,
with the rule behind it for its « Pourquoi ? » (issue 29 §4).

A click on the map after an action space (or during a follow-up) keeps the moves of that
space at that place; when none is left, the table says why in words rather than only
« aucun coup permis ici ». The reason is read from the engine, never worked out anew:

- a construction (the construction pseudo-space, a reward's structure, or no space chosen
  on a spot where something could be built): the river's own refusal
  (:func:`ludo.barrage.construction.check_build`, with its rule id) for every piece that
  stands on that kind of spot; when the map allows one, the seat's technology tiles
  (:func:`~ludo.barrage.game.companies.usable_tiles`, :func:`~ludo.barrage.game.companies.tile_kinds`)
  say whether one builds it; when one does, what is left is the payment (the legal moves
  hold every way to pay), said with the seat's reserve;
- a water space or drops received: only the headstreams take drops;
- a production: no production the seat may make passes there;
- a space played off the map (the bank, the wheel, the contracts…): its detail is in the
  short choice, not on the map.

Interpretation choice: without an action space chosen, a click on a spot where a piece can
stand is read as a wish to build there (the construction's reason), if the construction
pseudo-space can be taken; elsewhere the sentence stays the map's general one.
"""

from __future__ import annotations

from ...core.errors import IllegalMove, InvalidData
from .. import messages as rmsg
from ..construction import SPOT_KIND, check_build
from ..game import messages as gmsg
from ..game.companies import tile_kinds, usable_tiles
from ..game.data import load_game_data
from ..game.moves import CONSTRUCTION, space_name
from ..game.refusals import space_refusal
from ..map import base_map
from .clickmap import place_text

#: The pieces that stand on each kind of map place (none on a headstream).
PIECES = {
    kind: tuple(piece for piece, spot in SPOT_KIND.items() if spot == kind)
    for kind in ("dam", "conduit", "powerhouse", "headstream")
}
#: The follow-ups whose places are the headstreams, a construction's, a production's.
WATER_FOLLOW_UPS = ("sources",)
BUILD_FOLLOW_UPS = ("place",)
PRODUCTION_FOLLOW_UPS = ("second", "produce")


def _build_refusal(state, seat: int, node: str, place: str) -> tuple[str, str | None]:
    """Why ``seat`` can build nothing on ``node``: the map's refusal, else the tiles', else
    the payment's."""
    company = state.companies[seat]
    pieces = PIECES[base_map().nodes[node]["kind"]]
    if not pieces:
        return rmsg.PLACE_NO_BUILD.format(place=place, why=rmsg.PLACE_HEADSTREAM), None
    refused: dict[str, IllegalMove | InvalidData] = {}
    for piece in pieces:
        try:
            check_build(state.board, company.company, piece, node)
        except (IllegalMove, InvalidData) as err:
            refused[piece] = err
    if len(refused) == len(pieces):
        # on a dam of one's own, the raise is what could be built there: its reason first
        dam = state.board.dam_at(node) if "elevation" in refused else None
        err = refused["elevation" if dam and dam[0] == company.company else pieces[0]]
        why = getattr(err, "reason", str(err))
        return rmsg.PLACE_NO_BUILD.format(place=place, why=why), getattr(err, "rule", None)
    allowed = [p for p in pieces if p not in refused]
    kinds = str(rmsg.PLACE_OR).join(str(rmsg.KIND_NAMES[p]) for p in allowed)
    if not any(p in tile_kinds(t) for t in usable_tiles(company) for p in allowed):
        why = rmsg.PLACE_NO_TILE.format(kinds=kinds)
        return rmsg.PLACE_NO_BUILD.format(place=place, why=why), "barrage.construction.tile"
    why = rmsg.PLACE_NO_PAYMENT.format(
        kinds=kinds, ex=company.excavators, mx=company.mixers, cr=company.credits
    )
    return rmsg.PLACE_NO_BUILD.format(place=place, why=why), "barrage.construction.cost"


def _section(space: str) -> str:
    """The action board's section of ``space`` (``""`` for a pseudo-space or none)."""
    if not space or space in (CONSTRUCTION, "sekibo", "B"):
        return ""
    return load_game_data().space(space).section


def place_refusal(state, space: str, node: str) -> tuple[str, str | None]:
    """(the French sentence, the rule id or None) of a click on ``node`` that leaves no
    legal move: ``space`` is the action space chosen (``""``: none; the construction
    pseudo-space; another pseudo-space such as Mahiri Sekibo's); a waiting follow-up
    stands for it."""
    place = place_text(node)
    kind = base_map().nodes[node]["kind"]
    seat = state.current_player
    if seat is None or state.phase == "pick":
        return gmsg.CLICK_NONE.format(place=place), None
    pending = state.pending[0][0] if state.pending else ""
    section = "" if pending else _section(space)
    if pending in WATER_FOLLOW_UPS or section == "water":
        if kind != "headstream":
            return rmsg.PLACE_WATER.format(place=place), "barrage.headstreams"
    elif pending in BUILD_FOLLOW_UPS or (space == CONSTRUCTION and not pending):
        return _build_refusal(state, seat, node, place)
    elif pending in PRODUCTION_FOLLOW_UPS or section == "turbine":
        return rmsg.PLACE_PRODUCTION.format(place=place), "barrage.production"
    elif space and not pending:
        words = rmsg.SEKIBO_SPACE if space == "sekibo" else space_name(space)
        return rmsg.PLACE_OFF_MAP.format(place=place, space=words), None
    elif not pending and PIECES[kind] and space_refusal(state, CONSTRUCTION) is None:
        return _build_refusal(state, seat, node, place)
    return gmsg.CLICK_NONE.format(place=place), None


__all__ = ["place_refusal"]
