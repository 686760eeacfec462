"""Load a script of tools/ as a module (they are not a package): ``load_tool("cartes")``."""

import importlib.util
from pathlib import Path

TOOLS = Path(__file__).resolve().parents[1] / "tools"


def load_tool(name: str):
    """The module of ``tools/<name>.py``, freshly executed."""
    spec = importlib.util.spec_from_file_location(f"ludo_tool_{name}", TOOLS / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
