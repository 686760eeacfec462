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

# Every template with "(s)" agrees with the numbers put in it.
from ...core.french import agree_templates  # noqa: E402

agree_templates(globals())
