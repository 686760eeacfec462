"""The game behind a playing widget: positions so far, the computer's seats, undo.

Every game's board widget needs the same bookkeeping; it lives here once. The
session never applies a rule itself: it calls ``state.play`` for the human's
moves and :func:`ludo.play_out` for the computer's (players following
:class:`ludo.core.players.Player`).

In a workshop the session also keeps its table's file up to date (:mod:`ludo.core.saves`):
after every change (a move, the computer's answers, an undo, a new game) the position is
written with the computer's seats and the last explanation, and :meth:`GameSession.resume`
goes on with a saved game (the table picker, :mod:`ludo.widgets.tables`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

from ..core.players import Player, play_out, player
from ..core.saves import SavedTable, note_game, save_table


@dataclass(frozen=True)
class TableSlot:
    """Where a session keeps its game: the workshop's folder and the table's name."""

    folder: Path
    name: str
    kind: str = ""  # "guide": a guided game's table (ludo.core.saves.TABLE_KINDS)


def _event_texts(player, move, new_state) -> list[str]:
    return [e.text for e in new_state.events]


class GameSession:
    """A game in progress as a widget shows it.

    Parameters
    ----------
    state : GameState
        The starting position.
    computer : dict, optional
        ``{seat: player}`` for the seats the computer plays: :class:`~ludo.core.players.Player`
        objects, e.g. ``ludo.player("atacama", "greedy", seed=1)``.
    describe : callable, optional
        ``describe(seat, move, new_state) -> list[str]``: what to say after a computer
        move (default: the French texts of the events).
    seed : int
        A computer seat given by its kind (``{1: "greedy"}``) is played by
        ``ludo.player(game, kind, seed + seat)``; kinds and seed are what a table's save
        needs to rebuild its computer players (:meth:`resume`).
    table : TableSlot, optional
        The workshop table whose file is rewritten after each change (:mod:`ludo.core.saves`);
        None (outside a workshop): nothing is written.

    Examples
    --------
    >>> import ludo
    >>> g = GameSession(ludo.new("atacama", seed=1), computer={1: ludo.player("atacama", "random", 0)})
    >>> texts = g.play("e5")          # the human's move, then the computer's answer
    >>> len(g.state.history), g.undo(), len(g.state.history)
    (2, True, 0)
    """

    def __init__(
        self,
        state,
        computer: Mapping[int, Player | str] | None = None,
        describe: Callable | None = None,
        seed: int = 0,
        table: TableSlot | None = None,
    ):
        self.initial = state
        self.history = [state]
        self.describe = describe or _event_texts
        self.table = table
        #: The last save's problem (a full disk...), in French; None when saved.
        self.save_error: str | None = None
        self.explanation = ""
        self._seat_players(state.game, computer or {}, seed)

    def _seat_players(self, game: str, computer: Mapping[int, Player | str], seed: int) -> None:
        self.seed = seed
        self.kinds = {seat: p for seat, p in computer.items() if isinstance(p, str)}
        self.computer: dict[int, Player] = {
            seat: player(game, p, seed + seat) if isinstance(p, str) else p
            for seat, p in computer.items()
        }

    def save(self, texts: list[str] | None = None) -> list[str]:
        """Write the game to its table's file (if any), with ``texts`` as its explanation."""
        if texts is not None:
            self.explanation = "\n".join(texts)
        if self.table is not None:
            try:
                note_game(self.history)  # its positions replay: no replay to save them
                save_table(
                    self.table.folder,
                    self.table.name,
                    self.state,
                    self.kinds,
                    self.seed,
                    self.explanation,
                )
                self.save_error = None
            except OSError as exc:  # the game goes on; the picker says it is not saved
                self.save_error = f"{exc.strerror} ({exc.filename})"
        return texts or []

    def resume(self, saved: SavedTable) -> None:
        """Go on with a saved table's game: its positions from the start (undo works), its
        computer seats and their seed, its last explanation."""
        self.history = saved.state.replay()
        self.initial = self.history[0]
        self._seat_players(saved.game, saved.computer, saved.seed)
        self.explanation = saved.explanation

    @property
    def state(self):
        return self.history[-1]

    def last_turn(self) -> list:
        """The positions since the last move of a seat the computer does not play: the one
        that move was played in, then every position after it (the computer's answers). The
        whole history when no such move was played. A table tells this turn and frames its
        tiles after a move; after a reload it tells it again from the saved game alone.

        >>> import ludo
        >>> g = GameSession(ludo.new("atacama", seed=1), computer={1: ludo.player("atacama", "random", 0)})
        >>> _ = g.play("e5")
        >>> [len(s.history) for s in g.last_turn()]
        [0, 1, 2]
        """
        h = self.history
        for i in range(len(h) - 2, -1, -1):
            if h[i].current_player not in self.computer:
                return h[i:]
        return list(h)

    def computer_to_move(self) -> bool:
        s = self.state
        return not s.is_over() and s.current_player in self.computer

    def play(self, move) -> list[str]:
        """Play ``move`` for the seat to move, then the computer's turns; return what happened.

        Raises ``ludo.LudoError`` (and changes nothing) when the move is refused.
        """
        new = self.state.play(move)
        self.history.append(new)
        return self.save([e.text for e in new.events] + self._computer_turns())

    def computer_turns(self) -> list[str]:
        """Let the computer play until a human seat is to move or the game is over."""
        texts = self._computer_turns()
        return self.save(texts) if texts else texts

    def _computer_turns(self) -> list[str]:
        texts: list[str] = []
        if not self.computer_to_move():
            return texts
        states = play_out(self.state, self.computer)  # stops at a human's turn
        for before, after in zip(states, states[1:], strict=False):
            self.history.append(after)
            texts += self.describe(before.current_player, after.history[-1], after)
        return texts

    def undo(self) -> bool:
        """Take back the last human move and the computer's answers to it."""
        if len(self.history) <= 1:
            return False
        self.history.pop()
        while len(self.history) > 1 and self.history[-1].current_player in self.computer:
            self.history.pop()
        self.save([])
        return True

    def reset(self) -> list[str]:
        """Back to the start (the computer plays again if it opens)."""
        self.history = [self.initial]
        return self.save(self._computer_turns())

    def start(self, state) -> list[str]:
        """A new game from ``state`` (other options, another draw), same computer seats."""
        self.initial = state
        return self.reset()

    def record(self, states) -> None:
        """Append positions already played from the current one (a play-out's states)."""
        self.history.extend(states)
        self.save([e.text for e in states[-1].events] if states else [])
