"""What a workshop guest reads: every notebook rendered by Voilà shows French and no code.

One Voilà server serves the notebooks/ folder as ``make atelier`` does (its configuration
and its ``ludo`` template, without preheated kernels); its file list is scanned too, and
its loading message; one chromium page
opens each notebook in turn, waits for its cells, and scans the visible text
(``document.body.innerText``: markdown, widget labels, explanation panels, figures' alt
text is not read) for a list of forbidden words and identifiers: Python calls, command
lines, option names, internal ids, English words and English decimals. Every hit is
reported with its notebook and a few words around it.
"""

from __future__ import annotations

import re
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOK_DIR = ROOT / "notebooks"
NOTEBOOKS = sorted(
    path.relative_to(NOTEBOOK_DIR).as_posix()
    for path in NOTEBOOK_DIR.rglob("*.ipynb")
    if ".ipynb_checkpoints" not in path.parts
)

# (pattern, why it is forbidden). Matched on the visible text, case-sensitive unless (?i).
FORBIDDEN: list[tuple[str, str]] = [
    (r"\bludo\.\w+", "un appel Python (ludo.…)"),
    (r"\b(?:VBox|HBox|Output|Button|Dropdown|HTML)\(", "un widget Python"),
    (
        r"(?i)\bvoila\s+\S+\.ipynb|\bvoila notebooks\b|\bjupyter\s+lab\b|\bpip install\b",
        "une ligne de commande",
    ),
    (r"\b[a-z]+(?:_[a-z0-9]+)+\b", "un nom d'option ou d'identifiant Python (avec _)"),
    (r"\b\w+=(?:True|False|None|\d)", "une option Python (nom=valeur)"),
    (r"\b(?:True|False|None)\b", "une valeur Python"),
    (r"§\s?\d", "un renvoi au paragraphe d'un texte de règles (§)"),
    (r"\bD\d+[A-Z]\b|\bP\d+[a-z]\b|\bEXIT_\w*", "un identifiant interne (D1U, P5a, EXIT_…)"),
    (r"\{\d+: ", "un dictionnaire Python brut"),
    (r"Traceback|Error:|Exception\b", "une erreur Python"),
    (
        r"(?i)\b(?:upper|lower|dams?|powerhouses?|conduits? id|Executing|Reading \d|"
        r"Select items|Loading widget|Loading|Error|Warning|Click|Next|Previous|Reset)\b",
        "un mot anglais",
    ),
    (r"(?<![\w.])\d+\.\d+(?![\w.])", "un nombre décimal à l'anglaise (2.9 au lieu de 2,9)"),
]
COMPILED = [(re.compile(pattern), why) for pattern, why in FORBIDDEN]

# Web addresses are quoted as they are (sources of a figure).
URL = re.compile(r"\b[\w.-]+\.(?:com|org|fr|net|io)(?:/\S*)?")
# Version numbers keep their point (« WNTR 1.5 »).
VERSION = re.compile(r"\b(?:WNTR|Voilà|JupyterLab|Python) \d+(?:\.\d+)+")

# Leaks seen and not yet mended (notebook -> the exact words found). Strict both ways: a
# new leak fails, and so does a listed one that is gone (then remove it from this list).
KNOWN_LEFT: dict[str, set[str]] = {
    # The presentations' source notes name library modules and functions.
    "presentations/de_la_goutte_au_kilowattheure.ipynb": {
        "ludo.barrage",
        "energy_kwh",
        "flow_for_power",
        "construction_cost",
        "conduit_values_by_area",
        "prod_9",
    },
    # The Automa's log names the dams by their ids.
    "barrage/09_l_automa_de_tesla.ipynb": {
        f"D{basin}{level}" for basin in range(1, 11) for level in "UL"
    }
    - {"D3L", "D5L", "D9L"},
    # The hydraulics presentation names its module, its pip line and the next deck's file.
    "presentations/vraie_hydraulique.ipynb": {"ludo.eau", "pip install", "le_reseau_d_eau_potable"},
    "presentations/le_reseau_d_eau_potable.ipynb": {
        "ludo.eau",
        "articulation_points",
        "cut_off_by",
        "water_front",
    },
}

