"""The workshop server (`make atelier`) measured in Debian's chromium: `make bench-atelier`.

Starts Voilà exactly as `make atelier GUESTS=8 NB=atacama/04_…` does (tools/atelier/voila.py,
the ``ludo`` template) on a free port of 127.0.0.1, on a copy of notebooks/, then prints:

- the machine's load average (other programs share its cores), at the start and the end;
- the start-up time (until the server's « Atelier prêt » line: every preheated kernel has
  run its notebook);
- the memory of one kernel (resident set, and what it alone holds: USS);
- the first view of every notebook, one after the other, each in a fresh browser context
  (empty cache, as on a screen that never opened the workshop): time from the address
  typed to every widget of the page shown, and the memory of the page's kernel; median
  and maximum;
- « invités échelonnés », a mixed evening: guests arriving 10 s apart, GUESTS of them on
  the notebook of the day and two on each of two other notebooks (``--others-notebooks``),
  each pair of the same notebook one after the other; each guest's wait for the first view
  (every widget shown, the board with them), the maximum (goal: 5 s), and the memory of
  Voilà and of all its kernels once every page is open;
- GUESTS guests (8) opening the notebook of the day within 10 s of each other: time until
  each sees its board, and the processor time spent meanwhile by the browser (here on the
  same two cores; in a room each guest has their own), Voilà and the kernels;
- the pool's refill: from the last guest's arrival until the pool holds GUESTS ready
  kernels again;
- a soak: every guest plays a move every 30 s for ``--soak-minutes`` (3 by default; 120
  for a real check), with the memory of Voilà and of the kernels at each round, the moves
  left without an answer, and the guests' kernels still alive at the end (none lost: the
  long limit is hours, the soak's pages are connected);
- the kernels left once the pages are closed (a page opened by its direct address frees
  its kernel too).

Not part of `make test` nor of `make bench` (it needs chromium and about fifteen minutes).
Options: ``python -m benchmarks.atelier --guests 8 --soak-minutes 120 --notebook …``;
``--pool-others 2`` as `make atelier POOL_OTHERS=2`; ``--notebooks`` (none: no first views)
and ``--only-staggered`` for the mixed evening alone.
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
import urllib.error
import urllib.request
from pathlib import Path

import psutil

from tests.chromium import CHROMIUM, CHROMIUM_ARGS, hermetic_context
from tests.servers import NOTEBOOKS, free_port, memory_mb, prepare_work, spawn, stop_group

ROOT = Path(__file__).resolve().parents[1]
ATELIER = ROOT / "tools" / "atelier"
DEFAULT_NOTEBOOK = "atacama/04_jouer_contre_l_ordinateur.ipynb"
DEFAULT_OTHERS = ("barrage/10_seul_contre_tesla.ipynb", "eau/04_une_partie_cooperative.ipynb")
#: Seconds between two guests of the mixed evening.
STAGGER = 10.0

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
KERNEL_ID_JS = (
    "() => JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId"
)
# Text of the board's cells: a move changes it (the guest's well, then the computer's).
BOARD_TEXT_JS = (
    "() => Array.from(document.querySelectorAll('.ludo-cb-cell'), c => c.textContent).join('|')"
)
BANNER_JS = "() => !!document.getElementById('ludo-connexion')?.checkVisibility?.()"
# Seconds from the address typed to the page's last byte of HTML: the server's share of a
# first view (Voilà streams the page, so a kernel still running its notebook shows here),
# apart from the browser's own work afterwards (here on the same two cores).
HTML_END_JS = (
    "() => { const n = performance.getEntriesByType('navigation')[0];"
    " return n && n.responseEnd > 0 ? n.responseEnd / 1000 : null; }"
)


def notebook_paths() -> list[str]:
    return sorted(
        str(p.relative_to(NOTEBOOKS))
        for p in NOTEBOOKS.rglob("*.ipynb")
        if ".ipynb_checkpoints" not in p.parts
    )


class Server:
    """Voilà started like `make atelier`, in its own process group, on a copy of notebooks/."""

    def __init__(self, work: Path, guests: int, notebook: str, others: int = 1):
        self.work = work
        copy, env = prepare_work(work)
        env.update(
            JUPYTER_PATH=str(ATELIER),
            LUDO_GUESTS=str(guests),
            LUDO_POOL=str(guests),  # as the Makefile does: POOL = GUESTS
            LUDO_POOL_OTHERS=str(others),
            LUDO_NB=notebook,
            # the kernels import this checkout's ludo, whatever the environment installed
            PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])),
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
        self.pool_others = others

    def log(self) -> str:
        return self.log_path.read_text(errors="replace")

    def refilled(self, notebook: str) -> int:
        """How many times the pool of ``notebook`` was full again (every kernel of it has
        run the notebook: tools/atelier/atelier_kernels.py logs it)."""
        return self.log().count(f"Atelier : réserve de {notebook} à nouveau pleine")

    def kernel_alive(self, kernel_id: str) -> bool:
        try:
            with urllib.request.urlopen(f"{self.url}api/kernels/{kernel_id}", timeout=10):
                return True
        except urllib.error.HTTPError:
            return False

    def kernel_process(self, kernel_id: str) -> psutil.Process | None:
        for k in self.kernels():
            try:
                if kernel_id in " ".join(k.cmdline()):
                    return k
            except psutil.Error:
                pass
        return None

    def wait_ready(self, timeout: float) -> str | None:
        """The server's « Atelier prêt » line, once every preheated kernel has run its
        notebook (None: not within ``timeout`` seconds)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise SystemExit("Voilà s'est arrêté :\n" + self.log()[-3000:])
            found = re.search(r"Atelier prêt : .*", self.log())
            if found:
                return found[0]
            time.sleep(0.25)
        return None

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


