"""« Grand écran » enlarges the game tables, not only the prose around them.

Voilà as `make atelier` serves it (the ``ludo`` template), one chromium page at a
projector's 1280×800. For a game notebook, the game table (the widget where the game is
played: class ``ludo-game``, see ludo/widgets/style.py) is measured in the page as a guest
sees it — the computed font size of every visible text in it (the board's drawing aside),
of its explanation panels and of its buttons, and the board's box — then the host presses
« Grand écran » at the top of the page, and the same is measured again; a second press
brings the first sizes back. Screenshots under ``test-artifacts/big-screen/``.

Expected: in the normal mode no text of the table under 18 px; with « Grand écran » the
explanation at 22 px and everything else at 20 px at least, the board the same size and
still inside the page (it already takes the screen's height).
"""

from __future__ import annotations

from pathlib import Path

import pytest

SHOTS = Path(__file__).resolve().parents[1] / "test-artifacts" / "big-screen"

# The game table of each notebook: both carry the class « ludo-game ».
GAMES = {
    "atacama/04_jouer_contre_l_ordinateur.ipynb": ".ludo-game",
    "seismic/04_decompte_et_partie.ipynb": ".ludo-game",
}

DONE_JS = """
() => {
    const cells = document.getElementById('rendered_cells');
    return !document.getElementById('loading') && cells && cells.style.display !== 'none';
}
"""

# Sizes in the last (innermost) game table: the smallest font of its visible texts (not
# the board's SVG), the smallest of its explanation panels' texts (or of an empty panel)
# and of its buttons, the board's box and the page's width.
SIZES_JS = """
(selector) => {
    const tables = [...document.querySelectorAll(selector)];
    const table = tables[tables.length - 1];
    if (!table) return null;
    const size = (el) => parseFloat(getComputedStyle(el).fontSize);
    const shown = (el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0;
    };
    const texts = (root) => {
        const out = [];
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
            const el = n.parentElement;
            if (n.textContent.trim() && shown(el) && !el.closest('svg, style')) {
                out.push([size(el), n.textContent.trim().slice(0, 40)]);
            }
        }
        return out;
    };
    const all = texts(table).sort((a, b) => a[0] - b[0]);
    // (an empty panel, Seismic's log before the first move: the size its text will have)
    const panels = [...table.querySelectorAll('.ludo-explanation')].filter(shown);
    const explained = panels.flatMap(texts).map((t) => t[0]).concat(panels
        .map((el) => el.querySelector('.widget-html-content') || el)
        .filter((el) => !el.textContent.trim()).map(size));
    const buttons = [...table.querySelectorAll('button')].filter(shown).map(size);
    const board = table.querySelector('.ludo-clickboard').getBoundingClientRect();
    const page = document.getElementById('rendered_cells');
    return {
        smallest: all[0],
        explanation: explained.length ? Math.min(...explained) : null,
        button: buttons.length ? Math.min(...buttons) : null,
        board: [Math.round(board.width), Math.round(board.height)],
        boardRight: board.right,
        pageRight: page.getBoundingClientRect().right,
        overflow: page.scrollWidth - page.clientWidth,
    };
}
"""


# The board's own labels (Atacama: row and column names, each field's « C4 »), SVG text
# measured as a guest sees it: the computed size times the drawing's scale on the screen.
LABELS_JS = """
(selector) => {
    const tables = [...document.querySelectorAll(selector)];
    const labels = tables[tables.length - 1].querySelectorAll('.ludo-board-labels text');
    const px = [...labels].map((t) => parseFloat(getComputedStyle(t).fontSize)
        * t.getScreenCTM().a);
    return px.length ? Math.min(...px) : null;
}
"""


def _measure(page, browser_page, selector: str, shot: Path) -> dict:
    browser_page.scroll_to_top(page, page.locator(selector).last)
    sizes = page.evaluate(SIZES_JS, selector)
    sizes["labels"] = page.evaluate(LABELS_JS, selector)
    page.screenshot(path=str(shot))
    return sizes


@pytest.mark.browser
@pytest.mark.parametrize("notebook", sorted(GAMES))
def test_grand_ecran_enlarges_the_game_table(notebook, voila_server, browser_page):
    selector = GAMES[notebook]
    page = browser_page.page
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(voila_server(notebook, atelier=True), wait_until="domcontentloaded", timeout=120_000)
    page.wait_for_function(DONE_JS, timeout=180_000, polling=500)
    page.wait_for_selector(f"{selector} .ludo-clickboard .ludo-cb-legal", timeout=120_000)
    SHOTS.mkdir(parents=True, exist_ok=True)
    name = notebook.split("/")[0] + "-" + notebook.split("/")[1][:2]

    normal = _measure(page, browser_page, selector, SHOTS / f"{name}-normal-1280x800.png")
    where = f"{notebook}, mode normal (capture : {SHOTS})"
    assert normal["smallest"][0] >= 18, (where, normal["smallest"])
    assert normal["explanation"] >= 18, (where, normal)
    assert normal["button"] >= 18, (where, normal)
    assert normal["boardRight"] <= normal["pageRight"] + 1 and normal["overflow"] <= 1, normal
    if notebook.startswith("atacama"):  # the names guests call out: « je pose en c5 »
        assert normal["labels"] >= 16, (where, "étiquettes du plateau", normal["labels"])

    switch = page.locator("#ludo-screen-size")
    # the switch itself is what the host looks for on the projector: as large as the controls
    switch_px = switch.evaluate("b => parseFloat(getComputedStyle(b).fontSize)")
    assert switch_px >= 18, (where, "« Grand écran »", switch_px)
    switch.click()
    assert switch.get_attribute("aria-pressed") == "true"
    grand = _measure(page, browser_page, selector, SHOTS / f"{name}-grand-1280x800.png")
    where = f"{notebook}, « Grand écran » (capture : {SHOTS})"
    assert grand["explanation"] >= 22, (where, grand)
    assert grand["button"] >= 20 and grand["smallest"][0] >= 20, (where, grand)
    assert grand["explanation"] > normal["explanation"], (where, normal, grand)
    assert abs(grand["board"][0] - normal["board"][0]) <= 2, (where, normal, grand)
    if notebook.startswith("atacama"):
        assert grand["labels"] >= 1.2 * normal["labels"], (where, normal["labels"], grand)
    assert grand["boardRight"] <= grand["pageRight"] + 1 and grand["overflow"] <= 1, grand

    switch.click()  # back to the normal size
    again = page.evaluate(SIZES_JS, selector)
    assert (again["explanation"], again["button"], again["smallest"][0]) == (
        normal["explanation"],
        normal["button"],
        normal["smallest"][0],
    ), (normal, again)
    assert not browser_page.errors, browser_page.errors
