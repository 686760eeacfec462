"""The energy track's sections, one per round, from the game's data.

Below both the guide's tables (:mod:`ludo.barrage.guide`) and the one legend
(:mod:`.legend`), which quote them, so that neither imports the other back.
"""

from __future__ import annotations

from ..game.data import load_game_data

__all__ = ["track_sections"]


def track_sections() -> list[tuple[int, int, int | None]]:
    """(round, first square, last square or None for the open end) of each round's section."""
    data = load_game_data()
    step, top = data.track_section, data.track_top
    out: list[tuple[int, int, int | None]] = []
    for r in range(1, 6):
        low = r * step
        out.append((r, low, min(low + step - 1, top) if low + step - 1 < top else None))
    return out
