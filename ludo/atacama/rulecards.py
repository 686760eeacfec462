"""Atacama's rule cards: the one table of the rule ids its engine cites (refusals in
:mod:`ludo.atacama.rules`, score lines in :mod:`ludo.atacama.scoring`) and of its
numbered decisions A1–A15, each with a French card (see :mod:`ludo.core.rulecards`).

The examples are real positions reached by legal moves (the rulebook's worked example,
the advanced game's first stage, a tactical game...) drawn by the game's own picture
(reached through the core's lazy loader, so this table imports no drawing), with the
line or the fields the card is about framed. Each is computed once.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cache
from typing import Any

from ..core.rulecards import CORE, RuleBook, RuleCard
from ..core.state import draw_module
from .board import parse_cell
from .rules import AtacamaState, new_game
from .scoring import LINE_RULES, line_cells

# -- the examples: positions reached by legal moves --------------------------------------------
#: The rulebook's worked example after 16 wells (notebook 02 replays it the same way).
RULEBOOK_EXAMPLE = "a2 b1 a4 b3 a6 b5 a9 b7 d9 c8 f9 e8 h9 g8 i8 i1"
#: A game between two random players that ends blocked, wells still in hand (A5).
BLOCKED_SEED = 5


def _play(state: AtacamaState, moves: str) -> AtacamaState:
    for move in moves.split():
        state = state.play(move)
    return state


@cache
def rulebook_state() -> AtacamaState:
    """The rulebook's example position: column a +5, column b −4, row 9 +7, row 8 −3."""
    return _play(new_game(players=2, seed=0), RULEBOOK_EXAMPLE)


@cache
def centre_state() -> AtacamaState:
    """One well on e5: its four side neighbours are closed, its diagonals still free."""
    return _play(new_game(players=2, seed=0), "e5")


@cache
def stage_one_state() -> AtacamaState:
    """The advanced game at its start: three tiles out, nobody holds a concession."""
    return new_game(players=2, seed=1, variant="advanced")


@cache
def bought_state() -> AtacamaState:
    """The advanced game after the first player bought a concession with one of his wells."""
    s = stage_one_state()
    return s.play("orange-colonnes")


@cache
def forced_state() -> AtacamaState:
    """The advanced game, no concession bought: the player to move has one well left and
    must buy one (each player placed the first legal field until then)."""
    s = stage_one_state()
    while not s._must_buy(s.mover):
        s = s.play(s.legal_moves()[0])
    return s


@cache
def tactical_state() -> AtacamaState:
    """A tactical game where player 1 has laid his three double wells, in column a."""
    return _play(new_game(players=2, seed=0, tactical=True), "a1* i9 a3* i7 a5* i5")


@cache
def four_state() -> AtacamaState:
    """Four players after one well each."""
    return _play(new_game(players=4, seed=0), "b2 h2 b8 h8")


@cache
def blocked_state() -> AtacamaState:
    """A game that ended because nobody could place a well, wells left unplaced."""
    rng = random.Random(BLOCKED_SEED)
    s = new_game(players=2, seed=BLOCKED_SEED)
    while not s.is_over():
        s = s.play(rng.choice(list(s.legal_moves())))
    return s


def _picture(state: AtacamaState, **options):
    options.setdefault("last_move", False)
    return draw_module("atacama").draw(state, **options)


def score_line(state: AtacamaState, direction: str, index: int):
    """The score-sheet line of column or row ``index`` (0 is column a, or row 1)."""
    cells = set(line_cells(direction, index))
    return next(
        ln
        for ln in state.score().lines
        if ln.rule == LINE_RULES[direction] and ln.items and set(ln.items) <= cells
    )


def _line_picture(state: AtacamaState, direction: str, index: int):
    line = score_line(state, direction, index)
    return _picture(state, **draw_module("atacama").score_line_options(line))


@cache
def _column_a():
    return _line_picture(rulebook_state(), "columns", 0)


@cache
def _row_9():
    return _line_picture(rulebook_state(), "rows", 8)


@cache
def _centre():
    return _picture(centre_state(), show_forbidden=True, highlight=(parse_cell("e5"),))


