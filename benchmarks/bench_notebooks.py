"""Every notebook executed headless, one after the other: each ≤ 8 s, all ≤ 60 s.

Each notebook runs in a fresh kernel, as in `make test` and as in a Voilà pool. Besides the
wall-clock time (what the targets are about), the CPU time the kernel spent is printed:
it hardly depends on what else the machine is doing, so it is the figure to compare
before and after a change on a busy machine. The kernel's start (up to its first answer)
is printed apart: it is the share every notebook pays, whatever its content.

Once the last cell has run, the kernel is stopped at once (``shutdown_kernel="immediate"``:
it has nothing left to save). nbclient's default, a polite shutdown request, waits for
the kernel to wind down: 0.3–0.5 s per notebook on a quiet machine, up to 1.2 s on a busy
one, added to every figure without being part of running the notebook.

Options: ``python -m benchmarks notebooks`` runs them all; ``python -m
benchmarks.bench_notebooks seismic/04`` only the notebooks whose path holds one of the
given words.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

import nbclient
import nbformat
import psutil
import zmq
from traitlets.config import Config

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOK_TARGET_S = 8.0
TOTAL_TARGET_S = 60.0


def notebook_paths(words: list[str] | None = None) -> list[Path]:
    paths = sorted(
        p for p in (ROOT / "notebooks").rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts
    )
    if words:
        paths = [p for p in paths if any(w in str(p.relative_to(ROOT)) for w in words)]
    return paths


def _client_options() -> dict:
    """A kernel that talks over CurveZMQ-encrypted TCP when pyzmq can.

    ipykernel warns on stderr (« Kernel is running over TCP without encryption »), once
    per kernel, when the kernel manager gives it no keys; with keys there is nothing to
    warn about. Without CurveZMQ support, the kernel's log is limited to errors instead.
    """
    if zmq.has("curve"):
        config = Config()
        config.KernelManager.transport_encryption = "auto"
        return {"config": config}
    return {"extra_arguments": ["--IPKernelApp.log_level=ERROR"]}


def _cpu(process: psutil.Process) -> float:
    t = process.cpu_times()
    return t.user + t.system + t.children_user + t.children_system


def run_notebook(path: Path) -> dict[str, float]:
    """Execute ``path`` in a fresh kernel: wall and kernel CPU seconds (start, total)."""
    nb = nbformat.read(path, as_version=4)
    figures: dict[str, float] = {}
    client = nbclient.NotebookClient(
        nb,
        timeout=300,
        kernel_name="python3",
        resources={"metadata": {"path": str(path.parent)}},
        shutdown_kernel="immediate",
        **_client_options(),
    )
    kernel: list[psutil.Process] = []

    def started(**_) -> None:  # the kernel answered: its start is over
        figures["start_wall"] = time.perf_counter() - begin
        kernel.append(psutil.Process(client.km.provisioner.pid))
        figures["start_cpu"] = _cpu(kernel[0])

    def cell_done(**_) -> None:  # read before the kernel is shut down
        figures["cpu"] = _cpu(kernel[0])

    client.on_notebook_start = started
    client.on_cell_executed = cell_done
    begin = time.perf_counter()
    client.execute()
    figures["wall"] = time.perf_counter() - begin
    figures.setdefault("cpu", figures.get("start_cpu", 0.0))
    return figures


def run(words: list[str] | None = None) -> None:
    paths = notebook_paths(words)
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    print(f"   machine : {os.cpu_count()} cœurs, charge moyenne (1, 5, 15 min) {load}")
    results = []
    for path in paths:
        figures = run_notebook(path)
        results.append(figures)
        print(
            f"   {str(path.relative_to(ROOT)):<60} {figures['wall']:5.1f} s"
            f"   (objectif : ≤ {NOTEBOOK_TARGET_S:.0f} s)   calcul du noyau {figures['cpu']:4.1f} s",
            flush=True,
        )
    if not results:
        print("   aucun carnet ne correspond")
        return
    wall = sum(r["wall"] for r in results)
    over = [p for p, r in zip(paths, results, strict=True) if r["wall"] > NOTEBOOK_TARGET_S]
    label = f"total ({len(paths)} carnet{'s' if len(paths) > 1 else ''})"
    print(
        f"   {label:<60} {wall:5.1f} s"
        f"   (objectif : ≤ {TOTAL_TARGET_S:.0f} s)   calcul des noyaux "
        f"{sum(r['cpu'] for r in results):.1f} s"
    )
    print(
        f"   carnets au-delà de {NOTEBOOK_TARGET_S:.0f} s : {len(over)}"
        + (f" ({', '.join(str(p.relative_to(ROOT / 'notebooks')) for p in over)})" if over else "")
    )
    print(
        "   démarrage d'un noyau (médiane) : "
        f"{statistics.median(r['start_wall'] for r in results):.2f} s, dont "
        f"{statistics.median(r['start_cpu'] for r in results):.2f} s de calcul"
    )


if __name__ == "__main__":
    run(sys.argv[1:])
