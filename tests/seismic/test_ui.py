"""Drawing and widgets, headless."""

import copy

import ludo
from ludo.seismic import draw, examples
from ludo.seismic.moves import cell_text
from ludo.seismic.players import GreedyPlayer, RandomPlayer, simulate
from ludo.seismic.rules import ChooseCity, ChooseSide, Pass, Place, Rotate, from_position
from ludo.seismic.ui import (
    MarkerExplorer,
    PlacementExplorer,
    SectionExplorer,
    SeismicBoard,
    TileCatalogue,
    quake_stepper,
    replay_stepper,
)
from ludo.viz import fig_to_png

PNG = b"\x89PNG"


def test_state_draws_itself():
    s = ludo.new("seismic", players=2, seed=1)
    assert s._repr_png_().startswith(PNG)
    assert draw.to_png(s, sections=True, coords=True, zoom=2).startswith(PNG)


def test_board_plays_for_the_human_and_the_computer():
    s = ludo.new("seismic", players=2, seed=4)
    board = SeismicBoard(s, computer={1: "greedy"})
    assert "Joueur 1" in board.status.value
    assert board.tile.value in s.row and board.cell.value is None  # nothing shown yet
    board.play_button.click()  # « Valider » with no tile on the table: explained, not played
    assert board.state == s and "abord sur une case jaune" in board.explanation.value
    legal = {cell_text(m.cell) for m in s.legal_moves() if m.tile == board.tile.value}
    assert board.board.legal == legal
    name = sorted(legal)[0]
    board.board.click(name)  # the tile shows on the clicked cell, nothing is played
    move = board.selected_move()
    assert move in s.legal_moves() and cell_text(move.cell) == name and board.state == s
    assert board.board.selected == name and "Aperçu" in board.explanation.value
    board.play_button.click()
    assert board.state.history[0] == move
    assert board.state.current_player == 0  # the computer answered
    assert len(board.state.history) >= 2
    assert "L'ordinateur" in board.explanation.value or "ordinateur" in board.explanation.value
    board.undo_button.click()
    assert board.state == s
    board.play("S 9,9 r0")
    assert "refus" in board.explanation.value and board.state == s


def test_board_rotate_cancel_and_refusal_by_clicks():
    s = ludo.new("seismic", players=2, seed=4)
    board = SeismicBoard(s)
    name = sorted(board.board.legal)[0]
    board.board.click(name)
    rots = [r for _label, r in board.rot.options]
    first = board.selected_move()
    board.board.press("r")  # R: the next legal rotation
    assert board.selected_move().rot == rots[1 % len(rots)] and board.state == s
    svg = board.board.svg
    board.board.press("Escape")  # the tile leaves the table
    assert board.selected_move() is None and board.board.selected == "" and board.board.svg != svg
    outside = next(c["id"] for c in board.board.cells if not c["legal"])
    board.board.click(outside)  # a cell where the tile may not go: the engine says why
    assert "refusée" in board.explanation.value and board.state == s
    board.board.click(name)
    board.board.click(name)  # a second click on the shown tile turns it; nothing is played
    assert board.selected_move().rot == rots[1 % len(rots)] and board.state == s
    turned = board.selected_move()
    board.board.press("Enter")  # Entrée plays it
    assert board.state.history[0] == turned and turned.cell == first.cell


def test_board_choice_moves_for_a_quake_tie():
    tie = from_position(
        {(1, 0): ("S", 0), (-1, 0): ("S", 0)}, row=("W", "T"), pile=("Q1", "S"), radius=3
    )
    board = SeismicBoard(tie)
    assert board.place_box.layout.display == "none"
    assert len(board.choice.options) == 2
    board.choice.value = board.choice.options[1][1]
    board.play_button.click()
    assert board.state.phase == "place" and len(board.state.quake_log) == 1


