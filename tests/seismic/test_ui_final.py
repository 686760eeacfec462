"""The end of a Seismic game in the game widget: the winner is said once (issue 12).

The status line said « Partie terminée. Gagnant : … » just above the final panel that
already gives the totals and the winner, and the score table under it said it a third time.
"""

from __future__ import annotations

import re

import pytest

import ludo
from ludo.seismic.ui import SeismicBoard

RESULT = re.compile(r"gagn|égalité", re.IGNORECASE)


def _visible(board) -> str:
    html = " ".join((board.status.value, board.explanation.value, board.score_html.value))
    return re.sub(r"<[^>]+>", " ", html)


@pytest.mark.parametrize("players,computer", [(2, {1: "random"}), (3, {})])
def test_the_winner_is_said_once_at_the_end(players, computer):
    game = ludo.play_out(ludo.new("seismic", players=players, seed=4), "random", seed=4)
    board = SeismicBoard(game[-1], computer=computer)
    text = _visible(board)
    assert len(RESULT.findall(text)) == 1, text
    assert "Partie terminée" in board.status.value
    # every player's total is still in sight (in the final panel)
    sheet = game[-1].score()
    for p in sheet.players:
        assert f"{sheet.total(p)} point" in board.explanation.value


def test_during_the_game_the_table_still_gives_the_totals():
    game = ludo.play_out(ludo.new("seismic", players=2, seed=4), "random", seed=4)
    board = SeismicBoard(game[len(game) // 2], computer={1: "random"})
    assert "Totaux" in board.score_html.value
