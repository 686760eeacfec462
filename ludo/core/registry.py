"""The registry of games, ``new()`` and ``from_json()``."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from . import messages as msg
from .errors import InvalidData, LudoError
from .jsondata import parse_json_text

if TYPE_CHECKING:  # the state protocol uses the registry (replay), not the other way round
    from .state import GameState

SAVE_FORMAT = "ludo"
SAVE_VERSION = 1


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


def register(info: GameInfo) -> None:
    _GAMES[info.name] = info


def games() -> tuple[str, ...]:
    """The names accepted by :func:`new`, e.g. ``("atacama",)``."""
    return tuple(sorted(_GAMES))


def game_info(name: str) -> GameInfo:
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
    return info.new(seed=seed, **kwargs)


def from_json(text: str | bytes) -> GameState:
    """Rebuild a state from :meth:`GameState.to_json`.

    Everything is validated before the state is returned; a malformed save raises
    :class:`InvalidData` with a French message naming the field, and builds nothing.
    """
    doc = parse_json_text(text, field="sauvegarde")
    if not isinstance(doc, dict):
        raise InvalidData(msg.NOT_A_SAVE.format(field="format"), field="format")
    if doc.get("format") != SAVE_FORMAT:
        raise InvalidData(msg.NOT_A_SAVE.format(field="format"), field="format")
    if doc.get("version") != SAVE_VERSION:
        raise InvalidData(
            msg.BAD_VERSION.format(found=doc.get("version"), expected=SAVE_VERSION),
            field="version",
        )
    name = doc.get("game")
    if not isinstance(name, str):
        raise InvalidData(msg.NOT_A_SAVE.format(field="game"), field="game")
    info = game_info(name)
    setup = doc.get("setup")
    if not isinstance(setup, dict):
        raise InvalidData(msg.NOT_A_SAVE.format(field="setup"), field="setup")
    moves = doc.get("moves")
    if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
        raise InvalidData(msg.NOT_A_SAVE.format(field="moves"), field="moves")
    try:
        state = info.new(**setup)
    except LudoError as exc:
        raise InvalidData(msg.BAD_FIELD.format(field="setup", reason=exc), field="setup") from None
    except TypeError as exc:
        raise InvalidData(msg.BAD_FIELD.format(field="setup", reason=exc), field="setup") from None
    for i, text_move in enumerate(moves, start=1):
        try:
            state = state.play(text_move)
        except LudoError as exc:
            raise InvalidData(
                msg.BAD_SAVE_MOVE.format(index=i, move=text_move, reason=exc), field="moves"
            ) from None
    return state
