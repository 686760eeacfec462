"""`make hub-check`: a real JupyterHub on this machine, three tables and the host's projector.

Starts the hub of ``deploy/jupyterhub/jupyterhub_config.py`` (its proxy from
``build/hub/node_modules``, a state folder of its own, free ports), then in Debian's
Chromium (Playwright, pages that may only reach this machine):

1. three tables log in at once (« Table 3 », « Les Éléphants », « 7 ») with the workshop's
   code: each gets its own server, opening on Atacama 04, its hub user name being its save
   key (``3``, ``les-elephants``, ``7``); each plays a move, saved in its own folder;
2. the host logs in as admin and lands on the projector, which lists the three tables;
   it follows table 3 and shows its next move;
3. a table cannot reach another one: table 7's browser asking for table 3's page, and
   table 7's token asking table 3's server for its kernel, are refused (403) while the
   same token reaches table 7's own kernel; a table's own server has no Jupyter REST API
   (no kernel started on demand, no files, no terminal) and no page outside the notebooks;
4. the figures for sizing (README « Un festival : plus d'une machine »): each table's
   first start (login to board shown: three at once, then a fourth alone, with its CPU
   seconds) and a reload (its server running; a preheated kernel with ``--pool 1``), memory per table
   (its Voilà server and its kernels), CPU per move (the table's processes, the proxy, the
   hub).

Everything it started is stopped at the end, failure or not (the hub's process group,
then any process left with the check's state folder in its environment). Prints
« hub-check: N passed, M failed » and exits 1 on a failure. Options: ``--keep`` keeps the
state folder (logs) for a look; ``--moves N`` moves measured (default 5); ``--pool N``
kernels kept ready in each table's server (default 0, as `make hub`).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import secrets
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

import psutil

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from ludo.core.saves import read_table, table_key  # noqa: E402
from tests.chromium import CHROMIUM, CHROMIUM_ARGS, hermetic_context  # noqa: E402
from tests.servers import free_port, memory_mb  # noqa: E402

CONFIG = ROOT / "deploy" / "jupyterhub" / "jupyterhub_config.py"
PROXY = ROOT / "build" / "hub" / "node_modules" / ".bin" / "configurable-http-proxy"
NOTEBOOK = "atacama/04_jouer_contre_l_ordinateur.ipynb"
TABLES = ("Table 3", "Les Éléphants", "7")
ADMIN = "animation"
#: A table arriving alone once the others play (its server's first start, measured).
LATE = "Table 12"
BOARD_JS = "() => document.querySelectorAll('.ludo-cb-cell').length >= 81"
BOARD_TEXT_JS = (
    "() => Array.from(document.querySelectorAll('.ludo-cb-cell'), c => c.textContent).join('|')"
)
KERNEL_ID_JS = (
    "() => JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId"
)
PROJECTOR_OPTIONS_JS = (
    "() => Array.from(document.querySelectorAll('.ludo-projector-tables select option'),"
    " o => o.textContent)"
)
BANNER_JS = "() => !!document.getElementById('ludo-connexion')?.checkVisibility?.()"
PROJECTOR_HEAD_JS = "() => document.querySelector('.ludo-projector-head')?.innerText || ''"


class Check:
    """The check's bookkeeping: progress lines, passed and failed steps."""

    def __init__(self) -> None:
        self.start = time.monotonic()
        self.passed = 0
        self.failures: list[str] = []

    def step(self, text: str) -> None:
        print(f"hub-check [{time.monotonic() - self.start:5.1f} s] {text}", flush=True)

    def ok(self, text: str) -> None:
        self.passed += 1
        print(f"  ok     {text}", flush=True)

    def ko(self, text: str) -> None:
        self.failures.append(text)
        print(f"  ÉCHEC  {text}", flush=True)

    def expect(self, condition: bool, text: str, detail: str = "") -> bool:
        if condition:
            self.ok(text)
        else:
            self.ko(f"{text}{' : ' + detail if detail else ''}")
        return condition


