"""Generic widgets shared by the games (built on ipywidgets).

:class:`Stepper` steps through a sequence of frames — a game replayed move by
move, a drop of water flowing, a quake — with |◀ ◀ ▶ ▶|, a Play button, a slider
and a French explanation panel. It can be driven headless (``.value``,
``.next_button.click()``) and has a static HTML form for readers without a kernel.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

import ipywidgets as W

from ..viz import fig_to_png
from . import messages as msg
from .static import (
    SAMPLE_FRAMES,
    Panel,
    Picture,
    Row,
    StaticForm,
    Text,
    french_text,
    mode,
    picture_tag,
    scrubber_html,
    widget_html,
)


def _to_png(frame) -> bytes:
    if callable(frame):
        frame = frame()
    if isinstance(frame, str):  # an SVG element, kept as its text
        return frame.encode("utf-8")
    if isinstance(frame, bytes | bytearray):
        return bytes(frame)
    return fig_to_png(frame)


def _format_of(picture: bytes) -> str:
    """``"svg+xml"`` for SVG text, ``"png"`` otherwise (the Image widget's format)."""
    return "svg+xml" if picture.lstrip()[:4] == b"<svg" else "png"


# Buttons keep their width (never cut to « Précé… » at 150 % zoom); the bar wraps instead.
_BUTTON = W.Layout(width="52px", flex="0 0 auto")
_WIDE = W.Layout(width="auto", flex="0 0 auto")


class Stepper(W.VBox):
    """Step through ``frames`` with their French ``explanations``.

    Parameters
    ----------
    frames : sequence
        PNG bytes, matplotlib Figures, SVG text (a ``str`` starting with ``<svg``, with its
        ``xmlns``: crisp at any zoom and cheap to make), or zero-argument callables
        returning any of them (rendered once, when first shown).
    explanations : sequence of str, optional
        One French text (HTML allowed) per frame.
    title : str
        Shown above the frame.
    interval : int
        Milliseconds between frames when playing.

    Examples
    --------
    >>> s = Stepper([b"png0", b"png1"], ["un", "deux"])
    >>> s.next_button.click(); s.value
    1
    """

    def __init__(
        self,
        frames: Sequence,
        explanations: Sequence[str] | None = None,
        title: str = "",
        interval: int = 800,
        width: str = "640px",
    ):
        self._frames = list(frames)
        n = len(self._frames)
        self._explanations = list(explanations) if explanations is not None else [""] * n
        if len(self._explanations) != n:
            raise ValueError("Stepper: il faut autant d'explications que d'images.")
        self._cache: dict[int, bytes] = {}
        self.title = title
        last = max(n - 1, 0)
        self.image = W.Image(format="png", layout=W.Layout(width=width, max_width="100%"))
        self.image.add_class("ludo-stepper-image")
        self.explanation = W.HTML(layout=W.Layout(width=width, max_width="100%", min_height="3em"))
        self.explanation.add_class("ludo-explanation")
        self.counter = W.Label()
        # Plain characters (no icon font: Voilà cannot fetch one offline, and the
        # ⏮/⏭ glyphs are missing from common fonts).
        self.first_button = W.Button(description="|◀", tooltip=msg.FIRST, layout=_BUTTON)
        # Words beside the arrows: the Play button (▶ in an icon font) must not be
        # mistaken for "one step forward".
        self.prev_button = W.Button(description=f"◀ {msg.PREV}", tooltip=msg.PREV, layout=_WIDE)
        self.next_button = W.Button(description=f"{msg.NEXT} ▶", tooltip=msg.NEXT, layout=_WIDE)
        self.last_button = W.Button(description="▶|", tooltip=msg.LAST, layout=_BUTTON)
        for b in (self.first_button, self.prev_button, self.next_button, self.last_button):
            b.add_class("ludo-stepper-button")
        self.play = W.Play(
            value=0, min=0, max=last, step=1, interval=interval, description=msg.PLAY
        )
        self.slider = W.IntSlider(
            value=0,
            min=0,
            max=last,
            readout=False,
            continuous_update=False,
            layout=W.Layout(flex="1 1 160px", min_width="120px"),
        )
        W.jslink((self.play, "value"), (self.slider, "value"))
        self.first_button.on_click(lambda _: self._go(0))
        self.prev_button.on_click(lambda _: self._go(self.value - 1))
        self.next_button.on_click(lambda _: self._go(self.value + 1))
        self.last_button.on_click(lambda _: self._go(last))
        self.slider.observe(self._on_slider, names="value")
        bar = W.HBox(
            [
                self.first_button,
                self.prev_button,
                self.play,
                self.next_button,
                self.last_button,
                self.slider,
                self.counter,
            ],
            layout=W.Layout(flex_flow="row wrap", align_items="center"),
        )
        children = []
        if title:
            children.append(W.HTML(f"<h3 style='margin:0'>{html.escape(title)}</h3>"))
        children += [bar, self.image, self.explanation]
        super().__init__(children)
        self.add_class("ludo-stepper")
        self._show(0)

    # -- navigation ---------------------------------------------------------------------
    @property
    def value(self) -> int:
        return self.slider.value

    @value.setter
    def value(self, index: int) -> None:
        self._go(index)

    def __len__(self) -> int:
        return len(self._frames)

    def _go(self, index: int) -> None:
        if not self._frames:
            return
        index = max(0, min(int(index), len(self._frames) - 1))
        if index == self.slider.value:
            self._show(index)
        else:
            self.slider.value = index  # the observer shows it (and keeps Play in step)

    def _on_slider(self, change) -> None:
        self._show(change["new"])

    def frame_png(self, index: int) -> bytes:
        """The picture of step ``index``: PNG bytes, or SVG text encoded if the frame is SVG."""
        if index not in self._cache:
            self._cache[index] = _to_png(self._frames[index])
        return self._cache[index]

    def _show(self, index: int) -> None:
        n = len(self._frames)
        if n == 0:
            self.explanation.value = msg.EMPTY
            return
        picture = self.frame_png(index)
        self.image.format = _format_of(picture)
        self.image.value = picture
        self.explanation.value = self._explanations[index]
        self.counter.value = msg.STEP.format(i=index + 1, n=n)
        # Nothing before the first step, nothing after the last: those buttons are greyed.
        self.first_button.disabled = self.prev_button.disabled = index == 0
        self.next_button.disabled = self.last_button.disabled = index == n - 1

    # -- static form ----------------------------------------------------------------------
    def _static_indices(self, max_frames: int | None) -> list[int]:
        n = len(self._frames)
        if max_frames is None or max_frames >= n:
            return list(range(n))
        if max_frames <= 1:
            chosen = {0}
        else:
            chosen = {round(k * (n - 1) / (max_frames - 1)) for k in range(max_frames)}
        return sorted(chosen | set(self._cache))

    def static_html(self, max_frames: int | None = None) -> str:
        """Every step's text, and its picture (all of them, or ``max_frames`` spread evenly).

        Pictures already drawn are always kept. With JavaScript the steps are shown one
        at a time with a slider; without it, one under the other (no kernel needed).
        """
        n = len(self._frames)
        drawn = set(self._static_indices(max_frames))
        note = (
            msg.STATIC_NOTE if len(drawn) == n else msg.STATIC_SAMPLE_NOTE.format(k=len(drawn), n=n)
        )
        figures = []
        for i in range(n):
            picture = picture_tag(self.frame_png(i)) if i in drawn else ""
            figures.append(
                f"{picture}<p><b>{msg.STEP.format(i=i + 1, n=n)}</b> — {self._explanations[i]}</p>"
            )
        return scrubber_html(figures, note, self.title)

    def static_summary_html(self) -> str:
        """A cheap static form: the frames already drawn, and every explanation as text."""
        return self.static_html(max_frames=0)

    def _repr_mimebundle_(self, **kwargs):
        # Frontends with a widget manager show the live widget; others (a notebook read
        # on a forge, nbconvert, the static site) show the text/html form. How many frames
        # it draws depends on the static-form mode (see ludo.widgets.static).
        bundle = W.VBox._repr_mimebundle_(self, **kwargs)
        if bundle is None:
            return None
        bundle["text/plain"] = french_text(self)
        current = mode()
        if current != "off":
            limit = None if current == "all" else SAMPLE_FRAMES
            bundle["text/html"] = self.static_html(max_frames=limit)
        return bundle


def png_image(png: bytes, width: str = "640px", css_class: str | None = None) -> W.Image:
    """An Image widget for PNG bytes (used by the games' interfaces), with a static form."""
    img = Picture(value=png, format="png", layout=W.Layout(width=width, max_width="100%"))
    if css_class:
        img.add_class(css_class)
    return img


def say(*texts) -> Text:
    """French sentences shown as a notebook's answer: ordinary type at projector size,
    wrapped between words (a ``print`` would show them in fixed-width type, cut anywhere
    by the page's width). Each argument is a paragraph.

    >>> "<p>1 m³ : 0,25 kWh</p>" in say("1 m³ : 0,25 kWh").value
    True
    """
    body = "".join(f"<p>{html.escape(str(t))}</p>" for t in texts)
    return Text(f"<div style='font-size:18px;line-height:1.4'>{body}</div>")


from .session import GameSession  # noqa: E402

__all__ = [
    "GameSession",
    "Panel",
    "Picture",
    "Row",
    "StaticForm",
    "Stepper",
    "Text",
    "png_image",
    "say",
    "widget_html",
]
