"""Every French string of Barrage a user reads; long because it is one place, for a translation."""

GAME_TITLE = "Barrage"

AREA_NAMES = {"mountain": "montagne", "hill": "colline", "plain": "plaine"}
AREA_PLURAL = {"mountain": "Montagnes", "hill": "Collines", "plain": "Plaines"}


class _Name(str):
    """A company name that also knows its French article forms, for templates.

    ``"{owner}"`` gives the bare name (« Italie »), ``"{owner.le}"`` « l'Italie »,
    ``"{owner.a}"`` « à l'Italie », ``"{owner.de}"`` « de l'Italie ».
    """

    le: str
    a: str
    de: str

    def __new__(cls, name: str, le: str, a: str, de: str):
        self = super().__new__(cls, name)
        self.le, self.a, self.de = le, a, de
        return self

    def __reduce__(self):
        return (_Name, (str(self), self.le, self.a, self.de))


OWNER_NAMES = {
    "usa": _Name("USA", "les USA", "aux USA", "des USA"),
    "germany": _Name("Allemagne", "l'Allemagne", "à l'Allemagne", "de l'Allemagne"),
    "italy": _Name("Italie", "l'Italie", "à l'Italie", "de l'Italie"),
    "france": _Name("France", "la France", "à la France", "de la France"),
    # « appartient {owner.a} » never meets "neutral": templates about a neutral owner say
    # « n'appartient à personne » themselves (DAM_OF_NEUTRAL).
    "neutral": _Name("neutre", "personne (neutre)", "à personne (neutre)", "neutre"),
}
KIND_NAMES = {
    "base": "Base",
    "elevation": "Élévation",
    "conduit": "Conduite",
    "powerhouse": "Centrale électrique",
}

# -- display names of the map's nodes ----------------------------------------------------
NAME_HEADSTREAM = "Source {letter}"
NAME_DAM = "Barrage {pos} du bassin {basin} ({area})"
DAM_POSITION = {True: "supérieur", False: "inférieur"}
NAME_CONDUIT = "Conduite {spot} (valeur {value}, vers le bassin {dest})"
NAME_POWERHOUSE = "Centrale {spot} du bassin {basin}"
NAME_GROUP = "Centrales du bassin {basin}"
NAME_EXIT = {
    "EXIT_L": "Sortie gauche (l'eau quitte le plateau)",
    "EXIT_R": "Sortie droite (l'eau quitte le plateau)",
}
RED_FRAME = "cadre rouge"

# -- map file errors ---------------------------------------------------------------------
MAP_TYPE = "Carte invalide : attendu un dictionnaire JSON, pas {kind}."
MAP_FIELD = "Carte invalide, champ « {field} » : {reason}."
MAP_MISSING = "il manque ce champ"
MAP_AREA = "zone inconnue « {value} » (montagne = mountain, colline = hill, plaine = plain)"
MAP_INT = "attendu un nombre entier, pas {value!r}"
MAP_CONDUIT = "attendu [valeur de production 1 à 5, bassin de destination], pas {value!r}"
MAP_BASIN_REF = "le bassin {value!r} n'existe pas sur cette carte"
MAP_CONDUIT_SELF = (
    "une conduite mène aux centrales d'un autre bassin, pas à celles du bassin {value!r} "
    "d'où elle part"
)
MAP_RIVER_SELF = "la rivière du bassin {value!r} ne peut pas couler dans ce même bassin"
MAP_RIVER_NOWHERE = (
    "le bassin {value!r} n'a ni barrage ni centrale : la rivière ne peut pas y passer"
)
MAP_BASINS_LIST = "attendu une liste de numéros de bassins, pas {value!r}"
MAP_POWERHOUSE = "attendu une liste de « free » (emplacement libre) ou « red » (cadre rouge)"
MAP_RIVER_CYCLE = "la rivière tourne en rond au bassin {basin} : l'eau doit finir par sortir"
MAP_TILE = "une tuile Source donne les gouttes des manches 1 à 4 : 4 nombres entiers ≥ 0"

# -- board errors ------------------------------------------------------------------------
UNKNOWN_SPOT = "Emplacement inconnu « {spot} » : {expected}."
EXPECT_ANY = (
    "un emplacement s'écrit comme D5U (barrage), C5L (conduite), P8a (centrale) ou A (source)"
)
EXPECT_DAM = "un emplacement de barrage s'écrit comme D1U ou D10L (bassins 1 à 10, U = supérieur, L = inférieur)"
EXPECT_CONDUIT = "un emplacement de conduite s'écrit comme C1L ou C10R (bassins 1 à 10)"
EXPECT_POWERHOUSE = "un emplacement de centrale s'écrit comme P5a ou P12d (bassins 5 à 12)"
EXPECT_DROPS = (
    "les gouttes se posent sur une source (A, B, C, D) ou derrière un barrage (D1U … D10L)"
)
EXPECT_HEADSTREAM = "les sources sont A, B, C et D"
BAD_OWNER = "Propriétaire inconnu « {owner} » : usa, germany, italy, france ou neutral."
BAD_COMPANY = "Société inconnue « {owner} » : usa, germany, italy ou france."
BAD_LEVEL = "Niveau de barrage {level!r} impossible : une Base (niveau 1) et au plus 2 Élévations, donc 1, 2 ou 3."
BAD_COUNT = "Nombre de gouttes {n!r} impossible pour « {node} » : un nombre entier ≥ 0."
NO_DAM_FOR_DROPS = "Pas de gouttes derrière « {node} » : aucun barrage n'y est construit."
OVER_CAPACITY = (
    "Le barrage {node} (niveau {level}) ne retient que {capacity} goutte(s) : "
    "impossible d'y en mettre {n}."
)
BAD_ROUND = (
    "Manche {round!r} : les tuiles Source donnent des gouttes aux manches 1 à 4 (aucune à la 5e)."
)
NO_TILES = "Aucune tuile Source n'est posée : préparez le plateau avec Board.setup(seed=…)."
BAD_OFFICER = (
    "Directeur inconnu « {officer} » : écrivez son nom, son prénom ou son nom complet "
    "(par exemple « fiesler », « viktor » ou « Viktor Fiesler ») ; les directeurs : {known}."
)

