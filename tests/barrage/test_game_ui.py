"""Drawings and widgets of the whole Barrage game, driven headless."""

import copy
import html
import re

import pytest

import ludo
from ludo.barrage import draw
from ludo.barrage.draw import draw_action_board, draw_energy_track
from ludo.barrage.game.moves import parse_move
from ludo.barrage.ui import (
    ActionBoardExplorer,
    GameTable,
    ObjectiveLab,
    RoundScoringLab,
    round_stepper,
    worked_examples_html,
)
from ludo.barrage.ui.table import _plain


def hatched(fig):
    return sum(1 for p in fig.axes[0].patches if p.get_hatch())


def test_action_board_shows_the_blocked_spaces():
    for players, blocked in ((2, 10), (3, 6), (4, 0)):
        s = ludo.new(
            "barrage",
            players=players,
            seed=1,
            companies=["usa", "italy", "france", "germany"][:players],
        )
        assert hatched(draw_action_board(s)) == blocked
    intro = ludo.new("barrage", players=4, seed=1, intro=True)
    assert hatched(draw_action_board(intro)) == 3  # no patent office


def test_action_board_shows_engineers_in_company_colours():
    from matplotlib.colors import to_rgba
    from matplotlib.patches import FancyBboxPatch

    from ludo.barrage.draw import ActionBoardPainter
    from ludo.barrage.draw.canvas import OWNER_COLOURS

    s = ludo.new("barrage", players=2, seed=1, companies=["usa", "italy"]).play("A1g")
    fig = draw_action_board(s)
    texts = [t.get_text() for t in fig.axes[0].texts]
    assert "roue +1" in texts  # the action in words (never its code)
    assert not any("A1g" in t for t in texts)
    x, y, _w, _h = ActionBoardPainter(2, False).boxes()["A1g"]
    fills = [
        p.get_facecolor()
        for p in fig.axes[0].patches
        if isinstance(p, FancyBboxPatch) and (p.get_x(), p.get_y()) == (x, y)
    ]
    assert fills[-1] == to_rgba(OWNER_COLOURS["usa"])  # the last drawn: USA's engineers


def test_energy_track_marks_the_current_round():
    s = ludo.new("barrage", players=2, seed=1, companies=["usa", "italy"])
    texts = " ".join(t.get_text() for t in draw_energy_track(s).axes[0].texts)
    assert "Manche 1 :" in texts and "Ordre du tour : USA → Italie" in texts


def test_action_board_explorer():
    w = ActionBoardExplorer(players=4, space="T+1g")
    assert "bloqué" not in w.panel.value
    w.players.value = 3
    assert "bloqué" in w.panel.value and "au moins 4 joueurs" in w.panel.value
    w.space.value = "T+2d"
    assert "Cadre rouge" in w.panel.value


def test_scoring_labs():
    lab = RoundScoringLab()
    for slider, e in zip(lab.sliders, (9, 9, 1, 0), strict=True):
        slider.value = e
    assert "4 PV chacun" in lab.ranking.value
    lab.round.value, lab.count.value = 3, 2
    assert "10 PV" in lab.bonus.value or "au moins 6" in lab.bonus.value
    obj = ObjectiveLab(values=(2, 0, 0, 0))
    assert obj.panel.value.count("15 PV") == 0 or "place 1" in obj.panel.value
    obj.minimum.value = True
    assert "au moins 1" in obj.panel.value
    assert "Calculé par la bibliothèque" in worked_examples_html()


def test_scoring_labs_write_negative_points_with_a_minus_sign():
    """French typography: « −3 » (U+2212), never « -3 » with a hyphen."""
    import re

    lab = RoundScoringLab(energies=(12, 8, 8, 0))  # seat 4 on the track's 0: 3 VP lost
    assert ">−3</td>" in lab.ranking.value
    assert "3 crédits, −3 PV" in worked_examples_html()
    for text in (lab.ranking.value, lab.bonus.value, worked_examples_html()):
        assert not re.search(r"-\d", re.sub(r"<[^>]*>", "", text)), text


