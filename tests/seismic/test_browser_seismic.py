"""A real browser plays Seismic in Voilà (notebook seismic/04) by clicking the table itself.

Contract with :class:`ludo.seismic.ui.SeismicBoard`: the table is a
:class:`ludo.widgets.board.ClickBoard` with the class ``ludo-seismic-board`` (hexagons
``.ludo-cb-cell[data-cell="q,r"]``, the yellow ones ``.ludo-cb-legal``, the shown tile's
``.ludo-cb-selected``, the circles where a marker may go ``[data-cell="m0"]``…, the drawing
in ``.ludo-cb-front``); the face-up row is another ClickBoard, ``ludo-seismic-row``
(tiles ``[data-cell="t0"]``…); ``.ludo-seismic-play`` confirms; the French panel
``.ludo-explanation`` tells what happened. A quake's choice is made on the same table:
its cells are the ``.ludo-cb-legal`` ones, and the explanation starts with a
``.ludo-seismic-ask`` block (why it is asked, then « Votre choix : … » once clicked). The
launcher's menus are ``.ludo-seismic-variant``, ``.ludo-seismic-seed``, ``.ludo-seismic-start``.
"""

from __future__ import annotations

import re
import time
from pathlib import Path

import pytest

NOTEBOOK = "seismic/04_decompte_et_partie.ipynb"
BOARD = ".ludo-seismic-board"
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
SHOT = ARTIFACTS / "browser-seismic-voila-1280x800.png"
ZOOM_SHOT = ARTIFACTS / "browser-seismic-voila-zoom150.png"
CHOICE_SHOT = ARTIFACTS / "browser-seismic-choix-cote-1280x800.png"
TURN_SHOT = ARTIFACTS / "browser-seismic-contrecoups-1280x800.png"
ZOOM_CHOICE_SHOT = ARTIFACTS / "browser-seismic-choix-ville-zoom150.png"


def _launch(bp, page, game, variant: str, seed: int) -> None:
    """A new game from the launcher's menus: ``variant`` (its French label) and ``seed``."""
    launcher = page.locator(".ludo-seismic", has=page.locator(".ludo-seismic-start")).last
    launcher.locator(".ludo-seismic-variant select").select_option(label=variant)
    field = launcher.locator(".ludo-seismic-seed input")
    field.fill(str(seed))
    field.press("Tab")  # the number reaches the kernel when the field is left
    status = game.locator(".ludo-seismic-status").first
    before = status.inner_text()
    launcher.locator(".ludo-seismic-start").first.click()
    bp.wait_change(status.inner_text, before, f"nouvelle partie ({variant})", timeout=60)


def _idle(page) -> None:
    page.wait_for_function("() => !document.querySelector('.ludo-cb-working')", timeout=60_000)


def _new_table(page) -> None:
    """Wait until the table of the new position has arrived: nothing is shown on it yet
    (the status and the explanation may arrive before it: a click must not go to the
    cells of the position before)."""
    page.wait_for_function(
        "() => !document.querySelector('.ludo-seismic-board .ludo-cb-selected')",
        timeout=60_000,
    )


def _place_first(bp, page, game) -> None:
    """Play the chosen tile on the first yellow cell (in the table's order), as a guest would."""
    text = game.locator(".ludo-explanation").first
    _new_table(page)
    page.locator(f"{BOARD} .ludo-cb-legal").first.click()
    page.wait_for_selector(f"{BOARD} .ludo-cb-selected", timeout=30_000)
    before = text.inner_text()
    game.locator(".ludo-seismic-play").first.click()
    bp.wait_change(text.inner_text, before, "le coup est joué", timeout=60)
    _idle(page)