# -- flow events -------------------------------------------------------------------------
EV_PLACED = "Goutte {n} posée sur la source {node}."
EV_START = "Goutte {n} : elle part de {node}."
START_PLACES = {"headstream": "la source {label}", "group": "la centrale du bassin {basin}"}
EV_STEP = "Goutte {n} : elle passe devant les centrales du bassin {basin}."
EV_PASS_FULL = (
    "Goutte {n} : le barrage {node} est plein ({held}/{capacity}), elle passe par-dessus."
)
EV_PASS_EMPTY = "Goutte {n} : pas de barrage sur l'emplacement {node}, elle continue."
EV_STOP = "Goutte {n} : retenue par le barrage {node} ({owner}), qui en contient maintenant {held}/{capacity}."
EV_EXIT = "Goutte {n} : elle quitte le plateau par la {exit}."
CONDUIT_SHORT = "{value}→{dest} du bassin {basin}"
EXIT_SHORT = {"EXIT_L": "sortie gauche", "EXIT_R": "sortie droite"}
EV_USA = (
    "Goutte {n} : elle traverse naturellement le bassin {basin} où les USA ont une centrale "
    "(capacité spéciale) : +1 énergie pour les USA (piste seulement)."
)
EV_HEADSTREAM_ROUND = "Manche {round} : la tuile {tile} de la source {letter} ajoute {n} goutte(s)."
EV_NEUTRAL = "Mise en place : barrage neutre de niveau {level} en {spot} ({area}), avec 1 goutte."
FLOW_DONE = "Écoulement terminé : {held} goutte(s) retenue(s) sur le plateau, {exited} sortie(s)."

OFFICER_NAMES = {
    "adler": "Wilhelm Adler",
    "del_monte": "Graziano Del Monte",
    "fiesler": "Viktor Fiesler",
    "mcdowell": "Jill McDowell",
    "jordan": "Solomon P. Jordan",
    "krylov": "Anton Krylov",
    "sekibo": "Mahiri Sekibo",
}
BOARD_DATA = "Plateau invalide, champ « {field} » : {reason}."
BOARD_LIST = "attendu une liste, pas {value!r}"
BOARD_ROW = "attendu une liste de {n} éléments ({what}), pas {value!r}"
BOARD_ROW_WHAT = {
    "dams": "emplacement, propriétaire, niveau",
    "conduits": "emplacement, propriétaire",
    "powerhouses": "emplacement, propriétaire",
    "officers": "société, directeur",
    "drops": "emplacement, nombre de gouttes",
}
BOARD_FORMAT = "version de format inconnue {value!r} (ce programme lit la version 1)"
BOARD_TILES = "attendu une liste de 4 noms de tuiles Source, pas {value!r}"

# -- production ----------------------------------------------------------------------------
PROD_NO_DAM = "il n'y a pas de barrage sur l'emplacement {dam}."
PROD_DAM_OWNER = (
    "le barrage {dam} appartient {owner.a}. On ne produit qu'avec un "
    "barrage de sa propre couleur ou un barrage neutre."
)
PROD_DROPS_TYPE = "le nombre de gouttes doit être un entier ≥ 1, pas {drops!r}."
PROD_NOT_ENOUGH = (
    "le barrage {dam} ne retient que {held} goutte(s), on ne peut pas en déplacer {drops}."
)
PROD_NO_CONDUIT = (
    "aucune conduite n'est construite sur l'emplacement {conduit}. "
    "La conduite peut appartenir à n'importe qui, mais elle doit exister."
)
PROD_CONDUIT_BASIN = (
    "la conduite {conduit} part du bassin {source}, pas du bassin {basin} du barrage {dam}."
)
PROD_NO_POWERHOUSE = "il n'y a pas de centrale sur l'emplacement {powerhouse}."
PROD_POWERHOUSE_OWNER = (
    "la centrale {powerhouse} appartient {owner.a}. Il faut produire dans sa propre centrale."
)
PROD_SAME_BASIN = (
    "le barrage {dam} et la centrale {powerhouse} sont dans le même "
    "bassin ; un barrage et une centrale d'un même bassin ne sont jamais reliés."
)
PROD_WRONG_DEST = (
    "la conduite {conduit} mène au bassin {dest}, mais la centrale "
    "{powerhouse} est dans le bassin {basin}."
)
PROD_TOO_LOW = (
    "elle donnerait {energy} unité(s) d'énergie ; une production doit en donner au moins 1."
)
PROD_BAD_BONUS = (
    "Le bonus de l'emplacement Action est un entier de −2 à +2 (les cases de production du "
    "plateau Actions : −2, −1, 0, +1, +2), pas {bonus!r}."
)
PROD_BAD_BUILT = (
    "Le nombre de centrales construites par la société qui produit doit être 1, 2, 3 ou 4, "
    "pas {n!r}."
)
PROD_BUILT_CONTRADICTS = (
    "Le nombre de centrales construites se lit sur le plateau, qui compte {board} centrale(s) "
    "{company.de} : « powerhouses_built = {n!r} » le contredit."
)
BAD_BOOL = "« {field} » doit valoir True ou False, pas {value!r}."
PROD_BAD_BOARD = "Production impossible : attendu un plateau Barrage (Board), pas {value}."
PROD_BAD_FIRST = (
    "Seconde production : attendu le résultat de la première production (Production), pas {value}."
)
BUILD_BAD_BOARD = "attendu un plateau Barrage (Board), pas {value}."


def shown(value, limit: int = 40) -> str:
    """A short quoted view of a value put where something else was expected."""
    text = repr(value)
    return "« " + (text if len(text) <= limit else text[: limit - 1] + "…") + " »"


