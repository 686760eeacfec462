import pytest

import ludo

#: The rulebook's example (docs/decisions.md, Atacama): 15 wells plus a harmless 16th.
EXAMPLE = "a2 a4 a6 a9 b1 b3 b5 b7 d9 f9 h9 c8 e8 g8 i8 i1".split()


def play_all(state, moves):
    for m in moves:
        state = state.play(m)
    return state


@pytest.fixture
def example_state():
    return play_all(ludo.new("atacama", players=2, seed=1), EXAMPLE)
