"""The Automa's turn in a Barrage game (docs/decisions.md §11), its explanation as data.

:func:`play_turn` runs one whole Automa turn on the game's working copy (the game's
:class:`~ludo.barrage.game.solo.AutomaTable`) and returns a :class:`TurnExplanation`:
which tile was flipped, every action checked in order with the reason it was done or
skipped, where structures went and why (the placement steps), and the VP paid and gained.

The turn: flip the top tile of the stack onto the discard pile (its criteria side is now
up), read the actions side of the new top of the stack, and check its actions column by
column (production first), top to bottom. The first action possible is done and ends the
turn, except the dotted ones (water control, contract office), after which the checking
goes on. The bottom-right action is always possible. An action needing more engineers
than the Automa has left is done with those left. The Automa pays VP where a player pays
credits, and gains VP where a player gains credits.

Interpretation decisions (tested in ``tests/barrage/test_automa_game.py``):

- **A9** the contract the Automa fulfils after producing is the face-up one (private of
  any colour, or national: the rulebook says so) with the highest energy requirement that
  its production reaches (our reading of « value »); on a tie, the rightmost (national
  tiles are to the right of the private ones).
  The rulebook's example (8 energy fulfils the contract of value 8) reads « value » as the
  requirement, and a contract beyond the production cannot be fulfilled by anyone.
- **A10** drops the Automa receives from a reward or an income follow the water-control
  rule: only drops that end behind an Automa dam are placed, the others are not.
- **A11** (§12 #16) « not leading » the energy track: a tie for first is not leading.
- **A12** (§12 #26) the maximal production of the condition includes the tile's bonus and
  the company board's +1/+3 powerhouse bonus (not at « facile »).
- **A13** when the Automa uses an opponent's conduit it pays the drops as VP (the
  rulebook's credits-as-VP rule); the owner gains the VP of the base rule but no credits
  (our choice: the Automa has none to give). A player
  using the Automa's conduit pays credits as usual; the Automa gains them as VP, and the VP
  of the base rule.
- **A14** the Automa's engineers of an administration action go on the first free space
  of the section, left column top to bottom then right column; with none free they stand
  beside the section and block nothing.
- **A15** a contract reward placing a structure uses the placement procedure with the
  criteria tile of the moment (the top of the discard pile).
- **A16** water control places, among every way to put at most the action's drops on the
  headstreams, the one that gets the most drops behind the Automa's dams (after the
  round-end flow, or at once for a flowing drop), with the fewest drops, then first in the
  tile's headstream order. A drop that only fills another dam on the way counts when it
  lets a later drop reach the Automa (the rulebook's example); a drop that adds nothing is
  not placed.
- **A17** the technology tile a construction uses is the highest level that builds the
  structure, a specific tile before a Joker, at every level (at « facile » and « modéré »
  only its building counts).
- **A18** « haute_tension » (the rulebook's hard level): the tile's special effect applies.
  Building effects change the machines and engineers (L1 Powerhouse and L3 Base need no
  engineer, L3 Base no excavator, L2 Conduit at most 5 excavators, L2 Joker either
  machine, the normally required one first, L1 Joker no red-frame fee). Two adaptations
  are a step of the placement, after the criteria and before the code: L2 Conduit keeps
  the conduits of value 3 or more, L1 Joker the red-framed Base spots. L2 Powerhouse
  produces at once with the best system (+2); the energy of L2 Base and L3 Conduit
  fulfils the face-up contract as after a production (A9).
- **A19** « haute_tension »: the company ability from the 3rd powerhouse. USA: energy for
  the water through its powerhouses, and on water-control ties the drops giving the most
  energy first; Germany: a second production, the most productive one with another
  powerhouse (drops × value), which may fulfil a contract; Italy: +3 energy per
  production; France: −3 on contracts, in the production condition and when fulfilling.
- **A20** « surpuissant »: « haute_tension » plus an officer (decision G13 of the game:
  drawn among those the people do not have; with Mahiri Sekibo the people's first actions
  are steered, G14 and :mod:`.steer`), with the rulebook's
  adaptations. Wilhelm Adler: Bases cost 3 excavators, and each dam criterion keeps its
  mountain spots if any, else its hill spots. Graziano Del Monte: if an Elevation can be
  built, the structure column is that Elevation. Viktor Fiesler: through a conduit of value
  1 or 2 only 1 drop is produced (his minimum of 4 applies). Jill McDowell: a conduit is
  paid value × mixers when it can be, and a machine of its choice is a mixer. Solomon P.
  Jordan: one missing machine at most, paid 3 VP. Anton Krylov: the special tile comes
  after every other tile and copies the highest tile on the wheel (§12 #13: the L2 Joker
  pays the normally required machine first).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.errors import InvalidData
from ...core.rng import make_rng
from .. import messages as rmsg
from ..construction import red_fee
from ..game import messages as gmsg
from ..game.solo import AutomaTable
from ..map import HEADSTREAMS, base_map, spot_name
from . import messages as msg
from .actions import (
    Check,
    action_label,
    check_and_do,
    check_build,
    fewer_machine,
    fulfil_best,
    officer_of,
    place_drops,
    put_structure,
)
from .placement import (
    Placement,
    candidate_spots,
    code_start,
    criterion_said,
    place_structure,
    placement_lines,
)
from .tiles import Action, tile

LEVELS = ("facile", "modere", "haute_tension", "surpuissant")
PLAYABLE_LEVELS = LEVELS


@dataclass(frozen=True)
class TurnExplanation:
    """Everything the Automa did in one turn, and why."""

    seat: int
    company: str
    actions_tile: int
    criteria_tile: int
    reshuffled: bool
    checks: tuple
    vp: int
    engineers: int
    first: bool = False  # its first turn: the criteria tile was never an actions tile
    vp_lines: tuple = ()  # (points, why) of every VP gained or paid this turn

    @property
    def done(self) -> tuple:
        return tuple(c for c in self.checks if c.done)

    def lines(self) -> list[str]:
        """The explanation in French, one line per fact."""
        out = [
            msg.SAY_HEAD.format(company=self.company_name, sentence=self.sentence()),
            (msg.TURN_HEAD_FIRST if self.first else msg.TURN_HEAD).format(
                actions=self.actions_tile, criteria=self.criteria_tile
            ),
        ]
        if self.reshuffled:
            out.append(msg.TURN_RESHUFFLED)
        for c in self.checks:
            if c.reason == "expansion":
                continue  # an action of an expansion this game does not use: never named
            out.append(("✔ " if c.done else "✘ ") + c.text)
            if c.placement is not None:
                out.extend("    " + line for line in placement_lines(c.placement))
        out.append(msg.TURN_VP.format(vp=self.vp, engineers=self.engineers))
        out.extend(msg.TURN_VP_LINE.format(points=n, text=why) for n, why in self.vp_lines)
        return out

    def sentence(self) -> str:
        """The turn in one plain French sentence: what the Automa did and, for a
        construction, why there (« L'Automa construit une base en 5L : c'est l'emplacement
        qui complète son système. »), from the checks' data; no tile number, no expansion."""
        clauses = [_said(c) for c in self.done]
        what = msg.SAY_THEN.join(clauses) if clauses else msg.SAY_NOTHING
        return str(msg.SAY_SENTENCE.format(what=what))

    @property
    def company_name(self) -> str:
        return str(rmsg.OWNER_NAMES[self.company])


