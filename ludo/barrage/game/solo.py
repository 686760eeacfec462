"""The seam between the game and Tesla's Automa: the game asks, the Automa answers.

The game's rules (:mod:`ludo.barrage.game`) need a few decisions of the Automa: its deck
at the set-up, the check of a level's name, a whole turn of an Automa seat, the choices
its rewards leave, and (Mahiri Sekibo's variant, G14) the tiles that steer the people's
first actions. The Automa (:mod:`ludo.barrage.automa`) is built on the game (its moves,
its scoring), so the game must not import it: the Automa registers its answers here with
:func:`register_automa` when it is imported, and :mod:`ludo.barrage` imports it right
after the game. There is no import cycle, and the import-linter contract « acyclic »
checks it without any exception. What the Automa may read and do during its turn is the
:class:`AutomaTable` protocol, which the game's work copy of a move implements.

>>> from ludo.barrage.game.solo import automa_rules
>>> automa_rules().check_level("facile")
'facile'
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from ...core.state import Move
    from ..board import Board
    from ..production import Production
    from .companies import Company
    from .data import GameData


class AutomaTable(Protocol):
    """The game as Tesla's Automa sees it during one of its turns: what it reads, and the
    only effects it may apply, each a named method (no field is written from outside). The
    game's work copy of a move implements it (:class:`ludo.barrage.game.effects.Work`),
    whose own moves use the same effects; the Automa imports nothing else of the game's
    inner workings.
    """

    # -- what it reads ------------------------------------------------------------------------
    @property
    def board(self) -> Board: ...  # the map (changed by the effects below)
    @property
    def automa_deck(self) -> tuple[int, ...]: ...  # its stack, top first
    @property
    def automa_discard(self) -> tuple[int, ...]: ...  # its discard pile, top first
    @property
    def round(self) -> int: ...
    @property
    def data(self) -> GameData: ...
    @property
    def companies(self) -> Sequence[Company]: ...
    @property
    def display(self) -> Sequence[Sequence[str]]: ...  # face-up contracts: green, yellow, red
    @property
    def national(self) -> Sequence[str]: ...
    @property
    def patent(self) -> Sequence[str]: ...  # the patent office's three slots ("" empty)
    @property
    def spaces(self) -> Sequence[tuple[str, int]]: ...  # (action space, seat) taken
    @property
    def vp(self) -> Sequence[tuple]: ...  # (seat, points, rule, text) so far
    @property
    def event_count(self) -> int: ...  # the move's events so far
    @property
    def seed(self) -> int: ...
    @property
    def history_length(self) -> int: ...  # moves played before this one
    @property
    def n_players(self) -> int: ...
    @property
    def intro(self) -> bool: ...
    @property
    def automa_level(self) -> str: ...

    def co(self, seat: int) -> Company: ...
    def seat_of(self, company: str) -> int | None: ...
    def ability_seat(self, company: str) -> int | None: ...

    # -- what it does -------------------------------------------------------------------------
    def ev(self, kind: str, text: str, **data: Any) -> None: ...  # an event, recorded last
    def ev_before(self, at: int, kind: str, text: str, **data: Any) -> None:
        """An event recorded before those of the move since ``event_count`` was ``at``."""

    def stack_automa(self, deck: tuple[int, ...], discard: tuple[int, ...]) -> None: ...
    def add_vp(self, seat: int, n: int, rule: str, text: str, keep_zero: bool = False) -> None:
        """Gain ``n`` VP (lose them with a negative ``n``)."""

    def pay(self, seat: int, n: int, why: str) -> None: ...  # credits; an Automa's are VP
    def add_energy(self, seat: int, n: int, why: str) -> None: ...
    def take_engineers(self, seat: int, n: int) -> None: ...  # off the supply
    def gain_machines(self, seat: int, excavators: int, mixers: int) -> None: ...
    def gain(self, seat: int, items: Sequence[tuple], source: str) -> None: ...
    def rotate(self, seat: int, n: int) -> None: ...  # the construction wheel
    def to_wheel(self, seat: int, tile: str, excavators: int, mixers: int) -> None: ...
    def drops(self, seat: int, heads: Sequence[str], flowing: bool) -> None: ...
    def mark_space(self, space: str, seat: int) -> None: ...  # engineers on an action space
    def put_piece(self, seat: int, kind: str, spot: str) -> list | None: ...  # build; its income
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
        """The game's one production (water, energy, abilities, conduit fee); returns the
        result and the energy gained."""

    def fulfil_shown(self, seat: int, contract: str, text: str) -> None: ...
    def clear_display(self, colour: int) -> list[str]: ...  # the contract office action
    def take_patent(self, seat: int, slot: int) -> str: ...  # the tile, into the supply
    def tile_effect(self, seat: int, kind: str, spot: str, effect: str | None) -> None: ...


@dataclass(frozen=True)
class AutomaRules:
    """The Automa's answers to the game (each one a function of :mod:`ludo.barrage.automa`).

    Attributes
    ----------
    new_deck : (seed) -> tuple
        Its 20 tiles shuffled, actions side up.
    check_level : (level) -> str
        The level's key, or a French ``InvalidData``.
    play_turn : (work, seat) -> explanation
        One whole turn of the seat, applied to the game's work copy.
    resolve_pending : (work, item) -> None
        A choice left to an Automa seat (machines, headstreams ...), settled by its rules.
    steered : (tile, moves) -> (action or None, moves)
        The moves a person's first action may take under an Automa tile (G14).
    draw_tiles : (seed, round, seats) -> tuple
        The tile each person draws at the start of a round (G14).
    tile_actions : (tile) -> str
        What a tile means for a person steered by it: its actions in French, in the order
        they are read (G14).
    """

    new_deck: Callable[[int], tuple[int, ...]]
    check_level: Callable[[Any], str]
    play_turn: Callable[[AutomaTable, int], object]
    resolve_pending: Callable[[AutomaTable, tuple], None]
    steered: Callable[[int, list[Move]], tuple[str | None, list[Move]]]
    draw_tiles: Callable[[int, int, Sequence[int]], tuple[tuple[int, int], ...]]
    tile_actions: Callable[[int], str]


_RULES: list[AutomaRules] = []


def register_automa(rules: AutomaRules) -> None:
    """Called once by :mod:`ludo.barrage.automa` (registering again replaces: reloads)."""
    _RULES[:] = [rules]


def automa_rules() -> AutomaRules:
    """The registered Automa (``ludo.barrage`` always imports it with the game)."""
    if not _RULES:  # pragma: no cover - only if the game module is loaded in isolation
        raise RuntimeError("ludo.barrage.automa is not imported: import ludo.barrage")
    return _RULES[0]
