"""The whole game's labs: the action board, the round's scoring, the objective, a round step by step."""

from __future__ import annotations

import functools
import html
import io

import ipywidgets as W
from PIL import Image as PILImage

import ludo

from ...core.french import integer
from ...core.score import Column, Row, ScoreTable, table_html
from ...widgets import StaticForm, Stepper
from .. import messages as msg
from ..board import COMPANIES
from ..construction import (
    tile_name,
)
from ..draw import (
    DPI,
    action_board_png,
    draw_company,
    draw_wheel,
    energy_track_png,
    flow_frames,
    game_images,
    game_part_png,
    image_png,
)
from ..game import messages as gmsg
from ..game.data import load_game_data
from ..game.effects import items_text
from ..game.moves import move_text
from ..game.scoring import (
    bonus_tile_points,
    drops_points,
    energy_track_reward,
    objective_points,
    resources_points,
    round_energy_points,
)
from .common import (
    TABLE,
    TD,
    TD_NUM,
    TH,
    barrage_style,
    explanation_panel,
    fill_width,
    game_style,
    lab,
    side_by_side,
)
from .water_show import water_phase
from .works import cropped_png


def space_text(state, sid: str) -> str:
    """A French paragraph on one action space: what it does, what it costs, if it is open."""
    data = load_game_data()
    sp = data.space(sid)
    open_ids = {s.id for s in data.spaces_for(state.n_players, state.intro)}
    parts = [gmsg.UI_SPACE_TITLE.format(id=sid, section=gmsg.SECTION_NAMES[sp.section])]
    key = sp.action if sp.section == "water" else sp.section
    if sp.section == "machinery":
        key = "machinery_" + sp.machines
    parts.append(gmsg.UI_SPACE_DOES[key].format(n=sp.n, cost=sp.cost))
    if sp.section == "bank":
        parts.append(gmsg.UI_SPACE_BANK)
    else:
        parts.append(gmsg.UI_SPACE_COST.format(n=sp.engineers))
    if sp.fee:
        parts.append(gmsg.UI_SPACE_RED.format(fee=sp.fee))
    if sid not in open_ids:
        if sp.section == "patent":
            parts.append(gmsg.UI_SPACE_INTRO)
        else:
            parts.append(gmsg.UI_SPACE_BLOCKED.format(n=state.n_players, min=sp.min_players))
    elif sp.section != "bank":
        parts.append(gmsg.UI_SPACE_EXCLUSIVE)
    return "<p>" + "</p><p>".join(parts) + "</p>"


class ActionBoardExplorer(StaticForm, W.VBox):
    """The action board for 2, 3 or 4 players; choose a space to read what it does."""

    def __init__(self, players: int = 4, space: str = "T+2g"):
        self.players = W.ToggleButtons(
            options=[(gmsg.UI_PLAYERS.format(n=n), n) for n in (2, 3, 4)],
            value=players,
            description=gmsg.UI_PLAYERS_LABEL,
        )
        self.space = W.Dropdown(
            options=[(s.id, s.id) for s in load_game_data().spaces],
            value=space,
            description=gmsg.UI_SPACE_LABEL,
            style={"description_width": "initial"},  # the whole label, never « Empla… »
            layout=W.Layout(width="300px"),
        )
        # the board (11 × 9 inches) with its controls and explanation on its right: all on
        # the screen at once, at 1280×800 and at 150 %
        self.image = W.Image(
            format="png", layout=W.Layout(width="min(825px, calc((100vh - 24px) * 1.22), 56vw)")
        )
        self.panel = explanation_panel()
        self.players.style.button_width = "auto"
        fill_width(self.space)
        super().__init__(
            [
                barrage_style(),
                game_style(self),
                lab(self.image, [self.players, self.space, self.panel]),
            ]
        )
        self.add_class("ludo-barrage")
        self.players.observe(self._update, names="value")
        self.space.observe(self._update, names="value")
        self._update()

    def _update(self, *_):
        companies = list(COMPANIES[: self.players.value])
        state = ludo.new("barrage", players=self.players.value, seed=1, companies=companies)
        self.image.value = action_board_png(state, highlight=self.space.value)
        self.panel.value = space_text(state, self.space.value)


