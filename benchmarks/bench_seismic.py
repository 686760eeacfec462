"""Seismic: random complete games per second, one interaction step, a quake animation,
every click of the game widget (a tile, a cell, a marker, and a quake's choices)."""

from __future__ import annotations

import random
import statistics
import time

import ludo
from ludo.seismic.draw import quake_frames, to_png
from ludo.seismic.moves import cell_text
from ludo.seismic.players import GreedyPlayer
from ludo.seismic.rules import from_position
from ludo.seismic.ui import SeismicBoard
from ludo.viz import fig_to_png

from .common import interaction_step_ms, line, median_ms, rate

#: Every variant of the random-game figure (issue 13: ≥ 50 games/s in each), French label.
RANDOM_VARIANTS = {
    "base": "règle de base",
    "big_one": "Le Big One",
    "dilemma": "Dilemme",
    "aftershocks": "Contrecoups",
    "twin_cities": "Villes jumelles",
}


def _random_game(seed: int, players: int = 4, variant: str = "base") -> None:
    ludo.final_state(
        ludo.new("seismic", players=players, seed=seed, variant=variant),
        ludo.player("seismic", "random", seed),
    )


def random_games(variant: str, seconds: float = 2.0) -> tuple[float, float, int]:
    """Seeded random 4-player games of ``variant``: games per second (wall clock, CPU), games.

    The CPU figure (``time.process_time``) compares two versions on a loaded machine.
    """
    _random_game(10**6, variant=variant)  # warm-up: imports, tile geometry
    cpu = time.process_time()
    per_s, n = rate(lambda i: _random_game(i, variant=variant), seconds)
    return per_s, n / max(time.process_time() - cpu, 1e-9), n


def run() -> None:
    for variant, label in RANDOM_VARIANTS.items():
        per_s, cpu_s, n = random_games(variant, 3.0 if variant == "base" else 2.0)
        line(
            f"parties aléatoires à 4, {label}",
            f"{per_s:,.1f} /s (CPU {cpu_s:,.1f} /s, {n} parties)",
            "≥ 50 /s",
        )

    # One interaction step: play a move and redraw the table to an image.
    med, p90 = interaction_step_ms("seismic", to_png, warmup_moves=30, players=2)
    line(
        "un pas d'interaction (coup + image de la table)",
        f"médiane {med:.0f} ms, p90 {p90:.0f} ms",
        "≤ 100 ms",
    )

    widget_clicks()
    choice_clicks()

    # A quake animation: every frame built (figures rendered to PNG).
    table = {(q, 0): ("S", 0) for q in range(1, 6)}
    table.update({(0, -k): ("S", 2) for k in range(1, 4)})
    markers = {((2, 0), 0): 0, ((4, 0), 0): 1}
    before = from_position(table, row=("W", "T", "S"), markers=markers, radius=6)
    after = from_position(table, row=("W", "T"), pile=("Q6", "S"), markers=markers, radius=6)
    t = time.perf_counter()
    frames = quake_frames(before, after)
    for make, _text in frames:
        fig_to_png(make(), tight=False)
    line(
        "une animation de séisme construite (6.0, toutes les images)",
        f"{time.perf_counter() - t:.2f} s ({len(frames)} images)",
        "≤ 2 s",
    )

    bot = GreedyPlayer(seed=0)
    rng = random.Random(1)
    s = ludo.new("seismic", players=2, seed=1)
    for _ in range(30):
        s = s.play(rng.choice(s.legal_moves()))
    med, p90 = median_ms(lambda: bot.choose(s), repeat=10, warmup=1)
    line("l'ordinateur « glouton » choisit un coup", f"médiane {med:.0f} ms, p90 {p90:.0f} ms")


CLICK = "≤ 60 ms"


def _mid_game(moves: int = 24, seed: int = 5):
    """A seeded 2-player position after ``moves`` random moves, Joueur 1 to place a tile."""
    rng = random.Random(seed)
    s = ludo.new("seismic", players=2, seed=seed)
    while len(s.history) < moves or s.current_player != 0 or s.phase != "place":
        s = s.play(rng.choice(s.legal_moves()))
    return s


def _timed(fn, before=None, repeat: int = 12) -> tuple[float, float]:
    """Median wall and CPU time (ms) of ``fn(i)``; ``before(i)`` runs untimed first."""
    wall, cpu = [], []
    for i in range(repeat + 2):
        if before is not None:
            before(i)
        t, c = time.perf_counter(), time.process_time()
        fn(i)
        if i >= 2:  # warm-up
            wall.append((time.perf_counter() - t) * 1000)
            cpu.append((time.process_time() - c) * 1000)
    return statistics.median(wall), statistics.median(cpu)