def test_quake_tie_is_chosen_by_clicking_a_side_of_the_table():
    """Est and ouest are tied (two tiles each): every cell of both rays stands for its side;
    a click chooses it, hatches what would fall and says why the choice is asked; Entrée
    plays it. The widget only shows the engine's answer: what it announces is what falls."""
    tie = examples.tie_example()
    kept = copy.deepcopy(tie)
    board = SeismicBoard(tie, zoom=None)
    east = {cell_text((q, 0)) for q in range(1, 4)}
    west = {cell_text((-q, 0)) for q in range(1, 4)}
    assert board.board.legal == east | west and board.selected_move() is None
    assert (
        "Pourquoi ce choix" in board.explanation.value and "est et ouest" in board.explanation.value
    )
    board.play_button.click()  # nothing chosen yet: explained, nothing played
    assert board.state is tie and "Cliquez d&#x27;abord sur la table" in board.explanation.value
    board.board.click("0,1")  # not on a tied side: refused, nothing chosen
    assert board.selected_move() is None and "pas l&#x27;un des choix" in board.explanation.value
    plain = board.board.svg
    board.board.click("3,0")  # an empty cell at the end of the east ray
    assert board.selected_move() == ChooseSide(0) and board.board.svg != plain
    assert "le côté est ; une tuile tomberait" in board.explanation.value
    board.board.press("r")  # keyboard: the next choice
    assert board.selected_move() == ChooseSide(3)
    for move in (ChooseSide(0), ChooseSide(3)):
        fell = [e.data["cell"] for e in tie.play(move).events if e.kind == "tile.destroyed"]
        assert board._quake_if(move)[0] == fell and fell
    board.board.click("-2,0")  # a tile of the west ray
    titles = {c["id"]: c["title"] for c in board.board.cells}
    assert board.selected_move() == ChooseSide(3) and titles["-2,0"] == "côté ouest (2 tuiles)"
    assert "une tuile tomberait" in board.explanation.value
    assert board.state is tie and tie == kept  # choosing never plays
    board.board.press("Enter")
    assert board.state.history == (ChooseSide(3),) and (-1, 0) not in board.state.placed
    told = board.explanation.value
    assert "Joueur 1 choisit le côté ouest" in told and "ordinateur" not in told
    assert board.board.legal == {
        cell_text(m.cell) for m in board.state.legal_moves() if m.tile == board.tile.value
    }


def test_twin_city_is_chosen_by_clicking_a_city():
    s = ludo.new("seismic", players=2, seed=0, variant="twin_cities")
    assert s.phase == "city"  # a quake revealed at the start: both cities count a tile
    board = SeismicBoard(s, computer={1: "greedy"})
    assert board.board.legal == {cell_text(c) for c in s.cities}
    board.board.click(cell_text(s.cities[1]))
    assert board.selected_move() == ChooseCity(1) and board.board.selected == "9,0"
    assert "San Andreas 2 ; aucune tuile ne tomberait" in board.explanation.value
    assert "Villes jumelles" in board.explanation.value and board.state is s
    board.board.click(cell_text(s.cities[0]))
    assert board.selected_move() == ChooseCity(0) and board.board.selected == "0,0"
    board.play_button.click()
    assert board.state.history[0] == ChooseCity(0)
    assert "Vous (Joueur 1)" in board.explanation.value


def test_placement_explorer_says_why():
    table = from_position({(1, 0): ("S", 0)}, row=("S", "W", "T"))
    ex = PlacementExplorer(table)
    ex.tile.value = "S"
    ex.cell.value = (1, 1)
    ex.rot.value = 0
    assert "refusée" in ex.explanation.value and "route" in ex.explanation.value
    ex.cell.value = (2, 0)
    assert "permise" in ex.explanation.value
    assert ex.board.svg.startswith("<svg") and ex.board.selected == "2,0"


