"""Seismic's widgets: play against the computer, try placements, explore sections,
watch quakes and replay games.

Widgets never compute a rule: they list ``state.legal_moves()``, call ``play``,
``why_illegal``, ``sections`` and ``score``, and show the French answers.
Every widget can be driven headless (set ``.value`` of its controls, call
``.click()`` on its buttons).
"""

from __future__ import annotations

import html

import ipywidgets as W

from ..core.errors import LudoError
from ..viz import fig_to_png, player_colour
from ..widgets import Stepper, png_image
from . import draw as D
from . import messages as msg
from .players import make_player
from .rules import ChooseCity, ChooseSide, Pass, Place, Rotate, cell_text

WIDTH = "620px"


def _png(fig) -> bytes:
    return fig_to_png(fig, tight=False)


def status_text(state) -> str:
    """French sentence: who must do what, or the result."""
    if state.is_over():
        return f"<b>{msg.UI_OVER}</b> {html.escape(state.score().summary())}"
    p = state.current_player
    return (
        msg.UI_TURN.format(
            player=p + 1,
            expected=msg.PHASE_EXPECTS[state.phase],
            markers=state.supply[p],
            pile=len(state.pile),
        )
        .replace("Joueur", f"<b style='color:{player_colour(p)}'>Joueur", 1)
        .replace(" :", "</b> :", 1)
    )


def move_label(move) -> str:
    """French label of a non-placement move for a dropdown."""
    if isinstance(move, ChooseSide):
        return f"{msg.UI_CHOICE} : côté {msg.SIDE_NAMES[move.side]}"
    if isinstance(move, ChooseCity):
        return f"{msg.UI_CHOICE} : San Andreas {move.city + 1} d'abord"
    if isinstance(move, Rotate):
        return f"Tourner la tuile {cell_text(move.cell)} en r{move.rot}"
    if isinstance(move, Pass):
        return msg.UI_PASS
    return str(move)


