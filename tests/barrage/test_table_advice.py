"""« Un conseil ? » at the Barrage game table (issue 21 §2): the button shows the three best
moves for the seat to play, each with its reason; a click on one puts it on the board."""

import copy
import re

import pytest

from ludo.barrage.game.advice import advise
from ludo.barrage.ui import GameTable


@pytest.fixture
def table():
    """Two people at one screen, past the picks of companies (made by « Valider »)."""
    t = GameTable(players=2, seats=("human", "human"), seed=3)
    while t.session.state.phase == "pick":
        t.validate()
    return t


def _rows(table):
    return [row for row in table.advice.children if "barrage-advice-row" in row._dom_classes]


def _text(row) -> str:
    """The advice's move (its button) and its reason."""
    return row.children[0].description + " " + re.sub(r"<[^>]+>", " ", row.children[1].value)


def test_the_button_shows_three_moves_with_their_reasons(table):
    before = copy.deepcopy(table.session.state)
    assert table.advice.children == ()
    table.advice_button.click()
    rows = _rows(table)
    tips = advise(table.session.state)
    assert len(rows) == 3 == len(tips)
    for i, (row, tip) in enumerate(zip(rows, tips, strict=True), 1):
        text = _text(row)
        assert text.startswith(f"{i}. {tip.text} ") and tip.reason in text
    assert table.session.state == before  # advice plays nothing
    assert table.advice_button.description == "Un conseil ?"  # back after « calcul en cours »


def test_prepare_puts_the_move_on_the_board_and_valider_plays_it(table):
    table.advice_button.click()
    second = advise(table.session.state)[1].move
    before = table.session.state
    _rows(table)[1].children[0].click()
    assert table.choice.layout.display is None and table.detail.value == str(second)
    assert table.session.state is before  # only chosen, not played
    table.validate()
    assert table.session.state == before.play(second)
    assert table.advice.children == ()  # the advice was for the position before


def test_a_follow_up_choice_is_prepared_too():
    """After a production, the contract to fulfil: the advice prepares it in the choice."""
    from .test_advice import _obvious

    t = GameTable(players=2, seats=("human", "human"), seed=3)
    t.session.history.append(_obvious())
    t.play(str(advise(t.session.state)[0].move))  # the production: which contract now?
    assert t.session.state.pending
    t.advice_button.click()
    _rows(t)[0].children[0].click()
    assert t.choice.layout.display is None and t.detail.value == "contrat S3"
    t.validate()
    assert "S3" in t.session.state.companies[1].fulfilled


def test_an_older_advice_does_nothing(table):
    table.advice_button.click()
    old = _rows(table)[0].children[0]
    table.play(str(advise(table.session.state)[2].move))
    now = table.session.state
    old.click()
    assert table.session.state is now and table.space == ""
    assert table.choice.layout.display == "none"


def test_no_advice_for_the_picks():
    t = GameTable(players=2, seats=("human", "human"), seed=3)
    assert t.session.state.phase == "pick"
    t.advice_button.click()
    assert len(t.advice.children) == 1 and "ne conseille rien" in t.advice.children[0].value


class _Watching:
    """A computer seat that notes what the table's prompt says while it chooses."""

    name = "témoin"

    def __init__(self, table, seed: int):
        import ludo

        self.table, self.seen = table, []
        self.inner = ludo.player("barrage", "greedy", seed)

    def choose(self, state):
        self.seen.append(self.table.prompt.value)
        return self.inner.choose(state)


def test_the_prompt_says_calcul_en_cours_while_the_computer_answers():
    t = GameTable(players=2, seats=("human", "greedy"), seed=3)
    watch = t.session.computer[1] = _Watching(t, 3)
    t.validate()  # the person's pick, then the computer's
    assert watch.seen and all("Calcul en cours…" in s for s in watch.seen)
    assert "Calcul en cours" not in t.prompt.value  # removed after
    assert t.validate_button.description == "Valider" and not t.actions.board.busy


def test_mahiri_sekibos_copy_is_prepared_beside_the_map():
    """Her copy takes no action space: prepared, it is her button's short choice."""
    from ludo.barrage.game.moves import Sekibo

    from .test_table_show import _sekibo_table

    t = _sekibo_table()
    t.prepare(Sekibo("adler"), t.session.state)
    assert t.choice.layout.display is None and t.detail.value == "sekibo adler"
