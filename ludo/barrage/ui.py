"""Widgets for the Barrage notebooks (ipywidgets, built on :mod:`ludo.widgets`).

Widgets never compute a rule: they call the library (map queries, :meth:`Board.flow`,
:func:`produce`, :func:`construction_cost`, the wheel, the company board) and show its
answer, in French. Every widget can be driven headless (set ``.value``, ``.click()``).
"""

from __future__ import annotations

import html

import ipywidgets as W

from ..core.errors import LudoError
from ..widgets import Stepper, png_image
from . import messages as msg
from . import scenarios
from .board import COMPANIES, OWNERS, Board
from .construction import (
    KINDS,
    SPOT_KIND,
    CompanyBoard,
    ConstructionWheel,
    construction_cost,
)
from .draw import board_png, draw_company, draw_wheel, flow_frames
from .map import HEADSTREAMS, base_map, downstream, nodes_of_kind, upstream
from .production import produce, produce_second

WIDTH = "720px"


def _error(err: Exception) -> str:
    return msg.UI_ERROR.format(text=html.escape(str(err)))


def _owner_options(owners=OWNERS):
    return [(msg.OWNER_NAMES[o], o) for o in owners]


class MapExplorer(W.VBox):
    """Choose a basin and a question; the board highlights the answer (notebook 1)."""

    def __init__(self, basin: int = 10, question: str = "from"):
        self.basin = W.Dropdown(options=list(range(1, 13)), value=basin, description=msg.UI_BASIN)
        self.question = W.ToggleButtons(
            options=[(v, k) for k, v in msg.UI_QUESTIONS.items()],
            value=question,
            description=msg.UI_QUESTION,
        )
        self.image = png_image(b"", width=WIDTH)
        self.explanation = W.HTML(layout=W.Layout(width=WIDTH))
        self.explanation.add_class("ludo-explanation")
        super().__init__([W.HBox([self.basin]), self.question, self.image, self.explanation])
        self.basin.observe(self._update, names="value")
        self.question.observe(self._update, names="value")
        self._update()

    def answer(self) -> tuple[list, list, str]:
        """``(nodes, edges, French text)`` for the current basin and question."""
        g = base_map()
        b = self.basin.value
        area = msg.AREA_NAMES[g.nodes[f"P{b}a" if f"D{b}U" not in g else f"D{b}U"]["area"]]
        entry = f"PH{b}" if f"PH{b}" in g else f"D{b}U"
        if self.question.value == "from":
            up = upstream(entry) | {entry}
            sources = sorted(n for n in up if g.nodes[n]["kind"] == "headstream")
            basins = sorted(
                {g.nodes[n]["basin"] for n in up if g.nodes[n]["basin"] not in (None, b)}
            )
            edges = [
                (u, v) for u, v, k in g.edges(data="kind") if k == "river" and u in up and v in up
            ]
            via = msg.UI_FROM_VIA.format(basins=", ".join(map(str, basins))) if basins else ""
            text = msg.UI_FROM.format(basin=b, area=area, sources=", ".join(sources), via=via)
            return sorted(up), edges, text
        if self.question.value == "to":
            last = f"D{b}L" if f"D{b}L" in g else entry
            path = (
                [entry, *downstream(entry)]
                if last == entry
                else [entry, f"D{b}U", *downstream(f"D{b}U")]
            )
            basins = []
            for n in path:
                nb = g.nodes[n]["basin"]
                if nb not in (None, b) and nb not in basins:
                    basins.append(nb)
            exit_ = msg.EXIT_SHORT[path[-1]]
            if basins:
                through = msg.UI_TO_NONE.format(basins=", ".join(map(str, basins)))
                text = msg.UI_TO.format(basin=b, area=area, path=through, exit=exit_)
            else:
                text = msg.UI_TO_EXIT.format(basin=b, area=area, exit=exit_)
            return path, list(zip(path, path[1:], strict=False)), text
        out = [n for n in nodes_of_kind("conduit") if g.nodes[n]["basin"] == b]
        into = [n for n in nodes_of_kind("conduit") if g.nodes[n]["dest"] == b]
        parts = []
        parts.append(
            msg.UI_CONDUITS_OUT.format(
                basin=b,
                items=", ".join(
                    msg.UI_CONDUIT_ITEM.format(
                        spot=c[1:], value=g.nodes[c]["value"], dest=g.nodes[c]["dest"]
                    )
                    for c in out
                ),
            )
            if out
            else msg.UI_NO_CONDUIT_OUT.format(basin=b)
        )
        parts.append(
            msg.UI_CONDUITS_IN.format(
                basin=b,
                items=", ".join(
                    msg.UI_CONDUIT_IN_ITEM.format(
                        spot=c[1:], value=g.nodes[c]["value"], source=g.nodes[c]["basin"]
                    )
                    for c in into
                ),
            )
            if into
            else msg.UI_NO_CONDUIT_IN.format(basin=b)
        )
        parts.append(msg.UI_SAME_BASIN)
        return out + into, [], "<br>".join(parts)

    def _update(self, *_):
        nodes, edges, text = self.answer()
        self.image.value = board_png(Board.empty(), highlight_nodes=nodes, highlight_edges=edges)
        self.explanation.value = text


