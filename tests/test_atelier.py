"""The workshop server (`make atelier`) in a real browser: what a participant can and cannot do.

Each test starts Voilà as `make atelier` does (``voila_server(..., atelier=True)``: the
config of tools/atelier/voila.py, the ``ludo`` template, a preheated kernel) and opens the
notebook by its direct address in Debian's chromium, with every non-local request refused.
The servers of this module stop a kernel whose page is gone after ``GONE`` seconds (100 s
for `make atelier`): a page left idle several times that long must still play, the way it
must after a coffee break (jupyter_server's culler used to stop every idle kernel, page open
or not).
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import datetime
import importlib.util
import json
import logging
import re
import time
import types
import urllib.request
from pathlib import Path

import pytest

from ludo.barrage import messages as barrage_msg
from ludo.core import messages as core_msg

ROOT = Path(__file__).resolve().parents[1]
ATACAMA = "atacama/01_poser_des_puits.ipynb"
BARRAGE_BUILD = "barrage/04_construire.ipynb"

BOARD_JS = "() => document.querySelectorAll('.ludo-cb-cell').length >= 81"
KERNEL_ID_JS = (
    "() => JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId"
)
BANNER_JS = (
    "() => { const b = document.getElementById('ludo-connexion');"
    " return !!b && !b.hidden && b.getBoundingClientRect().top >= 0"
    " && b.innerText.includes('Connexion perdue') ? b.innerText : false; }"
)
#: Seconds after which the servers of this module stop a kernel whose page is gone.
GONE = 4


@pytest.fixture(autouse=True)
def _short_limits(monkeypatch):
    """The atelier servers of this module stop a kernel without a page after GONE seconds
    (and check every second); a kernel whose page is open keeps its 3 hours."""
    monkeypatch.setenv("LUDO_GONE", str(GONE))
    monkeypatch.delenv("LUDO_CULL", raising=False)


def _kernel_model(base: str, kernel_id: str) -> dict | None:
    """The server's view of a kernel (GET /api/kernels/<id>), None once it is gone."""
    try:
        with urllib.request.urlopen(f"{base}api/kernels/{kernel_id}", timeout=10) as answer:
            return json.load(answer)
    except urllib.error.HTTPError as error:
        if error.code == 404:
            return None
        raise


def _stop_kernel(base: str, kernel_id: str) -> None:
    """Stop a kernel through the server's REST API, as a host (or a restart) would."""
    request = urllib.request.Request(
        f"{base}api/kernels/{kernel_id}",
        method="DELETE",
        headers={"Cookie": "_xsrf=atelier", "X-XSRFToken": "atelier"},  # double submit
    )
    with urllib.request.urlopen(request, timeout=30) as answer:
        assert answer.status == 204, answer.status


# Open a second websocket on the page's kernel, as a participant could from the browser's
# console, send one message of the given type and collect the kernel's replies to it.
SEND_JS = """
async ([kernelId, msgType, content, waitMs]) => {
    const url = location.origin.replace(/^http/, 'ws') + '/api/kernels/' + kernelId + '/channels';
    const ws = new WebSocket(url);
    await new Promise((ok, fail) => { ws.onopen = ok; ws.onerror = fail; });
    const msgId = 'participant-' + Math.random().toString(16).slice(2);
    const replies = [];
    ws.onmessage = event => {
        if (typeof event.data !== 'string') return;
        const msg = JSON.parse(event.data);
        if (msg.parent_header && msg.parent_header.msg_id === msgId) {
            replies.push(msg.msg_type || msg.header.msg_type);
        }
    };
    ws.send(JSON.stringify({
        header: {msg_id: msgId, msg_type: msgType, username: 'participant', session: msgId,
                 date: new Date().toISOString(), version: '5.3'},
        parent_header: {}, metadata: {}, content: content, channel: 'shell', buffers: [],
    }));
    await new Promise(ok => setTimeout(ok, waitMs));
    ws.close();
    return replies;
}
"""


def _open(page, url: str, ready_js: str = BOARD_JS, timeout_ms: int = 120_000) -> None:
    page.goto(url, wait_until="domcontentloaded", timeout=60_000)
    page.wait_for_function(ready_js, timeout=timeout_ms)


