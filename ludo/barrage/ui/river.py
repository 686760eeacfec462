"""The river labs of the Barrage notebooks: the map explorer, the water flow and production labs."""

from __future__ import annotations

import html

import ipywidgets as W
from IPython.display import HTML

from ...core.errors import LudoError
from ...core.french import integer
from ...widgets import StaticForm, Stepper, png_image
from ...widgets.board import working
from .. import messages as msg
from .. import scenarios
from ..board import COMPANIES, Board
from ..construction import (
    area_summary,
)
from ..draw import (
    board_png,
    flow_frames,
)
from ..map import (
    HEADSTREAMS,
    base_map,
    basin_conduits,
    edge_counts,
    nodes_of_kind,
    spot_name,
    water_route,
    water_sources,
)
from ..production import ACTION_BONUSES, produce, produce_second
from .common import (
    LAB_BOARD,
    STYLE,
    TABLE,
    TD,
    TD_NUM,
    TH,
    WIDTH,
    all_frames_static,
    area_name,
    barrage_style,
    error_html,
    example_options,
    explanation_panel,
    fill_width,
    french_and,
    in_lab,
    lab,
    owner_options,
    side_by_side,
    spot_options,
)


class MapExplorer(StaticForm, W.VBox):
    """Choose a basin and a question; the board highlights the answer (notebook 1)."""

    def __init__(self, basin: int = 10, question: str = "from"):
        self.basin = W.Dropdown(
            options=[(msg.UI_BASIN_OPTION.format(n=b, area=area_name(b)), b) for b in range(1, 13)],
            value=basin,
            description=msg.UI_BASIN,
        )
        # the three questions one under the other: they fit the laboratory's column
        self.question = W.ToggleButtons(
            options=[(v, k) for k, v in msg.UI_QUESTIONS.items()],
            value=question,
            description=msg.UI_QUESTION,
            style={"button_width": "230px"},
            layout=W.Layout(flex_flow="row wrap"),
        )
        self.image = png_image(b"", width=LAB_BOARD)
        self.explanation = explanation_panel()
        fill_width(self.basin)
        super().__init__(
            [
                barrage_style(),
                lab(self.image, [self.basin, self.question, self.explanation]),
            ]
        )
        self.add_class("ludo-barrage")
        self.basin.observe(self._update, names="value")
        self.question.observe(self._update, names="value")
        self._update()

    def answer(self) -> tuple[list, list, str]:
        """``(nodes, edges, French text)`` for the current basin and question."""
        nodes, edges, _, text = self._answer()
        return nodes, edges, text

    def _answer(self) -> tuple[list, list, list, str]:
        """``(nodes, edges, basins, French text)`` to highlight for the current choice.

        The river questions are answered by :mod:`ludo.barrage.map`; this only words them.
        """
        g = base_map()
        b = self.basin.value
        area = area_name(b)
        if self.question.value == "from":
            src = water_sources(b)
            basins = list(src.basins)
            via = (
                msg.UI_FROM_VIA.format(basins=french_and(basins)) if basins else msg.UI_FROM_DIRECT
            )
            text = msg.UI_FROM.format(
                basin=b,
                area=area,
                sources=french_and(src.headstreams),
                of=msg.UI_FROM_OF[min(len(src.headstreams), 2)],
                via=via,
            )
            return list(src.headstreams), list(src.edges), [*basins, b], text
        if self.question.value == "to":
            route = water_route(b)
            basins = list(route.basins)
            exit_ = msg.EXIT_SHORT[route.exit]
            if basins:
                through = msg.UI_TO_NONE.format(basins=french_and(basins))
                text = msg.UI_TO.format(basin=b, area=area, path=through, exit=exit_)
            else:
                text = msg.UI_TO_EXIT.format(basin=b, area=area, exit=exit_)
            edges = list(zip(route.path, route.path[1:], strict=False))
            return [], edges, [b, *basins], text
        conduits = basin_conduits(b)
        out, into = list(conduits.leaving), list(conduits.arriving)
        parts = []
        parts.append(
            msg.UI_CONDUITS_OUT.format(
                basin=b,
                items=french_and(
                    [
                        msg.UI_CONDUIT_ITEM.format(
                            spot=c[1:], value=g.nodes[c]["value"], dest=g.nodes[c]["dest"]
                        )
                        for c in out
                    ]
                ),
            )
            if out
            else msg.UI_NO_CONDUIT_OUT.format(basin=b)
        )
        parts.append(
            msg.UI_CONDUITS_IN.format(
                basin=b,
                items=french_and(
                    [
                        msg.UI_CONDUIT_IN_ITEM.format(
                            spot=c[1:], value=g.nodes[c]["value"], source=g.nodes[c]["basin"]
                        )
                        for c in into
                    ]
                ),
            )
            if into
            else msg.UI_NO_CONDUIT_IN.format(basin=b)
        )
        parts.append(msg.UI_SAME_BASIN)
        return out + into, [], [b], "<br>".join(parts)

    def _update(self, *_):
        nodes, edges, basins, text = self._answer()
        self.image.value = board_png(
            Board.empty(), highlight_nodes=nodes, highlight_edges=edges, highlight_basins=basins
        )
        self.explanation.value = text


