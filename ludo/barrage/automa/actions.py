"""The Automa's actions, each checked then done on the game's table (docs/decisions.md §11).

The functions read and change the game only through its
:class:`~ludo.barrage.game.solo.AutomaTable`; :mod:`.turn` chooses which action a tile's
columns lead to (decisions A9–A20 are listed there).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...core.french import integer
from .. import messages as rmsg
from ..construction import (
    ELEVATION_MIXERS,
    base_excavators,
    conduit_excavators,
    machines_needed,
    powerhouse_bonus,
    powerhouse_mixers,
    red_fee,
    tile_name,
)
from ..game import messages as gmsg
from ..game.companies import COPY, SPECIAL, tile_kinds
from ..game.moves import space_name
from ..game.scoring import sections_behind
from ..game.solo import AutomaTable
from ..map import base_map, spot_name
from ..production import drops_energy, possible_productions
from ..water import usa_energy
from . import messages as msg
from .placement import (
    Placement,
    candidate_spots,
    payment,
    place_structure,
)
from .tiles import Action


@dataclass(frozen=True)
class Check:
    """One action of the tile as checked: ``done`` or skipped, ``reason`` (a key of
    :data:`messages.REASONS`), the French ``text``, and for a construction the
    ``placement`` (candidates and steps)."""

    column: int
    action: str
    done: bool
    reason: str
    text: str
    placement: Placement | None = None
    facts: dict = field(default_factory=dict)  # the numbers of a done action, for its sentence


# -- helpers on the work copy --------------------------------------------------------------------
def _name(kind: str) -> str:
    return str(rmsg.KIND_NAMES[kind])


def first_free_space(w: AutomaTable, section: str) -> str | None:
    """A14: the first free space of ``section``: left column, then right column."""
    spaces = [s for s in w.data.spaces_for(w.n_players, w.intro) if s.section == section]
    taken = {sid for sid, _ in w.spaces}
    ordered = [s for s in spaces if s.id.endswith("g")] + [
        s for s in spaces if not s.id.endswith("g")
    ]
    for s in ordered:
        if s.id not in taken:
            return s.id
    return None


def place_engineers(w: AutomaTable, seat: int, section: str | None, n: int) -> int:
    """Put ``n`` engineers (or those left) on the section's first free space, or on the
    company board (``section`` None: a construction). Returns how many were placed."""
    n = min(n, w.co(seat).engineers)
    w.take_engineers(seat, n)
    if section is None:
        w.ev("automa.engineers", msg.EV_ENG_BOARD.format(n=n), seat=seat)
        return n
    if section == "bank":
        w.ev("automa.engineers", msg.EV_ENG_BANK.format(n=n), seat=seat)
        return n
    sid = first_free_space(w, section)
    if sid is None:
        w.ev(
            "automa.engineers",
            msg.EV_ENG_BESIDE.format(n=n, section=gmsg.SECTION_NAMES.get(section, section)),
            seat=seat,
        )
    else:
        w.mark_space(sid, seat)
        w.ev("automa.engineers", msg.EV_ENG_SPACE.format(n=n, space=space_name(sid)), seat=seat)
    return n


def fewer_machine(c, officer: str | None = None) -> tuple[int, int]:
    """One machine of the type the Automa holds fewer of (a tie: an excavator), as
    (excavators, mixers); always a mixer with Jill McDowell (« surpuissant »)."""
    if officer == "mcdowell" or c.mixers < c.excavators:
        return 0, 1
    return 1, 0


def ph_bonus(w: AutomaTable, seat: int) -> int:
    if w.automa_level == "facile":
        return 0
    return powerhouse_bonus(w.board.powerhouse_count(w.co(seat).company))


# -- production ------------------------------------------------------------------------------
def officer_of(w: AutomaTable, seat: int) -> str | None:
    """The Automa's officer, used at « surpuissant » only."""
    return w.co(seat).officer if w.automa_level == "surpuissant" else None