class SeismicBoard(W.VBox):
    """Play Seismic with dropdowns (tile, cell, rotation, marker) against the computer.

    Parameters
    ----------
    state : SeismicState
    computer : dict, optional
        Seats played by the computer, e.g. ``{1: "greedy"}``.
    seed : int
        Seed of the computer players.

    Headless: ``board.tile.value = "W"``, ``board.cell.value = (1, 0)``,
    ``board.play_button.click()``; ``board.state`` is the current position.
    """

    def __init__(self, state, computer: dict | None = None, seed: int = 0, zoom: int | None = 2):
        self.initial = state
        self.state = state
        self.history = [state]
        self.zoom = zoom
        self.computer = {p: make_player(kind, seed + p) for p, kind in (computer or {}).items()}
        self.image = png_image(b"", width=WIDTH)
        self.status = W.HTML()
        self.explanation = W.HTML(layout=W.Layout(width=WIDTH, min_height="3em"))
        self.explanation.add_class("ludo-explanation")
        style = {"description_width": "80px"}
        self.tile = W.Dropdown(description=msg.UI_TILE, style=style)
        self.cell = W.Dropdown(description=msg.UI_CELL, style=style)
        self.rot = W.Dropdown(description=msg.UI_ROTATION, style=style)
        self.marker = W.Dropdown(description=msg.UI_MARKER, style=style)
        self.choice = W.Dropdown(
            description=msg.UI_CHOICE, style=style, layout=W.Layout(width="420px")
        )
        self.play_button = W.Button(description=msg.UI_PLAY, button_style="success", icon="check")
        self.play_button.on_click(lambda _b: self.play_selected())
        self.pass_button = W.Button(description=msg.UI_PASS, icon="forward")
        self.pass_button.on_click(lambda _b: self.play(Pass()))
        self.undo_button = W.Button(description=msg.UI_UNDO, icon="undo")
        self.undo_button.on_click(lambda _b: self.undo())
        self.new_button = W.Button(description=msg.UI_NEW, icon="refresh")
        self.new_button.on_click(lambda _b: self.reset())
        self.score_html = W.HTML()
        self._busy = False
        self.tile.observe(lambda _c: self._fill_cells(), names="value")
        self.cell.observe(lambda _c: self._fill_rots(), names="value")
        self.rot.observe(lambda _c: self._fill_markers(), names="value")
        self.marker.observe(lambda _c: self._preview(), names="value")
        self.place_box = W.VBox([self.tile, self.cell, self.rot, self.marker])
        self.choice_box = W.VBox([self.choice])
        controls = W.VBox(
            [
                self.status,
                self.place_box,
                self.choice_box,
                W.HBox([self.play_button, self.pass_button, self.undo_button, self.new_button]),
            ],
            layout=W.Layout(width="440px"),
        )
        super().__init__(
            [
                W.HBox(
                    [W.VBox([self.image, self.explanation]), controls],
                    layout=W.Layout(flex_flow="row wrap"),
                ),
                W.HTML(f"<h4 style='margin:4px 0'>{msg.UI_SCORE}</h4>"),
                self.score_html,
            ]
        )
        self.add_class("ludo-seismic")
        self._computer_turns()
        self.refresh()

    # -- moves from the controls ----------------------------------------------------------------
    def _place_moves(self):
        return [m for m in self.state.legal_moves() if isinstance(m, Place)]

    def _fill_tiles(self):
        tiles = list(dict.fromkeys(m.tile for m in self._place_moves()))
        labels = [(f"{t} — {self.state.geom.tile[t, 0].label}", t) for t in tiles]
        self._busy = True
        self.tile.options = labels
        self.tile.value = tiles[0] if tiles else None
        self._busy = False
        self._fill_cells()

    def _fill_cells(self):
        cells = sorted({m.cell for m in self._place_moves() if m.tile == self.tile.value})
        self.cell.options = [(cell_text(c), c) for c in cells]
        self.cell.value = cells[0] if cells else None
        self._fill_rots()

    def _fill_rots(self):
        rots = sorted(
            {
                m.rot
                for m in self._place_moves()
                if m.tile == self.tile.value and m.cell == self.cell.value
            }
        )
        self.rot.options = [(f"r{k}", k) for k in rots]
        self.rot.value = rots[0] if rots else None
        self._fill_markers()

    def _fill_markers(self):
        g = self.state.geom
        opts = [(msg.UI_NO_MARKER, -1)]
        for m in self._place_moves():
            if (m.tile, m.cell, m.rot) == (
                self.tile.value,
                self.cell.value,
                self.rot.value,
            ) and m.marker is not None:
                shape = msg.SHAPE_NAMES[g.tile[m.tile, m.rot].shape(m.marker)]
                opts.append((msg.UI_PIECE.format(i=m.marker, shape=shape), m.marker))
        self.marker.options = opts
        self.marker.value = -1
        self._preview()

    def selected_move(self):
        """The move the controls describe now (or None)."""
        if self.state.is_over():
            return None
        if (
            self.place_box.layout.display != "none"
            and self.tile.value is not None
            and self.cell.value is not None
        ):
            if self.rot.value is None:
                return None
            marker = None if self.marker.value in (None, -1) else self.marker.value
            return Place(self.tile.value, self.cell.value, self.rot.value, marker)
        return self.choice.value

    def _preview(self):
        if self._busy:
            return
        self._draw(self.selected_move())

    def play_selected(self):
        move = self.selected_move()
        if move is None:
            return
        self.play(move)

    def play(self, move):
        """Play ``move`` (a Move or its text) for the human, then the computer's turns."""
        try:
            nxt = self.state.play(move)
        except LudoError as exc:
            self.explanation.value = f"<span style='color:#b00'>{html.escape(str(exc))}</span>"
            return
        texts = [e.text for e in nxt.events]
        self._push(nxt)
        texts += self._computer_turns()
        self.explanation.value = "<br>".join(html.escape(t) for t in texts[-8:])
        self.refresh()

    def _push(self, state):
        self.state = state
        self.history.append(state)

    def _computer_turns(self) -> list[str]:
        texts = []
        while not self.state.is_over() and self.state.current_player in self.computer:
            p = self.state.current_player
            move = self.computer[p].choose(self.state)
            nxt = self.state.play(move)
            texts.append(msg.UI_COMPUTER.format(player=p + 1, move=str(move)))
            texts += [e.text for e in nxt.events]
            self._push(nxt)
        return texts

    def undo(self):
        """Back to the human's previous decision."""
        if len(self.history) <= 1:
            self.explanation.value = msg.UI_NOTHING_TO_UNDO
            return
        self.history.pop()
        while len(self.history) > 1 and self.history[-1].current_player in self.computer:
            self.history.pop()
        self.state = self.history[-1]
        self.explanation.value = ""
        self.refresh()

    def reset(self):
        self.state = self.initial
        self.history = [self.initial]
        self._computer_turns()
        self.explanation.value = ""
        self.refresh()

    # -- display -------------------------------------------------------------------------------
    def refresh(self):
        s = self.state
        self.status.value = status_text(s)
        placing = not s.is_over() and s.phase in ("place", "second")
        others = [m for m in s.legal_moves() if not isinstance(m, (Place, Pass))]
        can_pass = Pass() in s.legal_moves()
        self.place_box.layout.display = "flex" if placing else "none"
        self.choice_box.layout.display = "flex" if others else "none"
        self.pass_button.layout.display = "inline-flex" if can_pass else "none"
        self.play_button.layout.display = "inline-flex" if (placing or others) else "none"
        self.choice.options = [(move_label(m), m) for m in others]
        if others:
            self.choice.value = others[0]
        if placing:
            self._fill_tiles()
        else:
            self._draw(None)
        self.play_button.disabled = s.is_over()
        self.score_html.value = s.score().to_html()

    def _draw(self, move):
        s = self.state
        candidates = ()
        highlight = None
        shown = s
        if isinstance(move, Place):
            candidates = sorted({m.cell for m in self._place_moves() if m.tile == move.tile})
            try:
                shown = s.preview(move)
                highlight = {
                    (move.cell, i): "#E69F00"
                    for i in range(len(s.geom.pieces[move.tile, move.rot]))
                }
            except LudoError:
                shown = s
        fig = D.draw(
            shown,
            candidates=[c for c in candidates if c not in shown.placed],
            highlight=highlight,
            zoom=self.zoom,
        )
        self.image.value = _png(fig)


