"""Shared fixtures: the real-browser setup (Debian chromium + a Voilà server).

Nothing here is imported by the test modules: they only use the fixtures.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path
from urllib.parse import urlparse

import pytest
from chromium import CHROMIUM_ARGS  # the flags, shared with benchmarks/atelier.py
from servers import NOTEBOOKS, free_port, prepare_work, spawn, stop_group  # shared with it too

ROOT = Path(__file__).resolve().parents[1]

# The host's fixed draw (`make atelier SEED=1`): the game tables deal a new game to each guest
# otherwise, and a test must see the same deal every run. The Voilà, JupyterLab and nbclient
# kernels inherit it; tests of the fresh draw clear it (tests/test_atelier_saves.py).
os.environ.setdefault("LUDO_SEED", "1")

INSTALL_HINT = (
    "Pour l'installer : `sudo apt-get install chromium` "
    "(ou lancez `make test` en root, qui l'installe)."
)


#: The fixtures of a test that drives a browser or a server (Voilà, JupyterLab, Chromium).
BROWSER_FIXTURES = {
    "voila_server",
    "lab_server",
    "browser_page",
    "static_server",
    "_chromium",
    "chromium_executable",
}


@pytest.hookimpl(tryfirst=True)  # before ``-m`` selects by marker
def pytest_collection_modifyitems(config, items):
    """A test that drives a browser or a server is marked ``browser`` even when its module
    forgot to: ``make test`` runs the ``browser`` tests in one lane and the others in a
    second one at the same time (tools/run_tests.py), and ``-m "not browser"`` must leave
    out every test that starts a server."""
    for item in items:
        if BROWSER_FIXTURES & set(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.browser)


def in_ci() -> bool:
    return os.environ.get("CI", "").lower() in {"1", "true", "yes"}


@pytest.fixture(scope="session")
def chromium_executable() -> str:
    """Path to Debian's chromium; skip without it, but fail in CI (never skip there)."""
    path = "/usr/bin/chromium" if os.access("/usr/bin/chromium", os.X_OK) else None
    path = path or shutil.which("chromium")
    if path is None:
        if in_ci():
            pytest.fail(
                "Chromium (/usr/bin/chromium) est introuvable, et en CI (CI=true) le test "
                "dans le navigateur ne doit jamais être sauté. " + INSTALL_HINT,
                pytrace=False,
            )
        pytest.skip("Chromium est absent : test dans le navigateur sauté. " + INSTALL_HINT)
    return path


@pytest.fixture(scope="module")
def _voila_servers(request):
    """The Voilà servers of one test module: {key: (URL, log path)}, stopped after its last
    test. Starting Voilà costs seconds of CPU: tests of a module that serve the same
    notebook the same way share one server (each test opens its own pages and kernels)."""
    procs: list[subprocess.Popen] = []
    servers: dict[tuple[str, bool], tuple[str, Path]] = {}

    def stop_all():
        for proc in procs:
            stop_group(proc)

    request.addfinalizer(stop_all)
    return servers, procs


