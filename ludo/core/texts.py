"""Texts as data: the prose a reader sees (rule cards, guides) read from files, not Python.

One format for every text of the project: a **Markdown file with a TOML header**
between two lines ``+++`` (the header holds the fields, the body the French prose)::

    +++
    id = "atacama.not_adjacent"
    kind = "rule"
    title = "Deux puits ne se touchent jamais par un côté"
    +++
    Un nouveau puits ne peut pas se poser…

and plain **TOML tables** for data without prose (the examples' positions). TOML is read
with the standard library's ``tomllib`` (the small ``tomli`` backport on Python 3.10).

The files ship inside the package (package data), so they are read through
:mod:`importlib.resources` and work from a source checkout and an installed wheel alike.
Every error is an :class:`~ludo.core.errors.InvalidData` naming the file and the line, in
French, and nothing is built from a file that does not read.

>>> doc = parse_document("+++\\nid = 'x.y'\\n+++\\nUn texte\\nsur deux lignes.\\n", "x.md")
>>> doc.header["id"], doc.body
('x.y', 'Un texte sur deux lignes.')
>>> doc.line_of("id")
2
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    if sys.version_info >= (3, 11):
        from importlib.resources.abc import Traversable
    else:  # pragma: no cover
        from importlib.abc import Traversable

from . import messages as msg
from .errors import InvalidData

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

#: The line that opens and closes a document's header.
FENCE = "+++"
_TOML_LINE = re.compile(r"at line (\d+)")


def texts_root(package: str) -> Traversable:
    """The folder of data files of ``package`` (``"ludo.atacama"`` → ``ludo/atacama/``),
    in a source checkout or an installed wheel."""
    return resources.files(package)


def where(path: str, line: int | None = None) -> str:
    """« fichier x.md, ligne 3 »: how an error names its place."""
    return msg.TEXT_WHERE_LINE.format(path=path, line=line) if line else path


def fail(path: str, line: int | None, problem: str, field: str | None = None) -> InvalidData:
    """The :class:`InvalidData` for ``problem`` at ``path``, line ``line``."""
    return InvalidData(msg.TEXT_BAD.format(where=where(path, line), problem=problem), field=field)


def _line_in(text: str, key: str, start: int = 0) -> int | None:
    """The 1-based line where ``key =`` (or the table ``[key]``) is written in ``text``."""
    pattern = re.compile(
        rf"^[ \t]*(?:{re.escape(key)}\s*=|\[{re.escape(key)}\]|\"{re.escape(key)}\"\s*=|"
        rf"\[\"{re.escape(key)}\"\])",
        re.M,
    )
    m = pattern.search(text, start)
    return text.count("\n", 0, m.start()) + 1 if m else None


def parse_toml(text: str, path: str, offset: int = 0) -> dict[str, Any]:
    """``text`` read as TOML; a syntax error names ``path`` and its line (``offset``: the
    lines before ``text`` in the file)."""
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        m = _TOML_LINE.search(str(exc))
        if m:
            line: int | None = int(m.group(1)) + offset
        elif "end of document" in str(exc):
            line = len(text.splitlines()) + offset
        else:
            line = None
        raise fail(path, line, msg.TEXT_BAD_TOML.format(reason=str(exc).split(" (at")[0])) from None


@dataclass(frozen=True)
class Document:
    """A text file: its TOML ``header``, its Markdown ``body`` and where it was read."""

    path: str
    header: dict[str, Any]
    body: str
    raw: str = field(repr=False, default="")

    def line_of(self, key: str) -> int:
        """The line of ``key`` in the header (the first line when it is not written)."""
        return _line_in(self.raw, key) or 1

    def error(self, problem: str, key: str | None = None) -> InvalidData:
        """An :class:`InvalidData` naming this file and the line of ``key``."""
        return fail(self.path, self.line_of(key) if key else 1, problem, field=key)


def paragraphs(body: str) -> str:
    """The body with its lines joined: a blank line separates paragraphs (kept as one
    blank line), any other line break is a space (files are wrapped for reading), except
    after a word's hyphen (« au-\\ndelà » is « au-delà »).

    >>> paragraphs("Un mot au-\\ndelà de la\\nligne.\\n\\n\\nFin - dit-il.")
    'Un mot au-delà de la ligne.\\n\\nFin - dit-il.'
    """
    body = re.sub(r"(?<=\w-)[ \t]*\n[ \t]*(?=\w)", "", body.strip())
    paras = [" ".join(p.split()) for p in re.split(r"\n\s*\n", body)]
    return "\n\n".join(p for p in paras if p)


def parse_document(text: str, path: str) -> Document:
    """A document from its text: ``+++``, the TOML header, ``+++``, the body."""
    lines = text.splitlines()
    if not lines or lines[0].strip() != FENCE:
        raise fail(path, 1, msg.TEXT_NO_HEADER)
    try:
        end = next(i for i in range(1, len(lines)) if lines[i].strip() == FENCE)
    except StopIteration:
        raise fail(path, len(lines), msg.TEXT_NO_HEADER_END) from None
    header = parse_toml("\n".join(lines[1:end]), path, offset=1)
    return Document(path, header, paragraphs("\n".join(lines[end + 1 :])), raw=text)


def read_document(file: Traversable | Path, path: str) -> Document:
    """The document in ``file`` (``path``: its name in error messages)."""
    try:
        text = file.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise fail(path, None, msg.TEXT_UNREADABLE.format(reason=exc)) from None
    return parse_document(text, path)


def read_table(file: Traversable | Path, path: str) -> tuple[dict[str, Any], str]:
    """The TOML file ``file`` and its raw text (for the lines of errors)."""
    try:
        text = file.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise fail(path, None, msg.TEXT_UNREADABLE.format(reason=exc)) from None
    return parse_toml(text, path), text


def table_line(raw: str, name: str, after: int | None = None) -> int | None:
    """The line of the table ``[name]`` (or ``name =``) in a TOML file's text, searched
    from line ``after`` on when given."""
    start = 0
    for _ in range((after or 1) - 1):
        start = raw.index("\n", start) + 1
    return _line_in(raw, name, start)


def documents(folder: Traversable | Path, path: str) -> Iterator[Document]:
    """Every ``*.md`` document of ``folder`` (sorted by name; ``path``: the folder's name in
    error messages). A missing folder holds none."""
    if not folder.is_dir():
        return
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if entry.name.endswith(".md") and entry.is_file():
            yield read_document(entry, f"{path}/{entry.name}")


def check_keys(doc: Document, allowed: set[str], required: set[str]) -> None:
    """Refuse a header with a key not in ``allowed`` or without one of ``required``."""
    for key in doc.header:
        if key not in allowed:
            raise doc.error(
                msg.TEXT_UNKNOWN_KEY.format(key=key, allowed=", ".join(sorted(allowed))), key
            )
    for key in sorted(required):
        if key not in doc.header:
            raise doc.error(msg.TEXT_MISSING_KEY.format(key=key))


def string(doc: Document, key: str, default: str | None = None) -> str:
    """The header's ``key`` as a string (``default`` when absent, else an error)."""
    value = doc.header.get(key, default)
    if not isinstance(value, str):
        raise doc.error(msg.TEXT_NOT_STRING.format(key=key), key)
    return value


def strings(doc: Document, key: str) -> tuple[str, ...]:
    """The header's ``key`` as a list of strings (empty when absent)."""
    value = doc.header.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise doc.error(msg.TEXT_NOT_STRINGS.format(key=key), key)
    return tuple(value)
