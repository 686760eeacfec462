"""A real browser plays notebook barrage/10 (alone against Tesla's Automa) in Voilà by clicks.

The person chooses the level « Basse tension (facile) », starts a new game, picks a company
and plays two turns at the bank; after each of them the Automa's turn is explained in the
log (« Tour de l'Automa … » and one plain sentence, its reasoning folded). Same contract with
:class:`ludo.barrage.ui.GameTable` as tests/barrage/test_browser_barrage.py, plus
``.barrage-level`` (the Automa's level), ``.barrage-new`` (« Nouvelle partie ») and
``.barrage-log`` (the explanation of the last moves, read from its first line).

The game is played twice, as `make atelier` serves it (the ``ludo`` template, a save folder:
the guest first names the table, and the page then scrolls to the game's map): on a
projector's 1280×800, then on the same screen with the browser zoomed to 150 % (853×533 CSS
pixels at 1.5 device pixels each). A refused space's « Pourquoi ? » opens its card whole in
the window, at both sizes. Each time, once the game is scrolled to the top, the
board, the Automa's last turn (its first line in the log's visible part), the move list and
« Jouer » are on the screen together. Screenshots in test-artifacts/.

At 1280×800 the person then plays by clicking the map (ludo/barrage/ui/clickmap.py): a click on
the polygon of a place where exactly one move is legal (its tooltip says so) narrows the
list to that move, chosen; the Entrée key plays it, and the Automa answers.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from .browser_clicks import cell

NOTEBOOK = "barrage/10_seul_contre_tesla.ipynb"
SHOTS = Path(__file__).resolve().parents[2] / "test-artifacts"
GAME = ".barrage-game"
AUTOMA_TURN = "Tour de l'Automa"
SCREENS = {"1280x800": (1280, 800, 1.0), "zoom150": (853, 533, 1.5)}

# Where the Automa's last turn begins (its « Tour de l'Automa » line), if its first line of
# text is in the part of the log that is not scrolled away (else null).
AUTOMA_LINE_JS = """
(wanted) => {
    const log = document.querySelector('.barrage-game .barrage-log');
    const lines = [...log.querySelectorAll('li')].filter((li) => li.innerText.includes(wanted));
    if (!lines.length) return null;
    const line = lines[lines.length - 1].getBoundingClientRect();
    const box = log.getBoundingClientRect();
    const first = parseFloat(getComputedStyle(lines[lines.length - 1]).lineHeight) || 20;
    if (line.top < box.top - 1 || line.top + first > box.bottom + 1) return null;
    return {x: line.left, y: line.top, width: line.width, height: first};
}
"""


def _play_two_turns(page, browser_page) -> None:
    """Level, new game, a company, then two turns at the bank, each answered by the Automa."""
    page.wait_for_selector(
        f"{GAME} .barrage-moves select option", state="attached", timeout=120_000
    )

    def status():
        return page.locator(f"{GAME} .barrage-status").first.inner_text()

    moves = page.locator(f"{GAME} .barrage-moves select").first
    play = page.locator(f"{GAME} .barrage-play").first

    # The set-up and the move list are folded (issue 21): opened here.
    page.locator(".barrage-game").get_by_text("Réglages d'une nouvelle partie").first.click()
    page.locator(".barrage-game").get_by_text("Tous les coups (experts, clavier)").first.click()
    # The level is chosen in the list, then « Nouvelle partie »: the set-up starts again.
    page.locator(f"{GAME} .barrage-level select").first.select_option(
        label="Basse tension (facile)"
    )
    page.locator(f"{GAME} .barrage-new").first.click()
    browser_page.wait_for(status, "niveau « Basse tension (facile) »", "nouvelle partie, facile")

    # The person picks a company; the Automa plays first in round 1 and says why.
    first = moves.locator("option").first.inner_text()
    assert first.startswith("Choisir"), first
    moves.select_option(label=first)
    play.click()
    told = browser_page.wait_for(status, AUTOMA_TURN, "premier tour de l'Automa expliqué")
    assert "Son raisonnement" in told  # one plain sentence, its reasoning folded beneath
    browser_page.wait_for(status, "Manche 1 : à Joueur 1", "retour à la personne")

    # Two turns of the person at the bank; each one is followed by an explained Automa turn.
    for turn in range(2):
        page.locator(f"{GAME} .barrage-filter input").first.fill("banque 1")
        browser_page.wait_for(
            lambda: (
                moves.locator("option")
                .first.inner_text(timeout=2_000)
                .replace("\xa0", " ")
                .replace("\u200b", "")
            ),  # where a long move may wrap
            "Banque : 1 ingénieur",
            f"liste filtrée (tour {turn + 1})",
        )
        before = status()
        moves.select_option(index=0)
        play.click()
        browser_page.wait_change(status, before, f"réponse à la banque {turn + 1}", timeout=60)
        told = browser_page.wait_for(status, AUTOMA_TURN, f"tour de l'Automa {turn + 1} expliqué")
        assert "banque" in told.lower()  # the person's move is told too
        browser_page.wait_for(status, "Manche 1 : à Joueur 1", f"retour à la personne {turn + 1}")


def _all_in_sight(page, browser_page, width: int, height: int, name: str) -> None:
    """Scroll the game to the top, photograph it, and check that the board, the Automa's
    turn and the controls are on the screen."""
    browser_page.scroll_to_top(page, page.locator(GAME).first)
    shot = SHOTS / f"browser-barrage-solo-{name}.png"
    shot.parent.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(shot))
    boxes = {
        what: page.locator(f"{GAME} {what}").first.bounding_box()
        # the move list is folded for experts (issue 21): the action board, whose turn and
        # the next step are what must be in sight
        # the map too: at 150 % with the workshop's banner above it, it overflowed by 8 px
        for what in (
            ".barrage-actions",
            ".barrage-turn-header",
            ".barrage-next-step",
            ".barrage-map",
        )
    }
    boxes[AUTOMA_TURN] = page.evaluate(AUTOMA_LINE_JS, AUTOMA_TURN)
    for what, box in boxes.items():
        assert box is not None and box["height"] >= 10, (name, what, box)
        assert browser_page.on_screen(box, width, height), (
            f"{what} hors de l'écran à {name} : {box} (capture : {shot})"
        )
    _board_picture_is_sharp_and_legible(page, name)


# The board picture: its own pixels, its width on the page and the screen's pixels per CSS pixel
# (the map is a picture inside the clickable board's SVG; another view, an img).
BOARD_JS = """async () => {
    const shown = [...document.querySelectorAll('.barrage-game .barrage-board')]
        .find((el) => el.getBoundingClientRect().width > 0);
    let img = shown, box = shown.getBoundingClientRect();
    if (shown.tagName !== 'IMG') {
        const inner = shown.querySelector('svg image');
        box = inner.getBoundingClientRect();
        img = new Image();
        img.src = inner.getAttribute('href');
        await img.decode();
    }
    return {natural: img.naturalWidth, naturalHeight: img.naturalHeight,
            shown: box.width, dpr: window.devicePixelRatio};
}"""


def _board_picture_is_sharp_and_legible(page, name: str) -> None:
    """The board is never enlarged (at 150 % each CSS pixel is 1.5 screen pixels), and its
    labels (a size in points of the figure) are ≥ 14 CSS pixels as shown at 1280×800, and
    ≥ 14 screen pixels at 150 % (9.5 CSS pixels: the workshop page gives a narrow window's
    width to the pictures, see its ludo.css)."""
    from ludo.barrage import draw

    board = page.evaluate(BOARD_JS)
    assert board["natural"] >= board["shown"] * board["dpr"] - 1, (name, board)
    square = board["natural"] == board["naturalHeight"]  # the map, else the action board
    dpi = draw.DPI if square else draw.BOARD_DPI
    points = board["natural"] / dpi * 72  # the figure's width in points
    label = draw.MAP_LABEL if square else draw.ActionBoardPainter.FONT
    least = 14
    assert label * board["shown"] / points * board["dpr"] >= least, (name, board)


# The first highlighted place where the tooltip says exactly one move is legal.
ONE_MOVE = "1 coup permis ici"


def _play_by_clicking_the_map(page, browser_page) -> None:
    """Click the map's polygon of a place with one legal move: the list shows that move,
    chosen; the Entrée key plays it; the Automa answers; the map shows what was built."""
    board = page.locator(f"{GAME} .ludo-clickboard.barrage-map").first
    place = board.locator("polygon.ludo-cb-legal", has_text=ONE_MOVE).first
    title = place.locator("title").text_content()
    cell = place.get_attribute("data-cell")
    moves = page.locator(f"{GAME} .barrage-moves select option")

    def status():
        return page.locator(f"{GAME} .barrage-status").first.inner_text()

    def notice():
        return page.locator(f"{GAME} .barrage-notice").first.inner_text()

    place.click()
    told = browser_page.wait_for(notice, "un seul coup permis ici", f"clic sur {title}")
    assert "Clic sur" in told and title.split(" :")[0].lower() in told.lower(), (title, told)
    browser_page.wait_for(lambda: f"[{moves.count()}]", "[1]", "la liste réduite au coup du lieu")
    chosen = page.locator(f"{GAME} .barrage-chosen").first.inner_text()
    assert chosen.startswith("Coup choisi : Construire"), chosen  # chosen by the click
    before = status()
    page.keyboard.press("Enter")  # the board has the focus since the click
    browser_page.wait_change(status, before, "le coup joué depuis la carte", timeout=60)
    browser_page.wait_for(status, AUTOMA_TURN, "tour de l'Automa après le coup de la carte")
    browser_page.wait_for(status, "Manche 1 : à Joueur 1", "retour à la personne après la carte")
    companies = page.locator(f"{GAME} .barrage-companies").first.inner_text()
    row = next(line for line in companies.splitlines() if line.startswith("Construit"))
    assert row.split("\t")[1] != "rien", (cell, row)  # built where the map was clicked
    assert moves.count() > 1  # the whole list again for the next move
    page.screenshot(path=str(SHOTS / "browser-barrage-solo-carte.png"))


def _name_the_table(page, browser_page, table: str, width: int, height: int) -> None:
    """As at a workshop: the guest types the table's name in the picker, low in the window
    with the game hidden under it; once named, the page scrolls to the game's map."""
    field = page.locator(".ludo-table-name input").first
    field.wait_for(state="visible", timeout=120_000)
    field.evaluate("el => el.scrollIntoView({block: 'end'})")  # the picker at the bottom
    field.fill(table)
    field.press("Enter")
    game_map = page.locator(f"{GAME} .barrage-map").first
    game_map.wait_for(state="visible", timeout=60_000)
    browser_page.wait_for(
        lambda: str(browser_page.on_screen(game_map.bounding_box(), width, height)),
        "True",
        "la carte en vue une fois la table nommée",
    )


