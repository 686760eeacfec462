"""The moves of a Barrage game and their text notation (``str(move)`` round-trips).

========================================  ===============================================
Notation                                  Move
========================================  ===============================================
``choisir allemagne S1``                  set-up: a company (with its officer) and a
                                          starting contract
``banque 3``                              the bank: 3 engineers, 3 credits
``T+2g D5U C5L P8a 2``                    production on turbine space ``T+2g``: 2 drops
                                          from dam 5U through conduit 5L to powerhouse 8a
``E2g A C`` · ``E1d B``                   water: drops on headstreams (``E1``: it flows)
``A3g``                                   workshop (wheel rotations)
``M1g`` · ``MXg bét`` · ``M2d``           machinery shop (``MX``: ``exc`` or ``bét``)
``C2g G03 Y05``                           contract office: the contracts taken
``V2``                                    patent office: the tile in position 2
``construire base D5U L1-base 5e0b``      construction: kind (``base``, ``élévation``,
                                          ``conduite``, ``centrale``), spot, tile, machines
                                          paid (``e`` excavators, ``b`` mixers, ``c``
                                          credits paid instead of machines by Solomon P.
                                          Jordan); Anton Krylov's tile copying L2 Base:
                                          ``spécial:L2-base``
``sekibo adler``                           Mahiri Sekibo copies Wilhelm Adler for her turn
``contrat G03`` · ``contrat -``           fulfil a contract after a production, or not
``machines 1e1b``                         the machines of a reward « n machines »
``sources A A``                           the headstreams of a reward's drops
``défausse G03``                          a contract discarded over the hand limit
``seconde D6L C6L P9a 1`` · ``seconde -`` Germany's second production, or not
``produire D5U C5L P8a 2`` · ``produire -``  the +2 production of the L2 powerhouse tile
``placer conduite C9L`` · ``placer -``    a structure placed by a contract reward
``passer``                                no engineer left: end one's round rather than
                                          build with L1 Powerhouse or L3 Base (G2)
``automa``                                a whole turn of Tesla's Automa (its tiles decide)
========================================  ===============================================
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from ...core.errors import InvalidData
from ...core.french import integer
from ...core.state import Move
from .. import messages as rmsg
from ..construction import tile_name
from ..map import spot_name
from . import messages as msg

HEADS = ("A", "B", "C", "D")
#: French words of the notation for the companies, the structures and the machines.
COMPANY_WORDS = {"usa": "usa", "germany": "allemagne", "italy": "italie", "france": "france"}
KIND_WORDS = {
    "base": "base",
    "elevation": "élévation",
    "conduit": "conduite",
    "powerhouse": "centrale",
}
MACHINE_WORDS = {"ex": "exc", "mx": "bét"}
SPECIAL_WORD = "spécial"


def _word(table: dict, value: str) -> str:
    return table.get(value, value)


def _unword(table: dict, word: str) -> str:
    for key, value in table.items():
        if value == word:
            return key
    return word


def tile_word(tile: str) -> str:
    """A technology tile in the notation: ``conduite``, ``L2-centrale``, ``spécial:L1-base``."""
    if tile.startswith("special:"):
        return f"{SPECIAL_WORD}:{tile_word(tile[len('special:') :])}"
    if tile[:3] in ("L1-", "L2-", "L3-"):
        return tile[:3] + _word(KIND_WORDS, tile[3:])
    return _word(KIND_WORDS, tile)


def tile_id(word: str) -> str:
    if word.startswith(SPECIAL_WORD + ":"):
        return "special:" + tile_id(word[len(SPECIAL_WORD) + 1 :])
    if word[:3] in ("L1-", "L2-", "L3-"):
        return word[:3] + _unword(KIND_WORDS, word[3:])
    return _unword(KIND_WORDS, word)


@dataclass(frozen=True, repr=False)
class Pick(Move):
    company: str
    contract: str

    def __str__(self) -> str:
        return f"choisir {_word(COMPANY_WORDS, self.company)} {self.contract}"


@dataclass(frozen=True, repr=False)
class Bank(Move):
    n: int

    def __str__(self) -> str:
        return f"banque {self.n}"


@dataclass(frozen=True, repr=False)
class Produce(Move):
    """A production: on a turbine space, or (``space`` None) a follow-up production."""

    space: str | None
    dam: str
    conduit: str
    powerhouse: str
    drops: int

    def __str__(self) -> str:
        head = self.space or "produire"
        return f"{head} {self.dam} {self.conduit} {self.powerhouse} {self.drops}"


@dataclass(frozen=True, repr=False)
class Water(Move):
    space: str
    heads: tuple

    def __str__(self) -> str:
        return " ".join((self.space, *self.heads))


@dataclass(frozen=True, repr=False)
class Workshop(Move):
    space: str

    def __str__(self) -> str:
        return self.space


@dataclass(frozen=True, repr=False)
class Buy(Move):
    space: str
    choice: str = ""  # "ex" or "mx" on the MX spaces

    def __str__(self) -> str:
        return f"{self.space} {MACHINE_WORDS[self.choice]}" if self.choice else self.space


@dataclass(frozen=True, repr=False)
class Take(Move):
    space: str
    contracts: tuple

    def __str__(self) -> str:
        return " ".join((self.space, *self.contracts))


@dataclass(frozen=True, repr=False)
class Patent(Move):
    space: str

    def __str__(self) -> str:
        return self.space


@dataclass(frozen=True, repr=False)
class Build(Move):
    kind: str
    spot: str
    tile: str
    excavators: int
    mixers: int
    credits: int = 0

    def __str__(self) -> str:
        pay = f"{self.excavators}e{self.mixers}b"
        if self.credits:
            pay += f"{self.credits}c"
        kind = _word(KIND_WORDS, self.kind)
        return f"construire {kind} {self.spot} {tile_word(self.tile)} {pay}"


@dataclass(frozen=True, repr=False)
class Sekibo(Move):
    """Mahiri Sekibo copies another officer for the rest of her turn."""

    officer: str

    def __str__(self) -> str:
        return f"sekibo {self.officer}"


@dataclass(frozen=True, repr=False)
class Fulfil(Move):
    contract: str  # "" to fulfil nothing

    def __str__(self) -> str:
        return f"contrat {self.contract or '-'}"


@dataclass(frozen=True, repr=False)
class Machines(Move):
    excavators: int
    mixers: int

    def __str__(self) -> str:
        return f"machines {self.excavators}e{self.mixers}b"


@dataclass(frozen=True, repr=False)
class Sources(Move):
    heads: tuple

    def __str__(self) -> str:
        return " ".join(("sources", *self.heads))


@dataclass(frozen=True, repr=False)
class Discard(Move):
    contract: str

    def __str__(self) -> str:
        return f"défausse {self.contract}"


@dataclass(frozen=True, repr=False)
class Second(Move):
    """Germany's second production (``dam`` empty: no second production)."""

    dam: str = ""
    conduit: str = ""
    powerhouse: str = ""
    drops: int = 0

    def __str__(self) -> str:
        if not self.dam:
            return "seconde -"
        return f"seconde {self.dam} {self.conduit} {self.powerhouse} {self.drops}"


