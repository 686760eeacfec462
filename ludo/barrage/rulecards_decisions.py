"""Barrage's decision cards: one French card per numbered interpretation decision (see
:mod:`ludo.barrage.rulecards`, which puts them in the game's one table).

A decision numbered twice (a module's id and a row of the « §12 » table of
``docs/decisions.md``) is one card whose ``also`` names the second id. The pictures the
cards show are in :mod:`ludo.barrage.rulecards_pictures`.
"""

from __future__ import annotations

from ..core.rulecards import RuleCard
from .rulecards_pictures import (  # noqa: F401  (re-exported: notebooks and tests use them)
    DECISION_EXAMPLES,
    cropped_map,
    steered_game,
    surpuissant_game,
)

# -- where the notebooks teach them ------------------------------------------------------------
_CHOICE = "#Choix d'interprétation"
NB_MAP = "barrage/01_le_plateau.ipynb"
NB_WATER = "barrage/02_l_eau_qui_coule.ipynb"
NB_PRODUCE = "barrage/03_produire_de_l_energie.ipynb"
NB_BUILD = "barrage/04_construire.ipynb"
NB_ACTIONS = "barrage/05_le_plateau_des_actions.ipynb"
NB_CONTRACTS = "barrage/06_contrats_et_piste_d_energie.ipynb"
NB_ROUND = "barrage/07_une_manche_pas_a_pas.ipynb"
NB_GAME = "barrage/08_une_partie_complete.ipynb"
NB_AUTOMA = "barrage/09_l_automa_de_tesla.ipynb"
NB_SOLO = "barrage/10_seul_contre_tesla.ipynb"

_AUTOMA_TURN = NB_AUTOMA + "#2. Un tour de l'Automa, rejoué"
_AUTOMA_SETUP = NB_AUTOMA + "#0. L'Automa à la table : sa mise en place"
_AUTOMA_CHOICE = NB_AUTOMA + _CHOICE
_AUTOMA_ENGINEERS = NB_AUTOMA + "#Où il pose ses ingénieurs"
_AUTOMA_CONDUIT = NB_AUTOMA + "#Quand l'eau passe par la conduite d'un autre"
_AUTOMA_OBJECTIVE = NB_AUTOMA + "#En fin de partie : la tuile objectif"
_AUTOMA_PRINTED = NB_AUTOMA + "#Ce qui est imprimé sur les tuiles"
_AUTOMA_CRITERIA = NB_AUTOMA + "#Le sens de chaque critère"
_AUTOMA_PLACED = NB_AUTOMA + "#Une Élévation, une structure offerte"
_AUTOMA_HIGH = NB_AUTOMA + "#Haute tension : les tuiles avancées et la capacité de sa société"
_AUTOMA_OFFICER = NB_AUTOMA + "#Surpuissant : un directeur pour l'Automa"
_AUTOMA_MAHIRI = NB_AUTOMA + "#Si son directeur est Mahiri Sekibo"
_OBJECTIVE = NB_CONTRACTS + "#La tuile objectif (fin de partie)"
_ROUND_END = NB_CONTRACTS + "#La fin de manche"


def _decision(
    id: str,
    title: str,
    open_question: str,
    text: str,
    where: tuple[str, ...],
    example: str,
    keywords: tuple[str, ...] = (),
    also: tuple[str, ...] = (),
) -> RuleCard:
    """A decision card, its fields in reading order: the question, then our answer."""
    return RuleCard(
        f"barrage:{id}",
        title,
        text,
        where=where,
        example=example,
        open_question=open_question,
        keywords=keywords,
        also=tuple(f"barrage:{a}" for a in also),
    )


_MAP_CARDS = (
    _decision(
        "M1",
        "L'eau passe devant les centrales d'un bassin avant ses barrages",
        "Le plateau dessine les centrales d'un bassin à côté de la rivière, sans dire à quel "
        "moment l'eau qui descend « passe devant » elles.",
        "Pour ludo, les centrales d'un bassin forment un seul point de passage sur la rivière, "
        "juste avant les barrages de ce bassin. L'eau qui arrive dans un bassin passe d'abord "
        "devant ses centrales, puis rencontre le barrage du haut, puis celui du bas. C'est ce "
        "point de passage que compte la capacité des USA.",
        (NB_MAP + "#Le plateau est un graphe", NB_MAP + _CHOICE),
        "decision_map",
        ("centrale", "rivière", "graphe"),
    ),
    _decision(
        "M2",
        "Une conduite relie un barrage à une centrale d'un autre bassin",
        "La carte montre des conduites qui partent d'un bassin, mais la règle ne dit pas si "
        "un barrage et une centrale du même bassin peuvent travailler ensemble.",
        "Une conduite part des barrages de son bassin et mène aux centrales du bassin écrit "
        "à son bout : barrage, conduite, centrale, dans cet ordre. Un barrage et une centrale "
        "du même bassin ne sont jamais reliés : pour produire, l'eau doit changer de bassin.",
        (NB_MAP + "#Le plateau est un graphe", NB_PRODUCE + "#Les conditions d'une production"),
        "decision_map",
        ("conduite", "circuit", "relié"),
    ),
)

