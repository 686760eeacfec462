"""Animations that play without a kernel: PNG frames → a JavaScript player (to_jshtml).

The player is matplotlib's own (``FuncAnimation.to_jshtml``): play, pause, step and a
slider, all embedded in one HTML fragment, so a deck or a saved page plays it offline.
"""

from __future__ import annotations

import io
import re

from matplotlib.animation import FuncAnimation
from matplotlib.figure import Figure

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


def _decode(png: bytes):
    from matplotlib.image import imread

    return imread(io.BytesIO(png), format="png")


def png_animation_html(frames, interval: int = 900, width: float = 8.0, dpi: int = 80) -> str:
    """One HTML fragment playing the PNG ``frames`` in turn (JavaScript, no kernel).

    ``width`` is the figure width in inches; the height follows the first frame.
    Returns the fragment (``<script>`` included); display it with ``IPython.display.HTML``.
    """
    images = [_decode(f) for f in frames]
    if not images:
        return ""
    h, w = images[0].shape[:2]
    fig = Figure(figsize=(width, width * h / w), dpi=dpi)
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
    return page