@dataclass(frozen=True, repr=False)
class NoProduce(Move):
    """Decline the free production of the L2 powerhouse tile."""

    def __str__(self) -> str:
        return "produire -"


@dataclass(frozen=True, repr=False)
class Place(Move):
    """A structure placed by a contract reward (``spot`` empty: none can be placed)."""

    kind: str
    spot: str

    def __str__(self) -> str:
        if not self.spot:
            return "placer -"
        return f"placer {_word(KIND_WORDS, self.kind)} {self.spot}"


@dataclass(frozen=True, repr=False)
class Pass(Move):
    """End one's round with no engineer left, rather than build with a tile that needs none
    (L1 Powerhouse, L3 Base: decision G2)."""

    def __str__(self) -> str:
        return "passer"


@dataclass(frozen=True, repr=False)
class AutomaTurn(Move):
    """A whole turn of an Automa seat: its tiles decide everything (ludo.barrage.automa)."""

    def __str__(self) -> str:
        return "automa"


_PAY = re.compile(r"^(\d+)e(\d+)b(?:(\d+)c)?$")
_SPACE = re.compile(r"^(T[+-]?\d[gd]|E[12][gd]|A[123][gd]|M[12X][gd]|C1b?[gd]|C2[gd]|V[123])$")


def _bad(text: str, reason: str = "") -> InvalidData:
    return InvalidData(
        msg.BAD_NOTATION.format(text=text, reason=reason or msg.NOTATION_HELP), field="move"
    )