@pytest.mark.browser
def test_participant_cannot_run_code(voila_server, browser_page, tmp_path):
    """An ``execute_request`` sent over the kernel's websocket is dropped: no file appears.
    Then the page, left idle several times GONE, still plays; once its kernel is stopped
    through the REST API, it shows the « Connexion perdue » banner."""
    url = voila_server(ATACAMA, atelier=True)
    page = browser_page.page
    _open(page, url)
    kernel_id = page.evaluate(KERNEL_ID_JS)
    target = tmp_path / "intrusion.txt"
    code = f"open({str(target)!r}, 'w').write('un participant a lancé du code')"

    # The same socket carries other messages: a kernel_info_request is answered, so a
    # silence to execute_request is a refusal, not a broken connection.
    info = page.evaluate(SEND_JS, [kernel_id, "kernel_info_request", {}, 3000])
    assert "kernel_info_reply" in info, f"Le noyau ne répond pas sur sa websocket : {info}"

    replies = page.evaluate(
        SEND_JS,
        [
            kernel_id,
            "execute_request",
            {"code": code, "silent": False, "store_history": False, "allow_stdin": False},
            4000,
        ],
    )
    time.sleep(1)
    assert not target.exists(), "Le code envoyé par un participant a été exécuté."
    assert replies == [], f"Le noyau a traité la demande d'exécution : {replies}"
    log = voila_server.logs[url].read_text(errors="replace")
    assert re.search(r"execute_request.*not allowed", log), (
        "Voilà n'a pas signalé le refus de l'execute_request dans son journal."
    )
    # The board still plays after the refused message.
    assert page.evaluate(BOARD_JS)

    # A coffee break: the page stays open, untouched, three times GONE (plus the culler's
    # checks, one a second). Its kernel has had no activity since the page opened (the
    # refused execute_request and the kernel_info_request are none), and it still plays.
    base = url.split("voila/render/")[0]
    page.wait_for_timeout(3 * GONE * 1000 + 2000)
    model = _kernel_model(base, kernel_id)
    assert model is not None, (
        "Le noyau d'une page restée ouverte sans clic a été arrêté.\n"
        + "\n".join(
            line
            for line in voila_server.logs[url].read_text(errors="replace").splitlines()[-10:]
            if "TCP" not in line
        )
    )
    assert model["connections"] >= 1, model
    page.locator('.ludo-cb-cell[data-cell="e5"]').first.click()
    try:
        page.wait_for_function(
            "() => /e5/.test(document.querySelector('.ludo-explanation').innerText)",
            timeout=30_000,
        )
    except Exception:
        pytest.fail(
            "Après une pause sans clic, un clic sur e5 ne reçoit plus de réponse du noyau.",
            pytrace=False,
        )
    assert page.evaluate(BANNER_JS) is False, "Bandeau « Connexion perdue » sur une page vivante."

    # The kernel is stopped (a server restarted, the host's REST call): the page says so
    # within the template's 10 s poll, in French, with its reload button.
    _stop_kernel(base, kernel_id)
    try:
        shown = page.wait_for_function(BANNER_JS, timeout=25_000).json_value()
    except Exception:
        pytest.fail(
            "Noyau arrêté : la page ne dit rien (pas de bandeau « Connexion perdue »).",
            pytrace=False,
        )
    assert "Recharger la page" in shown, shown
    assert page.get_by_role("button", name="Recharger la page").is_visible()
    shots = ROOT / "test-artifacts" / "screens"
    shots.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(shots / "atelier-connexion-perdue.png"))


