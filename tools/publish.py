"""Build the static site and the slide decks, offline (``make site``, ``make slides``).

    python tools/publish.py site   [--out site]        every notebook → HTML + a French index
    python tools/publish.py slides [--out site/slides] the decks → reveal.js, assets vendored
           [--venue LIEU] [--date DATE] [--speaker NOM]   the title slide (else the deck's metadata)
    python tools/publish.py handout [--out site/slides]  each built deck → a PDF (chromium)

Notebooks are executed with ``LUDO_STATIC_FORMS=all`` so that every ludo widget adds its
full static HTML form (every step of a Stepper) to its output; the export then keeps that
form instead of the live widget view, and loads nothing from the network: no widget
manager, no MathJax, no mermaid, no CDN. reveal.js and require.js are vendored at build
time from the npm registry (``npm pack``, versions in :data:`VENDOR`, kept in
``build/npm-cache`` or ``$LUDO_NPM_CACHE``), into ``<out>/vendor``; the speaker view of
reveal.js (key S) is translated into French there (:data:`SPEAKER_VIEW_FR`). Without the
network and without that copy, ``make slides`` stops with one French sentence.

Nothing here is imported by the library; the tests import it by path.
"""

from __future__ import annotations

import argparse
import html
import os
import re
import shutil
import subprocess
import tarfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
TEMPLATES = Path(__file__).resolve().parent / "templates"
PRESENTATIONS = "presentations"
#: The decks of ``make slides`` (paths under notebooks/).
DECKS = (
    "presentations/de_la_goutte_au_kilowattheure.ipynb",
    "presentations/le_reseau_d_eau_potable.ipynb",
    "presentations/vraie_hydraulique.ipynb",
)
#: npm packages vendored for the decks, and the files kept from each (prefixes).
VENDOR = {
    "reveal.js@4.0.2": (
        "dist/reveal.js",
        "dist/reveal.css",
        "dist/theme/simple.css",
        "dist/theme/fonts",
        "plugin/notes/",
        "LICENSE",
    ),
    "requirejs@2.3.8": ("require.js", "README.md"),
}
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
#: Text that must never reach a reader: a widget's repr or a frontend's placeholder.
PLACEHOLDERS = re.compile(
    r"\b[A-Z][A-Za-z]*\((?:children|value|description|options)="
    r"|Loading widget|Error displaying widget|A Jupyter widget could not be displayed"
    r"|<Figure size \d+x\d+"
    r"|widget-view\+json"
)
CELL_TIMEOUT = 180
#: The speaker view of reveal.js 4.0.2 (plugin/notes/notes.js, key S) in French: each English
#: piece of its page and the French that replaces it. A piece not found fails the build (a
#: new reveal.js would otherwise bring its English back unnoticed).
SPEAKER_VIEW_FR = {
    '<html lang=\\"en\\">': '<html lang=\\"fr\\">',
    "<title>reveal.js - Speaker View</title>": "<title>Vue de l'orateur</title>",
    "Loading speaker view...": "Chargement de la vue de l'orateur…",
    ">Upcoming<": ">Diapositive suivante<",
    ">Time <": ">Temps <",
    ">Click to Reset<": ">cliquer pour remettre à zéro<",
    "0:00 AM": "00:00",
    "Pacing – Time to finish current slide": "Rythme : temps restant pour cette diapositive",
    "'en-US', { hour12: true,": "'fr-FR', { hour12: false,",
    "'Layout'": "'Disposition'",
    "( ': ' + title )": "( '\u00a0: ' + title )",
    "'default': 'Default'": "'default': 'Standard'",
    "'wide': 'Wide'": "'wide': 'Large'",
    "'tall': 'Tall'": "'tall': 'En hauteur'",
    "'notes-only': 'Notes only'": "'notes-only': 'Notes seules'",
    "Speaker view popup failed to open. Please make sure popups are allowed and reopen the "
    "speaker view.": "La vue de l'orateur n'a pas pu s'ouvrir : autorisez les fenêtres "
    "surgissantes (pop-up) pour cette page, puis appuyez de nouveau sur S.",
}
#: What ``make slides`` says when reveal.js cannot be fetched (no network, no copy yet).
NPM_MISSING = (
    "make slides : npm est introuvable, or il faut npm une première fois pour récupérer "
    "reveal.js (apt-get install npm)."
)
NPM_FAILED = (
    "make slides : npm n'a pas pu récupérer {spec} (pas de réseau ?) ; connectez l'ordinateur "
    "à Internet une fois et relancez make slides, la copie gardée dans {cache} servira "
    "ensuite sans réseau."
)


