"""The three game tables in JupyterLab with its file browser open, at 1280×800 (issue 12).

With the file browser open, a notebook has about 900 px of width: Atacama 04's column
(status, explanation, buttons, totals) wrapped under its board, out of sight. A guest must
see the board, the controls and the explanation together. One JupyterLab server (the
``lab_server`` fixture, as `make lab`), one page; each notebook is opened with the file
browser shown, run with « Exécuter toutes les cellules », and its game table measured:
the explanation panel must stand beside the board (to its right, starting above the
board's middle), not under it. Screenshots: test-artifacts/lab-<game>-1280x800.png.
"""

from __future__ import annotations

from pathlib import Path

import pytest

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
#: notebook, the game table, its board, its explanation panel
TABLES = [
    (
        "atacama/04_jouer_contre_l_ordinateur.ipynb",
        ".ludo-atacama",
        ".ludo-clickboard",
        ".ludo-explanation",
    ),
    ("eau/04_une_partie_cooperative.ipynb", ".eau-game", ".eau-board", ".eau-explanation"),
    (
        "seismic/04_decompte_et_partie.ipynb",
        ".ludo-game.ludo-seismic",
        ".ludo-seismic-board",
        ".ludo-explanation",
    ),
]


@pytest.mark.browser
def test_game_tables_keep_their_column_beside_the_board_with_the_file_browser_open(
    lab_server, browser_page
):
    base, token = lab_server()
    page = browser_page.page
    page.set_viewport_size({"width": 1280, "height": 800})
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    for k, (notebook, table, board, panel) in enumerate(TABLES):
        # a workspace of its own: only this notebook open (its kernel's state is the one
        # the status bar shows, and « Exécuter toutes les cellules » runs it)
        url = f"{base}lab/workspaces/table{k}/tree/{notebook}?token={token}&reset"
        browser_page.open_in_lab(url)
        browser = page.locator(".jp-FileBrowser").first
        if not browser.is_visible():  # the learner opens the file browser
            page.locator(".jp-SideBar [data-id='filebrowser']").first.click()
        page.wait_for_selector(".jp-FileBrowser", state="visible", timeout=30_000)
        browser_page.lab_run_all()
        game = page.locator(table).first
        shot = ARTIFACTS / f"lab-{notebook.split('/')[0]}-1280x800.png"
        try:
            game.locator(board).first.wait_for(timeout=120_000)
            game.locator(panel).first.wait_for(timeout=60_000)
        except Exception:
            page.screenshot(path=str(shot))
            raise AssertionError(f"{notebook}: pas de table de jeu ({shot})") from None
        game.evaluate("el => el.scrollIntoView({block: 'start'})")
        page.wait_for_timeout(800)
        page.screenshot(path=str(shot))
        b = game.locator(board).first.bounding_box()
        p = game.locator(panel).first.bounding_box()
        width = page.locator(".jp-FileBrowser").first.bounding_box()["width"]
        view = page.locator(".jp-NotebookPanel:visible .jp-WindowedPanel-outer").first
        edge = view.bounding_box()
        right = edge["x"] + edge["width"]
        assert width > 150, f"{notebook}: le navigateur de fichiers est fermé ({width} px)"
        beside = p["x"] >= b["x"] + b["width"] - 2 and p["y"] < b["y"] + b["height"]
        assert beside, f"{notebook}: l'explication passe sous le plateau ({b}, {p}; {shot})"
        assert p["x"] + p["width"] <= right + 1, f"{notebook}: l'explication est coupée ({shot})"
        assert b["width"] >= 360, f"{notebook}: le plateau est trop petit ({b}; {shot})"
    assert not browser_page.errors, browser_page.errors
