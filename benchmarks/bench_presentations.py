"""The presentations: one hydraulic solve (EPANET), the decks' sizes.

Targets (issue 11): one EPANET solve of a full 7×7 board ≤ 100 ms median; each deck
≤ 10 MB with its assets (measured by ``make slides``, which prints its time: ≤ 60 s).
Issue 22: every page of ``make site`` ≤ 5 MB, or listed with its reason
(tools/publish.py's ``LARGE_PAGES``); the sizes of the decks and of the site's pages are
printed when they have been built.
"""

from __future__ import annotations

from pathlib import Path

from .common import median_ms

ROOT = Path(__file__).resolve().parents[1]


def run() -> None:
    import ludo
    from ludo.eau.examples import looped_network

    try:
        from ludo.eau import hydraulics
    except ImportError as exc:
        print(f"   hydraulique : {exc}")
        return
    full = ludo.play_out(ludo.new("eau", players=4, seed=3), "helper", seed=3)[-1].board
    for name, board in (("plateau fini (graine 3)", full), ("réseau maillé", looped_network())):
        med, p90 = median_ms(lambda b=board: hydraulics.solve(b), repeat=15)
        print(f"   une résolution EPANET, {name} : médiane {med:.1f} ms, p90 {p90:.1f} ms (≤ 100)")
    med, p90 = median_ms(lambda: hydraulics.solve(full, leak=39), repeat=10)
    print(f"   une résolution WNTR avec fuite : médiane {med:.1f} ms, p90 {p90:.1f} ms")
    med, p90 = median_ms(lambda: hydraulics.town_results(full), repeat=3)
    print(f"   « La vraie hydraulique », tous ses calculs : médiane {med:.0f} ms, p90 {p90:.0f} ms")
    slides = ROOT / "site" / "slides"
    if slides.is_dir():
        assets = sum(p.stat().st_size for p in (slides / "vendor").rglob("*") if p.is_file())
        for deck in sorted(slides.glob("*.html")):
            size = (deck.stat().st_size + assets) / 1e6
            print(f"   diaporama {deck.name} : {size:.2f} Mo avec reveal.js (≤ 10)")
    else:
        print("   diaporamas : lancez `make slides` pour mesurer leur taille")
    site = ROOT / "site"
    pages = [p for p in site.rglob("*.html") if "slides" not in p.relative_to(site).parts]
    if pages:
        publish = _publish()
        limit = publish.MAX_PAGE_BYTES / 1e6
        print(f"   pages du site (≤ {limit:.0f} Mo, sauf celles listées avec leur raison) :")
        publish.print_page_sizes(site, "make bench")
    else:
        print("   pages du site : lancez `make site` pour mesurer leur taille")


def _publish():
    """tools/publish.py (not a package: loaded by its path, as the tests do)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("ludo_publish", ROOT / "tools" / "publish.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
