"""Every French text of the Barrage game (the river's own texts are in ``..messages``)."""

# -- data files ----------------------------------------------------------------------------
DATA_FIELD = "Données du jeu Barrage invalides, champ « {field} » : {reason}."
DATA_INT = "{value} n'est pas un nombre entier au moins égal à {low}"
DATA_INT_HIGH = "{value} dépasse le maximum permis ({high})"
DATA_LIST = "une liste non vide est attendue"
DATA_LIST_N = "une liste de {n} éléments est attendue"
DATA_DICT = "un dictionnaire (objet JSON) est attendu"
DATA_TEXT = "un texte non vide est attendu"
DATA_UNKNOWN_KEYS = "clé(s) inconnue(s) : {keys}"
DATA_MISSING_KEYS = "clé(s) manquante(s) : {keys}"
DATA_CHOICE = "« {value} » n'est pas permis (valeurs possibles : {allowed})"
DATA_DUPLICATE = "l'identifiant « {id} » apparaît deux fois"
DATA_CONTRACT_COUNT = "il faut {n} contrats de type « {type} », il y en a {found}"
DATA_CONTRACT_ENERGY = "l'énergie demandée doit être entre {low} et {high}"
DATA_TILE_LEVELS = "il faut 5 tuiles Technologie avancée de chaque niveau (I, II, III)"
DATA_TRACK_ORDER = "les cases de crédits doivent commencer à 0 et croître"
UNKNOWN_OFFICER = (
    "Directeur inconnu : « {name} ». Les directeurs sont : {known} "
    "(le nom, le prénom ou les deux conviennent)."
)

# -- scoring ---------------------------------------------------------------------------------
BAD_ENERGY = "Énergie invalide : {value} (un nombre entier positif ou nul est attendu)."
BAD_ROUND = "Manche invalide : {value} (une manche va de 1 à 5)."
BAD_COUNT = "Valeur invalide pour « {field} » : {value} (un nombre entier positif ou nul)."
ROUND_ZERO = "Aucune énergie produite cette manche : pas de place au classement de l'énergie."
ROUND_FIRST = "Premier sur la piste d'énergie avec {energy} énergie(s) : {vp} PV."
ROUND_FIRST_TIE = (
    "{n} joueurs à égalité en tête avec {energy} énergie(s) : ils se partagent 6 + 2 PV, "
    "arrondi au supérieur, soit {vp} PV chacun ; personne n'est deuxième."
)
ROUND_SECOND = "Deuxième sur la piste d'énergie avec {energy} énergie(s) : {vp} PV."
ROUND_SECOND_TIE = (
    "{n} joueurs à égalité à la deuxième place avec {energy} énergie(s) : 1 PV chacun."
)
ROUND_NO_SECOND = (
    "{energy} énergie(s) : la première place est partagée, il n'y a pas de deuxième place."
)
ROUND_NONE = "{energy} énergie(s) : ni premier ni deuxième, pas de PV de classement."
TRACK_ZERO = (
    "Marqueur sur la case 0 de la piste d'énergie : {credits} crédits, mais {vp} PV perdus."
)
TRACK_ZERO_AUTOMA = (
    "Marqueur sur la case 0 de la piste d'énergie : {credits} crédits reçus en PV, mais {vp} PV "
    "perdus."
)
AS_VP = "{text}, reçus en PV."  # an Automa's credits (G12)
TRACK_CREDITS = (
    "Marqueur sur la case {energy} de la piste d'énergie : la dernière case à crédits atteinte "
    "est la case {at}, qui rapporte {credits} crédit(s)."
)
TRACK_ABOVE = (
    "{energy} énergies, au-delà de {top} : le marqueur retourné compte comme sur la case {top} ; "
    "la case {at} rapporte {credits} crédit(s)."
)
BONUS_NOT_ACTIVE = "Tuile bonus non activée : {energy} énergie(s) seulement, il en faut au moins 6."
BONUS_FULL = (
    "Tuile bonus de la manche {round} : {count} × {mult} PV = {vp} PV (marqueur dans la section "
    "de la manche ou plus loin)."
)
BONUS_BEHIND = (
    "Tuile bonus : {count} × {mult} PV = {gross} PV, moins 4 PV par section de retard "
    "({behind} section(s), −{penalty} PV) : {vp} PV (jamais moins de 0)."
)
OBJ_MINIMUM = "Objectif : {value} seulement, il en faut au moins {minimum} pour être classé."
OBJ_RANK = "Objectif : {value}, place {rank} : {vp} PV."
OBJ_TIE = (
    "Objectif : {value}, {n} joueurs à égalité sur les places {ranks} : {pool} PV partagés, "
    "arrondi au supérieur, soit {vp} PV chacun."
)
FINAL_RESOURCES = (
    "Réserve en fin de partie : {cr} crédit(s) + {ex} excavatrice(s) + {mx} bétonnière(s) = "
    "{total} ressource(s), 1 PV par lot de 5 : {vp} PV."
)
FINAL_DROPS = "{n} goutte(s) retenue(s) dans vos propres barrages : {vp} PV."


