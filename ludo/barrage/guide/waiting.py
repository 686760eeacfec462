"""A choice an action leaves waiting (rule ``barrage.pending``), told as the game table
tells it: its « Prochaine étape » sentence, then the only answers the game accepts.

Notebook 08 shows one from a few scripted moves; the words are the game's own
(:func:`ludo.barrage.game.refusals.next_step`, :func:`ludo.barrage.game.moves.move_text`).
"""

from __future__ import annotations

import html

from ..game.moves import move_text
from ..game.refusals import next_step
from ..game.state import BarrageState


def waiting_lines(state: BarrageState) -> tuple[str, list[str]]:
    """(the next-step sentence, the answers permitted now) of ``state``."""
    return next_step(state), [move_text(m, state) for m in state.legal_moves()]


def waiting_html(state: BarrageState) -> str:
    """:func:`waiting_lines` as HTML: the sentence in bold, the answers as a list."""
    sentence, answers = waiting_lines(state)
    items = "".join(f"<li>{html.escape(a)}</li>" for a in answers)
    return f"<p><b>{html.escape(sentence)}</b></p><ul>{items}</ul>"
