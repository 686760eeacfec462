"""Real hydro-power beside the game: the power formula, real plants, what Barrage models.

Pure Python (no drawing). The figures of real plants are facts with their source
(:data:`PLANTS`, :data:`AIN_CASCADE`); everything else is computed from them with
:func:`power_mw`, :func:`flow_for_power` and :func:`energy_kwh`.

The formula: the power of water falling through a turbine is P = ρ · g · Q · H · η
(ρ = 1000 kg/m³, g = 9.81 m/s², Q the flow in m³/s, H the head in m, η the overall
efficiency, 0.75 to 0.95). Source: Engineering Toolbox, « Hydropower »
(engineeringtoolbox.com/hydropower-d_1359.html); in French, the rule of thumb
P ≈ 7 × Q × H kW (ALTE 69).

Interpretation (how the game maps onto the formula, our reading, not the rulebook's):
a water drop is a volume V; a conduit's production value plays the head H (times η);
the powerhouse is the turbine and its generator. A Barrage production gives
drops × value energy units, as P·t = ρ·g·V·H·η gives energy proportional to V × H.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .construction import construction_cost
from .map import base_map

RHO = 1000.0  # kg/m³
G = 9.81  # m/s²


def power_mw(flow_m3s: float, head_m: float, efficiency: float = 0.9) -> float:
    """Power in MW of ``flow_m3s`` falling ``head_m`` metres: ρ·g·Q·H·η / 10⁶.

    >>> round(power_mw(220, 925, 0.9))
    1797
    """
    return RHO * G * flow_m3s * head_m * efficiency / 1e6


def flow_for_power(power: float, head_m: float, efficiency: float = 0.9) -> float:
    """Flow (m³/s) needed for ``power`` MW with ``head_m`` of head.

    >>> round(flow_for_power(1800, 925, 0.9))
    220
    """
    return power * 1e6 / (RHO * G * head_m * efficiency)


def energy_kwh(volume_m3: float, head_m: float, efficiency: float = 1.0) -> float:
    """Energy (kWh) of ``volume_m3`` falling ``head_m`` metres: ρ·V·g·h·η / 3.6·10⁶.

    >>> round(energy_kwh(1, 100), 2), round(energy_kwh(1, 925), 2)
    (0.27, 2.52)
    """
    return RHO * volume_m3 * G * head_m * efficiency / 3.6e6


def capacity_factor(energy_gwh_per_year: float, power: float) -> float:
    """Share of the year a plant of ``power`` MW would need at full power for its energy.

    >>> round(capacity_factor(700, 380), 2)
    0.21
    """
    return energy_gwh_per_year * 1e3 / (power * 8760)


@dataclass(frozen=True)
class Plant:
    """A real plant: name, power (MW), head (m, None if not sourced), kind, source."""

    name: str
    power: float
    head: float | None
    kind: str
    source: str
    note: str = ""


EDF_STEP = "EDF, « Les stations de transfert d'énergie par pompage » (edf.fr, L'énergie de A à Z)"
#: Real plants quoted in the deck, each with its published source.
PLANTS = (
    Plant(
        "Grand'Maison (Isère)",
        1800,
        925,
        "STEP (pompage-turbinage)",
        EDF_STEP + " ; chute : retenues à 1 695 m et 770 m",
        "4 Pelton de 157 MW et 8 Francis réversibles de 160 MW",
    ),
    Plant(
        "Serre-Ponçon (Hautes-Alpes)",
        380,
        None,
        "barrage-réservoir de tête",
        "SMADESEP (smadesep.com) : 380 MW, environ 700 millions de kWh par an",
    ),
    Plant(
        "Vouglans (Ain)",
        285,
        None,
        "barrage-réservoir de tête",
        "EDF, « Chaîne hydroélectrique de l'Ain : 6 barrages et 6 centrales » (edf.fr)",
        "3 Francis et 1 turbine-pompe réversible",
    ),
)

#: The plants in series on the Ain's own water, upstream to downstream (EDF, « Chaîne
#: hydroélectrique de l'Ain : 6 barrages et 6 centrales »).
AIN_CASCADE = (
    "Vouglans",
    "Saut-Mortier",
    "Coiselet",
    "Cize-Bolozon",
    "Allement",
)
#: The sixth dam of EDF's Ain chain is not on the Ain: Charmines stands on the Oignin, a
#: tributary, and its water is led to the Moux plant, on the Ain's left bank, which
#: discharges into the Ain (fr.wikipedia, « Barrage de Charmines », citing EDF, « Zoom sur
#: les aménagements hydroélectriques de la vallée de l'Ain »). It joins the Ain between
#: Coiselet and Cize-Bolozon (Matafelon-Granges: our reading of the map, not a sentence of
#: the sources). Chute 78 m, 26 MW (the same article).
AIN_TRIBUTARY = {
    "dam": "Charmines",
    "river": "Oignin",
    "plant": "Moux",
    "joins_after": "Coiselet",
    "head_m": 78.0,
    "power": 26.0,
}
AIN_SOURCE = (
    "EDF, « Chaîne hydroélectrique de l'Ain : 6 barrages et 6 centrales » (edf.fr) ; "
    "fr.wikipedia, « Barrage de Charmines »"
)

#: Serre-Ponçon: 380 MW, about 700 GWh a year (SMADESEP).
SERRE_PONCON = {"power": 380.0, "energy_gwh": 700.0, "source": PLANTS[1].source}
#: Grand'Maison: reservoirs at 1,695 m and 770 m, 140 million m³ upstream, the lower one
#: ten times smaller (Techniques de l'Ingénieur 2024; EDF).
GRAND_MAISON: dict[str, Any] = {
    "power": 1800.0,
    "upper_m": 1695.0,
    "lower_m": 770.0,
    "upper_volume_m3": 140e6,
    "lower_volume_m3": 14e6,
    "source": EDF_STEP + " ; Techniques de l'Ingénieur (2024)",
    # The published design flow (« débit d'équipement »): 217 m³/s (fr.wikipedia,
    # « Barrage de Grand'Maison », the plant's infobox); 216 m³/s through the headrace tunnel
    # when turbining, 136 m³/s when pumping (Revue EIN, « Histoire d'eau : Grand'Maison »).
    "design_flow_m3s": 217.0,
    "flow_source": (
        "fr.wikipedia, « Barrage de Grand'Maison » (débit d'équipement 217 m³/s) ; Revue EIN, "
        "« Histoire d'eau : Grand'Maison » (216 m³/s en turbinage, 136 en pompage)"
    ),
}
#: Round-trip efficiency of pumped storage: 75–80 % (révolution-énergétique).
STEP_ROUND_TRIP = (0.75, 0.80)
#: The efficiency (turbine and generator) used for every derived figure of the deck.
EFFICIENCY = 0.9


def implied_efficiency(power: float, flow_m3s: float, head_m: float) -> float:
    """The efficiency η for which ``flow_m3s`` falling ``head_m`` gives ``power`` MW.

    >>> round(implied_efficiency(1800, 217, 925), 3)
    0.914
    """
    return power * 1e6 / (RHO * G * flow_m3s * head_m)


def grand_maison(efficiency: float = EFFICIENCY) -> dict:
    """Figures of Grand'Maison: its head (the two reservoirs' levels, gross), its published
    design flow, the efficiency that flow implies at full power, and, all at the same
    ``efficiency``, the flow the formula would need, the energy of one lower reservoir
    turbined and of the full upper one (GWh), and the hours at full power for the lower one.

    >>> g = grand_maison()
    >>> g["head"], g["design_flow"], round(g["implied_efficiency"], 2), round(g["flow"])
    (925.0, 217.0, 0.91, 220)
    >>> round(g["lower_gwh"]), round(g["hours"])
    (32, 18)
    >>> round(grand_maison(1.0)["lower_gwh"])  # gross, without losses
    35
    """
    gm = GRAND_MAISON
    head = gm["upper_m"] - gm["lower_m"]
    lower_gwh = energy_kwh(gm["lower_volume_m3"], head, efficiency) / 1e6
    return {
        "head": head,
        "efficiency": efficiency,
        "design_flow": gm["design_flow_m3s"],
        "implied_efficiency": implied_efficiency(gm["power"], gm["design_flow_m3s"], head),
        "flow": flow_for_power(gm["power"], head, efficiency),
        "lower_gwh": lower_gwh,
        "upper_gwh": energy_kwh(gm["upper_volume_m3"], head, efficiency) / 1e6,
        "hours": lower_gwh * 1e3 / gm["power"],
    }


def pumped_storage_cycle(energy_in_mwh: float, round_trip: float = 0.78) -> float:
    """Energy given back (MWh) for ``energy_in_mwh`` used to pump, at ``round_trip`` efficiency.

    >>> pumped_storage_cycle(100, 0.75)
    75.0
    """
    return energy_in_mwh * round_trip


AREAS = ("mountain", "hill", "plain")


def conduit_values_by_area() -> dict[str, list[int]]:
    """Production values of the map's conduits, by the area of the basin they leave.

    Higher basins have the higher values: the value plays the head of a real plant.

    >>> v = conduit_values_by_area()
    >>> [sum(v[a]) / len(v[a]) for a in AREAS]
    [4.0, 3.0, 2.0]
    """
    out: dict[str, list[int]] = {a: [] for a in AREAS}
    for _, data in base_map().nodes(data=True):
        if data["kind"] == "conduit":
            out[data["area"]].append(data["value"])
    return out


def base_cost_by_area() -> dict[str, int]:
    """Excavators a Base costs in each area (on a spot without the red frame).

    >>> base_cost_by_area()
    {'mountain': 5, 'hill': 4, 'plain': 3}
    """
    out = {}
    for node, data in base_map().nodes(data=True):
        if data["kind"] == "dam" and not data["red"] and data["area"] not in out:
            out[data["area"]] = construction_cost("base", node).excavators
    return {a: out[a] for a in AREAS}


def production_example(board, args: dict) -> dict:
    """What a worked production uses (a scenario of :mod:`ludo.barrage.scenarios`: its
    board and its arguments), read from the engine's map: the dam (its spot, area and
    owner), its drops, the conduit's value.

    >>> from ludo.barrage.scenarios import PRODUCTIONS
    >>> e = production_example(*PRODUCTIONS["prod_9"]())
    >>> e["dam"], e["area"], e["owner"], e["drops"], e["value"]
    ('D3L', 'mountain', 'neutral', 2, 4)
    """
    spots = base_map().nodes
    owner = {spot: who for spot, who, _level in board.dams}[args["dam"]]
    return {
        "dam": args["dam"],
        "area": spots[args["dam"]]["area"],
        "owner": owner,
        "drops": dict(board.drops).get(args["dam"], 0),
        "value": spots[args["conduit"]]["value"],
        "company": args["company"],
    }
