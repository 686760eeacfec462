"""The projector view of a workshop: one table's game shown to the whole room, read-only.

It lists the live tables of the workshop's save folder (:mod:`ludo.core.saves`), shows the
chosen one with the game's own drawing, the last move's explanation in large type (the
game's own summary when it gives one, :func:`wall_lines`) and a
turn timer the host starts and stops. A thread of the kernel looks at the table's file a
few times a second and redraws the game when the file changes (a move was played at that
table); it only reads the saves, it never plays. Every change of a widget, from that thread
or from a click (the list, the timer), is made holding the view's lock: the thread never
changes the clock or the picture while a click is changing them.

Headless (tests): ``Projector(folder, start=False)``, then ``.poll()`` and ``.tick()``.
"""

from __future__ import annotations

import html
import threading
import time
from pathlib import Path

import ipywidgets as W

from ..core.errors import LudoError
from ..core.registry import game_info
from ..core.saves import SavedTable, live_tables, read_table, saves_folder, table_label
from ..core.state import ui_module
from . import StaticForm
from . import messages as msg
from .style import game_table

# Inline styles: the workshop's stylesheet sets the size of every widget's text itself.
_LARGE = "font-size:26px;line-height:1.35"
_CLOCK = "font-size:64px;font-weight:bold;font-variant-numeric:tabular-nums;line-height:1.1"
#: Seconds between two looks at the folder (a move appears on the wall within a second).
POLL = 0.3
#: A table whose name starts with one of these words is the host's trial (a screen tried
#: before the guests come), not listed on the wall.
TRIAL_WORDS = ("test", "essai")


def is_trial(name: str) -> bool:
    """True for a host's trial table (« Test », « essai 2 »), hidden from the wall.

    >>> is_trial("Test"), is_trial("essai 2"), is_trial("Table 3"), is_trial("Testard")
    (True, True, False, False)
    """
    first = name.split(" ", 1)[0].lower()
    words = name.lower().split()
    if words and words[0] == "table" and len(words) > 1:
        first = words[1]
    return first in TRIAL_WORDS


def game_picture(state) -> tuple[bytes, str]:
    """The game's own drawing of ``state`` and its format (``"svg+xml"`` or ``"png"``): the
    picture its game table shows, given by the game's widgets (``wall_picture`` in
    ``ludo.<game>.ui``, reached through the core's lazy loader)."""
    return ui_module(state.game).wall_picture(state)


def wall_lines(state, explanation: str) -> list[str]:
    """The last turn as the wall shows it: the game's own summary of ``state``'s last moves
    (``wall_text(state, explanation)`` in ``ludo.<game>.ui``, reached like
    ``wall_picture``: a Barrage round's end in a few lines, not its log drop by drop) when
    the game has one and it answers, else the first 8 lines of the table's saved
    ``explanation``."""
    summary = getattr(ui_module(state.game), "wall_text", None)
    lines = summary(state, explanation) if summary is not None else None
    if lines is None:
        lines = [t for t in explanation.split("\n") if t.strip()][:8]
    return list(lines)


def _title(game: str, saved: SavedTable) -> str:
    """The game's title, « (partie guidée) » added for a guided first game's table."""
    title = game_info(game).title
    return msg.PROJ_GUIDED.format(game=title) if saved.guide is not None else title


def _note(text: str) -> str:
    return f"<p style='color:#555;margin:2px 0'>{html.escape(text)}</p>" if text else ""


def _status(state) -> str:
    """Whose turn it is, named as the game names its players (``state.player_names``)."""
    if state.is_over():
        return msg.PROJ_OVER
    player = state.current_player
    return msg.PROJ_TO_PLAY.format(name=state.player_names[player]) if player is not None else ""


