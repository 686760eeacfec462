"""Barrage's guided first game: what the guides of ``ludo/barrage/guides/`` ask the engine.

The guide's structure and texts are data (:mod:`ludo.core.guides`); this module lends them
the game's hooks: the places a step shows (action spaces and map spots, in the game
table's ids), the moves a lesson asks for (a construction), the questions with their
answers computed by the rules (what a Base costs on this terrain, what the next
powerhouse costs, what an advanced tile of the patent office does, where the energy
marker stands when a round starts) and the rule ids each event cites.

Barrage has hundreds of legal moves a turn: the guided table must not ask
:meth:`~ludo.core.guides.GuidedGame.check` (which plays the move) for each of them.
:func:`lesson_moves` gives the legal moves the lesson takes at the current step with the
requirement hook alone (it plays nothing), and :func:`lesson_places` the action spaces and
map spots they use (what the table dashes).

>>> g = guide().start()
>>> g.step.id, g.state.phase, g.state.current_player
('societe', 'pick', 0)
>>> sorted({m.company for m in lesson_moves(g)})
['germany', 'usa']
"""

from __future__ import annotations

from functools import lru_cache

from ..core.events import Event
from ..core.french import agree, integer
from ..core.guides import Guide, GuidedGame, GuideHooks, Question, load_guide
from ..core.state import Move
from . import messages as rmsg
from .construction import construction_cost, powerhouse_mixers, tile_name
from .game import messages as gmsg
from .game.data import load_game_data
from .game.moves import Build, move_places, move_space
from .game.state import BarrageState
from .guide import messages as tmsg
from .map import base_map, spot_name
from .rulecards import BOOK

#: The rule ids an event cites, by kind (the card of each rule the event applies).
EVENT_RULES = {
    "pick": ("barrage.setup", "barrage:G1"),
    "automa.turn": ("barrage.automa.turn", "barrage:G12"),
    "automa.engineers": ("barrage:A14",),
    "engineers": ("barrage.action_board", "barrage.engineers"),
    "build": ("barrage.construction",),
    "build.red": ("barrage:C1",),
    "wheel.placed": ("barrage.construction.tile",),
    "wheel.rotated": ("barrage:C3",),
    "wheel.returned": ("barrage:C3",),
    "production": ("barrage.production.powerhouse",),
    "take": ("barrage.contracts.take",),
    "contract": ("barrage.contracts.take",),
    "bank": ("barrage.bank",),
    "patent": ("barrage.patent",),
    "water.phase": ("barrage:W1", "barrage:W2"),
    "headstream.drops": ("barrage.headstreams",),
    "round.order": ("barrage:G6",),
    "scoring": ("barrage.round_energy",),
    "usa.bonus": ("barrage:P1",),
    "over": ("barrage.objective", "barrage.resources", "barrage.drops"),
}


def _seat(state: BarrageState) -> int:
    return state.current_player if state.current_player is not None else 0


#: The step where the guided first round ends (the learner then plays on alone).
GUIDED_UNTIL = "suite"


# -- the moves the lesson takes, cheaply ---------------------------------------------------------
def lesson_moves(g: GuidedGame) -> list[Move]:
    """The legal moves the lesson takes now, without playing any (the requirement hook on
    each legal move): what :meth:`GuidedGame.check` would accept, at the cost of one call
    to ``legal_moves``. Empty during a question, at the end, or on the computer's turn."""
    step = g.step
    state = g.state
    if step.until in ("question", "end") or state.is_over():
        return []
    if state.current_player not in g.guide.learner:
        return []
    moves = list(state.legal_moves())
    if step.require:
        require = g.guide.hooks.requirements[step.require]
        moves = [m for m in moves if require(state, m)]
    return moves


def lesson_places(g: GuidedGame) -> frozenset[str]:
    """The action spaces and map spots of the moves the lesson takes (:func:`lesson_moves`)."""
    out: set[str] = set()
    for m in lesson_moves(g):
        space = move_space(m)
        if space:
            out.add(space)
        out.update(move_places(m))
    return frozenset(out)


# -- requirements ---------------------------------------------------------------------------------
def a_construction(state: BarrageState, move: Move) -> bool:
    """A construction (any structure, on any spot the rules allow)."""
    return isinstance(move, Build)


def in_round_one(state: BarrageState, move: Move) -> bool:
    """Any move while the first round lasts (the step ends with the round)."""
    return state.round == 1 and state.phase != "pick"