_WATER_CARDS = (
    _decision(
        "W1",
        "Les sources coulent dans l'ordre A, B, C, D",
        "En fin de manche, les gouttes de toutes les sources descendent ; la règle ne dit pas "
        "dans quel ordre les faire couler.",
        "ludo fait couler la source A, puis B, puis C, puis D, une goutte à la fois. Le "
        "résultat ne dépend pas de cet ordre : les rivières ne font que se rejoindre en "
        "descendant et un barrage se remplit dans l'ordre d'arrivée. À la table, on peut donc "
        "faire couler dans l'ordre qu'on veut.",
        (NB_WATER + "#La règle, en quatre phrases", NB_WATER + _CHOICE),
        "decision_flow",
        ("écoulement", "source", "goutte", "ordre"),
    ),
    _decision(
        "W2",
        "Une goutte retenue par un barrage ne bouge plus",
        "La règle fait couler les gouttes qui arrivent, sans dire si celles déjà derrière un "
        "barrage repartent quand de l'eau passe.",
        "Une goutte déjà retenue par un barrage reste où elle est pendant un écoulement. Seule "
        "une production la fait repartir, par la conduite. Un barrage plein laisse passer les "
        "nouvelles gouttes, sans perdre les siennes.",
        (NB_WATER + "#La règle, en quatre phrases", NB_WATER + _CHOICE),
        "decision_flow",
        ("barrage plein", "goutte", "écoulement"),
    ),
    _decision(
        "W3",
        "Les barrages neutres vont sur l'emplacement du bas",
        "À la mise en place, la règle fait poser des barrages neutres dans des bassins tirés, "
        "sans préciser lequel des deux emplacements du bassin ils prennent.",
        "Un barrage neutre va toujours sur l'emplacement du bas, celui sans cadre rouge. "
        "L'emplacement du haut, qui reçoit l'eau le premier, reste libre pour les joueurs.",
        (NB_WATER + _CHOICE, NB_ACTIONS + "#La mise en place d'une première partie"),
        "decision_setup_board",
        ("neutre", "mise en place", "cadre rouge"),
    ),
    _decision(
        "W4",
        "Les gouttes ne manquent jamais",
        "La boîte contient 30 gouttes d'eau ; la règle ne dit pas ce qui se passe quand il "
        "n'y en a plus dans la réserve.",
        "La réserve de gouttes est sans limite : une source, une action ou une récompense "
        "donne toujours toutes ses gouttes. Si la boîte en manque, prenez n'importe quel "
        "jeton pour les remplacer.",
        (NB_WATER + _CHOICE, NB_PRODUCE + _CHOICE),
        "decision_flow",
        ("réserve", "30 gouttes", "limite"),
        also=("P6", "§12#21"),
    ),
)

_PRODUCE = (NB_PRODUCE + _CHOICE, NB_PRODUCE + "#Le calcul")
_PRODUCTION_CARDS = (
    _decision(
        "P1",
        "La capacité des USA compte l'eau qui passe naturellement",
        "La capacité des USA donne de l'énergie quand l'eau passe devant leurs centrales ; la "
        "règle ne dit pas si l'eau livrée par une conduite compte, ni l'eau qui repart après "
        "la production d'un autre joueur.",
        "Dès leur 3e centrale, les USA gagnent 1 énergie pour chaque goutte qui entre dans un "
        "bassin où ils ont une centrale, en descendant la rivière : à l'écoulement, après "
        "n'importe quelle production, et jusqu'aux bassins 11 et 12. Les gouttes qu'une "
        "production livre à une centrale ne comptent pas dans ce bassin-là : elles y "
        "commencent leur descente.",
        (NB_PRODUCE + _CHOICE, NB_PRODUCE + "#Les exemples du livret, dans la liste « Exemple »"),
        "decision_usa",
        ("USA", "capacité spéciale", "3e centrale"),
    ),
    _decision(
        "P2",
        "Pas de minimum de Viktor Fiesler pour la 2e production allemande",
        "Viktor Fiesler compte 4 pour une petite production, et la 2e production de "
        "l'Allemagne vaut seulement gouttes × valeur de la conduite : la règle ne dit pas "
        "lequel l'emporte.",
        "La 2e production de l'Allemagne vaut toujours gouttes × valeur de la conduite, sans "
        "le minimum de 4 de Viktor Fiesler ni aucun bonus. Sa 1re production, elle, profite "
        "du minimum comme d'habitude.",
        _PRODUCE,
        "decision_germany",
        ("Allemagne", "Viktor Fiesler", "minimum", "deuxième production"),
        also=("§12#11",),
    ),
    _decision(
        "P3",
        "La 2e production allemande : le même barrage, une autre centrale",
        "La règle demande une autre centrale pour la 2e production de l'Allemagne, sans dire "
        "si le barrage peut être le même.",
        "La 2e production peut reprendre l'eau du même barrage, s'il en reste, mais elle doit "
        "passer par une autre centrale que la 1re.",
        _PRODUCE,
        "decision_germany",
        ("Allemagne", "deuxième production", "centrale"),
    ),
    _decision(
        "P4",
        "Les 3 unités de moins de la France, pour tout contrat produit",
        "La France remplit ses contrats avec 3 unités de moins ; la règle ne dit pas si cela "
        "vaut pour les contrats nationaux ni pour l'énergie que donnent certaines tuiles.",
        "Dès sa 3e centrale, la France a cette réduction pour tout contrat, national compris, "
        "rempli par de l'énergie qu'elle produit : une production, ou une tuile qui produit. "
        "Elle ne change que le contrat : la piste d'énergie avance de l'énergie réellement "
        "produite.",
        (NB_PRODUCE + _CHOICE, NB_GAME + _CHOICE),
        "decision_production",
        ("France", "contrat", "3 de moins", "réduction"),
        also=("§12#10",),
    ),
    _decision(
        "P5",
        "L'énergie en plus des USA et de l'Italie ne sert qu'à la piste",
        "La règle ajoute de l'énergie aux USA et à l'Italie sans dire si elle aide aussi à "
        "remplir un contrat.",
        "L'énergie de la capacité des USA et le +3 de l'Italie font seulement avancer le "
        "marqueur sur la piste d'énergie. Ils ne comptent jamais pour remplir un contrat.",
        _PRODUCE,
        "decision_usa",
        ("Italie", "USA", "+3", "piste d'énergie", "contrat"),
    ),
    _decision(
        "P7",
        "Le bonus de centrales compte les centrales posées sur la carte",
        "Le bonus +1 puis +3 d'une production dépend des centrales construites ; on peut les "
        "compter sur le plateau Société ou sur la carte.",
        "ludo compte les centrales de la société posées sur la carte : dès la 2e, +1 ; dès la "
        "4e, +3 en tout. Le plateau Société dit toujours la même chose, puisque chaque "
        "centrale construite en quitte la rangée.",
        _PRODUCE,
        "decision_production",
        ("bonus", "centrale", "plateau Société"),
    ),
)