# -- notation --------------------------------------------------------------------------------
BAD_NOTATION = "Coup illisible : « {text} ». {reason}"
NOTATION_HELP = (
    "Exemples : « banque 2 », « T+2g D5U C5L P8a 2 », « E2g A C », « A3g », « M1g », "
    "« C1g G03 », « V1 », « construire base D5U base 5e0b », « contrat G03 »."
)

# -- moves in French (the game table's list, refusals): the action in words, spots as on the map
SPACE_NAMES = {
    "turbine": "Production {sign}",
    "place_drops": "Eau : {n} gouttes",
    "flow_drop": "Eau : 1 goutte qui coule",
    "bank": "Banque",
    "workshop": "Atelier : roue +{n}",
    "machinery_excavator": "Machines : 1 excavatrice",
    "machinery_either": "Machines : excavatrice ou bétonnière",
    "machinery_both": "Machines : excavatrice et bétonnière",
    "contracts": "Contrats : {n} contrat(s)",
    "patent": "Brevets : place {n}",
}
SPACE_SIDE = {False: "{name} (à gauche)", True: "{name} (à droite)"}
LABEL_ON_SPACE = "{space} : {what} ({cost})"
LABEL_ENGINEERS = "{n} ingénieur(s)"
LABEL_FEE = " + {fee} crédits, cadre rouge"
LABEL_AND = " et "
LABEL_BANK = "Banque : {n} ingénieur(s) → {n} crédit(s)"
LABEL_ROUTE = "{drops} goutte(s) du barrage {dam}, conduite {conduit}, centrale {powerhouse}"
LABEL_TILE_PRODUCE = "Production de la tuile L2 Centrale : {route}"
LABEL_SECOND = "Seconde production de l'Allemagne : {route}"
LABEL_NO_SECOND = "Pas de seconde production"
LABEL_NO_PRODUCE = "Refuser la production de la tuile L2 Centrale"
LABEL_WATER_SPACE = "Eau"
LABEL_WATER = {
    "place_drops": "{heads} à faire couler en fin de manche",
    "flow_drop": "{heads}, qui coule aussitôt",
}
LABEL_HEAD = "{n} goutte(s) en {head}"
LABEL_WORKSHOP_SPACE = "Atelier"
LABEL_WORKSHOP = "la roue tourne de {n}"
LABEL_FOR_CREDITS = " pour {n} crédit(s)"
LABEL_MACHINERY_SPACE = "Machines"
LABEL_BUY = {
    "excavator": "1 excavatrice",
    "ex": "1 excavatrice",
    "mx": "1 bétonnière",
    "both": "1 excavatrice et 1 bétonnière",
}
LABEL_CONTRACTS_SPACE = "Contrats"
LABEL_TAKE = "prendre {contracts}"
LABEL_PATENT_SPACE = "Brevets"
LABEL_PATENT = "acheter la tuile {tile} pour 5 crédits"
LABEL_PATENT_PLACE = "de la place {n}"
KIND_ARTICLE = {
    "base": "une base",
    "elevation": "une élévation",
    "conduit": "une conduite",
    "powerhouse": "une centrale",
}
LABEL_BUILD = "Construire {kind} en {spot} : tuile {tile}, {pay}"
LABEL_PLACE = "Poser gratuitement {kind} en {spot} (récompense)"
LABEL_PLACE_NONE = "Rien à poser (aucun emplacement libre)"
LABEL_PICK = "Choisir {company} et le contrat de départ {contract}"
LABEL_SEKIBO = "Mahiri Sekibo copie {officer} pour ce tour"
LABEL_FULFIL = "Remplir le contrat {contract}"
LABEL_FULFIL_NONE = "Ne remplir aucun contrat"
LABEL_MACHINES = "Recevoir {pay}"
LABEL_SOURCES = "Gouttes reçues : {heads}"
LABEL_DISCARD = "Défausser le contrat {contract}"
LABEL_AUTOMA = "Tour de l'Automa (ses tuiles décident)"
LABEL_PASS = "Passer : plus d'ingénieur, votre manche s'arrête là"
LABEL_EXCAVATORS = "{n} excavatrice(s)"
LABEL_MIXERS = "{n} bétonnière(s)"
#: After a construction's price that differs from the cost table: who changed it.
LABEL_BY_OFFICER = " (pouvoir de {officer})"
LABEL_BY_TILE = " (effet de la tuile {tile})"
LABEL_CREDITS = "{n} crédit(s)"
LABEL_FREE = "sans rien payer"
GROUP_NAMES = {
    "all": "Tous les coups",
    "pick": "Choisir sa société",
    "choice": "Répondre à l'action",
    "produce": "Produire",
    "build": "Construire",
    "water": "Eau",
    "contracts": "Contrats",
    "machinery": "Machines",
    "workshop": "Atelier",
    "patent": "Brevets",
    "bank": "Banque",
    "pass": "Passer",
    "automa": "Automa",
}
GROUP_OPTION = "{name} ({n})"
UI_NOTATION = "Notation du coup : {code}"
UI_CHOSEN = "Coup choisi : {move}."

