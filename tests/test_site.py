"""The static site (``make site``): pages readable offline, without a kernel.

The whole site is built by ``make site``; here three notebooks (a stepper, explorers
and a game) are built into a temporary folder with their index, then opened in chromium
with every non-local request blocked.
"""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PAGES = ("00_bienvenue.ipynb", "eau/03_le_circuit_ferme.ipynb", "seismic/03_les_seismes.ipynb")


def _publish():
    spec = importlib.util.spec_from_file_location("ludo_publish", ROOT / "tools" / "publish.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    publish = _publish()
    out = tmp_path_factory.mktemp("site")
    built = publish.build_site(out, [publish.NOTEBOOKS / p for p in PAGES], with_slides=False)
    return out, built, publish


def test_pages_and_french_index_are_written(site):
    out, built, publish = site
    index = (out / "index.html").read_text(encoding="utf-8")
    assert 'lang="fr"' in index and "carnets" in index
    for rel in PAGES:
        page = out / Path(rel).with_suffix(".html")
        text = page.read_text(encoding="utf-8")
        assert Path(rel).with_suffix(".html").as_posix() in index
        assert not publish.placeholders(text), rel
        assert not re.search(r"<script[^>]+src=\"https?://", text), rel  # nothing from a CDN
    assert built["size"] > 0 and built["seconds"] > 0


@pytest.mark.browser
def test_index_and_three_pages_offline(site, static_server, browser_page):
    out, _built, publish = site
    base = static_server(out)
    page = browser_page.page
    page.goto(base + "index.html")
    links = page.locator("a").evaluate_all("els => els.map(e => e.getAttribute('href'))")
    assert set(Path(p).with_suffix(".html").as_posix() for p in PAGES) <= set(links)
    for rel in PAGES:
        page.goto(base + Path(rel).with_suffix(".html").as_posix())
        page.wait_for_load_state("load")
        broken = page.evaluate(
            "() => Array.from(document.images)"
            ".filter(i => !i.complete || i.naturalWidth === 0).map(i => i.src.slice(0, 60))"
        )
        assert not broken, f"{rel} : images cassées {broken}"
        # a picture shows: an image, or a board drawn as inline SVG (static forms of ClickBoards)
        pictures = page.evaluate("document.images.length + document.querySelectorAll('svg').length")
        assert pictures >= 1, f"{rel} : aucune image"
        text = page.inner_text("body")
        assert not publish.placeholders(text), f"{rel} : texte de widget visible"
        assert "Version sans noyau Python" in text, rel  # a widget's static form is shown
    assert not browser_page.blocked, browser_page.blocked
    assert not browser_page.errors, browser_page.errors


def test_links_between_pages_resolve_offline(site):
    """Every link of the built pages leads to a page of the site: links between notebooks
    now point to their HTML pages, and a link that is dead in this small build leads to a
    notebook that `make site` builds (`make site` itself fails on any dead link)."""
    out, _built, publish = site
    for rel in PAGES:
        text = (out / Path(rel).with_suffix(".html")).read_text(encoding="utf-8")
        assert not re.search(r"href=\"[^\"]*\.ipynb", text), rel
    welcome = (out / "00_bienvenue.html").read_text(encoding="utf-8")
    assert welcome.count(".html") >= 20  # the welcome page links every notebook
    for dead in publish.dead_links(out):
        page, href = dead.split(" → ")
        notebook = (publish.NOTEBOOKS / Path(page).parent / href.split("#")[0]).with_suffix(
            ".ipynb"
        )
        assert notebook.resolve().is_file(), dead


def test_notebook_links_become_page_links():
    publish = _publish()
    text = (
        '<a href="../barrage/02_x.ipynb">a</a> <a href="y.ipynb#part">b</a>'
        ' <a href="https://example.org/z.ipynb">c</a>'
    )
    assert publish.html_links(text) == (
        '<a href="../barrage/02_x.html">a</a> <a href="y.html#part">b</a>'
        ' <a href="https://example.org/z.ipynb">c</a>'
    )


def test_pages_over_five_megabytes_are_listed_with_their_reason(tmp_path):
    """`make site` lists each page over 5 MB with its reason (tools/publish.py's LARGE_PAGES,
    among them atacama/03_variantes.html, 9 MB: two whole games frozen); an unlisted heavy
    page is reported « trop lourde »."""
    publish = _publish()
    for rel, why in publish.LARGE_PAGES.items():
        assert (publish.NOTEBOOKS / rel).with_suffix(".ipynb").is_file(), rel
        assert len(why) > 40, rel  # a reason, in French
    assert "atacama/03_variantes.html" in publish.LARGE_PAGES
    (tmp_path / "atacama").mkdir()
    (tmp_path / "atacama" / "03_variantes.html").write_bytes(b"x" * (publish.MAX_PAGE_BYTES + 1))
    (tmp_path / "lourde.html").write_bytes(b"x" * (publish.MAX_PAGE_BYTES + 1))
    (tmp_path / "legere.html").write_bytes(b"x")
    rows = {rel: why for rel, _size, why in publish.page_sizes(tmp_path)}
    assert rows["atacama/03_variantes.html"] == publish.LARGE_PAGES["atacama/03_variantes.html"]
    assert rows["lourde.html"].startswith("trop lourde") and rows["legere.html"] == ""
    assert publish.print_page_sizes(tmp_path) == ["lourde.html"]
