"""The two decks as reveal.js slide shows, offline: built, opened in chromium, played.

``make slides`` builds them into site/slides/; here they are built into a temporary
folder (the notebooks executed, reveal.js vendored from the npm registry cache).
"""

from __future__ import annotations

import importlib.util
import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
MAX_DECK_BYTES = 10_000_000


def _publish():
    spec = importlib.util.spec_from_file_location("ludo_publish", ROOT / "tools" / "publish.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def decks(tmp_path_factory):
    if shutil.which("npm") is None and not (ROOT / "build" / "npm-cache").is_dir():
        pytest.skip("npm est absent : reveal.js ne peut pas être récupéré.")
    out = tmp_path_factory.mktemp("site") / "slides"
    built = _publish().build_slides(out)
    return out, built


def test_decks_are_built_with_notes_and_local_assets_only(decks):
    out, built = decks
    assert len(built["pages"]) == len(_publish().DECKS)
    for page in built["pages"].values():
        text = page.read_text(encoding="utf-8")
        assert page.stat().st_size + built["assets"] <= MAX_DECK_BYTES
        assert text.count('<aside class="notes">') >= 10, page.name  # speaker notes
        assert "https://" not in _script_and_link_sources(text), page.name
        assert 12 <= text.count("<section") - text.count("<section>\n<section") <= 40
    assert (out / "vendor" / "reveal.js" / "dist" / "reveal.js").is_file()
    assert (out / "vendor" / "reveal.js" / "plugin" / "notes" / "notes.js").is_file()


def _script_and_link_sources(text: str) -> str:
    import re

    return " ".join(re.findall(r"<(?:script|link)[^>]*(?:src|href)=\"([^\"]*)\"", text))


@pytest.mark.browser
def test_each_deck_opens_offline_steps_through_and_plays(decks, static_server, browser_page):
    out, built = decks
    base = static_server(out)
    page = browser_page.page
    for deck in built["pages"].values():
        page.goto(base + deck.name)
        page.wait_for_selector(".reveal.ready", timeout=30_000)
        total = page.evaluate("window.ludoReveal.getTotalSlides()")
        assert total >= 12, deck.name
        seen = 1
        while not page.evaluate("window.ludoReveal.isLastSlide()"):
            page.evaluate("window.ludoReveal.next()")
            seen += 1
            assert seen <= 4 * total, "la présentation ne finit jamais"
        assert seen >= total
        if not page.locator(".animation").count():
            continue  # a deck without an animation (vraie_hydraulique)
        # the first animation: go to its slide, press Play, the frame changes
        page.evaluate(
            "() => { const a = document.querySelector('.animation');"
            " const i = window.ludoReveal.getIndices(a.closest('section'));"
            " window.ludoReveal.slide(i.h, i.v); }"
        )
        slider = page.locator(".animation input.anim-slider").first
        before = slider.input_value()
        page.locator(".animation button[title='Lire']").first.click()
        page.wait_for_function(
            "v => document.querySelector('.animation input.anim-slider').value !== v",
            arg=before,
            timeout=10_000,
        )
        page.screenshot(path=str(out / f"{deck.stem}.png"))
    assert not browser_page.errors, browser_page.errors
    assert all("127.0.0.1" not in url for url in browser_page.blocked)


@pytest.mark.browser
def test_the_live_power_calculator_of_the_exported_deck(decks, static_server, browser_page):
    """« La vraie hydraulique »: moving the sliders of the exported slide (no kernel) shows
    the library's P = ρ g Q H η for the new flow and head."""
    from eau.test_turbine import MOVES, move_and_read

    from ludo.eau import turbine

    out, built = decks[0], decks[1]
    deck = built["pages"]["presentations/vraie_hydraulique.ipynb"]
    page = browser_page.page
    page.goto(static_server(out) + deck.name)
    page.wait_for_selector(".reveal.ready", timeout=30_000)
    page.evaluate(
        "() => { const c = document.querySelector('.ludo-turbine');"
        " const i = window.ludoReveal.getIndices(c.closest('section'));"
        " window.ludoReveal.slide(i.h, i.v); }"
    )
    for q, h in MOVES:
        assert move_and_read(page, ".ludo-turbine", q, h) == turbine.power_text(q, h), (q, h)
    assert not browser_page.errors, browser_page.errors


def test_the_real_hydraulics_deck_shows_the_library_s_numbers(decks):
    """« La vraie hydraulique »: the figures on its slides are the town's results (the copy
    shipped for readers without WNTR, itself checked against WNTR in tests/eau)."""
    import html
    import re

    import ludo
    from ludo.eau import town
    from ludo.eau.tiles import cell_name
    from ludo.viz import fr_number

    def fr(value, digits=0):
        return fr_number(value, digits).replace("\u202f", " ")

    page = decks[1]["pages"]["presentations/vraie_hydraulique.ipynb"]
    text = re.sub(r"<aside class=\"notes\">.*?</aside>", " ", page.read_text("utf-8"), flags=re.S)
    text = re.sub(r"<(script|style)[^>]*>.*?</\1>", " ", text, flags=re.S)
    text = html.unescape(re.sub(r"<[^>]+>", " ", text)).replace("\u202f", " ")
    text = re.sub(r"\s+", " ", text)
    res = town.precomputed_day()
    day, peak = res["day"], res["peak_hour"]
    pressure = day["pressure"][peak]
    low, high = min(pressure, key=pressure.get), max(pressure, key=pressure.get)
    burst = res["burst"]
    year = day["volume_leak"] * 365
    wanted = [
        f"{fr(pressure[low])} m en {cell_name(low)}",
        f"{fr(pressure[high])} m en {cell_name(high)}",
        f"Pointe : {fr(day['demand'][peak], 1)} L/s entre {peak} h",
        f"{fr(burst['flow'], 1)} L/s ; la pression y tombe de {fr(burst['pressure_before'])} "
        f"à {fr(burst['pressure_during'])} m",
        f"autant que la casse en {fr(year / (burst['flow'] * 86.4))} jours",
    ]
    for n1, result in res["management"].items():
        wanted.append(
            f"Exposant N1 = {fr(float(n1), 1)} : {fr(result['saving'] * 100, 1)} % de fuites en moins"
        )
    board = ludo.play_out(ludo.new("eau", players=4, seed=3), "helper", seed=3)[-1].board
    for rep in town.repair_examples(board).values():
        wanted.append(f"{len(rep['dry'])} cases (cadres noirs) restent sans eau")
    for piece in wanted:
        assert piece in text, piece