def _int(token: str, text: str) -> int:
    if not token.isdigit():
        raise _bad(text)
    return int(token)


def parse_move(text) -> Move:
    """A move from its notation (see the table above); ``ludo.InvalidData`` in French otherwise."""
    if not isinstance(text, str):
        raise _bad(str(text))
    words = text.split()
    if not words:
        raise _bad(text)
    head, args = words[0], words[1:]
    if head == "automa" and not args:
        return AutomaTurn()
    if head == "passer" and not args:
        return Pass()
    if head == "choisir" and len(args) == 2:
        return Pick(_unword(COMPANY_WORDS, args[0]), args[1])
    if head == "sekibo" and len(args) == 1:
        return Sekibo(args[0])
    if head == "banque" and len(args) == 1:
        return Bank(_int(args[0], text))
    if head == "contrat" and len(args) == 1:
        return Fulfil("" if args[0] == "-" else args[0])
    if head == "machines" and len(args) == 1:
        m = _PAY.match(args[0])
        if not m or m.group(3):
            raise _bad(text)
        return Machines(int(m.group(1)), int(m.group(2)))
    if head == "sources" and 1 <= len(args) <= 6 and all(a in HEADS for a in args):
        return Sources(tuple(args))
    if head in ("défausse", "defausse") and len(args) == 1:
        return Discard(args[0])
    if head == "seconde":
        if args == ["-"]:
            return Second()
        if len(args) == 4:
            return Second(args[0], args[1], args[2], _int(args[3], text))
        raise _bad(text)
    if head == "produire":
        if args == ["-"]:
            return NoProduce()
        if len(args) == 4:
            return Produce(None, args[0], args[1], args[2], _int(args[3], text))
        raise _bad(text)
    if head == "placer":
        if args == ["-"]:
            return Place("", "")
        if len(args) == 2:
            return Place(_unword(KIND_WORDS, args[0]), args[1])
        raise _bad(text)
    if head == "construire" and len(args) == 4:
        m = _PAY.match(args[3])
        if not m:
            raise _bad(text)
        return Build(
            _unword(KIND_WORDS, args[0]),
            args[1],
            tile_id(args[2]),
            int(m.group(1)),
            int(m.group(2)),
            int(m.group(3) or 0),
        )
    if not _SPACE.match(head):
        raise _bad(text)
    kind = head[0]
    if kind == "T" and len(args) == 4:
        return Produce(head, args[0], args[1], args[2], _int(args[3], text))
    if kind == "E" and 1 <= len(args) <= 2 and all(a in HEADS for a in args):
        return Water(head, tuple(args))
    if kind == "A" and not args:
        return Workshop(head)
    if kind == "M" and len(args) <= 1:
        if args and args[0] not in MACHINE_WORDS.values():
            raise _bad(text)
        return Buy(head, _unword(MACHINE_WORDS, args[0]) if args else "")
    if kind == "C" and 1 <= len(args) <= 2:
        return Take(head, tuple(args))
    if kind == "V" and not args:
        return Patent(head)
    raise _bad(text)


def _pay_text(excavators: int, mixers: int, credits: int = 0) -> str:
    parts = []
    if excavators:
        parts.append(msg.LABEL_EXCAVATORS.format(n=excavators))
    if mixers:
        parts.append(msg.LABEL_MIXERS.format(n=mixers))
    if credits:
        parts.append(msg.LABEL_CREDITS.format(n=credits))
    return msg.LABEL_AND.join(parts) or msg.LABEL_FREE


#: The officers whose power changes what a construction costs (docs/decisions.md §8).
COST_OFFICERS = ("adler", "mcdowell", "jordan")


