"""A game's whole picture for the game table: the map, the action board and the energy track."""

from __future__ import annotations

from .action_board import action_painter
from .canvas import DPI, image_png
from .energy_track import track_key, track_painter
from .map import painter

#: The last picture of each part of a game, with what it shows: a part whose content did
#: not change since the last call is not drawn again (most moves change one part only).
_LAST_PARTS: dict = {}


def _part_content(state, part: str, dpi: int) -> tuple:
    """What one part of a game's picture depends on (compared with ``==``)."""
    if part == "map":
        return (dpi, state.board)
    companies = tuple((c.company, c.energy) for c in state.companies or () if c is not None)
    if part == "actions":
        # the construction box shows the next construction's cost for the seat to play
        builds = (
            state.phase,
            state.current_player,
            tuple(getattr(c, "builds", None) for c in state.companies or ()),
        )
        return (
            dpi,
            state.n_players,
            state.intro,
            state.patent,
            state.spaces,
            state.bank,
            companies,
            builds,
        )
    return (dpi, track_key(state), state.order, state.round, companies)


def game_image(state, part: str, dpi: int = DPI):
    """A PIL image of one part of a game state: ``"map"``, ``"actions"`` or ``"track"``.

    The part is drawn over its fixed layer (drawn once), and only if what it shows changed
    since the previous call for that part (then the previous image is returned).
    """
    content = _part_content(state, part, dpi)
    last = _LAST_PARTS.get(part)
    if last is None or last[0] != content:
        if part == "map":
            p = painter("all", dpi)
            p.paint(state.board)
        elif part == "actions":
            p = action_painter(state, dpi)
            p.paint(state)
        else:
            p = track_painter(state, dpi)
            p.paint(state)
        last = _LAST_PARTS[part] = (content, p.image())
        _LAST_PNGS.pop(part, None)
    return last[1]


#: The PNG bytes of the last image of each part (encoded once per image).
_LAST_PNGS: dict = {}


def game_part_png(state, part: str, dpi: int = DPI) -> bytes:
    """PNG bytes of :func:`game_image` (encoded again only when the part changed)."""
    image = game_image(state, part, dpi)
    last = _LAST_PNGS.get(part)
    if last is None or last[0] is not image:
        last = _LAST_PNGS[part] = (image, image_png(image))
    return last[1]


#: The overview (map, action board and track one above the other) is 2.1 times taller than
#: wide and shown no taller than the window: about 350 CSS pixels wide at 1280×800, so
#: 825 pixels stay sharp at 150 % and it costs half the pixels of :data:`DPI`.
OVERVIEW_DPI = 75


def game_images(state, dpi: int = OVERVIEW_DPI) -> dict:
    """PIL images of the map, the action board and the energy track of a game state, all
    three as wide (an overview: one picture of them all).

    Each part is drawn over its fixed layer (drawn once), and only if what it shows
    changed since the previous call.
    """
    return {part: game_image(state, part, dpi) for part in ("map", "actions", "track")}


def game_pngs(state, dpi: int = DPI) -> dict:
    """PNG bytes of the map, the action board and the energy track of a game state."""
    return {k: image_png(v) for k, v in game_images(state, dpi).items()}