def _said(check: Check) -> str:
    """What a done ``check`` did, as the verb phrase of :meth:`TurnExplanation.sentence`."""
    if check.placement is not None:
        p = check.placement
        said = msg.SAY_BUILD.format(
            kind=msg.SAY_KIND[p.kind], spot=spot_name(p.spot), why=placement_reason(p)
        )
        fee = check.facts.get("red", 0)
        return str(said) + (str(msg.SAY_RED.format(fee=fee)) if fee else "")
    if check.action in ("bank", "rotate_or_bank", "machine_or_bank") and check.text == msg.DID_BANK:
        return str(msg.SAY_DONE["bank"])
    kind = {"rotate_or_bank": "workshop", "machine_or_bank": "machinery"}.get(
        check.action, check.action
    )
    facts = dict(check.facts)
    if kind == "workshop" and not facts["vp"]:
        kind = "workshop_free"
    if kind == "machinery":  # « 1 bétonnière », never « 0 excavatrice et 1 bétonnière »
        bought = [msg.SAY_MACHINES[m].format(n=facts[m]) for m in ("ex", "mx") if facts[m]]
        facts["machines"] = msg.SAY_AND.join(str(b) for b in bought)
    # a production says its own detail (its text after « Production : »)
    detail = check.text.split(" : ", 1)[-1].rstrip(".").replace(". Il ", ", et il ")
    return str(msg.SAY_DONE[kind].format(detail=detail, **facts))


