"""Typed text is data, never a path: no loader opens a file named by a participant.

A workshop guest types into a widget; if any loader treated that text as a file name,
the guest could read the host's files. These tests watch every file opened while the
four loaders (and the Barrage company editor) read a path written as text.
"""

from __future__ import annotations

import builtins
import io
import json
import pathlib

import pytest

from ludo import InvalidData
from ludo.barrage import load_companies
from ludo.barrage.map import build_map, load_map_data
from ludo.core.jsondata import parse_json_text, read_json
from ludo.eau.tiles import load_diagonal
from ludo.seismic.tiles import load_manifest

SECRET = "CONTENU-SECRET-DE-L-HOTE"

LOADERS = {
    "carte": lambda source: build_map(load_map_data(source)),
    "sociétés": load_companies,
    "diagonal": load_diagonal,
    "manifest": load_manifest,
}


@pytest.fixture
def secret_file(tmp_path):
    path = tmp_path / "secret.json"
    path.write_text(json.dumps({"secret": SECRET}), encoding="utf-8")
    return path


@pytest.fixture
def opened(monkeypatch):
    """Every path given to open() / Path.read_text() / io.open() during the test."""
    seen: list[str] = []
    real_open = builtins.open
    real_read_text = pathlib.Path.read_text

    def spy_open(file, *args, **kwargs):
        seen.append(str(file))
        return real_open(file, *args, **kwargs)

    def spy_read_text(self, *args, **kwargs):
        seen.append(str(self))
        return real_read_text(self, *args, **kwargs)

    monkeypatch.setattr(builtins, "open", spy_open)
    monkeypatch.setattr(io, "open", spy_open)
    monkeypatch.setattr(pathlib.Path, "read_text", spy_read_text)
    return seen


@pytest.mark.parametrize("field", sorted(LOADERS))
@pytest.mark.parametrize("typed", ["{path}", "  {path}  ", "/etc/passwd", "/etc/hostname"])
def test_a_path_typed_as_text_is_never_opened(field, typed, secret_file, opened):
    text = typed.format(path=secret_file)
    with pytest.raises(InvalidData) as info:
        LOADERS[field](text)
    message = str(info.value)
    assert SECRET not in message and "root:" not in message
    assert "jamais lu" in message, message  # says why, in French
    assert "Errno" not in message and "Expecting" not in message
    assert not any(p in {str(secret_file), "/etc/passwd", "/etc/hostname"} for p in opened)


@pytest.mark.parametrize("field", sorted(LOADERS))
def test_an_explicit_path_object_is_still_read(field, secret_file):
    # A program (not a participant) may still hand over a pathlib.Path.
    with pytest.raises(InvalidData):  # a valid JSON file, but not a valid document
        LOADERS[field](secret_file)


def test_json_errors_are_french_with_line_and_column():
    with pytest.raises(InvalidData) as info:
        parse_json_text('{\n  "a": 1,\n  "b" 2\n}', field="carte")
    message = str(info.value)
    assert "« carte »" in message and "ligne 3" in message and "deux-points" in message
    assert "Expecting" not in message
    with pytest.raises(InvalidData, match="guillemets"):
        parse_json_text("{'a': 1}", field="x")
    with pytest.raises(InvalidData, match="reste après"):
        parse_json_text("{} {}", field="x")


def test_read_json_sources():
    assert read_json({"a": 1}, field="x") == {"a": 1}
    assert read_json(b"[1, 2]", field="x") == [1, 2]
    with pytest.raises(InvalidData, match="introuvable"):
        read_json(pathlib.Path("/nonexistent/ludo.json"), field="x")
    with pytest.raises(InvalidData, match="pas int"):
        read_json(3, field="x")


def test_company_editor_never_opens_a_typed_path(secret_file, opened):
    from ludo.barrage.ui import CompaniesEditor

    editor = CompaniesEditor()
    opened.clear()
    for typed in (str(secret_file), "/etc/passwd", "pyproject.toml"):
        before = editor.data
        editor.text.value = typed
        editor.button.click()
        shown = editor.result_html.value
        assert SECRET not in shown and "root:" not in shown and "[project]" not in shown
        assert "jamais lu" in shown and "Errno" not in shown and "Expecting" not in shown
        assert editor.data is before  # a refused text loads nothing
    assert opened == []