def best_system(w: AutomaTable, seat: int, bonus: int):
    """(energy, dam, conduit, powerhouse, drops) of the most productive system, all drops
    (Viktor Fiesler: 1 drop through a conduit of value 1 or 2, at least 4 energy)."""
    c = w.co(seat)
    g = base_map()
    officer = officer_of(w, seat)
    best = None
    for dam, conduit, ph, held in possible_productions(w.board, c.company):
        value = g.nodes[conduit]["value"]
        if officer == "fiesler" and value <= 2:
            held = 1
        energy = drops_energy(held, value, officer) + bonus + ph_bonus(w, seat)
        key = (energy, dam, conduit, ph, held)
        if energy >= 1 and (best is None or energy > best[0]):
            best = key
    return best


def _contracts_shown(w: AutomaTable):
    """Face-up contracts, left to right: green, yellow, red piles, then national ones."""
    return [k for pile in w.display for k in pile] + list(w.national)


def _leading(w: AutomaTable, seat: int) -> bool:
    mine = w.co(seat).energy
    return all(mine > c.energy for i, c in enumerate(w.companies) if i != seat)


def _in_bonus_section(w: AutomaTable, seat: int) -> bool:
    return sections_behind(w.round, w.co(seat).energy) == 0


def check_production(w: AutomaTable, seat: int, action: Action, t) -> tuple[bool, str, dict]:
    prod = t.production
    best = best_system(w, seat, prod.bonus)
    if best is None:
        return False, "no_system", {}
    if _in_bonus_section(w, seat) and _leading(w, seat):
        return False, "leading", {"energy": w.co(seat).energy}
    shown = [k for k in _contracts_shown(w) if w.data.contract(k).type == prod.colour]
    needs = [w.data.contract(k).energy for k in shown]
    if not needs or contract_energy(w, seat, best[0]) < min(needs):
        return False, "contract", {"energy": best[0], "needs": min(needs) if needs else None}
    return True, "done", {"energy": best[0]}


def do_production(w: AutomaTable, seat: int, action: Action, t) -> str:
    place_engineers(w, seat, "turbine", action.engineers)
    return produce_best(w, seat, t.production.bonus)


def produce_best(w: AutomaTable, seat: int, bonus: int, second_of: str | None = None) -> str:
    """Produce with the most productive system (all its drops) and fulfil a contract.

    ``second_of``: Germany's second production (« haute_tension »), with another
    powerhouse than that one and only drops × conduit value."""
    c = w.co(seat)
    if second_of is None:
        _, dam, conduit, ph, drops = best_system(w, seat, bonus)
    else:
        g = base_map()
        options = [
            (held * g.nodes[k]["value"], d, k, p, held)
            for d, k, p, held in possible_productions(w.board, c.company)
            if p != second_of
        ]
        if not options:
            return ""
        _, dam, conduit, ph, drops = max(options)
    produced, energy = w.run_production(
        seat, dam, conduit, ph, drops, bonus, officer_of(w, seat), second=second_of is not None
    )
    text = msg.DID_PRODUCE.format(
        drops=drops,
        dam=spot_name(dam),
        conduit=spot_name(conduit),
        powerhouse=spot_name(ph),
        energy=energy,
        gross=""
        if produced.energy == energy
        else msg.DID_PRODUCE_NO_BONUS.format(gross=produced.energy),
    )
    fulfilled = fulfil_best(w, seat, contract_energy(w, seat, energy))
    if fulfilled:
        text += " " + msg.DID_FULFIL.format(contract=fulfilled)
    if second_of is None and uses_ability(w, seat, "germany"):
        more = produce_best(w, seat, 0, second_of=ph)
        if more:
            text += " " + msg.DID_SECOND.format(text=more)
    return text


def high(w: AutomaTable) -> bool:
    """« haute_tension » and above: technology tiles' effects and the company ability."""
    return w.automa_level in ("haute_tension", "surpuissant")


def uses_ability(w: AutomaTable, seat: int, company: str) -> bool:
    c = w.co(seat)
    return high(w) and c.company == company and c.board.ability_active


def contract_energy(w: AutomaTable, seat: int, energy: int) -> int:
    """France's ability at « haute_tension »: contracts need 3 energy less."""
    if uses_ability(w, seat, "france"):
        return energy + w.data.abilities["france"][1]
    return energy