def consecutive_ports(count: int = 3) -> int:
    """A port free on the loopback interface with the ``count - 1`` next ones free too
    (the hub's address, its proxy's API, the hub itself)."""
    import socket

    for _ in range(50):
        base = free_port()
        try:
            sockets = []
            for port in range(base, base + count):
                s = socket.socket()
                sockets.append(s)
                s.bind(("127.0.0.1", port))
            return base
        except OSError:
            continue
        finally:
            for s in sockets:
                s.close()
    raise RuntimeError("aucune suite de ports libres")


def http(url: str, token: str | None = None, method: str = "GET", body=None):
    """(status, text) of a request; an HTTP error is an answer, not an exception."""
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(url, data=data, method=method)
    if token:
        request.add_header("Authorization", f"token {token}")
    try:
        with urllib.request.urlopen(request, timeout=30) as answer:
            return answer.status, answer.read().decode("utf-8", "replace")
    except urllib.error.HTTPError as err:
        return err.code, err.read().decode("utf-8", "replace")


class Hub:
    """The hub of ``jupyterhub_config.py``, in a state folder of its own."""

    def __init__(self, state: Path) -> None:
        self.state = state
        self.port = consecutive_ports()
        self.base = f"http://127.0.0.1:{self.port}"
        self.code = "atelier-" + secrets.token_hex(4)
        self.admin_code = secrets.token_urlsafe(40)
        self.log_path = state / "hub.log"
        self.env = dict(os.environ)
        self.env.update(
            LUDO_HUB_STATE=str(state),
            LUDO_HUB_PORT=str(self.port),
            LUDO_HUB_PROXY=str(PROXY),
            LUDO_HUB_CODE=self.code,
            LUDO_HUB_ADMIN=ADMIN,
            LUDO_HUB_ADMIN_CODE=self.admin_code,
            LUDO_NB=NOTEBOOK,
            LUDO_SEED="1",
            PYTHONUNBUFFERED="1",
        )
        self.proc: subprocess.Popen | None = None
        self.seen: dict[int, psutil.Process] = {}

    def token(self, name: str, code: str) -> str | None:
        """An API token of the hub user ``name``, asked with its name and code (as a
        script of the table's could: ``POST /hub/api/users/<name>/tokens``)."""
        status, text = http(
            f"{self.base}/hub/api/users/{name}/tokens",
            method="POST",
            body={"auth": {"username": name, "password": code}, "expires_in": 3600},
        )
        return json.loads(text).get("token") if status in (200, 201) else None

    def start(self) -> None:
        with open(self.log_path, "wb") as log:
            self.proc = subprocess.Popen(
                [sys.executable, "-m", "jupyterhub", "-f", str(CONFIG)],
                cwd=self.state,
                env=self.env,
                stdin=subprocess.DEVNULL,
                stdout=log,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )

    def log(self) -> str:
        return self.log_path.read_text(encoding="utf-8", errors="replace")

    def wait_ready(self, timeout: float = 120) -> bool:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                return False
            try:
                if http(self.base + "/hub/api")[0] == 200:
                    return True
            except OSError:
                pass
            time.sleep(0.5)
        return False

    def remember(self) -> None:
        """Note every process the hub started so far (to stop them even if it dies)."""
        if self.proc is None:
            return
        try:
            for p in psutil.Process(self.proc.pid).children(recursive=True):
                self.seen[p.pid] = p
        except psutil.Error:
            pass

    def ours(self) -> list[psutil.Process]:
        """Processes left that belong to this check: started by the hub, or with the
        state folder in their environment (a table's server and its kernels)."""
        found = {}
        for pid, p in self.seen.items():
            if p.is_running():
                found[pid] = p
        me = os.getuid()
        for p in psutil.process_iter(["uids", "environ"]):
            try:
                if p.info["uids"] and p.info["uids"].real == me and p.pid != os.getpid():
                    env = p.info["environ"] or {}
                    if env.get("LUDO_HUB_STATE") == str(self.state) or env.get(
                        "LUDO_SAVES", ""
                    ).startswith(str(self.state)):
                        found[p.pid] = p
            except psutil.Error:
                continue
        return list(found.values())

    def stop(self) -> int:
        """Stop the hub (it stops the tables' servers and its proxy), then whatever is left.
        Returns how many processes had to be killed after the hub's own stop."""
        self.remember()
        if self.proc is not None and self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGTERM)
            try:
                self.proc.wait(timeout=60)
            except subprocess.TimeoutExpired:
                os.killpg(self.proc.pid, signal.SIGKILL)
                self.proc.wait(timeout=10)
        time.sleep(1)
        left = self.ours()
        for p in left:
            try:
                p.kill()
            except psutil.Error:
                pass
        psutil.wait_procs(left, timeout=10)
        return len(left)


