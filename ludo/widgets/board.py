"""A board you play by clicking the drawing itself.

:class:`ClickBoard` shows a game's own matplotlib drawing as SVG (crisp at any zoom)
with one invisible polygon over every cell: legal cells are highlighted, the cell
under the mouse is previewed in the colour of the player to move, a click sends the
cell's name back to Python, and keys R / Échap / Entrée turn, cancel or confirm.

Why SVG from matplotlib in a small ``anywidget`` (measured, see ``make bench``): the
games keep one drawing library; an SVG redraw costs less than a PNG one (no
rasterisation in the kernel) and stays sharp at 150 % zoom, where a PNG, or ipympl's
Agg canvas, must be rendered again at 1.5× the pixels. The JavaScript below is a
string shipped inside the Python package: nothing is fetched at run time.

The widget never computes a rule. Its owner (a game's ``ui.py``) asks the engine for
the legal cells and the reasons, draws with the game's ``draw.py``, and passes the
result to :meth:`ClickBoard.show`.

Headless use (tests): ``board.click("e5")`` and ``board.press("r")`` do what a click
and a key do in the browser.
"""

from __future__ import annotations

import io
import re
from collections.abc import Callable, Iterable, Mapping
from contextlib import contextmanager

import anywidget
import traitlets as T

from . import messages as msg

_ESM = r"""
const NS = "http://www.w3.org/2000/svg";
const KEYS = ["r", "R", "Escape", "Enter"];

function render({ model, el }) {
  el.classList.add("ludo-clickboard");
  el.tabIndex = 0;
  const stack = document.createElement("div");
  stack.className = "ludo-cb-stack";
  const back = document.createElement("div");
  back.className = "ludo-cb-back";
  const front = document.createElement("div");
  front.className = "ludo-cb-front";
  const hits = document.createElementNS(NS, "svg");
  hits.setAttribute("class", "ludo-cb-hits");
  const busy = document.createElement("div");
  busy.className = "ludo-cb-busy";
  stack.append(back, front, hits, busy);
  el.append(stack);

  function size() {
    stack.style.width = model.get("width");
    el.style.setProperty("--ludo-cb-preview", model.get("preview_colour"));
  }
  function layers() {
    back.innerHTML = model.get("background");
    front.innerHTML = model.get("svg");
    back.style.display = model.get("background") ? "" : "none";
    front.classList.toggle("ludo-cb-over", !!model.get("background"));
  }
  // One polygon per cell, kept from one update to the next (only its class, shape and
  // tooltip change): the cell under the mouse keeps its hover, and tests keep their handle.
  let polys = new Map();
  function cells() {
    hits.setAttribute("viewBox", model.get("viewbox"));
    const selected = model.get("selected");
    const list = model.get("cells");
    const same = list.length === polys.size && list.every((c) => polys.has(c.id));
    if (!same) {
      polys = new Map();
      const fresh = [];
      for (const c of list) {
        const p = document.createElementNS(NS, "polygon");
        p.setAttribute("data-cell", c.id);
        p.append(document.createElementNS(NS, "title"));
        polys.set(c.id, p);
        fresh.push(p);
      }
      hits.replaceChildren(...fresh);
    }
    for (const c of list) {
      const p = polys.get(c.id);
      let cls = "ludo-cb-cell";
      if (c.legal) cls += " ludo-cb-legal";
      if (c.id === selected) cls += " ludo-cb-selected";
      if (p.getAttribute("points") !== c.points) p.setAttribute("points", c.points);
      if (p.getAttribute("class") !== cls) p.setAttribute("class", cls);
      if (p.firstChild.textContent !== c.title) p.firstChild.textContent = c.title;
    }
  }
  function working() {
    el.classList.toggle("ludo-cb-working", model.get("busy"));
    busy.textContent = model.get("busy_text");
  }
  hits.addEventListener("click", (e) => {
    const cell = e.target.getAttribute && e.target.getAttribute("data-cell");
    if (cell === null || cell === undefined || model.get("busy")) return;
    el.focus({ preventScroll: true });
    model.send({ kind: "click", cell: cell });
  });
  el.addEventListener("keydown", (e) => {
    if (!KEYS.includes(e.key) || model.get("busy")) return;
    e.preventDefault();
    e.stopPropagation();
    model.send({ kind: "key", key: e.key });
  });
  size(); layers(); cells(); working();
  model.on("change:width", size);
  model.on("change:preview_colour", size);
  model.on("change:svg", layers);
  model.on("change:background", layers);
  model.on("change:cells", cells);
  model.on("change:viewbox", cells);
  model.on("change:selected", cells);
  model.on("change:busy", working);
  model.on("change:busy_text", working);
  // the owner asks to bring the board into view (the next click is on it)
  model.on("change:reveal", () => el.scrollIntoView({ block: "nearest", behavior: "smooth" }));
}
export default { render };
"""

