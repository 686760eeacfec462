"""The decks as reveal.js slide shows, offline: built, opened in chromium, stepped through.

``make slides`` builds them into site/slides/; here they are built once for the module into
a temporary folder (the notebooks executed, reveal.js vendored from the npm registry cache):
every deck of ``make slides`` (tools/publish.py's ``DECKS``), so a new deck is covered too.
"""

from __future__ import annotations

import html
import importlib.util
import json
import re
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
    publish = _publish()
    out = tmp_path_factory.mktemp("site") / "slides"
    built = publish.build_slides(out, talk={"venue": "Salle des fêtes de Brétigny"})
    return out, built, publish


def _slides_text(page: Path) -> str:
    """What the audience can read on the slides: the page's text without its speaker notes,
    scripts and styles."""
    text = page.read_text(encoding="utf-8")
    text = re.sub(r"<aside class=\"notes\">.*?</aside>", " ", text, flags=re.S)
    text = re.sub(r"<(script|style)[^>]*>.*?</\1>", " ", text, flags=re.S)
    text = html.unescape(re.sub(r"<[^>]+>", " ", text))
    return re.sub(r"\s+", " ", text.replace("\u202f", " "))


def _top_sections(page: Path) -> int:
    text = page.read_text(encoding="utf-8")
    return text.count("<section><section>")


def test_decks_are_built_with_notes_and_local_assets_only(decks):
    out, built, publish = decks
    assert set(built["pages"]) == set(publish.DECKS)
    for page in built["pages"].values():
        text = page.read_text(encoding="utf-8")
        assert page.stat().st_size + built["assets"] <= MAX_DECK_BYTES
        assert text.count('<aside class="notes">') >= 10, page.name  # speaker notes
        assert "https://" not in _script_and_link_sources(text), page.name
        assert 12 <= _top_sections(page) <= 40
        assert "<section><section>\n<section" not in text  # no vertical sub-slide
    assert (out / "vendor" / "reveal.js" / "dist" / "reveal.js").is_file()
    assert (out / "vendor" / "reveal.js" / "plugin" / "notes" / "notes.js").is_file()


def test_title_slide_names_the_talk_and_counts_the_slides(decks):
    _out, built, publish = decks
    for rel, page in built["pages"].items():
        text = _slides_text(page)
        first = text[: text.index("Au programme")]
        assert built["titles"][rel] in first, page.name
        assert "Salle des fêtes de Brétigny" in first  # the `make slides` option
        assert publish.french_date() in first  # no date in the metadata: the build's day
        counted = re.findall(r"(\d+) diapositives", text)
        assert counted == [str(_top_sections(page))], (page.name, counted)
        assert built["slides"][rel] == _top_sections(page)


def test_title_slide_options_override_the_deck_metadata():
    """`make slides` options first, then the notebook's metadata; no date: the build's day."""
    import nbformat

    publish = _publish()
    nb = nbformat.v4.new_notebook(
        cells=[
            nbformat.v4.new_markdown_cell(
                "# Titre\n\n**Sous-titre**\n\nCe que l'on apprend.",
                metadata={"slideshow": {"slide_type": "slide"}},
            ),
            nbformat.v4.new_markdown_cell(
                "## Deux", metadata={"slideshow": {"slide_type": "slide"}}
            ),
        ],
        metadata={"ludo": {"talk": {"venue": "Mairie", "speaker": "Camille"}}},
    )
    assert publish.talk_of(nb, {"speaker": "Dominique", "venue": ""}) == {
        "venue": "Mairie",
        "date": publish.french_date(),
        "speaker": "Dominique",
    }
    deck = publish.with_title_slide(nb, {"date": "12 mars 2027"})
    assert [c.source.splitlines()[0] for c in deck.cells] == [
        "# Titre",
        "## Au programme",
        "## Deux",
    ]
    assert "Mairie · 12 mars 2027 · Camille" in deck.cells[0].source
    assert "3 diapositives" in deck.cells[1].source
    with pytest.raises(SystemExit, match="# Titre"):
        publish.with_title_slide(
            nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell("Texte")])
        )


def _script_and_link_sources(text: str) -> str:
    return " ".join(re.findall(r"<(?:script|link)[^>]*(?:src|href)=\"([^\"]*)\"", text))


