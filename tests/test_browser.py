"""One real-browser test: Voilà serves the first Atacama notebook, Debian's chromium clicks.

Contract with the notebook: the Atacama board is a :class:`ludo.widgets.board.ClickBoard`;
every field is an SVG polygon ``.ludo-cb-cell`` over the drawing, with ``data-cell="e5"``
(column a–i, row 1–9), the class ``ludo-cb-legal`` when a well may go there, and a
tooltip (``<title>``) that changes once a well is placed; an HTML widget with the class
``ludo-explanation`` explains the move in French.
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOK = "atacama/01_poser_des_puits.ipynb"
SCREENSHOT = ROOT / "test-artifacts" / "browser-atacama-voila.png"
PREFERRED_CELL = "e5"

# Text of every board cell, keyed by its name ("e5"), read from the DOM.
BOARD_JS = """
() => Array.from(document.querySelectorAll('.ludo-cb-cell')).map(el => [
    el.getAttribute('data-cell') || '?',
    el.textContent.trim(),
    !el.classList.contains('ludo-cb-legal'),
])
"""

# Text of the explanation panel nearest to a cell (the same widget as the board).
EXPLANATION_JS = """
cell => {
    for (let el = cell.parentElement; el; el = el.parentElement) {
        const panel = el.querySelector('.ludo-explanation');
        if (panel) return panel.innerText;
    }
    return null;
}
"""

# Python errors shown by Voilà (--show_tracebacks=True renders them as stderr output).
TRACEBACKS_JS = """
() => Array.from(document.querySelectorAll(
        '[data-mime-type="application/vnd.jupyter.error"],'
        + '[data-mime-type="application/vnd.jupyter.stderr"]'))
    .map(el => el.textContent)
    .filter(t => /Traceback|Error:|Exception/.test(t))
    .map(t => t.slice(0, 2000))
