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


def _mutable_dicts(value, path, seen):
    """Paths of plain (mutable) dicts among the fields of a state, one dataclass deep."""
    if id(value) in seen:
        return []
    seen.add(id(value))
    if type(value) is dict:
        return [path]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        out = []
        for f in dataclasses.fields(value):
            if f.name in ("events", "history"):
                continue  # events carry their data as records of what happened
            out += _mutable_dicts(getattr(value, f.name), f"{path}.{f.name}", seen)
        return out
    if isinstance(value, tuple):
        return [p for i, v in enumerate(value) for p in _mutable_dicts(v, f"{path}[{i}]", seen)]
    return []


@pytest.mark.parametrize("name", ludo.games())
def test_no_state_keeps_a_mutable_dict_as_a_field(name):
    for state in _states(name, every=25):
        assert _mutable_dicts(state, name, set()) == []


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
    assert copy.deepcopy(d) == d
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