# Cells are shown when Voilà removes its spinner (#loading) and shows #rendered_cells.
DONE_JS = """
() => {
    const cells = document.getElementById('rendered_cells');
    return !document.getElementById('loading') && cells && cells.style.display !== 'none';
}
"""
TEXT_JS = "() => document.body.innerText"


def scan(text: str) -> list[str]:
    """Each forbidden pattern found in ``text``, with a few words around it."""
    hits = []
    text = VERSION.sub(" ", URL.sub(" ", text))
    for regex, why in COMPILED:
        for m in regex.finditer(text):
            start, end = max(0, m.start() - 40), min(len(text), m.end() + 40)
            context = " ".join(text[start:end].split())
            hits.append((m.group(0), f"« {m.group(0)} » ({why}) : …{context}…"))
    return hits


def test_scan_finds_what_it_must_and_spares_french():
    """The scanner itself: it must catch each kind of leak and let ordinary French pass."""
    leaks = [
        "lancez voila notebooks/00_bienvenue.ipynb",
        "ludo.new('eau', manifest=m)",
        "avec require_road_contact=False",
        "Refusé : le barrage D1U est déjà construit",
        "la sortie EXIT_L",
        "voir §3.3",
        "the upper basin",
        "2.9 séismes en moyenne",
        "VBox(children=…)",
        "Executing 15 of 15",
        "joueurs : {0: 1, 1: 4}",
    ]
    for leak in leaks:
        assert scan(leak), f"le scanner laisse passer : {leak!r}"
    french = (
        "Le barrage 1U retient 2 gouttes ; en moyenne 2,9 séismes par partie. "
        "Cliquez sur une case turquoise, puis « Suivant »."
    )
    assert scan(french) == []
    assert scan("sources : engineeringtoolbox.com/hydropower-d_1359.html ; WNTR 1.5") == []


def _settled_text(page, limit: float = 6.0) -> str:
    """The page's visible text once it stops changing (widgets render after the cells)."""
    deadline = time.monotonic() + limit
    text = page.evaluate(TEXT_JS)
    while time.monotonic() < deadline:
        time.sleep(0.5)
        again = page.evaluate(TEXT_JS)
        if again == text and "Loading widget" not in text:
            break
        text = again
    return text


@pytest.mark.browser
def test_every_notebook_in_voila_shows_french_and_no_code(voila_server, browser_page):
    base = voila_server(".", atelier=True)
    page = browser_page.page
    page.set_viewport_size({"width": 1280, "height": 800})

    page.goto(base, wait_until="domcontentloaded", timeout=60_000)
    page.wait_for_timeout(1500)
    found: dict[str, list[tuple[str, str]]] = {}
    found["(page d'accueil de Voilà)"] = scan(page.evaluate(TEXT_JS))

    for name in NOTEBOOKS:
        page.goto(base + "voila/render/" + name, wait_until="domcontentloaded", timeout=60_000)
        try:
            page.wait_for_function(DONE_JS, timeout=120_000, polling=250)
        except Exception:
            found[name] = [("", "le carnet ne s'affiche pas en 120 s")]
            continue
        found[name] = scan(_settled_text(page))
        if name == NOTEBOOKS[0]:
            # Voilà's loading message (« Executing 3 of 15 ») is in the page's script.
            loading = page.evaluate("() => String(window.update_loading_text || '')")
            found["(message de chargement de Voilà)"] = (
                []
                if "Préparation du carnet" in loading and "Executing" not in loading
                else [("Executing", f"« Executing » (message anglais de Voilà) : {loading}")]
            )
    # Leave the last notebook so that Voilà shuts its kernel down before the server stops.
    page.goto("about:blank")

    problems: dict[str, list[str]] = {}
    for name, hits in found.items():
        known = KNOWN_LEFT.get(name, set())
        new = [line for word, line in hits if word not in known]
        gone = known - {word for word, _ in hits}
        new += [f"« {word} » n'apparaît plus : retirez-le de KNOWN_LEFT" for word in sorted(gone)]
        if new:
            problems[name] = new

    report = "\n".join(
        f"{name} :\n" + "\n".join("    " + hit for hit in hits) for name, hits in problems.items()
    )
    assert not problems, "Texte à ne pas montrer à un participant :\n" + report
