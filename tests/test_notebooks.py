"""Every notebook under notebooks/: stored clean, valid nbformat v4 in French, and runs headless."""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOK_DIR = ROOT / "notebooks"
NOTEBOOKS = sorted(
    path
    for path in NOTEBOOK_DIR.rglob("*.ipynb")
    if ".ipynb_checkpoints" not in path.relative_to(NOTEBOOK_DIR).parts
)
IDS = [path.relative_to(NOTEBOOK_DIR).as_posix() for path in NOTEBOOKS]
CELL_TIMEOUT = 120  # seconds per cell

# A few very common French words: a French text uses several of them.
FRENCH_WORDS = re.compile(
    r"\b(le|la|les|un|une|des|du|de|et|est|sont|pour|dans|sur|avec|vous|qui|que|on|ce|cette)\b",
    re.IGNORECASE,
)

ANSI = re.compile(r"\x1b\[[0-9;]*m")

parametrize = pytest.mark.parametrize("path", NOTEBOOKS, ids=IDS)


def _read(path: Path):
    return nbformat.read(path, as_version=nbformat.NO_CONVERT)


@parametrize
def test_stored_without_outputs(path):
    nb = _read(path)
    dirty = [
        index
        for index, cell in enumerate(nb.cells)
        if cell.cell_type == "code" and (cell.get("outputs") or cell.get("execution_count"))
    ]
    assert not dirty, (
        f"{path.relative_to(ROOT)} : cellules {dirty} enregistrées avec des sorties ou un "
        "numéro d'exécution. Videz-les avant de valider : "
        f"jupyter nbconvert --clear-output --inplace {path.relative_to(ROOT)}"
    )
    assert "widgets" not in nb.metadata, (
        f"{path.relative_to(ROOT)} : l'état des widgets est enregistré dans les métadonnées "
        "(metadata.widgets) ; enregistrez le carnet sans l'état des widgets."
    )


@parametrize
def test_valid_nbformat_v4_in_french(path):
    nb = _read(path)
    assert nb.nbformat == 4, f"{path.relative_to(ROOT)} : nbformat {nb.nbformat}, attendu 4"
    nbformat.validate(nb)
    markdown = "\n".join(cell.source for cell in nb.cells if cell.cell_type == "markdown")
    assert markdown.strip(), f"{path.relative_to(ROOT)} : aucune cellule de texte (markdown)"
    found = {word.lower() for word in FRENCH_WORDS.findall(markdown)}
    assert len(found) >= 3, (
        f"{path.relative_to(ROOT)} : le texte ne semble pas être en français "
        f"(mots courants trouvés : {sorted(found)})"
    )


# Appended to every notebook run: each game state the notebook built (bound to a name,
# or held by one of its ludo objects, lists or dicts) must come back equal from its save.
ROUND_TRIP_CHECK = """
import ludo as _ludo

def _ludo_states(value, seen, depth=0):
    if id(value) in seen or depth > 5:
        return
    seen.add(id(value))
    if isinstance(value, _ludo.GameState):
        yield value
    elif isinstance(value, (list, tuple, set, frozenset)):
        for item in list(value)[:500]:
            yield from _ludo_states(item, seen, depth + 1)
    elif isinstance(value, dict):
        for item in list(value.values())[:500]:
            yield from _ludo_states(item, seen, depth + 1)
    elif type(value).__module__.startswith("ludo.") and hasattr(value, "__dict__"):
        for item in list(vars(value).values()):
            yield from _ludo_states(item, seen, depth + 1)

_seen, _bad, _n = set(), [], 0
for _name, _value in list(globals().items()):
    if _name.startswith("_"):
        continue
    for _state in _ludo_states(_value, _seen):
        _n += 1
        if _ludo.from_json(_state.to_json()) != _state:
            _bad.append(f"{_name}: {_state.game} after {len(_state.history)} moves")
assert not _bad, "saves that do not give back the same state: " + "; ".join(_bad)
"""


@pytest.mark.notebooks
@parametrize
def test_executes_headless(path):
    from nbclient import NotebookClient
    from nbclient.exceptions import CellExecutionError, CellTimeoutError

    nb = nbformat.read(path, as_version=4)
    nb.cells.append(nbformat.v4.new_code_cell(ROUND_TRIP_CHECK))
    client = NotebookClient(
        nb,
        timeout=CELL_TIMEOUT,
        kernel_name="python3",
        resources={"metadata": {"path": str(path.parent)}},
        shutdown_kernel="immediate",  # nothing to save: a polite shutdown only waits 0.3-1.2 s
    )
    problem = None
    try:
        client.execute()
    except CellTimeoutError as exc:
        problem = f"une cellule dépasse {CELL_TIMEOUT} s.\n{exc}"
    except CellExecutionError as exc:
        problem = f"erreur à l'exécution.\n{ANSI.sub('', str(exc))}"
    if problem:  # reported outside the except block: no chained traceback
        pytest.fail(f"{path.relative_to(ROOT)} : {problem}", pytrace=False)
    _check_exports_without_kernel(path, nb)


def _publish():
    """tools/publish.py (the static site's builder), imported by path."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("ludo_publish", ROOT / "tools" / "publish.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _check_exports_without_kernel(path, nb):
    """Read without a kernel (site page, Markdown export), no widget shows as placeholder text."""
    publish = _publish()
    markdown = publish.export_markdown(nb)  # as any nbconvert user would, widget views kept
    missing = publish.keep_static_forms(nb)
    assert not missing, (
        f"{path.relative_to(ROOT)} : widgets sans forme statique (text/html) : {missing}"
    )
    for kind, text in (("HTML", publish.export_html(nb)), ("Markdown", markdown)):
        found = publish.placeholders(text)
        assert not found, (
            f"{path.relative_to(ROOT)} : l'export {kind} montre du texte de widget {found}"
        )