"""

BOARD_OR_ERROR_JS = (
    "() => document.querySelector('.ludo-cb-cell') ? 'board'"
    " : ((" + TRACEBACKS_JS + ")().length ? 'error' : false)"
)


@pytest.mark.browser
def test_atacama_voila_click_places_a_well(voila_server, browser_page):
    t0 = time.monotonic()
    url = voila_server(NOTEBOOK)
    t_server = time.monotonic() - t0
    page, blocked, page_errors = browser_page.page, browser_page.blocked, browser_page.errors
    page.set_viewport_size({"width": 1280, "height": 1000})
    t1 = time.monotonic()
    page.goto(url, wait_until="domcontentloaded", timeout=60_000)
    try:
        state = page.wait_for_function(BOARD_OR_ERROR_JS, timeout=90_000).json_value()
    except Exception:
        state = "timeout"
    if state != "board":
        _save_screenshot(page)
        pytest.fail(
            "Le plateau cliquable (.ludo-cb-cell) n'apparaît pas dans Voilà"
            + (" : le carnet a levé une erreur." if state == "error" else ".")
            + "\n"
            + _diagnostics(page, page_errors, blocked),
            pytrace=False,
        )
    t_board = time.monotonic() - t1

    board = page.evaluate(BOARD_JS)
    names = {name for name, _, _ in board}
    assert len(names) >= 9, f"Plateau incomplet : cases trouvées {sorted(names)}"
    target = _pick_cell(board)
    cell = page.locator(f'.ludo-cb-cell[data-cell="{target}"]').first
    text_before = cell.evaluate("el => el.textContent.trim()")
    explanation_before = cell.evaluate(EXPLANATION_JS)
    assert explanation_before is not None, (
        "Pas de panneau d'explication (classe ludo-explanation) autour du plateau."
    )
    svg_before = page.locator(".ludo-cb-front").first.inner_html()
    t2 = time.monotonic()
    cell.click()

    # The clicked cell shows the new well (its tooltip now says why it is taken).
    try:
        page.wait_for_function(
            "([el, before]) => el.textContent.trim() !== before",
            arg=[cell.element_handle(), text_before],
            timeout=15_000,
        )
        timed_out = False
    except Exception:
        timed_out = True
    t_click = time.monotonic() - t2
    after = page.evaluate(BOARD_JS)
    changed = sorted({a[0] for a, b in zip(after, board, strict=False) if a[1] != b[1]})
    if timed_out:
        _save_screenshot(page)
        pytest.fail(
            f"Après un clic sur la case {target} ({text_before!r}), son infobulle n'a pas "
            f"changé en 15 s (cases changées : {changed}).\n"
            + _diagnostics(page, page_errors, blocked),
            pytrace=False,
        )
    text_after = cell.evaluate("el => el.textContent.trim()")

    deadline = time.monotonic() + 10
    while cell.evaluate(EXPLANATION_JS) == explanation_before:
        assert time.monotonic() < deadline, (
            f"Après le coup en {target}, l'explication n'a pas changé : {explanation_before!r}"
        )
        time.sleep(0.1)

    assert page.locator(".ludo-cb-front").first.inner_html() != svg_before, (
        "Le dessin du plateau n'a pas changé après le coup."
    )
    page.wait_for_timeout(300)
    _save_screenshot(page)
    tracebacks = page.evaluate(TRACEBACKS_JS)
    assert not tracebacks, "Une cellule du carnet a levé une erreur :\n" + tracebacks[0]

    # What a projector shows: 1280×800, the board scrolled to the top. Board, controls and
    # the explanation of the move must all be in the picture.
    page.set_viewport_size({"width": 1280, "height": 800})
    page.locator(".ludo-atacama").first.evaluate("el => el.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(300)
    page.screenshot(path=str(SCREENSHOT.with_name("browser-atacama-voila-1280x800.png")))
    for selector in (".ludo-cb-stack", ".ludo-explanation", ".ludo-status"):
        box = page.locator(f".ludo-atacama {selector}").first.bounding_box()
        assert box and box["y"] + min(box["height"], 40) <= 800, (
            f"{selector} n'est pas visible à 1280×800 : {box}"
        )

    # The « vrai plateau » editor: « Jouer sur ce plateau » opens a board to play on, and
    # a click there places a well (the game goes through the library).
    boards = page.locator(".ludo-atacama").count()
    page.locator(".ludo-editor-play").first.click()
    page.wait_for_function(
        f"() => document.querySelectorAll('.ludo-atacama').length > {boards}", timeout=30_000
    )
    game = page.locator(".ludo-atacama").nth(boards)
    game.locator('.ludo-cb-legal[data-cell="e5"]').first.click()
    page.wait_for_function(
        "el => /puits en e5/.test(el.querySelector('.ludo-explanation').innerText)",
        arg=game.element_handle(),
        timeout=30_000,
    )

    print(
        f"\nnavigateur : serveur {t_server:.1f} s, plateau visible {t_board:.1f} s, "
        f"clic → case changée {t_click:.2f} s ; case {target} : {text_before!r} → "
        f"{text_after!r} ; cases changées {changed} ; requêtes externes bloquées : {len(blocked)}"
    )


def _pick_cell(board) -> str:
    """The preferred cell if it is enabled, else the first enabled one."""
    enabled = [name for name, _, disabled in board if not disabled and name != "?"]
    assert enabled, "Toutes les cases du plateau sont désactivées : impossible de jouer."
    return PREFERRED_CELL if PREFERRED_CELL in enabled else enabled[0]


def _save_screenshot(page) -> None:
    SCREENSHOT.parent.mkdir(parents=True, exist_ok=True)
    try:
        page.screenshot(path=str(SCREENSHOT), full_page=True)
    except Exception:  # a failing screenshot must not hide the real failure
        pass


def _diagnostics(page, page_errors, blocked) -> str:
    try:
        tracebacks = "\n".join(page.evaluate(TRACEBACKS_JS)) or "(aucune)"
        body = page.evaluate(
            "() => (document.querySelector('#rendered_cells') || document.body).innerText"
        )
        body = "\n".join(line for line in body.splitlines() if line.strip())[-1500:]
    except Exception:
        tracebacks = body = "(page illisible)"
    return (
        f"Capture : {SCREENSHOT}\n"
        f"Erreurs JavaScript : {page_errors[:5]}\n"
        f"Requêtes externes bloquées : {len(blocked)}\n"
        f"Erreurs Python dans la page :\n{tracebacks}\n"
        f"Texte de la page (fin) :\n{body}"
    )


ZOOM_SHOT = ROOT / "test-artifacts" / "browser-atacama-voila-zoom150.png"


@pytest.mark.browser
def test_atacama_board_fits_and_stays_crisp_at_150_percent_zoom(voila_server, browser_page):
    """A projector of 1280×800 with the browser zoomed to 150 %: 853×533 CSS pixels drawn
    at 1.5 device pixels each. Board, status and explanation stay on screen; the board is
    vector (SVG), so it is drawn at the screen's resolution, not magnified."""
    from urllib.parse import urlparse

    url = voila_server(NOTEBOOK)
    browser = browser_page.page.context.browser
    context = browser.new_context(viewport={"width": 853, "height": 533}, device_scale_factor=1.5)
    try:
        page = context.new_page()
        local = {"127.0.0.1", "localhost"}
        page.route(
            "**/*",
            lambda route: (
                route.continue_()
                if (urlparse(route.request.url).hostname or "") in local
                else route.abort()
            ),
        )
        page.goto(url, wait_until="domcontentloaded", timeout=120_000)
        page.wait_for_selector(".ludo-atacama .ludo-cb-legal", timeout=120_000)
        page.locator('.ludo-cb-cell[data-cell="e5"]').first.click()
        page.wait_for_function(
            "() => /e5/.test(document.querySelector('.ludo-atacama .ludo-explanation').innerText)",
            timeout=30_000,
        )
        page.locator(".ludo-atacama").first.evaluate("el => el.scrollIntoView({block: 'start'})")
        page.wait_for_timeout(300)
        ZOOM_SHOT.parent.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(ZOOM_SHOT))
        assert page.evaluate("() => window.devicePixelRatio") == 1.5
        assert page.locator(".ludo-atacama .ludo-cb-front svg").count() == 1  # vector drawing
        for selector in (".ludo-cb-stack", ".ludo-explanation", ".ludo-status"):
            box = page.locator(f".ludo-atacama {selector}").first.bounding_box()
            assert box and box["x"] + min(box["width"], 40) <= 853, (selector, box)
            assert box["y"] + min(box["height"], 30) <= 533, (selector, box)
        board = page.locator(".ludo-atacama .ludo-cb-stack").first.bounding_box()
        assert board["y"] + board["height"] <= 533 + 2, f"plateau coupé en bas : {board}"
    finally:
        context.close()


