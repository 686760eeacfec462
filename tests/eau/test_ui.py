"""Drawing and widgets, headless: they show the engine's answers and change no state."""

from __future__ import annotations

import copy
import html
import re

import pytest

import ludo
from ludo.core.french import agree
from ludo.eau import examples
from ludo.eau.draw import (
    board_svg,
    catalogue_rows,
    draw_board,
    draw_catalogue,
    to_png,
    water_frames,
)
from ludo.eau.messages import CHOOSE, TILE_NAMES, TILE_SHORT, count_tiles
from ludo.eau.network import leaks, longest_circuit
from ludo.eau.players import suggest
from ludo.eau.rules import Place
from ludo.eau.tiles import cell_name
from ludo.eau.ui import (
    CircuitExplorer,
    EauGame,
    LeakExplorer,
    leak_table_html,
    rounds_stepper,
    water_stepper,
    water_steps,
)


def test_drawing_is_a_png_and_changes_nothing():
    s = ludo.new("eau", players=4, seed=1)
    before = copy.deepcopy(s)
    png = to_png(s)
    assert png[:4] == b"\x89PNG" and s._repr_png_()[:4] == b"\x89PNG"
    assert s == before
    b = examples.rule_example_15()
    fig = draw_board(b, circuit=longest_circuit(b), highlight=[24], links=[(24, 25)], title="t")
    assert fig.axes
    assert draw_catalogue().axes


def test_water_frames_follow_the_breadth_first_front():
    b = examples.rule_example_15()
    frames, sizes = water_frames(b)
    assert len(frames) == len(sizes) and sizes[0] == 1
    assert sizes == sorted(sizes) and sizes[-1] == 16


def test_game_widget_plays_by_clicks_and_refuses_in_french():
    g = EauGame(players=2, seed=3)
    assert g.state.phase == "choose" and g.choose_buttons
    g.choose_buttons[0].click()
    g.choose_buttons[0].click()
    assert g.state.phase == "place"
    start = g.state
    g.board.click("a7")  # touches nothing
    assert g.state is start and "refusé" in g.explanation.value and g.pending is None
    move = g.state.legal_moves()[0]
    name = cell_name(move.cell)
    assert name in g.board.legal and "a7" not in g.board.legal
    g.board.click(name)  # a click shows the tile there, nothing is played yet
    assert g.state is start and g.pending is not None and g.pending.cell == move.cell
    assert g.board.selected == name and "Aperçu" in g.explanation.value
    g.board.press("Escape")  # cancel: the tile leaves the board
    assert g.pending is None and g.board.selected == "" and g.state is start
    g.board.click(name)
    g.rotation.value = move.turn * 90
    assert g.pending == move
    g.confirm_button.click()
    assert g.state.history[-1] == move and g.pending is None
    assert name not in g.board.legal  # now occupied
    g.undo_button.click()
    assert g.state is start
    g.help_button.click()
    assert "L'aide propose" in g.explanation.value
    g.finish_button.click()
    assert g.state.is_over() and "Partie" in g.score.value
    g.show_circuit.value = True
    # At the end nothing is left to place: no rotation buttons, no tile to turn.
    assert g.rotation_row.layout.display == "none"
    assert g.preview_box.layout.display == "none"


def test_valve_shows_the_water_on_the_games_own_board():
    """« Ouvrir la vanne » draws the water step by step on the game's board (no second
    board below the game), each step explained beside it; a click or « Fermer » ends it."""
    g = EauGame(players=4, seed=2)
    g.finish_button.click()
    end = g.state
    wets, texts = water_steps(end.board)
    assert len(wets) >= 3
    game_board = g.board.background
    g.water_button.click()
    assert g.water_view is not None and g.water_controls.layout.display == "flex"
    assert g.board.background == board_svg(end, wet=wets[0], show_leaks=False)
    assert g.board.legal == set()  # nothing to place while the water runs
    assert g.rotation_row.layout.display == "none" == g.preview_box.layout.display
    assert "Étape 1 / " in g.explanation.value and texts[0] in g.explanation.value
    g.water_next.click()
    assert g.water_play.value == 1 and g.board.background == board_svg(
        end, wet=wets[1], show_leaks=False
    )
    g.water_play.value = len(wets) - 1  # what the automatic play does, step after step
    assert g.board.background == board_svg(end, wet=wets[-1], show_leaks=True)
    assert g.water_next.disabled and texts[-1] in g.explanation.value
    assert g.state is end  # looking at the water plays nothing
    g.water_close.click()
    assert g.water_view is None and g.water_controls.layout.display == "none"
    assert g.board.background == game_board
    # In the middle of a round: the placing controls step aside while the water runs.
    g = EauGame(players=4, seed=2)
    for _ in range(4):
        g.choose_buttons[0].click()
    assert g.rotation_row.layout.display == "flex"
    g.water_button.click()
    assert g.rotation_row.layout.display == "none" == g.preview_box.layout.display
    g.board.click(sorted(g.board.legal or {"a2"})[0])  # a click gives the board back
    assert g.water_view is None and g.rotation_row.layout.display == "flex"