def notebooks() -> list[Path]:
    """Every notebook of the project, the welcome notebook first."""
    found = sorted(p for p in NOTEBOOKS.rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)
    return sorted(found, key=lambda p: (p.parent != NOTEBOOKS, str(p)))


def execute(path: Path, static_forms: str = "all"):
    """Run the notebook headless and return it (outputs filled, nothing written)."""
    import nbformat
    from nbclient import NotebookClient

    nb = nbformat.read(path, as_version=4)
    env = dict(os.environ, LUDO_STATIC_FORMS=static_forms, MPLBACKEND="agg")
    NotebookClient(
        nb,
        timeout=CELL_TIMEOUT,
        kernel_name="python3",
        resources={"metadata": {"path": str(path.parent)}},
    ).execute(env=env)  # the kernel's environment (thread-safe: os.environ is untouched)
    return nb


def keep_static_forms(nb) -> list[str]:
    """Drop the live widget views that have a static form; return the outputs that have none.

    An output with a widget view but no ``text/html`` would show a placeholder: it is
    replaced by a French note and reported.
    """
    missing = []
    nb.metadata.pop("widgets", None)
    for index, cell in enumerate(nb.cells):
        for output in cell.get("outputs", ()):
            data = output.get("data", {})
            if WIDGET_VIEW not in data:
                continue
            del data[WIDGET_VIEW]
            if "text/html" not in data:
                missing.append(f"cellule {index} : {data.get('text/plain', '')[:60]!r}")
                data.clear()
                data["text/plain"] = "(outil interactif : ouvrez ce carnet avec Python)"
    return missing


_NOTEBOOK_LINK = re.compile(r'(href=")(?![A-Za-z][A-Za-z0-9+.-]*:)([^"#]*?)\.ipynb(#[^"]*)?"')


def html_links(text: str) -> str:
    """Links between notebooks made links between their pages: ``x.ipynb`` → ``x.html``
    (relative links only; the site keeps the notebooks' folders, so the paths hold)."""
    return _NOTEBOOK_LINK.sub(lambda m: f'{m[1]}{m[2]}.html{m[3] or ""}"', text)


def placeholders(text: str) -> list[str]:
    """Widget placeholder texts found in an exported page (empty when clean)."""
    return sorted({m.group(0) for m in PLACEHOLDERS.finditer(text)})


def _exporter(kind: str, **options):
    from nbconvert import HTMLExporter, MarkdownExporter, SlidesExporter

    if kind == "markdown":
        return MarkdownExporter()
    common = dict(extra_template_basedirs=[str(TEMPLATES)], **options)
    if kind == "slides":
        return SlidesExporter(template_name="ludo_slides", **common)
    return HTMLExporter(template_name="ludo_site", **common)


def export_html(nb, home: str = "index.html") -> str:
    body, _ = _exporter("html").from_notebook_node(nb, resources={"ludo_home": home})
    return html_links(body)


def export_markdown(nb) -> str:
    body, _ = _exporter("markdown").from_notebook_node(nb)
    return body


def title_of(nb, fallback: str) -> str:
    for cell in nb.cells:
        if cell.cell_type == "markdown":
            for line in cell.source.splitlines():
                if line.startswith("# "):
                    return line[2:].strip()
    return fallback


