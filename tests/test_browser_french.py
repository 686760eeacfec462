"""What a workshop guest sees: every notebook rendered by Voilà, in French, without code,
readable from the back of the room.

One Voilà server serves the notebooks/ folder as ``make atelier`` does (its configuration
and its ``ludo`` template, without preheated kernels); its file list is scanned too, and
its loading message. One chromium page opens each notebook in turn, at a projector's
1280×800, waits for its cells, then:

1. scans the visible text (``document.body.innerText``: markdown, widget labels,
   explanation panels; figures' alt text and folded « Pour aller plus loin » sections are
   not read) for a list of forbidden words and identifiers: Python calls, command lines,
   option names, internal ids, English words and English decimals. Every hit is reported
   with its notebook and a few words around it;
2. checks the layout cheaply, at 1280×800 and again at 150 % zoom (the same page, the
   window unchanged: 853×533 CSS pixels drawn at 1.5 device pixels each, which is what a
   browser's zoom does): markdown prose at 18 px at least, no horizontal scrolling, the
   first board and the game's board (the last clickable drawing, or else the last
   picture) inside the page's width; and every laboratory (a widget output holding a
   picture and a control: explorers, calculators, steppers, games) seen whole on one
   screen once scrolled to its top — its picture, its first control and the beginning of
   its explanation (``.ludo-explanation``, or Eau's ``.eau-panel``) together;
3. keeps screenshots under ``test-artifacts/screens/`` (git-ignored): the screen showing
   the first board (``<notebook>-1280.png``, ``-150.png``), the one showing the game's
   board (``-jeu``), and each laboratory scrolled to its top (``-labo1``, ``-labo2`` …),
   at 1280×800 and at 150 %;
4. measures the pictures of the Atacama, Eau and Seismic notebooks
   (``tests/picture_checks.py``): none blurry at 150 %, Eau's tile catalogue within the
   screen, who plays what in Atacama's four-player replay legible and on screen.

One pass for all of this: a notebook's kernel starts once. Two pages take turns, so that
the next notebook's cells run while the last one is measured.
"""

from __future__ import annotations

import base64
import re
import time
from pathlib import Path

import pytest
from picture_checks import picture_problems

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
        r"Select items|Loading widget|Loading|Error|Warning|Click|Next|Previous|Reset|Once|Loop|Reflect)\b",
        "un mot anglais",
    ),
    (r"(?<![\w.])\d+\.\d+(?![\w.])", "un nombre décimal à l'anglaise (2.9 au lieu de 2,9)"),
    (
        r"\(rotation r\d\)|\br\d \(comme|\bmorceau m\d\b|\b[Ss]éisme \d,0\b|\(cases -?\d",
        "un code de Seismic que la table ne montre pas (rotation r3, morceau m2, séisme 3,0)",
    ),
]
COMPILED = [(re.compile(pattern), why) for pattern, why in FORBIDDEN]

# Web addresses are quoted as they are (sources of a figure).
URL = re.compile(r"\b[\w.-]+\.(?:com|org|fr|net|io)(?:/\S*)?")
# Version numbers keep their point (« WNTR 1.5 »).
VERSION = re.compile(r"\b(?:WNTR|Voilà|JupyterLab|Python) \d+(?:\.\d+)+")

# Leaks seen and not yet mended (notebook -> the exact words found). Strict both ways: a
# new leak fails, and so does a listed one that is gone (then remove it from this list).
KNOWN_LEFT: dict[str, set[str]] = {}

# Layout misfits seen and not yet mended (notebook -> the checks it fails, among LAYOUT_CHECKS).
# Strict both ways, like KNOWN_LEFT: a new misfit fails, and so does a mended one still listed.
KNOWN_LAYOUT: dict[str, set[str]] = {}