def fulfil_best(w: AutomaTable, seat: int, energy: int) -> str | None:
    """A9: the face-up contract with the highest requirement reached (rightmost on a tie)."""
    best = None
    for k in _contracts_shown(w):
        need = w.data.contract(k).energy
        if need <= energy and (best is None or need >= w.data.contract(best).energy):
            best = k
    if best is None:
        return None
    w.fulfil_shown(seat, best, msg.EV_AUTOMA_FULFIL.format(contract=best))
    return best


# -- water ---------------------------------------------------------------------------------------
def water_plan(
    board, company: str, order: str, n: int, flowing: bool, usa: bool = False
) -> tuple[str, ...]:
    """The drops to place (headstream letters): the most drops ending behind the
    Automa's dams with at most ``n`` drops, given the board (now for a drop that flows at
    once, else at the next round-end flow); drops that add nothing are not placed (a drop
    may be needed to fill another dam first); ties follow the tile's headstream order
    (``usa``: the USA's ability at « haute_tension », the most energy-track progress first).
    """
    import itertools

    def held(b) -> int:
        return sum(b.drops_at(d) for d, o, _ in b.dams if o == company)

    if flowing:
        now = held(board)
        found = []
        for h in order:
            after, events = board.flow_one(h)
            if held(after) > now:
                found.append((-usa_energy(events) if usa else 0, order.index(h), h))
        return (min(found)[2],) if found else ()
    now = held(board.flow()[0])
    best: tuple[str, ...] = ()
    best_key = None
    for k in range(1, n + 1):
        for combo in itertools.combinations_with_replacement(order, k):
            b = board
            for h in combo:
                b = b.add_drops(h, 1)
            after, events = b.flow()
            gain = held(after) - now
            if gain <= 0:
                continue
            progress = usa_energy(events) if usa else 0
            key = (-gain, -progress, k, [order.index(h) for h in combo])
            if best_key is None or key < best_key:
                best, best_key = combo, key
    return best


def place_drops(w: AutomaTable, seat: int, n: int, flowing: bool, order: str) -> list[str]:
    """A10 and the water-control action: drops only where they end behind an Automa dam."""
    company = w.co(seat).company
    placed: list[str] = []
    for _ in range(n if flowing else 1):
        plan = water_plan(w.board, company, order, n, flowing, uses_ability(w, seat, "usa"))
        if not plan:
            break
        w.drops(seat, plan, flowing)
        placed.extend(plan)
    return placed


# -- construction -----------------------------------------------------------------------------
def _rank(t: str) -> tuple[int, bool]:
    """A tile's rank: its level (basic 0), then a specific tile before a Joker."""
    level = int(t[1]) if t.startswith("L") and t[1].isdigit() else 0
    return level, len(tile_kinds(t)) == 1


def _tile_for(c, kind: str) -> str | None:
    """The technology tile the Automa builds with (A17): the highest level, a specific
    tile before a Joker. Anton Krylov's special tile comes after every other one and copies
    the highest tile on the wheel (``special:L2-base``)."""
    best = None
    for t in c.tiles:
        if t == SPECIAL or kind not in tile_kinds(t):
            continue
        if best is None or _rank(t) > _rank(best):
            best = t
    if best is not None or SPECIAL not in c.tiles:
        return best
    on_wheel = [s.tile for s in c.wheel.locked if s.tile not in (SPECIAL, COPY)]
    if not on_wheel:
        return None
    top = max(on_wheel, key=_rank)
    return f"{SPECIAL}:{top}" if kind in tile_kinds(top) else None


def _min_machines(kind: str, action: Action, built: int, effect, officer) -> tuple:
    """The fewest machines the structure may need (the tile's restriction included):
    (excavators, mixers, conduit value)."""
    if kind == "base":
        if effect == "no_engineers_no_excavators":
            return 0, 0, 0
        return base_excavators(action.area or "plain", officer), 0, 0  # the plains: fewest
    if kind == "elevation":
        return 0, min(ELEVATION_MIXERS.values()), 0
    if kind == "conduit":
        value = max(1, action.min_value)
        ex = conduit_excavators(value)
        return (min(ex, 5) if effect == "conduit_five_excavators" else ex), 0, value
    return 0, powerhouse_mixers(built), 0


