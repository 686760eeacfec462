"""The engine's faster paths give exactly the answers of the plain rule functions."""

import itertools
import random
from collections import Counter
from dataclasses import replace
from functools import cache

import pytest

import ludo
from ludo.barrage import Board
from ludo.barrage.construction import buildable_spots, check_build, red_fee, spots_of_kind
from ludo.barrage.game.companies import NO_SPACE_EFFECTS, effect_of, tile_kinds, usable_tiles
from ludo.barrage.game.data import load_game_data
from ludo.barrage.game.generation import _build_moves, _payments
from ludo.barrage.game.moves import Build
from ludo.barrage.map import base_map
from ludo.barrage.production import check_production, possible_productions


def _allowed(board, company, kind, spot) -> bool:
    try:
        check_build(board, company, kind, spot)
    except ludo.IllegalMove:
        return False
    return True


def test_buildable_spots_are_those_the_build_check_allows():
    for seed in range(4):
        rng = random.Random(seed)
        s = ludo.new("barrage", players=4, seed=seed)
        seen = 0
        while not s.is_over():
            if s.companies and all(c is not None for c in s.companies):
                for company in {c.company for c in s.companies}:
                    for kind in ("base", "elevation", "conduit", "powerhouse"):
                        fast = buildable_spots(s.board, company, kind)
                        plain = [
                            p for p in spots_of_kind(kind) if _allowed(s.board, company, kind, p)
                        ]
                        assert list(fast) == plain, (seed, company, kind)
                seen += 1
            s = s.play(rng.choice(s.legal_moves()))
        assert seen > 50


def test_buildable_spots_follow_each_change_of_what_they_are_kept_by():
    """Boards changed one structure at a time (a dam raised to its last level, another
    company's dam beside one's own, conduits, a fourth powerhouse...): the spots kept for
    each company and kind are those the build check allows after every change."""
    steps = [
        lambda b: b.with_dam("D1U", "usa", 1),
        lambda b: b.with_dam("D1U", "usa", 2),
        lambda b: b.with_dam("D1U", "usa", 3),
        lambda b: b.with_dam("D1L", "germany", 1),
        lambda b: b.with_dam("D5U", "neutral", 2),
        lambda b: b.with_dam("D5U", "usa", 2),
        lambda b: b.with_conduit("C1L", "italy"),
        lambda b: b.with_conduit("C5L", "usa"),
        lambda b: b.with_powerhouse("P8a", "usa"),
        lambda b: b.with_powerhouse("P5a", "usa"),
        lambda b: b.with_powerhouse("P7a", "usa"),
        lambda b: b.with_powerhouse("P10a", "france"),
        lambda b: b.with_powerhouse("P11a", "usa"),
        lambda b: b.with_dam("D9L", "italy", 1),
        lambda b: b.with_dam("D9L", "italy", 2),
    ]
    board = Board.empty()
    for step in steps:
        board = step(board)
        for company in ("usa", "germany", "italy", "france"):
            for kind in ("base", "elevation", "conduit", "powerhouse"):
                plain = [p for p in spots_of_kind(kind) if _allowed(board, company, kind, p)]
                assert list(buildable_spots(board, company, kind)) == plain, (company, kind)


def _plain_builds(state, seat):
    """The constructions of the seat from the plain definitions: every spot the board
    allows (:func:`check_build`), the red frame's fee (:func:`red_fee`), then the ways to pay
    (:func:`_payments`)."""
    data = load_game_data()
    c = state.companies[seat]
    out = []
    for tile in usable_tiles(c):
        effect = effect_of(tile)
        for kind in tile_kinds(tile):
            if c.board.remaining(kind) == 0:
                continue
            if NO_SPACE_EFFECTS.get(effect) == kind:
                fee = 0
            elif c.builds >= len(data.construction_spaces):
                continue
            elif c.engineers < data.construction_spaces[c.builds][0]:
                continue
            else:
                fee = data.construction_spaces[c.builds][1]
            for spot in spots_of_kind(kind):
                if not _allowed(state.board, c.company, kind, spot):
                    continue
                budget = c.credits - fee - red_fee(kind, spot, effect)
                for e, m, cr in _payments(c, kind, spot, effect, budget):
                    out.append(Build(kind, spot, tile, e, m, cr))
    return out


