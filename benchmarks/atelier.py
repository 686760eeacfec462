"""The workshop server (`make atelier`) measured in Debian's chromium: `make bench-atelier`.

Starts Voilà exactly as `make atelier` does (tools/atelier/voila.py, the ``ludo`` template)
on a free port of 127.0.0.1, on a copy of notebooks/, then prints:

- the start-up time (until every pool of preheated kernels is full);
- the memory of one kernel (resident set, and what it alone holds: USS);
- the first view of every notebook, one after the other, each in a fresh browser context
  (empty cache, as on a screen that never opened the workshop): time from the address
  typed to every widget of the page shown; median and maximum;
- ten screens opening the notebook of the day at once: time until each shows its board;
- the kernels left once the pages are closed (they must go back to the pools: a page
  opened by its direct address frees its kernel too).

Not part of `make test` nor of `make bench` (it needs chromium and about two minutes).
Options: ``python -m benchmarks.atelier --screens 10 --notebook atacama/04_...ipynb``.
Every request of the browser goes to 127.0.0.1 (others are refused); every wait is bounded.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import re
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

import psutil

from tests.chromium import CHROMIUM, CHROMIUM_ARGS
from tests.servers import NOTEBOOKS, free_port, prepare_work, spawn, stop_group

ROOT = Path(__file__).resolve().parents[1]
ATELIER = ROOT / "tools" / "atelier"
DEFAULT_NOTEBOOK = "atacama/04_jouer_contre_l_ordinateur.ipynb"

# True once the page shows every widget it holds (the spinner gone, no widget output left
# to render, every widget output area holding its widget).
WIDGETS_SHOWN_JS = """
() => {
    const cells = document.querySelector('#rendered_cells');
    if (!cells || getComputedStyle(cells).display === 'none') return false;
    const pending = Array.from(document.querySelectorAll(
        'script[type="application/vnd.voila.cell-output+json"]'))
        .filter(s => s.textContent.includes('application/vnd.jupyter.widget-view+json'));
    if (pending.length) return false;
    const outputs = Array.from(document.querySelectorAll('.jp-OutputArea-output'))
        .filter(o => !/jp-Rendered/.test(o.className) && !o.querySelector('.jp-RenderedHTMLCommon, .jp-RenderedText, .jp-RenderedImage'));
    if (!outputs.length) return true;  // a page without widgets is shown once its cells are
    return outputs.every(o => o.querySelector('.jupyter-widgets'));
}
"""
STATE_JS = """
() => {
    const cells = document.querySelector('#rendered_cells');
    return {
        cells: cells ? getComputedStyle(cells).display : null,
        pending: document.querySelectorAll(
            'script[type="application/vnd.voila.cell-output+json"]').length,
        widgets: document.querySelectorAll('.jupyter-widgets').length,
        board: document.querySelectorAll('.ludo-cb-cell').length,
        text: document.body.innerText.slice(-300),
    };
}
"""
BOARD_JS = "() => document.querySelectorAll('.ludo-cb-cell').length >= 81"


def notebook_paths() -> list[str]:
    return sorted(
        str(p.relative_to(NOTEBOOKS))
        for p in NOTEBOOKS.rglob("*.ipynb")
        if ".ipynb_checkpoints" not in p.parts
    )


class Server:
    """Voilà started like `make atelier`, in its own process group, on a copy of notebooks/."""

    def __init__(self, work: Path, pool: int, notebook: str, others: int = 1):
        self.work = work
        copy, env = prepare_work(work)
        env.update(
            JUPYTER_PATH=str(ATELIER),
            LUDO_POOL=str(pool),
            LUDO_POOL_OTHERS=str(others),
            LUDO_NB=notebook,
        )
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}/"
        self.log_path = work / "voila.log"
        self.proc = spawn(
            [
                sys.executable,
                "-m",
                "voila",
                str(copy),
                "--no-browser",
                f"--Voila.config_file_paths={ATELIER}",
                "--Voila.ip=127.0.0.1",
                f"--port={self.port}",
                "--Voila.port_retries=0",
            ],
            work,
            env,
            self.log_path,
        )
        self.expected_pools = len(notebook_paths())

    def log(self) -> str:
        return self.log_path.read_text(errors="replace")

    def pools_filled(self) -> int:
        return len(re.findall(r"Kernel pool of .* is filled", self.log()))

    def wait_pools(self, count: int, timeout: float) -> bool:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise SystemExit("Voilà s'est arrêté :\n" + self.log()[-3000:])
            if self.pools_filled() >= count:
                return True
            time.sleep(0.25)
        return False

    def kernels(self) -> list[psutil.Process]:
        try:
            children = psutil.Process(self.proc.pid).children(recursive=True)
        except psutil.NoSuchProcess:
            return []
        out = []
        for child in children:
            try:
                if "ipykernel_launcher" in " ".join(child.cmdline()):
                    out.append(child)
            except psutil.Error:
                pass
        return out

    def wait_quiet(self, timeout: float) -> bool:
        """Wait until every kernel has finished running its notebook (no CPU for 2 s)."""
        deadline = time.monotonic() + timeout
        quiet_since = None
        while time.monotonic() < deadline:
            busy = _cpu_seconds(self.kernels())
            time.sleep(1.0)
            busy = _cpu_seconds(self.kernels()) - busy
            if busy < 0.05 * max(1, len(self.kernels())):
                quiet_since = quiet_since or time.monotonic()
                if time.monotonic() - quiet_since >= 2:
                    return True
            else:
                quiet_since = None
        return False

    def stop(self) -> None:
        stop_group(self.proc, timeout=20)


def _cpu_seconds(processes: list[psutil.Process]) -> float:
    total = 0.0
    for proc in processes:
        try:
            t = proc.cpu_times()
            total += t.user + t.system
        except psutil.Error:
            pass
    return total


def cpu_split(server: Server) -> dict[str, float]:
    """CPU seconds used so far by the browser, the Voilà server and the kernels."""
    browser = [
        c for c in psutil.Process().children(recursive=True) if "chrom" in (c.name() or "").lower()
    ]
    return {
        "navigateur": _cpu_seconds(browser),
        "serveur Voilà": _cpu_seconds([psutil.Process(server.proc.pid)]),
        "noyaux": _cpu_seconds(server.kernels()),
    }


def kernel_memory(kernels: list[psutil.Process]) -> tuple[float, float]:
    """Median resident set and median unique set (MB) of the given kernels."""
    rss, uss = [], []
    for k in kernels:
        try:
            info = k.memory_full_info()
        except psutil.Error:
            continue
        rss.append(info.rss / 2**20)
        uss.append(info.uss / 2**20)
    return (statistics.median(rss) if rss else 0.0, statistics.median(uss) if uss else 0.0)


async def _hermetic_context(browser):
    context = await browser.new_context(viewport={"width": 1280, "height": 1000})

    async def only_loopback(route):
        host = route.request.url.split("/")[2].split(":")[0]
        if host in {"127.0.0.1", "localhost"}:
            await route.continue_()
        else:
            await route.abort()

    await context.route("**/*", only_loopback)
    return context


async def open_and_wait(browser, url: str, ready_js: str, timeout_s: float):
    """Open ``url`` in a fresh context; seconds until ``ready_js`` holds (None: timed out)."""
    context = await _hermetic_context(browser)
    page = await context.new_page()
    start = time.monotonic()
    try:
        await page.goto(url, wait_until="domcontentloaded", timeout=timeout_s * 1000)
        left = max(1.0, timeout_s - (time.monotonic() - start))
        await page.wait_for_function(ready_js, timeout=left * 1000, polling=100)
        spent = time.monotonic() - start
    except Exception as exc:  # a page that never shows its widgets is reported, not raised
        try:
            state = await page.evaluate(STATE_JS)
        except Exception as again:
            state = f"page illisible ({type(again).__name__})"
        print(f"   ({url} : {type(exc).__name__} : {str(exc).splitlines()[0][:120]} ; {state})")
        spent = None
    return spent, context, page


async def close_page(context, page) -> None:
    """Leave the page like a participant closing the tab, then close the context.

    Headless chromium under Playwright does not always run the page's ``beforeunload``
    handler on ``page.close`` or a navigation: the event is dispatched first, so that
    Voilà's own handler sends its shutdown request, as a participant's browser does.
    """
    try:
        await page.evaluate("() => window.dispatchEvent(new Event('beforeunload'))")
        await page.goto("about:blank", timeout=30_000)
        await asyncio.sleep(1)
    except Exception:
        pass
    finally:
        await context.close()


def _fmt(seconds) -> str:
    return f"{seconds:5.2f} s" if seconds is not None else "  > limite"


async def measure(args, server: Server) -> None:
    from playwright.async_api import async_playwright

    line = print
    async with async_playwright() as p:
        browser = await p.chromium.launch(
            executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS
        )
        try:
            # 1. First view of every notebook, one after the other.
            views = []
            for nb in args.notebooks:
                spent, context, page = await open_and_wait(
                    browser, f"{server.url}voila/render/{nb}", WIDGETS_SHOWN_JS, 60
                )
                views.append(spent)
                line(f"   premier affichage  {nb:<52} {_fmt(spent)}", flush=True)
                await close_page(context, page)
                await asyncio.to_thread(server.wait_quiet, 60)
            shown = [v for v in views if v is not None]
            med = statistics.median(shown) if shown else float("nan")
            line(
                f"   premier affichage : médiane {med:.2f} s, maximum "
                f"{max(shown) if shown else float('nan'):.2f} s sur {len(shown)}/{len(views)} "
                "carnets   (objectif : médiane ≤ 3 s)",
                flush=True,
            )

            # 2. Ten screens at once on the notebook of the day (pools full and quiet first).
            expected = args.screens + len(notebook_paths()) - 1
            deadline = time.monotonic() + 180
            while len(server.kernels()) < expected and time.monotonic() < deadline:
                await asyncio.sleep(1)
            await asyncio.to_thread(server.wait_quiet, 120)
            pool_pids = {k.pid for k in server.kernels()}
            cpu_before = cpu_split(server)
            url = f"{server.url}voila/render/{args.notebook}"
            results = await asyncio.gather(
                *(open_and_wait(browser, url, BOARD_JS, 90) for _ in range(args.screens))
            )
            cpu_after = cpu_split(server)
            times = [r[0] for r in results]
            ok = [t for t in times if t is not None]
            used = [k for k in server.kernels() if k.pid in pool_pids]
            rss, uss = kernel_memory(used)
            line(
                f"   {args.screens} écrans à la fois ({args.notebook}) : "
                + ", ".join(_fmt(t).strip() for t in sorted(times, key=lambda t: t or 1e9)),
                flush=True,
            )
            line(
                f"   {args.screens} écrans : {len(ok)}/{args.screens} plateaux affichés, le dernier "
                f"en {max(ok) if ok else float('nan'):.1f} s   (objectif : tous en ≤ 30 s)",
                flush=True,
            )
            line(
                f"   {args.screens} écrans, temps de calcul : "
                + ", ".join(f"{k} {cpu_after[k] - cpu_before[k]:.0f} s" for k in cpu_after),
                flush=True,
            )
            line(
                f"   mémoire d'un noyau, plateau affiché : {rss:.0f} Mo résidents, "
                f"{uss:.0f} Mo propres (USS)",
                flush=True,
            )

            # 3. Close the screens like participants closing their tab: the kernels the pages
            # took from the pool must stop (the pool itself is refilled with new kernels).
            await asyncio.gather(*(close_page(c, pg) for _, c, pg in results))
            still = len(pool_pids) - args.screens
            deadline = time.monotonic() + 15
            alive = pool_pids
            while time.monotonic() < deadline:
                alive = {k.pid for k in server.kernels()} & pool_pids
                if len(alive) <= still:
                    break
                await asyncio.sleep(0.5)
            refused = len(re.findall(r"403 POST .*/voila/api/shutdown", server.log()))
            line(
                f"   pages fermées : {len(alive) - still}/{args.screens} de leurs noyaux encore "
                f"en vie ; demandes d'arrêt refusées (403) : {refused}",
                flush=True,
            )
        finally:
            await browser.close()


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--screens", type=int, default=10)
    parser.add_argument("--notebook", default=DEFAULT_NOTEBOOK)
    parser.add_argument(
        "--notebooks", nargs="*", default=None, help="first view of these (default: all)"
    )
    args = parser.parse_args(argv)
    args.screens = max(1, min(args.screens, 30))
    if args.notebooks is None:
        args.notebooks = notebook_paths()
    if not os.access(CHROMIUM, os.X_OK):
        print(f"Chromium est absent ({CHROMIUM}) : `make browser-deps` l'installe.")
        return 2

    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    print(f"   machine : {os.cpu_count()} cœurs, charge moyenne (1, 5, 15 min) {load}", flush=True)
    work = Path(tempfile.mkdtemp(prefix="ludo-bench-atelier-"))
    server = Server(work, pool=args.screens, notebook=args.notebook)
    try:
        start = time.monotonic()
        filled = server.wait_pools(server.expected_pools, timeout=600)
        filled = filled and server.wait_quiet(timeout=600)
        print(
            f"   démarrage : {server.expected_pools} réserves de noyaux "
            f"({args.screens} pour {args.notebook}, 1 par autre carnet) "
            + (f"prêtes en {time.monotonic() - start:.1f} s" if filled else "pas prêtes en 600 s"),
            flush=True,
        )
        kernels = server.kernels()
        rss, uss = kernel_memory(kernels)
        server_rss = psutil.Process(server.proc.pid).memory_info().rss / 2**20
        print(
            f"   mémoire : {len(kernels)} noyaux en réserve, médiane {rss:.0f} Mo résidents / "
            f"{uss:.0f} Mo propres (USS) par noyau ; serveur Voilà {server_rss:.0f} Mo",
            flush=True,
        )
        asyncio.run(measure(args, server))
    finally:
        server.stop()
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