# -- the game ----------------------------------------------------------------------------------
SEAT = "Joueur {n}"
SEAT_COMPANY = "Joueur {n} ({company})"
NO_OFFICER = "aucun directeur"
SCORE_START = "Score de départ : {vp} PV."
SCORE_TIEBREAK = (
    "Égalité de PV : départagée par l'énergie produite à la manche 5 ({energy} énergie(s))."
)
ROUND_PREFIX = "Manche {round} — {text}"
VP_FROM = "{n} PV : {source}."
VP_CONDUIT = "{n} PV : {payer} a utilisé votre conduite {conduit} (1 PV et 1 crédit par goutte)."
EV_ENERGY = "{who} avance de {n} case(s) sur la piste d'énergie ({why})."
WHY_PRODUCTION = "production"
WHY_ABILITY = {
    "usa": "capacité des USA : des gouttes passent par leurs centrales",
    "italy": "capacité de l'Italie : +3 après chaque production",
}
EV_GAIN = "{who} reçoit {what} ({source})."
EV_PLACE_NONE = "Aucun emplacement libre pour une pièce « {kind} » : cette récompense est perdue."
EV_FEE = ", et paie {fee} crédits (emplacement encadré de rouge)"
EV_ENGINEERS = "{who} place {n} ingénieur(s) sur l'emplacement « {space} »{fee}."
EV_BUILD_SPACE = "{who} place {n} ingénieur(s) sur son {rank} emplacement de construction{fee}."
ORDINAL = {1: "1er", 2: "2e", 3: "3e", 4: "4e"}
EV_PICK = (
    "Joueur {seat} choisit {company} (directeur : {officer}) et le contrat de départ {contract}."
)
EV_BANK = "{who} prend {n} crédit(s) à la banque."
EV_PASS = "{who} n'a plus d'ingénieur et passe : sa manche est finie."
EV_FULFIL = "{who} remplit le contrat {contract} ({energy} énergie(s) demandée(s))."
SOURCE_CONTRACT = "récompense du contrat {contract}"
SOURCE_INCOME = "revenu découvert sous la pièce « {kind} »"
SOURCE_INCOME_PHASE = "phase des revenus"
EV_MACHINES = "{who} reçoit {what}."
EV_MACHINE_PARTS = ("{n} excavatrice(s)", "{n} bétonnière(s)")
EV_NO_MACHINE = "aucune machine"
EV_DROP_LATER = "Une goutte posée sur la source {head} : elle coulera à la phase d'écoulement."
EV_TAKE = "{who} prend {n} contrat(s) : {contracts}."
EV_DISCARD = "{who} défausse le contrat {contract} (3 contrats face visible au plus)."
EV_PATENT = "{who} achète la tuile {tile} au bureau des brevets pour {cost} crédits."
EV_NO_ENGINEERS = "La tuile {tile} construit sans ingénieur ni emplacement de construction."
EV_RED = "Emplacement {spot} encadré de rouge : 3 crédits de plus."
EV_JORDAN = "Solomon P. Jordan : {n} crédits payés à la place de machines."
EV_BUILT = "{who} construit une pièce « {kind} » en {spot}."
EV_ROUND = "Manche {round} : revenus, puis les gouttes des sources."
EV_SCORING = "Fin des actions de la manche {round} : l'eau coule, puis le décompte."
EV_WATER_PHASE = "Manche {round} : phase d'écoulement, les gouttes des sources coulent une à une."
EV_OVER = "Fin de la partie après la 5e manche : décompte final."
# -- the end of a round as one block (ludo/barrage/game/round_end.py) ------------------------
ROUND_END_TITLE = "Fin de la manche {round} : l'eau coule, puis le décompte"
GAME_END_TITLE = "Fin de la 5e manche : l'eau coule, le décompte, puis le décompte final"
WATER_NONE = "L'eau : aucune goutte ne coulait des sources cette manche."
WATER_SUMMARY = "L'eau : {n} goutte(s) partie(s) des sources — {parts}."
WATER_HELD = "{n} retenue(s) au barrage {dam}"
WATER_EXITED = "{n} sortie(s) du plateau"
WATER_DETAIL = "Le détail goutte à goutte"
BEFORE_ROUND_END = "Ce qui a précédé la fin de la manche ({n} ligne(s))"
PART_ENERGY = "Classement de l'énergie de la manche"
PART_TRACK = "Piste d'énergie : crédits (et PV en case 0)"
PART_BONUS = "Tuile bonus « {tile} »"
PART_FINAL = "Décompte final"
GAIN_VP = "{vp:+d} PV"
GAIN_CREDITS = "+{n} crédit(s)"
GAIN_NOTHING = "rien"
ROUND_LINE = "Manche {round} — {who} : {gain}. {why}"
NEW_ORDER = "Nouvel ordre du tour (le moins d'énergie joue en premier) : {names}."
EFFECT = {
    "fill_empty_dams": "Tuile L1 Base : 1 goutte dans chacun de vos barrages vides.",
    "rotate_per_elevation": "Tuile L1 Élévation : {n} rotation(s), une par élévation construite.",
    "credits_per_value": "Tuile L1 Conduite : {n} crédits (2 par point de valeur).",
    "energy_per_base": "tuile L2 Base : une énergie par base construite",
    "fill_raised_dam": "Tuile L2 Élévation : le barrage {spot} est rempli jusqu'à sa capacité.",
    "energy_twice_value": "tuile L3 Conduite : deux fois la valeur de la conduite",
    "vp_per_raised_dam": "tuile L3 Élévation : {n} barrage(s) surélevé(s) × 3 = {vp} PV",
    "vp_per_powerhouse": "tuile L3 Centrale : {n} centrale(s) × 3 = {vp} PV",
    "vp_per_advanced_tile": "tuile L3 Joker : {n} tuile(s) avancée(s) × 3 = {vp} PV",
}
REWARD_ITEMS = {
    "drops_later": "{n} goutte(s) sur les sources (elles coulent à la phase d'écoulement)",
    "place_base": "une Base posée gratuitement ({n})",
    "place_elevation": "une Élévation posée gratuitement",
    "place_conduit": "une Conduite de valeur {n} au plus posée gratuitement",
    "place_powerhouse": "une Centrale posée gratuitement",
}
BONUS_NAMES = {
    "BT-contract": "contrats remplis (2 PV chacun)",
    "BT-base": "bases (4 PV chacune)",
    "BT-elevation": "élévations (4 PV chacune)",
    "BT-conduit": "conduites (4 PV chacune)",
    "BT-powerhouse": "centrales (5 PV chacune)",
    "BT-advtech": "tuiles Technologie avancée (4 PV chacune)",
}
BONUS_LINE = "Tuile bonus « {tile} » — {text}"
OBJECTIVE_NAMES = {
    "OBJ-red": "bases et centrales sur des emplacements encadrés de rouge",
    "OBJ-most": "structures dans la zone où vous en avez le plus",
    "OBJ-connect": "bases reliées par votre conduite à votre centrale",
    "OBJ-least": "structures dans la zone où vous en avez le moins",
    "OBJ-basin1": "bassins avec au moins une de vos structures",
    "OBJ-basin3": "bassins avec au moins trois de vos structures",
}
OBJECTIVE_LINE = "Tuile objectif « {tile} » — {text}"

