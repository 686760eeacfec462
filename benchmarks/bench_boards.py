"""The clickable boards: one click on the drawing → the board redrawn (SVG), per game
(Atacama and Eau here; Seismic's clicks are all in bench_seismic, which times each one).

Also the figures behind the choice of technology: the same drawing rendered as SVG (what
:class:`ludo.widgets.board.ClickBoard` sends) and as PNG at 72 and 144 dpi (what a raster
canvas such as ipympl's must redraw, at 1× and at the 1.5–2× pixels of a 150 % zoom).
"""

from __future__ import annotations

import io
import random

import ludo
from ludo.widgets.board import figure_svg

from .common import click_line, line, median_ms

TARGET = "≤ 60 ms"


def _position(game: str, moves: int, seed: int = 1, **options):
    rng = random.Random(seed)
    s = ludo.new(game, seed=seed, **options)
    for _ in range(moves):
        s = s.play(rng.choice(s.legal_moves()))
    return s


def _png(fig, dpi: int) -> bytes:
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=dpi, pil_kwargs={"compress_level": 2})
    return buf.getvalue()


def _formats(label: str, make_figure) -> None:
    svg, _ = median_ms(lambda: figure_svg(make_figure()), repeat=10)
    png72, _ = median_ms(lambda: _png(make_figure(), 72), repeat=10)
    png144, _ = median_ms(lambda: _png(make_figure(), 144), repeat=10)
    line(
        f"{label} : dessin SVG / PNG 72 / PNG 144 dpi",
        f"{svg:.0f} / {png72:.0f} / {png144:.0f} ms",
    )


def _clicks(label: str, click, undo, cells, repeat: int = 20) -> None:
    """Median time of ``click(cell)`` (the widget's own click path); ``undo()`` is not timed."""
    click_line(
        f"{label} : clic → plateau redessiné",
        lambda i: click(cells[i % len(cells)]),
        repeat=repeat,
        after=lambda _i: undo(),
        target=TARGET,
    )


def atacama() -> None:
    from ludo.atacama.draw import draw, pieces_svg
    from ludo.atacama.ui import AtacamaBoard

    s = _position("atacama", 12)
    _formats("Atacama", lambda: draw(s))
    affine, box = (1.0, 0.0, -1.0, 0.0), "0 0 518 560"
    direct, _ = median_ms(lambda: pieces_svg(s, affine, box), repeat=10)
    line("Atacama : puits écrits en SVG (plateau-widget)", f"{direct:.1f} ms")
    w = AtacamaBoard(s)
    _clicks("Atacama", w.board.click, w.undo, sorted(w.board.legal))


def eau() -> None:
    from ludo.eau.draw import board_svg, draw_board
    from ludo.eau.ui import EauGame

    s = _position("eau", 10)
    _formats("Eau", lambda: draw_board(s, size=6.5))
    direct, _ = median_ms(lambda: board_svg(s), repeat=10)
    line("Eau : SVG écrit directement (plateau-widget)", f"{direct:.1f} ms")
    g = EauGame(players=2, seed=3)
    while g.choose_buttons:
        g.choose_buttons[0].click()
    cells = sorted(g.board.legal)
    _clicks("Eau (clic → tuile montrée)", g.board.click, g.cancel, cells)
    g.board.click(cells[0])

    click_line(
        "Eau : Valider → plateau entier redessiné",
        lambda _i: g.confirm(),
        repeat=12,
        after=lambda i: (g._undo(), g.board.click(cells[(i + 1) % len(cells)])),
        target=TARGET,
    )
    g._undo()


def seismic() -> None:
    """The drawing's formats only: every click of the Seismic table (a tile, a cell, « Tourner »,
    a marker, « Valider », the quake's choices) is timed by bench_seismic, with its target."""
    from ludo.seismic import draw as D

    s = _position("seismic", 10)
    _formats("Seismic", lambda: D.draw(s, zoom=2))


def run() -> None:
    print(f"   (objectif du clic : {TARGET} ; mesuré dans le noyau, sans le navigateur)")
    atacama()
    eau()
    seismic()
