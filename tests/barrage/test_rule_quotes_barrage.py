"""Barrage's decisions the rulebook turned out to settle are rules, under their old ids.

The rules expert found that the rulebook settles nine of Barrage's numbered decisions
(issue 29 §1): their cards became rules, keeping their ids (``barrage:G12`` …) so that
nothing is renamed, and keeping the quotation they rest on. What every card of every game
must carry (file, section, a decision's quotation) and how the quotations, the sections and
the cards' own words are compared with the rule texts is checked for all four games,
Barrage included, in ``tests/test_rule_quotes.py``.
"""

from __future__ import annotations

import pytest

from ludo.barrage.rulecards import BOOK

#: The decisions the rules expert found the rulebook settles: rules now, under their old ids.
SETTLED = ("G12", "M2", "W2", "C3", "S1", "S2", "S3", "G8", "P1")


@pytest.mark.parametrize("decision", SETTLED)
def test_a_decision_the_rulebook_settles_is_a_rule_under_its_id(decision):
    card = BOOK.card(f"barrage:{decision}")
    assert card.id == f"barrage:{decision}" and card.kind == "rule"
    assert not card.open_question and card.quote


def test_the_other_numbered_cards_are_still_decisions():
    """Only those nine: a numbered card turned into a rule is listed above, with its reason."""
    rules = {card.id for card in BOOK if ":" in card.id and not card.is_decision}
    assert rules == {f"barrage:{d}" for d in SETTLED}
