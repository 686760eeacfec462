"""Seismic's rule cards: the one table of the rule ids its engine cites (the refusals of
:mod:`ludo.seismic.generation`, the score lines of :mod:`ludo.seismic.scoring`) and of its
numbered decisions (:mod:`ludo.seismic.rules`, :mod:`ludo.seismic.quakes`,
:mod:`ludo.seismic.scoring`), each with a French card (see :mod:`ludo.core.rulecards`).

Every user-facing word of a card is here (this module is the game's table of cards; a
translation would add a sibling table). The examples are tiny positions made by the
library, most reached by legal moves from :func:`ludo.seismic.setup.from_position`, and
drawn by :mod:`ludo.seismic.draw` (reached through the core's lazy loader when a picture is
asked for: this is a rules module, reading the book needs no matplotlib). Each example is built once (``functools.cache``);
:data:`POSITIONS` names the positions behind them, for the tests that check each picture
shows its rule.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from ..core.hexgrid import neighbours, side_towards
from ..core.rulecards import CORE, RuleBook, RuleCard
from ..core.state import draw_module
from . import examples as ex
from .moves import Place
from .naming import quake_tile_words
from .setup import from_position, new_game
from .state import SeismicState
from .tiles import default_manifest

# -- the notebooks --------------------------------------------------------------------------------
NB1 = "seismic/01_poser_des_tuiles.ipynb"
NB2 = "seismic/02_les_sections.ipynb"
NB3 = "seismic/03_les_seismes.ipynb"
NB4 = "seismic/04_decompte_et_partie.ipynb"
PLACING = NB1 + "#Où peut-on poser une tuile ?"
TURN = NB1 + "#La mise en place et un tour de jeu"
CHOICES1 = NB1 + "#Choix d'interprétation"
COMPLETE = NB2 + "#Complète ou pas ?"
CREWS = NB2 + "#Où poser une équipe de construction ?"
SHARED = NB2 + "#Deux joueurs sur la même section"
CHOICES2 = NB2 + "#Choix d'interprétation"
COUNT = NB3 + "#Compter les six côtés"
FALL = NB3 + "#Le séisme, tuile par tuile"
CHOICES3 = NB3 + "#Choix d'interprétation"
SCORING = NB4 + "#Le décompte, section par section"
PLAY = NB4 + "#À vous de jouer"
CHOICES4 = NB4 + "#Choix d'interprétation"
DILEMMA = NB4 + "#Dilemme : une seconde tuile au lieu d'une équipe"
AFTERSHOCKS = NB4 + "#Contrecoups : tourner une tuile après un séisme"
BIG_ONE = NB4 + "#Le Big One : le grand séisme arrive à la fin"
TWIN = NB4 + "#Villes jumelles : deux San Andreas"
TWIN_BONUS = NB4 + "#Villes jumelles : le bonus s'ajoute"


# -- the positions behind the pictures ------------------------------------------------------------
def _ring(markers=None) -> SeismicState:
    """San Andreas on a one-ring table, five +1 intersections pointing at it, the cell
    south-east of it free (the library's « unplayable row » position, marked)."""
    sa = (0, 0)
    ring = {c: ("I1", side_towards(c, sa)) for c in neighbours(sa) if c != (0, 1)}
    return from_position(ring, row=("S", "W", "T"), radius=1, markers=markers)


@cache
def ring_end() -> SeismicState:
    """A finished game: Joueur 1 and Joueur 2 each hold an intersection +1 laid against
    San Andreas (a section without road, 6 + 1 points); Joueur 1 lays a straight on the
    last free cell, its road facing the table edge: no open road faces an empty cell."""
    first, second = sorted(c for c in neighbours((0, 0)) if c != (0, 1))[:2]
    start = _ring({(first, 0): 0, (second, 0): 1})
    return start.play(Place("S", (0, 1), 2, 0))


@cache
def thirteen() -> SeismicState:
    """Four straights from San Andreas to an intersection +3, a crew of Joueur 1: 13 points."""
    road = {(q, 0): ("S", 0) for q in range(1, 5)}
    return from_position(
        {**road, (5, 0): ("I3y", 3)}, row=("W", "T", "S"), markers={((2, 0), 0): 0}, radius=5
    )


@cache
def majority() -> SeismicState:
    """Crews of Joueur 1, Joueur 2, Joueur 1 on three stretches of one line; two straights
    laid in the gaps make one complete section (San Andreas to a +1): two crews against one."""
    start = from_position(
        {(1, 0): ("S", 0), (3, 0): ("S", 0), (5, 0): ("S", 0), (6, 0): ("I1", 3)},
        row=("S", "S", "W"),
        pile=("T", "W", "T"),
        markers={((1, 0), 0): 0, ((3, 0), 0): 1, ((5, 0), 0): 0},
        radius=6,
    )
    return start.play(Place("S", (2, 0), 0)).play(Place("S", (4, 0), 0))


@cache
def shared() -> SeismicState:
    """Two sections, a crew of each player, joined by a straight: a tie (library example)."""
    return ex.shared_section()[1]


@cache
def edge() -> SeismicState:
    return ex.edge_section()


@cache
def first() -> SeismicState:
    return ex.first_table()


#: The refused placements shown on the table: position, move, the rule that refuses it.
REFUSED: dict[str, tuple[Callable[[], SeismicState], Place, str]] = {
    "refused_contacts": (first, Place("S", (2, 0), 1), "seismic.contacts"),
    "refused_road": (first, Place("S", (1, 1), 0), "seismic.road_contact"),
    "refused_alone": (first, Place("S", (-2, -1), 0), "seismic.adjacent"),
    "refused_occupied": (first, Place("S", (1, 0), 0), "seismic.occupied"),
    "refused_off_table": (edge, Place("S", (4, 0), 0), "seismic.table"),
}


@cache
def crewed() -> SeismicState:
    """A straight with a crew of Joueur 1 east of San Andreas; a straight-and-curve tile
    face up, tried east of it: its straight would join the crewed section, its curve not."""
    return from_position(
        {(1, 0): ("S", 0)}, row=("ST", "W", "T"), markers={((1, 0), 0): 0}, radius=3
    )


CREWED_TRY = Place("ST", (2, 0), 0)


@cache
def no_crew_left() -> SeismicState:
    """Joueur 1 has placed all 20 crews (none left in reserve)."""
    return from_position({(1, 0): ("S", 0)}, row=("S", "W", "T"), supply=(0, 20), radius=3)


@cache
def dilemma() -> SeismicState:
    """Dilemme: Joueur 1 laid a straight without a crew; a second tile may follow."""
    start = from_position({(1, 0): ("S", 0)}, row=("S", "W", "T"), variant="dilemma")
    return start.play(Place("S", (2, 0), 0))


@cache
def aftershock() -> SeismicState:
    """Contrecoups: the library's 3.0 quake has hit the east; Joueur 1 may turn a tile."""
    return from_position(
        ex.QUAKE_TABLE,
        row=("W", "T"),
        pile=("Q3", "S", "T"),
        markers=ex.QUAKE_MARKERS,
        radius=5,
        variant="aftershocks",
    )


@cache
def tie() -> SeismicState:
    return ex.tie_example()


@cache
def quake() -> tuple[SeismicState, SeismicState]:
    return ex.quake_example()


@cache
def orphans() -> SeismicState:
    """A 1.0 quake hits the east: the straight next to San Andreas falls, the straight and
    the intersection beyond it stay, cut off from the city."""
    return from_position(
        {(1, 0): ("S", 0), (2, 0): ("S", 0), (3, 0): ("I2s", 0)},
        row=("W", "T"),
        pile=("Q1", "S", "T"),
        markers={((2, 0), 0): 0},
        radius=4,
    )


@cache
def setup_quake() -> SeismicState:
    """Seed 10: a quake turned up during the setup is put aside; one revealed on the first
    turn strikes an empty table."""
    return new_game(seed=10)


@cache
def start() -> SeismicState:
    """Seed 3, the game of notebook 1: three tiles face up at Joueur 1's first turn."""
    return new_game(seed=3)


@cache
def unplayable() -> SeismicState:
    return ex.unplayable_row()


@cache
def big_one() -> SeismicState:
    return new_game(variant="big_one", seed=3)


@cache
def twin_choice() -> SeismicState:
    """Villes jumelles: both cities have tiles on a line when a quake turns up."""
    road = {(q, 0): ("S", 0) for q in (1, 2, 7, 8)}
    return from_position(
        road, row=("W", "T"), pile=("Q1", "S", "W", "T"), variant="twin_cities", radius=6
    )


@cache
def twin_road() -> SeismicState:
    return ex.twin_cities_road()


#: Every position behind a picture, by name (for the tests).
POSITIONS: dict[str, Callable[[], Any]] = {
    "ring_end": ring_end,
    "thirteen": thirteen,
    "majority": majority,
    "shared": shared,
    "edge": edge,
    "first": first,
    "crewed": crewed,
    "no_crew_left": no_crew_left,
    "dilemma": dilemma,
    "aftershock": aftershock,
    "tie": tie,
    "quake": quake,
    "orphans": orphans,
    "setup_quake": setup_quake,
    "start": start,
    "unplayable": unplayable,
    "big_one": big_one,
    "twin_choice": twin_choice,
    "twin_road": twin_road,
}


# -- the pictures ---------------------------------------------------------------------------------
# Words drawn in the pictures.
ROTATION_TITLE = "r{k}"
BOTTOM_TOP = "tuile"
BOTTOM_ROAD = "–"
BOTTOM_CAPTION = "{n}e tuile"
BOTTOM_LAST = "{n}e, la dernière"
MIX_TOP = "mélange"
MIX_CAPTION = "{quakes} séismes + {simple} routes"
BOX_TOP = "boîte"
BOX_CAPTION = "jamais vues"
PILE_TOP = "pioche"
PILE_CAPTION = "{rest} + {kept} du mélange"
SETUP_QUAKE_TOP = "mise en place"
SETUP_QUAKE_CAPTION = "écarté, remplacé"
LATER_QUAKE_TOP = "1er tour"
LATER_QUAKE_CAPTION = "frappe aussitôt"
NO_CREW_TITLE = "Joueur 1 : plus aucune équipe en réserve (0 sur 20)"
DILEMMA_TITLE = "Joueur 1 a posé sa tuile sans équipe : une seconde tuile ?"


def _draw():
    """The game's drawing (matplotlib), loaded when a picture is asked for."""
    return draw_module("seismic")


def _table(state: SeismicState, zoom: int | None = 2, **kwargs):
    """The table of ``state``, its sections coloured, around its tiles only."""
    return _draw().draw(state, sections=True, zoom=zoom, **kwargs)


def _refused(key: str):
    position, move, _rule = REFUSED[key]
    return _draw().refused_tile(position(), move)


def _tiles(specs, per_row: int = 0):
    """Tiles ``(id, rotation)`` side by side (``per_row`` a row, by default all), titled by
    their rotation."""
    man = default_manifest()
    tiles = [man.tile(t).rotate(k) for t, k in specs]
    return _draw().tiles_figure(
        tiles, [ROTATION_TITLE.format(k=k) for _t, k in specs], per_row=per_row or len(specs)
    )


def _pieces():
    man = default_manifest()
    tiles = [man.tile("ST"), man.tile("I3y"), man.city]
    return _draw().tiles_figure(tiles, [t.label for t in tiles], per_row=3)


def _quake_tiles():
    return _draw().hex_row(quake_tile_words(default_manifest().quakes))


#: How much larger the words of the Big One's six tiles are drawn than the library's tiles.
BIG_ONE_TEXT, BIG_ONE_CAPTION = 1.5, 1.2


def _big_one_bottom():
    """The last six tiles of a Big One pile: the 6.0 quake is among them."""
    pile = big_one().pile
    cells = []
    for n in range(len(pile) - 5, len(pile) + 1):
        tid = pile[n - 1]
        place = (BOTTOM_LAST if n == len(pile) else BOTTOM_CAPTION).format(n=n)
        if tid.startswith("Q"):
            top, big, _ = quake_tile_words((int(tid[1:]),))[0]
            cells.append((top, big, place))
        else:
            cells.append((BOTTOM_TOP, BOTTOM_ROAD, place))
    fig = _draw().hex_row(cells)
    for text in fig.axes[0].texts:  # six tiles across 340 pixels: larger words
        caption = text.get_position()[1] < -0.9  # under its hexagon: as wide as it
        text.set_fontsize(text.get_fontsize() * (BIG_ONE_CAPTION if caption else BIG_ONE_TEXT))
    return fig


def _pile_picture():
    """Where the tiles go at the setup: the quake mix, half of it boxed unseen, the pile."""
    state = start()
    man = state.manifest
    simple = sum(man.simple.values())
    boxed = len(state.boxed)
    pile = next(e.data["pile"] for e in state.events if e.kind == "setup")
    kept = len(man.quakes) + simple - boxed
    return _draw().hex_row(
        [
            (
                MIX_TOP,
                str(len(man.quakes) + simple),
                MIX_CAPTION.format(quakes=len(man.quakes), simple=simple),
            ),
            (BOX_TOP, str(boxed), BOX_CAPTION),
            (PILE_TOP, str(pile), PILE_CAPTION.format(rest=pile - kept, kept=kept)),
        ]
    )


def _setup_quakes_picture():
    """The quakes of the game of seed 10, in order: put aside at the setup, then struck."""
    cells = []
    for e in setup_quake().events:
        if e.kind == "setup.quake":
            m, top, caption = int(e.data["tile"][1:]), SETUP_QUAKE_TOP, SETUP_QUAKE_CAPTION
        elif e.kind == "quake.revealed":
            m, top, caption = e.data["magnitude"], LATER_QUAKE_TOP, LATER_QUAKE_CAPTION
        else:
            continue
        cells.append((top, quake_tile_words((m,))[0][1], caption))
    return _draw().hex_row(cells)


def _aftershock_picture():
    state = aftershock()
    turnable = sorted({m.cell for m in state.legal_moves() if hasattr(m, "cell")})
    return _table(state, outline=turnable)


#: The examples the cards show, by key: each a function without argument returning a
#: matplotlib Figure made by the game's drawing, built once.
EXAMPLES: dict[str, Callable[[], Any]] = {
    **{key: cache(lambda key=key: _refused(key)) for key in REFUSED},
    "table": cache(lambda: _draw().draw(from_position({}, radius=6))),
    # two rows of three: each tile twice as large in the 340-pixel « Pourquoi ? » panel
    "rotations": cache(lambda: _tiles([("W", k) for k in range(6)], per_row=3)),
    "row": cache(lambda: _draw().row_figure(first())),
    "pieces": cache(_pieces),
    "half_turn": cache(lambda: _tiles([("TTo", 0), ("TTo", 3)])),
    "crewed": cache(lambda: _draw().crew_choice(crewed(), CREWED_TRY)),
    "no_crew_left": cache(lambda: _table(no_crew_left(), title=NO_CREW_TITLE)),
    "dilemma": cache(lambda: _table(dilemma(), outline=((2, 0),), title=DILEMMA_TITLE)),
    "aftershock": cache(_aftershock_picture),
    "tie": cache(lambda: _draw().quake_rays(tie(), tie())),
    "quake_count": cache(lambda: _draw().quake_rays(*quake())),
    # frames 3 inches wide, not 4.5: the same picture, its words half as large again
    "quake_fall": cache(lambda: _draw().quake_strip(*quake(), frame=3.0)),
    "quake_tiles": cache(_quake_tiles),
    "orphans": cache(lambda: _table(orphans())),
    "setup_quake": cache(_setup_quakes_picture),
    "pile": cache(_pile_picture),
    "start": cache(lambda: _draw().row_figure(start())),
    "unplayable": cache(lambda: _table(unplayable(), candidates=[(0, 1)], zoom=None)),
    "big_one": cache(_big_one_bottom),
    "ring_end": cache(lambda: _table(ring_end(), zoom=None)),
    "thirteen": cache(lambda: _table(thirteen())),
    "majority": cache(lambda: _table(majority())),
    "shared": cache(lambda: _table(shared())),
    "edge": cache(lambda: _table(edge())),
    "twin_choice": cache(lambda: _draw().draw(twin_choice(), zoom=2)),
    "twin_road": cache(lambda: _table(twin_road())),
}


# -- the cards of the refusals and score lines ----------------------------------------------------
RULE_CARDS: tuple[RuleCard, ...] = (
    RuleCard(
        "seismic.contacts",
        "Herbe contre herbe, route contre route",
        "Partout où la nouvelle tuile touche une tuile déjà posée, les deux bords qui se "
        "touchent doivent être pareils : de l'herbe face à de l'herbe, une route face à une "
        "route. Un seul côté qui ne va pas suffit à refuser la pose ; tourner la tuile "
        "arrange souvent les choses. Sur l'image, la ligne droite essayée sur la case « 2,0 » montre de "
        "l'herbe là où arrive la route de sa voisine.",
        where=(PLACING, NB1 + "#À retenir"),
        example="refused_contacts",
        keywords=("bord", "côté", "raccord", "contact", "poser une tuile"),
    ),
    RuleCard(
        "seismic.road_contact",
        "Prolonger au moins une route",
        "Que tous les bords collent ne suffit pas : au moins une route de la nouvelle tuile "
        "doit continuer une route déjà posée. Une tuile qui ne touche ses voisines que par de "
        "l'herbe est refusée. Sur l'image, la ligne droite essayée sur la case « 1,1 » ne touche la "
        "première que par un côté d'herbe.",
        where=(PLACING, CHOICES1),
        example="refused_road",
        keywords=("prolonger", "route", "contact", "poser une tuile"),
    ),
    RuleCard(
        "seismic.adjacent",
        "Contre une tuile déjà posée",
        "Une tuile se pose toujours à côté de la table déjà construite : elle doit toucher "
        "au moins une tuile posée (San Andreas compte) par un de ses côtés. Une case isolée "
        "est refusée, même si la tuile y tiendrait. Après un séisme, une tuile restée seule "
        "compte aussi : on peut se poser contre elle.",
        where=(PLACING, NB1 + "#À retenir"),
        example="refused_alone",
        keywords=("voisine", "isolée", "toucher", "poser une tuile"),
    ),
    RuleCard(
        "seismic.occupied",
        "Une case, une tuile",
        "On ne pose jamais une tuile sur une autre : la case choisie doit être vide. Une "
        "tuile posée ne change plus, sauf dans la variante Contrecoups, qui permet de la "
        "tourner après un séisme.",
        where=(PLACING,),
        example="refused_occupied",
        keywords=("case prise", "occupée", "poser une tuile"),
    ),
    RuleCard(
        "seismic.table",
        "La table a un bord",
        "La table n'est pas infinie : dans ludo, c'est un grand hexagone de six cases de "
        "rayon autour de San Andreas, 127 cases en tout. Une tuile qui tomberait au-delà du "
        "bord est refusée. Une route peut en revanche s'arrêter face au bord : elle ne pourra "
        "simplement plus être prolongée.",
        where=(CHOICES1, PLACING),
        example="refused_off_table",
        keywords=("bord de la table", "rayon", "dépasser"),
    ),
    RuleCard(
        "seismic.rotation",
        "Six façons de tourner une tuile",
        "Une tuile se tourne par sixièmes de tour, dans le sens inverse des aiguilles d'une "
        "montre : r0 est le dessin de la boîte, r1 un sixième de tour plus loin, et ainsi de "
        "suite jusqu'à r5. Il n'y a pas de septième rotation : après r5, on retrouve r0. "
        "Une ligne droite n'a que trois dessins différents, un virage en a six.",
        where=(NB1 + "#Tourner une tuile",),
        example="rotations",
        keywords=("tourner", "rotation", "orientation", "sixième de tour"),
    ),
    RuleCard(
        "seismic.row",
        "Une tuile face visible",
        "On pose une des tuiles retournées à côté de la pioche, que tout le monde voit (trois "
        "au début de chaque tour) : jamais une tuile prise dans la boîte ou cachée dans la "
        "pioche. San Andreas, déjà au centre, ne se pose pas, et un nom de tuile inconnu "
        "ne désigne rien.",
        where=(TURN,),
        example="row",
        keywords=("rangée", "face visible", "pioche", "tuiles visibles"),
    ),
    RuleCard(
        "seismic.phase",
        "Chaque chose en son temps",
        "Un tour suit un ordre : retourner des tuiles jusqu'à trois, en poser une, puis "
        "éventuellement une équipe. Quand un séisme demande un choix (un côté, une ville) ou "
        "qu'une variante offre un geste (la seconde tuile du Dilemme, une tuile à tourner des "
        "Contrecoups), il faut d'abord répondre. Sur l'image, le séisme attend que Joueur 1 "
        "choisisse entre l'est et l'ouest : poser une tuile n'est pas encore possible.",
        where=(TURN, NB3 + "#À vous de choisir : une égalité"),
        example="tie",
        keywords=("ordre du tour", "moment", "attendre"),
    ),
    RuleCard(
        "seismic.marker",
        "Les morceaux d'une tuile",
        "Une équipe de construction se pose sur un morceau de route de la tuile qu'on vient "
        "de poser. Les morceaux sont numérotés m0, m1, m2 sur le dessin : une ligne droite "
        "n'en a qu'un, une tuile à deux routes deux, une intersection un par petit bout. Un "
        "numéro au-delà du dernier morceau ne désigne rien.",
        where=(NB1 + "#Les tuiles de la boîte", CREWS),
        example="pieces",
        keywords=("équipe", "marqueur", "morceau", "numéro"),
    ),
    RuleCard(
        "seismic.marker_section",
        "Une seule équipe par section",
        "On ne pose une équipe que sur un morceau dont la section, une fois la tuile posée, "
        "n'a encore aucune équipe, quelle que soit sa couleur. Sur l'image, la ligne droite "
        "de la tuile essayée prolonge la route où Joueur 1 a déjà une équipe (en jaune) : "
        "pas d'équipe là ; son virage ouvre une section neuve, libre (rond bleu).",
        where=(CREWS, NB2 + "#À retenir"),
        example="crewed",
        keywords=("équipe", "marqueur", "section occupée", "déjà"),
    ),
    RuleCard(
        "seismic.marker_supply",
        "Vingt équipes par joueur",
        "Chaque joueur dispose de 20 équipes de construction. Une équipe posée reste sur la "
        "table jusqu'au décompte, sauf si un séisme détruit sa tuile : elle revient alors à "
        "son joueur. Sans équipe en réserve, on pose toujours une tuile à son tour, mais plus "
        "d'équipe ; ici Joueur 1 les a toutes posées.",
        where=(CHOICES2,),
        example="no_crew_left",
        keywords=("réserve", "équipe", "marqueur", "plus d'équipe"),
    ),
    RuleCard(
        "seismic.dilemma",
        "Dilemme : la seconde tuile n'a pas d'équipe",
        "Variante Dilemme : qui pose sa tuile sans équipe peut poser aussitôt une seconde "
        "tuile, prise parmi les tuiles visibles, à la place de cette équipe, ou passer. La "
        "seconde tuile ne reçoit donc jamais d'équipe. Le joueur suivant retourne deux tuiles "
        "pour en avoir de nouveau trois.",
        where=(DILEMMA, CHOICES4, PLAY),
        example="dilemma",
        keywords=("variante", "dilemme", "seconde tuile", "équipe"),
    ),
    RuleCard(
        "seismic.aftershocks",
        "Contrecoups : tourner une tuile après un séisme",
        "Variante Contrecoups : après un séisme qui a détruit au moins une tuile, chaque "
        "joueur à son tour, en commençant par celui dont c'est le tour, peut tourner une "
        "tuile posée, ou passer. La tuile doit alors respecter les règles de pose, ne tourner "
        "qu'une fois par séisme, et quelque chose doit changer ; San Andreas ne tourne "
        "jamais, une case vide non plus. Sur l'image, après un séisme à l'est, Joueur 1 ne "
        "peut tourner que le virage entouré : les lignes droites n'ont pas d'autre "
        "orientation permise.",
        where=(AFTERSHOCKS, CHOICES4, PLAY),
        example="aftershock",
        keywords=("variante", "contrecoups", "tourner", "séisme"),
    ),
    RuleCard(
        "seismic.quake_tie",
        "Égalité : on choisit le côté frappé",
        "Le séisme frappe le côté de San Andreas qui a le plus de tuiles en ligne droite. "
        "Quand plusieurs côtés sont à égalité, le joueur dont c'est le tour choisit l'un "
        "d'eux, et seulement l'un d'eux. Sur l'image, l'est et l'ouest comptent deux tuiles "
        "chacun : Joueur 1 choisit.",
        where=(NB3 + "#À vous de choisir : une égalité", COUNT),
        example="tie",
        keywords=("séisme", "égalité", "côté", "choisir"),
    ),
    RuleCard(
        "seismic.twin_cities",
        "Villes jumelles : quelle ville d'abord ?",
        "Variante Villes jumelles : il y a deux San Andreas sur la table. Quand un séisme "
        "frapperait les deux, le joueur dont c'est le tour choisit laquelle il frappe en "
        "premier, ville 1 ou ville 2 ; l'autre est frappée ensuite, avec la même magnitude. "
        "Sur l'image, les deux villes ont des tuiles autour d'elles quand le séisme sort.",
        where=(TWIN, PLAY, TWIN_BONUS),
        example="twin_choice",
        keywords=("variante", "villes jumelles", "séisme", "deux villes"),
    ),
    RuleCard(
        "seismic.section",
        "Une section complète rapporte",
        "Au décompte de la fin de partie, une section complète vaut 1 point par morceau de "
        "route, plus la valeur de ses deux bouts : le nombre de l'intersection, 6 pour San "
        "Andreas. Les petits bouts d'intersection ne rapportent rien eux-mêmes. Rien n'est "
        "marqué pendant la partie. Sur l'image : 4 morceaux + 3 + 6 = 13 points pour "
        "l'équipe de Joueur 1.",
        where=(SCORING, NB4 + "#À retenir"),
        example="thirteen",
        keywords=("décompte", "points", "score", "section complète", "valeur"),
    ),
    RuleCard(
        "seismic.majority",
        "La majorité prend tout",
        "Si plusieurs joueurs ont des équipes sur la même section complète, celui qui en a "
        "le plus marque tous les points de la section, les autres rien. À égalité, chacun des "
        "joueurs à égalité marque la totalité. Sur l'image, Joueur 1 a deux équipes contre "
        "une : 12 points pour lui, rien pour Joueur 2.",
        where=(SCORING, SHARED),
        example="majority",
        keywords=("majorité", "équipes", "plusieurs joueurs", "décompte"),
    ),
    RuleCard(
        "seismic.incomplete",
        "Une section incomplète ne rapporte rien",
        "Une section ne rapporte que si ses deux bouts arrivent à une intersection ou à San "
        "Andreas. Une route qui finit sur une case vide ou au bord de la table, ou une boucle "
        "sans intersection, reste incomplète : à la fin, ses équipes repartent sans points. "
        "Sur l'image, la route de Joueur 1 s'arrête au bord de la table.",
        where=(COMPLETE, NB2 + "#La réponse à la question du début", SCORING),
        example="edge",
        keywords=("incomplète", "complète", "ouverte", "bord de la table", "zéro"),
    ),
)


# -- the cards of the decisions (what the rulebook leaves open, what ludo decided) ----------------
def _decision(number: str, title: str, question: str, text: str, where, example: str, *keywords):
    return RuleCard(
        f"seismic:{number}",
        title,
        text,
        where=tuple(where),
        example=example,
        open_question=question,
        keywords=("choix d'interprétation", *keywords),
    )


DECISION_CARDS: tuple[RuleCard, ...] = (
    _decision(
        "S1",
        "La taille de la table",
        "La règle interdit de dépasser le bord de la table sans dire quelle taille ni quelle "
        "forme elle a.",
        "La table est un grand hexagone de 6 cases de rayon autour de San Andreas : 127 cases "
        "(la taille se règle). Une case hors de ce disque est refusée ; une route, elle, peut "
        "s'arrêter face au bord.",
        (CHOICES1,),
        "table",
        "bord de la table",
        "rayon",
    ),
    _decision(
        "S2",
        "Une route qui finit au bord de la table",
        "La règle compte une route arrivée au bord de la table comme finie pour arrêter la "
        "partie, mais ne déclare complète qu'une section fermée par des intersections.",
        "Une route face au bord ne peut plus être prolongée, et elle ne retient donc pas la "
        "partie ; mais sa section reste incomplète au décompte : ses équipes repartent sans "
        "points. Sur l'image, l'équipe de Joueur 1 ne marquera rien.",
        (CHOICES2, NB2 + "#La réponse à la question du début"),
        "edge",
        "bord de la table",
        "incomplète",
    ),
    _decision(
        "S3",
        "Prolonger une route pour poser",
        "La règle demande d'orienter la tuile pour que ses routes touchent celles de la "
        "voisine : faut-il qu'une route au moins se prolonge, ou suffit-il que tous les bords "
        "collent ?",
        "Les deux sont exigés : tous les contacts conformes (herbe contre herbe, route contre "
        "route) et au moins une route prolongée. Une option de ludo permet de jouer sans la "
        "seconde condition.",
        (CHOICES1, PLACING),
        "refused_road",
        "prolonger",
        "contact",
    ),
    _decision(
        "S4",
        "Compter les tuiles autour de San Andreas",
        "La règle compte les tuiles « en ligne droite » depuis San Andreas, même séparées par "
        "des trous, sans dire jusqu'où ni ce qui se passe si aucune ligne n'a de tuile.",
        "On suit les six lignes droites qui partent des six côtés de San Andreas jusqu'au bord "
        "de la table et on compte toutes les tuiles posées dessus : une case vide ne compte "
        "pas mais n'arrête pas le compte, San Andreas ne compte pas. Si aucune ligne n'a de "
        "tuile, le séisme ne fait rien. Sur l'image, l'est compte trois tuiles malgré le trou.",
        (COUNT, CHOICES3),
        "quake_count",
        "séisme",
        "ligne droite",
        "compter",
    ),
    _decision(
        "S5",
        "Qui choisit le côté en cas d'égalité",
        "En cas d'égalité entre des côtés, la règle dit qu'il faut choisir, sans dire qui choisit.",
        "Le joueur dont c'est le tour, celui qui a retourné le séisme, choisit parmi les côtés "
        "à égalité ; c'est un coup de ce joueur, joué avant toute autre chose.",
        (NB3 + "#À vous de choisir : une égalité", CHOICES3),
        "tie",
        "séisme",
        "égalité",
    ),
    _decision(
        "S6",
        "Quelles tuiles tombent",
        "La règle fait tomber, depuis San Andreas, un nombre de tuiles égal à la magnitude, "
        "sans dire si une intersection peut tomber ni ce que deviennent les tuiles retirées.",
        "Du côté frappé, on retire les tuiles une à une depuis la ville vers le bord, en "
        "sautant les cases vides, jusqu'à la magnitude ou jusqu'au bord ; le séisme ne passe "
        "jamais sur une autre ligne. Les intersections tombent aussi, San Andreas jamais. Les "
        "tuiles tombées quittent la partie et leurs équipes reviennent à leurs joueurs.",
        (FALL, CHOICES3),
        "quake_fall",
        "séisme",
        "tomber",
        "détruite",
    ),
    _decision(
        "S7",
        "Les tuiles coupées de San Andreas",
        "La règle ne dit rien des tuiles qu'un séisme sépare de San Andreas.",
        "Elles restent sur la table et l'on peut poser contre elles. Une route qui donnait "
        "sur une tuile tombée redevient ouverte : sa section est de nouveau incomplète. Sur "
        "l'image, un séisme de magnitude 1 a fait tomber la tuile collée à la ville ; les "
        "deux suivantes restent, isolées.",
        (NB3 + "#Ce que le séisme change aux sections", CHOICES3),
        "orphans",
        "séisme",
        "isolée",
        "ouverte",
    ),
    _decision(
        "S8",
        "La magnitude d'un séisme",
        "Les tuiles séisme portent une magnitude écrite avec une décimale, de « 1,0 » à « 6,0 ».",
        "La magnitude est un nombre de tuiles : « 3,0 » fait tomber 3 tuiles au plus, la "
        "décimale ne change rien. La boîte a six séismes, de 1 à 6 tuiles.",
        (NB3 + "#Les six tuiles séisme", CHOICES3),
        "quake_tiles",
        "séisme",
        "magnitude",
    ),
    _decision(
        "S9",
        "Un séisme retourné à la mise en place",
        "La règle écarte un séisme retourné pendant la mise en place, mais ne dit rien d'un "
        "séisme retourné plus tard en complétant les tuiles visibles.",
        "Pendant la mise en place, un séisme retourné est écarté et remplacé, sans effet. "
        "Ensuite, tout séisme retourné frappe aussitôt, puis on continue de retourner des "
        "tuiles jusqu'à en avoir trois. Dans la partie de l'image, un séisme de magnitude 4 "
        "est écarté à la mise en place ; celui de magnitude 2, sorti au premier tour, frappe "
        "une table encore vide et ne fait rien.",
        (CHOICES3, TURN),
        "setup_quake",
        "séisme",
        "mise en place",
    ),
    _decision(
        "S10",
        "Aucune tuile visible ne peut être posée",
        "Quand aucune des trois tuiles visibles ne va nulle part, la règle dit d'en retourner "
        "trois nouvelles, sans dire quoi faire s'il en reste moins ou si les nouvelles ne vont "
        "pas non plus.",
        "On défausse les tuiles visibles et on en retourne jusqu'à trois, autant de fois qu'il "
        "le faut tant que la pioche en a ; quand la pioche est vide, la partie s'arrête. Sur "
        "l'image, la seule case libre demande une route vers la ville et de l'herbe ailleurs : "
        "les trois tuiles à deux routes partent, trois autres sont retournées.",
        (TURN, CHOICES4),
        "unplayable",
        "défausser",
        "rangée",
        "pioche",
    ),
    _decision(
        "S11",
        "Quand la partie s'arrête",
        "La règle arrête la partie à la dernière tuile posée ou quand il ne reste plus de "
        "section incomplète à prolonger, sans dire comment reconnaître ce second cas.",
        "La partie s'arrête quand la dernière tuile est posée, quand la pioche est vide et "
        "qu'aucune tuile visible ne peut être posée, ou quand plus aucune route ouverte ne "
        "donne sur une case vide de la table ; une boucle sans intersection ne la retient "
        "pas. Sur l'image, la ligne droite posée au sud-est de San Andreas occupe la dernière "
        "case libre et sa route fait face au bord : c'est fini.",
        (CHOICES4, TURN),
        "ring_end",
        "fin de partie",
        "dernière tuile",
    ),
    _decision(
        "S12",
        "Ce que compte une section",
        "La règle donne 1 point par morceau de route et la valeur des intersections, sans "
        "dire ce qu'est un morceau quand une route repasse par la même tuile, ni ce que vaut "
        "un bout qui revient à son point de départ.",
        "Un morceau est un passage d'une route dans une tuile : une route qui traverse deux "
        "fois la même tuile y compte deux morceaux. Chaque bout de la section ajoute la valeur "
        "de son intersection (6 pour San Andreas), deux fois si les deux bouts arrivent au "
        "même endroit ; les petits bouts d'intersection ne rapportent rien. Sur l'image : "
        "4 + 3 + 6 = 13 points.",
        (SCORING, CHOICES4),
        "thirteen",
        "décompte",
        "points",
        "morceau",
    ),
    _decision(
        "S12b",
        "Une section sans route",
        "Deux petits bouts d'intersection face à face forment une section sans aucun morceau "
        "de route : la règle ne dit ni si elle est complète ni ce qu'elle vaut.",
        "Elle est complète et rapporte la valeur de ses deux bouts, rien de plus : une "
        "intersection +2 collée à San Andreas vaut 6 + 2 = 8 points. La règle accepte en effet "
        "une équipe sur un seul petit bout, et ajoute les bouts aux points de route, nuls ici. "
        "Sur l'image, chaque intersection +1 collée à la ville fait une telle section, de 7 "
        "points.",
        (CHOICES4,),
        "ring_end",
        "décompte",
        "petit bout",
        "intersection",
    ),
    _decision(
        "S13",
        "Plusieurs équipes sur une section",
        "On ne pose jamais une équipe sur une section déjà occupée, mais une tuile (ou les "
        "Contrecoups) peut plus tard réunir deux sections qui avaient chacune la leur.",
        "Le joueur qui a le plus d'équipes sur la section complète marque tous ses points ; à "
        "égalité, chacun des joueurs à égalité marque la totalité. Sur l'image, une ligne "
        "droite a réuni la route de Joueur 1 et celle de Joueur 2 : une équipe chacun, chacun "
        "marque la section entière.",
        (SHARED, SCORING, CHOICES4),
        "shared",
        "majorité",
        "égalité",
        "deux joueurs",
    ),
    _decision(
        "S14",
        "Où poser une équipe",
        "La règle permet une équipe sur un petit bout d'intersection, sans préciser qu'il "
        "doit appartenir à la tuile qu'on vient de poser, ni si San Andreas en reçoit.",
        "Une équipe va seulement sur un morceau (route ou petit bout) de la tuile qu'on vient "
        "de poser, jamais sur San Andreas, et seulement si la section de ce morceau, la tuile "
        "posée, n'a encore aucune équipe.",
        (CREWS, CHOICES2),
        "crewed",
        "équipe",
        "marqueur",
    ),
    _decision(
        "S14b",
        "Une équipe sur une tuile retournée",
        "Une tuile qui se répète après un demi-tour (deux virages opposés) garde son dessin "
        "retournée, mais ses deux virages ont échangé leur place : sur lequel va l'équipe "
        "quand on demande la tuile retournée ?",
        "L'équipe va sur le virage que l'on voit à cet endroit du dessin retourné, celui qu'on "
        "a demandé, même si ludo range la tuile dans son sens le plus simple. Sur l'image, la "
        "même tuile avant et après un demi-tour : même dessin, numéros de morceaux échangés.",
        (CHOICES2,),
        "half_turn",
        "demi-tour",
        "équipe",
        "rotation",
    ),
    _decision(
        "S15",
        "La réserve d'équipes",
        "La règle donne 20 équipes par joueur sans dire quand elles reviennent ni ce qui se "
        "passe quand il n'en reste plus.",
        "Une équipe ne revient à son joueur que si un séisme détruit sa tuile ; sinon elle "
        "reste jusqu'au décompte. Sans équipe en réserve, on continue de poser des tuiles, "
        "sans équipe.",
        (CHOICES2,),
        "no_crew_left",
        "réserve",
        "équipe",
    ),
    _decision(
        "S16",
        "Égalité à la fin",
        "À égalité de points, la règle fait gagner, pour rire, le joueur le plus grand.",
        "Le plus haut total gagne ; à égalité de points, la victoire est partagée entre les "
        "joueurs à égalité. Sur l'image, Joueur 1 et Joueur 2 finissent à 7 points chacun : "
        "ils gagnent ensemble.",
        (SCORING, CHOICES4),
        "ring_end",
        "gagner",
        "victoire",
        "égalité",
    ),
    _decision(
        "S17",
        "La pioche de 73 tuiles",
        "Le texte français semble faire des 6 tuiles restantes du mélange des séismes la "
        "pioche entière, alors que les nombres de la boîte demandent de les mêler aux autres.",
        "Les 6 tuiles gardées du mélange des séismes sont mélangées avec les 67 autres "
        "tuiles (San Andreas mise à part) : la pioche compte 73 tuiles, et personne ne sait "
        "combien de séismes s'y cachent.",
        (TURN, CHOICES4),
        "pile",
        "mise en place",
        "pioche",
        "séisme",
    ),
    _decision(
        "S18",
        "Deux tuiles visibles, puis trois",
        "La règle retourne deux tuiles à la mise en place puis complète à trois à chaque "
        "tour ; des critiques parlent de trois tuiles visibles dès le départ.",
        "Deux tuiles sont visibles après la mise en place ; chaque tour commence en retournant "
        "des tuiles jusqu'à en avoir trois (un séisme retourné frappe aussitôt). Le premier "
        "joueur en voit donc trois, comme les suivants : ce sont celles de l'image.",
        (TURN, CHOICES4),
        "start",
        "mise en place",
        "face visible",
        "rangée",
    ),
    _decision(
        "S19",
        "Le Big One",
        "La variante Le Big One est écrite de façon confuse : quelles tuiles accompagnent les "
        "5 séismes, lesquelles vont dans la boîte, où finit le séisme de magnitude 6.",
        "Le séisme de magnitude 6 est mis de côté ; les 5 autres sont mélangés avec 2 lignes "
        "droites, 2 virages larges et 1 virage étroit ; 5 de ces 10 tuiles vont dans la boîte "
        "sans être vues, 5 dans la pioche. Puis 5 tuiles du dessus de la pioche sont mélangées "
        "avec ce grand séisme et glissées dessous : il est parmi les six dernières tuiles, "
        "comme sur l'image.",
        (BIG_ONE, CHOICES4),
        "big_one",
        "variante",
        "big one",
        "séisme",
    ),
    _decision(
        "S20",
        "Dilemme : d'où vient la seconde tuile",
        "La variante Dilemme permet une seconde tuile au lieu de l'équipe, sans dire d'où "
        "elle vient.",
        "Après une pose sans équipe, le joueur peut poser une seconde tuile prise parmi les "
        "tuiles visibles, toujours sans équipe, ou passer. Le joueur suivant retourne alors "
        "deux tuiles pour revenir à trois.",
        (DILEMMA, CHOICES4, PLAY),
        "dilemma",
        "variante",
        "dilemme",
    ),
    _decision(
        "S21",
        "Contrecoups : qui tourne, quand, quoi",
        "La variante Contrecoups laisse chacun tourner une tuile après un séisme, une fois par "
        "tuile, sans dire si un séisme qui n'a rien détruit compte, ni ce que deviennent les "
        "équipes de la tuile tournée.",
        "Après chaque séisme qui a détruit au moins une tuile, chaque joueur dans l'ordre, en "
        "commençant par celui dont c'est le tour, peut tourner une tuile posée vers une autre "
        "orientation permise, ou passer. Les équipes tournent avec leur tuile et restent sur "
        "leur morceau, si bien qu'une section peut finir avec plusieurs équipes. Une tuile "
        "qui ne touche aucune autre ne tourne pas ; un joueur sans rien à tourner est sauté.",
        (AFTERSHOCKS, CHOICES4, PLAY),
        "aftershock",
        "variante",
        "contrecoups",
        "tourner",
        "séisme",
    ),
    _decision(
        "S21b",
        "Contrecoups : un demi-tour qui garde le dessin",
        "Une tuile qui se répète après un demi-tour garde son dessin quand on la retourne : "
        "est-ce une nouvelle orientation ?",
        "Oui si une équipe posée dessus change de route : le dessin est le même, mais l'équipe "
        "est passée sur l'autre virage, c'est permis. Si aucune équipe ne change de route, "
        "rien ne change et le coup est refusé, comme un tour vers l'orientation actuelle.",
        (CHOICES4, AFTERSHOCKS),
        "half_turn",
        "variante",
        "contrecoups",
        "demi-tour",
    ),
    _decision(
        "S22",
        "Villes jumelles : distance, séisme, bonus",
        "La variante Villes jumelles place la seconde ville « à 8 tuiles », fait compter "
        "l'autre ville dans le séisme sans la détruire, et donne un bonus à une section qui "
        "relie « directement » les deux villes : trois points flous.",
        "Les deux San Andreas sont sur une même ligne, séparées par 8 cases vides, et l'on "
        "joue avec deux boîtes. Au séisme, l'autre ville compte pour une tuile sur sa ligne "
        "mais ne tombe pas et n'use pas la magnitude. Une section complète dont les deux bouts "
        "sont les deux villes rapporte 10 points de plus que ses points habituels : sur "
        "l'image, 8 + 6 + 6 + 10 = 30.",
        (TWIN_BONUS, TWIN, CHOICES4),
        "twin_road",
        "variante",
        "villes jumelles",
        "bonus",
    ),
    _decision(
        "S23",
        "Les petits bouts d'intersection",
        "La règle parle de sections d'un seul morceau pour les petits bouts d'intersection, "
        "puis dit de ne pas les compter au décompte.",
        "Un petit bout d'intersection est un morceau pour relier les routes et pour recevoir "
        "une équipe, mais il ne rapporte aucun point : seule la valeur de l'intersection "
        "compte, au bout de la section.",
        (CHOICES2, SCORING),
        "pieces",
        "petit bout",
        "intersection",
        "équipe",
    ),
)

#: Seismic's book: every rule id its engine cites and every numbered decision.
BOOK = RuleBook("seismic", (*RULE_CARDS, *DECISION_CARDS), EXAMPLES, parent=CORE)