_CSS = """
.ludo-clickboard { outline: none; max-width: 100%; }
.ludo-clickboard:focus-visible { outline: 3px solid #0072B2; outline-offset: 2px; }
.ludo-cb-stack { position: relative; max-width: 100%; }
.ludo-cb-back svg, .ludo-cb-front svg { display: block; width: 100%; height: auto; }
.ludo-cb-front.ludo-cb-over, .ludo-cb-hits { position: absolute; left: 0; top: 0; }
.ludo-cb-front.ludo-cb-over { width: 100%; }
.ludo-cb-hits { width: 100%; height: 100%; }
.ludo-cb-cell { fill: transparent; stroke: none; }
.ludo-cb-legal { fill: transparent; stroke: #009E73; stroke-width: 2;
  stroke-dasharray: 5 3; cursor: pointer; }
.ludo-cb-cell:hover { stroke: #222; stroke-width: 1.5; }
.ludo-cb-legal:hover { fill: var(--ludo-cb-preview, #0072B2); fill-opacity: 0.5;
  stroke: #000; stroke-width: 3; }
.ludo-cb-selected { fill: none; stroke: #000; stroke-width: 4; stroke-dasharray: 7 4; }
/* unfilled but still clickable inside (SVG ignores clicks on fill: none by default) */
.ludo-cb-cell, .ludo-cb-selected { pointer-events: all; }
.ludo-cb-busy { display: none; position: absolute; left: 50%; top: 45%;
  transform: translate(-50%, -50%); background: rgba(255, 255, 255, 0.93);
  border: 2px solid #444; border-radius: 8px; padding: 10px 22px; font-size: 22px;
  font-weight: bold; color: #222; }
.ludo-cb-working .ludo-cb-busy { display: block; }
.ludo-cb-working .ludo-cb-hits { cursor: progress; }
"""

_XML_HEAD = re.compile(r"^.*?(?=<svg)", re.S)
_METADATA = re.compile(r"<metadata>.*?</metadata>\s*", re.S)
_SIZE = re.compile(r'(<svg[^>]*?)\s(width|height)="[^"]*"')


def figure_svg(fig) -> str:
    """The figure as an inline SVG element (text kept as text: crisp, small, fast).

    The figure is rendered at 72 dpi, so SVG user units are points; call
    :func:`cell_points` afterwards to place polygons over its cells.
    """
    import matplotlib

    buf = io.StringIO()
    with matplotlib.rc_context({"svg.fonttype": "none"}):
        fig.savefig(buf, format="svg", dpi=72, metadata={"Date": None})
    text = _METADATA.sub("", _XML_HEAD.sub("", buf.getvalue(), count=1), count=1)
    for _ in range(2):
        text = _SIZE.sub(r"\1", text, count=1)
    return text


def viewbox(fig) -> str:
    """The SVG viewBox of ``fig`` (in points, as written by :func:`figure_svg`)."""
    return f"0 0 {fig.get_figwidth() * 72:g} {fig.get_figheight() * 72:g}"


def cell_points(ax, polygons: Mapping[str, Iterable[tuple[float, float]]]) -> dict[str, str]:
    """SVG ``points`` of each cell's polygon, given in ``ax``'s data coordinates.

    Call it after the figure was drawn (``figure_svg``): equal-aspect axes only take
    their final place while drawing.
    """
    import numpy as np

    fig = ax.figure
    scale = 72.0 / fig.dpi
    height = fig.get_figheight() * 72.0
    out = {}
    for name, pts in polygons.items():
        xy = ax.transData.transform(np.asarray(list(pts), dtype=float)) * scale
        out[name] = " ".join(f"{x:.1f},{height - y:.1f}" for x, y in xy)
    return out


def svg_affine(ax) -> tuple[float, float, float, float]:
    """``(a, b, c, d)`` mapping ``ax``'s data coordinates to the SVG units of
    :func:`figure_svg`: ``X = a·x + b``, ``Y = c·y + d`` (linear axes; call it after
    the figure was drawn, like :func:`cell_points`). A game can then write SVG shapes
    that change often straight over a matplotlib drawing that does not.
    """
    import numpy as np

    fig = ax.figure
    scale = 72.0 / fig.dpi
    height = fig.get_figheight() * 72.0
    (x0, y0), (x1, y1) = ax.transData.transform(np.array([[0.0, 0.0], [1.0, 1.0]])) * scale
    return float(x1 - x0), float(x0), float(-(y1 - y0)), float(height - y0)


