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
DECK_GOUTTE = "presentations/de_la_goutte_au_kilowattheure.ipynb"
DECK_VRAIE = "presentations/vraie_hydraulique.ipynb"


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


def _page_text(page: Path) -> str:
    """The page's text, speaker notes included."""
    text = re.sub(
        r"<(script|style)[^>]*>.*?</\1>", " ", page.read_text(encoding="utf-8"), flags=re.S
    )
    return re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", " ", text)))


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
        for section in text.split("<section>"):  # reveal.js reads a slide's first notes only
            assert section.count('<aside class="notes">') <= 1, page.name
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
    from ludo.eau import analysis, leak_paradox

    _out, built, _publish = decks
    pages = {Path(rel).stem: _slides_text(page) for rel, page in built["pages"].items()}
    hydro_text = pages["de_la_goutte_au_kilowattheure"]
    g = hydro.grand_maison()
    assert g["efficiency"] == 0.9 and g["design_flow"] == 217  # published (fr.wikipedia)
    for wanted in (
        f"débit à pleine puissance : {_fr(g['design_flow'])} m³/s (chiffre publié)",
        f"redonne les {_fr(hydro.GRAND_MAISON['power'])} MW avec "
        f"η = {_fr(g['implied_efficiency'], 2)}",
        f"turbinée avec η = {_fr(g['efficiency'], 1)} : {_fr(g['lower_gwh'])} GWh, "
        f"soit {_fr(g['hours'])} heures",
        f"{_fr(hydro.energy_kwh(1, 925), 2)} kWh",
        f"Facteur de charge : {_fr(hydro.capacity_factor(700, 380) * 100)} %",
        "dépend de l'eau que reçoit le lac, pas de ses heures de marche",
        "La même eau, cinq fois de suite",
        "Goutte 4 → la sortie",
    ):
        assert wanted in hydro_text, wanted
    assert len(hydro.AIN_CASCADE) == 5 and hydro.AIN_TRIBUTARY["river"] == "Oignin"
    for wrong in (
        "35 GWh",
        "20 heures",
        "six fois",
        "neutre de colline",
        "Lancez l'animation",
        "sans arrêt",
        "bien plus",
        "Ci-dessous : 4 gouttes",
        "220 m³/s",
    ):
        assert wrong not in hydro_text, wrong
    assert hydro.production_example(*PRODUCTIONS["prod_9"]())["area"] == "mountain"
    # the worked example's sum is told in the notes (the slide is the board and its steps)
    assert "en montagne, tient 2 gouttes" in _page_text(built["pages"][DECK_GOUTTE])

    eau_text = pages["le_reseau_d_eau_potable"]
    p = _shipped_paradox()  # WNTR's answer (checked by the next test), without solving again
    for net in ("grid", "tree"):
        assert f"{_fr(p[net]['leak']['leak_lps'], 1)} L/s" in eau_text, net
        for case in ("leak", "no_leak"):
            assert f"{_fr(p[net][case]['corner_pressure_m'], 1)} m" in eau_text, (net, case)
    town_lps = leak_paradox.total_demand_lps()
    for wanted in (  # a 5 cm² hole that takes 40 % of the town's water is a main break
        f"{_fr(p['grid']['leak']['leak_lps'] / town_lps * 100)} % de ce que boit toute la "
        f"ville ({_fr(town_lps)} L/s) : c'est une casse de conduite",
        f"au bout de la branche, la pression tombe de "
        f"{_fr(p['tree']['no_leak']['corner_pressure_m'], 1)} m à "
        f"{_fr(p['tree']['leak']['corner_pressure_m'], 1)} m pendant la fuite",
    ):
        assert wanted in eau_text, wanted
    t = analysis.tree_versus_grid()
    row = f"Tuyaux {t['tree']['pipes']} {t['grid']['pipes']}"
    assert row in eau_text
    rendement = analysis.LEAK_FACTS["rendement_2022"][0]
    assert f"{_fr(rendement * 100)} %" in eau_text
    assert "pendant la fuite" in eau_text and "sans fuite" in eau_text
    assert "ce n'est pas une redondance" in eau_text
    for wrong in ("aucune casse unique ne coupe l'eau", "bâtiment(s)", "raccord e5"):
        assert wrong not in eau_text, wrong