_BUILD_CARDS = (
    _decision(
        "C1",
        "Cadre rouge : +3 crédits, même pour une structure offerte",
        "Une Base ou une centrale sur un cadre rouge coûte 3 crédits de plus ; la règle ne dit "
        "pas si c'est vrai quand un contrat l'offre en récompense.",
        "Une Base ou une centrale posée sur un cadre rouge coûte toujours 3 crédits de plus, "
        "qu'elle vienne d'une action ou de la récompense d'un contrat. Une Élévation ne paie "
        "jamais ce supplément. Si la réserve n'a plus la pièce ou s'il ne reste aucun "
        "emplacement, la récompense est perdue.",
        (NB_BUILD + _CHOICE, NB_BUILD + "#La table des coûts", NB_GAME + _CHOICE),
        "decision_costs",
        ("cadre rouge", "3 crédits", "récompense", "contrat"),
        also=("G5", "§12#12"),
    ),
    _decision(
        "C2",
        "Les directeurs qui changent le prix d'une construction",
        "Certains directeurs changent la table des coûts ; la règle ne dit pas si leur "
        "façon de payer remplace le prix normal ou s'ajoute comme un choix.",
        "Wilhelm Adler paie toujours 3 excavatrices par Base. Jill McDowell peut payer une "
        "conduite en bétonnières au lieu d'excavatrices, et Solomon P. Jordan remplacer chaque "
        "machine par 3 crédits : ce sont des choix en plus du prix normal, que le joueur prend "
        "ou non.",
        (NB_BUILD + _CHOICE, NB_BUILD + "#Le calculateur de coût"),
        "decision_costs",
        ("directeur", "Adler", "McDowell", "Jordan", "coût"),
    ),
    _decision(
        "C3",
        "La roue rend ce qui arrive au secteur ouvert, à chaque cran",
        "La roue de construction tourne parfois de plusieurs crans d'un coup ; la règle ne "
        "dit pas si ce qui passe par le secteur ouvert en chemin revient.",
        "La roue a 6 secteurs. Après une construction, la tuile et ses machines avancent d'un "
        "cran ; à chaque cran, quelle qu'en soit la cause, ce qui arrive au secteur ouvert "
        "revient aussitôt au joueur. Une construction reste donc bloquée 6 crans en tout.",
        (NB_BUILD + "#La roue et le plateau Société", NB_BUILD + _CHOICE),
        "decision_wheel",
        ("roue", "rotation", "secteur", "machines bloquées"),
    ),
    _decision(
        "C4",
        "Les nombres dessinés en icônes viennent de la version en ligne",
        "Les règles en français montrent en icônes, sans nombres dans le texte, les revenus "
        "des plateaux Société, les crédits de la piste d'énergie, les prix du plateau des "
        "actions et les valeurs des contrats.",
        "ludo reprend ces nombres de l'adaptation Board Game Arena, rangés dans les données du "
        "projet : c'est une reconstruction. Les exemples chiffrés des règles tombent juste "
        "avec eux ; si votre boîte imprime autre chose, c'est elle qui a raison.",
        (
            NB_BUILD + "#Les revenus sont une reconstruction",
            NB_CONTRACTS + _CHOICE,
            NB_ACTIONS + _CHOICE,
        ),
        "decision_company",
        ("reconstruction", "revenus", "icônes", "Board Game Arena"),
        also=("§12#19",),
    ),
)