class FlowLab(StaticForm, W.VBox):
    """Build dams, put drops on the sources, and watch them flow (notebook 2)."""

    def __init__(self, scenario: str = "flow_rulebook"):
        options = [(msg.UI_FREE, ""), *example_options(scenarios.FLOWS)]
        wide = {"description_width": "110px"}
        self.scenario = W.Dropdown(
            options=options,
            value=scenario,
            description=msg.UI_SCENARIO,
            style=wide,
        )
        self.spot = W.Dropdown(
            options=spot_options("dam"),
            value="D5U",
            description=msg.UI_SPOT,
            style=wide,
            layout=W.Layout(width="520px"),
        )
        self.owner = W.Dropdown(
            options=owner_options(),
            value="usa",
            description=msg.UI_OWNER,
            style=wide,
            layout=W.Layout(width="260px"),
        )
        self.level = W.Dropdown(
            options=[1, 2, 3],
            value=1,
            description=msg.UI_LEVEL,
            style={"description_width": "60px"},
            layout=W.Layout(width="140px"),
        )
        self.build_button = W.Button(description=msg.UI_BUILD_DAM, layout=W.Layout(width="240px"))
        self.clear_button = W.Button(description=msg.UI_CLEAR, layout=W.Layout(width="240px"))
        self.sliders = {
            h: W.IntSlider(
                value=0,
                min=0,
                max=5,
                description=msg.UI_DROPS_ON.format(letter=h),
                style=wide,
                layout=W.Layout(width="400px"),
            )
            for h in HEADSTREAMS
        }
        self.flow_button = W.Button(
            description=msg.UI_FLOW, button_style="primary", layout=W.Layout(width="240px")
        )
        self.status = explanation_panel()
        self.description_html = explanation_panel()
        self.image = png_image(b"", width=LAB_BOARD)
        self.board_view = self.image
        self.stage = W.VBox([self.board_view])
        # what the panel says: the board's state, or the animation's step
        self.said = W.VBox([self.status])
        self.stepper: Stepper | None = None
        fill_width(self.scenario, self.spot, self.owner, self.level, *self.sliders.values())
        wrap = W.Layout(flex_flow="row wrap")
        side = [
            self.scenario,
            self.description_html,
            self.flow_button,
            self.said,
            self.spot,
            W.HBox([self.owner, self.level], layout=wrap),
            W.HBox([self.build_button, self.clear_button], layout=wrap),
            *self.sliders.values(),
        ]
        super().__init__([barrage_style(), lab(self.stage, side)])
        self.add_class("ludo-barrage")
        self.scenario.observe(self._load, names="value")
        self.build_button.on_click(self._build)
        self.clear_button.on_click(self._clear)
        self.flow_button.on_click(self._flow)
        for s in self.sliders.values():
            s.observe(self._drops_changed, names="value")
        self._quiet = False
        self._load()

    @property
    def adds(self) -> dict[str, int]:
        """The drops chosen on the sliders, to be put on the sources when the water flows."""
        return {h: s.value for h, s in self.sliders.items() if s.value}

    def _preview(self) -> Board:
        """The board with the chosen drops waiting on their sources (for the picture only)."""
        board = self.board
        for h, n in self.adds.items():
            board = board.add_drops(h, n)
        return board

    def _load(self, *_):
        key = self.scenario.value
        if key:
            self.board, adds = scenarios.FLOWS[key]()
            self.description_html.value = scenarios.description(key)
        else:
            self.board, adds = Board.empty(), {}
            self.description_html.value = msg.UI_FREE_HELP
        self._quiet = True
        for h, s in self.sliders.items():
            s.value = adds.get(h, 0)
        self._quiet = False
        self._show()

    def _drops_changed(self, *_):
        if not self._quiet:
            self._modified()
            self._show()

    def _modified(self):
        """The board no longer is the example's: say so where the example was described."""
        if self.scenario.value:
            self.description_html.value = msg.UI_SCENARIO_CHANGED.format(
                title=html.escape(scenarios.title(self.scenario.value))
            )

    def _show(self, text: str = ""):
        """Show the current board (and forget the last animation)."""
        self.stepper = None
        self.stage.children = [self.board_view]
        self.said.children = [self.status]
        waiting = sum(self.adds.values())
        self.image.value = board_png(self._preview())
        now = msg.UI_NOW.format(held=self.board.held, exited=self.board.exited)
        if waiting:
            now += " " + msg.UI_WAITING.format(n=waiting)
        self.status.value = (text + "<br>" if text else "") + now

    def _build(self, *_):
        spot, owner, level = self.spot.value, self.owner.value, self.level.value
        # Decision (notebook 2): another owner's dam is never replaced (nobody builds on
        # someone else's dam in the game); the same owner's dam changes level and keeps its
        # drops, and the panel says so.
        current = self.board.dam_at(spot)
        held = self.board.drops_at(spot)
        if current is not None and current[0] != owner:
            self.status.value = msg.UI_ERROR.format(
                text=html.escape(
                    msg.UI_TAKEN.format(
                        spot=spot_name(spot),
                        owner=msg.OWNER_NAMES[current[0]],
                        level=current[1],
                        held=held,
                    )
                )
            )
            return
        with working(self.build_button):  # the redraw takes a moment: say so on the button
            try:
                self.board = self.board.with_dam(spot, owner, level)
            except LudoError as err:
                self.status.value = error_html(err)
                return
            self._modified()
            if current is None:
                text = msg.UI_BUILT.format(
                    spot=spot_name(spot), owner=msg.OWNER_NAMES[owner], level=level
                )
            else:
                text = msg.UI_RELEVELLED.format(
                    spot=spot_name(spot),
                    owner=msg.OWNER_NAMES[owner],
                    old=current[1],
                    level=level,
                    held=held,
                )
            self._show(text)

    def _clear(self, *_):
        if self.scenario.value == "":
            self._load()
        else:
            self.scenario.value = ""  # the observer reloads

    def _flow(self, *_):
        adds = self.adds
        before = self.board
        try:
            after, events = before.flow(adds)
        except LudoError as err:
            self.status.value = error_html(err)
            return
        frames, texts = flow_frames(before, events, lazy=True)
        texts[-1] += "<br><b>" + msg.FRAME_END.format(held=after.held, exited=after.exited) + "</b>"
        self.board = after
        self._quiet = True
        for s in self.sliders.values():
            s.value = 0
        self._quiet = False
        self.stepper = in_lab(
            Stepper(frames, texts, title=msg.UI_FLOW_TITLE), self.said, self.status
        )
        self.stage.children = [self.stepper]


