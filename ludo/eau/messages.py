"""Every French string of Eau Cœur d'Essonne that a user reads (one place)."""

GAME_TITLE = "Eau Cœur d'Essonne"

TILE_NAMES = {
    "I": "canalisation droite",
    "L": "coude",
    "T": "raccord en T",
    "P": "site protégé",
    "A": "agent de la Régie",
    "X": "canalisation percée",
    "E": "station d'épuration",
    "R": "Régie",
    "C": "bâtiment d'angle",
    "B": "bâtiment",
}
#: Names drawn shorter on the board, where the whole name fits no two lines of a cell (the
#: cell's tooltip and every sentence give the whole name); « \n » separates the lines.
BOARD_LABELS = {"Espaces naturels ou cultivés": "Nature et\ncultures"}
TILE_SHORT = {
    "I": "droite",
    "L": "coude",
    "T": "T",
    "P": "site",
    "A": "agent",
    "X": "percée",
    "E": "station",
}
SIDE_NAMES = ("nord", "est", "sud", "ouest")
PHASE_NAMES = {
    "choose": "choix des tuiles",
    "place": "pose des tuiles",
    "event": "pose des événements",
    "over": "partie terminée",
}
NO_EVENT = "aucun événement"
STATION_AT = "la station d'épuration en {cell}"

# -- notation and options ------------------------------------------------------------------
BAD_NOTATION = (
    "Notation de coup inconnue : « {text} ». Écrivez « choisir T » pour choisir une tuile, "
    "ou « T d3 90 » pour poser une tuile (code, case, rotation en degrés)."
)
BAD_CODE = (
    "Code de tuile inconnu : « {code} » (I droite, L coude, T raccord en T, P site protégé, "
    "A agent, X canalisation percée, E station d'épuration)."
)
BAD_CHOOSE_CODE = "On ne choisit qu'une canalisation de sa main (I, L ou T), pas « {code} »."
BAD_ROTATION = "Rotation de {degrees}° impossible : choisissez 0, 90, 180 ou 270 degrés."
BAD_CELL = "Case inconnue : « {text} ». Les colonnes vont de a à g, les rangées de 1 à 7 (ex. d4)."
BAD_PLAYERS = "Eau Cœur d'Essonne se joue de 2 à 6 joueurs : option « players » = {n} refusée."
BAD_BOOL = "L'option « {field} » doit valoir True ou False, pas {value!r}."
BAD_CAP = "L'option « repair_cap » doit être un entier de 0 à 3, pas {value!r}."

# -- the diagonal file ---------------------------------------------------------------------
DIAG_FIELD = "Fichier de diagonale invalide, champ « {field} » : {reason}."
DIAG_NEED_LIST = "il faut une liste de 7 tuiles"
DIAG_BOOL = "doit valoir true ou false"
DIAG_COUNT = "il faut exactement 7 tuiles, {n} trouvée(s)"
DIAG_ENTRY = "chaque tuile est un objet avec cell, kind, name et ports"
DIAG_CELL = "case inconnue « {value} » (de a1 à g7)"
DIAG_NOT_DIAGONAL = "la case « {value} » n'est pas sur la diagonale a1–g7 ou est déjà prise"
DIAG_KIND = "type « {value} » inconnu (regie, corner ou building)"
DIAG_NAME = "il faut un nom non vide"
DIAG_PORTS = (
    "sorties {value!r} invalides : une liste parmi N, E, S, O (nord, est, sud, ouest), sans doublon"
)
DIAG_REGIE = "la Régie (kind « regie ») doit être seule, au centre d4"
DIAG_CORNERS = "les deux bâtiments d'angle (kind « corner ») doivent être en a1 et g7"