class FlowLab(W.VBox):
    """Build dams, put drops on the sources, and watch them flow (notebook 2)."""

    def __init__(self, scenario: str = "flow_rulebook"):
        options = [(msg.UI_FREE, "")] + [(scenarios.title(k), k) for k in scenarios.FLOWS]
        self.scenario = W.Dropdown(
            options=options,
            value=scenario,
            description=msg.UI_SCENARIO,
            layout=W.Layout(width="520px"),
        )
        self.spot = W.Dropdown(
            options=list(nodes_of_kind("dam")), value="D5U", description=msg.UI_SPOT
        )
        self.owner = W.Dropdown(options=_owner_options(), value="usa", description=msg.UI_OWNER)
        self.level = W.Dropdown(options=[1, 2, 3], value=1, description=msg.UI_LEVEL)
        self.build_button = W.Button(description=msg.UI_BUILD_DAM, layout=W.Layout(width="220px"))
        self.clear_button = W.Button(description=msg.UI_CLEAR, layout=W.Layout(width="220px"))
        self.sliders = {
            h: W.IntSlider(
                value=0,
                min=0,
                max=5,
                description=msg.UI_DROPS_ON.format(letter=h),
                style={"description_width": "initial"},
            )
            for h in HEADSTREAMS
        }
        self.flow_button = W.Button(
            description=msg.UI_FLOW, button_style="primary", layout=W.Layout(width="220px")
        )
        self.status = W.HTML(layout=W.Layout(width=WIDTH))
        self.description_html = W.HTML(layout=W.Layout(width=WIDTH))
        self.image = png_image(b"", width=WIDTH)
        self.stepper_box = W.VBox()
        self.stepper: Stepper | None = None
        super().__init__(
            [
                self.scenario,
                self.description_html,
                W.HBox([self.spot, self.owner, self.level]),
                W.HBox([self.build_button, self.clear_button]),
                W.HBox([self.sliders["A"], self.sliders["B"]]),
                W.HBox([self.sliders["C"], self.sliders["D"]]),
                self.flow_button,
                self.status,
                self.image,
                self.stepper_box,
            ]
        )
        self.scenario.observe(self._load, names="value")
        self.build_button.on_click(self._build)
        self.clear_button.on_click(self._clear)
        self.flow_button.on_click(self._flow)
        self._load()

    def _load(self, *_):
        key = self.scenario.value
        if key:
            self.board, adds = scenarios.FLOWS[key]()
            self.description_html.value = scenarios.description(key)
        else:
            self.board, adds = Board.empty(), {}
            self.description_html.value = ""
        for h, s in self.sliders.items():
            s.value = adds.get(h, 0)
        self.stepper_box.children = []
        self.stepper = None
        self._show()

    def _show(self, text: str = ""):
        self.image.value = board_png(self.board)
        self.status.value = text or msg.UI_NOW.format(
            held=self.board.held, exited=self.board.exited
        )

    def _build(self, *_):
        try:
            self.board = self.board.with_dam(self.spot.value, self.owner.value, self.level.value)
        except LudoError as err:
            self.status.value = _error(err)
            return
        self._show(
            msg.UI_BUILT.format(
                spot=self.spot.value[1:],
                owner=msg.OWNER_NAMES[self.owner.value],
                level=self.level.value,
            )
        )

    def _clear(self, *_):
        self.scenario.value = ""
        self._load()

    def _flow(self, *_):
        adds = {h: s.value for h, s in self.sliders.items() if s.value}
        before = self.board
        try:
            after, events = before.flow(adds)
        except LudoError as err:
            self.status.value = _error(err)
            return
        frames, texts = flow_frames(before, events, lazy=True)
        texts[-1] += "<br><b>" + msg.FRAME_END.format(held=after.held, exited=after.exited) + "</b>"
        self.stepper = Stepper(frames, texts, title=msg.UI_FLOW_TITLE, width=WIDTH)
        self.stepper_box.children = [self.stepper]
        self.board = after
        for s in self.sliders.values():
            s.value = 0
        self._show()


