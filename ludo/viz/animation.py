"""Animations that play without a kernel: PNG frames → a JavaScript player (to_jshtml).

The player is matplotlib's own (``FuncAnimation.to_jshtml``): play, pause, step and a
slider, all embedded in one HTML fragment, so a deck or a saved page plays it offline.

Each frame keeps its own pixels (the player's figure is sized so that one frame pixel is one
picture pixel: no second resampling that would blur and shrink the labels), and the picture
fits the width of its cell and the height of the screen with its buttons. The player's
buttons are browser-default 13 px buttons: the fragment's own style (:data:`STYLE`) gives
them the projected size of the other controls. Its English words (tooltips, repeat modes)
are replaced by French ones (``ludo.core.messages.ANIMATION_WORDS``).
"""

from __future__ import annotations

import io
import re

from matplotlib.animation import FuncAnimation
from matplotlib.figure import Figure

from ..core.messages import ANIMATION_WORDS

_ICONS = {
    "fa-play fa-flip-horizontal": "◀",
    "fa-play": "▶",
    "fa-pause": "❚❚",
    "fa-fast-backward": "|◀◀",
    "fa-fast-forward": "▶▶|",
    "fa-step-backward": "|◀",
    "fa-step-forward": "▶|",
    "fa-minus": "−",
    "fa-plus": "+",
}
_CDN_LINK = re.compile(r"<link[^>]*href=[\"']https?://[^>]*>")
#: The class of the ``<div>`` around a player (its style below is scoped to it).
CLASS = "ludo-animation"
#: The player's style: the picture fits its cell and the screen with its buttons; buttons
#: and frame counter at the projected size of the other controls (see ``ludo.widgets.style``).
STYLE = (
    "<style>"
    f".{CLASS} img {{max-width: 100%; max-height: calc(100vh - 150px); width: auto;"
    " height: auto;}"
    f".{CLASS} .anim-buttons button {{font-size: 18px; min-width: 2.6em; padding: 4px 8px;"
    " white-space: nowrap;}"
    f".{CLASS} input, .{CLASS} label {{font-size: 18px;}}"
    f".{CLASS} input[type=range] {{width: 100%;}}"
    "</style>"
)


def _decode(png: bytes):
    from matplotlib.image import imread

    return imread(io.BytesIO(png), format="png")


def png_animation_html(frames, interval: int = 900, width: float = 8.0) -> str:
    """One HTML fragment playing the PNG ``frames`` in turn (JavaScript, no kernel).

    ``width`` is the player's figure width in inches; its resolution follows the first
    frame, so each frame is shown with its own pixels (not resampled). Returns the
    fragment (``<style>`` and ``<script>`` included); display it with
    ``IPython.display.HTML``. When the frames record the size of their smallest text
    (:func:`ludo.viz.tag_png`), the player's picture says it too, in its attribute
    ``data-min-text-px`` (its frames keep their pixels, so the size holds).
    """
    images = [_decode(f) for f in frames]
    if not images:
        return ""
    h, w = images[0].shape[:2]
    fig = Figure(figsize=(width, width * h / w), dpi=w / width)
    ax = fig.add_axes((0, 0, 1, 1))
    ax.set_axis_off()
    shown = ax.imshow(images[0], interpolation="antialiased")

    def update(i):
        shown.set_data(images[i])
        return (shown,)

    anim = FuncAnimation(fig, update, frames=len(images), interval=interval, blit=False)
    # matplotlib's player draws its buttons with an icon font linked from a CDN, missing
    # offline: the link goes, and each icon becomes a plain character.
    page = _CDN_LINK.sub("", anim.to_jshtml(default_mode="once"))
    for icon, text in _ICONS.items():
        page = page.replace(f'<i class="fa {icon}"></i>', text)
    for english, french in ANIMATION_WORDS.items():
        page = page.replace(f'"{english}"', f'"{french}"').replace(f">{english}<", f">{french}<")
    smallest = _min_text_px(frames[0])
    if smallest:
        page = page.replace(
            '<img id="_anim_img', f'<img data-min-text-px="{smallest}" id="_anim_img', 1
        )
    return f'{STYLE}<div class="{CLASS}">{page}</div>'


def _min_text_px(png: bytes) -> str:
    """The size of the smallest text a PNG recorded (:func:`ludo.viz.tag_png`), as written
    there, or an empty string."""
    from . import MIN_TEXT_KEY

    found = re.search(re.escape(MIN_TEXT_KEY.encode("ascii")) + rb"\0([0-9.]+)", png[:200])
    return found.group(1).decode("ascii") if found else ""
