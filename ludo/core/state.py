"""The state protocol shared by every game (after python-chess and OpenSpiel).

A game state is immutable: :meth:`GameState.play` returns a new state and
leaves the old one untouched. Subclasses implement a handful of hooks:

``_legal()``          the legal moves of the current player (a list of Move, or a
                      game's own lazy :class:`MoveList`)
``_canonical(move)``  optional: the form of ``move`` the rules compare (default: itself)
``_apply(move)``      the new state and its events, for a move known legal
``_explain(move)``    a French IllegalMove for a move that is not legal
``parse_move(text)``  a Move from its text notation (``str(move)`` round-trips)
``setup()``           the options that rebuild the initial state with ``ludo.new``
"""

from __future__ import annotations

import dataclasses
import importlib
import json
import types
import typing
from collections.abc import Iterator, Sequence
from typing import Any, ClassVar, TypeVar

from . import messages as msg
from .errors import IllegalMove, InvalidData, LudoError
from .registry import SAVE_FORMAT, SAVE_VERSION, new
from .snapshot import snapshot_of
from .speed import cached, remember


class Move:
    """Base class of moves: frozen dataclasses with a text notation (``str``).

    ``repr`` shows the notation in angle brackets (``<Place a1>``): readable, and
    not mistaken for a constructor call. A game's move class keeps this ``repr``
    with ``__repr__ = Move.__repr__`` (a dataclass would otherwise write its own).
    """

    def __str__(self) -> str:  # pragma: no cover - every game overrides it
        raise NotImplementedError

    def __repr__(self) -> str:
        try:
            text = str(self)
        except Exception:  # a hand-made move with wrong fields: show the fields
            fields: tuple[dataclasses.Field, ...] = (
                dataclasses.fields(self) if dataclasses.is_dataclass(self) else ()
            )
            text = " ".join(f"{f.name}={getattr(self, f.name, None)!r}" for f in fields)
        return f"<{type(self).__name__} {text}>"


_TYPE_NAMES = {
    int: msg.TYPE_INT,
    bool: msg.TYPE_BOOL,
    str: msg.TYPE_STR,
    float: msg.TYPE_FLOAT,
    tuple: msg.TYPE_TUPLE,
    type(None): "None",
}


def _simple_types(hint) -> tuple[type, ...] | None:
    """The classes ``isinstance`` can check for an annotation, or None when it cannot."""
    if hint is None:
        return (type(None),)
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        out: list[type] = []
        for arg in typing.get_args(hint):
            sub = _simple_types(arg)
            if sub is None:
                return None
            out.extend(sub)
        return tuple(out)
    if origin is not None:
        return (origin,) if isinstance(origin, type) else None
    return (hint,) if isinstance(hint, type) and hint is not typing.Any else None


_FIELD_CHECKS: dict[type, tuple] = {}


def _field_checks(cls: type) -> tuple:
    checks = _FIELD_CHECKS.get(cls)
    if checks is None:
        out = []
        if dataclasses.is_dataclass(cls):
            try:
                hints = typing.get_type_hints(cls)
            except Exception:  # an annotation that cannot be resolved: no check
                hints = {}
            for f in dataclasses.fields(cls):
                allowed = _simple_types(hints.get(f.name, typing.Any))
                if allowed is not None and object not in allowed:
                    no_bool = int in allowed and bool not in allowed
                    out.append((f.name, allowed, no_bool))
        checks = _FIELD_CHECKS[cls] = tuple(out)
    return checks


def check_move_fields(move: Move) -> None:
    """Refuse, in French, a hand-made move whose fields have the wrong types.

    ``Place("a1")`` where a cell index is expected raises :class:`InvalidData`
    naming the field, instead of a ``TypeError`` deep inside the rules.
    """
    for name, allowed, no_bool in _field_checks(type(move)):
        value = getattr(move, name, None)
        if not isinstance(value, allowed) or (no_bool and isinstance(value, bool)):
            expected = msg.TYPE_OR.join(_TYPE_NAMES.get(t, t.__name__) for t in allowed)
            raise InvalidData(
                msg.MOVE_FIELD_TYPE.format(
                    kind=type(move).__name__, field=name, expected=expected, value=value
                ),
                field=f"move.{name}",
            )


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

    def gave(self, move: object) -> bool:
        """Whether ``move`` is one of the very objects of this list (found by identity).

        Such a move is legal and well formed: :meth:`GameState.play` applies it without
        further checks (see :mod:`ludo.core.speed`). A lazy subclass that makes its moves
        on demand answers for the moves it has handed out.
        """
        if self._idset is None:
            self._idset = frozenset(map(id, self._moves))
        return id(move) in self._idset

    def __contains__(self, item: object) -> bool:
        if isinstance(item, str):
            try:
                item = self._parse(item)
            except LudoError:
                return False
        # A move taken from this list is found by identity, without hashing every move
        # (see ludo.core.speed); any other move is compared by value.
        if self.gave(item):
            return True
        if self._set is None:
            self._set = frozenset(self._moves)
        return item in self._set

    def __repr__(self) -> str:
        return f"MoveList([{', '.join(str(m) for m in self._moves)}])"

    def __str__(self) -> str:
        return " ".join(str(m) for m in self._moves)