@pytest.mark.browser
def test_typed_path_is_never_opened(voila_server, browser_page):
    """A path typed in Barrage's revenue editor is refused in French; no file is read. Then
    the page loses its websocket: the server frees its kernel GONE seconds later."""
    url = voila_server(BARRAGE_BUILD, atelier=True)
    page = browser_page.page
    title = barrage_msg.UI_COMPANIES_TITLE
    _open(page, url, f"() => document.body.innerText.includes({json.dumps(title)})")
    page.get_by_text(title, exact=False).first.click()
    editor = page.locator(".jupyter-widget-Accordion", has_text=title).first
    textarea = editor.locator("textarea").first
    textarea.wait_for(state="visible", timeout=15_000)
    button = editor.get_by_role("button", name=barrage_msg.UI_COMPANIES_LOAD)

    project_file = ROOT / "ludo" / "barrage" / "data" / "companies.json"
    expecting = core_msg.JSON_EXPECTING_VALUE

    def load(text: str, wanted: bool) -> None:
        """Type ``text``, click, wait until the answer says (or not) « commence par { »."""
        before = editor.inner_text()
        textarea.fill(text)
        button.click()
        try:
            page.wait_for_function(
                "([el, before, expecting, wanted]) => el.innerText !== before"
                " && el.innerText.includes('JSON') && el.innerText.includes(expecting) === wanted",
                arg=[editor.element_handle(), before, expecting, wanted],
                timeout=60_000,
            )
        except Exception:
            pytest.fail(
                f"Texte tapé {text!r} : la réponse attendue (« {expecting} ») n'apparaît pas.\n"
                f"Affiché :\n{editor.inner_text()[-600:]}",
                pytrace=False,
            )

    for path, secret in (
        ("/etc/passwd", "root:"),
        (str(project_file), '"companies"'),
        (str(ROOT / "pyproject.toml"), "build-backend"),
    ):
        load("{", wanted=False)  # another error first, so that the next answer is new
        load(path, wanted=True)
        shown = editor.inner_text()
        assert "n'est pas du JSON valide" in shown, f"{path} : message inattendu\n{shown}"
        assert "Un nom de fichier n'est jamais lu" in shown, shown
        for english in ("Errno", "No such file", "Expecting value", "Traceback"):
            assert english not in shown, f"{path} : anglais dans le message : {shown}"
        body = page.evaluate("() => document.body.innerText")
        assert secret not in body.replace(path, ""), f"Le contenu de {path} s'affiche."
        ok_text = barrage_msg.UI_COMPANIES_OK.split("{")[0].strip()
        assert not ok_text or ok_text not in shown, f"{path} a été lu comme un fichier."

    # The page loses its websocket without saying goodbye (a laptop shut, the network cut:
    # no shutdown request): the server frees the kernel after GONE seconds, and the page,
    # if it is ever seen again, says it lost its connection.
    kernel_id = page.evaluate(KERNEL_ID_JS)
    page.evaluate("() => window.jupyterapp.widgetManager.kernel.dispose()")
    log_path = voila_server.logs[url]
    deadline = time.monotonic() + GONE + 20
    while f"Atelier: stopping kernel {kernel_id} (gone" not in log_path.read_text(errors="replace"):
        assert time.monotonic() < deadline, (
            f"Le noyau d'une page partie est encore en vie {GONE + 20} s plus tard."
        )
        page.wait_for_timeout(500)
    assert page.evaluate(BANNER_JS), "Page sans noyau : pas de bandeau « Connexion perdue »."


def _wait_in_log(log_path: Path, wanted: str, timeout: float) -> str:
    """The server's log once it holds ``wanted`` (bounded wait), or a French failure."""
    deadline = time.monotonic() + timeout
    while True:
        log = log_path.read_text(errors="replace")
        if wanted in log or time.monotonic() > deadline:
            break
        time.sleep(0.3)
    assert wanted in log, f"« {wanted} » n'est pas dans le journal du serveur :\n" + "\n".join(
        log.splitlines()[-15:]
    )
    return log


