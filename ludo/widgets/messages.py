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
