"""French strings of the shared core (one place, so a translation can be added later)."""

UNKNOWN_GAME = "Jeu inconnu : « {name} ». Jeux disponibles : {available}."
NOT_A_SAVE = "Ce texte n'est pas une sauvegarde ludo : le champ « {field} » manque ou est faux."
BAD_VERSION = (
    "Version de sauvegarde {found} non prise en charge (champ « version ») : "
    "cette version de ludo lit les versions {expected}."
)
BAD_SAVE_MOVE = "Sauvegarde invalide : le coup n° {index} (« {move} ») est refusé : {reason}"
BAD_FIELD = "Sauvegarde invalide : champ « {field} » : {reason}"
GAME_OVER = "La partie est terminée : plus aucun coup n'est possible."
NOBODY_TO_ACT = "La partie est terminée : plus personne n'a de coup à jouer."
PLAYER = "Joueur {n}"
MOVE_TYPE = "Un coup doit être un objet Move ou un texte, pas {kind}."
MOVE_FIELD_TYPE = (
    "Coup mal formé : le champ « {field} » d'un coup {kind} doit être {expected}, pas {value!r}."
)
MOVE_NOT_LEGAL = "Le coup {move!r} n'est pas permis dans cette position."
TYPE_INT = "un nombre entier"
TYPE_BOOL = "True ou False"
TYPE_STR = "un texte"
TYPE_FLOAT = "un nombre"
TYPE_TUPLE = "un tuple"
TYPE_OR = " ou "

SCORE_HEADER_PLAYER = "Joueur"
SCORE_HEADER_POINTS = "Points"
SCORE_HEADER_RULE = "Règle"
SCORE_HEADER_TEXT = "Explication"
SCORE_TOTAL = "Total"
SCORE_NOT_COUNTED = "ne compte pas"
SCORE_WINNER = "Gagnant : {names}."
SCORE_WINNERS_TIE = "Égalité entre {names}."
SCORE_NO_WINNER = "Pas encore de gagnant."
SCORE_LEADER = "En tête pour l'instant : {names}."
SCORE_LEADERS_TIE = "Égalité pour l'instant entre {names}."

# Reading JSON typed or pasted by a person (ludo.core.jsondata).
JSON_FIELD = "Champ « {field} » : {reason}"
JSON_WHERE = "ce texte n'est pas du JSON valide : {reason} (ligne {line}, colonne {column})."
JSON_EXPECTING_VALUE = "un texte JSON commence par « { » ou « [ »"
JSON_PROPERTY_NAME = 'un nom de champ entre guillemets droits ("…") est attendu'
JSON_COMMA = "une virgule est attendue entre deux éléments"
JSON_COLON = "deux-points « : » sont attendus après un nom de champ"
JSON_EXTRA_DATA = "du texte reste après la fin des données"
JSON_UNTERMINATED = "un texte entre guillemets n'est pas refermé"
JSON_CONTROL_CHAR = "un caractère de contrôle (retour à la ligne, tabulation) est dans un texte"
JSON_ESCAPE = "une barre oblique inverse « \\ » est mal employée"
JSON_OTHER = "la syntaxe est incorrecte"
JSON_NOT_A_PATH = "Un nom de fichier n'est jamais lu : collez le contenu du fichier."
JSON_NOT_UTF8 = "le texte n'est pas encodé en UTF-8."
JSON_NOT_TEXT = "un texte JSON est attendu."
JSON_TOO_DEEP = "les données sont imbriquées trop profondément."
JSON_BAD_SOURCE = "des données JSON (texte ou dictionnaire) sont attendues, pas {kind}."
FILE_NOT_FOUND = "le fichier « {path} » est introuvable."
FILE_FORBIDDEN = "la lecture du fichier « {path} » est interdite."
FILE_UNREADABLE = "le fichier « {path} » ne peut pas être lu."

# -- computer players (ludo.players, ludo.play_out) --------------------------------------------
UNKNOWN_PLAYER = "Joueur automatique inconnu « {key} » pour le jeu « {game} » : joueurs disponibles : {available}."
NO_PLAYER_FOR_SEAT = (
    "Aucun joueur automatique n'est donné pour la place du Joueur {seat} (« seats »)."
)
NOT_A_PLAYER = (
    "La place du Joueur {seat} reçoit un objet {kind} qui n'a pas de méthode choose(state) "
    "(« seats ») : donnez un joueur automatique ou son nom."
)
BAD_MAX_MOVES = "« max_moves » doit être un nombre entier positif ou nul, pas {value!r}."

