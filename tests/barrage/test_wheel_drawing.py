"""The wheel lab's pictures (notebook 04): the company board put together from its kept
full and empty boards, and the wheel's texts drawn over a kept empty wheel, are the
one-pass drawings (``draw_company``, ``draw_wheel``) pixel for pixel."""

import io
from dataclasses import replace

import numpy as np
import pytest
from matplotlib.backends.backend_agg import FigureCanvasAgg
from PIL import Image

from ludo.barrage import draw
from ludo.barrage.construction import (
    KINDS,
    CompanyBoard,
    ConstructionWheel,
    load_companies,
)


def _one_pass(fig, dpi: int = draw.WHEEL_DPI):
    """``fig`` drawn in one pass at ``dpi``: its RGB pixels, and the size of the picture
    ``savefig(bbox_inches="tight")`` gives."""
    fig.set_dpi(dpi)
    canvas = FigureCanvasAgg(fig)
    canvas.draw()
    pixels = np.asarray(canvas.buffer_rgba())[:, :, :3].copy()
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=dpi, bbox_inches="tight")
    return pixels, Image.open(buf).size


def _pixels(png: bytes):
    return np.asarray(Image.open(io.BytesIO(png)).convert("RGB"))


def _boards(company: str, data=None):
    """Boards of ``company`` where every kind is seen with each of its counts (0 to all
    taken), next to other kinds' counts: each taken piece stands beside a free one."""
    board = CompanyBoard.new(company, data)
    for n in range(6):
        counts = {"base": n, "elevation": (n + 2) % 6, "conduit": (n + 4) % 6, "powerhouse": n % 5}
        yield replace(board, built=tuple((kind, counts[kind]) for kind in KINDS))


def _assert_same(png: bytes, fig, crop) -> None:
    reference, tight_size = _one_pass(fig)
    left, top, right, bottom = crop
    picture = _pixels(png)
    assert picture.shape[1::-1] == tight_size  # the size savefig's tight crop gives
    assert np.array_equal(picture, reference[top:bottom, left:right])


@pytest.mark.parametrize("company", ["usa", "germany", "italy", "france"])
def test_company_board_from_its_kept_pictures_equals_the_one_pass_drawing(company):
    seen = set()
    for board in _boards(company):
        png = draw.company_png(board)
        _assert_same(png, draw.draw_company(board), draw.company_painter(board).crop)
        seen.add(board.built)
    assert len(seen) == 6


def test_company_board_with_a_title_and_plain_incomes_too():
    data = load_companies()
    data["reconstruction"] = False
    boards = list(_boards("italy", data))
    assert not boards[0].reconstruction
    for board in boards[1:4]:
        untitled = draw.company_png(board, dpi=75)  # another kept pair of pictures
        png = draw.company_png(board, title="Italie (vous)", dpi=75)
        assert png != untitled
        reference, _ = _one_pass(draw.draw_company(board, title="Italie (vous)"), dpi=75)
        left, top, right, bottom = draw.company_painter(board, "Italie (vous)", 75).crop
        assert np.array_equal(_pixels(png), reference[top:bottom, left:right])


def test_company_board_changes_with_each_piece_taken():
    board = CompanyBoard.new("germany")
    pictures = {draw.company_png(board)}
    for kind in ("base", "base", "powerhouse", "conduit"):
        board, _, _ = board.take(kind)
        pictures.add(draw.company_png(board))
    assert len(pictures) == 5


def test_wheel_over_its_kept_empty_wheel_equals_the_one_pass_drawing():
    wheel = ConstructionWheel()
    wheels = [wheel]
    for kind, ex, mx in (("base", 4, 0), ("conduit", 6, 0), ("powerhouse", 0, 2)):
        wheel, _, _ = wheel.place(kind, ex, mx)
        wheels.append(wheel)
    for _ in range(4):
        wheel, _, _ = wheel.rotate(1)
        wheels.append(wheel)
    for wheel in wheels:
        png = draw.wheel_png(wheel)
        _assert_same(
            png, draw.draw_wheel(wheel), draw.company._WHEEL_PAINTERS[(None, draw.WHEEL_DPI)].crop
        )
    assert len({draw.wheel_png(w) for w in wheels}) == len(set(wheels))