GAME_NOTEBOOK = "atacama/04_jouer_contre_l_ordinateur.ipynb"


def _game_in_sight(browser_page, url: str, shot: str, then=None) -> None:
    """At 1280×800 and zoomed to 150 % (853×533 CSS pixels): after one click on the board
    and the game scrolled to the top, the board, the status, the explanation of the move,
    « Annuler » and the totals of the score sheet are all on screen, the board whole.
    ``then(page, width, height, name)`` checks more on the same page (one kernel per size)."""
    shown = (".ludo-cb-stack", ".ludo-status", ".ludo-explanation", ".ludo-undo", ".ludo-totals")
    for width, height, scale, name in ((1280, 800, 1, "1280x800"), (853, 533, 1.5, "zoom150")):
        with browser_page.screen(width, height, scale) as page:
            page.goto(url, wait_until="domcontentloaded", timeout=120_000)
            page.wait_for_selector(".ludo-atacama .ludo-cb-legal", timeout=120_000)
            page.locator(".ludo-atacama .ludo-cb-legal").first.click()
            page.wait_for_function(
                "() => /puits en/.test("
                "document.querySelector('.ludo-atacama .ludo-explanation').innerText)",
                timeout=30_000,
            )
            page.locator(".ludo-atacama").first.evaluate(
                "el => el.scrollIntoView({block: 'start'})"
            )
            page.wait_for_timeout(300)
            SCREENSHOT.parent.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(SCREENSHOT.with_name(f"{shot}-{name}.png")))
            for selector in shown:
                box = page.locator(f".ludo-atacama {selector}").first.bounding_box()
                assert box, f"{selector} absent ({name})"
                assert box["x"] + min(box["width"], 40) <= width, (name, selector, box)
                assert box["y"] + min(box["height"], 30) <= height, (name, selector, box)
            board = page.locator(".ludo-atacama .ludo-cb-stack").first.bounding_box()
            assert board["y"] + board["height"] <= height + 2, f"plateau coupé ({name}) : {board}"
            if then is not None:
                then(page, width, height, name)


@pytest.mark.browser
def test_atacama_game_keeps_board_controls_and_totals_in_sight(voila_server, browser_page):
    """Atacama 04: board, status, explanation, « Annuler » and totals in sight at 1280×800
    and at 150 % (the lines of the sheet scroll in their own box, so a long sheet never
    pushes the totals below); then, on the same page, the advanced game's concession
    controls are whole (:func:`_concession_controls_whole`)."""
    _game_in_sight(
        browser_page,
        voila_server(GAME_NOTEBOOK),
        "browser-atacama-04",
        then=_concession_controls_whole,
    )