def tile_effect_of(w: AutomaTable, tile_id: str | None) -> str | None:
    """The advanced tile's effect (a special tile's copy's), used from « haute_tension »."""
    if tile_id is None or not high(w):
        return None
    return w.data.tile(tile_id.split(":", 1)[-1]).effect


def check_build(w: AutomaTable, seat: int, action: Action, t, criteria) -> tuple[bool, str, dict]:
    c = w.co(seat)
    kind = action.target
    if c.board.remaining(kind) == 0:
        return False, "no_piece", {"kind": kind}
    tile_id = _tile_for(c, kind)
    if tile_id is None:
        return False, "no_tile", {"kind": kind}
    effect = tile_effect_of(w, tile_id)
    officer = officer_of(w, seat)
    built = c.board.count("powerhouse")
    ex, mx, value = _min_machines(kind, action, built, effect, officer)
    pay = payment(
        c.excavators, c.mixers, ex, mx, effect=effect, officer=officer, conduit_value=value
    )
    if pay is None:
        return False, "machines", {"kind": kind, "ex": ex, "mx": mx}
    spots = candidate_spots(
        w.board,
        c.company,
        kind,
        excavators=c.excavators,
        mixers=c.mixers,
        area=action.area,
        min_value=action.min_value,
        effect=effect,
        officer=officer,
    )
    if not spots:
        return False, "no_spot", {"kind": kind}
    return True, "done", {"spots": spots}


def _prefer(kind: str, effect: str | None):
    """The adaptations of « haute_tension » for two technology tiles."""
    g = base_map()
    if effect == "conduit_five_excavators" and kind == "conduit":
        return ("conduit_value_3", lambda s: g.nodes[s]["value"] >= 3)
    if effect == "no_red_fee" and kind == "base":
        return ("red_base", lambda s: g.nodes[s]["red"])
    return None


def do_build(
    w: AutomaTable, seat: int, action: Action, spots, criteria
) -> tuple[str, Placement, int]:
    """Build ``action``'s structure where the placement procedure says: (the text, the
    placement, the red frame's fee paid in VP)."""
    c = w.co(seat)
    kind = action.target
    tile_id = _tile_for(c, kind)
    effect = tile_effect_of(w, tile_id)
    officer = officer_of(w, seat)
    restriction = None
    before = None
    if action.area is not None or action.min_value:
        restriction = action.area or ("min_value", action.min_value)
        before = candidate_spots(
            w.board,
            c.company,
            kind,
            excavators=c.excavators,
            mixers=c.mixers,
            effect=effect,
            officer=officer,
        )
    placement = place_structure(
        w.board,
        c.company,
        kind,
        spots,
        criteria,
        restriction=restriction,
        before_restriction=before,
        prefer=_prefer(kind, effect),
        area_first=officer == "adler",
    )
    spot = placement.spot
    if effect not in ("no_engineers", "no_engineers_no_excavators"):
        place_engineers(w, seat, None, action.engineers)
    built = c.board.count("powerhouse")
    value = base_map().nodes[spot]["value"] if kind == "conduit" else 0
    paid = payment(
        c.excavators,
        c.mixers,
        *machines_needed(kind, spot, built, effect, officer),
        effect=effect,
        officer=officer,
        conduit_value=value,
    )
    assert paid is not None and tile_id is not None  # check_build found both possible
    ex, mx, vp = paid
    w.pay(seat, vp, msg.WHY_JORDAN)
    red = red_fee(kind, spot, effect)
    if red:
        w.pay(seat, red, msg.WHY_RED.format(spot=spot_name(spot), fee=red))
    w.to_wheel(seat, SPECIAL if tile_id.startswith(SPECIAL) else tile_id, ex, mx)
    put_structure(w, seat, kind, spot)
    text = msg.DID_BUILD.format(kind=_name(kind), spot=spot_name(spot), tile=tile_name(tile_id))
    if red:
        text += msg.DID_RED.format(fee=red)
    more = apply_tile_effect(w, seat, kind, spot, effect)
    return (text + " " + more if more else text), placement, red


