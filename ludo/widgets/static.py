"""Static forms of widgets: what a reader without a Python kernel sees.

A notebook read without a kernel (a saved page, an nbconvert export, the static site)
cannot run a widget: by default it would show the widget's text ``repr``
(``VBox(children=…)``) or nothing. Every ludo widget therefore adds a ``text/html``
form beside its live view (:class:`StaticForm`), and a French ``text/plain`` sentence
instead of the ``repr``. Frontends with a widget manager (JupyterLab, Voilà) still show
the live widget; the others show the HTML.

The HTML is the widget as it is when displayed (:func:`widget_html`): images, texts,
explanation panels, tables, and the controls drawn as still labels. For an explorer
that is its default view with its explanation; for a game, the current board.

How much is drawn is chosen by :func:`mode` (environment variable ``LUDO_STATIC_FORMS``):

``"off"``
    no HTML form at all (automatically under Voilà, whose participants never need one:
    it saves the time and the bytes).
``"sample"`` (default)
    a Stepper shows every step's text and at most :data:`SAMPLE_FRAMES` pictures
    (evenly spaced, first and last included, plus every picture already drawn), so that
    displaying a long replay stays quick.
``"all"``
    every picture of every Stepper (used by ``make site`` and ``make slides``).
"""

from __future__ import annotations

import base64
import html
import os
import uuid

import ipywidgets as W

from . import messages as msg

#: At most this many pictures of a Stepper are drawn for its static form in "sample" mode.
SAMPLE_FRAMES = 12

MODES = ("off", "sample", "all")


def in_voila() -> bool:
    """True inside a kernel started by Voilà (it sets these variables for its kernels)."""
    return any(
        name in os.environ for name in ("VOILA_KERNEL_ID", "VOILA_BASE_URL", "VOILA_PREHEAT")
    )


def mode() -> str:
    """The static-form mode: ``LUDO_STATIC_FORMS`` if set, else "off" in Voilà, else "sample"."""
    chosen = os.environ.get("LUDO_STATIC_FORMS", "").strip().lower()
    if chosen in MODES:
        return chosen
    return "off" if in_voila() else "sample"


def png_tag(png: bytes, style: str = "max-width:100%") -> str:
    data = base64.b64encode(png).decode("ascii")
    return f"<img style='{style}' src='data:image/png;base64,{data}' alt=''/>"


def picture_tag(picture: bytes, style: str = "max-width:100%") -> str:
    """An ``<img>`` for PNG bytes or SVG text (as a data address: each SVG keeps its own
    ids, so several pictures on one page never share a pattern or a clip)."""
    if picture.lstrip()[:4] != b"<svg":
        return png_tag(picture, style)
    data = base64.b64encode(picture).decode("ascii")
    return f"<img style='{style}' src='data:image/svg+xml;base64,{data}' alt=''/>"


def _classes(widget) -> str:
    return " ".join(html.escape(c) for c in getattr(widget, "_dom_classes", ()))


def _width(widget) -> str:
    layout = getattr(widget, "layout", None)
    width = getattr(layout, "width", None) if layout is not None else None
    if width and width not in ("auto", "0px", "0"):
        return f"width:{html.escape(width)};max-width:100%;"
    return ""


def _hidden(widget) -> bool:
    layout = getattr(widget, "layout", None)
    return layout is not None and (
        getattr(layout, "display", None) == "none"
        or getattr(layout, "visibility", None) == "hidden"
    )


_CONTROL = (
    "display:inline-block;margin:2px 6px 2px 0;padding:2px 8px;border:1px solid #bbb;"
    "border-radius:3px;background:#f4f4f4;color:#333;font-size:14px"
)


def _control(label: str, value: str = "") -> str:
    label = html.escape(label)
    value = html.escape(value)
    text = f"{label} : <b>{value}</b>" if label and value else (label or f"<b>{value}</b>")
    return f"<span class='ludo-static-control' style='{_CONTROL}'>{text}</span>"


