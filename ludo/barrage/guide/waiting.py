"""A choice an action leaves waiting (rule ``barrage.pending``), told as the game table
tells it: its « Prochaine étape » sentence, then the only answers the game accepts, framed
as an example (it is not the reader's game).

Notebook 08 shows one from a few scripted moves; the words are the game's own
(:func:`ludo.barrage.game.refusals.next_step`, :func:`ludo.barrage.game.moves.move_text`).
"""

from __future__ import annotations

import html

from ..game.moves import move_text
from ..game.refusals import next_step
from ..game.state import BarrageState
from . import messages as msg


def waiting_lines(state: BarrageState) -> tuple[str, list[str]]:
    """(the next-step sentence, the answers permitted now) of ``state``."""
    return next_step(state), [move_text(m, state) for m in state.legal_moves()]


#: The example's frame: grey, set apart from the page, never a live instruction's bold.
_EXAMPLE = "border-left:4px solid #999;background:#f4f4f4;padding:4px 12px;margin:6px 0"


def waiting_html(state: BarrageState) -> str:
    """:func:`waiting_lines` as HTML, framed and said to be an example (a reader took the
    bold « Prochaine étape : Joueur 1 (USA), défaussez d'abord un contrat… » for an
    instruction to them): the sentence quoted as the table would show it, then the answers
    as a list."""
    sentence, answers = waiting_lines(state)
    items = "".join(f"<li>{html.escape(a)}</li>" for a in answers)
    return (
        f"<div class='ludo-guide-example' style='{_EXAMPLE}'>"
        f"<p style='margin:2px 0'><i>{html.escape(msg.WAITING_EXAMPLE)}</i></p>"
        f"<p style='margin:2px 0 2px 16px'>« {html.escape(sentence)} »</p>"
        f"<p style='margin:2px 0'><i>{html.escape(msg.WAITING_ANSWERS)}</i></p>"
        f"<ul style='margin:2px 0'>{items}</ul></div>"
    )
