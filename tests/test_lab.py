"""JupyterLab as a learner opens it (`make lab`): French menus, text readable when projected,
and the welcome notebook's clickable board works there too.

One JupyterLab server (the ``lab_server`` fixture: the French language pack chosen by
tools/lab, as `make lab` does), one chromium page on notebooks/00_bienvenue.ipynb. The
learner follows the notebook's own instructions: the menu « Exécuter », then « Exécuter
toutes les cellules »; then clicks a field of the Atacama board drawn by a
:class:`ludo.widgets.board.ClickBoard` (legal fields ``.ludo-cb-legal``) and the
explanation panel (``.ludo-explanation``) tells the move. Then the text sizes are measured:
the prose, the widgets and the game's explanation at 18 px at least (tools/lab's settings
raise JupyterLab's 14 px prose and 13 px interface; Binder's postBuild copies them).
"""

from __future__ import annotations

from pathlib import Path

import pytest

NOTEBOOK = "00_bienvenue.ipynb"
SHOT = Path(__file__).resolve().parents[1] / "test-artifacts" / "lab-bienvenue-1280x800.png"
# Computed font sizes in the notebook: its markdown paragraphs and list items (those laid
# out), the widgets' own size (ipywidgets' --jp-widgets-font-size, the UI size of the
# theme), and the Atacama game's explanation and buttons.
SIZES_JS = """
() => {
    const size = (el) => parseFloat(getComputedStyle(el).fontSize);
    const shown = (el) => el.getBoundingClientRect().width > 0;
    const prose = [...document.querySelectorAll('.jp-Notebook .jp-RenderedMarkdown p, '
        + '.jp-Notebook .jp-RenderedMarkdown li')].filter(shown).map(size);
    const widget = document.querySelector('.jp-Notebook .jupyter-widgets');
    const panel = document.querySelector('.ludo-atacama .ludo-explanation .widget-html-content');
    const button = document.querySelector('.ludo-atacama button');
    return {
        prose: prose,
        widgets: parseFloat(getComputedStyle(widget).getPropertyValue('--jp-widgets-font-size')),
        explanation: size(panel),
        button: size(button),
    };
}
"""


@pytest.mark.browser
def test_welcome_notebook_in_french_jupyterlab_plays_by_clicking_the_board(
    lab_server, browser_page
):
    base, token = lab_server()
    page = browser_page.page
    page.set_viewport_size({"width": 1280, "height": 800})
    browser_page.open_in_lab(f"{base}lab/tree/{NOTEBOOK}?token={token}")

    # The menus are in French: what the welcome notebook tells the learner to click.
    menus = page.locator(f"{browser_page.LAB_MENU} .lm-MenuBar-itemLabel").all_inner_texts()
    assert {"Fichier", "Exécution", "Noyau"} <= set(menus), menus
    browser_page.lab_run_all()

    # The board is drawn and takes a click: one more well, told in the panel beside it.
    board = ".ludo-atacama .ludo-clickboard"
    SHOT.parent.mkdir(parents=True, exist_ok=True)
    try:
        page.wait_for_selector(f"{board} .ludo-cb-legal", timeout=120_000)
    except Exception:
        page.screenshot(path=str(SHOT))
        raise AssertionError(
            f"Le plateau cliquable ne s'affiche pas dans JupyterLab (capture : {SHOT})."
        ) from None
    legal = page.locator(f"{board} .ludo-cb-legal")
    before = legal.count()
    explanation = page.locator(".ludo-atacama .ludo-explanation").first
    told = explanation.inner_text()
    target = legal.first
    target.scroll_into_view_if_needed()
    target.click()
    told = browser_page.wait_change(explanation.inner_text, told, "clic sur le plateau", 60)
    assert "Joueur 1" in told or "puits" in told, told
    # the board follows the explanation (a moment later under load): one place fewer
    browser_page.wait_for(
        lambda: str(legal.count() < before), "True", "le plateau redessiné après le clic"
    )
    page.screenshot(path=str(SHOT))

    # Text readable when projected (tools/lab's theme settings): the prose, the widgets'
    # text and the game's explanation at 18 px at least, measured in the page.
    sizes = page.evaluate(SIZES_JS)
    assert sizes["prose"] and min(sizes["prose"]) >= 18, sizes
    assert sizes["widgets"] >= 18, sizes
    assert sizes["explanation"] >= 18 and sizes["button"] >= 18, sizes
    assert not browser_page.errors, browser_page.errors
