"""Every notebook executed headless, one after the other (total ≤ 60 s for Atacama's)."""

from __future__ import annotations

import time
from pathlib import Path

import nbclient
import nbformat

ROOT = Path(__file__).resolve().parents[1]


def run() -> None:
    total = 0.0
    paths = sorted(
        p for p in (ROOT / "notebooks").rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts
    )
    for path in paths:
        nb = nbformat.read(path, as_version=4)
        start = time.perf_counter()
        nbclient.NotebookClient(
            nb,
            timeout=300,
            kernel_name="python3",
            resources={"metadata": {"path": str(path.parent)}},
        ).execute()
        spent = time.perf_counter() - start
        total += spent
        print(f"   {str(path.relative_to(ROOT)):<60} {spent:5.1f} s", flush=True)
    print(
        f"   {'total (' + str(len(paths)) + ' carnets)':<60} {total:5.1f} s   (objectif : ≤ 60 s)"
    )