BUILD_BAD_BUILT = (
    "Le nombre de centrales déjà construites doit être 0, 1, 2 ou 3 (avec 4, toutes sont "
    "construites), pas {n!r}."
)
PROD_SECOND_COMPANY = (
    "c'est la capacité spéciale de l'Allemagne, active à partir de sa 3e centrale."
)
PROD_SECOND_POWERHOUSE = "elle doit utiliser une autre centrale que la première ({powerhouse})."
LINE_BASE = "{drops} goutte(s) × valeur {value} de la conduite {conduit} = {energy}"
LINE_FIESLER = "Viktor Fiesler : {energy} ≤ {most} compte pour {minimum}"
LINE_BONUS = "Bonus de l'emplacement Action : {bonus:+d}"
LINE_MALUS = "Malus de l'emplacement Action : {bonus:+d}"
LINE_PH2 = "2e centrale construite : +1 à chaque production"
LINE_PH4 = "4e centrale construite : +2 de plus (+3 en tout)"
LINE_SECOND = "Deuxième production de l'Allemagne : ni bonus d'action, ni bonus de centrales"
LINE_TOTAL = "Total : {energy} unité(s) d'énergie"
LINE_PAYMENT = (
    "La conduite {conduit} appartient {owner.a} : il faut lui payer {credits} crédit(s), "
    "et elle lui rapporte {vp} PV (1 crédit et 1 PV par goutte)."
)
LINE_OWN_CONDUIT = "La conduite {conduit} est à vous : rien à payer."
LINE_ITALY = (
    "Italie (3e centrale) : +3 énergie sur la piste après la production (pas pour un contrat)."
)
LINE_FRANCE = (
    "France (3e centrale) : un contrat peut être rempli avec 3 unités de moins, "
    "donc cette production remplit un contrat jusqu'à {value}."
)
LINE_USA = "USA (3e centrale) : +{n} énergie sur la piste, gouttes passées naturellement devant leurs centrales."
EV_PRODUCE = (
    "Production {company.de} : {drops} goutte(s) du barrage {dam}, par la conduite {conduit} "
    "jusqu'à la centrale {powerhouse} : {energy} unité(s) d'énergie."
)

# -- construction ------------------------------------------------------------------------
BAD_KIND = "Structure inconnue « {kind} » : base, elevation, conduit ou powerhouse."
BUILD_WRONG_SPOT = "une {what} ne se construit pas sur l'emplacement {spot} ({expected})."
WHERE_KIND = {
    "base": "il faut un emplacement de barrage, comme D5U",
    "elevation": "il faut un emplacement de barrage où se trouve votre Base, comme D5U",
    "conduit": "il faut un emplacement de conduite, comme C5L",
    "powerhouse": "il faut un emplacement de centrale, comme P8a",
}
BUILD_ALL_POWERHOUSES = "les 4 centrales de votre société sont déjà construites."
BUILD_OCCUPIED = "l'emplacement {spot} est déjà occupé ({owner})."
BUILD_TWO_BASES = (
    "vous avez déjà une Base dans le bassin {basin} ({other}) ; "
    "une seule Base par société et par bassin."
)
BUILD_TWO_POWERHOUSES = (
    "vous avez déjà une centrale dans le bassin {basin} ({other}) ; "
    "une seule centrale par société et par bassin."
)
POSITION_TWO_BASES = (
    "{owner} a deux Bases dans le bassin {basin} ({spots}) : une seule Base par société "
    "et par bassin."
)
POSITION_TWO_POWERHOUSES = (
    "{owner} a deux centrales dans le bassin {basin} ({spots}) : une seule centrale par "
    "société et par bassin."
)
POSITION_TOO_MANY_POWERHOUSES = "{owner} a {n} centrales : chaque société en a 4 au plus."
POSITION_COMPANY_TWICE = "la société {owner} est jouée par deux sièges."
POSITION_OFFICER_TWICE = "le directeur {officer} est donné à deux sociétés."
BUILD_NOT_OWN_DAM = "une Élévation se pose seulement sur votre propre Base ; en {spot} {why}."
NO_DAM_HERE = "il n'y a pas de barrage"
DAM_OF = "le barrage appartient {owner.a}"
DAM_OF_NEUTRAL = "le barrage n'appartient à personne (c'est un barrage neutre)"
BUILD_MAX_LEVEL = "le barrage {spot} a déjà 2 Élévations (niveau 3, le maximum)."
COST_BASE = "Base en {area} : {n} excavatrice(s)"
COST_ADLER = "Wilhelm Adler : une Base lui revient à 3 excavatrices, quelle que soit la zone"
COST_RED = "Emplacement à cadre rouge : +3 crédits"
COST_ELEVATION = "Élévation en {area} : {n} bétonnière(s) (jamais de supplément rouge)"
COST_CONDUIT = "Conduite de valeur {value} : 2 × {value} = {n} excavatrices"
COST_MCDOWELL = "Jill McDowell : ou bien {value} bétonnière(s) (1 × la valeur), tout dans un seul type de machine"
COST_POWERHOUSE = (
    "Centrale n° {rank} de votre société : 2 + {built} déjà construite(s) = {n} bétonnière(s)"
)
COST_JORDAN = (
    "Solomon P. Jordan : chaque machine peut être remplacée par 3 crédits (payés à la réserve)"
)
COST_TOTAL = "Coût : {parts}"
COST_PARTS = {
    "excavators": "{n} excavatrice(s)",
    "mixers": "{n} bétonnière(s)",
    "credits": "{n} crédit(s)",
}
COST_NOTHING = "rien"

# -- wheel and company board ---------------------------------------------------------------
WHEEL_PLACED = "La tuile {tile} et {machines} sont posées sur le secteur ouvert de la roue."
WHEEL_ROTATED = "La roue tourne d'un secteur."
WHEEL_RETURNED = "Retour à la réserve : la tuile {tile} et {machines}."
WHEEL_BAD_TILE = "Tuile invalide {tile!r} : donnez un nom de tuile Technologie (texte)."
WHEEL_BAD_MACHINES = "Nombre de machines invalide ({field} = {n!r}) : un entier ≥ 0."
WHEEL_BAD_ROTATION = "Nombre de rotations invalide {n!r} : un entier ≥ 0."
MACHINES = "les machines ({ex} excavatrice(s), {mx} bétonnière(s))"
TILE_NAMES = {
    "base": "Base",
    "elevation": "Élévation",
    "conduit": "Conduite",
    "powerhouse": "Centrale",
    "joker": "Joker",
    "special": "spéciale",
    "copie": "copie",
}
#: A special tile played as a copy of another (Anton Krylov): « spéciale (L2-Conduite) ».
TILE_COPY = "{special} ({tile})"
COMPANY_EMPTY = (
    "Plus de pièce « {kind} » sur le plateau Société {company.de} : toutes sont construites."
)
COMPANY_TAKEN = (
    "Plateau Société {company.de} : la pièce « {kind} » n° {rank} est prise (la plus à gauche)."
)
COMPANY_INCOME = "Revenu découvert sous la {rank}e pièce « {kind} » : {income} (gagné tout de suite, puis à chaque phase de Revenus)."
COMPANY_PH_BONUS = {
    2: "2e centrale : +1 à chaque production.",
    3: "3e centrale : la capacité spéciale de la société est active.",
    4: "4e centrale : encore +2, soit +3 à chaque production.",
}
INCOME_ITEMS = {
    "credits": "{n} crédit(s)",
    "vp": "{n} PV",
    "machine": "{n} machine(s) au choix",
    "excavators": "{n} excavatrice(s)",
    "mixers": "{n} bétonnière(s)",
    "rotate": "{n} rotation(s) de la roue",
    "energy": "{n} énergie (piste seulement)",
    "drops": "{n} goutte(s) posée(s) sur les sources, qui coulent aussitôt",
}
COMPANIES_FIELD = "Fichier des sociétés invalide, champ « {field} » : {reason}."
COMPANIES_INCOME = (
    "attendu une liste de 3 revenus (2e, 4e, 5e pièce), chacun une liste de [type, nombre]"
)
COMPANIES_ITEM = "type de revenu inconnu « {kind} » ({known})"

