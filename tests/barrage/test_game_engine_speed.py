"""The engine's faster paths give exactly the answers of the plain rule functions."""

import random

import ludo
from ludo.barrage.game.generation import buildable, can_build, spots_of_kind


def test_buildable_spots_are_those_the_build_check_allows():
    for seed in range(4):
        rng = random.Random(seed)
        s = ludo.new("barrage", players=4, seed=seed)
        seen = 0
        while not s.is_over():
            if s.companies and all(c is not None for c in s.companies):
                for company in {c.company for c in s.companies}:
                    for kind in ("base", "elevation", "conduit", "powerhouse"):
                        fast = buildable(s.board, company, kind)
                        plain = [
                            p for p in spots_of_kind(kind) if can_build(s.board, company, kind, p)
                        ]
                        assert list(fast) == plain, (seed, company, kind)
                seen += 1
            s = s.play(rng.choice(s.legal_moves()))
        assert seen > 50
