"""Guided first games: a real game played with the engine, a short lesson at each step.

A guide is **data** (the format of :mod:`ludo.core.texts`), in two files of a game's
package::

    ludo/<game>/guides/
        <name>.toml         the structure: the deal, the seats, the ordered steps
        fr/<name>.md        the French texts: a TOML header (title, [ask]) and one
                            section « ## <step id> » per step, one or two sentences

A step of the TOML file (``[[step]]``)::

    id = "cuivre"                 # the section of the Markdown file that says it
    until = "move"                # what ends it: move | moves | while | question | over | end
    moves = 3                     # « moves »: how many of the learner's moves
                                  # « while »: the step lasts while a legal move meets
                                  # its requirement (Barrage: the rest of round 1)
    require = "copper"            # a move the lesson asks for (a requirement of the game)
    highlight = "copper"          # the cells shown (a highlight of the game)
    question = "copper_value"     # « question »: a question of the game (answer computed)
    teaches = ["atacama:A1"]      # the rule cards this step teaches

The names (``require``, ``highlight``, ``question``) are the game's **hooks**
(:class:`GuideHooks`, in the game's rules layer: ``ludo/atacama/guided.py``): small
functions that ask the engine, so that no answer and no cell is typed in a file. The
loader (:func:`load_guide`) refuses, in French naming the file and the line, an unknown
field, step, name or card, a step without its text, a missing field.

:class:`GuidedGame` plays the guide: it holds the position, the step, the answers; it
checks a move (``None``, the engine's :class:`~ludo.core.errors.IllegalMove`, or a
:class:`LessonRefusal` « la leçon demande … » for a legal move the lesson does not
want), plays it with the computer's replies and says what changed in one line a move;
it asks the step's question and counts the answers; at the end it gives the score line
by line and the rules met. A refused move or answer changes nothing. It saves as JSON
(:meth:`GuidedGame.to_json`, :meth:`Guide.from_json`) so that a workshop table comes
back to the same step. No widget, no drawing: ``ludo/widgets/guide.py`` shows it.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from . import messages as msg
from . import texts
from .errors import InvalidData, LudoError
from .events import Event
from .french import agree, integer
from .players import player, players
from .registry import from_json, new
from .state import GameState, Move

#: What ends a step.
UNTIL = ("move", "moves", "while", "question", "over", "end")
STEP_KEYS = {"id", "until", "moves", "require", "highlight", "question", "teaches"}
GUIDE_KEYS = {"game", "text", "deal", "learner", "computer", "step"}
TEXT_KEYS = {"title", "ask"}
SAVE_FORMAT = "ludo-guide"
SAVE_VERSION = 1


class LessonRefusal(LudoError):
    """A legal move the lesson does not ask for (« la leçon demande … »): no rule id."""

    rule = None
    reason = ""


@dataclass(frozen=True)
class Question:
    """A question at a milestone, asked from the position: its ``choices`` (French
    texts), the right ``answer`` (one of them, computed by the engine), ``explain`` (the
    engine's words on it), the ``rule`` it cites and the cells it shows."""

    params: Mapping[str, str]
    choices: tuple[str, ...]
    answer: str
    explain: str = ""
    rule: str | None = None
    highlight: tuple[str, ...] = ()


def _no_rules(event: Event) -> tuple[str, ...]:
    return ()


@dataclass(frozen=True)
class GuideHooks:
    """What a game lends its guides (every function asks the engine, none changes it).

    ``highlights[name](state)``: cells (in the game's notation) to show; those named in
    ``playable`` are cells to play on (each a legal move's cell). ``requirements[name]
    (state, move)``: whether a legal move is the one the lesson asks for.
    ``questions[name](state, seat)``: the :class:`Question` for the learner's ``seat``.
    ``cell_of(move)``: the cell a move is played on (None for another kind of move).
    ``cites(event)``: the rule ids an event cites (its card ids). ``tell(states)``: the
    lines saying what a move and the computer's replies changed, from the states after each
    of them (default: one line a move, its events' texts; a game whose computer plays many
    moves in a row sums them up). ``score_lines(sheet)``: the end's score lines (text, rule
    id); default: every counted line of the sheet (a game with many alike lines groups them).
    """

    highlights: Mapping[str, Callable[[Any], tuple[str, ...]]] = field(default_factory=dict)
    playable: frozenset[str] = frozenset()
    requirements: Mapping[str, Callable[[Any, Move], bool]] = field(default_factory=dict)
    questions: Mapping[str, Callable[[Any, int], Question]] = field(default_factory=dict)
    cell_of: Callable[[Move], str | None] = lambda move: None
    cites: Callable[[Event], tuple[str, ...]] = _no_rules
    tell: Callable[[list[Any]], list[str]] | None = None
    score_lines: Callable[[Any], tuple[tuple[str, str | None], ...]] | None = None


@dataclass(frozen=True)
class Step:
    """One step of a guide (see the module)."""

    id: str
    until: str
    text: str
    teaches: tuple[str, ...] = ()
    moves: int = 1
    require: str = ""
    ask: str = ""
    highlight: str = ""
    question: str = ""


@dataclass(frozen=True)
class Guide:
    """A guide read from its files: the deal, the seats, the steps and the game's hooks."""

    game: str
    name: str
    title: str
    deal: Mapping[str, Any]
    learner: tuple[int, ...]
    computer: Mapping[int, str]
    steps: tuple[Step, ...]
    hooks: GuideHooks = field(compare=False, repr=False, default_factory=GuideHooks)
    titles: Mapping[str, str] = field(compare=False, repr=False, default_factory=dict)

    def start(self) -> GuidedGame:
        """A new guided game, at its first step (the computer has played if it opens)."""
        g = GuidedGame(self, new(self.game, **self.deal))
        states: list[GameState] = []
        g.state = g._replies(g.state, states)
        g.lines = tuple(g._tell(states))
        g._advance()
        return g

    def step_index(self, step_id: str) -> int:
        return next(i for i, s in enumerate(self.steps) if s.id == step_id)

    def from_json(self, text: str | Mapping[str, Any]) -> GuidedGame:
        """A guided game back from :meth:`GuidedGame.to_json` (checked field by field)."""

        def bad(name: str) -> InvalidData:
            problem = msg.GUIDE_SAVE_FIELD.format(field=name)
            return InvalidData(msg.GUIDE_SAVE_BAD.format(problem=problem), field=name)

        try:
            doc = json.loads(text) if isinstance(text, str) else dict(text)
        except (ValueError, TypeError):
            raise bad("format") from None

        if not isinstance(doc, dict) or doc.get("format") != SAVE_FORMAT:
            raise bad("format")
        if doc.get("version") != SAVE_VERSION:
            raise bad("version")
        if doc.get("game") != self.game or doc.get("guide") != self.name:
            problem = msg.GUIDE_SAVE_OTHER.format(
                found=f"{doc.get('game')}/{doc.get('guide')}", expected=f"{self.game}/{self.name}"
            )
            raise InvalidData(msg.GUIDE_SAVE_BAD.format(problem=problem), field="guide")
        ids = [s.id for s in self.steps]
        if doc.get("step") not in ids:
            raise bad("step")
        moved = doc.get("moved")
        if isinstance(moved, bool) or not isinstance(moved, int) or moved < 0:
            raise bad("moved")
        answers = doc.get("answers")
        if not isinstance(answers, list) or not all(
            isinstance(a, list)
            and len(a) == 3
            and a[0] in ids
            and isinstance(a[1], str)
            and isinstance(a[2], bool)
            for a in answers
        ):
            raise bad("answers")
        skipped = doc.get("skipped")
        if not isinstance(skipped, list) or not all(s in ids for s in skipped):
            raise bad("skipped")
        lines = doc.get("lines")
        if not isinstance(lines, list) or not all(isinstance(t, str) for t in lines):
            raise bad("lines")
        try:
            state = from_json(json.dumps(doc.get("partie")), game=self.game)
        except LudoError as exc:
            raise InvalidData(msg.GUIDE_SAVE_BAD.format(problem=exc), field="partie") from None
        if state.setup() != new(self.game, **self.deal).setup():
            raise bad("partie")
        return GuidedGame(
            self,
            state,
            self.step_index(doc["step"]),
            moved,
            tuple((a[0], a[1], a[2]) for a in answers),
            tuple(skipped),
            tuple(lines),
        )


@dataclass(frozen=True)
class Report:
    """The end of a guided game: the score lines (text, rule id), the result, the answers'
    count, the rules met (id, card title) and the last step's text (« Et ensuite »)."""

    lines: tuple[tuple[str, str | None], ...]
    not_counted: str
    summary: str
    count: str
    known: tuple[tuple[str, str], ...]
    next_text: str

    def texts(self) -> list[str]:
        """Every sentence the report shows (for counting words)."""
        out = [t for t, _ in self.lines] + [self.not_counted, self.summary, self.count]
        return out + [title for _, title in self.known] + [self.next_text]


@dataclass(eq=True)
class GuidedGame:
    """A guide being played (see the module). Fields: the position, the step's index, the
    learner's moves in this step, the answers given ``(step id, answer, right)``, the
    steps skipped (a step whose move cannot be played any more) and the last lines said."""

    guide: Guide
    state: GameState
    index: int = 0
    moved: int = 0
    answers: tuple[tuple[str, str, bool], ...] = ()
    skipped: tuple[str, ...] = ()
    lines: tuple[str, ...] = ()

    # -- what the learner sees ----------------------------------------------------------------
    @property
    def step(self) -> Step:
        return self.guide.steps[self.index]

    def is_done(self) -> bool:
        """True at the last step (the game is over, the report is shown)."""
        return self.step.until == "end"

    def taught(self) -> tuple[str, ...]:
        """The rule ids taught so far (the current step's included), in order."""
        out: list[str] = []
        for s in self.guide.steps[: self.index + 1]:
            if s.id not in self.skipped:
                out += [r for r in s.teaches if r not in out]
        return tuple(out)

    def question(self) -> Question | None:
        """The step's question, asked from the position (None for another step)."""
        if self.step.until != "question":
            return None
        return self.guide.hooks.questions[self.step.question](self.state, self.learner)

    @property
    def learner(self) -> int:
        """The learner's seat (the first one when several people share the screen)."""
        return self.guide.learner[0]

    def text(self) -> str:
        """The step's instruction (a question's text with its values put in)."""
        q = self.question()
        return self.step.text.format_map(dict(q.params)) if q else self.step.text

    def highlight(self) -> tuple[str, ...]:
        """The cells the step shows on the board."""
        q = self.question()
        if q is not None:
            return q.highlight
        name = self.step.highlight
        if not name or self.state.is_over():
            return ()
        return self.guide.hooks.highlights[name](self.state)

    def count(self) -> str:
        """« 2 bonnes réponses sur 3 » (empty before the first answer)."""
        right = sum(1 for a in self.answers if a[2])
        return agree(msg.GUIDE_COUNT.format(right=right, asked=len(self.answers)))

    # -- moves --------------------------------------------------------------------------------
    def _try(self, move: Move | str) -> tuple[LudoError | None, GameState | None]:
        step = self.step
        if step.until == "end" or self.state.is_over():
            return LessonRefusal(msg.GUIDE_NO_MOVE_NOW), None
        if step.until == "question":
            return LessonRefusal(msg.GUIDE_ANSWER_FIRST), None
        try:
            if isinstance(move, str):
                move = self.state.parse_move(move)
            after = self.state.play(move)
        except LudoError as err:
            return err, None
        if step.require and not self.guide.hooks.requirements[step.require](self.state, move):
            return LessonRefusal(msg.GUIDE_LESSON.format(ask=step.ask)), None
        return None, after

    def check(self, move: Move | str) -> LudoError | None:
        """None when the lesson takes ``move``; else why not: the engine's refusal
        (:class:`~ludo.core.errors.IllegalMove`, with its rule id) or a
        :class:`LessonRefusal`. Nothing changes."""
        return self._try(move)[0]

    def _tell(self, states: list[GameState]) -> list[str]:
        """What the moves that led to ``states`` changed (the game's ``tell`` hook, else a
        line a move)."""
        tell = self.guide.hooks.tell
        if tell is not None:
            return tell(states)
        return [" ".join(e.text for e in s.events) for s in states]

    def _replies(self, state: GameState, states: list[GameState]) -> GameState:
        """The computer's moves until a learner is to move (each state kept in ``states``)."""
        seed = int(self.guide.deal.get("seed") or 0)
        while not state.is_over() and state.current_player in self.guide.computer:
            kind = self.guide.computer[state.mover]
            move = player(self.guide.game, kind, seed + len(state.history)).choose(state)
            state = state.play(move)
            states.append(state)
        return state

    def play(self, move: Move | str) -> list[str]:
        """Play ``move`` (refused as :meth:`check` says, nothing changed), then the
        computer's replies; the step moves on when it ends. Returns what changed, a line
        a move, then the new totals when they changed."""
        err, after = self._try(move)
        if err is not None:
            raise err
        assert after is not None
        before = self.state.score().totals()
        states = [after]
        after = self._replies(after, states)
        lines = self._tell(states)
        sheet = after.score()
        totals = sheet.totals()
        if totals != before:
            lines.append(
                msg.GUIDE_TOTALS.format(
                    totals=", ".join(
                        f"{sheet.player_names[p]} {integer(t, signed=True)}"
                        for p, t in totals.items()
                    )
                )
            )
        self.state = after
        self.moved += 1
        self.lines = tuple(lines)
        self._advance()
        return lines

    def answer(self, value: str) -> str:
        """Answer the step's question with one of its choices: the feedback (right or
        not, the engine's explanation, the count). Anything else is refused, unchanged."""
        q = self.question()
        if q is None:
            raise InvalidData(msg.GUIDE_NO_QUESTION, field="answer")
        if value not in q.choices:
            raise InvalidData(
                msg.GUIDE_NOT_A_CHOICE.format(value=value, choices=", ".join(q.choices)),
                field="answer",
            )
        right = value == q.answer
        self.answers += ((self.step.id, value, right),)
        verdict = (msg.GUIDE_RIGHT if right else msg.GUIDE_WRONG).format(answer=q.answer)
        feedback = " ".join(t for t in (verdict, q.explain, self.count()) if t)
        self.lines = (feedback,)
        self.index += 1
        self.moved = 0
        self._advance()
        return feedback

    def _advance(self) -> None:
        """Move on past every step already ended (a step whose move can no longer be
        played is skipped, and recorded)."""
        hooks = self.guide.hooks
        while True:
            step = self.step
            over = self.state.is_over()
            done = (
                (step.until == "move" and self.moved >= 1)
                or (step.until == "moves" and self.moved >= step.moves)
                or (step.until == "over" and over)
            )
            if not done and step.until in ("move", "moves", "while"):
                require = hooks.requirements.get(step.require)
                if over or (
                    require is not None
                    and not any(require(self.state, m) for m in self.state.legal_moves())
                ):
                    # « while » ends so (its phase is over); the others could not be played
                    if step.until != "while":
                        self.skipped += (step.id,)
                    done = True
            if not done:
                return
            self.index += 1
            self.moved = 0

    # -- the end --------------------------------------------------------------------------------
    def report(self) -> Report:
        """The score line by line, the result, the count and the rules met."""
        sheet = self.state.score()
        if self.guide.hooks.score_lines is not None:
            counted = self.guide.hooks.score_lines(sheet)
        else:
            counted = tuple((line.text, line.rule) for line in sheet.lines if line.counts)
        others = sum(1 for line in sheet.lines if not line.counts)
        titles = self.guide.titles
        return Report(
            counted,
            agree(msg.GUIDE_NOT_COUNTED.format(n=others)) if others else "",
            sheet.summary(),
            self.count() if self.answers else "",
            tuple((r, titles.get(r, r)) for r in self.taught()),
            self.guide.steps[-1].text,
        )

    # -- saves ----------------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": self.guide.game,
            "guide": self.guide.name,
            "step": self.step.id,
            "moved": self.moved,
            "answers": [list(a) for a in self.answers],
            "skipped": list(self.skipped),
            "lines": list(self.lines),
            "partie": json.loads(self.state.to_json(indent=None)),
        }

    def to_json(self) -> str:
        """The guided game as JSON (:meth:`Guide.from_json` reads it back)."""
        return json.dumps(self.to_dict(), ensure_ascii=False)


