"""The notebooks' labs: try a placement, explore sections and crews, the tile catalogue,
quakes and replays shown step by step, a game's story and the simulations' summary."""

from __future__ import annotations

import html

import ipywidgets as W
from IPython.display import HTML, Image

from ...core.french import agree
from ...core.hexgrid import corners, distance
from ...core.state import player_name
from ...viz import fig_to_png
from ...widgets import Panel, Picture, StaticForm, Stepper, png_image
from ...widgets import messages as wm
from ...widgets.board import ClickBoard, figure_svg
from ...widgets.why import WhyPanel, refusal_link
from .. import draw as D
from .. import messages as msg
from ..examples import simulation_text
from ..moves import Place, cell_text
from ..naming import (
    events_words,
    piece_words,
)
from ..scoring import ends_text
from .common import (
    PICTURE_WIDTH,
    PNG_DPI,
    STEPPER_WIDTH,
    _beside,
    _png,
    _styled,
    move_text,
    rot_label,
    tile_options,
)
from .score import score_table_html


class _ClickExplorer(StaticForm, W.VBox):
    """Shared by the explorers played on the drawing: a clickable face-up row, a clickable
    table, « Tourner » (R, or a second click on the cell). The menus ``tile``, ``cell`` and
    ``rot`` are hidden state (and headless hooks); setting them redraws."""

    #: width of the table in the page
    board_width = "min(600px, 84vh, 54vw)"

    def _build(self, state, tiles, cells, rots, extra=()):
        self.state = state
        style = {"description_width": "80px"}
        self.tile = W.Dropdown(
            options=tile_options(state.geom, tiles), description=msg.UI_TILE, style=style
        )
        self.cell = W.Dropdown(
            options=[(cell_text(c), c) for c in cells], description=msg.UI_CELL, style=style
        )
        self.rot = W.Dropdown(
            options=[(rot_label(k), k) for k in rots], description=msg.UI_ROTATION, style=style
        )
        for menu in (self.tile, self.cell, self.rot):
            menu.layout.display = "none"
        self.row = ClickBoard(width="100%")
        self.row.layout.max_width = "430px"
        self.row.add_class("ludo-seismic-row")
        self.row.on_cell(self._on_row)
        self.board = ClickBoard(width=self.board_width)
        self.board.layout.flex = "0 0 auto"
        self.board.layout.margin = "8px 12px 8px 0"
        self.board.add_class("ludo-seismic-board")
        self.board.on_cell(self._on_cell)
        self.board.on_key(self._on_key)
        self.row.on_key(self._on_key)
        self.rotate_button = W.Button(
            description=wm.ROTATE, layout=W.Layout(width="auto", align_self="flex-start")
        )
        self.rotate_button.on_click(lambda _b: self.rotate())
        self.rotate_button.add_class("ludo-seismic-rotate")
        self.explanation = W.HTML(layout=W.Layout(width="100%", min_height="3em"))
        self.explanation.add_class("ludo-explanation")
        self._busy = False
        for w in (self.tile, self.cell, self.rot):
            w.observe(lambda _c: self._changed(), names="value")
        self.why = WhyPanel("seismic")  # « Pourquoi ? »: a rule's card, beside the board
        side = W.VBox(
            [
                self.why,
                W.HTML(f"<b>{msg.UI_ROW}</b>"),
                self.row,
                self.rotate_button,
                *extra,
                self.explanation,
                self.tile,
                self.cell,
                self.rot,
            ],
            layout=W.Layout(flex="1 1 300px", max_width="480px"),
        )
        super().__init__(
            [
                W.HBox(
                    [self.board, side],
                    layout=W.Layout(flex_flow="row wrap", align_items="flex-start"),
                )
            ]
        )
        _styled(self)
        fig, ax = D.row_board(state)
        self.row.show(
            fig,
            ax,
            {f"t{k}": corners(D.row_cell(k)) for k in range(len(state.row))},
            legal=[f"t{k}" for k in range(len(state.row))],
            titles={f"t{k}": state.geom.tile[t, 0].label for k, t in enumerate(state.row)},
        )

    def _changed(self):
        if not self._busy:
            self.refresh()

    def _on_row(self, name: str) -> None:
        tile = self.state.row[int(name[1:])]
        if tile != self.tile.value:
            self.tile.value = tile

    def _on_key(self, key: str) -> None:
        if key in ("r", "R"):
            self.rotate()

    def _rotations(self) -> list:
        return [v for _label, v in self.rot.options]

    def rotate(self) -> None:
        """The next rotation (of those offered for this tile and cell)."""
        values = self._rotations()
        if values:
            i = values.index(self.rot.value) if self.rot.value in values else -1
            self.rot.value = values[(i + 1) % len(values)]

    def _on_cell(self, name: str) -> None:
        cell = self._cells.get(name)
        if cell is None:
            return
        if cell == self.cell.value:  # a second click turns the tile
            self.rotate()
        elif cell in [v for _label, v in self.cell.options]:
            self.cell.value = cell

    def _show(self, fig, legal=(), titles=None):
        """Show ``fig`` (a table drawn by :func:`ludo.seismic.draw.draw`) with its cells clickable."""
        self._cells = {cell_text(c): c for c in self._view}
        self.board.preview_colour = "#56B4E9"
        self.row.selected = next(
            (f"t{k}" for k, t in enumerate(self.state.row) if t == self.tile.value), ""
        )
        self.board.show(
            fig,
            fig.axes[0],
            {name: corners(c) for name, c in self._cells.items()},
            legal=[cell_text(c) for c in legal],
            titles=titles,
            selected="" if self.cell.value is None else cell_text(self.cell.value),
        )


