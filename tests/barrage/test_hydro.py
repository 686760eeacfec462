"""Real hydro-power figures of the deck (ludo.barrage.hydro), checked by hand."""

from __future__ import annotations

import pytest

from ludo.barrage import hydro


def test_power_formula_and_its_inverse():
    assert hydro.power_mw(100, 100, 1.0) == pytest.approx(98.1)
    q = hydro.flow_for_power(500, 200, 0.85)
    assert hydro.power_mw(q, 200, 0.85) == pytest.approx(500)


def test_derived_figures_of_the_reference():
    g = hydro.grand_maison()
    assert g["head"] == 925
    assert round(g["flow"]) == 220  # 1800 MW / (ρ g 925 m × 0.9)
    assert round(g["lower_gwh"]) == 35 and round(g["upper_gwh"]) == 353
    assert round(hydro.energy_kwh(1, 100), 2) == 0.27
    assert round(hydro.capacity_factor(700, 380), 2) == 0.21


def test_the_map_values_stand_for_the_head():
    values = hydro.conduit_values_by_area()
    # reference table: 8 conduits leave the mountains, 6 the hills, 6 the plains
    assert [len(values[a]) for a in hydro.AREAS] == [8, 6, 6]
    assert sorted(values["mountain"]) == [3, 3, 3, 4, 4, 5, 5, 5]
    assert hydro.base_cost_by_area() == {"mountain": 5, "hill": 4, "plain": 3}
