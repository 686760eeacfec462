"""Every French string of Atacama that a user reads (one place, ready for a translation)."""

GAME_TITLE = "Atacama"

ORE_NAMES = {"gold": "or", "silver": "argent", "copper": "cuivre"}
ORE_WITH_ARTICLE = {"gold": "l'or", "silver": "l'argent", "copper": "le cuivre"}
ORE_LETTERS = {"gold": "O", "silver": "A", "copper": "C"}  # French initials on the board

CONCESSION_NAMES = {"turquoise": "turquoise (pas de cuivre)", "orange": "orange (pas d'argent)"}
DIRECTION_NAMES = {"columns": "colonnes", "rows": "rangées"}
DIRECTION_SINGULAR = {"columns": "Colonne", "rows": "Rangée"}

#: The colour of each player's wells, as drawn (ludo.viz.player_colour: blue, vermillion,
#: green, purple). Messages name a player's colour with these words only; « turquoise » and
#: « orange » are the names of the two concessions, never of a player's wells.
WELL_COLOURS = ("bleu", "rouge orangé", "vert", "violet")
PLAYER_COLOURED = "Joueur {n} ({colour})"
CAPTION_ROLE = "concession {concession}, {direction}"
ROLE = "concession {concession}, marque les {direction}"
NO_ROLE_YET = "pas encore de concession"

# -- board file errors ---------------------------------------------------------------------
BOARD_LINES = (
    "Plateau invalide : il faut 9 lignes de 9 champs (une ligne par rangée, de haut en bas) ; "
    "{n} ligne(s) trouvée(s)."
)
BOARD_FIELDS = (
    "Plateau invalide, rangée {row} (ligne {line} du texte) : il faut 9 champs, {n} trouvé(s)."
)
BOARD_FIELD = (
    "Plateau invalide, rangée {row} (ligne {line} du texte), champ {field} (« {token} ») : "
    "{reason}. "
    "Écrivez un minerai puis une valeur, par exemple O3 (or 3), A5 (argent 5), C1 (cuivre 1) "
    "— ou G/S/C en anglais."
)
BOARD_ORE = "minerai inconnu « {letter} » (O ou G = or, A ou S = argent, C = cuivre)"
BOARD_VALUE = "la valeur doit être un chiffre de 1 à 5"
BOARD_IS_RECONSTRUCTION = (
    "Ce plateau est une reconstruction : la vraie disposition des tuiles n'est pas publiée. "
    "Les 15 cases de l'exemple de la règle sont exactes, les autres sont inventées."
)
BOARD_IS_TYPED = "Ce plateau a été saisi par vous (par exemple recopié depuis la boîte)."
BOARD_TYPE = "Plateau invalide : attendu un objet Board ou un texte de 9 lignes, pas {kind}."
ARRANGE_LAYOUT = (
    "Disposition des tuiles invalide (« {layout} ») : donnez les 9 lettres A à I, "
    "chacune une fois, dans l'ordre des positions (rangée du haut d'abord)."
)

# -- options -------------------------------------------------------------------------------
BAD_PLAYERS = (
    "Atacama se joue à 2 ou à 4 joueurs (il n'existe pas de variante à {n}) : "
    "option « players » refusée."
)
BAD_VARIANT = "Variante inconnue « {variant} » (option « variant ») : « base » ou « advanced »."
ADVANCED_4P = "Le jeu avancé se joue à 2 joueurs seulement (option « variant »)."
BAD_BOOL = "L'option « {field} » doit valoir True ou False, pas {value!r}."
BAD_DOUBLE_COUNT = "L'option « double_counts_as » doit valoir 1 ou 2, pas {value!r}."
BAD_OPTION = "Option inconnue pour Atacama : « {name} »."

# -- move notation ------------------------------------------------------------------------
BAD_NOTATION = (
    "Coup illisible « {text} » : écrivez une case comme « c7 » (colonne a à i, rangée 1 à 9), "
    "« c7* » pour un puits double, ou une concession comme « turquoise-colonnes »."
)