# -- the loader ------------------------------------------------------------------------------------
def _step_lines(raw: str) -> list[int]:
    return [i + 1 for i, line in enumerate(raw.splitlines()) if line.strip() == "[[step]]"]


def _sections(doc: texts.Document) -> dict[str, tuple[str, int]]:
    """The ``## <id>`` sections of a document's body: id → (text, line of the heading)."""
    lines = doc.raw.splitlines()
    start = next(i for i in range(1, len(lines)) if lines[i].strip() == texts.FENCE) + 1
    out: dict[str, tuple[str, int]] = {}
    current: str | None = None
    body: list[str] = []
    for i in range(start, len(lines)):
        line = lines[i]
        if line.startswith("## "):
            if current is not None:
                out[current] = (texts.paragraphs("\n".join(body)), out[current][1])
            current = line[3:].strip()
            if current in out:
                raise texts.fail(doc.path, i + 1, msg.GUIDE_STEP_TWICE.format(step=current))
            out[current] = ("", i + 1)
            body = []
        elif current is not None:
            body.append(line)
    if current is not None:
        out[current] = (texts.paragraphs("\n".join(body)), out[current][1])
    return out


def load_guide(package: str, name: str, hooks: GuideHooks, book: Any, lang: str = "fr") -> Guide:
    """The guide ``name`` of the game package ``package`` (``"ludo.atacama"``), with the
    game's ``hooks`` and rule ``book`` (its card ids are checked). French errors name the
    file and the line (see the module)."""
    root = texts.texts_root(package) / "guides"
    prefix = package.replace(".", "/") + "/guides"
    tpath = f"{prefix}/{name}.toml"
    table, raw = texts.read_table(root / f"{name}.toml", tpath)
    mpath = f"{prefix}/{lang}/{name}.md"
    doc = texts.read_document(root / lang / f"{name}.md", mpath)
    return build_guide(table, raw, tpath, doc, name, hooks, book)


