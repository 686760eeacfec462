"""French texts of the printable cards (``make cartes``), one block per game.

Written in the project's own words; numbers that the library computes (set-up tables,
legends, worked examples) are filled in by :mod:`ludo.cards`, never typed here.
Each game's block is a typed dictionary (its keys and what each holds), so that mypy checks
the cards' use of it.
"""

from __future__ import annotations

from typing import TypedDict

#: A legend's or a set-up's rows: (symbol or label, meaning).
Rows = list[tuple[str, str]]


class BarrageTexts(TypedDict):
    subtitle: str
    setup_intro: str
    setup_by_players: str
    players_row: str
    codes: str
    code_item: str
    code_side: str
    code_second: str
    order: str
    h_round: str
    round: list[str]
    turn: list[str]
    scoring: list[str]
    example_intro: str
    bonus_whose: str
    map_legend: Rows
    map_caption: str
    h_scoring: str
    track_caption: str


class AutomaTexts(TypedDict):
    title: str
    subtitle: str
    solo: str
    turn: list[str]
    engineers: list[str]
    needs: list[str]
    h_engineers: str
    h_needs: str
    levels: str
    example_intro: str


class SeismicTexts(TypedDict):
    subtitle: str
    setup: list[str]
    turn: list[str]
    quake: str
    end: str
    scoring: list[str]
    legend: Rows
    example_intro: str
    totals: str
    picture_caption: str


class AtacamaTexts(TypedDict):
    subtitle: str
    setup: list[str]
    turn: list[str]
    scoring: list[str]
    legend: Rows
    example_intro: str
    totals: str
    picture_caption: str


class EauTexts(TypedDict):
    subtitle: str
    setup: list[str]
    rounds_head: tuple[str, str, str, str]
    turn: list[str]
    scoring: list[str]
    legend: Rows
    example_intro: str
    leaks: str
    no_leak: str
    picture_caption: str


DOC_TITLE = "Carte de jeu — {game}"
FOOTER = "ludo — carte imprimable faite par la bibliothèque (make cartes). Règles résumées avec nos mots ; voir les carnets pour le détail."
H_SETUP = "Mise en place"
H_TURN = "Un tour"
H_LEGEND = "Légende"
H_SCORING = "Décompte"
H_EXAMPLE = "Exemple calculé par la bibliothèque"
H_END = "Fin de partie"
LINK = "Carte à imprimer : {link} (A4, {pages} page(s))."
LINK_TEXT = "carte_{game}.pdf"
LINK_MISSING = (
    "La carte à imprimer de ce jeu n'est pas encore prête : l'animateur la fabrique avec "
    "« make cartes » (« make atelier » le fait aussi) ; elle apparaîtra ici à la prochaine "
    "ouverture de la page."
)

GAME_NAMES = {
    "barrage": "Barrage",
    "seismic": "Seismic",
    "atacama": "Atacama",
    "eau": "Eau Cœur d'Essonne",
}