@pytest.mark.browser
def test_left_direct_page_frees_its_kernel_and_icons_are_local(voila_server, browser_page):
    """A page opened by its address frees its kernel when left; the icon font is local.
    The host's console says in French when the preheated kernel has run its notebook, has
    no « not trusted » warning, and the pool of one, emptied by the page, refills at once
    (not after Voilà's 20 s delay, which the next guest would have waited)."""
    url = voila_server(ATACAMA, atelier=True)
    page = browser_page.page
    # The file list first: it asks nothing from the internet either (checked below).
    _open(page, url.split("voila/render/")[0], "() => document.readyState === 'complete'")
    _open(page, url)
    loaded = page.evaluate(
        "async () => (await document.fonts.load('900 16px \"Font Awesome 5 Free\"')).length"
    )
    assert loaded > 0, "La police des icônes (Lecture/Pause) ne se charge pas sans internet."
    assert browser_page.blocked == [], f"Requêtes vers internet : {browser_page.blocked}"
    kernel_id = page.evaluate(KERNEL_ID_JS)

    # The participant closes the page: Voilà's own `beforeunload` handler sends the shutdown
    # request. (Headless chromium under Playwright does not always run it on page.close or
    # on a navigation, so the event is dispatched first; the handler is the page's own.)
    page.evaluate("() => window.dispatchEvent(new Event('beforeunload'))")
    page.goto("about:blank")
    log_path = voila_server.logs[url]
    deadline = time.monotonic() + 20
    log = ""
    while time.monotonic() < deadline:
        log = log_path.read_text(errors="replace")
        if f"Kernel shutdown: {kernel_id}" in log:
            break
        page.wait_for_timeout(300)  # lets Playwright pass the page's requests on meanwhile
    assert "403 POST" not in log, "Voilà a refusé la demande d'arrêt du noyau (403)."
    assert f"Kernel shutdown: {kernel_id}" in log, (
        "Le noyau d'une page quittée, ouverte par son adresse, est resté en vie.\n"
        + "\n".join(line for line in log.splitlines()[-15:] if "TCP" not in line)
    )

    # The console: one French line once the kernel has run the notebook; the page took the
    # only kernel, so its replacement started at once and the pool is full again.
    log = _wait_in_log(log_path, f"Atelier prêt : 1 noyau prêt (1 pour {ATACAMA}), en ", timeout=10)
    assert "is not trusted" not in log, "Avertissements « not trusted » dans la console."
    assert re.search(
        rf"Atelier : une page de {re.escape(ATACAMA)} prend un noyau "
        r"(prêt|encore en préparation)\.",
        log,
    ), "La console ne dit pas quel noyau la page a pris."
    assert (
        f"Atelier : un noyau de plus démarre tout de suite pour {ATACAMA} "
        "(plus aucun prêt dans la réserve)." in log
    ), "La réserve vidée par la page attend le délai de 20 s avant de se remplir."
    _wait_in_log(log_path, f"Atelier : réserve de {ATACAMA} à nouveau pleine (1 noyau).", 180)


