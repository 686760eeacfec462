"""The construction labs of the Barrage notebooks: costs, the construction wheel, company boards."""

from __future__ import annotations

import functools
import html
import io
from importlib import resources

import ipywidgets as W
from IPython.display import HTML
from matplotlib.backends.backend_agg import FigureCanvasAgg
from PIL import Image as PILImage

from ...core.errors import LudoError
from ...widgets import StaticForm, Stepper, png_image
from ...widgets.board import working
from ...widgets.why import WhyPanel, refusal_link
from .. import messages as msg
from ..board import COMPANIES
from ..construction import (
    KINDS,
    SPOT_KIND,
    CompanyBoard,
    ConstructionWheel,
    construction_cost,
    income_text,
    load_companies,
)
from ..draw import (
    company_png,
    wheel_png,
)
from .common import (
    STYLE,
    TABLE,
    TD,
    TH,
    WIDTH,
    all_frames_static,
    barrage_style,
    error_html,
    explanation_panel,
    owner_options,
    spot_label,
    spot_options,
)


def cost_table_html() -> str:
    """The rulebook's cost table, each cell computed by :func:`construction_cost`."""
    spots = {"plain": "D8", "hill": "D5", "mountain": "D1"}
    head = "".join(f"{TH}{h}</th>" for h in msg.UI_COST_TABLE_HEAD)
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
            f"<tr>{TD}<b>{msg.KIND_NAMES[kind]}</b></td>"
            + "".join(f"{TD}{c}</td>" for c in cells)
            + f"{TD}{msg.UI_COST_ROWS[kind]}</td></tr>"
        )
    return f"{STYLE}{TABLE}<tr>{head}</tr>{''.join(rows)}</table>"


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
            f"<tr>{TD}<b>{msg.KIND_NAMES[kind]}</b><br>{html.escape(spot_label(spot))}</td>"
            f"{TD}{_cost_lines(cost)}</td></tr>"
        )
    head = "".join(f"{TH}{h}</th>" for h in msg.UI_COSTS_HEAD)
    return HTML(
        f"{STYLE}<div class='ludo-explanation'>{TABLE}<tr>{head}</tr>{''.join(rows)}</table></div>"
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
        self.result_html = explanation_panel(width="800px", max_width="100%")
        super().__init__(
            [
                barrage_style(),
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
        options = spot_options(kind)
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
            self.result_html.value = error_html(err)
            return
        self.result_html.value = _cost_lines(c)


class WheelLab(StaticForm, W.VBox):
    """Build with the wheel and watch pieces leave the company board (notebook 4)."""

    def __init__(self, company: str = "germany"):
        wide = {"description_width": "90px"}
        self.company = W.Dropdown(
            options=owner_options(COMPANIES),
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
        self.journal = explanation_panel(width="1000px", max_width="100%", min_height="3em")
        self.why = WhyPanel("barrage")  # a refused build's « Pourquoi ? », beside the pictures
        super().__init__(
            [
                barrage_style(),
                W.HBox([self.company, self.kind]),
                W.HBox([self.build_button, self.rotate_button, self.reset_button]),
                self.journal,
                W.HBox(
                    [self.why, self.wheel_image, self.company_image],
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
                self.journal.value = error_html(err) + refusal_link(self.why, err)
                return
            self.journal.value = text
            self._draw()

    def _rotate(self, *_):
        self.wheel, _, events = self.wheel.rotate(1)
        self.journal.value = _texts(events)
        self._draw()


#: The cropping box of each kind of figure whose size never changes (computed once).
_CROP: dict = {}


def cropped_png(fig, key, dpi: int = 80) -> bytes:
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
    stepper.children = [barrage_style(), *stepper.children]
    stepper.add_class("ludo-barrage")
    return all_frames_static(stepper)


def incomes_html(data: dict | None = None):
    """The incomes under the 2nd, 4th and 5th pieces of each company, in a French table."""
    data = data or load_companies()
    head = "".join(f"{TH}{h}</th>" for h in msg.UI_INCOMES_HEAD)
    rows = []
    for company, rows_of in data["companies"].items():
        for i, kind in enumerate(("base", "elevation", "conduit")):
            name = f"<b>{msg.OWNER_NAMES[company]}</b>" if i == 0 else ""
            cells = "".join(f"{TD}{html.escape(income_text(x))}</td>" for x in rows_of[kind])
            rows.append(f"<tr>{TD}{name}</td>{TD}{msg.COMPANY_ROW[kind]}</td>{cells}</tr>")
    note = msg.UI_INCOMES_RECON if data["reconstruction"] else ""
    return HTML(f"{STYLE}{TABLE}<tr>{head}</tr>{''.join(rows)}</table><p><i>{note}</i></p>")


class CompaniesEditor(StaticForm, W.VBox):
    """Paste a company-board file (JSON) and check it: a French error names the bad entry.

    The file's technical note (``about``, in English) is left out of the text box.
    """

    def __init__(self):
        text = resources.files("ludo.barrage").joinpath("data/companies.json").read_text("utf-8")
        text = "\n".join(
            line for line in text.splitlines() if not line.lstrip().startswith('"about"')
        )
        self.help = explanation_panel(width=WIDTH, max_width="100%")
        self.help.value = msg.UI_COMPANIES_HELP.format(
            items=", ".join(
                f"<code>{k}</code> = {v.format(n='n')}" for k, v in msg.INCOME_ITEMS.items()
            )
        )
        self.text = W.Textarea(value=text, layout=W.Layout(width=WIDTH, height="260px"))
        self.button = W.Button(description=msg.UI_COMPANIES_LOAD, layout=W.Layout(width="200px"))
        self.result_html = explanation_panel(width=WIDTH, max_width="100%")
        self.data = None
        editor = W.VBox([self.help, self.text, self.button, self.result_html])
        self.accordion = W.Accordion(children=[editor], selected_index=None)
        self.accordion.set_title(0, msg.UI_COMPANIES_TITLE)
        super().__init__([barrage_style(), self.accordion])
        self.add_class("ludo-barrage")
        self.button.on_click(self._load)

    def _load(self, *_):
        try:
            data = load_companies(self.text.value)
        except LudoError as err:
            self.result_html.value = error_html(err)
            return
        self.data = data
        income = income_text(data["companies"]["germany"]["base"][0])
        text = msg.UI_COMPANIES_OK.format(
            n=len(data["companies"]), company=msg.OWNER_NAMES["germany"], income=income
        )
        if data["reconstruction"]:
            text += msg.UI_COMPANIES_RECON
        self.result_html.value = text
