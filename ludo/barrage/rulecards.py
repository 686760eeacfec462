"""Barrage's rule cards: the one table of the rule ids its engine cites (refusals, score
lines) and of its numbered decisions, each with a French card (see
:mod:`ludo.core.rulecards`).

The cards of the refusals and score lines are written here; those of the decisions
(G, C, P, W, M, S, A ids and the « §12 » table of docs/decisions.md) in
:mod:`ludo.barrage.rulecards_decisions`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core.rulecards import CORE, RuleBook, RuleCard
from .rulecards_decisions import DECISION_CARDS, DECISION_EXAMPLES

#: Cards of the rule ids cited by refusals and score lines.
RULE_CARDS: tuple[RuleCard, ...] = ()
#: The examples those cards show, by key.
RULE_EXAMPLES: dict[str, Callable[[], Any]] = {}

BOOK = RuleBook(
    "barrage",
    (*RULE_CARDS, *DECISION_CARDS),
    {**RULE_EXAMPLES, **DECISION_EXAMPLES},
    parent=CORE,
)