def _why_card_in_sight(page, browser_page, width: int, height: int, name: str) -> None:
    """A refused space says why under the action board; its « Pourquoi ? » opens the
    rule's card whole in the window (at 150 % it used to run below it)."""
    browser_page.scroll_to_top(page, page.locator(f"{GAME} .barrage-turn-header").first)
    cell(page, "barrage-actions", "T+2g").click()  # no production yet, or taken
    link = page.locator(f"{GAME} .barrage-notice .ludo-why-link").first
    link.wait_for(state="visible", timeout=30_000)
    link.click()
    page.locator(f"{GAME} .ludo-why-card").first.wait_for(state="visible", timeout=30_000)
    page.wait_for_timeout(500)  # the card brought into view
    panel = page.locator(f"{GAME} .ludo-why-panel").first.bounding_box()
    page.screenshot(path=str(SHOTS / f"browser-barrage-solo-pourquoi-{name}.png"))
    assert panel["height"] > 100 and browser_page.on_screen(panel, width, height), (name, panel)
    page.locator(f"{GAME} .ludo-why-close").first.click()


@pytest.mark.browser
def test_a_solo_game_against_the_automa_is_played_by_clicks_in_voila(
    voila_server, browser_page, monkeypatch, tmp_path
):
    # served as at a workshop: the guest names the table before playing (LUDO_SAVES)
    (tmp_path / "saves").mkdir()
    monkeypatch.setenv("LUDO_SAVES", str(tmp_path / "saves"))
    url = voila_server(NOTEBOOK, atelier=True)
    for table, (name, (width, height, scale)) in enumerate(SCREENS.items(), start=1):
        with browser_page.screen(width, height, scale) as page:
            page.goto(url, wait_until="domcontentloaded", timeout=60_000)
            _name_the_table(page, browser_page, str(table), width, height)
            _play_two_turns(page, browser_page)
            _all_in_sight(page, browser_page, width, height, name)
            _why_card_in_sight(page, browser_page, width, height, name)
            if name == "1280x800":
                _play_by_clicking_the_map(page, browser_page)
    assert not browser_page.errors, browser_page.errors