# -- vendored assets ------------------------------------------------------------------------
def npm_cache() -> Path:
    """Where the npm tarballs are kept: ``$LUDO_NPM_CACHE``, else ``build/npm-cache``."""
    return Path(os.environ.get("LUDO_NPM_CACHE") or ROOT / "build" / "npm-cache")


def _npm_pack(spec: str, cache: Path, tgz: Path) -> None:
    """``npm pack spec`` into ``cache``; any failure ends the build with one French sentence
    (npm's own English output is not shown, nor a Python traceback)."""
    npm = shutil.which("npm")
    if npm is None:
        raise SystemExit(NPM_MISSING)
    failed = SystemExit(NPM_FAILED.format(spec=spec, cache=cache))
    try:
        subprocess.run(
            [
                npm,
                "pack",
                spec,
                "--silent",
                "--pack-destination",
                str(cache),
                "--fetch-retries=1",
                "--fetch-timeout=30000",
            ],
            check=True,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            timeout=300,
        )
    except (OSError, subprocess.SubprocessError):
        raise failed from None
    if not tgz.is_file():
        raise failed


def french_speaker_view(notes_js: str) -> str:
    """The speaker view of reveal.js's notes plugin with its words in French
    (:data:`SPEAKER_VIEW_FR`); fails when a piece to translate is missing."""
    for english, french in SPEAKER_VIEW_FR.items():
        if english not in notes_js:
            raise SystemExit(
                f"make slides : la vue de l'orateur n'a plus « {english} » à traduire."
            )
        notes_js = notes_js.replace(english, french)
    return notes_js


def vendor(dest: Path, cache: Path | None = None) -> Path:
    """Unpack reveal.js and require.js (from ``npm pack``) into ``dest``; return it."""
    cache = cache or npm_cache()
    cache.mkdir(parents=True, exist_ok=True)
    dest.mkdir(parents=True, exist_ok=True)
    for spec, keep in VENDOR.items():
        name, version = spec.rsplit("@", 1)
        tgz = cache / f"{name.replace('/', '-')}-{version}.tgz"
        if not tgz.exists():
            _npm_pack(spec, cache, tgz)
        target = dest / name
        if target.exists():
            shutil.rmtree(target)
        try:
            with tarfile.open(tgz) as tar:
                for member in tar.getmembers():
                    rel = member.name.split("/", 1)[1] if "/" in member.name else ""
                    if not member.isfile() or not any(rel == k or rel.startswith(k) for k in keep):
                        continue
                    out = target / rel
                    out.parent.mkdir(parents=True, exist_ok=True)
                    with tar.extractfile(member) as src, open(out, "wb") as dst:
                        shutil.copyfileobj(src, dst)
        except (tarfile.TarError, OSError):
            tgz.unlink(missing_ok=True)  # a broken download: fetched again next time
            raise SystemExit(NPM_FAILED.format(spec=spec, cache=cache)) from None
    # The theme imports web fonts from a CDN: drop the import (offline, the fallback fonts).
    for css in (dest / "reveal.js" / "dist" / "theme").glob("*.css"):
        text = css.read_text(encoding="utf-8")
        css.write_text(re.sub(r"@import url\([^)]*\);?", "", text), encoding="utf-8")
    notes = dest / "reveal.js" / "plugin" / "notes"
    (notes / "notes.esm.js").unlink(missing_ok=True)  # not loaded (require.js loads notes.js)
    js = notes / "notes.js"
    js.write_text(french_speaker_view(js.read_text(encoding="utf-8")), encoding="utf-8")
    return dest


#: Keys of a deck's ``metadata["ludo"]["talk"]`` shown on its title slide (and the options
#: of ``make slides`` that override them).
TALK_KEYS = ("venue", "date", "speaker")
FRENCH_MONTHS = (
    "janvier février mars avril mai juin juillet août septembre octobre novembre décembre"
).split()


def french_date(when: time.struct_time | None = None) -> str:
    """« 27 novembre 2026 »: the default date of a title slide (the build's day)."""
    when = when or time.localtime()
    return f"{when.tm_mday} {FRENCH_MONTHS[when.tm_mon - 1]} {when.tm_year}"