class PlacementExplorer(W.VBox):
    """Try a tile, a cell and a rotation on a small table: legal or not, and why.

    Headless: set ``.tile.value``, ``.cell.value``, ``.rot.value``; read ``.explanation.value``.
    """

    def __init__(self, state, cells=None):
        self.state = state
        tiles = list(dict.fromkeys(state.row))
        style = {"description_width": "80px"}
        self.tile = W.Dropdown(
            options=[(f"{t} — {state.geom.tile[t, 0].label}", t) for t in tiles],
            description=msg.UI_TILE,
            style=style,
        )
        if cells is None:
            cells = sorted(c for c in state.cells if c not in state.placed)
        self.cell = W.Dropdown(
            options=[(cell_text(c), c) for c in cells], description=msg.UI_CELL, style=style
        )
        self.rot = W.Dropdown(
            options=[(f"r{k}", k) for k in range(6)], description=msg.UI_ROTATION, style=style
        )
        self.image = png_image(b"", width="520px")
        self.explanation = W.HTML(layout=W.Layout(width="520px", min_height="3em"))
        self.explanation.add_class("ludo-explanation")
        for w in (self.tile, self.cell, self.rot):
            w.observe(lambda _c: self.refresh(), names="value")
        super().__init__(
            [
                W.HBox([self.tile, self.cell, self.rot], layout=W.Layout(flex_flow="row wrap")),
                self.image,
                self.explanation,
            ]
        )
        self.refresh()

    def move(self):
        return Place(self.tile.value, self.cell.value, self.rot.value)

    def refresh(self):
        s = self.state
        move = self.move()
        reason = s.why_illegal(move)
        ok = [c for c, _k in s.placements(move.tile)]
        shown = s.preview(move, check=False)
        hl = {
            (move.cell, i): "#56B4E9" if reason is None else "#D55E00"
            for i in range(len(s.geom.pieces[move.tile, move.rot]))
        }
        fig = D.draw(
            shown,
            highlight=hl,
            candidates=[c for c in ok if c != move.cell],
            bad=() if reason is None else (move.cell,),
            coords=True,
        )
        self.image.value = _png(fig)
        if reason is None:
            self.explanation.value = (
                f"<b style='color:#007a4d'>✔ Pose permise</b> : « {html.escape(str(move))} ». "
                "Chaque côté qui touche une tuile montre la même chose qu'elle (route ou herbe), "
                "et au moins une route est prolongée. Les cases jaunes acceptent aussi cette tuile "
                "(avec une rotation bien choisie)."
            )
        else:
            self.explanation.value = (
                f"<b style='color:#b00'>✘ Pose refusée</b> : {html.escape(reason)}"
            )


