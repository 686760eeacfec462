"""Events: what a move did, as data.

Animations and explanations are built from events; widgets never re-run rules.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Event:
    """Something that happened while a move was applied.

    ``kind`` is a stable identifier (``"well.placed"``, ``"turn.passed"``),
    ``text`` a French sentence for the explanation panel, ``data`` the facts
    (cells, players...) as plain values.
    """

    kind: str
    text: str
    data: dict = field(default_factory=dict)

    def __hash__(self) -> int:  # data is a dict: hash on the stable parts only
        return hash((self.kind, self.text))