class ClickBoard(anywidget.AnyWidget):
    """A drawing with clickable cells (see the module's docstring).

    Examples
    --------
    >>> from matplotlib.figure import Figure
    >>> fig = Figure(figsize=(2, 2)); ax = fig.add_axes((0, 0, 1, 1))
    >>> _ = ax.set_xlim(0, 2); _ = ax.set_ylim(0, 2)
    >>> board = ClickBoard()
    >>> board.show(fig, ax, {"a": [(0, 0), (1, 0), (1, 1), (0, 1)]}, legal={"a"})
    >>> clicked = []
    >>> board.on_cell(clicked.append)
    >>> board.click("a"); clicked
    ['a']
    """

    _esm = _ESM
    _css = _CSS

    svg = T.Unicode("").tag(sync=True)
    background = T.Unicode("").tag(sync=True)
    viewbox = T.Unicode("0 0 100 100").tag(sync=True)
    cells = T.List().tag(sync=True)
    selected = T.Unicode("").tag(sync=True)
    width = T.Unicode("600px").tag(sync=True)
    preview_colour = T.Unicode("#0072B2").tag(sync=True)
    busy = T.Bool(False).tag(sync=True)
    busy_text = T.Unicode(msg.WORKING).tag(sync=True)
    #: add 1 to scroll the page until the whole board is in view (see :meth:`reveal_now`)
    reveal = T.Int(0).tag(sync=True)

    def __init__(self, width: str = "600px", **kwargs):
        super().__init__(width=width, **kwargs)
        self._cell_callbacks: list[Callable[[str], object]] = []
        self._key_callbacks: list[Callable[[str], object]] = []
        self.on_msg(self._on_front_message)

    # -- from the browser (or a test) ---------------------------------------------------------
    def _on_front_message(self, _widget, content, _buffers) -> None:
        if not isinstance(content, dict):
            return
        if content.get("kind") == "click":
            self.click(str(content.get("cell", "")))
        elif content.get("kind") == "key":
            self.press(str(content.get("key", "")))

    def on_cell(self, callback: Callable[[str], object]) -> None:
        """Call ``callback(cell_name)`` at every click on a cell (legal or not)."""
        self._cell_callbacks.append(callback)

    def on_key(self, callback: Callable[[str], object]) -> None:
        """Call ``callback(key)`` for the keys R, Escape and Enter."""
        self._key_callbacks.append(callback)

    def click(self, cell: str) -> None:
        """What a click on ``cell`` does (used by the browser and by headless tests)."""
        if self.busy or cell not in {c["id"] for c in self.cells}:
            return
        for callback in self._cell_callbacks:
            callback(cell)

    def press(self, key: str) -> None:
        """What a key does (``"r"``, ``"Escape"``, ``"Enter"``)."""
        if self.busy:
            return
        for callback in self._key_callbacks:
            callback(key)

    # -- from the game ------------------------------------------------------------------------
    def reveal_now(self) -> None:
        """Scroll the page in the browser until the board is in view (where the next click
        is expected: a game table with two boards, one under the other)."""
        self.reveal += 1

    @property
    def legal(self) -> set[str]:
        """The names of the cells shown as playable."""
        return {c["id"] for c in self.cells if c["legal"]}

    def show(
        self,
        fig,
        ax,
        polygons: Mapping[str, Iterable[tuple[float, float]]],
        *,
        legal: Iterable[str] = (),
        titles: Mapping[str, str] | None = None,
        selected: str = "",
        background: str | None = None,
    ) -> None:
        """Show ``fig`` with a clickable polygon per cell (data coordinates of ``ax``).

        ``legal`` cells are highlighted, ``titles`` are the tooltips (e.g. why a cell is
        refused), ``selected`` is outlined (the piece being previewed). ``background``,
        when given, is an SVG of the same size drawn under ``fig`` (a layer that rarely
        changes, rendered once by the caller).
        """
        svg = figure_svg(fig)
        self.show_svg(
            svg,
            viewbox(fig),
            cell_points(ax, polygons),
            legal=legal,
            titles=titles,
            selected=selected,
            background=background,
        )

    def show_svg(
        self,
        svg: str,
        box: str,
        points: Mapping[str, str],
        *,
        legal: Iterable[str] = (),
        titles: Mapping[str, str] | None = None,
        selected: str = "",
        background: str | None = None,
    ) -> None:
        """Like :meth:`show`, with the drawing already as SVG: ``box`` is its viewBox and
        ``points`` the SVG ``points`` of each cell (from :func:`cell_points`, which a game
        may compute once: the cells do not move)."""
        legal = set(legal)
        titles = titles or {}
        with self.hold_sync():
            if background is not None:
                self.background = background
            self.svg = svg
            self.viewbox = box
            self.cells = [
                {"id": k, "points": p, "legal": k in legal, "title": titles.get(k, k)}
                for k, p in points.items()
            ]
            self.selected = selected


@contextmanager
def working(*widgets, text: str = msg.WORKING):
    """Show « calcul en cours… » on ``widgets`` while the block runs.

    Buttons are disabled and say it in their label; a :class:`ClickBoard` shows it over
    the drawing; an HTML widget shows it as its text. Everything is put back after.
    """
    saved = []
    for w in widgets:
        if isinstance(w, ClickBoard):
            saved.append((w, "busy", w.busy))
            w.busy_text = text
            w.busy = True
        elif hasattr(w, "disabled") and hasattr(w, "description"):
            saved.append((w, "description", w.description))
            saved.append((w, "disabled", w.disabled))
            w.description = text
            w.disabled = True
        elif hasattr(w, "value") and isinstance(w.value, str):
            saved.append((w, "value", w.value))
            w.value = f"<p class='ludo-working'><b>{text}</b></p>"
    try:
        yield
    finally:
        for w, name, value in reversed(saved):
            if name == "value" and w.value != f"<p class='ludo-working'><b>{text}</b></p>":
                continue  # the block wrote its own answer there: keep it
            setattr(w, name, value)
