"""Seeded randomness: every random entry point takes ``seed``."""

from __future__ import annotations

import random

from .errors import InvalidData


def resolve_seed(seed: int | None) -> int:
    """Return ``seed``, or draw a fresh one when it is None (so it can be saved)."""
    if seed is None:
        return random.SystemRandom().randrange(2**31)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise InvalidData(
            f"La graine (« seed ») doit être un nombre entier, pas {seed!r}.", field="seed"
        )
    return seed


def make_rng(seed: int, *stream: str | int) -> random.Random:
    """A private generator: never touch the global ``random`` state.

    ``stream`` names a draw of its own under the same seed (Barrage's Automa: its deck,
    each reshuffle), so that adding such a draw changes no other draw of the game:
    ``make_rng(5, "automa", "deck")`` is seeded with the text ``"5-automa-deck"``.

    >>> make_rng(5).random() == make_rng(5).random() != make_rng(5, "automa").random()
    True
    """
    if not stream:
        return random.Random(seed)
    return random.Random("-".join(map(str, (seed, *stream))))
