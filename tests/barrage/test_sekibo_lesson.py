"""The position notebook 04 plays to teach Mahiri Sekibo's copy (rule barrage.officer.sekibo):
copying Wilhelm Adler, the USA build a mountain Base for 3 excavators instead of 5, and the
copy ends with the turn."""

from __future__ import annotations

import ludo
from ludo.barrage.game.moves import move_text


def _base_costs(state, spot: str = "1L") -> list[str]:
    prefix = f"Construire une base en {spot} :"
    return [
        move_text(m, state) for m in state.legal_moves() if move_text(m, state).startswith(prefix)
    ]


def test_the_copy_of_adler_makes_the_mountain_base_cost_3_then_ends():
    start = ludo.new(
        "barrage", players=2, seed=1, companies=("usa", "germany"), officers=("sekibo", "adler")
    )
    assert any("5 excavatrices" in m for m in _base_costs(start))
    copied = start.play("sekibo adler")
    assert copied.companies[0].copied == "adler"
    assert _base_costs(copied) == [
        "Construire une base en 1L : tuile Base, 3 excavatrices (pouvoir de Wilhelm Adler)"
    ]
    built = copied.play("construire base D1L base 3e0b")
    assert built.companies[0].copied is None
    assert ("D1L", "usa", 1) in built.board.dams
    assert [e.kind for e in built.events][-1] == "build"