def widget_clicks() -> None:
    """Every click a participant makes on the game widget: what it does, then the redraw."""
    board = SeismicBoard(_mid_game(), computer={1: "greedy"}, seed=5)
    start = board.state
    tiles = [t for _label, t in board.tile.options]
    cells = sorted(board.board.legal)

    def show(i):  # a click on a yellow cell: the tile is shown there
        board.board.click(cells[i % len(cells)])

    def marked(i):  # a cell where the tile takes a marker
        board.cancel()
        for k in range(len(cells)):
            board.board.click(cells[(i + k) % len(cells)])
            if board.marker_choices():
                return
            board.cancel()

    def results(label, timing):
        wall, cpu = timing
        line(label, f"médiane {wall:.0f} ms (CPU {cpu:.0f} ms)", CLICK)

    def pick_tile(i):
        board.pick_tile(tiles[i % len(tiles)])

    results("clic sur une tuile de la rangée → cases jaunes", _timed(pick_tile))
    board.pick_tile(tiles[0])
    cells = sorted(board.board.legal)
    results("clic sur une case jaune → tuile montrée", _timed(show, lambda i: board.cancel()))
    turnable = None
    for t in tiles:  # a tile and a cell where it fits in several rotations
        ok = {}
        for c, _k in board.state.placements(t):
            ok[c] = ok.get(c, 0) + 1
        many = [c for c, n in ok.items() if n > 1]
        if many:
            board.tile.value, turnable = t, cell_text(many[0])
            break
    results(
        "Tourner (R) → tuile tournée",
        _timed(lambda i: board.rotate(), lambda i: (board.cancel(), board.board.click(turnable))),
    )
    results("Retirer (Échap) → table sans la tuile", _timed(lambda i: board.cancel(), show))

    def mark(i):
        board.pick_marker(board.marker_choices()[i % len(board.marker_choices())])

    results("clic sur un morceau → équipe posée (aperçu)", _timed(mark, marked))

    def back(i):
        while board.state != start and board.session.undo():
            pass
        board.refresh()

    results(
        "Valider → coup + réponse de l'ordinateur + table",
        _timed(lambda i: board.play_selected(), lambda i: (back(i), show(i))),
    )
    results(
        "Annuler → position d'avant redessinée",
        _timed(lambda i: back(i), lambda i: (show(i), board.play_selected())),
    )
    replies = [start.play(m) for m in start.legal_moves()[:14]]
    bot = GreedyPlayer(seed=0)
    wall, cpu = _timed(lambda i: bot.choose(replies[i]))
    line(
        "dont : l'ordinateur « glouton » choisit sa réponse",
        f"médiane {wall:.1f} ms (CPU {cpu:.1f} ms)",
    )


def _first_cell_played(board, times: int) -> None:
    """Play ``times`` tiles as the browser test does: the first yellow cell, « Valider »."""
    for _ in range(times):
        board.board.click(next(c["id"] for c in board.board.cells if c["legal"]))
        board.play_selected()


def choice_clicks() -> None:
    """A quake's choices made on the table: the click that shows a choice (the redraw of
    the arrows, the tiles that would fall or the tile turned, and the explanation)."""

    def results(label, timing):
        wall, cpu = timing
        line(label, f"médiane {wall:.0f} ms (CPU {cpu:.0f} ms)", CLICK)

    # Contrecoups, seed 36 (the browser test's game): after two tiles each, a 5,0 quake
    # ties three sides, then Joueur 1 may turn a tile.
    board = SeismicBoard(
        ludo.new("seismic", players=2, seed=36, variant="aftershocks"),
        computer={1: "greedy"},
        seed=36,
    )
    _first_cell_played(board, 2)
    assert board.state.phase == "side", board.state.phase
    sides = {}
    for name, moves in board.choice_cells().items():
        sides.setdefault(moves[0], name)
    cells = list(sides.values())
    results(
        "clic sur un côté à égalité → côté montré",
        _timed(lambda i: board.board.click(cells[i % len(cells)])),
    )
    board.play_selected()
    assert board.state.phase == "aftershock", board.state.phase
    tiles = sorted(board.choice_cells())
    results(
        "clic sur une tuile (Contrecoups) → tournée",
        _timed(lambda i: board.board.click(tiles[i % len(tiles)]), lambda i: board.cancel()),
    )
    city = SeismicBoard(ludo.new("seismic", players=2, seed=0, variant="twin_cities"))
    names = sorted(city.choice_cells())
    results(
        "clic sur une ville (Villes jumelles) → choisie",
        _timed(lambda i: city.board.click(names[i % len(names)])),
    )