class PlacementExplorer(_ClickExplorer):
    """Try a tile on a small table by clicking: legal or not, and why.

    Click a face-up tile, then any empty cell of the table: the tile shows there (the
    cells where it fits in some rotation are yellow); « Tourner » (R, or a second click
    on the cell) turns it through its six rotations, and the explanation says whether the
    placement is allowed, or which rule refuses it.

    Headless: set ``.tile.value``, ``.cell.value``, ``.rot.value`` (or ``.row.click("t1")``,
    ``.board.click("2,0")``, ``.rotate()``); read ``.explanation.value``.
    """

    def __init__(self, state, cells=None):
        tiles = list(dict.fromkeys(state.row))
        if cells is None:
            # nearest cells first: the first choice touches the tiles already placed
            cells = sorted(
                (c for c in state.cells if c not in state.placed),
                key=lambda c: (min(distance(c, p) for p in state.placed), c),
            )
        self._view = list(state.cells)
        self._build(state, tiles, cells, range(6))
        self.refresh()

    def move(self):
        return Place(self.tile.value, self.cell.value, self.rot.value)

    def refresh(self):
        s = self.state
        move = self.move()
        refused = s.refusal(move, clicked=True)
        reason = None if refused is None else str(refused)
        ok = sorted({c for c, _k in s.placements(move.tile)})
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
            outline=(move.cell,),
        )
        # Yellow cells are outlined as clickable; the others answer a click too (and say why
        # the tile may not go there).
        self._show(fig, legal=ok)
        if reason is None:
            self.explanation.value = (
                f"<b style='color:#007a4d'>{msg.UI_PLACE_OK}</b> : "
                f"{html.escape(move_text(s, move))}. {html.escape(msg.UI_PLACE_OK_WHY)}"
            )
        else:
            self.explanation.value = (
                f"<b style='color:#b00'>{msg.UI_PLACE_REFUSED}</b> : {html.escape(reason)}"
                + refusal_link(self.why, refused)
            )