def test_placement_explorer_is_played_by_clicking_the_drawing():
    table = from_position({(1, 0): ("S", 0)}, row=("S", "W", "T"))
    ex = PlacementExplorer(table)
    ex.row.click("t0")  # the straight road
    assert ex.tile.value == "S" and ex.row.selected == "t0"
    fits = {cell_text(c) for c, _k in table.placements("S")}
    assert ex.board.legal == fits  # the yellow cells are outlined as clickable
    ex.board.click("1,1")  # a cell where it never fits: refused, and why
    assert ex.cell.value == (1, 1) and "refusée" in ex.explanation.value
    ex.board.click("2,0")
    ok = {k for k in range(6) if table.why_illegal(Place("S", (2, 0), k)) is None}
    assert 0 < len(ok) < 6
    seen = set()
    for _ in range(6):  # a second click (or R) turns it through the six rotations
        seen.add(ex.rot.value)
        assert ("permise" in ex.explanation.value) == (ex.rot.value in ok), ex.rot.value
        ex.board.click("2,0")
    assert seen == set(range(6)) and ex.board.selected == "2,0"
    ex.row.click("t2")
    assert ex.tile.value == "T" and ex.cell.value == (2, 0)
    assert table == from_position({(1, 0): ("S", 0)}, row=("S", "W", "T"))  # nothing played


def test_section_and_marker_explorers():
    placed = {(1, 0): ("S", 0), (2, 0): ("S", 0), (3, 0): ("I1", 3)}
    s = from_position(placed, row=("S", "W", "T"), markers={((1, 0), 0): 0})
    ex = SectionExplorer(s)
    texts = []
    for _label, k in ex.section.options:
        ex.section.value = k
        texts.append(ex.explanation.value)
    assert any("complète" in t and "elle vaudra 9 points" in t for t in texts)
    assert not any("vaut 9 points" in t for t in texts)  # points to come, not banked
    s2 = from_position({(1, 0): ("S", 0)}, row=("S", "W", "T"), markers={((1, 0), 0): 1})
    mex = MarkerExplorer(s2)
    mex.placement.value = ("S", (2, 0), 0)
    assert "✘" in mex.explanation.value and "Joueur 2" in mex.explanation.value
    mex.placement.value = ("S", (-1, 0), 0)
    assert "✔" in mex.explanation.value


def test_marker_explorer_is_played_by_clicking_the_drawing():
    s2 = from_position({(1, 0): ("S", 0)}, row=("S", "W", "T"), markers={((1, 0), 0): 1})
    mex = MarkerExplorer(s2)
    mex.row.click("t0")
    cells = {cell_text(m.cell) for m in s2.legal_moves() if isinstance(m, Place) and m.tile == "S"}
    assert mex.board.legal == cells
    mex.board.click("2,0")  # continues the marked road: no marker allowed there
    assert mex.placement.value == ("S", (2, 0), 0)
    assert "✘" in mex.explanation.value and "Joueur 2" in mex.explanation.value
    mex.board.click("-1,0")  # the other side of San Andreas: a new section, marker allowed
    assert mex.cell.value == (-1, 0) and "✔" in mex.explanation.value
    assert mex.board.svg.startswith("<svg") and mex.board.selected == "-1,0"
    before = mex.rot.value
    mex.rotate()
    rots = {
        m.rot
        for m in s2.legal_moves()
        if isinstance(m, Place) and m.cell == (-1, 0) and m.tile == "S"
    }
    assert mex.rot.value in rots and (len(rots) == 1 or mex.rot.value != before)


def test_quake_stepper_and_replay():
    table = {(1, 0): ("S", 0), (2, 0): ("S", 0), (-1, 1): ("T", 0)}
    before = from_position(table, row=("W", "T", "S"), markers={((2, 0), 0): 0})
    after = from_position(table, row=("W", "T"), pile=("Q2", "S"), markers={((2, 0), 0): 0})
    st = quake_stepper(before, after)
    assert len(st) == 4  # counts, two falls, the end
    st.next_button.click()
    assert st.value == 1 and "1 case à l&#x27;est de San Andreas" in st.explanation.value
    s = ludo.play_out(ludo.new("seismic", players=2, seed=2), "random", seed=2, max_moves=6)[-1]
    rs = replay_stepper(s)
    assert len(rs) == 7
    rs.last_button.click()
    assert "Coup 6" in rs.explanation.value


