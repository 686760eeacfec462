"""The worked examples of the rule texts, rebuilt on the real map (for notebooks and tests).

Each function returns plain data: boards, and for productions the arguments of
:func:`ludo.barrage.production.produce`. The expected results are checked in
``tests/barrage`` (never stored here).
"""

from __future__ import annotations

from . import messages as msg
from .board import Board


def flow_neutral() -> tuple[Board, dict]:
    """The rulebook's first flow example: a level-2 neutral dam holding 1 drop gets 2 more."""
    return Board.empty().with_dam("D5L", "neutral", 2).with_drops("D5L", 1), {"B": 2}


def flow_rulebook() -> tuple[Board, dict]:
    """The rulebook's flow example: the board and the drops to add (rivers A and B)."""
    board = (
        Board.empty()
        .with_dam("D1U", "france", 1)
        .with_drops("D1U", 1)
        .with_dam("D8U", "italy", 3)
        .with_drops("D8U", 2)
        .with_dam("D2U", "germany", 2)
        .with_drops("D2U", 1)
        .with_dam("D5U", "usa", 1)
        .with_dam("D5L", "neutral", 2)
        .with_drops("D5L", 1)
    )
    return board, {"A": 2, "B": 3}


def merge() -> tuple[Board, dict]:
    return Board.empty().with_dam("D10U", "france", 1), {"C": 1, "D": 1}


def overflow() -> tuple[Board, dict]:
    board = (
        Board.empty()
        .with_dam("D4U", "germany", 1)
        .with_dam("D7U", "italy", 1)
        .with_dam("D10L", "neutral", 2)
        .with_drops("D10L", 1)
    )
    return board, {"D": 4}


FLOWS = {
    "flow_neutral": flow_neutral,
    "flow_rulebook": flow_rulebook,
    "merge": merge,
    "overflow": overflow,
}


def prod_3() -> tuple[Board, dict]:
    board = (
        Board.empty()
        .with_conduit("C3R", "usa")
        .with_dam("D3U", "usa", 1)
        .with_drops("D3U", 1)
        .with_powerhouse("P6a", "usa")
    )
    return board, {
        "company": "usa",
        "dam": "D3U",
        "conduit": "C3R",
        "powerhouse": "P6a",
        "drops": 1,
    }


def prod_9() -> tuple[Board, dict]:
    board = (
        Board.empty()
        .with_dam("D3L", "neutral", 2)
        .with_drops("D3L", 2)
        .with_conduit("C3L", "italy")
        .with_powerhouse("P5a", "usa")
    )
    args = {
        "company": "usa",
        "dam": "D3L",
        "conduit": "C3L",
        "powerhouse": "P5a",
        "drops": 2,
        "action_bonus": 1,
    }
    return board, args


def prod_6() -> tuple[Board, dict]:
    board = (
        Board.empty()
        .with_dam("D2L", "neutral", 2)
        .with_drops("D2L", 2)
        .with_conduit("C2L", "germany")
        .with_powerhouse("P6a", "usa")
    )
    return board, {
        "company": "usa",
        "dam": "D2L",
        "conduit": "C2L",
        "powerhouse": "P6a",
        "drops": 2,
    }


def prod_germany() -> tuple[Board, dict]:
    """Germany's first production; the second one is ``SECOND_GERMANY`` (after it)."""
    board = (
        Board.empty()
        .with_dam("D6U", "germany", 2)
        .with_drops("D6U", 2)
        .with_conduit("C6R", "germany")
        .with_powerhouse("P7a", "germany")
        .with_dam("D7U", "germany", 3)
        .with_drops("D7U", 1)
        .with_conduit("C7L", "france")
        .with_powerhouse("P10a", "germany")
        .with_powerhouse("P12a", "germany")
    )
    args = {
        "company": "germany",
        "dam": "D6U",
        "conduit": "C6R",
        "powerhouse": "P7a",
        "drops": 2,
        "action_bonus": 2,
    }
    return board, args


SECOND_GERMANY = {"dam": "D7U", "conduit": "C7L", "powerhouse": "P10a", "drops": 3}


def prod_flow_on() -> tuple[Board, dict]:
    board = (
        Board.empty()
        .with_dam("D5U", "usa", 1)
        .with_drops("D5U", 1)
        .with_conduit("C5L", "usa")
        .with_powerhouse("P8a", "usa")
        .with_dam("D8U", "usa", 1)
        .with_drops("D8U", 1)
        .with_dam("D8L", "italy", 1)
    )
    return board, {
        "company": "usa",
        "dam": "D5U",
        "conduit": "C5L",
        "powerhouse": "P8a",
        "drops": 1,
    }


def prod_usa() -> tuple[Board, dict]:
    board = (
        Board.empty()
        .with_dam("D2U", "italy", 2)
        .with_drops("D2U", 2)
        .with_conduit("C2L", "italy")
        .with_powerhouse("P6a", "italy")
        .with_powerhouse("P6b", "usa")
        .with_powerhouse("P10a", "usa")
        .with_powerhouse("P5a", "usa")
    )
    return board, {
        "company": "italy",
        "dam": "D2U",
        "conduit": "C2L",
        "powerhouse": "P6a",
        "drops": 2,
    }


PRODUCTIONS = {
    "prod_3": prod_3,
    "prod_9": prod_9,
    "prod_6": prod_6,
    "prod_germany": prod_germany,
    "prod_flow_on": prod_flow_on,
    "prod_usa": prod_usa,
}


def title(key: str) -> str:
    """The example's French title (« Exemple du livret : l'écoulement »)."""
    subject = msg.SCENARIOS[key][0]
    if key in msg.RULEBOOK_SCENARIOS:
        return str(msg.SCENARIO_RULEBOOK_TITLE.format(subject=subject))
    return subject


def menu_title(key: str) -> str:
    """The example in a laboratory's « Exemple » menu: its title, a rulebook example's
    shortened (« Livret : l'écoulement »)."""
    subject = msg.SCENARIOS[key][0]
    if key in msg.RULEBOOK_SCENARIOS:
        return str(msg.SCENARIO_RULEBOOK_MENU.format(subject=subject))
    return subject


def description(key: str) -> str:
    return msg.SCENARIOS[key][1]
