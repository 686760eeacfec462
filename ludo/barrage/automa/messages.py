"""Every French text of the Automa (Tesla's Automa) in one place.

The few texts the game's own rules show about Automa seats (their names, their credits
counted as VP, the set-up refusals) live in :mod:`ludo.barrage.game.messages`, so that
the game never imports the Automa; they are re-exported here.
"""

from ..game.messages import (  # noqa: F401  (re-exported: see the docstring)
    AUTOMA_INTRO,
    AUTOMA_NO_OFFICER,
    AUTOMA_TURN,
    BAD_SEATS,
    LEVEL_WITHOUT_AUTOMA,
    NOT_AUTOMA_TURN,
    PLAYER_AUTOMA,
    PLAYER_AUTOMA_TEXT,
    SEAT_AUTOMA,
    VP_CONDUIT_AUTOMA,
    VP_CREDITS,
    VP_PAID,
    WHY_CONDUIT,
)

# -- loading the tiles ------------------------------------------------------------------------
TILE_FIELD = "Tuiles Automa, champ « {field} » : {reason}"
MISSING = "il manque."
NOT_OBJECT = "il faut un objet JSON ({{…}})."
NOT_LIST = "il faut une liste non vide."
UNKNOWN_KEY = "ce champ n'existe pas pour cette action."
BAD_INT = "{value!r} n'est pas un entier de {low} à {high}."
BAD_BOOL = "{value!r} n'est pas true ou false."
BAD_CHOICE = "{value!r} n'est pas permis (permis : {allowed})."
WATER_SHAPE = "2 gouttes se placent sans couler, 1 goutte coule tout de suite."
BAD_ORDER = "{value!r} n'est pas un ordre des trois Travaux externalisés (1, 2, 3)."
BAD_MACHINES = "{value!r} : il faut 1 ou 2 machines parmi excavator, mixer."
THREE_CRITERIA = "{value!r} : il faut exactement 3 critères."
BAD_CONDUIT_CODE = "{value!r} n'est pas un code de conduite (1A … 10B)."
BAD_HEADSTREAMS = "{value!r} n'est pas un ordre des 4 sources A, B, C, D."
BAD_ID = "le numéro {value!r} devrait être {n}."
BAD_FORMAT = "format {value!r} inconnu (seul le format 1 existe)."
TWENTY = "il faut exactement 20 tuiles (ici {n})."

# -- names ------------------------------------------------------------------------------------
AUTOMA = "Automa"
CRITERION_NAMES = {
    "dam_max_conduit": "barrage relié à la conduite déjà construite la plus productive",
    "dam_own_powerhouse": "barrage relié à une centrale de l'Automa",
    "dam_hold_water": "barrage qui retiendrait le plus de gouttes maintenant",
    "dam_red": "emplacement de barrage encadré de rouge",
    "dam_upstream_powerhouse": "barrage alimenté par une centrale en amont (Automa d'abord)",
    "dam_upstream_powerhouse_opponent_first": (
        "barrage alimenté par une centrale en amont (adversaire d'abord)"
    ),
    "dam_downstream": "barrage dont la conduite mène vers un barrage de l'Automa",
    "conduit_highest": "conduite de plus grande valeur",
    "conduit_second_highest": "conduite de deuxième plus grande valeur",
    "conduit_dam": "conduite partant d'un barrage (Automa, neutre, adversaire)",
    "conduit_dam_reverse": "conduite partant d'un barrage (adversaire, neutre, Automa)",
    "conduit_powerhouse": "conduite menant à une centrale (Automa, adversaire)",
    "conduit_powerhouse_reverse": "conduite menant à une centrale (adversaire, Automa)",
    "powerhouse_max_conduit": "centrale reliée à la conduite déjà construite la plus productive",
    "powerhouse_own_dam": "centrale reliée à un barrage de l'Automa",
    "powerhouse_plain": "centrale dans les plaines",
    "powerhouse_hill_5": "centrale dans le bassin de colline 5",
    "powerhouse_hill_6": "centrale dans le bassin de colline 6",
    "powerhouse_hill_7": "centrale dans le bassin de colline 7",
    "powerhouse_feeds_own_dam": "centrale dont l'eau alimente un barrage de l'Automa",
    "powerhouse_not_feeding_opponent": "centrale dont l'eau n'alimente aucun barrage adverse",
}

