"""The slower real-browser runs of Barrage's game table (issue 21 §5), `make
bench-barrage-browser` — not part of `make test` (pytest collects ``test_*.py`` only; this
file is run by its path):

- a whole round of notebook 10 (a person against Tesla's Automa) at 1280×800, played by
  clicking the action board and the map only, never the move list; at its end, the water
  phase's picture and « Voir l'eau couler goutte à goutte »: a click on « Suivant » shows
  the next drop's frame;
- the same round of notebook 08 (two people at one screen) at 150 % zoom (853×533 CSS
  pixels at 1.5 device pixels each, a 1280×800 projector zoomed); at its end, the round's
  balance in view in the explanation's box.

Each prints the time of its round and the median (and slowest) time from a click to the
table's first answer in the page (tests/barrage/browser_clicks.py), with how many clicks.
Screenshots in test-artifacts/.
"""

from __future__ import annotations

import statistics
import time

import pytest

from ludo.barrage.ui.last_move import SHOWN_SECONDS

from .browser_clicks import GAME, SHOT_DIR, play_round_by_clicks, turn

pytestmark = pytest.mark.browser


def _report(name: str, seconds: float, turns: int, timings: list) -> None:
    ms = sorted(t * 1000 for t in timings)
    print(
        f"\n{name} : manche jouée en {seconds:.1f} s ({turns} tours, {len(ms)} clics) ; "
        f"clic → réponse : médiane {statistics.median(ms):.0f} ms, "
        f"90e centile {ms[int(0.9 * (len(ms) - 1))]:.0f} ms, max {ms[-1]:.0f} ms",
        flush=True,
    )


def _picks(page, browser_page, people: int) -> None:
    """Each person picks a company and a contract: the short choice, « Valider »."""
    validate = page.locator(f"{GAME} .barrage-validate").first
    for _ in range(people):
        browser_page.wait_for(lambda: str(validate.is_visible()), "True", "choix de société")
        before = turn(page)
        validate.click()
        browser_page.wait_change(lambda: turn(page), before, "société choisie")
    browser_page.wait_for(lambda: turn(page), "Manche 1 — à", "la manche 1 commence")


def test_barrage10_round_by_clicks_then_the_water_drop_by_drop(voila_server, browser_page):
    url = voila_server("barrage/10_seul_contre_tesla.ipynb")
    page = browser_page.page
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(url, wait_until="domcontentloaded", timeout=60_000)
    page.wait_for_selector(f"{GAME} .barrage-actions polygon", timeout=120_000)
    _picks(page, browser_page, 1)
    SHOT_DIR.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOT_DIR / "browser-barrage10-coup-automa-1280x800.png"))

    # the Automa's first move is framed on the map, then no more after a few seconds
    def drawn() -> str:
        return page.locator(f"{GAME} .barrage-map svg image").first.get_attribute("href") or ""

    framed = drawn()
    browser_page.wait_change(drawn, framed, "le cadre violet s'efface", timeout=SHOWN_SECONDS + 10)
    water = page.locator(f"{GAME} .barrage-water").first
    assert not water.is_visible()
    timings: list = []
    start = time.perf_counter()
    turns = play_round_by_clicks(page, browser_page, timings=timings)
    seconds = time.perf_counter() - start
    assert "Manche 2" in turn(page)
    _report("Barrage 10 (contre l'Automa), 1280×800", seconds, turns, timings)
    # the water phase in one picture, then drop by drop on request
    browser_page.wait_for(lambda: str(water.is_visible()), "True", "le bloc de l'eau")
    assert "L'eau à la fin de la manche 1" in water.inner_text()
    water.scroll_into_view_if_needed()
    page.screenshot(path=str(SHOT_DIR / "browser-barrage10-eau-1280x800.png"))
    water.locator(".barrage-water-animate").first.click()
    steps = page.locator(f"{GAME} .barrage-water-steps").first
    steps.wait_for(state="visible", timeout=30_000)
    image = steps.locator("img.ludo-stepper-image").first
    browser_page.wait_for(lambda: image.get_attribute("src") or "", "blob:", "première image")
    counter = steps.locator(".widget-label", has_text="Étape").first
    frames = int(counter.inner_text().split("/")[-1].split()[0])
    seen = [image.get_attribute("src")]
    for k in range(2, frames + 1):
        steps.get_by_text("Suivant").first.click()
        browser_page.wait_for(lambda: counter.inner_text(), f"{k} /", f"image {k}")
        seen.append(browser_page.wait_change(lambda: image.get_attribute("src"), seen[-1], "image"))
    assert frames >= 2 and len(set(seen)) == frames
    steps.scroll_into_view_if_needed()
    page.screenshot(path=str(SHOT_DIR / "browser-barrage10-eau-goutte-1280x800.png"))
    assert not browser_page.errors, browser_page.errors


def test_barrage08_round_by_clicks_at_150_percent(voila_server, browser_page):
    url = voila_server("barrage/08_une_partie_complete.ipynb")
    with browser_page.screen(853, 533, 1.5) as page:
        page.goto(url, wait_until="domcontentloaded", timeout=60_000)
        page.wait_for_selector(f"{GAME} .barrage-actions polygon", timeout=120_000)
        page.locator(GAME).get_by_text("Réglages d'une nouvelle partie").first.click()
        page.locator(f"{GAME} .barrage-players select").first.select_option(label="2 joueurs")
        page.locator(f"{GAME} .barrage-seat select").nth(1).select_option(label="Humain")
        detail = page.locator(f"{GAME} .barrage-detail select").first
        offered = detail.inner_text()
        page.locator(f"{GAME} .barrage-new").first.click()
        browser_page.wait_change(lambda: detail.inner_text(), offered, "nouvelle partie à deux")
        _picks(page, browser_page, 2)
        timings: list = []
        start = time.perf_counter()
        # the prompt in view beside the map at each place asked (the narrow table)
        turns = play_round_by_clicks(page, browser_page, timings=timings)
        seconds = time.perf_counter() - start
        assert "Manche 2" in turn(page)
        _report("Barrage 08 (deux personnes), 150 %", seconds, turns, timings)
        # the round's block opens on each company's balance, in view in its box (the
        # water's picture under it had squeezed the explanation to two lines)
        page.locator(f"{GAME} .barrage-turn-header").first.evaluate(
            "el => el.scrollIntoView({block: 'start'})"
        )
        page.wait_for_timeout(500)
        balance = page.locator(f"{GAME} .barrage-round-balance").first.bounding_box()
        box = page.locator(f"{GAME} .barrage-last-move").first.bounding_box()
        assert balance and box and balance["y"] + balance["height"] <= box["y"] + box["height"] + 1
        assert browser_page.on_screen(balance, 853, 533), balance
        SHOT_DIR.mkdir(parents=True, exist_ok=True)
        page.locator(f"{GAME} .barrage-water").first.scroll_into_view_if_needed()
        page.screenshot(path=str(SHOT_DIR / "browser-barrage08-eau-150pc.png"))
    assert not browser_page.errors, browser_page.errors