def placement_reason(p: Placement) -> str:
    """Why the Automa built on ``p.spot``, in plain words: the step of the procedure that
    decided (the third piece of a system, a criterion, the tile), else the final tie-break
    or the code's basin order, else the only possible spot."""
    steps = p.steps
    for st in steps:
        if st.outcome == "decides" and st.step in ("system", "criterion", "tile"):
            name = criterion_said(st)[0] if st.step == "criterion" else ""
            return str(msg.SAY_WHY[st.step].format(name=name))
    kinds = [st.step for st in steps]
    if "tiebreak" in kinds:
        return str(msg.SAY_TIEBREAK[steps[kinds.index("tiebreak")].key])
    if "code" in kinds and len(steps[kinds.index("code")].before) > 1:
        code = steps[kinds.index("code")].key
        return str(msg.SAY_WHY["code"].format(start=code_start(p.kind, code)))
    if "restriction" in kinds and len(p.candidates) > 1:
        return str(msg.SAY_WHY["restriction"])
    return str(msg.SAY_WHY["single"])


def rmsg_round_prefix(round_: int) -> str:
    """The « Manche N — » a VP line of the score sheet starts with (the turn says it once)."""
    return str(gmsg.ROUND_PREFIX.format(round=round_, text=""))


# -- the deck ----------------------------------------------------------------------------------
def new_deck(seed: int) -> tuple[int, ...]:
    """The 20 tiles shuffled, actions side up (top first)."""
    deck = list(range(1, 21))
    make_rng(seed, "automa", "deck").shuffle(deck)
    return tuple(deck)


def flip(w: AutomaTable) -> bool:
    """Flip the top of the stack onto the discard pile; reshuffle when the stack runs out
    (every tile but the one just flipped, whose criteria side is needed). Returns whether
    the stack was reshuffled."""
    deck, discard = list(w.automa_deck), list(w.automa_discard)
    reshuffled = False
    if not deck:  # only before the very first flip of a hand-made state
        deck, discard = discard, []
        make_rng(w.seed, "automa", w.history_length).shuffle(deck)
        reshuffled = True
    discard.insert(0, deck.pop(0))
    if not deck:
        deck = discard[1:]
        discard = discard[:1]
        make_rng(w.seed, "automa", w.history_length).shuffle(deck)
        reshuffled = True
    w.stack_automa(tuple(deck), tuple(discard))
    return reshuffled


# -- one turn ---------------------------------------------------------------------------------------
def play_turn(w: AutomaTable, seat: int) -> TurnExplanation:
    """The Automa of ``seat`` plays one turn on the work copy ``w``.

    The turn's explanation (« Tour de l'Automa … », each action checked) is recorded before
    the events of the actions it decided, so that a log read from the top starts with it.
    """
    first_event = w.event_count
    vp_before = len(w.vp)
    eng_before = w.co(seat).engineers
    first = not w.automa_discard
    reshuffled = flip(w)
    t = tile(w.automa_deck[0])
    crit_tile = tile(w.automa_discard[0])
    criteria = crit_tile.criteria
    checks: list[Check] = []
    over = False
    for col, actions in enumerate(t.columns, start=1):
        if over:
            break
        if col == 2 and officer_of(w, seat) == "del_monte":
            elevation = Action("build", 2, structure="elevation")
            if check_build(w, seat, elevation, t, criteria)[0]:
                actions = (elevation,)  # Graziano Del Monte (« surpuissant »)
        for action in actions:
            if w.co(seat).engineers == 0:
                over = True
                break
            check = check_and_do(w, seat, col, action, t, criteria)
            checks.append(check)
            if check.done and not action.dotted:
                over = True
                break
    mine = [(p, text) for s, p, _, text in w.vp[vp_before:] if s == seat]
    prefix = rmsg_round_prefix(w.round)
    vp = sum(p for p, _ in mine)
    explanation = TurnExplanation(
        seat=seat,
        company=w.co(seat).company,
        actions_tile=t.id,
        criteria_tile=crit_tile.id,
        reshuffled=reshuffled,
        checks=tuple(checks),
        vp=vp,
        engineers=eng_before - w.co(seat).engineers,
        first=first,
        vp_lines=tuple((p, text.removeprefix(prefix)) for p, text in mine),
    )
    text = "\n".join(explanation.lines())
    w.ev_before(first_event, "automa.turn", text, seat=seat, explanation=explanation)
    return explanation