class ProductionCalculator(StaticForm, W.VBox):
    """Choose dam, conduit, powerhouse, drops, action space, company, officer: produce."""

    def __init__(self, scenario: str = "prod_9"):
        wide = {"description_width": "110px"}
        self.scenario = W.Dropdown(
            options=example_options(scenarios.PRODUCTIONS),
            value=scenario,
            description=msg.UI_SCENARIO,
            style=wide,
        )
        self.description_html = explanation_panel()
        self.company = W.Dropdown(
            options=owner_options(COMPANIES),
            description=msg.UI_COMPANY,
            style=wide,
            layout=W.Layout(width="300px"),
        )
        self.officer = W.Dropdown(
            options=[(msg.UI_NO_OFFICER, ""), (msg.OFFICER_NAMES["fiesler"], "fiesler")],
            value="",
            description=msg.UI_OFFICER,
            style=wide,
            layout=W.Layout(width="340px"),
        )
        self.dam = W.Dropdown(description=msg.UI_DAM, style=wide, layout=W.Layout(width="760px"))
        self.conduit = W.Dropdown(
            description=msg.UI_CONDUIT, style=wide, layout=W.Layout(width="760px")
        )
        self.powerhouse = W.Dropdown(
            description=msg.UI_POWERHOUSE, style=wide, layout=W.Layout(width="760px")
        )
        self.drops = W.IntSlider(
            value=1,
            min=1,
            max=4,
            description=msg.UI_DROPS,
            style=wide,
            layout=W.Layout(width="300px"),
        )
        self.bonus = W.Dropdown(
            options=[(integer(b, signed=True) if b else "0", b) for b in ACTION_BONUSES],
            value=0,
            description=msg.UI_BONUS,
            style={"description_width": "initial"},
            layout=W.Layout(width="260px"),
        )
        # P7: read from the board, never chosen (a choice could contradict the board)
        self.built = W.HTML(layout=W.Layout(width="360px"))
        self.produce_button = W.Button(
            description=msg.UI_PRODUCE, button_style="primary", layout=W.Layout(width="200px")
        )
        self.second_button = W.Button(
            description=msg.UI_SECOND, layout=W.Layout(width="300px"), disabled=True
        )
        self.result_html = explanation_panel()
        self.image = png_image(b"", width=LAB_BOARD)
        self.stage = W.VBox([self.image])
        # the result, then the animation's step beside the picture
        self.said = W.VBox([self.result_html])
        self.last = None
        fill_width(
            self.scenario, self.company, self.officer, self.dam, self.conduit, self.powerhouse
        )
        fill_width(self.drops, self.bonus, self.built)
        self.drops.layout.width = "260px"  # beside the action bonus
        wrap = W.Layout(flex_flow="row wrap")
        # The example, its description, the buttons and the result first: in view beside
        # the board on a short screen; the inputs to change it below.
        side = [
            self.scenario,
            self.description_html,
            W.HBox([self.produce_button, self.second_button], layout=wrap),
            self.said,
            self.company,
            self.officer,
            self.dam,
            self.conduit,
            self.powerhouse,
            W.HBox([self.drops, self.bonus], layout=wrap),
            self.built,
        ]
        super().__init__([barrage_style(), lab(self.stage, side)])
        self.add_class("ludo-barrage")
        self._loading = False
        self.scenario.observe(self._load, names="value")
        self.company.observe(lambda _: self._show_built(), names="value")
        for w in (
            self.company,
            self.officer,
            self.dam,
            self.conduit,
            self.powerhouse,
            self.drops,
            self.bonus,
        ):
            w.observe(self._inputs_changed, names="value")
        self.produce_button.on_click(self._produce)
        self.second_button.on_click(self._second)
        self._load()

    def _inputs_changed(self, change):
        """An input changed by hand: the result shown no longer answers it, so it goes (and
        the example's description says the example was changed)."""
        if self._loading or (self.last is not None and not self.second_button.disabled):
            return  # set by the widget itself, or choosing Germany's second production
        self.last = None
        self.second_button.disabled = True
        what = change["owner"].description
        self.result_html.value = msg.UI_INPUTS_CHANGED.format(what=html.escape(what))
        self.description_html.value = msg.UI_EXAMPLE_CHANGED.format(
            title=html.escape(scenarios.title(self.scenario.value))
        )
        self.image.value = board_png(
            self.board,
            show_conduits="built",
            highlight_nodes=[
                n for n in (self.dam.value, self.conduit.value, self.powerhouse.value) if n
            ],
        )
        self._board_shown()

    def _board_shown(self):
        """The board again where the animation was, and the result alone in the column."""
        self.stage.children = [self.image]
        self.said.children = [self.result_html]

    def _options(self, board):
        self.dam.options = spot_options("dam", board)
        self.conduit.options = spot_options("conduit", board)
        self.powerhouse.options = spot_options("powerhouse", board)

    def _load(self, *_):
        self._loading = True
        try:
            self._load_example()
        finally:
            self._loading = False

    def _load_example(self):
        key = self.scenario.value
        self.board, args = scenarios.PRODUCTIONS[key]()
        self.description_html.value = scenarios.description(key)
        self._options(self.board)
        self.company.value = args["company"]
        self.dam.value, self.conduit.value = args["dam"], args["conduit"]
        self.powerhouse.value, self.drops.value = args["powerhouse"], args["drops"]
        self.bonus.value = args.get("action_bonus", 0)
        self._show_built()
        self.officer.value = ""
        self.last = None
        self.second_button.disabled = True
        self.result_html.value = msg.UI_PRODUCE_HELP
        self.image.value = board_png(
            self.board,
            show_conduits="built",
            highlight_nodes=[self.dam.value, self.conduit.value, self.powerhouse.value],
        )
        self._board_shown()

    def _show_built(self):
        n = self.board.powerhouse_count(self.company.value) if self.company.value else 0
        self.built.value = msg.UI_BUILT_FROM_BOARD.format(n=n)

    @staticmethod
    def _lines_html(result, heading: str = "") -> str:
        rows = "".join(
            f"<tr>{TD}{html.escape(text, quote=False)}</td>"
            f"{TD_NUM}{'' if v is None else v}</td></tr>"
            for text, v in result.lines
        )
        head = f"<b>{heading}</b> " if heading else ""
        return f"<p>{head}{msg.UI_ENERGY.format(n=result.energy)}</p>{TABLE}{rows}</table>"

    def _show(self, before, result, html_text: str):
        frames, texts = flow_frames(before, list(result.events), show_conduits="built", lazy=True)
        after = result.board
        texts[-1] += "<br><b>" + msg.FRAME_END.format(held=after.held, exited=after.exited) + "</b>"
        stepper = Stepper(frames, texts, title=msg.UI_PROD_TITLE)
        # the animation starts from the board before the production: it replaces the picture
        self.stage.children = [in_lab(stepper, self.said, self.result_html)]
        self.result_html.value = html_text

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
                officer=self.officer.value or None,
            )
        except LudoError as err:
            self.result_html.value = error_html(err)
            self._board_shown()
            return
        self.last = result
        can_second = result.company == "germany" and result.powerhouses_built >= 3
        heading = msg.UI_FIRST_PRODUCTION if can_second else ""
        self._show(self.board, result, self._lines_html(result, heading))
        self.second_button.disabled = not can_second
        if can_second:
            # the menus now describe the board after the first production
            self._loading = True
            try:
                self._options(result.board)
                if self.scenario.value == "prod_germany":
                    second = scenarios.SECOND_GERMANY
                    self.dam.value, self.conduit.value = second["dam"], second["conduit"]
                    self.powerhouse.value = second["powerhouse"]
                    self.drops.value = second["drops"]
            finally:
                self._loading = False
            self.result_html.value += msg.UI_SECOND_HELP

    def _second(self, *_):
        if self.last is None:
            return
        first = self._lines_html(self.last, msg.UI_FIRST_PRODUCTION)
        try:
            result = produce_second(
                self.last,
                dam=self.dam.value,
                conduit=self.conduit.value,
                powerhouse=self.powerhouse.value,
                drops=self.drops.value,
            )
        except LudoError as err:
            self.result_html.value = first + error_html(err)
            return
        second = self._lines_html(result, msg.UI_SECOND_PRODUCTION)
        total = msg.UI_BOTH_TOTAL.format(n=self.last.energy + result.energy)
        self._show(self.last.board, result, first + second + total)
        self.second_button.disabled = True