def test_catalogue_and_histograms():
    cat = TileCatalogue(ludo.seismic.default_manifest())
    cat.tile.value = "S"
    assert "3 orientation" in cat.explanation.value
    results = simulate(3, players=2, seed=5)
    assert len(results) == 3 and all(r["destroyed"] >= 0 for r in results)
    assert fig_to_png(draw.quake_histograms(results)).startswith(PNG)


def test_players_choose_legal_moves():
    s = ludo.new("seismic", players=3, seed=8, variant="aftershocks+dilemma")
    bots = [GreedyPlayer(1), RandomPlayer(2), GreedyPlayer(3)]
    for _ in range(40):
        if s.is_over():
            break
        m = bots[s.current_player].choose(s)
        assert m in s.legal_moves()
        s = s.play(m)


def test_greedy_beats_random_most_of_the_time():
    wins = 0
    for seed in range(4):
        s = ludo.new("seismic", players=2, seed=seed)
        bots = [GreedyPlayer(seed), RandomPlayer(seed)]
        while not s.is_over():
            s = s.play(bots[s.current_player].choose(s))
        t = s.score().totals()
        wins += t[0] > t[1]
    assert wins >= 3


def test_preview_does_not_change_the_state():
    s = ludo.new("seismic", players=2, seed=3)
    m = next(x for x in s.legal_moves() if isinstance(x, Place) and x.marker is not None)
    p = s.preview(m)
    assert m.cell in p.placed and m.cell not in s.placed
    assert p.row == s.row and p.current_player == s.current_player


def test_board_second_tile_and_pass_in_the_dilemma():
    from ludo.seismic.rules import SECOND

    s = from_position({}, row=("S", "W", "T"), pile=("S", "S", "S"), variant="dilemma")
    board = SeismicBoard(s)
    board.play("S 1,0 r0")
    assert board.state.phase == SECOND
    assert board.pass_button.layout.display != "none"
    board.pass_button.click()
    assert board.state.current_player == 1 and board.state.phase == "place"
    assert board.pass_button.layout.display == "none"


def test_board_aftershock_choices():
    placed = {(1, 0): ("S", 0), (2, 0): ("S", 0), (-1, 0): ("T", 0)}
    s = from_position(placed, row=("W", "T"), pile=("Q1", "S"), variant="aftershocks")
    board = SeismicBoard(s)
    labels = [label for label, _m in board.choice.options]
    assert labels == ["Tourner la tuile en -1,0 vers r5 (5 sixièmes de tour)"]
    assert board.board.legal == {"-1,0"} and board.selected_move() is None
    assert board.rotate_button.layout.display != "none"
    assert board.pass_button.layout.display != "none"
    board.board.click("1,0")  # a tile that may not turn: nothing chosen
    assert board.selected_move() is None and board.state is s
    board.board.click("-1,0")  # the tile is shown turned, outlined; nothing is played
    assert board.selected_move() == Rotate((-1, 0), 5) and board.board.selected == "-1,0"
    assert "tourner la tuile 1 case à l'ouest de San Andreas, tournée de cinq sixièmes" in (
        board.explanation.value.replace("&#x27;", "'")
    )
    assert "Contrecoups" in board.explanation.value and board.state is s
    board.board.press("Escape")  # forgotten
    assert board.selected_move() is None and board.board.selected == ""
    board.board.click("-1,0")
    board.board.click("-1,0")  # a second click: the next permitted orientation (one here)
    assert board.selected_move() == Rotate((-1, 0), 5)
    board.play_button.click()
    assert board.state.placed[(-1, 0)] == ("T", 5)


