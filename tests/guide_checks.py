"""What the four guided games' tests share (issue 30): a guided table opened at a workshop
table, the step its save file holds, a reload that resumes it, the projector's list; in the
browser, a guided notebook opened in Voilà and its guide's column beside the board.

Each game's ``tests/<game>/test_guide.py`` plays its own moves between these calls.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

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


# -- in the browser ---------------------------------------------------------------------------
#: Where the guided games' browser tests put their screenshots.
SHOTS = Path(__file__).resolve().parents[1] / "test-artifacts" / "screens"
#: The guided table's outer element (every game's guided table has the class).
GUIDED = ".ludo-guided"


@dataclass
class GuidedPage:
    """A guided notebook open in Voilà at 1280×800: the page, the guided table and its
    panel's parts (the step's instruction, what was said, « étape n sur N »)."""

    page: Any
    game: Any
    step: Any
    said: Any
    progress: Any


def open_guided(voila_server, browser_page, notebook: str, ready: str) -> GuidedPage:
    """``notebook`` served by Voilà, opened at 1280×800, once ``ready`` (a selector inside
    the guided table) is on the page."""
    url = voila_server(notebook)
    page = browser_page.page
    page.set_viewport_size({"width": 1280, "height": 800})
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.goto(url, wait_until="domcontentloaded", timeout=120_000)
    page.wait_for_selector(f"{GUIDED} {ready}", timeout=120_000)
    game = page.locator(GUIDED).first
    return GuidedPage(
        page,
        game,
        game.locator(".ludo-guide-step").first,
        game.locator(".ludo-guide-said").first,
        game.locator(".ludo-guide-progress").first,
    )


def column_beside_board(g: GuidedPage, board: str, shot: str) -> None:
    """The table scrolled to its top (screenshot ``shot``): the guide's column stands right
    of the board (``board``: its drawing's selector) and starts in the window."""
    g.game.evaluate("el => el.scrollIntoView({block: 'start'})")
    g.page.wait_for_timeout(300)
    g.page.screenshot(path=str(SHOTS / shot))
    box = g.game.locator(board).first.bounding_box()
    column = g.step.bounding_box()
    assert column["x"] >= box["x"] + box["width"] - 2, (box, column)
    assert column["y"] < 800 and column["x"] + column["width"] <= 1280 + 1, column