class SectionExplorer(W.VBox):
    """Pick a section: it is highlighted, with its length, ends, markers and value."""

    def __init__(self, state):
        self.state = state
        self.secs = sorted(state.sections(), key=lambda x: (-x.roads, x.pieces))
        opts = []
        for k, sec in enumerate(self.secs):
            state_txt = "complète" if sec.complete else "incomplète"
            opts.append((f"n° {k + 1} — {sec.roads} route(s), {state_txt}", k))
        self.section = W.Dropdown(
            options=opts, description=msg.UI_SECTION, layout=W.Layout(width="420px")
        )
        self.image = png_image(b"", width="560px")
        self.explanation = W.HTML(layout=W.Layout(width="560px", min_height="3em"))
        self.explanation.add_class("ludo-explanation")
        self.section.observe(lambda _c: self.refresh(), names="value")
        super().__init__([self.section, self.image, self.explanation])
        self.refresh()

    def refresh(self):
        if not self.secs:
            return
        k = self.section.value
        sec = self.secs[k]
        hl = {key: "#E69F00" for key in sec.pieces}
        self.image.value = _png(D.draw(self.state, highlight=hl, zoom=2))
        mk = ", ".join(f"Joueur {p + 1}" for p in sec.markers) or msg.UI_NO_MARKERS
        text = msg.UI_SECTION_INFO.format(
            n=k + 1, roads=sec.roads, pieces=len(sec.pieces), why=sec.why(), markers=mk
        )
        if sec.complete:
            from .scoring import ends_text

            text += (
                f" Elle vaut {sec.value()} points : {sec.roads} pour les routes + {ends_text(sec)}."
            )
        self.explanation.value = html.escape(text)


class GameLauncher(W.VBox):
    """Choose a variant, the number of players and the opponent, then play (Joueur 1 = you).

    Headless: set ``.variant.value``, ``.players.value``, ``.opponent.value``, click
    ``.start_button``; the game is ``.board`` (a :class:`SeismicBoard`).
    """

    def __init__(self, seed: int = 3):
        from ..core.registry import new

        self._new = new
        style = {"description_width": "90px"}
        self.variant = W.Dropdown(
            options=[(label, key) for key, label in msg.UI_VARIANTS.items()],
            value="base",
            description=msg.UI_VARIANT,
            style=style,
            layout=W.Layout(width="380px"),
        )
        self.players = W.Dropdown(options=[2, 3, 4], value=2, description="Joueurs", style=style)
        self.opponent = W.Dropdown(
            options=[(label, key) for key, label in msg.UI_OPPONENTS.items()],
            value="greedy",
            description=msg.UI_OPPONENT,
            style=style,
        )
        self.seed = W.BoundedIntText(
            value=seed, min=0, max=10**6, description="Graine", style=style
        )
        self.start_button = W.Button(description=msg.UI_NEW, button_style="primary", icon="play")
        self.start_button.on_click(lambda _b: self.start())
        self.holder = W.VBox()
        self.board = None
        super().__init__(
            [
                W.HBox([self.variant, self.players], layout=W.Layout(flex_flow="row wrap")),
                W.HBox(
                    [self.opponent, self.seed, self.start_button],
                    layout=W.Layout(flex_flow="row wrap"),
                ),
                self.holder,
            ]
        )
        self.start()

    def start(self):
        n = self.players.value
        state = self._new("seismic", players=n, seed=self.seed.value, variant=self.variant.value)
        computer = {p: self.opponent.value for p in range(1, n)}
        self.board = SeismicBoard(state, computer=computer, seed=self.seed.value)
        self.holder.children = [self.board]


def compare_scores(before, after) -> W.HTML:
    """The two provisional score sheets, before and after (e.g. a quake), and the reserves."""
    reserves = ", ".join(f"{after.supply[p]} pour Joueur {p + 1}" for p in range(after.n_players))
    return W.HTML(
        "<h4>Avant</h4>"
        + before.score().to_html()
        + "<h4>Après</h4>"
        + after.score().to_html()
        + f"<p>Équipes en réserve après : {html.escape(reserves)}.</p>"
    )


def quake_stepper(before, after, title="Le séisme, tuile par tuile") -> Stepper:
    """A Stepper over the frames of the quake(s) recorded in ``after.events``."""
    frames = D.quake_frames(before, after)
    if not frames:
        frames = [(lambda: D.draw(after), "Pas de séisme pendant ce coup.")]
    return Stepper(
        [lambda f=f: _png(f()) for f, _t in frames],
        [html.escape(t) for _f, t in frames],
        title=title,
    )


