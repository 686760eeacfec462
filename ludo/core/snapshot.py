"""Snapshots: the fields of a position that ``(setup, moves)`` cannot rebuild, as JSON.

Most positions are saved as their set-up options and the moves played, since the
seed fixes every draw. A hand-built teaching position (a board laid out by hand,
an event put on top of the stack) cannot be replayed that way: its save also
holds a *snapshot*, the state's fields that differ from a freshly set-up game.

Values are written in a small tagged JSON form, so that a tuple comes back as a
tuple, a dict keyed by cells as that dict (in the same order), and a frozen
dataclass of the game (a tile, a move, an event) as that class:

================  ==========================================
Python            JSON
================  ==========================================
None, bool, int,  themselves
float, str
list              ``[...]``
tuple             ``{"tuple": [...]}``
frozenset, set    ``{"frozenset": [...]}``, ``{"set": [...]}``
dict              ``{"dict": [[key, value], ...]}``
FrozenDict        ``{"frozendict": [[key, value], ...]}``
dataclass         ``{"type": "Tile", "fields": {...}}``
================  ==========================================

Only dataclasses defined in ``ludo.core`` or in the game's own package can be
named in a snapshot; anything else is refused (:class:`~ludo.InvalidData`).

>>> from ludo.core.events import Event
>>> doc = encode((1, {(0, 1): "a"}, Event("k", "texte")))
>>> decode(doc, allowed_types("atacama"), "snapshot") == (1, {(0, 1): "a"}, Event("k", "texte"))
True
"""

from __future__ import annotations

import dataclasses
import json
import sys
from typing import Any

from . import messages as msg
from .errors import InvalidData
from .speed import FrozenDict

_TAGS = ("tuple", "frozenset", "set", "dict", "frozendict")


def encode(value: Any) -> Any:
    """``value`` in the tagged JSON form (see the module docstring)."""
    if value is None or isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, float):
        return value
    if isinstance(value, list):
        return [encode(v) for v in value]
    if isinstance(value, tuple):
        return {"tuple": [encode(v) for v in value]}
    if isinstance(value, (frozenset, set)):
        items = sorted((encode(v) for v in value), key=lambda x: json.dumps(x, sort_keys=True))
        return {"frozenset" if isinstance(value, frozenset) else "set": items}
    if isinstance(value, dict):
        tag = "frozendict" if isinstance(value, FrozenDict) else "dict"
        return {tag: [[encode(k), encode(v)] for k, v in value.items()]}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        fields = {f.name: encode(getattr(value, f.name)) for f in dataclasses.fields(value)}
        return {"type": type(value).__qualname__, "fields": fields}
    raise TypeError(f"cannot snapshot a {type(value).__name__}")  # a programming error


def allowed_types(game: str) -> dict[str, type]:
    """The dataclasses a snapshot of ``game`` may name: those of ``ludo.core`` and the game."""
    prefixes = ("ludo.core.", f"ludo.{game}.")
    out: dict[str, type] = {}
    for name, module in list(sys.modules.items()):
        if module is None or not name.startswith(prefixes):
            continue
        for obj in list(vars(module).values()):
            if (
                isinstance(obj, type)
                and dataclasses.is_dataclass(obj)
                and obj.__module__.startswith(prefixes)
            ):
                out.setdefault(obj.__qualname__, obj)
    return out


def decode(doc: Any, types: dict[str, type], field: str) -> Any:
    """The Python value of a tagged JSON ``doc``; :class:`InvalidData` naming ``field``."""
    if doc is None or isinstance(doc, (bool, int, float, str)):
        return doc
    if isinstance(doc, list):
        return [decode(v, types, field) for v in doc]
    if not isinstance(doc, dict):
        raise _bad(field, msg.SNAPSHOT_BAD_VALUE.format(kind=type(doc).__name__))
    if set(doc) == {"type", "fields"}:
        return _decode_dataclass(doc, types, field)
    if len(doc) != 1 or next(iter(doc)) not in _TAGS:
        raise _bad(field, msg.SNAPSHOT_BAD_TAG.format(keys=", ".join(sorted(map(str, doc)))))
    tag, items = next(iter(doc.items()))
    if not isinstance(items, list):
        raise _bad(field, msg.SNAPSHOT_BAD_TAG.format(keys=tag))
    if tag in ("dict", "frozendict"):
        if not all(isinstance(kv, list) and len(kv) == 2 for kv in items):
            raise _bad(field, msg.SNAPSHOT_BAD_TAG.format(keys=tag))
        try:
            pairs = {decode(k, types, field): decode(v, types, field) for k, v in items}
            return FrozenDict(pairs) if tag == "frozendict" else pairs
        except TypeError:  # a list used as a key
            raise _bad(field, msg.SNAPSHOT_BAD_TAG.format(keys=tag)) from None
    values = [decode(v, types, field) for v in items]
    try:
        return {"tuple": tuple, "frozenset": frozenset, "set": set}[tag](values)
    except TypeError:  # an unhashable member
        raise _bad(field, msg.SNAPSHOT_BAD_TAG.format(keys=tag)) from None


