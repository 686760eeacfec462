"""French texts of the newcomer's guide to Barrage (set-up, legends, tiles, the Automa).

Written in the project's own words from the facts of the project's Barrage reference;
the numbers are filled in from the game's data (``ludo/barrage/data/game.json``).
"""

TABLE_HEAD_SETUP = ("Pour chaque société", "Au départ")
SETUP_ROWS = {
    "credits": "crédits",
    "excavators": "excavatrices (dans la réserve, pas sur la roue)",
    "mixers": "bétonnières",
    "vp": "points de victoire (PV)",
    "engineers": "ingénieurs (à poser pendant chaque manche)",
}
SETUP_TILES = "tuiles Technologie de base : {tiles} (une par sorte de structure)"
SETUP_JOKER = (
    "tuile {joker} : seulement dans la partie d'initiation, où elle construit n'importe "
    "quelle structure ; dans la partie complète elle reste dans la boîte"
)
SETUP_JOKER_COUNT = "1 (initiation seulement)"
SETUP_CONTRACT = "un contrat de départ, choisi parmi ceux tirés (autant que de joueurs)"
SETUP_OFFICER = "un directeur, tiré au hasard avec la société"
SETUP_TABLE_HEAD = ("Sur la table, à {n} joueurs", "Dans cette mise en place (tirage n° {seed})")
SETUP_NATIONAL = "contrats nationaux (violets) : nombre de joueurs − 1 = {n}"
SETUP_ROWS_PRIVATE = "contrats privés face visible : 2 par couleur (vert, jaune, rouge)"
SETUP_PATENT = "bureau des brevets : {n} tuiles Technologie avancée, {cost} crédits chacune"
SETUP_BONUS = "une tuile bonus par manche (5)"
SETUP_OBJECTIVE = "la tuile objectif, comptée à la fin de la partie"
SETUP_SOURCES = "4 tuiles Source (une par source A à D) et 3 barrages neutres"
SETUP_BLOCKED = "emplacements d'action bloqués : {n}"
SETUP_NONE = "aucun"
SETUP_ORDER = (
    "Ordre du tour : chacun choisit à son tour une société (avec son directeur) et un "
    "contrat de départ ; celui qui a choisi en dernier joue le premier, et ainsi de suite "
    "à l'envers."
)
SETUP_ROUNDS = (
    "La partie dure {rounds} manches. Après la dernière, pas de phase de fin de manche : "
    "on passe au décompte final."
)

CONSTRUCTION_HEAD = ("Emplacement de construction", "Ingénieurs", "Crédits en plus")
CONSTRUCTION_RANK = "{n}e construction de la manche"
CONSTRUCTION_FIRST = "1re construction de la manche"

TILES_HEAD = ("Tuile", "Niveau", "Construit", "Effet en plus")
TILE_LEVELS = {0: "de base", 1: "I", 2: "II", 3: "III"}
TILE_EFFECTS = {
    "fill_empty_dams": "une goutte dans chacun de vos barrages encore vides",
    "rotate_per_elevation": "la roue tourne d'un secteur par Élévation que vous avez bâtie",
    "credits_per_value": "2 crédits par point de valeur de la conduite bâtie",
    "no_engineers": "se construit sans poser d'ingénieur sur le plateau Société",
    "no_red_fee": "pas de supplément de 3 crédits sur un emplacement à cadre rouge",
    "energy_per_base": "une énergie par Base que vous avez (elle peut remplir un contrat)",
    "fill_raised_dam": "le barrage élevé se remplit jusqu'à sa capacité",
    "conduit_five_excavators": "une conduite qui coûterait 6 excavatrices ou plus n'en coûte que 5",
    "production_plus_two": "une production tout de suite, avec +2",
    "machines_interchangeable": "excavatrices et bétonnières s'échangent pour ce chantier",
    "no_engineers_no_excavators": "ni ingénieur ni excavatrice (la tuile va quand même sur la roue)",
    "vp_per_raised_dam": "3 PV par barrage élevé (niveau 2 ou 3) que vous avez",
    "energy_twice_value": "une énergie égale à 2 × la valeur de la conduite bâtie",
    "vp_per_powerhouse": "3 PV par centrale construite",
    "vp_per_advanced_tile": "3 PV par tuile avancée que vous avez",
}
TILE_ANY = "n'importe quelle structure"
TILE_NONE = "—"

AUTOMA_HEAD = ("L'Automa de Tesla", "")
AUTOMA_ROWS = (
    ("Société", "tirée au hasard parmi celles que les joueurs n'ont pas prises"),
    ("Directeur", "aucun (sauf au niveau Surpuissant)"),
    ("Contrat de départ", "aucun ; il ne garde jamais de contrat en main"),
    ("Points de départ", "{vp} PV (vous : {human})"),
    (
        "Crédits",
        "aucun : chaque crédit à payer ou à recevoir devient un PV ; ses PV peuvent passer sous 0",
    ),
    (
        "Machines, roue, tuiles",
        "comme un joueur : {ex} excavatrices, {mx} bétonnières, 4 tuiles de base",
    ),
    ("Ordre du tour", "il joue le premier à la manche 1"),
    ("Tuile objectif", "{obj} PV selon son rang (au lieu de {human_obj})"),
    ("Le reste", "la partie complète : 5 manches, revenus, écoulement, décompte"),
)

SOURCES_HEAD = ("Tuile Source", "Manche 1", "Manche 2", "Manche 3", "Manche 4", "Total")

# -- the Automa's criteria shown on a tiny position (guide.automa) -----------------------------
DEMO_DROPS_ON = "{n} sur {letter}"
DEMO_HELD_HEAD = ("Emplacement", "Gouttes qu'il retiendrait maintenant")
DEMO_OFFICER = "L'Automa ({company}) a tiré {officer}."
DEMO_STEER_HEAD = "Joueur {seat} : tuile Automa n° {tile}, face Actions"
DEMO_STEER_TRY = "Essai d'une autre première action (« {move} ») :"
DEMO_STEER_ACCEPTED = "« {move} » est accepté : c'est l'action que la tuile impose."

# -- a choice left waiting, shown as an example in notebook 08 (guide.waiting) ---------------
WAITING_EXAMPLE = (
    "Exemple, sur une partie jouée d'avance pour ce carnet (ce n'est pas votre partie) : "
    "la table de jeu afficherait"
)
WAITING_ANSWERS = "et n'accepterait que ces réponses :"

# -- the Automa's demonstrations: one plain sentence first, the mechanics folded (guide.automa)
DEMO_SAY = (
    "Sur la carte de départ (gouttes sur les sources : {waiting}), l'Automa construirait "
    "{kind} en {spot} : {why}."
)
DEMO_DETAILS = "Le détail, critère par critère (tuile {tile}, face Critères)"
DEMO_STEER_SAY = (
    "Joueur {seat} ne choisit pas sa première action de la manche : la tuile Automa tirée "
    "pour lui l'impose — {action}. Il en choisit les détails ; tout autre coup est refusé."
)
DEMO_STEER_FREE = (
    "Joueur {seat} : aucune action de la tuile Automa tirée pour lui n'est possible, sa "
    "première action de la manche est libre."
)
DEMO_STEER_DETAILS = "Le détail : la face Actions de sa tuile, et un autre coup essayé"
