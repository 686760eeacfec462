"""Voilà configuration of the workshop server (`make atelier`, `make bench-atelier`).

Voilà reads this file because the Makefile passes ``--Voila.config_file_paths`` pointing
here; the Makefile also puts ``tools/atelier`` on ``JUPYTER_PATH`` so that Voilà finds the
``ludo`` template (local icon font, ``_xsrf`` cookie: see its ``index.html.j2``).

Options, read from the environment (the Makefile sets them from ``GUESTS``, ``POOL``,
``NB``, ``POOL_OTHERS``, ``CULL`` and ``GONE``):

- ``LUDO_NB`` (path under notebooks/, e.g. ``atacama/04_jouer_contre_l_ordinateur.ipynb``);
- ``LUDO_GUESTS``: the number of guests the host expects; it needs ``LUDO_NB`` and only
  checks that (the Makefile turns ``GUESTS`` into ``POOL``);
- ``LUDO_POOL`` (default 2): kernels kept ready for the notebook of the day ``LUDO_NB``,
  or for every notebook when ``LUDO_NB`` is empty;
- ``LUDO_POOL_OTHERS`` (default 1): kernels kept ready for each other notebook when
  ``LUDO_NB`` is set (0: the other notebooks start their kernel on demand, slower);
- ``LUDO_CULL`` (default 3 h): a kernel whose page is still open is stopped after this long
  without a click (a forgotten laptop); ``LUDO_GONE`` (default 100 s): a kernel whose page
  is gone is stopped after this long. Both in seconds, or with a unit: ``3h``, ``90min``,
  ``45s`` (the tests use a few seconds).

Why these settings (figures: ``make bench-atelier``, README « Animer un atelier »):

- Preheated kernels: Voilà runs the notebook in advance in a pool of kernels, so a page
  only has to fetch the already computed cells. A pool as large as the number of guests
  (``make atelier GUESTS=8 NB=…``): guests arriving together never wait for a refill. A
  refill waits 20 s, except when its pool has no kernel ready or starting left (a pool
  of one, after its first guest): then it starts at once, and a page never waits for a
  refill's delay (tools/atelier/atelier_kernels.py, ``with_quick_refill``).
- The console: one French line « Atelier prêt : … » once every preheated kernel has run
  its notebook (Voilà's « Kernel pool … is filled » only means started), and no « not
  trusted » warning per notebook read (the notebooks are signed in memory at start).
- Two limits (tools/atelier/atelier_kernels.py): jupyter_server's culler alone stops either
  every idle kernel, page open or not (a coffee break killed every game), or only those
  without a page. Closing a page still stops its kernel at once (the template makes that
  work for pages opened by their direct address too). Kernels waiting in the pool are
  never stopped. When a page loses its kernel anyway, the template says so in a banner.
- Participants never run code: Voilà only lets widget and kernel-information messages
  through its kernel websocket (tests/test_atelier.py checks that an ``execute_request``
  changes nothing).
- The file list shows each notebook's own title (its first « # » heading), read here once
  when the server starts and handed to the template (tree.html) in the page's config.
"""

import base64
import importlib.util
import json
import os
import re
from pathlib import Path

import nbformat
import nbformat.sign
import voila.app

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
        raise SystemExit(
            f"{name.removeprefix('LUDO_')} doit valoir au moins {low} (reçu : {value})."
        )
    return value


_UNITS = {"": 1, "s": 1, "min": 60, "h": 3600}


def _duration_option(name: str, default: str, low: int) -> int:
    """Seconds from ``3h``, ``90min``, ``45s`` or ``45`` (French error otherwise)."""
    text = os.environ.get(name, "").strip() or default
    match = re.fullmatch(r"(\d+)\s*(s|min|h|)", text)
    if not match:
        raise SystemExit(
            f"{name.removeprefix('LUDO_')} doit être une durée : un nombre de secondes, ou "
            f"avec son unité (3h, 90min, 45s) ; reçu : {text!r}."
        )
    value = int(match[1]) * _UNITS[match[2]]
    if value < low:
        raise SystemExit(
            f"{name.removeprefix('LUDO_')} doit valoir au moins {low} s (reçu : {text})."
        )
    return value


_NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
pool = _int_option("LUDO_POOL", 2, 0)
others = _int_option("LUDO_POOL_OTHERS", 1, 0)
guests = _int_option("LUDO_GUESTS", 0, 0)
cull = _duration_option("LUDO_CULL", "3h", 1)
gone = _duration_option("LUDO_GONE", "100s", 1)
notebook_of_the_day = os.environ.get("LUDO_NB", "").strip().removeprefix("notebooks/")

if notebook_of_the_day and not (_NOTEBOOKS / notebook_of_the_day).is_file():
    raise SystemExit(
        f"NB={notebook_of_the_day} : ce carnet n'existe pas dans notebooks/ "
        "(exemple : NB=atacama/04_jouer_contre_l_ordinateur.ipynb)."
    )
