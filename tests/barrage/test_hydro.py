"""Real hydro-power figures of the deck (ludo.barrage.hydro), checked by hand."""

from __future__ import annotations

import pytest

from ludo.barrage import hydro
from ludo.barrage.scenarios import PRODUCTIONS


def test_power_formula_and_its_inverse():
    assert hydro.power_mw(100, 100, 1.0) == pytest.approx(98.1)
    q = hydro.flow_for_power(500, 200, 0.85)
    assert hydro.power_mw(q, 200, 0.85) == pytest.approx(500)


def test_derived_figures_of_the_reference():
    g = hydro.grand_maison()
    assert g["head"] == 925
    assert round(g["flow"]) == 220  # 1800 MW / (ρ g 925 m × 0.9)
    # all at η = 0.9 (the reference: ≈ 32 GWh, 18 h; gross, η = 1: 35 and 353 GWh)
    assert g["efficiency"] == 0.9
    assert round(g["lower_gwh"]) == 32 and round(g["hours"]) == 18
    gross = hydro.grand_maison(1.0)
    assert round(gross["lower_gwh"]) == 35 and round(gross["upper_gwh"]) == 353
    assert g["upper_gwh"] == pytest.approx(0.9 * gross["upper_gwh"])
    assert round(hydro.energy_kwh(1, 100), 2) == 0.27
    assert round(hydro.capacity_factor(700, 380), 2) == 0.21


def test_the_map_values_stand_for_the_head():
    values = hydro.conduit_values_by_area()
    # reference table: 8 conduits leave the mountains, 6 the hills, 6 the plains
    assert [len(values[a]) for a in hydro.AREAS] == [8, 6, 6]
    assert sorted(values["mountain"]) == [3, 3, 3, 4, 4, 5, 5, 5]
    assert hydro.base_cost_by_area() == {"mountain": 5, "hill": 4, "plain": 3}


def test_the_ain_chain_is_five_plants_in_series_and_a_tributary():
    """Charmines is on the Oignin; its Moux plant gives its water to the Ain (issue 22)."""
    assert hydro.AIN_CASCADE == ("Vouglans", "Saut-Mortier", "Coiselet", "Cize-Bolozon", "Allement")
    side = hydro.AIN_TRIBUTARY
    assert (side["dam"], side["river"], side["plant"]) == ("Charmines", "Oignin", "Moux")
    assert side["joins_after"] in hydro.AIN_CASCADE


def test_the_worked_production_reads_the_engine_s_map():
    """Dam 3L of the worked example is a mountain dam, as on the board (issue 22)."""
    example = hydro.production_example(*PRODUCTIONS["prod_9"]())
    assert (example["dam"], example["area"], example["drops"], example["value"]) == (
        "D3L",
        "mountain",
        2,
        4,
    )