# -- drawing -------------------------------------------------------------------------------
DRAW_TITLE = "Barrage — le plateau"
DRAW_EXIT = "sortie"
#: The drops gone out of the map since the board's start (the whole game: a round's
#: summary counts that round's only), a label above the count.
DRAW_EXITED = "Sorties du plateau\ndepuis le début :\n{n} gouttes"
DRAW_EXITED_ONE = "Sorties du plateau\ndepuis le début :\n1 goutte"
DRAW_LEGEND_OWNERS = "Propriétaires"
DRAW_OWNER_SHORT = {"usa": "US", "germany": "DE", "italy": "IT", "france": "FR", "neutral": "N"}
DRAW_RED = "cadre rouge (+3 crédits)"
DRAW_RIVER = "rivière"
DRAW_CONDUIT = "conduite (valeur → bassin)"
DRAW_DROP = "goutte d'eau"
DRAW_BASIN = "bassin {n}"
DRAW_TILE = "tuile {tile}"
FRAME_START = "Situation de départ : {n} goutte(s) sur les sources, prêtes à couler."
FRAME_START_PROD = "Situation de départ, avant la production."
FRAME_END = "Bilan : {held} goutte(s) retenue(s) sur le plateau, {exited} sortie(s)."

# -- worked examples (scenarios) -------------------------------------------------------------
#: A rulebook example's title, and the same example in a laboratory's « Exemple » menu:
#: shorter, so that the whole option is read in its narrow column at 150 % zoom.
SCENARIO_RULEBOOK_TITLE = "Exemple du livret : {subject}"
SCENARIO_RULEBOOK_MENU = "Livret : {subject}"
#: The examples taken from the rulebook (their titles are SCENARIO_RULEBOOK_TITLE's).
RULEBOOK_SCENARIOS = frozenset(
    ("flow_neutral", "flow_rulebook", "prod_3", "prod_9", "prod_6", "prod_germany", "prod_flow_on")
)
#: Each example: (its title, or its subject for a rulebook example; its description).
SCENARIOS = {
    "flow_neutral": (
        "un barrage neutre à moitié plein",
        "Deux gouttes arrivent au bassin 5, où le barrage neutre 5L (niveau 2) en retient déjà "
        "une : il en garde une, l'autre continue sa route.",
    ),
    "flow_rulebook": (
        "l'écoulement",
        "Source A : 2 gouttes ; le barrage de montagne 1U (niveau 1) est déjà plein, celui des "
        "plaines 8U (niveau 3) peut encore en garder une. Source B : 3 gouttes ; le barrage de "
        "montagne 2U (niveau 2) en a une, le barrage supérieur des collines 5U (niveau 1) est vide, "
        "le barrage neutre inférieur 5L (niveau 2) en a une.",
    ),
    "merge": (
        "Deux rivières qui se rejoignent",
        "Les rivières C et D se rejoignent au bassin 10 : une goutte de chaque source, "
        "un seul barrage de niveau 1 en 10U.",
    ),
    "overflow": (
        "Débordement en cascade",
        "4 gouttes sur la source D : chaque barrage plein laisse passer la suivante, jusqu'à la sortie.",
    ),
    "prod_3": (
        "1 goutte, conduite de valeur 3",
        "Les USA déplacent 1 goutte de leur barrage par leur propre conduite de valeur 3 : "
        "rien à payer à personne.",
    ),
    "prod_9": (
        "9 unités, 2 crédits à l'Italie",
        "Les USA déplacent 2 gouttes d'un barrage neutre par une conduite italienne de valeur 4, "
        "sur un emplacement Action à +1.",
    ),
    "prod_6": (
        "6 unités, 2 crédits à l'Allemagne",
        "Les USA déplacent 2 gouttes d'un barrage neutre par une conduite allemande de valeur 3.",
    ),
    "prod_germany": (
        "l'Allemagne produit deux fois",
        "L'Allemagne (3 centrales) produit avec 2 gouttes par sa conduite de valeur 2 sur un "
        "emplacement à +2, puis une deuxième fois avec 3 gouttes par une conduite française.",
    ),
    "prod_flow_on": (
        "l'eau repart après la production",
        "Les USA produisent avec 1 goutte de leur barrage des collines ; en plaine, leur barrage "
        "de niveau 1 est plein, la goutte va jusqu'au barrage italien.",
    ),
    "prod_usa": (
        "La capacité des USA",
        "L'Italie produit avec 2 gouttes qui arrivent au bassin 6, puis coulent devant la "
        "centrale des USA du bassin 10 (les USA ont 3 centrales).",
    ),
}
WHEEL_TITLE = "La roue de construction"
WHEEL_OPEN = "ouvert"
WHEEL_EMPTY_SECTOR = "vide"
WHEEL_SECTOR = "{tile}\n{ex} exc.\n{mx} bét."
COMPANY_TITLE = "Plateau Société : {company}"
COMPANY_ROW = {
    "base": "Bases",
    "elevation": "Élévations",
    "conduit": "Conduites",
    "powerhouse": "Centrales",
}
COMPANY_TAKEN_MARK = "construite"
COMPANY_PH_SLOTS = {2: "+1", 3: "capacité", 4: "+3"}
COMPANY_RECONSTRUCTION = "revenus reconstruits (adaptation Board Game Arena)"
INCOME_SHORT = {
    "credits": "{n} cr",
    "vp": "{n} PV",
    "machine": "{n} mach.",
    "excavators": "{n} exc.",
    "mixers": "{n} bét.",
    "rotate": "roue +{n}",
    "energy": "{n} én.",
    "drops": "{n} gouttes",
}