def test_the_unrolled_construction_loop_pays_the_red_frame_fee_and_the_machines():
    """The legal moves' constructions (machines, credits and the red-frame fee unrolled over
    cached options) are those of the plain definitions, on every position of random games
    where a person may build, with officers who change the payments."""
    seen: Counter = Counter()
    advanced = [t.id for t in load_game_data().advanced_tiles]
    for seed, officers in ((1, None), (2, None), (3, ("jordan", "mcdowell", "adler", "krylov"))):
        setup = {"companies": ("usa", "germany", "italy", "france"), "officers": officers}
        options = setup if officers else {}
        rng = random.Random(seed)
        s = ludo.new("barrage", players=4, seed=seed, **options)
        while not s.is_over():
            if s.phase == "actions" and not s.pending:
                seat = s.current_player
                # the position, and the same with every advanced tile in the seat's supply
                c = s.companies[seat]
                tiles = tuple(sorted({*c.tiles, *advanced}))
                every = s._evolve(companies=_with(s.companies, seat, replace(c, tiles=tiles)))
                for position in (s, every):
                    fast = _build_moves(position, seat)
                    assert fast == _plain_builds(position, seat), (seed, len(s.history))
                    for m in fast:
                        red = red_fee(m.kind, m.spot)
                        seen["red" if red else "plain"] += 1
                        seen["free red" if red and effect_of(m.tile) == "no_red_fee" else ""] += 1
                        seen["credits"] += m.credits > 0
            s = s.play(rng.choice(s.legal_moves()))
    assert min(seen["red"], seen["plain"], seen["free red"], seen["credits"]) > 50, seen


def _with(items: tuple, i: int, item) -> tuple:
    return (*items[:i], item, *items[i + 1 :])


def _plain_productions(board, company):
    """Every (dam, conduit, powerhouse, drops held) the production check accepts with one
    drop: the plain definition of what :func:`possible_productions` lists."""
    out = []
    for (dam, conduit), p in itertools.product(_same_basin(), spots_of_kind("powerhouse")):
        try:
            check_production(board, company, dam, conduit, p, 1)
        except ludo.IllegalMove:
            continue
        out.append((dam, conduit, p, board.drops_at(dam)))
    return sorted(out)


@cache
def _same_basin() -> tuple:
    """(dam spot, conduit spot) of one basin: check_production refuses any other pair (a
    quick cut, checked in the test)."""
    g = base_map()
    return tuple(
        (dam, conduit)
        for dam in spots_of_kind("base")
        for conduit in spots_of_kind("conduit")
        if g.nodes[conduit]["basin"] == g.nodes[dam]["basin"]
    )


def test_possible_productions_are_those_the_production_check_allows():
    """The systems kept per set of structures, then filtered by the drops of the moment, are
    those :func:`check_production` allows, on every board of two random games."""
    board = Board.empty().with_dam("D5U", "usa").with_drops("D5U", 1)
    board = board.with_conduit("C6L", "usa").with_powerhouse("P7a", "usa")
    with pytest.raises(ludo.IllegalMove):  # a conduit of another basin: the cut is the rule's
        check_production(board, "usa", "D5U", "C6L", "P7a", 1)
    seen, boards = 0, set()
    for seed in (1, 2):
        rng = random.Random(seed)
        s = ludo.new("barrage", players=4, seed=seed)
        while not s.is_over():
            if s.board not in boards:  # every board of the games, once
                boards.add(s.board)
                for company in ("usa", "germany", "italy", "france"):
                    fast = possible_productions(s.board, company)
                    assert sorted(fast) == _plain_productions(s.board, company), (seed, company)
                    seen += len(fast)
            s = s.play(rng.choice(s.legal_moves()))
    assert seen > 20 and len(boards) > 50