def test_status_shows_the_hand_of_the_player_to_choose():
    """The hand in the status is the current player's, after every choice (seed 7 deals the
    same hand to players 1 and 2: a coincidence of the draw, not the display)."""
    for seed in (1, 7):
        g = EauGame(players=4, seed=seed)
        for _ in range(4):
            s = g.state
            p = s.current_player
            hand = ", ".join(TILE_NAMES[c] for c in s.hands[p])
            assert f"Main du joueur {p + 1} " in g.status.value
            assert f": {hand}." in g.status.value
            shown = sorted(b.description for b in g.choose_buttons)
            assert shown == sorted(CHOOSE.format(tile=TILE_SHORT[c]) for c in set(s.hands[p]))
            g.choose_buttons[-1].click()
            assert g.state.current_player != p


def test_unused_tiles_are_named():
    end = ludo.play_out(ludo.new("eau", players=4, seed=7), "random")[-1]
    (ev,) = [e for e in end.events if e.kind == "tiles.unused"]
    n = len(ev.data["codes"])
    assert n >= 2 and ev.text == (
        f"La partie est finie, avec {n} tuiles non posées (restées dans la pioche, ou mises "
        f"de côté faute de case) : {count_tiles(ev.data['codes'])}."
    )
    assert count_tiles("PPE") == "2 sites protégés et 1 station d'épuration"
    assert count_tiles("LIL") == "2 coudes et 1 canalisation droite"
    assert count_tiles("T") == "1 raccord en T"


def test_leak_explorer_lists_every_leak():
    w = LeakExplorer()
    for name in list(w.examples):
        w.choice.value = name
        assert agree(f"{len(leaks(w.board()))} fuite(s)") in w.table.value
    assert "canalisation percée" in leak_table_html(examples.leak_examples()["pierced"])


def test_circuit_explorer_explains_a_break():
    w = CircuitExplorer()
    assert "15 tuiles" in w.explanation.value
    w.choice.value = w.choice.options[1]  # the branched network
    w.show_bridges.value = True
    assert "pont" in w.explanation.value
    label, link = w.breaker.options[1]
    w.breaker.value = link
    assert "prive" in w.explanation.value


def test_steppers_over_water_and_rounds():
    ws = water_stepper(examples.rule_example_15())
    assert len(ws) >= 2 and "fuite" in ws._explanations[-1]
    # the water is drawn as SVG (cheap on each step, crisp at any zoom), wetter step by step
    first, last = ws.frame_png(0), ws.frame_png(len(ws) - 1)
    assert first.startswith(b"<svg") and ws.image.format == "svg+xml"
    assert last != first
    s = ludo.new("eau", players=6, seed=2)
    for _ in range(20):
        s = s.play(s.legal_moves()[0])
    rs = rounds_stepper(s)
    assert len(rs) >= 2


# -- after the first look in Voilà ------------------------------------------------------------
def test_game_widget_hides_the_empty_preview_and_marks_the_advice():
    g = EauGame(players=3, seed=5)
    assert g.explanation.value.strip() not in ("", "<p></p>")  # the set-up is told at once
    assert g.preview.layout.visibility == "hidden"  # no broken image before a tile is chosen
    while g.state.phase == "choose":
        g.choose_buttons[0].click()
    assert g.preview.layout.visibility == "visible"
    g.help_button.click()
    assert "<code>" not in g.explanation.value  # advice in French, not in move notation
    assert g.pending is not None and g.board.selected  # the first advice, shown on the board
    assert "raccord" in g.explanation.value


def test_verdict_comes_first_and_the_sheet_folds():
    from ludo.eau.ui import score_html

    end = ludo.play_out(ludo.new("eau", players=4, seed=2), "helper")[-1]
    text = score_html(end)
    assert text.index("Partie") < text.index("<details>")
    assert "Fuite en" in text.split("<details>")[1]


def test_leak_table_groups_leaks_by_kind():
    text = leak_table_html(ludo.new("eau", players=4, seed=1).board)
    assert "24 fuites" in text and text.count("<tr") == 5  # a header and four kinds