# -- widgets -------------------------------------------------------------------------------
UI_BASIN = "Bassin"
UI_BASIN_OPTION = "{n} ({area})"
UI_AND = " et "
UI_QUESTION = "Question"
UI_QUESTIONS = {
    "from": "D'où vient l'eau ?",
    "to": "Où va-t-elle ?",
    "conduits": "Les conduites",
}
UI_FROM = (
    "<b>Bassin {basin} ({area}).</b> L'eau qui arrive ici vient {of} "
    "<b>{sources}</b>{via}. En orange : les bassins et les rivières que cette eau a déjà "
    "traversés, jusqu'au bassin choisi."
)
UI_FROM_OF = {1: "de la source", 2: "des sources"}
UI_FROM_VIA = ", en passant par les bassins {basins}"
UI_FROM_DIRECT = ", directement : aucun bassin au-dessus"
UI_TO = (
    "<b>Bassin {basin} ({area}).</b> En quittant ce bassin, l'eau traverse {path} puis "
    "quitte le plateau par la {exit}. En chemin, un barrage plein ou absent la laisse passer ; "
    "un barrage qui a de la place la retient."
)
UI_TO_NONE = "les bassins {basins}"
UI_TO_EXIT = (
    "<b>Bassin {basin} ({area}).</b> C'est un bassin du bas du plateau : l'eau qui passe ici "
    "le quitte aussitôt par la {exit}."
)
UI_CONDUITS_OUT = "Conduites qui partent du bassin {basin} : {items}."
UI_CONDUITS_IN = "Conduites qui arrivent aux centrales du bassin {basin} : {items}."
UI_CONDUIT_ITEM = "{spot} (valeur {value}, vers le bassin {dest})"
UI_CONDUIT_IN_ITEM = "{spot} (valeur {value}, depuis le bassin {source})"
UI_NO_CONDUIT_OUT = "Aucune conduite ne part du bassin {basin} : il n'a pas de barrage."
UI_NO_CONDUIT_IN = "Aucune conduite n'arrive au bassin {basin} : il n'a pas de centrale."
UI_SAME_BASIN = "Un barrage n'est jamais relié à une centrale de son propre bassin."

UI_SCENARIO = "Exemple"
UI_FREE = "Plateau libre (à vous de construire)"
UI_FREE_HELP = (
    "Plateau vide : construisez des barrages (emplacement, propriétaire, niveau), posez des "
    "gouttes sur les sources avec les curseurs, puis faites couler l'eau."
)
UI_WAITING = "{n} goutte(s) en attente sur les sources : cliquez sur « Faire couler l'eau »."
UI_OPT_DAM = "{spot} — bassin {basin}, {pos}"
#: A dam in a menu that also says what is built there (« 3L (inférieur) · neutre, 2/2 gouttes »).
UI_OPT_DAM_BUILT = "{spot} ({pos})"
UI_OPT_CONDUIT = "{spot} — valeur {value}"
UI_OPT_POWERHOUSE = "{spot} — bassin {basin}"
UI_OPT_RED = " (cadre rouge)"
UI_OPT_BUILT_DAM = " · {owner}, {held}/{capacity} goutte(s)"
UI_OPT_BUILT = " · {owner}"
UI_SPOT = "Emplacement"
UI_OWNER = "Propriétaire"
UI_LEVEL = "Niveau"
UI_BUILD_DAM = "Construire ce barrage"
UI_CLEAR = "Vider le plateau"
UI_FLOW = "Faire couler l'eau"
UI_DROPS_ON = "Gouttes sur {letter}"
UI_BUILT = "Barrage {spot} : {owner}, niveau {level}."
UI_RELEVELLED = (
    "Barrage {spot} ({owner}) : du niveau {old} au niveau {level} ; il garde ses {held} goutte(s)."
)
UI_TAKEN = (
    "l'emplacement {spot} porte déjà un barrage {owner.de} (niveau {level}, {held} goutte(s)). "
    "Dans le jeu, personne ne construit sur le barrage d'un autre : choisissez un emplacement "
    "libre, ou « Vider le plateau »."
)
UI_SCENARIO_CHANGED = (
    "<p><b>Plateau modifié</b> à partir de l'exemple « {title} » : ce que disait l'exemple ne "
    "vaut plus forcément. Le panneau à droite du plateau décrit le plateau actuel ; choisissez "
    "l'exemple à nouveau pour revenir au départ.</p>"
)
UI_INPUTS_CHANGED = (
    "<p><b>Vous avez changé le calcul</b> (« {what} ») : cliquez sur « Produire » pour le "
    "refaire. En orange sur le plateau : le barrage, la conduite et la centrale choisis.</p>"
)
UI_EXAMPLE_CHANGED = (
    "<p><b>Exemple modifié</b> (« {title} ») : le calcul ne porte plus forcément sur "
    "l'exemple décrit au départ ; choisissez-le à nouveau pour revenir à ses réglages.</p>"
)
UI_FLOW_TITLE = "L'eau coule, goutte après goutte"
UI_NOW = (
    "Plateau actuel : {held} goutte(s) retenue(s) dans les barrages, {exited} sortie(s) du plateau."
)
UI_ERROR = "<span style='color:#B00020'><b>Refusé :</b> {text}</span>"
#: A message that already says it refuses is shown alone (never « Refusé : Production refusée »).
UI_ERROR_ALONE = "<span style='color:#B00020'>{head}{text}</span>"
#: How the river's refusals begin: the message is the heading then the reason, and the
#: reason alone is the IllegalMove's ``reason`` (the game's own refusal says « refusé » once).
PRODUCTION_REFUSED = "Production refusée : "
SECOND_REFUSED = "Deuxième production refusée : "
BUILD_REFUSED = "Construction impossible : "

UI_COMPANY = "Société"
UI_DAM = "Barrage"
UI_CONDUIT = "Conduite"
UI_POWERHOUSE = "Centrale"
UI_DROPS = "Gouttes"
UI_BONUS = "Emplacement Action"
UI_BUILT_PH = "Centrales construites"
UI_BUILT_FROM_BOARD = "Centrales construites (lues sur le plateau) : <b>{n}</b>"
UI_OFFICER = "Directeur"
UI_NO_OFFICER = "(aucun effet)"
UI_PRODUCE = "Produire"
UI_SECOND = "Deuxième production (Allemagne)"
UI_PROD_TITLE = "Où va l'eau après la production"
UI_PRODUCE_HELP = (
    "En orange sur le plateau : le barrage, la conduite et la centrale choisis. "
    "Cliquez sur « Produire »."
)
UI_FIRST_PRODUCTION = "Première production :"
UI_SECOND_PRODUCTION = "Deuxième production :"
UI_SECOND_HELP = (
    "<p>L'Allemagne a 3 centrales : elle peut produire une deuxième fois, avec une autre "
    "centrale et sans aucun bonus. Choisissez-la, puis cliquez sur « Deuxième production "
    "(Allemagne) ».</p>"
)
UI_BOTH_TOTAL = "<p><b>En tout : {n} unités d'énergie.</b></p>"
UI_NOTHING = "—"