class ProductionCalculator(W.VBox):
    """Choose dam, conduit, powerhouse, drops, action space, company, officer: produce."""

    def __init__(self, scenario: str = "prod_9"):
        self.scenario = W.Dropdown(
            options=[(scenarios.title(k), k) for k in scenarios.PRODUCTIONS],
            value=scenario,
            description=msg.UI_SCENARIO,
            layout=W.Layout(width="560px"),
        )
        self.description_html = W.HTML(layout=W.Layout(width=WIDTH))
        self.company = W.Dropdown(options=_owner_options(COMPANIES), description=msg.UI_COMPANY)
        self.dam = W.Dropdown(options=list(nodes_of_kind("dam")), description=msg.UI_DAM)
        self.conduit = W.Dropdown(
            options=list(nodes_of_kind("conduit")), description=msg.UI_CONDUIT
        )
        self.powerhouse = W.Dropdown(
            options=list(nodes_of_kind("powerhouse")), description=msg.UI_POWERHOUSE
        )
        self.drops = W.IntSlider(value=1, min=1, max=4, description=msg.UI_DROPS)
        self.bonus = W.Dropdown(
            options=[(f"{b:+d}", b) for b in (-3, -2, -1, 0, 1, 2)],
            value=0,
            description=msg.UI_BONUS,
            style={"description_width": "initial"},
        )
        self.built = W.Dropdown(
            options=[1, 2, 3, 4],
            value=1,
            description=msg.UI_BUILT_PH,
            style={"description_width": "initial"},
        )
        self.officer = W.Dropdown(
            options=[(msg.UI_NO_OFFICER, None), (msg.OFFICER_NAMES["fiesler"], "fiesler")],
            value=None,
            description=msg.UI_OFFICER,
        )
        self.produce_button = W.Button(description=msg.UI_PRODUCE, button_style="primary")
        self.second_button = W.Button(
            description=msg.UI_SECOND, layout=W.Layout(width="260px"), disabled=True
        )
        self.result_html = W.HTML(layout=W.Layout(width=WIDTH))
        self.result_html.add_class("ludo-explanation")
        self.image = png_image(b"", width=WIDTH)
        self.stepper_box = W.VBox()
        self.last = None
        super().__init__(
            [
                self.scenario,
                self.description_html,
                W.HBox([self.company, self.officer]),
                W.HBox([self.dam, self.conduit, self.powerhouse]),
                W.HBox([self.drops, self.bonus, self.built]),
                W.HBox([self.produce_button, self.second_button]),
                self.result_html,
                self.image,
                self.stepper_box,
            ]
        )
        self.scenario.observe(self._load, names="value")
        self.produce_button.on_click(self._produce)
        self.second_button.on_click(self._second)
        self._load()

    def _load(self, *_):
        key = self.scenario.value
        self.board, args = scenarios.PRODUCTIONS[key]()
        self.description_html.value = scenarios.description(key)
        self.company.value = args["company"]
        self.dam.value, self.conduit.value = args["dam"], args["conduit"]
        self.powerhouse.value, self.drops.value = args["powerhouse"], args["drops"]
        self.bonus.value = args.get("action_bonus", 0)
        self.built.value = max(1, self.board.powerhouse_count(args["company"]))
        self.officer.value = None
        self.last = None
        self.second_button.disabled = True
        self.result_html.value = ""
        self.stepper_box.children = []
        self.image.layout.display = None
        self.image.value = board_png(
            self.board,
            show_conduits="built",
            highlight_nodes=[self.dam.value, self.conduit.value, self.powerhouse.value],
        )

    @staticmethod
    def _lines_html(result) -> str:
        rows = "".join(
            f"<tr><td>{html.escape(text)}</td><td style='text-align:right'>{'' if v is None else v}</td></tr>"
            for text, v in result.lines
        )
        return f"<table>{rows}</table>"

    def _show(self, before, result):
        self.result_html.value = msg.UI_ENERGY.format(n=result.energy) + self._lines_html(result)
        frames, texts = flow_frames(before, list(result.events), show_conduits="built", lazy=True)
        self.stepper_box.children = [Stepper(frames, texts, title=msg.UI_PROD_TITLE, width=WIDTH)]
        # the animation shows the board before and after: hide the set-up picture
        self.image.layout.display = "none"

    def _produce(self, *_):
        try:
            result = produce(
                self.board,
                self.company.value,
                dam=self.dam.value,
                conduit=self.conduit.value,
                powerhouse=self.powerhouse.value,
                drops=self.drops.value,
                action_bonus=self.bonus.value,
                powerhouses_built=self.built.value,
                officer=self.officer.value,
            )
        except LudoError as err:
            self.result_html.value = _error(err)
            self.stepper_box.children = []
            return
        self._show(self.board, result)
        self.last = result
        self.second_button.disabled = not (
            result.company == "germany" and result.powerhouses_built >= 3
        )
        if self.scenario.value == "prod_germany":
            second = scenarios.SECOND_GERMANY
            self.dam.value, self.conduit.value = second["dam"], second["conduit"]
            self.powerhouse.value, self.drops.value = second["powerhouse"], second["drops"]

    def _second(self, *_):
        if self.last is None:
            return
        try:
            result = produce_second(
                self.last,
                dam=self.dam.value,
                conduit=self.conduit.value,
                powerhouse=self.powerhouse.value,
                drops=self.drops.value,
            )
        except LudoError as err:
            self.result_html.value = _error(err)
            return
        self._show(self.last.board, result)
        self.second_button.disabled = True