def build_guide(
    table: Mapping[str, Any],
    raw: str,
    tpath: str,
    doc: texts.Document,
    name: str,
    hooks: GuideHooks,
    book: Any,
) -> Guide:
    """A guide from its read files (:func:`load_guide`; the tests give small ones)."""

    def fail(problem: str, key: str | None = None, after: int | None = None) -> InvalidData:
        line = texts.table_line(raw, key, after) if key else after
        return texts.fail(tpath, line or after, problem, field=key)

    for key in table:
        if key not in GUIDE_KEYS:
            allowed = ", ".join(sorted(GUIDE_KEYS))
            raise fail(msg.TEXT_UNKNOWN_KEY.format(key=key, allowed=allowed), key)
    for key in ("game", "deal", "learner", "step"):
        if key not in table:
            raise texts.fail(tpath, 1, msg.TEXT_MISSING_KEY.format(key=key), field=key)
    game = table["game"]
    deal = table["deal"]
    if not isinstance(deal, dict):
        raise fail(msg.TEXT_NOT_TABLE.format(key="deal"), "deal")
    try:
        first = new(game, **deal)
    except (LudoError, TypeError) as exc:
        raise fail(msg.GUIDE_BAD_DEAL.format(reason=exc), "deal") from None
    seats = first.setup().get("players", 1)
    learner = table["learner"]
    computer = {str(k): v for k, v in table.get("computer", {}).items()}
    kinds = {p.key for p in players(game)}
    seat_ok = isinstance(learner, list) and all(isinstance(s, int) for s in learner)
    if not seat_ok or sorted([*learner, *(int(k) for k in computer if k.isdigit())]) != list(
        range(seats)
    ):
        raise fail(msg.GUIDE_BAD_SEATS.format(last=seats - 1), "learner")
    for kind in computer.values():
        if kind not in kinds:
            known = ", ".join(sorted(kinds))
            problem = msg.GUIDE_UNKNOWN_NAME.format(kind="joueur", name=kind, known=known)
            raise fail(problem, "computer")
    texts.check_keys(doc, TEXT_KEYS, {"title"})
    title = texts.string(doc, "title")
    ask = doc.header.get("ask", {})
    if not isinstance(ask, dict):
        raise doc.error(msg.TEXT_NOT_TABLE.format(key="ask"), "ask")
    sections = _sections(doc)
    raw_steps = table["step"]
    if not isinstance(raw_steps, list) or not raw_steps:
        raise fail(msg.GUIDE_NO_STEP, "step")
    lines = _step_lines(raw)
    ids = {item.get("id") for item in raw_steps if isinstance(item, dict)}
    for section, (_text, line) in sections.items():
        if section not in ids:
            raise texts.fail(doc.path, line, msg.GUIDE_UNKNOWN_STEP.format(step=section))
    steps: list[Step] = []
    for k, item in enumerate(raw_steps):
        at = lines[k] if k < len(lines) else None
        steps.append(_step(item, at, fail, hooks, book, sections, ask, doc, [s.id for s in steps]))
    if steps[-1].until != "end":
        raise fail(msg.GUIDE_LAST_NOT_END, after=lines[-1] if lines else None)
    for key in ask:
        if key not in ids:
            raise doc.error(msg.GUIDE_UNKNOWN_STEP.format(step=key), key)
    titles = {}
    for s in steps:
        for r in s.teaches:
            card = book.find(r)
            titles[r] = card.title if card is not None else r
    return Guide(
        game,
        name,
        title,
        dict(deal),
        tuple(learner),
        {int(k): v for k, v in computer.items()},
        tuple(steps),
        hooks,
        titles,
    )