def test_colours_and_names_are_said_as_drawn(decks):
    """The bridges, the leaks and a repair's pipes are drawn vermillion: the slides say
    « vermillon », never « rouge »; a tile drawn « Nature et cultures » is named so beside
    the board (one name for one tile on a screen)."""
    from ludo.eau.draw import paint
    from ludo.viz import COLOUR_NAMES, PALETTE

    assert paint.LEAK == PALETTE["vermillion"]  # leaks, and a repair's segment
    _out, built, _publish = decks
    for rel in ("presentations/le_reseau_d_eau_potable.ipynb", DECK_VRAIE):
        text = _slides_text(built["pages"][rel])
        assert f"en {COLOUR_NAMES['vermillion']}" in text, rel
        assert not re.search(r"\brouges?\b", text, re.I), rel
    eau_text = _slides_text(built["pages"]["presentations/le_reseau_d_eau_potable.ipynb"])
    assert "Nature et cultures" in eau_text
    assert "Espaces naturels ou cultivés" not in eau_text


def test_no_build_words_and_no_lone_punctuation_on_the_slides(decks):
    """No « (make slides) » for the room; French punctuation keeps its word (a space before
    « ? ! ; : » is non-breaking, so no « ? » starts a line alone); English alt texts gone."""
    _out, built, publish = decks
    assert publish.french_spaces("Où ? « oui » : <b>x</b> !<script>a ? b</script>") == (
        "Où\u202f? «\u00a0oui\u202f»\u00a0: <b>x</b>\u202f!<script>a ? b</script>"
    )
    for page in built["pages"].values():
        text = page.read_text(encoding="utf-8")
        assert "make slides" not in _slides_text(page), page.name
        assert publish.NO_ALT not in text, page.name
        visible = re.sub(r"<aside class=\"notes\">.*?</aside>", " ", text, flags=re.S)
        for run in re.split(
            r"<script\b.*?</script>|<style\b.*?</style>|<[^>]*>", visible, flags=re.S
        ):
            bad = re.search(r"[ \t\n][?!;»]|[ \t\n]:(?=\s)|«[ \t\n]", run)
            assert not bad, (page.name, run.strip()[:80])


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
    # a hand moves a slider, then the speaker presses → : the deck moves, not the slider
    slider = page.locator(".ludo-turbine input.ludo-flow")
    slider.click()
    before = (slider.input_value(), page.evaluate("window.ludoReveal.getIndices().h"))
    page.keyboard.press("ArrowRight")
    page.wait_for_timeout(100)
    after = (slider.input_value(), page.evaluate("window.ludoReveal.getIndices().h"))
    assert after == (before[0], before[1] + 1), (before, after)
    page.keyboard.press("ArrowLeft")
    page.wait_for_timeout(100)
    assert page.evaluate("window.ludoReveal.getIndices().h") == before[1]
    # key S: the speaker view, in French
    with page.expect_popup() as opened:
        page.keyboard.press("s")
    view = opened.value
    view.wait_for_selector("#upcoming-slide")
    words = view.inner_text("body").lower()
    assert "diapositive suivante" in words and "temps" in words, words[:200]
    assert "disposition\u00a0: standard" in words, words[:200]
    for english in ("upcoming", "time", "click to reset", "layout"):
        assert english not in words, english
    view.close()
    assert not browser_page.errors, browser_page.errors


@pytest.mark.browser
def test_the_handout_prints_notes_steps_and_frame_strips(decks, static_server, browser_page):
    """`make handout` on « De la goutte au kilowattheure » (a step-by-step example, two
    animations, notes with sources): each slide then its notes page, one slide per step,
    each animation as a strip of all its frames without buttons, no link to the local
    server, the deck's title as the PDF's."""
    out, built, publish = decks
    deck = built["pages"][DECK_GOUTTE]
    text = deck.read_text(encoding="utf-8")
    steps = text.count("data-step=")
    frames = len(re.findall(r"frames\[\d+\] = \"data:image/png", text))
    assert steps >= 3 and frames >= 10
    page = browser_page.page
    found = publish.print_deck(page, static_server(out) + deck.name)
    assert not found["problems"], found["problems"]
    assert found["slides"] == _top_sections(deck) + steps - 1
    assert found["notes"] == text.count('<aside class="notes">')
    assert found["strip_frames"] == frames and found["players"] == 0
    assert found["title"] == built["titles"][DECK_GOUTTE]
    assert publish.pdf_title(found["pdf"]) == built["titles"][DECK_GOUTTE]
    printed = page.inner_text(".reveal")
    assert "Notes de l'orateur, diapositive" in printed
    assert page.evaluate(  # reveal.js's own English heading of a notes page is gone
        "() => getComputedStyle(document.querySelector('.speaker-notes-pdf'), '::before').content"
    ) in ("none", "normal")
    assert "fort-st-vincent" in printed  # a source quoted only in the notes
    for k in range(1, steps + 1):
        assert f"Étape {k} / {steps}" in printed
    assert not browser_page.errors, browser_page.errors