BARRAGE: BarrageTexts = {
    "subtitle": "{low} à {high} sociétés, {rounds} manches : retenir l'eau, la turbiner, remplir des contrats.",
    "setup_intro": "Chaque société reçoit :",
    "setup_by_players": (
        "Sur la table : la carte avec {sources} tuiles Source et {neutral} barrages neutres "
        "(niveau {levels} : montagne, colline, plaine), chacun avec {drop} goutte derrière "
        "lui ; {private} contrats privés face visible par couleur, les contrats nationaux, le "
        "bureau des brevets, {bonus} tuiles bonus et {objective} tuile objectif. Selon le "
        "nombre de joueurs :"
    ),
    "players_row": "{n} joueurs : contrats nationaux : {national} ; emplacements d'action bloqués : {blocked}{which}.",
    "codes": "Les codes : {items} ; {side}.",
    "code_item": "{code} = {name} (dès {players} joueurs)",
    "code_side": "g / d = la case de gauche / de droite",
    "code_second": "{name}, seconde paire",
    "order": "Celui qui choisit sa société en dernier joue le premier.",
    "h_round": "Une manche",
    "round": [
        "Revenus et sources : chaque société reçoit les revenus découverts sur son plateau ; "
        "chaque tuile Source reçoit ses gouttes de la manche (manches 1 à {source_rounds}), "
        "qui attendent l'écoulement.",
        "Actions : chacun son tour (ci-dessous), jusqu'à ce que tous aient posé leurs ingénieurs.",
        "Écoulement : les gouttes des sources descendent et remplissent les barrages rencontrés.",
        "Décompte (page 2).",
        "Fin de manche : le moins d'énergie jouera en premier (égalité : on échange). Pas de "
        "fin de manche après la {rounds}e.",
    ],
    "turn": [
        "Poser des ingénieurs sur un emplacement libre du plateau des actions (ou sur son "
        "prochain emplacement de construction) et faire l'action tout de suite, si on peut la "
        "faire et la payer.",
        "Construire : une tuile Technologie + les machines sur la roue, la pièce la plus à "
        "gauche du plateau Société, puis la roue tourne d'un secteur.",
        "Produire : barrage (à soi ou neutre) → conduite (de n'importe qui) → sa centrale ; "
        "énergie = gouttes × valeur de la conduite + bonus ; puis un contrat au plus.",
        "Tant qu'il reste des ingénieurs, on doit jouer (la banque est toujours ouverte).",
    ],
    "scoring": [
        "Chaque manche : {first} PV au premier et {second} PV au deuxième sur la piste "
        "d'énergie, les crédits de la piste, la tuile bonus dès {threshold} énergies "
        "({behind} PV de moins par section de retard).",
        "Fin de partie : tuile objectif {objective} PV, 1 PV par lot de {resources} "
        "ressources, {per_drop} PV par goutte dans ses barrages. Égalité : le plus d'énergie "
        "à la {rounds}e manche.",
    ],
    "example_intro": (
        "Fin de la manche {round}, tuile bonus « {per} PV par centrale » ; énergies {energies} :"
    ),
    "bonus_whose": "Le premier ({energy} énergies, {count} centrales) — {text}",
    "map_legend": [
        ("{sources}", "les sources, en haut ; l'eau descend vers les deux sorties, en bas"),
        ("U / L", "emplacements de barrage du bassin : U en haut (servi en premier), L en bas"),
        ("cadre rouge", "{red} crédits de plus pour y bâtir une Base ou une centrale"),
        ("{value}→{dest}", "emplacement de conduite : valeur {value}, vers le bassin {dest}"),
        ("petits carrés", "emplacements de centrale (bassins {low} à {high})"),
    ],
    "map_caption": "Une mise en place tirée par la bibliothèque (sources {first}–{last} en haut, sorties en bas).",
    "h_scoring": "Décompte (Barrage, suite de la page 1)",
    "track_caption": "La piste d'énergie (cadres gris : sections des manches).",
}

AUTOMA: AutomaTexts = {
    "title": "Barrage — l'Automa de Tesla (partie en solo)",
    "subtitle": "Un adversaire mécanique : il lit des tuiles, il ne réfléchit pas.",
    "solo": (
        "La partie se prépare selon le nombre de joueurs, Automa compris : seul contre lui, "
        "c'est la mise en place à {players} joueurs. Il a {engineers} ingénieurs, comme vous, "
        "et joue tant qu'il lui en reste un."
    ),
    "turn": [
        "Ses tuiles : une seule pile mélangée, face Actions visible. Début de son tour : "
        "retourner la tuile du dessus sur la défausse. La pile montre alors la face Actions "
        "(quoi faire), la défausse la face Critères (où construire). Entre deux tours, la face "
        "Actions visible est donc celle du tour qu'il vient de jouer.",
        "Pile vide : mélanger la défausse pour en refaire une, sauf la tuile qui vient d'être "
        "retournée (ses critères servent encore).",
        "Lire les actions colonne par colonne (gauche → droite), chacune de haut en bas ; faire "
        "la première possible, et le tour s'arrête.",
        "Les actions en cadre pointillé (contrôle de l'eau, bureau des contrats) ne "
        "l'arrêtent pas : il continue à lire.",
        "La dernière action (en bas à droite) est toujours possible : au pire la banque, +1 PV.",
    ],
    "engineers": [
        "Construire : les ingénieurs de la tuile sur son plateau Société, sans limite de "
        "constructions ; il paie les machines (sur la roue) comme un joueur.",
        "Autres actions : le premier emplacement libre de la section, sans payer le coût de "
        "l'emplacement ; la tuile donne le prix en PV.",
        "Emplacement de construction à cadre rouge (Base ou centrale) : 3 PV au lieu de 3 "
        "crédits ; un emplacement d'action à cadre rouge ne lui coûte rien.",
    ],
    "needs": [
        "Produire : un système complet (barrage avec au moins une goutte, conduite, sa "
        "centrale) dont la production atteint un contrat visible de la couleur de la tuile ; "
        "pas s'il est déjà en tête et dans la section de la manche. Il produit avec son "
        "meilleur système, puis remplit le contrat visible le plus cher qu'il atteint.",
        "Contrôle de l'eau : seulement des gouttes qui finiront derrière ses barrages ; "
        "1 ingénieur si au moins une goutte est posée. 2 gouttes attendent l'écoulement de fin "
        "de manche, 1 goutte coule tout de suite.",
        "Construire : une pièce, une tuile Technologie, les machines, un emplacement permis. "
        "Emplacement : 3e pièce d'un système, puis les 3 critères, puis le code du bassin "
        "(conduite : la lettre A dit celle de gauche du bassin, B celle de droite ; « {code} » "
        "est la conduite {spot}).",
    ],
    "h_engineers": "Où vont ses ingénieurs",
    "h_needs": "Ce qu'il lui faut",
    "levels": "Niveaux : Basse tension (ni revenus ni bonus de centrales), Modéré (règles de base), Haute tension (effets des tuiles, capacité de sa société), Surpuissant (en plus, un directeur).",
    "example_intro": "Tuile objectif, l'Automa premier et vous deuxième :",
}