# -- placement steps -----------------------------------------------------------------------------
STEP_RESTRICTION = "Restriction de la tuile ({key}) : parmi {before}, il reste {after}."
RESTRICTIONS = {
    "mountain": "Base en montagne",
    "hill": "Base en colline",
    "min_value": "conduite de valeur {n} ou plus",
}
STEP_SYSTEM = {
    "decides": "Troisième pièce d'un système : seul {after} complète un système, choisi.",
    "no_match": "Troisième pièce d'un système : aucun emplacement ne complète un système.",
    "keeps_all": (
        "Troisième pièce d'un système : plusieurs emplacements ({after}) en complètent un, "
        "on continue avec tous les candidats."
    ),
    "skipped": "Troisième pièce d'un système : sans objet pour une Élévation.",
}
STEP_CRITERION = {
    "decides": "Critère « {name} » : parmi {before}, seul {after} y répond : il décide.",
    "narrows": "Critère « {name} » : parmi {before}, {n} y répondent : {after}.",
    "keeps_all": (
        "Critère « {name} » : il ne départage pas les candidats ({before}), on passe à la suite."
    ),
    "no_match": "Critère « {name} » : parmi {before}, aucun n'y répond, critère ignoré.",
}
#: A criterion with priorities: the preference that really kept the candidates (« {met} »),
#: after those no candidate met (« {none} », each :data:`STEP_TIER_MISSED`).
STEP_CRITERION_TIER = {
    "decides": (
        "Critère « {name} » : parmi {before}, {none}seul {after} répond à « {met} » : il décide."
    ),
    "narrows": "Critère « {name} » : parmi {before}, {none}{n} répondent à « {met} » : {after}.",
    "keeps_all": (
        "Critère « {name} » : {none}tous répondent à « {met} » : il ne départage pas les "
        "candidats ({before}), on passe à la suite."
    ),
}
STEP_TIER_MISSED = "aucun ne répond à « {name} », "
TIER_NAMES = {
    "dam_upstream_powerhouse": (
        "barrage alimenté par une centrale de l'Automa en amont",
        "barrage alimenté par une centrale adverse en amont",
    ),
    "dam_upstream_powerhouse_opponent_first": (
        "barrage alimenté par une centrale adverse en amont",
        "barrage alimenté par une centrale de l'Automa en amont",
    ),
    "dam_downstream": (
        "barrage dont la conduite mène vers un barrage de l'Automa",
        "barrage dont les conduites ne mènent vers aucun barrage adverse",
    ),
    "conduit_dam": (
        "conduite partant d'un barrage de l'Automa",
        "conduite partant d'un barrage neutre",
        "conduite partant d'un barrage adverse",
    ),
    "conduit_dam_reverse": (
        "conduite partant d'un barrage adverse",
        "conduite partant d'un barrage neutre",
        "conduite partant d'un barrage de l'Automa",
    ),
    "conduit_powerhouse": (
        "conduite menant à une centrale de l'Automa",
        "conduite menant à une centrale adverse",
    ),
    "conduit_powerhouse_reverse": (
        "conduite menant à une centrale adverse",
        "conduite menant à une centrale de l'Automa",
    ),
    "powerhouse_feeds_own_dam": (
        "centrale dont l'eau alimente d'abord un barrage de l'Automa",
        "centrale dont l'eau n'alimente aucun barrage adverse",
    ),
    "powerhouse_not_feeding_opponent": (
        "centrale dont l'eau n'alimente aucun barrage adverse",
        "centrale dont l'eau alimente d'abord un barrage de l'Automa",
    ),
}
COUNT_SPOTS = "{n} emplacements possibles"
STEP_CODE = (
    "Départage par l'ordre des bassins, {start} (après le dernier, on reprend au premier) : "
    "parmi {before}, le premier rencontré : {after}."
)
CODE_FROM_BASIN = "à partir du bassin {basin}"
CODE_FROM_CONDUIT = "à partir de la conduite {spot}"
CODE_SHORT_BASIN = "bassin {basin} d'abord"
CODE_SHORT_CONDUIT = "conduite {spot} d'abord"
STEP_TIEBREAK = {
    "base": "Deux emplacements dans le même bassin : l'emplacement du bas (non encadré) {after}.",
    "elevation": "Deux barrages dans le même bassin : celui du bas {after}.",
    "powerhouse": "Dans le même bassin : l'emplacement libre avant les encadrés de rouge, {after}.",
    "conduit": "Départage final : {after}.",
}
STEP_SINGLE = "Un seul emplacement possible : {spot}."