# -- illegal moves -------------------------------------------------------------------------
#: The whole message of a refused move; ``reason`` is one of the ILLEGAL_* texts below.
REFUSED_MOVE = "Coup « {move} » refusé : {reason}"
ILLEGAL_NOT_CHOOSING = "ce n'est pas le moment de choisir une tuile (phase : {phase})."
ILLEGAL_NOT_IN_HAND = "le joueur {player} n'a pas de {code} dans sa main."
ILLEGAL_CHOOSE_FIRST = (
    "le joueur {player} doit d'abord choisir une tuile de sa main "
    "(« choisir I », « choisir L » ou « choisir T »)."
)
ILLEGAL_WRONG_TILE = (
    "les tuiles à poser maintenant sont : {expected} (dans l'ordre que le groupe veut)."
)
ILLEGAL_OCCUPIED = "la case {cell} est déjà occupée."
ILLEGAL_NOT_TOUCHING = (
    "une tuile doit toucher par un côté une tuile déjà posée, ce n'est pas le cas en {cell}."
)
ILLEGAL_PIERCED = (
    "la canalisation percée doit prolonger une canalisation ouverte, "
    "alignée avec elle (choix E12) ; ce n'est pas le cas en {cell} avec cette rotation."
)
ILLEGAL_AGENT = (
    "l'agent se pose sur une canalisation percée ou devant une sortie "
    "de canalisation ouverte (choix E13) ; ce n'est pas le cas en {cell}."
)
ILLEGAL_OTHER = "il n'est pas permis maintenant."


#: The tiles' names in the plural (« 2 coudes »).
TILE_PLURALS = {
    "I": "canalisations droites",
    "L": "coudes",
    "T": "raccords en T",
    "P": "sites protégés",
    "A": "agents de la Régie",
    "X": "canalisations percées",
    "E": "stations d'épuration",
}


def count_tiles(codes) -> str:
    """« 2 coudes, 1 raccord en T et 1 site protégé »: how many of each tile, in the order
    of the codes' first appearance."""
    counts: dict[str, int] = {}
    for c in codes:
        counts[c] = counts.get(c, 0) + 1
    parts = [f"{n} {TILE_NAMES[c] if n == 1 else TILE_PLURALS[c]}" for c, n in counts.items()]
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " et " + parts[-1]


def list_tiles(codes) -> str:
    """« coude (L), canalisation droite (I) »: the French names with their codes."""
    return ", ".join(f"{TILE_NAMES[c]} ({c})" for c in codes)


# -- events --------------------------------------------------------------------------------
EV_SETUP = (
    "La diagonale est posée : la Régie au centre, les bâtiments de part et d'autre. "
    "Partie coopérative à {players} joueurs."
)
EV_ROUND = "Tour {round} sur {rounds} : chacun reçoit {dealt} canalisation(s). Événements du tour : {events}."
EV_ROUND_HIDDEN = (
    "Tour {round} sur {rounds} : chacun reçoit {dealt} canalisation(s). {n} événement(s) tiré(s), "
    "encore face cachée."
)
EV_EVENTS_SHOWN = "Les événements du tour sont retournés : {events}."
EV_CHOSEN = "Le joueur {player} a choisi une tuile, face cachée."
EV_REVEALED_ONE = "joueur {player} : {tile}"
EV_REVEALED = "Tout le monde retourne sa tuile ({tiles}). Le groupe discute de leur pose."
EV_PLACED = (
    "Le joueur {player} pose sa tuile ({tile}) en {cell} (tournée de {degrees}°) : {effect}."
)
EV_EVENT_PLACED = (
    "Le groupe pose l'événement « {tile} » en {cell} (tourné de {degrees}°) : {effect}."
)
EFFECT_MORE = "{n} fuite(s) de plus"
EFFECT_LESS = "{n} fuite(s) en moins"
EFFECT_SAME = "autant de fuites qu'avant"
EV_STACKED = (
    "Un agent de la Régie se pose sur la canalisation percée en {cell} : la fuite est arrêtée "
    "et la case devient celle d'un agent, qui raccorde ses quatre côtés sans jamais fuir "
    "({effect})."
)
EV_FULL = (
    "Le carré de 7 × 7 tuiles est complet : les canalisations restantes ne seront pas posées, "
    "mais les événements du tour le seront si c'est possible, puis la partie s'arrête."
)
EV_PIPES_DISCARDED = "Plus de case libre : {n} canalisation(s) mise(s) de côté ({tiles})."
EV_EVENTS_DISCARDED = "Aucune case possible pour : {events} ; mis de côté."
#: At the end of the game: the tiles never laid, those left in the piles and those set aside
#: for want of a cell (the events set aside were named when they were).
EV_UNUSED = (
    "La partie est finie, avec {n} tuile(s) non posée(s) (restée(s) dans la pioche, ou mise(s) "
    "de côté faute de case) : {tiles}."
)

