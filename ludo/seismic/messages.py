"""Every French string of Seismic that a user reads (one place, ready for a translation)."""

GAME_TITLE = "Seismic"

# -- tiles, sides, edges -------------------------------------------------------------------------
TILE_CITY = "San Andreas"
TILE_INTERSECTION = "intersection +{value}"
TILE_HIGHWAY = "autoroute ({shapes})"
SHAPE_NAMES = {
    "straight": "ligne droite",
    "wide": "virage large",
    "tight": "virage étroit",
    "stub": "bout d'intersection",
}
#: Sides 0–5 (E, NE, NW, W, SW, SE), as read in a sentence.
SIDE_NAMES = ("est", "nord-est", "nord-ouest", "ouest", "sud-ouest", "sud-est")
#: The same in move notation (``côté nord-est``).
SIDE_NOTATION = SIDE_NAMES
SIDE_CODES = ("E", "NE", "NO", "O", "SO", "SE")
EDGE_NAMES = {True: "une route", False: "de l'herbe"}
CITY_NAMES = {False: ("San Andreas",), True: ("San Andreas 1", "San Andreas 2")}

# -- move notation -----------------------------------------------------------------------------
NOTATION_ROTATE = "tourner"
NOTATION_PASS = "passer"
NOTATION_SIDE = "côté"
NOTATION_CITY = "ville"
BAD_NOTATION = (
    "Coup illisible « {text} » : écrivez une tuile, une case et une rotation comme "
    "« W 2,-1 r3 » (ajoutez « m0 » pour poser un marqueur sur la route n° 0 de la tuile), "
    "ou « passer », « côté nord-est », « ville 2 », « tourner 1,0 r2 »."
)

# -- options -------------------------------------------------------------------------------------
BAD_PLAYERS = "Seismic se joue de 2 à 4 joueurs : option « players » = {n} refusée."
BAD_VARIANT = (
    "Variante inconnue « {variant} » (option « variant ») : « base », « big_one », « dilemma », "
    "« aftershocks », « twin_cities » (ou dilemme, contrecoups, villes_jumelles), "
    "éventuellement combinées avec « + »."
)
BAD_VARIANT_COMBO = (
    "Les variantes « big_one » et « twin_cities » ne se combinent pas (option « variant »)."
)
BAD_BOOL = "L'option « {field} » doit valoir True ou False, pas {value!r}."
BAD_RADIUS = "L'option « radius » (rayon de la table) doit être un entier de 1 à 30, pas {value!r}."

# -- manifest errors -----------------------------------------------------------------------------
MANIFEST_ENTRY = "Liste de tuiles invalide, entrée {where} : {reason}."
MANIFEST_NOT_OBJECT = "Liste de tuiles invalide : il faut un objet JSON (un dictionnaire)."
MANIFEST_MISSING = "Liste de tuiles invalide : le champ « {key} » manque."
MANIFEST_LIST = "Liste de tuiles invalide : le champ « {key} » doit être une liste non vide."
MANIFEST_NOT_ENTRY = "chaque entrée doit être un objet JSON"
MANIFEST_ID = (
    "identifiant « {id} » refusé (une lettre puis des lettres ou chiffres, et pas Q suivi d'un "
    "nombre, réservé aux séismes)"
)
MANIFEST_DUPLICATE = "l'identifiant « {id} » est déjà utilisé"
MANIFEST_ROADS = "« roads » doit être une liste de 1 à 3 routes"
MANIFEST_SIDES = "il faut une liste de bords (nombres de 0 à 5)"
MANIFEST_SIDE = "le bord {side} n'existe pas (les bords vont de 0 à 5)"
MANIFEST_ROAD_SIZE = "la route {road} doit relier exactement deux bords"
MANIFEST_SHARED_SIDE = "deux routes (ou bouts) utilisent le même bord"
MANIFEST_CROSSING = "les routes {a} et {b} se croisent (pas de pont dans ce jeu)"
MANIFEST_POSITIVE = "« {name} » doit être un entier positif, pas {value!r}"
MANIFEST_CITY_STUBS = "San Andreas doit avoir une route sur ses six bords"
MANIFEST_UNKNOWN_TILE = "la tuile « {id} » n'est pas une tuile d'autoroute de la liste"
MANIFEST_TOO_MANY = "{n} tuiles « {id} » demandées mais la boîte n'en a que {count}"
RECONSTRUCTION_NOTE = (
    "Attention : la vraie liste des tuiles de Seismic n'est pas publique. Celle-ci est une "
    "reconstitution qui respecte les totaux connus (60 autoroutes, 13 intersections, 6 séismes, "
    "San Andreas) ; vous pouvez charger la vôtre."
)

