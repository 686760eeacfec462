"""A new game of Seismic: options, variants, the pile, and hand-made positions."""

from __future__ import annotations

from ..core.errors import InvalidData
from ..core.events import Event
from ..core.hexgrid import disc
from ..core.rng import make_rng, resolve_seed
from ..core.speed import FrozenDict
from . import messages as msg
from .moves import plain_text
from .phases import PLACE
from .state import SeismicState
from .tiles import Manifest, default_manifest, is_quake, load_manifest, quake_id
from .turns import refill

VARIANTS = ("big_one", "dilemma", "aftershocks", "twin_cities")
VARIANT_ALIASES = {
    "base": None,
    "big_one": "big_one",
    "bigone": "big_one",
    "le_big_one": "big_one",
    "dilemma": "dilemma",
    "dilemme": "dilemma",
    "aftershocks": "aftershocks",
    "contrecoups": "aftershocks",
    "twin_cities": "twin_cities",
    "villes_jumelles": "twin_cities",
}
TWIN_OFFSET = (9, 0)  # S22


def parse_variant(variant) -> tuple:
    """``"base"``, one variant or several joined by ``+`` (French names accepted)."""
    if not isinstance(variant, str):
        raise InvalidData(msg.BAD_VARIANT.format(variant=variant), field="variant")
    out = set()
    for part in variant.split("+"):
        key = plain_text(part).replace(" ", "_").replace("-", "_")
        if key not in VARIANT_ALIASES:
            raise InvalidData(msg.BAD_VARIANT.format(variant=variant), field="variant")
        if VARIANT_ALIASES[key]:
            out.add(VARIANT_ALIASES[key])
    if {"big_one", "twin_cities"} <= out:
        raise InvalidData(msg.BAD_VARIANT_COMBO, field="variant")
    return tuple(v for v in VARIANTS if v in out)


def _box(manifest: Manifest, copies: int) -> tuple[list, list]:
    """All tiles but the quake mix's simple tiles, and those simple tiles (in manifest order)."""
    rest, simple = [], []
    for tid, n in manifest.counts.items():
        k = manifest.simple.get(tid, 0) * copies
        rest += [tid] * (n * copies - k)
        simple += [tid] * k
    return rest, simple


def build_pile(manifest: Manifest, variants: tuple, rng) -> tuple[list, list]:
    """The draw pile (top first) and the tiles put back in the box unseen (S17, S19, S22)."""
    copies = 2 if "twin_cities" in variants else 1
    rest, simple = _box(manifest, copies)
    quakes = [quake_id(m) for m in manifest.quakes] * copies
    if "big_one" in variants:
        big = quake_id(max(manifest.quakes))
        quakes.remove(big)
        keep = simple[: len(quakes)]
        rest += simple[len(quakes) :]
        mix = keep + quakes
        rng.shuffle(mix)
        half = len(mix) // 2
        boxed, survivors = mix[:half], mix[half:]
        pile = rest + survivors
        rng.shuffle(pile)
        bottom = pile[:5] + [big]
        pile = pile[5:]
        rng.shuffle(bottom)
        return pile + bottom, boxed
    mix = simple + quakes
    rng.shuffle(mix)
    half = len(mix) // 2
    boxed, survivors = mix[:half], mix[half:]
    pile = rest + survivors
    rng.shuffle(pile)
    return pile, boxed