@pytest.fixture
def voila_server(tmp_path_factory, request, _voila_servers):
    """Factory: ``voila_server("atacama/01_x.ipynb")`` serves that notebook and returns its URL.

    The notebooks/ folder is copied to a temporary directory first, so the server never
    writes into the working tree. The server runs in its own process group, killed at the
    end of the test module (the tests of a module that serve the same notebook share it;
    each opens its own pages, so each has its own kernels).
    With ``atelier=True`` the server is the one of `make atelier` (tools/atelier/voila.py:
    the whole folder, the ``ludo`` template, one preheated kernel for that notebook) and the
    URL is the notebook's direct address; such a server is the test's own (its pool of
    preheated kernels and its log belong to that test), stopped at the end of the test.
    ``start.logs[url]`` is the server's log file.
    ``voila_server(".", atelier=True)`` serves the folder as `make atelier` does, with no
    preheated kernel, and returns the server's root (its file list); each notebook is then
    at ``URL + "voila/render/" + its path``.
    """
    shared, shared_procs = _voila_servers
    own: list[subprocess.Popen] = []

    def start(relative: str, ready_timeout: float = 60.0, atelier: bool = False) -> str:
        source = NOTEBOOKS / relative
        whole = relative == "." and atelier
        if not (source.is_file() or whole):
            pytest.fail(
                f"Le carnet {source.relative_to(ROOT)} n'existe pas : le test dans le "
                "navigateur ne peut pas l'ouvrir.",
                pytrace=False,
            )
        pooled = atelier and not whole  # a preheated kernel: this test's own server
        key = (relative, atelier)
        if not pooled and key in shared:
            url, log_path = shared[key]
            start.logs[url] = log_path
            return url
        work = tmp_path_factory.mktemp("voila")
        copy, env = prepare_work(work)
        port = free_port()
        log_path = work / "voila.log"
        if atelier:
            env.update(
                JUPYTER_PATH=str(ROOT / "tools" / "atelier"),
                LUDO_POOL="0" if whole else "1",
                LUDO_POOL_OTHERS="0",
                LUDO_NB="" if whole else relative,
            )
            served = [str(copy), f"--Voila.config_file_paths={ROOT / 'tools' / 'atelier'}"]
        else:
            served = [str(copy / relative), "--show_tracebacks=True"]
        proc = spawn(
            [
                sys.executable,
                "-m",
                "voila",
                *served,
                "--no-browser",
                f"--port={port}",
                "--Voila.ip=127.0.0.1",
                "--Voila.port_retries=0",
            ],
            copy,
            env,
            log_path,
        )
        (own if pooled else shared_procs).append(proc)

        # Ready when the port accepts connections (a GET on the notebook would start a kernel).
        deadline = time.monotonic() + ready_timeout
        while True:
            if proc.poll() is not None:
                pytest.fail(
                    f"Voilà s'est arrêté (code {proc.returncode}) :\n{_tail(log_path)}",
                    pytrace=False,
                )
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=1):
                    break
            except OSError:
                pass
            if time.monotonic() > deadline:
                pytest.fail(
                    f"Voilà ne répond pas après {ready_timeout:.0f} s :\n{_tail(log_path)}",
                    pytrace=False,
                )
            time.sleep(0.1)
        base = f"http://127.0.0.1:{port}/"
        _wait_http(base + "voila/static/", deadline)
        url = base + f"voila/render/{relative}" if pooled else base
        start.logs[url] = log_path
        if not pooled:
            shared[key] = (url, log_path)
        return url

    start.logs = {}

    def stop_own():
        for proc in own:
            stop_group(proc)

    request.addfinalizer(stop_own)
    return start


@pytest.fixture
def lab_server(tmp_path_factory, request):
    """Factory: ``lab_server()`` starts JupyterLab as `make lab` does; returns (URL, token).

    French menus: ``JUPYTER_CONFIG_PATH`` holds tools/lab (its default settings choose the
    French language pack); the user settings start from tools/lab/user-settings (text sizes
    for a projector), as in `make lab`. The notebooks/ folder is copied first, and the settings, the
    workspaces and the runtime files live in a temporary folder: nothing is written into
    the working tree or the home folder. The server (its own process group) is stopped at
    the end; ``start.log`` is its log file.
    """
    procs: list[subprocess.Popen] = []

    def start(ready_timeout: float = 90.0) -> tuple[str, str]:
        work = tmp_path_factory.mktemp("lab")
        copy, env = prepare_work(work, extra_dirs=("settings", "workspaces"))
        env["JUPYTER_CONFIG_PATH"] = str(ROOT / "tools" / "lab")
        # the user settings `make lab` starts from (text sizes for a projector)
        shutil.copytree(
            ROOT / "tools" / "lab" / "user-settings", work / "settings", dirs_exist_ok=True
        )
        port, token = free_port(), "ludo-test"
        start.log = work / "lab.log"
        proc = spawn(
            [
                sys.executable,
                "-m",
                "jupyterlab",
                "--no-browser",
                "--allow-root",
                f"--ServerApp.port={port}",
                "--ServerApp.port_retries=0",
                "--ServerApp.ip=127.0.0.1",
                f"--IdentityProvider.token={token}",
                f"--ServerApp.root_dir={copy}",
                f"--LabApp.user_settings_dir={work / 'settings'}",
                f"--LabApp.workspaces_dir={work / 'workspaces'}",
            ],
            copy,
            env,
            start.log,
        )
        procs.append(proc)
        base = f"http://127.0.0.1:{port}/"
        deadline = time.monotonic() + ready_timeout
        while True:
            if proc.poll() is not None:
                pytest.fail(
                    f"JupyterLab s'est arrêté (code {proc.returncode}) :\n{_tail(start.log)}",
                    pytrace=False,
                )
            try:
                urllib.request.urlopen(f"{base}api/status?token={token}", timeout=2).close()
                return base, token
            except OSError:
                pass
            if time.monotonic() > deadline:
                pytest.fail(
                    f"JupyterLab ne répond pas après {ready_timeout:.0f} s :\n{_tail(start.log)}",
                    pytrace=False,
                )
            time.sleep(0.3)

    start.log = None

    def stop_all():
        for proc in procs:
            stop_group(proc)

    request.addfinalizer(stop_all)
    return start