# -- a turn -----------------------------------------------------------------------------------------
COLOURS = {"green": "vert", "yellow": "jaune", "red": "rouge"}
MACHINE_NAMES = {"excavator": "1 excavatrice", "mixer": "1 bétonnière"}
PATENT_NAMES = {
    "base": "Base",
    "elevation": "Élévation",
    "conduit": "Conduite",
    "powerhouse": "Centrale",
    "building": "Bâtiment",
}
LABEL_PRODUCTION = "Production ({bonus}, contrat {colour}, {n} ingénieur(s))"
LABEL_WATER = {
    False: "Contrôle de l'eau : jusqu'à {n} gouttes sur les sources",
    True: "Contrôle de l'eau : {n} goutte qui coule tout de suite",
}
LABEL_CONTRACTS = "Bureau des contrats : défausser les contrats {colour}s, +2 énergie"
LABEL_BUILD = "Construire : {kind}{extra}"
LABEL_AREA = " en {area}"
LABEL_MIN_VALUE = " de valeur {n} ou plus"
LABEL_WORKSHOP = "Atelier : faire tourner sa roue de {n} secteur(s), pour {vp} PV"
LABEL_WORKSHOP_FREE = "Atelier : faire tourner sa roue de {n} secteur(s), sans payer de PV"
LABEL_MACHINERY = "Usine : {machines} (−{vp} PV), pas en manche 5"
LABEL_PATENT = "Brevets : tuile avancée {what} (1 ingénieur, −2 PV)"
LABELS = {
    "building": "Bâtiment (extension Leeghwater)",
    "external_works": "Travaux externalisés (extension Leeghwater)",
    "rotate_or_bank": "Entretien : tourner la roue de 1, sinon Banque (+1 PV)",
    "machine_or_bank": "Usine joker : 1 machine (−3 PV), sinon Banque (+1 PV)",
}
SKIP = {
    "expansion": "{action} : action de l'extension Leeghwater, ignorée.",
    "no_system": "{action} : aucun système complet (barrage avec de l'eau + conduite + "
    "centrale de l'Automa).",
    "leading": "{action} : l'Automa est déjà dans la section de bonus de la manche et en tête "
    "de la piste Énergie ({energy} énergie).",
    "contract": "{action} : sa meilleure production ({energy}) n'atteint aucun contrat "
    "visible de la couleur demandée (il en faut {needs}).",
    "no_dam": "{action} : aucune goutte ne finirait derrière un barrage de l'Automa.",
    "no_contract": "{action} : aucun contrat de cette couleur n'est visible.",
    "no_piece": "{action} : plus aucune pièce « {kind} » sur son plateau.",
    "no_tile": "{action} : aucune tuile technologie pour construire « {kind} ».",
    "machines": "{action} : pas assez de machines ({ex} excavatrice(s), {mx} bétonnière(s) "
    "au moins).",
    "no_spot": "{action} : aucun emplacement libre pour « {kind} ».",
    "wheel_empty": "{action} : la roue de construction est vide.",
    "round5": "{action} : jamais en manche 5.",
    "no_patent": "{action} : ni cette tuile ni un joker au bureau des brevets.",
}
DID_PRODUCE = (
    "Production : {drops} goutte(s) du barrage {dam} par la conduite {conduit} "
    "vers la centrale {powerhouse}, {energy} énergie(s) sur la piste{gross}."
)
#: Said when the track's energy is not the produced one (« facile »: no powerhouse bonus, A13).
DID_PRODUCE_NO_BONUS = " ({gross} produites, sans le bonus de ses centrales au niveau facile)"
DID_FULFIL = "Il remplit le contrat {contract}."
DID_WATER = "Contrôle de l'eau : {n} goutte(s) sur {heads}."
DID_CONTRACTS = "Bureau des contrats : {ids} défaussés, +2 énergie."
DID_BUILD = "Construction : {kind} en {spot} (tuile {tile})."
DID_RED = (
    " L'emplacement est encadré de rouge : il paie {fee} PV, là où un joueur paierait {fee} "
    "crédits de plus."
)
DID_ROTATE = "Atelier : sa roue de construction tourne de {n} secteur(s), pour {vp} PV."
DID_ROTATE_FREE = "Entretien : sa roue de construction tourne de {n} secteur(s), sans payer de PV."
DID_MACHINES = "Usine : +{ex} excavatrice(s), +{mx} bétonnière(s) (−{vp} PV)."
DID_PATENT = "Brevets : il prend la tuile avancée {tile} (−{vp} PV)."
DID_BANK = "Banque : +1 PV."
#: The tiles of a turn (docs/decisions.md §11): the tile on top of the pile (its actions
#: side up: the one whose actions the Automa played last turn) is turned over onto the
#: discard pile, its criteria side up; the tile it uncovers gives this turn's actions.
TURN_HEAD = (
    "Son raisonnement : au début de son tour, il retourne sur sa défausse la tuile Automa du "
    "dessus de sa pile (n° {criteria}, celle de ses actions du tour précédent) : sa face "
    "Critères dit où construire. La tuile qu'il découvre sur la pile (n° {actions}) donne "
    "ses actions de ce tour, qu'il essaie dans l'ordre."
)
TURN_HEAD_FIRST = (
    "Son raisonnement : à son premier tour, il retourne sur sa défausse la tuile Automa du "
    "dessus de sa pile (n° {criteria}) : sa face Critères dit où construire. La tuile qu'il "
    "découvre sur la pile (n° {actions}) donne ses actions de ce tour, qu'il essaie dans "
    "l'ordre."
)
# -- the turn in one plain sentence (TurnExplanation.sentence) -----------------------------------
SAY_HEAD = "Tour de l'Automa ({company}) — {sentence}"
SAY_SENTENCE = "L'Automa {what}."
SAY_THEN = " ; puis il "
SAY_NOTHING = "ne fait rien ce tour-ci : aucune action de sa tuile n'est possible"
SAY_DETAILS = "Son raisonnement, action par action"
SAY_KIND = {
    "base": "une base",
    "elevation": "une élévation",
    "conduit": "une conduite",
    "powerhouse": "une centrale",
}
SAY_MACHINES = {"ex": "{n} excavatrice(s)", "mx": "{n} bétonnière(s)"}
SAY_AND = " et "
SAY_BUILD = "construit {kind} en {spot} : {why}"
SAY_RED = (
    " ; cet emplacement encadré de rouge lui coûte {fee} PV (un joueur y paierait {fee} crédits)"
)
SAY_WHY = {
    "system": "c'est l'emplacement qui complète son système (barrage, conduite et centrale)",
    "criterion": "c'est le seul emplacement qui répond à sa préférence « {name} »",
    "tile": "c'est le seul emplacement que sa tuile technologie permet",
    "restriction": "c'est le seul emplacement que sa tuile permet",
    "code": (
        "plusieurs emplacements lui convenaient également, il prend le premier dans l'ordre "
        "des bassins {start}"
    ),
    "single": "c'est le seul emplacement où il peut construire",
}
SAY_TIEBREAK = {
    "base": "dans le même bassin, il préfère l'emplacement du bas",
    "elevation": "dans le même bassin, il surélève le barrage du bas",
    "powerhouse": "dans le même bassin, il préfère l'emplacement libre à celui encadré de rouge",
    "conduit": "parmi des conduites équivalentes, il prend la première",
}
SAY_DONE = {
    "production": "produit de l'énergie : {detail}",
    "water": "ajoute {n} goutte(s) sur les sources ({heads}), d'où l'eau coulera vers ses barrages",
    "contracts": "défausse les contrats {ids} et avance de 2 cases sur la piste d'énergie",
    "workshop": "fait tourner sa roue de construction de {n} secteur(s), ce qui lui coûte {vp} PV",
    "workshop_free": "fait tourner sa roue de construction de {n} secteur(s), sans payer de PV",
    "machinery": "achète {machines} à l'usine, ce qui lui coûte {vp} PV",
    "patent": "prend la tuile avancée {tile} au bureau des brevets, ce qui lui coûte {vp} PV",
    "bank": "va à la banque, qui lui rapporte 1 PV",
}
TURN_RESHUFFLED = "La pile était épuisée : les tuiles défaussées sont remélangées."
TURN_VP = "Bilan du tour : {vp:+d} PV, {engineers} ingénieur(s) placé(s)."
TURN_VP_LINE = "    {points:+d} PV : {text}"
VP_BANK = "Automa : 1 ingénieur à la banque, +1 PV"
WHY_RED = "emplacement encadré de rouge {spot}, où un joueur paierait {fee} crédits de plus"
WHY_WORKSHOP = "atelier"
WHY_MACHINES = "usine de machines"
WHY_PATENT = "bureau des brevets"
WHY_CONTRACTS = "bureau des contrats"
EV_ENG_BOARD = "L'Automa place {n} ingénieur(s) sur son plateau Société."
EV_ENG_BANK = "L'Automa place {n} ingénieur(s) à la banque."
EV_ENG_SPACE = "L'Automa place {n} ingénieur(s) sur « {space} », le premier emplacement libre."
EV_ENG_BESIDE = (
    "L'Automa place {n} ingénieur(s) à côté de la section « {section} » (plus de place)."
)
EV_AUTOMA_FULFIL = "L'Automa remplit le contrat {contract}."
EV_AUTOMA_BUILT = "L'Automa construit : {kind} en {spot}."
EV_AUTOMA_MACHINES = "L'Automa prend {n} machine(s), du type qu'il a le moins."
EV_AUTOMA_DROPS = "L'Automa place {n} goutte(s) sur {asked} (seulement celles qui finiraient derrière ses barrages)."

