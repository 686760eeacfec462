"""Typed errors shared by every game.

All of them derive from :class:`ValueError`, as in python-chess, so that a
caller who does not care about the distinction can catch ``ValueError``.
Messages are in French: they are shown to workshop participants as they are.
"""

from __future__ import annotations


class LudoError(ValueError):
    """Base class of every error raised by ``ludo``."""


class IllegalMove(LudoError):
    """A rule forbids the move; the message names the move, the rule and where."""

    def __init__(self, message: str, *, move: object = None, rule: str | None = None):
        super().__init__(message)
        self.move = move
        self.rule = rule


class InvalidData(LudoError):
    """Malformed input (file, notation, option); the message names the field."""

    def __init__(self, message: str, *, field: str | None = None):
        super().__init__(message)
        self.field = field