def _choose_on_table(bp, page, game, why: str, wanted: str, step: str) -> str:
    """Click the first cell standing for the choice asked; return the explanation then.

    ``why`` is a word of the reason given for this choice: it is written after the table
    is drawn for it, so the cells clicked are this choice's.
    """
    ask = game.locator(".ludo-explanation .ludo-seismic-ask").first
    ask.wait_for(timeout=60_000)
    bp.wait_for(ask.inner_text, why, f"{step} : pourquoi ce choix")
    assert "Pourquoi ce choix" in ask.inner_text()
    before = ask.inner_text()
    page.locator(f"{BOARD} .ludo-cb-legal").first.click()
    told = bp.wait_change(ask.inner_text, before, step)
    assert wanted in told, told
    return told


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
        # (the explanation of the turned tile may arrive after its drawing: wait for the words)
        spots.first.click()
        browser_page.wait_for(explanation, "équipe sur", "l'équipe posée sur une route")

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
        assert "Joueur 1 pose une équipe sur" in told, told
    # Places in the drawing's words: no address, rotation code or piece number (review 3).
    assert not re.search(r"-?\d+,-?\d+|\br\d\b|\bm\d\b", told), told
    assert "(tuile entourée)" in told and "de San Andreas" in told, told
    game.scroll_into_view_if_needed()
    game.evaluate("el => el.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(300)
    SHOT.parent.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOT))
    assert not browser_page.errors, browser_page.errors
    print(f"\nSeismic : clic → tuile montrée en {shown_in:.2f} s ; {told[:120]!r}")

    # A quake's choices, made on the table. Contrecoups, seed 36: after two tiles each, a
    # 5,0 quake ties three sides; the guest clicks one, sees what would fall, confirms;
    # then turns a tile of the Contrecoups by clicking it (seeded: the same every time).
    _launch(browser_page, page, game, "Contrecoups", 36)
    for _ in range(2):
        _place_first(browser_page, page, game)
    _new_table(page)
    assert "choisir lequel des côtés" in game.locator(".ludo-seismic-status").first.inner_text()
    front_before = front.inner_html()
    told = _choose_on_table(
        browser_page,
        page,
        game,
        "autant",
        "Votre choix : le séisme frappe le côté",
        "le côté choisi",
    )
    assert "tomberai" in told, told
    browser_page.wait_change(front.inner_html, front_before, "flèche et tuiles hachurées")
    game.evaluate("el => el.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(300)
    page.screenshot(path=str(CHOICE_SHOT))
    board = game.locator(f"{BOARD} .ludo-cb-stack").first.bounding_box()
    ask = game.locator(".ludo-seismic-ask").first.bounding_box()
    assert board and board["y"] + board["height"] <= 800 + 2, board  # seen together
    assert ask and ask["y"] + 40 <= 800, ask
    before = explanation()
    game.locator(".ludo-seismic-play").first.click()
    told = browser_page.wait_change(explanation, before, "le côté est frappé", timeout=60)
    browser_page.wait_for(explanation, "Joueur 1 choisit le côté", "l'égalité tranchée")
    _idle(page)
    told = _choose_on_table(
        browser_page,
        page,
        game,
        "Contrecoups",
        "Votre choix : tourner la tuile",
        "la tuile tournée",
    )
    page.screenshot(path=str(TURN_SHOT))
    before = explanation()
    game.locator(".ludo-seismic-play").first.click()
    browser_page.wait_for(explanation, "Contrecoups : Joueur 1 tourne la tuile", "la tuile tourne")
    assert not browser_page.errors, browser_page.errors


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
        # Villes jumelles, seed 0: a quake comes out before the first tile, and the guest
        # clicks the San Andreas it hits first; the choice is told beside the table.
        _launch(browser_page, page, game, "Villes jumelles", 0)
        _choose_on_table(
            browser_page,
            page,
            game,
            "Villes jumelles",
            "Votre choix : le séisme frappe d'abord",
            "la ville",
        )
        game.evaluate("el => el.scrollIntoView({block: 'start'})")
        page.wait_for_timeout(300)
        ZOOM_CHOICE_SHOT.parent.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(ZOOM_CHOICE_SHOT))
        board = game.locator(f"{BOARD} .ludo-cb-stack").first.bounding_box()
        assert board and board["y"] + board["height"] <= 533 + 2, board
        ask = game.locator(".ludo-seismic-ask").first.bounding_box()
        assert ask and ask["y"] + 40 <= 533, ask  # its first lines are on screen
        game.locator(".ludo-seismic-play").first.click()
        status = game.locator(".ludo-seismic-status").first
        browser_page.wait_for(status.inner_text, "il faut poser", "la ville choisie, on pose")
        _new_table(page)  # the table drawn for the tile: the city is no longer chosen
        _idle(page)
        assert "choisit que le séisme frappe" in game.locator(".ludo-explanation").inner_text()
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