# -- illegal moves (each names the rule) ----------------------------------------------------
ILLEGAL_OCCUPIED = (
    "Case {cell} refusée : il y a déjà un puits sur ce champ (un seul puits par champ)."
)
ILLEGAL_ADJACENT = (
    "Case {cell} refusée : elle touche par un côté le puits en {other}. "
    "Deux puits ne peuvent jamais être voisins par un côté (en diagonale, c'est permis)."
)
ILLEGAL_HIDDEN = (
    "Case {cell} refusée : cette tuile n'est pas encore posée sur la table (jeu avancé, "
    "étape {stage})."
)
ILLEGAL_NO_WELL = "Case {cell} refusée : Joueur {player} n'a plus de puits {kind}."
KIND_NORMAL = "normal"
KIND_DOUBLE = "double"
ILLEGAL_OFF_BOARD = (
    "Coup refusé : la case n° {cell} n'existe pas (le plateau a 81 cases, numérotées de 0 à 80)."
)
ILLEGAL_NO_DOUBLE_VARIANT = (
    "Coup {move} refusé : les puits doubles (« * ») n'existent que dans la variante tactique."
)
ILLEGAL_CONCESSION_BASE = (
    "Coup {move} refusé : les concessions ne s'achètent que dans le jeu avancé ; "
    "ici elles sont distribuées au début."
)
ILLEGAL_CONCESSION_TAKEN = "Coup {move} refusé : les concessions ont déjà été attribuées."
ILLEGAL_MUST_BUY = (
    "Coup {move} refusé : Joueur {player} n'a plus qu'un puits et aucune concession n'a été "
    "prise : il doit en acheter une maintenant (règle du jeu avancé choisie par ludo)."
)
ILLEGAL_OTHER = "Coup {move} refusé."

# -- events --------------------------------------------------------------------------------
EV_PLACED = "Joueur {player} pose un puits{kind} en {cell} ({ore} {value})."
EV_PLACED_DOUBLE = " double"
EV_CONCESSION = (
    "Joueur {player} achète la concession {concession} et marquera les {direction} ; il paie "
    "un puits. Joueur {other} reçoit l'autre concession ({other_concession}, {other_direction})."
)
EV_PASS = "Joueur {player} ne peut plus poser de puits : il passe son tour."
EV_STAGE = "Étape {stage} du jeu avancé : trois nouvelles tuiles sont posées ({tiles})."
EV_END = "Plus personne ne peut poser de puits : la partie est finie."
EV_FORCED = "Joueur {player} n'a plus qu'un puits : il doit acheter une concession."

# -- scoring -------------------------------------------------------------------------------
SC_PART = "{points} pour {ore} en {cell}{double}"
SC_PART_DOUBLE = " (puits double)"
SC_LINE = "{line} {name} ({n} puits{counted}) : {parts} → {total}."
SC_COUNTED_AS = ", qui comptent pour {count}"
SC_LINE_SHORT = (
    "{line} {name} : {n} puits seulement, il en faut au moins {threshold} : ne compte pas."
)
SC_LINE_SHORT_COUNTED = (
    "{line} {name} : {n} puits, qui comptent pour {count} ; il en faut au moins {threshold} : "
    "ne compte pas."
)
SC_NO_ROLE = "Joueur {player} n'a pas encore de concession : rien n'est compté pour lui."

# -- interface -----------------------------------------------------------------------------
UI_TURN = "Au tour du joueur {player} ({colour}) — {role}. Il lui reste {wells}."
UI_TURN_WELLS = "{normal} puits"
UI_TURN_DOUBLES = " et {double} puits double(s)"
UI_OVER = "Partie terminée."
UI_SHOW_FORBIDDEN = "Montrer les cases interdites"
UI_DOUBLE = "Poser un puits double"
UI_UNDO = "Annuler le dernier coup"
UI_NEW = "Nouvelle partie"
UI_CLICK = "Cliquez sur une case du plateau pour poser un puits."
UI_COMPUTER_THINKS = "L'ordinateur (Joueur {player}) joue {move}."
UI_SCORE_TITLE = "Décompte provisoire (la partie continue)"
UI_SCORE_TITLE_FINAL = "Décompte final"
UI_BUY = "Acheter la concession"
UI_OPPONENT = "Adversaire"
UI_OPPONENTS = {"random": "au hasard", "greedy": "glouton", "search": "prudent (cherche 2 coups)"}