def test_game_table_plays_undoes_and_refuses():
    g = GameTable(players=2, seats=("human", "greedy"), seed=3)
    start = len(g.session.state.history)
    label, first = g.moves.options[0]  # (French label, notation)
    assert label.startswith("Choisir") and first.startswith("choisir")
    g.play(first)
    assert len(g.session.state.history) > start
    g.moves.value = None
    g.play_selected()
    assert "Choisissez" in g.explanation.value
    g.undo()
    assert len(g.session.state.history) == start
    g.play(first)  # the set-up done: the bank is among the moves
    g.filter.value = "banque"
    assert g.moves.options and all(label.startswith("Banque") for label, _ in g.moves.options)
    g.filter.value = "construire base"  # the list names the spots as the board does
    labels = [_plain(label) for label, _ in g.moves.options]
    assert labels and all(label.startswith("Construire une base en ") for label in labels)
    assert not any(re.search(r"\bD\d+[UL]\b", label) for label in labels)


def test_game_refusals_name_the_spots_as_the_board_does():
    """A refused move is quoted in French (« 5U », not « D5U ») and the river's own
    « Production refusée » is not repeated after « refusé »."""
    s = ludo.new("barrage", players=2, seed=1, companies=["usa", "italy"])
    s = s.play(str(s.legal_moves()[0])) if s.phase == "pick" else s
    while s.phase == "pick":
        s = s.play(str(s.legal_moves()[0]))
    before = copy.deepcopy(s)
    with pytest.raises(ludo.IllegalMove) as err:
        s.play("T+2g D5U C5L P8a 2")
    text = str(err.value)
    assert "5U" in text and not re.search(r"\b[DCP]\d+[A-Za-z]\b", text), text
    assert "Production refusée" not in text and text.count("refusé") == 1, text
    assert s == before


def test_round_stepper_steps_through_a_round():
    st = round_stepper(players=3, seed=4)
    assert len(st) > 10
    st.next_button.click()
    assert "Image :" in st.explanation.value and "<code>" not in st.explanation.value


def test_round_stepper_shows_the_part_each_move_changes():
    """An engineer placed: the action board at its own size; a construction: the map."""
    import io

    from PIL import Image

    st = round_stepper(players=3, seed=4)
    texts = st._explanations
    placed = next(i for i, t in enumerate(texts) if "Image : le plateau des actions" in t)
    built = next(i for i, t in enumerate(texts) if "Construire" in t and "Image : la carte" in t)
    board = draw.ActionBoardPainter(3, False, draw.DPI).fig  # the board at its own size
    size = tuple(int(x * draw.DPI) for x in board.get_size_inches())
    assert Image.open(io.BytesIO(st.frame_png(placed))).size == size
    width = round(11 * draw.DPI)  # the map: 11 inches wide
    assert Image.open(io.BytesIO(st.frame_png(built))).size[0] == width
    assert not re.search(r"\bD\d+[UL]\b|\bP\d+[a-d]\b", " ".join(texts))  # no map ids


def test_game_table_views():
    g = GameTable(players=2, seats=("greedy", "human"), seed=2)
    whole = g.image.value
    g.view.value = "actions"
    assert bytes(g.image.value) != bytes(whole) and bytes(g.image.value)[:4] == b"\x89PNG"
    g.view.value = "companies"  # each company board beside its wheel
    assert bytes(g.image.value)[:4] == b"\x89PNG"


def test_the_whole_view_plays_on_its_map():
    """« Tout »: the map there is the clickable one (it redraws and answers clicks, as in
    « La carte »), the energy track drawn under it; the action board is the live one."""
    from ludo.barrage.draw import game_part_png

    g = GameTable(players=2, seats=("human", "human"), seed=1)
    while g.session.state.phase == "pick":
        g.validate()
    g.view.value = "all"
    assert g.map.board.layout.display is None and g.image.layout.display is None
    assert bytes(g.image.value) == game_part_png(g.session.state, "track")
    g.actions.board.click("E2g")
    assert g.map.board.legal == {"A", "B", "C", "D"}  # redrawn for the space clicked
    g.map.board.click("C")
    assert g.choice.layout.display is None and g.detail.value == "E2g C C"
    before = copy.deepcopy(g.session.state)
    g.validate()
    assert g.session.state == before.play(parse_move("E2g C C"))
    assert g.view.value == "all" and g.map.board.legal  # the next seat's places, still live
    g.view.value = "map"
    assert g.image.layout.display == "none"


