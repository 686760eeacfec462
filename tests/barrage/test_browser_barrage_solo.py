"""A real browser plays notebook barrage/10 (alone against Tesla's Automa) in Voilà by clicks.

The person chooses the level « Basse tension (facile) », starts a new game, picks a company
and plays two turns at the bank; after each of them the Automa's turn is explained in the
log (« Tour de l'Automa … », its checked actions ✔/✘). Same contract with
:class:`ludo.barrage.ui.GameTable` as tests/barrage/test_browser_barrage.py, plus
``.barrage-level`` (the Automa's level) and ``.barrage-new`` (« Nouvelle partie »).
"""

from __future__ import annotations

from pathlib import Path

import pytest

NOTEBOOK = "barrage/10_seul_contre_tesla.ipynb"
SHOT = Path(__file__).resolve().parents[2] / "test-artifacts" / "browser-barrage-solo-1280x800.png"
GAME = ".barrage-game"
AUTOMA_TURN = "Tour de l'Automa"


@pytest.mark.browser
def test_a_solo_game_against_the_automa_is_played_by_clicks_in_voila(voila_server, browser_page):
    page = browser_page.page
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(voila_server(NOTEBOOK), wait_until="domcontentloaded", timeout=60_000)
    page.wait_for_selector(f"{GAME} .barrage-moves select option", timeout=120_000)

    def status():
        return page.locator(f"{GAME} .barrage-status").first.inner_text()

    moves = page.locator(f"{GAME} .barrage-moves select").first
    play = page.locator(f"{GAME} .barrage-play").first

    # The level is chosen in the list, then « Nouvelle partie »: the set-up starts again.
    page.locator(f"{GAME} .barrage-level select").first.select_option(
        label="Basse tension (facile)"
    )
    page.locator(f"{GAME} .barrage-new").first.click()
    browser_page.wait_for(status, "niveau « Basse tension (facile) »", "nouvelle partie, facile")

    # The person picks a company; the Automa plays first in round 1 and says why.
    first = moves.locator("option").first.inner_text()
    assert first.startswith("choisir"), first
    moves.select_option(label=first)
    play.click()
    told = browser_page.wait_for(status, AUTOMA_TURN, "premier tour de l'Automa expliqué")
    assert "✔" in told or "✘" in told  # each action of its tile is checked, done or skipped
    browser_page.wait_for(status, "Manche 1 : à Joueur 1", "retour à la personne")

    # Two turns of the person at the bank; each one is followed by an explained Automa turn.
    for turn in range(2):
        page.locator(f"{GAME} .barrage-filter input").first.fill("banque 1")
        browser_page.wait_for(
            lambda: moves.locator("option").first.inner_text(timeout=2_000).replace("\xa0", " "),
            "banque 1",
            f"liste filtrée (tour {turn + 1})",
        )
        before = status()
        moves.select_option(index=0)
        play.click()
        browser_page.wait_change(status, before, f"réponse à la banque {turn + 1}", timeout=60)
        told = browser_page.wait_for(status, AUTOMA_TURN, f"tour de l'Automa {turn + 1} expliqué")
        assert "banque" in told.lower()  # the person's move is told too
        browser_page.wait_for(status, "Manche 1 : à Joueur 1", f"retour à la personne {turn + 1}")

    SHOT.parent.mkdir(parents=True, exist_ok=True)
    page.locator(GAME).first.evaluate("el => el.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(500)
    page.screenshot(path=str(SHOT))
    assert not browser_page.errors, browser_page.errors