EV_COPY_TILE = "Tuile spéciale d'Anton Krylov : elle copie la tuile {tile} de la roue."
EV_SEKIBO = (
    "{who} place {n} ingénieur(s) sur la tuile de Mahiri Sekibo{fee} : elle copie {officer} "
    "jusqu'à la fin de son tour, puis joue son action."
)

# -- refusals ----------------------------------------------------------------------------------
REFUSED = "Coup « {move} » refusé : {why}"
EV_STEER = (
    "Mahiri Sekibo dirige l'Automa : {who} tire la tuile Automa n° {tile}. Sa première action "
    "de la manche sera la première possible de ces actions, lues dans cet ordre : {actions}."
)
STEERED = (
    "Mahiri Sekibo dirige l'Automa : votre première action de la manche est décidée par la "
    "tuile Automa n° {tile} (la première de ses actions que vous pouvez faire, dans l'ordre "
    "où l'Automa les lit) : {action}. Vous en choisissez les détails et payez comme "
    "d'habitude. Coups possibles : {choices}"
)
WAITING = {
    "fulfil": "choisissez d'abord le contrat à remplir après la production (ou aucun).",
    "machines": "choisissez d'abord les machines reçues.",
    "sources": "choisissez d'abord les sources des gouttes reçues.",
    "discard": "défaussez d'abord un contrat : 3 contrats face visible au plus.",
    "second": "l'Allemagne dit d'abord si elle fait sa seconde production.",
    "produce": "faites d'abord (ou refusez) la production de la tuile L2 Centrale.",
    "place": "placez d'abord la structure gagnée par le contrat.",
}
PENDING_CHOICES = "ce choix n'est pas possible ici ; les choix permis sont : {choices}."
SEKIBO_ONLY = "seule la société dirigée par Mahiri Sekibo a cet emplacement."
SEKIBO_ONCE = "Mahiri Sekibo copie déjà un directeur ce tour-ci : jouez maintenant votre action."
SEKIBO_POOL = (
    "Mahiri Sekibo copie un directeur d'une autre société en jeu ({pool}), avec 1 ingénieur "
    "(3 crédits de plus la 2e fois, 2 fois par manche au plus) et un ingénieur de reste pour l'action."
)
PICK_FIRST = (
    "la partie commence par le choix des sociétés et des contrats de départ (« choisir … »)."
)
PICK_UNAVAILABLE = "cette société ou ce contrat de départ n'est pas (ou plus) disponible."
PASS_ENGINEERS = (
    "on ne passe que sans ingénieur (il vous en reste {n}) : placez-les, la banque en prend "
    "autant qu'il en faut."
)
NOT_NOW = "ce choix ne se fait qu'en réponse à une action (aucun choix n'est en attente)."
BANK_ENGINEERS = "la banque prend de 1 à {n} ingénieur(s), autant que vous en avez."
UNKNOWN_SPACE = "cet emplacement d'action n'existe pas."
NO_PATENT_INTRO = "le bureau des brevets n'est pas utilisé dans la partie d'introduction."
BLOCKED = "cet emplacement est bloqué dans une partie à {n} joueurs."
OCCUPIED = "cet emplacement est déjà occupé par {who} pour cette manche."
ENGINEERS = "il faut {n} ingénieur(s), il vous en reste {have}."
CREDITS = "il faut {n} crédit(s), vous en avez {have}."
PRODUCTION_PAY = (
    "la conduite d'un autre joueur coûte 1 crédit par goutte ({n}) ; il vous en resterait {have}, "
    "ou la production donnerait moins de 1 énergie."
)
CONTRACT_NOT_SHOWN = "contrat(s) {ids} absent(s) du bureau des contrats (seuls les contrats privés face visible se prennent)."
CONTRACT_COUNT = "cet emplacement fait prendre {n} contrat(s) différent(s)."
PATENT_EMPTY = "il n'y a plus de tuile à cette place du bureau des brevets."
WRONG_ACTION = "ce n'est pas l'action de l'emplacement « {space} »."
NO_TILE = "vous n'avez pas la tuile Technologie « {tile} » dans votre réserve."
TILE_KIND = "la tuile « {tile} » ne construit pas de pièce « {kind} »."
NO_BUILD_SPACE = "vos 4 emplacements de construction sont déjà occupés cette manche."
BUILD_PAYMENT = (
    "le paiement ne convient pas : il faut exactement les machines du coût (ou une façon de payer "
    "permise par votre directeur ou votre tuile) ; vous avez {ex} excavatrice(s), {mx} "
    "bétonnière(s), {cr} crédit(s)."
)

