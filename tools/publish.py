"""Build the static site and the slide decks, offline (``make site``, ``make slides``).

    python tools/publish.py site   [--out site]        every notebook → HTML + a French index
    python tools/publish.py slides [--out site/slides] the decks → reveal.js, assets vendored

Notebooks are executed with ``LUDO_STATIC_FORMS=all`` so that every ludo widget adds its
full static HTML form (every step of a Stepper) to its output; the export then keeps that
form instead of the live widget view, and loads nothing from the network: no widget
manager, no MathJax, no mermaid, no CDN. reveal.js and require.js are vendored at build
time from the npm registry (``npm pack``, versions in :data:`VENDOR`), into
``<out>/vendor``.

Nothing here is imported by the library; the tests import it by path.
"""

from __future__ import annotations

import argparse
import html
import os
import re
import shutil
import subprocess
import sys
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
    return body


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
def vendor(dest: Path, cache: Path | None = None) -> Path:
    """Unpack reveal.js and require.js (from ``npm pack``) into ``dest``; return it."""
    cache = cache or ROOT / "build" / "npm-cache"
    cache.mkdir(parents=True, exist_ok=True)
    dest.mkdir(parents=True, exist_ok=True)
    for spec, keep in VENDOR.items():
        name, version = spec.rsplit("@", 1)
        tgz = cache / f"{name.replace('/', '-')}-{version}.tgz"
        if not tgz.exists():
            npm = shutil.which("npm")
            if npm is None:
                sys.exit(
                    "npm est introuvable : il faut npm pour récupérer reveal.js (apt-get install npm)."
                )
            subprocess.run(
                [npm, "pack", spec, "--silent", "--pack-destination", str(cache)],
                check=True,
                stdout=subprocess.DEVNULL,
            )
        target = dest / name
        if target.exists():
            shutil.rmtree(target)
        with tarfile.open(tgz) as tar:
            for member in tar.getmembers():
                rel = member.name.split("/", 1)[1] if "/" in member.name else ""
                if not member.isfile() or not any(rel == k or rel.startswith(k) for k in keep):
                    continue
                out = target / rel
                out.parent.mkdir(parents=True, exist_ok=True)
                with tar.extractfile(member) as src, open(out, "wb") as dst:
                    shutil.copyfileobj(src, dst)
    # The theme imports web fonts from a CDN: drop the import (offline, the fallback fonts).
    for css in (dest / "reveal.js" / "dist" / "theme").glob("*.css"):
        text = css.read_text(encoding="utf-8")
        css.write_text(re.sub(r"@import url\([^)]*\);?", "", text), encoding="utf-8")
    return dest


def export_slides(nb) -> str:
    exporter = _exporter(
        "slides",
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
    return body


def _size(path: Path) -> int:
    if path.is_file():
        return path.stat().st_size
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


def build_slides(out: Path, decks=DECKS) -> dict:
    """Execute and export the decks into ``out`` (with ``out/vendor``); return the figures."""
    start = time.perf_counter()
    out.mkdir(parents=True, exist_ok=True)
    vendor(out / "vendor")
    figures = {}

    def deck_of(rel: str) -> Path:
        path = NOTEBOOKS / rel
        nb = execute(path)
        missing = keep_static_forms(nb)
        if missing:
            raise SystemExit(f"{rel} : widgets sans forme statique : {missing}")
        page = out / (path.stem + ".html")
        page.write_text(export_slides(nb), encoding="utf-8")
        return page

    with ThreadPoolExecutor(max_workers=2) as pool:  # one kernel per deck, 2 cores
        figures = dict(zip(decks, pool.map(deck_of, decks), strict=True))
    seconds = time.perf_counter() - start
    assets = _size(out / "vendor")
    for page in figures.values():
        print(
            f"diapos {page.name} : "
            f"{_size(page) / 1e6:.2f} Mo, avec reveal.js {(_size(page) + assets) / 1e6:.2f} Mo"
        )
    print(f"make slides : {len(figures)} présentations en {seconds:.1f} s")
    return {"seconds": seconds, "pages": figures, "assets": assets}


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
                f"<li><a href='slides/{page.name}'>{html.escape(Path(rel).stem.replace('_', ' '))}</a>"
                " <small>(touche S : notes de l'orateur ; flèches : diapositive suivante)</small></li>"
            )
        parts.append("</ul>")
    parts.append("</body></html>")
    (out / "index.html").write_text("".join(parts), encoding="utf-8")
    size = _size(out)
    print(
        f"make site : {sum(len(v) for v in entries.values())} carnets en {seconds:.1f} s, "
        f"{size / 1e6:.1f} Mo dans {out}"
    )
    if problems:
        raise SystemExit(f"Formes statiques manquantes ou texte de widget visible : {problems}")
    return {"seconds": seconds, "size": size, "entries": entries}


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("what", choices=("site", "slides"))
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args(argv)
    if args.what == "slides":
        build_slides(args.out or ROOT / "site" / "slides")
    else:
        build_site(args.out or ROOT / "site")


if __name__ == "__main__":
    main()