UI_KIND = "Structure"
UI_BUILT_BEFORE = "Centrales déjà construites"
UI_COST_OR = "… ou bien : "
UI_COSTS_HEAD = ("Construction", "Coût, ligne par ligne")
UI_WHEEL_START = "Au départ : la roue est vide et le plateau Société {company.de} est plein."
UI_WHEEL_STEPPER = "La roue tourne : deux Bases allemandes, puis cinq rotations"
UI_WHEEL_HELP = (
    "Choisissez une structure et cliquez sur le bouton bleu : la tuile et les machines se posent "
    "sur le secteur ouvert, puis la roue tourne. Le journal dira ce qui revient. (Les machines "
    "sont celles d'une construction en colline : une Base y coûte 4 excavatrices.)"
)
UI_COST = "Calculer le coût"
UI_WHEEL_BUILD = "Construire (tuile + machines sur la roue)"
UI_WHEEL_ROTATE = "Tourner la roue d'un secteur"
UI_RESET = "Recommencer"
UI_COST_TABLE_HEAD = ("Structure", "Plaines", "Collines", "Montagnes", "Remarque")
UI_COST_ROWS = {
    "base": "+3 crédits sur un cadre rouge",
    "elevation": "sur votre propre Base, 2 au plus",
    "conduit": "2 excavatrices × la valeur (1 à 5)",
    "powerhouse": "1re / 2e / 3e / 4e centrale ; +3 crédits sur un cadre rouge",
}
UI_AREAS_CORNER = "Pour le joueur"
UI_AREAS_ROWS = (
    ("basins", "Bassins"),
    ("water", "L'eau des sources y arrive"),
    ("dams", "Emplacements de barrage"),
    ("powerhouses", "Emplacements de centrale"),
    ("conduits", "Valeur des conduites qui en partent"),
    ("base", "Prix d'une Base (barrage)"),
    ("elevation", "Prix d'une Élévation"),
    ("neutral", "Barrage neutre de la mise en place"),
)
UI_AREAS_WATER = ("en premier", "ensuite", "en dernier")
UI_AREAS_BASINS = "{first} à {last}"
UI_AREAS_NONE = "aucun : leur eau produit plus bas, au bout d'une conduite"
UI_AREAS_VALUES = "de {low} à {high} unité(s) d'énergie par goutte"
UI_AREAS_NO_CONDUIT = "aucune"
UI_AREAS_EXCAVATORS = "{n} excavatrice(s)"
UI_AREAS_MIXERS = "{n} bétonnière(s)"
UI_AREAS_LEVEL = "niveau {n} (retient {n} goutte(s))"
UI_SUMMARY_HEAD = ("Type de nœud", "Nombre", "Noms dans le graphe", "Comment lire le nom")
UI_KIND_LABELS = {
    "headstream": "source",
    "dam": "emplacement de barrage",
    "conduit": "emplacement de conduite",
    "powerhouse": "emplacement de centrale",
    "group": "groupe de centrales (sur la rivière)",
    "exit": "sortie",
}
UI_KIND_NAMING = {
    "headstream": "la lettre de la source",
    "dam": "le bassin, puis U (supérieur) ou L (inférieur)",
    "conduit": "le bassin de départ, puis L ou R (gauche ou droite)",
    "powerhouse": "le bassin, puis a, b, c ou d",
    "group": "toutes les centrales du bassin, là où passe la rivière",
    "exit": "à gauche ou à droite, en bas du plateau",
}
UI_GROUP_LABEL = "bassin {basin}"
UI_EXIT_LABELS = {"EXIT_L": "gauche", "EXIT_R": "droite"}
UI_EDGE_LABELS = {
    "river": "bouts de rivière (d'un nœud au suivant, dans le sens du courant)",
    "conduit": "liens de conduite (d'un barrage vers une conduite, d'une conduite vers une centrale)",
    "group": "liens centrale → rivière (après une production, l'eau repart de la rivière)",
}
UI_EDGES_LINE = "Les arêtes, c'est-à-dire les liens orientés dans le sens de l'eau :"
UI_COMPANIES_LOAD = "Lire ce fichier"
UI_COMPANIES_TITLE = "Corriger les revenus (fichier technique, pour qui a la boîte)"
UI_COMPANIES_HELP = (
    "Le fichier est au format JSON. Pour chaque société et chaque rangée (base, elevation = "
    "Élévation, conduit = Conduite), trois revenus : sous la 2e, la 4e et la 5e pièce. "
    "Chaque revenu est une liste de [type, nombre]. Types : {items}."
)
UI_INCOMES_HEAD = ("Société", "Rangée", "sous la 2e pièce", "sous la 4e pièce", "sous la 5e pièce")
UI_INCOMES_RECON = "Valeurs reconstruites (adaptation Board Game Arena), pas lues sur la boîte."
UI_COMPANIES_OK = "Fichier lu : {n} sociétés. Exemple : sous la 2e Base ({company}), {income}."
UI_COMPANIES_RECON = " (ce fichier se déclare comme une reconstruction)"
UI_ENERGY = "<b>{n} unité(s) d'énergie</b>"
UI_CELL_EX = "{n} exc."
UI_CELL_MX = "{n} bét."
UI_CELL_CONDUIT = "2 × valeur exc."


# Every template agrees its "(s)" with the numbers put in it (« 2 gouttes », « 1 goutte ») and
# writes a negative whole number with a minus sign (« −5 PV », never « -5 PV »).
from ..core.french import Template, integer  # noqa: E402


class _Integer(int):
    """A whole number that formats itself as ludo.core.french.integer does (« −5 »)."""

    __slots__ = ()

    def __format__(self, spec: str) -> str:
        return int.__format__(int(self), spec).replace("-", "\u2212")

    def __str__(self) -> str:
        return integer(int(self))


class NumberTemplate(Template):
    """A Barrage message: agreed like every Template, its whole numbers signed in French."""

    __slots__ = ()

    @staticmethod
    def _value(value):
        return _Integer(value) if type(value) is int else Template._value(value)


