"""Playing Barrage's game table in a real browser by clicks only: the action board, the map,
the short choice and « Valider » (issue 21), never the move list.

Shared by the round of notebook 08 in `make test` (tests/barrage/test_browser_barrage.py)
and the slower runs of `make bench-barrage-browser` (tests/barrage/slow_browser_barrage.py:
a round of notebook 10 against the Automa, the round of 08 at 150 %). ``browser_page`` is
the fixture of tests/conftest.py (its ``wait_for``, ``wait_change``, ``on_screen``).

With a ``timings`` list, every click's time until the page changed (the prompt, the turn
header, the explanation or the short choice: the table's first answer) is appended to it,
in seconds, as read in the browser.
"""

from __future__ import annotations

import time
from pathlib import Path

SHOT_DIR = Path(__file__).resolve().parents[2] / "test-artifacts"
GAME = ".barrage-game"
BOARD_IMAGE_JS = """(el) => el.querySelector('svg image').getBoundingClientRect().width"""

#: What the table shows after a click (compared before and after it).
SIGNATURE_JS = """
() => {
    const game = document.querySelector('.barrage-game');
    const text = (sel) => { const el = game.querySelector(sel); return el ? el.innerText : ''; };
    const image = (sel) => {
        const el = game.querySelector(sel + ' svg image');
        return el ? String((el.getAttribute('href') || '').length) : '';
    };
    const cells = game.querySelectorAll('.barrage-map polygon.ludo-cb-legal').length;
    return [text('.barrage-prompt'), text('.barrage-turn-header'),
            text('.barrage-status').slice(0, 400), text('.barrage-detail'),
            image('.barrage-map'), image('.barrage-actions'), String(cells)].join('|');
}
"""


def cell(page, board: str, name: str):
    """The polygon of ``name`` on the clickable ``board`` (« barrage-actions », « barrage-map »)."""
    return page.locator(f"{GAME} .{board} polygon[data-cell='{name}']").first


def turn(page) -> str:
    """The turn header: « Manche 1 — à Joueur 2 (…) »."""
    return page.locator(f"{GAME} .barrage-turn-header").first.inner_text()


def status(page) -> str:
    """The explanation panel's text (what a refused click says first)."""
    return page.locator(f"{GAME} .barrage-status").first.inner_text()


def in_view(page, browser_page, what: str) -> str:
    """« True » when the element is wholly on the screen."""
    size = page.viewport_size
    box = page.locator(f"{GAME} {what}").first.bounding_box()
    return str(browser_page.on_screen(box, size["width"], size["height"]))


def timed_click(page, target, timings: list | None) -> None:
    """Click ``target``; with ``timings``, wait until the table answers and note how long
    it took (the browser polls at each frame)."""
    if timings is None:
        target.click()
        return
    target.scroll_into_view_if_needed()
    before = page.evaluate(SIGNATURE_JS)
    start = time.perf_counter()
    target.click()
    page.wait_for_function(f"(before) => ({SIGNATURE_JS})() !== before", arg=before, timeout=60_000)
    timings.append(time.perf_counter() - start)


def play_by_clicks(
    page,
    browser_page,
    space: str,
    place: str | None = None,
    last=False,
    shot: str = "",
    timings: list | None = None,
    check_view: bool = True,
):
    """One turn by clicks: the action ``space``, then (if the map asks) ``place`` or the
    first place highlighted, then the first (or ``last``) detail and « Valider »; then the
    follow-ups the move asks, the same way. Returns the header after the turn."""
    prompt = page.locator(f"{GAME} .barrage-prompt").first
    validate = page.locator(f"{GAME} .barrage-validate").first
    timed_click(page, cell(page, "barrage-actions", space), timings)
    browser_page.wait_for(
        lambda: "ok" if prompt.inner_text() else status(page),
        "ok",
        f"réponse au clic sur {space}",
    )
    for _ in range(6):  # the space's place and detail, then the follow-ups if any
        if not prompt.inner_text() and not validate.is_visible():
            return turn(page)  # the turn is over (and the computers' replies shown)
        if "cliquez sur la carte" in prompt.inner_text():
            # the map, under the action board, scrolled into view; the prompt stays in view
            browser_page.wait_for(
                lambda: in_view(page, browser_page, ".barrage-map"), "True", "la carte en vue"
            )
            if check_view:
                assert in_view(page, browser_page, ".barrage-prompt") == "True"
            if shot:
                SHOT_DIR.mkdir(parents=True, exist_ok=True)
                page.screenshot(path=str(SHOT_DIR / shot))
            legal = page.locator(f"{GAME} .barrage-map polygon.ludo-cb-legal")
            target = cell(page, "barrage-map", place) if place else legal.first
            place = None
            timed_click(page, target, timings)
            browser_page.wait_for(lambda: str(validate.is_visible()), "True", "le choix")
        detail = page.locator(f"{GAME} .barrage-detail select").first
        detail.select_option(index=detail.locator("option").count() - 1 if last else 0)
        told = status(page)
        timed_click(page, validate, timings)
        # the explanation is written last (after the prompt of a follow-up, if any)
        browser_page.wait_change(lambda: status(page), told, "Valider")
    return turn(page)


def free_spaces(page) -> list[str]:
    """The action spaces highlighted (some legal move uses them), in the board's order."""
    return page.locator(f"{GAME} .barrage-actions polygon.ludo-cb-legal").evaluate_all(
        "(cells) => cells.map((c) => c.getAttribute('data-cell'))"
    )


def play_round_by_clicks(
    page,
    browser_page,
    wanted=("E2g", "E1g", "A1g", "A1d", "construction", "M1g", "C1g"),
    timings: list | None = None,
    check_view: bool = True,
) -> int:
    """The person's turns until the round ends: each of the ``wanted`` spaces still free
    (one turn each, in that order), then the bank with every engineer left. Returns the
    number of turns played."""
    start = turn(page)
    round_now = start.split("—")[0].split(":")[0].strip()
    turns = 0
    wanted = list(wanted)
    while turns < 20:
        header = turn(page)
        if round_now not in header:
            return turns
        free = free_spaces(page)
        space = next((s for s in wanted if s in free), None)
        if space is not None:
            wanted.remove(space)
            play_by_clicks(page, browser_page, space, timings=timings, check_view=check_view)
        else:
            play_by_clicks(
                page, browser_page, "B", last=True, timings=timings, check_view=check_view
            )
        turns += 1
    raise AssertionError(f"la manche ne finit pas après {turns} tours ({turn(page)!r})")
