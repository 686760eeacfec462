"""The seam between the game and Tesla's Automa: the game asks, the Automa answers.

The game's rules (:mod:`ludo.barrage.game`) need a few decisions of the Automa: its deck
at the set-up, the check of a level's name, a whole turn of an Automa seat, the choices
its rewards leave, and (Mahiri Sekibo's variant, G14) the tiles that steer the people's
first actions. The Automa (:mod:`ludo.barrage.automa`) is built on the game (its moves,
its scoring), so the game must not import it: the Automa registers its answers here with
:func:`register_automa` when it is imported, and :mod:`ludo.barrage` imports it right
after the game. There is no import cycle, and the import-linter contract « acyclic »
checks it without any exception.

>>> from ludo.barrage.game.solo import automa_rules
>>> automa_rules().check_level("facile")
'facile'
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass


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
    """

    new_deck: Callable
    check_level: Callable
    play_turn: Callable
    resolve_pending: Callable
    steered: Callable
    draw_tiles: Callable


_RULES: list[AutomaRules] = []


def register_automa(rules: AutomaRules) -> None:
    """Called once by :mod:`ludo.barrage.automa` (registering again replaces: reloads)."""
    _RULES[:] = [rules]


def automa_rules() -> AutomaRules:
    """The registered Automa (``ludo.barrage`` always imports it with the game)."""
    if not _RULES:  # pragma: no cover - only if the game module is loaded in isolation
        raise RuntimeError("ludo.barrage.automa is not imported: import ludo.barrage")
    return _RULES[0]
