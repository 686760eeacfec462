"""The games of a workshop kept on the host: one file per game table, rewritten after each move.

A workshop guest names their table (« 3 », « Les Ulis »); the table's game is written to
``<folder>/<game>--<table>.json`` after each move, so that a reloaded page (a coffee
break, a laptop gone to sleep) can resume it, and so that the projector view
(``notebooks/projecteur.ipynb``) can show it to the room. This module holds the file logic
only (no widget): the table picker and :class:`ludo.widgets.GameSession` use it.

The folder comes from the environment variable ``LUDO_SAVES`` (set by ``make atelier``,
option ``SAVES=``). Without it nothing is written: JupyterLab, the tests and the static
site keep no file behind them, and a game table shows its game at once.

On JupyterHub (``deploy/jupyterhub/``) each table is a hub user with a server of its own:
its ``LUDO_SAVES`` is a folder of its own, named by its key (:func:`table_key`, which is
also its hub user name), inside the hub's saves folder, and ``LUDO_TABLE`` names the table
(:func:`fixed_table`), so that its game tables never ask for it. The host's projector reads
the whole saves folder: :func:`live_tables` also lists the tables of its sub-folders.

A table file holds the game's own save (:meth:`ludo.core.state.GameState.to_json`, under
``"partie"``, read back with :func:`ludo.from_json`) and what the table needs beyond the
position: the seats the computer plays and their kind, the seed their tie-breaks start
from, and the last explanation shown (for the projector)::

    {"format": "ludo-table", "version": 1, "game": "atacama", "table": "3",
     "seed": 40213, "computer": {"1": "search"}, "explanation": "…", "partie": {…}}

A file that is not such a save (bad JSON, another format or version, another game, an
illegal move, an unknown computer player) is refused with a French message naming the
problem; nothing is deleted or changed. Writing is atomic (a temporary file in the same
folder, then a rename): a reader never sees half a file.
"""

from __future__ import annotations

import json
import os
import re
import secrets
import tempfile
import time
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import messages as msg
from .errors import InvalidData, LudoError
from .jsondata import parse_json_text
from .players import players
from .registry import from_json, games
from .speed import remember
from .state import GameState

SAVES_ENV = "LUDO_SAVES"
SEED_ENV = "LUDO_SEED"
TABLE_ENV = "LUDO_TABLE"
TABLE_FORMAT = "ludo-table"
TABLE_VERSION = 1
TABLE_FIELDS = (
    "format",
    "version",
    "game",
    "table",
    "seed",
    "computer",
    "explanation",
    "partie",
    "guide",
)
#: The kinds of tables besides a free game: a guided first game (:mod:`ludo.core.guides`),
#: kept in its own file (``atacama-guide--3.json``) so that a table's free game and its
#: guided game never replace each other.
TABLE_KINDS = ("", "guide")
NAME_LIMIT = 30
#: A table saved within this many hours is « live » (listed by the projector).
LIVE_HOURS = 12.0
_NAME_CHARS = re.compile(r"^[\w' -]+$")


def saves_folder(env: Mapping[str, str] | None = None) -> Path | None:
    """The workshop's save folder (``LUDO_SAVES``), or None outside a workshop."""
    value = (os.environ if env is None else env).get(SAVES_ENV, "").strip()
    return Path(value).expanduser() if value else None


def fixed_table(env: Mapping[str, str] | None = None) -> str | None:
    """The table this server plays for (``LUDO_TABLE``, set by the hub for a table's own
    server), or None when the guest names it (``make atelier``).

    >>> fixed_table({"LUDO_TABLE": " les elephants "}), fixed_table({})
    ('les elephants', None)
    """
    value = (os.environ if env is None else env).get(TABLE_ENV, "").strip()
    return table_name(value) if value else None


def fresh_seed(env: Mapping[str, str] | None = None) -> int:
    """The seed of a new game: the host's fixed draw (``LUDO_SEED``), or a new one each time.

    >>> fresh_seed({"LUDO_SEED": "12"})
    12
    """
    value = (os.environ if env is None else env).get(SEED_ENV, "").strip()
    if value:
        try:
            return int(value)
        except ValueError:
            raise InvalidData(
                msg.TABLE_BAD_SEED.format(name=SEED_ENV, value=value), field=SEED_ENV
            ) from None
    return secrets.randbelow(1_000_000)


def table_name(text: str) -> str:
    """The table's name as the guest typed it, cleaned (spaces); a French error if unusable.

    >>> table_name("  Table   3 ")
    'Table 3'
    """
    name = " ".join(str(text).split())
    if not name:
        raise InvalidData(msg.TABLE_NAME_EMPTY, field="table")
    if len(name) > NAME_LIMIT:
        raise InvalidData(
            msg.TABLE_NAME_TOO_LONG.format(n=len(name), limit=NAME_LIMIT), field="table"
        )
    if not _NAME_CHARS.match(name) or "_" in name:
        raise InvalidData(msg.TABLE_NAME_CHARS.format(name=name), field="table")
    return name


