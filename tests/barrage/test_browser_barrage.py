"""A real browser plays a round of notebook barrage/08 in Voilà, by clicks only (a
construction, then the bank).

Contract with :class:`ludo.barrage.ui.GameTable` (classes set with ``add_class``): the
game is ``.barrage-game``; the legal moves are the options of the list
``.barrage-moves``; ``.barrage-filter`` narrows them; ``.barrage-play`` plays the chosen
one; ``.barrage-status`` says, first, the round and who is to play, then what happened.
"""

from __future__ import annotations

from pathlib import Path

import pytest

NOTEBOOK = "barrage/08_une_partie_complete.ipynb"
SHOT_DIR = Path(__file__).resolve().parents[2] / "test-artifacts"
GAME = ".barrage-game"


@pytest.mark.browser
def test_barrage_round_is_played_by_clicks_in_voila(voila_server, browser_page):
    url = voila_server(NOTEBOOK)
    page = browser_page.page
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(url, wait_until="domcontentloaded", timeout=60_000)
    page.wait_for_selector(f"{GAME} .barrage-moves select option", timeout=120_000)

    def status():
        return page.locator(f"{GAME} .barrage-status").first.inner_text()

    moves = page.locator(f"{GAME} .barrage-moves select").first
    play = page.locator(f"{GAME} .barrage-play").first

    # The set-up: the person picks a company and a starting contract (the first offered).
    first = moves.locator("option").first.inner_text()
    assert first.startswith("choisir"), first
    moves.select_option(label=first)
    play.click()
    browser_page.wait_for(status, "Manche 1 : à Joueur 1", "choix de la société")
    SHOT_DIR.mkdir(parents=True, exist_ok=True)
    # The board, the explanation of the last move and the controls on the screen together,
    # at 1280×800 and at 150 % zoom (the same page seen through an 853×533 window).
    for (width, height), name in (((1280, 800), "1280x800"), ((853, 533), "150pc")):
        page.set_viewport_size({"width": width, "height": height})
        # The page lays itself out again after the resize (pictures sized to the window).
        browser_page.scroll_to_top(page, page.locator(GAME).first)
        page.screenshot(path=str(SHOT_DIR / f"browser-barrage-voila-{name}.png"))
        for what in (".barrage-board", ".barrage-status", ".barrage-play", ".barrage-moves"):
            box = page.locator(f"{GAME} {what}").first.bounding_box()
            assert box is not None, what
            assert browser_page.on_screen(box, width, height), (
                f"{what} hors de l'écran à {name} : {box}"
            )
    page.set_viewport_size({"width": 1280, "height": 800})

    # A construction by clicks: the first base offered (the filter narrows the list), built
    # with one engineer; the company table then counts one base for Joueur 1.
    def first_row():
        table = page.locator(f"{GAME} .barrage-companies").first.inner_text()
        return table.split("Joueur 2")[0]

    assert "B0" in first_row()
    page.locator(f"{GAME} .barrage-filter input").first.fill("construire base")
    browser_page.wait_for(  # the list shows its labels with non-breaking spaces
        lambda: moves.locator("option").first.inner_text(timeout=2_000).replace("\xa0", " "),
        "construire base",
        "liste filtrée des constructions",
    )
    moves.select_option(index=0)
    play.click()
    browser_page.wait_for(first_row, "B1", "construction d'une base")
    browser_page.wait_for(status, "Manche 1 : à Joueur 1", "retour au joueur après la construction")

    # The rest of the round: the 11 engineers left at the bank, then the computer plays its
    # turns, the water flows, the round is scored and round 2 begins.
    page.locator(f"{GAME} .barrage-filter input").first.fill("banque 11")
    page.wait_for_function(
        "sel => sel.options.length === 1", arg=moves.element_handle(), timeout=30_000
    )
    moves.select_option(label="banque 11")
    play.click()
    told = browser_page.wait_for(status, "Manche 2 : à", "fin de la manche 1", timeout=120)
    assert "Joueur 1" in told
    companies = page.locator(f"{GAME} .barrage-companies").first.inner_text()
    assert "USA" in companies or "Allemagne" in companies or "Italie" in companies