def flow_stepper(
    board, headstreams=None, title: str = msg.UI_FLOW_TITLE, per: str = "drop"
) -> Stepper:
    """A Stepper showing ``board.flow(headstreams)`` drop by drop."""
    after, events = board.flow(headstreams or {})
    frames, texts = flow_frames(board, events, per=per)
    texts[-1] += "<br><b>" + msg.FRAME_END.format(held=after.held, exited=after.exited) + "</b>"
    return all_frames_static(side_by_side(Stepper(frames, texts, title=title, width=WIDTH)))


def _board_label(kind: str, node: str) -> str:
    """A node as the board labels it: 1U for D1U, 5a for P5a, « bassin 8 » for PH8."""
    if kind == "exit":
        return msg.UI_EXIT_LABELS.get(node, node)
    if kind == "group":
        return msg.UI_GROUP_LABEL.format(basin=node[2:])
    if kind in ("dam", "conduit", "powerhouse"):
        return node[1:]
    return node


def map_summary_html():
    """How many nodes of each kind the map graph has (IPython HTML)."""
    head = "".join(f"{TH}{h}</th>" for h in msg.UI_SUMMARY_HEAD)
    rows = []
    for kind, label in msg.UI_KIND_LABELS.items():
        nodes = nodes_of_kind(kind)
        shown = ", ".join(_board_label(kind, n) for n in nodes[:4]) + (
            " …" if len(nodes) > 4 else ""
        )
        rows.append(
            f"<tr>{TD}{label}</td>{TD}{len(nodes)}</td>{TD}{shown}</td>"
            f"{TD}{msg.UI_KIND_NAMING[kind]}</td></tr>"
        )
    edges = "".join(f"<li>{n} × {msg.UI_EDGE_LABELS[k]}</li>" for k, n in edge_counts().items())
    return HTML(
        f"{STYLE}{TABLE}<tr>{head}</tr>{''.join(rows)}</table>"
        f"<p>{msg.UI_EDGES_LINE}</p><ul>{edges}</ul>"
    )


