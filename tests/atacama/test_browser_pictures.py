"""Atacama, Eau and Seismic pictures in Voilà, measured as a guest sees them (issue 12).

One Voilà server as `make atelier`; every notebook of the three games is opened in a browser
zoomed to 150 % (853×533 CSS pixels at 1.5 device pixels each, a 1280×800 projector):

- no picture is shown larger than its own pixels (a PNG stretched by the zoom is blurry):
  its width on screen, in device pixels, stays within its natural width;
- Eau 01's tile catalogue fits the screen's height;
- Atacama 03's four-player replay says who plays what in type of 14 CSS px at least, on
  screen with its picture, at 1280×800 and at 150 %.

Screenshots: test-artifacts/pictures-<game>__<notebook>-150.png (and -1280 for Atacama 03).
"""

from __future__ import annotations

import base64
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SHOTS = ROOT / "test-artifacts"
NOTEBOOKS = sorted(
    str(p.relative_to(ROOT / "notebooks"))
    for game in ("atacama", "eau", "seismic")
    for p in (ROOT / "notebooks" / game).glob("*.ipynb")
)
DONE_JS = """
() => {
    const cells = document.getElementById('rendered_cells');
    return !document.getElementById('loading') && cells && cells.style.display !== 'none'
        && !document.body.innerText.includes('Loading widget');
}
"""
#: Every bitmap picture shown (at least 100 CSS px wide; SVG pictures are left out): its
#: natural width and its width on screen in device pixels.
PICTURES_JS = """
async () => {
    const found = [];
    for (const img of document.querySelectorAll('#rendered_cells img')) {
        const box = img.getBoundingClientRect();
        if (!img.naturalWidth || box.width < 100) continue;
        const src = img.currentSrc || img.src;
        let type = '?';
        try {
            type = src.startsWith('data:') ? src.slice(5, src.indexOf(';'))
                : (await (await fetch(src)).blob()).type;
        } catch (e) {}
        if (type.includes('svg')) continue;  // drawn afresh at every size: always sharp
        found.push({
            natural: img.naturalWidth,
            shown: box.width * window.devicePixelRatio,
            alt: (img.closest('[class*=ludo], [class*=eau]') || img).className.toString()
                .split(' ').filter(c => c.startsWith('ludo') || c.startsWith('eau')).join(' '),
        });
    }
    return found;
}
"""
ROLES_JS = """
() => {
    const roles = [...document.querySelectorAll('.ludo-stepper .ludo-roles')]
        .filter(el => el.getBoundingClientRect().width > 0);
    if (!roles.length) return null;
    const el = roles[0];
    const stepper = el.closest('.ludo-stepper');
    const picture = stepper.querySelector('.ludo-stepper-image');
    stepper.scrollIntoView({block: 'start'});
    const box = (e) => { const r = e.getBoundingClientRect();
        return {top: r.top, bottom: r.bottom, left: r.left, right: r.right}; };
    const sizes = [...el.querySelectorAll('div')].map(d => parseFloat(getComputedStyle(d).fontSize));
    return {lines: sizes.length, smallest: Math.min(...sizes), roles: box(el),
            picture: box(picture), height: window.innerHeight, width: window.innerWidth};
}
"""
SCREENS = {"1280": (1280, 800, 1.0), "150": (853, 533, 1.5)}


def _screen(cdp, page, name: str) -> None:
    width, height, scale = SCREENS[name]
    cdp.send(
        "Emulation.setDeviceMetricsOverride",
        {"width": width, "height": height, "deviceScaleFactor": scale, "mobile": False},
    )
    page.wait_for_timeout(500)  # the widgets lay themselves out again


def _shoot(cdp, path: Path) -> None:
    shot = cdp.send("Page.captureScreenshot", {"format": "png"})
    path.write_bytes(base64.b64decode(shot["data"]))


@pytest.mark.browser
def test_pictures_are_sharp_and_legible_at_150_percent(voila_server, browser_page):
    base = voila_server(".", atelier=True)
    page = browser_page.page
    cdp = page.context.new_cdp_session(page)
    SHOTS.mkdir(parents=True, exist_ok=True)
    blurry, problems = [], []
    for name in NOTEBOOKS:
        stem = name.removesuffix(".ipynb").replace("/", "__")
        _screen(cdp, page, "1280")
        page.goto(base + "voila/render/" + name, wait_until="domcontentloaded", timeout=60_000)
        page.wait_for_function(DONE_JS, timeout=120_000, polling=250)
        page.wait_for_timeout(1500)  # pictures decoded, widgets drawn
        if name.startswith("atacama/03"):
            roles = page.evaluate(ROLES_JS)
            _shoot(cdp, SHOTS / f"pictures-{stem}-1280.png")
            problems += _roles_problems(roles, "1280")
        _screen(cdp, page, "150")
        for picture in page.evaluate(PICTURES_JS):
            if picture["shown"] > picture["natural"] * 1.02:
                blurry.append(
                    f"{name} ({picture['alt']}) : {picture['natural']} px affichée sur "
                    f"{picture['shown']:.0f} px"
                )
        if name.startswith("atacama/03"):
            problems += _roles_problems(page.evaluate(ROLES_JS), "150")
        if name.startswith("eau/01"):
            problems += _catalogue_problems(page)
        _shoot(cdp, SHOTS / f"pictures-{stem}-150.png")
    page.goto("about:blank")
    blurry = [f"image floue (agrandie au-delà de ses pixels) : {b}" for b in blurry]
    assert blurry + problems == [], "\n".join(blurry + problems)


def _roles_problems(roles, screen: str) -> list[str]:
    if roles is None:
        return [f"atacama/03 ({screen}) : la partie à quatre ne dit pas qui joue quoi"]
    found = []
    if roles["lines"] != 4 or roles["smallest"] < 14:
        found.append(f"atacama/03 ({screen}) : rôles en {roles['smallest']} px ({roles})")
    for what in ("roles", "picture"):
        box = roles[what]
        if box["bottom"] > roles["height"] + 1 or box["right"] > roles["width"] + 1:
            found.append(f"atacama/03 ({screen}) : {what} hors de l'écran ({roles})")
    return found


def _catalogue_problems(page) -> list[str]:
    height = page.evaluate(
        """() => { const imgs = [...document.querySelectorAll('#rendered_cells img')];
        const cat = imgs.find(i => i.naturalWidth > 1500);
        return cat ? cat.getBoundingClientRect().height : null; }"""
    )
    if height is None or height > 533 - 40:
        return [f"eau/01 : le catalogue fait {height} px de haut pour 533 px d'écran"]
    return []