# -- leaks ---------------------------------------------------------------------------------
LEAK_KIND_NAMES = {
    "border": "sortie au bord du plateau",
    "event": "sortie contre une tuile événement",
    "unconnected": "sortie non raccordée",
    "pierced": "canalisation percée",
}
LEAK_TEXT = {
    "border": "Fuite en {cell} : la sortie côté {side} débouche hors du plateau.",
    "event": "Fuite en {cell} : la sortie côté {side} bute contre une tuile événement fermée de ce côté.",
    "unconnected": "Fuite en {cell} : la sortie côté {side} n'est raccordée à aucune canalisation.",
    "pierced": "Fuite en {cell} : la canalisation percée n'est pas couverte par un agent.",
}

# -- score sheet ---------------------------------------------------------------------------
SC_CIRCUIT_ONE = (
    "Circuit fermé de {n} tuiles passant par la Régie (plus de 10) : 1 tuyau de réparation."
)
SC_CIRCUIT_TWO = (
    "Circuit fermé de {n} tuiles passant par la Régie (plus de 20) : 2 tuyaux de réparation."
)
SC_CIRCUIT_SHORT = "Le plus long circuit fermé par la Régie compte {n} tuiles : il en faut plus de 10 pour une réparation."
SC_CIRCUIT_NONE = "Aucun circuit fermé ne passe par la Régie."
SC_SQUARE = "Le carré de 7 × 7 est complet, sans trou : 1 tuyau de réparation."
SC_CAP = "Au plus {cap} tuyau(x) de réparation en tout : le surplus est perdu."
SC_USER_OK = "L'eau arrive jusqu'à « {name} » ({cell})."
SC_USER_KO = "L'eau n'arrive pas jusqu'à « {name} » ({cell})."
SC_STATION_OK = "La station d'épuration en {cell} est raccordée au réseau de la Régie."
SC_STATION_KO = "La station d'épuration en {cell} n'est pas raccordée au réseau de la Régie."

VERDICT_WON = "Partie gagnée par tout le groupe !"
VERDICT_LOST = "Partie perdue, ensemble."
VERDICT_PROVISIONAL_WON = "Si la partie s'arrêtait maintenant, le groupe gagnerait."
VERDICT_PROVISIONAL_LOST = "Si la partie s'arrêtait maintenant, le groupe perdrait."
REASON_MISSING = "L'eau n'arrive pas jusqu'à : {names}."
REASON_ALL_REACHED = "L'eau arrive à tous les usagers et à toutes les stations posées."
REASON_LEAKS = "{leaks} fuite(s) pour {repairs} tuyau(x) de réparation : il reste {left} fuite(s)."
REASON_NO_LEAK = "{leaks} fuite(s) pour {repairs} tuyau(x) de réparation : toutes sont réparées."

# -- helper player -------------------------------------------------------------------------
HELP_CHOOSE = (
    "Choisir la tuile « {tile} » : sa meilleure pose vaut {why} point(s) selon l'aide "
    "(des points pour chaque raccord, des points en moins pour chaque fuite ajoutée)."
)
HELP_PLACE = "Poser en {cell}, tournée de {degrees}° : {why}."
HELP_STACK = "Poser l'agent sur la canalisation percée en {cell} : il arrête la fuite."
HELP_WHY = "{connects} raccord(s) avec les tuiles voisines, bilan des fuites : {delta}{regie}"
HELP_REGIE = ", reliée au réseau de la Régie"
HELP_COVER_NEXT = (
    " (bilan compté avec l'agent du tour posé dessus ensuite : la canalisation percée "
    "d'abord, l'agent ensuite)"
)

# -- computer players (ludo.players("eau")) ----------------------------------------------------
PLAYER_NAMES = {"helper": "Conseiller", "random": "Hasard"}
PLAYER_DESCRIPTIONS = {
    "helper": (
        "Joue le coup qui raccorde le plus de tuyaux et ajoute le moins de fuites, "
        "sans regarder les tours suivants."
    ),
    "random": "Joue un coup permis tiré au hasard.",
}