def test_round_stepper_animates_the_water_phase_drop_by_drop():
    st = round_stepper(players=3, seed=4)
    texts = st._explanations
    water = [i for i, t in enumerate(texts) if "phase d'écoulement" in t or "écoulement" in t]
    assert water, "the water phase is shown"
    drops = [t for t in texts[water[0] :] if t.startswith("Goutte")]
    assert drops, "one frame per drop"
    assert "Premier sur la piste" in texts[-1]  # then the round's scoring, line by line


def test_game_pictures_from_the_caches_equal_pictures_drawn_anew():
    """The layered pictures (fixed layers kept, unchanged parts not drawn again) show
    exactly what a drawing from nothing shows, move after move."""
    import random

    from ludo.barrage import draw
    from ludo.barrage.ui import game_picture

    rng = random.Random(3)
    s = ludo.new("barrage", players=3, seed=3, companies=["usa", "italy", "france"])
    for _ in range(10):
        s = s.play(rng.choice(s.legal_moves()))
        warm = game_picture(s)
        draw.game._LAST_PARTS.clear()  # every part drawn again over its kept fixed layer
        assert warm == game_picture(s)
    for cache in (
        draw.map._PAINTERS,
        draw.action_board._ACTION_PAINTERS,
        draw.energy_track._TRACK_PAINTERS,
    ):
        cache.clear()  # the fixed layers drawn again too
    draw.game._LAST_PARTS.clear()
    assert warm == game_picture(s)


def test_technology_tiles_are_named_in_french_on_the_boards_and_tables():
    from ludo.barrage.construction import tile_name
    from ludo.barrage.ui import companies_html

    assert tile_name("L1-powerhouse") == "L1-Centrale"
    assert tile_name("elevation") == "Élévation"
    assert tile_name("special:L2-conduit") == "spéciale (L2-Conduite)"
    s = ludo.new("barrage", players=4, seed=2)
    english = ("powerhouse", "elevation", "conduit", "base,", "special")
    from ludo.barrage.draw.action_board import tile_words

    texts = " ".join(t.get_text() for t in draw_action_board(s).axes[0].texts)
    assert not any(w in texts for w in english), texts
    # the patent office's tiles in words and their level (« Conduite II »), never « L2-… »
    assert all(tile_words(t) in texts for t in s.patent) and "L1-" not in texts, texts
    while s.phase == "pick":
        s = s.play(s.legal_moves()[0])
    table = companies_html(s)
    assert "Centrale" in table and not any(w in table for w in english)


def test_map_with_its_structures_kept_equals_the_map_drawn_in_one_pass():
    """The shared painter keeps the built structures drawn and paints only the water
    over them: its picture is exactly the one a fresh painter draws in one pass."""
    import random

    from PIL import ImageChops

    from ludo.barrage import draw

    rng = random.Random(5)
    s = ludo.new("barrage", players=4, seed=5)
    compared = 0
    for i in range(160):
        if s.is_over():
            break
        s = s.play(rng.choice(s.legal_moves()))
        if i % 8:
            continue
        kept = draw.painter("all", draw.DPI)
        kept.paint(s.board)
        fresh = draw.Painter(dpi=draw.DPI)
        fresh.paint(s.board)
        assert ImageChops.difference(kept.image(), fresh.image()).getbbox() is None, i
        compared += 1
    assert compared >= 10 and s.board.conduits and s.board.powerhouses


def test_action_board_and_track_follow_the_rounds_over_their_kept_layers():
    """The patent office's tiles and the current round change from round to round: they
    are drawn over the kept layers, and each round's picture shows its own."""
    import random

    from ludo.barrage import draw
    from ludo.barrage.draw.action_board import tile_words

    rng = random.Random(2)
    s = ludo.new("barrage", players=3, seed=2)
    seen = set()
    while not s.is_over() and len(seen) < 3:
        s = s.play(rng.choice(s.legal_moves()))
        if s.round in seen:
            continue
        seen.add(s.round)
        painter = draw.action_painter(s)
        painter.paint(s)
        texts = " ".join(t.get_text() for t in painter.ax.texts)
        for tile in s.patent:
            if tile:
                assert tile_words(tile) in texts
        track = draw.track_painter(s)
        track.paint(s)
        bold = [t.get_text() for t in track.ax.texts if t.get_fontweight() == "bold"]
        assert any(t.startswith(f"Manche {s.round} :") for t in bold), bold
    assert len(seen) == 3