@cache
def _stage_one():
    return _picture(stage_one_state(), show_forbidden=True)


@cache
def _bought():
    return _picture(bought_state())


@cache
def _forced():
    return _picture(forced_state())


@cache
def _tactical():
    return _picture(tactical_state(), lines=(("columns", 0),))


@cache
def _four():
    return _picture(four_state())


@cache
def _blocked():
    return _picture(blocked_state())


@cache
def _empty():
    return _picture(new_game(players=2, seed=0))


EXAMPLES: dict[str, Callable[[], Any]] = {
    "column_a": _column_a,
    "row_9": _row_9,
    "centre": _centre,
    "stage_one": _stage_one,
    "bought": _bought,
    "forced": _forced,
    "tactical": _tactical,
    "four_players": _four,
    "blocked": _blocked,
    "empty": _empty,
}

#: The positions behind the pictures, by example key (for the tests and the curious).
POSITIONS: dict[str, Callable[[], AtacamaState]] = {
    "column_a": rulebook_state,
    "row_9": rulebook_state,
    "centre": centre_state,
    "stage_one": stage_one_state,
    "bought": bought_state,
    "forced": forced_state,
    "tactical": tactical_state,
    "four_players": four_state,
    "blocked": blocked_state,
    "empty": lambda: new_game(players=2, seed=0),
}

# -- the cards ---------------------------------------------------------------------------------
NB1 = "atacama/01_poser_des_puits.ipynb"
NB2 = "atacama/02_le_decompte.ipynb"
NB3 = "atacama/03_variantes.ipynb"
NB4 = "atacama/04_jouer_contre_l_ordinateur.ipynb"
BOARD = f"{NB1}#Le plateau"
TWO_RULES = f"{NB1}#Les deux règles de pose"
CHOICES_1 = f"{NB1}#Choix d'interprétation"
IN_SHORT = f"{NB2}#La règle en bref"
EXAMPLE = f"{NB2}#L'exemple de la règle, rejoué"
LINE_BY_LINE = f"{NB2}#Le décompte, ligne par ligne"
CHOICES_2 = f"{NB2}#Choix d'interprétation"
TACTICAL = f"{NB3}#1. La variante tactique : les puits doubles"
FOUR = f"{NB3}#2. À quatre joueurs"
ADVANCED = f"{NB3}#3. Le jeu avancé"
CHOICES_3 = f"{NB3}#Choix d'interprétation"
CHOICES_4 = f"{NB4}#Choix d'interprétation"