_GAME_CARDS = (
    _decision(
        "G1",
        "La mise en place : choisir sa société, puis l'ordre du tour",
        "Le tableau de la partie d'initiation donne la société et le directeur de chaque "
        "place, mais sa ligne des contrats de départ n'est imprimée qu'en images, absentes "
        "du texte.",
        "Chaque société reçoit un directeur tiré au hasard et les contrats de départ sont "
        "retournés. À partir d'un premier joueur tiré au sort, chacun prend à son tour une "
        "paire société-directeur et un contrat ; l'ordre du tour de la 1re manche est "
        "l'inverse de l'ordre de ce choix. En partie d'initiation, les places sont fixes : "
        "USA, Allemagne, Italie, France, avec les contrats de départ dans cet ordre, sans "
        "bureau des brevets.",
        (NB_GAME + _CHOICE, NB_ACTIONS + "#La mise en place d'une première partie"),
        "decision_new_game",
        ("mise en place", "premier joueur", "initiation", "directeur"),
        also=("§12#22",),
    ),
    _decision(
        "G2",
        "Tant qu'on peut agir, on joue ; sinon, sa manche est finie",
        "La règle fait jouer les tours jusqu'à ce que tous les ingénieurs soient posés, mais "
        "deux tuiles avancées construisent sans ingénieur : leur propriétaire peut-il encore "
        "jouer quand il n'en a plus ?",
        "Un joueur à qui il reste des ingénieurs doit jouer : la banque est toujours ouverte. "
        "Sans ingénieur, celui qui garde la tuile Centrale de niveau I ou Base de niveau III "
        "garde son tour : il construit avec, ou il passe et sa manche est finie. La manche "
        "s'arrête quand plus personne ne peut agir ; l'Automa, lui, joue tant qu'il a un "
        "ingénieur.",
        (NB_ROUND + _CHOICE, NB_ROUND + "#Les cinq phases d'une manche"),
        "decision_round_two",
        ("passer", "ingénieur", "fin de manche", "banque"),
        also=("§12#27",),
    ),
    _decision(
        "G3",
        "Une pile de contrats vide n'est pas remélangée",
        "La règle ne dit pas quoi faire quand une pile de contrats est épuisée.",
        "On ne remélange pas les contrats défaussés : une pile vide laisse sa rangée "
        "incomplète jusqu'à la fin de la partie. Un contrat défaussé quitte le jeu.",
        (NB_CONTRACTS + _CHOICE, NB_CONTRACTS + "#Les contrats"),
        "decision_round_two",
        ("pile", "contrats", "défausse", "remélanger"),
        also=("§12#20",),
    ),
    _decision(
        "G4",
        "L'énergie de certaines tuiles remplit un contrat",
        "Les tuiles Base de niveau II et Conduite de niveau III donnent de l'énergie sans "
        "production ; la règle ne dit pas si elle peut remplir un contrat national, ni si la "
        "France y a sa réduction.",
        "Cette énergie peut remplir un contrat, national compris, comme une production, et "
        "la France y a ses 3 unités de moins. De même, la 2e production de l'Allemagne peut "
        "remplir un contrat.",
        (NB_GAME + _CHOICE, NB_BUILD + "#Les tuiles Technologie et le bureau des brevets"),
        "decision_final",
        ("tuile avancée", "contrat national", "France", "énergie"),
    ),
    _decision(
        "G6",
        "Ordre du tour : le moins d'énergie d'abord, les ex aequo s'inversent",
        "La règle fait échanger leurs places à deux joueurs à égalité d'énergie ; elle ne "
        "dit rien de trois joueurs ou plus à égalité.",
        "Le nouvel ordre du tour va de celui qui a le moins produit à celui qui a le plus "
        "produit. Les joueurs à égalité inversent leur ordre : à deux, ils échangent leurs "
        "places ; à trois, le dernier des trois passe premier et le premier passe dernier.",
        (NB_ROUND + "#Les cinq phases d'une manche", NB_CONTRACTS + "#La fin de manche"),
        "decision_turn_order",
        ("ordre du tour", "égalité", "énergie", "fin de manche"),
    ),
    _decision(
        "G7",
        "La tuile objectif : trois points précisés",
        "La règle et l'aide de jeu ne disent pas tout à fait la même chose sur la tuile "
        "objectif : un minimum pour être classé, quelles Bases comptent, un maximum de "
        "bassins.",
        "Pour les tuiles « cadres rouges » et « bases reliées », il faut au moins 1 élément "
        "pour être classé. « Bases reliées » compte toutes les Bases, de toute couleur, "
        "reliées par votre conduite à votre centrale. « Trois structures par bassin » n'a "
        "pas de maximum.",
        (_OBJECTIVE, NB_CONTRACTS + _CHOICE),
        "decision_final",
        ("objectif", "fin de partie", "cadres rouges", "bases reliées"),
    ),
    _decision(
        "G8",
        "Égalité de PV : l'énergie de la dernière manche départage",
        "La règle départage les ex aequo par l'énergie, sans dire laquelle une fois la "
        "partie finie.",
        "À égalité de points de victoire, gagne celui qui a produit le plus d'énergie "
        "pendant la 5e manche : le marqueur n'est pas remis à zéro après elle. La feuille de "
        "score le dit quand cela sert.",
        (NB_GAME + "#Le décompte final",),
        "decision_energy_track",
        ("égalité", "vainqueur", "départage", "manche 5"),
    ),
    _decision(
        "G9",
        "Mahiri Sekibo copie un directeur d'une autre société en jeu",
        "Mahiri Sekibo copie la capacité d'un directeur, sans que la règle dise lesquels : "
        "ceux des adversaires, ou aussi ceux restés dans la boîte.",
        "Elle copie le directeur d'une autre société de la partie. La copie dure jusqu'à la "
        "fin de son tour, et elle doit garder un ingénieur pour l'action qui suit.",
        (
            "barrage/04_construire.ipynb#Mahiri Sekibo : emprunter le pouvoir d'un autre directeur",
            NB_GAME + _CHOICE,
        ),
        "decision_mahiri",
        ("Mahiri Sekibo", "copie", "directeur"),
        also=("§12#8",),
    ),
    _decision(
        "G10",
        "Mahiri Sekibo commence avec 6 crédits",
        "Le livret donne 6 crédits à chaque joueur et sa page sur Mahiri Sekibo n'en ajoute "
        "aucun, mais sa tuile imprimée manque à nos sources, et la version en ligne lui en "
        "donne 9.",
        "Elle commence avec 6 crédits comme tout le monde : ludo suit les textes des règles. "
        "Si votre tuile imprime un bonus, jouez-le.",
        (
            "barrage/04_construire.ipynb#Mahiri Sekibo : emprunter le pouvoir d'un autre directeur",
            NB_GAME + _CHOICE,
        ),
        "decision_mahiri",
        ("Mahiri Sekibo", "crédits de départ"),
        also=("§12#7",),
    ),
    _decision(
        "G11",
        "Mahiri Sekibo copiant Del Monte ou Krylov",
        "Copier Graziano Del Monte agrandit ses barrages pendant un tour ; copier Anton "
        "Krylov fait construire avec une copie de tuile : la règle ne dit pas ce qui reste "
        "après le tour.",
        "En copiant Del Monte, ses barrages de niveau 3 retiennent 4 gouttes pendant son "
        "tour ; les gouttes entrées restent ensuite, le barrage n'en prend simplement plus. "
        "En copiant Krylov, elle construit avec la copie d'une tuile de sa roue : les "
        "machines vont sur la roue, sans tuile.",
        (_AUTOMA_MAHIRI, _AUTOMA_CHOICE),
        "decision_mahiri",
        ("Mahiri Sekibo", "Del Monte", "Krylov", "copie"),
    ),
)

