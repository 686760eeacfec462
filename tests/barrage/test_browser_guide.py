"""Barrage's guided first round played by clicks in Voilà, at 1280×800 (issue 30).

The learner's clicks only: the pick in the short choice and « Valider », each question's
first button, the construction by its space (« Construire ») and a dashed place of the map,
then round 1 to its end as a guest would play it (a dashed space, a place, « Valider »; the
bank with every engineer left). The guide's panel stands over the action board, beside
the map; after the round the guide asks where the energy marker stands (round 2). The
rest of the game (free play with « Un conseil ? ») is not played here: it is the game
table's own (tests/barrage/test_browser_barrage*.py). Screenshots:
test-artifacts/screens/guide-barrage-*.png.
"""

from __future__ import annotations

import pytest
from guide_checks import GUIDED, SHOTS, open_guided

from .browser_clicks import GAME, free_spaces, play_by_clicks, turn

NOTEBOOK = "barrage/00_premiere_partie.ipynb"


@pytest.mark.browser
def test_the_guided_first_round_plays_by_clicks(voila_server, browser_page):
    g = open_guided(voila_server, browser_page, NOTEBOOK, ".ludo-guide-step")
    page, game, step, said, progress = g.page, g.game, g.step, g.said, g.progress
    validate = page.locator(f"{GAME} .barrage-validate").first

    def state():
        return progress.inner_text() + "|" + said.inner_text()

    def answer():
        before = state()
        game.locator(".ludo-guide-choice").first.click()
        browser_page.wait_change(state, before, "la réponse du guide")
        browser_page.settle(lambda: game.inner_html())

    # the pick: the companies and the contracts said before the choice
    assert "Allemagne" in step.inner_text() and "S4" in step.inner_text()
    # the table scrolled to its top: the pick's choice and « Valider » in the window
    browser_page.settle(lambda: game.inner_html())
    page.evaluate(f"document.querySelector('{GUIDED}').scrollIntoView({{block: 'start'}})")
    page.screenshot(path=str(SHOTS / "guide-barrage-1280.png"))
    box = validate.bounding_box()
    assert box is not None and box["y"] + box["height"] <= 800, box
    before = state()
    page.locator(f"{GAME} .barrage-detail select").first.select_option(index=0)
    validate.click()
    browser_page.wait_change(state, before, "le choix de la société")
    browser_page.settle(lambda: game.inner_html())
    assert "étape 2" in progress.inner_text(), progress.inner_text()
    answer()  # what a Base costs
    assert "étape 3" in progress.inner_text(), progress.inner_text()
    assert free_spaces(page) == ["construction"]  # the lesson asks for a construction
    before = state()
    play_by_clicks(page, browser_page, "construction", check_view=False)
    browser_page.wait_change(state, before, "la construction")
    browser_page.settle(lambda: game.inner_html())
    for _ in range(3):  # the powerhouse's cost, an advanced tile, an opponent's dam
        assert game.locator(".ludo-guide-choice").count(), step.inner_text()[:200]
        answer()
    page.screenshot(path=str(SHOTS / "guide-barrage-manche-1280.png"))
    for _ in range(20):  # the rest of round 1, as a guest plays it
        if "Manche 1" not in turn(page):
            break
        free = free_spaces(page)
        space = next((s for s in ("E2g", "construction", "M1g", "C1g") if s in free), "B")
        play_by_clicks(page, browser_page, space, last=space == "B", check_view=False)
        browser_page.settle(lambda: game.inner_html())
    assert "Manche 2" in turn(page), turn(page)
    browser_page.wait_for(step.inner_text, "marqueur", "la question de la piste d'énergie")
    answer()
    page.screenshot(path=str(SHOTS / "guide-barrage-fin-1280.png"))
    assert "Un conseil" in step.inner_text() and "bonne" in said.inner_text()
    assert not browser_page.errors, browser_page.errors
