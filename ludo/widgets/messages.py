"""French labels of the generic widgets."""

FIRST = "Début"
PREV = "Précédent"
NEXT = "Suivant"
LAST = "Fin"
PLAY = "Lecture automatique"
STEP = "Étape {i} / {n}"
EMPTY = "Rien à montrer."
STATIC_NOTE = "Version sans noyau Python : toutes les étapes, l'une sous l'autre."
STATIC_NOTE_SHORT = "Version sans noyau Python : les étapes, l'une sous l'autre."
WORKING = "Calcul en cours…"
CONFIRM = "Valider ✔ (Entrée)"
CANCEL = "Retirer ✖ (Échap)"
ROTATE = "Tourner ↻ (R)"
STATIC_SAMPLE_NOTE = (
    "Version sans noyau Python : le texte de toutes les étapes, et {k} images sur {n} "
    "(ouvrez le carnet avec Python pour les voir toutes)."
)
STATIC_VIEW_NOTE = (
    "Version sans noyau Python : l'outil tel qu'il s'affiche à l'ouverture. Avec Python "
    "(JupyterLab ou Voilà), ses boutons et ses menus répondent."
)
PLAIN_TEXT = (
    "Outil interactif{what} : ouvrez ce carnet avec Python (JupyterLab ou Voilà) pour l'utiliser."
)

# The table picker of a workshop (ludo.widgets.tables).
TABLE_QUESTION = "À quelle table jouez-vous ?"
TABLE_HINT = (
    "Donnez le numéro ou le nom de votre table : la partie est enregistrée après chaque coup, "
    "et vous pourrez la reprendre en rouvrant la page."
)
TABLE_PLACEHOLDER = "par exemple 3"
TABLE_LABEL = "Table"
TABLE_OPEN = "Ouvrir la table"
TABLE_RESUME = "Reprendre la partie de la {label}"
TABLE_NEW = "Nouvelle partie"
TABLE_REFUSED_GUEST = (
    "La partie enregistrée de la {label} ne peut pas être reprise : son fichier est abîmé ou "
    "vient d'une autre version de ludo. Rien n'a été effacé. Choisissez un autre nom de table, "
    "ou appelez l'animateur."
)
TABLE_REFUSED_HOST = "Pour l'animateur : ce qui ne va pas dans le fichier"
TABLE_FOUND = "Une partie de la {label} est enregistrée ({moves} coup(s) joué(s), à {time})."
TABLE_BANNER = "{label} — la partie est enregistrée après chaque coup."
TABLE_NOT_SAVED = "Attention : la partie de la {label} n'a pas pu être enregistrée : {reason}"

# The projector view (ludo.widgets.projector, notebooks/projecteur.ipynb).
PROJ_TABLE = "Table montrée"
PROJ_NO_FOLDER = (
    "Rien à montrer : les parties des tables ne sont enregistrées que pendant un atelier "
    "(« make atelier », qui choisit le dossier des parties). Lancez l'atelier, puis rouvrez "
    "cette page."
)
PROJ_NO_TABLE = (
    "Aucune table en jeu pour l'instant : dès qu'un participant a choisi sa table dans un "
    "carnet de partie, elle apparaît ici."
)
PROJ_CHOOSE = "Choisissez une table dans la liste."
PROJ_REFUSED = (
    "Pour l'animateur : sauvegarde(s) refusée(s), hors de la liste (rien n'est effacé) : {files}."
)
PROJ_OPTION = "{game} — {label}"
PROJ_HEAD = "{game} — {label}"
PROJ_GUIDED = "{game} (partie guidée)"
PROJ_MOVES = "{n} coup(s) joué(s)"
PROJ_TO_PLAY = "au tour de {name}"
PROJ_OVER = "partie terminée"
PROJ_SAVED_AT = "dernier coup à {time}"
PROJ_START = "La partie commence : aucun coup joué pour l'instant."
PROJ_LAST_MOVE = "Le dernier coup"
PROJ_TIMER = "Chronomètre"
PROJ_MINUTES = "Minutes"
PROJ_TIMER_START = "▶ Démarrer"
PROJ_TIMER_STOP = "■ Arrêter"
PROJ_TIMER_RESET = "Remettre à zéro"
PROJ_TIME_UP = "Temps écoulé !"

# « Pourquoi ? » and the « Règles » notebooks (ludo.widgets.why).
WHY_LINK = "Pourquoi ?"
WHY_TITLE = "Pourquoi ? La règle"
WHY_CLOSE = "Fermer ✖"
WHY_DECISION = "Choix d'interprétation : la règle ne tranche pas, nous avons choisi."
WHY_DECISION_SHORT = "choix"
WHY_OPEN = "Ce que la règle laisse ouvert"
WHY_CHOICE = "Notre choix"
WHY_WHERE = "Où l'apprendre"
WHY_ZOOM = "Cliquez sur l'image pour l'agrandir."
RULES_SEARCH = "Chercher un mot"
RULES_PLACEHOLDER = "par exemple : fuite, cadre rouge, séisme"
RULES_ALL = "{n} fiches. Tapez un mot pour n'en garder que quelques-unes ; cliquez sur un titre pour lire sa fiche."
RULES_FOUND = "{n} fiche(s) trouvée(s) sur {total} pour « {words} »."
RULES_NONE = "Aucune fiche ne contient « {words} » : essayez un autre mot."
RULES_STATIC = (
    "Version sans noyau Python : toutes les fiches, l'une sous l'autre (sans leurs images). "
    "Avec Python (JupyterLab ou Voilà), une recherche par mot et les images."
)

from ..core.french import agree_templates  # noqa: E402

agree_templates(globals())  # « 1 coup joué », « 4 coups joués »

# -- the guide panel of a guided first game (ludo/widgets/guide.py) ----------------------------
GUIDE_STEP = "étape {n} sur {total}"
GUIDE_CARDS = "Les fiches :"
GUIDE_SEEN = "Déjà vu :"
#: a workshop save of a guided table that holds no guided game
GUIDE_NOT_GUIDED = "cette table n'a pas de partie guidée enregistrée."
