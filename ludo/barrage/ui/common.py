"""Layout, styles and small HTML helpers shared by the Barrage widgets (one look for every lab)."""

from __future__ import annotations

import html
import io

import ipywidgets as W
from IPython.display import HTML
from PIL import Image as PILImage

from ...viz import fig_to_png
from ...widgets import Stepper
from ...widgets.static import picture_tag
from ...widgets.style import CONTROL, TEXT
from .. import messages as msg
from .. import scenarios
from ..board import OWNERS, Board
from ..draw import (
    DPI,
    STATIC_DPI,
    board_png,
)
from ..map import (
    base_map,
    basin_area,
    nodes_of_kind,
    spot_name,
)

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
#: sets one fixed line height). In a laboratory's column (``lab``) a menu's name goes above
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


def barrage_style() -> W.HTML:
    return W.HTML(STYLE, layout=W.Layout(height="0px", margin="0"))


def explanation_panel(**layout) -> W.HTML:
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


def lab(picture, side) -> W.HBox:
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


def fill_width(*widgets):
    """Controls as wide as the laboratory's column, with their whole description (a slider
    keeps a track of its own: « auto » would shrink it to nothing)."""
    for w in widgets:
        w.layout.width = "100%" if isinstance(w, W.IntSlider) else "auto"
        w.layout.max_width = "100%"
        if "description_width" in w.style.keys:
            w.style.description_width = "initial"
    return widgets


def side_by_side(stepper: Stepper, width: str = STEP_BOARD) -> Stepper:
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
    stepper.children = [barrage_style(), *kids]
    stepper.add_class("ludo-barrage")
    return stepper


def in_lab(stepper: Stepper, slot: W.Box, panel: W.HTML) -> Stepper:
    """A Stepper shown in a laboratory: its picture where the board was, its explanation in
    the laboratory's column (``slot``, under the laboratory's own ``panel``, which then
    only shows a refusal), in view beside the picture."""
    stepper.image.layout.width = STEP_BOARD
    stepper.children = [
        barrage_style(),
        *(c for c in stepper.children if c is not stepper.explanation),
    ]
    stepper.explanation.layout.width = "auto"
    panel.value = ""
    slot.children = [panel, stepper.explanation]
    stepper.add_class("ludo-barrage")
    return stepper


#: Table cells aligned left (JupyterLab's and Voilà's styles right-align them by default).
TD = "<td style='text-align:left;vertical-align:top'>"
TH = "<th style='text-align:left'>"
#: Tables at the size of the text (JupyterLab's style makes them smaller).
TABLE = f"<table class='ludo-table' style='font-size:{CONTROL}'>"
TD_NUM = "<td style='text-align:right;font-weight:bold;padding-left:1em'>"


def all_frames_static(stepper: Stepper) -> Stepper:
    """Make the Stepper's static form (what a reader without Python sees) show every frame.

    The frames of the notebook helpers are already PNG bytes: reading them draws nothing.
    """
    for i in range(len(stepper)):
        stepper.frame_png(i)
    return stepper


def error_html(err: Exception) -> str:
    """A refusal in red: « Refusé : … », unless the message already begins by refusing
    (« Coup … refusé : », « Production refusée : »: its heading in bold, then its reason)."""
    text = str(err)
    reason = getattr(err, "reason", text)
    if reason != text and text.endswith(reason):
        heading = text[: len(text) - len(reason)].rstrip(" :")
        head = f"<b>{html.escape(heading)} :</b> "
        return msg.UI_ERROR_ALONE.format(head=head, text=html.escape(reason))
    return msg.UI_ERROR.format(text=html.escape(text))


def owner_options(owners=OWNERS):
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


def spot_options(kind: str, board: Board | None = None) -> list[tuple[str, str]]:
    return [(spot_label(n, board), n) for n in nodes_of_kind(kind)]


def example_options(keys) -> list[tuple[str, str]]:
    """The « Exemple » menu: each example's title, a rulebook example as « Livret : … »
    (short enough to be read whole in a laboratory's column), in the engine's words
    (:func:`ludo.barrage.scenarios.menu_title`)."""
    return [(scenarios.menu_title(k), k) for k in keys]


def area_name(basin: int) -> str:
    return msg.AREA_NAMES[basin_area(basin)]


def french_and(items) -> str:
    """« 3, 4 et 6 »: a French enumeration."""
    items = [str(i) for i in items]
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + msg.UI_AND + items[-1]


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


def game_style(widget) -> W.HTML:
    """The larger text of the game's widgets (added to ``widget``)."""
    widget.add_class("barrage-large")
    return W.HTML(GAME_STYLE, layout=W.Layout(height="0px", margin="0"))


def _png(fig) -> bytes:
    """The game's figures are laid out exactly: no cropping pass (twice as fast)."""
    return fig_to_png(fig, dpi=DPI, tight=False)