# -- options -----------------------------------------------------------------------------------
BAD_OPTION = "Option(s) inconnue(s) : {names}. Options possibles : {known}."
BAD_PLAYERS = (
    "Barrage se joue de 2 à 4 joueurs, Automa compris (demandé : {n}) : seul contre l'Automa "
    "de Tesla, c'est une partie à 2 joueurs dont l'un est l'Automa (players=2, automa=[1])."
)
BAD_INTRO = "L'option « intro » vaut True ou False (reçu : {value})."
INTRO_FIXED = "La partie d'introduction fixe déjà les sociétés, les directeurs et les contrats."
OFFICERS_NEED_COMPANIES = (
    "Pour fixer les directeurs ou les contrats de départ, fixez aussi les sociétés (« companies »)."
)
BAD_LIST = "L'option « {field} » attend une liste de {n} valeurs, une par joueur."
BAD_VALUE = "Option « {field} » : « {value} » n'est pas permis (possibles : {allowed})."
TWICE = "Option « {field} » : une même valeur est donnée deux fois."


# -- computer players --------------------------------------------------------------------------
PLAYER_RANDOM = "Hasard"
PLAYER_RANDOM_TEXT = "Joue n'importe quel coup permis, tiré au hasard."
PLAYER_GREEDY = "Bâtisseur"
PLAYER_GREEDY_TEXT = (
    "Planifie une chaîne barrage – conduite – centrale, la construit, y envoie l'eau, "
    "puis produit dès qu'une production remplit un contrat."
)
PLAYER_STRATEGIST = "Stratège"
PLAYER_STRATEGIST_TEXT = (
    "Essaie chacun de ses coups permis et garde celui qui mène à la meilleure position : "
    "points déjà gagnés, énergie de la manche, chaînes barrage – conduite – centrale, "
    "eau retenue, contrats en main et réserves."
)
PLAYER_PLANNER = "Ingénieur"
PLAYER_PLANNER_TEXT = (
    "Prévoit deux de ses coups d'avance : tourner la roue ou acheter des machines pour "
    "construire ensuite, bâtir la conduite puis produire ; il juge chaque position à son "
    "avance en points sur les autres sociétés."
)

