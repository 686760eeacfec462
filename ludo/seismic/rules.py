"""Seismic's rules, in one import: setup, placing tiles, road crew markers, quakes, turns.

The code is split along its seams: :mod:`~ludo.seismic.moves` (moves and their
notation), :mod:`~ludo.seismic.generation` (legal moves, and why a move is
refused), :mod:`~ludo.seismic.phases` and :mod:`~ludo.seismic.turns` (turns,
quakes, aftershocks, the end), :mod:`~ludo.seismic.setup` (a new game) and
:mod:`~ludo.seismic.state` (the state). This module gathers their public names.

Every interpretation of the French rule text is decided here, under a short id
(S1, S2, ...) that the code and ``tests/seismic`` refer to; an id the rule text turned
out to settle keeps its number and says so (its rule card is then a rule):

* S1 — the table is a finite hex disc (radius 6 by default, option ``radius``);
  cells outside are refused; a road may face the table edge.
* S2 — a road end facing the table edge no longer lets the game go on (end
  trigger) but leaves its section **incomplete** at scoring.
* S3 — a new tile touches a placed tile, every contact matches (green to green,
  road to road) and at least one road meets a road (``require_road_contact=False``
  drops that last condition).
* S4/S5/S6/S8 — quakes: see :mod:`ludo.seismic.quakes`; a tie is chosen by the
  player whose turn it is, as a move (:class:`ChooseSide`).
* S7 — tiles cut off from San Andreas by a quake stay; roads facing an emptied
  cell are open again.
* S9 — (the rule text says so) a quake revealed during the setup is discarded and
  replaced; any later one is resolved at once, then the refilling goes on.
* S10 — when none of the face-up tiles can be placed, they are discarded and up to
  three more are revealed, as long as tiles remain; with nothing left the game ends.
* S11 — the game ends when the last tile has been placed, when nothing is left to
  reveal, or when no open road end faces an empty cell of the table.
* S12/S13 — scoring: see :mod:`ludo.seismic.scoring`.
* S23 — an intersection's stub is a piece: it joins roads into sections and may take a
  marker (a section may be a single stub), but it scores no point (see
  :mod:`ludo.seismic.sections`).
* S14 — a marker goes on a piece (road or stub) of the tile just placed, never on
  San Andreas, and only when that piece's section (after placing) has none yet.
* S14b — a rotation typed above the tile's period (``TTo 1,0 r3 m0`` for a tile that
  repeats every half turn) is read as the reduced rotation (``r0``), and its marker
  number as the piece it names at the typed rotation: the marker stays on that piece
  (``m1`` at ``r0``). The legal moves are written with reduced rotations, so their
  text reads back to the same piece.
* S15 — 20 markers per player, back to their player when a quake destroys their tile
  (the rule text); decided: they come back in no other way before the scoring, and a
  player with none left goes on placing tiles without one.
* S16 — a final tie is a shared victory.
* S17 — the 6 survivors of the 12-tile quake mix are shuffled into the other 67
  tiles (73-tile pile).
* S18 — 2 tiles are face up at setup and each turn starts by revealing tiles until 3
  are face up.
* S19 — Le Big One: the quake 6.0 is set aside; the other 5 quakes are mixed with
  2 straights, 2 wide and 1 tight curve (5 of these 10 go back to the box, 5 into
  the pile); then 5 tiles are taken from the top of the pile, shuffled with the 6.0
  and put at the bottom: the 6.0 is among the last six tiles.
* S20 — Dilemme : after placing a tile without a marker, the player may place a
  second face-up tile (without a marker) instead; the next player then reveals 2
  tiles (the row is always refilled up to 3).
* S21 — Contrecoups : the rule text says who turns (every player in turn order,
  starting with the player whose turn it is), that the new orientation obeys the
  placement rules (S3 included), that a tile turns at most once per quake and that
  markers stay on the same piece (so a section may end up with several markers).
  Decided: only a quake that destroyed at least one tile triggers it; a player may
  pass; a tile touching no other tile cannot be turned (it could not be placed there);
  a player with nothing to turn is skipped.
* S21b — a half turn of a tile that repeats every half turn keeps its drawing but
  moves its crews to other roads: when a crew changes road it is a new orientation
  (allowed, written with the typed rotation, e.g. ``tourner 1,0 r3``); when no crew
  changes road nothing changes and the turn is refused, as any turn to the same
  orientation.
* S22 — Villes jumelles : the second San Andreas is 9 steps east (8 empty cells
  between); the table is the union of the two discs; both boxes are used (two of
  every tile, 12 quakes, 4+4+4 simple tiles in the mix, 12 go back to the box); on
  a quake the player whose turn it is chooses which city is hit first
  (:class:`ChooseCity`) when both would be hit; a section joining the two cities
  scores 10 more.
* Also decided here: Joueur 1 starts (the rule names the player nearest a door);
  variants combine with ``+`` (``"dilemma+aftershocks"``), except Big One with
  Twin Cities.
"""

from __future__ import annotations

from ..core.state import player_name
from .moves import ChooseCity, ChooseSide, Pass, Place, Rotate, cell_text, parse_move
from .phases import (
    AFTERSHOCK,
    CITY_CHOICE,
    OVER,
    PLACE,
    SECOND,
    SIDE_CHOICE,
    Aftershock,
    CityChoice,
    SideChoice,
)
from .scoring import TWIN_BONUS
from .setup import (
    TWIN_OFFSET,
    VARIANT_ALIASES,
    VARIANTS,
    build_pile,
    from_position,
    new_game,
    parse_variant,
)
from .state import SeismicState
from .tiles import HIGHWAY
from .turns import ROW_SIZE

__all__ = [
    "AFTERSHOCK",
    "CITY_CHOICE",
    "OVER",
    "PLACE",
    "ROW_SIZE",
    "SECOND",
    "SIDE_CHOICE",
    "TWIN_BONUS",
    "TWIN_OFFSET",
    "VARIANTS",
    "VARIANT_ALIASES",
    "Aftershock",
    "ChooseCity",
    "ChooseSide",
    "CityChoice",
    "HIGHWAY",
    "Pass",
    "Place",
    "Rotate",
    "SeismicState",
    "SideChoice",
    "build_pile",
    "cell_text",
    "from_position",
    "new_game",
    "parse_move",
    "parse_variant",
    "player_name",
]