def energy_ranking_html(energies) -> str:
    """The round's energy ranking, track credits, explained line by line (a table)."""
    points = round_energy_points(energies)
    rows = []
    for i, (e, p) in enumerate(zip(energies, points, strict=True)):
        reward = energy_track_reward(e)
        rows.append(
            f"<tr>{TD}{html.escape(gmsg.SEAT.format(n=i + 1))}</td>{TD_NUM}{e}</td>"
            f"{TD_NUM}{integer(p)}</td>{TD}{html.escape(p.text)}</td>"
            f"{TD_NUM}{integer(reward.credits)}</td>{TD_NUM}{integer(reward.vp)}</td></tr>"
        )
    head = "".join(f"{TH}{html.escape(h)}</th>" for h in gmsg.UI_RANKING_HEAD)
    return f"{TABLE}<tr>{head}</tr>{''.join(rows)}</table>"


class RoundScoringLab(StaticForm, W.VBox):
    """Energies of up to four companies: the round's ranking points, credits and bonus tile."""

    def __init__(self, energies=(12, 8, 8, 0), round_number: int = 3, tile: str = "BT-powerhouse"):
        wide = {"description_width": "120px"}
        self.sliders = [
            W.IntSlider(
                value=e,
                min=0,
                max=40,
                description=gmsg.SEAT.format(n=i + 1),
                style=wide,
                layout=W.Layout(width="520px"),
                continuous_update=False,
            )
            for i, e in enumerate(energies)
        ]
        self.round = W.IntSlider(
            value=round_number,
            min=1,
            max=5,
            description=gmsg.UI_ROUND,
            style=wide,
            continuous_update=False,
        )
        self.tile = W.Dropdown(
            options=[(gmsg.BONUS_NAMES[b["id"]], b["id"]) for b in load_game_data().bonus_tiles],
            value=tile,
            description=gmsg.UI_BONUS_TILE,
            style=wide,
            layout=W.Layout(width="560px"),
        )
        self.count = W.IntSlider(
            value=3, min=0, max=5, description=gmsg.UI_COUNT, style=wide, continuous_update=False
        )
        self.ranking = explanation_panel(width="1000px", max_width="100%")
        self.bonus = explanation_panel(width="1000px", max_width="100%")
        super().__init__(
            [
                barrage_style(),
                game_style(self),
                *self.sliders,
                self.ranking,
                W.HBox([self.round, self.count]),
                self.tile,
                self.bonus,
            ]
        )
        self.add_class("ludo-barrage")
        for w in (*self.sliders, self.round, self.tile, self.count):
            w.observe(self._update, names="value")
        self._update()

    def _update(self, *_):
        energies = [s.value for s in self.sliders]
        self.ranking.value = energy_ranking_html(energies)
        mult = load_game_data().bonus(self.tile.value)["vp"]
        lines = []
        for i, e in enumerate(energies):
            p = bonus_tile_points(self.round.value, e, self.count.value, mult)
            lines.append(
                f"<li><b>{html.escape(gmsg.SEAT.format(n=i + 1))}</b> ({e}) : "
                f"{integer(p)} PV — {html.escape(p.text)}</li>"
            )
        self.bonus.value = (
            f"<p>{html.escape(gmsg.UI_BONUS_INTRO.format(round=self.round.value))}</p>"
            f"<ul>{''.join(lines)}</ul>"
        )


class ObjectiveLab(StaticForm, W.VBox):
    """What each company counts for the objective tile: the 15/10/5 ranks with ties."""

    def __init__(self, values=(4, 4, 1, 1), minimum: int = 0):
        self.values = [
            W.IntSlider(
                value=v,
                min=0,
                max=12,
                description=gmsg.SEAT.format(n=i + 1),
                continuous_update=False,
                layout=W.Layout(width="480px"),
            )
            for i, v in enumerate(values)
        ]
        self.minimum = W.Checkbox(value=bool(minimum), description=gmsg.UI_MINIMUM, indent=False)
        self.panel = explanation_panel(width="1000px", max_width="100%")
        super().__init__(
            [barrage_style(), game_style(self), *self.values, self.minimum, self.panel]
        )
        self.add_class("ludo-barrage")
        for w in (*self.values, self.minimum):
            w.observe(self._update, names="value")
        self._update()

    def _update(self, *_):
        values = [w.value for w in self.values]
        points = objective_points(values, minimum=1 if self.minimum.value else 0)
        self.panel.value = (
            "<ul>"
            + "".join(
                f"<li><b>{html.escape(gmsg.SEAT.format(n=i + 1))}</b> : {html.escape(p.text)}</li>"
                for i, p in enumerate(points)
            )
            + "</ul>"
        )