def test_the_real_hydraulics_deck_shows_the_library_s_numbers(decks):
    """« La vraie hydraulique »: the figures on its slides are the town's results (the copy
    shipped for readers without WNTR, itself checked against WNTR in tests/eau), rounded
    as the model allows, with the words that go with them."""
    import ludo
    from ludo.eau import analysis, town
    from ludo.eau.tiles import cell_name
    from ludo.viz import fr_round

    fr = _fr
    page = decks[1]["pages"][DECK_VRAIE]
    text = _slides_text(page)
    res = town.precomputed_day()
    day, peak, night = res["day"], res["peak_hour"], res["night_hour"]
    pressure = day["pressure"][peak]
    low, high = min(pressure, key=pressure.get), max(pressure, key=pressure.get)
    burst = res["burst"]
    year = day["volume_leak"] * 365
    night_share = day["leak"][night] / (day["leak"][night] + day["demand"][night])
    lowest_night = min(g["lowest_night_after"] for g in res["management"].values())
    storeys = town.storeys_served(lowest_night)
    assert storeys >= 1  # the deck's sentence says « jusqu'au …e étage »
    wanted = [
        f"{fr(pressure[low])} m en {cell_name(low)}",
        f"{fr(pressure[high])} m en {cell_name(high)}",
        f"Pointe : {fr(day['demand'][peak], 1)} L/s entre {peak} h",
        f"{fr(burst['flow'], 1)} L/s ; la pression y tombe de {fr(burst['pressure_before'])} "
        f"à {fr(burst['pressure_during'])} m",
        # leaks set per km of pipe, the ceiling of a dense network, and what that gives
        f"Fuites : {fr(res['ilp'])} m³ par km de tuyau et par jour, le plafond admis pour un "
        "réseau dense",
        f"sur les {fr(res['settings']['network_km'], 1)} km du quartier",
        f"À {night} h, elles font {fr(night_share * 100)} % de l'eau qui sort de la Régie",
        f"Rendement du quartier : {fr(res['rendement'] * 100)} %",
        f"({fr(analysis.LEAK_FACTS['rendement_2022'][0] * 100)} % en France en 2022)",
        # a year of leaks, no more precise than the model
        f"En un an, elles perdent environ {fr_round(year).replace(chr(0x202F), ' ')} m³ : "
        f"autant que la casse en {fr(year / (burst['flow'] * 86.4))} jours",
        # 18 m at night: the upper floors lack pressure
        f"n'a plus que {fr(lowest_night)} m au pied de l'immeuble : les robinets n'ont "
        f"{fr(town.TAP_PRESSURE_M / 10)} bar que jusqu'au "
        f"{'1er' if storeys == 1 else f'{storeys}e'} étage. Plus haut, il faut un surpresseur",
    ]
    for n1, result in res["management"].items():
        wanted.append(
            f"Exposant N1 = {fr(float(n1), 1)} : {fr(result['saving'] * 100, 1)} % de fuites en moins"
        )
    board = ludo.play_out(ludo.new("eau", players=4, seed=3), "helper", seed=3)[-1].board
    repairs = town.repair_examples(board)
    assert repairs["loop"]["pipe"] in town.regie_loop_pipes(board)  # a loop through the Régie
    for rep in repairs.values():
        dry = len(rep["dry"])
        wanted.append(  # the dry tiles are hatched (black frames are the buildings)
            f"{dry} case hachurée reste sans eau"
            if dry == 1
            else f"{dry} cases hachurées restent sans eau"
        )
    for piece in wanted:
        assert piece in text, piece
    assert "(cadres noirs) restent" not in text
    assert "Réparer un tuyau sur une boucle par la Régie" in text
    # no volume written to the cubic metre: 40 515 m³ was falsely precise
    assert not re.search(
        r"\d{2} \d{3} m³", text.replace(fr_round(year).replace(chr(0x202F), " "), "")
    )