def areas_html():
    """Mountains, hills and plains compared for a player, in a French table (IPython HTML).

    The figures are read from the map and the construction costs
    (:func:`ludo.barrage.construction.area_summary`).
    """
    areas = area_summary()
    cells: dict[str, list[str]] = {key: [] for key, _ in msg.UI_AREAS_ROWS}
    for i, a in enumerate(areas):
        basins = a["basins"]
        cells["basins"].append(msg.UI_AREAS_BASINS.format(first=basins[0], last=basins[-1]))
        cells["water"].append(msg.UI_AREAS_WATER[min(i, len(msg.UI_AREAS_WATER) - 1)])
        cells["dams"].append(str(a["dams"]))
        cells["powerhouses"].append(
            str(a["powerhouses"]) if a["powerhouses"] else msg.UI_AREAS_NONE
        )
        values = a["conduit_values"]
        cells["conduits"].append(
            msg.UI_AREAS_VALUES.format(low=values[0], high=values[1])
            if values
            else msg.UI_AREAS_NO_CONDUIT
        )
        cells["base"].append(msg.UI_AREAS_EXCAVATORS.format(n=a["base_excavators"]))
        cells["elevation"].append(msg.UI_AREAS_MIXERS.format(n=a["elevation_mixers"]))
        level = a["neutral_level"]
        cells["neutral"].append("—" if level is None else msg.UI_AREAS_LEVEL.format(n=level))
    head = f"{TH}{msg.UI_AREAS_CORNER}</th>" + "".join(
        f"{TH}{msg.AREA_PLURAL[a['area']]}</th>" for a in areas
    )
    rows = "".join(
        f"<tr>{TD}<b>{label}</b></td>"
        + "".join(f"{TD}{html.escape(v)}</td>" for v in cells[key])
        + "</tr>"
        for key, label in msg.UI_AREAS_ROWS
    )
    return HTML(f"{STYLE}{TABLE}<tr>{head}</tr>{rows}</table>")


def production_stepper(key: str = "prod_9") -> Stepper:
    """The production of a worked example, drop by drop (static form included)."""
    board, args = scenarios.PRODUCTIONS[key]()
    args = dict(args)
    company = args.pop("company")
    result = produce(board, company, **args)
    frames, texts = flow_frames(board, list(result.events), show_conduits="built")
    texts[0] += "<br>" + "<br>".join(html.escape(text, quote=False) for text, _ in result.lines)
    stepper = Stepper(frames, texts, title=scenarios.title(key), width=WIDTH)
    return all_frames_static(side_by_side(stepper))