LAYOUT_CHECKS = {
    "font": "texte des paragraphes sous 18 px",
    "scroll-1280": "défilement horizontal à 1280×800",
    "scroll-150": "défilement horizontal à 150 %",
    "board-1280": "plateau plus large que la page à 1280×800",
    "board-150": "plateau plus large que la page à 150 %",
    "lab-1280": "laboratoire pas vu en entier sur un écran à 1280×800",
    "lab-150": "laboratoire pas vu en entier sur un écran à 150 %",
    "printed": "texte imprimé en caractères de machine, coupé n'importe où (print au lieu d'un panneau)",
    "tall-1280": "image plus haute que l'écran à 1280×800",
}
# A browser's 150 % zoom in a 1280×800 window: 853×533 CSS pixels, 1.5 device pixels each.
SCREENS = {"1280": (1280, 800, 1.0), "150": (853, 533, 1.5)}
SHOTS = ROOT / "test-artifacts" / "screens"

# Cells are shown when Voilà removes its spinner (#loading) and shows #rendered_cells.
DONE_JS = """
() => {
    const cells = document.getElementById('rendered_cells');
    return !document.getElementById('loading') && cells && cells.style.display !== 'none';
}
"""
TEXT_JS = "() => document.body.innerText"

# The layout, measured in the page. Voilà scrolls the notebook inside #rendered_cells, not
# the document: widths are those of that box. The smallest font of the markdown prose; the
# visible width and the scroll width (with the widest elements sticking out); the first
# board and the game's (pictures or clickable drawings at least 200 px wide: the first one;
# the last clickable one, or else the last one), marked for the zoomed pass, and where they
# lie.
LAYOUT_JS = """
() => {
    const root = document.documentElement;
    const cells = document.getElementById('rendered_cells') || root;
    const box = cells.getBoundingClientRect();
    const width = Math.min(cells.clientWidth, root.clientWidth);
    const scrollWidth = Math.max(
        cells.scrollWidth, root.scrollWidth - root.clientWidth + width);
    const visible = (el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0;
    };
    const prose = [...cells.querySelectorAll('.jp-RenderedMarkdown p, .jp-RenderedMarkdown li')]
        .filter(visible).map((el) => parseFloat(getComputedStyle(el).fontSize));
    const name = (el) => el.tagName.toLowerCase() +
        [...el.classList].slice(0, 3).map((c) => '.' + c).join('');
    const right = box.left + width + 1;
    const outside = [];
    if (scrollWidth > width + 1) {
        for (const el of cells.querySelectorAll('*')) {
            const r = el.getBoundingClientRect();
            const parent = el.parentElement;
            if (r.right > right && r.width > 0 && !(parent && parent !== cells &&
                    parent.getBoundingClientRect().right > right)) {
                outside.push(name(el) + ' (' + Math.round(r.right - box.left) + ' px)');
                if (outside.length >= 3) break;
            }
        }
    }
    if (!document.querySelector('[data-ludo-board]')) {
        const boards = [...cells.querySelectorAll('img, svg, .ludo-clickboard')].filter((el) =>
            (el.matches('.ludo-clickboard') || !el.closest('.ludo-clickboard')) &&
            el.getBoundingClientRect().width >= 200);
        // The game: the last clickable board, or else the last board.
        const clickable = boards.filter((el) => el.matches('.ludo-clickboard'));
        const game = clickable.length ? clickable[clickable.length - 1] : boards[boards.length - 1];
        if (boards.length) boards[0].setAttribute('data-ludo-board', 'first');
        if (game && game !== boards[0]) game.setAttribute('data-ludo-board', 'game');
    }
    const boards = [...document.querySelectorAll('[data-ludo-board]')].map((el) => {
        const r = el.getBoundingClientRect();
        return {which: el.getAttribute('data-ludo-board'), name: name(el),
                left: r.left - box.left, right: r.right - box.left};
    });
    // Printed output (a <pre> that breaks words anywhere), and pictures taller than the
    // screen (the guest scrolls through one picture).
    const printed = [...cells.querySelectorAll('.jp-OutputArea-output pre')].filter((el) =>
        visible(el) && getComputedStyle(el).wordBreak === 'break-all').length;
    const tall = [...cells.querySelectorAll('img, svg')].filter((el) =>
        !el.closest('.ludo-clickboard') && !(el.parentElement && el.parentElement.closest('svg')) &&
        el.getBoundingClientRect().height > window.innerHeight + 1)
        .map((el) => name(el) + ' (' + Math.round(el.getBoundingClientRect().height) + ' px)');
    return {
        printed: printed,
        tall: tall,
        width: width,
        scrollWidth: scrollWidth,
        outside: outside,
        smallestFont: prose.length ? Math.min(...prose) : null,
        boards: boards,
    };
}
"""
# The laboratories: each widget output holding a picture (at least 200 px wide, as above)
# and a control, once scrolled to its top. Positions are measured from the laboratory's
# top (the last one on a page cannot always be scrolled up to the top of the screen): its
# picture and its first control must lie whole within one screen, the beginning of its
# explanation too (its first 40 px, or all of it if shorter), and all three inside the
# page's width. Each laboratory is marked (data-ludo-lab) for its screenshot.
LABS_JS = """
() => {
    const cells = document.getElementById('rendered_cells') || document.documentElement;
    const width = Math.min(cells.clientWidth, document.documentElement.clientWidth);
    const left = cells.getBoundingClientRect().left;
    const height = window.innerHeight;
    const shown = (el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const labs = [];
    for (const out of cells.querySelectorAll('.jp-OutputArea-output')) {
        const root = out.querySelector('.jupyter-widgets');
        if (!root || out.parentElement.closest('.jp-OutputArea-output')) continue;
        const picture = [...out.querySelectorAll('img, svg, .ludo-clickboard')].find((el) =>
            (el.matches('.ludo-clickboard') || !el.closest('.ludo-clickboard')) &&
            !(el.parentElement && el.parentElement.closest('svg')) &&
            el.getBoundingClientRect().width >= 200);
        const control = [...out.querySelectorAll(
            'button, select, input, textarea, .widget-slider, .widget-toggle-buttons')]
            .find(shown);
        if (!picture || !control) continue;
        const explanation = [...out.querySelectorAll('.ludo-explanation, .eau-panel')]
            .find(shown);
        const top = root.getBoundingClientRect().top;
        const where = (el) => {
            const r = el.getBoundingClientRect();
            return {top: r.top - top, bottom: r.bottom - top,
                    left: r.left - left, right: r.right - left};
        };
        // A clickable board's box may be stretched to the height of a column beside it:
        // its drawing is its stack of layers.
        const p = where(picture.querySelector('.ludo-cb-stack') || picture), c = where(control);
        const e = explanation ? where(explanation) : null;
        const outside = [];
        const check = (what, r, bottom) => {
            if (r.top < -1 || bottom > height + 1)
                outside.push(`${what} de ${Math.round(r.top)} à ${Math.round(bottom)} px`);
            if (r.left < -1 || r.right > width + 1)
                outside.push(`${what} de ${Math.round(r.left)} à ${Math.round(r.right)} px en largeur`);
        };
        check('image', p, p.bottom);
        check('premier réglage', c, c.bottom);
        if (e) check('explication', e, Math.min(e.bottom, e.top + 40));
        else outside.push('pas de panneau d’explication');
        out.setAttribute('data-ludo-lab', String(labs.length + 1));
        labs.push({lab: labs.length + 1, height: height, outside: outside});
    }
    return labs;
}
"""
SHOW_LAB_JS = """
(n) => {
    const lab = document.querySelector(`[data-ludo-lab="${n}"]`);
    if (lab) lab.scrollIntoView({block: 'start'});
    return Boolean(lab);
}
"""
SHOW_BOARD_JS = """
(which) => {
    const board = document.querySelector(`[data-ludo-board="${which}"]`);
    if (board) board.scrollIntoView({block: 'start'});
    return Boolean(board);
}
"""