class SectionExplorer(StaticForm, W.VBox):
    """Pick a section: it is highlighted, with its length, ends, markers and value."""

    def __init__(self, state):
        self.state = state
        self.secs = sorted(state.sections(), key=lambda x: (-x.roads, x.pieces))
        opts = []
        for k, sec in enumerate(self.secs):
            state_txt = "complète" if sec.complete else "incomplète"
            opts.append((agree(f"n° {k + 1} — {sec.roads} route(s), {state_txt}"), k))
        self.section = W.Dropdown(
            options=opts, description=msg.UI_SECTION, layout=W.Layout(width="420px")
        )
        self.image = png_image(b"", width=PICTURE_WIDTH)
        self.image.add_class("ludo-seismic-board")
        self.explanation = W.HTML(layout=W.Layout(width="100%", min_height="3em"))
        self.explanation.add_class("ludo-explanation")
        self.section.observe(lambda _c: self.refresh(), names="value")
        super().__init__(_beside(self.image, [self.section, self.explanation]))
        _styled(self)
        self.refresh()

    def refresh(self):
        if not self.secs:
            return
        k = self.section.value
        sec = self.secs[k]
        hl = {key: "#E69F00" for key in sec.pieces}
        self.image.value = _png(D.draw(self.state, highlight=hl, zoom=2))
        mk = ", ".join(map(player_name, sec.markers)) or msg.UI_NO_MARKERS
        text = msg.UI_SECTION_INFO.format(
            n=k + 1, roads=sec.roads, pieces=len(sec.pieces), why=sec.why(), markers=mk
        )
        if sec.complete:
            text += msg.UI_SECTION_WORTH.format(
                points=sec.value(), roads=sec.roads, ends=ends_text(sec)
            )
        self.explanation.value = html.escape(text)


def compare_scores(before, after) -> W.VBox:
    """The two provisional score sheets, before and after (e.g. a quake), and the reserves."""
    reserves = ", ".join(
        msg.UI_RESERVE.format(n=after.supply[p], name=player_name(p))
        for p in range(after.n_players)
    )
    why = WhyPanel("seismic")  # each section's « Pourquoi ? » opens its rule's card above
    return _styled(
        Panel(
            [
                why,
                W.HTML(
                    f"<h4>{msg.UI_BEFORE}</h4>"
                    + score_table_html(before, why=why.link)
                    + f"<h4>{msg.UI_AFTER}</h4>"
                    + score_table_html(after, why=why.link)
                    + f"<p>{html.escape(msg.UI_RESERVES.format(reserves=reserves))}</p>"
                ),
            ]
        )
    )


def quake_stepper(before, after, title="Le séisme, tuile par tuile") -> Stepper:
    """A Stepper over the frames of the quake(s) recorded in ``after.events``."""
    frames = D.quake_frames(before, after, view=D.quake_view(before))
    if not frames:
        frames = [(lambda: D.draw(after), "Pas de séisme pendant ce coup.")]
    return _styled(
        Stepper(
            [lambda f=f: _png(f()) for f, _t in frames],
            [html.escape(t) for _f, t in frames],
            title=title,
            width=STEPPER_WIDTH,
        )
    )


def replay_stepper(state, zoom: int | None = 2, title="La partie, coup par coup") -> Stepper:
    """A Stepper over every position of the game leading to ``state``."""
    states = state.replay()
    texts = []
    for k, s in enumerate(states):
        head = msg.UI_REPLAY_SETUP if k == 0 else msg.UI_REPLAY_MOVE.format(k=k)
        texts.append(head + "<br>" + "<br>".join(html.escape(t) for t in events_words(s)))
    # one frame for the whole game: every cell near a tile placed at some point
    used = {c for s in states for c in s.placed}
    view = (
        None
        if zoom is None
        else [c for c in state.cells if any(distance(c, u) <= zoom for u in used)]
    )
    frames = [lambda s=s: _png(D.draw(s, view=view, size=8)) for s in states]
    # At 1280×800 (and at 150 % zoom) the explanation stays on screen under the picture.
    return _styled(Stepper(frames, texts, title=title, width=STEPPER_WIDTH))


