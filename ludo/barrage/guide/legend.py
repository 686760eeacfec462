"""The one legend of the action board's and the energy track's symbols (issues 21 and 23).

The symbols are those the drawings use: :data:`BOARD_SYMBOLS` and :data:`TRACK_SYMBOLS`
are the only symbols the action board and the energy track may draw (each painter records
the ones it draws, and refuses another), each explained in French by
``messages.LEGEND_SYMBOLS`` with its numbers filled in from the game's data (the red
frame's fee, the construction spaces, the track's sections, square 0). These rows are the
legend of the game table, notebooks 05 and 06 and the printable card (:mod:`ludo.cards`);
:func:`ludo.barrage.draw.legend.legend_html` shows them with each symbol drawn. A test
checks that every symbol a drawing uses has its line here.
"""

from __future__ import annotations

from .. import messages as msg
from ..game.data import load_game_data
from .track import track_sections

__all__ = ["BOARD_SYMBOLS", "TRACK_SYMBOLS", "legend_rows", "symbol_keys"]

#: Every symbol the action board may draw, in the legend's order (keys of
#: ``msg.LEGEND_SYMBOLS``).
BOARD_SYMBOLS = (
    "pair",
    "engineer",
    "coin",
    "red_frame",
    "production",
    "drops",
    "flow",
    "wheel",
    "excavator",
    "mixer",
    "either",
    "both",
    "contract",
    "tile",
    "bank",
    "construction",
    "taken",
    "blocked",
    "chosen",
    "shown",
)
#: Every symbol the energy track may draw.
TRACK_SYMBOLS = (
    "track_section",
    "track_current",
    "track_bonus",
    "track_credits",
    "track_zero",
    "track_top",
    "track_marker",
)
#: The legend's parts: the action board's symbols, then the energy track's.
PARTS = {"board": BOARD_SYMBOLS, "track": TRACK_SYMBOLS}


def symbol_keys(parts=("board", "track")) -> tuple[str, ...]:
    """The symbols of the drawings, in the legend's order."""
    return tuple(k for part in parts for k in PARTS[part])


def _numbers() -> dict[str, str]:
    """The numbers the legend's texts quote, from the game's data."""
    data = load_game_data()
    builds = []
    for engineers, fee in data.construction_spaces:
        text = msg.LEGEND_CONSTRUCTION.format(
            n=engineers,
            s="s" if engineers > 1 else "",
            fee=msg.LEGEND_CONSTRUCTION_FEE.format(fee=fee) if fee else "",
        )
        builds.append(str(text))
    sections = [
        (
            msg.LEGEND_SECTION.format(low=low, high=high, round=r)
            if high is not None
            else msg.LEGEND_SECTION_LAST.format(low=low, round=r)
        )
        for r, low, high in track_sections()
    ]
    zero = next(t for t in data.track_credits if t[0] == 0)
    owners = ", ".join(
        f"{short} = {msg.OWNER_NAMES[company]}"
        for company, short in msg.DRAW_OWNER_SHORT.items()
        if company != "neutral"
    )
    return {
        "fee": str(max(s.fee for s in data.spaces)),
        "spaces": ", ".join(builds[:-1]) + ", puis " + builds[-1],
        "sections": ", ".join(map(str, sections)),
        "behind": str(data.bonus_behind),
        "first": str(data.track_section),
        "credits": str(zero[1]),
        "vp": str(abs(zero[2])),
        "owners": owners,
        "credits_squares": ", ".join(f"{sq} → {n} cr" for sq, n, _vp in data.track_credits if sq),
    }


def legend_rows(parts=("board", "track")) -> list[tuple[str, str, str]]:
    """(symbol key, what it looks like, what it means) for each symbol of ``parts``."""
    numbers = _numbers()
    rows = []
    for key in symbol_keys(parts):
        look, meaning = msg.LEGEND_SYMBOLS[key]
        rows.append((key, str(look), str(meaning).format(**numbers)))
    return rows