def worked_examples_html() -> str:
    """The rule texts' worked examples, each computed by the library (a French table)."""
    rows = []
    for label, value in (
        (gmsg.EX_RANKING, round_energy_points([14, 6, 6, 2])),
        (gmsg.EX_TIE_FIRST, round_energy_points([9, 9, 1, 0])),
        (gmsg.EX_TRACK_ZERO, energy_track_reward(0)),
        (gmsg.EX_BONUS_FULL, bonus_tile_points(3, 19, 2, 5)),
        (gmsg.EX_BONUS_ONE, bonus_tile_points(3, 13, 3, 5)),
        (gmsg.EX_BONUS_TWO, bonus_tile_points(3, 7, 1, 5)),
        (gmsg.EX_BONUS_NONE, bonus_tile_points(3, 5, 3, 5)),
        (gmsg.EX_OBJECTIVE, objective_points([6, 5, 3])),
        (gmsg.EX_OBJECTIVE_TIE, objective_points([4, 4, 1, 0])),
        (gmsg.EX_RESOURCES, resources_points(7, 5, 3)),
        (gmsg.EX_DROPS, drops_points(2)),
    ):
        if isinstance(value, tuple) and value and hasattr(value[0], "text"):
            shown = " · ".join(integer(v) for v in value)
        elif isinstance(value, tuple):  # (credits, VP): the VP of the track's 0 are « −3 »
            shown = gmsg.UI_CREDITS_VP.format(cr=integer(value[0]), vp=integer(value[1]))
        else:
            shown = f"{integer(value)} PV"
        rows.append(f"<tr>{TD}{html.escape(label)}</td>{TD_NUM}{html.escape(shown)}</td></tr>")
    head = "".join(f"{TH}{html.escape(h)}</th>" for h in gmsg.UI_EXAMPLES_HEAD)
    return f"{TABLE}<tr>{head}</tr>{''.join(rows)}</table>"


def _built_text(board) -> str:
    """« 1 base, 2 conduites » (what a company built), « rien » when nothing."""
    parts = [
        gmsg.UI_BUILT[k].format(n=board.count(k))
        for k in ("base", "elevation", "conduit", "powerhouse")
        if board.count(k)
    ]
    return ", ".join(parts) or gmsg.UI_NOTHING


def companies_html(state) -> str:
    """Every company's supply, energy, VP, engineers, tiles, wheel and contracts.

    One column per company and one row per figure, every figure in words (« 8 crédits »,
    « 1 base, 2 conduites »): the table stays narrow enough for a window at 150 % zoom,
    and scrolls sideways inside its own box if it is not.
    """
    if state.phase == "pick":
        return f"<p>{html.escape(gmsg.UI_PICKING)}</p>"
    totals = state.score().totals()
    cells = []
    for seat, c in enumerate(state.companies):
        mark = " ◀" if seat == state.current_player else ""
        wheel = ", ".join(s.tile_text() for s in c.wheel.locked) or "—"
        supply = "<br>".join(
            html.escape(t)
            for t in (
                gmsg.UI_SUPPLY["credits"].format(n=c.credits),
                gmsg.UI_SUPPLY["excavators"].format(n=c.excavators),
                gmsg.UI_SUPPLY["mixers"].format(n=c.mixers),
            )
        )
        cells.append(
            (
                f"<b>{html.escape(state.player_names[seat])}</b>{mark}",
                html.escape(msg.OFFICER_NAMES.get(c.officer, "—")),
                f"<b>{integer(totals[seat])}</b>",
                str(c.energy),
                supply,
                str(c.engineers),
                html.escape(_built_text(c.board)),
                html.escape(", ".join(tile_name(t) for t in c.tiles) or "—"),
                html.escape(wheel),
                html.escape(", ".join(c.hand) or "—"),
                html.escape(", ".join(c.fulfilled) or "—"),
            )
        )
    rows = []
    for i, head in enumerate(gmsg.UI_COMPANY_HEAD):
        row = "".join(f"{TD}{col[i]}</td>" for col in cells)
        rows.append(f"<tr>{TH}{html.escape(head)}</th>{row}</tr>")
    return f"<div class='barrage-companies-table'>{TABLE}{''.join(rows)}</table></div>"