# -- words a guest reads at the game table (issue 12, review items 4, 13, 15, 19) -------------
#: The notation's raw codes: action spaces, map ids, conduits by their L/R side.
RAW_CODE = re.compile(
    r"\b(T[+-]?\d[gd]|E[12][gd]|A[123][gd]|M[12X][gd]|C1b?[gd]|C2[gd]|V[123])\b"
    r"|\b[DCP]\d+[A-Za-z]\b|conduite \d+[LR]\b|\bbanque \d|\d[eb]\d[bc]\b"
)


def _random_game(seed: int, automa: bool, moves: int):
    """The states of a game played at random (an Automa seat plays its own turns)."""
    import random

    rng = random.Random(seed)
    options = {"automa": [1], "automa_level": "surpuissant"} if automa else {}
    s = ludo.new("barrage", players=2 if automa else 3, seed=seed, **options)
    states = [s]
    for _ in range(moves):
        if s.is_over():
            break
        s = s.play(rng.choice(s.legal_moves()))
        states.append(s)
    return states


def test_every_legal_move_has_a_french_label_without_codes_and_no_two_alike():
    """Review item 4: « banque 1…12 », « E2g A B », « M1d », « C1 / G09 » were the labels."""
    from ludo.barrage.game.moves import GROUPS, move_group, move_text, parse_move

    kinds = set()
    for automa in (False, True):
        for s in _random_game(3, automa, 160)[::3]:
            if s.is_over():
                continue
            labels = {}
            for m in s.legal_moves():
                label = move_text(m, s)
                kinds.add(type(m).__name__)
                assert not RAW_CODE.search(label), (str(m), label)
                assert label[0].isupper() and move_group(m) in GROUPS, label
                assert parse_move(str(m)) == m
                labels.setdefault(label, []).append(str(m))
            twins = {k: v for k, v in labels.items() if len(v) > 1}
            assert not twins, twins  # a label names one move only
    assert {"Bank", "Build", "Water", "Take", "Buy", "Workshop", "Produce"} <= kinds, kinds
    assert move_text(parse_move("banque 3")) == "Banque : 3 ingénieurs → 3 crédits"
    assert move_text(parse_move("banque 1")) == "Banque : 1 ingénieur → 1 crédit"


def test_conduits_are_named_as_the_map_labels_them_and_never_alike():
    """Review item 4: « conduite 10L » while the map prints « 2→11 »; L is also a dam's."""
    from ludo.barrage.map import base_map, nodes_of_kind, spot_name

    names = [spot_name(n) for n in nodes_of_kind("conduit")]
    assert len(set(names)) == len(names)
    g = base_map()
    for n in nodes_of_kind("conduit"):
        a = g.nodes[n]
        assert spot_name(n).startswith(f"{a['value']}→{a['dest']} ")
        assert not re.search(r"\d[LR]\b", spot_name(n))
    assert spot_name("C10L") == "2→11 du bassin 10" and spot_name("D10L") == "10L"


def test_game_and_automa_logs_use_words_minus_signs_and_agreement():
    """Review items 4, 13, 15: no action-space codes (« C1g », « T+2g ») in the log, « −5 PV »
    never « -5 PV », « 1 goutte » never with a plural verb."""
    texts = []
    for automa in (False, True):
        for s in _random_game(5, automa, 220):
            texts += [e.text for e in s.events]
        texts += [line.text for line in s.score().lines]
    assert any("ingénieur" in t for t in texts) and any("PV" in t for t in texts)
    joined = "\n".join(texts)
    assert "sur l'emplacement « " in joined
    for t in texts:
        assert not RAW_CODE.search(t), t
        assert not re.search(r"(?<![\w-])-\d", t), t  # a hyphen as a minus sign
        assert "(s)" not in t, t
        assert not re.search(r"\b1 goutte \w+ent\b", t), t
    from ludo.barrage.automa import messages as amsg

    assert amsg.TURN_VP.format(vp=-5, engineers=3).startswith("Bilan du tour : −5 PV")