def test_aftershock_pass_by_button():
    placed = {(1, 0): ("S", 0), (2, 0): ("S", 0), (-1, 0): ("T", 0)}
    s = from_position(placed, row=("W", "T"), pile=("Q1", "S"), variant="aftershocks")
    board = SeismicBoard(s)
    board.pass_button.click()
    assert board.state.history == (Pass(),) and board.state.placed[(-1, 0)] == ("T", 0)


def test_launcher_plays_every_variant():
    from ludo.seismic import messages as msg
    from ludo.seismic.ui import GameLauncher

    g = GameLauncher(seed=5)
    for key in msg.UI_VARIANTS:
        g.variant.value = key
        g.players.value = 3
        g.opponent.value = "random"
        g.start_button.click()
        assert g.board.state.variant == key and g.board.state.n_players == 3
        if g.board.board.legal:  # show a tile on the first yellow cell, then confirm
            g.board.board.click(sorted(g.board.board.legal)[0])
        g.board.play_button.click()
        assert len(g.board.state.history) >= 1


def test_board_tile_and_marker_are_chosen_by_clicking_the_drawings():
    """The face-up row and the pieces of the shown tile are clickable, like the cells."""
    s = ludo.new("seismic", players=2, seed=4)
    board = SeismicBoard(s)
    assert {c["id"] for c in board.row.cells} == {f"t{k}" for k in range(len(s.row))}
    k = len(s.row) - 1
    board.row.click(f"t{k}")  # the last face-up tile becomes the one to place
    assert board.tile.value == s.row[k] and board.row.selected == f"t{k}"
    legal = {cell_text(m.cell) for m in s.legal_moves() if m.tile == s.row[k]}
    assert board.board.legal == legal
    for name in sorted(legal):  # a cell where this tile takes a marker
        board.board.click(name)
        if board.marker_choices():
            break
        board.cancel()
    spots = {c["id"] for c in board.board.cells if c["id"].startswith("m")}
    assert spots == {f"m{i}" for i in board.marker_choices()} and spots <= board.board.legal
    piece = board.marker_choices()[0]
    board.board.click(f"m{piece}")  # the marker goes on that piece (shown, not played)
    move = board.selected_move()
    assert move.marker == piece and move in s.legal_moves() and board.state == s
    board.board.click(f"m{piece}")  # a second click takes it back
    assert board.selected_move().marker is None
    board.board.click(f"m{piece}")
    board.play_button.click()
    assert board.state.history[0] == move
    assert board.state.markers[(move.cell, piece)] == 0


def test_board_tells_the_computer_opening_moves():
    """When the computer holds Joueur 1, its opening moves are told before the human plays."""
    s = ludo.new("seismic", players=2, seed=4)
    board = SeismicBoard(s, computer={0: "greedy"})
    assert board.state.current_player == 1 and len(board.state.history) == 1
    assert "L&#x27;ordinateur (Joueur 1)" in board.explanation.value
    assert "Joueur 1 pose" in board.explanation.value


def test_twin_cities_table_is_drawn_around_both_cities():
    """Villes jumelles: the game table is a hexagon around each city (the nearer one
    counts), so neither is cut and the empty cells between them are not drawn at first."""
    from ludo.core.hexgrid import distance

    s = ludo.new("seismic", players=2, seed=0, variant="twin_cities")
    view = set(draw.round_view(s, 1))
    rings = [{c for c in s.cells if distance(c, city) <= 1} for city in s.cities]
    assert view == rings[0] | rings[1] and len(rings[0]) == len(rings[1]) == 7
    one = ludo.new("seismic", players=2, seed=0)  # one city: a hexagon around it, as before
    assert set(draw.round_view(one, 2)) == {c for c in one.cells if distance(c, (0, 0)) <= 2}