async def open_and_wait(browser, url: str, ready_js: str, timeout_s: float):
    """Open ``url`` in a fresh context; seconds until ``ready_js`` holds (None: timed out)."""
    context = await hermetic_context(browser)
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
            views, memory = [], {}
            for nb in args.notebooks:
                spent, context, page = await open_and_wait(
                    browser, f"{server.url}voila/render/{nb}", WIDGETS_SHOWN_JS, 60
                )
                views.append(spent)
                mb = ""
                try:
                    proc = server.kernel_process(await page.evaluate(KERNEL_ID_JS))
                    if proc is not None:
                        memory[nb] = proc.memory_info().rss / 2**20
                        mb = f"   noyau {memory[nb]:4.0f} Mo"
                except Exception:
                    pass
                line(f"   premier affichage  {nb:<52} {_fmt(spent)}{mb}", flush=True)
                await close_page(context, page)
                await asyncio.to_thread(server.wait_quiet, 60)
            shown = [v for v in views if v is not None]
            med = statistics.median(shown) if shown else float("nan")
            if views:
                line(
                    f"   premier affichage : médiane {med:.2f} s, maximum "
                    f"{max(shown) if shown else float('nan'):.2f} s sur {len(shown)}/{len(views)} "
                    "carnets   (objectif : médiane ≤ 3 s)",
                    flush=True,
                )
            if memory:
                heavy = sorted(memory.items(), key=lambda kv: -kv[1])[:3]
                line(
                    f"   noyau d'une page ouverte : médiane {statistics.median(memory.values()):.0f} Mo "
                    "résidents ; les plus gros : "
                    + ", ".join(f"{nb} {mb:.0f} Mo" for nb, mb in heavy),
                    flush=True,
                )

            # 2. The mixed evening: guests arriving 10 s apart on several notebooks.
            await staggered(args, server, browser)
            if args.only_staggered:
                return

            # 3. The guests arrive on the notebook of the day within `spread` seconds (pools
            # full and quiet first).
            await settle(args, server)
            pool_pids = {k.pid for k in server.kernels()}
            filled_before = server.refilled(args.notebook)
            cpu_before = cpu_split(server)
            url = f"{server.url}voila/render/{args.notebook}"
            step = args.spread / max(1, args.guests - 1)
            arrivals: list[float] = []

            async def guest(i: int):
                await asyncio.sleep(i * step)
                arrivals.append(time.monotonic())
                return await open_and_wait(browser, url, BOARD_JS, 90)

            results = await asyncio.gather(*(guest(i) for i in range(args.guests)))
            cpu_after = cpu_split(server)
            times = [r[0] for r in results]
            ok = [t for t in times if t is not None]
            line(
                f"   {args.guests} invités arrivés en {args.spread:.0f} s ({args.notebook}) : "
                + ", ".join(_fmt(t).strip() for t in times),
                flush=True,
            )
            line(
                f"   {args.guests} invités : {len(ok)}/{args.guests} plateaux affichés, médiane "
                f"{statistics.median(ok) if ok else float('nan'):.1f} s, le dernier en "
                f"{max(ok) if ok else float('nan'):.1f} s   (objectif : chacun en ≤ 10 s)",
                flush=True,
            )
            line(
                f"   {args.guests} invités, temps de calcul : "
                + ", ".join(f"{k} {cpu_after[k] - cpu_before[k]:.0f} s" for k in cpu_after)
                + "   (le navigateur des invités, ici sur les deux mêmes cœurs, est à part "
                "dans une vraie salle)",
                flush=True,
            )
            used = [k for k in server.kernels() if k.pid in pool_pids]
            rss, uss = kernel_memory(used)
            line(
                f"   mémoire d'un noyau, plateau affiché : {rss:.0f} Mo résidents, "
                f"{uss:.0f} Mo propres (USS)",
                flush=True,
            )

            # 4. The pool's refill: from the last arrival to GUESTS kernels that have run the
            # notebook again (the server logs « réserve de … à nouveau pleine »).
            deadline = time.monotonic() + 300
            while server.refilled(args.notebook) <= filled_before and time.monotonic() < deadline:
                await asyncio.sleep(0.5)
            refilled = server.refilled(args.notebook) > filled_before
            line(
                "   réserve du carnet du jour à nouveau pleine "
                + (
                    f"{time.monotonic() - max(arrivals):.1f} s après la dernière arrivée "
                    f"({args.guests} noyaux ; dont le délai de remplissage, 20 s)"
                    if refilled
                    else "pas en 300 s"
                ),
                flush=True,
            )

            # 5. The soak: a move every `move_every` seconds per guest.
            pages = [r[2] for r in results if r[0] is not None]
            kernel_ids = [await pg.evaluate(KERNEL_ID_JS) for pg in pages]
            ready = [server.kernel_process(k) for k in kernel_ids]
            line(
                f"   noyaux des invités pris prêts dans la réserve : "
                f"{sum(1 for p in ready if p is not None and p.pid in pool_pids)}/{args.guests}"
                "   (les autres ont attendu le remplissage)",
                flush=True,
            )
            await soak(args, server, pages, kernel_ids)

            # 6. Close the pages like participants closing their tab: the kernels the pages
            # took from the pool must stop (the pool itself is refilled with new kernels).
            await asyncio.gather(*(close_page(c, pg) for _, c, pg in results))
            deadline = time.monotonic() + 30
            alive = set(kernel_ids)
            while time.monotonic() < deadline and alive:
                alive = {k for k in alive if server.kernel_alive(k)}
                await asyncio.sleep(0.5)
            refused = len(re.findall(r"403 POST .*/voila/api/shutdown", server.log()))
            line(
                f"   pages fermées : {len(alive)}/{len(kernel_ids)} de leurs noyaux encore "
                f"en vie ; demandes d'arrêt refusées (403) : {refused}",
                flush=True,
            )
        finally:
            await browser.close()