# -- drawings ---------------------------------------------------------------------------------
SECTION_NAMES = {
    "turbine": "Centrale (produire)",
    "water": "Eau",
    "bank": "Banque",
    "workshop": "Atelier (roue)",
    "machinery": "Machines",
    "contracts": "Contrats",
    "patent": "Brevets",
    "construction": "Construire",
}
SPACE_SHORT = {
    "turbine": "{n:+d}",
    "place_drops": "2 gouttes",
    "flow_drop": "1 qui coule",
    "bank": "+1 cr / ing.",
    "workshop": "roue +{n}",
    "machinery_excavator": "{cost} cr → exc.",
    "machinery_either": "{cost} cr → exc./bét.",
    "machinery_both": "{cost} cr → exc.+bét.",
    "contracts": "{n} contrat(s)",
    "patent": "5 cr → {tile}",
}
DRAW_ENGINEERS = "{n} ing."
DRAW_BANK_ENGINEERS = "1 ing. ou plus"
DRAW_FEE = "+{fee} cr"
DRAW_BLOCKED = "bloqué"
DRAW_CONSTRUCTION = "sur la carte"
DRAW_CONSTRUCTION_FULL = "plus de place"
DRAW_NO_TILE = "vide"
DRAW_ACTION_TITLE = "Le plateau des actions ({n} joueurs)"
DRAW_ACTION_LEGEND = (
    "Cadre rouge : 3 crédits de plus.\nHachuré gris : bloqué à ce nombre de joueurs.\n"
    "Case colorée : ingénieurs d'une société.\n« ing. » = ingénieurs, "
    "« cr » = crédits,\n« exc. » = excavatrice, « bét. » = bétonnière."
)
DRAW_TRACK_TITLE = "La piste d'énergie"
DRAW_BONUS = "Manche {round} : {tile}"
DRAW_CREDITS = "{n} cr"
DRAW_ZERO = "Sur la case 0 :\n3 crédits mais −3 PV."
DRAW_ORDER = "Ordre du tour : {order}"
DRAW_ROUND = "Manche {round}"
BONUS_SHORT = {
    "BT-contract": "2 PV / contrat",
    "BT-base": "4 PV / base",
    "BT-elevation": "4 PV / élévation",
    "BT-conduit": "4 PV / conduite",
    "BT-powerhouse": "5 PV / centrale",
    "BT-advtech": "4 PV / tuile avancée",
}