def test_water_stepper_names_the_users_the_water_reaches():
    from ludo.eau.draw import draw_water_strip
    from ludo.eau.ui import water_strip

    end = ludo.play_out(ludo.new("eau", players=4, seed=2), "helper")[-1]
    w = water_stepper(end)
    told = " ".join(w._explanations)
    assert "arrive chez" in told and "cadre bleu" in told
    assert len(draw_water_strip(end).axes) == 6
    assert water_strip(end).value[:4] == b"\x89PNG"


def test_circuit_explorer_keeps_the_break_when_showing_fragile_points():
    w = CircuitExplorer()
    w.choice.value = w.choice.options[1]
    w.breaker.value = w.breaker.options[2][1]
    w.show_bridges.value = True
    assert w.breaker.index == 2 and "Après la casse" in w.explanation.value
    w.choice.value = w.choice.options[2]
    assert w.breaker.index == 0  # "no break" stays a visible choice, never an empty one
    assert "Après la casse" not in w.explanation.value


def test_status_tells_where_an_agent_may_go():
    g = EauGame(state=examples.agent_scenario())
    assert "canalisation percée déjà posée" in g.status.value
    assert "même dans tous les sens" in g.status.value  # no rotation to choose for an agent
    assert "d3" in g.board.legal  # the pierced pipe is offered


def test_rotating_the_preview_asks_the_engine_and_enter_confirms():
    g = EauGame(players=2, seed=3)
    g.choose_buttons[0].click()
    g.choose_buttons[0].click()
    start = g.state
    move = start.legal_moves()[0]
    g.board.click(cell_name(move.cell))
    turns = []
    for _ in range(4):  # R turns the previewed tile a quarter turn each time
        turns.append(g.pending.turn)
        g.board.press("r")
    assert len(set(turns)) >= 1 and g.state is start
    while g.pending not in start.legal_moves():
        g.rotate_button.click()
    g.board.press("Enter")
    assert g.state.history[-1] in start.legal_moves() and g.state is not start


def test_a_stale_choose_button_does_nothing():
    g = EauGame(players=2, seed=3)
    stale = g.choose_buttons[0]
    stale.click()  # player 1 chooses
    after = g.state
    stale.click()  # the same old button, clicked again: not player 2's choice
    assert g.state is after and g.state.current_player == 1


def test_game_widget_places_the_revealed_tiles_in_any_order():
    for seed in range(50):
        g = EauGame(players=3, seed=seed)
        while g.state.phase == "choose":
            g.choose_buttons[0].click()
        if len(g.state.to_place()) > 1:
            break
    codes = g.state.to_place()
    assert g.pick in g.choose_box.children and g.pick.value == codes[0]
    g.pick.value = codes[-1]  # E23: the group starts with another tile
    assert "dans l'ordre qu'il veut" in g.status.value
    move = next(m for m in g.state.legal_moves() if m.code == codes[-1])
    enabled = g.board.legal
    assert enabled == {cell_name(m.cell) for m in g.state.legal_moves() if m.code == codes[-1]}
    g.board.click(cell_name(move.cell))
    g.rotation.value = move.turn * 90
    assert g.pending == move
    g.board.click(cell_name(move.cell))  # a second click on the shown tile plays it
    assert g.state.history[-1] == move


def test_help_picks_the_advised_tile_and_lights_its_cell():
    for seed in range(50):
        g = EauGame(players=3, seed=seed)
        while g.state.phase == "choose":
            g.choose_buttons[0].click()
        codes = g.state.to_place()
        g.pick.value = codes[-1]
        g.help_button.click()
        best = suggest(g.state, 1)[0].move
        if best.code != codes[-1]:
            break
    assert g.pick.value == best.code
    assert g.pending == best and g.board.selected == cell_name(best.cell)  # shown on the board
    assert cell_name(best.cell) in g.board.legal


def test_game_widget_shows_the_reason_from_the_error_not_from_its_text():
    g = EauGame(players=2, seed=3)
    g.choose_buttons[0].click()
    g.choose_buttons[0].click()
    start = g.state
    with pytest.raises(ludo.IllegalMove) as info:
        start.play(Place(start.to_place()[0], 48 - 6, 0))  # a7 touches nothing
    g.board.click("a7")
    shown = g.explanation.value
    assert info.value.rule == "eau.touch"
    assert html.escape(info.value.reason) in shown and "Coup refusé" in shown
    assert str(info.value.move) not in shown  # the notation is left out for a click