# -- illegal moves ---------------------------------------------------------------------------------
PHASE_EXPECTS = {
    "place": "il faut poser une des tuiles face visible",
    "second": "il peut poser une seconde tuile (sans marqueur) ou passer",
    "city": "il faut choisir quelle San Andreas le séisme frappe en premier",
    "side": "il faut choisir lequel des côtés à égalité le séisme frappe",
    "aftershock": "il peut tourner une tuile déjà posée, ou passer",
    "over": "la partie est finie",
}
ILLEGAL_PHASE = "Coup « {move} » refusé : ce n'est pas le moment ({expected})."
ILLEGAL_NOT_IN_ROW = "Coup « {move} » refusé : la tuile « {tile} » n'est pas face visible (tuiles disponibles : {row})."
ILLEGAL_UNKNOWN_TILE = "Tuile « {tile} » inconnue ou impossible à poser."
ILLEGAL_ROT = "Rotation r{rot} refusée : une tuile se tourne de r0 à r5."
#: The head of a refusal naming the cell (« Case 3,-2 refusée »), and what a guest who just
#: clicked that cell reads instead (no address: it is the cell under the mouse).
ILLEGAL_CELL_HEAD = "Case {cell} refusée"
NM_CELL_HEAD = "Case refusée"
ILLEGAL_OFF_TABLE = (
    "{head} : elle dépasse le bord de la table (la table est finie, règle du bord de table)."
)
ILLEGAL_OCCUPIED = "{head} : une tuile y est déjà posée."
ILLEGAL_ALONE = "{head} : une tuile doit toucher une tuile déjà posée."
#: ``{other}`` is NEIGHBOUR_AT for the engine, empty for a guest who clicked (the side is given).
ILLEGAL_MISMATCH = (
    "{head} : côté {side}, la tuile montre {mine} mais la tuile voisine{other} "
    "montre {theirs}. Herbe contre herbe, route contre route."
)
NEIGHBOUR_AT = " en {cell}"
ILLEGAL_NO_ROAD = (
    "{head} : aucune route de la tuile ne rejoint une route déjà posée "
    "(il faut prolonger au moins une route)."
)
ILLEGAL_MARKER_SECOND = (
    "Coup « {move} » refusé : la seconde tuile du dilemme remplace le marqueur, elle se pose sans "
    "marqueur."
)
ILLEGAL_NO_MARKER_LEFT = "Marqueur refusé : Joueur {player} n'a plus de marqueur d'équipe."
ILLEGAL_MARKER_INDEX = (
    "Marqueur m{marker} refusé : la tuile « {tile} » n'a que {n} morceau(x), numérotés à partir "
    "de m0."
)
ILLEGAL_MARKER_TAKEN = (
    "Coup « {move} » refusé : ce morceau ferait partie d'une section qui a déjà un marqueur "
    "(un seul marqueur par section)."
)
ILLEGAL_ROTATE_EMPTY = "Coup « {move} » refusé : il n'y a pas de tuile sur cette case."
ILLEGAL_ROTATE_CITY = "Coup « {move} » refusé : San Andreas ne se tourne pas."
ILLEGAL_ROTATE_TWICE = (
    "Coup « {move} » refusé : cette tuile a déjà été tournée après ce séisme (une fois par séisme)."
)
ILLEGAL_ROTATE_SAME = (
    "Coup « {move} » refusé : il faut donner à la tuile une orientation nouvelle (un autre "
    "dessin, ou une équipe qui passe sur une autre route) ; ici rien ne changerait."
)
ILLEGAL_SIDE = "Coup « {move} » refusé : seuls les côtés à égalité peuvent être choisis ({sides})."
ILLEGAL_CITY = "Coup « {move} » refusé : choisissez « ville 1 » ou « ville 2 »."
ILLEGAL_OTHER = "Coup « {move} » refusé."