# -- computer players (ludo.players("atacama")) ------------------------------------------------
PLAYER_NAMES = {"random": "Hasard", "greedy": "Glouton", "search": "Prudent"}
PLAYER_DESCRIPTIONS = {
    "random": "Pose un puits au hasard parmi les coups permis.",
    "greedy": "Joue le coup qui améliore le plus son décompte prévu, sans regarder plus loin.",
    "search": "Essaie ses meilleurs coups et garde celui qui résiste le mieux à la réponse adverse.",
}
UI_YOU_ARE = "Vous jouez Joueur {player} ({role})."
UI_NOTHING_TO_UNDO = "Rien à annuler."
UI_WINNER_YOU = (
    "Partie terminée : vous avez gagné ! Vous (Joueur {you}) : {mine} points, "
    "l'ordinateur : {his} points."
)
UI_WINNER_COMPUTER = (
    "Partie terminée : l'ordinateur a gagné, vous avez perdu. Vous (Joueur {you}) : "
    "{mine} points, l'ordinateur : {his} points."
)
UI_DRAW = "Partie terminée : égalité, {mine} points chacun."
UI_ROLE_OF = "Joueur {player} : {role}"
UI_CONCESSION_CHOICE = "Concession et direction"
UI_CONCESSION_OPTIONS = {
    "turquoise-colonnes": "turquoise (pas de cuivre), colonnes",
    "turquoise-rangées": "turquoise (pas de cuivre), rangées",
    "orange-colonnes": "orange (pas d'argent), colonnes",
    "orange-rangées": "orange (pas d'argent), rangées",
}
UI_COMPUTER = "ordinateur"
UI_HUMAN = "vous"
SCORE_NOT_COUNTED = "ne compte pas"
UI_SCORE_LINE = "Ligne du décompte"
UI_GAME_OVER_SCORE = "Partie terminée. {summary}"
UI_NO_LEGAL = "Aucune case libre pour Joueur {player}."
UI_STEP_START = "Plateau vide, avant le premier puits."
UI_SEE_FORBIDDEN = "Une case barrée est interdite : cliquez dessus pour savoir pourquoi."

# -- notebook helpers (board editor, game against the computer, match table) -----------------
UI_EDITOR_READ = "Lire ce plateau"
UI_EDITOR_OK = (
    "Plateau lu : 9 rangées de 9 champs, tuiles A à I dans l'ordre habituel. "
    "C'est ce plateau que montre le dessin."
)
UI_EDITOR_HELP = (
    "Une ligne par rangée du plateau, de haut en bas ; sur chaque ligne, les 9 champs de "
    "gauche à droite, chacun écrit minerai + valeur : O3 (or 3), A5 (argent 5), C1 (cuivre 1)."
)
UI_TOTALS = "Totaux — {totals}"
UI_EDITOR_PLAY = "Jouer sur ce plateau"
UI_EDITOR_PLAYING = (
    "Partie lancée sur votre plateau, à deux joueurs : cliquez sur une case du dessin "
    "ci-dessous pour y poser un puits."
)
UI_VARIANT = "Variante"
UI_VARIANTS = {
    "base": "jeu de base",
    "tactical": "variante tactique (puits doubles)",
    "advanced": "jeu avancé (tuiles cachées, concessions à acheter)",
    "advanced-tactical": "jeu avancé + variante tactique",
}
UI_WHO_STARTS = "Qui commence ?"
UI_SETTINGS_TITLE = "Une autre partie : adversaire, variante, qui commence"
UI_STARTS = {"human": "vous", "computer": "l'ordinateur", "draw": "tiré au sort"}
UI_YOU_START = "Vous jouez Joueur {player} ({role}) et vous commencez."
UI_COMPUTER_STARTS = "Vous jouez Joueur {player} ({role}) ; l'ordinateur commence."
UI_MATCH_HEADER = (
    "<tr><th>Rencontre</th><th>Parties</th><th>Victoires</th><th>Égalités</th>"
    "<th>Défaites</th><th>Points moyens</th></tr>"
)
UI_MATCH_ROW = "{first} contre {second}"
UI_MATCH_NOTE = (
    "Victoires, égalités, défaites et points moyens du premier nommé ; "
    "il joue une partie sur deux en premier."
)


# Every template with "(s)" agrees with the numbers put in it (« 2 gouttes », « 1 goutte »).
from ..core.french import agree_templates  # noqa: E402

agree_templates(globals())
UI_GAME_NUMBER = "Partie n°"
UI_WELLS_PLACED = "Puits posés"

# -- the guided first game (ludo/atacama/guided.py; its texts: guides/fr/*.md) ----------------
GUIDE_LINE = {"columns": "colonne {name}", "rows": "rangée {name}"}
GUIDE_OTHER_VALUE = "Pour Joueur {player}, concession {concession}, ce même puits vaut {points}."
