"""The state protocol shared by every game (after python-chess and OpenSpiel).

A game state is immutable: :meth:`GameState.play` returns a new state and
leaves the old one untouched. Subclasses implement a handful of hooks:

``_legal()``          the legal moves of the current player (a list of Move)
``_apply(move)``      the new state and its events, for a move known legal
``_explain(move)``    a French IllegalMove for a move that is not legal
``parse_move(text)``  a Move from its text notation (``str(move)`` round-trips)
``setup()``           the options that rebuild the initial state with ``ludo.new``
"""

from __future__ import annotations

import importlib
import json
from collections.abc import Iterator, Sequence
from typing import Any, ClassVar, TypeVar

from . import messages as msg
from .errors import IllegalMove, InvalidData, LudoError
from .registry import SAVE_FORMAT, SAVE_VERSION, new
from .speed import cached


class Move:
    """Base class of moves: frozen dataclasses with a text notation (``str``)."""

    def __str__(self) -> str:  # pragma: no cover - every game overrides it
        raise NotImplementedError


class MoveList(Sequence):
    """The legal moves of a state: a sequence that also accepts text in ``in``.

    >>> # "c7" in state.legal_moves()  works as well as  Place(...) in ...
    """

    __slots__ = ("_moves", "_set", "_idset", "_parse")

    def __init__(self, moves: Sequence[Move], parse):
        self._moves = tuple(moves)
        self._set: frozenset | None = None
        self._idset: frozenset | None = None
        self._parse = parse

    def __getitem__(self, index):
        return self._moves[index]

    def __len__(self) -> int:
        return len(self._moves)

    def __iter__(self) -> Iterator[Move]:
        return iter(self._moves)

    def __contains__(self, item: object) -> bool:
        if isinstance(item, str):
            try:
                item = self._parse(item)
            except LudoError:
                return False
        # A move taken from this list is found by identity, without hashing every move
        # (see ludo.core.speed); any other move is compared by value.
        if self._idset is None:
            self._idset = frozenset(map(id, self._moves))
        if id(item) in self._idset:
            return True
        if self._set is None:
            self._set = frozenset(self._moves)
        return item in self._set

    def __repr__(self) -> str:
        return f"MoveList([{', '.join(str(m) for m in self._moves)}])"

    def __str__(self) -> str:
        return " ".join(str(m) for m in self._moves)


S = TypeVar("S", bound="GameState")


class GameState:
    """Common behaviour of every game's state. Subclasses are frozen dataclasses."""

    game: ClassVar[str] = ""
    # Declared here for type checkers; every subclass has them as dataclass fields.
    history: tuple[Move, ...]
    events: tuple

    # -- the public API ---------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        raise NotImplementedError

    def legal_moves(self) -> MoveList:
        return cached(
            self,
            "_legal_cache",
            lambda: MoveList(() if self.is_over() else self._legal(), self.parse_move),
        )

    def is_over(self) -> bool:
        raise NotImplementedError

    def play(self: S, move: Move | str) -> S:
        """Return the state after ``move`` (a Move or its text); ``self`` is unchanged.

        Raises
        ------
        IllegalMove
            in French, naming the move and the rule, when a rule forbids it.
        InvalidData
            when the text is not a move notation of this game.
        """
        if isinstance(move, str):
            move = self.parse_move(move)
        elif not isinstance(move, Move):
            raise InvalidData(msg.MOVE_TYPE.format(kind=type(move).__name__), field="move")
        if self.is_over():
            raise IllegalMove(msg.GAME_OVER, move=move, rule="game.over")
        if move not in self.legal_moves():
            raise self._explain(move)
        return self._apply(move)

    def play_unchecked(self: S, move: Move) -> S:
        """:meth:`play` without the legality check, for a move taken from ``legal_moves()``.

        For computer players and play-outs (see :mod:`ludo.core.speed`); anything a
        person typed or clicked goes through :meth:`play`.
        """
        return self._apply(move)

    def score(self):
        raise NotImplementedError

    def setup(self) -> dict[str, Any]:
        raise NotImplementedError

    # -- saving -------------------------------------------------------------------------
    def to_json(self, indent: int | None = 1) -> str:
        """A save file: the format version, the set-up options and the moves played.

        Draws and shuffles come from the seed, so ``(setup, moves)`` replays the game.
        """
        doc = {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": self.game,
            "setup": self.setup(),
            "moves": [str(m) for m in self.history],
        }
        return json.dumps(doc, ensure_ascii=False, indent=indent)

    def _evolve(self: S, **changes) -> S:
        """A copy with some fields changed: ``dataclasses.replace`` without its cost.

        For frozen dataclass states without ``__post_init__``; caches are dropped.
        """
        new = object.__new__(type(self))
        d = new.__dict__
        d.update(self.__dict__)
        d.pop("_legal_cache", None)
        d.update(changes)
        return new

    # -- hooks ----------------------------------------------------------------------------
    def _legal(self) -> list[Move]:
        raise NotImplementedError

    def _apply(self: S, move: Move) -> S:
        raise NotImplementedError

    def _explain(self, move: Move) -> IllegalMove:
        raise NotImplementedError

    @classmethod
    def parse_move(cls, text: str) -> Move:
        raise NotImplementedError

    # -- display --------------------------------------------------------------------------
    def _draw_module(self):
        return importlib.import_module(f"ludo.{self.game}.draw")

    def _repr_png_(self) -> bytes:
        return self._draw_module().to_png(self)

    def replay(self) -> list[GameState]:
        """Every state from the initial one to this one (for steppers)."""
        states = [new(self.game, **self.setup())]
        for move in self.history:
            states.append(states[-1].play(move))
        return states