def cost_table_html() -> str:
    """The rulebook's cost table, each cell computed by :func:`construction_cost`."""
    spots = {"plain": "D8", "hill": "D5", "mountain": "D1"}
    head = "".join(f"<th>{h}</th>" for h in msg.UI_COST_TABLE_HEAD)
    rows = []
    for kind in KINDS:
        cells = []
        for area in ("plain", "hill", "mountain"):
            if kind in ("base", "elevation"):
                c = construction_cost(kind, spots[area] + "L")
                cells.append(
                    msg.UI_CELL_EX.format(n=c.excavators)
                    if kind == "base"
                    else msg.UI_CELL_MX.format(n=c.mixers)
                )
            elif kind == "conduit":
                cells.append(msg.UI_CELL_CONDUIT)
            else:
                costs = [construction_cost("powerhouse", "P8a", n).mixers for n in range(4)]
                cells.append(msg.UI_CELL_MX.format(n=" / ".join(map(str, costs))))
        rows.append(
            f"<tr><td><b>{msg.KIND_NAMES[kind]}</b></td>"
            + "".join(f"<td>{c}</td>" for c in cells)
            + f"<td>{msg.UI_COST_ROWS[kind]}</td></tr>"
        )
    return f"<table><tr>{head}</tr>{''.join(rows)}</table>"