_STEER = (_AUTOMA_MAHIRI, _AUTOMA_CHOICE, NB_SOLO + _CHOICE)
_AUTOMA_GAME_CARDS = (
    _decision(
        "G12",
        "L'Automa à la table : sa mise en place",
        "Le livret de l'Automa fait payer des PV sur les actions de ses tuiles, mais ne dit "
        "pas ce que deviennent les crédits qu'il gagnerait ou paierait ailleurs : revenus, "
        "contrats, cadre rouge, eau d'une conduite adverse.",
        "L'Automa reçoit une société au hasard, sans directeur ni contrat de départ, et "
        "commence avec 16 PV ; il joue en premier à la 1re manche. Il paie en PV ce qu'un "
        "joueur paierait en crédits et gagne des PV à la place des crédits. Il n'utilise "
        "la capacité de sa société qu'au niveau « Haute tension » et au-dessus. Sa pile de tuiles est enregistrée avec la partie : une "
        "partie reprise continue avec la même pile.",
        (_AUTOMA_SETUP, NB_SOLO + _CHOICE),
        "decision_solo",
        ("Automa", "mise en place", "16 PV", "solo"),
    ),
    _decision(
        "G13",
        "Au niveau Surpuissant, l'Automa tire un directeur libre",
        "Au niveau Surpuissant, l'Automa reçoit un directeur, sans que la règle dise parmi "
        "lesquels.",
        "Il tire son directeur parmi ceux qu'aucun joueur n'a, Mahiri Sekibo comprise. Deux "
        "sociétés n'ont donc jamais le même directeur.",
        (_AUTOMA_OFFICER, _AUTOMA_CHOICE),
        "decision_surpuissant",
        ("Surpuissant", "directeur", "Automa", "très difficile"),
    ),
    _decision(
        "G14",
        "Mahiri Sekibo chez l'Automa : une tuile décide votre 1re action",
        "Quand l'Automa Surpuissant a Mahiri Sekibo, il n'utilise pas son pouvoir : chaque "
        "joueur fait sa 1re action de la manche « comme un Automa », sans plus de détails.",
        "Au début de chaque manche, chaque joueur reçoit une tuile Automa tirée pour lui. Sa "
        "1re action de la manche est choisie par cette tuile ; il en décide les détails et "
        "paie comme un joueur. Trois autres fiches disent comment la lire (cherchez « tuile "
        "Automa »).",
        _STEER,
        "decision_steered",
        ("Mahiri Sekibo", "Surpuissant", "première action", "tuile Automa"),
    ),
    _decision(
        "G14a",
        "La tuile choisit l'action, le joueur choisit comment",
        "Le livret met « décider » entre guillemets sans dire jusqu'où la tuile commande.",
        "On lit les actions de la tuile dans l'ordre où l'Automa les vérifie : production, "
        "puis structures, puis les autres, de haut en bas. La 1re que le joueur peut faire "
        "est celle qu'il doit faire ; il choisit l'emplacement, les gouttes, les contrats ou "
        "la tuile Technologie, et paie en ingénieurs et en crédits. Les restrictions de "
        "terrain ou de valeur de la tuile ne s'appliquent pas.",
        _STEER,
        "decision_tile_15",
        ("Mahiri Sekibo", "première action", "tuile Automa", "ordre de lecture"),
    ),
    _decision(
        "G14b",
        "Les actions en pointillé comptent comme des actions",
        "Pour l'Automa, prendre de l'eau ou des contrats ne termine pas le tour ; la règle "
        "ne dit pas ce qu'il en est pour un joueur guidé par une tuile.",
        "Pour un joueur, l'action d'eau et le bureau des contrats sont des actions comme les "
        "autres : en prendre une est toute sa 1re action. « Entretien » veut dire l'atelier, "
        "sinon la banque ; « Usine joker » n'importe quel emplacement de machines, sinon la "
        "banque. Les actions de l'extension sont sautées.",
        _STEER,
        "decision_tile_15",
        ("pointillé", "contrôle de l'eau", "bureau des contrats", "atelier"),
    ),
    _decision(
        "G14c",
        "Rien de possible sur la tuile : action libre",
        "La règle ne dit pas quoi faire si aucune action de la tuile n'est possible pour le "
        "joueur.",
        "Si le joueur ne peut faire aucune action de sa tuile, il choisit librement sa 1re "
        "action, comme à un tour ordinaire.",
        _STEER,
        "decision_steered",
        ("Mahiri Sekibo", "action libre"),
    ),
    _decision(
        "G14d",
        "Chaque joueur tire sa propre tuile, hors de la pile de l'Automa",
        "Le livret fait piocher une tuile Automa, sans dire si elle sort de la pile de l'Automa.",
        "Les tuiles des joueurs viennent d'un paquet mélangé à part pour la manche : la pile "
        "de l'Automa ne change pas, et deux joueurs reçoivent deux tuiles différentes.",
        _STEER,
        "decision_steered",
        ("Mahiri Sekibo", "pioche", "tuile Automa"),
    ),
)

_SCORING_CARDS = (
    _decision(
        "S1",
        "Points d'énergie de la manche : zéro énergie, pas de place",
        "La règle donne 6 PV au premier et 2 au deuxième de la manche et partage les "
        "égalités, sans dire ce que vaut une énergie nulle ni comment arrondir.",
        "Un joueur à 0 énergie n'est pas classé. À égalité pour la 1re place, les ex aequo "
        "se partagent 6 + 2 PV arrondis au-dessus (4 chacun à deux, 3 à trois, 2 à quatre) "
        "et personne n'est deuxième. À égalité pour la 2e place, chacun prend 1 PV.",
        (_ROUND_END, NB_CONTRACTS + "#Les exemples des règles, recalculés"),
        "decision_energy_track",
        ("décompte", "manche", "égalité", "6 PV", "2 PV"),
    ),
    _decision(
        "S2",
        "La piste d'énergie : au-delà de 30, et la case 0",
        "La piste s'arrête à 30 et ses crédits sont imprimés en icônes ; la règle ne dit pas "
        "ce que rapporte un marqueur au-delà.",
        "Au-delà de 30 énergies, le marqueur compte comme sur la case 30, pour les crédits "
        "comme pour la tuile bonus. Sur la case 0, le joueur reçoit 3 crédits et perd 3 PV. "
        "Les crédits des autres cases sont ceux de la version en ligne.",
        (NB_CONTRACTS + "#Lire la piste d'énergie", NB_CONTRACTS + _CHOICE),
        "decision_energy_track",
        ("piste d'énergie", "case 30", "case 0", "crédits"),
    ),
    _decision(
        "S3",
        "La tuile bonus : rien sous 6, −4 par section de retard",
        "La règle retire des points de la tuile bonus selon le retard sur la piste, sans "
        "dire si le total peut devenir négatif.",
        "Sous 6 énergies, la tuile bonus ne rapporte rien. Sinon elle rapporte ses points "
        "moins 4 par section de retard sur celle de la manche, jamais moins de 0.",
        (_ROUND_END, NB_CONTRACTS + "#Lire la piste d'énergie"),
        "decision_energy_track",
        ("tuile bonus", "section", "retard", "−4"),
    ),
    _decision(
        "S4",
        "L'objectif : un minimum pour être classé, des places partagées",
        "L'aide de jeu demande au moins 1 élément pour deux tuiles objectif, le livret ne le "
        "dit pas ; et il faut partager les places à égalité.",
        "Les places rapportent 15, 10 et 5 PV (l'Automa 20, 15 et 10). Les ex aequo se "
        "partagent les points des places qu'ils occupent, arrondis au-dessus. À deux "
        "joueurs, seules deux places existent ; pour « cadres rouges » et « bases reliées », "
        "il faut au moins 1 élément pour être classé.",
        (_OBJECTIVE, NB_GAME + "#Le décompte final"),
        "decision_final",
        ("objectif", "15 PV", "égalité", "minimum"),
        also=("§12#5",),
    ),
    _decision(
        "S5",
        "« Bases reliées » compte les Bases de toute couleur",
        "Le livret parle des Bases reliées sans dire leur couleur ; l'aide de jeu dit « peu "
        "importe la couleur ».",
        "Toute Base compte, la vôtre, une neutre ou celle d'un adversaire, si une de vos "
        "conduites la relie à une de vos centrales. C'est la lecture de l'aide de jeu.",
        (_OBJECTIVE, NB_CONTRACTS + _CHOICE),
        "decision_final",
        ("bases reliées", "objectif", "couleur", "neutre"),
        also=("§12#4",),
    ),
    _decision(
        "S6",
        "« Trois structures par bassin » n'a pas de plafond",
        "Le livret parle d'un maximum de 5 bassins pour cette tuile, alors qu'on peut en "
        "remplir davantage avec les pièces d'une société.",
        "Ce « 5 » est pris comme une remarque, pas comme une limite : chaque bassin où vous "
        "avez au moins trois structures compte, même au-delà de 5.",
        (_OBJECTIVE, NB_CONTRACTS + _CHOICE),
        "decision_final",
        ("objectif", "trois structures", "bassin", "maximum"),
        also=("§12#6",),
    ),
    _decision(
        "S7",
        "Objectif : égalité entre l'Automa et un joueur",
        "L'Automa et les joueurs n'ont pas la même échelle de points d'objectif ; la règle "
        "ne dit pas comment partager une égalité entre eux.",
        "Chaque ex aequo prend la moyenne des places partagées sur sa propre échelle, "
        "arrondie au-dessus : l'Automa sur 20, 15, 10 et le joueur sur 15, 10, 5.",
        (_AUTOMA_OBJECTIVE, NB_SOLO + "#Le décompte final", _OBJECTIVE, _AUTOMA_CHOICE),
        "decision_solo_final",
        ("objectif", "Automa", "égalité", "20 PV"),
    ),
)

