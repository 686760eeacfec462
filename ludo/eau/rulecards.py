"""Eau Cœur d'Essonne's rule cards: the one table of the rule ids its engine cites
(refusals in :mod:`ludo.eau.rules`, score lines in :mod:`ludo.eau.scoring`) and of its
numbered decisions E1–E26, each with a French card (see :mod:`ludo.core.rulecards`).

The examples are tiny boards built by :mod:`ludo.eau.examples` and drawn by the game's
own SVG board (reached through the core's lazy loader, so this table imports no
drawing), or real game states after a few legal moves. Each is computed once.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import cache
from typing import Any

from ..core.rulecards import CORE, RuleBook, RuleCard
from ..core.state import draw_module
from . import examples as ex
from .network import longest_circuit
from .rules import EauState, new_game
from .tiles import Tile, parse_cell

# -- the examples: boards and states made by the library ---------------------------------------
#: The big loop of the ≥ 21-tile circuit: round the top half and down the right side.
RING_23 = [
    *("d4", "c4", "b4", "a4", "a3", "a2", "a1", "b1", "c1", "d1", "e1", "f1", "g1"),
    *("g2", "g3", "g4", "g5", "g6", "g7", "f7", "e7", "d7", "d6", "d5"),
]


@cache
def leak_board(kind: str) -> tuple:
    """A board holding a leak of ``kind`` (border, event, unconnected, pierced)."""
    return tuple(ex.leak_examples()[kind])


@cache
def circuit_board(big: bool = False) -> tuple:
    """A board whose longest closed circuit has 15 tiles, or at least 21 with ``big``."""
    return tuple(ex.lay_path(ex.diagonal_board(), RING_23) if big else ex.rule_example_15())


@cache
def full_board() -> tuple:
    """The 49 cells covered (protected sites fill the gaps) around a circuit of more than
    20 tiles: three repairs earned, two kept."""
    return tuple(Tile.of("P") if t is None else t for t in circuit_board(big=True))


@cache
def station_board() -> tuple:
    """A station at the end of a pipe from the Régie, its inlet facing the pipe."""
    board = ex.diagonal_board()
    ex.put(board, "d3", "I", 0)  # north–south, from the Régie
    ex.put(board, "d2", "E", 2)  # the inlet turned south, towards the pipe
    return tuple(board)


@cache
def stacked_state() -> EauState:
    """A real state after an agent was stacked on the pierced pipe in d3."""
    s = ex.agent_scenario()
    return s.play(s.parse_move("A d3 0"))


@cache
def event_state(code: str) -> EauState:
    """A real state in the event phase with ``code`` to place, on a board with an open
    pipe end (d2 and e3 in front of the T in d3) and an uncovered pierced pipe in c5."""
    s = ex.event_scenario()
    board = list(s.board)
    ex.put(board, "c5", "X", 1)
    return replace(s, board=tuple(board), pending=(code,))


@cache
def round_state(players: int = 3) -> EauState:
    """A real game in its second sub-round: everybody chose a tile again, the group now
    places them (any order) beside the pipes of the first one."""
    s = new_game(players=players, seed=1)
    while s.phase != "place" or len(s.history) <= 2 * players:
        s = s.play(s.legal_moves()[0])
    return s


@cache
def choose_state() -> EauState:
    """A real game where the player choosing lacks one kind of pipe (a later sub-round)."""
    s = new_game(players=3, seed=1)
    while s.phase != "choose" or len(set(s.hands[s.mover])) == 3:
        s = s.play(s.legal_moves()[0])
    return s


@cache
def first_state(players: int = 4, hidden: bool = False) -> EauState:
    """A real game at its start."""
    return new_game(players=players, seed=1, hidden_events=hidden)


def _svg(board, **options) -> str:
    return draw_module("eau").board_svg(board, **options)


def _cells(names: str) -> list[int]:
    return [parse_cell(n) for n in names.split()]


def _legal_cells(state: EauState, code: str) -> list[int]:
    return sorted({m.cell for m in state.placements(code)})


@cache
def _start_svg() -> str:
    return _svg(ex.diagonal_board())


@cache
def _frontier_svg() -> str:
    s = round_state()
    return _svg(s, highlight=s.frontier())


#: The cell of each leak example's leak (the example's other leaks are the diagonal's).
LEAK_CELL = {"border": "d1", "event": "d3", "unconnected": "e4", "pierced": "d3"}


@cache
def _leak_svg(kind: str) -> str:
    return _svg(leak_board(kind), highlight=_cells(LEAK_CELL[kind]))


@cache
def _event_cells_svg(code: str) -> str:
    s = event_state(code)
    return _svg(s, highlight=_legal_cells(s, code))


@cache
def _circuit_svg(big: bool) -> str:
    board = circuit_board(big)
    return _svg(board, circuit=longest_circuit(board))


@cache
def _full_svg() -> str:
    board = full_board()
    return _svg(board, circuit=longest_circuit(board))


@cache
def _loops_svg() -> str:
    return _svg(ex.looped_network())


@cache
def _station_svg() -> str:
    return _svg(station_board(), highlight=_cells("d2"))


@cache
def _stacked_svg() -> str:
    return _svg(stacked_state(), highlight=_cells("d3"))


EXAMPLES: dict[str, Callable[[], Any]] = {
    "start": _start_svg,
    "frontier": _frontier_svg,
    "leak_border": lambda: _leak_svg("border"),
    "leak_event": lambda: _leak_svg("event"),
    "leak_unconnected": lambda: _leak_svg("unconnected"),
    "leak_pierced": lambda: _leak_svg("pierced"),
    "pierced_cells": lambda: _event_cells_svg("X"),
    "agent_cells": lambda: _event_cells_svg("A"),
    "agent_stacked": _stacked_svg,
    "circuit_15": lambda: _circuit_svg(False),
    "circuit_23": lambda: _circuit_svg(True),
    "full_square": _full_svg,
    "loops": _loops_svg,
    "station": _station_svg,
    "round": round_state,
    "choosing": choose_state,
    "first_round": first_state,
    "hidden_events": lambda: first_state(hidden=True),
    "five_players": lambda: first_state(players=5),
}

# -- the cards ---------------------------------------------------------------------------------
NB1 = "eau/01_le_reseau.ipynb"
NB2 = "eau/02_les_fuites.ipynb"
NB3 = "eau/03_le_circuit_ferme.ipynb"
NB4 = "eau/04_une_partie_cooperative.ipynb"
TILES = f"{NB1}#Les tuiles et leurs rotations"
DIAGONAL = f"{NB1}#La diagonale de départ"
RECONSTRUCTION = f"{NB1}#La diagonale est une reconstruction"
CLICK = f"{NB1}#À vous : poser des tuiles en cliquant"
CHOICES_1 = f"{NB1}#Choix d'interprétation"
LEAKS = f"{NB2}#Les quatre sortes de fuites"
AGENTS = f"{NB2}#Les agents de la Régie"
REPAIRS = f"{NB2}#Les tuyaux de réparation"
SITES = f"{NB2}#Où poser un site protégé ou une station d'épuration ?"
CHOICES_2 = f"{NB2}#Choix d'interprétation"
CIRCUIT = f"{NB3}#Eau Cœur d'Essonne 3 — Le circuit fermé"
LOOPS = f"{NB3}#Pourquoi des boucles ? Réseau ramifié ou maillé"
CHOICES_3 = f"{NB3}#Choix d'interprétation"
ROUND = f"{NB4}#Le déroulement d'un tour"
WATER = f"{NB4}#L'eau sort de la Régie"
VERDICT = f"{NB4}#Le verdict"
CHOICES_4 = f"{NB4}#Choix d'interprétation"

LEAK_WORDS = ("fuite", "perte d'eau", "triangle rouge")

#: Cards of the refusals (``IllegalMove.rule``).
REFUSAL_CARDS = (
    RuleCard(
        "eau.phase",
        "Choisir, poser, puis les événements",
        "Un tour avance par étapes : chaque joueur choisit en secret une tuile de sa main, "
        "tout le monde la retourne, puis le groupe pose les tuiles retournées ; quand les "
        "mains sont vides, le groupe pose les événements du tour. On ne choisit donc pas "
        "une tuile pendant une pose, et rien ne se pose tant que le joueur attendu n'a pas "
        "choisi la sienne.",
        where=(ROUND, CLICK),
        example="round",
        keywords=("tour", "étape", "choisir", "main"),
    ),
    RuleCard(
        "eau.hand",
        "Une tuile de sa propre main",
        "Au début de chaque tour, chaque joueur reçoit quelques canalisations (droites, "
        "coudes, raccords en T) qu'il est seul à regarder. Il choisit forcément l'une des "
        "tuiles qu'il a encore : sans coude en main, pas de coude.",
        where=(ROUND, CLICK),
        example="choosing",
        keywords=("main", "choisir", "canalisation"),
    ),
    RuleCard(
        "eau.tile",
        "Poser les tuiles retournées, et elles seules",
        "Pendant une pose, le groupe place les canalisations que les joueurs viennent de "
        "retourner, dans l'ordre qu'il préfère ; en fin de tour, seulement les événements "
        "tirés pour ce tour. Une tuile encore dans une main attend que son joueur la "
        "choisisse.",
        where=(ROUND, CLICK),
        example="round",
        keywords=("ordre", "retourner", "poser"),
    ),
    RuleCard(
        "eau.occupied",
        "Une case, une tuile",
        "Chaque case du carré de 7 × 7 reçoit une seule tuile : on ne pose pas sur une case "
        "déjà prise. Seul l'agent de la Régie fait exception : il peut venir couvrir une "
        "canalisation percée, sans prendre de nouvelle case.",
        where=(CLICK, AGENTS),
        example="frontier",
        keywords=("case", "occupée"),
    ),
    RuleCard(
        "eau.touch",
        "Toucher une tuile par un côté",
        "Une tuile se pose sur une case libre qui partage un côté avec une tuile déjà posée "
        "(un coin ne suffit pas), à l'intérieur du carré de 7 × 7. Les canalisations n'ont "
        "pas besoin de se faire face : une sortie qui ne rencontre rien sera simplement une "
        "fuite. Sur l'image, les cases permises sont encadrées de noir ; à la table de jeu, "
        "elles sont entourées de vert.",
        where=(CLICK, CHOICES_1),
        example="frontier",
        keywords=("toucher", "case libre", "côté", "cadre vert"),
    ),
    RuleCard(
        "eau.pierced",
        "La canalisation percée prolonge une sortie ouverte",
        "Une canalisation percée se pose sur une case libre juste devant une sortie de "
        "canalisation encore ouverte, dans le même axe, comme si le tuyau continuait et se "
        "fendait. Tant qu'aucun agent ne la couvre, elle fuit. Seulement quand aucune "
        "sortie n'est ouverte, elle peut aller sur n'importe quelle case libre qui touche "
        "une tuile.",
        where=(CHOICES_2, SITES),
        example="pierced_cells",
        keywords=("percée", "fuite", "événement", "alignée"),
    ),
    RuleCard(
        "eau.agent",
        "Où poser un agent de la Régie",
        "Un agent de la Régie se pose soit sur une canalisation percée que personne ne "
        "couvre encore, pour arrêter sa fuite, soit sur une case libre juste devant une "
        "sortie ouverte, pour refermer ce bout de réseau. Ailleurs, il est refusé, sauf "
        "quand aucune sortie n'est ouverte : il peut alors aller sur toute case libre qui "
        "touche une tuile.",
        where=(AGENTS, CHOICES_2),
        example="agent_cells",
        keywords=("agent", "joker", "réparer", "fuite", "événement"),
    ),
)

#: Cards of the score lines (``ScoreLine.rule``).
SCORE_CARDS = (
    RuleCard(
        "eau.leak",
        "Une fuite coûte un point",
        "En fin de partie, chaque fuite compte −1 dans le bilan du groupe, et chaque tuyau "
        "de réparation gagné en efface une. Il y a une fuite par sortie de canalisation qui "
        "ne trouve pas de canalisation en face (le bord du plateau, une tuile événement "
        "fermée, une case vide, un côté sans sortie), plus une par canalisation percée "
        "qu'aucun agent ne couvre. Sur le plateau de ludo, un triangle rouge marque chaque "
        "sortie qui fuit et une croix rouge chaque canalisation percée.",
        where=(LEAKS, CHOICES_2),
        example="start",
        keywords=(*LEAK_WORDS, "bilan", "croix rouge"),
    ),
    RuleCard(
        "eau.leak.border",
        "Une fuite au bord du plateau",
        "Une sortie qui pointe hors du carré de 7 × 7 perd son eau : c'est une fuite, et "
        "plus rien ne pourra la refermer. Sur les cases du bord, on tourne donc les tuiles "
        "pour que leurs canalisations regardent vers l'intérieur.",
        where=(LEAKS,),
        example="leak_border",
        keywords=(*LEAK_WORDS, "bord", "périmètre"),
    ),
    RuleCard(
        "eau.leak.event",
        "Une fuite contre une tuile événement fermée",
        "Une sortie qui bute contre un côté fermé d'une tuile événement fuit : un site "
        "protégé est fermé de ses quatre côtés, une station d'épuration de tous sauf son "
        "entrée. En face de l'entrée d'une station, ou d'un agent, la sortie est au "
        "contraire raccordée. Un site protégé posé devant une sortie ouverte rend donc "
        "cette fuite définitive.",
        where=(LEAKS, SITES),
        example="leak_event",
        keywords=(*LEAK_WORDS, "site protégé", "station d'épuration", "événement"),
    ),
    RuleCard(
        "eau.leak.unconnected",
        "Une fuite d'une sortie non raccordée",
        "Une sortie qui donne sur une case vide, ou sur un côté sans canalisation de la "
        "tuile voisine, n'est raccordée à rien : c'est une fuite. Une case vide peut encore "
        "être remplie ; la fuite disparaît si la nouvelle tuile présente une sortie en "
        "face. Deux sorties face à face forment un raccord, jamais une fuite.",
        where=(LEAKS,),
        example="leak_unconnected",
        keywords=(*LEAK_WORDS, "non raccordée", "case vide", "raccord"),
    ),
    RuleCard(
        "eau.leak.pierced",
        "La canalisation percée fuit",
        "Une canalisation percée est une fuite à elle seule, en plus de ses bouts qui ne "
        "seraient pas raccordés. Seul un agent de la Régie posé dessus l'arrête : il couvre "
        "toute la tuile, et ses bouts ouverts cessent de fuir eux aussi.",
        where=(LEAKS, AGENTS),
        example="leak_pierced",
        keywords=(*LEAK_WORDS, "percée", "agent", "croix rouge"),
    ),
    RuleCard(
        "eau.repair.circuit10",
        "Un circuit fermé de plus de 10 tuiles : une réparation",
        "Quand un circuit fermé part de la Régie et y revient en passant par au moins 11 "
        "tuiles, sans compter la Régie ni passer deux fois par la même tuile, le groupe "
        "gagne un tuyau de réparation. Chaque tuyau efface une fuite en fin de partie.",
        where=(CIRCUIT, REPAIRS),
        example="circuit_15",
        keywords=("circuit fermé", "réparation", "tuyau", "boucle"),
    ),
    RuleCard(
        "eau.repair.circuit20",
        "Plus de 20 tuiles : deux réparations",
        "Un circuit fermé d'au moins 21 tuiles, Régie non comptée, rapporte deux tuyaux de "
        "réparation au lieu d'un. Les deux récompenses ne s'ajoutent pas : un tel circuit "
        "donne 2 tuyaux, pas 3.",
        where=(CIRCUIT, REPAIRS),
        example="circuit_23",
        keywords=("circuit fermé", "réparation", "tuyau", "boucle"),
    ),
    RuleCard(
        "eau.repair.square",
        "Le carré complet : une réparation de plus",
        "Si les 49 cases sont toutes couvertes à la fin, sans un seul trou, le groupe gagne "
        "un tuyau de réparation de plus. À cinq joueurs, il n'y a pas assez de tuiles pour "
        "y parvenir.",
        where=(REPAIRS,),
        example="full_square",
        keywords=("carré complet", "réparation", "tuyau", "plateau plein"),
    ),
    RuleCard(
        "eau.repair.cap",
        "Deux tuyaux de réparation au plus",
        "La boîte ne fournit que deux tuyaux de réparation pour une partie. Un circuit de "
        "plus de 20 tuiles et un carré complet en rapporteraient trois : le groupe n'en "
        "garde que deux, et le bilan montre le tuyau perdu. Ce plafond se règle en créant "
        "la partie.",
        where=(REPAIRS, CHOICES_2),
        example="full_square",
        keywords=("plafond", "réparation", "tuyau", "surplus"),
    ),
    RuleCard(
        "eau.circuit",
        "Le plus long circuit fermé",
        "ludo cherche le plus long circuit fermé qui part de la Régie et y revient sans "
        "repasser par une tuile ; tant qu'il compte 10 tuiles ou moins, il ne rapporte rien, "
        "et le bilan l'indique pour information. Un circuit passe par les canalisations, "
        "les bâtiments et les agents, jamais par un site protégé, une station d'épuration "
        "ou une canalisation percée non couverte.",
        where=(CIRCUIT, CHOICES_3),
        example="circuit_15",
        keywords=("circuit fermé", "boucle", "réparation", "Régie"),
    ),
    RuleCard(
        "eau.reach.user",
        "L'eau doit atteindre chaque usager",
        "Les six bâtiments de la diagonale (les quatre du milieu et les deux d'angle) sont "
        "les usagers : le groupe ne gagne que si l'eau de la Régie arrive à chacun par des "
        "canalisations raccordées. Un usager atteint est entouré d'un cadre bleu, et le "
        "bilan donne pour chacun une ligne sans points, atteint ou non.",
        where=(WATER, VERDICT, DIAGONAL),
        example="loops",
        keywords=("usager", "bâtiment", "cadre bleu", "eau potable", "gagner"),
    ),
    RuleCard(
        "eau.reach.station",
        "Raccorder chaque station d'épuration posée",
        "Une station d'épuration posée doit être reliée au réseau de la Régie par son unique "
        "entrée, sinon le groupe perd. On la pose donc au bout d'une canalisation, l'entrée "
        "tournée vers elle, ce qui referme une fuite au passage. Une station restée dans "
        "la pioche n'est pas exigée.",
        where=(SITES, VERDICT),
        example="station",
        keywords=("station d'épuration", "entrée", "raccordée", "gagner"),
    ),
)


def _decision(n: int, title: str, question: str, text: str, **kw) -> RuleCard:
    return RuleCard(f"eau:E{n}", title, text, open_question=question, **kw)


#: Cards of the numbered decisions E1–E26 (:mod:`ludo.eau.rules`, ``docs/decisions.md``).
DECISION_CARDS = (
    _decision(
        1,
        "Le nombre de tours suit le tableau",
        "La règle se contredit : un résumé annonce 3 tours de 2 à 4 joueurs et 2 tours à 5 "
        "ou 6, un tableau détaillé en donne davantage.",
        "ludo suit le tableau détaillé : 6 tours à 2 joueurs, 4 à 3 joueurs, 3 tours de 4 "
        "à 6 joueurs. Chacun reçoit 3 canalisations par tour, 2 à 5 et 6 joueurs (3 au "
        "dernier tour à 5).",
        where=(ROUND, CHOICES_4),
        example="first_round",
        keywords=("tours", "nombre de joueurs"),
    ),
    _decision(
        2,
        "Les événements par tour suivent le tableau",
        "Le déroulé d'un tour parle d'une tuile événement par tour ; le tableau en donne "
        "deux ou trois selon le nombre de joueurs.",
        "ludo suit le tableau : 2 événements par tour à 2 joueurs (aucun au 6e tour), 2 à 3 "
        "joueurs, 3 à 4 joueurs, 2 à 5 et 6 joueurs. Ceux qui restent dans la pile ne sont "
        "pas joués.",
        where=(ROUND, CHOICES_4),
        example="first_round",
        keywords=("événements", "tours"),
    ),
    _decision(
        3,
        "Quand la partie s'arrête",
        "La règle dit que la partie finit quand toutes les tuiles ont servi, mais aussi que "
        "le plateau doit être complet ; à 2, 3 ou 4 joueurs il y a plus de tuiles que de "
        "cases.",
        "La partie s'arrête après les événements du dernier tour, ou à la fin du tour où la "
        "49e case se remplit. Les tuiles qui n'ont pas servi sont mises de côté, et le "
        "journal les annonce. La récompense du carré complet se juge à la toute fin.",
        where=(CHOICES_4, REPAIRS),
        example="full_square",
        keywords=("fin de partie", "plateau plein", "tuiles restantes"),
    ),
    _decision(
        4,
        "Une tuile à la fois, jusqu'à vider les mains",
        "Avec trois tuiles en main, la règle ne dit pas si l'on choisit, retourne et pose "
        "une tuile à la fois ou toutes d'un coup.",
        "Un tour se découpe en petites étapes : chacun choisit une tuile, tout le monde la "
        "retourne, le groupe les pose ; on recommence jusqu'à ce que les mains soient "
        "vides, puis viennent les événements du tour. Les tuiles retournées se posent dans "
        "l'ordre que le groupe veut.",
        where=(ROUND, CHOICES_1),
        example="round",
        keywords=("tour", "choisir", "retourner", "main"),
    ),
    _decision(
        5,
        "Les événements sont retournés en début de tour",
        "La règle laisse le choix : retourner les événements dès le début du tour, ou "
        "seulement au moment de les poser.",
        "ludo les retourne au début du tour : le groupe sait ce qui l'attend en choisissant "
        "ses tuiles. Une option les garde face cachée jusqu'à la fin du tour ; les coups "
        "permis restent les mêmes.",
        where=(CHOICES_4,),
        example="hidden_events",
        keywords=("événements cachés", "face cachée"),
    ),
    _decision(
        6,
        "La diagonale de départ",
        "La règle demande l'une des deux diagonales sans dire laquelle, ni comment tourner "
        "les coudes des angles, et laisse libre l'ordre des quatre bâtiments.",
        "ludo prend la diagonale de a1 à g7 : la Régie en d4, les deux bâtiments d'angle "
        "(des coudes) tournés vers l'intérieur du plateau. Les quatre bâtiments du milieu "
        "suivent toujours le même ordre, fixé une fois pour toutes ; une option les "
        "mélange.",
        where=(DIAGONAL, CHOICES_1),
        example="start",
        keywords=("diagonale", "Régie", "bâtiments", "mise en place"),
    ),
    _decision(
        7,
        "Les sorties de la Régie et des bâtiments",
        "La règle ne dit pas de quels côtés sortent les canalisations de la Régie et des "
        "quatre bâtiments du milieu ; seuls les deux bâtiments d'angle sont des coudes.",
        "ludo leur donne quatre sorties à chacun. C'est une reconstruction, rangée dans un "
        "fichier de données que l'on peut remplacer par les vraies tuiles ; une variante "
        "fournie fait des quatre bâtiments des coudes. Les fuites et les circuits possibles "
        "en dépendent.",
        where=(RECONSTRUCTION, CHOICES_1),
        example="start",
        keywords=("diagonale", "reconstruction", "sorties", "coudes"),
    ),
    _decision(
        8,
        "Toucher suffit, les canalisations peuvent ne pas se faire face",
        "La règle exige qu'une tuile touche le bord d'une autre, sans dire si les "
        "canalisations doivent se correspondre.",
        "Il suffit que la tuile partage un côté avec une tuile posée, dans le carré de "
        "7 × 7. Ses canalisations peuvent ne pas rencontrer celles des voisines : chaque "
        "sortie qui ne trouve rien en face devient une fuite, au groupe de l'éviter.",
        where=(CHOICES_1, CLICK),
        example="frontier",
        keywords=("toucher", "poser", "fuite"),
    ),
    _decision(
        9,
        "On tourne les tuiles librement",
        "La règle ne parle pas de la rotation des tuiles.",
        "Avant de poser une tuile, on la tourne d'autant de quarts de tour qu'on veut. Une "
        "droite n'a que deux positions différentes ; un agent ou un site protégé n'en a "
        "qu'une.",
        where=(TILES, CHOICES_1),
        example="frontier",
        keywords=("rotation", "tourner", "quart de tour"),
    ),
    _decision(
        10,
        "Compter les fuites à la fin, une par sortie",
        "La règle dit qu'une canalisation non raccordée est une fuite, sans dire si une "
        "sortie vers une case vide compte, ni à quel moment on compte.",
        "On compte à la fin de la partie, une fuite par sortie fautive (vers le bord, vers "
        "une case restée vide, contre un côté sans canalisation), plus une par canalisation "
        "percée non couverte. Pendant la partie, ludo affiche le compte tel qu'il serait si "
        "l'on s'arrêtait là.",
        where=(LEAKS, CHOICES_2),
        example="start",
        keywords=(*LEAK_WORDS, "compter"),
    ),
    _decision(
        11,
        "Contre une tuile événement, seul un côté fermé fuit",
        "La règle dit qu'une canalisation qui sort sur une tuile événement est une fuite, "
        "ce qui contredit les stations et les agents, qu'il faut raccorder.",
        "Une sortie en face d'une tuile événement ne fuit que si cette tuile n'a pas de "
        "canalisation de ce côté : contre un site protégé toujours, contre une station "
        "partout sauf à son entrée, contre un agent jamais.",
        where=(LEAKS, CHOICES_2),
        example="station",
        keywords=("fuite", "événement", "station d'épuration", "agent", "site protégé"),
    ),
    _decision(
        12,
        "La canalisation percée, dans l'alignement d'une sortie",
        "La règle place la canalisation percée « à la suite » d'une canalisation, sans dire "
        "si elle doit être dans son prolongement.",
        "Elle se pose sur une case libre devant une sortie ouverte, tournée dans l'axe de "
        "cette sortie. S'il n'y a aucune sortie ouverte, n'importe quelle case libre qui "
        "touche une tuile convient.",
        where=(CHOICES_2, SITES),
        example="pierced_cells",
        keywords=("percée", "fuite", "alignée"),
    ),
    _decision(
        13,
        "L'agent : sur la canalisation percée ou en joker",
        "La règle permet à l'agent de se poser « sur une fuite » ou « sur une sortie », "
        "sans dire s'il s'empile sur la tuile percée, ni où va le joker.",
        "L'agent peut se poser sur une canalisation percée non couverte : il ne prend pas "
        "de nouvelle case, et la case devient la sienne. En joker, il va sur une case libre "
        "devant une sortie ouverte, ou sur toute case libre qui touche une tuile s'il n'y a "
        "aucune sortie ouverte.",
        where=(AGENTS, CHOICES_2),
        example="agent_cells",
        keywords=("agent", "joker", "percée"),
    ),
    _decision(
        14,
        "Les stations posées doivent être raccordées",
        "La règle veut les stations raccordées « en bout de réseau » sans dire à quoi, ni "
        "si une station jamais tirée compte.",
        "Une station compte comme raccordée quand son entrée rejoint une canalisation du "
        "réseau de la Régie. Pour gagner, seules les stations posées sur le plateau sont "
        "exigées.",
        where=(SITES, CHOICES_4),
        example="station",
        keywords=("station d'épuration", "raccordée", "gagner"),
    ),
    _decision(
        15,
        "Quand le groupe gagne",
        "La règle ne chiffre pas la victoire : elle parle d'alimenter tous les usagers en "
        "évitant les pertes d'eau.",
        "Le groupe gagne si l'eau de la Régie atteint les six usagers de la diagonale "
        "(quatre bâtiments, deux bâtiments d'angle) et chaque station posée, et si les "
        "tuyaux de réparation effacent toutes les fuites (fuites moins réparations, 0 ou "
        "moins). Sinon, tout le groupe perd.",
        where=(VERDICT, CHOICES_4),
        example="loops",
        keywords=("gagner", "victoire", "verdict", "coopératif", "usager"),
    ),
    _decision(
        16,
        "Les seuils des réparations et leur plafond",
        "« Plus de 10 » et « plus de 20 » tuiles : au sens strict ? Les récompenses "
        "s'additionnent-elles ? La boîte ne fournit que deux tuyaux.",
        "Plus de 10 veut dire au moins 11 tuiles (1 tuyau), plus de 20 au moins 21 (2 "
        "tuyaux, pas 3) ; le carré complet ajoute un tuyau ; le groupe en garde 2 au plus, "
        "un plafond réglable. Un circuit passant par la Régie compte toujours un nombre "
        "impair de tuiles : 10 ou 20 pile n'arrivent jamais.",
        where=(REPAIRS, CHOICES_3),
        example="circuit_15",
        keywords=("réparation", "tuyau", "circuit fermé", "plafond"),
    ),
    _decision(
        17,
        "Ce qu'est un circuit fermé",
        "La règle décrit un circuit « sans fuite » qui part de la Régie et y revient sans "
        "reprendre une tuile, sans dire ce que « sans fuite » exclut.",
        "Un circuit suit des tuiles raccordées deux à deux, part de la Régie, y revient et "
        "ne passe qu'une fois par chaque tuile ; « sans fuite » veut dire qu'il ne traverse "
        "aucune canalisation percée non couverte. On compte ses tuiles sans la Régie, et "
        "ludo trouve toujours le plus long, exactement.",
        where=(CIRCUIT, CHOICES_3),
        example="circuit_15",
        keywords=("circuit fermé", "boucle", "Régie"),
    ),
    _decision(
        18,
        "Chacun choisit seul, on discute après",
        "Les tuiles sont distribuées face cachée : la règle ne dit pas si chacun regarde sa "
        "main, ni si l'on discute avant de retourner.",
        "Chacun voit sa propre main et choisit seul ; le groupe discute une fois les tuiles "
        "retournées, pour les poser. Dans les carnets, la main des autres joueurs reste "
        "cachée.",
        where=(CLICK, CHOICES_1),
        example="round",
        keywords=("main", "secret", "choisir", "discuter"),
    ),
    _decision(
        19,
        "À cinq joueurs",
        "À cinq, la règle donne 2, 2 puis 3 canalisations par joueur, ce qui laisse des "
        "tuiles dans la boîte.",
        "ludo applique la règle telle quelle : une canalisation et quatre événements ne "
        "sont pas joués. Il manque alors au moins une tuile pour couvrir les 49 cases : le "
        "carré complet, et son tuyau de réparation, sont impossibles à cinq.",
        where=(ROUND, CHOICES_4),
        example="five_players",
        keywords=("cinq joueurs", "carré complet"),
    ),
    _decision(
        20,
        "Toute tuile retournée est posée",
        "La règle ne dit pas si une tuile retournée peut rester de côté.",
        "Chaque tuile retournée doit être posée : tant que le plateau n'est pas plein, il "
        "reste toujours une case libre qui touche une tuile. Quand il est plein, les tuiles "
        "restantes sont mises de côté.",
        where=(CHOICES_4,),
        example="frontier",
        keywords=("poser", "obligatoire"),
    ),
    _decision(
        23,
        "Poser les tuiles retournées dans l'ordre qu'on veut",
        "La règle fait poser les tuiles retournées par tout le groupe en discutant, sans "
        "imposer d'ordre.",
        "Une fois les tuiles retournées, le groupe les pose dans l'ordre qu'il veut, le "
        "meneur du tour parlant pour tous ; chacune doit être posée s'il reste une case. "
        "Deux tuiles de même sorte sont interchangeables : peu importe de qui elles "
        "viennent.",
        where=(CHOICES_1, ROUND),
        example="round",
        keywords=("ordre", "meneur", "poser", "discuter"),
    ),
    _decision(
        24,
        "Poser les événements dans l'ordre qu'on veut",
        "La règle fait poser les événements par le groupe en fin de tour, sans ordre imposé.",
        "Les événements du tour se posent à la fin du tour, dans l'ordre que le groupe "
        "choisit. Un agent tiré avec une canalisation percée peut donc la couvrir : on pose "
        "d'abord la percée, puis l'agent dessus.",
        where=(CHOICES_2, CHOICES_4),
        example="agent_stacked",
        keywords=("ordre", "événements", "agent", "percée"),
    ),
    _decision(
        25,
        "Un agent ne fuit jamais",
        "La règle dit qu'un agent arrête une fuite ou boucle une fin de canalisation, et "
        "qu'on peut repartir de ses autres côtés : ses côtés qui ne donnent sur rien "
        "fuient-ils ?",
        "Non : un agent ne crée jamais de fuite. Ses quatre côtés se raccordent à toute "
        "canalisation qui arrive en face, et un côté qui ne donne sur rien ne compte pas. "
        "Posé sur une canalisation percée, il couvre toute la tuile : sa fuite et celles de "
        "ses bouts ouverts s'arrêtent.",
        where=(AGENTS, CHOICES_2),
        example="agent_stacked",
        keywords=("agent", "fuite", "joker", "réparation"),
    ),
    _decision(
        26,
        "Le plateau plein au milieu d'un tour",
        "Quand la 49e case se remplit au milieu d'un tour, la règle ne dit pas si les "
        "événements de ce tour se posent encore.",
        "Le tour va à son terme : les canalisations qui n'ont plus de case sont mises de "
        "côté, mais les événements du tour se posent encore là où c'est possible (un agent "
        "sur une canalisation percée non couverte). Un événement sans case possible est "
        "mis de côté, et la partie s'arrête à la fin de ce tour.",
        where=(CHOICES_4,),
        example="full_square",
        keywords=("fin de partie", "plateau plein", "événements"),
    ),
)

CARDS = (*REFUSAL_CARDS, *SCORE_CARDS, *DECISION_CARDS)

#: The game's one table of rule cards.
BOOK = RuleBook("eau", CARDS, EXAMPLES, parent=CORE)