# -- widgets ----------------------------------------------------------------------------------
UI_SPACE_TITLE = "<b>{id}</b> — section « {section} »."
UI_SPACE_DOES = {
    "turbine": (
        "Une production : des gouttes d'un barrage passent par une conduite jusqu'à une de vos "
        "centrales ; l'énergie est gouttes × valeur de la conduite, modifiée de {n:+d} par cet "
        "emplacement. Ensuite, vous pouvez remplir un contrat."
    ),
    "place_drops": (
        "Posez 2 gouttes (ou 1) sur les sources de votre choix ; elles coulent à la phase "
        "d'écoulement, à la fin de la manche."
    ),
    "flow_drop": "Posez 1 goutte sur une source : elle coule tout de suite.",
    "bank": "La banque : 1 crédit par ingénieur posé.",
    "workshop": "L'atelier : la roue de construction tourne de {n} secteur(s) (coût : {cost} crédit(s)).",
    "machinery_excavator": "Payez {cost} crédits : 1 excavatrice.",
    "machinery_either": "Payez {cost} crédits : 1 excavatrice ou 1 bétonnière, au choix.",
    "machinery_both": "Payez {cost} crédits : 1 excavatrice et 1 bétonnière.",
    "contracts": (
        "Prenez {n} contrat(s) privé(s) face visible (coût : {cost} crédit(s)) ; 3 contrats face "
        "visible au plus en main."
    ),
    "patent": "Payez 5 crédits : la tuile Technologie avancée de la place {n}, utilisable tout de suite.",
}
UI_SPACE_BANK = "On y pose autant d'ingénieurs qu'on veut ; la banque reste ouverte à tous."
UI_SPACE_COST = "Il faut y poser {n} ingénieur(s)."
UI_SPACE_RED = (
    "Cadre rouge : {fee} crédits de plus. C'est la colonne de droite : on paie plus cher le droit "
    "de faire une action déjà prise à gauche."
)
UI_SPACE_INTRO = "Le bureau des brevets ne sert pas dans la partie d'introduction."
UI_SPACE_BLOCKED = (
    "À {n} joueurs, cet emplacement est bloqué (il faut au moins {min} joueurs) : des "
    "ingénieurs d'une société absente le couvrent."
)
UI_SPACE_EXCLUSIVE = "Un seul joueur peut l'occuper par manche."
UI_PLAYERS = "{n} joueurs"
UI_PLAYERS_LABEL = "Joueurs"
UI_SPACE_LABEL = "Emplacement"
UI_RANKING_HEAD = ("Joueur", "Énergie", "PV du classement", "Pourquoi", "Crédits", "PV de la piste")
UI_ROUND = "Manche"
UI_BONUS_TILE = "Tuile bonus"
UI_COUNT = "Nombre"
UI_BONUS_INTRO = (
    "Tuile bonus de la manche {round} (même nombre d'éléments pour tous, pour comparer) :"
)
UI_MINIMUM = "Il faut au moins 1 pour être classé (cadres rouges, bases reliées)"
UI_CREDITS_VP = "{cr} crédits, {vp} PV"
UI_EXAMPLES_HEAD = ("Exemple des règles", "Calculé par la bibliothèque")
EX_RANKING = "Classement : 14, 6, 6 et 2 énergies (égalité pour la 2e place)"
EX_TIE_FIRST = "Classement : 9, 9, 1 et 0 énergies (égalité pour la 1re place)"
EX_TRACK_ZERO = "Marqueur sur la case 0 de la piste"
EX_BONUS_FULL = "Manche 3, 2 centrales, dans la section 3 : récompense complète"
EX_BONUS_ONE = "Manche 3, 3 centrales, une section de retard"
EX_BONUS_TWO = "Manche 3, 1 centrale, deux sections de retard"
EX_BONUS_NONE = "Manche 3, 3 centrales, moins de 6 énergies"
EX_OBJECTIVE = "Objectif « le plus de structures dans une zone » : 6, 5 et 3"
EX_OBJECTIVE_TIE = "Objectif : 4, 4, 1 et 0 (deux joueurs à égalité en tête)"
EX_RESOURCES = "Fin de partie : 7 crédits, 5 excavatrices et 3 bétonnières"
EX_DROPS = "Fin de partie : 2 gouttes retenues dans ses barrages"
UI_PICKING = "Les joueurs choisissent leur société et leur contrat de départ."
UI_COMPANY_HEAD = (
    "Société",
    "Directeur",
    "PV",
    "Énergie",
    "Réserve",
    "Ingénieurs",
    "Construit",
    "Tuiles",
    "Sur la roue",
    "Contrats en main",
    "Remplis",
)
UI_BUILT = {
    "base": "{n} base(s)",
    "elevation": "{n} élévation(s)",
    "conduit": "{n} conduite(s)",
    "powerhouse": "{n} centrale(s)",
}
UI_NOTHING = "rien"
UI_SUPPLY = {
    "credits": "{n} crédit(s)",
    "excavators": "{n} excavatrice(s)",
    "mixers": "{n} bétonnière(s)",
}
UI_NATIONAL = "Contrats nationaux :"
UI_SCORE_HEAD = ("Joueur", "PV", "Explication")
UI_ROUND_START = "Début de la manche {round} : revenus, puis les gouttes des sources."
UI_ROUND_TITLE = "Une manche pas à pas (manche {round}, {n} joueurs)"
UI_ROUND_PICTURE = {
    "map": "Image : la carte (ce coup y a changé quelque chose).",
    "actions": "Image : le plateau des actions (où sont les ingénieurs).",
    "track": "Image : la piste d'énergie après le décompte de la manche.",
}
UI_HUMAN = "Humain"
UI_VIEWS = {
    "all": "Tout",
    "map": "La carte",
    "actions": "Le plateau des actions",
    "track": "La piste d'énergie",
    "companies": "Les sociétés",
}
UI_CONTRACT_HEAD = ("Contrat", "Sorte", "Énergie demandée", "Récompense")
CONTRACT_TYPES = {
    "start": "de départ",
    "green": "privé vert",
    "yellow": "privé jaune",
    "red": "privé rouge",
    "national": "national",
}
UI_SEED = "Tirage n°"
UI_NEW_GAME = "Nouvelle partie"
UI_SETUP = "Une nouvelle partie : joueurs, tirage et sièges"
UI_FILTER_HINT = "Filtrer : 5U, base…"
UI_PLAY = "Jouer"
UI_UNDO = "Annuler"
UI_YOUR_MOVE = "Les coups permis (choisissez-en un) :"
UI_CHOOSE_FIRST = "Choisissez d'abord un coup dans la liste."
#: The end of a game, beside the board: who wins and every total (the sheet is below).
UI_FINAL = "La partie est finie. {summary} Points de victoire : {totals}."
UI_FINAL_TOTAL = "{name} {vp} PV"
UI_FINAL_SHEET = "La feuille de score, ligne par ligne, est sous la table."
UI_TO_PLAY = "Manche {round} : à {name} de jouer."
#: Above the move list, for the seat to play (it changes with every move placing engineers:
#: a repeated move is never answered by the very same words).
UI_YOUR_MOVE_LEFT = "Coups permis ({n} ingénieur(s) à placer) :"

# -- the game table's clickable map (ludo/barrage/ui/clickmap.py): a place's name in its
# tooltip, and what a click on it did, said at the top of the explanation
CLICK_PLACE = {
    "dam": "le barrage {name}",
    "conduit": "la conduite {name}",
    "powerhouse": "la centrale {name}",
    "headstream": "la source {name}",
}
CLICK_TITLE = "{place} : {n} coup(s) permis ici"
CLICK_TITLE_NONE = "{place} : aucun coup permis ici"
CLICK_ONE = (
    "Clic sur {place} : un seul coup permis ici, il est choisi. « Jouer » (ou la touche "
    "Entrée) le joue ; Échap revient à tous les coups."
)
CLICK_SOME = (
    "Clic sur {place} : la liste ne montre plus que les {n} coups permis ici. Choisissez-en "
    "un, puis « Jouer » (ou Entrée) ; Échap revient à tous les coups."
)
CLICK_NONE = (
    "Clic sur {place} : aucun coup permis ici à ce tour. Les endroits où jouer sont "
    "entourés de tirets verts ; la liste garde tous les coups."
)
CLICK_CLEARED = "Filtre de la carte retiré : la liste montre de nouveau tous les coups permis."
CLICK_ENTER_FIRST = "Choisissez d'abord un coup dans la liste (Entrée joue le coup choisi)."
#: The move list's heading while a click on the map filters it.
CLICK_HEADING = "Coups permis sur {place} ({n}) — Échap : tous les coups"

