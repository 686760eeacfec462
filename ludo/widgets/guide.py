"""The guide panel of a guided first game, beside a game's board (any game).

A game's guided table (``ludo/atacama/ui.py``, :class:`~ludo.atacama.ui.GuidedAtacama`)
draws its board and turns a click into a move; this panel does the rest, for every game:
it shows the step's one or two sentences and the cards it teaches (each one « Pourquoi ? »
away in the table's :class:`~ludo.widgets.why.WhyPanel`), the question's choices as
buttons, what the last move changed, the engine's refusals with their card, and at the
end the score line by line, the answers' count and « Ce que vous savez maintenant ».

In a workshop the guided game is a table like the others (:mod:`ludo.widgets.tables`):
:class:`GuideSession` rewrites its file (``<game>-guide--<table>.json``, the game's save
and the guide's progress) after each move or answer, and a reload resumes the same step.
The panel computes no rule: it asks :class:`ludo.core.guides.GuidedGame`.

Headless: ``panel.play("e5")``, ``panel.answer("+3")``, ``panel.choices`` (the buttons).
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

import ipywidgets as W

from ..core.errors import InvalidData, LudoError
from ..core.guides import GuidedGame
from ..core.messages import GUIDE_KNOWN, GUIDE_NEXT, GUIDE_SCORE
from ..core.saves import save_table
from . import messages as msg
from .session import TableSlot
from .static import StaticForm
from .why import WhyPanel, refusal_link

_RED = "#B00020"


class GuideSession:
    """The guided game as a table picker sees a session: ``state``, ``table``,
    ``save()``, ``save_error`` (see :mod:`ludo.widgets.tables`)."""

    def __init__(self, guided: GuidedGame, table: TableSlot | None = None):
        self.guided = guided
        self.table = table
        self.save_error: str | None = None

    @property
    def state(self):
        return self.guided.state

    def save(self, texts: list[str] | None = None) -> list[str]:
        """Write the table's file (the game, the guide's progress), if at a table."""
        if self.table is not None:
            g = self.guided
            try:
                save_table(
                    self.table.folder,
                    self.table.name,
                    g.state,
                    dict(g.guide.computer),
                    int(g.guide.deal.get("seed") or 0),
                    "\n".join(g.lines),
                    guide=g.to_dict(),
                    kind="guide",
                )
                self.save_error = None
            except OSError as exc:
                self.save_error = f"{exc.strerror} ({exc.filename})"
        return texts or []


class GuidePanel(StaticForm, W.VBox):
    """The step, its question, what changed, the end (see the module).

    ``why``: the table's « Pourquoi ? » panel; ``controls``: the table's widgets shown
    under the instruction (Atacama's « Poser un puits double »); ``on_change``: called
    after each move or answer (the table redraws its board).
    """

    def __init__(
        self,
        guided: GuidedGame,
        why: WhyPanel,
        controls: tuple = (),
        on_change: Callable[[], None] | None = None,
    ):
        self.session = GuideSession(guided)
        self.why = why
        self.on_change = on_change
        self.progress = W.HTML()
        self.progress.add_class("ludo-guide-progress")
        self.instruction = W.HTML()
        self.instruction.add_class("ludo-explanation")
        self.instruction.add_class("ludo-guide-step")
        self.buttons = W.HBox(layout=W.Layout(flex_flow="row wrap"))
        self.buttons.add_class("ludo-guide-choices")
        self.said = W.HTML(layout=W.Layout(min_height="2.4em"))
        self.said.add_class("ludo-explanation")
        self.said.add_class("ludo-guide-said")
        self.known = W.HTML()
        self.known.add_class("ludo-guide-known")
        self.controls = W.HBox(list(controls), layout=W.Layout(flex_flow="row wrap"))
        super().__init__(
            [self.progress, self.instruction, self.buttons, self.controls, self.said, self.known]
        )
        self.add_class("ludo-guide")
        self.refresh()

    @property
    def guided(self) -> GuidedGame:
        return self.session.guided

    @property
    def choices(self) -> list[W.Button]:
        """The question's buttons (empty when the step asks none)."""
        return list(self.buttons.children)

    # -- actions ----------------------------------------------------------------------------
    def play(self, move) -> bool:
        """Play ``move`` through the guide; say what changed, or why not. False if refused."""
        try:
            lines = self.guided.play(move)
        except LudoError as err:
            self._refused(err)
            return False
        self._said(lines)
        return self._changed()

    def answer(self, value: str) -> bool:
        """Answer the step's question with ``value`` (a button's label)."""
        try:
            feedback = self.guided.answer(value)
        except LudoError as err:
            self._refused(err)
            return False
        self._said([feedback])
        return self._changed()

    def show_guided(self, guided: GuidedGame) -> None:
        """Show another guided game (a table's saved one), its last lines told again."""
        self.session.guided = guided
        self._said(list(guided.lines))
        self.refresh()

    def _changed(self) -> bool:
        self.session.save()
        self.refresh()
        if self.on_change is not None:
            self.on_change()
        return True

    def _refused(self, err: LudoError) -> None:
        self.said.value = (
            f"<span style='color:{_RED}'>{html.escape(str(err))}</span>"
            + refusal_link(self.why, err)
        )

    def _said(self, lines: list[str]) -> None:
        self.said.value = "<br>".join(html.escape(t) for t in lines)

    # -- display ----------------------------------------------------------------------------
    def refresh(self) -> None:
        g = self.guided
        steps = g.guide.steps
        self.progress.value = (
            f"<b>{html.escape(g.guide.title)}</b> · "
            f"{html.escape(msg.GUIDE_STEP.format(n=g.index + 1, total=len(steps)))}"
        )
        if g.is_done():
            self.instruction.value = self.report_html()
            self.buttons.children = ()
            self.controls.layout.display = "none"
            self.known.value = ""
            return
        cards = " ".join(self.why.link(r, label=g.guide.titles.get(r, r)) for r in g.step.teaches)
        self.instruction.value = f"<p style='margin:4px 0'>{html.escape(g.text())}</p>" + (
            f"<p style='margin:2px 0'>{html.escape(msg.GUIDE_CARDS)} {cards}</p>" if cards else ""
        )
        q = g.question()
        buttons = []
        for choice in q.choices if q else ():
            b = W.Button(description=choice, layout=W.Layout(width="auto", min_width="4em"))
            b.add_class("ludo-guide-choice")
            b.on_click(lambda _b, c=choice: self.answer(c))
            buttons.append(b)
        self.buttons.children = buttons
        self.controls.layout.display = "none" if q else "flex"
        earlier = [r for r in g.taught() if r not in g.step.teaches]
        self.known.value = (
            f"<p style='margin:6px 0 0;color:#444'>{html.escape(msg.GUIDE_SEEN)} "
            + " ".join(self.why.link(r, label=g.guide.titles.get(r, r)) for r in earlier)
            + "</p>"
            if earlier
            else ""
        )

    def report_html(self) -> str:
        """The end: the score line by line (each with its « Pourquoi ? »), the result, the
        count, the rules met (each a link to its card) and « Et ensuite »."""
        r = self.guided.report()
        lines = "".join(
            f"<li>{html.escape(text)} {self.why.link(rule)}</li>" for text, rule in r.lines
        )
        extra = f"<p style='margin:2px 0'>{html.escape(r.not_counted)}</p>" if r.not_counted else ""
        known = "".join(f"<li>{self.why.link(rid, label=title)}</li>" for rid, title in r.known)
        count = f" {html.escape(r.count)}" if r.count else ""
        return (
            f"<p style='margin:4px 0'><b>{html.escape(r.summary)}</b>{count}</p>"
            f"<h4 style='margin:6px 0 2px'>{html.escape(GUIDE_SCORE)}</h4>"
            f"<ul class='ludo-guide-score' style='margin:0;padding-left:1.2em'>{lines}</ul>{extra}"
            f"<h4 style='margin:6px 0 2px'>{html.escape(GUIDE_KNOWN)}</h4>"
            f"<ul class='ludo-guide-known-list' style='margin:0;padding-left:1.2em'>{known}</ul>"
            f"<h4 style='margin:6px 0 2px'>{html.escape(GUIDE_NEXT)}</h4>"
            f"<p style='margin:0'>{html.escape(r.next_text)}</p>"
        )


class GuidedTable:
    """What a game's guided table shares (mixed into it, beside its board): its ``panel``
    (a :class:`GuidePanel`) holds the guided game; a workshop's table picker reads
    ``session``, checks a save with :meth:`check_saved` and goes on with :meth:`resume`.
    The table gives ``guide`` (its :class:`~ludo.core.guides.Guide`) and ``refresh()``."""

    panel: GuidePanel
    guide: Any

    @property
    def session(self):
        return self.panel.session

    @property
    def guided(self) -> GuidedGame:
        return self.panel.guided

    @property
    def state(self):
        return self.guided.state

    def check_saved(self, saved) -> GuidedGame:
        """The guided game of a table's save (a French error when it holds none)."""
        if saved.guide is None:
            raise InvalidData(msg.GUIDE_NOT_GUIDED, field="guide")
        return self.guide.from_json(saved.guide)

    def resume(self, saved) -> None:
        """Go on with a table's saved guided game, at its step."""
        self.panel.show_guided(self.check_saved(saved))
        self.resumed()
        self.refresh()

    def resumed(self) -> None:
        """What the table forgets when a saved game comes back (nothing by default)."""