def test_catalogue_shows_every_tile_kind_as_a_static_picture():
    from IPython.display import Image

    from ludo.eau.ui import static_figure

    fig = draw_catalogue()
    labels = {t.get_text().replace("\n", " ") for ax in fig.axes for t in ax.texts}
    for name in ("canalisation droite", "coude", "raccord en T", "agent de la Régie"):
        assert name in labels
    assert {"canalisation percée", "station d'épuration", "site protégé"} <= labels
    pic = static_figure(fig)
    assert isinstance(pic, Image) and pic.data[:4] == b"\x89PNG"


def test_catalogue_fits_the_screen_with_names_legible_at_150_percent():
    """Notebook 1's catalogue was 997 px tall at 1280×800: a guest scrolled past it. Shown
    as the notebook shows it (CATALOGUE_PX wide, or the ~800 px of page of a browser zoomed
    to 150 %), it now fits the screen, and its names stay at 14 CSS px or more."""
    import io

    from PIL import Image as PILImage

    from ludo.eau.draw import CATALOGUE_PX
    from ludo.viz import fig_to_png

    dpi = 144  # as notebook 1 draws it
    fig = draw_catalogue()
    png = fig_to_png(fig, dpi=dpi)  # cropped to its drawing, as static_figure does
    width, height = PILImage.open(io.BytesIO(png)).size
    for page, screen in ((CATALOGUE_PX, 800), (800, 533)):  # 1280×800, then 150 %
        shown = min(page, CATALOGUE_PX)
        assert height * shown / width <= screen - 90  # room for the heading above it
        scale = shown / (width * 72 / dpi)  # CSS px per point of the figure
        names = [t for ax in fig.axes for t in ax.texts]
        assert min(t.get_fontsize() for t in names) * scale >= 14
    # each position once: a straight has two, an agent or a protected site one
    shown = {code: turns for _g, cards in catalogue_rows() for code, turns in cards}
    assert shown["I"] == [0, 1] and shown["L"] == [0, 1, 2, 3]
    assert shown["A"] == [0] and shown["P"] == [0] and shown["X"] == [0, 1]


def test_event_cells_are_the_engine_s_legal_cells():
    from ludo.eau.draw import draw_event_cells

    s = examples.event_scenario()
    before = copy.deepcopy(s)
    fig = draw_event_cells(s)
    assert len(fig.axes) == 1  # a site and a station may go on the same cells
    assert "15 cases possibles" in fig.axes[0].get_title()
    assert {m.cell for m in s.placements("P")} == set(s.frontier())
    assert s == before
    # the notebook's examples: a site against a pipe end keeps the leak, a station closes it
    assert s.play("P c6 0").events[0].data["leak_delta"] == 0
    assert s.play("E d2 180").events[0].data["leak_delta"] == -1
    assert s.play("E d2 0").events[0].data["leak_delta"] == 1


def test_building_labels_stay_clear_of_the_pipes_and_the_leak_triangles():
    """A name takes at most two lines, above and below the east-west pipe, inside the band
    the north and south triangles leave free; each line fits the cell's width (condensed by
    at most a quarter), never cut with « … », in type of 14 px or more on a 520 px board."""
    from ludo.eau.draw import (
        LABEL_BOX,
        LABEL_WIDTH,
        MIN_SQUEEZE,
        PT,
        VIEWBOX,
        label_lines,
        label_size,
        text_width,
    )
    from ludo.eau.tiles import Tile

    names = ["Régie", "Hôtel de Ville", "Espaces naturels ou cultivés", "Habitations"]
    names += [t.label for t in ludo.new("eau", players=2, seed=1).board if t is not None]
    px_per_unit = 520 / float(VIEWBOX.split()[2])  # the explorers' board, at 1280×800
    for name in set(names):
        tile = Tile("B", 0b1111, name)
        lines = label_lines(tile)
        size = label_size(tile, lines)
        assert 1 <= len(lines) <= 2
        assert size * px_per_unit >= 14, (name, size)
        for dy, text in lines:
            assert "…" not in text, (name, text)
            half = LABEL_BOX / 2 * size * PT  # half the height of the label's box, in cells
            assert 0.075 <= abs(dy) - half and abs(dy) + half <= 0.4, (name, text)
            assert text_width(text, size) * MIN_SQUEEZE <= LABEL_WIDTH, (name, text)
    svg = board_svg(ludo.new("eau", players=2, seed=1))
    assert 'textLength="0.92"' in svg  # « Habitations » condensed, not made smaller
    assert "Nature et" in svg and "cultures" in svg


