"""`make cartes`: one printable A4 card per game, in French, as PDF (offline).

Each card is the HTML document of :func:`ludo.cards.card_html` (the library's drawings and
texts), printed to PDF by Debian's chromium through Playwright. Writes
``<out>/<game>.html`` and ``<out>/<game>.pdf``, then prints the pages and the size of each
card; ``make cartes`` passes ``--out site/cartes`` (the project's). Without ``--out`` the
cards go where the notebooks look for them, :func:`ludo.cards.cards_dir` (``LUDO_CARTES``,
else the ``site/cartes`` of the current folder or of a parent, else the current folder's):
never inside the ``ludo`` package, which may be installed. The notebooks offer the PDFs as
download links (:func:`ludo.cards.card_link_html`).

    python tools/cartes.py [--out site/cartes] [jeu ...]
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ludo.cards import GAMES, card_html, cards_dir  # noqa: E402
from ludo.cards import messages as msg  # noqa: E402
from tests.chromium import CHROMIUM, CHROMIUM_ARGS  # noqa: E402

#: The printable height of an A4 page (297 mm less two 7 mm margins), in CSS pixels.
PAGE_HEIGHT_PX = 283 / 25.4 * 96
#: The numbers (from 1) of the card's pages taller than one printed page.
OVERFLOW_JS = """(limit) => [...document.querySelectorAll('section.page')]
    .map((s, i) => [i + 1, s.getBoundingClientRect().height])
    .filter(([i, h]) => h > limit).map(([i]) => i)"""


def pdf_pages(data: bytes) -> int:
    """Pages of a PDF printed by chromium (its page objects, counted in the bytes)."""
    return len(re.findall(rb"/Type\s*/Page(?!s)", data))


def build(out: Path, games=GAMES) -> dict[str, Path]:
    """Write the HTML and PDF card of each game into ``out``; returns the PDFs by game."""
    from playwright.sync_api import sync_playwright

    out = out.resolve()  # a file address needs an absolute path (`--out site/cartes`)
    out.mkdir(parents=True, exist_ok=True)
    made = {}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        # the printable width of an A4 page (210 mm less two 7 mm margins), at 96 px / inch
        page = browser.new_page(viewport={"width": round(196 / 25.4 * 96), "height": 1000})
        page.emulate_media(media="print")
        # offline: a card may only use what it embeds
        page.route(
            "**/*",
            lambda route: (
                route.abort()
                if not route.request.url.startswith(("file:", "data:"))
                else route.continue_()
            ),
        )
        for game in games:
            html_path = out / f"{game}.html"
            html_path.write_text(card_html(game), encoding="utf-8")
            page.goto(html_path.as_uri())
            too_tall = page.evaluate(OVERFLOW_JS, PAGE_HEIGHT_PX)
            if too_tall:
                raise SystemExit(msg.OVERFLOW.format(game=game, pages=too_tall))
            pdf = out / f"{game}.pdf"
            page.pdf(path=str(pdf), format="A4", print_background=True, prefer_css_page_size=True)
            made[game] = pdf
        browser.close()
    return made


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description="Cartes de jeu A4 en PDF (hors ligne).")
    parser.add_argument("--out", type=Path, default=None, help="dossier des cartes")
    parser.add_argument("games", nargs="*", metavar="jeu", help=", ".join(GAMES))
    args = parser.parse_args(argv)
    unknown = [g for g in args.games if g not in GAMES]
    if unknown:
        parser.error(f"jeu inconnu : {', '.join(unknown)} (jeux : {', '.join(GAMES)})")
    start = time.perf_counter()
    made = build(args.out or cards_dir(), args.games or GAMES)
    for pdf in made.values():
        data = pdf.read_bytes()
        print(f"{pdf} : {pdf_pages(data)} page(s), {len(data) // 1024} Ko")
    print(f"{len(made)} carte(s) en {time.perf_counter() - start:.1f} s")


if __name__ == "__main__":
    main()