def french_templates(namespace: dict) -> None:
    """Turn every UPPER_CASE template (or dict of them) of a Barrage messages module into a
    :class:`NumberTemplate` (agreement, French decimals and minus signs)."""
    for name, value in list(namespace.items()):
        if not name.isupper():
            continue
        if isinstance(value, str) and "{" in value:
            namespace[name] = NumberTemplate(value)
        elif isinstance(value, dict):
            for key, item in list(value.items()):
                if isinstance(item, str) and "{" in item:
                    value[key] = NumberTemplate(item)


french_templates(globals())


# --- Coup montré, eau animée, Sekibo ---
# (ludo/barrage/ui/last_move.py, ludo/barrage/ui/water_show.py, the game table's Sekibo)
SHOWN_TITLE = NumberTemplate("Encadré en violet : le dernier coup de {who}")
SHOWN_AUTOMA = NumberTemplate("l'Automa ({company})")
SHOWN_AND = " et de "
WATER_SHOW_TITLE = NumberTemplate("L'eau à la fin de la manche {round}")
WATER_SHOW_NOTE = (
    "En orange, le chemin de chaque goutte ; encadrés en orange, les barrages qui ont retenu "
    "de l'eau."
)
WATER_ANIMATE = "Voir l'eau couler goutte à goutte"
WATER_ANIMATE_TITLE = NumberTemplate("Manche {round} : l'eau coule, goutte après goutte")
SEKIBO_BUTTON = "Mahiri Sekibo : copier un directeur"
SEKIBO_BUTTON_HINT = (
    "La tuile de Mahiri Sekibo : elle copie pour ce tour le pouvoir d'un directeur d'une "
    "autre société en jeu."
)
SEKIBO_SPACE = "Mahiri Sekibo copie un directeur"


# --- Un conseil ? (advice) ---
# ludo.barrage.game.advice: the reasons of the three moves advised at the game table, each
# a few words joined in one sentence (« Produit 4 énergies, remplit un contrat… »).
ADVICE = {
    "fulfil": "remplit un contrat de {energy} énergie(s) (récompense : {reward})",
    "energy": "produit {n} énergie(s)",
    "lead": "vous passe en tête de l'énergie de la manche",
    "vp": "gagne {n} PV",
    "vp_lost": "coûte {n} PV",
    "chain": "complète un système barrage – conduite – centrale (depuis le barrage {dam}) : il pourra produire",
    "chain_closer": "rapproche un système barrage – conduite – centrale",
    "take": "prend un contrat de {energy} énergie(s) (récompense : {reward})",
    "drops": "garde {n} goutte(s) de plus pour vos centrales",
    "drops_later": "amène {n} goutte(s) de plus à vos centrales après l'écoulement",
    "tile_back": "la roue vous rend la tuile {tile}",
    "tile_new": "vous donne la tuile {tile}",
    "excavators": "rapporte {n} excavatrice(s)",
    "mixers": "rapporte {n} bétonnière(s)",
    "credits": "rapporte {n} crédit(s)",
    "round_end": "termine la manche : {vp} PV au décompte",
    "round_end_nothing": "termine la manche",
    "then_build": "prépare la construction d'{kind} en {spot}",
    "then_produce": "prépare une production de {n} énergie(s)",
    "then_water": "prépare l'arrivée de l'eau pour vos centrales",
    "then_wheel": "prépare un tour de la roue de construction",
    "then_machines": "prépare un achat de machines",
    "nothing": "Pas de gain tout de suite, mais la position d'ensemble est la meilleure.",
}
french_templates({"ADVICE": ADVICE})
UI_ADVICE = "Un conseil ?"
UI_ADVICE_HINT = "Les trois meilleurs coups pour la société qui joue, selon l'Ingénieur"
UI_ADVICE_HEAD = "Conseils de l'Ingénieur, le meilleur d'abord (un clic prépare le coup) :"
UI_ADVICE_CHOOSE_HINT = "Prépare ce coup sur le plateau : vérifiez, puis « Valider »"
UI_ADVICE_NONE_PICK = (
    "Pour le choix d'une société et d'un contrat de départ, l'Ingénieur ne conseille rien : "
    "toutes les sociétés peuvent gagner."
)
UI_ADVICE_NONE_OVER = "La partie est terminée : plus de conseil à donner."


