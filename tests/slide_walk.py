"""Step through a reveal.js deck with the right arrow, as a speaker does, at 1280×800 (no ludo here).

One place for what the slide-fit test (tests/test_slides.py) checks and what
`make slides-screens` photographs: :func:`walk` presses → from the first slide to the last
and, at each step, lists what a room would miss:

* an element of the current slide with a box (speaker notes excluded, every fragment
  counted: a hidden fragment keeps its box) that reaches beyond the window;
* text smaller than :data:`MIN_TEXT_PX` once reveal.js has scaled the slide;
* a picture whose smallest text (the size its drawing recorded in the PNG,
  ``ludo.viz.tag_png``, or an animation's player in ``data-min-text-px``) is drawn smaller
  than :data:`MIN_PICTURE_TEXT_PX` on the screen;
* a slide that the right arrow never reaches;
* an animation that does not start on entering its slide, or whose « Lire » button is
  off the window or covered (it could not be started without scrolling).

Imported as ``slide_walk`` by the tests (pytest puts tests/ on the path); run as
``python -m tests.slide_walk SLIDES_DIR SCREENS_DIR`` for the screenshots.
"""

from __future__ import annotations

import contextlib
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
WIDTH, HEIGHT = 1280, 800
#: Smallest projected text (CSS px at 1280×800, after reveal.js's scale).
MIN_TEXT_PX = 20.0
#: Smallest text inside a picture (a board's labels, a figure's numbers), on the screen.
MIN_PICTURE_TEXT_PX = 14.0
#: Decks whose pictures are not held to :data:`MIN_PICTURE_TEXT_PX`, with the reason.
PICTURES_EXEMPT = {
    "le_reseau_d_eau_potable": (
        "les plateaux d'Eau écrivent le nom d'un bâtiment dans sa case, en petit et resserré "
        "(« Bâtiments publics ») ; les phrases à côté donnent les noms en grand"
    ),
}

#: Problems of the current slide (JavaScript, run in the page).
CHECK_JS = """([W, H, minText, minPicture]) => {
  const R = window.ludoReveal;
  const slide = R.getCurrentSlide();
  const scale = R.getScale();
  const out = [];
  const name = el => el.tagName.toLowerCase() + (el.className && typeof el.className === 'string'
      ? '.' + el.className.trim().split(/\\s+/).slice(0, 2).join('.') : '')
      + ' « ' + (el.innerText || el.alt || '').trim().slice(0, 40) + ' »';
  for (const el of slide.querySelectorAll('*')) {
    if (el.closest('aside.notes') || el.closest('script') || el.closest('style')) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    if (r.left < -1 || r.top < -1 || r.right > W + 1 || r.bottom > H + 1) {
      out.push(`dépasse de l'écran (${Math.round(r.left)},${Math.round(r.top)} → `
        + `${Math.round(r.right)},${Math.round(r.bottom)}) : ${name(el)}`);
    }
    const own = Array.from(el.childNodes).some(n => n.nodeType === 3 && n.textContent.trim());
    const style = getComputedStyle(el);
    if (own && style.visibility !== 'hidden' && style.display !== 'none') {
      const px = parseFloat(style.fontSize) * scale;
      if (px < minText - 0.05) out.push(`texte de ${px.toFixed(1)} px : ${name(el)}`);
    }
  }
  for (const img of slide.querySelectorAll('img')) {
    if (!minPicture || img.closest('aside.notes') || !img.naturalHeight) continue;
    const r = img.getBoundingClientRect();
    const src = img.getAttribute('src') || '';
    let smallest = img.dataset.minTextPx;  // an animation's player says it for its frames
    if (!smallest && src.startsWith('data:image/png;base64,')) {
      const head = atob(src.slice(22, 22 + 200).replace(/[^A-Za-z0-9+/]/g, '').slice(0, 196));
      const found = /ludo-min-text-px\0([0-9.]+)/.exec(head);
      smallest = found && found[1];
    }
    if (r.height === 0 || !smallest) continue;
    const px = parseFloat(smallest) * r.height / img.naturalHeight;
    if (px < minPicture - 0.05) {
      out.push(`texte de ${px.toFixed(1)} px dans une image : ${name(img)}`);
    }
  }
  return out;
}"""

#: Where the current slide is: [h, v, fragment index].
WHERE_JS = (
    "() => { const i = window.ludoReveal.getIndices();"
    " return [i.h, i.v || 0, i.f === undefined ? -1 : i.f]; }"
)
ALL_SLIDES_JS = (
    "() => window.ludoReveal.getSlides()"
    ".map(s => { const i = window.ludoReveal.getIndices(s); return [i.h, i.v || 0]; })"
)
#: The « Lire » button of each animation of the current slide: is it on the window and the
#: element a click at its centre would reach?
PLAY_BUTTON_JS = """([W, H]) => Array.from(window.ludoReveal.getCurrentSlide()
    .querySelectorAll(".ludo-animation button[title='Lire']")).map(b => {
  const r = b.getBoundingClientRect();
  const x = r.left + r.width / 2, y = r.top + r.height / 2;
  const inside = r.left >= 0 && r.top >= 0 && r.right <= W && r.bottom <= H;
  const hit = inside && b.contains(document.elementFromPoint(x, y));
  return {inside, hit};
})"""
FRAMES_JS = (
    "() => Array.from(window.ludoReveal.getCurrentSlide()"
    ".querySelectorAll('.ludo-animation input.anim-slider')).map(s => s.value)"
)