def test_the_board_widget_draws_the_state_it_shows():
    """The clickable board's SVG: one tile per placed tile, a leak mark per leak."""
    g = EauGame(players=2, seed=3)
    s = g.state
    svg = g.board.background
    from ludo.eau.draw import LEAK

    n_leaks = len([lk for lk in leaks(s.board) if lk.side is not None])
    assert svg.count('<polygon points="') == n_leaks
    assert svg.count(f'fill="{LEAK}"') == n_leaks
    g.show_leaks.value = False
    assert g.board.background.count(f'fill="{LEAK}"') == 0


def test_advice_writes_its_leak_balance_with_a_minus_sign():
    """The helper's reasons say « bilan des fuites : −2 » (minus sign), never « -2 »."""
    reasons = []
    for seed in (1, 2):
        for state in ludo.play_out(ludo.new("eau", players=2, seed=seed), "helper", seed=seed):
            if not state.is_over() and any(isinstance(m, Place) for m in state.legal_moves()):
                reasons.extend(s.reason for s in suggest(state))
    balances = [r.split("bilan des fuites : ")[1][:2] for r in reasons if "bilan des fuites" in r]
    assert any(b.startswith("−") for b in balances), balances[:10]
    assert not any(b.startswith("-") for b in balances), balances[:10]


def test_game_folds_rarely_used_controls_and_keeps_the_verdict_beside_the_board():
    """Eau 04 at 1280×800: the verdict sits in the column beside the board, under the
    explanation and before the buttons; players, seed, « Lancer une nouvelle partie », the random move,
    « Finir » and the longest circuit are folded under « ⚙ Réglages » (one click unfolds)."""
    from ludo.eau.ui import EauGame

    g = EauGame()
    column = next(w for w in g.children[1].children if "eau-controls" in w._dom_classes)
    order = list(column.children)
    assert order.index(g.explanation) < order.index(g.score) < order.index(g.settings_button)
    assert "eau-verdict" in g.score.value
    folded = {g.new_button, g.players_box, g.seed_box, g.random_button, g.finish_button}
    inside = {w for row in g.settings.children for w in row.children}
    assert folded | {g.show_circuit} <= inside
    assert g.settings.layout.display == "none"
    g.settings_button.value = True
    assert g.settings.layout.display == "flex"
    g.settings_button.value = False
    assert g.settings.layout.display == "none"


def _boxes(svg: str, pattern: str) -> list[tuple[float, float, float, float]]:
    """(x0, y0, x1, y1) of the shapes of ``svg`` matching ``pattern`` (a rect's
    x/y/width/height, or a polygon's points), in board units."""
    out = []
    for m in re.finditer(pattern, svg):
        if m.group(0).startswith("<rect"):
            x, y, w, h = (float(v) for v in m.groups())
            out.append((x, y, x + w, y + h))
        else:
            pts = [tuple(map(float, p.split(","))) for p in m.group(1).split()]
            xs, ys = [p[0] for p in pts], [p[1] for p in pts]
            out.append((min(xs), min(ys), max(xs), max(ys)))
    return out


def test_leak_triangles_never_touch_a_name():
    """Issue 12 (guest review): exit triangles touched « Centre culturel », « Nature et
    cultures », « Habitations ». On the drawn SVG — the starting diagonal (every exit open),
    boards mid-game and finished, for several seeds — no leak triangle (its outline
    included) comes within 0.01 cell (0.6 pt) of a label's white box."""
    from ludo.eau.draw import LEAK, PT

    rect = r'<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)" rx="'
    tri = rf'<polygon points="([^"]+)" fill="{LEAK}"'
    margin = PT / 2 + 0.01  # half the triangle's outline, and a gap
    checked = 0
    for seed in (1, 2, 3):
        states = ludo.play_out(ludo.new("eau", players=4, seed=seed), "helper", seed=seed)
        for state in (states[0], states[len(states) // 2], states[-1]):
            svg = board_svg(state)
            labels, triangles = _boxes(svg, rect), _boxes(svg, tri)
            assert labels and triangles
            for lx0, ly0, lx1, ly1 in labels:
                for tx0, ty0, tx1, ty1 in triangles:
                    apart = (
                        tx1 + margin <= lx0
                        or lx1 + margin <= tx0
                        or ty1 + margin <= ly0
                        or ly1 + margin <= ty0
                    )
                    assert apart, (seed, (lx0, ly0, lx1, ly1), (tx0, ty0, tx1, ty1))
                    checked += 1
    assert checked > 1000