# -- set-up --------------------------------------------------------------------------------------------
BAD_LEVEL = "Niveau de l'Automa « {level} » inconnu (niveaux : {known})."
LEVEL_NOT_PLAYABLE = (
    "Le niveau « {level} » de l'Automa n'est pas encore joué par ce programme "
    "(niveaux disponibles : {known})."
)
AUTOMA_MOVE = "automa"
NOT_AN_AUTOMA_SEAT = (
    "L'Automa de Tesla ne joue que les sièges Automa (option « automa » de la partie) ; "
    "ce siège est celui d'une personne."
)
STEP_TILE = {
    "decides": "Tuile technologie ({name}) : parmi {before}, il reste {after} : elle décide.",
    "narrows": "Tuile technologie ({name}) : parmi {before}, il reste {after}.",
    "keeps_all": "Tuile technologie ({name}) : tous les candidats conviennent.",
    "no_match": "Tuile technologie ({name}) : aucun candidat ne convient, ignorée.",
}
TILE_PREFERENCES = {
    "conduit_value_3": "Conduite niveau 2 : une conduite de valeur 3 ou plus",
    "red_base": "Joker niveau 1 : l'emplacement encadré de rouge",
}
DID_SECOND = "Seconde production (Allemagne) : {text}"
DID_EFFECT_ENERGY = "Effet de la tuile : +{n} énergie."
DID_EFFECT_NO_PRODUCTION = "Effet de la tuile : aucune production possible."
DID_EFFECT = "Effet spécial de la tuile : {what}."
EFFECT_NAMES = {
    "fill_empty_dams": "une goutte dans chacun de ses barrages vides",
    "rotate_per_elevation": "la roue tourne d'un secteur par Élévation construite",
    "credits_per_value": "2 crédits par point de valeur de la conduite, reçus en PV",
    "fill_raised_dam": "le barrage surélevé se remplit",
    "vp_per_raised_dam": "3 PV par barrage surélevé",
    "vp_per_powerhouse": "3 PV par centrale construite",
    "vp_per_advanced_tile": "3 PV par tuile avancée",
}
WHY_JORDAN = "Solomon P. Jordan : une machine remplacée par 3 PV"

