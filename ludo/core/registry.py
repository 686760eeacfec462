"""The registry of games, ``new()`` and ``from_json()``."""

from __future__ import annotations

import functools
import importlib
import inspect
import types
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from . import messages as msg
from .errors import InvalidData, LudoError
from .jsondata import parse_json_text
from .snapshot import restore

if TYPE_CHECKING:  # the state protocol uses the registry (replay), not the other way round
    from .state import GameState

SAVE_FORMAT = "ludo"
#: Version written by ``to_json``. Version 2 adds the optional ``snapshot`` field
#: (a hand-built position that ``(setup, moves)`` cannot rebuild); a version-1 file
#: is a version-2 file without it, and is still read.
SAVE_VERSION = 2
READABLE_VERSIONS = (1, 2)
#: The top-level fields of a save, by version.
SAVE_FIELDS = {
    1: ("format", "version", "game", "setup", "moves"),
    2: ("format", "version", "game", "setup", "moves", "snapshot"),
}


@dataclass(frozen=True)
class GameInfo:
    """What the registry knows of a game (its kind declared as data, as in OpenSpiel)."""

    name: str
    title: str
    new: Callable[..., GameState]
    players: tuple[int, ...]
    cooperative: bool = False
    chance: bool = False


_GAMES: dict[str, GameInfo] = {}
#: Games known by name whose package is imported on first use (see :func:`declare`).
_DECLARED: dict[str, str] = {}


def register(info: GameInfo) -> None:
    _GAMES[info.name] = info


def declare(name: str, module: str) -> None:
    """Make ``name`` known before its package is imported; the first use imports ``module``.

    ``import ludo`` declares its four games this way instead of importing them: a
    notebook about one game does not pay for loading the other three (and their
    networkx graphs). The package registers the game (:func:`register`) when imported;
    :func:`game_info` imports it on first use, so ``ludo.new("seismic")`` just works.
    """
    if name not in _GAMES:
        _DECLARED[name] = module


def games() -> tuple[str, ...]:
    """The names accepted by :func:`new`, e.g. ``("atacama",)``."""
    return tuple(sorted(set(_GAMES) | set(_DECLARED)))


def game_module(name: str) -> types.ModuleType:
    """The package of the game declared as ``name`` (:func:`declare`), imported on first use:
    ``ludo.eau`` is ``game_module("eau")``. The one import of a game by its name."""
    if name not in _DECLARED:
        raise InvalidData(
            msg.UNKNOWN_GAME.format(name=name, available=", ".join(games())), field="game"
        )
    return importlib.import_module(_DECLARED[name])


def game_info(name: str) -> GameInfo:
    if name not in _GAMES and name in _DECLARED:
        game_module(name)  # registers the game
    try:
        return _GAMES[name]
    except KeyError:
        raise InvalidData(
            msg.UNKNOWN_GAME.format(name=name, available=", ".join(games())), field="game"
        ) from None


def new(game: str, players: int | None = None, seed: int | None = None, **options) -> GameState:
    """A new game state.

    >>> import ludo
    >>> s = ludo.new("atacama", players=2, seed=7)
    >>> s.current_player
    0
    """
    info = game_info(game)
    kwargs = dict(options)
    if players is not None:
        kwargs["players"] = players
    check_options(info, kwargs)
    return info.new(seed=seed, **kwargs)


@functools.cache
def _option_names(new_game: Callable) -> tuple[str, ...] | None:
    """The keyword options ``new_game`` accepts (None when it takes ``**kwargs``)."""
    params = inspect.signature(new_game).parameters.values()
    if any(p.kind is p.VAR_KEYWORD for p in params):
        return None
    return tuple(p.name for p in params if p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY))


def check_options(info: GameInfo, options: dict, prefix: str = "") -> None:
    """Refuse, in French, a set-up option the game does not know (the field is named).

    Python's own ``TypeError`` (« unexpected keyword argument ») never reaches the reader.
    """
    names = _option_names(info.new)
    if names is None:
        return
    for key in options:
        if key not in names:
            raise InvalidData(
                msg.UNKNOWN_OPTION.format(
                    key=key, game=info.name, available=", ".join(n for n in names)
                ),
                field=f"{prefix}{key}",
            )


def from_json(text: str | bytes, game: str | None = None) -> GameState:
    """Rebuild a state from :meth:`GameState.to_json`: ``from_json(s.to_json()) == s``.

    Parameters
    ----------
    text : str or bytes
        The save file's content.
    game : str, optional
        The game expected (``"atacama"`` ...): a save of another game is refused.

    Versions 1 and 2 are read. A save is the set-up options and the moves played,
    replayed from the seed; when it also holds a ``snapshot`` (version 2: a
    hand-built position), the position is taken from the snapshot and the moves are
    its history. Everything is validated before the state is returned; a malformed
    save raises :class:`InvalidData` with a French message naming the field, and
    builds nothing.
    """
    doc = parse_json_text(text, field="sauvegarde")
    if not isinstance(doc, dict):
        raise InvalidData(msg.NOT_A_SAVE.format(field="format"), field="format")
    if doc.get("format") != SAVE_FORMAT:
        raise InvalidData(msg.NOT_A_SAVE.format(field="format"), field="format")
    version = doc.get("version")
    if isinstance(version, bool) or version not in READABLE_VERSIONS:
        raise InvalidData(
            msg.BAD_VERSION.format(
                found=version, expected=", ".join(str(v) for v in READABLE_VERSIONS)
            ),
            field="version",
        )
    for key in doc:
        if key not in SAVE_FIELDS[version]:
            raise InvalidData(msg.SAVE_UNKNOWN_FIELD.format(field=key), field=key)
    name = doc.get("game")
    if not isinstance(name, str):
        raise InvalidData(msg.NOT_A_SAVE.format(field="game"), field="game")
    if game is not None and name != game:
        raise InvalidData(msg.SAVE_OTHER_GAME.format(found=name, expected=game), field="game")
    info = game_info(name)
    setup = doc.get("setup")
    if not isinstance(setup, dict):
        raise InvalidData(msg.NOT_A_SAVE.format(field="setup"), field="setup")
    moves = doc.get("moves")
    if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
        raise InvalidData(msg.NOT_A_SAVE.format(field="moves"), field="moves")
    check_options(info, setup, prefix="setup.")
    try:
        state = info.new(**setup)
    except LudoError as exc:
        raise InvalidData(msg.BAD_FIELD.format(field="setup", reason=exc), field="setup") from None
    if "snapshot" in doc:
        return restore(state, doc["snapshot"], moves)
    for i, text_move in enumerate(moves, start=1):
        try:
            state = state.play(text_move)
        except LudoError as exc:
            raise InvalidData(
                msg.BAD_SAVE_MOVE.format(index=i, move=text_move, reason=exc), field="moves"
            ) from None
    return state
