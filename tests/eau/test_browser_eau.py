"""A real browser plays the first moves of notebook eau/04 in Voilà, by clicks only.

Contract with :class:`ludo.eau.ui.EauGame` (classes set with ``add_class``): the game is
``.eau-game``; its choose buttons ``.eau-choose``; its board ``.eau-board`` is a :class:`ludo.widgets.board.ClickBoard` (cells
``.ludo-cb-cell``, legal ones ``.ludo-cb-legal``, the previewed one ``.ludo-cb-selected``,
the drawing in ``.ludo-cb-back`` and the previewed tile in ``.ludo-cb-front``); ``.eau-confirm``
plays the previewed tile; the
French panels ``.eau-panel`` (the first one is the status) and ``.eau-explanation``; the valve
button ``.eau-valve`` runs the water on the board itself, with ``.eau-water-controls``
(``.eau-water-next`` ...) beside it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

NOTEBOOK = "eau/04_une_partie_cooperative.ipynb"
SHOT_DIR = Path(__file__).resolve().parents[2] / "test-artifacts"
GAME = ".eau-game"


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
                browser_page.wait_change(status, before, f"choix du joueur {player}", timeout=8)
                break
            except AssertionError:
                if attempt == 2:
                    raise
    assert "pose des tuiles" in status(), status()
    # The board is the drawing itself: free cells next to a tile are outlined.
    page.wait_for_selector(f"{GAME} .eau-board .ludo-cb-legal", timeout=30_000)
    back = page.locator(f"{GAME} .eau-board .ludo-cb-back").first
    front = page.locator(f"{GAME} .eau-board .ludo-cb-front").first

    # A click on a cell of the drawing shows the tile there; R turns it; Enter plays it.
    before = explanation()
    page.locator(f"{GAME} .eau-board .ludo-cb-legal").first.click()
    page.wait_for_selector(f"{GAME} .eau-board .ludo-cb-selected", timeout=30_000)
    told = browser_page.wait_change(explanation, before, "aperçu de la tuile")
    assert "Aperçu" in told, told
    shown = front.inner_html()
    page.keyboard.press("r")
    browser_page.wait_change(front.inner_html, shown, "la tuile tourne (touche R)")
    board_before = back.inner_html()
    page.locator(f"{GAME} .eau-confirm").click()
    browser_page.wait_change(back.inner_html, board_before, "tuile posée")
    SHOT_DIR.mkdir(parents=True, exist_ok=True)
    page.set_viewport_size({"width": 1280, "height": 800})
    page.locator(GAME).first.evaluate("el => el.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(300)
    page.screenshot(path=str(SHOT_DIR / "browser-eau-voila-1280x800.png"))
    page.set_viewport_size({"width": 1300, "height": 1200})

    # The helper's advice is shown on the board; « L'aide joue ce coup » plays it.
    page.locator(f"{GAME} .eau-help").click()
    page.wait_for_selector(f"{GAME} .eau-board .ludo-cb-selected", timeout=30_000)
    board_before = back.inner_html()
    before = explanation()
    page.locator(f"{GAME} .eau-helper-plays").click()
    told = browser_page.wait_change(explanation, before, "l'aide joue")
    assert "pose sa tuile" in told, told
    browser_page.wait_change(back.inner_html, board_before, "nouveau plateau")

    # The valve shows the water leaving the Régie on the game's own board, step by step,
    # explained beside it (no second board under the game).
    board_before = back.inner_html()
    before = explanation()
    page.locator(f"{GAME} .eau-valve").click()
    page.wait_for_selector(f"{GAME} .eau-water-controls .eau-water-next", timeout=30_000)
    told = browser_page.wait_change(explanation, before, "l'eau sort de la Régie")
    assert "Étape 1 /" in told, told
    browser_page.wait_change(back.inner_html, board_before, "l'eau sur le plateau")
    assert page.locator(f"{GAME} .eau-water").count() == 0
    water = back.inner_html()
    page.locator(f"{GAME} .eau-water-next").click()
    browser_page.wait_change(back.inner_html, water, "l'eau avance d'un pas")
    # the explanation beside it follows (a moment later under load: the board came first)
    browser_page.wait_for(explanation, "Étape 2 /", "l'explication de l'étape 2")
    page.set_viewport_size({"width": 1280, "height": 800})
    page.locator(GAME).first.evaluate("el => el.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(300)
    page.screenshot(path=str(SHOT_DIR / "browser-eau-04-valve-1280x800.png"))


@pytest.mark.browser
def test_eau_game_keeps_board_and_controls_side_by_side(voila_server, browser_page):
    """Eau 04 on a projector (1280×800) and zoomed to 150 % (853×533 CSS pixels), served as
    `make atelier` does: the board, the status, the « Choisir » buttons and the explanation
    stay on screen, side by side (the reconstruction note under the board never widens its
    column); once a tile is to be placed (the helper plays the choices), the turn's controls
    (« Tourner », « Valider »), the explanation and the verdict are on screen beside the
    board too, the rarely used controls folded under « ⚙ Réglages »."""
    url = voila_server(NOTEBOOK, atelier=True)
    shown = (".eau-board .ludo-cb-stack", ".eau-panel", ".eau-choose", ".eau-explanation")
    # The menu of players shows its number and the seed box its digits, beside their labels.
    inputs = {".eau-players select": 60, ".eau-seed input": 80}
    for width, height, scale, name in ((1280, 800, 1, "1280x800"), (853, 533, 1.5, "zoom150")):
        with browser_page.screen(width, height, scale) as page:
            page.goto(url, wait_until="domcontentloaded", timeout=120_000)
            page.wait_for_selector(f"{GAME} .eau-choose", timeout=120_000)
            page.locator(GAME).first.evaluate("el => el.scrollIntoView({block: 'start'})")
            page.wait_for_timeout(300)
            SHOT_DIR.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(SHOT_DIR / f"browser-eau-04-{name}.png"))
            boxes = {}
            for selector in shown:
                box = page.locator(f"{GAME} {selector}").first.bounding_box()
                assert box, f"{selector} absent ({name})"
                assert box["x"] + min(box["width"], 40) <= width, (name, selector, box)
                assert box["y"] + min(box["height"], 30) <= height, (name, selector, box)
                boxes[selector] = box
            board = boxes[".eau-board .ludo-cb-stack"]
            assert board["y"] + board["height"] <= height + 2, f"plateau coupé ({name}) : {board}"
            panel = boxes[".eau-panel"]
            assert panel["x"] >= board["x"] + board["width"], f"pas côte à côte ({name})"
            assert panel["width"] >= 300, f"colonne des commandes écrasée ({name}) : {panel}"
            page.locator(f"{GAME} .eau-settings-button").first.click()  # unfold « ⚙ Réglages »
            page.wait_for_selector(f"{GAME} .eau-new", state="visible", timeout=10_000)
            for selector, least in inputs.items():
                box = page.locator(f"{GAME} {selector}").first.bounding_box()
                assert box and box["width"] >= least, f"{selector} écrasé ({name}) : {box}"
            new_game = page.locator(f"{GAME} .eau-new").first.bounding_box()
            seed = page.locator(f"{GAME} .eau-seed input").first.bounding_box()
            assert (
                seed["x"] + seed["width"] <= new_game["x"]
                or seed["y"] >= new_game["y"] + 5
                or (new_game["y"] >= seed["y"] + seed["height"] - 5)
            ), f"la graine touche « Lancer une nouvelle partie » ({name})"
            page.locator(f"{GAME} .eau-new").first.scroll_into_view_if_needed()
            page.screenshot(path=str(SHOT_DIR / f"browser-eau-04-controls-{name}.png"))
            page.locator(f"{GAME} .eau-settings-button").first.click()  # folded again
            _turn_in_sight(page, width, height, name)


def _turn_in_sight(page, width: int, height: int, name: str) -> None:
    """The helper plays the four choices; then, with a tile to place and the game at the top
    of the screen, the board, « Tourner », « Valider », the explanation and the verdict are
    on screen (all of them at 1280×800; at 150 % the board, « Valider » and the beginning
    of the explanation)."""
    helper = page.locator(f"{GAME} .eau-helper-plays").first
    for player in range(1, 5):  # the four players' choices (notebook 04: four players)
        helper.click()
        page.wait_for_function(
            "([sel, text]) => document.querySelector(sel).innerText.includes(text)",
            arg=[f"{GAME} .eau-explanation", f"joueur {player} a choisi"],
            timeout=30_000,
        )
    page.wait_for_selector(f"{GAME} .eau-confirm", state="visible", timeout=30_000)
    page.locator(GAME).first.evaluate("el => el.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(300)
    page.screenshot(path=str(SHOT_DIR / f"browser-eau-04-placing-{name}.png"))
    shown = [".eau-board .ludo-cb-stack", ".eau-rotate", ".eau-confirm", ".eau-explanation"]
    if width >= 1280:
        shown.append(".eau-verdict")
    for selector in shown:
        box = page.locator(f"{GAME} {selector}").first.bounding_box()
        assert box, f"{selector} absent ({name}, pose d'une tuile)"
        assert box["y"] + min(box["height"], 30) <= height, (name, selector, box)
        assert box["x"] + min(box["width"], 40) <= width, (name, selector, box)
