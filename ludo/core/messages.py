"""French strings of the shared core (one place, so a translation can be added later)."""

UNKNOWN_GAME = "Jeu inconnu : « {name} ». Jeux disponibles : {available}."
NOT_JSON = "Le fichier de sauvegarde n'est pas du JSON valide ({detail})."
NOT_A_SAVE = "Ce texte n'est pas une sauvegarde ludo : le champ « {field} » manque ou est faux."
BAD_VERSION = (
    "Version de sauvegarde {found} non prise en charge (champ « version ») : "
    "cette version de ludo lit la version {expected}."
)
BAD_SAVE_MOVE = "Sauvegarde invalide : le coup n° {index} (« {move} ») est refusé : {reason}"
BAD_FIELD = "Sauvegarde invalide : champ « {field} » : {reason}"
GAME_OVER = "La partie est terminée : plus aucun coup n'est possible."
MOVE_TYPE = "Un coup doit être un objet Move ou un texte, pas {kind}."

SCORE_HEADER_PLAYER = "Joueur"
SCORE_HEADER_POINTS = "Points"
SCORE_HEADER_RULE = "Règle"
SCORE_HEADER_TEXT = "Explication"
SCORE_TOTAL = "Total"
SCORE_NOT_COUNTED = "ne compte pas"
SCORE_WINNER = "Gagnant : {names}."
SCORE_WINNERS_TIE = "Égalité entre {names}."
SCORE_NO_WINNER = "Pas encore de gagnant."