#: Cards of the refusals (``IllegalMove.rule``).
REFUSAL_CARDS = (
    RuleCard(
        "atacama.board",
        "Une case du plateau",
        "Le plateau compte 81 cases, 9 colonnes (a à i) sur 9 rangées (1 à 9) ; un puits se "
        "pose forcément sur l'une d'elles. On nomme une case par sa colonne puis sa rangée : "
        "c7 est dans la colonne c, à la 7e rangée.",
        where=(BOARD,),
        example="empty",
        keywords=("case", "plateau", "champ"),
    ),
    RuleCard(
        "atacama.one_per_field",
        "Un seul puits par case",
        "Une case ne porte jamais plus d'un puits : on ne pose pas sur une case déjà "
        "occupée, quel que soit le joueur qui l'occupe.",
        where=(TWO_RULES,),
        example="centre",
        keywords=("occupée", "puits", "case"),
    ),
    RuleCard(
        "atacama.not_adjacent",
        "Deux puits ne se touchent jamais par un côté",
        "Un nouveau puits ne peut pas se poser sur une case qui partage un côté avec un puits "
        "déjà posé, le sien comme celui d'un adversaire. Par un coin, en diagonale, c'est "
        "permis. Chaque puits ferme ainsi jusqu'à quatre cases voisines pour tout le monde : "
        "bloquer l'adversaire fait partie du jeu.",
        where=(TWO_RULES,),
        example="centre",
        keywords=("voisin", "côté", "diagonale", "adjacent", "bloquer", "case barrée"),
    ),
    RuleCard(
        "atacama.hidden",
        "Une tuile pas encore posée",
        "Dans le jeu avancé, les tuiles du plateau arrivent en trois fois ; on ne peut poser "
        "un puits que sur les tuiles déjà sur la table. Les cases grises sont celles des "
        "tuiles encore dans la pile.",
        where=(ADVANCED,),
        example="stage_one",
        keywords=("jeu avancé", "tuile", "étape", "cachée", "grise"),
    ),
    RuleCard(
        "atacama.supply",
        "Plus de puits de cette sorte",
        "Chaque joueur a une réserve de puits : 14 à deux, 7 à quatre ; dans la variante "
        "tactique, une partie d'entre eux sont des puits doubles. Quand un joueur n'a plus de "
        "puits de la sorte demandée, il doit poser l'autre sorte s'il lui en reste.",
        where=(BOARD, TACTICAL),
        example="tactical",
        keywords=("réserve", "puits double", "puits restants"),
    ),
    RuleCard(
        "atacama.tactical",
        "Les puits doubles, seulement en variante tactique",
        "Les puits doubles (de l'autre couleur dans la boîte, marqués ◆ sur le plateau) "
        "n'existent que dans la variante tactique. Dans une partie ordinaire, chacun ne pose "
        "que des puits ordinaires.",
        where=(TACTICAL,),
        example="tactical",
        keywords=("puits double", "variante tactique", "losange"),
    ),
    RuleCard(
        "atacama.concession",
        "Acheter une concession",
        "Dans le jeu avancé, personne n'a de concession au départ : à son tour, un joueur "
        "peut en acheter une au lieu de poser un puits, et l'autre reçoit aussitôt la "
        "seconde. On ne peut donc acheter qu'une fois par partie, et jamais dans le jeu de "
        "base, où les concessions sont distribuées dès le départ.",
        where=(ADVANCED, IN_SHORT),
        example="bought",
        keywords=("concession", "acheter", "jeu avancé", "turquoise", "orange"),
    ),
    RuleCard(
        "atacama.forced_concession",
        "Le dernier puits oblige à acheter",
        "Dans le jeu avancé, un joueur à qui il ne reste qu'un puits alors que personne n'a "
        "encore de concession doit en acheter une à ce tour-ci, au lieu de poser ce puits.",
        where=(CHOICES_3, ADVANCED),
        example="forced",
        keywords=("concession", "obligé", "dernier puits", "jeu avancé"),
    ),
)

#: Cards of the score lines (``ScoreLine.rule``).
SCORE_CARDS = (
    RuleCard(
        "atacama.column",
        "Le décompte d'une colonne",
        "Le joueur des colonnes compte chaque colonne qui porte au moins 4 puits, posés par "
        "n'importe qui. Chaque puits y vaut la valeur imprimée sur sa case : en plus pour un "
        "minerai de sa concession, en moins pour le minerai qu'elle interdit (le cuivre pour "
        "la turquoise, l'argent pour l'orange). Une colonne de 3 puits ou moins ne rapporte "
        "rien, et le total peut être négatif.",
        where=(LINE_BY_LINE, IN_SHORT),
        example="column_a",
        keywords=("colonne", "décompte", "points", "4 puits", "négatif", "concession"),
    ),
    RuleCard(
        "atacama.row",
        "Le décompte d'une rangée",
        "Le joueur des rangées compte chaque rangée qui porte au moins 4 puits, posés par "
        "n'importe qui. Chaque puits y vaut la valeur imprimée sur sa case : en plus pour un "
        "minerai de sa concession, en moins pour le minerai qu'elle interdit. Un même puits "
        "compte donc à la fois dans une colonne et dans une rangée, parfois en plus pour l'un "
        "et en moins pour l'autre.",
        where=(LINE_BY_LINE, IN_SHORT),
        example="row_9",
        keywords=("rangée", "décompte", "points", "4 puits", "négatif", "concession"),
    ),
    RuleCard(
        "atacama.no_concession",
        "Sans concession, rien ne compte",
        "Dans le jeu avancé, tant qu'un joueur n'a pas de concession, on ne sait ni quelle "
        "direction il compte ni quels minerais lui rapportent : son décompte reste à zéro. "
        "Dès qu'une concession est achetée, les deux joueurs ont la leur.",
        where=(ADVANCED,),
        example="stage_one",
        keywords=("concession", "jeu avancé", "décompte"),
    ),
)


