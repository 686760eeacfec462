"""`make barrage-screens`: Barrage 08 played a few clicks in Voilà, photographed and measured.

Opens notebook barrage/08 in Voilà (a throw-away copy of notebooks/, as the browser tests
do) in Debian's chromium, plays a few turns by clicks on the action board and the map
(water, then the workshop), and saves screenshots to ``build/screens/barrage/``:

- at 1280×800 (device scale 1) and at « 150 % » — a 1280×800 screen with the browser
  zoomed to 150 %, emulated as Chromium does it: a window of 853×533 CSS pixels at
  1.5 device pixels each (``device_scale_factor``, the same as the browser tests) — and
  between them at « 125 % » (1024×640 at 1.25);
- after the first click (the map asks for a place), after the place (the short choice)
  and after « Valider ».

Then it prints what a guest sees, measured in the page: where the action board, the map,
the prompt and the explanation are (each wholly in the window or not), and the rendered
height of their text in CSS pixels and in screen pixels (× the device scale; 14 screen
pixels, the 14 CSS px asked at 1280×800, is the threshold at every zoom), then whether all
of them are in view together — the HTML text by its computed font size, the
drawings' labels by their font size in points × the picture's scale (its width on the
screen over its width in points, the drawings being PNGs inside an SVG).

    python tools/barrage_screens.py [--out build/screens/barrage]

Not part of `make test` (a minute of browser work): the browser tests check the same
figures (tests/barrage/test_browser_barrage.py).
"""

from __future__ import annotations

import argparse
import socket
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.chromium import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from tests.servers import free_port, prepare_work, spawn, stop_group  # noqa: E402

NOTEBOOK = "barrage/08_une_partie_complete.ipynb"
GAME = ".barrage-game"
#: (name, CSS width, CSS height, device pixels per CSS pixel)
SCREENS = (("1280x800", 1280, 800, 1.0), ("125pc", 1024, 640, 1.25), ("150pc", 853, 533, 1.5))
#: The smallest legible label in screen pixels: 14 CSS px at 1280×800 (issue 21), the same
#: physical size at 150 % (9.5 CSS px × 1.5).
LEGIBLE = 14.0
#: What a guest must see together, by their classes in the game table.
#: (the explanation counts as in view when its first lines are: a long turn scrolls inside it)
PARTS = {
    "plateau des actions": ".barrage-actions",
    "carte": ".barrage-map",
    "consigne": ".barrage-prompt",
    "prochaine étape": ".barrage-next-step",
    "explication": ".barrage-last-move",
}
#: A drawing's rendered scale: its picture's width on the screen over the SVG's viewBox
#: width (the figure's width in points).
SCALE_JS = """(el) => {
    const svg = el.querySelector('svg');
    const img = svg && svg.querySelector('image');
    if (!img) return 0;
    return img.getBoundingClientRect().width / svg.viewBox.baseVal.width;
}"""
#: The smallest computed font size of the visible text inside an element (CSS px).
HTML_FONT_JS = """(el) => {
    let least = 1e9;
    const walk = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    while (walk.nextNode()) {
        const node = walk.currentNode;
        if (!node.textContent.trim()) continue;
        const parent = node.parentElement;
        if (!parent || !parent.getClientRects().length) continue;
        least = Math.min(least, parseFloat(getComputedStyle(parent).fontSize));
    }
    return least === 1e9 ? 0 : least;
}"""


def smallest_label(fig) -> float:
    """The smallest font size (points) of the texts drawn in a matplotlib figure."""
    from matplotlib.text import Text

    sizes = [
        t.get_fontsize() for t in fig.findobj(Text) if t.get_visible() and t.get_text().strip()
    ]
    return min(sizes)


def drawing_fonts() -> dict[str, float]:
    """The smallest label (points) of each drawing the table shows as a PNG, drawn for a
    game of notebook 08 at its start."""
    import ludo
    from ludo.barrage.draw import action_painter, painter

    state = ludo.new("barrage", players=3, seed=1)
    board = action_painter(state)
    board.paint(state)
    game_map = painter("all")
    return {"action_board": smallest_label(board.fig), "map": smallest_label(game_map.fig)}


def start_voila(work: Path) -> tuple[object, str]:
    copy, env = prepare_work(work)
    port = free_port()
    proc = spawn(
        [
            sys.executable,
            "-m",
            "voila",
            str(copy / NOTEBOOK),
            "--no-browser",
            f"--port={port}",
            "--Voila.ip=127.0.0.1",
            "--Voila.port_retries=0",
        ],
        copy,
        env,
        work / "voila.log",
    )
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1):
                pass
            urllib.request.urlopen(f"http://127.0.0.1:{port}/voila/static/", timeout=5)
            return proc, f"http://127.0.0.1:{port}/"
        except urllib.error.HTTPError:  # any answer will do: the server is up
            return proc, f"http://127.0.0.1:{port}/"
        except OSError:
            time.sleep(0.3)
    stop_group(proc)
    raise SystemExit(f"Voilà ne répond pas : voir {work / 'voila.log'}")


