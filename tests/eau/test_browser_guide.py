"""Eau's guided first game played by clicks in Voilà, to its end, at 1280×800 (issue 30).

The learner's clicks only: a tile of the hand (« Choisir : … »), a dashed cell of the board
twice (the first shows the tile, turned the first way the lesson takes; the second lays
it), a question's first button. The guide's column stands beside the board, and the end
shows the score line by line and « Ce que vous savez maintenant ». Screenshots:
test-artifacts/screens/guide-eau-*.png.
"""

from __future__ import annotations

import pytest
from guide_checks import GUIDED as GAME
from guide_checks import SHOTS, column_beside_board, open_guided

NOTEBOOK = "eau/00_premiere_partie.ipynb"


@pytest.mark.browser
def test_the_guided_first_game_plays_by_clicks_to_its_end(voila_server, browser_page):
    g = open_guided(voila_server, browser_page, NOTEBOOK, ".eau-choose")
    page, game, step, said, progress = g.page, g.game, g.step, g.said, g.progress
    column_beside_board(g, ".ludo-cb-stack", "guide-eau-1280.png")

    def state():
        return progress.inner_text() + "|" + said.inner_text() + "|" + step.inner_text()

    shown = False
    for _ in range(90):
        if "Ce que vous savez maintenant" in step.inner_text():
            break
        before = state()
        choices = game.locator(".ludo-guide-choice")
        hand = game.locator(".eau-choose")
        if choices.count():
            choices.first.click()
        elif hand.count():
            hand.first.click()
        else:
            refused = None
            for _attempt in range(10):
                cell = game.locator(".ludo-cb-legal").first.get_attribute("data-cell")
                if cell == refused:  # the board is not redrawn yet
                    page.wait_for_timeout(1000)
                    continue
                target = game.locator(f'.ludo-cb-cell[data-cell="{cell}"]').first
                target.click()
                before = browser_page.wait_change(state, before, f"la tuile montrée en {cell}")
                if "refusé" not in said.inner_text():
                    break
                # a cell picked on a board not yet redrawn (under load): the click was
                # answered on the new board; pick again once it is drawn
                refused = cell
            if not shown:  # the tile shown, not yet laid: said so beside the board
                assert "second clic" in said.inner_text(), said.inner_text()
                page.screenshot(path=str(SHOTS / "guide-eau-tuile-1280.png"))
                shown = True
            target.click()
        browser_page.wait_change(state, before, "la réponse du guide")
        # the board and the buttons follow the guide's words
        browser_page.settle(lambda: game.inner_html())
    text = step.inner_text()
    page.screenshot(path=str(SHOTS / "guide-eau-fin-1280.png"))
    assert "Ce que vous savez maintenant" in text and "Et ensuite" in text, text[:300]
    assert "Partie" in text and "bonne" in text  # the verdict, the answers' count
    assert "sortie" in text or "Fuite" in text  # the leaks, line by line
    assert not browser_page.errors, browser_page.errors


@pytest.mark.browser
def test_a_reloaded_workshop_page_resumes_the_guided_game_at_its_step(
    voila_server, browser_page, tmp_path, monkeypatch
):
    """In a workshop (``LUDO_SAVES``) the guided table opens on the table picker; after the
    first choice, the page reloaded and the same table named again comes back to the same
    step, with what the last move changed."""
    import time

    from ludo.core.saves import read_table, table_file

    monkeypatch.setenv("LUDO_SAVES", str(tmp_path))  # the server inherits it
    root = voila_server(".", atelier=True)
    page = browser_page.page
    page.set_viewport_size({"width": 1280, "height": 800})
    save = table_file(tmp_path, "eau", "4", "guide")

    def open_table():
        page.wait_for_selector(".ludo-table-name input", timeout=120_000)
        page.fill(".ludo-table-name input", "4")
        page.click(".ludo-table-open")

    page.goto(root + "voila/render/" + NOTEBOOK, wait_until="domcontentloaded", timeout=120_000)
    open_table()
    page.wait_for_selector(f"{GAME} .eau-choose", state="visible", timeout=30_000)
    game = page.locator(GAME).first
    game.locator(".eau-choose").first.click()
    deadline = time.monotonic() + 30
    while not (save.exists() and read_table(save).guide["step"] == "poser"):
        assert time.monotonic() < deadline, "pas de sauvegarde après le premier choix"
        time.sleep(0.2)
    browser_page.wait_for(
        game.locator(".ludo-guide-said").first.inner_text, "On retourne", "les tuiles retournées"
    )
    said = game.locator(".ludo-guide-said").first.inner_text()

    page.reload(wait_until="domcontentloaded")
    open_table()
    resume = page.locator(".ludo-table-resume").first
    resume.wait_for(state="visible", timeout=30_000)
    resume.click()
    page.wait_for_selector(".ludo-table-banner", state="visible", timeout=30_000)
    game = page.locator(GAME).first
    progress = game.locator(".ludo-guide-progress").first
    browser_page.wait_for(progress.inner_text, "étape 2 sur 13", "la reprise à l'étape 2")
    again = game.locator(".ludo-guide-said").first
    browser_page.wait_for(again.inner_text, said, "ce que le dernier coup a changé")
    assert game.locator(".ludo-cb-legal").count() == 4  # the corners beside the Régie
    assert not browser_page.errors, browser_page.errors