def _stepper_labels_readable(page, width: int, height: int, name: str) -> None:
    """The welcome notebook's Atacama Stepper: its picture is SVG (crisp whether enlarged
    or shrunk), and its board labels (STEPPER_LABEL_PT in the picture's own units) are
    ≥ 12 CSS px as shown, ``object-fit: contain`` taken into account."""
    from ludo.atacama.ui import STEPPER_LABEL_PT

    img = page.locator(".ludo-stepper .ludo-stepper-image").first
    img.scroll_into_view_if_needed()
    shown = img.evaluate(
        """async el => { const r = el.getBoundingClientRect();
        const type = (await (await fetch(el.src)).blob()).type;
        return {type: type, nw: el.naturalWidth, nh: el.naturalHeight, w: r.width,
                h: r.height}; }"""
    )
    assert shown["type"] == "image/svg+xml", (name, shown)
    scale = min(shown["w"] / shown["nw"], shown["h"] / shown["nh"])
    page.screenshot(path=str(SCREENSHOT.with_name(f"browser-bienvenue-stepper-{name}.png")))
    assert STEPPER_LABEL_PT * scale >= 12, (name, "étiquettes du pas à pas", shown)


@pytest.mark.browser
def test_welcome_board_keeps_its_explanation_and_totals_beside_it(voila_server, browser_page):
    """The welcome notebook's clickable Atacama board, served as `make atelier` does: the
    same at 1280×800 and at 150 % (the board does not fill the screen with the rest below
    it); its Stepper's labels readable at both sizes."""
    _game_in_sight(
        browser_page,
        voila_server("00_bienvenue.ipynb", atelier=True),  # sized by the workshop's style
        "browser-bienvenue",
        then=_stepper_labels_readable,
    )


#: The text of an element measured against its box: True where it is cut (a button's label
#: with « … », a menu's chosen option wider than the menu less its arrow).
_CUT = """el => {
  if (el.tagName === 'SELECT') {
    const ctx = document.createElement('canvas').getContext('2d');
    const st = getComputedStyle(el);
    ctx.font = `${st.fontWeight} ${st.fontSize} ${st.fontFamily}`;
    const text = el.options[el.selectedIndex].text;
    return ctx.measureText(text).width > el.clientWidth - 24;
  }
  if (el.scrollWidth > el.clientWidth + 1) return true;
  const r = el.getBoundingClientRect();  // or hidden by a box around it that clips
  for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
    if (getComputedStyle(a).overflowX === 'visible') continue;
    const q = a.getBoundingClientRect();
    if (r.left < q.left - 1 || r.right > q.right + 1) return true;
  }
  return false;
}"""


def _concession_controls_whole(page, width: int, height: int, name: str) -> None:
    """Atacama 04, jeu avancé (chosen on the page, at 1280×800 and at 150 % zoom): the
    concession menu shows its whole choice (colour and direction, « orange (pas d'argent),
    rangées ») and the « Acheter la concession » button its whole label, both on screen."""
    page.locator(".ludo-variant select").first.select_option(index=2)
    page.wait_for_selector(".ludo-atacama .ludo-concession select", timeout=60_000)
    menu = page.locator(".ludo-atacama .ludo-concession select").first
    menu.select_option(index=3)  # the longest choice
    page.wait_for_timeout(300)
    page.locator(".ludo-atacama .ludo-buy").first.scroll_into_view_if_needed()
    page.wait_for_timeout(300)
    SCREENSHOT.parent.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOT.with_name(f"browser-atacama-04-advanced-{name}.png")))
    # Each label, menu and button of the row: whole, and inside the column beside the
    # board (whose right edge cuts what goes beyond it).
    column = page.locator(".ludo-atacama .ludo-buy-row").first.evaluate(
        "el => el.parentElement.getBoundingClientRect().right"
    )
    row = page.locator(".ludo-atacama .ludo-buy-row").first
    items = row.locator("label, button, select")
    assert items.count() >= 2
    for i in range(items.count()):
        el = items.nth(i)
        if not el.is_visible():
            continue
        box = el.bounding_box()
        what = el.evaluate("el => el.outerHTML.slice(0, 80)")
        assert box["x"] + box["width"] <= min(width, column) + 1, (name, what, box)
        assert not el.evaluate(_CUT), f"{what} coupé ({name})"