# -- widgets (ui.py) -----------------------------------------------------------------------
ROTATION = "Rotation"
PLAYERS = "Joueurs"
SEED = "Graine"
BOARD = "Plateau"
HELP = "Conseil de l'aide"
HELPER_PLAYS = "L'aide joue ce coup"
RANDOM = "Coup au hasard"
FINISH = "Finir la partie avec l'aide"
UNDO = "Annuler"
#: The button under « ⚙ Réglages » that ends this game and deals another.
NEW_GAME = "Lancer une nouvelle partie"
#: The toggle that unfolds the rarely used controls; its tooltip says what they are.
SETTINGS = "⚙ Réglages"
SETTINGS_TIP = (
    "Ouvre les réglages : coup au hasard, finir avec l'aide, plus long circuit, "
    "nombre de joueurs, graine et nouvelle partie."
)
SHOW_LEAKS = "Montrer les fuites"
CHOOSE = "Choisir : {tile}"
CHOOSE_FIRST = "Choisissez d'abord une tuile de votre main (boutons bleus à côté du plateau)."
NOTHING_TO_SUGGEST = "La partie est terminée : plus rien à proposer."
SUGGESTIONS = "L'aide propose (du meilleur au moins bon, sans regarder plus loin que ce coup) :"
FINISHED = "L'aide a joué les {n} coups restants."
UNDONE = "Dernier coup annulé."
GAME_OVER = "Partie terminée — voir le bilan ci-dessous."
STATUS = "Tour {round} sur {rounds} — {phase} — c'est au joueur {player}."
STATUS_GROUP = (
    "Tour {round} sur {rounds} — {phase} — le groupe décide, le joueur {player} (qui mène ce "
    "tour) pose."
)
EVENTS_HIDDEN = "{n} événement(s) face cachée"
EVENTS_OF_ROUND = "Événements à poser en fin de tour : {events}."
YOUR_HAND = "Main du joueur {player} (les autres ne regardent pas !) : {hand}."
OTHERS_HIDDEN = (
    "Choisissez une tuile : elle reste face cachée jusqu'à ce que tout le monde ait choisi."
)
TO_PLACE = (
    "Tuile à poser : {tile}. Cliquez sur une case entourée de vert (une case libre qui touche "
    "une tuile) : la tuile s'y montre ; tournez-la, puis validez."
)
TO_PLACE_ANY_TURN = (
    "Tuile à poser : {tile}. Elle est la même dans tous les sens : cliquez sur une case "
    "entourée de vert (une case libre qui touche une tuile), puis validez."
)
PREVIEW = (
    "Aperçu : {tile} en {cell}, tournée de {degrees}°. « Tourner » (touche R) la fait pivoter, "
    "« Valider » (Entrée, ou un second clic sur la case) la pose, « Retirer » (Échap) l'enlève."
)
PREVIEW_ANY_TURN = (
    "Aperçu : la tuile « {tile} » en {cell}, la même dans tous les sens. « Valider » (Entrée, "
    "ou un second clic sur la case) la pose, « Retirer » (Échap) l'enlève."
)
PREVIEW_STACK = (
    "Aperçu : l'agent de la Régie sur la canalisation percée en {cell}, pour arrêter sa fuite. "
    "« Valider » (Entrée, ou un second clic sur la case) le pose, « Retirer » (Échap) l'enlève."
)
PREVIEW_REFUSED = "Dans ce sens, la tuile ne peut pas aller en {cell} : {reason}"
NO_PREVIEW = "Cliquez d'abord sur une case du plateau pour y montrer la tuile."
NO_LEAK = "Aucune fuite : toutes les sorties de canalisation sont raccordées."
LEAK_TOTAL = "{n} fuite(s) en tout"
COL_KIND = "Type de fuite"
COL_COUNT = "Nombre"
COL_WHERE = "Où (case et côté de la sortie)"
SCORE_DETAILS = "Le bilan ligne par ligne (cliquer pour ouvrir)"
LEAK_EXAMPLE_NAMES = {
    "border": "1. Une sortie au bord du plateau",
    "event": "2. Une sortie contre un site protégé",
    "unconnected": "3. Une sortie non raccordée",
    "pierced": "4. Une canalisation percée",
}
FINISHED_GAME = "Une fin de partie (jouée par l'aide)"
CIRCUIT_EXAMPLE = "Un circuit de 15 tuiles (comme dans la règle)"
BRANCHED = "Un réseau ramifié (en arbre)"
LOOPED = "Un réseau maillé (en boucles)"
SHOW_BRIDGES = "Montrer les points fragiles"
BREAK = "Casser un raccord :"
NO_BREAK = "aucun (le réseau est intact)"
LINK = "le raccord {a}–{b}"
NOBODY = "aucun usager"
CIRCUIT_FOUND = "Le plus long circuit fermé passant par la Régie compte {n} tuiles (la Régie n'est pas comptée) : il est tracé en orange."
CIRCUIT_NONE = "Aucun circuit fermé ne passe par la Régie sur ce plateau."
CIRCUIT_REWARD = (
    "C'est trop court pour gagner un tuyau de réparation (il faut plus de 10 tuiles).",
    "Plus de 10 tuiles : le groupe gagne 1 tuyau de réparation.",
    "Plus de 20 tuiles : le groupe gagne 2 tuyaux de réparation.",
)
BRIDGES = (
    "Croix jaunes : {b} raccord(s) « pont » — si l'un casse, le réseau est coupé en deux. "
    "Cadres noirs : {a} tuile(s) « point d'articulation » — si l'une tombe en panne, c'est pareil."
)
BREAK_RESULT = "Ce raccord cassé prive d'eau {n} tuile(s) ; usagers privés d'eau : {users}."
BREAK_HARMLESS = (
    "Ce raccord cassé ne prive personne d'eau : l'eau fait le tour par une autre boucle."
)
USERS_SERVED = "Usagers de la diagonale desservis par la Régie : {n} sur {total}."
USERS_AFTER_BREAK = "Après la casse : {n} usager(s) sur {total} ont encore de l'eau."
WATER_TITLE = "L'eau sort de la Régie"
WATER_STEP = "Après {k} pas : l'eau a atteint {n} tuile(s) reliée(s) à la Régie."
WATER_START = "Départ : l'eau n'est encore que dans la Régie."
WATER_LAST = (
    "Le réseau est rempli. Les triangles rouges montrent les {leaks} fuite(s) où l'eau se perd."
)
WATER_REACHES = "L'eau arrive chez : {names} (cadre bleu)."
WATER_DRY = "L'eau n'arrive jamais chez : {names}."
WATER_ALL_USERS = "Tous les usagers de la diagonale ont de l'eau."
STRIP_STEP = "Après {k} pas : {n} tuiles"
STRIP_START = "Départ : la Régie seule"
STRIP_TITLE = "L'eau sort de la Régie, étape par étape (version imprimable)"
ROUNDS_TITLE = "La partie, tour par tour"
LEAKS_NOW = "Fuites sur le plateau à ce moment : {n}."
BEFORE = "Avant"
AFTER = "Après"
BEFORE_AFTER = "Fuites sur le plateau : {before} avant, {after} après."
SC_NOT_COUNTED = "pour info"
SC_BALANCE = "Bilan du groupe : tuyaux de réparation gagnés moins fuites (il faut 0 ou plus)."
SC_POINTS = "Points"
SC_EXPLANATION = "Explication"
OPEN_VALVE = "Ouvrir la vanne"
CLOSE_VALVE = "Fermer la vanne"
VALVE_CLOSED = "Vanne fermée : le plateau montre de nouveau la partie."
SHOW_CIRCUIT = "Montrer le plus long circuit"
RECONSTRUCTION_CAPTION = (
    "Les sorties de la Régie et des bâtiments de la diagonale sont une reconstruction : "
    "la règle ne les décrit pas."
)
DIAG_IS_RECONSTRUCTION = "Ce fichier est marqué comme une reconstruction."
DIAG_IS_SOURCED = "Ce fichier n'est pas marqué comme une reconstruction."
ROBUSTNESS_HEADERS = (
    "Réseau",
    "Tuiles reliées à la Régie",
    "Ponts",
    "Points d'articulation",
    "Boucles indépendantes",
)
AGENT_HINT = (
    "L'agent peut aussi se poser sur une canalisation percée déjà posée (sa case est entourée "
    "de vert elle aussi) : il arrête la fuite. Comme pour toute tuile, rien n'est joué avant "
    "« Valider »."
)
REFUSED = "Coup refusé : {reason}"
PICK_TILE = "Poser :"
CATALOGUE_GROUPS = {
    "pipe": "canalisation (en main)",
    "event": "événement (tiré)",
    "diagonal": "Régie, bâtiment d'angle, bâtiment",
}
CATALOGUE_DIAGONAL = "la diagonale"
CATALOGUE_ROW_TITLES = {
    "pipe": "Les canalisations, en main",
    "event": "Les événements, tirés au fil des tours",
}
CATALOGUE_ONE_POSITION = "une seule position"
WHERE_EVENT_TITLE = "{tile} :\n{n} case(s) possible(s), encadrée(s) en noir"
AND = " ou "
ANY_ORDER = (
    "Le groupe pose ces tuiles dans l'ordre qu'il veut : choisissez laquelle poser maintenant "
    "(boutons « Poser »)."
)


