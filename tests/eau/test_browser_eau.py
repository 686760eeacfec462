"""A real browser plays the first moves of notebook eau/04 in Voilà, by clicks only.

Contract with :class:`ludo.eau.ui.EauGame` (classes set with ``add_class``): the game is
``.eau-game``; its choose buttons ``.eau-choose``; its cell buttons ``.eau-cell``; the
French panels ``.eau-panel`` (the first one is the status) and ``.eau-explanation``; the
board image ``.eau-board``; the valve button ``.eau-valve``, which shows ``.eau-water``.
"""

from __future__ import annotations

import time

import pytest

NOTEBOOK = "eau/04_une_partie_cooperative.ipynb"
GAME = ".eau-game"


def _wait_change(read, before, step: str, timeout: float = 30.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        now = read()
        if now != before:
            return now
        time.sleep(0.1)
    raise AssertionError(
        f"{step} : rien n'a changé en {timeout:.0f} s après le clic ({str(before)[:200]!r})."
    )


@pytest.mark.browser
def test_eau_game_is_played_by_clicks_in_voila(voila_server, browser_page):
    url = voila_server(NOTEBOOK)
    page = browser_page.page
    page.set_viewport_size({"width": 1300, "height": 1200})
    page.goto(url, wait_until="domcontentloaded", timeout=60_000)
    page.wait_for_selector(f"{GAME} .eau-choose", timeout=90_000)

    def status():
        return page.locator(f"{GAME} .eau-panel").first.inner_text()

    def explanation():
        return page.locator(f"{GAME} .eau-explanation").first.inner_text()

    # Four players each choose a tile, face down: then the placing phase begins.
    for player in range(1, 5):
        before = status()
        for attempt in range(3):  # a button drawn for the previous player does nothing
            page.locator(f"{GAME} .eau-choose").first.click()
            try:
                _wait_change(status, before, f"choix du joueur {player}", timeout=8)
                break
            except AssertionError:
                if attempt == 2:
                    raise
    assert "pose des tuiles" in status(), status()
    # The 49 cell buttons are updated one by one, just after the status.
    page.wait_for_selector(f"{GAME} .eau-cell:not([disabled])", timeout=30_000)

    # The helper's advice turns one cell green; playing it changes board and text.
    page.locator(f"{GAME} .eau-help").click()
    page.wait_for_selector(f"{GAME} .eau-cell.mod-success", timeout=30_000)
    image = page.locator(f"{GAME} .eau-board").first
    src_before = image.get_attribute("src")
    before = explanation()
    page.locator(f"{GAME} .eau-helper-plays").click()
    told = _wait_change(explanation, before, "l'aide joue")
    assert "pose sa tuile" in told, told
    _wait_change(lambda: image.get_attribute("src"), src_before, "nouveau plateau")

    # The valve shows the water leaving the Régie.
    page.locator(f"{GAME} .eau-valve").click()
    page.wait_for_selector(f"{GAME} .eau-water", timeout=30_000)
