"""The explanation of the last moves on the game table, with the end of a round as one block
and each Automa turn as one sentence.

A move's events are shown one line each, except:

- the end of a round (:func:`ludo.barrage.game.round_end.round_summary`): one highlighted
  block, read first (the round's last moves folded under it): what each company gained,
  all parts added up, and its VP in all (a short table: at 150 % the block scrolls in its
  box), the water in one sentence (the drop-by-drop lines folded, « Le détail goutte à
  goutte »), the scoring part by part (each line: who gains what, and why), then the new
  turn order;
- an Automa turn (:meth:`ludo.barrage.automa.turn.TurnExplanation.sentence`): one plain
  sentence, its reasoning action by action folded for the curious.

The game table (:class:`ludo.barrage.ui.table.GameTable`) gets the events back from the
states of its session (:func:`moves_events`): the widgets never re-run a rule.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping, Sequence

from ...core.events import Event
from .. import messages as rmsg
from ..automa import messages as amsg
from ..game import messages as gmsg
from ..game.round_end import RoundSummary, round_summary

#: The look of the blocks (inside the game table's explanation panel).
ROUND_REPORT_STYLE = """<style>
.barrage-round-end { list-style: none; margin: 6px 0 6px -1.2em; padding: 6px 10px;
  border-left: 5px solid #E69F00; background: #FFF6E0; }
.barrage-round-end h4 { margin: 0 0 4px 0; font-size: 1.05em; }
.barrage-round-end ul { margin: 2px 0 6px 0; padding-left: 1.2em; }
.barrage-round-end .barrage-gain { font-weight: bold; }
.barrage-round-end .barrage-order { font-weight: bold; margin: 4px 0 0 0; }
.barrage-log details { margin: 2px 0 4px 0; }
.barrage-log summary { cursor: pointer; color: #0072B2; }
.barrage-before-end { list-style: none; margin-left: -1.2em; }
.barrage-round-balance { border-collapse: collapse; margin: 2px 0 6px 0; }
.barrage-round-balance td { text-align: left; padding: 0 10px 0 0; white-space: nowrap;
  border-bottom: 1px solid #E6C98A; }
</style>"""


def moves_events(history: Sequence, texts: Sequence[str]) -> list[Event] | None:
    """The events of the last states of ``history`` whose texts are ``texts`` (what a
    :class:`~ludo.widgets.session.GameSession` returned for a move and the computer's
    replies), or None when they are not those of the last states."""
    wanted = list(texts)
    events: list[Event] = []
    for state in reversed(history[1:]):
        if len(events) >= len(wanted):
            break
        events = list(state.events) + events
    if [e.text for e in events] != wanted:
        return None
    return events


def _li(text: str) -> str:
    return "".join(f"<li>{html.escape(line)}</li>" for line in text.split("\n"))


def _folded(summary: str, lines: Sequence[str]) -> str:
    items = "".join(f"<li>{html.escape(line.strip())}</li>" for line in lines)
    return f"<details><summary>{html.escape(summary)}</summary><ul>{items}</ul></details>"


#: The rule id of each part of a round's scoring (the ids of the score sheet's lines
#: ``ludo.barrage.game.phases`` records with them), for the part's « Pourquoi ? ». The
#: final scoring mixes three rules (objective, resources, drops): the score sheet's lines
#: carry their own links.
PART_RULES = {
    "energy": "barrage.round_energy",
    "track": "barrage.track",
    "bonus": "barrage.bonus",
}


def _gain(vp: int, credits: int) -> str:
    """« +6 PV, +3 crédits », « −3 PV », « rien »."""
    gains = [gmsg.GAIN_VP.format(vp=vp)] if vp else []
    gains += [gmsg.GAIN_CREDITS.format(n=credits)] if credits else []
    return ", ".join(str(g) for g in gains) or str(gmsg.GAIN_NOTHING)


def balance_html(summary: RoundSummary, totals: Mapping[int, int] | None = None) -> str:
    """What each company gained at this round's end, all parts added up (the summary's own
    sums), and, with ``totals`` (seat → VP after it), its VP in all: one short row a
    company (« Joueur 1 (France) | −3 PV, +3 crédits | → 7 PV »), read first, before
    the parts' details (at 150 % the block scrolls in its box)."""
    seats = sorted({line.seat for part in summary.parts for line in part.lines})
    names = {line.seat: line.who for part in summary.parts for line in part.lines}
    rows = "".join(
        f"<tr><td>{html.escape(names[seat])}</td>"
        f"<td class='barrage-gain'>{html.escape(_gain(summary.vp(seat), summary.credits(seat)))}</td>"
        + (
            f"<td>{html.escape(str(rmsg.ROUND_BALANCE_VP.format(vp=totals[seat])))}</td>"
            if totals is not None
            else ""
        )
        + "</tr>"
        for seat in seats
    )
    return f"<table class='barrage-round-balance'>{rows}</table>"


def balance_lines(summary: RoundSummary, totals: Mapping[int, int] | None = None) -> list[str]:
    """:func:`balance_html` as plain lines, one a company (« Joueur 1 (USA) : +6 PV,
    +3 crédits → 16 PV »), for the workshop's projector."""
    seats = sorted({line.seat for part in summary.parts for line in part.lines})
    names = {line.seat: line.who for part in summary.parts for line in part.lines}
    return [
        str(
            rmsg.BALANCE_LINE.format(
                who=names[seat],
                gain=_gain(summary.vp(seat), summary.credits(seat)),
                total=rmsg.ROUND_BALANCE_VP.format(vp=totals[seat]) if totals else "",
            )
        ).rstrip()
        for seat in seats
    ]


def round_end_html(
    summary: RoundSummary,
    why: Callable[[str], str] | None = None,
    totals: Mapping[int, int] | None = None,
) -> str:
    """The end of a round as one highlighted block (an ``<li>`` of the log): its title,
    each company's balance (:func:`balance_html`, ``totals``: seat → VP after it), the
    water, then the parts line by line; ``why``: a « Pourquoi ? » link after each part's
    title (:meth:`ludo.widgets.why.WhyPanel.link`)."""
    out = [
        f"<h4>{html.escape(summary.title)}</h4>",
        balance_html(summary, totals),
        f"<p>{html.escape(summary.water)}</p>",
    ]
    if summary.drops:
        out.append(_folded(gmsg.WATER_DETAIL, summary.drops))
    for part in summary.parts:
        rows = []
        for line in part.lines:
            gain = _gain(line.vp, line.credits)
            rows.append(
                f"<li><b>{html.escape(line.who)}</b> : "
                f"<span class='barrage-gain'>{html.escape(gain)}</span> — "
                f"{html.escape(line.why)}</li>"
            )
        link = why(PART_RULES[part.key]) if why is not None and part.key in PART_RULES else ""
        out.append(f"<p><b>{html.escape(part.title)}</b>{link}</p><ul>{''.join(rows)}</ul>")
    if summary.order_text:
        out.append(f"<p class='barrage-order'>{html.escape(summary.order_text)}</p>")
    return f"<li class='barrage-round-end'>{''.join(out)}</li>"


def automa_turn_html(event: Event) -> str:
    """An Automa turn: its sentence, then its reasoning folded (an ``<li>`` of the log)."""
    explanation = event.data["explanation"]
    head = amsg.SAY_HEAD.format(company=explanation.company_name, sentence="")
    lines = explanation.lines()[1:]  # the first line is the sentence itself
    return (
        f"<li class='barrage-automa-turn'><b>{html.escape(head.rstrip(' —'))}</b> — "
        f"{html.escape(explanation.sentence())}"
        f"{_folded(amsg.SAY_DETAILS, lines)}</li>"
    )


def _totals_after(history: Sequence, event: Event) -> dict[int, int] | None:
    """Each seat's VP in the state whose move recorded ``event`` (a round's end), None when
    that state is not in ``history``."""
    for state in reversed(history):
        if any(e is event for e in state.events):
            return {seat: state.vp_total(seat) for seat in range(state.n_players)}
    return None


def last_moves_html(
    history: Sequence,
    texts: Sequence[str],
    limit: int = 120,
    why: Callable[[str], str] | None = None,
) -> str:
    """The ``<li>`` items explaining the last moves: ``texts`` one line each, except an
    end of round (one block) and an Automa turn (one sentence, its reasoning folded),
    found in the events of the last states of ``history``."""
    events = moves_events(history, texts)
    if events is None:  # not the session's last moves: their texts, one line each
        return "".join(_li(t) for t in texts[:limit])
    out: list[str] = []
    i = 0
    while i < len(events):
        e = events[i]
        if e.kind == "water.phase":
            end = i + 1
            while end < len(events) and events[end].kind not in ("round.order", "over"):
                end += 1
            block = events[i : end + 1]
            summary = round_summary(block)
            if summary is not None:
                out.append(round_end_html(summary, why, _totals_after(history, e)))
                i = end + 1
                continue
        if e.kind == "automa.turn" and "explanation" in e.data:
            out.append(automa_turn_html(e))
        elif e.kind not in ("scoring", "round.line", "round.order"):
            out.append(_li(e.text))
        i += 1
    out = out[:limit]
    # the end of a round is read first, its balance on top: the lines before it (the last
    # moves of the round) are folded under it (above it, at 150 % they pushed the balance
    # out of its box)
    first = next((k for k, item in enumerate(out) if "barrage-round-end" in item[:40]), 0)
    if first:
        before = "".join(out[:first])
        n = before.count("<li")
        out[: first + 1] = [
            out[first],
            f"<li class='barrage-before-end'><details><summary>"
            f"{html.escape(gmsg.BEFORE_ROUND_END.format(n=n))}</summary>"
            f"<ul>{before}</ul></details></li>",
        ]
    return ROUND_REPORT_STYLE + "".join(out)


__all__ = [
    "ROUND_REPORT_STYLE",
    "automa_turn_html",
    "balance_html",
    "balance_lines",
    "last_moves_html",
    "moves_events",
    "round_end_html",
]