def apply_tile_effect(w: AutomaTable, seat: int, kind: str, spot: str, effect: str | None) -> str:
    """The special effect of an advanced tile (« haute_tension »), with the adaptations."""
    if effect is None or effect in (
        "no_engineers",
        "no_engineers_no_excavators",
        "conduit_five_excavators",
        "machines_interchangeable",
        "no_red_fee",
    ):
        return ""
    c = w.co(seat)
    if effect in ("energy_per_base", "energy_twice_value"):
        g = base_map()
        n = c.board.count("base") if effect == "energy_per_base" else 2 * g.nodes[spot]["value"]
        w.add_energy(seat, n, gmsg.EFFECT[effect])
        done = fulfil_best(w, seat, contract_energy(w, seat, n))
        text = msg.DID_EFFECT_ENERGY.format(n=n)
        return text + (" " + msg.DID_FULFIL.format(contract=done) if done else "")
    if effect == "production_plus_two":
        if best_system(w, seat, 2) is None:
            return msg.DID_EFFECT_NO_PRODUCTION
        return produce_best(w, seat, 2)
    w.tile_effect(seat, kind, spot, effect)
    return msg.DID_EFFECT.format(what=msg.EFFECT_NAMES[effect])


def put_structure(w: AutomaTable, seat: int, kind: str, spot: str) -> None:
    """The piece goes on the map; its income (not at « facile ») is gained at once."""
    income = w.put_piece(seat, kind, spot)
    w.ev("build", msg.EV_AUTOMA_BUILT.format(kind=_name(kind), spot=spot_name(spot)), seat=seat)
    if income is not None and w.automa_level != "facile":
        w.gain(seat, income, gmsg.SOURCE_INCOME.format(kind=_name(kind)))


def action_label(action: Action, t) -> str:
    """The French name of an action of tile ``t``."""
    if action.kind == "production":
        p = t.production
        return msg.LABEL_PRODUCTION.format(
            bonus=integer(p.bonus, signed=True), colour=msg.COLOURS[p.colour], n=p.engineers
        )
    if action.kind == "water":
        return msg.LABEL_WATER[action.flowing].format(n=action.drops)
    if action.kind == "contracts":
        return msg.LABEL_CONTRACTS.format(colour=msg.COLOURS[action.colour or ""])
    if action.kind == "build":
        extra = ""
        if action.area:
            extra = msg.LABEL_AREA.format(area=rmsg.AREA_NAMES[action.area])
        elif action.min_value:
            extra = msg.LABEL_MIN_VALUE.format(n=action.min_value)
        return msg.LABEL_BUILD.format(kind=_name(action.target), extra=extra)
    if action.kind == "workshop":
        label = msg.LABEL_WORKSHOP if action.vp else msg.LABEL_WORKSHOP_FREE
        return label.format(n=action.rotate, vp=action.vp)
    if action.kind == "machinery":
        return msg.LABEL_MACHINERY.format(
            machines=" + ".join(msg.MACHINE_NAMES[m] for m in action.machines), vp=action.vp
        )
    if action.kind == "patent":
        return msg.LABEL_PATENT.format(what=msg.PATENT_NAMES[action.target])
    return msg.LABELS[action.kind]