def _why_not_table(move: Build, state) -> str:
    """« (pouvoir de Jill McDowell) » or « (tuile L2-Conduite) » when ``move`` pays other
    machines than the cost table asks (issue 23: an officer's power used without its name);
    empty when it pays the table's price or when there is no state to know the builder."""
    from ..construction import construction_cost
    from ..messages import OFFICER_NAMES

    seat = getattr(state, "current_player", None)
    if seat is None or not getattr(state, "companies", None) or state.companies[seat] is None:
        return ""
    company = state.companies[seat]
    try:
        table = construction_cost(move.kind, move.spot, company.board.count("powerhouse"))
    except Exception:  # noqa: BLE001 - a label never fails; the move's own check says why
        return ""
    if (table.excavators, table.mixers) == (move.excavators, move.mixers):
        return ""
    if move.tile[:3] in ("L1-", "L2-", "L3-") or ":" in move.tile:
        return msg.LABEL_BY_TILE.format(tile=tile_name(move.tile))
    officer = company.acting
    if officer in COST_OFFICERS:
        return msg.LABEL_BY_OFFICER.format(officer=OFFICER_NAMES[officer])
    return ""


def _space(sid: str):
    from .data import load_game_data

    try:
        return load_game_data().space(sid)
    except (KeyError, LookupError, InvalidData):
        return None


@cache
def space_name(sid: str) -> str:
    """An action space named by what it does, as the action board shows it.

    The notation's ids (``T+2g``, ``M1d``, ``C1g``, ``B``) are the rules' shorthand; a
    guest reads « Production +2, à gauche », « Machines : 1 excavatrice, à droite ».
    An unknown id is returned unchanged.

    >>> space_name("T+2g"), space_name("C1d"), space_name("B")
    ('Production +2 (à gauche)', 'Contrats : 1 contrat (à droite)', 'Banque')
    """
    sp = _space(sid)
    if sp is None:
        return sid
    if sp.section == "bank":
        return msg.SPACE_NAMES["bank"]
    key = sp.action if sp.section == "water" else sp.section
    if sp.section == "machinery":
        key = "machinery_" + sp.machines
    name = msg.SPACE_NAMES[key].format(n=sp.n, sign=integer(sp.n, signed=True))
    if sp.section == "patent":
        return name
    return msg.SPACE_SIDE[sid.endswith("d")].format(name=name)


def _space_cost(sid: str) -> str:
    """« 2 ingénieurs », « 3 ingénieurs + 3 crédits » (the red frame's fee)."""
    sp = _space(sid)
    if sp is None:
        return ""
    text = msg.LABEL_ENGINEERS.format(n=sp.engineers)
    if sp.fee:
        text += msg.LABEL_FEE.format(fee=sp.fee)
    return text


def _heads_text(heads) -> str:
    """« 1 goutte en A et 1 goutte en C », « 2 gouttes en A »."""
    counts: dict = {}
    for h in heads:
        counts[h] = counts.get(h, 0) + 1
    return msg.LABEL_AND.join(msg.LABEL_HEAD.format(n=n, head=h) for h, n in counts.items())


def _route_text(move) -> str:
    return msg.LABEL_ROUTE.format(
        drops=move.drops,
        dam=spot_name(move.dam),
        conduit=spot_name(move.conduit),
        powerhouse=spot_name(move.powerhouse),
    )


#: The kinds of moves, in the order the game table lists them (``move_group``).
GROUPS = (
    "pick",
    "choice",
    "produce",
    "build",
    "water",
    "contracts",
    "machinery",
    "workshop",
    "patent",
    "bank",
    "pass",
    "automa",
)


def move_group(move: Move) -> str:
    """The kind of a move, one of :data:`GROUPS` (the game table's list is grouped by it).

    >>> move_group(parse_move("banque 3")), move_group(parse_move("contrat -"))
    ('bank', 'choice')
    """
    kinds = {
        Pick: "pick",
        Produce: "produce",
        Build: "build",
        Water: "water",
        Take: "contracts",
        Buy: "machinery",
        Workshop: "workshop",
        Patent: "patent",
        Bank: "bank",
        Pass: "pass",
        AutomaTurn: "automa",
    }
    if isinstance(move, Produce) and move.space is None:
        return "choice"  # the L2 powerhouse tile's free production answers a tile
    return kinds.get(type(move), "choice")