# -- Automa seats, as the game's own rules show them (the Automa's texts: automa/messages.py)
VP_CREDITS = "{n} crédit(s) reçus en PV (l'Automa n'a pas de crédits) : {why}"
VP_PAID = "paie {n} PV ({why})"
VP_CONDUIT_AUTOMA = "{n} PV : l'Automa utilise votre conduite {conduit}"
WHY_CONDUIT = "conduite {conduit} d'un adversaire"
BAD_SEATS = (
    "Champ « automa » : il faut une liste de numéros de sièges (0 à {last}), sans doublon, "
    "avec au moins un siège humain ({value!r})."
)
LEVEL_WITHOUT_AUTOMA = "Champ « automa_level » : il n'y a aucun Automa dans cette partie."
AUTOMA_INTRO = "L'Automa ne joue pas la partie d'initiation (règles complètes seulement)."
AUTOMA_NO_OFFICER = "Champ « officers » : l'Automa n'a pas de directeur à ce niveau (siège {seat})."
SEAT_AUTOMA = "Joueur {n} (Automa, {company})"
PLAYER_AUTOMA = "Automa de Tesla"
PLAYER_AUTOMA_TEXT = "Joue le tour de l'Automa : c'est la règle de ses tuiles qui décide."
NOT_AUTOMA_TURN = "« automa » joue le tour d'un siège Automa ; c'est ici le tour d'une personne."
AUTOMA_TURN = "c'est le tour de l'Automa : jouez « automa » (ses tuiles décident de tout)."


# -- the action board played by clicks (game table, issue 21): refusals on a space, next step
#: The company board's construction spaces, as one pseudo-space of the clickable action board.
CONSTRUCTION_SPACE = "Construire (plateau de la société)"
SPACE_COST = "{n} ingénieur(s)"
SPACE_COST_CREDITS = "{n} ingénieur(s) et {credits} crédit(s)"
SPACE_NOT_NOW = "Pas d'action maintenant : {why}"
SPACE_GAME_OVER = "La partie est finie."
SPACE_AUTOMA = "C'est le tour de l'Automa : ses tuiles décident de son action."
SPACE_ENGINEERS = "Il vous faut {n} ingénieur(s) pour cet emplacement, il vous en reste {have}."
SPACE_CREDITS = "Il vous faut {n} crédit(s) pour cet emplacement, vous en avez {have}."
SPACE_BUILD_ENGINEERS = (
    "Il vous faut {n} ingénieur(s) pour votre prochaine construction, il vous en reste {have}."
)
SPACE_NO_PRODUCTION = (
    "Aucune production possible : il faut un barrage à vous qui retient de l'eau, relié par une "
    "conduite à une centrale à vous (et 1 crédit par goutte pour la conduite d'un autre joueur)."
)
SPACE_NO_BUILD = (
    "Aucune construction possible : pour chaque tuile Technologie, il vous manque les machines "
    "(vous avez {ex} excavatrice(s) et {mx} bétonnière(s)), les 3 crédits d'un cadre rouge ou "
    "un emplacement libre sur la carte."
)
SPACE_NO_CONTRACT = "Aucun contrat à prendre : les piles de contrats sont vides."
SPACE_NO_MOVE = "Aucun coup permis sur cet emplacement à ce tour."
TURN_HEADER = "Manche {round} — à {name} de jouer"
TURN_OVER = "Partie finie"
PICK_A_PLACE = (
    "{space} : cliquez sur la carte un des endroits entourés de tirets verts "
    "({n} coup(s) possible(s)), ou « Annuler »."
)
PICK_A_DETAIL = "{what} : choisissez le détail, puis « Valider » (ou « Annuler »)."
PICK_ONE = "{what} : « Valider » joue ce coup, « Annuler » revient en arrière."
CHOICE_FOLLOW_UP = "La suite du coup"
UI_VALIDATE = "Valider"
UI_CANCEL = "Annuler"
UI_ALL_MOVES = "Tous les coups (experts, clavier)"
UI_SETUP_FOLDED = "Réglages d'une nouvelle partie"
NEXT_STEP = "Prochaine étape : {what}"
NEXT_ACTION = (
    "{name}, placez des ingénieurs sur une action, ou passez à la banque ({n} ingénieur(s) à "
    "placer)."
)
NEXT_FOLLOW_UP = "{name}, {what}"
NEXT_AUTOMA = "l'Automa joue son tour."
NEXT_OVER = "la partie est finie : voyez le décompte."

# Every template with "(s)" agrees with the numbers put in it (« 2 gouttes », « 1 goutte »).
from ..messages import french_templates  # noqa: E402

french_templates(globals())
