"""The presentation's figures and the Automa's placement, both drawn on the river map."""

from __future__ import annotations

from matplotlib.figure import Figure
from matplotlib.patches import Rectangle

from ...viz import PALETTE, apply_style, new_figure
from ...viz.animation import png_animation_html
from .. import hydro
from .. import messages as msg
from ..automa import messages as amsg
from ..map import spot_name
from .canvas import DPI
from .map import draw_board, flow_frames, painter, positions


def plants_figure():
    """Power of the real plants quoted (MW), with Grand'Maison's head and published flow."""
    fig, ax = new_figure(10, 4.2)
    names = [p.name for p in hydro.PLANTS][::-1]
    powers = [p.power for p in hydro.PLANTS][::-1]
    bars = ax.barh(names, powers, color=PALETTE["blue"])
    for bar, power in zip(bars, powers, strict=True):
        ax.text(
            power + 20,
            bar.get_y() + bar.get_height() / 2,
            f"{power:.0f} MW",
            va="center",
            fontsize=17,
        )
    ax.set_xlabel("Puissance maximale (MW)", fontsize=16)
    ax.tick_params(labelsize=16)
    ax.set_xlim(0, max(powers) * 1.25)
    g = hydro.grand_maison()
    ax.set_title(
        f"Grand'Maison : {g['head']:.0f} m de chute, {g['design_flow']:.0f} m³/s à pleine "
        "puissance",
        fontsize=17,
    )
    fig.tight_layout()
    return fig


def cascade_figure():
    """The Ain chain as a staircase: five plants in series on the Ain's own water, and the
    Oignin, a tributary, whose Charmines dam feeds the Moux plant, which discharges into the
    Ain (:data:`ludo.barrage.hydro.AIN_TRIBUTARY`)."""
    fig, ax = new_figure(10, 4.6)
    names = hydro.AIN_CASCADE
    side = hydro.AIN_TRIBUTARY
    n = len(names)
    for i, name in enumerate(names):
        top = n - i + 0.5
        ax.add_patch(Rectangle((i, 0), 0.25, top, color=PALETTE["grey"]))
        ax.fill_between([i - 0.75 if i else -0.2, i], top - 0.35, top, color=PALETTE["sky"])
        ax.text(
            i - 0.35,
            top - 0.75,
            name,
            ha="center",
            fontsize=17,
            bbox={"fc": "white", "ec": "none", "alpha": 0.85, "pad": 1},
            zorder=5,
        )
        ax.annotate(
            "",
            xy=(i + 0.9, top - 1 + 0.05),
            xytext=(i + 0.3, top - 0.4),
            arrowprops={"arrowstyle": "->", "color": PALETTE["blue"], "lw": 2.5},
        )
    # the tributary: it reaches the Ain below the plant it joins after
    k = names.index(side["joins_after"])
    ax.annotate(
        "",
        xy=(k + 0.95, n - k - 0.6),
        xytext=(k + 0.6, -0.3),
        arrowprops={"arrowstyle": "->", "color": PALETTE["green"], "lw": 2.5},
    )
    ax.text(
        k + 0.6,
        -0.75,
        f"{side['river']} : barrage de {side['dam']} → centrale de {side['plant']}",
        ha="center",
        fontsize=16,
        color=PALETTE["green"],
    )
    ax.set_xlim(-1.0, n + 0.2)
    ax.set_ylim(-1.1, n + 1.0)
    ax.set_axis_off()
    ax.set_title(
        f"L'Ain : {n} centrales en série sur la même eau, plus l'{side['river']} "
        "(schéma, hauteurs non à l'échelle)",
        fontsize=17,
    )
    return fig


def model_figure():
    """Barrage's map: a Base costs more up the mountain, and conduits there are worth more."""
    apply_style()
    fig = Figure(figsize=(10, 3.8), dpi=80)
    left, right = fig.subplots(1, 2)
    costs = hydro.base_cost_by_area()
    values = hydro.conduit_values_by_area()
    labels = [msg.AREA_PLURAL[a] for a in hydro.AREAS]
    left.bar(labels, [costs[a] for a in hydro.AREAS], color=PALETTE["orange"])
    left.set_title("Coût d'une Base (excavatrices)", fontsize=17)
    for x, a in enumerate(hydro.AREAS):
        left.text(x, costs[a] + 0.1, str(costs[a]), ha="center", fontsize=16)
    means = [sum(values[a]) / len(values[a]) for a in hydro.AREAS]
    right.bar(labels, means, color=PALETTE["blue"], alpha=0.6)
    for x, a in enumerate(hydro.AREAS):
        right.plot([x] * len(values[a]), values[a], "o", color=PALETTE["black"], alpha=0.6)
    right.set_title("Valeur des conduites qui en partent", fontsize=17)
    right.set_ylabel("valeur (moyenne, et chaque conduite)", fontsize=15)
    for ax in (left, right):
        ax.set_ylim(0, 6)
        ax.tick_params(labelsize=16)
    fig.tight_layout()
    return fig


def flow_animation_html(board, headstreams: dict, per: str = "drop", interval: int = 1200):
    """The flow of ``headstreams`` on ``board`` as a JavaScript animation, and its texts.

    Returns ``(html, texts)``: the player (plays without a kernel) and the French
    explanation of each frame, from the river engine's events.
    """
    _, events = board.flow(headstreams)
    frames, texts = flow_frames(board, events, per=per)
    return png_animation_html(frames, interval=interval, width=7.5), texts


def _automa_kind_name(kind: str) -> str:
    return str(msg.KIND_NAMES[kind])


def placement_figure(board, placement, step: int | None = None, dpi: int = 80):
    """The map with the candidates of a placement in orange and the chosen spot in green.

    ``step``: show the candidates left after that many steps (0: every candidate; None:
    the end, only the chosen spot stays orange)."""
    spots, title = automa_spots_and_title(placement, step)
    fig = draw_board(board, highlight_nodes=spots, title=title, dpi=dpi)
    _automa_mark(fig.axes[0], placement.spot)
    return fig


def placement_png(board, placement, step: int | None = None, dpi: int = DPI) -> bytes:
    """PNG bytes of :func:`placement_figure` (fast: the map is drawn once)."""
    spots, title = automa_spots_and_title(placement, step)
    p = painter("all", dpi)
    p.paint(board, highlight_nodes=spots, title=title)
    p._add(_automa_mark(p.ax, placement.spot))
    return p.png()


def automa_spots_and_title(placement, step):
    steps = placement.steps
    if step is None:
        spots = placement.candidates
        title = amsg.FIG_CANDIDATES.format(
            kind=_automa_kind_name(placement.kind), n=len(spots), spot=spot_name(placement.spot)
        )
        return spots, title
    step = max(0, min(step, len(steps)))
    if step == 0:
        spots = placement.candidates
    else:
        st = steps[step - 1]
        spots = st.after if st.outcome in ("decides", "narrows") else st.before
    title = amsg.FIG_STEP.format(
        i=step, n=len(steps), kind=_automa_kind_name(placement.kind), n_left=len(spots)
    )
    return spots, title


def _automa_mark(ax, spot):
    x, y = positions()[spot]
    (artist,) = ax.plot(
        [x],
        [y],
        marker="o",
        markersize=22,
        markerfacecolor="none",
        markeredgecolor="#1a9850",
        markeredgewidth=4,
        zorder=9,
    )
    return artist