_CRITERIA = (_AUTOMA_CRITERIA, _AUTOMA_CHOICE)
_TURN = (_AUTOMA_TURN, _AUTOMA_CHOICE)
_PLACED = (_AUTOMA_PLACED, _AUTOMA_CHOICE)
_AUTOMA_CARDS = (
    _decision(
        "A1",
        "Un barrage « relié » à une centrale : par la carte",
        "Un critère de l'Automa cherche un barrage relié à une de ses centrales, sans dire si "
        "la conduite doit déjà être construite.",
        "Il suffit qu'un emplacement de conduite de la carte relie les deux bassins, construit "
        "ou non. Ainsi l'Automa prépare ses circuits : il pose le barrage là où une conduite "
        "pourra un jour mener à sa centrale.",
        _CRITERIA,
        "decision_tile_15_criteria",
        ("critère", "relié", "conduite", "Automa"),
        also=("§12#17",),
    ),
    _decision(
        "A2",
        "Une centrale « alimente » le premier barrage que son eau rencontre",
        "Des critères parlent d'une centrale qui alimente un barrage « via des bassins sans "
        "autre barrage », sans préciser où commence le trajet.",
        "L'eau qui sort d'une centrale descend la rivière depuis son bassin ; elle alimente "
        "le premier barrage construit qu'elle rencontre, et la recherche s'arrête là. Les "
        "barrages du bassin de la centrale sont les premiers rencontrés.",
        _CRITERIA,
        "decision_tile_15_criteria",
        ("critère", "alimente", "en amont", "Automa"),
    ),
    _decision(
        "A3",
        "« N'alimente pas un barrage adverse » : nulle part en aval",
        "Le critère inverse peut se lire « le premier barrage en aval n'est pas adverse » ou "
        "« aucun barrage adverse en aval ».",
        "Une centrale n'alimente pas d'adversaire quand il n'y a aucun barrage adverse "
        "n'importe où en aval : l'eau traverse les barrages pleins. Avec l'autre lecture, le "
        "second choix du critère ne servirait jamais.",
        _CRITERIA,
        "decision_tile_3",
        ("critère", "adversaire", "aval", "Automa"),
    ),
    _decision(
        "A4",
        "Tuiles 19 et 20 : une centrale adverse en amont d'abord",
        "Sur les tuiles 19 et 20, l'icône du critère « centrale en amont » montre la couleur "
        "de l'adversaire en premier, mais le livret ne décrit qu'un seul critère.",
        "Sur ces deux tuiles, l'Automa préfère un barrage en aval d'une centrale adverse, "
        "puis d'une des siennes, comme l'ordre des couleurs le dit sur les autres critères. "
        "Les tuiles 1, 5, 17 et 18 préfèrent sa propre centrale d'abord.",
        _CRITERIA,
        "decision_tile_19",
        ("critère", "tuile 19", "tuile 20", "en amont", "adversaire"),
        also=("§12#15",),
    ),
    _decision(
        "A5",
        "« Le barrage qui retiendrait le plus d'eau » : l'eau qui attend",
        "Le critère compte les gouttes qu'un barrage retiendrait « dans la configuration "
        "actuelle », sans dire lesquelles.",
        "On fait couler les gouttes posées sur les sources comme en fin de manche, vers un "
        "barrage imaginaire sans fond sur l'emplacement ; les barrages construits plus haut "
        "gardent ce qu'ils peuvent encore prendre. Le plus de gouttes l'emporte, puis l'ordre "
        "des sources de la tuile ; sans eau sur les sources, le critère ne choisit rien.",
        _CRITERIA,
        "decision_tile_15_criteria",
        ("critère", "gouttes", "sources", "Automa"),
    ),
    _decision(
        "A6",
        "« La deuxième plus grande valeur » d'une conduite",
        "Le critère veut la conduite de deuxième plus grande valeur, sans dire quoi faire "
        "des égalités.",
        "On prend la deuxième valeur parmi les conduites possibles, et toutes les conduites "
        "de cette valeur restent candidates. S'il n'y a qu'une valeur, on prend la plus "
        "grande.",
        _CRITERIA,
        "decision_tile_15_criteria",
        ("critère", "conduite", "valeur", "Automa"),
    ),
    _decision(
        "A7",
        "Plusieurs emplacements complètent un circuit : on continue avec tous",
        "Si plusieurs emplacements complètent un circuit de l'Automa, le livret dit de "
        "continuer la procédure, sans dire avec quels emplacements.",
        "Les critères de la tuile regardent alors tous les emplacements possibles, pas "
        "seulement ceux qui complètent un circuit. Deux emplacements de barrage d'un même "
        "bassin comptent pour deux.",
        _TURN,
        "decision_automa_system",
        ("placement", "système", "circuit", "Automa"),
    ),
    _decision(
        "A8",
        "Une Élévation ne complète jamais un circuit",
        "La 1re étape du placement cherche la pièce qui complète un circuit ; une Élévation "
        "se pose sur un barrage qui existe déjà.",
        "Pour une Élévation, cette étape est sautée : son barrage est déjà là, elle ne "
        "complète rien. Ce sont directement les critères de la tuile qui choisissent.",
        _PLACED,
        "decision_placement_system",
        ("Élévation", "placement", "circuit", "Automa"),
    ),
    _decision(
        "A9",
        "Le contrat que remplit l'Automa après une production",
        "Le livret fait remplir à l'Automa le contrat « de plus grande valeur », sans dire "
        "si c'est l'énergie demandée ou la récompense, ni si un contrat national compte.",
        "L'Automa remplit le contrat visible, privé de n'importe quelle couleur ou national, "
        "qui demande le plus d'énergie parmi ceux que sa production atteint ; à égalité, "
        "celui de droite. L'exemple du livret (8 énergies, le contrat de 8) lit « valeur » "
        "comme l'énergie demandée.",
        (NB_SOLO + _CHOICE, _AUTOMA_CHOICE),
        "decision_automa_production",
        ("contrat", "production", "national", "Automa"),
        also=("§12#3",),
    ),
    _decision(
        "A10",
        "Des gouttes offertes à l'Automa : seulement si elles lui servent",
        "Une récompense ou un revenu donne des gouttes à poser sur les sources ; le livret "
        "ne dit pas où l'Automa les met.",
        "L'Automa les pose comme pour son action d'eau : seules les gouttes qui finiront "
        "derrière un de ses barrages sont posées, les autres ne le sont pas.",
        (NB_SOLO + _CHOICE, _AUTOMA_CHOICE),
        "decision_automa_water",
        ("gouttes", "récompense", "revenu", "Automa"),
    ),
    _decision(
        "A11",
        "« Pas en tête » : une égalité pour la 1re place ne compte pas",
        "L'Automa produit s'il n'est « pas en tête » de la piste d'énergie ; la règle ne dit "
        "pas ce qu'est une égalité pour la 1re place.",
        "Un Automa à égalité avec un joueur pour la 1re place n'est pas en tête : il peut "
        "donc produire.",
        (_AUTOMA_CHOICE, NB_AUTOMA + "#Ce qu'il lui faut avant d'agir"),
        "decision_automa_production",
        ("en tête", "piste d'énergie", "égalité", "Automa", "production"),
        also=("§12#16",),
    ),
    _decision(
        "A12",
        "La production maximale de l'Automa compte ses bonus de centrales",
        "Pour savoir s'il peut remplir un contrat, l'Automa compte « le bonus activé sur la "
        "piste Énergie », alors que la piste n'en donne aucun pour produire.",
        "Sa production maximale compte le bonus de la tuile et celui de ses centrales "
        "construites (+1 dès la 2e, +3 dès la 4e), sauf au niveau Facile, où il n'a pas ce "
        "bonus.",
        (NB_AUTOMA + "#Ce qu'il lui faut avant d'agir", _AUTOMA_CHOICE),
        "decision_tile_1",
        ("bonus", "production", "centrales", "Automa"),
        also=("§12#26",),
    ),
    _decision(
        "A13",
        "Quand l'Automa utilise votre conduite, ou vous la sienne",
        "L'Automa n'a pas de crédits ; la règle ne dit pas comment il paie ou reçoit le prix "
        "d'une conduite empruntée.",
        "L'Automa qui passe par votre conduite paie les gouttes en PV ; vous recevez les PV "
        "de la règle, mais pas de crédits. Si vous passez par sa conduite, vous payez en "
        "crédits comme d'habitude et l'Automa les reçoit en PV, en plus des PV de la règle.",
        (_AUTOMA_CONDUIT, NB_SOLO + _CHOICE, _AUTOMA_CHOICE),
        "decision_solo_played",
        ("conduite", "payer", "crédits", "PV", "Automa"),
    ),
    _decision(
        "A14",
        "Les ingénieurs de l'Automa au plateau des actions",
        "Le livret pose les ingénieurs de l'Automa sur le premier emplacement libre de la "
        "section, ou à côté s'il n'y en a plus, sans dire si ceux posés à côté gênent.",
        "Ils vont sur le premier emplacement libre de la section : colonne de gauche de haut "
        "en bas, puis colonne de droite. S'il n'y en a plus, ils restent à côté de la "
        "section et ne bloquent rien.",
        (NB_AUTOMA + "#Où il pose ses ingénieurs", _AUTOMA_SETUP),
        "decision_solo_actions",
        ("ingénieurs", "plateau des actions", "emplacement", "Automa"),
    ),
    _decision(
        "A15",
        "Une structure offerte à l'Automa suit la tuile du moment",
        "Un contrat peut offrir une structure à l'Automa ; le livret ne dit pas quels "
        "critères choisissent son emplacement.",
        "On suit la procédure de placement habituelle, avec la face Critères visible à ce "
        "moment, celle du dessus de la défausse.",
        _PLACED,
        "decision_placement_system",
        ("récompense", "placement", "critères", "Automa"),
    ),
    _decision(
        "A16",
        "Le contrôle de l'eau de l'Automa : le plus de gouttes chez lui",
        "Le livret fait poser à l'Automa les gouttes qui peuvent atteindre ses barrages, avec "
        "un exemple où une goutte en remplit d'abord un autre ; il faut choisir entre toutes "
        "les façons de les poser.",
        "Parmi toutes les façons de poser au plus les gouttes de l'action, l'Automa prend "
        "celle qui met le plus de gouttes derrière ses barrages, avec le moins de gouttes, "
        "puis la 1re source dans l'ordre de la tuile. Une goutte qui remplit un autre "
        "barrage compte si elle laisse passer la suivante jusqu'à lui ; une goutte inutile "
        "n'est pas posée.",
        (_AUTOMA_CHOICE, _AUTOMA_TURN),
        "decision_automa_water",
        ("contrôle de l'eau", "gouttes", "sources", "Automa"),
    ),
    _decision(
        "A17",
        "La tuile Technologie avec laquelle l'Automa construit",
        "Le livret dit de prendre la tuile la plus haute au niveau difficile ; aux autres "
        "niveaux il ne dit pas laquelle utiliser quand plusieurs conviennent.",
        "À tous les niveaux, l'Automa construit avec la tuile de plus haut niveau qui "
        "convient, une tuile de la structure avant un Joker. Aux niveaux Facile et Modéré, "
        "seule la construction compte, pas l'effet spécial de la tuile.",
        (_AUTOMA_ENGINEERS, NB_BUILD + "#Les tuiles Technologie et le bureau des brevets"),
        "decision_solo_played",
        ("tuile Technologie", "Joker", "niveau", "Automa"),
    ),
    _decision(
        "A18",
        "Haute tension : les effets des tuiles avancées",
        "Au niveau Haute tension, l'Automa utilise les effets des tuiles avancées avec des "
        "adaptations ; la table du livret en français nomme deux fois le même Joker.",
        "L'effet spécial de la tuile s'applique : la Centrale de niveau I et la Base de "
        "niveau III sans ingénieur, la Base de niveau III sans excavatrice, et la Centrale "
        "de niveau II qui produit aussitôt avec le meilleur circuit (+2). L'entrée qui parle "
        "des machines est celle du Joker de niveau II : il paie d'abord avec la machine "
        "habituelle, puis l'autre. Le Joker de niveau I lui fait préférer un cadre rouge "
        "pour une Base, sans supplément.",
        (_AUTOMA_HIGH, _AUTOMA_CHOICE),
        "decision_surpuissant",
        ("Haute tension", "difficile", "tuile avancée", "Joker"),
        also=("§12#13",),
    ),
    _decision(
        "A19",
        "Haute tension : la capacité de la société de l'Automa",
        "Au niveau Haute tension, l'Automa gagne la capacité de sa société ; le livret "
        "l'adapte en quelques mots par société.",
        "Dès sa 3e centrale : les USA gagnent l'énergie de l'eau qui passe et préfèrent, à "
        "égalité, les sources qui en rapportent le plus ; l'Allemagne produit une 2e fois "
        "avec la production la plus forte ; l'Italie gagne +3 énergie par production ; la "
        "France a ses 3 de moins en vérifiant la production et en remplissant un contrat.",
        (_AUTOMA_HIGH, _AUTOMA_CHOICE),
        "decision_surpuissant",
        ("Haute tension", "capacité spéciale", "USA", "Allemagne", "Italie", "France"),
    ),
    _decision(
        "A20",
        "Surpuissant : le directeur de l'Automa",
        "Au niveau Surpuissant, l'Automa utilise un directeur, avec une adaptation par "
        "directeur que le livret donne en une phrase.",
        "Adler : Bases à 3 excavatrices, barrages de montagne puis de colline d'abord. Del "
        "Monte : une Élévation possible est toujours construite. Fiesler : 1 seule goutte "
        "par une conduite de valeur 1 ou 2. McDowell : conduites en bétonnières quand c'est "
        "possible. Jordan : au plus une machine manquante, payée 3 PV. Krylov : sa tuile "
        "spéciale passe en dernier et copie la plus haute tuile de sa roue.",
        (_AUTOMA_OFFICER, _AUTOMA_CHOICE),
        "decision_surpuissant",
        ("Surpuissant", "directeur", "Adler", "Krylov", "Automa"),
    ),
)

