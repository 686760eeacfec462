"""Static forms: what a reader without a kernel sees of every ludo widget."""

from __future__ import annotations

import importlib
import inspect

import ipywidgets as W
import pytest

from ludo.widgets import Panel, StaticForm, Stepper, png_image, static, widget_html

PNG = b"\x89PNG-fake"


@pytest.fixture
def sample_mode(monkeypatch):
    for name in ("VOILA_KERNEL_ID", "VOILA_BASE_URL", "VOILA_PREHEAT"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.delenv("LUDO_STATIC_FORMS", raising=False)


def test_a_composite_widget_renders_its_current_view(sample_mode):
    explanation = W.HTML("<p>Le puits <b>rapporte</b> 3 points.</p>")
    picker = W.Dropdown(options=[("Ligne A", 0), ("Ligne B", 1)], value=1, description="Ligne")
    hidden = W.HTML("SECRET", layout=W.Layout(display="none"))
    panel = Panel([picker, W.HBox([png_image(PNG), explanation]), W.Play(), hidden])
    bundle = panel._repr_mimebundle_()
    assert "application/vnd.jupyter.widget-view+json" in bundle  # the live view stays
    page = bundle["text/html"]
    assert "Le puits <b>rapporte</b> 3 points." in page
    assert "Ligne : <b>Ligne B</b>" in page  # the control's current value
    assert page.count("data:image/png;base64,") == 1
    assert "SECRET" not in page
    assert "children=" not in bundle["text/plain"] and "Python" in bundle["text/plain"]


def test_no_html_form_under_voila(monkeypatch):
    monkeypatch.delenv("LUDO_STATIC_FORMS", raising=False)
    monkeypatch.setenv("VOILA_KERNEL_ID", "k")
    assert static.mode() == "off"
    bundle = Panel([W.HTML("x")])._repr_mimebundle_()
    assert "text/html" not in bundle and "children=" not in bundle["text/plain"]
    monkeypatch.setenv("LUDO_STATIC_FORMS", "all")
    assert static.mode() == "all"


def test_stepper_static_form_samples_long_sequences_and_keeps_every_text(sample_mode):
    drawn = []

    def frame(i):
        def draw():
            drawn.append(i)
            return PNG + bytes([i])

        return draw

    n = static.SAMPLE_FRAMES * 3
    stepper = Stepper([frame(i) for i in range(n)], [f"texte {i}" for i in range(n)])
    page = stepper._repr_mimebundle_()["text/html"]
    assert all(f"texte {i}<" in page for i in range(n))  # every step's explanation
    assert page.count("<img") == static.SAMPLE_FRAMES  # first, last and evenly spread
    assert len(set(drawn)) == static.SAMPLE_FRAMES and {0, n - 1} <= set(drawn)


def test_stepper_all_mode_draws_every_frame(monkeypatch):
    monkeypatch.setenv("LUDO_STATIC_FORMS", "all")
    n = static.SAMPLE_FRAMES + 5
    stepper = Stepper([PNG] * n, ["t"] * n, title="Titre")
    page = stepper._repr_mimebundle_()["text/html"]
    assert page.count("<img") == n and "Titre" in page
    assert "<script>" in page  # one step at a time with a slider when JavaScript runs


@pytest.mark.parametrize("game", ["atacama", "barrage", "eau", "seismic"])
def test_every_widget_class_of_the_games_has_a_static_form(game):
    module = importlib.import_module(f"ludo.{game}.ui")
    widgets = [
        cls
        for _, cls in inspect.getmembers(module, inspect.isclass)
        # the game's ui module, or a module of its ui package (Barrage's ui/)
        if cls.__module__.split(".")[:3] == module.__name__.split(".") and issubclass(cls, W.Widget)
    ]
    assert widgets
    bare = [cls.__name__ for cls in widgets if not issubclass(cls, StaticForm)]
    assert not bare, f"ludo.{game}.ui : widgets sans forme statique : {bare}"


def test_widget_html_of_a_plain_image_and_label():
    assert "data:image/png;base64," in widget_html(W.Image(value=PNG, format="png"))
    assert widget_html(W.Label("Bonjour")) == "<div class=''>Bonjour</div>"


def test_a_click_board_shows_its_drawing():
    from matplotlib.figure import Figure

    from ludo.widgets.board import ClickBoard

    fig = Figure(figsize=(2, 2))
    ax = fig.add_axes((0, 0, 1, 1))
    ax.plot([0, 1], [0, 1])
    board = ClickBoard()
    board.show(fig, ax, {"a": [(0, 0), (1, 0), (1, 1), (0, 1)]}, legal={"a"})
    page = widget_html(Panel([board]))
    assert "<svg" in page and "ludo-static-board" in page


def test_png_animation_plays_offline():
    from ludo.viz import fig_to_png, new_figure
    from ludo.viz.animation import png_animation_html

    fig, _ = new_figure(2, 2)
    png = fig_to_png(fig)
    page = png_animation_html([png, png, png])
    assert "anim-slider" in page and page.count("frames[") >= 3  # three frames
    assert "https://" not in page and "fa-" not in page  # no icon font from a CDN


def test_png_animation_keeps_each_frame_pixels_and_projected_buttons():
    """The player shows each frame with its own pixels (no resampling that would shrink
    the labels) and its buttons at the projected size of the other controls."""
    import base64
    import io
    import re

    from PIL import Image

    from ludo.viz import fig_to_png, new_figure
    from ludo.viz.animation import CLASS, png_animation_html

    fig, _ = new_figure(7.3, 3.1)
    png = fig_to_png(fig, dpi=97)
    natural = Image.open(io.BytesIO(png)).size
    page = png_animation_html([png, png], width=6.0)
    first = re.search(r"data:image/png;base64,([A-Za-z0-9+/=\\\s]+)", page)
    assert first is not None
    data = re.sub(r"[\\\s]", "", first.group(1))
    shown = Image.open(io.BytesIO(base64.b64decode(data))).size
    assert abs(shown[0] - natural[0]) <= 1 and abs(shown[1] - natural[1]) <= 1
    assert f'<div class="{CLASS}">' in page
    assert re.search(rf"\.{CLASS} \.anim-buttons button \{{[^}}]*font-size: 18px", page)
    # matplotlib's English words are gone (buttons' tooltips, repeat modes)
    from ludo.core.messages import ANIMATION_WORDS

    english = [w for w, fr in ANIMATION_WORDS.items() if w != fr]
    left = [w for w in english if f'"{w}"' in page or f">{w}<" in page]
    assert not left, left
    assert ">Loop<" not in page and 'title="Play"' not in page


def test_a_stepper_inside_a_panel_exports_every_step(monkeypatch):
    """Issue 23: a replay inside a Choice or a Panel came out as its first picture and dead
    buttons in the static site; nested, a Stepper keeps its own static form."""
    monkeypatch.setenv("LUDO_STATIC_FORMS", "all")
    n = 5
    stepper = Stepper([PNG + bytes([i]) for i in range(n)], [f"étape {i}" for i in range(n)])
    page = Panel([W.HTML("Version"), W.VBox([stepper])])._repr_mimebundle_()["text/html"]
    assert page.count("<img") == n
    assert all(f"étape {i}" in page for i in range(n))
    assert "ludo-stepper-static" in page
