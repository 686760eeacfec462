"""Real hydraulics of a board (ludo.eau.hydraulics, extra « hydraulique »)."""

from __future__ import annotations

import importlib
import sys

import pytest

import ludo
from ludo.eau import analysis


@pytest.fixture(scope="module")
def board():
    return ludo.play_out(ludo.new("eau", players=4, seed=3), "helper", seed=3)[-1].board


def test_without_wntr_the_import_says_in_french_how_to_install(monkeypatch):
    monkeypatch.setitem(sys.modules, "wntr", None)
    monkeypatch.delitem(sys.modules, "ludo.eau.hydraulics", raising=False)
    with pytest.raises(ImportError, match="ludo\\[hydraulique\\]"):
        importlib.import_module("ludo.eau.hydraulics")


def test_a_closed_bridge_dries_exactly_what_the_topology_says(board):
    hydraulics = pytest.importorskip("ludo.eau.hydraulics")
    brk = analysis.worst_break(board)
    base = hydraulics.solve(board)
    closed = hydraulics.solve(board, closed=[brk["link"]])
    assert analysis.served_share(base) == pytest.approx(1.0, abs=1e-3)
    for cell, wanted in closed["wanted"].items():
        if wanted:
            expected = 0.0 if cell in brk["cut"] else wanted
            assert closed["served"][cell] == pytest.approx(expected, abs=0.01), cell
    assert abs(closed["flow"][tuple(sorted(brk["link"]))]) < 1e-6


def test_a_leak_loses_water_and_pressure(board):
    hydraulics = pytest.importorskip("ludo.eau.hydraulics")
    cell = min(analysis.worst_break(board)["cut"])
    base = hydraulics.solve(board)
    leak = hydraulics.solve(board, leak=cell)
    assert 5 < leak["leak"] < 15  # about 10 L/s through 5 cm² at 30-40 m
    assert leak["pressure"][cell] < base["pressure"][cell] - 2
    assert base["leak"] == 0