# -- highlights -----------------------------------------------------------------------------------
def build_spots(state: BarrageState) -> tuple[str, ...]:
    """The spots of the map where a construction is legal now."""
    if state.is_over():
        return ()
    return tuple(sorted({m.spot for m in state.legal_moves() if isinstance(m, Build)}))


def patent_spaces(state: BarrageState) -> tuple[str, ...]:
    """The patent office's spaces of the action board."""
    return tuple(s.id for s in load_game_data().spaces if s.section == "patent")


def cell_of(move: Move) -> str | None:
    """The place a move is shown on: its map spot (a construction), else its action space."""
    if isinstance(move, Build):
        return move.spot
    return move_space(move)


# -- questions ------------------------------------------------------------------------------------
def _officer(state: BarrageState, seat: int) -> str | None:
    c = state.companies[seat]
    return getattr(c, "officer", None) if c is not None else None


def base_cost_question(state: BarrageState, seat: int) -> Question:
    """What a Base costs on the framed spot (the terrain decides; some officers change it).
    A mountain spot where a Base may go now is preferred."""
    g = base_map()
    spots = [m.spot for m in state.legal_moves() if isinstance(m, Build) and m.kind == "base"] or [
        n for n, a in g.nodes(data=True) if a["kind"] == "dam"
    ]
    rank = {"mountain": 0, "hill": 1, "plain": 2}
    spot = min(spots, key=lambda s: (rank[g.nodes[s]["area"]], s))
    cost = construction_cost("base", spot, officer=_officer(state, seat))
    choices = tuple(rmsg.GUIDE_COST_ASK.format(n=n) for n in (3, 4, 5))
    area = rmsg.AREA_NAMES[g.nodes[spot]["area"]]
    params = {"spot": spot_name(spot), "area": area}
    return Question(
        params,
        choices,
        rmsg.GUIDE_COST_ASK.format(n=cost.excavators),
        " ; ".join(cost.lines) + ".",
        "barrage.construction.cost",
        (spot,),
    )


def powerhouse_question(state: BarrageState, seat: int) -> Question:
    """What the company's next powerhouse costs (its rank on the company board decides)."""
    built = dict(state.companies[seat].board.built)["powerhouse"]
    n = powerhouse_mixers(built)
    values = sorted({n, n + 1, max(2, n - 1) if n > 2 else n + 2})
    choices = tuple(rmsg.GUIDE_MIXERS.format(n=v) for v in values)
    params = {"rank": str(built + 1), "built": str(built)}
    explain = rmsg.GUIDE_POWERHOUSE_EXPLAIN.format(built=built, n=n)
    answer = rmsg.GUIDE_MIXERS.format(n=n)
    return Question(params, choices, answer, explain, "barrage.construction.cost")


def patent_question(state: BarrageState, seat: int) -> Question:
    """What the first advanced tile of the patent office does besides building."""
    tiles = [t for t in state.patent if t]
    data = load_game_data()
    effects = [tmsg.TILE_EFFECTS[str(data.tile(t).effect)] for t in tiles]
    choices = tuple(dict.fromkeys(effects))
    first = tiles[0]
    params = {"tile": tile_name(first), "tiles": ", ".join(tile_name(t) for t in tiles)}
    explain = " ; ".join(
        rmsg.GUIDE_TILE_EXPLAIN.format(tile=tile_name(t), effect=e)
        for t, e in zip(tiles[1:], effects[1:], strict=True)
    )
    explain = rmsg.GUIDE_TILES_OTHERS.format(others=explain) if explain else ""
    return Question(params, choices, effects[0], explain, "barrage.patent", patent_spaces(state))


def dam_question(state: BarrageState, seat: int) -> Question:
    """May the learner produce with the water of the Automa's dam? (No: fixed choices.)"""
    return Question(
        {},
        rmsg.GUIDE_DAM_CHOICES,
        rmsg.GUIDE_DAM_CHOICES[1],
        rmsg.GUIDE_DAM_EXPLAIN,
        "barrage.production.dam",
    )


def energy_question(state: BarrageState, seat: int) -> Question:
    """A new round: where the learner's energy marker stands (back to 0 every round)."""
    now = state.companies[seat].energy
    last = max(
        (n for s, n, rule, _t in state.vp if s == seat and rule == "barrage.round_energy"),
        default=0,
    )
    values = sorted({now + 3, now + 6, last} - {now})[:2]
    choices = tuple(str(v) for v in sorted({now, *values}))
    return Question(
        {"round": str(state.round)},
        choices,
        str(now),
        rmsg.GUIDE_ENERGY_EXPLAIN,
        "barrage.round_energy",
    )


