"""What the four guided games' tests share (issue 30): a guided table opened at a workshop
table, the step its save file holds, a reload that resumes it, the projector's list.

Each game's ``tests/<game>/test_guide.py`` plays its own moves between these calls.
"""

from __future__ import annotations

from ludo.core.saves import read_table, table_file
from ludo.widgets.projector import Projector


def opened(table_class, name: str):
    """A guided table of ``table_class`` whose guest named their table ``name`` (LUDO_SAVES
    set by the test: a workshop)."""
    table = table_class()
    table.picker.name.value = name
    table.picker.open_button.click()
    return table


def saved_step(saves, game: str, name: str) -> str:
    """The step the guided save file of table ``name`` holds."""
    return read_table(table_file(saves, game, name, "guide")).guide["step"]


def resumed(table_class, name: str, first):
    """The page of table ``name`` reloaded and its game resumed: the same guided game as
    ``first`` (position, step, answers) and the same lines said."""
    table = opened(table_class, name)
    table.picker.resume_button.click()
    assert table.guided == first.guided
    assert table.panel.said.value == first.panel.said.value
    return table


def projector_labels(saves) -> list[str]:
    """The tables the host's projector lists."""
    return [label for label, _ in Projector(saves, start=False).tables.options]