def move_places(move: Move) -> tuple[str, ...]:
    """The spots of the map where ``move`` happens, in the map's ids (the game table's
    clickable map filters the move list by them): a construction's or a placed reward's
    spot, a production's dam, conduit and powerhouse, the headstreams a water move or a
    reward's drops fall on. A move that happens off the map (the bank, the wheel, the
    contracts, the choices…) has none.

    >>> move_places(parse_move("T+2g D5U C5L P8a 2")), move_places(parse_move("sources A C A"))
    (('D5U', 'C5L', 'P8a'), ('A', 'C'))
    >>> move_places(parse_move("construire base D5U base 5e0b")), move_places(parse_move("banque 3"))
    (('D5U',), ())
    """
    if isinstance(move, Build | Place):
        return (move.spot,) if move.spot else ()
    if isinstance(move, Produce | Second):
        return tuple(p for p in (move.dam, move.conduit, move.powerhouse) if p)
    if isinstance(move, Water | Sources):
        return tuple(dict.fromkeys(move.heads))
    return ()


#: The pseudo-space of the construction moves (the company board's construction spaces).
CONSTRUCTION = "construction"


def move_space(move: Move) -> str | None:
    """The action-board space ``move`` puts engineers on (the game table's clickable action
    board narrows the moves by it): its space id (« T+2g », « M1d », « V2 »; « B » for the
    bank), :data:`CONSTRUCTION` for a construction (the company board's construction spaces),
    None for a move that places no engineer on the action board: a follow-up (a contract
    fulfilled, a reward's machines or drops, a second production…), the set-up, Mahiri
    Sekibo's copy (her own tile) and the Automa's whole turn.

    >>> [move_space(parse_move(t)) for t in ("T+2g D5U C5L P8a 2", "banque 2", "MXg bét")]
    ['T+2g', 'B', 'MXg']
    >>> move_space(parse_move("construire base D5U base 5e0b")), move_space(parse_move("contrat -"))
    ('construction', None)
    """
    if isinstance(move, Bank):
        return "B"
    if isinstance(move, Build):
        return CONSTRUCTION
    if isinstance(move, Produce | Water | Workshop | Buy | Take | Patent):
        return move.space
    return None


def _on_side_space(space: str, name: str, what: str) -> str:
    """A move's label on an action space that has a left and a right side (« d » ends the right)."""
    return msg.LABEL_ON_SPACE.format(
        space=msg.SPACE_SIDE[space.endswith("d")].format(name=name),
        what=what,
        cost=_space_cost(space),
    )


