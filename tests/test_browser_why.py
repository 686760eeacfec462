"""« Pourquoi ? » in Voilà (issue 23 §4): one server as `make atelier`, one page at 1280×800.

In Atacama's game table a refused click shows « Pourquoi ? » in the explanation; a click on
it opens the card of the refusal's rule beside the board (to its right, its top in the
window); a score line's « Pourquoi ? » opens the card of that line's rule; « Fermer » closes
it. In Eau's « Règles » notebook, typing « fuite » leaves exactly the cards the library's
search finds. The clicks reach Python through the panel's bridge (ludo.widgets.why), as a
guest's would. Screenshots: test-artifacts/why-*.png.
"""

from __future__ import annotations

from pathlib import Path

import pytest

SHOTS = Path(__file__).resolve().parents[1] / "test-artifacts"
TABLE = "atacama/04_jouer_contre_l_ordinateur.ipynb"
RULES = "eau/regles.ipynb"
GAME = ".ludo-atacama"


def _card_rule(page) -> str:
    card = page.locator(f"{GAME} .ludo-why-card:visible")
    return card.first.get_attribute("data-rule") if card.count() else ""


def _answers(card_rule: str, rule: str) -> bool:
    """Whether the card ``card_rule`` answers for ``rule`` (itself or its nearest parent)."""
    return rule == card_rule or rule.startswith(card_rule + ".")


@pytest.mark.browser
def test_why_opens_the_card_beside_the_board_and_the_rules_notebook_filters(
    voila_server, browser_page
):
    from ludo.widgets.why import RulesBrowser

    base = voila_server(".", atelier=True)
    page = browser_page.page
    page.set_viewport_size({"width": 1280, "height": 800})
    SHOTS.mkdir(parents=True, exist_ok=True)
    wait = browser_page.wait_for

    page.goto(base + "voila/render/" + TABLE, wait_until="domcontentloaded", timeout=120_000)
    page.wait_for_selector(f"{GAME} .ludo-cb-legal", timeout=120_000)
    game = page.locator(GAME).first
    explanation = game.locator(".ludo-explanation").first
    game.locator('.ludo-cb-cell[data-cell="e5"]').first.click()
    wait(explanation.inner_text, "e5", "le puits posé en e5")
    # e5 again, once the computer has answered: the field is taken, the engine refuses
    page.wait_for_selector(f'{GAME} .ludo-cb-legal:not([data-cell="e5"])', timeout=30_000)
    page.wait_for_timeout(500)
    game.locator('.ludo-cb-cell[data-cell="e5"]').first.click()
    link = explanation.locator(".ludo-why-link").first
    link.wait_for(state="visible", timeout=30_000)
    rule = link.get_attribute("data-rule")
    board = game.locator(".ludo-cb-stack").first.bounding_box()
    link.click()
    card = game.locator(".ludo-why-card").first
    card.wait_for(state="visible", timeout=30_000)
    page.wait_for_timeout(600)  # brought into view
    page.screenshot(path=str(SHOTS / "why-refusal-1280x800.png"))
    assert _answers(_card_rule(page), rule), (_card_rule(page), rule)
    box = card.bounding_box()
    board = game.locator(".ludo-cb-stack").first.bounding_box()
    assert box["x"] >= board["x"] + board["width"] - 2, f"la fiche n'est pas à côté : {box}"
    assert 0 <= box["y"] < 800 - 60 and box["x"] + box["width"] <= 1280 + 1, box
    assert card.locator("img").count() >= 1  # its example
    # a score line's « Pourquoi ? »: the card of that line's rule
    line = game.locator(".ludo-score .ludo-why-link").first
    line_rule = line.get_attribute("data-rule")
    line.scroll_into_view_if_needed()
    line.click()
    page.wait_for_function(
        "([sel, r]) => { const c = document.querySelector(sel);"
        " return c && (r === c.dataset.rule || r.startsWith(c.dataset.rule + '.')); }",
        arg=[f"{GAME} .ludo-why-card", line_rule],
        timeout=30_000,
    )
    page.wait_for_timeout(400)  # brought into view
    box = card.bounding_box()
    assert 0 <= box["y"] < 800 - 60, f"la fiche n'est pas ramenée dans la fenêtre : {box}"
    page.screenshot(path=str(SHOTS / "why-score-line-1280x800.png"))
    game.locator(".ludo-why-close").first.click()
    card.wait_for(state="hidden", timeout=30_000)

    # Eau's « Règles »: « fuite » keeps exactly the cards the library finds
    page.goto(base + "voila/render/" + RULES, wait_until="domcontentloaded", timeout=120_000)
    search = page.locator(".ludo-rules-search input").first
    search.wait_for(timeout=120_000)
    items = page.locator(".ludo-rules-item")
    every = items.count()
    search.fill("fuite")
    wanted = [c.id for c in RulesBrowser("eau").matching("fuite")]
    assert 0 < len(wanted) < every
    page.wait_for_function(
        "n => document.querySelectorAll('.ludo-rules-item').length === n",
        arg=len(wanted),
        timeout=30_000,
    )
    shown = [items.nth(i).get_attribute("data-rule") for i in range(items.count())]
    assert shown == wanted
    items.first.locator(".ludo-why-link").click()
    page.locator(".ludo-rules .ludo-why-card").first.wait_for(state="visible", timeout=30_000)
    page.screenshot(path=str(SHOTS / "why-rules-eau-1280x800.png"))
    assert not browser_page.errors, browser_page.errors
