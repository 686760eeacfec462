"""The examples in the docstrings run (as python-chess runs its README).

Every module of ``ludo`` is found by walking the packages to any depth, never listed by
hand: a module moved into a sub-package (``ludo.barrage.game.…``) keeps its examples run.
"""

import doctest
import importlib
import pkgutil
from pathlib import Path

import pytest

import ludo


def _modules() -> list[str]:
    """``ludo`` and every module and package below it, at any depth."""
    return ["ludo"] + [info.name for info in pkgutil.walk_packages(ludo.__path__, "ludo.")]


def _module_files() -> set[str]:
    """The dotted name of every ``.py`` file under ``ludo/`` (what the walk must find)."""
    root = Path(ludo.__file__).parent
    names = set()
    for path in root.rglob("*.py"):
        parts = path.relative_to(root.parent).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        names.add(".".join(parts))
    return names


MODULES = _modules()


def test_every_module_file_is_walked():
    assert set(MODULES) == _module_files()
    assert any(name.count(".") >= 3 for name in MODULES), "the walk must reach sub-packages"


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