# -- saves: snapshots of hand-built positions, options (ludo.core.snapshot, registry) ---------
SAVE_UNKNOWN_FIELD = "Sauvegarde invalide : le champ « {field} » est inconnu."
SAVE_OTHER_GAME = (
    "Cette sauvegarde est une partie de « {found} » (champ « game »), pas de « {expected} »."
)
SNAPSHOT_BAD_VALUE = "valeur inattendue de type {kind}."
SNAPSHOT_BAD_TAG = "forme inconnue (« {keys} »)."
SNAPSHOT_BAD_TYPE = "le type « {name} » n'appartient pas à ce jeu."
SNAPSHOT_UNKNOWN_FIELD = "« {name} » n'a pas de champ « {field} »."
SNAPSHOT_BAD_OBJECT = "« {name} » refusé : {reason}"
SNAPSHOT_WRONG_TYPE = "{expected} attendu, {found} trouvé."
SNAPSHOT_INCONSISTENT = "la position sauvegardée n'est pas cohérente ({reason})."
UNKNOWN_OPTION = (
    "Option inconnue « {key} » pour le jeu « {game} » : options possibles : {available}."
)

# The animation player of presentations (ludo.viz.animation): matplotlib's player speaks
# English; each of its words is replaced by these (tooltips, buttons' names, repeat modes).
ANIMATION_WORDS = {
    "Decrease speed": "Plus lent",
    "First frame": "Première image",
    "Previous frame": "Image précédente",
    "Play backwards": "Lire à l'envers",
    "Pause": "Pause",
    "Play": "Lire",
    "Next frame": "Image suivante",
    "Last frame": "Dernière image",
    "Increase speed": "Plus rapide",
    "Repetition mode": "Répétition",
    "Once": "Une fois",
    "Loop": "En boucle",
    "Reflect": "Aller-retour",
}

# The games a workshop keeps on the host, one file per table (ludo.core.saves).
TABLE_NAME_EMPTY = "Donnez un numéro ou un nom de table (par exemple « 3 » ou « Les Ulis »)."
TABLE_NAME_TOO_LONG = "Nom de table trop long : {n} caractères, {limit} au plus."
TABLE_NAME_CHARS = (
    "Nom de table refusé : « {name} ». Lettres, chiffres, espaces, tirets et apostrophes seulement."
)
TABLE_REFUSED = (
    "La sauvegarde de la table « {table} » ({file}) est refusée : {reason} "
    "Rien n'a été effacé ni changé : choisissez un autre nom de table."
)
TABLE_FILE_REFUSED = "Le fichier {file} est refusé : {reason} Rien n'a été effacé ni changé."
TABLE_NOT_A_SAVE = "ce n'est pas une sauvegarde de table ludo (champ « {field} » absent ou faux)."
TABLE_BAD_VERSION = (
    "version {found} de sauvegarde de table non prise en charge (champ « version ») : "
    "cette version de ludo lit la version {expected}."
)
TABLE_OTHER_GAME = "c'est une partie de {found}, pas de {expected} (champ « game »)."
TABLE_UNKNOWN_FIELD = "le champ « {field} » est inconnu."
TABLE_BAD_SEAT = (
    "la place « {seat} » du champ « computer » n'existe pas dans une partie à {n} joueurs."
)
TABLE_BAD_PLAYER = "champ « computer » : {reason}"
TABLE_BAD_GAME = "champ « partie » : {reason}"
TABLE_BAD_SEED = (
    "{name} (le tirage fixé par l'animateur) doit être un nombre entier, pas « {value} »."
)
TABLE_UNREADABLE = "le fichier ne peut pas être lu ({reason})."

# --- Rule cards (« Pourquoi ? ») ---
RULECARD_BAD = "Fiche de règle « {id} » du jeu {game} mal formée : {problem}"
RULECARD_TWICE = "Le jeu {game} a deux fiches de règle pour l'identifiant « {id} »."
RULECARD_BAD_ID = "l'identifiant « {id} » n'a pas la forme « jeu.règle » ni « jeu:décision »"
RULECARD_NO_TEXT = "il lui faut un titre et un texte"
RULECARD_NO_EXAMPLE = "l'exemple « {example} » n'existe pas"
RULECARD_BAD_WHERE = "le renvoi « {where} » ne désigne pas un notebook (« jeu/nom.ipynb »)"
RULECARD_UNKNOWN = "Aucune fiche de règle du jeu {game} ne porte l'identifiant « {id} »."
RULECARD_BAD_KIND = "le genre « {kind} » n'est ni « rule » ni « decision »"
RULECARD_NO_QUESTION = "une décision dit ce que la règle laisse ouvert (champ « question »)"
RULECARD_QUESTION_OF_RULE = "une règle claire n'a pas de champ « question » (réservé aux décisions)"
RULECARD_BAD_EXAMPLE = "exemple « {name} » : {problem}"
RULECARD_NO_DRAWING = "le dessin « {drawing} » n'existe pas pour ce jeu"
RULECARD_BAD_SAVE = "la position « {save} » ne se charge pas : {reason}"
RULECARD_BAD_MOVE = "le coup n° {n} « {move} » ne se joue pas : {reason}"
RULECARD_BAD_SETUP = "la mise en place ne se fait pas : {reason}"
RULECARD_EXAMPLE_TWICE = "l'exemple « {name} » est écrit deux fois"
RULECARD_NO_SEED = (
    "la mise en place « setup » donne le tirage « seed », pour que l'exemple soit toujours le même"
)
RULECARD_BAD_RULE_TEXT = "« {file} » n'est pas le nom d'un texte de règle (« jeu.txt »)"
RULECARD_NO_SAVE_FORMAT = "aucun chargeur pour le format « {format} »"

