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


def make_rng(seed: int) -> random.Random:
    """A private generator: never touch the global ``random`` state."""
    return random.Random(seed)