# --- Légende et lisibilité ---
# The action board's words (ludo/barrage/draw/action_board.py) and the one legend of the
# action board's and the energy track's symbols (ludo/barrage/guide/legend.py).
BOARD_SECTIONS = {
    "turbine": "Produire",
    "water": "Eau",
    "bank": "Banque",
    "construction": "Construire",
    "workshop": "Atelier",
    "machinery": "Machines",
    "contracts": "Contrats",
    "patent": "Brevets",
}
BOARD_WATER = {"place_drops": "2 gouttes", "flow_drop": "1 qui coule"}
BOARD_WHEEL = "roue +{n}"
BOARD_CONTRACTS = "{n} contrat{s}"
BOARD_EITHER = "ou"
BOARD_BANK = "1 crédit par ingénieur"
BOARD_CONSTRUCTION = "sur la carte"
LEGEND_TITLE = "Légende du plateau des actions et de la piste d'énergie"
LEGEND_HEAD = ("Symbole", "Ce qu'il veut dire")
LEGEND_BOARD = "Le plateau des actions"
LEGEND_TRACK = "La piste d'énergie"
#: (what the symbol looks like, what it means), by the drawing's symbol keys
LEGEND_SYMBOLS = {
    "pair": (
        "deux cases côte à côte",
        "la même action : à gauche la moins chère, à droite la plus chère ; une société par "
        "case et par manche",
    ),
    "engineer": ("pion", "un ingénieur à poser pour prendre la case"),
    "coin": ("pièce jaune", "les crédits à payer (le supplément du cadre rouge compris)"),
    "red_frame": ("cadre rouge", "{fee} crédits de plus, déjà comptés dans la pièce"),
    "production": ("+2 … −2", "une production ; le nombre s'ajoute à l'énergie produite"),
    "drops": ("« 2 gouttes »", "2 gouttes (ou 1) sur les sources ; elles coulent en fin de manche"),
    "flow": ("« 1 qui coule »", "1 goutte sur une source, qui descend tout de suite"),
    "wheel": ("« roue +1 »…", "la roue de construction tourne d'autant de secteurs"),
    "excavator": ("carré orange", "une excavatrice"),
    "mixer": ("disque gris", "une bétonnière"),
    "either": ("carré « ou » disque", "l'une ou l'autre machine, au choix"),
    "both": ("carré « + » disque", "les deux machines"),
    "contract": ("« 1 contrat »…", "prendre 1 ou 2 contrats privés face visible"),
    "tile": ("« Base I »…", "la tuile Technologie avancée de cette place, de niveau I à III"),
    "bank": (
        "Banque",
        "toujours ouverte : 1 crédit par ingénieur ; chaque société venue cette manche y a "
        "sa case de couleur et son nombre d'ingénieurs",
    ),
    "construction": (
        "Construire",
        "ingénieurs sur le plateau de la société ({spaces} dans la manche), puis le lieu "
        "sur la carte",
    ),
    "taken": ("case de couleur", "les ingénieurs d'une société (sa couleur en haut de la table)"),
    "blocked": (
        "hachures grises",
        "case fermée à ce nombre de joueurs, ou brevets de la partie d'initiation",
    ),
    "chosen": ("cadre orange", "la case que vous venez de choisir"),
    "shown": ("cadre violet en tirets", "le dernier coup de l'ordinateur ou de l'Automa"),
    "track_marker": ("disque et initiales", "le marqueur d'une société : {owners}"),
    "track_section": (
        "cadres gris",
        "une section par manche : {sections}",
    ),
    "track_current": ("cadre orange", "la section de la manche en cours"),
    "track_bonus": (
        "« Manche 5 : 4 PV / tuile avancée »",
        "la tuile bonus de la manche, pleine pour qui atteint la section de la manche, "
        "{behind} PV de moins par section de retard (rien avant la case {first})",
    ),
    "track_credits": (
        "« 3 cr » en bleu",
        "en fin de manche, les crédits de la dernière case « cr » atteinte : {credits_squares}",
    ),
    "track_zero": ("case 0", "rien produit : {credits} crédits mais −{vp} PV"),
    "track_top": ("case 30", "la dernière ; au-delà, l'énergie est écrite entre parenthèses"),
}
LEGEND_SECTION = "{low}–{high} (manche {round})"
LEGEND_SECTION_LAST = "{low} (manche {round})"
LEGEND_CONSTRUCTION = "{n}{fee}"
LEGEND_CONSTRUCTION_FEE = " + {fee} crédits"
ROUND_PICTURE_COMPANIES = "Image : les plateaux des sociétés (ce que le coup leur a apporté)."


# --- Un clic refusé sur la carte (ludo/barrage/ui/place_refusal.py) ---
PLACE_NO_BUILD = NumberTemplate("Clic sur {place} : pas de construction possible ici — {why}")
PLACE_HEADSTREAM = "une source ne reçoit que des gouttes : on n'y construit rien."
PLACE_OR = " ou "
PLACE_NO_TILE = NumberTemplate(
    "la carte le permet, mais aucune de vos tuiles technologie libres (pas sur la roue) ne "
    "construit une pièce « {kinds} »."
)
PLACE_NO_PAYMENT = NumberTemplate(
    "la carte et vos tuiles le permettent, mais votre réserve ne paie pas une pièce « {kinds} » "
    "ici : {ex} excavatrice(s), {mx} bétonnière(s), {cr} crédit(s)."
)
PLACE_WATER = NumberTemplate(
    "Clic sur {place} : les gouttes se posent sur une source (A, B, C ou D, en haut de la "
    "carte), puis coulent en fin de manche."
)
PLACE_PRODUCTION = NumberTemplate(
    "Clic sur {place} : aucune de vos productions possibles n'y passe. Une production part "
    "d'un de vos barrages qui retient de l'eau et suit une conduite jusqu'à une de vos "
    "centrales ; les endroits qui en font partie sont entourés de tirets verts."
)
PLACE_OFF_MAP = NumberTemplate(
    "Clic sur {place} : « {space} » ne se joue pas sur la carte ; choisissez le détail dans "
    "la courte liste sous le plateau, puis « Valider » (ou « Annuler »)."
)

# --- Le bilan d'une fin de manche (ludo/barrage/ui/round_report.py) ---
ROUND_BALANCE_VP = NumberTemplate("→ {vp} PV")
BALANCE_LINE = NumberTemplate("{who} : {gain} {total}")

# --- Le dernier tour au mur de l'atelier (ludo/barrage/ui/table.py, wall_text) ---
WALL_MOVE = NumberTemplate("{name} : {move}")

# --- Un tour de l'Automa rejoué (ludo/barrage/ui/automa_viewers.py) ---
STEPS_BEFORE = NumberTemplate("Les étapes d'avant ({n})")


# -- the guided first game (ludo.barrage.guided) ----------------------------------------------
GUIDE_DAM_CHOICES = (
    "Oui, en lui payant l'eau",
    "Non : seulement votre barrage ou un barrage neutre",
    "Oui, s'il est plein",
)
GUIDE_DAM_EXPLAIN = (
    "Une production part d'un barrage à vous (ou neutre), passe par une conduite (celle "
    "d'un autre se paie à son propriétaire) et finit dans votre centrale."
)
GUIDE_COST_ASK = NumberTemplate("{n} excavatrice(s)")
GUIDE_MIXERS = NumberTemplate("{n} bétonnière(s)")
GUIDE_POWERHOUSE_EXPLAIN = (
    "Une centrale coûte 2 bétonnières, plus une par centrale déjà bâtie : {built} déjà, donc {n}."
)
GUIDE_TILE_EXPLAIN = "{tile} : {effect}"
GUIDE_TILES_OTHERS = "Les autres : {others}."
GUIDE_ENERGY_EXPLAIN = (
    "Chaque manche, les marqueurs d'énergie repartent de la case 0 : seule l'énergie de la "
    "manche compte pour son classement."
)
GUIDE_FRAMED = "Encadré : l'emplacement dont parle le guide"
GUIDE_SEEN_FOLDED = NumberTemplate("Déjà vu : {n} règle(s), chacune à un clic")
#: A round's end after the first (taught in full at round 1): who gained what, in one line.
GUIDE_ROUND_END = "Fin de la manche {round} : {gains} (le détail : la feuille de score)."
GUIDE_ROUND_GAIN = "{who} {gain}"
#: The end's score, a line per player and rule (the sheet has a line per round and payment).
GUIDE_SCORE_ONE = "{who} — {text}"
GUIDE_SCORE_GROUP = "{who} — {title} ({n} fois) : {points} PV"