SEISMIC: SeismicTexts = {
    "subtitle": "{players} joueurs : prolonger des autoroutes, y poser des équipes, survivre aux séismes.",
    "setup": [
        "San Andreas au centre de la table.",
        "Les 6 séismes + 6 tuiles simples (2 droites, 2 virages larges, 2 étroits) : on en range "
        "6 au hasard dans la boîte sans les regarder, les 6 autres vont dans la pioche.",
        "On retourne les 2 premières tuiles de la pioche : la rangée face visible.",
        "Chaque joueur prend ses marqueurs (ses équipes de construction) : {markers} par joueur, "
        "de 2 à 4 joueurs.",
    ],
    "turn": [
        "Retourner des tuiles jusqu'à en avoir 3 face visible ; un séisme retourné a lieu tout de suite.",
        "Poser une des 3 tuiles : elle touche une tuile posée, chaque contact est juste (route "
        "contre route, herbe contre herbe), au moins une route se raccorde.",
        "Puis, si on veut, une équipe sur une route de cette tuile dont la section n'a pas "
        "encore d'équipe.",
        "Aucune des 3 ne se pose : on les écarte et on en retourne 3 autres.",
    ],
    "quake": (
        "Séisme de magnitude m (1 à 6) : on compte les tuiles sur chacune des six lignes "
        "droites qui partent de San Andreas ; sur la ligne la plus chargée, on enlève m tuiles "
        "en partant de San Andreas (les équipes reviennent à leurs joueurs). Moins de m "
        "tuiles sur la ligne : elles partent toutes."
    ),
    "end": "La partie s'arrête quand la dernière tuile est posée, ou quand plus aucune route ouverte ne peut être prolongée.",
    "scoring": [
        "Seulement à la fin : une section complète (ses deux bouts sur une intersection ou San "
        "Andreas) vaut 1 point par morceau de route + la valeur de ses deux bouts (San Andreas : 6).",
        "Les sections incomplètes ne rapportent rien. Deux équipes sur une section : celui qui "
        "en a le plus prend tout ; à égalité, chacun marque tout.",
        "Le plus haut total gagne. À égalité, la victoire est partagée : c'est notre choix "
        "({decision}), la règle départage, pour rire, par la taille des joueurs.",
    ],
    "legend": [
        ("hexagone rouge + nombre", "intersection et sa valeur (+1 à +6)"),
        ("SA", "San Andreas, au centre : vaut 6, jamais détruite"),
        ("rond coloré numéroté", "équipe (marqueur) d'un joueur sur une route"),
        ("petit carré blanc", "n° d'une section au décompte"),
        ("séisme 1 à 6", "tuile séisme : sa magnitude est le nombre de tuiles détruites"),
    ],
    "example_intro": "Une partie à 2 jouée par la bibliothèque ; sa section la plus payante :",
    "totals": "Totaux à la fin : {totals} (le plus haut gagne).",
    "picture_caption": "La table de cette partie à la fin, sections colorées.",
}

