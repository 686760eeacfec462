"""A real browser plays Seismic in Voilà (notebook seismic/04) by clicking the table itself.

Contract with :class:`ludo.seismic.ui.SeismicBoard`: the table is a
:class:`ludo.widgets.board.ClickBoard` with the class ``ludo-seismic-board`` (hexagons
``.ludo-cb-cell[data-cell="q,r"]``, the yellow ones ``.ludo-cb-legal``, the shown tile's
``.ludo-cb-selected``, the drawing in ``.ludo-cb-front``); ``.ludo-seismic-play`` confirms;
the French panel ``.ludo-explanation`` tells what happened.
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest

NOTEBOOK = "seismic/04_decompte_et_partie.ipynb"
BOARD = ".ludo-seismic-board"
SHOT = Path(__file__).resolve().parents[2] / "test-artifacts" / "browser-seismic-voila-1280x800.png"


def _wait_change(read, before, step: str, timeout: float = 30.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        now = read()
        if now != before:
            return now
        time.sleep(0.05)
    raise AssertionError(f"{step} : rien n'a changé en {timeout:.0f} s ({str(before)[:200]!r}).")


@pytest.mark.browser
def test_seismic_is_played_by_clicking_the_table_in_voila(voila_server, browser_page):
    url = voila_server(NOTEBOOK)
    page = browser_page.page
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(url, wait_until="domcontentloaded", timeout=150_000)
    page.wait_for_selector(f"{BOARD} .ludo-cb-legal", timeout=120_000)
    game = page.locator(".ludo-seismic", has=page.locator(BOARD)).last
    front = page.locator(f"{BOARD} .ludo-cb-front").first

    def explanation():
        return game.locator(".ludo-explanation").first.inner_text()

    # A click on a yellow hexagon shows the tile there; nothing is played yet; R turns it
    # (the focus is on the table after the click). A cell where the tile fits in one way
    # only does not turn: Escape takes the tile back, and the next cell is tried.
    turned = False
    tiles = game.locator(".ludo-seismic-tile select").first
    for attempt in range(6):
        if attempt % 2 == 0 and attempt:  # another tile from the face-up row
            tiles.select_option(index=attempt // 2)
            page.wait_for_timeout(2000)  # the kernel refills the menus and redraws
        before = explanation()
        target = page.locator(f"{BOARD} .ludo-cb-legal").nth(attempt % 2)
        name = target.get_attribute("data-cell")
        drawing = front.inner_html()
        t0 = time.monotonic()
        target.click()
        page.wait_for_selector(f'{BOARD} .ludo-cb-selected[data-cell="{name}"]', timeout=30_000)
        _wait_change(front.inner_html, drawing, "la tuile montrée sur la table")
        shown_in = time.monotonic() - t0
        told = _wait_change(explanation, before, "explication de l'aperçu")
        assert "Aperçu" in told, told
        drawing = front.inner_html()
        page.keyboard.press("r")
        try:
            _wait_change(front.inner_html, drawing, "la tuile tourne (touche R)", timeout=8)
            turned = True
            break
        except AssertionError:
            page.keyboard.press("Escape")
            page.wait_for_function(
                "() => !document.querySelector('.ludo-seismic-board .ludo-cb-selected')",
                timeout=30_000,
            )
    assert turned, "La touche R n'a tourné aucune tuile de la rangée."

    # « Valider »: the move is played, then the computer answers.
    drawing = front.inner_html()
    before = explanation()
    game.locator(".ludo-seismic-play").first.click()
    told = _wait_change(explanation, before, "le coup est joué", timeout=60)
    _wait_change(front.inner_html, drawing, "la table après le coup", timeout=60)
    page.wait_for_function("() => !document.querySelector('.ludo-cb-working')", timeout=60_000)
    told = explanation()
    assert "ordinateur" in told, told
    game.scroll_into_view_if_needed()
    game.evaluate("el => el.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(300)
    SHOT.parent.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOT))
    assert not browser_page.errors, browser_page.errors
    print(f"\nSeismic : clic → tuile montrée en {shown_in:.2f} s ; {told[:120]!r}")