def _wait_http(url: str, deadline: float) -> None:
    """Wait until the server answers HTTP at all (any status code counts)."""
    while time.monotonic() < deadline:
        try:
            urllib.request.urlopen(url, timeout=2).close()
            return
        except urllib.error.HTTPError:
            return
        except OSError:
            time.sleep(0.2)


def _tail(path: Path, lines: int = 40) -> str:
    try:
        text = path.read_text(errors="replace")
    except OSError:
        return "(pas de journal)"
    return "\n".join(text.splitlines()[-lines:])


LOCAL_HOSTS = {"127.0.0.1", "localhost", "[::1]", "::1"}


class BrowserPage:
    """A Playwright page in Debian's chromium that can only reach this machine.

    ``page`` is the Playwright page; ``blocked`` lists the requests refused (anything not
    on 127.0.0.1/localhost: the test stays hermetic); ``errors`` the JavaScript errors.
    ``wait_for`` and ``wait_change`` poll what a test reads in the page until it shows the
    expected words or changes (the kernel answers a click a moment later).
    """

    def __init__(self, page):
        self.page = page
        self.blocked: list[str] = []
        self.errors: list[str] = []

    def only_loopback(self, route) -> None:
        """Route handler: let requests to this machine through, refuse and record the rest."""
        if (urlparse(route.request.url).hostname or "") in LOCAL_HOSTS:
            route.continue_()
        else:
            self.blocked.append(route.request.url)
            route.abort()

    #: JupyterLab's menu bar.
    LAB_MENU = ".lm-MenuBar-content"

    def open_in_lab(self, url: str) -> None:
        """Open a JupyterLab address and wait for its menus and a notebook's cells."""
        self.page.goto(url, wait_until="domcontentloaded")
        self.page.wait_for_selector(f"{self.LAB_MENU} .lm-MenuBar-item", timeout=90_000)
        self.page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=60_000)

    def lab_run_all(self) -> None:
        """Once the kernel is ready (the status bar says « Inactif »), run every cell as the
        welcome notebook tells a learner: « Exécution », « Exécuter toutes les cellules »."""
        page = self.page
        page.wait_for_selector(".jp-StatusBar-Widget :text('Inactif')", timeout=90_000)
        page.locator(f"{self.LAB_MENU} .lm-MenuBar-itemLabel", has_text="Exécution").click()
        page.get_by_role("menuitem", name="Exécuter toutes les cellules", exact=True).click()

    @contextlib.contextmanager
    def screen(self, width: int, height: int, scale: float = 1.0):
        """Another hermetic page of the same browser, as a screen of ``width``×``height`` CSS
        pixels at ``scale`` device pixels each (853×533 at 1.5 is a 1280×800 projector with
        the browser zoomed to 150 %); closed on leaving the ``with`` block."""

        context = self.page.context.browser.new_context(
            viewport={"width": width, "height": height}, device_scale_factor=scale
        )

        try:
            page = context.new_page()
            page.route("**/*", self.only_loopback)
            page.on("pageerror", lambda exc: self.errors.append(str(exc)))
            yield page
        finally:
            context.close()

    @staticmethod
    def wait_for(read, wanted: str, step: str, timeout: float = 60.0, on_fail=None) -> str:
        """Call ``read()`` until its text contains ``wanted``; return that text.

        Fails naming the ``step`` (in French) and what was read last, after calling
        ``on_fail()`` if given (a screenshot, say).
        """
        deadline = time.monotonic() + timeout
        text = ""
        while time.monotonic() < deadline:
            text = read()
            if wanted in text:
                return text
            time.sleep(0.1)
        if on_fail is not None:
            on_fail()
        raise AssertionError(
            f"{step} : « {wanted} » n'apparaît pas en {timeout:.0f} s ({text[:300]!r})."
        )

    @staticmethod
    def settle(read, pause: float = 0.3, timeout: float = 20.0) -> None:
        """Wait until ``read()`` gives the same twice, ``pause`` seconds apart (a widget
        redrawn in several messages: the words first, then the board and the buttons)."""
        deadline = time.monotonic() + timeout
        last = read()
        while time.monotonic() < deadline:
            time.sleep(pause)
            now = read()
            if now == last:
                return
            last = now

    @staticmethod
    def wait_change(read, before, step: str, timeout: float = 30.0):
        """Call ``read()`` until it returns something else than ``before``; return it."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            now = read()
            if now != before:
                return now
            time.sleep(0.05)
        raise AssertionError(
            f"{step} : rien n'a changé en {timeout:.0f} s après le clic ({str(before)[:200]!r})."
        )

    @staticmethod
    def scroll_to_top(page, locator, timeout: float = 10.0) -> None:
        """Scroll ``locator``'s element to the top of the window until it stays there (after
        a resize or a change of text size, the page lays itself out again for a moment)."""
        deadline = time.monotonic() + timeout
        while True:
            locator.evaluate("el => el.scrollIntoView({block: 'start'})")
            page.wait_for_timeout(300)
            if abs(locator.bounding_box()["y"]) <= 2 or time.monotonic() > deadline:
                return

    @staticmethod
    def on_screen(box, width: float, height: float) -> bool:
        """Whether the bounding ``box`` lies whole inside a ``width``×``height`` window."""
        return (
            box is not None
            and box["x"] >= 0
            and box["y"] >= 0
            and box["x"] + box["width"] <= width + 1
            and box["y"] + box["height"] <= height + 1
        )


@pytest.fixture(scope="session")
def _chromium(chromium_executable):
    """Debian's chromium, launched once for the whole run (each test has its own context)."""

    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(
            executable_path=chromium_executable, headless=True, args=CHROMIUM_ARGS
        )
        try:
            yield browser
        finally:
            browser.close()