@pytest.mark.browser
def test_file_list_shows_titles_and_presentations_show_slides_without_notes(
    voila_server, browser_page
):
    """The workshop's file list offers the welcome notebook and every game folder, in a
    readable font, and each notebook by its own title; a presentation is shown slide by
    slide, and its speaker notes are not in the guests' page at all."""
    root = voila_server(".", atelier=True)
    page = browser_page.page
    _open(page, root, "() => document.querySelectorAll('.voila-notebooks li').length > 0")
    entries = page.locator(".voila-notebooks li").all_inner_texts()
    names = [e.strip() for e in entries]
    for wanted in (
        "Bienvenue : commencer ici",
        "Atacama",
        "Barrage",
        "Eau Cœur d'Essonne",
        "Seismic",
        "Présentations",
    ):
        assert wanted in names, f"La liste des carnets ne propose pas « {wanted} » : {names}"
    font = page.evaluate("() => getComputedStyle(document.body).fontFamily")
    size = page.evaluate("() => parseFloat(getComputedStyle(document.body).fontSize)")
    assert "serif" not in font.replace("sans-serif", ""), f"Police de la liste : {font}"
    assert size >= 18, f"Texte de la liste : {size} px"
    shots = ROOT / "test-artifacts" / "screens"
    shots.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(shots / "atelier-file-list.png"))

    page.get_by_text("Atacama", exact=True).click()
    page.wait_for_function(
        "() => location.pathname.endsWith('/atacama')"
        " && document.querySelectorAll('.voila-notebooks li').length > 1",
        timeout=30_000,
    )
    inside = [e.strip() for e in page.locator(".voila-notebooks li").all_inner_texts()]
    assert "Retour" in inside, inside
    assert inside[1:] == [
        "Commencer ici : une première partie guidée",  # its guided first game first
        "Atacama 1 — Poser des puits",
        "Atacama 2 — Le décompte",
        "Atacama 3 — Les variantes",
        "Atacama 4 — Jouer contre l'ordinateur",
        "Atacama : toutes les règles, fiche par fiche",
    ], inside

    talk = "presentations/le_reseau_d_eau_potable.ipynb"
    _open(
        page,
        root + "voila/render/" + talk,
        "() => !!document.getElementById('ludo-diapos')"
        " && getComputedStyle(document.getElementById('rendered_cells')).display !== 'none'"
        " && !document.getElementById('loading')?.offsetParent",
    )
    notebook = json.loads((ROOT / "notebooks" / talk).read_text(encoding="utf-8"))
    notes = [
        "".join(c["source"])
        for c in notebook["cells"]
        if "orateur" in c["metadata"].get("tags", [])
    ]
    slides = [
        c
        for c in notebook["cells"]
        if c["metadata"].get("slideshow", {}).get("slide_type") == "slide"
    ]
    assert len(notes) >= 10 and len(slides) >= 10, (len(notes), len(slides))
    html = page.content()
    for note in notes:
        words = note.split("\n")[0][:60]
        assert words not in html, f"Une note de l'orateur est dans la page : « {words} »"
    shown = page.evaluate("() => document.body.innerText")
    for host_only in ("Touche S", "make slides", "vue orateur", "Notes pour l'animateur"):
        assert host_only not in shown, f"« {host_only} » est montré aux participants."

    # One slide at a time: the title's, then the question's (not its answer's) with the key.
    counter = page.locator("#ludo-diapo-numero")
    assert counter.inner_text() == f"Diapositive 1 sur {len(slides)}", counter.inner_text()
    assert "Avant de lancer" not in shown, "La deuxième diapositive est déjà à l'écran."
    page.screenshot(path=str(shots / "atelier-presentation-diapo-1.png"))
    page.keyboard.press("ArrowRight")
    assert counter.inner_text() == f"Diapositive 2 sur {len(slides)}"
    shown = page.evaluate("() => document.body.innerText")
    assert "Avant de lancer" in shown and "Ramifié ou maillé" not in shown, shown[-400:]
    page.get_by_role("button", name="Suivante ▶").click()
    assert "Ramifié ou maillé" in page.evaluate("() => document.body.innerText")
    assert page.evaluate("() => location.hash") == "#diapo-3"
    page.screenshot(path=str(shots / "atelier-presentation-diapo-3.png"))

    # Without preheated kernels the console still says, in French, that the server is
    # ready; the notebooks opened meanwhile are trusted (no English warning per page).
    log = voila_server.logs[root].read_text(errors="replace")
    assert "Atelier prêt : aucun noyau préparé d'avance" in log, log[-1500:]
    assert "is not trusted" not in log, "Avertissements « not trusted » dans la console."


