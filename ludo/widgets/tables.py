"""The table picker of a workshop: name your table, resume its game or start a new one.

In a workshop (``LUDO_SAVES`` set, see :mod:`ludo.core.saves`) every game table opens with
this picker above its game: the guest types their table's number or name; when that table
has a saved game, « Reprendre la partie de la table 3 » goes on with it and « Nouvelle
partie » starts the game already dealt (and replaces the old save). A save that cannot be
read is refused in French and left as it is (the guest picks another name). The picker is
a widget, not the page's address, so that it works with Voilà's preheated kernels.

A game table takes part by having ``session`` (its :class:`~ludo.widgets.GameSession`),
``table_slot`` (None until a table is chosen; every session it builds later is given it)
and ``resume(saved)`` (show a :class:`~ludo.core.saves.SavedTable`'s game), and by calling
:func:`offer_tables` at the end of its ``__init__``. Outside a workshop it does nothing.

On JupyterHub the table is known before the page opens (a table logs in to the hub with its
name, and its server has ``LUDO_TABLE``, :func:`ludo.core.saves.fixed_table`): the picker
does not ask, it opens that table at once (its saved game offered, or the new game), and
its name cannot be changed.

Headless: ``picker.name.value = "3"; picker.open_button.click(); picker.resume_button.click()``.
"""

from __future__ import annotations

import html
import time
from pathlib import Path

import ipywidgets as W

from ..core.errors import LudoError
from ..core.saves import (
    find_table,
    fixed_table,
    fresh_seed,
    read_table,
    saves_folder,
    table_label,
    table_name,
)
from . import messages as msg
from .session import TableSlot

__all__ = ["TablePicker", "fresh_seed", "offer_tables"]

_AUTO = W.Layout(width="auto", flex="0 0 auto")


