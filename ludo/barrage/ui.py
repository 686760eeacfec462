"""Widgets for the Barrage notebooks (ipywidgets, built on :mod:`ludo.widgets`).

Widgets never compute a rule: they call the library (map queries, :meth:`Board.flow`,
:func:`produce`, :func:`construction_cost`, the wheel, the company board) and show its
answer, in French. Every widget can be driven headless (set ``.value``, ``.click()``).
"""

from __future__ import annotations

import functools
import html
import io
import statistics
from importlib import resources

import ipywidgets as W
from IPython.display import HTML
from matplotlib.backends.backend_agg import FigureCanvasAgg
from PIL import Image as PILImage

import ludo

from ..core.errors import LudoError
from ..core.french import integer
from ..viz import fig_to_png
from ..widgets import StaticForm, Stepper, png_image
from ..widgets.board import working
from ..widgets.session import GameSession
from ..widgets.static import picture_tag
from ..widgets.style import CONTROL, TEXT, game_table
from ..widgets.tables import fresh_seed, offer_tables
from . import messages as msg
from . import scenarios
from .automa import messages as amsg
from .automa.placement import placement_lines
from .automa.tiles import load_tiles
from .automa.turn import LEVELS, tile_lines
from .board import COMPANIES, OWNERS, Board
from .clickmap import ClickMap
from .construction import (
    KINDS,
    SPOT_KIND,
    CompanyBoard,
    ConstructionWheel,
    area_summary,
    construction_cost,
    income_text,
    load_companies,
    tile_name,
)
from .draw import (
    DPI,
    STATIC_DPI,
    action_board_png,
    board_png,
    company_png,
    draw_company,
    draw_wheel,
    energy_track_png,
    flow_frames,
    game_images,
    game_part_png,
    image_png,
    placement_png,
    wheel_png,
)
from .game import messages as gmsg
from .game.data import load_game_data
from .game.moves import GROUPS, move_group, move_text
from .game.scoring import (
    bonus_tile_points,
    drops_points,
    energy_track_reward,
    objective_points,
    resources_points,
    round_energy_points,
)
from .game.state import _items_text
from .map import (
    HEADSTREAMS,
    base_map,
    basin_area,
    basin_conduits,
    edge_counts,
    nodes_of_kind,
    spot_name,
    water_route,
    water_sources,
)
from .production import ACTION_BONUSES, produce, produce_second

#: The board pictures are shown at most 825 CSS pixels wide (drawn 11 inches × 100 dpi =
#: 1100 pixels: never enlarged at 150 % zoom, see ``draw.DPI``).
WIDTH = "825px"
#: The explanation panel beside a board picture.
PANEL_WIDTH = "470px"
#: A laboratory's board (square): as tall as the screen allows, and about half of a narrow
#: screen's width, so that its controls and its explanation fit on its right — all in view
#: together at 1280×800 and at 150 % zoom (853×533 CSS pixels).
LAB_BOARD = "min(825px, calc(100vh - 24px), 56vw)"
#: The same under a Stepper's title and buttons (the bar may take two lines beside a
#: laboratory's column).
STEP_BOARD = "min(825px, calc(100vh - 150px), 56vw)"

#: Text of the Barrage widgets at a projector's size (ludo.widgets.style: 18 px, larger with
#: « Grand écran »; in Voilà, tools/atelier/voila/templates/ludo/static/ludo.css gives the
#: same sizes over the template's own), line spacing for the explanation panels (ipywidgets
#: sets one fixed line height). In a laboratory's column (``_lab``) a menu's name goes above
#: the menu, so that the menu takes the column's whole width and its option is read whole;
#: in a short window (a 1280×800 screen zoomed to 150 %: 853×533 CSS pixels) the text is 15
#: CSS pixels (22 on the screen), as in the game tables, so that a laboratory's picture, its
#: first controls and its explanation stay on one screen.
STYLE = f"""<style>
.ludo-barrage .widget-label, .ludo-barrage .widget-readout, .ludo-barrage select,
.ludo-barrage input, .ludo-barrage .widget-button, .ludo-barrage .widget-toggle-button,
.ludo-barrage .widget-html-content {{ font-size: {CONTROL}; }}
.ludo-barrage select {{ height: auto; }}
.ludo-explanation, .ludo-explanation .widget-html-content {{
  font-size: {TEXT}; line-height: 1.45; }}
.ludo-explanation .widget-html-content {{ padding: 2px 6px; }}
.ludo-explanation table td {{ padding: 2px 10px 2px 0; text-align: left; }}
.ludo-explanation table td.num {{ text-align: right; font-weight: bold; }}
table.ludo-table td, table.ludo-table th {{ text-align: left; padding: 4px 10px; }}
.ludo-lab-side .widget-dropdown {{ flex-wrap: wrap; height: auto; }}
.ludo-lab-side .widget-dropdown > .widget-label {{ width: 100% !important; max-width: 100%;
  height: auto; line-height: 1.3; text-align: left; margin: 0 0 2px 0; }}
.ludo-lab-side .widget-dropdown > select {{ flex: 1 1 100%; width: 100%; margin-left: 0;
  min-height: 1.9em; }}
@media (max-height: 600px) {{
  .ludo-barrage:not(.barrage-game) {{ --ludo-text: 15px; --ludo-control: 15px; }}
}}
</style>"""


def _style() -> W.HTML:
    return W.HTML(STYLE, layout=W.Layout(height="0px", margin="0"))


def _panel(**layout) -> W.HTML:
    """An explanation panel (full French sentences, readable line spacing)."""
    panel = W.HTML(layout=W.Layout(**layout))
    panel.add_class("ludo-explanation")
    return panel


def _beside(image, panel) -> W.HBox:
    """A board picture with its explanation panel on the right (below if the page is narrow)."""
    panel.layout.width = PANEL_WIDTH
    panel.layout.max_width = "100%"
    panel.layout.margin = "8px 0 0 12px"
    return W.HBox([image, panel], layout=W.Layout(flex_flow="row wrap", align_items="flex-start"))


def _lab(picture, side) -> W.HBox:
    """A laboratory: its picture on the left, its controls and explanation (``side``, top
    to bottom) in a column on its right, or under it when the page is narrow.

    The picture stays in view (sticky) while the column is scrolled, for its last controls
    on a short screen.
    """
    picture.layout.max_width = "100%"
    picture.layout.flex = "0 0 auto"
    column = W.VBox(
        side,
        layout=W.Layout(flex="1 1 280px", min_width="260px", max_width="100%", margin="0 0 0 12px"),
    )
    column.add_class("ludo-lab-side")
    box = W.HBox([picture, column], layout=W.Layout(flex_flow="row wrap", align_items="flex-start"))
    box.add_class("ludo-lab")
    return box


def _fill(*widgets):
    """Controls as wide as the laboratory's column, with their whole description (a slider
    keeps a track of its own: « auto » would shrink it to nothing)."""
    for w in widgets:
        w.layout.width = "100%" if isinstance(w, W.IntSlider) else "auto"
        w.layout.max_width = "100%"
        if "description_width" in w.style.keys:
            w.style.description_width = "initial"
    return widgets


def _side_by_side(stepper: Stepper, width: str = STEP_BOARD) -> Stepper:
    """Put a Stepper's explanation beside its picture, so both stay on the screen.

    The picture is ``width`` wide (the square board's default fits the screen's height) and
    never taller than the screen under the Stepper's title and buttons.
    """
    kids = [c for c in stepper.children if c is not stepper.explanation]
    i = kids.index(stepper.image)
    stepper.image.layout.width = width
    stepper.image.layout.max_height = "calc(100vh - 110px)"
    stepper.image.layout.object_fit = "contain"
    stepper.image.layout.object_position = "left top"
    kids[i] = _beside(stepper.image, stepper.explanation)
    stepper.explanation.layout.width = "auto"
    stepper.explanation.layout.flex = "1 1 260px"
    stepper.children = [_style(), *kids]
    stepper.add_class("ludo-barrage")
    return stepper


def _in_lab(stepper: Stepper, slot: W.Box, panel: W.HTML) -> Stepper:
    """A Stepper shown in a laboratory: its picture where the board was, its explanation in
    the laboratory's column (``slot``, under the laboratory's own ``panel``, which then
    only shows a refusal), in view beside the picture."""
    stepper.image.layout.width = STEP_BOARD
    stepper.children = [_style(), *(c for c in stepper.children if c is not stepper.explanation)]
    stepper.explanation.layout.width = "auto"
    panel.value = ""
    slot.children = [panel, stepper.explanation]
    stepper.add_class("ludo-barrage")
    return stepper


#: Table cells aligned left (JupyterLab's and Voilà's styles right-align them by default).
_TD = "<td style='text-align:left;vertical-align:top'>"
_TH = "<th style='text-align:left'>"
#: Tables at the size of the text (JupyterLab's style makes them smaller).
_TABLE = f"<table class='ludo-table' style='font-size:{CONTROL}'>"
_TD_NUM = "<td style='text-align:right;font-weight:bold;padding-left:1em'>"


def _all_frames_static(stepper: Stepper) -> Stepper:
    """Make the Stepper's static form (what a reader without Python sees) show every frame.

    The frames of the notebook helpers are already PNG bytes: reading them draws nothing.
    """
    for i in range(len(stepper)):
        stepper.frame_png(i)
    return stepper


def _error(err: Exception) -> str:
    """A refusal in red: « Refusé : … », unless the message already begins by refusing."""
    text = str(err)
    for prefix in msg.REFUSAL_PREFIXES:
        if text.startswith(prefix):
            head = f"<b>{html.escape(prefix.rstrip(' :'))} :</b> "
            return msg.UI_ERROR_ALONE.format(head=head, text=html.escape(text[len(prefix) :]))
    if text.startswith("Coup ") and " refusé : " in text:
        head, _, rest = text.partition(" refusé : ")
        return msg.UI_ERROR_ALONE.format(
            head=f"<b>{html.escape(head)} refusé :</b> ", text=html.escape(rest)
        )
    return msg.UI_ERROR.format(text=html.escape(text))