def _decode_dataclass(doc: dict, types: dict[str, type], field: str) -> Any:
    name, fields = doc["type"], doc["fields"]
    cls = types.get(name) if isinstance(name, str) else None
    if cls is None:
        raise _bad(field, msg.SNAPSHOT_BAD_TYPE.format(name=name))
    if not isinstance(fields, dict):
        raise _bad(field, msg.SNAPSHOT_BAD_TAG.format(keys="fields"))
    known = {f.name: f for f in dataclasses.fields(cls)}
    unknown = sorted(set(fields) - set(known))
    if unknown:
        raise _bad(field, msg.SNAPSHOT_UNKNOWN_FIELD.format(name=name, field=unknown[0]))
    values = {k: decode(v, types, field) for k, v in fields.items()}
    init = {k: v for k, v in values.items() if known[k].init}
    try:
        obj = cls(**init)
    except Exception as exc:  # the class's own checks: anything it refuses is bad data
        raise _bad(field, msg.SNAPSHOT_BAD_OBJECT.format(name=name, reason=exc)) from None
    for k, v in values.items():
        if not known[k].init:
            object.__setattr__(obj, k, v)
    return obj


def _bad(field: str, reason: str) -> InvalidData:
    return InvalidData(msg.BAD_FIELD.format(field=field, reason=reason), field=field)


def snapshot_of(state: Any, template: Any) -> dict[str, Any]:
    """The fields of ``state`` that differ from ``template`` (a fresh game), tagged JSON.

    ``history`` is left out: the save's ``moves`` carry it.
    """
    out = {}
    for f in dataclasses.fields(state):
        if f.name == "history":
            continue
        mine = encode(getattr(state, f.name))
        if mine != encode(getattr(template, f.name)):
            out[f.name] = mine
    return out


def restore(template: Any, snapshot: Any, moves: list[str]) -> Any:
    """The state saved as ``snapshot`` over the fresh game ``template``, with ``moves`` as history.

    Every field is decoded and checked against the template's type before the state is
    built; the built state must then answer the protocol (whose turn, legal moves, score)
    without error. Anything wrong raises :class:`InvalidData` naming ``snapshot.<field>``.
    """
    if not isinstance(snapshot, dict):
        raise InvalidData(msg.NOT_A_SAVE.format(field="snapshot"), field="snapshot")
    cls = type(template)
    names = [f.name for f in dataclasses.fields(cls)]
    for key in snapshot:
        if key not in names or key == "history":
            raise InvalidData(
                msg.SAVE_UNKNOWN_FIELD.format(field=f"snapshot.{key}"), field=f"snapshot.{key}"
            )
    types = allowed_types(template.game)
    values = {name: getattr(template, name) for name in names}
    for key, doc in snapshot.items():
        field = f"snapshot.{key}"
        value = decode(doc, types, field)
        expected = values[key]
        if value is not None and expected is not None and type(value) is not type(expected):
            raise _bad(
                field,
                msg.SNAPSHOT_WRONG_TYPE.format(
                    expected=type(expected).__name__, found=type(value).__name__
                ),
            )
        values[key] = value
    history = []
    for i, text in enumerate(moves, start=1):
        try:
            history.append(template.parse_move(text))
        except InvalidData as exc:
            raise InvalidData(
                msg.BAD_SAVE_MOVE.format(index=i, move=text, reason=exc), field="moves"
            ) from None
    values["history"] = type(template.history)(history)
    state = object.__new__(cls)
    state.__dict__.update(values)
    try:  # the game's own rules about a position (capacities, one piece per place...)
        state._check_position()
    except InvalidData as exc:
        raise _bad(f"snapshot.{exc.field}" if exc.field else "snapshot", str(exc)) from None
    try:  # the position must make sense to the rules: whose turn, which moves, what score
        state.is_over()
        state.current_player  # noqa: B018 - a property that reads the position
        state.legal_moves()
        state.score()
    except Exception as exc:  # any failure here means the snapshot is not a position
        raise _bad("snapshot", msg.SNAPSHOT_INCONSISTENT.format(reason=exc)) from None
    return state
