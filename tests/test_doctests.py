"""The examples in the docstrings run (as python-chess runs its README)."""

import doctest
import importlib
import pkgutil

import pytest

import ludo

PACKAGES = [
    "ludo.core",
    "ludo.atacama",
    "ludo.barrage",
    "ludo.eau",
    "ludo.seismic",
    "ludo.widgets",
    "ludo.viz",
]


def _modules():
    names = []
    for package in PACKAGES:
        pkg = importlib.import_module(package)
        names.append(package)
        for info in pkgutil.iter_modules(pkg.__path__):
            names.append(f"{package}.{info.name}")
    return names


@pytest.mark.parametrize("name", _modules())
def test_docstring_examples(name):
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0


def test_package_docstring():
    assert doctest.testmod(ludo).failed == 0