ATACAMA: AtacamaTexts = {
    "subtitle": "{players} joueurs : poser des puits de forage dans un désert d'or, d'argent et de cuivre.",
    "setup": [
        "Le plateau : {tiles} tuiles de {side} × {side} ({first} à {last}, la lettre en haut à "
        "droite), {cells} cases.",
        "2 joueurs : {wells} puits chacun et une concession. Turquoise compte les colonnes (argent et or "
        "rapportent, le cuivre coûte) ; orange compte les rangées (cuivre et or rapportent, "
        "l'argent coûte).",
        "4 joueurs : quatre rôles (colonnes ou rangées, turquoise ou orange), chacun pour soi, "
        "{wells4} puits chacun.",
        "Variante tactique : une partie des puits vient de l'autre couleur, des puits doubles "
        "dont la valeur compte deux fois : à 2 joueurs {normal2} puits + {double2} doubles "
        "chacun, à 4 joueurs {normal4} + {double4}.",
    ],
    "turn": [
        "Poser un puits sur une case libre.",
        "Jamais côte à côte : un puits ne touche aucun autre puits par un côté (par un coin, oui).",
        "La partie s'arrête quand tous les puits sont posés ou que plus personne ne peut poser.",
    ],
    "scoring": [
        "Seules comptent vos lignes (colonnes ou rangées) qui portent au moins 4 puits, de "
        "n'importe quel joueur.",
        "Dans chacune, chaque puits, à qui qu'il soit, ajoute la valeur de sa case si son "
        "minerai vous rapporte et la retire s'il vous coûte ; un puits double compte deux fois.",
        "Un total peut être négatif. Le plus haut total gagne ; une égalité est un match nul.",
    ],
    "legend": [
        ("O", "or (jaune, uni)"),
        ("A", "argent (gris-bleu, pointillé)"),
        ("C", "cuivre (brun, rayé)"),
        ("chiffre 1 à 5", "valeur de la case"),
        ("c7", "colonne c, 7e rangée"),
        ("disque bleu / orange", "puits du joueur 1 (turquoise) / du joueur 2 (orange)"),
        ("lettre A à I", "tuile du plateau, posée lettre en haut à droite"),
    ],
    "example_intro": "Une partie à 2 jouée par la bibliothèque ; sa ligne qui rapporte le plus, et celle qui coûte le plus :",
    "totals": "Totaux à la fin : {totals}.",
    "picture_caption": "La partie de l'exemple à la fin ; la ligne comptée est encadrée.",
}

EAU: EauTexts = {
    "subtitle": "{players} joueurs, coopératif : amener l'eau de la Régie à tous les usagers, sans fuite.",
    "setup": [
        "Plateau {size} × {size} ; la diagonale de départ : la Régie au centre (d4), un bâtiment d'angle "
        "à chaque bout, quatre bâtiments entre eux.",
        "Chacun reçoit des canalisations (droites, coudes, T) ; les événements (sites protégés, "
        "agents, canalisations percées, stations d'épuration) sont tirés au fil des tours.",
    ],
    "rounds_head": (
        "Joueurs",
        "Tours",
        "Canalisations par joueur, tour par tour",
        "Événements, tour par tour",
    ),
    "turn": [
        "Retourner les événements du tour.",
        "Chacun choisit en secret une tuile de sa main ; on les révèle ; le groupe les pose, "
        "dans l'ordre qu'il veut, chacune contre une tuile déjà posée.",
        "Recommencer jusqu'à ce que les mains soient vides ; puis poser les événements.",
    ],
    "scoring": [
        "Victoire du groupe si l'eau de la Régie atteint les six usagers et les stations "
        "d'épuration posées, et si les tuyaux de réparation effacent toutes les fuites.",
        "Une fuite : une sortie de canalisation qui ne rencontre pas de sortie en face "
        "(triangle rouge). Un circuit fermé passant par la Régie rapporte des tuyaux de "
        "réparation ; il passe par des canalisations, des bâtiments et des agents.",
        "Tuyaux de réparation : un circuit de plus de {one_over} tuiles (la Régie non "
        "comptée) en donne {one}, de plus de {two_over} tuiles {two} ; le carré de "
        "{size} × {size} complet, sans trou, {square} de plus ; au plus {cap} en tout.",
    ],
    "legend": [
        ("trait épais", "canalisation (du centre vers un côté)"),
        ("triangle rouge", "fuite : une sortie ouverte"),
        ("cadre bleu", "bâtiment que l'eau atteint"),
        ("en bleu", "ce que l'eau atteint depuis la Régie"),
        ("agent (jaune)", "agent de la Régie : raccorde ses quatre côtés, ne fuit jamais"),
        ("croix rouge", "canalisation percée : une fuite"),
        ("site hachuré", "site protégé : aucune canalisation n'y entre"),
    ],
    "example_intro": "Une partie à 4 jouée par l'aide automatique, verdict de la bibliothèque :",
    "leaks": "{n} fuites, par exemple : {first}",
    "no_leak": "Aucune fuite.",
    "picture_caption": "Les tuiles du jeu et leurs rotations.",
}
UNKNOWN_GAME = "Jeu inconnu « {game} » : les cartes existent pour {games}."
OVERFLOW = "La carte « {game} » déborde de sa page A4 (page(s) {pages}) : raccourcissez ses textes ou ses images."


# Every template with "(s)" agrees with the numbers put in it (« 2 pages », « 1 page »).
from ..core.french import agree_templates  # noqa: E402

agree_templates(globals())