# -- events ---------------------------------------------------------------------------------------
EV_SETUP = (
    "Mise en place : {boxed} tuiles du mélange des séismes retournent dans la boîte sans être "
    "vues ; la pioche compte {n} tuiles."
)
EV_SETUP_QUAKE = (
    "Un séisme de magnitude {m} est sorti pendant la mise en place : il est défaussé et remplacé."
)
EV_TURN = "Au tour de Joueur {player}."
EV_REVEALED = "On retourne une tuile : {tile}."
EV_PLACED = "Joueur {player} pose {tile} en {cell} (rotation r{rot})."
EV_MARKER = (
    "Joueur {player} pose un marqueur d'équipe sur le morceau m{piece} de la tuile en {cell}."
)
EV_COMPLETED = (
    "Une section est complète : {roads} morceau(x) de route ; elle vaudra {value} points au "
    "décompte de la fin de partie si elle est encore entière (rien n'est marqué avant)."
)
EV_QUAKE = "Séisme de magnitude {m} !"
EV_COUNTS = "Tuiles en ligne droite autour de {city} : {counts}."
EV_QUAKE_NOTHING = "Aucune tuile autour de San Andreas : le séisme ne fait rien."
EV_SIDE_CHOSEN = "Égalité : Joueur {player} choisit le côté {side}."
EV_CITY_CHOSEN = "Joueur {player} choisit que le séisme frappe d'abord San Andreas {city}."
EV_DESTROYED = "La tuile {tile} en {cell} s'effondre{markers}."
EV_MARKERS_BACK = " ; {n} marqueur(s) d'équipe rendu(s) (Joueur {players})"
EV_QUAKE_DONE = "Le séisme de magnitude {m} a frappé le côté {side} : {n} tuile(s) détruite(s)."
EV_DISCARD_ROW = "Aucune tuile visible ne peut être posée : on les défausse ({tiles}) et on en retourne d'autres."
EV_DILEMMA_OFFER = "Dilemme : Joueur {player} peut poser une seconde tuile à la place du marqueur."
EV_DILEMMA_PASS = "Joueur {player} ne pose pas de seconde tuile."
EV_AFTERSHOCK_OFFER = "Contrecoups : Joueur {player} peut tourner une tuile."
EV_AFTERSHOCK_PASS = "Joueur {player} ne tourne aucune tuile."
EV_ROTATED = "Contrecoups : Joueur {player} tourne la tuile en {cell} (rotation r{rot})."
END_REASONS = {
    "last_tile": "La dernière tuile est posée : la partie est finie, on compte les points.",
    "no_open_end": (
        "Plus aucune section ne peut être prolongée : la partie est finie, on compte les points."
    ),
    "no_tile_fits": (
        "Plus aucune tuile ne peut être posée et la pioche est vide : la partie est finie."
    ),
}

# -- sections and scoring -------------------------------------------------------------------------
SECTION_COMPLETE = "complète : chaque bout arrive à une intersection ou à San Andreas"
SECTION_LOOP = "incomplète : c'est une boucle qui ne touche aucune intersection"
SECTION_OPEN = "incomplète : {n} bout(s) de route ouvert(s) (case vide ou bord de la table)"
SC_CELLS = "(cases {cells})"
SC_SECTION = "Section {pieces} : {roads_text} : {ends}{bonus} → {total} points{share}."
SC_ROADS = "{roads} morceau(x) de route = {roads} point(s), bouts"
SC_END_CITY = "San Andreas ({value})"
SC_END_INTERSECTION = "intersection +{value}"
SC_TWIN_BONUS = ", bonus de {bonus} pour relier les deux San Andreas"
SC_SHARE_TIE = " (égalité de marqueurs : chacun marque tout)"
SC_SHARE_MAJORITY = " ({n} marqueur(s) sur {total})"
SC_INCOMPLETE = "Section {pieces} {why} : le marqueur est retiré sans points."
SC_LOSER = "Section {pieces} : Joueur {winner} a plus de marqueurs, rien pour ce joueur."

