"""A live P = ρ · g · Q · H · η calculator for a deck, in plain HTML and JavaScript.

The exported slide show has no kernel: two range inputs (flow in L/s, head in m) and a
few lines of JavaScript recompute the power as the audience moves them. The constants
and the formula are Barrage's (:func:`ludo.barrage.hydro.power_mw`: ρ = 1000 kg/m³,
g = 9.81 m/s²); the page's JavaScript is written from them here, and a browser test
checks that the number it shows equals :func:`power_kw` for the same input.

The efficiency :data:`EFFICIENCY` is the low end of the 0.75–0.95 range of overall
efficiencies (Engineering Toolbox, « Hydropower »), the one of a small machine.
"""

from __future__ import annotations

import html
import itertools

from ..barrage.hydro import RHO, G, power_mw

EFFICIENCY = 0.75
#: Slider ranges: (minimum, maximum, step, start), flow in L/s and head in m.
FLOW_RANGE = (1, 100, 1, 10)
HEAD_RANGE = (1, 100, 1, 10)

_ids = itertools.count(1)


def power_kw(flow_lps: float, head_m: float, efficiency: float = EFFICIENCY) -> float:
    """Power (kW) of ``flow_lps`` litres per second falling ``head_m`` metres.

    >>> round(power_kw(10, 10), 3)
    0.736
    """
    return power_mw(flow_lps / 1000, head_m, efficiency) * 1000


def power_text(flow_lps: float, head_m: float, efficiency: float = EFFICIENCY) -> str:
    """:func:`power_kw` as the calculator writes it: two decimals, a decimal comma."""
    return f"{power_kw(flow_lps, head_m, efficiency):.2f}".replace(".", ",")


def calculator_html(
    flow: float | None = None,
    head: float | None = None,
    efficiency: float = EFFICIENCY,
    labels: dict | None = None,
) -> str:
    """The calculator: two sliders and the power, recomputed in the page (no kernel).

    ``flow`` (L/s) and ``head`` (m) are the starting values (default: the middle of
    :data:`FLOW_RANGE` and :data:`HEAD_RANGE`); ``labels`` the French texts
    (``flow``, ``head``, ``power``, ``formula``), from the caller's messages.
    """
    from . import messages as msg

    texts = {**msg.TURBINE_LABELS, **(labels or {})}
    flow = FLOW_RANGE[3] if flow is None else flow
    head = HEAD_RANGE[3] if head is None else head
    uid = f"ludo-turbine-{next(_ids)}"
    script = (
        "(function(){"
        f"var root=document.getElementById('{uid}');"
        "var q=root.querySelector('input.ludo-flow'),h=root.querySelector('input.ludo-head');"
        "function show(){"
        "root.querySelector('.ludo-flow-value').textContent=q.value;"
        "root.querySelector('.ludo-head-value').textContent=h.value;"
        f"var p={RHO!r}*{G!r}*(Number(q.value)/1000)*Number(h.value)*{efficiency!r}/1000;"
        "root.querySelector('.ludo-power').textContent=p.toFixed(2).replace('.',',');}"
        "q.addEventListener('input',show);h.addEventListener('input',show);show();"
        "})();"
    )

    def slider(kind: str, label: str, unit: str, rng: tuple, value: float) -> str:
        lo, hi, step, _ = rng
        return (
            f'<label style="display:block;margin:.4em 0">{html.escape(label)} : '
            f'<b><span class="ludo-{kind}-value">{value:g}</span> {unit}</b><br>'
            f'<input type="range" class="ludo-{kind}" min="{lo}" max="{hi}" step="{step}" '
            f'value="{value:g}" style="width:80%;height:1.5em" aria-label="{html.escape(label)}"></label>'
        )

    return (
        f'<div id="{uid}" class="ludo-turbine" style="font-size:30px;line-height:1.4">'
        f"<p>{html.escape(texts['formula'].format(eta=str(efficiency).replace('.', ',')))}</p>"
        + slider("flow", texts["flow"], "L/s", FLOW_RANGE, flow)
        + slider("head", texts["head"], "m", HEAD_RANGE, head)
        + f'<p style="font-size:40px">{html.escape(texts["power"])} : '
        f'<b><span class="ludo-power">{power_text(flow, head, efficiency)}</span> kW</b></p>'
        f"<script>{script}</script></div>"
    )