def _owner_options(owners=OWNERS):
    return [(msg.OWNER_NAMES[o], o) for o in owners]


def spot_label(node: str, board: Board | None = None) -> str:
    """The French label of a spot in the menus: « 3L — bassin 3, inférieur », « 4→5 du
    bassin 3 — valeur 4 » (the conduit's name says where it goes).

    With a ``board`` (a production's menus), what is built there is added instead of the
    red frame, which only matters to a construction: « 3L (inférieur) · neutre, 2/2
    gouttes ». Labels stay short: a laboratory's menu shows its whole option in a narrow
    column at 150 % zoom (about 40 characters).
    """
    a = base_map().nodes[node]
    spot = node[1:]
    pos = msg.DAM_POSITION.get(a.get("upper"))
    if a["kind"] == "dam" and board is not None:
        text = msg.UI_OPT_DAM_BUILT.format(spot=spot, pos=pos)
    elif a["kind"] == "dam":
        text = msg.UI_OPT_DAM.format(spot=spot, basin=a["basin"], pos=pos)
    elif a["kind"] == "conduit":
        text = msg.UI_OPT_CONDUIT.format(spot=spot_name(node), value=a["value"])
    else:
        text = msg.UI_OPT_POWERHOUSE.format(spot=spot, basin=a["basin"])
    if a.get("red") and board is None:
        text += msg.UI_OPT_RED
    if board is not None:
        if a["kind"] == "dam":
            dam = board.dam_at(node)
            if dam is not None:
                text += msg.UI_OPT_BUILT_DAM.format(
                    owner=msg.OWNER_NAMES[dam[0]],
                    held=board.drops_at(node),
                    capacity=board.capacity(node),
                )
        else:
            get = board.conduit_owner if a["kind"] == "conduit" else board.powerhouse_owner
            owner = get(node)
            if owner is not None:
                text += msg.UI_OPT_BUILT.format(owner=msg.OWNER_NAMES[owner])
    return text


def _spot_options(kind: str, board: Board | None = None) -> list[tuple[str, str]]:
    return [(spot_label(n, board), n) for n in nodes_of_kind(kind)]


def _example_options(keys) -> list[tuple[str, str]]:
    """The « Exemple » menu: each example's title, a rulebook example as « Livret : … »
    (short enough to be read whole in a laboratory's column)."""
    return [
        (scenarios.title(k).replace(msg.UI_RULEBOOK_TITLE, msg.UI_RULEBOOK_MENU), k) for k in keys
    ]


