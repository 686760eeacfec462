"""Barrage's decision cards: one French card per numbered interpretation decision (see
:mod:`ludo.barrage.rulecards`, which puts them in the game's one table)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core.rulecards import RuleCard

#: One card per decision id (``"barrage:G12"``, ``"barrage:§12#27"``...).
DECISION_CARDS: tuple[RuleCard, ...] = ()
#: The examples those cards show, by key.
DECISION_EXAMPLES: dict[str, Callable[[], Any]] = {}