def move_text(move: Move, state=None) -> str:
    """A move in French as a guest reads it: the action in words, the spots named as on the map.

    The notation (``str(move)``) is the rules' shorthand (« T+2g D5U C5L P8a 2 », « M1d »,
    « banque 3 »); this says what the move does, on which action space (by what it does,
    see :func:`space_name`), for how many engineers, and names the map's spots as the board
    prints them (see :func:`ludo.barrage.map.spot_name`: dams « 5U », conduits by their
    value and destination basin « 4→10 du bassin 5 »). With a ``state``, the patent office's
    tile is named.

    >>> move_text(parse_move("banque 3"))
    'Banque : 3 ingénieurs → 3 crédits'
    >>> move_text(parse_move("T+2g D5U C5L P8a 2"))
    'Production +2 (à gauche) : 2 gouttes du barrage 5U, conduite 3→8 du bassin 5, centrale 8a (2 ingénieurs)'
    >>> move_text(parse_move("construire base D5U base 5e0b"))
    'Construire une base en 5U : tuile Base, 5 excavatrices'
    """
    if isinstance(move, Bank):
        return msg.LABEL_BANK.format(n=move.n)
    if isinstance(move, Produce):
        if move.space is None:
            return msg.LABEL_TILE_PRODUCE.format(route=_route_text(move))
        return msg.LABEL_ON_SPACE.format(
            space=space_name(move.space), what=_route_text(move), cost=_space_cost(move.space)
        )
    if isinstance(move, Second):
        if not move.dam:
            return msg.LABEL_NO_SECOND
        return msg.LABEL_SECOND.format(route=_route_text(move))
    if isinstance(move, Water):
        sp = _space(move.space)
        key = "flow_drop" if sp is not None and sp.action == "flow_drop" else "place_drops"
        return _on_side_space(
            move.space,
            msg.LABEL_WATER_SPACE,
            msg.LABEL_WATER[key].format(heads=_heads_text(move.heads)),
        )
    if isinstance(move, Workshop):
        sp = _space(move.space)
        what = msg.LABEL_WORKSHOP.format(n=sp.n if sp else "?")
        if sp is not None and sp.cost:
            what += msg.LABEL_FOR_CREDITS.format(n=sp.cost)
        return _on_side_space(move.space, msg.LABEL_WORKSHOP_SPACE, what)
    if isinstance(move, Buy):
        sp = _space(move.space)
        kind = move.choice or (sp.machines if sp is not None else "")
        what = msg.LABEL_BUY.get(kind, move.space)
        if sp is not None:
            what += msg.LABEL_FOR_CREDITS.format(n=sp.cost)
        return _on_side_space(move.space, msg.LABEL_MACHINERY_SPACE, what)
    if isinstance(move, Take):
        sp = _space(move.space)
        what = msg.LABEL_TAKE.format(contracts=msg.LABEL_AND.join(move.contracts))
        if sp is not None and sp.cost:
            what += msg.LABEL_FOR_CREDITS.format(n=sp.cost)
        return _on_side_space(move.space, msg.LABEL_CONTRACTS_SPACE, what)
    if isinstance(move, Patent):
        sp = _space(move.space)
        tile = ""
        if state is not None and sp is not None and getattr(state, "patent", None):
            tile = state.patent[sp.n - 1]
        what = msg.LABEL_PATENT.format(
            tile=tile_name(tile) if tile else msg.LABEL_PATENT_PLACE.format(n=sp.n if sp else "?")
        )
        return msg.LABEL_ON_SPACE.format(
            space=msg.LABEL_PATENT_SPACE, what=what, cost=_space_cost(move.space)
        )
    if isinstance(move, Build):
        return msg.LABEL_BUILD.format(
            kind=msg.KIND_ARTICLE[move.kind] if move.kind in msg.KIND_ARTICLE else move.kind,
            spot=spot_name(move.spot),
            tile=tile_name(move.tile),
            pay=_pay_text(move.excavators, move.mixers, move.credits) + _why_not_table(move, state),
        )
    if isinstance(move, Place):
        if not move.spot:
            return msg.LABEL_PLACE_NONE
        return msg.LABEL_PLACE.format(
            kind=msg.KIND_ARTICLE.get(move.kind, move.kind), spot=spot_name(move.spot)
        )
    if isinstance(move, Pick):
        return msg.LABEL_PICK.format(
            company=rmsg.OWNER_NAMES.get(move.company, move.company), contract=move.contract
        )
    if isinstance(move, Sekibo):
        return msg.LABEL_SEKIBO.format(officer=rmsg.OFFICER_NAMES.get(move.officer, move.officer))
    if isinstance(move, Fulfil):
        if not move.contract:
            return msg.LABEL_FULFIL_NONE
        return msg.LABEL_FULFIL.format(contract=move.contract)
    if isinstance(move, Machines):
        return msg.LABEL_MACHINES.format(pay=_pay_text(move.excavators, move.mixers))
    if isinstance(move, Sources):
        return msg.LABEL_SOURCES.format(heads=_heads_text(move.heads))
    if isinstance(move, Discard):
        return msg.LABEL_DISCARD.format(contract=move.contract)
    if isinstance(move, NoProduce):
        return msg.LABEL_NO_PRODUCE
    if isinstance(move, AutomaTurn):
        return msg.LABEL_AUTOMA
    if isinstance(move, Pass):
        return msg.LABEL_PASS
    return str(move)