# -- players and interface -------------------------------------------------------------------------
#: ``{player}``: the player's name, in their colour.
UI_TURN = (
    "Au tour de {player} : {expected}. Marqueurs restants : {markers}. Pioche : {pile} tuile(s)."
)
UI_OVER = "Partie terminée."
UI_TILE = "Tuile"
UI_ROTATION = "Rotation"
UI_CELL = "Case"
UI_MARKER = "Marqueur"
UI_NO_MARKER = "pas de marqueur"
UI_PIECE = "équipe sur {piece}"
UI_PLAY = "Jouer"
UI_CONFIRM = "Valider ✔ (Entrée)"
UI_CLICK_CELL = (
    "Cliquez sur une tuile de la rangée, puis sur une case jaune du plateau : la tuile s'y "
    "montre. « Tourner » (touche R, ou un second clic sur la case) la fait pivoter, un clic sur "
    "un rond pose votre équipe, « Valider » (Entrée) joue, « Retirer » (Échap) l'enlève."
)
UI_SPOTS_HINT = "Cliquez sur un rond pour y poser une équipe (facultatif)."
UI_SPOT_TITLE = "équipe sur {piece}"
UI_ROW_UNPLAYABLE = "{tile} : aucune case ne l'accepte"
UI_YOU = "Vous (Joueur {player})"
UI_PLACE_OK = "✔ Pose permise"
UI_PLACE_OK_WHY = (
    "Chaque côté qui touche une tuile montre la même chose qu'elle (route ou herbe), et au moins "
    "une route est prolongée. Les cases jaunes acceptent aussi cette tuile (avec une rotation "
    "bien choisie)."
)
UI_PLACE_REFUSED = "✘ Pose refusée"
UI_PREVIEW_PLAIN = "Pose essayée : {move}."
UI_MARKER_OK = "✔ {piece} : sa section n'a encore aucun marqueur, on peut en poser un."
UI_MARKER_TAKEN = "✘ {piece} : sa section porte déjà un marqueur ({who})."
UI_COMPUTER_SEAT = "L'ordinateur (Joueur {player})"
UI_PREVIEW = "Aperçu : {move}. Rien n'est joué avant « Valider »."
UI_CLICK_FIRST = "Cliquez d'abord sur une case jaune du plateau pour y montrer la tuile."
UI_THINKING = "L'ordinateur réfléchit…"
UI_PASS = "Passer"
UI_UNDO = "Annuler"
UI_NEW = "Nouvelle partie"
UI_OPPONENT = "Adversaire"
UI_OPPONENTS = {"random": "au hasard", "greedy": "glouton"}