def _atelier_kernels():
    """tools/atelier/atelier_kernels.py, loaded by its path as Voilà's config does."""
    path = ROOT / "tools" / "atelier" / "atelier_kernels.py"
    spec = importlib.util.spec_from_file_location("atelier_kernels", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize(
    ("busy", "connections", "alone_for", "idle_for", "wanted"),
    [
        (False, 1, 0, 3 * 3600 - 1, None),  # a page open, untouched for hours: kept
        (False, 2, 0, 3 * 3600, "idle"),  # a forgotten laptop: stopped after the long limit
        (False, 0, 99, 5000, None),  # page gone 99 s ago: still kept
        (False, 0, 100, 1, "gone"),  # page gone 100 s ago, even with a click just before
        (True, 0, 500, 4 * 3600, None),  # a busy kernel is never stopped
    ],
)
def test_two_limits_decide_when_a_kernel_stops(busy, connections, alone_for, idle_for, wanted):
    """A kernel with a page is stopped only after the long limit, one without a page after
    the short one: jupyter_server's culler alone could only do one or the other."""
    verdict = _atelier_kernels().verdict
    got = verdict(
        busy=busy,
        connections=connections,
        alone_for=alone_for,
        idle_for=idle_for,
        gone=100,
        idle=3 * 3600,
    )
    assert got == wanted


@pytest.mark.parametrize(
    ("states", "wanted"),
    [
        (["ready", "waiting"], None),  # a kernel ready: the refill keeps its delay
        (["starting", "waiting", "waiting"], None),  # one on its way: likewise
        (["waiting"], 0),  # a pool of one just emptied: its refill starts now
        (["failed", "waiting", "waiting"], 1),  # a failed kernel counts for nothing
        (["waiting", "waiting"], 0),  # the oldest first
        ([], None),
        (["failed"], None),  # nothing waiting to start
    ],
)
def test_a_pool_is_never_left_with_nothing_coming(states, wanted):
    """A refill waits Voilà's delay only while the pool still has a kernel ready or starting."""
    assert _atelier_kernels().refill_to_start(states) == wanted


def test_ready_line_names_every_pool():
    """The host's « prêt » line: the day's notebook, then the others, in French."""
    ready_line = _atelier_kernels().ready_line
    sizes = {"atacama/04.ipynb": 8, "eau/01.ipynb": 1, "seismic/01.ipynb": 1, "x.ipynb": 0}
    assert ready_line(sizes, [], 41.4) == (
        "Atelier prêt : 10 noyaux prêts (8 pour atacama/04.ipynb, 1 pour chacun des "
        "2 autres carnets), en 41 s."
    )
    assert ready_line({"a.ipynb": 2, "b.ipynb": 2, "c.ipynb": 0}, ["c.ipynb"] * 2, 9) == (
        "Atelier prêt : 4 noyaux prêts (2 pour chacun des 2 carnets), en 9 s. "
        "En erreur : c.ipynb (leurs pages démarreront leur noyau à leur ouverture)."
    )
    assert ready_line({"a.ipynb": 0}, [], 0).startswith(
        "Atelier prêt : aucun noyau préparé d'avance"
    )


class _Pools:
    """Voilà's real manager of preheated kernels, with the workshop's (``with_quick_refill``)
    on top, over the real AtelierKernelManager; only what would start a real kernel and run
    the notebook is played by the test: each kernel « started » is listed in ``started``
    with the future of its notebook's run, which the test ends (``run``) or fails, and a
    start listed in ``failing`` raises instead. Its French console lines are in ``lines``.
    """

    def __init__(self, root: Path, sizes: dict[str, int], failing=()):
        from traitlets.config import Configurable
        from voila.voila_kernel_manager import voila_kernel_manager_factory

        module = _atelier_kernels()
        self.started: list[tuple[str, str, asyncio.Future]] = []
        self.stopped: list[str] = []
        self.failing = list(failing)  # notebooks whose next kernel start fails, in order
        self.lines: list[str] = []
        voila = voila_kernel_manager_factory(module.AtelierKernelManager, True, 0)
        test = self

        class Played(voila):
            async def _initialize(self, notebook_path, kernel_id=None, **kwargs):
                if notebook_path in test.failing:
                    test.failing.remove(notebook_path)
                    raise RuntimeError("le noyau n'a pas démarré")
                kernel_id = f"{notebook_path}#{len(test.started)}"
                run = asyncio.get_running_loop().create_future()
                test.started.append((notebook_path, kernel_id, run))
                renderer = types.SimpleNamespace(stop_generator=False, rendered_cache=[])
                return {"task": run, "renderer": renderer, "kernel_id": kernel_id}

            async def shutdown_kernel(self, kernel_id, *args, **kwargs):
                test.stopped.append(kernel_id)

        class Lines(logging.Handler):
            def emit(self, record):
                test.lines.append(record.getMessage())

        log = logging.getLogger(f"atelier-test-{id(self)}")
        log.propagate = False
        log.addHandler(Lines())
        log.setLevel(logging.INFO)
        parent = Configurable()
        parent.root_dir, parent.notebook_path = str(root), None
        parent.base_url = parent.server_url = "/"
        parent.port = 8866
        for name in sizes:
            (root / name).write_text("{}", encoding="utf-8")
        self.manager = module.with_quick_refill(Played)(
            parent=parent,
            log=log,
            fill_delay=3600,  # a refill that waits its delay never starts during the test
            kernel_pools_config={nb: {"pool_size": n} for nb, n in sizes.items()},
        )

    def run(self, *kernel_ids: str) -> None:
        """The notebook has run in these kernels (all those started, without names)."""
        for _, kernel_id, run in self.started:
            if (not kernel_ids or kernel_id in kernel_ids) and not run.done():
                run.set_result(([], None))

    async def settle(self) -> None:
        for _ in range(20):
            await asyncio.sleep(0)

    async def take(self, notebook: str) -> str:
        """A page opens ``notebook``: the kernel it gets."""
        _, _, kernel_id = await self.manager.get_rendered_notebook(notebook)
        await self.settle()
        return kernel_id

    def said(self, start: str) -> list[str]:
        return [line for line in self.lines if line.startswith(start)]


def _in_a_thread(scenario):
    # In a thread of its own: Playwright's tests leave an event loop in this one.
    with concurrent.futures.ThreadPoolExecutor(1) as thread:
        return thread.submit(asyncio.run, scenario()).result()


def test_pools_refill_at_once_only_when_nothing_else_is_coming(tmp_path):
    """A pool of one, emptied by a page, starts its refill at once; a pool of two keeps its
    refill waiting while a ready kernel is left, and starts it when the last one is taken;
    a page that takes a waiting refill starts it. The « prêt » line comes once the notebook
    has run in every kernel, not when they have started."""

    async def scenario():
        pools = _Pools(tmp_path, {"un.ipynb": 1, "deux.ipynb": 2})
        await pools.settle()
        assert [nb for nb, _, _ in pools.started] == ["un.ipynb", "deux.ipynb", "deux.ipynb"]
        assert pools.said("Atelier prêt") == [], "« prêt » avant que les carnets aient tourné"
        pools.run(pools.started[0][1], pools.started[1][1])
        await pools.settle()
        assert pools.said("Atelier prêt") == [], "« prêt » avec un noyau encore en route"
        pools.run()
        await pools.settle()
        assert pools.said("Atelier prêt") == [
            "Atelier prêt : 3 noyaux prêts (2 pour deux.ipynb, 1 pour un.ipynb), en 0 s."
        ]

        # The pool of one: its only kernel taken, the next one starts at once.
        assert await pools.take("un.ipynb") == "un.ipynb#0"
        assert len(pools.started) == 4 and pools.started[3][0] == "un.ipynb"
        assert pools.said("Atelier : une page de un.ipynb prend un noyau prêt.")
        pools.run()
        await pools.settle()
        assert pools.said("Atelier : réserve de un.ipynb à nouveau pleine (1 noyau).")

        # The pool of two: a ready kernel left, so its refill waits (nothing started)...
        await pools.take("deux.ipynb")
        assert len(pools.started) == 4, "remplissage lancé alors qu'un noyau prêt restait"
        # ...until the last ready kernel is taken: the oldest waiting refill starts now.
        await pools.take("deux.ipynb")
        assert len(pools.started) == 5 and pools.started[4][0] == "deux.ipynb"
        # A page arriving before it has run takes it as it is, and the next one starts.
        assert await pools.take("deux.ipynb") == "deux.ipynb#4"
        assert pools.said("Atelier : une page de deux.ipynb prend un noyau encore en préparation.")
        assert len(pools.started) == 6
        assert len(pools.said("Atelier : un noyau de plus démarre tout de suite")) == 3

        # Stopping the server drops the refill still waiting instead of starting it.
        waiting = len(pools.manager._pools["deux.ipynb"]) - 1
        assert waiting == 1
        await asyncio.wait_for(pools.manager.shutdown_all(), 30)
        assert len(pools.started) == 6, "l'arrêt du serveur a démarré un noyau en attente"

    _in_a_thread(scenario)


def test_a_failed_kernel_is_replaced_before_the_ready_line(tmp_path):
    """A kernel that cannot start, or whose notebook cannot run, leaves its pool and another
    replaces it (twice per notebook at most); the « prêt » line waits for the replacements
    and names the notebooks given up."""

    async def scenario():
        module = _atelier_kernels()
        pools = _Pools(
            tmp_path,
            {"bon.ipynb": 1, "rate.ipynb": 1, "perdu.ipynb": 1},
            failing=["rate.ipynb"] + ["perdu.ipynb"] * (module.REPLACEMENTS + 1),
        )
        await pools.settle()
        assert [nb for nb, _, _ in pools.started] == ["bon.ipynb", "rate.ipynb"]
        assert len(pools.said("Atelier : un noyau préparé pour perdu.ipynb a échoué")) == 2
        assert pools.said("Atelier : aucun noyau n'a pu être préparé pour perdu.ipynb (3 essais)")
        assert pools.manager._pools["perdu.ipynb"] == []

        # The notebook cannot run in bon.ipynb's kernel (no answer within 60 s): stopped,
        # replaced, and the line waits for the replacement.
        pools.started[0][2].set_exception(RuntimeError("Kernel didn't respond in 60 seconds"))
        pools.run("rate.ipynb#1")
        await pools.settle()
        assert pools.stopped == ["bon.ipynb#0"]
        assert pools.started[2][0] == "bon.ipynb"
        assert pools.said("Atelier prêt") == []
        pools.run()
        await pools.settle()
        assert pools.said("Atelier prêt") == [
            "Atelier prêt : 2 noyaux prêts (1 pour chacun des 2 carnets), en 0 s. En erreur : "
            "perdu.ipynb (leurs pages démarreront leur noyau à leur ouverture)."
        ]
        await asyncio.wait_for(pools.manager.shutdown_all(), 30)

    _in_a_thread(scenario)


class _Clock:
    """A clock the test moves by hand: wall time for jupyter_server's activity dates, and
    the monotonic seconds of the manager's own timers."""

    def __init__(self):
        self.seconds = 1000.0
        self.start = datetime.datetime(2026, 11, 27, 17, 0, tzinfo=datetime.timezone.utc)

    def utcnow(self):
        return self.start + datetime.timedelta(seconds=self.seconds)

    def monotonic(self):
        return self.seconds


def test_a_kernel_stops_after_the_long_limit_counted_from_when_its_page_took_it(monkeypatch):
    """The real manager, with a clock moved by hand: a kernel preheated hours before a guest
    takes it is not stopped as idle while the page loads; once connected it lives 3 hours
    without a click, then stops; another one whose page goes away stops 100 s later."""
    module = _atelier_kernels()
    clock = _Clock()
    monkeypatch.setattr(module, "utcnow", clock.utcnow)
    monkeypatch.setattr(module, "time", types.SimpleNamespace(monotonic=clock.monotonic))
    manager = module.AtelierKernelManager(cull_idle_timeout=3 * 3600, gone_timeout=100)
    stopped: list[str] = []

    async def shutdown_kernel(kernel_id, *args, **kwargs):
        stopped.append(kernel_id)

    manager.shutdown_kernel = shutdown_kernel

    def check(kernel_id):
        # In a thread of its own: Playwright's tests leave an event loop in this one.
        with concurrent.futures.ThreadPoolExecutor(1) as thread:
            return thread.submit(asyncio.run, manager.cull_kernel_if_idle(kernel_id)).result()

    for kernel_id in ("table-1", "table-2"):  # both preheated 4 hours before the evening
        preheated = clock.utcnow() - datetime.timedelta(hours=4)
        manager._kernels[kernel_id] = types.SimpleNamespace(
            last_activity=preheated, execution_state="idle"
        )
        manager._kernel_connections[kernel_id] = 0

    assert check("table-1") is None  # just taken from the pool: its page is loading
    clock.seconds += 30
    manager.notify_connect("table-1")
    manager.notify_connect("table-2")
    clock.seconds += 3600
    manager.notify_disconnect("table-2")  # its laptop is shut an hour later
    clock.seconds += 99
    assert check("table-2") is None, "page partie depuis 99 s seulement"
    clock.seconds += 2
    assert check("table-2") == "gone", "page partie depuis 101 s : arrêté"
    clock.seconds = 1000 + 30 + 3 * 3600 - 10
    assert check("table-1") is None, "page ouverte, moins de 3 h sans un clic"
    clock.seconds += 20
    assert check("table-1") == "idle", "3 h sans un clic, page ouverte : arrêté"
    assert stopped == ["table-2", "table-1"]