# --- Texts as data (cards, guides: Markdown with a TOML header) ---
TEXT_WHERE_LINE = "{path}, ligne {line}"
TEXT_BAD = "Fichier de texte {where} : {problem}"
TEXT_BAD_TOML = "le TOML ne se lit pas ({reason})"
TEXT_NO_HEADER = "il doit commencer par une ligne « +++ » suivie de l'en-tête TOML"
TEXT_NO_HEADER_END = "l'en-tête TOML n'est pas fermé par une ligne « +++ »"
TEXT_UNREADABLE = "le fichier ne peut pas être lu ({reason})"
TEXT_UNKNOWN_KEY = "champ « {key} » inconnu (champs permis : {allowed})"
TEXT_MISSING_KEY = "champ « {key} » manquant"
TEXT_NOT_STRING = "le champ « {key} » doit être un texte"
TEXT_NOT_STRINGS = "le champ « {key} » doit être une liste de textes"
TEXT_NOT_TABLE = "le champ « {key} » doit être une table TOML"
TEXT_NO_BODY = "le texte de la fiche (sous l'en-tête) est vide"

# --- Guided first games (ludo/core/guides.py) ---
GUIDE_UNTIL = "« until » vaut « {value} » : attendu move, moves, while, question, over ou end"
GUIDE_UNKNOWN_NAME = "{kind} « {name} » inconnu(e) de ce jeu (connus : {known})"
GUIDE_UNKNOWN_CARD = "la fiche « {card} » (champ « teaches ») n'existe pas"
GUIDE_STEP_TWICE = "l'étape « {step} » est écrite deux fois"
GUIDE_NO_STEP = "aucune étape « [[step]] »"
GUIDE_UNKNOWN_STEP = "la section « ## {step} » ne correspond à aucune étape du guide"
GUIDE_STEP_NO_TEXT = "l'étape « {step} » n'a pas de texte (une section « ## {step} »)"
GUIDE_NEEDS = "l'étape « {step} » ({until}) demande le champ « {key} »"
GUIDE_NO_ASK = "l'étape « {step} » exige un coup : il faut sa phrase dans la table [ask]"
GUIDE_LAST_NOT_END = 'la dernière étape doit être « until = "end" »'
GUIDE_BAD_MOVES = "« moves » doit être un nombre de coups de 1 à 99"
GUIDE_BAD_DEAL = "la partie « [deal] » ne se met pas en place : {reason}"
GUIDE_BAD_SEATS = "« learner » et « computer » doivent se partager les places 0 à {last}"
GUIDE_LESSON = "Ce coup est permis, mais la leçon demande {ask}."
GUIDE_ANSWER_FIRST = "La leçon demande d'abord de répondre à la question."
GUIDE_NO_MOVE_NOW = "La partie guidée est finie : plus de coup à jouer."
GUIDE_NO_QUESTION = "Il n'y a pas de question à cette étape."
GUIDE_NOT_A_CHOICE = "« {value} » n'est pas une des réponses proposées ({choices})."
GUIDE_RIGHT = "Bonne réponse : {answer}."
GUIDE_WRONG = "Non, la bonne réponse est {answer}."
GUIDE_COUNT = "{right} bonne(s) réponse(s) sur {asked}."
GUIDE_TOTALS = "Décompte : {totals}."
GUIDE_KNOWN = "Ce que vous savez maintenant"
GUIDE_SCORE = "Le décompte, ligne par ligne"
GUIDE_NEXT = "Et ensuite"
GUIDE_NOT_COUNTED = "Sans point : {n} autre(s) ligne(s) du décompte."
GUIDE_SAVE_BAD = "Sauvegarde de partie guidée refusée : {problem}"
GUIDE_SAVE_FIELD = "le champ « {field} » manque ou est invalide"
GUIDE_SAVE_OTHER = "elle est celle du guide « {found} », pas de « {expected} »"