def _step(item, at, fail, hooks, book, sections, ask, doc, before) -> Step:
    """One ``[[step]]`` table, checked (``at``: its line)."""
    if not isinstance(item, dict):
        raise fail(msg.TEXT_NOT_TABLE.format(key="step"), after=at)
    for key in item:
        if key not in STEP_KEYS:
            allowed = ", ".join(sorted(STEP_KEYS))
            raise fail(msg.TEXT_UNKNOWN_KEY.format(key=key, allowed=allowed), key, at)
    for key in ("id", "until"):
        if not isinstance(item.get(key), str):
            raise fail(msg.TEXT_MISSING_KEY.format(key=key), after=at)
    sid, until = item["id"], item["until"]
    if sid in before:
        raise fail(msg.GUIDE_STEP_TWICE.format(step=sid), "id", at)
    if until not in UNTIL:
        raise fail(msg.GUIDE_UNTIL.format(value=until), "until", at)
    teaches = item.get("teaches", [])
    if not isinstance(teaches, list) or not all(isinstance(t, str) for t in teaches):
        raise fail(msg.TEXT_NOT_STRINGS.format(key="teaches"), "teaches", at)
    for card in teaches:
        found = book.find(card)
        if found is None or card not in found.ids:
            raise fail(msg.GUIDE_UNKNOWN_CARD.format(card=card), "teaches", at)
    named = (
        ("highlight", hooks.highlights, "surlignage"),
        ("require", hooks.requirements, "exigence"),
        ("question", hooks.questions, "question"),
    )
    for key, known, kind in named:
        value = item.get(key, "")
        if value and value not in known:
            names = ", ".join(sorted(known)) or "aucun"
            raise fail(msg.GUIDE_UNKNOWN_NAME.format(kind=kind, name=value, known=names), key, at)
    if until == "question" and not item.get("question"):
        raise fail(msg.GUIDE_NEEDS.format(step=sid, until=until, key="question"), after=at)
    if until == "while" and not item.get("require"):
        raise fail(msg.GUIDE_NEEDS.format(step=sid, until=until, key="require"), after=at)
    moves = item.get("moves", 1)
    if until == "moves" and "moves" not in item:
        raise fail(msg.GUIDE_NEEDS.format(step=sid, until=until, key="moves"), after=at)
    if isinstance(moves, bool) or not isinstance(moves, int) or not 1 <= moves <= 99:
        raise fail(msg.GUIDE_BAD_MOVES, "moves", at)
    require = item.get("require", "")
    if require and not isinstance(ask.get(sid), str):
        raise doc.error(msg.GUIDE_NO_ASK.format(step=sid), "ask")
    text = sections.get(sid, ("", 0))[0]
    if not text:
        line = sections.get(sid, ("", None))[1]
        raise texts.fail(doc.path, line, msg.GUIDE_STEP_NO_TEXT.format(step=sid))
    return Step(
        sid,
        until,
        text,
        tuple(teaches),
        moves,
        require,
        ask.get(sid, "") if require else "",
        item.get("highlight", ""),
        item.get("question", ""),
    )


__all__ = [
    "Guide",
    "GuideHooks",
    "GuidedGame",
    "LessonRefusal",
    "Question",
    "Report",
    "Step",
    "build_guide",
    "load_guide",
]