class TablePicker(W.VBox):
    """Ask for the table, then resume its game or start a new one (see the module)."""

    def __init__(self, table, game: str, folder: Path):
        self.table = table
        self.game = game
        self.folder = Path(folder)
        self.saved = None
        self.name = W.Text(
            placeholder=msg.TABLE_PLACEHOLDER,
            description=msg.TABLE_LABEL,
            style={"description_width": "initial"},
            layout=W.Layout(width="16em", flex="0 0 auto"),
        )
        self.name.add_class("ludo-table-name")
        self.open_button = W.Button(
            description=msg.TABLE_OPEN, button_style="primary", layout=_AUTO
        )
        self.open_button.add_class("ludo-table-open")
        self.resume_button = W.Button(button_style="success", layout=_AUTO)
        self.resume_button.add_class("ludo-table-resume")
        self.new_button = W.Button(description=msg.TABLE_NEW, layout=_AUTO)
        self.new_button.add_class("ludo-table-new")
        self.message = W.HTML()
        self.message.add_class("ludo-table-message")
        self.choices = W.HBox(
            [self.resume_button, self.new_button],
            layout=W.Layout(flex_flow="row wrap", display="none"),
        )
        self.question = W.VBox(
            [
                W.HTML(
                    f"<h3 style='margin:4px 0'>{html.escape(msg.TABLE_QUESTION)}</h3>"
                    f"<p style='margin:0 0 6px 0'>{html.escape(msg.TABLE_HINT)}</p>"
                ),
                W.HBox([self.name, self.open_button], layout=W.Layout(flex_flow="row wrap")),
            ]
        )
        self.banner = W.HTML(layout=W.Layout(display="none"))
        self.banner.add_class("ludo-table-banner")
        self.open_button.on_click(lambda _b: self.choose())
        self.name.continuous_update = False  # Entrée in the box opens the table too
        self.name.observe(lambda _c: None if self.done else self.choose(), names="value")
        self.resume_button.on_click(lambda _b: self.resume())
        self.new_button.on_click(lambda _b: self.start_new())
        super().__init__([self.question, self.message, self.choices, self.banner])
        self.add_class("ludo-table-picker")
        self.slot: TableSlot | None = None
        #: True once the game is shown (the picker then only says which table it is).
        self.done = False

    def _say(self, text: str, error: bool = False) -> None:
        colour = "#B00020" if error else "inherit"
        self.message.value = f"<p style='color:{colour};margin:4px 0'>{html.escape(text)}</p>"

    def _refused(self, name: str, detail: str) -> None:
        """A save that cannot be resumed: a plain sentence for the guest, and what is wrong
        with the file (its field, its version) folded away for the host."""
        plain = msg.TABLE_REFUSED_GUEST.format(label=table_label(name))
        self.message.value = (
            f"<p style='color:#B00020;margin:4px 0'>{html.escape(plain)}</p>"
            f"<details style='margin:0 0 4px'><summary>{html.escape(msg.TABLE_REFUSED_HOST)}"
            f"</summary><p style='margin:2px 0'>{html.escape(detail)}</p></details>"
        )

    def choose(self) -> None:
        """The guest named their table: offer its saved game, or start the new one."""
        if self.done:  # the game is shown: its table is chosen
            return
        self.choices.layout.display = "none"
        self.saved = None
        try:
            name = table_name(self.name.value)
        except LudoError as err:
            self._say(str(err), error=True)
            return
        kind = getattr(self.table, "table_kind", "")
        self.slot = TableSlot(self.folder, name, kind)
        path = find_table(self.folder, self.game, name, kind)
        if path is None:
            self.start_new()
            return
        try:
            self.saved = read_table(path, self.game, name)
            check = getattr(self.table, "check_saved", None)
            if check is not None:  # a table with more than the game (a guide) reads it
                check(self.saved)
        except LudoError as err:  # refused, named, and left as it is
            self.slot = None
            self._refused(name, str(err))
            return
        moves = len(self.saved.state.history)
        when = time.strftime("%H h %M", time.localtime(self.saved.mtime))
        self._say(msg.TABLE_FOUND.format(label=table_label(name), moves=moves, time=when))
        self.resume_button.description = msg.TABLE_RESUME.format(label=table_label(name))
        self.choices.layout.display = "flex"

    def resume(self) -> None:
        """Go on with the table's saved game."""
        if self.saved is None or self.slot is None:
            return
        self.table.table_slot = self.slot
        self.table.resume(self.saved)
        self.table.session.table = self.slot
        self._show_game()

    def start_new(self) -> None:
        """Play the game dealt when the page opened at this table (its save replaced)."""
        if self.slot is None:
            return
        self.table.table_slot = self.slot
        session = self.table.session
        session.table = self.slot
        session.save()
        self._show_game()

    def _show_game(self) -> None:
        self.done = True
        session = self.table.session
        label = table_label(self.slot.name)
        text = msg.TABLE_BANNER.format(label=label[0].upper() + label[1:])
        if session.save_error:
            text = msg.TABLE_NOT_SAVED.format(label=label, reason=session.save_error)
        self.banner.value = f"<p style='margin:4px 0'><b>{html.escape(text)}</b></p>"
        self.banner.layout.display = ""
        for w in (self.question, self.message, self.choices):
            w.layout.display = "none"
        for child, display in self._hidden:
            child.layout.display = display


def offer_tables(table, game: str):
    """In a workshop, put the table picker above ``table``'s game and hide the game until a
    table is chosen; outside one (no ``LUDO_SAVES``), nothing. Returns the picker or None."""
    table.table_slot = getattr(table, "table_slot", None)
    folder = saves_folder()
    if folder is None:
        return None
    picker = TablePicker(table, game, folder)
    children = list(table.children)
    picker._hidden = [(c, c.layout.display) for c in children]
    for c in children:
        c.layout.display = "none"
    table.children = [picker, *children]
    table.picker = picker
    fixed = fixed_table()
    if fixed is not None:  # a table's own server on JupyterHub: no question, no other table
        picker.name.value = fixed  # (opens it: the name box's observer)
        picker.name.disabled = picker.open_button.disabled = True
        picker.question.layout.display = "none"
    return picker