def _decision(n: int, title: str, question: str, text: str, **kw) -> RuleCard:
    return RuleCard(f"atacama:A{n}", title, text, open_question=question, **kw)


#: Cards of the numbered decisions A1–A15 (:mod:`ludo.atacama.rules`, ``docs/decisions.md``).
DECISION_CARDS = (
    _decision(
        1,
        "Un puits vaut la valeur de sa case",
        "Un paragraphe de la règle dit qu'un puits rapporte 1 point, en plus ou en moins, "
        "alors que l'exemple du même livret additionne les valeurs imprimées sur les cases.",
        "ludo compte la valeur imprimée, de 1 à 5, avec le signe que donne la concession, "
        "comme le fait l'exemple du livret. Une option compte 1 point par puits pour "
        "comparer les deux lectures : sur l'exemple de la règle, les deux joueurs seraient "
        "alors à égalité.",
        where=(CHOICES_2, IN_SHORT),
        example="column_a",
        keywords=("valeur", "points", "1 point"),
    ),
    _decision(
        2,
        "Une coquille dans l'exemple de la règle",
        "Pour la première colonne, l'exemple écrit « −3 pour l'argent », alors que l'argent "
        "rapporte au joueur des colonnes.",
        "ludo lit « −3 pour le cuivre » : seul le minerai interdit retire des points, et "
        "c'est la seule lecture qui donne le +5 annoncé pour la colonne. Le plateau de ludo "
        "met donc un cuivre de valeur 3 en a6.",
        where=(CHOICES_2, EXAMPLE),
        example="column_a",
        keywords=("exemple", "coquille", "cuivre", "argent"),
    ),
    _decision(
        4,
        "Les puits comptent pour tout le monde",
        "La règle ne dit pas si un joueur compte seulement ses propres puits dans ses lignes.",
        "La couleur d'un puits dit seulement qui l'a posé : au décompte, chaque puits compte "
        "pour chaque joueur qui compte sa ligne. Le puits en a9 de l'exemple rapporte au "
        "joueur des colonnes et en retire au joueur des rangées.",
        where=(CHOICES_2, LINE_BY_LINE),
        example="row_9",
        keywords=("neutre", "couleur", "propriétaire"),
    ),
    _decision(
        5,
        "Un joueur bloqué passe son tour",
        "La règle ne dit pas ce qui se passe quand un joueur ne trouve plus aucune case "
        "permise ; or quelques puits bien placés peuvent bloquer tout le plateau.",
        "Un joueur bloqué passe son tour, et la partie s'arrête quand plus personne ne peut "
        "poser. Les puits restés en main ne comptent pour rien.",
        where=(CHOICES_1, CHOICES_4),
        example="blocked",
        keywords=("bloqué", "passer", "fin de partie"),
    ),
    _decision(
        6,
        "L'ordre et les rôles à quatre",
        "À quatre, la règle décrit les dos des concessions mais ne dit ni l'ordre du jeu ni "
        "qui reçoit quel rôle.",
        "On joue dans l'ordre des places. Joueur 1 : colonnes, turquoise ; joueur 2 : "
        "rangées, orange ; joueur 3 : colonnes, orange ; joueur 4 : rangées, turquoise. Les "
        "directions alternent ainsi d'un joueur au suivant.",
        where=(FOUR, CHOICES_3),
        example="four_players",
        keywords=("quatre joueurs", "ordre", "rôles"),
    ),
    _decision(
        7,
        "Chacun pour soi à quatre",
        "La règle à quatre ne dit pas si les joueurs qui partagent une direction font équipe.",
        "Il n'y a pas d'équipes : chaque joueur a sa concession et son propre total. Les "
        "deux joueurs des colonnes comptent les mêmes colonnes, avec des signes opposés pour "
        "l'argent et le cuivre.",
        where=(FOUR, CHOICES_3),
        example="four_players",
        keywords=("quatre joueurs", "équipe", "score"),
    ),
    _decision(
        8,
        "Le puits double",
        "La règle double la valeur du puits de l'autre couleur, sans dire si c'est pour les "
        "deux joueurs qui le comptent, ni s'il vaut deux puits pour atteindre les 4 d'une "
        "ligne.",
        "Un puits double compte deux fois sa valeur, en plus comme en moins, pour chaque "
        "joueur qui compte sa ligne ; pour le seuil, il reste un seul puits. Une option le "
        "fait compter pour deux puits.",
        where=(TACTICAL, CHOICES_3),
        example="tactical",
        keywords=("puits double", "variante tactique", "seuil"),
    ),
    _decision(
        9,
        "Où arrivent les tuiles du jeu avancé",
        "La règle pose d'abord un « triangle » de tuiles, puis une « diagonale », puis le "
        "reste, sans dire à quelles places.",
        "Le triangle occupe les trois places du coin en haut à gauche ; la diagonale, les "
        "places en haut à droite, au centre et en bas à gauche ; les trois dernières tuiles "
        "complètent le coin en bas à droite. Les tuiles sont tirées au hasard et gardent "
        "leur lettre en haut à droite.",
        where=(ADVANCED, CHOICES_3),
        example="stage_one",
        keywords=("jeu avancé", "tuiles", "triangle", "diagonale", "étape"),
    ),
    _decision(
        10,
        "Trois actions chacun par étape",
        "À chaque étape du jeu avancé, la règle fait poser « 3 puits » en alternant : trois "
        "chacun, ou trois en tout ? Et l'achat d'une concession compte-t-il ?",
        "À chaque étape du jeu avancé, chacun fait 3 actions, en alternant ; acheter une "
        "concession est l'une d'elles. Un joueur bloqué passe sans en consommer, et si plus "
        "personne ne peut jouer, les tuiles suivantes arrivent aussitôt.",
        where=(ADVANCED, CHOICES_3),
        example="stage_one",
        keywords=("jeu avancé", "étape", "actions"),
    ),
    _decision(
        11,
        "Le prix d'une concession",
        "L'acheteur paie un puits ; la règle dit que l'autre joueur « dispose d'un puits de "
        "plus », sans dire s'il en reçoit un, ni quelle direction il compte.",
        "L'acheteur choisit la concession et sa direction, et perd un puits ordinaire s'il "
        "lui en reste. L'autre reçoit la seconde concession, dans l'autre direction, et garde "
        "ses puits : il en a un de plus que l'acheteur, pas un de plus qu'au départ.",
        where=(ADVANCED, CHOICES_3),
        example="bought",
        keywords=("concession", "acheter", "prix", "jeu avancé"),
    ),
    _decision(
        12,
        "Si personne n'achète de concession",
        "La règle ne dit pas ce qui arrive si aucun joueur n'achète de concession.",
        "Un joueur qui n'a plus qu'un puits alors qu'aucune concession n'est prise doit en "
        "acheter une au lieu de poser ce dernier puits.",
        where=(CHOICES_3,),
        example="forced",
        keywords=("concession", "obligé", "dernier puits", "jeu avancé"),
    ),
    _decision(
        13,
        "Premier joueur et égalité",
        "La règle ne dit pas qui commence le jeu avancé, ni ce que donne une égalité.",
        "Le premier joueur du jeu avancé est tiré au sort ; dans le jeu de base, c'est "
        "toujours le joueur 1. À égalité de points, la partie est nulle.",
        where=(CHOICES_4, CHOICES_3),
        example="stage_one",
        keywords=("premier joueur", "égalité", "tirage au sort"),
    ),
    _decision(
        15,
        "Quatre rôles, une direction et une concession chacun",
        "À quatre, la règle décrit les dos des concessions seulement en phrases.",
        "Un rôle est une paire : une direction (colonnes ou rangées) et une concession "
        "(turquoise ou orange). Les quatre paires possibles sont distribuées aux quatre "
        "joueurs.",
        where=(FOUR,),
        example="four_players",
        keywords=("quatre joueurs", "rôles", "concession", "direction"),
    ),
)

CARDS = (*REFUSAL_CARDS, *SCORE_CARDS, *DECISION_CARDS)

#: The game's one table of rule cards.
BOOK = RuleBook("atacama", CARDS, EXAMPLES, parent=CORE)