async def settle(args, server: Server) -> None:
    """Wait until every pool is full again and its kernels quiet (bounded waits)."""
    expected = args.guests + (len(notebook_paths()) - 1) * server.pool_others
    deadline = time.monotonic() + 180
    while len(server.kernels()) < expected and time.monotonic() < deadline:
        await asyncio.sleep(1)
    await asyncio.to_thread(server.wait_quiet, 120)


def arrival_order(guests: int, notebook: str, others: list[str]) -> list[str]:
    """The mixed evening's arrivals: the day's notebook, then the two guests of an other
    notebook one after the other (10 s apart: the pool of one they share must refill in
    between), the day's notebook again, the next pair, and the rest of the day's guests."""
    order: list[str] = []
    day = [notebook] * guests
    for other in others:
        if day:
            order.append(day.pop())
        order += [other, other]
    return order + day


async def staggered(args, server: Server, browser) -> None:
    """« invités échelonnés »: one guest every STAGGER seconds, each page kept open; prints
    each guest's wait for the first view, the maximum, and the memory at the end."""
    line = print
    await settle(args, server)
    order = arrival_order(args.guests, args.notebook, args.others_notebooks)
    line(
        f"   invités échelonnés : {len(order)} invités, un toutes les {STAGGER:.0f} s "
        f"({args.guests} sur {args.notebook}, 2 sur chacun de "
        + ", ".join(args.others_notebooks)
        + f" ; POOL_OTHERS={server.pool_others})",
        flush=True,
    )
    start = time.monotonic()

    async def guest(i: int, nb: str):
        await asyncio.sleep(max(0.0, start + i * STAGGER - time.monotonic()))
        offset = len(server.log())
        spent, context, page = await open_and_wait(
            browser, f"{server.url}voila/render/{nb}", WIDGETS_SHOWN_JS, 90
        )
        # Which kernel the page took, as the server said it (tools/atelier/atelier_kernels.py)
        taken = re.search(
            rf"Atelier : une page de {re.escape(nb)} prend un noyau ([^.]+)\.",
            server.log()[offset:],
        )
        try:
            html = await page.evaluate(HTML_END_JS)
        except Exception:
            html = None
        line(
            f"   invité {i + 1:2d}, arrivé à {i * STAGGER:3.0f} s, {nb:<45} premier affichage "
            f"{_fmt(spent)}, page reçue du serveur en {'?' if html is None else f'{html:.2f} s'}"
            "   "
            f"(noyau {taken[1] if taken else '?'})",
            flush=True,
        )
        return spent, context, page, html

    results = await asyncio.gather(*(guest(i, nb) for i, nb in enumerate(order)))
    waits = [r[0] for r in results]
    shown = [w for w in waits if w is not None]
    worst = max(shown) if shown else float("nan")
    served = [r[3] for r in results if r[3] is not None]
    line(
        f"   invités échelonnés : {len(shown)}/{len(waits)} premiers affichages, maximum "
        f"{worst:.1f} s"
        + ("" if len(shown) == len(waits) else " (certains jamais affichés)")
        + f" ; pages reçues du serveur en {max(served) if served else float('nan'):.1f} s au "
        "plus   (objectif : chacun en ≤ 5 s)",
        flush=True,
    )
    kernels = server.kernels()
    rss, uss = memory_mb(kernels)
    voila_mb = psutil.Process(server.proc.pid).memory_info().rss / 2**20
    line(
        f"   invités échelonnés, toutes les pages ouvertes : {len(kernels)} noyaux "
        f"(pages et réserves), {rss / 1024:.1f} Go résidents, {uss / 1024:.1f} Go propres "
        f"(USS) ; Voilà {voila_mb:.0f} Mo",
        flush=True,
    )
    await asyncio.gather(*(close_page(r[1], r[2]) for r in results))