def test_a_pending_choice_is_asked_and_refused_in_words():
    """While a choice is pending (a contract to fulfil, machines, sources…), the status and
    the refusal of another move say it without the notation (« contrat - », « machines 1e1b »)."""
    import ludo.barrage.game.messages as gmsg

    for text in gmsg.WAITING.values():
        assert not RAW_CODE.search(text) and "«" not in text, text
    pending = 0
    for s in _random_game(7, False, 400):
        if not s.pending or s.is_over():
            continue
        pending += 1
        before = copy.deepcopy(s)
        wrong = "A1g" if s.pending[0][0] != "machines" else "contrat -"
        with pytest.raises(ludo.LudoError) as err:
            s.play(wrong)
        assert not RAW_CODE.search(str(err.value)), str(err.value)
        if s.pending[0][0] == "fulfil":  # a choice of the right kind, not offered
            with pytest.raises(ludo.LudoError) as err:
                s.play("contrat Z99")
            assert "Ne remplir aucun contrat" in str(err.value), str(err.value)
        assert s == before
    assert pending >= 3


def test_move_list_is_grouped_by_kind_with_counts():
    g = GameTable(players=2, seats=("human", "greedy"), seed=3)
    g.play(g.moves.options[0][1])  # the set-up: now the whole action board is open
    total = len(g.moves.options)
    assert total > 100
    groups = dict((v, k) for k, v in g.group.options)
    assert groups["all"].endswith(f"({total})") and {"bank", "build", "water"} <= set(groups)
    counts = {v: int(re.search(r"\((\d+)\)$", k).group(1)) for k, v in g.group.options}
    assert sum(n for k, n in counts.items() if k != "all") == total
    g.group.value = "bank"
    assert len(g.moves.options) == counts["bank"] == 12
    assert all(_plain(label).startswith("Banque : ") for label, _ in g.moves.options)
    g.moves.value = g.moves.options[2][1]
    assert g.moves.tooltip == "Notation du coup : banque 3"  # the code, for the curious
    g.filter.value = "4"  # the filter narrows inside the kind, the counts follow it
    assert [v for _, v in g.moves.options] == ["banque 4"]
    assert dict((v, k) for k, v in g.group.options)["bank"].endswith("(1)")
    g.play("banque 2")  # a move typed by its notation is found whatever the kind shown
    assert g.group.value == "all" and len(g.session.state.history) > 1


def test_long_moves_wrap_in_the_move_list():
    """Issue 12: long production moves were cut at the list's edge. ipywidgets writes every
    space of an option as a no-break space: each space of a label is followed by a
    zero-width space, where the list's style (options in ``white-space: normal``) may
    break the line; the text read is the move's French label, whole."""
    from ludo.barrage.game.moves import move_text
    from ludo.barrage.ui import GAME_TABLE_STYLE

    g = GameTable(players=2, seats=("human", "greedy"), seed=3)
    g.play(g.moves.options[0][1])
    state = g.session.state
    texts = {str(m): move_text(m, state) for m in state.legal_moves()}
    assert max(len(t) for t in texts.values()) > 90  # long moves are offered
    for label, code in g.moves.options:
        assert _plain(label) == texts[code]
        assert " " not in label.replace(" \u200b", ""), label  # a break after every space
    assert re.search(r"\.barrage-moves option \{ white-space: normal;", GAME_TABLE_STYLE)
    g.moves.value = g.moves.options[0][1]
    assert "\u200b" not in g.chosen.value  # the chosen move, in full, as plain text


