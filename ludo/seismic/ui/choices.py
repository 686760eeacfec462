"""The quake's choices on the game table's drawing (a tied side, a twin city, a Contrecoups
rotation): which cells stand for which choice, and what the panel says about it."""

from __future__ import annotations

import html

from .. import messages as msg
from ..moves import ChooseCity, ChooseSide, Rotate, cell_text
from ..naming import (
    place_words,
    rot_words,
)
from ..phases import AFTERSHOCK, CITY_CHOICE, SIDE_CHOICE
from ..quakes import ray_cells, ray_counts


class QuakeChoices:
    """The quake's choices of :class:`~ludo.seismic.ui.table.SeismicBoard` (a mixin: it
    reads the board's state, menus and drawing)."""

    def _choosing(self) -> bool:
        s = self.state
        return not s.is_over() and s.phase in (SIDE_CHOICE, CITY_CHOICE, AFTERSHOCK)

    def choice_cells(self) -> dict:
        """Cell name -> the choice moves a click on it stands for (empty outside a choice).

        Asked of the engine: the moves are the position's legal moves; a tied side stands
        for every cell of its ray on the table shown, a city for its cell, a Contrecoups
        turn for the tile it turns (all its permitted orientations, in the engine's order).
        """
        s = self.state
        if self._targets_of is s:
            return self._targets
        targets: dict = {}
        self._target_cells = {}
        if self._choosing():
            shown = set(self._view(s))
            for m in s.legal_moves():
                if isinstance(m, ChooseSide):
                    ray = ray_cells(s.cells, s.cities[s.pending.city], m.side)
                    cells = [c for c in ray if c in shown]
                elif isinstance(m, ChooseCity):
                    cells = [s.cities[m.city]]
                elif isinstance(m, Rotate):
                    cells = [m.cell]
                else:
                    continue
                for c in cells:
                    targets.setdefault(cell_text(c), []).append(m)
                    self._target_cells[cell_text(c)] = c
        self._targets, self._targets_of = targets, s
        return targets

    def _choose(self, name: str) -> None:
        """A click on the table while a quake waits on a choice."""
        moves = self.choice_cells().get(name)
        if not moves:
            self._explain_choice(self.choice.value, warning=msg.UI_NOT_A_CHOICE)
            return
        current = self.choice.value
        if isinstance(current, Rotate) and current in moves:  # a second click turns it on
            self.rotate()
            return
        self.choice.value = moves[0]  # its observer draws the choice and explains it

    def _next_choice(self) -> None:
        """R: the next permitted orientation of the chosen tile, or else the next choice."""
        current = self.choice.value
        if isinstance(current, Rotate):
            moves = self.choice_cells()[cell_text(current.cell)]
            self.choice.value = moves[(moves.index(current) + 1) % len(moves)]
            return
        values = [m for _label, m in self.choice.options]
        if values:
            i = values.index(current) if current in values else -1
            self.choice.value = values[(i + 1) % len(values)]

    def _quake_if(self, move) -> tuple[list, dict, bool]:
        """What the quake would do after ``move``, asked of the engine (the move played on
        the immutable position; only the quake's own events are read, never the tiles
        revealed after it): the cells whose tiles fall, each city's count of its sides
        (``city -> (counts, sides hit)``), and whether a tie would still be to settle."""
        seen = self._quake_seen
        if seen.get("state") is self.state and seen.get("move") == move:
            return seen["value"]
        after = self.state.play(move)
        quake = ("quake.city", "quake.side", "quake.counts", "quake.nothing", "tile.destroyed")
        cells, counts = [], {}
        for e in after.events:
            if e.kind not in quake and e.kind != "quake.done":
                break
            if e.kind == "tile.destroyed":
                cells.append(e.data["cell"])
            elif e.kind == "quake.counts":
                counts[e.data["city"]] = (e.data["counts"], e.data["sides"])
        value = (cells, counts, after.phase == SIDE_CHOICE)
        self._quake_seen = {"state": self.state, "move": move, "value": value}
        return value

    def _explain_choice(self, move, warning: str | None = None) -> None:
        """Why the choice is asked, what was chosen, then the turn told so far."""
        s = self.state
        p = s.pending
        if s.phase == SIDE_CHOICE:
            names = [msg.SIDE_NAMES[side] for side in p.sides]
            counts = ray_counts(s.placed, s.cells, s.cities[p.city])
            ask = msg.UI_ASK_SIDE.format(
                m=p.magnitude,
                city=msg.CITY_NAMES[len(s.cities) > 1][p.city],
                sides=", ".join(names[:-1]) + " et " + names[-1],
                n=counts[p.sides[0]],
            )
        elif s.phase == CITY_CHOICE:
            ask = msg.UI_ASK_CITY.format(m=p.magnitude)
        else:
            ask = msg.UI_ASK_AFTERSHOCK
        chosen = ""
        if isinstance(move, Rotate):
            turn = move.rot - s.placed[move.cell][1] if move.cell in s.placed else move.rot
            chosen = msg.UI_CHOSEN_ROTATE.format(
                place=place_words(move.cell, s.cities), rot=rot_words(turn)
            )
        elif isinstance(move, ChooseSide | ChooseCity):
            cells, _counts, tie = self._quake_if(move)
            if not cells:
                falls = msg.UI_FALLS_NONE
            elif len(cells) == 1:
                falls = msg.UI_FALLS_ONE
            else:
                falls = msg.UI_FALLS.format(n=len(cells))
            if tie:
                falls += msg.UI_FALLS_THEN_SIDE
            if isinstance(move, ChooseSide):
                chosen = msg.UI_CHOSEN_SIDE.format(side=msg.SIDE_NAMES[move.side], falls=falls)
            else:
                chosen = msg.UI_CHOSEN_CITY.format(city=move.city + 1, falls=falls)
        parts = []
        if warning:
            parts.append(f"<p style='color:#b00'>{html.escape(warning)}</p>")
        if chosen:
            parts.append(f"<p><b>{html.escape(chosen + msg.UI_CHOSEN_END)}</b></p>")
        parts.append(f"<p>{html.escape(ask)}</p>")
        self.explanation.value = (
            f"<div class='ludo-seismic-ask'>{''.join(parts)}</div>" + self._summary
        )

    def _choice_overlay(self, s, move, view) -> dict:
        """What the table shows over a quake's choice (see :func:`ludo.seismic.draw.overlay`):
        the cells to click (yellow), the tied sides as arrows, what would fall."""
        cells = [self._target_cells[name] for name in self.choice_cells()]
        chosen = None
        if isinstance(move, Rotate):
            chosen = move.cell
        elif isinstance(move, ChooseCity):
            chosen = s.cities[move.city]
        spots = [c for c in cells if c != chosen]
        out = {
            "candidates": [c for c in spots if c not in s.placed],
            "ringed": [c for c in spots if c in s.placed],
            "arrows": [],
            "falling": [],
        }
        shown = set(view)
        if s.phase == SIDE_CHOICE:
            city = s.cities[s.pending.city]
            counts = ray_counts(s.placed, s.cells, city)
            for side in s.pending.sides:
                ray = [c for c in ray_cells(s.cells, city, side) if c in shown]
                strong = move is not None and move.side == side
                if ray:
                    out["arrows"].append((city, ray[-1], counts[side], strong))
        elif isinstance(move, ChooseCity):  # the first city's count, as the engine made it
            city = s.cities[move.city]
            counts, sides = self._quake_if(move)[1].get(move.city, ([], []))
            for side in sides:
                ray = [c for c in ray_cells(s.cells, city, side) if c in shown]
                if ray:
                    out["arrows"].append((city, ray[-1], counts[side], True))
        if isinstance(move, ChooseSide | ChooseCity):
            out["falling"] = [c for c in self._quake_if(move)[0] if c in shown]
        return out

    def _choice_title(self, name: str) -> str:
        """The tooltip of a cell standing for a quake's choice."""
        m = self.choice_cells()[name][0]
        s = self.state
        if isinstance(m, ChooseSide):
            counts = ray_counts(s.placed, s.cells, s.cities[s.pending.city])
            return msg.UI_CHOICE_TITLE_SIDE.format(side=msg.SIDE_NAMES[m.side], n=counts[m.side])
        if isinstance(m, ChooseCity):
            return msg.UI_CHOICE_TITLE_CITY.format(city=m.city + 1)
        return msg.UI_CHOICE_TITLE_ROTATE.format(place=place_words(m.cell, s.cities))
