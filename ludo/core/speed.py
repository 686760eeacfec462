"""Speed tricks, all in one place.

Game states are immutable values, and most of what the rules compute from them is
cheap. A few things are not (the sections of a Seismic table, the legal moves of a
large position), and computer players and play-outs ask for them thousands of times.
Every trick the engine uses to go faster is one of these:

1. **Moves known by identity.** :meth:`GameState.play` checks that a move is legal,
   which costs a look-up in the legal moves and a check of the move's field types. A
   move that is one of the very objects ``legal_moves()`` handed out
   (:meth:`MoveList.gave`) is legal and well formed: ``play`` applies it at once. A game
   may go further in two ways, both through the core's hooks and nowhere else:
   ``_legal()`` may return its own :class:`~ludo.core.state.MoveList`, lazy, that makes
   its moves only when asked (Seismic's ``Placements``: a random player draws one move
   among hundreds), or one that remembers the move it handed out by index (Eau's
   ``Moves``: ``play`` knows a random player's pick without the set of every move's
   identity); and ``_canonical(move)`` may map a move built by hand to the one
   object the rules use for it (Eau keeps one object per move, so ``play`` finds it by
   identity; Seismic reads a rotation modulo the tile's symmetry).
   :meth:`GameState.play_unchecked` skips every check: it is only for a move taken from
   that same state's ``legal_moves()``. Given anything else its result is undefined;
   user input always goes through ``play``.
2. **Per-state caches.** A value derived from a state is kept on the instance, beside
   the dataclass fields (never a field: it is not compared, hashed or saved), with
   :func:`cached` / :func:`remember`. ``GameState._evolve`` drops the legal-move cache;
   a game that keeps other caches drops them in its own ``_evolve`` when the fields
   they depend on change (Seismic keeps its tile geometry, which never changes, and
   drops its section analysis when a tile or a marker is laid), or keeps each one with
   the very object it describes (Eau's masks of a board — occupied cells, frontier,
   cells where the events go — are read only by a state holding that board). An
   immutable value may keep what it derives from its own fields the same way (Eau's
   ``Tile`` keeps its effective ports with :func:`functools.cached_property`).
3. **Immutable mappings.** No state keeps a mutable ``dict`` as a field: a mapping is
   a :class:`FrozenDict`, which reads as fast as a ``dict`` and makes a changed copy
   with :meth:`FrozenDict.set` / :meth:`FrozenDict.replace` in one copy. Its deep copy
   is a real copy (a test's ``before = copy.deepcopy(state)`` shares nothing with the
   state, so ``state == before`` afterwards sees a write made in place).
4. **Fast paths checked against plain versions.** Where a game computes a graph
   question with its own data structure instead of networkx (Seismic's union-find
   sections and its move cache, Eau's longest circuit, which keeps to the blocks holding
   the Régie, and its leak count), or derives a position's value from its parent's (Eau's
   board masks and event cells, laid with each tile), a test compares the two on many
   random positions: ``tests/seismic/test_properties.py``, ``tests/eau/test_properties.py``
   (and ``tests/eau/test_network.py``) and ``tests/core/test_speed.py``.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterable, Mapping
from typing import Any, NoReturn, TypeVar

T = TypeVar("T")

__all__ = ["FrozenDict", "cached", "remember"]


def cached(obj: object, name: str, compute: Callable[[], T]) -> T:
    """The value cached on ``obj`` under ``name``, computed by ``compute()`` the first time.

    ``obj`` is a frozen dataclass; the value is stored beside its fields and is not
    part of its equality. ``None`` is never cached (it is recomputed).

    >>> class Box:
    ...     pass
    >>> b = Box()
    >>> cached(b, "_answer", lambda: 42), cached(b, "_answer", lambda: 0)
    (42, 42)
    """
    value = obj.__dict__.get(name)
    if value is None:
        value = compute()
        object.__setattr__(obj, name, value)
    return value


def remember(obj: T, name: str, value: Any) -> T:
    """Store ``value`` as ``obj``'s cache ``name`` (when it is known already); returns ``obj``."""
    object.__setattr__(obj, name, value)
    return obj


def _read_only(self, *args, **kwargs) -> NoReturn:
    raise TypeError("FrozenDict is read-only: use .set() or .replace() for a changed copy")


class FrozenDict(dict):
    """A read-only ``dict``: hashable, picklable, and as fast to read as a ``dict``.

    ``dict(fd)`` gives an ordinary, mutable copy.

    >>> d = FrozenDict({"a": 1})
    >>> d.set("b", 2), d
    (FrozenDict({'a': 1, 'b': 2}), FrozenDict({'a': 1}))
    >>> d == {"a": 1}, hash(d) == hash(FrozenDict(a=1))
    (True, True)
    """

    __slots__ = ()

    __setitem__ = __delitem__ = _read_only
    clear = pop = popitem = setdefault = update = _read_only
    __ior__ = _read_only

    def __hash__(self) -> int:  # type: ignore[override]
        return hash(frozenset(self.items()))

    def __repr__(self) -> str:
        return f"FrozenDict({dict.__repr__(self)})"

    def __reduce__(self):
        return (FrozenDict, (dict(self),))

    def __copy__(self) -> FrozenDict:
        return self

    def __deepcopy__(self, memo) -> FrozenDict:
        # A real copy, never ``self``: a test keeps a deep copy of a state to compare it with
        # ``==`` later, and must see a write made in place into this mapping (through
        # ``dict.__setitem__``) or into a mutable value it holds.
        new = FrozenDict()
        memo[id(self)] = new
        for key, value in self.items():
            dict.__setitem__(new, copy.deepcopy(key, memo), copy.deepcopy(value, memo))
        return new

    def set(self, key, value) -> FrozenDict:
        """A copy with ``key`` mapped to ``value``."""
        new = FrozenDict(self)
        dict.__setitem__(new, key, value)
        return new

    def replace(self, changes: Mapping = (), remove: Iterable = ()) -> FrozenDict:  # type: ignore[assignment]
        """A copy with ``changes`` applied and the keys in ``remove`` left out."""
        new = FrozenDict(self)
        for key in remove:
            dict.__delitem__(new, key)
        for key, value in dict(changes).items():
            dict.__setitem__(new, key, value)
        return new