def _slide_type(cell) -> str:
    return cell.get("metadata", {}).get("slideshow", {}).get("slide_type", "-")


def slide_count(nb) -> int:
    """Number of slides of a deck: its cells that open a slide or a sub-slide."""
    return sum(_slide_type(c) in ("slide", "subslide") for c in nb.cells)


def talk_of(nb, overrides: dict | None = None) -> dict:
    """Venue, date and speaker of a deck: ``make slides`` options first, then the notebook's
    ``metadata["ludo"]["talk"]``; the date defaults to the build's day."""
    talk = dict(nb.metadata.get("ludo", {}).get("talk", {}))
    talk.update({k: v for k, v in (overrides or {}).items() if v})
    talk["date"] = talk.get("date") or french_date()
    return {k: str(talk.get(k, "")).strip() for k in TALK_KEYS}


def with_title_slide(nb, overrides: dict | None = None):
    """The deck with a title slide for the room in front of it.

    The notebook's first cell (``# Title``, a subtitle paragraph, then what the audience will
    learn) is split in two slides: the title with the subtitle, the venue, the date and the
    speaker; then « Au programme » with the rest and the number of slides, counted here.
    """
    import nbformat

    first = nb.cells[0]
    paragraphs = [p for p in first.source.strip().split("\n\n") if p.strip()]
    heading, rest = paragraphs[0], paragraphs[1:]
    if not heading.startswith("# "):
        raise SystemExit("La première cellule d'une présentation commence par « # Titre ».")
    subtitle, rest = (rest[0], rest[1:]) if rest else ("", [])
    talk = talk_of(nb, overrides)
    who = " · ".join(html.escape(talk[k]) for k in TALK_KEYS if talk[k])
    title = nbformat.v4.new_markdown_cell(
        f'{heading}\n\n{subtitle}\n\n<p class="ludo-talk">{who}</p>',
        metadata={"slideshow": {"slide_type": "slide"}},
    )
    first.source = "## Au programme\n\n" + "\n\n".join(rest)
    nb.cells.insert(0, title)
    count = slide_count(nb)
    first.source += f'\n\n<p class="ludo-count">{count} diapositives.</p>'
    return nb


#: What nbconvert writes as the alternative text of a picture that has none.
NO_ALT = "No description has been provided for this image"
#: Outside tags, scripts and styles: a text run of an exported page.
_TEXT_RUNS = re.compile(r"(<script\b.*?</script>|<style\b.*?</style>|<[^>]*>)", re.S | re.I)
#: A breakable space before « ? ! ; » or a colon, or after « « » / before « » »: French
#: typography keeps them with their word (a lone « ? » at the start of a line otherwise).
_BEFORE_SIGN = re.compile(r"[ \t\n]+([?!;»])")
_BEFORE_COLON = re.compile(r"[ \t\n]+(:)(?=[ \t\n]|$)")
_AFTER_QUOTE = re.compile(r"(«)[ \t\n]+")


def french_spaces(page: str) -> str:
    """``page`` with the spaces of French punctuation made non-breaking in its text (a thin
    one before ``? ! ;`` and ``»``, a normal one before ``:`` and after ``«``); tags,
    scripts and styles are left as they are."""
    parts = _TEXT_RUNS.split(page)
    for k in range(0, len(parts), 2):  # the text runs (the tags are at odd places)
        run = _BEFORE_SIGN.sub("\u202f\\1", parts[k])
        run = _BEFORE_COLON.sub("\u00a0\\1", run)
        parts[k] = _AFTER_QUOTE.sub("\\1\u00a0", run)
    return "".join(parts)