def _drawing_html(board) -> str:
    """A :class:`~ludo.widgets.board.ClickBoard`'s SVG layers, one over the other."""
    width = html.escape(getattr(board, "width", "") or "600px")
    layers = ""
    if board.background:
        layers += f"<div>{board.background}</div>"
    if board.svg:
        over = "position:absolute;top:0;left:0;width:100%" if board.background else ""
        layers += f"<div style='{over}'>{board.svg}</div>"
    return (
        "<style>.ludo-static-board svg{display:block;width:100%;height:auto}</style>"
        f"<div class='ludo-static-board' style='position:relative;width:{width};"
        f"max-width:100%'>{layers}</div>"
    )


def widget_html(widget, _root: bool = True) -> str:
    """The widget as it is displayed now, in plain HTML (no kernel, no JavaScript).

    Boxes keep their direction (rows wrap), images and HTML panels are copied, controls
    are drawn as still labels showing their current value, every page of a Tab or an
    Accordion is shown under its title. A widget with its own static form (a
    :class:`StaticForm`) contributes that form.
    """
    if _hidden(widget):
        return ""
    if not _root and (
        isinstance(widget, StaticForm) or callable(getattr(widget, "static_html", None))
    ):
        # a nested widget with its own static form: a StaticForm, or a Stepper (every step,
        # not only the one shown: inside a Choice or a Panel it would otherwise export its
        # first picture and dead buttons, issue 23)
        return widget.static_html()
    classes = _classes(widget)
    if isinstance(widget, W.Image):
        if not widget.value:
            return ""
        fmt = widget.format or "png"
        data = base64.b64encode(widget.value).decode("ascii")
        return (
            f"<img class='{classes}' style='{_width(widget)}' "
            f"src='data:image/{html.escape(fmt)};base64,{data}' alt=''/>"
        )
    if isinstance(getattr(widget, "svg", None), str) and hasattr(widget, "background"):
        return _drawing_html(widget)  # a ClickBoard: its drawing, without the click layer
    if isinstance(widget, W.HTML | W.HTMLMath):
        return f"<div class='{classes}' style='{_width(widget)}'>{widget.value}</div>"
    if isinstance(widget, W.Label):
        return f"<div class='{classes}'>{html.escape(str(widget.value))}</div>"
    if isinstance(widget, W.Play):
        return ""
    if isinstance(widget, W.Button | W.ToggleButton):
        return _control(widget.description or widget.tooltip or "")
    if isinstance(widget, W.Accordion | W.Tab | W.Stack):
        titles = list(getattr(widget, "titles", ()) or ())
        parts = []
        for i, child in enumerate(widget.children):
            title = titles[i] if i < len(titles) and titles[i] else ""
            if title:
                parts.append(f"<h4 style='margin:8px 0 4px 0'>{html.escape(title)}</h4>")
            parts.append(widget_html(child, False))
        return f"<div class='{classes}'>{''.join(parts)}</div>"
    if isinstance(widget, W.Box):
        row = isinstance(widget, W.HBox) or (
            isinstance(widget, W.GridBox) or getattr(widget.layout, "flex_flow", "") == "row wrap"
        )
        direction = (
            "flex-direction:row;flex-wrap:wrap;align-items:flex-start;gap:6px;"
            if row
            else ("flex-direction:column;")
        )
        inner = "".join(widget_html(child, False) for child in widget.children)
        return (
            f"<div class='{classes}' style='display:flex;{direction}{_width(widget)}'>{inner}</div>"
        )
    if isinstance(widget, W.Textarea | W.Text):
        return f"<pre style='white-space:pre-wrap;max-height:12em;overflow:auto'>{html.escape(widget.value)}</pre>"
    if isinstance(widget, W.Checkbox):
        return _control(("☑ " if widget.value else "☐ ") + (widget.description or ""))
    if isinstance(widget, W.ToggleButtons | W.RadioButtons):
        options = [
            f"<b>[{html.escape(str(label))}]</b>" if i == widget.index else html.escape(str(label))
            for i, label in enumerate(widget._options_labels)
        ]
        label = html.escape(widget.description or "")
        return f"<div style='{_CONTROL}'>{label}{' : ' if label else ''}{' · '.join(options)}</div>"
    if isinstance(widget, W.widget_selection._Selection):  # Dropdown, Select
        return _control(widget.description or "", str(widget.label or ""))
    if isinstance(widget, W.widget_selection._MultipleSelection):
        return _control(widget.description or "", ", ".join(map(str, widget.label)))
    if hasattr(widget, "value") and hasattr(widget, "description"):  # sliders, numbers
        return _control(widget.description or "", str(widget.value))
    return ""


