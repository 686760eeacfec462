"""The speed tricks of ludo.core.speed: each one gives the same answers as the plain way."""

import copy
import dataclasses
import pickle
import random

import pytest

import ludo
from ludo.core.speed import FrozenDict, cached


def _states(name, seed=5, every=4):
    rng = random.Random(seed)
    state = ludo.new(name, seed=seed)
    out = [state]
    while not state.is_over() and len(out) < 300:
        state = state.play(rng.choice(list(state.legal_moves())))
        out.append(state)
    return out[::every]


@pytest.mark.parametrize("name", ludo.games())
def test_unchecked_play_gives_the_checked_result(name):
    for state in _states(name):
        for move in list(state.legal_moves())[:8]:
            assert state.play_unchecked(move) == state.play(move)


@pytest.mark.parametrize("name", ludo.games())
def test_legal_moves_are_found_by_value_as_well_as_by_identity(name):
    for state in _states(name, every=9):
        legal = state.legal_moves()
        for move in list(legal)[:20]:
            twin = copy.copy(move)
            assert move in legal and twin in legal and str(move) in legal


def _fields_where(found, value, path, seen):
    """``(path, value)`` for the values among the fields of a state (dataclasses inside it
    followed, events and history left out) for which ``found(value)`` is true."""
    if id(value) in seen:
        return []
    seen.add(id(value))
    if found(value):
        return [(path, value)]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        out = []
        for f in dataclasses.fields(value):
            if f.name in ("events", "history") or not f.compare:
                continue  # events record what happened; a field outside == is not state
            out += _fields_where(found, getattr(value, f.name), f"{path}.{f.name}", seen)
        return out
    if isinstance(value, tuple):
        return [
            hit
            for i, v in enumerate(value)
            for hit in _fields_where(found, v, f"{path}[{i}]", seen)
        ]
    return []


@pytest.mark.parametrize("name", ludo.games())
def test_no_state_keeps_a_mutable_dict_as_a_field(name):
    for state in _states(name, every=25):
        assert _fields_where(lambda v: type(v) is dict, state, name, set()) == []


def test_a_deep_copy_sees_a_write_into_a_frozen_dict_field():
    """The atomicity checks (deep copy before, ``==`` after) see a change made in place.

    A rule bug could write into a ``FrozenDict`` field through ``dict.__setitem__``, or into
    a mutable value the mapping holds: the deep copy must not share the mapping.
    """
    written = set()
    for name in ludo.games():
        for state in _states(name, every=25):
            found = _fields_where(lambda v: isinstance(v, FrozenDict) and v, state, name, set())
            for path, mapping in found:
                before = copy.deepcopy(state)
                assert before == state
                key = next(iter(mapping))
                old = mapping[key]
                dict.__setitem__(mapping, key, _Unequal())
                try:
                    assert state != before, f"{path}: a write in place went unseen"
                finally:
                    dict.__setitem__(mapping, key, old)
                assert state == before
                written.add(path.split(".")[0])
    assert "seismic" in written, "Seismic's table (placed, markers) is a FrozenDict field"


class _Unequal:
    """A value equal to nothing but itself."""


def test_frozen_dict_is_read_only_and_copies_on_change():
    d = FrozenDict({"a": 1, "b": 2})
    for change in (
        lambda: d.__setitem__("c", 3),
        lambda: d.__delitem__("a"),
        lambda: d.update(c=3),
        lambda: d.pop("a"),
        lambda: d.popitem(),
        lambda: d.setdefault("c", 3),
        lambda: d.clear(),
    ):
        with pytest.raises(TypeError):
            change()
    assert d == {"a": 1, "b": 2}
    assert d.set("c", 3) == {"a": 1, "b": 2, "c": 3} and d == {"a": 1, "b": 2}
    assert d.replace({"a": 5}, remove=["b"]) == {"a": 5}
    assert hash(d) == hash(FrozenDict({"b": 2, "a": 1}))
    assert pickle.loads(pickle.dumps(d)) == d and type(pickle.loads(pickle.dumps(d))) is FrozenDict
    assert copy.deepcopy(d) == d and copy.deepcopy(d) is not d
    plain = dict(d)
    plain["c"] = 3
    assert "c" not in d


def test_cached_computes_once():
    calls = []

    class Box:
        pass

    box = Box()
    for _ in range(3):
        assert cached(box, "_x", lambda: calls.append(1) or 7) == 7
    assert calls == [1]