@pytest.fixture
def browser_page(_chromium):
    """A hermetic chromium page (1300×1000) in a context of its own (no cookies, storage
    or cache shared with another test), closed at the end of the test."""

    context = _chromium.new_context(viewport={"width": 1300, "height": 1000})
    try:
        page = context.new_page()
        wrapper = BrowserPage(page)

        page.route("**/*", wrapper.only_loopback)
        page.on("pageerror", lambda exc: wrapper.errors.append(str(exc)))
        yield wrapper
    finally:
        context.close()


@pytest.fixture
def static_server(request):
    """Factory: ``static_server(folder)`` serves ``folder`` on 127.0.0.1 and returns its URL.

    A plain ``python -m http.server`` in its own process group, killed at the end (the
    static site and the decks are opened over HTTP: ``file://`` pages would be blocked
    by the hermetic page, which lets only loopback hosts through).
    """
    procs: list[subprocess.Popen] = []

    def start(folder: Path, ready_timeout: float = 30.0) -> str:
        port = free_port()
        proc = subprocess.Popen(
            [sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1"],
            cwd=folder,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
        )
        procs.append(proc)
        deadline = time.monotonic() + ready_timeout
        base = f"http://127.0.0.1:{port}/"
        while time.monotonic() < deadline:
            try:
                urllib.request.urlopen(base, timeout=2).close()
                return base
            except OSError:
                time.sleep(0.2)
        pytest.fail(f"Le serveur de fichiers ne répond pas après {ready_timeout:.0f} s.")

    def stop_all():
        for proc in procs:
            stop_group(proc)

    request.addfinalizer(stop_all)
    return start
