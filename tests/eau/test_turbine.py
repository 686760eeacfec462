"""The live P = ρ g Q H η calculator of the deck « La vraie hydraulique » (ludo.eau.turbine)."""

from __future__ import annotations

import re

import pytest

from ludo.barrage import hydro
from ludo.eau import turbine

#: Slider positions to try: (flow L/s, head m); none falls on a rounding tie.
MOVES = ((37, 58), (100, 1), (1, 100), (63, 87))


def test_the_calculator_uses_barrage_s_formula():
    for q, h in MOVES:
        assert turbine.power_kw(q, h) == pytest.approx(
            hydro.power_mw(q / 1000, h, turbine.EFFICIENCY) * 1000
        )
    assert turbine.power_text(37, 58) == "15,79"  # 1000 × 9.81 × 0.037 × 58 × 0.75 / 1000


def test_the_page_starts_at_the_given_values_with_the_library_s_power():
    page = turbine.calculator_html(flow=12, head=34)
    assert 'class="ludo-flow" min="1" max="100" step="1" value="12"' in page
    assert 'class="ludo-head" min="1" max="100" step="1" value="34"' in page
    shown = re.search(r'class="ludo-power">([^<]*)<', page).group(1)
    assert shown == turbine.power_text(12, 34)
    # the script's constants are the library's
    assert f"{hydro.RHO!r}*{hydro.G!r}*" in page and f"*{turbine.EFFICIENCY!r}/1000" in page


def move_and_read(page, root: str, flow: int, head: int) -> str:
    """Move both sliders of the calculator ``root`` (a CSS selector) as a hand would
    (value, then an ``input`` event) and return the power the page then shows."""
    page.evaluate(
        """([root, q, h]) => {
            const box = document.querySelector(root);
            for (const [cls, v] of [['input.ludo-flow', q], ['input.ludo-head', h]]) {
                const s = box.querySelector(cls);
                s.value = String(v);
                s.dispatchEvent(new Event('input', {bubbles: true}));
            }
        }""",
        [root, flow, head],
    )
    return page.locator(f"{root} .ludo-power").inner_text()


@pytest.mark.browser
def test_moving_the_sliders_shows_the_library_s_power(tmp_path, static_server, browser_page):
    (tmp_path / "index.html").write_text(
        "<!DOCTYPE html><html lang='fr'><meta charset='utf-8'><body>"
        + turbine.calculator_html()
        + "</body></html>",
        encoding="utf-8",
    )
    page = browser_page.page
    page.goto(static_server(tmp_path) + "index.html")
    for q, h in MOVES:
        assert move_and_read(page, ".ludo-turbine", q, h) == turbine.power_text(q, h), (q, h)
    assert page.locator(".ludo-turbine .ludo-flow-value").inner_text() == str(MOVES[-1][0])
    assert not browser_page.errors, browser_page.errors
