"""How the tests and `make bench-atelier` start a Jupyter server in a throw-away folder (no ludo here).

One place for what the real-browser tests (tests/conftest.py: Voilà and JupyterLab) and the
benchmark of the workshop server (benchmarks/atelier.py) do alike: copy notebooks/ into a
temporary work folder (a server never writes into the working tree), give Jupyter and
matplotlib their own runtime, configuration and cache folders there, pick a free port,
start a server in its own process group with its log, and stop it with that whole group. Imported as ``servers`` by the tests
(pytest puts tests/ on the path) and as ``tests.servers`` by the benchmarks.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"


def free_port() -> int:
    """A TCP port free on the loopback interface right now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def prepare_work(work: Path, extra_dirs: tuple[str, ...] = ()) -> tuple[Path, dict[str, str]]:
    """Copy notebooks/ into ``work`` and return (the copy, the server's environment).

    The environment sends Jupyter's runtime and configuration folders and matplotlib's
    cache into ``work`` (created here, with any ``extra_dirs``), so that nothing is
    written into the home folder, and makes the server's output unbuffered for its log.
    """
    copy = work / "notebooks"
    shutil.copytree(
        NOTEBOOKS, copy, ignore=shutil.ignore_patterns(".ipynb_checkpoints", "__pycache__")
    )
    for name in ("runtime", "config", "mpl", *extra_dirs):
        (work / name).mkdir()
    env = dict(os.environ)
    env.update(
        JUPYTER_RUNTIME_DIR=str(work / "runtime"),
        JUPYTER_CONFIG_DIR=str(work / "config"),
        MPLCONFIGDIR=str(work / "mpl"),
        PYTHONUNBUFFERED="1",
    )
    return copy, env


def spawn(command: list[str], cwd: Path, env: dict[str, str], log_path: Path) -> subprocess.Popen:
    """Start a server in its own process group (for :func:`stop_group`), without input,
    its output and errors written to ``log_path``."""
    with open(log_path, "wb") as log:  # the server keeps its own descriptor
        return subprocess.Popen(
            command,
            cwd=cwd,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )


def stop_group(proc: subprocess.Popen, timeout: float = 15) -> None:
    """Stop a server and everything in its process group (SIGTERM, then SIGKILL)."""
    if proc.poll() is not None:
        return
    try:
        os.killpg(proc.pid, signal.SIGTERM)
    except ProcessLookupError:
        return
    try:
        proc.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        proc.wait(timeout=5)


def memory_mb(processes) -> tuple[float, float]:
    """Resident and unique memory (MB) of ``processes`` (psutil processes) together; a
    process gone meanwhile counts for nothing."""
    import psutil  # the benchmarks' and the hub check's dependency, not the tests'

    rss = uss = 0.0
    for p in processes:
        try:
            info = p.memory_full_info()
        except psutil.Error:
            continue
        rss += info.rss / 2**20
        uss += info.uss / 2**20
    return rss, uss