def tree(pid: int) -> list[psutil.Process]:
    try:
        root = psutil.Process(pid)
        return [root, *root.children(recursive=True)]
    except psutil.Error:
        return []


def cpu_seconds(processes: list[psutil.Process]) -> float:
    total = 0.0
    for p in processes:
        try:
            t = p.cpu_times()
            total += t.user + t.system + t.children_user + t.children_system
        except psutil.Error:
            pass
    return total


async def arrival(browser, hub, name: str):
    """Table ``name`` arrives: a fresh browser context logs in to the hub; returns the
    context, its page and the seconds until the board is shown (None: never in 240 s)."""
    context = await hermetic_context(browser)
    page = await context.new_page()
    start = time.monotonic()
    await log_in(page, hub.base, name, hub.code)
    try:
        await page.wait_for_function(BOARD_JS, timeout=240_000, polling=200)
    except Exception:
        return context, page, None
    return context, page, time.monotonic() - start


async def log_in(page, base: str, name: str, code: str) -> None:
    await page.goto(base + "/hub/login", wait_until="domcontentloaded")
    await page.fill("#username_input", name)
    await page.fill("#password_input", code)
    await page.click("#login_submit")


async def play_a_move(page, timeout: float = 60) -> float | None:
    """Click a legal cell of the table's Atacama board; seconds until the board changed
    (the guest's well, then the computer's answer), or None."""
    before = await page.evaluate(BOARD_TEXT_JS)
    legal = page.locator(".ludo-cb-cell.ludo-cb-legal")
    count = await legal.count()
    if not count:
        return None
    start = time.monotonic()
    await legal.nth(count // 2).click(timeout=10_000)
    try:
        await page.wait_for_function(
            f"(before) => ({BOARD_TEXT_JS})() !== before", arg=before, timeout=timeout * 1000
        )
    except Exception:
        return None
    # the computer's answer: the save holds both moves once the board is still
    await asyncio.sleep(0.5)
    return time.monotonic() - start


def saved_moves(state: Path, key: str) -> int | None:
    path = state / "parties" / key / f"atacama--{key}.json"
    try:
        return len(read_table(path).state.history)
    except Exception:
        return None


async def wait_saved(state: Path, key: str, at_least: int, timeout: float = 30) -> int | None:
    deadline = time.monotonic() + timeout
    moves = None
    while time.monotonic() < deadline:
        moves = saved_moves(state, key)
        if moves is not None and moves >= at_least:
            return moves
        await asyncio.sleep(0.2)
    return moves


async def run(check: Check, hub: Hub, moves_to_measure: int) -> dict:
    from playwright.async_api import async_playwright

    figures: dict = {}
    keys = [table_key(t) for t in TABLES]
    async with async_playwright() as p:
        browser = await p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            # 1. three tables at once
            check.step(f"trois tables se connectent ensemble : {', '.join(TABLES)}")
            pages = {}

            async def arrive(name: str):
                context, page, spent = await arrival(browser, hub, name)
                pages[name] = (context, page)
                return spent

            spent = await asyncio.gather(*(arrive(t) for t in TABLES))
            hub.remember()
            figures["first_start"] = dict(zip(TABLES, spent, strict=True))
            for name, key, seconds in zip(TABLES, keys, spent, strict=True):
                page = pages[name][1]
                url = page.url
                want = f"/user/{key}/voila/render/{NOTEBOOK}"
                if check.expect(
                    seconds is not None and url.startswith(hub.base + want),
                    f"« {name} » : son serveur ouvre Atacama 04 ({want}, {seconds or 0:.1f} s)",
                    f"adresse {url}",
                ):
                    text = await page.evaluate("() => document.body.innerText")
                    label = "Table 3" if key == "3" else f"Table {key.replace('-', ' ')}"
                    check.expect(
                        f"{label} — la partie est enregistrée" in text
                        and "À quelle table jouez-vous" not in text,
                        f"« {name} » : la table est déjà choisie (pas de question)",
                    )

            # moves
            check.step("chaque table joue un coup")
            for name, key in zip(TABLES, keys, strict=True):
                seconds = await play_a_move(pages[name][1])
                moves = await wait_saved(hub.state, key, 2)
                check.expect(
                    seconds is not None and moves is not None and moves >= 2,
                    f"« {name} » : coup joué, enregistré dans parties/{key}/ ({moves} coups)",
                )
            others = {
                key: sorted(q.name for q in (hub.state / "parties" / key).iterdir()) for key in keys
            }
            check.expect(
                all(files == [f"atacama--{key}.json"] for key, files in others.items()),
                "chaque dossier de parties ne tient que la partie de sa table",
                str(others),
            )

            # 2. the host, the projector
            check.step("l'animateur se connecte (admin) : le projecteur")
            host_context = await hermetic_context(browser)
            host = await host_context.new_page()
            start = time.monotonic()
            await log_in(host, hub.base, ADMIN, hub.admin_code)
            try:
                await host.wait_for_function(
                    f"() => ({PROJECTOR_OPTIONS_JS})().length >= {len(TABLES)}",
                    timeout=240_000,
                    polling=200,
                )
            except Exception:
                pass
            options = [o.replace("\xa0", " ") for o in await host.evaluate(PROJECTOR_OPTIONS_JS)]
            figures["projector_start"] = time.monotonic() - start
            wanted = [f"Atacama — table {key.replace('-', ' ')}" for key in keys]
            check.expect(
                host.url.startswith(hub.base + f"/user/{ADMIN}/voila/render/projecteur.ipynb")
                and sorted(options) == sorted(wanted),
                f"le projecteur liste les trois tables ({'; '.join(options)})",
                f"adresse {host.url}, {options!r} au lieu de {wanted!r}",
            )
            # an admin token for the hub's REST API, asked with the host's name and code
            admin_token = hub.token(ADMIN, hub.admin_code)
            check.expect(bool(admin_token), "un jeton d'admin pour l'API du hub")
            status, text = http(hub.base + "/hub/api/users", admin_token)
            names = sorted(u["name"] for u in json.loads(text)) if status == 200 else []
            check.expect(
                names == sorted([*keys, ADMIN]),
                f"les utilisateurs du hub sont les clés des tables ({', '.join(names)})",
            )

            await host.select_option(".ludo-projector-tables select", label=wanted[0])
            await host.wait_for_function(
                "() => (document.querySelector('.ludo-projector-head')?.innerText || '')"
                ".includes('table 3')",
                timeout=30_000,
            )
            head_before = await host.evaluate(PROJECTOR_HEAD_JS)
            seconds = await play_a_move(pages[TABLES[0]][1])
            moves = await wait_saved(hub.state, keys[0], 4)
            try:
                await host.wait_for_function(
                    f"() => ({PROJECTOR_HEAD_JS})().includes('{moves} coup')", timeout=30_000
                )
                head_after = await host.evaluate(PROJECTOR_HEAD_JS)
            except Exception:
                head_after = await host.evaluate(PROJECTOR_HEAD_JS)
            check.expect(
                seconds is not None and f"{moves} coup" in head_after and head_after != head_before,
                f"le projecteur suit la table 3 : « {head_after.splitlines()[-1] if head_after else ''} »",
                head_after,
            )

            # 3. tables kept apart
            check.step("une table ne peut pas joindre une autre table")
            stranger = pages[TABLES[2]][1]  # table 7's browser
            answer = await stranger.goto(
                f"{hub.base}/user/{keys[0]}/voila/render/{NOTEBOOK}", wait_until="domcontentloaded"
            )
            text = await stranger.evaluate("() => document.body.innerText")
            check.expect(
                answer is not None and answer.status == 403 and ".ludo-cb-cell" not in text,
                f"le navigateur de la table 7 demande la page de la table 3 : refusé "
                f"({answer.status if answer else '?'})",
                text[:200],
            )
            await stranger.goto(f"{hub.base}/user/{keys[2]}/voila/render/{NOTEBOOK}")
            await stranger.wait_for_function(BOARD_JS, timeout=120_000, polling=200)
            own_kernel = await stranger.evaluate(KERNEL_ID_JS)
            other_kernel = await pages[TABLES[0]][1].evaluate(KERNEL_ID_JS)
            # a table may not make tokens itself (its role has no ``tokens`` scope): the
            # admin makes one for table 7, holding table 7's own permissions
            check.expect(
                hub.token(keys[2], hub.code) is None,
                "une table ne peut pas se faire de jeton d'API (pas de portée « tokens »)",
            )
            status, text = http(
                f"{hub.base}/hub/api/users/{keys[2]}/tokens", admin_token, "POST", {"note": "t7"}
            )
            table_token = json.loads(text).get("token") if status in (200, 201) else None
            own = http(f"{hub.base}/user/{keys[2]}/api/kernels/{own_kernel}", table_token)
            other = http(f"{hub.base}/user/{keys[0]}/api/kernels/{other_kernel}", table_token)
            hub_other = http(f"{hub.base}/hub/api/users/{keys[0]}", table_token)
            check.expect(
                table_token is not None and own[0] == 200 and other[0] == 403,
                f"le jeton de la table 7 : son noyau {own[0]}, le noyau de la table 3 {other[0]}",
            )
            check.expect(
                hub_other[0] in (403, 404),
                f"le jeton de la table 7 ne lit pas la table 3 dans l'API du hub ({hub_other[0]})",
            )
            # no Jupyter REST API in a table's own server: no code run on demand, no files
            probes = {
                "POST api/kernels (démarrer un noyau)": ("POST", "api/kernels", {}),
                "GET api/contents (fichiers)": ("GET", "api/contents", None),
                "GET api/sessions": ("GET", "api/sessions", None),
                "GET terminals": ("GET", "terminals", None),
                "GET voila/files/ d'une partie": (
                    "GET",
                    f"voila/files/../parties/{keys[2]}/atacama--{keys[2]}.json",
                    None,
                ),
            }
            answers = {
                what: http(f"{hub.base}/user/{keys[2]}/{path}", table_token, method, body)[0]
                for what, (method, path, body) in probes.items()
            }
            check.expect(
                all(code in (403, 404, 405) for code in answers.values()),
                "le serveur d'une table n'offre ni API Jupyter ni fichier hors des carnets : "
                + ", ".join(f"{k} → {v}" for k, v in answers.items()),
            )
            saves_root = (hub.state / "parties").resolve()
            check.expect(
                not saves_root.is_relative_to((ROOT / "notebooks").resolve()),
                f"les parties ({saves_root}) sont hors du dossier servi (notebooks/)",
            )

            # the pages' banner asks the server every 10 s whether its kernel lives (through
            # the hub, with the hub's _xsrf cookie): none of the pages may show it
            banners = [name for name in TABLES[:2] if await pages[name][1].evaluate(BANNER_JS)]
            check.expect(
                not banners,
                "aucun bandeau « Connexion perdue » sur les pages des tables (leur question "
                "sur leur noyau passe par le hub)",
                ", ".join(banners),
            )

            # 4. figures
            check.step(
                f"mesures : mémoire par table, processeur par coup ({moves_to_measure} coups)"
            )
            page = pages[TABLES[0]][1]
            status, text = http(f"{hub.base}/hub/api/users/{keys[0]}", admin_token)
            server = json.loads(text)["servers"][""] if status == 200 else {}
            pid = (server.get("state") or {}).get("pid")
            proxy_pid = int((hub.state / "proxy.pid").read_text())
            per_table = {}
            for key in keys:
                s, t = http(f"{hub.base}/hub/api/users/{key}", admin_token)
                table_pid = (json.loads(t)["servers"][""].get("state") or {}).get("pid")
                processes = tree(table_pid) if table_pid else []
                per_table[key] = (len(processes) - 1, *memory_mb(processes))
            figures["memory"] = per_table
            figures["hub_memory"] = memory_mb([psutil.Process(hub.proc.pid)])[0]
            figures["proxy_memory"] = memory_mb(tree(proxy_pid))[0]
            cpu_before = (
                cpu_seconds(tree(pid)),
                cpu_seconds(tree(proxy_pid)),
                cpu_seconds([psutil.Process(hub.proc.pid)]),
            )
            times = []
            for _ in range(moves_to_measure):
                seconds = await play_a_move(page)
                if seconds is None:  # the game is over: a new one
                    await page.get_by_role("button", name="Nouvelle partie").first.click()
                    await asyncio.sleep(2)
                    continue
                times.append(seconds)
            cpu_after = (
                cpu_seconds(tree(pid)),
                cpu_seconds(tree(proxy_pid)),
                cpu_seconds([psutil.Process(hub.proc.pid)]),
            )
            n = max(1, len(times))
            figures["cpu_per_move"] = [
                (a - b) / n for a, b in zip(cpu_after, cpu_before, strict=True)
            ]
            figures["move_seconds"] = statistics.median(times) if times else None
            check.expect(len(times) >= 1, f"{len(times)} coups mesurés par le hub")

            # a fourth table arriving alone: its server's first start, and its CPU
            check.step(f"une quatrième table arrive seule : « {LATE} »")
            late_context, late, figures["alone"] = await arrival(browser, hub, LATE)
            status, text = http(f"{hub.base}/hub/api/users/{table_key(LATE)}", admin_token)
            late_pid = (json.loads(text)["servers"][""].get("state") or {}).get("pid")
            figures["start_cpu"] = cpu_seconds(tree(late_pid)) if late_pid else None
            check.expect(
                figures["alone"] is not None,
                f"« {LATE} » : plateau affiché en {figures['alone'] or 0:.1f} s",
            )
            hub.remember()
            await late_context.close()

            # a reload: the table's server runs (with --pool 1, a kernel is ready)
            start = time.monotonic()
            await page.reload(wait_until="domcontentloaded")
            try:
                await page.wait_for_selector(".ludo-table-resume", timeout=120_000)
                figures["reload"] = time.monotonic() - start
            except Exception:
                figures["reload"] = None
            check.expect(
                figures["reload"] is not None,
                "page de la table 3 rechargée : « Reprendre la partie de la table 3 » proposé",
            )
            hub.remember()
        finally:
            await browser.close()
    return figures


def started_in(log: str) -> dict[str, float]:
    """The hub's own « User x took N seconds to start »."""
    return {
        m.group(1): float(m.group(2))
        for m in re.finditer(r"User (\S+) took ([\d.]+) seconds to start", log)
    }


def report(figures: dict, hub: Hub) -> None:
    print(f"\nMesures (machine : {os.cpu_count() or 0} cœurs, charge {os.getloadavg()[0]:.1f}) :")
    spawn = started_in(hub.log())
    for name, seconds in figures.get("first_start", {}).items():
        key = table_key(name)
        print(
            f"  premier démarrage de « {name} » : plateau affiché {seconds or 0:.1f} s après la "
            f"connexion (serveur démarré par le hub en {spawn.get(key, 0):.1f} s)"
        )
    if figures.get("alone") is not None:
        print(
            f"  premier démarrage d'une table arrivée seule : plateau affiché "
            f"{figures['alone']:.1f} s après la connexion (serveur démarré en "
            f"{spawn.get(table_key(LATE), 0):.1f} s ; {figures['start_cpu'] or 0:.1f} s de "
            "processeur pour son serveur et ses noyaux)"
        )
    if figures.get("reload") is not None:
        ready = "un noyau préchauffé" if hub.env["LUDO_POOL"] != "0" else "sans noyau préchauffé"
        print(f"  page rechargée (serveur en marche, {ready}) : {figures['reload']:.1f} s")
    if "projector_start" in figures:
        print(f"  projecteur de l'animateur : {figures['projector_start']:.1f} s")
    for key, (kernels, rss, uss) in figures.get("memory", {}).items():
        print(
            f"  table {key} : {kernels} processus enfants (noyaux), {rss:.0f} Mo résidents, {uss:.0f} Mo en propre"
        )
    if figures.get("memory"):
        rss = statistics.median(v[1] for v in figures["memory"].values())
        uss = statistics.median(v[2] for v in figures["memory"].values())
        print(f"  par table (médiane) : {rss:.0f} Mo résidents, {uss:.0f} Mo en propre")
    if "hub_memory" in figures:
        print(
            f"  le hub : {figures['hub_memory']:.0f} Mo ; le proxy : {figures['proxy_memory']:.0f} Mo"
        )
    if "cpu_per_move" in figures:
        table, proxy, hub_cpu = figures["cpu_per_move"]
        print(
            f"  processeur par coup : table (Voilà + noyaux) {table:.2f} s, proxy {proxy:.3f} s, "
            f"hub {hub_cpu:.3f} s ; réponse au clic (médiane) {figures['move_seconds'] or 0:.2f} s"
        )


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--keep", action="store_true", help="garder le dossier d'état (journaux)")
    parser.add_argument("--moves", type=int, default=5, help="coups mesurés (5)")
    parser.add_argument(
        "--pool", type=int, default=0, help="noyaux préchauffés par table (HUB_POOL, 0 par défaut)"
    )
    args = parser.parse_args(argv)
    check = Check()
    if not PROXY.exists():
        print(f"hub-check : {PROXY} absent ; lancez `make hub-check` (il l'installe).")
        return 2
    if not Path(CHROMIUM).exists():
        print(f"hub-check : {CHROMIUM} absent ; `make browser-deps` (apt-get install chromium).")
        return 2
    build = ROOT / "build" / "hub"
    build.mkdir(parents=True, exist_ok=True)
    state = Path(tempfile.mkdtemp(prefix="check-", dir=build))
    hub = Hub(state)
    hub.env["LUDO_POOL"] = str(args.pool)
    figures: dict = {}
    try:
        check.step(f"démarrage du hub sur {hub.base} (état : {state})")
        hub.start()
        if not check.expect(hub.wait_ready(), "le hub répond (/hub/api)"):
            print(hub.log()[-3000:])
            return 1
        hub.remember()
        figures = asyncio.run(run(check, hub, args.moves))
    except Exception as exc:  # reported as a failure; everything is stopped below
        check.ko(f"{type(exc).__name__} : {str(exc).splitlines()[0] if str(exc) else ''}")
        print(hub.log()[-4000:])
    finally:
        check.step("arrêt du hub, de son proxy et des serveurs des tables")
        killed = hub.stop()
        left = hub.ours()
        check.expect(
            not left,
            "tout ce que le contrôle a démarré est arrêté"
            + (f" ({killed} processus tués après l'arrêt du hub)" if killed else ""),
            ", ".join(str(p.pid) for p in left),
        )
        if figures:
            report(figures, hub)
        if args.keep or check.failures:
            print(f"  (journal du hub : {hub.log_path})")
        else:
            shutil.rmtree(state, ignore_errors=True)
    print(f"hub-check : terminé en {time.monotonic() - check.start:.0f} s")
    for failure in check.failures:
        print(f"  échec : {failure}")
    print(f"hub-check: {check.passed} passed, {len(check.failures)} failed")
    return 1 if check.failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