def check_and_do(w: AutomaTable, seat: int, col: int, action: Action, t, criteria) -> Check:
    kind = action.kind
    label = action_label(action, t)
    if action.expansion:
        return Check(col, kind, False, "expansion", msg.SKIP["expansion"].format(action=label))
    c = w.co(seat)
    if kind == "production":
        ok, reason, info = check_production(w, seat, action, t)
        if not ok:
            return Check(col, kind, False, reason, msg.SKIP[reason].format(action=label, **info))
        return Check(col, kind, True, "done", do_production(w, seat, action, t))
    if kind == "water":
        placed = place_drops(w, seat, action.drops, action.flowing, criteria.headstreams)
        if not placed:
            return Check(col, kind, False, "no_dam", msg.SKIP["no_dam"].format(action=label))
        place_engineers(w, seat, "water", action.engineers)
        heads = ", ".join(placed)
        text = msg.DID_WATER.format(heads=heads, n=len(placed))
        return Check(col, kind, True, "done", text, facts={"n": len(placed), "heads": heads})
    if kind == "contracts":
        colour = ("green", "yellow", "red").index(action.colour)
        if not w.display[colour]:
            return Check(
                col, kind, False, "no_contract", msg.SKIP["no_contract"].format(action=label)
            )
        place_engineers(w, seat, "contracts", action.engineers)
        shown = w.clear_display(colour)
        w.add_energy(seat, 2, msg.WHY_CONTRACTS)
        ids = ", ".join(shown)
        return Check(col, kind, True, "done", msg.DID_CONTRACTS.format(ids=ids), facts={"ids": ids})
    if kind == "build":
        ok, reason, info = check_build(w, seat, action, t, criteria)
        if not ok:
            info = {**info, "kind": _name(info["kind"])} if "kind" in info else info
            return Check(col, kind, False, reason, msg.SKIP[reason].format(action=label, **info))
        text, placement, red = do_build(w, seat, action, info["spots"], criteria)
        return Check(col, kind, True, "done", text, placement, facts={"red": red})
    if kind == "workshop":
        if c.wheel.is_empty:
            return Check(
                col, kind, False, "wheel_empty", msg.SKIP["wheel_empty"].format(action=label)
            )
        place_engineers(w, seat, "workshop", action.engineers)
        w.pay(seat, action.vp, msg.WHY_WORKSHOP)
        w.rotate(seat, action.rotate)
        facts = {"n": action.rotate, "vp": action.vp}
        return Check(col, kind, True, "done", msg.DID_ROTATE.format(**facts), facts=facts)
    if kind == "machinery":
        if w.round == 5:
            return Check(col, kind, False, "round5", msg.SKIP["round5"].format(action=label))
        place_engineers(w, seat, "machinery", action.engineers)
        w.pay(seat, action.vp, msg.WHY_MACHINES)
        ex = action.machines.count("excavator")
        mx = action.machines.count("mixer")
        w.gain_machines(seat, ex, mx)
        facts = {"ex": ex, "mx": mx, "vp": action.vp}
        return Check(col, kind, True, "done", msg.DID_MACHINES.format(**facts), facts=facts)
    if kind == "patent":
        slot = _patent_slot(w, action.target)
        if slot is None:
            return Check(col, kind, False, "no_patent", msg.SKIP["no_patent"].format(action=label))
        place_engineers(w, seat, "patent", action.engineers)
        w.pay(seat, action.vp, msg.WHY_PATENT)
        tile_id = w.take_patent(seat, slot)
        text = msg.DID_PATENT.format(tile=tile_name(tile_id), vp=action.vp)
        bought = {"tile": tile_name(tile_id), "vp": action.vp}
        return Check(col, kind, True, "done", text, facts=bought)
    if kind == "rotate_or_bank":
        if not c.wheel.is_empty:
            place_engineers(w, seat, "workshop", 1)
            w.rotate(seat, 1)
            facts = {"n": 1, "vp": 0}
            return Check(col, kind, True, "done", msg.DID_ROTATE_FREE.format(n=1), facts=facts)
        return _bank(w, seat, col, kind)
    if kind == "machine_or_bank":
        if w.round != 5:
            place_engineers(w, seat, "machinery", 1)
            w.pay(seat, 3, msg.WHY_MACHINES)
            ex, mx = fewer_machine(c, officer_of(w, seat))
            w.gain_machines(seat, ex, mx)
            facts = {"ex": ex, "mx": mx, "vp": 3}
            return Check(col, kind, True, "done", msg.DID_MACHINES.format(**facts), facts=facts)
        return _bank(w, seat, col, kind)
    raise AssertionError(kind)  # pragma: no cover - the tiles are validated at load


def _bank(w: AutomaTable, seat: int, col: int, kind: str) -> Check:
    place_engineers(w, seat, "bank", 1)
    w.add_vp(seat, 1, "barrage.automa.bank", msg.VP_BANK)
    return Check(col, kind, True, "done", msg.DID_BANK)


def _patent_slot(w: AutomaTable, structure: str) -> int | None:
    """The patent-office slot of the structure's advanced tile (higher level first), else
    a Joker."""
    best = None
    for i, tid in enumerate(w.patent):
        if not tid:
            continue
        t = w.data.tile(tid)
        specific = t.builds == structure
        joker = t.builds == "any"
        if not (specific or joker):
            continue
        key = (specific, t.level)
        if best is None or key > best[0]:
            best = (key, i)
    return None if best is None else best[1]
