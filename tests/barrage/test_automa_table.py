"""Tesla's Automa changes the game only through the named effects of its table
(:class:`ludo.barrage.game.solo.AutomaTable`), and the rules it shares with the people are
written once: one production, one Viktor Fiesler's minimum (issue 27 §2)."""

from dataclasses import replace

import pytest

import ludo
from ludo.barrage import Board, production
from ludo.barrage.automa.actions import best_system
from ludo.barrage.game.effects import Work
from ludo.barrage.game.generation import production_options
from ludo.barrage.game.solo import AutomaTable, automa_rules, register_automa

from .test_automa_game import scene, solo

#: What the Automa may read and do: the protocol's members, and nothing else.
MEMBERS = frozenset(name for name in dir(AutomaTable) if not name.startswith("_"))


def _read_only(value):
    """What the Automa is handed: lists as tuples, so that it cannot change them in place."""
    if isinstance(value, list):
        return tuple(_read_only(v) for v in value)
    return value


class Guard:
    """The game's work copy as the Automa may use it: a member of the protocol is read or
    called, any other name, any assignment and any change made in place fails."""

    __slots__ = ("_work",)

    def __init__(self, work):
        object.__setattr__(self, "_work", work)

    def __getattr__(self, name):
        if name not in MEMBERS:
            raise AssertionError(f"the Automa uses « {name} », which its table does not offer")
        return _read_only(getattr(self._work, name))

    def __setattr__(self, name, value):
        raise AssertionError(f"the Automa writes « {name} » instead of a named effect")


def _games():
    return [
        ludo.final_state(
            ludo.new("barrage", seed=seed, automa_level=level, **options), seats, seed=seed
        )
        for level, options, seats, seed in GAMES
    ]


GAMES = [
    (level, dict(players=2, automa=[1]), ("greedy", "automa"), seed)
    for level in ("facile", "modere", "haute_tension", "surpuissant")
    for seed in (1, 2)
] + [
    ("haute_tension", dict(players=3, automa=[1, 2]), ("random", "automa", "automa"), 3),
    ("surpuissant", dict(players=4, automa=[0, 3]), ("automa", "greedy", "random", "automa"), 4),
]


def test_the_automa_changes_the_game_only_through_its_tables_named_effects():
    """Whole games where the Automa plays every turn and settles every choice on a
    :class:`Guard` of the game's work copy: it never writes a field nor changes a list in
    place (its events, the display...), and the games are those of the plain table."""
    plain = _games()
    rules = automa_rules()
    register_automa(
        replace(
            rules,
            play_turn=lambda w, seat: rules.play_turn(Guard(w), seat),
            resolve_pending=lambda w, item: rules.resolve_pending(Guard(w), item),
        )
    )
    try:
        guarded = _games()
    finally:
        register_automa(rules)
    assert guarded == plain
    assert all(s.is_over() for s in guarded)
    turns = sum(type(m).__name__ == "AutomaTurn" for s in guarded for m in s.history)
    assert turns > 100


# -- Viktor Fiesler's minimum, one rule -------------------------------------------------------
SMALL = (  # a system through a conduit of value 2: 1 drop gives 2 energy, Fiesler's minimum more
    Board.empty()
    .with_dam("D6U", "usa", 3)
    .with_drops("D6U", 3)
    .with_conduit("C6R", "usa")
    .with_powerhouse("P7a", "usa")
)


@pytest.mark.parametrize("minimum", [4, 6])
def test_fiesler_minimum_is_read_from_one_place_by_the_production_the_moves_and_the_automa(
    monkeypatch, minimum
):
    monkeypatch.setattr(production, "FIESLER_MINIMUM", minimum)
    made = production.produce(
        SMALL, "usa", dam="D6U", conduit="C6R", powerhouse="P7a", drops=1, officer="fiesler"
    )
    assert made.energy == minimum
    alone = production.produce(SMALL, "usa", dam="D6U", conduit="C6R", powerhouse="P7a", drops=1)
    assert alone.energy == 2  # without him: drops × value
    # the legal moves' energy of each production, for a person led by him
    person = ludo.new(
        "barrage", players=2, seed=1, companies=["usa", "italy"], officers=["fiesler", "adler"]
    )
    person = person._evolve(board=SMALL.with_officer("usa", "fiesler"))
    energies = {o[3]: o[4] for o in production_options(person, 0)}
    assert energies == {1: minimum, 2: max(4, minimum), 3: 6}
    # the Automa's choice of its most productive system, at « surpuissant » with him
    s = scene(solo(automa_level="surpuissant"), board=SMALL)
    comps = list(s.companies)
    comps[1] = replace(comps[1], officer="fiesler")
    w = Work(s._evolve(companies=tuple(comps)))
    assert best_system(w, 1, 0) == (minimum, "D6U", "C6R", "P7a", 1)