def contracts_html(state) -> str:
    """The contract office: the face-up private contracts and the national ones."""
    data = load_game_data()

    def one(k):
        c = data.contract(k)
        return f"<b>{k}</b> ({c.energy} ⚡) : {html.escape(items_text(c.reward))}"

    rows = [" · ".join(one(k) for k in pile) for pile in state.display]
    rows.append(gmsg.UI_NATIONAL + " " + (" · ".join(one(k) for k in state.national) or "—"))
    return "<p>" + "</p><p>".join(rows) + "</p>"


def score_html(state, why=None) -> str:
    """The score sheet, every line, in French (the core's one score-table renderer;
    ``why``: a « Pourquoi ? » link per line, :meth:`ludo.widgets.why.WhyPanel.link`)."""
    sheet = state.score()
    rows = tuple(
        Row(
            (sheet.player_names[line.player], integer(line.points, signed=True), line.text),
            rule=line.rule,
        )
        for line in sheet.lines
        if not (line.points == 0 and line.counts and line.rule == "barrage.start")
    )
    head = gmsg.UI_SCORE_HEAD
    columns = (Column(head[0], nowrap=True), Column(head[1], numeric=True), Column(head[2]))
    table = ScoreTable(columns, rows, lead=sheet.summary(), css_class="ludo-table")
    return table_html(table, why)