class CostCalculator(W.VBox):
    """Structure, spot, powerhouses already built, officer: the cost, explained."""

    def __init__(self):
        self.kind = W.Dropdown(
            options=[(msg.KIND_NAMES[k], k) for k in KINDS], value="base", description=msg.UI_KIND
        )
        self.spot = W.Dropdown(description=msg.UI_SPOT)
        self.built = W.Dropdown(
            options=[0, 1, 2, 3, 4],
            value=0,
            description=msg.UI_BUILT_PH,
            style={"description_width": "initial"},
        )
        self.officer = W.Dropdown(
            options=[(msg.UI_NO_OFFICER, None)]
            + [(msg.OFFICER_NAMES[o], o) for o in ("adler", "mcdowell", "jordan")],
            value=None,
            description=msg.UI_OFFICER,
        )
        self.result_html = W.HTML(layout=W.Layout(width=WIDTH))
        self.result_html.add_class("ludo-explanation")
        super().__init__(
            [W.HBox([self.kind, self.spot]), W.HBox([self.built, self.officer]), self.result_html]
        )
        self.kind.observe(self._spots, names="value")
        for w in (self.spot, self.built, self.officer):
            w.observe(self._update, names="value")
        self._spots()

    def _spots(self, *_):
        kind = SPOT_KIND[self.kind.value]
        spots = list(nodes_of_kind(kind))
        self.spot.options = spots
        self.spot.value = spots[0]
        self._update()

    def _update(self, *_):
        if self.spot.value is None:
            return
        try:
            c = construction_cost(
                self.kind.value, self.spot.value, self.built.value, self.officer.value
            )
        except LudoError as err:
            self.result_html.value = _error(err)
            return
        lines = [html.escape(x) for x in c.lines] + [f"<b>{html.escape(c.text)}</b>"]
        for alt in c.alternatives:
            lines.append("… " + html.escape(alt.text))
        self.result_html.value = "<br>".join(lines)


class WheelLab(W.VBox):
    """Build with the wheel and watch pieces leave the company board (notebook 4)."""

    def __init__(self, company: str = "germany"):
        self.company = W.Dropdown(
            options=_owner_options(COMPANIES), value=company, description=msg.UI_COMPANY
        )
        self.kind = W.Dropdown(
            options=[(msg.KIND_NAMES[k], k) for k in KINDS], value="base", description=msg.UI_KIND
        )
        self.build_button = W.Button(
            description=msg.UI_WHEEL_BUILD, button_style="primary", layout=W.Layout(width="330px")
        )
        self.rotate_button = W.Button(
            description=msg.UI_WHEEL_ROTATE, layout=W.Layout(width="260px")
        )
        self.reset_button = W.Button(description=msg.UI_RESET)
        self.wheel_image = png_image(b"", width="300px")
        self.company_image = png_image(b"", width="560px")
        self.journal = W.HTML(layout=W.Layout(width=WIDTH))
        self.journal.add_class("ludo-explanation")
        super().__init__(
            [
                W.HBox([self.company, self.kind]),
                W.HBox([self.build_button, self.rotate_button, self.reset_button]),
                W.HBox([self.wheel_image, self.company_image]),
                self.journal,
            ]
        )
        self.company.observe(self._reset, names="value")
        self.build_button.on_click(self._build)
        self.rotate_button.on_click(self._rotate)
        self.reset_button.on_click(self._reset)
        self._reset()

    def _reset(self, *_):
        self.wheel = ConstructionWheel()
        self.board = CompanyBoard.new(self.company.value)
        self.journal.value = ""
        self._draw()

    def _draw(self):
        from ..viz import fig_to_png

        self.wheel_image.value = fig_to_png(draw_wheel(self.wheel))
        self.company_image.value = fig_to_png(draw_company(self.board))

    def _build(self, *_):
        kind = self.kind.value
        built = self.board.count("powerhouse")
        try:
            spot = {"base": "D5L", "elevation": "D5L", "conduit": "C5L", "powerhouse": "P8a"}[kind]
            cost = construction_cost(kind, spot, min(built, 4) if kind == "powerhouse" else 0)
            board, _, taken = self.board.take(kind)
        except LudoError as err:
            self.journal.value = _error(err)
            return
        wheel, _, events = self.wheel.place(kind, cost.excavators, cost.mixers)
        self.wheel, self.board = wheel, board
        self.journal.value = "<br>".join(html.escape(e.text) for e in [*events, *taken])
        self._draw()

    def _rotate(self, *_):
        self.wheel, _, events = self.wheel.rotate(1)
        self.journal.value = "<br>".join(html.escape(e.text) for e in events)
        self._draw()


