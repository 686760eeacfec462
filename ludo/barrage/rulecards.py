"""Barrage's rule cards: the one table of the rule ids its engine cites (refusals, score
lines) and of its numbered decisions, each with a French card (see
:mod:`ludo.core.rulecards`).

The cards of the refusals and score lines are written here; those of the decisions
(G, C, P, W, M, S, A ids and the « §12 » table of docs/decisions.md) are data files,
``ludo/barrage/cards/fr/*.md``, with their examples in ``cards/decisions.toml``
(positions in ``cards/positions/``, a river board's save read by
:func:`ludo.barrage.board.board_from_save`).

Every refusal card shows a tiny position where the engine refuses a move for that very
rule, and each score line's card the picture where its points are read: both are built
in :mod:`ludo.barrage.rulecards_refusals`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core.rulecards import CORE, RuleBook, RuleCard, load_book
from .board import SAVE_FORMAT, board_from_save
from .rulecards_refusals import (  # noqa: F401  (re-exported: the tests read them here)
    REFUSALS,
    TABLES_AND_PICTURES,
    company_with_income,
    held_water,
    refusal,
    refusal_picture,
    round_in_progress,
    structures,
    wheel_in_use,
)

NB_MAP = "barrage/01_le_plateau.ipynb"
NB_WATER = "barrage/02_l_eau_qui_coule.ipynb"
NB_PRODUCE = "barrage/03_produire_de_l_energie.ipynb"
NB_BUILD = "barrage/04_construire.ipynb"
NB_ACTIONS = "barrage/05_le_plateau_des_actions.ipynb"
NB_CONTRACTS = "barrage/06_contrats_et_piste_d_energie.ipynb"
NB_ROUND = "barrage/07_une_manche_pas_a_pas.ipynb"
NB_GAME = "barrage/08_une_partie_complete.ipynb"
NB_AUTOMA = "barrage/09_l_automa_de_tesla.ipynb"
NB_SOLO = "barrage/10_seul_contre_tesla.ipynb"

# -- where the notebooks teach it -------------------------------------------------------------
WORDS = NB_MAP + "#Les mots du jeu, avant de les croiser"
SPACES = NB_ACTIONS + "#Les emplacements"
RIGHT_COLUMN = NB_ACTIONS + "#Pourquoi la colonne de droite coûte plus cher"
SIGNS = NB_ACTIONS + "#Lire le plateau : mots et symboles"
FIRST_GAME = NB_ACTIONS + "#La mise en place d'une première partie"
PRODUCTION = NB_PRODUCE + "#Les conditions d'une production"
ENERGY = NB_PRODUCE + "#Le calcul"
PRODUCTION_EXAMPLES = NB_PRODUCE + "#Les exemples du livret, dans la liste « Exemple »"
COSTS = NB_BUILD + "#La table des coûts"
BUILD_SPACES = NB_BUILD + "#Où l'on construit : les emplacements de construction"
TILES = NB_BUILD + "#Les tuiles Technologie et le bureau des brevets"
OFFICERS = NB_BUILD + "#Le calculateur de coût"
SEKIBO = NB_BUILD + "#Mahiri Sekibo : emprunter le pouvoir d'un autre directeur"
WHEEL = NB_BUILD + "#La roue et le plateau Société"
CONTRACTS = NB_CONTRACTS + "#Les contrats"
TRACK = NB_CONTRACTS + "#Lire la piste d'énergie"
ROUND_END = NB_CONTRACTS + "#La fin de manche"
OBJECTIVE = NB_CONTRACTS + "#La tuile objectif (fin de partie)"
PHASES = NB_ROUND + "#Les cinq phases d'une manche"
TABLE = NB_GAME + "#La table de jeu"
FINAL = NB_GAME + "#Le décompte final"
CHOICES_08 = NB_GAME + "#Choix d'interprétation"
PENDING = NB_GAME + "#Quand une action attend une réponse"
AUTOMA_SETUP = NB_AUTOMA + "#0. L'Automa à la table : sa mise en place"
AUTOMA_ENGINEERS = NB_AUTOMA + "#Où il pose ses ingénieurs"
AUTOMA_NEEDS = NB_AUTOMA + "#Ce qu'il lui faut avant d'agir"
AUTOMA_CHOICES = NB_AUTOMA + "#Choix d'interprétation"
SOLO_TABLE = NB_SOLO + "#La table de jeu"
SOLO_FINAL = NB_SOLO + "#Le décompte final"
SOLO_CHOICES = NB_SOLO + "#Choix d'interprétation"
SOURCES = NB_WATER + "#Une vraie mise en place, puis la première manche"


def _card(rule: str, title: str, text: str, where: tuple[str, ...], **more: Any) -> RuleCard:
    """A refusal's card shows its own position unless ``example`` says otherwise."""
    more.setdefault("example", f"refus:{rule}" if rule in REFUSALS else "")
    return RuleCard(rule, title, text, where, **more)