def french_text(widget) -> str:
    """The plain-text form: a French sentence instead of ``VBox(children=…)``."""
    title = getattr(widget, "static_title", "") or ""
    what = f" « {title} »" if title else ""
    return msg.PLAIN_TEXT.format(what=what)


class StaticForm:
    """Mixin for widgets: add a static HTML form and a French plain text to the display.

    Put it first among the bases (``class Explorer(StaticForm, W.VBox)``). Override
    :meth:`static_html` for a better form (a Stepper shows every step); the default is
    the widget as displayed (:func:`widget_html`) under a short French note.
    """

    #: Optional French title used in the plain-text form.
    static_title: str = ""
    #: The note above the static form.
    static_note: str = msg.STATIC_VIEW_NOTE

    def static_html(self) -> str:
        body = widget_html(self)
        return (
            f"<div class='ludo-static'><p style='color:#555'><i>{self.static_note}</i></p>"
            f"{body}</div>"
        )

    def _repr_mimebundle_(self, **kwargs):
        bundle = super()._repr_mimebundle_(**kwargs)
        if bundle is None:
            return None
        bundle["text/plain"] = french_text(self)
        if mode() != "off":
            bundle["text/html"] = self.static_html()
        return bundle


class Panel(StaticForm, W.VBox):
    """A VBox with a static form (for the games' small composite displays)."""


class Row(StaticForm, W.HBox):
    """An HBox with a static form."""


class Picture(StaticForm, W.Image):
    """An Image widget whose static form is the picture itself (no note)."""

    def static_html(self) -> str:
        return widget_html(self)


class Text(StaticForm, W.HTML):
    """An HTML widget whose static form is its own HTML (no note)."""

    def static_html(self) -> str:
        return f"<div>{self.value}</div>"


def scrubber_html(figures: list[str], note: str, title: str = "") -> str:
    """Steps one under the other; with JavaScript, one at a time with a slider.

    ``figures`` are HTML fragments, one per step. Without JavaScript (a forge, a
    Markdown export) every step stays visible.
    """
    uid = "ludo-scrub-" + uuid.uuid4().hex[:10]
    head = f"<p style='color:#555'><i>{note}</i></p>"
    if title:
        head += f"<h3>{html.escape(title)}</h3>"
    body = "".join(
        f"<div class='ludo-step' data-step='{i}' style='margin:0 0 1em 0'>{fig}</div>"
        for i, fig in enumerate(figures)
    )
    script = (
        "<script>(function(){var root=document.getElementById('" + uid + "');"
        "if(!root)return;var steps=root.querySelectorAll('.ludo-step');if(steps.length<2)return;"
        "var bar=document.createElement('div');bar.className='ludo-scrub-bar';"
        "bar.style.margin='0 0 .5em 0';"
        "var prev=document.createElement('button');prev.textContent='\\u25c0 "
        + msg.PREV
        + "';var next=document.createElement('button');next.textContent='"
        + msg.NEXT
        + " \\u25b6';var range=document.createElement('input');range.type='range';"
        "range.min=0;range.max=steps.length-1;range.value=0;range.style.verticalAlign='middle';"
        "range.className='ludo-scrub-range';"
        "function show(i){i=Math.max(0,Math.min(steps.length-1,i));range.value=i;"
        "for(var k=0;k<steps.length;k++){steps[k].style.display=(k==i)?'':'none';}}"
        "prev.onclick=function(){show(+range.value-1)};next.onclick=function(){show(+range.value+1)};"
        "range.oninput=function(){show(+range.value)};bar.appendChild(prev);bar.appendChild(range);"
        "bar.appendChild(next);root.insertBefore(bar,root.querySelector('.ludo-step'));show(0);"
        "})();</script>"
    )
    return f"<div class='ludo-static ludo-stepper-static' id='{uid}'>{head}{body}</div>{script}"