def test_the_power_slide_says_power_and_shows_kilowatts(decks):
    """The live calculator shows a power (kW): its slide's title says « puissance »."""
    page = decks[1]["pages"][DECK_VRAIE].read_text(encoding="utf-8")
    section = next(s for s in page.split("<section>") if "ludo-turbine" in s)
    title = re.search(r"<h2[^>]*>(.*?)<", section, re.S).group(1)
    assert "puissance" in title.lower() and "énergie" not in title.lower(), title
    assert "kW" in re.sub(r"<[^>]+>", " ", section)


def test_without_the_network_make_slides_says_so_in_one_french_sentence(tmp_path):
    """A first `make slides` with no copy of reveal.js and npm failing (no network): one
    French sentence, no traceback, no npm English (simulated: an empty npm cache and an npm
    that fails as it does offline)."""
    import os
    import subprocess
    import sys

    fake = tmp_path / "bin"
    fake.mkdir()
    npm = fake / "npm"
    npm.write_text("#!/bin/sh\necho 'npm ERR! code ENOTFOUND' >&2\nexit 1\n", encoding="utf-8")
    npm.chmod(0o755)
    env = dict(
        os.environ,
        PATH=f"{fake}{os.pathsep}{os.environ.get('PATH', '')}",
        LUDO_NPM_CACHE=str(tmp_path / "npm-cache"),
    )
    run = subprocess.run(
        [
            sys.executable,
            str(ROOT / "tools" / "publish.py"),
            "slides",
            "--out",
            str(tmp_path / "s"),
        ],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 1
    said = run.stderr.strip()
    assert "Traceback" not in said and "npm ERR" not in said and not run.stdout.strip()
    assert "\n" not in said and said.endswith(".") and not re.search(r"[.!?]\s+[A-ZÉ]", said)
    assert said.startswith("make slides : npm n'a pas pu récupérer reveal.js") and "réseau" in said
    assert str(tmp_path / "npm-cache") in said  # where the copy will be kept
    # npm missing altogether: the same, in French
    env["PATH"] = str(tmp_path / "nothing")
    run = subprocess.run(
        [
            sys.executable,
            str(ROOT / "tools" / "publish.py"),
            "slides",
            "--out",
            str(tmp_path / "s"),
        ],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 1 and "Traceback" not in run.stderr
    assert run.stderr.strip() == _publish().NPM_MISSING


def test_the_speaker_view_is_in_french(decks):
    """Key S opens reveal.js's speaker view: its words (vendored notes.js) are French."""
    out, _built, publish = decks
    notes = (out / "vendor" / "reveal.js" / "plugin" / "notes" / "notes.js").read_text("utf-8")
    for english, french in publish.SPEAKER_VIEW_FR.items():
        assert english not in notes, english
        assert french in notes, french
    for english in ("Upcoming", "Click to Reset", "Speaker View", "'Notes only'", "Pacing –"):
        assert english not in notes, english


def test_the_day_curves_keep_their_legend_off_the_curves():
    """The legend of a day's curves stands above the plot, over no point of any curve (it
    used to hide the morning peak)."""
    import numpy as np
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    from ludo.eau import draw as figures
    from ludo.eau import town

    day = town.precomputed_day()["day"]
    fig = figures.day_figure(range(24), {"consommation": day["demand"], "fuites": day["leak"]})
    FigureCanvasAgg(fig).draw()
    ax = fig.axes[0]
    legend = ax.get_legend().get_window_extent()
    assert legend.y0 >= ax.get_window_extent().y1 - 1  # above the plotting area
    for line in ax.get_lines():
        points = ax.transData.transform(np.column_stack(line.get_data()))
        inside = [
            (x, y) for x, y in points if legend.x0 <= x <= legend.x1 and legend.y0 <= y <= legend.y1
        ]
        assert not inside, line.get_label()