class MapExplorer(StaticForm, W.VBox):
    """Choose a basin and a question; the board highlights the answer (notebook 1)."""

    def __init__(self, basin: int = 10, question: str = "from"):
        self.basin = W.Dropdown(
            options=[(msg.UI_BASIN_OPTION.format(n=b, area=_area_of(b)), b) for b in range(1, 13)],
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
        self.explanation = _panel()
        _fill(self.basin)
        super().__init__(
            [
                _style(),
                _lab(self.image, [self.basin, self.question, self.explanation]),
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
        area = _area_of(b)
        if self.question.value == "from":
            src = water_sources(b)
            basins = list(src.basins)
            via = msg.UI_FROM_VIA.format(basins=_and(basins)) if basins else msg.UI_FROM_DIRECT
            text = msg.UI_FROM.format(
                basin=b,
                area=area,
                sources=_and(src.headstreams),
                of=msg.UI_FROM_OF[min(len(src.headstreams), 2)],
                via=via,
            )
            return list(src.headstreams), list(src.edges), [*basins, b], text
        if self.question.value == "to":
            route = water_route(b)
            basins = list(route.basins)
            exit_ = msg.EXIT_SHORT[route.exit]
            if basins:
                through = msg.UI_TO_NONE.format(basins=_and(basins))
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
                items=_and(
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
                items=_and(
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


def _area_of(basin: int) -> str:
    return msg.AREA_NAMES[basin_area(basin)]


def _and(items) -> str:
    """« 3, 4 et 6 »: a French enumeration."""
    items = [str(i) for i in items]
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + msg.UI_AND + items[-1]


class FlowLab(StaticForm, W.VBox):
    """Build dams, put drops on the sources, and watch them flow (notebook 2)."""

    def __init__(self, scenario: str = "flow_rulebook"):
        options = [(msg.UI_FREE, ""), *_example_options(scenarios.FLOWS)]
        wide = {"description_width": "110px"}
        self.scenario = W.Dropdown(
            options=options,
            value=scenario,
            description=msg.UI_SCENARIO,
            style=wide,
        )
        self.spot = W.Dropdown(
            options=_spot_options("dam"),
            value="D5U",
            description=msg.UI_SPOT,
            style=wide,
            layout=W.Layout(width="520px"),
        )
        self.owner = W.Dropdown(
            options=_owner_options(),
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
        self.status = _panel()
        self.description_html = _panel()
        self.image = png_image(b"", width=LAB_BOARD)
        self.board_view = self.image
        self.stage = W.VBox([self.board_view])
        # what the panel says: the board's state, or the animation's step
        self.said = W.VBox([self.status])
        self.stepper: Stepper | None = None
        _fill(self.scenario, self.spot, self.owner, self.level, *self.sliders.values())
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
        super().__init__([_style(), _lab(self.stage, side)])
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
                self.status.value = _error(err)
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
            self.status.value = _error(err)
            return
        frames, texts = flow_frames(before, events, lazy=True)
        texts[-1] += "<br><b>" + msg.FRAME_END.format(held=after.held, exited=after.exited) + "</b>"
        self.board = after
        self._quiet = True
        for s in self.sliders.values():
            s.value = 0
        self._quiet = False
        self.stepper = _in_lab(
            Stepper(frames, texts, title=msg.UI_FLOW_TITLE), self.said, self.status
        )
        self.stage.children = [self.stepper]


class ProductionCalculator(StaticForm, W.VBox):
    """Choose dam, conduit, powerhouse, drops, action space, company, officer: produce."""

    def __init__(self, scenario: str = "prod_9"):
        wide = {"description_width": "110px"}
        self.scenario = W.Dropdown(
            options=_example_options(scenarios.PRODUCTIONS),
            value=scenario,
            description=msg.UI_SCENARIO,
            style=wide,
        )
        self.description_html = _panel()
        self.company = W.Dropdown(
            options=_owner_options(COMPANIES),
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
        self.result_html = _panel()
        self.image = png_image(b"", width=LAB_BOARD)
        self.stage = W.VBox([self.image])
        # the result, then the animation's step beside the picture
        self.said = W.VBox([self.result_html])
        self.last = None
        _fill(self.scenario, self.company, self.officer, self.dam, self.conduit, self.powerhouse)
        _fill(self.drops, self.bonus, self.built)
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
        super().__init__([_style(), _lab(self.stage, side)])
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
        self.dam.options = _spot_options("dam", board)
        self.conduit.options = _spot_options("conduit", board)
        self.powerhouse.options = _spot_options("powerhouse", board)

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
            f"<tr>{_TD}{html.escape(text, quote=False)}</td>"
            f"{_TD_NUM}{'' if v is None else v}</td></tr>"
            for text, v in result.lines
        )
        head = f"<b>{heading}</b> " if heading else ""
        return f"<p>{head}{msg.UI_ENERGY.format(n=result.energy)}</p>{_TABLE}{rows}</table>"

    def _show(self, before, result, html_text: str):
        frames, texts = flow_frames(before, list(result.events), show_conduits="built", lazy=True)
        after = result.board
        texts[-1] += "<br><b>" + msg.FRAME_END.format(held=after.held, exited=after.exited) + "</b>"
        stepper = Stepper(frames, texts, title=msg.UI_PROD_TITLE)
        # the animation starts from the board before the production: it replaces the picture
        self.stage.children = [_in_lab(stepper, self.said, self.result_html)]
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
            self.result_html.value = _error(err)
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
            self.result_html.value = first + _error(err)
            return
        second = self._lines_html(result, msg.UI_SECOND_PRODUCTION)
        total = msg.UI_BOTH_TOTAL.format(n=self.last.energy + result.energy)
        self._show(self.last.board, result, first + second + total)
        self.second_button.disabled = True


def cost_table_html() -> str:
    """The rulebook's cost table, each cell computed by :func:`construction_cost`."""
    spots = {"plain": "D8", "hill": "D5", "mountain": "D1"}
    head = "".join(f"{_TH}{h}</th>" for h in msg.UI_COST_TABLE_HEAD)
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
            f"<tr>{_TD}<b>{msg.KIND_NAMES[kind]}</b></td>"
            + "".join(f"{_TD}{c}</td>" for c in cells)
            + f"{_TD}{msg.UI_COST_ROWS[kind]}</td></tr>"
        )
    return f"{STYLE}{_TABLE}<tr>{head}</tr>{''.join(rows)}</table>"


def _cost_lines(cost) -> str:
    lines = [html.escape(x) for x in cost.lines] + [f"<b>{html.escape(cost.text)}</b>"]
    for alt in cost.alternatives:
        other = alt.text.removeprefix(msg.COST_TOTAL.format(parts=""))
        lines.append(msg.UI_COST_OR + html.escape(other))
    return "<br>".join(lines)


def costs_html(items):
    """The cost of each ``(kind, spot)`` or ``(kind, spot, powerhouses_built, officer)``,
    explained line by line in a French table (IPython HTML)."""
    rows = []
    for item in items:
        kind, spot, *rest = item
        cost = construction_cost(kind, spot, *rest)
        rows.append(
            f"<tr>{_TD}<b>{msg.KIND_NAMES[kind]}</b><br>{html.escape(spot_label(spot))}</td>"
            f"{_TD}{_cost_lines(cost)}</td></tr>"
        )
    head = "".join(f"{_TH}{h}</th>" for h in msg.UI_COSTS_HEAD)
    return HTML(
        f"{STYLE}<div class='ludo-explanation'>{_TABLE}<tr>{head}</tr>{''.join(rows)}</table></div>"
    )


class CostCalculator(StaticForm, W.VBox):
    """Structure, spot, powerhouses already built, officer: the cost, explained."""

    def __init__(self):
        wide = {"description_width": "190px"}
        self.kind = W.Dropdown(
            options=[(msg.KIND_NAMES[k], k) for k in KINDS],
            value="base",
            description=msg.UI_KIND,
            style=wide,
            layout=W.Layout(width="420px"),
        )
        self.spot = W.Dropdown(description=msg.UI_SPOT, style=wide, layout=W.Layout(width="600px"))
        self.built = W.Dropdown(
            options=[0, 1, 2, 3, 4],
            value=0,
            description=msg.UI_BUILT_BEFORE,
            style=wide,
            layout=W.Layout(width="270px"),
        )
        self.officer = W.Dropdown(
            options=[(msg.UI_NO_OFFICER, "")]
            + [(msg.OFFICER_NAMES[o], o) for o in ("adler", "mcdowell", "jordan")],
            value="",
            description=msg.UI_OFFICER,
            style=wide,
            layout=W.Layout(width="450px"),
        )
        self.result_html = _panel(width="800px", max_width="100%")
        super().__init__(
            [
                _style(),
                self.kind,
                self.spot,
                self.built,
                self.officer,
                self.result_html,
            ]
        )
        self.add_class("ludo-barrage")
        self.kind.observe(self._spots, names="value")
        for w in (self.spot, self.built, self.officer):
            w.observe(self._update, names="value")
        self._spots()

    def _spots(self, *_):
        kind = SPOT_KIND[self.kind.value]
        options = _spot_options(kind)
        self.spot.options = options
        self.spot.value = options[0][1]
        # the number of powerhouses already built only matters for a powerhouse
        self.built.layout.display = None if self.kind.value == "powerhouse" else "none"
        self._update()

    def _update(self, *_):
        if self.spot.value is None:
            return
        try:
            c = construction_cost(
                self.kind.value, self.spot.value, self.built.value, self.officer.value or None
            )
        except LudoError as err:
            self.result_html.value = _error(err)
            return
        self.result_html.value = _cost_lines(c)


class WheelLab(StaticForm, W.VBox):
    """Build with the wheel and watch pieces leave the company board (notebook 4)."""

    def __init__(self, company: str = "germany"):
        wide = {"description_width": "90px"}
        self.company = W.Dropdown(
            options=_owner_options(COMPANIES),
            value=company,
            description=msg.UI_COMPANY,
            style=wide,
            layout=W.Layout(width="300px"),
        )
        self.kind = W.Dropdown(
            options=[(msg.KIND_NAMES[k], k) for k in KINDS],
            value="base",
            description=msg.UI_KIND,
            style=wide,
            layout=W.Layout(width="340px"),
        )
        self.build_button = W.Button(
            description=msg.UI_WHEEL_BUILD, button_style="primary", layout=W.Layout(width="360px")
        )
        self.rotate_button = W.Button(
            description=msg.UI_WHEEL_ROTATE, layout=W.Layout(width="280px")
        )
        self.reset_button = W.Button(description=msg.UI_RESET, layout=W.Layout(width="160px"))
        # the wheel and the company board side by side, even in a narrow window (150 %)
        self.wheel_image = png_image(b"", width="min(324px, 34vw)")
        self.company_image = png_image(b"", width="min(574px, 56vw)")
        self.journal = _panel(width="1000px", max_width="100%", min_height="3em")
        super().__init__(
            [
                _style(),
                W.HBox([self.company, self.kind]),
                W.HBox([self.build_button, self.rotate_button, self.reset_button]),
                self.journal,
                W.HBox(
                    [self.wheel_image, self.company_image],
                    layout=W.Layout(flex_flow="row wrap", align_items="center"),
                ),
            ]
        )
        self.add_class("ludo-barrage")
        self.company.observe(self._reset, names="value")
        self.build_button.on_click(self._build)
        self.rotate_button.on_click(self._rotate)
        self.reset_button.on_click(self._reset)
        self._reset()

    def _reset(self, *_):
        self.wheel = ConstructionWheel()
        self.board = CompanyBoard.new(self.company.value)
        self.journal.value = msg.UI_WHEEL_HELP
        self._draw()

    def _draw(self):
        # a rotation changes the wheel only: the company board's picture is kept
        self.wheel_image.value = _wheel_png(self.wheel)
        self.company_image.value = _company_png(self.board)

    def _build(self, *_):
        with working(self.build_button):  # the redraw takes a moment: say so on the button
            try:
                self.wheel, self.board, text = _wheel_build(self.wheel, self.board, self.kind.value)
            except LudoError as err:
                self.journal.value = _error(err)
                return
            self.journal.value = text
            self._draw()

    def _rotate(self, *_):
        self.wheel, _, events = self.wheel.rotate(1)
        self.journal.value = _texts(events)
        self._draw()


#: The cropping box of each kind of figure whose size never changes (computed once).
_CROP: dict = {}


def _cropped_png(fig, key, dpi: int = 80) -> bytes:
    """PNG bytes of ``fig`` cropped like ``fig_to_png(fig)``, in one drawing instead of two:
    figures of one ``key`` (a wheel, a company board) always have the same margins."""
    if key not in _CROP:
        canvas = FigureCanvasAgg(fig)
        canvas.draw()
        _CROP[key] = fig.get_tightbbox(canvas.get_renderer()).padded(0.1)
    buf = io.BytesIO()
    fig.savefig(
        buf, format="png", dpi=dpi, bbox_inches=_CROP[key], pil_kwargs={"compress_level": 2}
    )
    return buf.getvalue()


@functools.lru_cache(maxsize=64)
def _wheel_png(wheel) -> bytes:
    # the empty wheel is kept drawn: only the sectors' texts are drawn over it
    return wheel_png(wheel)


@functools.lru_cache(maxsize=64)
def _company_png(board) -> bytes:
    # put together from the company's kept full and empty boards: no drawing at all
    return company_png(board)


def _texts(events) -> str:
    return "<br>".join(html.escape(e.text, quote=False) for e in events)


def _wheel_build(wheel, board, kind: str):
    """Build ``kind`` (machines of a construction in the hills): ``(wheel, board, French text)``.

    The library answers everything: the cost, the piece taken from the company board (and the
    income it reveals), the tile and machines locked on the wheel.
    """
    built = board.count("powerhouse")
    spot = {"base": "D5L", "elevation": "D5L", "conduit": "C5L", "powerhouse": "P8a"}[kind]
    cost = construction_cost(kind, spot, min(built, 4) if kind == "powerhouse" else 0)
    board, _, taken = board.take(kind)
    wheel, _, events = wheel.place(kind, cost.excavators, cost.mixers)
    return wheel, board, _texts([*events, *taken])


def _wheel_and_board_png(wheel, board) -> bytes:
    """The wheel and the company board side by side, as one PNG."""
    left = PILImage.open(io.BytesIO(_wheel_png(wheel)))
    right = PILImage.open(io.BytesIO(_company_png(board)))
    out = PILImage.new("RGB", (left.width + right.width, max(left.height, right.height)), "white")
    out.paste(left, (0, (out.height - left.height) // 2))
    out.paste(right, (left.width, (out.height - right.height) // 2))
    buf = io.BytesIO()
    out.save(buf, format="png", compress_level=2)
    return buf.getvalue()


def wheel_stepper(company: str = "germany", builds=("base", "base"), rotations: int = 5) -> Stepper:
    """The wheel turning, image by image: ``builds`` one after the other, then ``rotations``
    more turns (static form included, for readers without Python)."""
    wheel, board = ConstructionWheel(), CompanyBoard.new(company)
    frames = [_wheel_and_board_png(wheel, board)]
    texts = [msg.UI_WHEEL_START.format(company=msg.OWNER_NAMES[company])]
    for kind in builds:
        wheel, board, text = _wheel_build(wheel, board, kind)
        frames.append(_wheel_and_board_png(wheel, board))
        texts.append(text)
    for _ in range(rotations):
        wheel, _, events = wheel.rotate(1)
        frames.append(_wheel_and_board_png(wheel, board))
        texts.append(_texts(events))
    stepper = Stepper(frames, texts, title=msg.UI_WHEEL_STEPPER, width="900px")
    stepper.children = [_style(), *stepper.children]
    stepper.add_class("ludo-barrage")
    return _all_frames_static(stepper)


# -- small helpers for the notebooks ------------------------------------------------------------
def board_image(board, **kwargs):
    """The board as a picture that stays in the saved notebook (IPython HTML, the PNG
    inside). It is shown 825 CSS pixels wide at most, as the widgets, and never taller
    than the screen (the map is about square: a guest sees it whole at 1280×800)."""
    data = board_png(board, dpi=kwargs.pop("dpi", STATIC_DPI), **kwargs)
    width, height = PILImage.open(io.BytesIO(data)).size
    fit = f"calc((100vh - 40px) * {width / height:.3f})"
    return HTML(picture_tag(data, style=f"width:min(825px, 100%, {fit}); height:auto"))


def events_html(events):
    """The French text of events, one per line (IPython HTML)."""
    return HTML(
        STYLE
        + "<div class='ludo-explanation'>"
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
    return _all_frames_static(_side_by_side(Stepper(frames, texts, title=title, width=WIDTH)))


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
    head = "".join(f"{_TH}{h}</th>" for h in msg.UI_SUMMARY_HEAD)
    rows = []
    for kind, label in msg.UI_KIND_LABELS.items():
        nodes = nodes_of_kind(kind)
        shown = ", ".join(_board_label(kind, n) for n in nodes[:4]) + (
            " …" if len(nodes) > 4 else ""
        )
        rows.append(
            f"<tr>{_TD}{label}</td>{_TD}{len(nodes)}</td>{_TD}{shown}</td>"
            f"{_TD}{msg.UI_KIND_NAMING[kind]}</td></tr>"
        )
    edges = "".join(f"<li>{n} × {msg.UI_EDGE_LABELS[k]}</li>" for k, n in edge_counts().items())
    return HTML(
        f"{STYLE}{_TABLE}<tr>{head}</tr>{''.join(rows)}</table>"
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
    head = f"{_TH}{msg.UI_AREAS_CORNER}</th>" + "".join(
        f"{_TH}{msg.AREA_PLURAL[a['area']]}</th>" for a in areas
    )
    rows = "".join(
        f"<tr>{_TD}<b>{label}</b></td>"
        + "".join(f"{_TD}{html.escape(v)}</td>" for v in cells[key])
        + "</tr>"
        for key, label in msg.UI_AREAS_ROWS
    )
    return HTML(f"{STYLE}{_TABLE}<tr>{head}</tr>{rows}</table>")


def incomes_html(data: dict | None = None):
    """The incomes under the 2nd, 4th and 5th pieces of each company, in a French table."""
    data = data or load_companies()
    head = "".join(f"{_TH}{h}</th>" for h in msg.UI_INCOMES_HEAD)
    rows = []
    for company, rows_of in data["companies"].items():
        for i, kind in enumerate(("base", "elevation", "conduit")):
            name = f"<b>{msg.OWNER_NAMES[company]}</b>" if i == 0 else ""
            cells = "".join(f"{_TD}{html.escape(income_text(x))}</td>" for x in rows_of[kind])
            rows.append(f"<tr>{_TD}{name}</td>{_TD}{msg.COMPANY_ROW[kind]}</td>{cells}</tr>")
    note = msg.UI_INCOMES_RECON if data["reconstruction"] else ""
    return HTML(f"{STYLE}{_TABLE}<tr>{head}</tr>{''.join(rows)}</table><p><i>{note}</i></p>")


class CompaniesEditor(StaticForm, W.VBox):
    """Paste a company-board file (JSON) and check it: a French error names the bad entry.

    The file's technical note (``about``, in English) is left out of the text box.
    """

    def __init__(self):
        text = resources.files("ludo.barrage").joinpath("data/companies.json").read_text("utf-8")
        text = "\n".join(
            line for line in text.splitlines() if not line.lstrip().startswith('"about"')
        )
        self.help = _panel(width=WIDTH, max_width="100%")
        self.help.value = msg.UI_COMPANIES_HELP.format(
            items=", ".join(
                f"<code>{k}</code> = {v.format(n='n')}" for k, v in msg.INCOME_ITEMS.items()
            )
        )
        self.text = W.Textarea(value=text, layout=W.Layout(width=WIDTH, height="260px"))
        self.button = W.Button(description=msg.UI_COMPANIES_LOAD, layout=W.Layout(width="200px"))
        self.result_html = _panel(width=WIDTH, max_width="100%")
        self.data = None
        editor = W.VBox([self.help, self.text, self.button, self.result_html])
        self.accordion = W.Accordion(children=[editor], selected_index=None)
        self.accordion.set_title(0, msg.UI_COMPANIES_TITLE)
        super().__init__([_style(), self.accordion])
        self.add_class("ludo-barrage")
        self.button.on_click(self._load)

    def _load(self, *_):
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
    texts[0] += "<br>" + "<br>".join(html.escape(text, quote=False) for text, _ in result.lines)
    stepper = Stepper(frames, texts, title=scenarios.title(key), width=WIDTH)
    return _all_frames_static(_side_by_side(stepper))


# == the whole game (issue 9): action board, scoring labs, a round step by step, a game ====
def _game_msg():
    return gmsg


#: The whole game's widgets: text at 18 px at least (a projector, 1280×800), larger with
#: Voilà's « Grand écran » (the sizes of ludo.widgets.style).
GAME_STYLE = f"""<style>
.barrage-large .widget-label, .barrage-large .widget-readout, .barrage-large select,
.barrage-large input, .barrage-large .widget-button, .barrage-large .widget-toggle-button,
.barrage-large table.ludo-table, .barrage-large .widget-checkbox label,
.barrage-large .widget-checkbox span {{ font-size: {CONTROL} !important; }}
.barrage-large .ludo-explanation,
.barrage-large .ludo-explanation .widget-html-content {{ font-size: {TEXT} !important; }}
.barrage-large select {{ height: auto; }}
</style>"""


#: The game table: the board as tall as the window allows (never wider than 760 px), the
#: explanation of the last move in its own box, read from its first line (the latest turn
#: from its heading; a long Automa turn scrolls down), both beside the move list. In a
#: short window (a 1280×800 screen zoomed to 150 % shows 853×533 CSS pixels) the text is
#: 15 CSS pixels (22 on the screen) and the move list shorter, so that the board, an
#: Automa's turn and « Jouer » stay on screen together; in a narrow one the controls
#: narrow so that the board keeps at least 420 px, and the companies' table scrolls
#: sideways inside its box rather than being cut at the window's edge. A long move wraps
#: on two or three lines inside the list (its continuation lines indented, a thin rule
#: between moves): every move is read whole (see :func:`_breakable`).
GAME_TABLE_STYLE = """<style>
.barrage-game .barrage-board { max-width: min(760px, calc(100% - 412px));
  max-height: calc(100vh - 70px); width: auto; height: auto; min-width: 0; flex: 0 1 auto;
  object-fit: contain; }
.barrage-game .barrage-controls { flex: 0 0 400px; width: 400px; margin-left: 12px; }
.barrage-game .barrage-log { max-height: 40vh; overflow-y: auto; }
.barrage-game .barrage-log ul { margin: 4px 0; padding-left: 1.2em; }
.barrage-game .barrage-last-move p { margin: 0 0 4px 0; }
.barrage-game .barrage-click-note { padding: 2px 8px; border-left: 4px solid #0072B2;
  background: #EEF5FB; }
.barrage-game .barrage-companies-table { max-width: 100%; overflow-x: auto; }
.barrage-game .barrage-kind select { width: 100%; }
.barrage-game .barrage-moves select { height: 8.5em; }
.barrage-game .barrage-moves option { white-space: normal; padding: 2px 4px 2px 1.2em;
  text-indent: -0.9em; border-bottom: 1px solid #e4e4e4; }
@media (max-width: 1000px) {
  .barrage-game .barrage-board { max-width: calc(100% - 372px); min-width: 420px; }
  .barrage-game .barrage-controls { flex-basis: 360px; width: 360px; }
}
@media (max-height: 600px) {
  .barrage-game { --ludo-text: 15px; --ludo-control: 15px; }
  .barrage-game .barrage-board { max-width: min(760px, calc(100% - 372px)); }
  .barrage-game .barrage-controls { flex-basis: 360px; width: 360px; }
  .barrage-game .barrage-moves select { height: 6.6em; }
}
</style>"""


def _game_style(widget) -> W.HTML:
    """The larger text of the game's widgets (added to ``widget``)."""
    widget.add_class("barrage-large")
    return W.HTML(GAME_STYLE, layout=W.Layout(height="0px", margin="0"))


def _png(fig) -> bytes:
    """The game's figures are laid out exactly: no cropping pass (twice as fast)."""
    return fig_to_png(fig, dpi=DPI, tight=False)


def space_text(state, sid: str) -> str:
    """A French paragraph on one action space: what it does, what it costs, if it is open."""
    gmsg = _game_msg()
    data = load_game_data()
    sp = data.space(sid)
    open_ids = {s.id for s in data.spaces_for(state.n_players, state.intro)}
    parts = [gmsg.UI_SPACE_TITLE.format(id=sid, section=gmsg.SECTION_NAMES[sp.section])]
    key = sp.action if sp.section == "water" else sp.section
    if sp.section == "machinery":
        key = "machinery_" + sp.machines
    parts.append(gmsg.UI_SPACE_DOES[key].format(n=sp.n, cost=sp.cost))
    if sp.section == "bank":
        parts.append(gmsg.UI_SPACE_BANK)
    else:
        parts.append(gmsg.UI_SPACE_COST.format(n=sp.engineers))
    if sp.fee:
        parts.append(gmsg.UI_SPACE_RED.format(fee=sp.fee))
    if sid not in open_ids:
        if sp.section == "patent":
            parts.append(gmsg.UI_SPACE_INTRO)
        else:
            parts.append(gmsg.UI_SPACE_BLOCKED.format(n=state.n_players, min=sp.min_players))
    elif sp.section != "bank":
        parts.append(gmsg.UI_SPACE_EXCLUSIVE)
    return "<p>" + "</p><p>".join(parts) + "</p>"


class ActionBoardExplorer(StaticForm, W.VBox):
    """The action board for 2, 3 or 4 players; choose a space to read what it does."""

    def __init__(self, players: int = 4, space: str = "T+2g"):
        gmsg = _game_msg()
        self.players = W.ToggleButtons(
            options=[(gmsg.UI_PLAYERS.format(n=n), n) for n in (2, 3, 4)],
            value=players,
            description=gmsg.UI_PLAYERS_LABEL,
        )
        self.space = W.Dropdown(
            options=[(s.id, s.id) for s in load_game_data().spaces],
            value=space,
            description=gmsg.UI_SPACE_LABEL,
            style={"description_width": "initial"},  # the whole label, never « Empla… »
            layout=W.Layout(width="300px"),
        )
        # the board (11 × 9 inches) with its controls and explanation on its right: all on
        # the screen at once, at 1280×800 and at 150 %
        self.image = W.Image(
            format="png", layout=W.Layout(width="min(825px, calc((100vh - 24px) * 1.22), 56vw)")
        )
        self.panel = _panel()
        self._new = ludo.new
        self.players.style.button_width = "auto"
        _fill(self.space)
        super().__init__(
            [
                _style(),
                _game_style(self),
                _lab(self.image, [self.players, self.space, self.panel]),
            ]
        )
        self.add_class("ludo-barrage")
        self.players.observe(self._update, names="value")
        self.space.observe(self._update, names="value")
        self._update()

    def _update(self, *_):
        companies = list(COMPANIES[: self.players.value])
        state = self._new("barrage", players=self.players.value, seed=1, companies=companies)
        self.image.value = action_board_png(state, highlight=self.space.value)
        self.panel.value = space_text(state, self.space.value)


def energy_ranking_html(energies) -> str:
    """The round's energy ranking, track credits, explained line by line (a table)."""
    gmsg = _game_msg()
    points = round_energy_points(energies)
    rows = []
    for i, (e, p) in enumerate(zip(energies, points, strict=True)):
        reward = energy_track_reward(e)
        rows.append(
            f"<tr>{_TD}{html.escape(gmsg.SEAT.format(n=i + 1))}</td>{_TD_NUM}{e}</td>"
            f"{_TD_NUM}{integer(p)}</td>{_TD}{html.escape(p.text)}</td>"
            f"{_TD_NUM}{integer(reward.credits)}</td>{_TD_NUM}{integer(reward.vp)}</td></tr>"
        )
    head = "".join(f"{_TH}{html.escape(h)}</th>" for h in gmsg.UI_RANKING_HEAD)
    return f"{_TABLE}<tr>{head}</tr>{''.join(rows)}</table>"


class RoundScoringLab(StaticForm, W.VBox):
    """Energies of up to four companies: the round's ranking points, credits and bonus tile."""

    def __init__(self, energies=(12, 8, 8, 0), round_number: int = 3, tile: str = "BT-powerhouse"):
        gmsg = _game_msg()
        wide = {"description_width": "120px"}
        self.sliders = [
            W.IntSlider(
                value=e,
                min=0,
                max=40,
                description=gmsg.SEAT.format(n=i + 1),
                style=wide,
                layout=W.Layout(width="520px"),
                continuous_update=False,
            )
            for i, e in enumerate(energies)
        ]
        self.round = W.IntSlider(
            value=round_number,
            min=1,
            max=5,
            description=gmsg.UI_ROUND,
            style=wide,
            continuous_update=False,
        )
        self.tile = W.Dropdown(
            options=[(gmsg.BONUS_NAMES[b["id"]], b["id"]) for b in load_game_data().bonus_tiles],
            value=tile,
            description=gmsg.UI_BONUS_TILE,
            style=wide,
            layout=W.Layout(width="560px"),
        )
        self.count = W.IntSlider(
            value=3, min=0, max=5, description=gmsg.UI_COUNT, style=wide, continuous_update=False
        )
        self.ranking = _panel(width="1000px", max_width="100%")
        self.bonus = _panel(width="1000px", max_width="100%")
        super().__init__(
            [
                _style(),
                _game_style(self),
                *self.sliders,
                self.ranking,
                W.HBox([self.round, self.count]),
                self.tile,
                self.bonus,
            ]
        )
        self.add_class("ludo-barrage")
        for w in (*self.sliders, self.round, self.tile, self.count):
            w.observe(self._update, names="value")
        self._update()

    def _update(self, *_):
        gmsg = _game_msg()
        energies = [s.value for s in self.sliders]
        self.ranking.value = energy_ranking_html(energies)
        mult = load_game_data().bonus(self.tile.value)["vp"]
        lines = []
        for i, e in enumerate(energies):
            p = bonus_tile_points(self.round.value, e, self.count.value, mult)
            lines.append(
                f"<li><b>{html.escape(gmsg.SEAT.format(n=i + 1))}</b> ({e}) : "
                f"{integer(p)} PV — {html.escape(p.text)}</li>"
            )
        self.bonus.value = (
            f"<p>{html.escape(gmsg.UI_BONUS_INTRO.format(round=self.round.value))}</p>"
            f"<ul>{''.join(lines)}</ul>"
        )


class ObjectiveLab(StaticForm, W.VBox):
    """What each company counts for the objective tile: the 15/10/5 ranks with ties."""

    def __init__(self, values=(4, 4, 1, 1), minimum: int = 0):
        gmsg = _game_msg()
        self.values = [
            W.IntSlider(
                value=v,
                min=0,
                max=12,
                description=gmsg.SEAT.format(n=i + 1),
                continuous_update=False,
                layout=W.Layout(width="480px"),
            )
            for i, v in enumerate(values)
        ]
        self.minimum = W.Checkbox(value=bool(minimum), description=gmsg.UI_MINIMUM, indent=False)
        self.panel = _panel(width="1000px", max_width="100%")
        super().__init__([_style(), _game_style(self), *self.values, self.minimum, self.panel])
        self.add_class("ludo-barrage")
        for w in (*self.values, self.minimum):
            w.observe(self._update, names="value")
        self._update()

    def _update(self, *_):
        gmsg = _game_msg()
        values = [w.value for w in self.values]
        points = objective_points(values, minimum=1 if self.minimum.value else 0)
        self.panel.value = (
            "<ul>"
            + "".join(
                f"<li><b>{html.escape(gmsg.SEAT.format(n=i + 1))}</b> : {html.escape(p.text)}</li>"
                for i, p in enumerate(points)
            )
            + "</ul>"
        )


def worked_examples_html() -> str:
    """The rule texts' worked examples, each computed by the library (a French table)."""
    gmsg = _game_msg()
    rows = []
    for label, value in (
        (gmsg.EX_RANKING, round_energy_points([14, 6, 6, 2])),
        (gmsg.EX_TIE_FIRST, round_energy_points([9, 9, 1, 0])),
        (gmsg.EX_TRACK_ZERO, energy_track_reward(0)),
        (gmsg.EX_BONUS_FULL, bonus_tile_points(3, 19, 2, 5)),
        (gmsg.EX_BONUS_ONE, bonus_tile_points(3, 13, 3, 5)),
        (gmsg.EX_BONUS_TWO, bonus_tile_points(3, 7, 1, 5)),
        (gmsg.EX_BONUS_NONE, bonus_tile_points(3, 5, 3, 5)),
        (gmsg.EX_OBJECTIVE, objective_points([6, 5, 3])),
        (gmsg.EX_OBJECTIVE_TIE, objective_points([4, 4, 1, 0])),
        (gmsg.EX_RESOURCES, resources_points(7, 5, 3)),
        (gmsg.EX_DROPS, drops_points(2)),
    ):
        if isinstance(value, tuple) and value and hasattr(value[0], "text"):
            shown = " · ".join(integer(v) for v in value)
        elif isinstance(value, tuple):  # (credits, VP): the VP of the track's 0 are « −3 »
            shown = gmsg.UI_CREDITS_VP.format(cr=integer(value[0]), vp=integer(value[1]))
        else:
            shown = f"{integer(value)} PV"
        rows.append(f"<tr>{_TD}{html.escape(label)}</td>{_TD_NUM}{html.escape(shown)}</td></tr>")
    head = "".join(f"{_TH}{html.escape(h)}</th>" for h in gmsg.UI_EXAMPLES_HEAD)
    return f"{_TABLE}<tr>{head}</tr>{''.join(rows)}</table>"


def _built_text(board) -> str:
    """« 1 base, 2 conduites » (what a company built), « rien » when nothing."""
    gmsg = _game_msg()
    parts = [
        gmsg.UI_BUILT[k].format(n=board.count(k))
        for k in ("base", "elevation", "conduit", "powerhouse")
        if board.count(k)
    ]
    return ", ".join(parts) or gmsg.UI_NOTHING


def companies_html(state) -> str:
    """Every company's supply, energy, VP, engineers, tiles, wheel and contracts.

    One column per company and one row per figure, every figure in words (« 8 crédits »,
    « 1 base, 2 conduites »): the table stays narrow enough for a window at 150 % zoom,
    and scrolls sideways inside its own box if it is not.
    """
    gmsg = _game_msg()
    if state.phase == "pick":
        return f"<p>{html.escape(gmsg.UI_PICKING)}</p>"
    totals = state.score().totals()
    cells = []
    for seat, c in enumerate(state.companies):
        mark = " ◀" if seat == state.current_player else ""
        wheel = ", ".join(s.tile_text() for s in c.wheel.locked) or "—"
        supply = "<br>".join(
            html.escape(t)
            for t in (
                gmsg.UI_SUPPLY["credits"].format(n=c.credits),
                gmsg.UI_SUPPLY["excavators"].format(n=c.excavators),
                gmsg.UI_SUPPLY["mixers"].format(n=c.mixers),
            )
        )
        cells.append(
            (
                f"<b>{html.escape(state.player_names[seat])}</b>{mark}",
                html.escape(msg.OFFICER_NAMES.get(c.officer, "—")),
                f"<b>{integer(totals[seat])}</b>",
                str(c.energy),
                supply,
                str(c.engineers),
                html.escape(_built_text(c.board)),
                html.escape(", ".join(tile_name(t) for t in c.tiles) or "—"),
                html.escape(wheel),
                html.escape(", ".join(c.hand) or "—"),
                html.escape(", ".join(c.fulfilled) or "—"),
            )
        )
    rows = []
    for i, head in enumerate(gmsg.UI_COMPANY_HEAD):
        row = "".join(f"{_TD}{col[i]}</td>" for col in cells)
        rows.append(f"<tr>{_TH}{html.escape(head)}</th>{row}</tr>")
    return f"<div class='barrage-companies-table'>{_TABLE}{''.join(rows)}</table></div>"


def contracts_html(state) -> str:
    """The contract office: the face-up private contracts and the national ones."""
    gmsg = _game_msg()
    data = load_game_data()

    def one(k):
        c = data.contract(k)
        return f"<b>{k}</b> ({c.energy} ⚡) : {html.escape(_items_text(c.reward))}"

    rows = [" · ".join(one(k) for k in pile) for pile in state.display]
    rows.append(gmsg.UI_NATIONAL + " " + (" · ".join(one(k) for k in state.national) or "—"))
    return "<p>" + "</p><p>".join(rows) + "</p>"


def score_html(state) -> str:
    """The score sheet, every line, in French."""
    gmsg = _game_msg()
    sheet = state.score()
    rows = []
    for line in sheet.lines:
        if line.points == 0 and line.counts and line.rule == "barrage.start":
            continue
        rows.append(
            f"<tr>{_TD}{html.escape(sheet.player_names[line.player])}</td>"
            f"{_TD_NUM}{integer(line.points, signed=True)}</td>{_TD}{html.escape(line.text)}</td></tr>"
        )
    head = "".join(f"{_TH}{html.escape(h)}</th>" for h in gmsg.UI_SCORE_HEAD)
    summary = html.escape(sheet.summary())
    return f"<p><b>{summary}</b></p>{_TABLE}<tr>{head}</tr>{''.join(rows)}</table>"


def _game_picture(state, part: str = "all") -> bytes:
    """The map above, the action board and the energy track below: one PNG (or one part).

    Only the part shown is drawn, each over its fixed layer drawn once (see
    :class:`~ludo.barrage.draw.LayeredPicture`).
    """
    if part in ("map", "actions", "track"):
        return game_part_png(state, part)
    if part == "companies":
        return companies_png(state)
    images = game_images(state)
    top, actions, track = images["map"], images["actions"], images["track"]
    width = max(actions.width, track.width)
    out = PILImage.new("RGB", (width, top.height + actions.height + track.height), "white")
    out.paste(top, ((width - top.width) // 2, 0))
    out.paste(actions, (0, top.height))
    out.paste(track, (0, top.height + actions.height))
    return image_png(out)


@functools.lru_cache(maxsize=32)
def _company_row(board, wheel, title: str):
    """One company's board beside its wheel (a PIL image), drawn once per position of them."""
    company = _cropped_png(draw_company(board, title=title), ("company", title), dpi=DPI)
    left = PILImage.open(io.BytesIO(company))
    right = PILImage.open(io.BytesIO(_cropped_png(draw_wheel(wheel), "wheel", dpi=DPI)))
    row = PILImage.new("RGB", (left.width + right.width, max(left.height, right.height)), "white")
    row.paste(left.convert("RGB"), (0, 0))
    row.paste(right.convert("RGB"), (left.width, 0))
    return row


def companies_png(state) -> bytes:
    """Each company's board (pieces left, incomes revealed) beside its construction wheel.

    A company's picture is drawn again only when its board or its wheel changed.
    """
    rows = [
        _company_row(c.board, c.wheel, state.player_names[seat])
        for seat, c in enumerate(state.companies or ())
        if c is not None
    ]
    if not rows:
        return energy_track_png(state)
    out = PILImage.new("RGB", (max(r.width for r in rows), sum(r.height for r in rows)), "white")
    y = 0
    for r in rows:
        out.paste(r, (0, y))
        y += r.height
    return image_png(out)


def round_stepper(players: int = 3, seed: int = 4, round_number: int = 1) -> Stepper:
    """One round of a game between « Bâtisseur » computer players, one move at a time."""
    gmsg = _game_msg()
    companies = list(COMPANIES[:players])
    state = ludo.new("barrage", players=players, seed=seed, companies=companies)
    states = ludo.play_out(state, "greedy", seed=seed)
    chosen = [s for s in states if s.round == round_number and not s.is_over()]
    after = [s for s in states if s.round == round_number + 1 or s.is_over()][:1]
    frames = [*chosen, *after]
    texts = []
    # Each step shows the part of the game its move changes, at a readable size: the map
    # when the board changed (a construction, a production), else the action board (where
    # the engineers went); the caption says which.
    parts = ["map"]
    for i, s in enumerate(frames):
        if i == 0:
            texts.append(html.escape(gmsg.UI_ROUND_START.format(round=round_number)))
            continue
        move = s.history[-1]
        before = frames[i - 1]
        who = before.player_names[before.current_player]
        part = "map" if s.board != before.board else "actions"
        parts.append(part)
        items = "".join(f"<li>{html.escape(e.text)}</li>" for e in s.events[:14])
        texts.append(
            f"<p><b>{html.escape(who)}</b> : {html.escape(move_text(move))}</p><ul>{items}</ul>"
            f"<p><i>{html.escape(gmsg.UI_ROUND_PICTURE[part])}</i></p>"
        )
    pictures = [
        (lambda s=s, part=part: _game_picture(s, part))
        for s, part in zip(frames, parts, strict=True)
    ]
    if after:  # the water phase, drop by drop (the river's animation), then the scoring
        last = after[0]
        flow_pictures, flow_texts = water_phase_frames(last)
        pictures.extend(flow_pictures)
        texts.extend(flow_texts)
        kinds = [e.kind for e in last.events]
        if "scoring" in kinds:
            names = last.player_names
            lines = [
                f"{names[seat]} : {integer(points, signed=True)} PV — {text}"
                for seat, points, rule, text in last.vp
                if rule in ("barrage.round_energy", "barrage.track", "barrage.bonus")
                and text.startswith(gmsg.ROUND_PREFIX.format(round=round_number, text=""))
            ]
            items = "".join(f"<li>{html.escape(t)}</li>" for t in lines)
            pictures.append(lambda s=last: _game_picture(s, "track"))
            texts.append(
                f"<ul>{items}</ul><p><i>{html.escape(gmsg.UI_ROUND_PICTURE['track'])}</i></p>"
            )
    stepper = Stepper(
        pictures,
        texts,
        title=gmsg.UI_ROUND_TITLE.format(round=round_number, n=players),
        width="740px",  # 740 + 12 + 470 px: the explanation beside it at 1280 px
    )
    stepper = _side_by_side(stepper, width="min(740px, 56vw)")
    stepper.children = [_game_style(stepper), *stepper.children]
    return stepper


def water_phase_frames(state) -> tuple[list, list]:
    """The water phase that ended the round in ``state``'s last move: one frame per drop.

    The board before the flow is in the ``water.phase`` event; the flow's own events follow
    it. Returns lazy frames and their French texts (empty if the move ended no round).
    """
    events = list(state.events)
    start = next((i for i, e in enumerate(events) if e.kind == "water.phase"), None)
    if start is None:
        return [], []
    end = next(
        (i for i in range(start + 1, len(events)) if events[i].kind == "scoring"), len(events)
    )
    board = Board.from_dict(events[start].data["board"])
    frames, texts = flow_frames(board, events[start + 1 : end], lazy=True)
    texts = list(texts)  # already HTML (the river's explanations)
    texts[0] = html.escape(events[start].text) + "<br>" + texts[0]
    return frames, texts


#: A zero-width space: where a line may break inside a menu's option (ipywidgets writes
#: every space of an option as a no-break space, so a long option could never wrap).
_BREAK = "\u200b"


def _breakable(label: str) -> str:
    """``label`` with a line break allowed after each space, for a list whose options wrap
    (the game table's move list): the text a guest reads is unchanged."""
    return label.replace(" ", " " + _BREAK)


def _plain(label: str) -> str:
    """The text of an option made :func:`_breakable`."""
    return label.replace(_BREAK, "")


#: A set-up menu's name just before it (not right-aligned in a wide box of its own).
_NAME_WIDTH = {"description_width": "initial"}


class GameTable(StaticForm, W.VBox):
    """A whole game in the notebook: 2–4 seats, each a person or a computer player.

    The legal moves of the seat to play come from the engine (``state.legal_moves()``);
    the person picks one in the list (a filter narrows it) and clicks « Jouer »; the
    computer seats answer at once. The map can be clicked too (:mod:`ludo.barrage.clickmap`):
    a click on a place narrows the list to the moves there, Entrée plays the chosen move,
    Échap gives the whole list back. Every move's events are explained; the score sheet
    is shown line by line.
    """

    def __init__(
        self,
        players: int = 3,
        seats=("human", "greedy", "greedy", "greedy"),
        seed=None,
        automa_level: str = "modere",
    ):
        gmsg = _game_msg()
        self.table_slot = None  # a workshop's table (ludo.widgets.tables)
        seed = fresh_seed() if seed is None else seed
        self._ludo = ludo
        self._session_class = GameSession
        kinds = [(gmsg.UI_HUMAN, "human")] + [(p.name, p.key) for p in ludo.players("barrage")]
        self.players = W.Dropdown(
            options=[(gmsg.UI_PLAYERS.format(n=n), n) for n in (2, 3, 4)],
            value=players,
            description=gmsg.UI_PLAYERS_LABEL,
            style=_NAME_WIDTH,
        )
        self.seat_kinds = [
            W.Dropdown(
                options=kinds,
                value=seats[i] if i < len(seats) else "greedy",
                description=gmsg.SEAT.format(n=i + 1),
                style=_NAME_WIDTH,
            )
            for i in range(4)
        ]
        self.seed = W.IntText(
            value=seed,
            description=gmsg.UI_SEED,
            style={"description_width": "initial"},  # the whole label, never « Tirage… »
            layout=W.Layout(width="220px"),
        )
        # seats played by Tesla's Automa (« Automa de Tesla » in a seat list) and its level
        self.level = W.Dropdown(
            options=[(label, key) for key, label in amsg.LEVEL_NAMES.items()],
            value=automa_level,
            description=amsg.UI_LEVEL,
            style=_NAME_WIDTH,
        )
        self.new_button = W.Button(description=gmsg.UI_NEW_GAME, button_style="info")
        # the moves grouped by kind (« Construire (52) »), then narrowed by the filter: both
        # on one line (the list says what it holds; the filter's hint says what to type)
        self.filter = W.Text(
            placeholder=gmsg.UI_FILTER_HINT,
            layout=W.Layout(width="auto", flex="1 1 40%", min_width="0"),
        )
        self.group = W.Dropdown(layout=W.Layout(width="auto", flex="1 1 60%", min_width="0"))
        self.moves = W.Select(rows=6, layout=W.Layout(width="94%"))
        # « Les coups permis », with the engineers the seat to play has left to place
        self.your_move = W.HTML()
        self.play_button = W.Button(description=gmsg.UI_PLAY, button_style="primary")
        # the chosen move in full (a long label is cut at the list's edge)
        self.chosen = W.HTML(layout=W.Layout(width="94%"))
        self.chosen.add_class("barrage-chosen")
        self.undo_button = W.Button(description=gmsg.UI_UNDO)
        self.view = W.ToggleButtons(
            options=[(label, key) for key, label in gmsg.UI_VIEWS.items()],
            value="map",
            style={"button_width": "auto"},
        )
        # The board, the explanation of the last move and the move list side by side, the
        # picture no taller than the window: all three on a 1280×800 screen, and still at
        # 150 % zoom (GAME_TABLE_STYLE). The game's set-up comes below them.
        self.image = W.Image(format="png", layout=W.Layout(width="auto"))
        self.image.add_class("barrage-board")
        # The map view is played by clicking the map (ludo/barrage/clickmap.py): a click on
        # a place narrows the move list to the moves there; the other views are pictures.
        self.map = ClickMap()
        self.map.board.add_class("barrage-board")
        self.map.board.add_class("barrage-map")
        self.map.board.on_cell(self.click_place)
        self.map.board.on_key(self.press_key)
        self.explanation = _panel(width="100%")
        self.explanation.add_class("barrage-last-move")
        self.companies = _panel(width="1400px", max_width="100%")
        self.contracts = _panel(width="1400px", max_width="100%")
        self.score = _panel(width="1400px", max_width="100%")
        controls = W.VBox(
            [
                self.explanation,
                self.your_move,
                W.HBox([self.group, self.filter], layout=W.Layout(width="94%")),
                self.moves,
                W.HBox([self.play_button, self.undo_button]),
                self.chosen,
            ],
        )
        controls.add_class("barrage-controls")
        setup = W.VBox(
            [
                W.HTML(f'<b style="font-size:{CONTROL}">{html.escape(gmsg.UI_SETUP)}</b>'),
                W.HBox(
                    [self.players, self.seed, self.level, self.new_button],
                    layout=W.Layout(flex_flow="row wrap"),
                ),
                W.HBox(self.seat_kinds, layout=W.Layout(flex_flow="row wrap")),
            ],
            layout=W.Layout(margin="12px 0 0 0"),
        )
        super().__init__(
            [
                _style(),
                _game_style(self),
                W.HTML(GAME_TABLE_STYLE, layout=W.Layout(height="0px", margin="0")),
                self.view,
                W.HBox(
                    [self.map.board, self.image, controls],
                    layout=W.Layout(flex_flow="row nowrap", align_items="flex-start"),
                ),
                setup,
                self.companies,
                self.contracts,
                self.score,
            ]
        )
        self.add_class("ludo-barrage")
        game_table(self)
        # classes for the browser tests (tests/barrage/test_browser_barrage*.py)
        self.add_class("barrage-game")
        for widget, name in (
            (self.moves, "barrage-moves"),
            (self.play_button, "barrage-play"),
            (self.filter, "barrage-filter"),
            (self.group, "barrage-kind"),
            (self.explanation, "barrage-status"),
            (self.companies, "barrage-companies"),
            (self.level, "barrage-level"),
            (self.new_button, "barrage-new"),
        ):
            widget.add_class(name)
        self.new_button.on_click(lambda _: self.new_game())
        self.play_button.on_click(lambda _: self.play_selected())
        self.undo_button.on_click(lambda _: self.undo())
        self.filter.observe(lambda _: self._fill_moves(), names="value")
        self._regrouping = False
        self._explained = ("", "")  # the heading and explanation of the last move (_say)
        self.group.observe(
            lambda _: None if self._regrouping else self._fill_moves(regroup=False), names="value"
        )
        self.moves.observe(lambda _: self._notation(), names="value")
        self.players.observe(lambda _: self._seats(), names="value")
        self._seats()
        self.view.observe(lambda _: self._picture(), names="value")
        self.new_game()
        offer_tables(self, "barrage")

    # -- actions -------------------------------------------------------------------------
    def new_game(self) -> None:
        n = self.players.value
        computer = {
            i: self.seat_kinds[i].value for i in range(n) if self.seat_kinds[i].value != "human"
        }
        automa = [i for i in range(n) if self.seat_kinds[i].value == "automa"]
        options = {"automa": automa, "automa_level": self.level.value} if automa else {}
        try:
            state = self._ludo.new("barrage", players=n, seed=self.seed.value, **options)
        except LudoError as err:
            self.explanation.value = _error(err)
            return
        self.session = self._session_class(
            state, computer=computer, seed=self.seed.value, table=self.table_slot
        )
        texts = self.session.computer_turns() if self.session.computer_to_move() else []
        self.session.save(texts)
        self._show(texts)

    def resume(self, saved) -> None:
        """Go on with a table's saved game (:mod:`ludo.widgets.tables`), set-up shown."""
        self.session = self._session_class(saved.state)
        self.session.resume(saved)
        state = self.session.state
        self.players.value = state.n_players
        for i, kinds in enumerate(self.seat_kinds[: state.n_players]):
            kinds.value = saved.computer.get(i, "human")
        self.seed.value = saved.seed
        if "automa" in saved.computer.values():
            self.level.value = state.automa_level
        self._show(saved.explanation.split("\n") if saved.explanation else [])

    def play_selected(self) -> None:
        gmsg = _game_msg()
        if self.moves.value is None:
            self.explanation.value = f"<p>{html.escape(gmsg.UI_CHOOSE_FIRST)}</p>"
            return
        # the computer's replies and the redraw take a moment: the button says so meanwhile
        with working(self.play_button, self.map.board):
            try:
                texts = self.session.play(self.moves.value)
            except LudoError as err:
                self.explanation.value = _error(err)
                return
            self._show(texts)
        self._play_allowed()  # after ``working`` has put the button back

    def _play_allowed(self) -> None:
        """« Jouer » is disabled once the game is over (an empty list of moves because of
        the filter keeps it: it then asks to choose a move)."""
        self.play_button.disabled = self.session.state.is_over()

    def play(self, text: str) -> None:
        """Play a move given by its notation (as if chosen in the list)."""
        self.map.clear()
        self.filter.value = ""
        self.group.value = "all"
        self._fill_moves()
        self.moves.value = text
        self.play_selected()

    def undo(self) -> None:
        self.session.undo()
        self._show([])

    def click_place(self, node: str) -> None:
        """A click on the map's ``node``: the move list shows only the legal moves there
        (one move: it is chosen, « Jouer » or Entrée plays it) and the explanation says what
        the click did. A place without a legal move changes nothing but that sentence."""
        note = self.map.choose(node)
        if self.map.place == node:
            self._regrouping = True  # every kind of move there (no refill meanwhile)
            try:
                self.group.value = "all"
            finally:
                self._regrouping = False
            if self.filter.value:
                self.filter.value = ""  # its observer fills the list again
            else:
                self._fill_moves()
            if len(self.moves.options) == 1:
                self.moves.value = self.moves.options[0][1]
        self._say(note)

    def press_key(self, key: str) -> None:
        """The map's keys: Échap removes its filter, Entrée plays the chosen move."""
        gmsg = _game_msg()
        if key == "Escape":
            if self.map.clear():
                self._fill_moves()
                self._say(gmsg.CLICK_CLEARED)
        elif key == "Enter":
            if self.moves.value is None:
                self._say(gmsg.CLICK_ENTER_FIRST)
            else:
                self.play_selected()

    def _say(self, note: str) -> None:
        """``note`` (what a click on the map did) at the top of the explanation, and the
        move list's heading for the map's filter (both as the last move left them, plus
        that)."""
        heading, explained = self._explained
        if self.map.place:
            heading = f'<b style="font-size:{CONTROL}">{html.escape(self.map.heading())}</b>'
        self.your_move.value = heading
        self.explanation.value = (
            f"<p class='barrage-click-note'>{html.escape(note, quote=False)}</p>{explained}"
        )

    # -- display -------------------------------------------------------------------------
    def _picture(self) -> None:
        on_map = self.view.value == "map"
        self.map.board.layout.display = None if on_map else "none"
        self.image.layout.display = "none" if on_map else None
        if on_map:
            self.map.show(self.session.state)
            return
        if self.map.clear():  # the map's filter ends with the map's view
            self._fill_moves()
            self.your_move.value, self.explanation.value = self._explained
        self.image.value = _game_picture(self.session.state, self.view.value)

    def _seats(self) -> None:
        """Only the seats of the chosen number of players are shown (no « Joueur 4 » at 3)."""
        for i, seat in enumerate(self.seat_kinds):
            seat.layout.display = None if i < self.players.value else "none"

    def _fill_moves(self, regroup: bool = True) -> None:
        """The legal moves in French (see :func:`~ludo.barrage.game.moves.move_text`),
        grouped by kind: the « Sorte » list offers each kind with its number of moves, the
        filter narrows further (on the French label and on the notation)."""
        gmsg = _game_msg()
        state = self.session.state
        words = self.filter.value.lower().split()
        # shown in French with the spots named as on the board; the value is the notation
        moves = [
            (move_group(m), move_text(m, state), str(m))
            for m in state.legal_moves()
            if self.map.keeps(m)  # the place clicked on the map, if any
        ]
        if words:
            moves = [
                (group, label, text)
                for group, label, text in moves
                if all(w in f"{label} {text}".lower() for w in words)
            ]
        counts = {g: sum(1 for m in moves if m[0] == g) for g in GROUPS}
        groups = [g for g in GROUPS if counts[g]]
        if regroup:
            options = [
                (gmsg.GROUP_OPTION.format(name=gmsg.GROUP_NAMES["all"], n=len(moves)), "all")
            ]
            options += [
                (gmsg.GROUP_OPTION.format(name=gmsg.GROUP_NAMES[g], n=counts[g]), g) for g in groups
            ]
            keep = self.group.value if self.group.value in ("all", *groups) else "all"
            self._regrouping = True  # the group's observer must not refill the list meanwhile
            try:
                self.group.options = options
                self.group.value = keep
            finally:
                self._regrouping = False
        chosen = self.group.value or "all"
        order = {g: i for i, g in enumerate(GROUPS)}
        moves.sort(key=lambda m: order[m[0]])  # stable: the engine's order within a kind
        self.moves.options = [
            (_breakable(label), text) for group, label, text in moves if chosen in ("all", group)
        ][:400]
        self._notation()

    def _notation(self) -> None:
        """The chosen move in full under the buttons; its notation, for a curious reader,
        in the list's tooltip."""
        gmsg = _game_msg()
        code = self.moves.value
        self.moves.tooltip = gmsg.UI_NOTATION.format(code=code) if code else None
        label = _plain(self.moves.label) if code else ""
        self.chosen.value = (
            f"<span style='font-size:{CONTROL}'>{html.escape(gmsg.UI_CHOSEN.format(move=label))}</span>"
            if label
            else ""
        )

    def _show(self, texts) -> None:
        gmsg = _game_msg()
        state = self.session.state
        self.map.clear()  # a click on the map filters the list for one move only
        self._picture()
        self._fill_moves()
        texts = [line for t in texts for line in t.split("\n")]  # an Automa turn: many lines
        lines = "".join(f"<li>{html.escape(t)}</li>" for t in texts[:120])
        self._play_allowed()
        if state.is_over():
            # the result beside the board: the winner and every total, then what happened
            sheet = state.score()
            totals = " ; ".join(
                gmsg.UI_FINAL_TOTAL.format(name=name, vp=integer(sheet.total(i)))
                for i, name in enumerate(state.player_names)
            )
            status = gmsg.UI_FINAL.format(summary=sheet.summary(), totals=totals)
            lines = f"<li>{html.escape(gmsg.UI_FINAL_SHEET)}</li>" + lines
        else:
            status = gmsg.UI_TO_PLAY.format(
                round=state.round, name=state.player_names[state.current_player]
            )
            if state.pending:
                waiting = gmsg.WAITING[state.pending[0][0]]
                status += " " + waiting[:1].upper() + waiting[1:]
        company = None if state.is_over() else state.companies[state.current_player]
        heading = (
            gmsg.UI_YOUR_MOVE_LEFT.format(n=company.engineers) if company else gmsg.UI_YOUR_MOVE
        )
        self.your_move.value = f'<b style="font-size:{CONTROL}">{html.escape(heading)}</b>'
        if state.automa:  # a game against Tesla's Automa says its level
            status += " " + amsg.UI_LEVEL_NOW.format(level=amsg.LEVEL_NAMES[state.automa_level])
        # the latest turn (the move played and the computers' replies) read from its first
        # line: a long one scrolls down inside its box, its heading never cut
        self.explanation.value = (
            f"<p><b>{html.escape(status)}</b></p>"
            f"<div class='barrage-log'><div><ul>{lines}</ul></div></div>"
        )
        self._explained = (self.your_move.value, self.explanation.value)  # see _say
        self.companies.value = companies_html(state)
        self.contracts.value = contracts_html(state)
        self.score.value = score_html(state)


def contract_table_html(types=("start", "green", "yellow", "red", "national")) -> str:
    """Every contract of the given types: energy needed and reward, in French (a table)."""
    from .game.data import load_game_data
    from .game.state import _items_text

    gmsg = _game_msg()
    rows = []
    for c in load_game_data().contracts:
        if c.type in types:
            rows.append(
                f"<tr>{_TD}<b>{c.id}</b></td>{_TD}{html.escape(gmsg.CONTRACT_TYPES[c.type])}</td>"
                f"{_TD_NUM}{c.energy}</td>{_TD}{html.escape(_items_text(c.reward))}</td></tr>"
            )
    head = "".join(f"{_TH}{html.escape(h)}</th>" for h in gmsg.UI_CONTRACT_HEAD)
    return f"{_TABLE}<tr>{head}</tr>{''.join(rows)}</table>"


# -- Tesla's Automa ---------------------------------------------------------------------------
def solo_game(level: str = "modere", seed: int = 1, opponent: str = "greedy"):
    """Every state of a solo game: a computer player (seat 1) against the Automa (seat 2)."""
    s = ludo.new("barrage", players=2, automa=[1], automa_level=level, seed=seed)
    bot = ludo.player("barrage", opponent, seed=seed)
    automa = ludo.player("barrage", "automa")
    states = [s]
    while not s.is_over():
        s = s.play_unchecked((automa if s.current_player in s.automa else bot).choose(s))
        states.append(s)
    return states


def automa_turns(states) -> list[tuple]:
    """``(state before, explanation)`` for every Automa turn of a game."""
    out = []
    for before, after in zip(states, states[1:], strict=False):
        for e in after.events:
            if e.kind == "automa.turn":
                out.append((before, e.data["explanation"]))
    return out


def _lines_html(lines) -> str:
    return "<ul>" + "".join(f"<li>{html.escape(line)}</li>" for line in lines) + "</ul>"


class TileViewer(StaticForm, W.VBox):
    """A tile chosen by its number: its actions side and its criteria side."""

    def __init__(self, number: int = 1):
        self.number = W.IntSlider(value=number, min=1, max=20, description="Tuile")
        self.actions = _panel(width="560px", max_width="100%")
        self.criteria = _panel(width="560px", max_width="100%")
        super().__init__(
            [
                _style(),
                _game_style(self),
                self.number,
                W.HBox([self.actions, self.criteria], layout=W.Layout(flex_flow="row wrap")),
            ]
        )
        self.add_class("ludo-barrage")
        self.number.observe(lambda _: self._show(), names="value")
        self._show()

    def _show(self) -> None:
        actions, criteria = tile_lines(load_tiles()[self.number.value - 1])
        self.actions.value = f"<b>{html.escape(actions[0])}</b>" + _lines_html(actions[1:])
        self.criteria.value = f"<b>{html.escape(criteria[0])}</b>" + _lines_html(criteria[1:])


class TurnReplay(StaticForm, W.VBox):
    """The Automa's turns of a solo game, one by one, and for a construction its
    placement step by step: candidates in orange, the chosen spot circled in green."""

    def __init__(self, level: str = "modere", seed: int = 1):
        self.level = W.Dropdown(
            options=[(amsg.LEVEL_NAMES[k], k) for k in LEVELS], value=level, description="Niveau"
        )
        self.seed = W.IntText(
            value=seed,
            description="Tirage n°",
            style={"description_width": "initial"},
            layout=W.Layout(width="200px"),
        )
        self.load = W.Button(description="Jouer la partie", button_style="info")
        self.turn = W.IntSlider(value=1, min=1, max=1, description="Tour")
        self.only_builds = W.Checkbox(
            value=True,
            description="seulement les constructions",
            indent=False,
            layout=W.Layout(width="auto", margin="0 24px"),
        )
        self.step = W.IntSlider(value=0, min=0, max=0, description="Étape")
        self.image = png_image(b"", width=LAB_BOARD)
        self.panel = _panel()
        # A laboratory: the map on the left, as tall as the screen allows; the game's
        # choices, the turn and step sliders and the explanation in a column on its right.
        self.only_builds.layout.margin = "0"
        _fill(self.level, self.turn, self.step)
        super().__init__(
            [
                _style(),
                _game_style(self),
                _lab(
                    self.image,
                    [
                        self.level,
                        W.HBox([self.seed, self.load], layout=W.Layout(flex_flow="row wrap")),
                        self.turn,
                        self.only_builds,
                        self.step,
                        self.panel,
                    ],
                ),
            ]
        )
        self.add_class("ludo-barrage")
        self.load.on_click(lambda _: self.play())
        self.turn.observe(lambda _: self._turn_changed(), names="value")
        self.only_builds.observe(lambda _: self._filter(), names="value")
        self.step.observe(lambda _: self._show(), names="value")
        self.play()

    def play(self) -> None:
        self.turns = automa_turns(solo_game(self.level.value, self.seed.value))
        self._filter()

    def _filter(self) -> None:
        turns = self.turns
        if self.only_builds.value:
            turns = [t for t in turns if _placement(t[1]) is not None]
        self.shown = turns or self.turns
        self.turn.max = len(self.shown)
        self.turn.value = 1
        self._turn_changed()

    def _turn_changed(self) -> None:
        _, expl = self.shown[self.turn.value - 1]
        p = _placement(expl)
        self.step.max = len(p.steps) if p is not None else 0
        self.step.value = self.step.max
        self._show()

    def _show(self) -> None:
        before, expl = self.shown[self.turn.value - 1]
        p = _placement(expl)
        head = amsg.UI_TURN_HEAD.format(round=before.round, seat=before.current_player + 1)
        text = f"<p><b>{html.escape(head)}</b></p>" + _lines_html(expl.lines())
        if p is not None:
            lines = placement_lines(p)[: max(1, self.step.value)]
            text += f"<p><b>{html.escape(amsg.UI_PLACEMENT)}</b></p>" + _lines_html(lines)
            self.image.value = placement_png(before.board, p, step=self.step.value)
        else:
            self.image.value = board_png(before.board)
        self.panel.value = text


def _placement(expl):
    for c in expl.checks:
        if c.placement is not None:
            return c.placement
    return None


def level_table(games: int = 10, first_seed: int = 1) -> list[dict]:
    """The greedy player against each level over ``games`` seeded games."""
    rows = []
    for level in LEVELS:
        wins, automa, greedy = 0, [], []
        for seed in range(first_seed, first_seed + games):
            final = solo_game(level, seed)[-1]
            totals = final.score().totals()
            greedy.append(totals[0])
            automa.append(totals[1])
            wins += final.winners() == [0]
        rows.append(
            {
                "level": level,
                "greedy_wins": wins,
                "games": games,
                "automa_mean": statistics.mean(automa),
                "greedy_mean": statistics.mean(greedy),
            }
        )
    return rows


def level_table_html(games: int = 10, first_seed: int = 1) -> str:
    """:func:`level_table` as a French HTML table."""
    rows = "".join(
        f"<tr><td>{html.escape(amsg.LEVEL_NAMES[r['level']])}</td>"
        f"<td>{r['greedy_wins']} / {r['games']}</td>"
        f"<td>{_decimal(r['automa_mean'])}</td><td>{_decimal(r['greedy_mean'])}</td></tr>"
        for r in level_table(games, first_seed)
    )
    head = "".join(f"<th>{html.escape(h)}</th>" for h in amsg.UI_LEVEL_COLUMNS)
    return f"<table class='ludo-table' style='font-size:18px'><tr>{head}</tr>{rows}</table>"


def _decimal(x: float) -> str:
    """A mean written the French way (a decimal comma)."""
    return f"{x:.1f}".replace(".", ",")