class Projector(StaticForm, W.VBox):
    """The projector view (see the module). ``folder``: the save folder (default: the
    workshop's, ``LUDO_SAVES``)."""

    def __init__(self, folder: Path | None = None, start: bool = True):
        self.folder = Path(folder) if folder is not None else saves_folder()
        self.shown: tuple[Path, float] | None = None  # the file drawn, and its mtime then
        self._listed: tuple = ()
        # each table file read once per version: its save, or why it is refused
        self._read: dict[Path, tuple[float, SavedTable | LudoError]] = {}
        #: How many table files the list leaves out because they are refused.
        self.refused = 0
        self.tables = W.Dropdown(
            options=[],
            description=msg.PROJ_TABLE,
            style={"description_width": "initial"},
            layout=W.Layout(width="auto", min_width="22em", flex="0 1 auto"),
        )
        self.tables.add_class("ludo-projector-tables")
        # for the host: the table files left out of the list because they are refused
        self.note = W.HTML()
        self.note.add_class("ludo-projector-note")
        # held by every change of a widget: the thread's looks and ticks, and the clicks
        self._lock = threading.RLock()
        self.tables.observe(lambda _c: self.poll(), names="value")
        self.head = W.HTML()
        self.head.add_class("ludo-projector-head")
        self.picture = W.Image(
            format="png", layout=W.Layout(width="auto", max_width="100%", max_height="66vh")
        )
        self.picture.add_class("ludo-projector-picture")
        self.picture.layout.display = "none"  # no broken-image mark before a table is drawn
        self.picture.layout.object_fit = "contain"
        self.explanation = W.HTML()
        self.explanation.add_class("ludo-projector-explanation")
        # the turn timer: minutes, start/stop, back to zero, the time left in big figures
        self.minutes = W.BoundedIntText(
            value=3,
            min=1,
            max=90,
            description=msg.PROJ_MINUTES,
            style={"description_width": "initial"},
            layout=W.Layout(width="9em", flex="0 0 auto"),
        )
        self.timer_button = W.ToggleButton(
            value=False, description=msg.PROJ_TIMER_START, button_style="success"
        )
        self.timer_button.layout.width = "auto"
        self.timer_button.add_class("ludo-projector-timer-button")
        self.reset_button = W.Button(
            description=msg.PROJ_TIMER_RESET, layout=W.Layout(width="auto")
        )
        self.clock = W.HTML()
        self.clock.add_class("ludo-projector-clock")
        self._left = 0.0  # seconds left when the timer is stopped
        self._end: float | None = None  # monotonic time the timer reaches zero, when running
        self.timer_button.observe(self._on_timer, names="value")
        self.reset_button.on_click(lambda _b: self.reset_timer())
        self.minutes.observe(lambda _c: self.reset_timer(), names="value")
        timer = W.HBox(
            [
                W.HTML(f"<b>{html.escape(msg.PROJ_TIMER)}</b>"),
                self.minutes,
                self.timer_button,
                self.reset_button,
            ],
            layout=W.Layout(flex_flow="row wrap", align_items="center"),
        )
        side = W.VBox(
            [self.head, self.clock, timer, self.explanation],
            layout=W.Layout(flex="2 1 380px", min_width="0", margin="0 0 0 16px"),
        )
        board = W.Box([self.picture], layout=W.Layout(flex="3 1 560px", min_width="0"))
        super().__init__(
            [
                self.tables,
                self.note,
                W.HBox([board, side], layout=W.Layout(flex_flow="row wrap")),
            ]
        )
        self.add_class("ludo-projector")
        game_table(self)
        self.reset_timer()
        self.poll()
        self._stop = threading.Event()
        if start and self.folder is not None:  # the kernel's thread polls
            threading.Thread(target=self._loop, name="ludo-projector", daemon=True).start()

    # -- following the tables ---------------------------------------------------------------
    def _loop(self) -> None:
        while not self._stop.wait(POLL):
            with self._lock:
                try:
                    self._poll()
                    self.tick()
                except Exception as exc:  # the view must go on: say it, try again next time
                    self.explanation.value = f"<p style='color:#B00020'>{html.escape(str(exc))}</p>"

    def close(self) -> None:
        self._stop.set()
        super().close()

    def poll(self) -> None:
        """Refresh the list of tables, and redraw the chosen one if its file changed."""
        with self._lock:
            self._poll()

    def _poll(self) -> None:
        if self.folder is None:
            self.explanation.value = f"<p style='{_LARGE}'>{html.escape(msg.PROJ_NO_FOLDER)}</p>"
            return
        entries = []
        refused = []
        for e in live_tables(self.folder):  # the most recent first
            read = self._saved(e.path, e.mtime)
            if isinstance(read, LudoError):
                refused.append(e.path.name)  # not a table to show the room
            elif not is_trial(read.table):
                entries.append((e, read))
        self.refused = len(refused)
        note = msg.PROJ_REFUSED.format(files=", ".join(refused)) if refused else ""
        if self.note.value != (html_note := _note(note)):
            self.note.value = html_note
        listed = tuple((e.game, e.key, e.path) for e, _ in entries)
        if listed != self._listed:
            self._listed = listed
            options = []
            for e, saved in entries:  # the name as the guest typed it
                label = msg.PROJ_OPTION.format(
                    game=_title(e.game, saved), label=table_label(saved.table)
                )
                options.append((label, e.path))
            chosen = self.tables.value
            self.tables.options = options
            paths = [p for _, p in options]
            if chosen in paths or paths:  # the table shown, or else the last one played
                self.tables.value = chosen if chosen in paths else paths[0]
        if not entries:
            self.head.value = ""
            self.picture.layout.display = "none"
            self.shown = None
            self.explanation.value = f"<p style='{_LARGE}'>{html.escape(msg.PROJ_NO_TABLE)}</p>"
            return
        path = self.tables.value
        if path is None:
            self.explanation.value = f"<p>{html.escape(msg.PROJ_CHOOSE)}</p>"
            return
        try:
            mtime = path.stat().st_mtime
        except OSError:  # the table's file was cleared meanwhile
            return
        if self.shown == (path, mtime):
            return
        self.shown = (path, mtime)
        self._show(path)

    def _saved(self, path: Path, mtime: float) -> SavedTable | LudoError:
        """The table saved in ``path`` (read again only when its file changed), or the
        error that refuses it."""
        known = self._read.get(path)
        if known is None or known[0] != mtime:
            try:
                found: SavedTable | LudoError = read_table(path)
            except LudoError as exc:
                found = exc
            known = self._read[path] = (mtime, found)
        return known[1]

    def show(self, path: Path) -> None:
        """Draw the table saved in ``path`` (a refused file is named, nothing else changes)."""
        with self._lock:
            self._show(path)

    def _show(self, path: Path) -> None:
        try:
            saved = read_table(path)
        except LudoError as exc:
            self.explanation.value = f"<p style='color:#B00020'>{html.escape(str(exc))}</p>"
            return
        state = saved.state
        value, fmt = game_picture(state)
        self.picture.format = fmt
        self.picture.value = value
        self.picture.layout.display = ""
        facts = [
            msg.PROJ_MOVES.format(n=len(state.history)),
            _status(state),
            msg.PROJ_SAVED_AT.format(time=time.strftime("%H h %M", time.localtime(saved.mtime))),
        ]
        head = msg.PROJ_HEAD.format(game=_title(saved.game, saved), label=table_label(saved.table))
        self.head.value = (
            f"<div style='font-size:24px;line-height:1.3'><b>{html.escape(head)}</b><br>"
            f"{html.escape(' · '.join(f for f in facts if f))}</div>"
        )
        lines = wall_lines(state, saved.explanation)
        body = "".join(f"<p>{html.escape(t)}</p>" for t in lines) or (
            f"<p>{html.escape(msg.PROJ_START)}</p>"
        )
        self.explanation.value = (
            f"<div style='{_LARGE}'><h3 style='margin:8px 0'>{msg.PROJ_LAST_MOVE}</h3>{body}</div>"
        )

    # -- the timer -------------------------------------------------------------------------------
    def _on_timer(self, change) -> None:
        with self._lock:
            self._timer_changed(change["new"])

    def _timer_changed(self, running: bool) -> None:
        if running:
            if self._left <= 0:
                self._left = self.minutes.value * 60.0
            self._end = time.monotonic() + self._left
        else:
            if self._end is not None:
                self._left = max(0.0, self._end - time.monotonic())
            self._end = None
        self.timer_button.description = msg.PROJ_TIMER_STOP if running else msg.PROJ_TIMER_START
        self.timer_button.button_style = "warning" if running else "success"
        self.tick()

    def reset_timer(self) -> None:
        """Back to the minutes chosen, stopped."""
        with self._lock:
            self._end = None
            self._left = self.minutes.value * 60.0
            self.timer_button.value = False
            self.tick()

    def tick(self) -> None:
        """Show the time left (called by the kernel's thread a few times a second)."""
        with self._lock:
            left = self._left if self._end is None else max(0.0, self._end - time.monotonic())
            if self._end is not None and left <= 0:
                self._end, self._left = None, 0.0
                self.timer_button.value = False
            seconds = int(left + 0.999)
            text = f"{seconds // 60:02d}:{seconds % 60:02d}"
            if left <= 0:
                text = (
                    f"<span style='color:#B00020'>{text} — {html.escape(msg.PROJ_TIME_UP)}</span>"
                )
            self.clock.value = f"<div style='{_CLOCK}'>{text}</div>"