# -- notebooks and widgets ----------------------------------------------------------------------------
UI_LEVEL = "Automa"
UI_LEVEL_NOW = "(Automa au niveau « {level} ».)"
LEVEL_NAMES = {
    "facile": "Basse tension (facile)",
    "modere": "Modéré",
    "haute_tension": "Haute tension (difficile)",
    "surpuissant": "Surpuissant (très difficile)",
}
FIG_CANDIDATES = "{kind} : {n} candidat(s) en orange, le choix {spot} en vert"
FIG_STEP = "Étape {i}/{n} — {kind} : {n_left} candidat(s) restant(s)"
TILE_SIDE_ACTIONS = "Tuile {n}, face Actions"
TILE_SIDE_CRITERIA = "Tuile {n}, face Critères"
COLUMN_NAMES = ("Colonne 1 (production)", "Colonne 2 (structures)", "Colonne 3 (autres)")
DOTTED = " (cadre pointillé : le tour continue)"
CRITERIA_FOR = {
    "dam": "Bases et Élévations",
    "conduit": "Conduites",
    "powerhouse": "Centrales",
}
CODE = "à égalité, le premier dans l'ordre des bassins {start}"
CODE_PICTURE = "{what} — à égalité : {start}"
HEADSTREAM_ORDER = "Ordre des sources pour l'eau : {order}"
UI_TURN_HEAD = "Manche {round}, joueur {seat} : l'Automa joue"
UI_PLACEMENT = "Où construire : la procédure, étape par étape"
UI_LEVEL_COLUMNS = (
    "Niveau",
    "Victoires du Bâtisseur",
    "Score moyen de l'Automa",
    "Score moyen du Bâtisseur",
)


# Every template with "(s)" agrees with the numbers put in it (« 2 gouttes », « 1 goutte »).
from ..messages import french_templates  # noqa: E402

french_templates(globals())
