"""Reading JSON data that a person typed, pasted or chose, safely and in French.

One rule for every loader of the project (maps, company boards, tile lists, diagonals,
saves): **a string is always JSON text, never a file name**. A widget hands over what a
workshop participant typed; if that text were tried as a path, a guest could make the
host read any of its files (``/etc/passwd``). A file is read only when the *program*
asks for it with an explicit :class:`os.PathLike` (``pathlib.Path``), never from a
participant's text.

Errors are :class:`~ludo.core.errors.InvalidData` with a French message naming the
field, the line and the column, never Python's English (« Expecting value »).

>>> read_json('{"a": 1}', field="carte")
{'a': 1}
>>> read_json("/etc/passwd", field="carte")
Traceback (most recent call last):
...
ludo.core.errors.InvalidData: Champ « carte » : ce texte n'est pas du JSON valide : un texte JSON commence par « { » ou « [ » (ligne 1, colonne 1). Un nom de fichier n'est jamais lu : collez le contenu du fichier.
"""

from __future__ import annotations

import json
import os
from typing import Any

from . import messages as msg
from .errors import InvalidData

#: Python's JSON error texts (json.decoder), in French.
_JSON_REASONS = {
    "Expecting value": msg.JSON_EXPECTING_VALUE,
    "Expecting property name enclosed in double quotes": msg.JSON_PROPERTY_NAME,
    "Expecting ',' delimiter": msg.JSON_COMMA,
    "Expecting ':' delimiter": msg.JSON_COLON,
    "Extra data": msg.JSON_EXTRA_DATA,
    "Unterminated string starting at": msg.JSON_UNTERMINATED,
    "Invalid control character at": msg.JSON_CONTROL_CHAR,
    "Invalid \\escape": msg.JSON_ESCAPE,
    "Invalid \\uXXXX escape": msg.JSON_ESCAPE,
}


def json_error_text(err: json.JSONDecodeError) -> str:
    """A French description of a JSON syntax error, with its line and column."""
    reason = _JSON_REASONS.get(err.msg, msg.JSON_OTHER)
    return msg.JSON_WHERE.format(reason=reason, line=err.lineno, column=err.colno)


def parse_json_text(text: str | bytes, *, field: str) -> Any:
    """Parse ``text`` as JSON; a syntax error raises a French :class:`InvalidData`.

    The text is never treated as a path, whatever it looks like.
    """
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise InvalidData(
                msg.JSON_FIELD.format(field=field, reason=msg.JSON_NOT_UTF8), field=field
            ) from None
    if not isinstance(text, str):
        raise InvalidData(msg.JSON_FIELD.format(field=field, reason=msg.JSON_NOT_TEXT), field=field)
    try:
        return json.loads(text)
    except json.JSONDecodeError as err:
        reason = json_error_text(err)
        stripped = text.strip()
        if stripped and stripped[0] not in "{[":
            reason += " " + msg.JSON_NOT_A_PATH
        raise InvalidData(msg.JSON_FIELD.format(field=field, reason=reason), field=field) from None
    except RecursionError:
        raise InvalidData(
            msg.JSON_FIELD.format(field=field, reason=msg.JSON_TOO_DEEP), field=field
        ) from None


def read_json_file(path: os.PathLike, *, field: str) -> Any:
    """Read and parse a JSON file the *program* names (a ``pathlib.Path``), in French."""
    try:
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
    except FileNotFoundError:
        reason = msg.FILE_NOT_FOUND.format(path=os.fspath(path))
        raise InvalidData(msg.JSON_FIELD.format(field=field, reason=reason), field=field) from None
    except PermissionError:
        reason = msg.FILE_FORBIDDEN.format(path=os.fspath(path))
        raise InvalidData(msg.JSON_FIELD.format(field=field, reason=reason), field=field) from None
    except (OSError, UnicodeDecodeError):
        reason = msg.FILE_UNREADABLE.format(path=os.fspath(path))
        raise InvalidData(msg.JSON_FIELD.format(field=field, reason=reason), field=field) from None
    return parse_json_text(text, field=field)


def read_json(source: Any, *, field: str) -> Any:
    """JSON data from ``source``: already-parsed data, JSON text, or an explicit path.

    Parameters
    ----------
    source : dict, list, str, bytes or os.PathLike
        A ``dict``/``list`` is returned as it is; a ``str``/``bytes`` is **always**
        parsed as JSON text (never opened as a file); an ``os.PathLike`` is read.
    field : str
        The name given in French error messages.
    """
    if isinstance(source, (dict, list)):
        return source
    if isinstance(source, (str, bytes)):
        return parse_json_text(source, field=field)
    if isinstance(source, os.PathLike):
        return read_json_file(source, field=field)
    reason = msg.JSON_BAD_SOURCE.format(kind=type(source).__name__)
    raise InvalidData(msg.JSON_FIELD.format(field=field, reason=reason), field=field)