def _fr(value: float, digits: int = 0) -> str:
    from ludo.viz import fr_number

    return fr_number(value, digits).replace("\u202f", " ")


def test_numbers_on_the_slides_are_the_library_s(decks):
    """Every figure the issue found typed or wrong is now the library's, at build time."""
    from ludo.barrage import hydro
    from ludo.barrage.scenarios import PRODUCTIONS
    from ludo.eau import analysis

    _out, built, _publish = decks
    pages = {Path(rel).stem: _slides_text(page) for rel, page in built["pages"].items()}
    hydro_text = pages["de_la_goutte_au_kilowattheure"]
    g = hydro.grand_maison()
    assert g["efficiency"] == 0.9
    for wanted in (
        f"Débit à pleine puissance : {_fr(g['flow'])} m³/s",
        f"turbinée : {_fr(g['lower_gwh'])} GWh, soit {_fr(g['hours'])} heures",
        f"{_fr(hydro.energy_kwh(1, 925), 2)} kWh",
        f"Facteur de charge : {_fr(hydro.capacity_factor(700, 380) * 100)} %",
        "La même eau, cinq fois de suite",
        "en montagne, tient 2 gouttes",
    ):
        assert wanted in hydro_text, wanted
    assert len(hydro.AIN_CASCADE) == 5 and hydro.AIN_TRIBUTARY["river"] == "Oignin"
    for wrong in ("35 GWh", "20 heures", "six fois", "neutre de colline", "Lancez l'animation"):
        assert wrong not in hydro_text, wrong
    assert hydro.production_example(*PRODUCTIONS["prod_9"]())["area"] == "mountain"

    eau_text = pages["le_reseau_d_eau_potable"]
    p = _shipped_paradox()  # WNTR's answer (checked by the next test), without solving again
    for net in ("grid", "tree"):
        assert f"{_fr(p[net]['leak']['leak_lps'], 1)} L/s" in eau_text, net
        for case in ("leak", "no_leak"):
            assert f"{_fr(p[net][case]['corner_pressure_m'], 1)} m" in eau_text, (net, case)
    t = analysis.tree_versus_grid()
    row = f"Tuyaux {t['tree']['pipes']} {t['grid']['pipes']}"
    assert row in eau_text
    rendement = analysis.LEAK_FACTS["rendement_2022"][0]
    assert f"{_fr(rendement * 100)} %" in eau_text
    assert "pendant la fuite" in eau_text and "sans fuite" in eau_text
    assert "ce n'est pas une redondance" in eau_text
    for wrong in ("aucune casse unique ne coupe l'eau", "bâtiment(s)", "raccord e5"):
        assert wrong not in eau_text, wrong


def _shipped_paradox() -> dict:
    from importlib import resources

    from ludo.eau import leak_paradox

    return json.loads(resources.files("ludo.eau").joinpath(leak_paradox.DATA).read_text("utf-8"))


def test_leak_paradox_copy_is_what_wntr_computes():
    """The copy shipped for readers without WNTR is WNTR's answer today."""
    pytest.importorskip("wntr")
    from ludo.eau import leak_paradox

    shipped = _shipped_paradox()
    assert shipped == json.loads(leak_paradox.to_json(leak_paradox.compute()))
    # the paradox itself: more water lost where the pressure stays higher
    grid, tree = shipped["grid"]["leak"], shipped["tree"]["leak"]
    assert (
        grid["leak_lps"] > tree["leak_lps"]
        and grid["corner_pressure_m"] > tree["corner_pressure_m"]
    )


@pytest.mark.browser
def test_every_slide_fits_1280x800_and_every_animation_plays(decks, static_server, browser_page):
    """Stepped through with the right arrow at 1280×800: nothing beyond the window (speaker
    notes aside, every fragment counted), text ≥ 20 px, every slide reached, every
    animation starting by itself with its « Lire » button on screen."""
    from slide_walk import walk

    out, built, _publish = decks
    base = static_server(out)
    found = []
    played = 0
    shots = ROOT / "test-artifacts" / "slides"  # every step, as the room sees it
    for page in built["pages"].values():
        result = walk(browser_page.page, base + page.name, shots)
        assert result["slides"] == _top_sections(page), page.name
        found += result["problems"]
        played += result["animations"]
    assert not found, "\n".join(found)
    assert played >= 3  # two in « De la goutte au kilowattheure », one in « Le réseau »
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