#: Cards of the rule ids cited by refusals and score lines.
RULE_CARDS: tuple[RuleCard, ...] = (
    # -- the turn ------------------------------------------------------------------------
    _card(
        "barrage.setup",
        "D'abord, choisir sa société",
        "La partie commence avant le premier tour : chacun choisit une société, qui vient avec "
        "son directeur, et un contrat de départ. Tant que tout le monde n'a pas choisi, aucun "
        "autre coup n'est possible, et une société ou un contrat déjà pris ne se choisit plus. "
        "Celui qui a choisi en dernier joue le premier à la manche 1.",
        (TABLE, FIRST_GAME),
        example="mise_en_place",
        keywords=("société", "contrat de départ", "directeur", "choisir", "mise en place"),
    ),
    _card(
        "barrage.pending",
        "Une action attend sa suite",
        "Certaines actions posent une question à régler tout de suite : quel contrat remplir "
        "après une production (ou aucun), quelles machines recevoir, sur quelles sources poser "
        "les gouttes gagnées, quel contrat défausser quand on en a plus de 3 face visible, si "
        "l'Allemagne fait sa seconde production, si l'on produit avec la tuile Centrale de "
        "niveau II, où poser la structure offerte par un contrat. Tant que la réponse n'est pas "
        "donnée, aucun autre coup n'est permis, et seule une des réponses proposées est "
        "acceptée.",
        (PENDING, TABLE, CONTRACTS),
        keywords=("en attente", "défausser", "remplir", "réponse", "3 contrats"),
    ),
    _card(
        "barrage.turn",
        "Une réponse sans question",
        "Remplir un contrat, choisir ses machines ou ses sources, défausser un contrat : ces "
        "choix ne se font qu'en réponse à l'action qui les a ouverts, juste après elle. Au début "
        "d'un tour, rien n'attend de réponse : on pose des ingénieurs sur un emplacement "
        "d'action, on construit sur son plateau Société, ou on va à la banque.",
        (SPACES, PENDING, TABLE),
        keywords=("tour", "pas maintenant", "réponse"),
    ),
    _card(
        "barrage.bank",
        "La banque",
        "La banque est toujours ouverte, à tout le monde et autant de fois qu'on veut : on y "
        "pose de 1 ingénieur jusqu'à tous ceux qui restent, et chacun rapporte 1 crédit. On ne "
        "peut pas y poser plus d'ingénieurs qu'on n'en a.",
        (SPACES, SIGNS),
        keywords=("banque", "crédit", "ingénieurs"),
    ),
    _card(
        "barrage.pass",
        "Passer son tour",
        "Tant qu'il vous reste un ingénieur, vous devez jouer : la banque en prend toujours "
        "autant qu'il faut. On ne passe que sans ingénieur, quand on garde une tuile qui "
        "construit sans ingénieur (la Centrale de niveau I, la Base de niveau III) et qu'on ne "
        "veut pas s'en servir ; la manche de ce joueur s'arrête alors.",
        (SPACES, NB_ROUND + "#Choix d'interprétation"),
        keywords=("passer", "fin de manche", "ingénieurs"),
    ),
    _card(
        "barrage.officer.sekibo",
        "Le pouvoir de Mahiri Sekibo",
        "Seule la société dirigée par Mahiri Sekibo a sa tuile de directeur. En y posant 1 "
        "ingénieur (et 3 crédits la deuxième fois, deux fois par manche au plus), elle copie le "
        "pouvoir du directeur d'une autre société en jeu, pour ce tour seulement, puis joue son "
        "action : il lui faut donc encore au moins un ingénieur pour cette action. Elle ne copie "
        "qu'un directeur par tour.",
        (SEKIBO, CHOICES_08, WORDS),
        keywords=("directeur", "copier", "Sekibo"),
    ),
    # -- the action board ----------------------------------------------------------------
    _card(
        "barrage.action_board",
        "Chaque emplacement a son action",
        "Le plateau des actions est fait d'emplacements d'action ; chacun porte une seule "
        "action (produire, poser de l'eau, tourner la roue, acheter des machines, prendre des "
        "contrats, acheter une tuile au bureau des brevets) et son prix en ingénieurs et en "
        "crédits. Un coup fait l'action de l'emplacement où il pose ses ingénieurs, et cet "
        "emplacement doit exister. Construire ne se fait pas ici, mais sur les emplacements de "
        "construction de son plateau Société.",
        (SIGNS, SPACES),
        keywords=("emplacement d'action", "sigles", "plateau des actions"),
    ),
    _card(
        "barrage.action_board.blocked",
        "Un emplacement bloqué",
        "Selon le nombre de joueurs, des rangées du plateau des actions sont couvertes dès la "
        "mise en place : à 3 joueurs, celles marquées « 4 » ; à 2 joueurs, aussi celles "
        "marquées « 3+ ». Personne ne peut y jouer de toute la partie (elles sont hachurées en "
        "gris sur le dessin). Dans la partie d'introduction, le bureau des brevets est fermé de "
        "la même façon.",
        (SPACES, FIRST_GAME),
        keywords=("bloqué", "hachuré", "2 joueurs", "3 joueurs", "3+"),
    ),
    _card(
        "barrage.action_board.occupied",
        "Un emplacement déjà pris",
        "Un emplacement d'action ne sert qu'une fois par manche : les ingénieurs qui y sont "
        "posés y restent jusqu'à la fin de la manche. Si la place de gauche est prise, la même "
        "action reste possible à droite, plus chère (plus d'ingénieurs, souvent 3 crédits de "
        "plus, cadre rouge). Seule la banque accueille tout le monde.",
        (SPACES, RIGHT_COLUMN),
        keywords=("occupé", "pris", "cadre rouge", "colonne de droite"),
    ),
    _card(
        "barrage.engineers",
        "Assez d'ingénieurs",
        "Chaque emplacement d'action demande le nombre d'ingénieurs dessiné sur le plateau des "
        "actions, et il faut les avoir tous. Pour construire, c'est le premier emplacement de "
        "construction libre du plateau Société qui compte : 1 ingénieur pour la 1re "
        "construction de la manche, 2 pour la 2e, 3 pour la 3e, 3 et 3 crédits pour la 4e. "
        "Chacun reprend ses 12 ingénieurs au début de chaque manche.",
        (SPACES, BUILD_SPACES),
        keywords=("ingénieur", "ingénieurs", "manque"),
    ),
    _card(
        "barrage.credits",
        "Assez de crédits",
        "Prendre un emplacement d'action, c'est aussi le payer tout de suite : 3 crédits pour "
        "un cadre rouge, plus le prix de son action (les machines, les rotations de l'atelier, "
        "la prise de deux contrats, les 5 crédits d'une tuile au bureau des brevets). Sans assez de "
        "crédits, l'emplacement est refusé ; la banque, elle, en rapporte.",
        (RIGHT_COLUMN, SPACES),
        keywords=("crédits", "payer", "cadre rouge", "argent"),
    ),
    _card(
        "barrage.contracts.take",
        "Prendre des contrats",
        "L'action Contrats fait prendre exactement le nombre de contrats de l'emplacement (1, "
        "ou 2 différents), parmi les contrats privés face visible sur la table : deux par "
        "couleur, verts, jaunes et rouges. Un contrat de la pile, d'un autre joueur ou un "
        "contrat national ne se prend pas. Un contrat pris est remplacé à la fin du tour, et "
        "l'on garde au plus 3 contrats face visible en main.",
        (CONTRACTS,),
        example="mise_en_place",
        keywords=("contrat", "contrats privés", "vert", "jaune", "rouge"),
    ),
    _card(
        "barrage.patent",
        "Le bureau des brevets",
        "Le bureau des brevets a trois places, chacune avec une tuile Technologie avancée : on "
        "y pose 2 ingénieurs et on paie 5 crédits pour prendre la tuile, utilisable tout de "
        "suite. Une place dont la tuile est partie n'a plus rien à vendre jusqu'à la fin de la "
        "manche, où trois nouvelles tuiles arrivent (le niveau I d'abord, puis II, puis III).",
        (TILES,),
        keywords=("brevets", "tuile avancée", "tuile technologie", "vide"),
    ),
    # -- construction ----------------------------------------------------------------------
    _card(
        "barrage.construction",
        "Construire : tout réunir",
        "On construit sur son plateau Société, pas sur le plateau des actions. Il faut en même "
        "temps des ingénieurs sur son premier emplacement de construction libre, une tuile "
        "Technologie de la bonne sorte, les machines du coût, un emplacement libre sur la carte "
        "et une pièce de cette sorte sur son plateau Société. Il y a quatre sortes de "
        "structures : la Base (un barrage), l'Élévation, la conduite et la centrale.",
        (BUILD_SPACES, COSTS),
        example="emplacements_de_construction",
        keywords=("construire", "structure", "base", "élévation", "conduite", "centrale"),
    ),
    _card(
        "barrage.construction.tile",
        "La tuile Technologie",
        "Chaque construction demande une tuile Technologie de sa sorte (Base, Élévation, "
        "Conduite, Centrale), prise dans sa réserve. La tuile part sur la roue de construction "
        "avec les machines et ne revient qu'après 6 rotations : tant qu'elle y est, elle ne "
        "sert pas. Les tuiles avancées s'achètent au bureau des brevets. Un Joker construit "
        "n'importe quelle structure ; celui de base ne sert que dans la partie d'introduction.",
        (TILES, WHEEL),
        example="roue",
        keywords=("tuile technologie", "roue de construction", "joker", "brevets"),
    ),
    _card(
        "barrage.construction.spaces",
        "Quatre constructions par manche",
        "Le plateau Société a quatre emplacements de construction, remplis de gauche à droite, "
        "un par construction ; ils se vident à la fin de la manche. Quand les quatre sont "
        "occupés, on ne construit plus de la manche, sauf avec les tuiles qui construisent sans "
        "ingénieur (la Centrale de niveau I, la Base de niveau III).",
        (BUILD_SPACES,),
        example="emplacements_de_construction",
        keywords=("emplacement de construction", "quatre", "plateau société"),
    ),
    _card(
        "barrage.construction.pieces",
        "Plus de pièce sur le plateau Société",
        "Chaque structure construite est prise sur son plateau Société, toujours la plus à "
        "gauche de sa rangée : il y a 5 Bases, 5 Élévations, 5 conduites et 4 centrales en "
        "tout. Une rangée vide ne construit plus rien, pas même ce qu'offre un contrat.",
        (WHEEL,),
        example="plateau_societe",
        keywords=("pièce", "plateau société", "rangée", "toutes construites"),
    ),
    _card(
        "barrage.construction.spot",
        "Un emplacement libre, de la bonne sorte",
        "Chaque structure a ses emplacements sur la carte : une Base ou une Élévation sur un "
        "emplacement de barrage, une conduite sur un emplacement de conduite, une centrale sur "
        "un emplacement de centrale. Un emplacement déjà construit, par vous, par un adversaire "
        "ou par un barrage neutre, ne se reprend pas ; seule l'Élévation se pose sur un "
        "barrage existant, le vôtre.",
        (COSTS, NB_MAP + "#Le plateau"),
        keywords=("emplacement", "occupé", "carte", "barrage neutre"),
    ),
    _card(
        "barrage.construction.one_per_basin",
        "Une Base et une centrale par bassin",
        "Dans un même bassin, une société a au plus une Base, donc un seul des deux "
        "emplacements de barrage (en haut ou en bas), et au plus une centrale. Pour un second "
        "barrage ou une seconde centrale, il faut aller dans un autre bassin.",
        (COSTS,),
        keywords=("bassin", "une seule base", "une seule centrale"),
    ),
    _card(
        "barrage.construction.elevation",
        "L'Élévation, sur son propre barrage",
        "Une Élévation rehausse d'un niveau un barrage qui vous appartient déjà : il retient "
        "alors une goutte de plus. On ne rehausse ni le barrage d'un adversaire, ni un barrage "
        "neutre, ni un emplacement vide, et un barrage a au plus deux Élévations (niveau 3).",
        (COSTS, WORDS),
        keywords=("élévation", "niveau", "rehausser", "barrage neutre"),
    ),
    _card(
        "barrage.construction.cost",
        "Payer exactement le coût",
        "Une construction se paie avec les machines de la table des coûts, ni plus ni moins : "
        "une Base 3, 4 ou 5 excavatrices (plaine, colline, montagne), une Élévation 2, 3 ou 4 "
        "bétonnières, une conduite 2 excavatrices par point de valeur, une centrale 2 "
        "bétonnières plus 1 par centrale déjà construite. Une Base ou une centrale sur un cadre "
        "rouge coûte 3 crédits de plus. Seuls un directeur (Wilhelm Adler, Jill McDowell, "
        "Solomon P. Jordan) ou l'effet d'une tuile avancée permettent de payer autrement.",
        (COSTS, OFFICERS),
        keywords=("coût", "excavatrice", "bétonnière", "cadre rouge", "machines", "payer"),
    ),
    # -- production ------------------------------------------------------------------------
    _card(
        "barrage.production",
        "Produire : barrage, conduite, centrale",
        "Une production fait passer des gouttes d'un barrage, par une conduite, jusqu'à une "
        "centrale. Il faut un barrage à soi ou neutre qui retient ces gouttes, une conduite "
        "construite (à n'importe qui) qui part de son bassin, et sa propre centrale dans le "
        "bassin où arrive la conduite ; chaque pièce est nommée par son emplacement sur la "
        "carte. L'énergie vaut gouttes × valeur de la conduite, plus le bonus ou le malus de "
        "l'emplacement d'action.",
        (PRODUCTION, ENERGY),
        example="circuit",
        keywords=("produire", "production", "énergie", "circuit"),
    ),
    _card(
        "barrage.production.dam",
        "Le barrage de la production",
        "On produit avec l'eau d'un barrage construit qui est à vous ou neutre (posé à la mise "
        "en place, il n'est à personne). Le barrage d'un adversaire ne vous donne jamais son "
        "eau, et un emplacement de barrage vide n'en a pas.",
        (PRODUCTION,),
        keywords=("barrage", "barrage neutre", "adversaire"),
    ),
    _card(
        "barrage.production.drops",
        "Les gouttes déplacées",
        "Une production déplace au moins une goutte, et jamais plus que le barrage n'en retient "
        "à ce moment. Les gouttes encore sur les sources ou dans un autre barrage ne comptent "
        "pas : elles doivent d'abord couler jusque-là.",
        (PRODUCTION, NB_WATER + "#La règle, en quatre phrases"),
        keywords=("gouttes", "eau", "barrage"),
    ),
    _card(
        "barrage.production.conduit",
        "Une conduite construite",
        "L'eau ne passe que par une conduite déjà construite. Elle peut appartenir à n'importe "
        "qui : si elle est à un adversaire, vous lui versez 1 crédit par goutte et il marque 1 "
        "PV par goutte. Un emplacement de conduite vide, même dessiné sur la carte, ne mène "
        "nulle part.",
        (PRODUCTION,),
        keywords=("conduite", "tuyau", "adversaire"),
    ),
    _card(
        "barrage.production.connection",
        "Le bon chemin",
        "Une conduite part d'un bassin et arrive dans un autre, écrit sur son étiquette "
        "(« 4→5 » : valeur 4, vers le bassin 5). Elle doit partir du bassin du barrage, et la "
        "centrale doit être dans le bassin où elle arrive. Un barrage et une centrale d'un même "
        "bassin ne sont jamais reliés.",
        (PRODUCTION, NB_MAP + "#Le plateau"),
        keywords=("bassin", "conduite", "chemin", "relié"),
    ),
    _card(
        "barrage.production.powerhouse",
        "Votre centrale",
        "L'eau finit son chemin dans une centrale construite qui vous appartient : la centrale "
        "d'un adversaire ne produit jamais pour vous, même si le barrage et la conduite sont à "
        "vous. Il n'y a pas de centrale neutre : seules les sociétés en construisent.",
        (PRODUCTION,),
        keywords=("centrale", "adversaire"),
    ),
    _card(
        "barrage.production.minimum",
        "Au moins 1 énergie",
        "Une production doit donner au moins 1 unité d'énergie. Les emplacements de production "
        "−1 et −2 en retirent : une petite production, 1 goutte dans une conduite de valeur 1, "
        "tombe alors à 0 ou moins, et elle est interdite sur cet emplacement.",
        (ENERGY,),
        keywords=("énergie", "malus", "minimum"),
    ),
    _card(
        "barrage.production.payment",
        "Payer la conduite d'un autre",
        "Produire par la conduite d'un adversaire coûte 1 crédit par goutte, versé à son "
        "propriétaire, en plus du prix de l'emplacement d'action. Si vous ne pouvez pas payer "
        "toutes les gouttes, la production est refusée : produisez avec moins de gouttes, ou "
        "par votre propre conduite.",
        (NB_PRODUCE + "#À retenir", PRODUCTION_EXAMPLES),
        example="circuit",
        keywords=("conduite", "payer", "crédit par goutte", "adversaire"),
    ),
    _card(
        "barrage.ability.germany",
        "La seconde production de l'Allemagne",
        "C'est la capacité spéciale de l'Allemagne, allumée par sa 3e centrale : juste après "
        "une production, elle peut en faire une seconde, sans aucun bonus (ni celui de "
        "l'emplacement, ni ceux des centrales), avec une autre centrale que la première ; le "
        "même barrage peut resservir. Aucune autre société ne le peut.",
        (PRODUCTION_EXAMPLES,),
        keywords=("Allemagne", "capacité spéciale", "deuxième production", "seconde"),
    ),
    # -- the water -------------------------------------------------------------------------
    _card(
        "barrage.headstreams",
        "L'eau des sources",
        "Au début des manches 1 à 4, chaque source reçoit les gouttes écrites sur sa tuile "
        "Source, tirée à la mise en place ; à la 5e manche, rien n'arrive. Ces gouttes "
        "attendent sur la source et coulent à la phase d'écoulement, en fin de manche. Un "
        "plateau sans ses quatre tuiles Source, ou une manche hors de 1 à 5, est refusé.",
        (SOURCES, PHASES),
        example="tuiles_source",
        keywords=("source", "tuile source", "gouttes", "manche"),
    ),
    # -- the score sheet -------------------------------------------------------------------
    _card(
        "barrage.start",
        "Les points de départ",
        "Chaque société commence la partie avec 10 PV ; l'Automa de Tesla, lui, en a 16. La "
        "feuille de score part de là, puis ajoute chaque gain et retire chaque perte.",
        (TABLE, AUTOMA_SETUP),
        example="automa",
        keywords=("départ", "10 PV", "points de victoire"),
    ),
    _card(
        "barrage.round_energy",
        "Le classement de l'énergie",
        "À chaque fin de manche, on classe les sociétés selon l'énergie produite pendant la "
        "manche : 6 PV au premier, 2 PV au deuxième, rien à qui n'a rien produit. Si plusieurs "
        "sont à égalité en tête, ils se partagent 8 PV arrondis au-dessus et il n'y a pas de "
        "deuxième ; à égalité pour la deuxième place, 1 PV chacun.",
        (ROUND_END, PHASES),
        example="piste_d_energie",
        keywords=("classement", "énergie", "égalité", "premier", "deuxième"),
    ),
    _card(
        "barrage.track",
        "Les crédits de la piste d'énergie",
        "À chaque fin de manche, la piste d'énergie paie aussi des crédits : ceux de la "
        "dernière case à crédits que le marqueur a atteinte ou dépassée. Un marqueur resté sur "
        "la case 0 reçoit 3 crédits mais fait perdre 3 PV. Au-delà de 30, le marqueur compte "
        "comme sur la case 30.",
        (TRACK, ROUND_END),
        example="piste_d_energie",
        keywords=("piste d'énergie", "crédits", "case 0", "marqueur"),
    ),
    _card(
        "barrage.bonus",
        "La tuile bonus de la manche",
        "Chaque manche a sa tuile bonus, qui compte quelque chose (contrats remplis, Bases, "
        "centrales, tuiles avancées…) et donne des PV par élément. Il faut au moins 6 énergies "
        "pour y avoir droit, et chaque section de retard sur celle de la manche coûte 4 PV, "
        "sans jamais descendre sous 0. Les sections de la piste vont de la case 6 à la 11 "
        "(celle de la manche 1), de 12 à 17, de 18 à 23, de 24 à 29, puis la case 30 seule.",
        (ROUND_END, TRACK),
        example="piste_d_energie",
        keywords=("tuile bonus", "section", "retard", "cadre gris"),
    ),
    _card(
        "barrage.reward",
        "Des PV gagnés en cours de partie",
        "Certains gains donnent des PV tout de suite : la récompense d'un contrat rempli, et les "
        "revenus découverts sur le plateau Société quand on y prend la 2e, la 4e ou la 5e pièce "
        "d'une rangée de Bases, d'Élévations ou de conduites (gagnés aussitôt, puis à chaque "
        "phase des revenus). Les crédits et les machines de ces gains ne s'inscrivent pas sur la "
        "feuille de score : seuls les PV y figurent.",
        (WHEEL, CONTRACTS),
        example="plateau_societe",
        keywords=("récompense", "revenu", "contrat rempli", "plateau société"),
    ),
    _card(
        "barrage.tile",
        "Les PV des tuiles de niveau III",
        "Trois tuiles avancées de niveau III rapportent des PV quand on construit avec elles : "
        "3 PV par barrage élevé au niveau 2 ou 3 (l'Élévation), par centrale construite (la "
        "Centrale) ou par "
        "tuile avancée possédée (le Joker). Le compte se fait au moment de la construction.",
        (TILES,),
        example="tuiles_technologie",
        keywords=("tuile avancée", "niveau III", "tuile technologie"),
    ),
    _card(
        "barrage.conduit_payment",
        "Votre conduite sert à un autre",
        "Quand un adversaire fait passer son eau par votre conduite, il vous verse 1 crédit par "
        "goutte et vous marquez 1 PV par goutte. Si c'est l'Automa de Tesla, il paie en PV et "
        "vous ne recevez que les PV, sans crédits.",
        (NB_PRODUCE + "#À retenir", SOLO_CHOICES),
        example="circuit",
        keywords=("conduite", "adversaire", "PV par goutte"),
    ),
    _card(
        "barrage.objective",
        "La tuile objectif",
        "Tirée à la mise en place, la tuile objectif ne compte qu'à la fin de la partie : elle "
        "classe les sociétés selon ce qu'elle compte (structures dans une zone, bassins "
        "occupés, Bases reliées, emplacements à cadre rouge…). Les trois premiers marquent 15, "
        "10 et 5 PV (l'Automa 20, 15 et 10) ; à égalité, on partage les PV des places occupées, "
        "arrondis au-dessus ; pour certaines tuiles, il faut au moins 1 élément pour être classé. "
        "Chaque Élévation compte pour une structure, et une conduite compte dans le bassin et la "
        "zone d'où elle part.",
        (OBJECTIVE, FINAL),
        example="structures",
        keywords=("objectif", "fin de partie", "structures", "zone", "bassin"),
    ),
    _card(
        "barrage.resources",
        "Les ressources qui restent",
        "À la fin de la partie, on additionne les crédits, les excavatrices et les bétonnières "
        "de sa réserve : chaque lot complet de 5 rapporte 1 PV. Les machines encore bloquées "
        "sur la roue de construction ne comptent pas.",
        (FINAL,),
        example="roue",
        keywords=("ressources", "fin de partie", "réserve", "lot de 5"),
    ),
    _card(
        "barrage.drops",
        "L'eau retenue à la fin",
        "À la fin de la partie, chaque goutte encore retenue dans un de vos propres barrages "
        "rapporte 1 PV. L'eau d'un barrage neutre ou d'un adversaire ne vous rapporte rien.",
        (FINAL,),
        example="eau_retenue",
        keywords=("gouttes", "fin de partie", "eau retenue"),
    ),
    _card(
        "barrage.tiebreak",
        "Départager une égalité",
        "Si plusieurs joueurs finissent avec le même total de PV, gagne celui qui a produit le "
        "plus d'énergie pendant la 5e manche : son marqueur reste sur la piste d'énergie, "
        "puisqu'il n'y a pas de fin de manche après la 5e. Cette ligne ne rapporte aucun point ; "
        "elle explique le classement.",
        (FINAL, ROUND_END),
        example="piste_d_energie",
        keywords=("égalité", "vainqueur", "5e manche"),
    ),
    # -- Tesla's Automa --------------------------------------------------------------------
    _card(
        "barrage.automa.turn",
        "Le tour de l'Automa",
        "Un siège tenu par l'Automa de Tesla ne choisit rien : à son tour, ses tuiles décident "
        "de l'action, de l'endroit et du prix, et la table le fait jouer toute seule. Personne "
        "ne joue à sa place, et il ne joue jamais le tour d'une personne. À la manche 1, "
        "l'Automa joue le premier.",
        (SOLO_TABLE, NB_AUTOMA + "#1. Une tuile, deux faces", AUTOMA_SETUP),
        example="automa",
        keywords=("automa", "Tesla", "solo"),
    ),
    _card(
        "barrage.automa.mahiri",
        "Mahiri Sekibo choisit votre premier coup",
        "Au niveau Surpuissant, l'Automa reçoit un directeur ; si c'est Mahiri Sekibo, il ne "
        "s'en sert pas lui-même. Au début de chaque manche, chaque joueur tire une tuile Automa, "
        "et sa première action de la manche est la première action de cette tuile qu'il peut "
        "faire, dans l'ordre où l'Automa la lirait ; il en choisit les détails et paie comme "
        "d'habitude. Si la tuile ne permet rien, il joue librement.",
        (AUTOMA_CHOICES, SOLO_CHOICES),
        keywords=("automa", "Sekibo", "surpuissant", "tuile automa"),
    ),
    _card(
        "barrage.automa.credits",
        "L'Automa n'a pas de crédits",
        "L'Automa de Tesla ne garde jamais de crédits : chaque crédit qu'il devrait recevoir "
        "(piste d'énergie, revenus, récompense) devient aussitôt 1 PV. Sur la feuille de score, "
        "ce sont ses lignes « crédits reçus en PV ».",
        (AUTOMA_SETUP, SOLO_FINAL),
        example="automa",
        keywords=("automa", "crédits", "PV"),
    ),
    _card(
        "barrage.automa.pay",
        "L'Automa paie en PV",
        "Là où un joueur paierait des crédits, l'Automa de Tesla paie des PV : 3 PV pour un "
        "emplacement à cadre rouge, le prix écrit sur sa tuile pour des machines, l'atelier ou "
        "le bureau des brevets, et 1 PV par goutte passée dans la conduite d'un adversaire. Ses "
        "PV peuvent donc passer sous zéro.",
        (AUTOMA_SETUP, AUTOMA_ENGINEERS),
        example="automa",
        keywords=("automa", "payer", "cadre rouge", "sous zéro"),
    ),
    _card(
        "barrage.automa.bank",
        "L'Automa à la banque",
        "Quand aucune autre action de sa tuile n'est possible, l'Automa de Tesla finit à la "
        "banque : il y pose 1 ingénieur et gagne 1 PV, là où un joueur gagnerait un crédit. Son "
        "tour n'est donc jamais vide.",
        (NB_AUTOMA + "#1. Une tuile, deux faces", AUTOMA_SETUP),
        example="automa",
        keywords=("automa", "banque"),
    ),
)

#: The examples those cards show, by key: a refusal's position (« refus:<rule id> »), or a
#: picture or table shared by several cards.
RULE_EXAMPLES: dict[str, Callable[[], Any]] = {
    **{
        card.example: refusal_picture(card.id)
        for card in RULE_CARDS
        if card.example == f"refus:{card.id}"
    },
    **TABLES_AND_PICTURES,
}

#: The decision cards and their examples, read from the data files.
DECISIONS = load_book("barrage", parent=CORE, loaders={SAVE_FORMAT: board_from_save})

BOOK = RuleBook(
    "barrage",
    (*RULE_CARDS, *DECISIONS.cards),
    {**RULE_EXAMPLES, **DECISIONS.examples},
    parent=CORE,
    files=DECISIONS.files,
    loaders=DECISIONS.loaders,
)