# -- computer players (ludo.players("seismic")) ------------------------------------------------
PLAYER_NAMES = {"random": "Hasard", "greedy": "Glouton"}
PLAYER_DESCRIPTIONS = {
    "random": "Joue un coup permis tiré au hasard.",
    "greedy": (
        "Choisit la pose qui lui assure le plus de points tout de suite, "
        "en évitant de placer ses marqueurs là où un séisme frappera sans doute."
    ),
}
UI_COMPUTER = "L'ordinateur joue pour Joueur {player} :"
UI_CHOICE = "Choix"
UI_SCORE = "Décompte (provisoire tant que la partie n'est pas finie)"
UI_SCORE_FINAL = "Décompte final, section par section"
UI_NO_CELL = "Aucune case possible pour cette tuile."
UI_NOTHING_TO_UNDO = "Rien à annuler."
UI_SECTION = "Section"
UI_SECTION_INFO = (
    "Section n° {n} : {roads} morceau(x) de route, {pieces} morceau(x) en tout, {why}. "
    "Marqueurs : {markers}."
)
#: A complete section's worth, said as points to come: sections score at the end of the game
#: only (a quake may still destroy it before then).
UI_SECTION_WORTH = (
    " Si elle tient jusqu'à la fin de la partie, elle vaudra {points} points : {roads} pour les "
    "routes + {ends}."
)
UI_NO_MARKERS = "aucun"
UI_VARIANT = "Variante"
UI_VARIANTS = {
    "base": "règle de base",
    "big_one": "Le Big One",
    "dilemma": "Dilemme de l'équipe de construction",
    "aftershocks": "Contrecoups",
    "twin_cities": "Villes jumelles",
}
UI_STEP = "Étape"
UI_QUAKE_FRAME_START = "Séisme de magnitude {m} : on compte les tuiles sur chaque côté ({counts})."
UI_QUAKE_FRAME_TILE = "La tuile en {cell} tombe ({k}/{n})."
UI_QUAKE_FRAME_END = "Fin du séisme : {n} tuile(s) détruite(s)."
SIM_SUMMARY = (
    "Sur {n} parties : {quakes:.1f} séisme(s) par partie en moyenne (de {qmin} à {qmax}), "
    "{destroyed:.1f} tuile(s) détruite(s) par partie en moyenne ; {none} partie(s) sans aucun "
    "séisme."
)

# -- words for the widgets (no notation shown without explanation) ------------------------------
UI_ROT_ZERO = "r0 (comme dessinée)"
UI_ROT_ONE = "r1 (un sixième de tour)"
UI_ROT = "r{k} ({k} sixièmes de tour)"
UI_MODEL = "modèle"
UI_MOVE_WORDS = "{tile}, {place}, {rot}"
UI_MOVE_MARKER = ", équipe sur {piece}"
UI_ROTATE = "Tourner la tuile en {cell} vers {rot}"
UI_ROW = "Tuiles face visible :"
#: The engine's story of a few moves, told beside the face-up row (notebook 1).
UI_STORY = "Ce qui se passe, dans l'ordre :"
UI_REPLAY_SETUP = "Avant le premier coup."
UI_REPLAY_MOVE = "Coup {k}."
UI_SCORE_OPTION = "n° {k} — {points} points pour {who}"
UI_SCORE_OPTION_LOST = "n° {k} — incomplète : équipe(s) de {who} retirée(s) sans points"
SCORE_COL_N = "n°"
SCORE_COL_WHO = "Qui marque"
SCORE_COL_POINTS = "Points"
SCORE_COL_WHY = "La section et son calcul"
SCORE_NO_SECTION = "Aucune section complète ne porte d'équipe : personne ne marque encore."
SCORE_LOST = "Sections incomplètes : leurs équipes repartent sans points ({who})."
SCORE_LOST_PROVISIONAL = (
    "Sections encore incomplètes ({who}) : si la partie s'arrêtait maintenant, leurs équipes "
    "repartiraient sans points."
)
UI_BEFORE = "Avant"
UI_AFTER = "Après"
UI_RESERVES = "Équipes en réserve après : {reserves}."
UI_RESERVE = "{n} pour {name}"
UI_PLAYERS = "Joueurs"
SCORE_LOST_PLAYER = "{name} : {n} section(s)"
SCORE_TOTAL_POINTS = "{name} : {points} points"
UI_CHOOSE_SIDE = "le séisme frappe le côté {side}"
UI_CHOOSE_CITY = "le séisme frappe d'abord San Andreas {city}"
# The choices a quake asks for, made by clicking the table: why they are asked, what was chosen.
UI_ASK_SIDE = (
    "Pourquoi ce choix ? Le séisme de magnitude {m} frappe le côté de {city} qui a le plus de tuiles, "
    "mais les côtés {sides} en ont autant ({n} chacun) : c'est à vous de choisir. Les flèches "
    "montrent ces côtés : cliquez sur une case de l'un d'eux."
)
UI_ASK_CITY = (
    "Pourquoi ce choix ? Avec les Villes jumelles, le séisme de magnitude {m} frappe les deux San Andreas, "
    "l'une après l'autre, et chacune compte des tuiles sur ses côtés (l'autre San Andreas compte "
    "pour une) : c'est à vous de choisir "
    "laquelle il frappe d'abord (une tuile tombée autour de la première ne compte plus pour la "
    "seconde). Cliquez sur l'une des deux villes, entourées en jaune."
)
UI_ASK_AFTERSHOCK = (
    "Pourquoi ce choix ? Contrecoups : le séisme a détruit des tuiles, et chaque joueur, à son "
    "tour, peut tourner une tuile de la table (une fois par tuile et par séisme, vers une "
    "orientation permise) ou passer. Les tuiles que vous pouvez tourner sont entourées en "
    "jaune : cliquez sur l'une d'elles, ou « Passer »."
)
UI_CHOSEN_SIDE = "Votre choix : le séisme frappe le côté {side} ; {falls}"
UI_CHOSEN_CITY = "Votre choix : le séisme frappe d'abord San Andreas {city} ; {falls}"
UI_FALLS = "{n} tuiles tomberaient (hachurées en rouge)."
UI_FALLS_ONE = "une tuile tomberait (hachurée en rouge)."
UI_FALLS_NONE = "aucune tuile ne tomberait."
UI_FALLS_THEN_SIDE = " Il faudra ensuite choisir le côté frappé, à égalité."
UI_CHOSEN_ROTATE = (
    "Votre choix : tourner la tuile {place}, {rot} (un second clic : l'orientation "
    "permise suivante)."
)
UI_CHOSEN_END = " Rien n'est joué avant « Valider »."
UI_CLICK_CHOICE = "Cliquez d'abord sur la table pour choisir (les cases entourées)."
UI_NOT_A_CHOICE = "Cette case n'est pas l'un des choix possibles : cliquez sur une case entourée."
UI_CHOICE_TITLE_SIDE = "côté {side} ({n} tuile(s))"
UI_CHOICE_TITLE_CITY = "San Andreas {city}"
UI_CHOICE_TITLE_ROTATE = "tourner la tuile {place}"
UI_ONE_ORIENTATION = "une seule orientation : tournée, elle garde le même dessin."
UI_ORIENTATIONS = "{n} orientations différentes."
UI_ROT_REPEATS = "Tournée davantage, elle retrouve un dessin déjà vu."
UI_ROT_ALL_DIFFERENT = "Les six rotations donnent six dessins différents."