async def play_a_move(page) -> bool:
    """Click a legal cell of the guest's Atacama board (or « Nouvelle partie » once the game
    is over); True when the board answered within 30 s."""
    before = await page.evaluate(BOARD_TEXT_JS)
    legal = page.locator(".ludo-cb-cell.ludo-cb-legal")
    try:
        if await legal.count():
            await legal.nth(await legal.count() // 2).click(timeout=10_000)
        else:
            await page.get_by_role("button", name="Nouvelle partie").first.click(timeout=10_000)
        await page.wait_for_function(
            f"(before) => ({BOARD_TEXT_JS})() !== before", arg=before, timeout=30_000
        )
        return True
    except Exception:
        return False


async def soak(args, server: Server, pages: list, kernel_ids: list[str]) -> None:
    """Every guest plays a move every ``move_every`` s for ``soak_minutes``; prints memory."""
    line = print
    rounds = max(1, round(args.soak_minutes * 60 / args.move_every))
    samples: list[tuple[float, float]] = []  # (Voilà MB, the guests' kernels MB)
    unanswered = 0
    start = time.monotonic()
    for r in range(rounds):
        answers = await asyncio.gather(*(play_a_move(pg) for pg in pages))
        unanswered += answers.count(False)
        guests = [p for p in (server.kernel_process(k) for k in kernel_ids) if p is not None]
        kernels_mb = sum(p.memory_info().rss for p in guests) / 2**20
        voila_mb = psutil.Process(server.proc.pid).memory_info().rss / 2**20
        samples.append((voila_mb, kernels_mb))
        if r in (0, rounds - 1) or r % 20 == 0 or not all(answers):
            line(
                f"   endurance, tour {r + 1}/{rounds} : Voilà {voila_mb:.0f} Mo, noyaux des "
                f"invités {kernels_mb:.0f} Mo ({len(guests)} noyaux) ; réponses "
                + "".join("o" if a else "x" for a in answers),
                flush=True,
            )
        wait = start + (r + 1) * args.move_every - time.monotonic()
        if wait > 0:
            await asyncio.sleep(wait)
    alive = sum(server.kernel_alive(k) for k in kernel_ids)
    banners = sum([await pg.evaluate(BANNER_JS) for pg in pages])
    first, last = samples[0], samples[-1]
    line(
        f"   endurance : {args.soak_minutes:g} min, un coup toutes les {args.move_every:g} s "
        f"par invité ({rounds * len(pages)} coups) : {unanswered} sans réponse ; noyaux en "
        f"vie {alive}/{len(kernel_ids)} ; bandeaux « Connexion perdue » : {banners} ; "
        f"mémoire Voilà {first[0]:.0f} → {last[0]:.0f} Mo (max {max(s[0] for s in samples):.0f}), "
        f"noyaux des invités {first[1]:.0f} → {last[1]:.0f} Mo "
        f"(max {max(s[1] for s in samples):.0f})",
        flush=True,
    )


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--guests", type=int, default=8, help="GUESTS of `make atelier`")
    parser.add_argument("--spread", type=float, default=10.0, help="arrivals within (s)")
    parser.add_argument("--soak-minutes", type=float, default=3.0, help="120: a real check")
    parser.add_argument("--move-every", type=float, default=30.0, help="seconds per move")
    parser.add_argument("--notebook", default=DEFAULT_NOTEBOOK)
    parser.add_argument("--pool-others", type=int, default=1, help="POOL_OTHERS of `make atelier`")
    parser.add_argument(
        "--others-notebooks",
        nargs=2,
        default=list(DEFAULT_OTHERS),
        help="the two other notebooks of the mixed evening (« invités échelonnés »)",
    )
    parser.add_argument(
        "--only-staggered", action="store_true", help="the mixed evening alone (no group, no soak)"
    )
    parser.add_argument(
        "--notebooks", nargs="*", default=None, help="first view of these (default: all)"
    )
    args = parser.parse_args(argv)
    args.guests = max(1, min(args.guests, 30))
    if args.notebooks is None:
        args.notebooks = notebook_paths()
    if not os.access(CHROMIUM, os.X_OK):
        print(f"Chromium est absent ({CHROMIUM}) : `make browser-deps` l'installe.")
        return 2

    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    print(f"   machine : {os.cpu_count()} cœurs, charge moyenne (1, 5, 15 min) {load}", flush=True)
    work = Path(tempfile.mkdtemp(prefix="ludo-bench-atelier-"))
    server = Server(work, guests=args.guests, notebook=args.notebook, others=args.pool_others)
    try:
        start = time.monotonic()
        ready = server.wait_ready(timeout=600)
        print(
            f"   démarrage : {len(notebook_paths())} réserves de noyaux "
            f"({args.guests} pour {args.notebook}, {args.pool_others} par autre carnet) "
            + (
                f"prêtes en {time.monotonic() - start:.1f} s ; le serveur a dit « {ready} »"
                if ready
                else "pas prêtes en 600 s"
            ),
            flush=True,
        )
        server.wait_quiet(timeout=120)
        kernels = server.kernels()
        rss, uss = kernel_memory(kernels)
        server_rss = psutil.Process(server.proc.pid).memory_info().rss / 2**20
        print(
            f"   mémoire : {len(kernels)} noyaux en réserve, médiane {rss:.0f} Mo résidents / "
            f"{uss:.0f} Mo propres (USS) par noyau ; serveur Voilà {server_rss:.0f} Mo",
            flush=True,
        )
        asyncio.run(measure(args, server))
        load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
        print(f"   machine : charge moyenne à la fin (1, 5, 15 min) {load}", flush=True)
    finally:
        server.stop()
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