S = TypeVar("S", bound="GameState")


def player_name(player: int) -> str:
    """The French name of player ``player`` (0-based), as every game shows it.

    >>> player_name(0)
    'Joueur 1'
    """
    return msg.PLAYER.format(n=player + 1)


def draw_module(game: str) -> types.ModuleType:
    """The drawing module of ``game`` (``ludo.<game>.draw``), imported only when a picture is
    asked for: the rules never import their drawing (matplotlib), and this lazy loader is the
    one way down from a rules object (a state, a board) to its picture."""
    return importlib.import_module(f"ludo.{game}.draw")


def ui_module(game: str) -> types.ModuleType:
    """The widgets of ``game`` (``ludo.<game>.ui``), imported only when a view shared by
    every game (the workshop's projector, :mod:`ludo.widgets.projector`) asks for one of its
    pictures: like :func:`draw_module`, the way down to a game that never imports it (the
    games' widgets are built on ``ludo.widgets``)."""
    return importlib.import_module(f"ludo.{game}.ui")


class GameState:
    """Common behaviour of every game's state. Subclasses are frozen dataclasses."""

    game: ClassVar[str] = ""
    # Declared here for type checkers; every subclass has them as dataclass fields.
    history: tuple[Move, ...]
    events: tuple
    n_players: int

    # -- the public API ---------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        raise NotImplementedError

    @property
    def mover(self) -> int:
        """The player to act, for rules code that runs while the game goes on.

        Raises
        ------
        IllegalMove
            in French (rule ``game.over``) once the game is over: nobody is to act.
        """
        player = self.current_player
        if player is None:
            raise IllegalMove(msg.NOBODY_TO_ACT, rule="game.over")
        return player

    @property
    def player_names(self) -> tuple[str, ...]:
        """The players' French names, « Joueur 1 » first (a game may name its seats)."""
        return tuple(map(player_name, range(self.n_players)))

    def legal_moves(self) -> MoveList:
        return cached(self, "_legal_cache", self._move_list)

    def _move_list(self) -> MoveList:
        if self.is_over():
            return MoveList((), self.parse_move)
        moves = self._legal()
        return moves if isinstance(moves, MoveList) else MoveList(moves, self.parse_move)

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
        legal = self.__dict__.get("_legal_cache")
        if legal is not None and legal.gave(move):  # taken from legal_moves(): nothing to check
            return self._apply(move)  # type: ignore[arg-type]
        move = self._as_move(move)
        if self.is_over():
            raise IllegalMove(msg.GAME_OVER, move=move, rule="game.over")
        move = self._canonical(move)
        if move not in self.legal_moves():
            raise self._explain_safely(move)
        return self._apply(move)

    def play_unchecked(self: S, move: Move) -> S:
        """:meth:`play` without the legality check, for a move taken from ``legal_moves()``.

        For computer players and play-outs (see :mod:`ludo.core.speed`); anything a
        person typed or clicked goes through :meth:`play`.
        """
        return self._apply(move)

    def _as_move(self, move: Move | str) -> Move:
        """The Move meant by ``move``: text is parsed, a Move's field types are checked."""
        if isinstance(move, str):
            return self.parse_move(move)
        if not isinstance(move, Move):
            raise InvalidData(msg.MOVE_TYPE.format(kind=type(move).__name__), field="move")
        check_move_fields(move)
        return move

    def _explain_safely(self, move: Move, explain=None) -> LudoError:
        """The game's French explanation of why ``move`` is refused (never a raw error).

        ``explain``: the game's function giving it, when not ``_explain`` (another wording).
        """
        try:
            return (explain or self._explain)(move)
        except LudoError as exc:
            return exc
        except Exception:  # a move the rules cannot even read (e.g. a cell off the board)
            return IllegalMove(msg.MOVE_NOT_LEGAL.format(move=move), move=move, rule="move.legal")

    def score(self):
        raise NotImplementedError

    def setup(self) -> dict[str, Any]:
        raise NotImplementedError

    # -- saving -------------------------------------------------------------------------
    def to_json(self, indent: int | None = 1) -> str:
        """A save file: the format version, the set-up options and the moves played.

        Draws and shuffles come from the seed, so ``(setup, moves)`` usually replays the
        game. A position built by hand (a teaching example) cannot be replayed: its save
        also holds a ``snapshot`` of the fields that differ from a fresh game (see
        :mod:`ludo.core.snapshot`), so that ``ludo.from_json(s.to_json()) == s`` always.
        """
        doc: dict[str, Any] = {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": self.game,
            "setup": self.setup(),
            "moves": [str(m) for m in self.history],
        }
        snapshot = self._snapshot()
        if snapshot is not None:
            doc["snapshot"] = snapshot
        return json.dumps(doc, ensure_ascii=False, indent=indent)

    def _snapshot(self) -> dict[str, Any] | None:
        """None when ``(setup, moves)`` rebuilds this state, else its snapshot (cached)."""
        # The cache remembers whose it is: a copy of the __dict__ (a game's own _evolve,
        # copy.copy) is another object and computes its own answer.
        cached = self.__dict__.get("_save_snapshot")
        if cached is not None and cached[0] == id(self):
            return cached[1]
        template = new(self.game, **self.setup())
        replayed = template
        try:
            for move in self.history:
                replayed = replayed.play(move)
            rebuilds = replayed == self
        except LudoError:
            rebuilds = False
        snapshot = None if rebuilds else snapshot_of(self, template)
        remember(self, "_save_snapshot", (id(self), snapshot))
        return snapshot

    def _evolve(self: S, **changes) -> S:
        """A copy with some fields changed: ``dataclasses.replace`` without its cost.

        For frozen dataclass states without ``__post_init__``; caches are dropped.
        """
        new = object.__new__(type(self))
        d = new.__dict__
        d.update(self.__dict__)
        d.pop("_legal_cache", None)
        d.pop("_save_snapshot", None)
        d.update(changes)
        return new

    # -- hooks ----------------------------------------------------------------------------
    def _check_position(self) -> None:
        """Check a position rebuilt from a save's snapshot (a file a person may have edited).

        A position played move by move is legal by construction; a snapshot is not. A game
        whose fields can break a rule (a dam over capacity, an officer given twice)
        overrides this and raises :class:`~ludo.InvalidData` naming the field, in French.
        The default checks nothing more than :func:`ludo.core.snapshot.restore` does.
        """

    def _legal(self) -> Sequence[Move]:
        raise NotImplementedError

    def _canonical(self, move: Move) -> Move:
        """``move`` as the rules compare it: a game that reads several notations of one
        move (a rotation modulo the tile's symmetry) or keeps one object per move returns
        that form; the default is ``move`` itself."""
        return move

    def _apply(self: S, move: Move) -> S:
        raise NotImplementedError

    def _explain(self, move: Move) -> IllegalMove:
        raise NotImplementedError

    @classmethod
    def parse_move(cls, text: str) -> Move:
        raise NotImplementedError

    # -- display --------------------------------------------------------------------------
    def _draw_module(self):
        return draw_module(self.game)

    def _repr_png_(self) -> bytes:
        return self._draw_module().to_png(self)

    def _repr_mimebundle_(self, include=None, exclude=None):
        # A game's drawing may give a notebook its picture with the width to show it at
        # (``repr_png``: more pixels than CSS pixels, sharp in a browser zoomed to 150 %);
        # without one, IPython falls back on _repr_png_.
        draw = self._draw_module()
        if not hasattr(draw, "repr_png"):
            return None
        png, meta = draw.repr_png(self)
        return {"image/png": png}, {"image/png": meta}

    def replay(self) -> list[GameState]:
        """Every state from the initial one to this one (for steppers).

        A hand-built position (one whose save needs a snapshot) has no known way from
        a fresh game: its replay is the position alone, ``[self]``.
        """
        states = [new(self.game, **self.setup())]
        try:
            for move in self.history:
                states.append(states[-1].play(move))
        except LudoError:
            return [self]
        return states if states[-1] == self else [self]