# -- places, rotations and pieces as a guest sees them (ludo.seismic.naming) -------------------
COMPASS = (
    "à l'est",
    "au nord-est",
    "au nord",
    "au nord-ouest",
    "à l'ouest",
    "au sud-ouest",
    "au sud",
    "au sud-est",
)
NM_PLACE = "{n} case(s) {where} de {city}"
#: The six directions of the hexes (the sides of a tile), side 0 first.
HEX_DIRECTIONS = (
    "à l'est",
    "au nord-est",
    "au nord-ouest",
    "à l'ouest",
    "au sud-ouest",
    "au sud-est",
)
NM_PLACE_TWO = "{a} case(s) {first} puis {b} case(s) {second} de {city}"
NM_AT_CITY = "sur {city}"
NM_ROTATIONS = (
    "comme dessinée",
    "tournée d'un sixième de tour",
    "tournée d'un tiers de tour",
    "tournée d'un demi-tour",
    "tournée de deux tiers de tour",
    "tournée de cinq sixièmes de tour",
)
#: A piece of a tile named by its shape, with its article.
NM_SHAPES = {
    "straight": "la ligne droite",
    "wide": "le virage large",
    "tight": "le virage étroit",
    "stub": "le bout d'intersection",
}
NM_PIECE = "{shape} de cette tuile"
NM_PIECE_SIDES = "{shape} entre les côtés {sides} de cette tuile"
NM_QUAKE = "magnitude {m}"
NM_PLACED = "Joueur {player} pose {tile}, {place}, {rot}."
#: The same on the game table, where the tiles of the turn told are outlined.
NM_PLACED_OUTLINED = "Joueur {player} pose {tile}, {place} (tuile entourée), {rot}."
NM_MARKER = "Joueur {player} pose une équipe sur {piece}."
NM_COMPLETED = (
    "Une section est complète : {roads} morceau(x) de route ; elle vaudra {value} points au "
    "décompte de la fin de partie (un point par morceau, plus la valeur de ses deux bouts), "
    "si un séisme ne la coupe pas d'ici là : rien n'est marqué avant."
)
NM_COMPLETED_NO_ROAD = (
    "Une section est complète sans aucun morceau de route : ses deux bouts se touchent "
    "directement ; elle vaudra au décompte final la somme de ses bouts, {value} points, si un "
    "séisme ne la coupe pas d'ici là."
)
NM_QUAKE_REVEALED = "Séisme de {quake} !"
NM_DESTROYED = "La tuile {tile}, {place}, s'effondre{markers}."
NM_QUAKE_DONE = "Le séisme de {quake} a frappé le côté {side} de {city} : {n} tuile(s) détruite(s)."
NM_ROTATED = "Contrecoups : Joueur {player} tourne la tuile {place}, {rot}."
NM_SETUP_QUAKE = (
    "Un séisme de {quake} est sorti pendant la mise en place : il est défaussé et remplacé."
)
#: A section on the score table, by its number (drawn on the table too), instead of its cells.
NM_SECTION = "n° {k}"
#: A section without road on the score table (the sheet says « 0 morceau de route »).
NM_NO_ROAD = (
    "aucun morceau de route (ses deux bouts se touchent directement), elle ne vaut que ses bouts"
)
UI_FINAL_TOTALS = "Totaux : {totals}."
UI_FINAL_WINNER = "{who} gagne !"
UI_FINAL_WINNERS = "Égalité : {who}."
UI_FINAL_YOU = "Vous"
UI_FINAL_COMPUTER = "L'ordinateur"
UI_FINAL_POINTS = "{name} : {points} point(s)"
UI_RESTART = "Recommencer cette partie"


