"""Seismic's guided first game played by clicks in Voilà, to its end, at 1280×800 (issue 30).

The learner's clicks only, on the game table's drawings (see
``tests/seismic/test_browser_seismic.py`` for their contract): a face-up tile of the row,
a yellow cell of the table (the lesson takes it), a crew's circle when the lesson asks for
one, « Valider »; a tied side of a quake on the table; a question's first button. The
guide's column stands beside the table; the end shows the score by sections, each with
its own « Pourquoi ? » (the section's card opens), and « Ce que vous savez maintenant ».
Screenshots: test-artifacts/screens/guide-seismic-*.png.
"""

from __future__ import annotations

import time

import pytest
from guide_checks import GUIDED as GAME
from guide_checks import SHOTS, column_beside_board, open_guided

NOTEBOOK = "seismic/00_premiere_partie.ipynb"
BOARD = ".ludo-seismic-board"


@pytest.mark.browser
def test_the_guided_first_game_plays_by_clicks_to_its_end(voila_server, browser_page):
    g = open_guided(voila_server, browser_page, NOTEBOOK, ".ludo-seismic-row .ludo-cb-legal")
    page, game, step, said, progress = g.page, g.game, g.step, g.said, g.progress
    column_beside_board(g, f"{BOARD} .ludo-cb-stack", "guide-seismic-1280.png")

    def state():
        return progress.inner_text() + "|" + said.inner_text() + "|" + step.inner_text()

    def idle():
        page.wait_for_function("() => !document.querySelector('.ludo-cb-working')", timeout=60_000)

    def show_on_a_yellow_cell():
        """Click a yellow cell until the tile shows there (the yellow cells of the tile
        just chosen may arrive a moment after it is outlined in the row)."""
        shown = game.locator(f"{BOARD} .ludo-cb-selected")
        for _attempt in range(6):
            idle()
            if shown.count():
                return
            game.locator(f"{BOARD} .ludo-cb-legal:not([data-cell^='m'])").first.click()
            try:
                shown.first.wait_for(state="attached", timeout=8_000)
                return
            except Exception:  # noqa: BLE001  (Playwright's timeout: try the cells again)
                continue
        raise AssertionError("aucune case jaune ne montre la tuile")

    def what_now() -> str:
        """What the page asks for, once its widgets have arrived: « fin », « question »,
        « côté » (a quake's tie) or « tuile »."""
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if "Ce que vous savez maintenant" in step.inner_text():
                return "fin"
            asking = step.locator("p").first.inner_text().strip().endswith("?")
            if asking and game.locator(".ludo-guide-choice").count():
                return "question"
            if not asking and game.locator(".ludo-seismic-ask").count():
                return "côté"
            if not asking and game.locator(".ludo-seismic-row .ludo-cb-legal").count():
                return "tuile"
            page.wait_for_timeout(200)
        raise AssertionError("la page ne demande rien : " + state())

    for _ in range(60):
        idle()
        page.wait_for_timeout(300)  # the panel's widgets arrive one after the other
        now = what_now()
        if now == "fin":
            break
        before = state()
        if now == "question":
            game.locator(".ludo-guide-choice").first.click()
        elif now == "côté":  # a quake's tie: a side, « Valider »
            ask = game.locator(".ludo-seismic-ask").first
            asked = ask.inner_text()
            game.locator(f"{BOARD} .ludo-cb-legal").first.click()
            browser_page.wait_change(ask.inner_text, asked, "le côté choisi")
            game.locator(".ludo-seismic-play").first.click()
        else:
            tile = game.locator(".ludo-seismic-row .ludo-cb-legal").first
            name = tile.get_attribute("data-cell")
            tile.click()
            page.wait_for_selector(
                f'{GAME} .ludo-seismic-row .ludo-cb-selected[data-cell="{name}"]',
                timeout=30_000,
            )
            show_on_a_yellow_cell()
            if "Posez une tuile avec une équipe" in step.inner_text():
                spot = game.locator(f"{BOARD} .ludo-cb-legal[data-cell^='m']").first
                spot.wait_for(timeout=30_000)
                spot.click()
                explanation = game.locator(".ludo-seismic-log").first
                browser_page.wait_for(explanation.inner_text, "équipe sur", "l'équipe posée")
                if "Posez une tuile" in step.inner_text():
                    page.screenshot(path=str(SHOTS / "guide-seismic-equipe-1280.png"))
            game.locator(".ludo-seismic-play").first.click()
        browser_page.wait_change(state, before, "la réponse du guide", timeout=60)
    text = step.inner_text()
    assert "Ce que vous savez maintenant" in text and "Et ensuite" in text, text[:300]
    assert "Section n° 1" in text and "bonne" in text  # the score by sections, the count

    # each score line's « Pourquoi ? » opens its own section's card
    links = game.locator(".ludo-guide-score .ludo-why-link")
    assert links.count() >= 1
    links.first.click()
    title = game.locator(".ludo-why-body .ludo-why-title").first
    browser_page.wait_for(title.inner_text, "Section n° 1 du décompte", "la carte de la section")
    assert game.locator(".ludo-why-body .ludo-guide-section img").count() == 1
    page.screenshot(path=str(SHOTS / "guide-seismic-fin-1280.png"))
    assert not browser_page.errors, browser_page.errors