def measure(page, fonts: dict[str, float], scale: float) -> list[str]:
    """One line per part of the table: on screen or not, its smallest text in CSS pixels
    and in screen pixels (× ``scale``, the device pixels per CSS pixel) against the
    threshold (:data:`LEGIBLE` screen pixels), then whether all of them are in view."""
    size = page.viewport_size
    lines = []
    missing = []
    prompt = page.locator(f"{GAME} .barrage-prompt").first.inner_text().strip()
    for name, css in PARTS.items():
        loc = page.locator(f"{GAME} {css}").first
        box = loc.bounding_box()
        if css == ".barrage-next-step" and box is None and prompt:
            # a space is chosen: the prompt under the board says the next step instead
            lines.append(f"  {name:<20} cachée : la consigne dit l'étape suivante")
            continue
        # the explanation is read from its first lines (a long turn scrolls in its box)
        tall = min(box["height"], 90) if box and css == ".barrage-last-move" else None
        seen = (
            box is not None
            and box["width"] > 0
            and box["x"] >= 0
            and box["y"] >= 0
            and box["x"] + box["width"] <= size["width"] + 1
            and box["y"] + (tall or box["height"]) <= size["height"] + 1
        )
        where = (
            f"{box['x']:.0f},{box['y']:.0f} {box['width']:.0f}×{box['height']:.0f}"
            if box
            else "absent"
        )
        if css in (".barrage-actions", ".barrage-map"):
            key = "action_board" if css == ".barrage-actions" else "map"
            text = fonts[key] * loc.evaluate(SCALE_JS)
        else:
            text = loc.evaluate(HTML_FONT_JS) if box else 0
        # an empty prompt (nothing asked yet) has no text to read
        legible = (
            "" if not text else ("  lisible" if text * scale >= LEGIBLE - 0.05 else "  TROP PETIT")
        )
        if not seen:
            missing.append(name)
        lines.append(
            f"  {name:<20} {'en vue  ' if seen else 'HORS VUE'} {where:<22} "
            f"texte ≥ {text:.1f} px CSS = {text * scale:.1f} px d'écran{legible}"
        )
    lines.append(
        "  → tout en vue ensemble" if not missing else f"  → hors vue : {', '.join(missing)}"
    )
    return lines


def play(page, out: Path, name: str, fonts: dict[str, float], scale: float) -> list[str]:
    """A few clicks on the action board and the map, a screenshot after each step."""
    report = []

    def shot(step: str, top: bool = False) -> None:
        """A screenshot of the window as the table left it (``top``: scrolled to the
        table's top first)."""
        page.wait_for_timeout(700)  # the map's smooth scroll into view, if any
        if top:
            page.locator(f"{GAME} .barrage-turn-header").first.evaluate(
                "el => el.scrollIntoView({block: 'start'})"
            )
            page.wait_for_timeout(300)
        path = out / f"barrage-08-{name}-{step}.png"
        page.screenshot(path=str(path))
        report.append(f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}")
        report.extend(measure(page, fonts, scale))

    prompt = page.locator(f"{GAME} .barrage-prompt").first
    validate = page.locator(f"{GAME} .barrage-validate").first

    def cell(board: str, cid: str):
        return page.locator(f"{GAME} .{board} polygon[data-cell='{cid}']").first

    # the set-up's picks (a company and a contract) by « Valider », until a space is asked
    step = page.locator(f"{GAME} .barrage-next-step").first
    for _ in range(6):
        # (« Valider » says « Calcul en cours… », disabled, while the computers pick)
        wait_until(lambda: ready(validate) or "placez" in step.inner_text().lower())
        if "placez" in step.inner_text().lower():
            break
        before = step.inner_text() + prompt.inner_text()
        validate.click()
        wait_change(lambda: step.inner_text() + prompt.inner_text(), before)
    shot("1-debut", top=True)
    # a free water space (the computers may have taken some): the map asks for a source
    legal = page.locator(f"{GAME} .barrage-actions polygon.ludo-cb-legal")
    free = [legal.nth(i).get_attribute("data-cell") for i in range(legal.count())]
    space = next((s for s in ("E2g", "E2d", "E1g", "E1d") if s in free), free[0])
    cell("barrage-actions", space).click()
    wait_until(lambda: "carte" in prompt.inner_text() or ready(validate))
    shot("2-action-choisie")
    if not ready(validate):
        page.locator(f"{GAME} .barrage-map polygon.ludo-cb-legal").first.click()
        wait_until(lambda: ready(validate))
        shot("3-lieu-choisi")
    explained = page.locator(f"{GAME} .barrage-last-move").first
    before = explained.inner_text()
    validate.click()
    wait_change(lambda: explained.inner_text(), before)
    shot("4-apres-valider")
    return report


def ready(button) -> bool:
    """Whether a button is shown and can be clicked."""
    return button.is_visible() and button.is_enabled()


def wait_until(test, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while not test():
        if time.monotonic() > deadline:
            raise TimeoutError
        time.sleep(0.1)


def wait_change(read, before, timeout: float = 60) -> None:
    wait_until(lambda: read() != before, timeout)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(ROOT / "build" / "screens" / "barrage"))
    args = parser.parse_args(argv)
    out = Path(args.out).resolve()
    out.mkdir(parents=True, exist_ok=True)
    fonts = drawing_fonts()
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory(prefix="barrage-screens-") as tmp:
        proc, base = start_voila(Path(tmp))
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
                for name, width, height, scale in SCREENS:
                    context = browser.new_context(
                        viewport={"width": width, "height": height}, device_scale_factor=scale
                    )
                    page = context.new_page()
                    page.goto(base, wait_until="domcontentloaded", timeout=90_000)
                    page.wait_for_selector(f"{GAME} .barrage-actions polygon", timeout=180_000)
                    print(f"{name} ({width}×{height} CSS px, {scale:g} px par px CSS) :")
                    try:
                        lines = play(page, out, name, fonts, scale)
                    except TimeoutError:
                        page.screenshot(path=str(out / f"barrage-08-{name}-erreur.png"))
                        raise SystemExit(
                            f"La table ne répond pas au clic : voir {out}/barrage-08-{name}-erreur.png"
                        ) from None
                    print("\n".join(lines))
                    context.close()
                browser.close()
        finally:
            stop_group(proc)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