#: The prefix of a key written in Punycode (a name with letters outside the Latin
#: alphabet): a Latin key never holds « -- », so the two kinds of keys never meet.
PUNY = "xn--"


def _ascii_fold(text: str) -> str:
    return unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()


def table_key(name: str) -> str:
    """The file-name form of a table's name: « Table 3 », « table 3 » and « 3 » are one table,
    and so are « Les Éléphants » and « les elephants »; two names that differ otherwise never
    share a key. A name whose letters are not all Latin (« Стол 3 », « 桌子 ») is kept whole,
    lower-cased, written in Punycode after ``xn--`` (ASCII, as a file name and a JupyterHub
    user name need).

    >>> table_key("Table 3"), table_key("Les Éléphants"), table_key("Стол")
    ('3', 'les-elephants', 'xn--k1afie')
    >>> table_key("Стол") != table_key("Стул") and table_key("Table Ω") != table_key("Table")
    True
    """
    clean = table_name(name)
    lost = any(ch.isalnum() and not _ascii_fold(ch) for ch in clean)
    words = clean.lower().split(" ")
    if words[0] == "table" and len(words) > 1:
        words = words[1:]
    if lost:
        return PUNY + "-".join(words).encode("punycode").decode("ascii")
    return re.sub(r"[^a-z0-9]+", "-", _ascii_fold(" ".join(words))).strip("-") or "-"


def key_name(key: str) -> str:
    """A table's name read back from its key (for a file listed before it is read).

    >>> key_name("les-elephants"), key_name("xn--k1afie")
    ('les elephants', 'стол')
    """
    if key.startswith(PUNY):
        try:
            return key[len(PUNY) :].encode("ascii").decode("punycode").replace("-", " ")
        except (UnicodeError, ValueError):
            return key
    return key.replace("-", " ")


def table_label(name: str) -> str:
    """How a table is named in a sentence: « table 3 », « table Les Ulis ».

    >>> table_label("3"), table_label("Table 3"), table_label("Les Ulis")
    ('table 3', 'table 3', 'table Les Ulis')
    """
    name = table_name(name)
    words = name.split(" ", 1)
    if words[0].lower() == "table" and len(words) > 1:
        name = words[1]
    return f"table {name}"


def table_file(folder: Path, game: str, name: str, kind: str = "") -> Path:
    """Where the table ``name``'s game of ``game`` is kept (``kind``: ``"guide"`` for its
    guided first game, in a file of its own).

    >>> table_file(Path("s"), "atacama", "3").name, table_file(Path("s"), "atacama", "3", "guide").name
    ('atacama--3.json', 'atacama-guide--3.json')
    """
    prefix = f"{game}-{kind}" if kind else game
    return Path(folder) / f"{prefix}--{table_key(name)}.json"


@dataclass(frozen=True)
class SavedTable:
    """A table's game read back from its file (everything validated)."""

    game: str
    table: str
    state: GameState
    computer: dict[int, str] = field(default_factory=dict)
    seed: int = 0
    explanation: str = ""
    path: Path | None = None
    mtime: float = 0.0
    #: A guided game's progress (:meth:`ludo.core.guides.GuidedGame.to_dict`), or None.
    guide: dict | None = None


def note_game(states: Sequence[GameState]) -> None:
    """Tell the core that each of ``states`` was played on from the one before it by a legal
    move (a game's history): when the first one's save needs no snapshot (``(setup, moves)``
    rebuilds it), neither does any later one's, since moves replay exactly (draws come from
    the seed). Saving after each move then costs no replay of the whole game (the core
    otherwise checks a position's save by replaying it, see ``GameState._snapshot``).
    """
    if not states or states[0]._snapshot() is not None:
        return
    setup = states[0].setup()
    for before, after in zip(states, states[1:], strict=False):
        known = after.__dict__.get("_save_snapshot")
        if known is not None and known[0] == id(after):
            continue
        if after.history[:-1] != before.history or after.setup() != setup:
            return  # not a move played on: the core checks it itself
        remember(after, "_save_snapshot", (id(after), None))