def open_deck(page, url: str) -> None:
    """Open a deck at its first slide and wait for reveal.js and the pictures."""
    page.set_viewport_size({"width": WIDTH, "height": HEIGHT})
    page.goto(url)
    page.wait_for_selector(".reveal.ready", timeout=60_000)
    page.wait_for_load_state("load")


def walk(page, url: str, screens: Path | None = None, animations: bool = True) -> dict:
    """Press → through the deck at ``url``; return ``{"problems": [...], "steps": n,
    "slides": n, "animations": n}`` (``problems`` empty when every slide fits and plays).

    ``screens``: a folder where each step is saved as ``<deck>-<h>-<fragment>.png``.
    """
    open_deck(page, url)
    deck = url.rsplit("/", 1)[-1].split(".html")[0]
    problems: list[str] = []
    pictures = 0 if deck in PICTURES_EXEMPT else MIN_PICTURE_TEXT_PX
    every = {tuple(s) for s in page.evaluate(ALL_SLIDES_JS)}
    seen: set[tuple[int, int]] = set()
    played = 0
    where = tuple(page.evaluate(WHERE_JS))
    steps = 0
    while True:
        steps += 1
        slide = where[:2]
        label = f"{deck} diapositive {slide[0] + 1}" + (f".{slide[1]}" if slide[1] else "")
        if slide not in seen:
            seen.add(slide)
            if animations:
                played += _check_animations(page, label, problems)
        problems += [
            f"{label} : {p}"
            for p in page.evaluate(CHECK_JS, [WIDTH, HEIGHT, MIN_TEXT_PX, pictures])
        ]
        if screens is not None:
            screens.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(screens / f"{deck}-{slide[0] + 1:02d}-{where[2] + 1}.png"))
        page.keyboard.press("ArrowRight")
        page.wait_for_timeout(60)
        after = tuple(page.evaluate(WHERE_JS))
        if after == where:
            break
        where = after
        if steps > 400:
            problems.append(f"{deck} : la flèche → ne mène jamais à la fin")
            break
    for h, v in sorted(every - seen):
        problems.append(f"{deck} diapositive {h + 1}.{v} : jamais atteinte avec la flèche →")
    return {"problems": problems, "steps": steps, "slides": len(every), "animations": played}


def _check_animations(page, label: str, problems: list[str]) -> int:
    """The animations of the slide just entered: they play by themselves, and their « Lire »
    button is on the window, uncovered. Returns how many there are."""
    buttons = page.evaluate(PLAY_BUTTON_JS, [WIDTH, HEIGHT])
    for k, b in enumerate(buttons):
        if not b["hit"]:
            where = "hors de l'écran" if not b["inside"] else "caché"
            problems.append(f"{label} : le bouton « Lire » de l'animation {k + 1} est {where}")
    if buttons:
        before = page.evaluate(FRAMES_JS)
        try:
            page.wait_for_function(
                "b => JSON.stringify(Array.from(window.ludoReveal.getCurrentSlide()"
                ".querySelectorAll('.ludo-animation input.anim-slider')).map(s => s.value))"
                " !== JSON.stringify(b)",
                arg=before,
                timeout=5_000,
            )
        except Exception:  # noqa: BLE001 - Playwright's timeout: the animation stood still
            problems.append(f"{label} : l'animation ne démarre pas en entrant sur la diapositive")
    return len(buttons)


@contextlib.contextmanager
def offline_page(folder: Path):
    """``(page, base)``: a 1280×800 page of Debian's chromium that reaches nothing but
    ``folder``, served at ``base`` on 127.0.0.1 (a quiet server in a thread); both are
    stopped on leaving the ``with`` block. For the screenshots and ``make handout``."""
    import functools
    import http.server
    import importlib.util
    import threading

    from playwright.sync_api import sync_playwright

    spec = importlib.util.spec_from_file_location("ludo_chromium", HERE / "chromium.py")
    chromium = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(chromium)

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args) -> None:  # no line per request
            pass

    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(Quiet, directory=str(folder))
    )
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(
                executable_path=chromium.CHROMIUM, headless=True, args=chromium.CHROMIUM_ARGS
            )
            try:
                page = browser.new_page(viewport={"width": WIDTH, "height": HEIGHT})
                page.route(
                    "**/*",
                    lambda r: r.continue_() if r.request.url.startswith(base) else r.abort(),
                )
                yield page, base
            finally:
                browser.close()
    finally:
        server.shutdown()


def main(argv: list[str]) -> int:
    """``python -m tests.slide_walk SLIDES_DIR SCREENS_DIR``: every step of every deck
    photographed at 1280×800 (offline: only 127.0.0.1 is reachable); prints the problems."""
    slides, screens = Path(argv[0]), Path(argv[1])
    found = 0
    with offline_page(slides) as (page, base):
        for deck in sorted(slides.glob("*.html")):
            result = walk(page, base + deck.name, screens)
            print(f"{deck.name} : {result['slides']} diapositives, {result['steps']} pas")
            for problem in result["problems"]:
                print("   " + problem)
            found += len(result["problems"])
    print(f"captures dans {screens}")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