# -- small helpers for the notebooks ------------------------------------------------------------
def board_image(board, **kwargs):
    """The board as an image that stays in the saved notebook (IPython Image)."""
    from IPython.display import Image

    return Image(data=board_png(board, dpi=kwargs.pop("dpi", 70), **kwargs))


def events_html(events):
    """The French text of events, one per line (IPython HTML)."""
    from IPython.display import HTML

    return HTML(
        "<div class='ludo-explanation'>"
        + "<br>".join(html.escape(e.text) for e in events)
        + "</div>"
    )


def flow_stepper(
    board, headstreams=None, title: str = msg.UI_FLOW_TITLE, per: str = "drop"
) -> Stepper:
    """A Stepper showing ``board.flow(headstreams)`` drop by drop."""
    after, events = board.flow(headstreams or {})
    frames, texts = flow_frames(board, events, per=per)
    texts[-1] += "<br><b>" + msg.FRAME_END.format(held=after.held, exited=after.exited) + "</b>"
    return Stepper(frames, texts, title=title, width=WIDTH)


def map_summary_html():
    """How many nodes of each kind the map graph has (IPython HTML)."""
    from IPython.display import HTML

    g = base_map()
    head = "".join(f"<th>{h}</th>" for h in msg.UI_SUMMARY_HEAD)
    rows = []
    for kind, label in msg.UI_KIND_LABELS.items():
        nodes = nodes_of_kind(kind)
        rows.append(
            f"<tr><td>{label}</td><td>{len(nodes)}</td><td>{', '.join(nodes[:4])} …</td></tr>"
        )
    counts: dict[str, int] = {}
    for _, _, k in g.edges(data="kind"):
        counts[k] = counts.get(k, 0) + 1
    edges = msg.UI_EDGES_LINE.format(
        items=", ".join(f"{n} × {msg.UI_EDGE_LABELS[k]}" for k, n in counts.items())
    )
    return HTML(f"<table><tr>{head}</tr>{''.join(rows)}</table><p>{edges}</p>")


class CompaniesEditor(W.VBox):
    """Paste a company-board file (JSON) and check it: a French error names the bad entry."""

    def __init__(self):
        from importlib import resources

        text = resources.files("ludo.barrage").joinpath("data/companies.json").read_text("utf-8")
        self.text = W.Textarea(value=text, layout=W.Layout(width=WIDTH, height="220px"))
        self.button = W.Button(description=msg.UI_COMPANIES_LOAD)
        self.result_html = W.HTML(layout=W.Layout(width=WIDTH))
        self.data = None
        super().__init__([self.text, self.button, self.result_html])
        self.button.on_click(self._load)

    def _load(self, *_):
        from .construction import income_text, load_companies

        try:
            data = load_companies(self.text.value)
        except LudoError as err:
            self.result_html.value = _error(err)
            return
        self.data = data
        income = income_text(data["companies"]["germany"]["base"][0])
        text = msg.UI_COMPANIES_OK.format(
            n=len(data["companies"]), company=msg.OWNER_NAMES["germany"], income=income
        )
        if data["reconstruction"]:
            text += msg.UI_COMPANIES_RECON
        self.result_html.value = text


def production_stepper(key: str = "prod_9") -> Stepper:
    """The production of a worked example, drop by drop (static form included)."""
    board, args = scenarios.PRODUCTIONS[key]()
    args = dict(args)
    company = args.pop("company")
    result = produce(board, company, **args)
    frames, texts = flow_frames(board, list(result.events), show_conduits="built")
    texts[0] += "<br>" + "<br>".join(html.escape(text) for text, _ in result.lines)
    return Stepper(frames, texts, title=scenarios.title(key), width=WIDTH)
