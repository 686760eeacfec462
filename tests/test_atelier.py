"""The workshop server (`make atelier`) in a real browser: what a participant can and cannot do.

Each test starts Voilà as `make atelier` does (``voila_server(..., atelier=True)``: the
config of tools/atelier/voila.py, the ``ludo`` template, a preheated kernel) and opens the
notebook by its direct address in Debian's chromium, with every non-local request refused.
"""

from __future__ import annotations

import json
import re
import time
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
    """An ``execute_request`` sent over the kernel's websocket is dropped: no file appears."""
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


@pytest.mark.browser
def test_typed_path_is_never_opened(voila_server, browser_page):
    """A path typed in Barrage's revenue editor is refused in French; no file is read."""
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


@pytest.mark.browser
def test_left_direct_page_frees_its_kernel_and_icons_are_local(voila_server, browser_page):
    """A page opened by its address frees its kernel when left; the icon font is local."""
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


@pytest.mark.browser
def test_file_list_shows_every_folder_and_presentations_fold_speaker_notes(
    voila_server, browser_page
):
    """The workshop's file list offers the welcome notebook and every game folder, in a
    readable font; a presentation's speaker notes are folded for the host, not shown."""
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
    assert len([e for e in inside if e != "Retour"]) == 4, inside

    talk = "presentations/le_reseau_d_eau_potable.ipynb"
    _open(
        page,
        root + "voila/render/" + talk,
        "() => document.querySelectorAll('details.ludo-orateur').length > 0"
        " && getComputedStyle(document.getElementById('rendered_cells')).display !== 'none'"
        " && !document.getElementById('loading')?.offsetParent",
    )
    folded = page.evaluate(
        "() => Array.from(document.querySelectorAll('details.ludo-orateur'), d => d.open)"
    )
    assert len(folded) == 14 and not any(folded), folded
    shown = page.evaluate("() => document.body.innerText")
    for host_only in ("Touche S", "make slides", "vue orateur"):
        assert host_only not in shown, f"« {host_only} » est montré aux participants."
    assert shown.count("Notes pour l'animateur") == 14
    page.screenshot(path=str(shots / "atelier-presentation-notes.png"))
