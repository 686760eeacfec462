"""Typed errors shared by every game.

All of them derive from :class:`ValueError`, as in python-chess, so that a
caller who does not care about the distinction can catch ``ValueError``.
Messages are in French: they are shown to workshop participants as they are.
"""

from __future__ import annotations


class LudoError(ValueError):
    """Base class of every error raised by ``ludo``."""


class IllegalMove(LudoError):
    """A rule forbids the move; the message names the move, the rule and where.

    Attributes a widget reads instead of parsing the message:

    ``rule``    the id of the rule that forbids the move (``"seismic.contacts"``);
    ``move``    the move refused;
    ``reason``  the French reason alone, without the move's notation in front (for
                someone who clicked and does not need the notation); the whole
                message when the game gives no separate reason.
    """

    def __init__(
        self,
        message: str,
        *,
        move: object = None,
        rule: str | None = None,
        reason: str | None = None,
    ):
        super().__init__(message)
        self.move = move
        self.rule = rule
        self.reason = message if reason is None else reason


class InvalidData(LudoError):
    """Malformed input (file, notation, option); the message names the field."""

    def __init__(self, message: str, *, field: str | None = None):
        super().__init__(message)
        self.field = field