def export_slides(nb, title: str = "") -> str:
    """The deck as one reveal.js page: the vendored assets, no code, French spacing, its
    title as the page's title (the PDF's title once printed), in French (``lang="fr"``)."""
    exporter = _exporter(
        "slides",
        language_code="fr",
        reveal_url_prefix="vendor/reveal.js",
        require_js_url="vendor/requirejs/require.js",
        reveal_theme="simple",
        reveal_transition="none",
        reveal_number="c/t",
        exclude_input=True,
        exclude_input_prompt=True,
        exclude_output_prompt=True,
    )
    body, _ = exporter.from_notebook_node(nb)
    if title:
        body = re.sub(r"<title>.*?</title>", f"<title>{html.escape(title)}</title>", body, count=1)
    body = body.replace(f'alt="{NO_ALT}"', 'alt=""')  # nbconvert's English words, unread
    # two notes cells in a row make two <aside>s, and reveal.js shows the first only (speaker
    # view, printed notes): one aside per slide
    body = re.sub(r'</aside>\s*<aside class="notes">', "", body)
    return french_spaces(html_links(body))


def _size(path: Path) -> int:
    if path.is_file():
        return path.stat().st_size
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


def build_slides(out: Path, decks=DECKS, talk: dict | None = None) -> dict:
    """Execute and export the decks into ``out`` (with ``out/vendor``); return the figures.

    ``talk``: venue, date and speaker for the title slides (``make slides`` options), over
    each deck's metadata. The figures: ``pages`` {deck: page}, ``titles`` {deck: title},
    ``slides`` {deck: number of slides}, ``assets`` (bytes of reveal.js), ``seconds``."""
    start = time.perf_counter()
    out.mkdir(parents=True, exist_ok=True)
    vendor(out / "vendor")
    figures = {}

    def deck_of(rel: str):
        path = NOTEBOOKS / rel
        nb = with_title_slide(execute(path), talk)
        missing = keep_static_forms(nb)
        if missing:
            raise SystemExit(f"{rel} : widgets sans forme statique : {missing}")
        page = out / (path.stem + ".html")
        title = title_of(nb, path.stem)
        page.write_text(export_slides(nb, title), encoding="utf-8")
        return page, title, slide_count(nb)

    with ThreadPoolExecutor(max_workers=2) as pool:  # one kernel per deck, 2 cores
        built = dict(zip(decks, pool.map(deck_of, decks), strict=True))
    figures = {rel: page for rel, (page, _, _) in built.items()}
    seconds = time.perf_counter() - start
    assets = _size(out / "vendor")
    for page, _, count in built.values():
        print(
            f"diapos {page.name} : {count} diapositives, "
            f"{_size(page) / 1e6:.2f} Mo, avec reveal.js {(_size(page) + assets) / 1e6:.2f} Mo"
        )
    print(f"make slides : {len(figures)} présentations en {seconds:.1f} s")
    return {
        "seconds": seconds,
        "pages": figures,
        "titles": {rel: title for rel, (_, title, _) in built.items()},
        "slides": {rel: count for rel, (_, _, count) in built.items()},
        "assets": assets,
    }