@pytest.mark.browser
def test_a_reloaded_workshop_page_resumes_the_guided_game_at_its_step(
    voila_server, browser_page, tmp_path, monkeypatch
):
    """In a workshop (``LUDO_SAVES``) the guided table opens on the table picker; after a
    move, the page reloaded and the same table named again comes back to the same step,
    with what the last move changed."""
    from ludo.core.saves import read_table, table_file

    monkeypatch.setenv("LUDO_SAVES", str(tmp_path))  # the server inherits it
    root = voila_server(".", atelier=True)
    page = browser_page.page
    page.set_viewport_size({"width": 1280, "height": 800})
    save = table_file(tmp_path, "seismic", "5", "guide")

    def open_table():
        page.wait_for_selector(".ludo-table-name input", timeout=120_000)
        page.fill(".ludo-table-name input", "5")
        page.click(".ludo-table-open")

    page.goto(root + "voila/render/" + NOTEBOOK, wait_until="domcontentloaded", timeout=120_000)
    open_table()
    row = f"{GAME} .ludo-seismic-row .ludo-cb-legal"
    page.wait_for_selector(row, state="visible", timeout=30_000)
    game = page.locator(GAME).first
    tile = game.locator(".ludo-seismic-row .ludo-cb-legal").first
    name = tile.get_attribute("data-cell")
    tile.click()
    page.wait_for_selector(
        f'{GAME} .ludo-seismic-row .ludo-cb-selected[data-cell="{name}"]', timeout=30_000
    )
    page.wait_for_timeout(500)  # the yellow cells of that tile
    game.locator(f"{BOARD} .ludo-cb-legal:not([data-cell^='m'])").first.click()
    game.locator(f"{BOARD} .ludo-cb-selected").first.wait_for(state="attached", timeout=30_000)
    game.locator(".ludo-seismic-play").first.click()
    deadline = time.monotonic() + 60
    while not (save.exists() and read_table(save).guide["step"] == "equipe"):
        assert time.monotonic() < deadline, "pas de sauvegarde après le premier coup"
        time.sleep(0.2)
    said = game.locator(".ludo-guide-said").first
    browser_page.wait_for(said.inner_text, "Joueur 1 :", "ce que le coup a changé")
    told = said.inner_text()

    page.reload(wait_until="domcontentloaded")
    open_table()
    resume = page.locator(".ludo-table-resume").first
    resume.wait_for(state="visible", timeout=30_000)
    resume.click()
    page.wait_for_selector(".ludo-table-banner", state="visible", timeout=30_000)
    game = page.locator(GAME).first
    progress = game.locator(".ludo-guide-progress").first
    browser_page.wait_for(progress.inner_text, "étape 2 sur 10", "la reprise à l'étape 2")
    again = game.locator(".ludo-guide-said").first
    browser_page.wait_for(again.inner_text, told, "ce que le dernier coup a changé")
    assert "Posez une tuile avec une équipe" in game.locator(".ludo-guide-step").first.inner_text()
    assert not browser_page.errors, browser_page.errors