# -- the quake tiles as a guest reads them (ludo.seismic.naming.quake_tile_words) ---------------
QUAKE_TILE_WORD = "séisme"
QUAKE_TILE_MAGNITUDE = "{m},0"
QUAKE_TILE_DESTROYS = "{m} tuile(s) au plus"


# -- the guided first game (ludo.seismic.guided) ------------------------------------------------
GUIDE_YES = "Oui"
GUIDE_NO = "Non"
GUIDE_FITS_YES = "La tuile y va, par exemple tournée r{rot}."
GUIDE_FITS_NO = "Aucune des six rotations ne convient : {reason}"
GUIDE_NO_POINT = "0"
GUIDE_DISCARD_CHOICES = ("Je passe", "Trois nouvelles tuiles", "Fin de partie")
GUIDE_DISCARD_ANSWER = 1
GUIDE_DISCARD_EXPLAIN = "On défausse les trois et on en retourne d'autres, puis on pose."
GUIDE_SECTION_TITLE = "Section n° {k} du décompte"
# what a move changed, in one short line (ludo.seismic.guided.tell_move)
GUIDE_TOLD_PLACED = "Joueur {player} : {tile} en {cell}."
GUIDE_TOLD_CREW_END = ", avec une équipe."
GUIDE_TOLD_COMPLETED = "Section complète : {value} points à la fin."
GUIDE_TOLD_TIE = "Séisme {m} ! Égalité entre les côtés {sides} : on choisit le côté frappé."
GUIDE_TOLD_QUAKE = "Séisme {m} : côté {side}, {n} tuile(s) tombée(s){back}."
GUIDE_TOLD_BACK = ", équipes rendues"
GUIDE_TOLD_NOTHING = "Séisme {m} : aucune tuile ne tombe."
GUIDE_TOLD_DISCARD = "Aucune tuile visible n'allait : rangée défaussée et renouvelée ({n} fois)."


# Every template with "(s)" agrees with the numbers put in it (« 2 gouttes », « 1 goutte »).
from ..core.french import agree_templates  # noqa: E402

agree_templates(globals())