# -- handout: each deck printed to PDF by chromium --------------------------------------
def _slide_walk():
    """tests/slide_walk.py (the offline chromium page shared with the slide tests)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location(
        "ludo_slide_walk", ROOT / "tests" / "slide_walk.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def pdf_pages(pdf: bytes) -> int:
    """Number of pages of a PDF written by chromium (its page objects)."""
    return len(re.findall(rb"/Type\s*/Page\b", pdf))


#: What the printed page (``?print-pdf``) counts: the slides (a step-by-step example printed
#: one slide per step) and the notes pages that follow them.
PRINT_COUNTS_JS = """() => ({
    slides: window.ludoReveal.getTotalSlides(),
    notes: document.querySelectorAll('.speaker-notes-pdf').length,
    players: document.querySelectorAll('.reveal .ludo-animation, .reveal .ludo-scrub-bar').length,
    strip_frames: document.querySelectorAll('.reveal .ludo-strip figure').length,
    local: Array.from(document.querySelectorAll('.reveal a[href]')).map(a => a.href)
        .filter(h => /^https?:\\/\\/(127\\.0\\.0\\.1|localhost)/.test(h)),
})"""


def pdf_title(pdf: bytes) -> str:
    """The ``/Title`` of a PDF's information dictionary (Chromium writes the page's
    ``<title>`` there, as text or as UTF-16 in hexadecimal); empty when there is none."""
    found = re.search(rb"/Title\s*(\((?:\\.|[^\\)])*\)|<[0-9A-Fa-f\s]*>)", pdf)
    if not found:
        return ""
    raw = found.group(1)
    if raw.startswith(b"<"):
        data = bytes.fromhex(re.sub(rb"\s", b"", raw[1:-1]).decode("ascii"))
    else:
        data = re.sub(rb"\\(.)", lambda m: m.group(1), raw[1:-1], flags=re.S)
    if data.startswith(b"\xfe\xff"):
        return data[2:].decode("utf-16-be")
    return data.decode("latin-1")


def print_deck(page, url: str) -> dict:
    """Print one deck served at ``url`` in a chromium ``page`` (Playwright), as reveal.js
    prints with ``?print-pdf`` after the deck's template prepared it for paper.

    Returns ``pdf`` (bytes), ``pages``, ``title`` (the page's), ``slides`` and ``notes``
    (the pages the PDF must have: one per slide, a step-by-step example one slide per step,
    and one per notes page), ``strip_frames`` (the frames of the animations' strips) and
    ``problems`` (French sentences, empty when the PDF is right: its pages, its title, no
    player button and no link to the local server left)."""
    page.goto(url + ("&" if "?" in url else "?") + "print-pdf")
    page.wait_for_selector(".reveal.ready", timeout=60_000)
    page.wait_for_function("() => Array.from(document.images).every(i => i.complete)")
    page.evaluate("ludoFitAll(window.ludoReveal)")
    counts = page.evaluate(PRINT_COUNTS_JS)
    title = page.title()
    pdf = page.pdf(prefer_css_page_size=True, print_background=True)
    found = {**counts, "pdf": pdf, "pages": pdf_pages(pdf), "title": title, "problems": []}
    wanted = counts["slides"] + counts["notes"]
    if found["pages"] != wanted:
        found["problems"].append(
            f"{found['pages']} pages pour {counts['slides']} diapositives et "
            f"{counts['notes']} pages de notes"
        )
    if counts["players"]:
        found["problems"].append(f"{counts['players']} boutons d'animation ou de pas-à-pas restés")
    if counts["local"] or b"127.0.0.1" in pdf:
        found["problems"].append(f"liens vers le serveur local : {counts['local']}")
    if not title or pdf_title(pdf) != title or title.endswith("slides"):
        found["problems"].append(f"titre du PDF « {pdf_title(pdf)} »")
    return found


def build_handout(slides: Path, out: Path | None = None) -> dict:
    """Each deck built in ``slides`` printed to ``out/<deck>.pdf`` (:func:`print_deck`),
    offline: the decks are served on 127.0.0.1 and every other request is refused.

    One slide per page, then its speaker notes (with their sources) on the next page; a
    step-by-step example one page per step; an animation as a strip of its numbered
    frames, without its buttons; no link to the temporary server; the deck's title as the
    PDF's. Fails when a PDF is not so. Returns {deck: pages}."""
    out = out or slides.parent / "handout"
    out.mkdir(parents=True, exist_ok=True)
    decks = sorted(slides.glob("*.html"))
    if not decks:
        raise SystemExit(f"Aucun diaporama dans {slides} : lancez d'abord `make slides`.")
    pages = {}
    with _slide_walk().offline_page(slides) as (page, base):
        for deck in decks:
            found = print_deck(page, base + deck.name)
            target = out / (deck.stem + ".pdf")
            target.write_bytes(found["pdf"])
            pages[deck.name] = found["pages"]
            print(
                f"polycopié {target.name} : {found['pages']} pages, {found['slides']} "
                f"diapositives et {found['notes']} pages de notes, "
                f"{len(found['pdf']) / 1e6:.1f} Mo"
            )
            if found["problems"]:
                raise SystemExit(f"{target.name} : " + " ; ".join(found["problems"]))
    return pages


INDEX_HEAD = """<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>ludo — les carnets</title>
<style>
body {{ font-family: "DejaVu Sans", sans-serif; max-width: 900px; margin: 2em auto; padding: 0 1em;
        line-height: 1.5; font-size: 17px; }}
h2 {{ margin-top: 1.6em; border-bottom: 1px solid #ccc; }}
li {{ margin: .3em 0; }}
small {{ color: #555; }}
</style></head><body>
<h1>ludo — les carnets, sans installation</h1>
<p>Chaque page est un carnet déjà exécuté, lisible hors ligne. Les outils interactifs y sont
figés : un pas-à-pas montre toutes ses étapes, un explorateur sa vue de départ avec son
explication, une partie son plateau. Pour cliquer et jouer, ouvrez les carnets avec Python
(<code>make lab</code> ou <code>make atelier</code>).</p>
<p><small>Construit le {date} en {seconds:.0f} s.</small></p>
"""

SECTION_NAMES = {
    "": "Bienvenue",
    "atacama": "Atacama",
    "barrage": "Barrage",
    "seismic": "Seismic",
    "eau": "Eau Cœur d'Essonne",
    PRESENTATIONS: "Présentations sur les réseaux d'eau",
}


#: A page of ``make site`` weighs at most this many bytes, unless listed in :data:`LARGE_PAGES`.
MAX_PAGE_BYTES = 5_000_000
#: Pages allowed above :data:`MAX_PAGE_BYTES`, with the reason (shown by ``make site``).
LARGE_PAGES = {
    "seismic/04_decompte_et_partie.html": (
        "une partie entière figée : chaque tour de la partie garde son image de plateau "
        "(la forme statique du pas-à-pas)"
    ),
    "atacama/03_variantes.html": (
        "deux parties entières figées (à quatre, puis le jeu avancé) : chaque coup garde son "
        "plateau en image vectorielle, environ 150 images (la forme statique des pas-à-pas)"
    ),
}


def page_sizes(out: Path) -> list[tuple[str, int, str]]:
    """Every HTML page of a built site, heaviest first: (path, bytes, why it may exceed
    :data:`MAX_PAGE_BYTES`: its reason in :data:`LARGE_PAGES`, « trop lourde » when unlisted,
    empty when under)."""
    rows = []
    for page in out.rglob("*.html"):
        if "vendor" in page.relative_to(out).parts:  # reveal.js's own pages
            continue
        rel = page.relative_to(out).as_posix()
        size = page.stat().st_size
        why = ""
        if size > MAX_PAGE_BYTES:
            why = LARGE_PAGES.get(rel, "trop lourde : à alléger ou à lister dans LARGE_PAGES")
        rows.append((rel, size, why))
    return sorted(rows, key=lambda r: -r[1])


_HREF = re.compile(r"""<a\s[^>]*href=["']([^"']+)["']""", re.IGNORECASE)


def dead_links(out: Path) -> list[str]:
    """Links of the built pages under ``out`` that lead nowhere offline: a relative link
    whose file is missing (an absolute web address or an in-page anchor is not followed).
    Each item: « page → link »."""
    dead = []
    for page in sorted(out.rglob("*.html")):
        if "vendor" in page.relative_to(out).parts:
            continue
        for href in _HREF.findall(page.read_text(encoding="utf-8")):
            if re.match(r"[A-Za-z][A-Za-z0-9+.-]*:", href) or href.startswith("#"):
                continue
            target = (page.parent / href.split("#", 1)[0].split("?", 1)[0]).resolve()
            if not target.is_file():
                dead.append(f"{page.relative_to(out).as_posix()} → {href}")
    return dead


def print_page_sizes(out: Path, label: str = "make site") -> list[str]:
    """Print each page's size (MB); return the pages over the limit that are not listed."""
    unlisted = []
    for rel, size, why in page_sizes(out):
        print(f"   {size / 1e6:6.2f} Mo  {rel}" + (f"  ({why})" if why else ""))
        if size > MAX_PAGE_BYTES and rel not in LARGE_PAGES:
            unlisted.append(rel)
    if unlisted:
        print(f"{label} : pages de plus de {MAX_PAGE_BYTES / 1e6:.0f} Mo non listées : {unlisted}")
    return unlisted


def build_site(out: Path, paths=None, with_slides: bool = True, jobs: int = 2) -> dict:
    """Every notebook executed and exported to ``out`` (same folders), plus ``index.html``."""
    start = time.perf_counter()
    out.mkdir(parents=True, exist_ok=True)
    entries: dict[str, list[tuple[str, str]]] = {}
    problems = {}

    def page_of(path: Path):
        rel = path.relative_to(NOTEBOOKS)
        t0 = time.perf_counter()
        nb = execute(path)
        issues = keep_static_forms(nb)
        page = out / rel.with_suffix(".html")
        page.parent.mkdir(parents=True, exist_ok=True)
        home = "../" * (len(rel.parts) - 1) + "index.html"
        text = export_html(nb, home=home)
        issues += placeholders(text)
        page.write_text(text, encoding="utf-8")
        print(f"  {rel} ({time.perf_counter() - t0:.1f} s)", flush=True)
        return rel, title_of(nb, rel.stem), issues

    # Two notebooks at a time: each runs in its own kernel process (2 cores).
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        results = list(pool.map(page_of, paths or notebooks()))
    for rel, title, issues in results:
        if issues:
            problems[str(rel)] = issues
        section = rel.parts[0] if len(rel.parts) > 1 else ""
        entries.setdefault(section, []).append((rel.with_suffix(".html").as_posix(), title))
    slides = None
    if with_slides:
        slides = build_slides(out / "slides")
    seconds = time.perf_counter() - start
    parts = [INDEX_HEAD.format(date=time.strftime("%d/%m/%Y"), seconds=seconds)]
    for section in sorted(
        entries, key=lambda s: list(SECTION_NAMES).index(s) if s in SECTION_NAMES else 99
    ):
        parts.append(f"<h2>{html.escape(SECTION_NAMES.get(section, section))}</h2><ul>")
        for href, title in entries[section]:
            parts.append(f"<li><a href='{html.escape(href)}'>{html.escape(title)}</a></li>")
        parts.append("</ul>")
    if slides:
        parts.append("<h2>Diaporamas (reveal.js, hors ligne)</h2><ul>")
        for rel, page in slides["pages"].items():
            parts.append(
                f"<li><a href='slides/{page.name}'>{html.escape(slides['titles'][rel])}</a>"
                " <small>(touche S : notes de l'orateur ; flèches : diapositive suivante)</small></li>"
            )
        parts.append("</ul>")
    parts.append("</body></html>")
    (out / "index.html").write_text("".join(parts), encoding="utf-8")
    size = _size(out)
    print_page_sizes(out)
    dead = dead_links(out) if paths is None else []
    if dead:
        problems["liens morts"] = dead
    print(
        f"make site : {sum(len(v) for v in entries.values())} carnets en {seconds:.1f} s, "
        f"{size / 1e6:.1f} Mo dans {out}"
    )
    if problems:
        raise SystemExit(f"Formes statiques manquantes ou texte de widget visible : {problems}")
    return {"seconds": seconds, "size": size, "entries": entries}


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("what", choices=("site", "slides", "handout"))
    parser.add_argument("--out", type=Path, default=None)
    for key, words in zip(TALK_KEYS, ("le lieu", "la date", "l'orateur"), strict=True):
        parser.add_argument(
            f"--{key}", default="", help=f"{words} (page de titre des diapositives)"
        )
    args = parser.parse_args(argv)
    talk = {k: getattr(args, k) for k in TALK_KEYS}
    if args.what == "slides":
        build_slides(args.out or ROOT / "site" / "slides", talk=talk)
    elif args.what == "handout":
        build_handout(args.out or ROOT / "site" / "slides")
    else:
        build_site(args.out or ROOT / "site")


if __name__ == "__main__":
    main()