def test_each_click_changes_the_explanation_and_the_end_says_who_won():
    """Issue 12 §4, seen playing Barrage 10 by clicks: the bank played twice in a row gave
    the same words twice (the click seemed to do nothing), and at the end the explanation
    beside the board only pointed below it while « Jouer » stayed active on an empty list."""
    from ludo.barrage.game.messages import UI_YOUR_MOVE_LEFT
    from ludo.widgets.session import GameSession

    g = GameTable(players=2, seats=("human", "greedy"), seed=3)
    g.play(g.moves.options[0][1])  # the set-up
    shown = [g.explanation.value + g.your_move.value]
    for _ in range(2):
        g.play("banque 1")
        shown.append(g.explanation.value + g.your_move.value)
    assert len(set(shown)) == 3, shown
    left = g.session.state.companies[0].engineers
    assert html.escape(str(UI_YOUR_MOVE_LEFT.format(n=left))) in g.your_move.value
    g.filter.value = "construire base"  # a filter that empties the list keeps « Jouer »
    g.play(g.moves.options[0][1])
    g.filter.value = "aucun coup ne dit cela"
    assert not g.moves.options and not g.play_button.disabled

    end = ludo.final_state(ludo.new("barrage", players=2, seed=3), ("greedy", "greedy"), seed=3)
    g.session = GameSession(end)
    g._show([])
    told = re.sub(r"<[^>]*>", "", g.explanation.value)
    sheet = end.score()
    assert "La partie est finie" in told and sheet.summary() in told
    for i, name in enumerate(end.player_names):
        vp = str(sheet.total(i)).replace("-", "\u2212")
        assert f"{name} {vp} PV" in told, (name, vp, told)
    assert g.play_button.disabled and not g.moves.options
    g.filter.value = ""
    g.new_game()  # a new game: « Jouer » works again
    assert not g.play_button.disabled and g.moves.options


def test_seat_menus_follow_the_number_of_players():
    """Review item 19: a 3-player game showed a « Joueur 4 » menu."""
    g = GameTable(players=3, seats=("human", "greedy", "greedy", "greedy"), seed=1)
    shown = [seat.layout.display != "none" for seat in g.seat_kinds]
    assert shown == [True, True, True, False]
    g.players.value = 2
    assert [seat.layout.display != "none" for seat in g.seat_kinds] == [True, True, False, False]
    g.players.value = 4
    assert all(seat.layout.display != "none" for seat in g.seat_kinds)


def test_companies_table_writes_its_figures_out():
    """Review item 19: « B0 É0 C0 Ce0 », « 8 cr · 6 exc. · 4 bét. » were cryptic."""
    from ludo.barrage.ui import companies_html

    s = ludo.new("barrage", players=3, seed=1)
    while s.phase == "pick":
        s = s.play(s.legal_moves()[0])
    table = re.sub(r"<[^>]*>", " ", companies_html(s))
    assert "crédits" in table and "excavatrices" in table and "bétonnières" in table
    assert not re.search(r"\b(B|É|C|Ce)\d\b|\bcr\b|exc\.|bét\.", table), table
    s = with_base(s)
    assert "1 base" in re.sub(r"<[^>]*>", " ", companies_html(s))


def with_base(s):
    """``s`` after its player builds a base (the first base offered), by the engine."""
    build = [m for m in s.legal_moves() if str(m).startswith("construire base")]
    return s.play(build[0])


def test_explanation_shows_the_latest_turn_from_its_heading():
    """The panel is read from its first line: the Automa's turn from its heading."""
    g = GameTable(players=2, seats=("human", "automa"), seed=1)
    g.play(g.moves.options[0][1])
    from ludo.barrage.ui import GAME_TABLE_STYLE

    assert "column-reverse" not in GAME_TABLE_STYLE
    items = re.findall(r"<li[^>]*>(.*?)</li>", g.explanation.value)
    assert items[0].startswith("Joueur 1 choisit")  # the move played comes first
    assert any("Tour de l&#x27;Automa" in t for t in items)


def test_contract_table_lists_the_contracts_of_the_types_asked():
    from ludo.barrage.game.data import load_game_data
    from ludo.barrage.ui import contract_table_html

    table = contract_table_html(("start", "national"))
    shown = [k.id for k in load_game_data().contracts if k.type in ("start", "national")]
    hidden = [k.id for k in load_game_data().contracts if k.type == "green"]
    assert shown and all(f"<b>{k}</b>" in table for k in shown)
    assert not any(f"<b>{k}</b>" in table for k in hidden)