# -- choices that follow a reward or an income -------------------------------------------------
def resolve_pending(w: AutomaTable, item: tuple) -> None:
    """Settle a pending choice of an Automa seat by the Automa's rules."""
    kind, seat = item[0], item[1]
    c = w.co(seat)
    order = tile(w.automa_discard[0]).criteria.headstreams if w.automa_discard else HEADSTREAMS
    if kind == "machines":
        for _ in range(item[2]):
            w.gain_machines(seat, *fewer_machine(w.co(seat), officer_of(w, seat)))
        w.ev("machines", msg.EV_AUTOMA_MACHINES.format(n=item[2]), seat=seat)
    elif kind == "sources":
        placed = place_drops(w, seat, item[2], item[3], "".join(order))
        w.ev("automa.drops", msg.EV_AUTOMA_DROPS.format(n=len(placed), asked=item[2]), seat=seat)
    elif kind == "place":
        what, param = item[2], item[3]
        spots = candidate_spots(w.board, c.company, what)
        g = base_map()
        if what == "conduit":
            spots = tuple(s for s in spots if g.nodes[s]["value"] <= param)
        if what == "base":
            spots = tuple(s for s in spots if g.nodes[s]["area"] in param)
        if spots and w.automa_discard and c.board.remaining(what):
            placement = place_structure(
                w.board, c.company, what, spots, tile(w.automa_discard[0]).criteria
            )
            red = red_fee(what, placement.spot)
            if red:
                w.pay(seat, red, msg.WHY_RED.format(spot=spot_name(placement.spot), fee=red))
            put_structure(w, seat, what, placement.spot)
    elif kind == "fulfil":
        fulfil_best(w, seat, item[2])
    # "discard", "second", "produce": never asked of the Automa (no hand, no ability, no
    # special effect of a technology tile at these levels)


def check_level(level) -> str:
    """The level's key; French InvalidData for an unknown or not yet playable level."""
    if level not in LEVELS:
        raise InvalidData(
            msg.BAD_LEVEL.format(level=level, known=", ".join(LEVELS)), field="automa_level"
        )
    if level not in PLAYABLE_LEVELS:
        raise InvalidData(
            msg.LEVEL_NOT_PLAYABLE.format(level=level, known=", ".join(PLAYABLE_LEVELS)),
            field="automa_level",
        )
    return level


__all__ = ["Check", "TurnExplanation", "play_turn", "resolve_pending"]


def tile_lines(t) -> tuple[list[str], list[str]]:
    """A tile's two sides in French: (actions side, criteria side), one line per item."""
    actions = [msg.TILE_SIDE_ACTIONS.format(n=t.id)]
    for name, column in zip(msg.COLUMN_NAMES, t.columns, strict=True):
        actions.append(name + " :")
        for a in column:
            actions.append("  • " + action_label(a, t) + (msg.DOTTED if a.dotted else ""))
    criteria = [msg.TILE_SIDE_CRITERIA.format(n=t.id)]
    for key, code in (
        ("dam", t.criteria.dam_code),
        ("conduit", t.criteria.conduit_code),
        ("powerhouse", t.criteria.powerhouse_code),
    ):
        keys, _ = t.criteria.for_structure("base" if key == "dam" else key)
        names = " → ".join(msg.CRITERION_NAMES[k] for k in keys)
        start = code_start("base" if key == "dam" else key, code)
        criteria.append(f"{msg.CRITERIA_FOR[key]} : {names} ; {msg.CODE.format(start=start)}")
    criteria.append(msg.HEADSTREAM_ORDER.format(order=" ".join(t.criteria.headstreams)))
    return actions, criteria