class TileCatalogue(StaticForm, W.VBox):
    """Pick a tile type: its distinct orientations, numbered r0, r1..."""

    def __init__(self, manifest):
        self.manifest = manifest
        tiles = list(manifest.tiles.values()) + [manifest.city]
        self.tile = W.Dropdown(
            options=[
                (t.label if t.kind == "city" else f"{t.label} ({msg.UI_MODEL} {t.id})", t.id)
                for t in tiles
            ],
            description=msg.UI_TILE,
            layout=W.Layout(width="420px"),
        )
        self.image = png_image(b"", width="760px")
        self.explanation = W.HTML()
        self.explanation.add_class("ludo-explanation")
        self.tile.observe(lambda _c: self.refresh(), names="value")
        super().__init__([self.tile, self.image, self.explanation])
        _styled(self)
        self.refresh()

    def refresh(self):
        t = self.manifest.tile(self.tile.value)
        rots = [t.rotate(k) for k in range(t.period)]
        fig = D.tiles_figure(
            rots, [rot_label(k) for k in range(t.period)], per_row=min(6, len(rots))
        )
        self.image.value = fig_to_png(fig, dpi=PNG_DPI * 4 // 3)  # shown 760 px wide
        if t.period == 1:
            text = msg.UI_ONE_ORIENTATION
        elif t.period < 6:
            text = msg.UI_ORIENTATIONS.format(n=t.period) + " " + msg.UI_ROT_REPEATS
        else:
            text = msg.UI_ORIENTATIONS.format(n=t.period) + " " + msg.UI_ROT_ALL_DIFFERENT
        self.explanation.value = html.escape(f"{t.label} : {text}")


class MarkerExplorer(_ClickExplorer):
    """Where may a marker go? Click a face-up tile, then a yellow cell (« Tourner » or R for
    the other legal rotations): each piece of the tile says whether it may take a marker,
    and why; the circled pieces may.

    Headless: set ``.placement.value = (tile, cell, rot)`` (or ``.tile``, ``.cell``,
    ``.rot``, or click ``.row`` and ``.board``); read ``.explanation.value``.
    """

    def __init__(self, state):
        self.places = sorted(
            {(m.tile, m.cell, m.rot) for m in state.legal_moves() if isinstance(m, Place)},
            key=lambda x: (x[1], x[0], x[2]),
        )
        tiles = [t for t in dict.fromkeys(state.row) if any(p[0] == t for p in self.places)]
        self._view = D.table_view(state, 2)
        first = self.places[0] if self.places else (tiles[0] if tiles else state.row[0], None, 0)
        self.placement = W.Dropdown(
            options=[(move_text(state, Place(t, c, k)), (t, c, k)) for t, c, k in self.places],
            description="Pose",
        )
        self.placement.layout.display = "none"
        self._build(state, tiles or list(state.row), [], [], extra=(self.placement,))
        self.placement.observe(lambda _c: self._placement_changed(), names="value")
        self._set(*first)

    def _set(self, tile, cell, rot):
        """Point the hidden menus at ``(tile, cell, rot)``, then draw once."""
        self._busy = True
        try:
            self.tile.value = tile
            cells = sorted({c for t, c, _k in self.places if t == tile})
            self.cell.options = [(cell_text(c), c) for c in cells]
            self.cell.value = cell if cell in cells else (cells[0] if cells else None)
            rots = sorted({k for t, c, k in self.places if t == tile and c == self.cell.value})
            self.rot.options = [(rot_label(k), k) for k in rots]
            self.rot.value = rot if rot in rots else (rots[0] if rots else None)
            key = (self.tile.value, self.cell.value, self.rot.value)
            if key in self.places and self.placement.value != key:
                self.placement.value = key
        finally:
            self._busy = False
        self.refresh()

    def _placement_changed(self):
        if not self._busy and self.placement.value is not None:
            self._set(*self.placement.value)

    def _changed(self):
        if not self._busy:
            self._set(self.tile.value, self.cell.value, self.rot.value)

    def refresh(self):
        s = self.state
        tid, cell, rot = self.tile.value, self.cell.value, self.rot.value
        legal = [c for _label, c in self.cell.options]
        if cell is None or rot is None:
            self._show(D.draw(s, view=self._view), legal=legal)
            self.explanation.value = html.escape(msg.UI_NO_CELL)
            return
        allowed = set(s.markable(tid, cell, rot))
        shown = s.preview(Place(tid, cell, rot))
        pieces = s.geom.pieces[tid, rot]
        hl = {}
        lines = []
        secs = shown.sections()
        for i in range(len(pieces)):
            sec = next(x for x in secs if (cell, i) in x.pieces)
            piece = piece_words(s.geom.tile[tid, rot], i)
            if i in allowed:
                hl[(cell, i)] = "#56B4E9"
                lines.append(msg.UI_MARKER_OK.format(piece=piece))
            else:
                for key in sec.pieces:
                    hl.setdefault(key, "#F0E442")
                who = ", ".join(map(player_name, sec.markers))
                lines.append(msg.UI_MARKER_TAKEN.format(piece=piece, who=who))
        fig = D.draw(
            shown,
            highlight=hl,
            view=self._view,
            outline=(cell,),
            candidates=[c for c in legal if c != cell],
            spots=[D.piece_anchor(cell, pieces[i]) for i in sorted(allowed)],
            spot_colour="#0072B2",
        )
        self._show(fig, legal=legal)
        head = html.escape(msg.UI_PREVIEW_PLAIN.format(move=move_text(s, Place(tid, cell, rot))))
        self.explanation.value = head + "<br>" + "<br>".join(html.escape(t) for t in lines)


def simulation_summary(results):
    """The simulation's French summary as a paragraph (plain HTML, no kernel needed)."""
    text = html.escape(simulation_text(results))
    return HTML(f"<p style='font-size:1.15em;line-height:1.4'>{text}</p>")


#: The quake strip's width on the page (CSS px) and its resolution: two device pixels per
#: CSS pixel, sharp at 150 % zoom too.
STRIP_WIDTH = 1000


def quake_strip(before, after):
    """The quake's frames side by side as a plain image: readable without a kernel, on one
    screen (:func:`ludo.seismic.draw.quake_strip`)."""
    fig = D.quake_strip(before, after)
    dpi = round(2 * STRIP_WIDTH / fig.get_figwidth())
    return Image(fig_to_png(fig, dpi=dpi, tight=False), width=STRIP_WIDTH)


#: How many CSS pixels a point of :func:`ludo.seismic.draw.row_board` takes in
#: :func:`story`: its 13-pt tile names are 17 CSS px, read from the back of a room.
ROW_SCALE = 1.3


def row_picture(state) -> Picture:
    """The face-up tiles of ``state`` as the game table draws them (their short names under
    them), as an SVG picture (sharp at any zoom), large enough to be read when projected."""
    fig, _ax = D.row_board(state)
    width = round(fig.get_figwidth() * 72 * ROW_SCALE)
    return Picture(
        value=figure_svg(fig).encode(),
        format="svg+xml",
        layout=W.Layout(width=f"{width}px", max_width="100%"),
    )


def story(states) -> W.VBox:
    """What the engine tells of ``states`` (each state's events, in the drawing's words),
    as a French explanation panel beside the face-up row of ``states[0]``: the set-up, a
    turn, a discarded row (notebook 1) — never printed as raw text."""
    lines = "".join(f"<li>{html.escape(text)}</li>" for s in states for text in events_words(s))
    text = W.HTML(f"<p style='margin:0 0 4px 0'><b>{msg.UI_STORY}</b></p><ul>{lines}</ul>")
    text.add_class("ludo-explanation")
    text.add_class("ludo-seismic-log")
    return _styled(Panel(_beside(row_picture(states[0]), [text])))
