"""The engine's faster paths give exactly the answers of the plain rule functions."""

import random

import ludo
from ludo.barrage.construction import buildable_spots, check_build, spots_of_kind


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