# -- telling --------------------------------------------------------------------------------------
SHOWN = {
    "pick",
    "engineers",
    "automa.turn",
    "build",
    "production",
    "take",
    "contract",
    "bank",
    "discard",
    "patent",
    "gain",
    "machines",
    "round.order",
    "round.line",
    "over",
    "energy",
}


#: What the Automa's turn line already says (its production, the energy gained, the contract
#: fulfilled or discarded): not said twice.
SAID_BY_AUTOMA = {"production", "contract", "energy"}


def round_end(events) -> str:
    """A round's scoring (its ``round.line`` events) in one line: who gained what."""
    gains: dict[str, list[int]] = {}
    number = 0
    for e in events:
        if e.kind == "water.phase":
            number = e.data["round"]
        elif e.kind == "round.line":
            vp, credits = gains.setdefault(e.data["who"], [0, 0])
            gains[e.data["who"]] = [vp + e.data["vp"], credits + e.data["credits"]]
    said = []
    for who, (vp, credits) in gains.items():
        parts = [gmsg.GAIN_VP.format(vp=vp)] if vp else []
        parts += [gmsg.GAIN_CREDITS.format(n=credits)] if credits else []
        gain = ", ".join(parts) or gmsg.GAIN_NOTHING
        said.append(rmsg.GUIDE_ROUND_GAIN.format(who=who, gain=gain))
    return agree(rmsg.GUIDE_ROUND_END.format(round=number, gains=" ; ".join(said)))


def tell(states: list) -> list[str]:
    """What a move and the Automa's replies changed: one line a move, its main events only
    (the drops' steps, the wheel's clicks and the engineers' counts are on the board; an
    Automa's turn by its first line, without the events it already says). The end of
    round 1 is said line by line (the guide teaches it then); a later round's end in one
    line, who gained what (the score sheet has the detail)."""
    out = []
    for s in states:
        automa = any(e.kind == "automa.turn" for e in s.events)
        shown = SHOWN - SAID_BY_AUTOMA if automa else SHOWN
        water = [e for e in s.events if e.kind == "water.phase"]
        short = bool(water) and water[0].data["round"] >= 2
        texts: list[str] = []
        summed = False  # the round's lines said in one, where the first of them stands
        for e in s.events:
            if short and e.kind == "round.line":
                if not summed:
                    texts.append(round_end(s.events))
                    summed = True
            elif e.kind in shown and e.text:
                texts.append(e.text.split("\n", 1)[0])
        line = " ".join(texts)
        if line:
            out.append(line)
    return out


def score_lines(sheet) -> tuple[tuple[str, str | None], ...]:
    """The end's score, a line per player and rule (the sheet has one per round, per
    payment of the Automa: 60 lines and more), each with its rule's card."""
    groups: dict[tuple[int | None, str], list] = {}
    for line in sheet.lines:
        if line.counts:
            groups.setdefault((line.player, line.rule), []).append(line)
    out: list[tuple[str, str | None]] = []
    ordered = sorted(groups.items(), key=lambda item: -1 if item[0][0] is None else item[0][0])
    for (player, rule), lines in ordered:
        who = sheet.player_names[player] if player is not None else ""
        if len(lines) == 1:
            text = rmsg.GUIDE_SCORE_ONE.format(who=who, text=lines[0].text)
        else:
            card = BOOK.find(rule)
            points = sum(x.points for x in lines)
            text = rmsg.GUIDE_SCORE_GROUP.format(
                who=who,
                title=card.title if card is not None else rule,
                n=len(lines),
                points=integer(points, signed=points != 0),
            )
        out.append((text, rule or None))
    return tuple(out)


def cites(event: Event) -> tuple[str, ...]:
    """The rule ids ``event`` cites (its cards)."""
    return EVENT_RULES.get(event.kind, ())


HOOKS = GuideHooks(
    highlights={"build": build_spots, "patent": patent_spaces},
    playable=frozenset({"build"}),
    requirements={"build": a_construction, "round1": in_round_one},
    questions={
        "base_cost": base_cost_question,
        "powerhouse_cost": powerhouse_question,
        "patent": patent_question,
        "dam": dam_question,
        "energy": energy_question,
    },
    cell_of=cell_of,
    cites=cites,
    tell=tell,
    score_lines=score_lines,
)


@lru_cache(maxsize=4)
def guide(name: str = "premiere_partie") -> Guide:
    """The guide ``name`` of ``ludo/barrage/guides/`` (read once)."""
    return load_guide("ludo.barrage", name, HOOKS, BOOK)