def game_picture(state, part: str = "all") -> bytes:
    """The map above, the action board and the energy track below: one PNG (or one part).

    Only the part shown is drawn, each over its fixed layer drawn once (see
    :class:`~ludo.barrage.draw.LayeredPicture`).
    """
    if part in ("map", "actions", "track"):
        return game_part_png(state, part)
    if part == "companies":
        return companies_png(state)
    images = game_images(state)
    top, actions, track = images["map"], images["actions"], images["track"]
    width = max(actions.width, track.width)
    out = PILImage.new("RGB", (width, top.height + actions.height + track.height), "white")
    out.paste(top, ((width - top.width) // 2, 0))
    out.paste(actions, (0, top.height))
    out.paste(track, (0, top.height + actions.height))
    return image_png(out)


@functools.lru_cache(maxsize=32)
def _company_row(board, wheel, title: str):
    """One company's board beside its wheel (a PIL image), drawn once per position of them."""
    company = cropped_png(draw_company(board, title=title), ("company", title), dpi=DPI)
    left = PILImage.open(io.BytesIO(company))
    right = PILImage.open(io.BytesIO(cropped_png(draw_wheel(wheel), "wheel", dpi=DPI)))
    row = PILImage.new("RGB", (left.width + right.width, max(left.height, right.height)), "white")
    row.paste(left.convert("RGB"), (0, 0))
    row.paste(right.convert("RGB"), (left.width, 0))
    return row


def companies_png(state) -> bytes:
    """Each company's board (pieces left, incomes revealed) beside its construction wheel.

    A company's picture is drawn again only when its board or its wheel changed.
    """
    rows = [
        _company_row(c.board, c.wheel, state.player_names[seat])
        for seat, c in enumerate(state.companies or ())
        if c is not None
    ]
    if not rows:
        return energy_track_png(state)
    out = PILImage.new("RGB", (max(r.width for r in rows), sum(r.height for r in rows)), "white")
    y = 0
    for r in rows:
        out.paste(r, (0, y))
        y += r.height
    return image_png(out)


def round_stepper(players: int = 3, seed: int = 4, round_number: int = 1) -> Stepper:
    """One round of a game between « Bâtisseur » computer players, one move at a time."""
    companies = list(COMPANIES[:players])
    state = ludo.new("barrage", players=players, seed=seed, companies=companies)
    states = ludo.play_out(state, "greedy", seed=seed)
    chosen = [s for s in states if s.round == round_number and not s.is_over()]
    after = [s for s in states if s.round == round_number + 1 or s.is_over()][:1]
    frames = [*chosen, *after]
    # Each step shows the part of the game its turn changes, at a readable size: the map
    # when the board changed (a construction, a production), the action board when
    # engineers went there (the bank included), else the companies' boards; the caption
    # says which. A follow-up (a contract fulfilled, its reward) is told with the move it
    # follows, in the same step: its picture would repeat the step before.
    steps = [[frames[0], "map", html.escape(gmsg.UI_ROUND_START.format(round=round_number))]]
    starts = [frames[0]]  # the state each step starts from
    for i, s in enumerate(frames[1:], start=1):
        move = s.history[-1]
        before = frames[i - 1]
        who = before.player_names[before.current_player]
        # the move that ends the round tells its own events; the water phase that follows
        # has its own steps (told once, drop by drop: issue 23)
        cut = next((k for k, e in enumerate(s.events) if e.kind == "water.phase"), None)
        items = "".join(f"<li>{html.escape(e.text)}</li>" for e in s.events[:cut][:14])
        told = f"<p><b>{html.escape(who)}</b> : {html.escape(move_text(move))}</p><ul>{items}</ul>"
        if before.pending and len(steps) > 1:
            steps[-1][0], steps[-1][2] = s, steps[-1][2] + told
        else:
            steps.append([s, "", told])
            starts.append(before)
        first = starts[-1]
        part = "map" if s.board != first.board else "actions"
        if part == "actions" and (s.spaces, s.bank, s.patent) == (
            first.spaces,
            first.bank,
            first.patent,
        ):
            part = "companies"  # a reward (machines, a contract): the companies' boards
        steps[-1][1] = part
    texts = [steps[0][2]]
    for _s, part, told in steps[1:]:
        caption = gmsg.UI_ROUND_PICTURE.get(part, msg.ROUND_PICTURE_COMPANIES)
        texts.append(f"{told}<p><i>{html.escape(caption)}</i></p>")
    pictures = [(lambda s=s, part=part: game_picture(s, part)) for s, part, _t in steps]
    if after:  # the water phase, drop by drop (the river's animation), then the scoring
        last = after[0]
        flow_pictures, flow_texts = water_phase_frames(last)
        pictures.extend(flow_pictures)
        texts.extend(flow_texts)
        kinds = [e.kind for e in last.events]
        if "scoring" in kinds:
            names = last.player_names
            lines = [
                f"{names[seat]} : {integer(points, signed=True)} PV — {text}"
                for seat, points, rule, text in last.vp
                if rule in ("barrage.round_energy", "barrage.track", "barrage.bonus")
                and text.startswith(gmsg.ROUND_PREFIX.format(round=round_number, text=""))
            ]
            items = "".join(f"<li>{html.escape(t)}</li>" for t in lines)
            pictures.append(lambda s=last: game_picture(s, "track"))
            texts.append(
                f"<ul>{items}</ul><p><i>{html.escape(gmsg.UI_ROUND_PICTURE['track'])}</i></p>"
            )
    stepper = Stepper(
        pictures,
        texts,
        title=gmsg.UI_ROUND_TITLE.format(round=round_number, n=players),
        width="740px",  # 740 + 12 + 470 px: the explanation beside it at 1280 px
    )
    stepper = side_by_side(stepper, width="min(740px, 56vw)")
    stepper.children = [game_style(stepper), *stepper.children]
    return stepper


def water_phase_frames(state) -> tuple[list, list]:
    """The water phase that ended the round in ``state``'s last move: one frame per drop
    (found by :func:`~ludo.barrage.ui.water_show.water_phase`). Returns lazy frames and
    their French texts (empty if the move ended no round).
    """
    phase = water_phase(list(state.events))
    if phase is None:
        return [], []
    frames, texts = flow_frames(phase.board, phase.events, lazy=True)
    texts = list(texts)  # already HTML (the river's explanations)
    texts[0] = html.escape(phase.heading) + "<br>" + texts[0]
    return frames, texts


#: A zero-width space: where a line may break inside a menu's option (ipywidgets writes
#: every space of an option as a no-break space, so a long option could never wrap).


def contract_table_html(types=("start", "green", "yellow", "red", "national")) -> str:
    """Every contract of the given types: energy needed and reward, in French (a table)."""
    rows = []
    for c in load_game_data().contracts:
        if c.type in types:
            rows.append(
                f"<tr>{TD}<b>{c.id}</b></td>{TD}{html.escape(gmsg.CONTRACT_TYPES[c.type])}</td>"
                f"{TD_NUM}{c.energy}</td>{TD}{html.escape(items_text(c.reward))}</td></tr>"
            )
    head = "".join(f"{TH}{html.escape(h)}</th>" for h in gmsg.UI_CONTRACT_HEAD)
    return f"{TABLE}<tr>{head}</tr>{''.join(rows)}</table>"