# Every template with "(s)" agrees with the numbers put in it (« 2 gouttes », « 1 goutte »).
from ..core.french import agree_templates  # noqa: E402

agree_templates(globals())

HYDRAULICS_MISSING = (
    "La vraie hydraulique demande WNTR (EPANET), qui n'est pas installé. Installez "
    "l'option : pip install 'ludo[hydraulique]' (ou : pip install wntr six)."
)
HYDRAULICS_NO_REGIE = "Le plateau n'a pas de Régie : il n'y a pas de réseau à calculer."
HYDRAULICS_NO_PIPE = (
    "Le réseau de la Régie n'a pas de tuyau entre les cases {pipe} : rien à réparer."
)
HYDRAULICS_NEEDS_BOTH = (
    "Pour comparer les réparations, le réseau doit avoir au moins un tuyau sur une boucle "
    "qui passe par la Régie et au moins un tuyau sur une branche (un pont)."
)

#: The live power calculator of the deck « La vraie hydraulique » (ludo.eau.turbine).
TURBINE_LABELS = {
    "formula": "P = ρ · g · Q · H · η, avec ρ = 1000 kg/m³, g = 9,81 m/s² et η = {eta}",
    "flow": "Débit Q",
    "head": "Hauteur de chute H",
    "power": "Puissance P",
}