def save_table(
    folder: Path,
    table: str,
    state: GameState,
    computer: Mapping[int, str] | None = None,
    seed: int = 0,
    explanation: str = "",
    guide: Mapping[str, Any] | None = None,
    kind: str = "",
) -> Path:
    """Write the table's game atomically (a temporary file, then a rename); its path.
    ``guide``: a guided game's progress, kept beside the game (``kind="guide"``)."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    doc: dict[str, Any] = {
        "format": TABLE_FORMAT,
        "version": TABLE_VERSION,
        "game": state.game,
        "table": table_name(table),
        "seed": int(seed),
        "computer": {str(seat): kind for seat, kind in sorted((computer or {}).items())},
        "explanation": explanation,
        "partie": json.loads(state.to_json(indent=None)),
    }
    if guide is not None:
        doc["guide"] = dict(guide)
    path = table_file(folder, state.game, table, kind)
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=f".{path.stem}-", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            json.dump(doc, out, ensure_ascii=False)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return path


def _refuse(path: Path, table: str | None, reason: str) -> InvalidData:
    if table is None:
        return InvalidData(msg.TABLE_FILE_REFUSED.format(file=path.name, reason=reason))
    return InvalidData(msg.TABLE_REFUSED.format(table=table, file=path.name, reason=reason))


def read_table(path: Path, game: str | None = None, table: str | None = None) -> SavedTable:
    """Read and check a table file; ``game``: the game expected (another one is refused).

    Raises :class:`InvalidData` in French naming the file and the problem; the file is
    left as it is.
    """
    path = Path(path)
    try:
        raw = path.read_bytes()
        mtime = path.stat().st_mtime
    except OSError as exc:
        raise _refuse(path, table, msg.TABLE_UNREADABLE.format(reason=exc.strerror)) from None
    try:
        doc = parse_json_text(raw, field=path.name)
    except InvalidData as exc:
        raise _refuse(path, table, str(exc)) from None

    def bad(field_name: str) -> InvalidData:
        return _refuse(path, table, msg.TABLE_NOT_A_SAVE.format(field=field_name))

    if not isinstance(doc, dict) or doc.get("format") != TABLE_FORMAT:
        raise bad("format")
    version = doc.get("version")
    if isinstance(version, bool) or version != TABLE_VERSION:
        raise _refuse(
            path, table, msg.TABLE_BAD_VERSION.format(found=version, expected=TABLE_VERSION)
        )
    for key in doc:
        if key not in TABLE_FIELDS:
            raise _refuse(path, table, msg.TABLE_UNKNOWN_FIELD.format(field=key))
    found = doc.get("game")
    if not isinstance(found, str):
        raise bad("game")
    if game is not None and found != game:
        raise _refuse(path, table, msg.TABLE_OTHER_GAME.format(found=found, expected=game))
    name = doc.get("table")
    seed = doc.get("seed")
    computer = doc.get("computer")
    explanation = doc.get("explanation", "")
    if not isinstance(name, str):
        raise bad("table")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise bad("seed")
    if not isinstance(computer, dict) or not all(isinstance(k, str) for k in computer.values()):
        raise bad("computer")
    if not isinstance(explanation, str):
        raise bad("explanation")
    if not isinstance(doc.get("partie"), dict):
        raise bad("partie")
    guide = doc.get("guide")
    if guide is not None and not isinstance(guide, dict):
        raise bad("guide")
    try:
        state = from_json(json.dumps(doc["partie"]), game=found)
    except LudoError as exc:
        raise _refuse(path, table, msg.TABLE_BAD_GAME.format(reason=exc)) from None
    known = {p.key for p in players(found)}
    seats: dict[int, str] = {}
    n = getattr(state, "n_players", None)
    for seat_text, kind in computer.items():
        if not seat_text.isdigit() or (n is not None and int(seat_text) >= n):
            raise _refuse(path, table, msg.TABLE_BAD_SEAT.format(seat=seat_text, n=n))
        if kind not in known:
            reason = msg.TABLE_BAD_PLAYER.format(
                reason=f"« {kind} » n'est pas un joueur de {found} ({', '.join(sorted(known))})."
            )
            raise _refuse(path, table, reason)
        seats[int(seat_text)] = kind
    return SavedTable(found, name, state, seats, seed, explanation, path, mtime, guide)


def find_table(folder: Path | None, game: str, name: str, kind: str = "") -> Path | None:
    """The file of the table ``name``'s game of ``game`` (of ``kind``), if there is one."""
    if folder is None:
        return None
    path = table_file(folder, game, name, kind)
    return path if path.is_file() else None


@dataclass(frozen=True)
class TableEntry:
    """A table file as the projector lists it (not read yet)."""

    game: str
    key: str
    path: Path
    mtime: float
    kind: str = ""

    @property
    def label(self) -> str:
        """« table 3 », « table les ulis » (from the file's name: the file is not read)."""
        return table_label(key_name(self.key))


def live_tables(folder: Path | None, hours: float = LIVE_HOURS) -> list[TableEntry]:
    """The tables saved in the last ``hours`` hours, the most recent first: the files of
    ``folder`` and of its sub-folders (a hub's saves folder holds one folder per table)."""
    if folder is None or not Path(folder).is_dir():
        return []
    since = time.time() - hours * 3600
    known = games()
    out = []
    folder = Path(folder)
    for path in [*folder.glob("*--*.json"), *folder.glob("*/*--*.json")]:
        if path.name.startswith(".") or path.parent.name.startswith("."):
            continue
        try:
            mtime = path.stat().st_mtime
        except OSError:  # removed meanwhile
            continue
        prefix, _, key = path.stem.partition("--")
        game, _, kind = prefix.partition("-")
        if mtime >= since and game in known and kind in TABLE_KINDS:
            out.append(TableEntry(game, key, path, mtime, kind))
    return sorted(out, key=lambda e: (-e.mtime, e.path.name))