if guests and not notebook_of_the_day:
    raise SystemExit(
        f"GUESTS={guests} : nommez aussi le carnet du jour, qui aura {guests} noyaux prêts "
        "(exemple : make atelier GUESTS=8 NB=atacama/04_jouer_contre_l_ordinateur.ipynb)."
    )


def _title(notebook: Path) -> str | None:
    """The notebook's first « # » heading, without its Markdown emphasis."""
    try:
        cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    except (OSError, ValueError, KeyError):
        return None
    for cell in cells:
        if cell.get("cell_type") != "markdown":
            continue
        source = "".join(cell.get("source", ""))
        for line in source.splitlines():
            if line.startswith("# "):
                return re.sub(r"[*_`]", "", line[2:]).strip() or None
    return None


# Loaded by path: tools/atelier is not a package, and Voilà's config runs outside the project.
_spec = importlib.util.spec_from_file_location(
    "atelier_kernels", Path(__file__).with_name("atelier_kernels.py")
)
atelier_kernels = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(atelier_kernels)

c.VoilaConfiguration.template = "ludo"
# The file list drawn by the template (its tree.html, in French), not the JavaScript one.
c.VoilaConfiguration.classic_tree = True
c.VoilaConfiguration.strip_sources = True
c.VoilaConfiguration.show_tracebacks = False
c.VoilaConfiguration.extension_config = {
    "ludo": {
        "titles": {
            str(p.relative_to(_NOTEBOOKS)): t
            for p in sorted(_NOTEBOOKS.rglob("*.ipynb"))
            if ".ipynb_checkpoints" not in p.parts and (t := _title(p))
        }
    }
}

c.VoilaConfiguration.preheat_kernel = pool > 0 or others > 0
if notebook_of_the_day:
    c.VoilaConfiguration.default_pool_size = others
    c.VoilaKernelManager.kernel_pools_config = {
        "default": {"pool_size": others},
        notebook_of_the_day: {"pool_size": pool},
    }
else:
    c.VoilaConfiguration.default_pool_size = pool
# Refill a pool 20 s after a kernel is taken, not at once: running the notebook again in a
# new kernel costs 2-3 s of CPU, which would otherwise slow down the very pages being opened
# (ten screens at once: ten refills). With a pool as large as the guests expected (GUESTS),
# guests arriving together all find a ready kernel meanwhile. But a pool left with no kernel
# ready or starting (a pool of one: every other notebook) starts one at once, and a page
# never waits for a refill's delay (atelier_kernels.with_quick_refill): the second guest on
# a notebook, 10 s after the first, finds a ready kernel instead of waiting 13-23 s.
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

# The two limits (tools/atelier/atelier_kernels.py): a kernel without a page after ``gone``
# seconds, any kernel after ``cull`` seconds without a click. One check every quarter of
# ``gone`` (25 s by default: a kernel without a page is freed 100 to 125 s after it left).
c.VoilaConfiguration.multi_kernel_manager_class = atelier_kernels.AtelierKernelManager

# Voilà builds its manager of preheated kernels on top of that class, with a factory that
# this file wraps (voila.app calls it by this name when the server starts, after reading
# this file): the workshop's refills and its « Atelier prêt » line sit on top of Voilà's.
_voila_factory = voila.app.voila_kernel_manager_factory


def _atelier_factory(base_class, preheat_kernel, default_pool_size, **kwargs):
    built = _voila_factory(base_class, preheat_kernel, default_pool_size, **kwargs)
    if preheat_kernel:
        return atelier_kernels.with_quick_refill(built)
    return atelier_kernels.with_ready_line(built)


voila.app.voila_kernel_manager_factory = _atelier_factory

# Trusted notebooks: the contents manager checks each notebook's signature every time it
# reads it (once per kernel, pool or page) and logged « Notebook … is not trusted » for
# each (35 English lines at start-up). Voilà runs the notebooks itself and trusts its own
# outputs whatever the signature says, so the signature only mattered to that warning. The
# notebooks are signed here, as `jupyter trust` would, but in a store kept in memory with a
# secret of this server's own: nothing is written into the host's Jupyter folder, and a
# notebook edited after the start is untrusted again (the warning comes back for it).
_secret = base64.b64encode(os.urandom(64))
_signatures = nbformat.sign.MemorySignatureStore()
_notary = nbformat.sign.NotebookNotary(secret=_secret, store_factory=lambda: _signatures)
for _path in _NOTEBOOKS.rglob("*.ipynb"):
    if ".ipynb_checkpoints" not in _path.parts:
        try:
            _notary.sign(nbformat.read(_path, as_version=4))
        except (OSError, ValueError):
            pass  # an unreadable notebook: Voilà will say so when it opens it
c.NotebookNotary.secret = _secret
c.NotebookNotary.store_factory = lambda: _signatures
c.AtelierKernelManager.gone_timeout = gone
c.MappingKernelManager.cull_idle_timeout = cull
c.MappingKernelManager.cull_interval = max(1, min(30, gone // 4))
# (cull_connected and cull_busy are not read: AtelierKernelManager decides, and never stops
# a busy kernel.)
