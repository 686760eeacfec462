"""Atacama, Eau and Seismic pictures measured as a guest sees them (issue 12), read by the
one pass of every notebook in Voilà (tests/test_browser_french.py) at each of its screens:

- at 150 % (853×533 CSS pixels at 1.5 device pixels each, a 1280×800 projector) no bitmap
  picture is shown larger than its own pixels (a PNG stretched by the zoom is blurry): its
  width on screen, in device pixels, stays within its natural width;
- Eau 01's tile catalogue fits the screen's height at 150 %;
- Atacama 03's four-player replay says who plays what in type of 14 CSS px at least, on
  screen with its picture, at 1280×800 and at 150 %.
"""

from __future__ import annotations

#: The notebooks whose pictures are measured.
GAMES = ("atacama/", "eau/", "seismic/")

#: Every picture of the cells loaded and decoded (one not yet loaded has no natural width).
IMAGES_LOADED_JS = """
() => [...document.querySelectorAll('#rendered_cells img')].every(i => i.complete)
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


def picture_problems(page, name: str, screen: str) -> list[str]:
    """What is wrong with the pictures of notebook ``name`` shown on ``page`` at ``screen``
    (« 1280 » or « 150 »); an empty list when all is well or the notebook is not measured."""
    if not name.startswith(GAMES):
        return []
    problems = []
    if screen == "150":
        page.wait_for_function(IMAGES_LOADED_JS, timeout=30_000, polling=250)
        for picture in page.evaluate(PICTURES_JS):
            if picture["shown"] > picture["natural"] * 1.02:
                problems.append(
                    f"image floue (agrandie au-delà de ses pixels) : {name} ({picture['alt']}) : "
                    f"{picture['natural']} px affichée sur {picture['shown']:.0f} px"
                )
        if name.startswith("eau/01"):
            problems += _catalogue_problems(page)
    if name.startswith("atacama/03"):
        problems += _roles_problems(page.evaluate(ROLES_JS), screen)
    return problems


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