def replay_stepper(state, zoom: int | None = 2, title="La partie, coup par coup") -> Stepper:
    """A Stepper over every position of the game leading to ``state``."""
    states = state.replay()
    texts = []
    for k, s in enumerate(states):
        head = (
            "Mise en place."
            if k == 0
            else f"Coup {k} : « {html.escape(str(state.history[k - 1]))} »."
        )
        texts.append(head + "<br>" + "<br>".join(html.escape(e.text) for e in s.events[-6:]))
    frames = [lambda s=s: _png(D.draw(s, zoom=zoom, size=6.5)) for s in states]
    return Stepper(frames, texts, title=title)


class TileCatalogue(W.VBox):
    """Pick a tile type: its distinct orientations, numbered r0, r1..."""

    def __init__(self, manifest):
        self.manifest = manifest
        tiles = list(manifest.tiles.values()) + [manifest.city]
        self.tile = W.Dropdown(
            options=[(f"{t.id} — {t.label}", t.id) for t in tiles],
            description=msg.UI_TILE,
            layout=W.Layout(width="420px"),
        )
        self.image = png_image(b"", width="760px")
        self.explanation = W.HTML()
        self.tile.observe(lambda _c: self.refresh(), names="value")
        super().__init__([self.tile, self.image, self.explanation])
        self.refresh()

    def refresh(self):
        t = self.manifest.tile(self.tile.value)
        rots = [t.rotate(k) for k in range(t.period)]
        fig = D.tiles_figure(rots, [f"r{k}" for k in range(t.period)], per_row=min(6, len(rots)))
        self.image.value = fig_to_png(fig)
        self.explanation.value = html.escape(
            f"{t.label} : {t.period} orientation(s) différente(s). "
            + (
                "Tournée davantage, elle retrouve un dessin déjà vu."
                if t.period < 6
                else "Les six rotations donnent six dessins différents."
            )
        )


class MarkerExplorer(W.VBox):
    """Pick a legal placement: which pieces of the tile may take a marker, and why."""

    def __init__(self, state):
        self.state = state
        places = sorted(
            {(m.tile, m.cell, m.rot) for m in state.legal_moves() if isinstance(m, Place)},
            key=lambda x: (x[1], x[0], x[2]),
        )
        self.placement = W.Dropdown(
            options=[(f"{t} en {cell_text(c)}, r{k}", (t, c, k)) for t, c, k in places],
            description="Pose",
            layout=W.Layout(width="420px"),
        )
        self.image = png_image(b"", width="560px")
        self.explanation = W.HTML(layout=W.Layout(width="560px", min_height="4em"))
        self.explanation.add_class("ludo-explanation")
        self.placement.observe(lambda _c: self.refresh(), names="value")
        super().__init__([self.placement, self.image, self.explanation])
        self.refresh()

    def refresh(self):
        s = self.state
        tid, cell, rot = self.placement.value
        allowed = set(s.markable(tid, cell, rot))
        shown = s.preview(Place(tid, cell, rot))
        n = len(s.geom.pieces[tid, rot])
        hl = {}
        lines = []
        secs = shown.sections()
        for i in range(n):
            sec = next(x for x in secs if (cell, i) in x.pieces)
            shape = msg.SHAPE_NAMES[s.geom.tile[tid, rot].shape(i)]
            if i in allowed:
                hl[(cell, i)] = "#56B4E9"
                lines.append(
                    f"✔ m{i} ({shape}) : sa section n'a encore aucun marqueur, on peut en poser un."
                )
            else:
                for key in sec.pieces:
                    hl.setdefault(key, "#F0E442")
                who = ", ".join(f"Joueur {p + 1}" for p in sec.markers)
                lines.append(f"✘ m{i} ({shape}) : sa section porte déjà un marqueur ({who}).")
        self.image.value = _png(D.draw(shown, highlight=hl, zoom=2))
        self.explanation.value = "<br>".join(html.escape(t) for t in lines)


__all__ = [
    "GameLauncher",
    "compare_scores",
    "MarkerExplorer",
    "TileCatalogue",
    "PlacementExplorer",
    "SectionExplorer",
    "SeismicBoard",
    "quake_stepper",
    "replay_stepper",
    "status_text",
]
