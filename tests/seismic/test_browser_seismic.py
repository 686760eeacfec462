"""A real browser plays Seismic in Voilà (notebook seismic/04) by clicking the table itself.

Contract with :class:`ludo.seismic.ui.SeismicBoard`: the table is a
:class:`ludo.widgets.board.ClickBoard` with the class ``ludo-seismic-board`` (hexagons
``.ludo-cb-cell[data-cell="q,r"]``, the yellow ones ``.ludo-cb-legal``, the shown tile's
``.ludo-cb-selected``, the circles where a marker may go ``[data-cell="m0"]``…, the drawing
in ``.ludo-cb-front``); the face-up row is another ClickBoard, ``ludo-seismic-row``
(tiles ``[data-cell="t0"]``…); ``.ludo-seismic-play`` confirms; the French panel
``.ludo-explanation`` tells what happened.
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest

NOTEBOOK = "seismic/04_decompte_et_partie.ipynb"
BOARD = ".ludo-seismic-board"
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
SHOT = ARTIFACTS / "browser-seismic-voila-1280x800.png"
ZOOM_SHOT = ARTIFACTS / "browser-seismic-voila-zoom150.png"


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
    row = game.locator(".ludo-seismic-row")
    for attempt in range(6):
        if attempt % 2 == 0:  # a tile of the face-up row, chosen by clicking it
            playable = row.locator(".ludo-cb-legal")
            tile = playable.nth(attempt // 2 % playable.count())
            name = tile.get_attribute("data-cell")
            tile.click()
            page.wait_for_selector(
                f'.ludo-seismic-row .ludo-cb-selected[data-cell="{name}"]', timeout=30_000
            )
        before = explanation()
        target = page.locator(f"{BOARD} .ludo-cb-legal").nth(attempt % 2)
        name = target.get_attribute("data-cell")
        drawing = front.inner_html()
        t0 = time.monotonic()
        target.click()
        page.wait_for_selector(f'{BOARD} .ludo-cb-selected[data-cell="{name}"]', timeout=30_000)
        browser_page.wait_change(front.inner_html, drawing, "la tuile montrée sur la table")
        shown_in = time.monotonic() - t0
        told = browser_page.wait_change(explanation, before, "explication de l'aperçu")
        assert "Aperçu" in told, told
        drawing = front.inner_html()
        page.keyboard.press("r")
        try:
            browser_page.wait_change(
                front.inner_html, drawing, "la tuile tourne (touche R)", timeout=8
            )
            turned = True
            break
        except AssertionError:
            page.keyboard.press("Escape")
            page.wait_for_function(
                "() => !document.querySelector('.ludo-seismic-board .ludo-cb-selected')",
                timeout=30_000,
            )
    assert turned, "La touche R n'a tourné aucune tuile de la rangée."

    # A marker is put by clicking one of the circles on the shown tile (when there is one).
    spots = game.locator(f"{BOARD} .ludo-cb-legal[data-cell^='m']")
    marked = spots.count() > 0
    if marked:
        before = explanation()
        spots.first.click()
        told = browser_page.wait_change(explanation, before, "l'équipe posée sur le morceau")
        assert "équipe sur le morceau" in told, told

    # « Valider »: the move is played, then the computer answers.
    drawing = front.inner_html()
    before = explanation()
    game.locator(".ludo-seismic-play").first.click()
    told = browser_page.wait_change(explanation, before, "le coup est joué", timeout=60)
    browser_page.wait_change(front.inner_html, drawing, "la table après le coup", timeout=60)
    page.wait_for_function("() => !document.querySelector('.ludo-cb-working')", timeout=60_000)
    told = explanation()
    # The whole turn: the player's own move first, then the computer's reply.
    assert told.index("Vous (Joueur 1)") < told.index("L'ordinateur (Joueur 2)"), told
    assert "Joueur 1 pose" in told and "Joueur 2 pose" in told, told
    if marked:
        assert "Joueur 1 pose un marqueur" in told, told
    game.scroll_into_view_if_needed()
    game.evaluate("el => el.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(300)
    SHOT.parent.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOT))
    assert not browser_page.errors, browser_page.errors
    print(f"\nSeismic : clic → tuile montrée en {shown_in:.2f} s ; {told[:120]!r}")


@pytest.mark.browser
def test_seismic_board_controls_and_explanation_fit_at_150_percent(voila_server, browser_page):
    """A projector of 1280×800 with the browser zoomed to 150 % (853×533 CSS pixels): after
    a move, the table, the row, « Valider » and the start of the turn's explanation (the
    player's own move) are on screen together, without scrolling the page."""
    url = voila_server(NOTEBOOK)
    with browser_page.screen(853, 533, 1.5) as page:
        page.goto(url, wait_until="domcontentloaded", timeout=150_000)
        page.wait_for_selector(f"{BOARD} .ludo-cb-legal", timeout=120_000)
        game = page.locator(".ludo-seismic", has=page.locator(BOARD)).last
        game.locator(f"{BOARD} .ludo-cb-legal").first.click()
        page.wait_for_selector(f"{BOARD} .ludo-cb-selected", timeout=30_000)
        game.locator(".ludo-seismic-play").first.click()
        page.wait_for_function(
            "() => /Vous \\(Joueur 1\\)/.test(document.body.innerText)"
            " && !document.querySelector('.ludo-cb-working')",
            timeout=60_000,
        )
        game.evaluate("el => el.scrollIntoView({block: 'start'})")
        page.wait_for_timeout(300)
        ZOOM_SHOT.parent.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(ZOOM_SHOT))
        assert page.evaluate("() => window.devicePixelRatio") == 1.5
        board = game.locator(f"{BOARD} .ludo-cb-stack").first.bounding_box()
        assert board and board["y"] >= -1 and board["y"] + board["height"] <= 533 + 2, board
        for what in (".ludo-seismic-status", ".ludo-seismic-row", ".ludo-seismic-play"):
            box = game.locator(what).first.bounding_box()
            assert box and box["x"] + box["width"] <= 853 + 1, (what, box)
            assert box["y"] + box["height"] <= 533, (what, box)
        mine = game.locator(".ludo-explanation .ludo-seismic-turn").first
        box = mine.bounding_box()
        assert box and box["y"] + min(box["height"], 60) <= 533, box
        assert "Vous (Joueur 1)" in mine.inner_text()
        assert not browser_page.errors, browser_page.errors
