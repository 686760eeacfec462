"""Computer players: one protocol for every game, a registry, and one play-out.

A computer player is any object with a French ``name`` and a ``choose(state)``
method returning one of ``state.legal_moves()``; it never changes the state it is
given. Players that draw at random take a ``seed`` when they are built, so that a
game between computer players replays exactly.

>>> import ludo
>>> [p.key for p in ludo.players("atacama")]
['random', 'greedy', 'search']
>>> bot = ludo.player("atacama", "greedy", seed=1)
>>> bot.name
'Glouton'
>>> states = ludo.play_out(ludo.new("atacama", seed=3), bot, max_moves=4)
>>> len(states)
5

How a game registers its computer players
-----------------------------------------
The game's ``players`` module defines the player classes (they follow
:class:`Player`) and registers each one once, at import::

    from ..core.players import register_player

    register_player(
        "atacama",                  # the game's registered name
        "greedy",                   # a short English key, used in code and notebooks
        GreedyPlayer,               # a factory: factory(seed) -> Player
        name="Glouton",             # French name shown to the reader
        description="Joue le coup qui rapporte le plus tout de suite.",
    )

and the game's ``__init__`` imports that module after registering the game, so
that ``import ludo`` fills the registry. French names and descriptions live in
the game's ``messages.py`` like every other French string.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from . import messages as msg
from .errors import InvalidData
from .registry import game_info

if TYPE_CHECKING:  # pragma: no cover - typing only
    from .state import GameState, Move


@runtime_checkable
class Player(Protocol):
    """What every computer player offers.

    Attributes
    ----------
    name : str
        French name shown to the reader (« Hasard », « Glouton » ...).

    Methods
    -------
    choose(state) -> Move
        One of ``state.legal_moves()``, for ``state.current_player``. The state is
        not changed. Randomness comes from the seed given when the player was built.
    """

    name: str

    # ``Any``: each game's players take that game's own state class.
    def choose(self, state: Any) -> Move: ...


@dataclass(frozen=True)
class PlayerInfo:
    """A registered computer player of a game.

    ``key`` is the short English identifier (``"greedy"``), ``name`` the French name,
    ``description`` one French sentence saying how it plays, ``factory(seed)`` builds it.
    """

    game: str
    key: str
    name: str
    description: str
    factory: Callable[[int | None], Player]

    def make(self, seed: int | None = None) -> Player:
        """A new player of this kind, seeded with ``seed``."""
        return self.factory(seed)


_PLAYERS: dict[str, dict[str, PlayerInfo]] = {}


def register_player(
    game: str,
    key: str,
    factory: Callable[[int | None], Player],
    *,
    name: str,
    description: str,
) -> PlayerInfo:
    """Register a computer player of ``game`` (see the module docstring).

    Registering the same key again replaces the earlier entry (module reloads).
    """
    info = PlayerInfo(game, key, name, description, factory)
    _PLAYERS.setdefault(game, {})[key] = info
    return info


def players(game: str) -> tuple[PlayerInfo, ...]:
    """The computer players of ``game``, in registration order (weakest first).

    Each entry has ``key``, a French ``name`` and a one-line French ``description``.

    >>> import ludo
    >>> [(p.key, p.name) for p in ludo.players("eau")]
    [('helper', 'Conseiller'), ('random', 'Hasard')]
    """
    game_info(game)  # a French InvalidData for an unknown game
    return tuple(_PLAYERS.get(game, {}).values())


def player(game: str, key: str, seed: int | None = None) -> Player:
    """A new computer player of ``game`` by its key (``"random"``, ``"greedy"`` ...).

    Raises :class:`~ludo.InvalidData` in French, listing the known keys, for an
    unknown key.
    """
    known = {p.key: p for p in players(game)}
    if key not in known:
        raise InvalidData(
            msg.UNKNOWN_PLAYER.format(
                key=key, game=game, available=", ".join(f"« {k} »" for k in known) or "—"
            ),
            field="player",
        )
    return known[key].make(seed)


Seats = Player | str | Sequence[Player | str] | Mapping[int, Player | str]


def play_out(
    state: GameState, seats: Seats, max_moves: int | None = None, seed: int = 0
) -> list[GameState]:
    """Play ``state`` on with computer players; return every state, ``state`` first.

    Parameters
    ----------
    state : GameState
        The position to start from (it is not changed).
    seats : Player, str, sequence or mapping
        Who plays each seat: one player for every seat; a sequence indexed by seat
        (cycled when shorter than the number of players, so ``("greedy",)`` plays
        every seat); or a mapping ``{seat: player}`` for the seats the computer plays:
        the play-out then stops, before the game is over, as soon as a seat missing
        from the mapping is to move (a human's turn, as in
        :class:`ludo.widgets.GameSession`). A string is a registered key: the player
        of seat ``p`` is then ``ludo.player(state.game, key, seed=seed + p)``.
    max_moves : int, optional
        Stop after that many moves even if the game is not over.
    seed : int
        Only used to build the players named by a key.

    Returns
    -------
    list of GameState
        ``[state, after move 1, after move 2, ...]``; the last one is over unless
        ``max_moves`` stopped the game.

    >>> import ludo
    >>> states = ludo.play_out(ludo.new("atacama", seed=2), ("greedy", "random"), seed=2)
    >>> states[-1].is_over(), states[0].history
    (True, ())
    """
    return [state, *_playing(state, seats, max_moves, seed)]


def final_state(
    state: GameState, seats: Seats, max_moves: int | None = None, seed: int = 0
) -> GameState:
    """The last state of :func:`play_out` (same arguments), without keeping the others.

    For simulations of many games (benchmarks, statistics), where only the end counts: no
    list of every state is kept, so memory stays flat and the garbage collector has less
    to scan.

    >>> import ludo
    >>> s = ludo.new("atacama", seed=2)
    >>> ludo.final_state(s, ("greedy", "random"), seed=2) == ludo.play_out(
    ...     s, ("greedy", "random"), seed=2)[-1]
    True
    """
    last = deque(_playing(state, seats, max_moves, seed), maxlen=1)  # only the newest kept
    return last[0] if last else state


def _playing(state: GameState, seats: Seats, max_moves: int | None, seed: int):
    """The states after each move of a play-out (``state`` itself excluded), one at a time."""
    if max_moves is not None and (
        isinstance(max_moves, bool) or not isinstance(max_moves, int) or max_moves < 0
    ):
        raise InvalidData(msg.BAD_MAX_MOVES.format(value=max_moves), field="max_moves")
    built: dict[int, Player] = {}

    def seat_player(p: int) -> Player:
        if p in built:
            return built[p]
        if isinstance(seats, Mapping):
            entry = seats[p]
        elif isinstance(seats, str) or not isinstance(seats, Sequence):
            entry = seats
        else:
            if len(seats) == 0:
                raise InvalidData(msg.NO_PLAYER_FOR_SEAT.format(seat=p + 1), field="seats")
            entry = seats[p % len(seats)]
        if isinstance(entry, str):
            entry = player(state.game, entry, seed=seed + p)
        elif not callable(getattr(entry, "choose", None)):
            raise InvalidData(
                msg.NOT_A_PLAYER.format(kind=type(entry).__name__, seat=p + 1), field="seats"
            )
        built[p] = entry
        return entry

    played = 0
    while not state.is_over() and (max_moves is None or played < max_moves):
        seat = state.current_player
        if seat is None or (isinstance(seats, Mapping) and seat not in seats):
            break  # a seat the computer does not play: a human's turn
        state = state.play(seat_player(seat).choose(state))
        played += 1
        yield state