# -- the guided first game (ludo.eau.guided): the short lines of its moves ---------------------
GUIDE_REVEALED = "On retourne : {tiles}."
GUIDE_REVEALED_ONE = "{tile}"
GUIDE_REVEALED_YOU = "{tile} (vous)"
GUIDE_PLACED = "{tile} en {cell} : {effect}."
GUIDE_COMPUTER_PLACED = (
    "Le joueur {player} pose pour le groupe : {tiles}. Fuites : {before} → {after}."
)
GUIDE_COMPUTER_ONE = "{tile} en {cell}"
GUIDE_STACKED = "Agent sur la canalisation percée en {cell} : {effect}."
GUIDE_FULL = "Le carré est complet."
GUIDE_CIRCUIT_EXPLAIN = "La Régie ne compte pas : {n} tuile(s) sans elle."
GUIDE_REPAIRS_EXPLAIN = (
    "Plus de 10 tuiles : 1 tuyau ; plus de 20 : 2. Le plus long circuit compte ici {n} tuile(s)."
)
agree_templates(globals())
#: The end of the guided game: the leaks of a kind in one line (their rule id → the text).
GUIDE_LEAK_GROUP = {
    "eau.leak.border": "{n} sortie(s) au bord du plateau : −{n}.",
    "eau.leak.unconnected": "{n} sortie(s) non raccordée(s) : −{n}.",
    "eau.leak.event": "{n} sortie(s) contre un côté fermé d'événement : −{n}.",
    "eau.leak.pierced": "{n} canalisation(s) percée(s) non couverte(s) : −{n}.",
}
#: The guided table (ludo.eau.ui.guided).
GUIDE_STATUS = "Tour {round} sur {rounds} — {phase}."
GUIDE_HAND = "Votre main : {hand}."
GUIDE_TO_PLACE = "À poser : {tiles}."
GUIDE_LEADER = "Le joueur {player} mène ce tour et pose pour le groupe."
GUIDE_PREVIEW = (
    "{tile} en {cell} : « Tourner » (R) la tourne, un second clic ou « Valider » la pose."
)
GUIDE_NO_PREVIEW = "Cliquez d'abord une case du plateau."
GUIDE_CHOOSE_FIRST = "Choisissez d'abord une tuile de votre main."
GUIDE_OVER = "Partie terminée."
