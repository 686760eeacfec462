"""Every French text of the Automa (Tesla's Automa) in one place."""

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
STEP_RESTRICTION = "Restriction de la tuile ({key}) : {before} → {after}."
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
    "decides": "Critère « {name} » : {before} → {after}, il décide.",
    "narrows": "Critère « {name} » : {before} → {after}.",
    "keeps_all": "Critère « {name} » : tous les candidats ({before}) le remplissent.",
    "no_match": "Critère « {name} » : aucun candidat ({before}), critère ignoré.",
}
STEP_CODE = (
    "Code {key} : en partant du bassin indiqué, le premier candidat parmi {before} est {after}."
)
STEP_TIEBREAK = {
    "base": "Deux emplacements dans le même bassin : l'emplacement du bas (non encadré) {after}.",
    "elevation": "Deux barrages dans le même bassin : celui du bas {after}.",
    "powerhouse": "Dans le même bassin : l'emplacement libre avant les encadrés de rouge, {after}.",
    "conduit": "Départage final : {after}.",
}
STEP_SINGLE = "Un seul emplacement possible : {spot}."