_TABLE_CARDS = (
    _decision(
        "§12#14",
        "L'ordre des sources de l'Automa a quatre lettres",
        "La face Critères d'une tuile Automa n'imprime que trois lettres de sources.",
        "La lettre qui manque est ajoutée à la fin : l'Automa départage toujours les quatre "
        "sources, dans l'ordre de la tuile puis avec la dernière.",
        (_AUTOMA_PRINTED, _AUTOMA_CHOICE),
        "decision_tile_15_criteria",
        ("ordre des sources", "critères", "Automa"),
    ),
    _decision(
        "§12#18",
        "Deux emplacements dans le même bassin : celui du bas",
        "Quand la procédure de l'Automa laisse deux emplacements d'un même bassin, le livret "
        "ne dit pas lequel prendre.",
        "L'Automa prend l'emplacement sans cadre rouge : le barrage du bas, ou la centrale "
        "non encadrée. Il évite ainsi les 3 PV du cadre rouge.",
        _TURN,
        "decision_placement_free",
        ("placement", "cadre rouge", "bassin", "Automa"),
    ),
    _decision(
        "§12#25",
        "Les brevets coûtent 2 PV à l'Automa",
        "Le livret de l'Automa écrit qu'il paie « 2 PV au lieu de 2 ingénieurs et 5 PV » : "
        "le dernier mot est une coquille.",
        "Un joueur paie le bureau des brevets 2 ingénieurs et 5 crédits ; l'Automa, lui, pose "
        "les ingénieurs que montre sa tuile et paie 2 PV.",
        (_AUTOMA_PRINTED, _AUTOMA_CHOICE),
        "decision_tile_15",
        ("brevets", "coquille", "Automa"),
    ),
)

#: One card per decision id (``"barrage:G12"``, ``"barrage:§12#27"``...).
DECISION_CARDS: tuple[RuleCard, ...] = (
    *_MAP_CARDS,
    *_WATER_CARDS,
    *_PRODUCTION_CARDS,
    *_BUILD_CARDS,
    *_GAME_CARDS,
    *_AUTOMA_GAME_CARDS,
    *_SCORING_CARDS,
    *_AUTOMA_CARDS,
    *_TABLE_CARDS,
)