def new_game(
    players: int = 2,
    seed: int | None = None,
    variant: str = "base",
    radius: int | None = None,
    require_road_contact: bool = True,
    manifest=None,
) -> SeismicState:
    """A new game of Seismic.

    Parameters
    ----------
    players : 2, 3 or 4
    seed : int, optional
        Shuffles the quake mix and the pile.
    variant : str
        ``"base"``, ``"big_one"``, ``"dilemma"``, ``"aftershocks"``, ``"twin_cities"``
        or several joined by ``+`` (French names ``dilemme``, ``contrecoups``,
        ``villes_jumelles``, ``le_big_one`` accepted).
    radius : int, optional
        Radius of the table disc (default: the manifest's, 6).
    require_road_contact : bool
        S3: a new tile must join at least one road.
    manifest : path, JSON text, dict or Manifest, optional
        Another tile list (default: the reconstruction).

    >>> s = new_game(players=3, seed=2)
    >>> s.current_player, len(s.row), s.supply
    (0, 3, (20, 20, 20))
    """
    if isinstance(players, bool) or players not in (2, 3, 4):
        raise InvalidData(msg.BAD_PLAYERS.format(n=players), field="players")
    variants = parse_variant(variant)
    if not isinstance(require_road_contact, bool):
        raise InvalidData(
            msg.BAD_BOOL.format(field="require_road_contact", value=require_road_contact),
            field="require_road_contact",
        )
    man = default_manifest() if manifest is None else load_manifest(manifest)
    if radius is None:
        radius = man.radius
    if isinstance(radius, bool) or not isinstance(radius, int) or not 1 <= radius <= 30:
        raise InvalidData(msg.BAD_RADIUS.format(value=radius), field="radius")
    seed = resolve_seed(seed)
    rng = make_rng(seed)
    cities: tuple[tuple[int, int], ...] = ((0, 0),)
    cells = disc((0, 0), radius)
    if "twin_cities" in variants:
        cities = ((0, 0), TWIN_OFFSET)
        cells = cells | disc(TWIN_OFFSET, radius)
    pile, boxed = build_pile(man, variants, rng)
    placed = {c: (man.city.id, 0) for c in cities}
    events = [
        Event("setup", msg.EV_SETUP.format(n=len(pile), boxed=len(boxed)), {"pile": len(pile)})
    ]
    row: list[str] = []
    discard: list[str] = []
    while len(row) < 2 and pile:  # S9, S18
        tid = pile.pop(0)
        if is_quake(tid):
            discard.append(tid)
            events.append(Event("setup.quake", msg.EV_SETUP_QUAKE.format(m=tid[1:]), {"tile": tid}))
        else:
            row.append(tid)
    s = SeismicState(
        manifest=man,
        n_players=players,
        seed=seed,
        variants=variants,
        radius=radius,
        require_road_contact=require_road_contact,
        cells=frozenset(cells),
        cities=cities,
        placed=FrozenDict(placed),
        markers=FrozenDict(),
        supply=(man.markers,) * players,
        pile=tuple(pile),
        row=tuple(row),
        boxed=tuple(boxed),
        discard=tuple(discard),
        turn=0,
        phase=PLACE,
        actor=0,
    )
    events.append(Event("turn.start", msg.EV_TURN.format(player=1), {"player": 0}))
    return refill(s, events)


def from_position(
    placed: dict,
    row=(),
    pile=(),
    markers: dict | None = None,
    players: int = 2,
    variant: str = "base",
    radius: int = 3,
    turn: int = 0,
    supply=None,
    require_road_contact: bool = True,
) -> SeismicState:
    """A hand-made position, for teaching and tests (small table, chosen tiles).

    ``placed`` maps cells to ``(tile id, rotation)`` (San Andreas is added at the
    centre when missing); ``row`` are the face-up tiles and ``pile`` the next ones,
    top first (``"Q3"`` for a quake). The turn starts as usual: the row is refilled
    from ``pile`` up to 3 tiles. Such a position is not the outcome of a seeded game:
    its save file holds a snapshot of it (:mod:`ludo.core.snapshot`), so that
    ``ludo.from_json(s.to_json()) == s``.
    """
    base = new_game(
        players=players,
        seed=0,
        variant=variant,
        radius=radius,
        require_road_contact=require_road_contact,
    )
    cells = dict(placed)
    for c in base.cities:
        cells.setdefault(c, (base.manifest.city.id, 0))
    s = base._evolve(
        placed=FrozenDict(cells),
        markers=FrozenDict(markers or {}),
        supply=tuple(supply)
        if supply is not None
        else tuple(
            base.manifest.markers - sum(1 for v in (markers or {}).values() if v == p)
            for p in range(players)
        ),
        pile=tuple(pile),
        row=tuple(row),
        boxed=(),
        discard=(),
        turn=turn,
        actor=turn,
        phase=PLACE,
        pending=None,
        quake_log=(),
        history=(),
        events=(),
    )
    return refill(s, [])