def scan(text: str) -> list[tuple[str, str]]:
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
        "Joueur 1 pose autoroute en 3,-2 (rotation r3).",
        "équipe sur le morceau m2 de la tuile",
        "Le séisme 3,0 a frappé le côté est",
        "Section (cases 3,-1 ; 4,-1) : 2 morceaux de route",
    ]
    for leak in leaks:
        assert scan(leak), f"le scanner laisse passer : {leak!r}"
    french = (
        "Le barrage 1U retient 2 gouttes ; en moyenne 2,9 séismes par partie. "
        "Cliquez sur une case turquoise, puis « Suivant ». Le séisme de magnitude 3 a frappé "
        "la tuile posée 2 cases au nord-est de San Andreas, tournée d'un tiers de tour."
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


def _layout_misfits(layout: dict, screen: str) -> dict[str, str]:
    """The LAYOUT_CHECKS failed by one measure (LAYOUT_JS) at one screen, with details."""
    misfits = {}
    width = layout["width"]
    if screen == "1280" and layout["smallestFont"] is not None and layout["smallestFont"] < 18:
        misfits["font"] = f"{layout['smallestFont']:g} px"
    if layout["scrollWidth"] > width + 1:
        misfits[f"scroll-{screen}"] = f"{layout['scrollWidth']} px pour {width} px : " + ", ".join(
            layout["outside"]
        )
    if layout.get("printed"):
        misfits["printed"] = f"{layout['printed']} bloc(s)"
    if screen == "1280" and layout.get("tall"):
        misfits["tall-1280"] = ", ".join(layout["tall"][:3])
    wide = [b for b in layout["boards"] if b["left"] < -1 or b["right"] > width + 1]
    if wide:
        misfits[f"board-{screen}"] = ", ".join(
            f"{b['name']} de {b['left']:.0f} à {b['right']:.0f} px pour {width} px" for b in wide
        )
    return misfits


def _lab_misfits(labs: list[dict], screen: str) -> dict[str, str]:
    """The laboratories not seen whole on one screen (LABS_JS), as one LAYOUT_CHECKS entry."""
    bad = [lab for lab in labs if lab["outside"]]
    if not bad:
        return {}
    return {
        f"lab-{screen}": " ; ".join(
            f"labo {lab['lab']} : " + ", ".join(lab["outside"]) + f" pour {lab['height']} px"
            for lab in bad
        )
    }


def _shoot(cdp, path: Path) -> None:
    # Through the same CDP session: Playwright's screenshot would reset the zoom.
    shot = cdp.send("Page.captureScreenshot", {"format": "png"})
    path.write_bytes(base64.b64decode(shot["data"]))


def _screens(page, cdp, name: str, pictures: list[str]) -> dict[str, str]:
    """Measure and photograph the notebook shown, at 1280×800 then at 150 % zoom; what is
    wrong with its pictures (tests/picture_checks.py) is added to ``pictures``."""
    stem = name.removesuffix(".ipynb").replace("/", "__")
    misfits: dict[str, str] = {}
    for screen, (width, height, scale) in SCREENS.items():
        cdp.send(
            "Emulation.setDeviceMetricsOverride",
            {"width": width, "height": height, "deviceScaleFactor": scale, "mobile": False},
        )
        if screen != "1280":
            page.wait_for_timeout(400)  # the widgets lay themselves out again
        misfits.update(_layout_misfits(page.evaluate(LAYOUT_JS), screen))
        labs = page.evaluate(LABS_JS)
        misfits.update(_lab_misfits(labs, screen))
        for which, suffix in (("first", ""), ("game", "-jeu")):
            if not page.evaluate(SHOW_BOARD_JS, which) and which == "game":
                continue
            page.wait_for_timeout(100)
            _shoot(cdp, SHOTS / f"{stem}-{screen}{suffix}.png")
        for lab in labs:
            page.evaluate(SHOW_LAB_JS, lab["lab"])
            page.wait_for_timeout(100)
            _shoot(cdp, SHOTS / f"{stem}-{screen}-labo{lab['lab']}.png")
        pictures += picture_problems(page, name, screen)  # last: it may scroll the page
    cdp.send(
        "Emulation.setDeviceMetricsOverride",
        {"width": 1280, "height": 800, "deviceScaleFactor": 1, "mobile": False},
    )
    return misfits


def test_layout_misfits_are_found():
    """The layout verdicts themselves: each check can fail, and a page that fits passes."""
    fits = {
        "width": 1265,
        "scrollWidth": 1265,
        "outside": [],
        "smallestFont": 18,
        "boards": [
            {"which": "first", "name": "img", "left": 12, "right": 900},
            {"which": "game", "name": "div.ludo-clickboard", "left": 12, "right": 600},
        ],
    }
    assert _layout_misfits(fits, "1280") == {}
    small = dict(fits, smallestFont=14)
    assert set(_layout_misfits(small, "1280")) == {"font"}
    assert _layout_misfits(small, "150") == {}  # the font is checked once, at 1280×800
    wide = dict(fits, width=838, scrollWidth=1100, outside=["img (1100 px)"])
    assert set(_layout_misfits(wide, "150")) == {"scroll-150", "board-150"}
    game = dict(fits["boards"][1], right=1400)  # the game's board sticks out alone
    assert set(_layout_misfits(dict(fits, boards=[fits["boards"][0], game]), "1280")) == {
        "board-1280"
    }
    printed = dict(fits, printed=2, tall=["img (1286 px)"])
    assert set(_layout_misfits(printed, "1280")) == {"printed", "tall-1280"}
    assert set(_layout_misfits(printed, "150")) == {"printed"}  # tall: checked at 1280×800
    assert set(LAYOUT_CHECKS) >= {key for found in KNOWN_LAYOUT.values() for key in found}


def test_lab_misfits_are_found():
    """A laboratory seen whole passes; one whose picture or explanation is off-screen fails."""
    seen = {"lab": 1, "height": 533, "outside": []}
    assert _lab_misfits([seen], "150") == {}
    cut = dict(seen, lab=2, outside=["explication de 612 à 652 px"])
    found = _lab_misfits([seen, cut], "150")
    assert set(found) == {"lab-150"} and "labo 2" in found["lab-150"]


def _strictly(found: dict[str, dict[str, str]], known: dict[str, set[str]], gone_hint: str):
    """New findings (not in ``known``) and listed ones that are gone, per notebook."""
    problems: dict[str, list[str]] = {}
    for name, hits in found.items():
        listed = known.get(name, set())
        new = [line for word, line in hits.items() if word not in listed]
        new += [f"« {word} » {gone_hint}" for word in sorted(listed - set(hits))]
        if new:
            problems[name] = new
    return problems


@pytest.mark.browser
def test_every_notebook_in_voila_is_french_and_fits_the_screen(voila_server, browser_page):
    base = voila_server(".", atelier=True)
    # Two pages of one window, taking turns: while one is read and photographed, the other
    # already loads the next notebook (its kernel runs the cells meanwhile).
    pages = [browser_page.page, browser_page.page.context.new_page()]
    pages[1].route("**/*", browser_page.only_loopback)
    pages[1].on("pageerror", lambda exc: browser_page.errors.append(str(exc)))
    cdps = []
    for page in pages:
        page.set_viewport_size({"width": 1280, "height": 800})
        cdps.append(page.context.new_cdp_session(page))
    SHOTS.mkdir(parents=True, exist_ok=True)

    def load(page, name: str) -> None:
        """Ask for a notebook and return at once (the answer comes as its cells run); a
        presentation as one page (?diapos=non), not slide by slide, so all of it is read."""
        page.goto(
            base + "voila/render/" + name + "?diapos=non", wait_until="commit", timeout=60_000
        )

    page = pages[0]
    page.goto(base, wait_until="domcontentloaded", timeout=60_000)
    page.wait_for_timeout(1500)
    found: dict[str, dict[str, str]] = {}
    found["(page d'accueil de Voilà)"] = dict(scan(page.evaluate(TEXT_JS)))
    layout: dict[str, dict[str, str]] = {}
    pictures: list[str] = []

    load(pages[0], NOTEBOOKS[0])
    for index, name in enumerate(NOTEBOOKS):
        page, cdp = pages[index % 2], cdps[index % 2]
        if index + 1 < len(NOTEBOOKS):
            load(pages[(index + 1) % 2], NOTEBOOKS[index + 1])
        try:
            page.wait_for_load_state("domcontentloaded", timeout=120_000)
            page.wait_for_function(DONE_JS, timeout=120_000, polling=250)
        except Exception:
            found[name] = {"": "le carnet ne s'affiche pas en 120 s"}
            continue
        found[name] = dict(scan(_settled_text(page)))
        layout[name] = _screens(page, cdp, name, pictures)
        if name == NOTEBOOKS[0]:
            # Voilà's loading message (« Executing 3 of 15 ») is in the page's script.
            loading = page.evaluate("() => String(window.update_loading_text || '')")
            found["(message de chargement de Voilà)"] = (
                {}
                if "Préparation du carnet" in loading and "Executing" not in loading
                else {"Executing": f"« Executing » (message anglais de Voilà) : {loading}"}
            )
    # Leave the last notebooks so that Voilà shuts their kernels down before the server stops.
    for page in pages:
        page.goto("about:blank")

    words = _strictly(found, KNOWN_LEFT, "n'apparaît plus : retirez-le de KNOWN_LEFT")
    fits = _strictly(
        {
            name: {key: f"{LAYOUT_CHECKS[key]} ({detail})" for key, detail in misfits.items()}
            for name, misfits in layout.items()
        },
        KNOWN_LAYOUT,
        "est réparé : retirez-le de KNOWN_LAYOUT",
    )

    def report(problems):
        return "\n".join(
            f"{name} :\n" + "\n".join("    " + hit for hit in hits)
            for name, hits in problems.items()
        )

    assert not words and not fits and not pictures, (
        (
            ("Images à reprendre :\n" + "\n".join("    " + p for p in pictures) + "\n")
            if pictures
            else ""
        )
        + ("Texte à ne pas montrer à un participant :\n" + report(words) + "\n" if words else "")
        + ("Mise en page à reprendre (captures : test-artifacts/screens/) :\n" + report(fits))
    )


def test_picture_problems_are_found():
    """The pictures' verdicts themselves (tests/picture_checks.py), on what a page would
    answer: a picture stretched past its pixels at 150 % is blurry, Eau's catalogue taller
    than the screen and Atacama's roles in small type are reported; sharp ones pass."""
    from picture_checks import IMAGES_LOADED_JS, PICTURES_JS, ROLES_JS

    class Page:
        def __init__(self, answers):
            self.answers = answers

        def wait_for_function(self, script, **_options):
            assert script == IMAGES_LOADED_JS

        def evaluate(self, script):
            return self.answers[script]

    sharp = {"natural": 1200, "shown": 1200.0, "alt": "ludo-board"}
    blurry = {"natural": 600, "shown": 900.0, "alt": "ludo-board"}
    assert picture_problems(Page({PICTURES_JS: [sharp]}), "seismic/01_x.ipynb", "150") == []
    found = picture_problems(Page({PICTURES_JS: [sharp, blurry]}), "eau/02_x.ipynb", "150")
    assert len(found) == 1 and "600 px affichée sur 900 px" in found[0]
    # measured at 150 % only, and only in the three games' notebooks
    assert picture_problems(Page({}), "eau/02_x.ipynb", "1280") == []
    assert picture_problems(Page({}), "barrage/02_x.ipynb", "150") == []
    tall = Page({PICTURES_JS: [], "catalogue": 600})
    tall.evaluate = lambda script: [] if script == PICTURES_JS else 600
    assert "catalogue" in picture_problems(tall, "eau/01_x.ipynb", "150")[0]
    box = {"top": 0, "bottom": 500, "left": 0, "right": 800}
    roles = {"lines": 4, "smallest": 12, "roles": box, "picture": box, "height": 533, "width": 853}
    small = picture_problems(Page({PICTURES_JS: [], ROLES_JS: roles}), "atacama/03_x.ipynb", "150")
    assert small and "12" in small[0]
    legible = dict(roles, smallest=14)
    assert picture_problems(Page({ROLES_JS: legible}), "atacama/03_x.ipynb", "1280") == []
