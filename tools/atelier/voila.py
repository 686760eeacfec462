"""Voilà configuration of the workshop server (`make atelier`, `make bench-atelier`).

Voilà reads this file because the Makefile passes ``--Voila.config_file_paths`` pointing
here; the Makefile also puts ``tools/atelier`` on ``JUPYTER_PATH`` so that Voilà finds the
``ludo`` template (local icon font, ``_xsrf`` cookie: see its ``index.html.j2``).

Options, read from the environment (the Makefile sets them from ``POOL``, ``NB``,
``POOL_OTHERS`` and ``CULL``):

- ``LUDO_POOL`` (default 2): kernels kept ready for the notebook of the day ``LUDO_NB``,
  or for every notebook when ``LUDO_NB`` is empty;
- ``LUDO_NB`` (path under notebooks/, e.g. ``atacama/04_jouer_contre_l_ordinateur.ipynb``);
- ``LUDO_POOL_OTHERS`` (default 1): kernels kept ready for each other notebook when
  ``LUDO_NB`` is set (0: the other notebooks start their kernel on demand, slower);
- ``LUDO_CULL`` (default 900): seconds after which a kernel nobody uses is stopped.

Why these settings (figures: ``make bench-atelier``, README « Animer un atelier »):

- Preheated kernels: Voilà runs the notebook in advance in a pool of kernels, so a page
  only has to fetch the already computed cells.
- Culling: a kernel with no activity for ``LUDO_CULL`` seconds is stopped, connected or
  not (a page left open on a screen, a laptop gone to sleep, a tab closed while the
  network was down). Any click is activity, so a participant who plays keeps the kernel.
  Closing a page still stops its kernel at once (the template makes that work for pages
  opened by their direct address too). Kernels waiting in the pool are never culled.
- Participants never run code: Voilà only lets widget and kernel-information messages
  through its kernel websocket (tests/test_atelier.py checks that an ``execute_request``
  changes nothing).
"""

import os
from pathlib import Path

c = get_config()  # noqa: F821 (provided by traitlets when it loads this file)


def _int_option(name: str, default: int, low: int) -> int:
    text = os.environ.get(name, "").strip() or str(default)
    try:
        value = int(text)
    except ValueError:
        raise SystemExit(
            f"{name.removeprefix('LUDO_')} doit être un nombre entier (reçu : {text!r})."
        ) from None
    if value < low:
        raise SystemExit(f"{name.removeprefix('LUDO_')} doit valoir au moins {low} (reçu : {value}).")
    return value


pool = _int_option("LUDO_POOL", 2, 0)
others = _int_option("LUDO_POOL_OTHERS", 1, 0)
cull = _int_option("LUDO_CULL", 900, 60)
notebook_of_the_day = os.environ.get("LUDO_NB", "").strip().removeprefix("notebooks/")

if notebook_of_the_day:
    _notebooks = Path(__file__).resolve().parents[2] / "notebooks"
    if not (_notebooks / notebook_of_the_day).is_file():
        raise SystemExit(
            f"NB={notebook_of_the_day} : ce carnet n'existe pas dans notebooks/ "
            "(exemple : NB=atacama/04_jouer_contre_l_ordinateur.ipynb)."
        )

c.VoilaConfiguration.template = "ludo"
# The file list drawn by the template (its tree.html, in French), not the JavaScript one.
c.VoilaConfiguration.classic_tree = True
c.VoilaConfiguration.strip_sources = True
c.VoilaConfiguration.show_tracebacks = False

c.VoilaConfiguration.preheat_kernel = pool > 0 or others > 0
if notebook_of_the_day:
    c.VoilaConfiguration.default_pool_size = others
    c.VoilaKernelManager.kernel_pools_config = {
        "default": {"pool_size": others},
        notebook_of_the_day: {"pool_size": pool},
    }
else:
    c.VoilaConfiguration.default_pool_size = pool
# Refill the pool 20 s after a kernel is taken, not at once: running the notebook again in
# a new kernel costs 2-3 s of CPU, which would otherwise slow down the very pages being
# opened (ten screens at once: ten refills).
c.VoilaKernelManager.fill_delay = 20
# Voilà's server reads the outputs of every kernel running its notebook in one loop; when
# many kernels start together (a full pool, a busy laptop) it may read a cell's outputs
# more than nbclient's default 4 s after the cell ends, and then it dropped them: a page
# showed no board. Wait longer; this costs nothing when the outputs come at once.
c.VoilaExecutor.iopub_timeout = 60

# Kernels get CurveZMQ keys from the server: what goes between Voilà and a kernel is
# encrypted (even on this machine), and ipykernel no longer prints « Kernel is running
# over TCP without encryption » once per kernel (35 lines at start-up) in the host's console.
c.MappingKernelManager.transport_encryption = "auto"

c.MappingKernelManager.cull_idle_timeout = cull
c.MappingKernelManager.cull_interval = 60
c.MappingKernelManager.cull_connected = True
c.MappingKernelManager.cull_busy = False
