"""`make cartes`: each game's printable A4 card, built once (tools/cartes.py) in Chromium.

The cards are built by the module's fixture into a temporary folder; the tests check the
PDF's pages (Barrage: the game and the Automa) and title, the printed HTML's text (the
game's key words, the numbers computed by the library), that a card taller than its page
is refused, and the download link the notebooks show. Without Chromium: the Automa's
worked example (each side on its own scale) and where the cards are written and looked
for (never inside the package).
"""

from __future__ import annotations

import re
from concurrent.futures import ThreadPoolExecutor
from html import unescape
from pathlib import Path

import pytest
from tools_loader import load_tool

from ludo.cards import GAMES, KEY_TERMS, PAGES, card_link_html, cards_links_html
from ludo.cards import messages as msg


def _cartes():
    return load_tool("cartes")


def _build(*args, tool=None):
    """``tools/cartes.build(*args)`` in a thread of its own: Playwright's synchronous API
    refuses to start in a thread where the session's browser (tests/conftest.py) already
    runs its event loop."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit((tool or _cartes()).build, *args).result()


@pytest.fixture(scope="module")
def cards(tmp_path_factory, chromium_executable):
    pytest.importorskip("playwright")
    out = tmp_path_factory.mktemp("cartes")
    return _build(out)


def _text(html: str) -> str:
    return unescape(re.sub(r"<[^>]+>", " ", re.sub(r"<style>.*?</style>", "", html, flags=re.S)))


@pytest.mark.parametrize("game", GAMES)
def test_each_card_is_a_pdf_with_its_pages_and_title(cards, game):
    data = cards[game].read_bytes()
    assert data.startswith(b"%PDF")
    assert _cartes().pdf_pages(data) == PAGES[game]
    html = (cards[game].parent / f"{game}.html").read_text("utf-8")
    title = msg.DOC_TITLE.format(game=msg.GAME_NAMES[game])
    assert f"<title>{title.replace(chr(39), '&#x27;')}</title>" in html
    text = _text(html)
    for term in KEY_TERMS[game]:
        assert term in text, f"la carte {game} ne dit pas « {term} »"
    for heading in (msg.H_SETUP, msg.H_TURN, msg.H_SCORING, msg.H_EXAMPLE):
        assert heading in text
    assert "data:image/png;base64," in html  # the library's drawings, embedded (offline)
    assert "http://" not in html and "https://" not in html


def test_barrage_card_numbers_come_from_the_library(cards):
    from ludo.barrage import bonus_tile_points, load_game_data

    text = _text((cards["barrage"].parent / "barrage.html").read_text("utf-8"))
    data = load_game_data()
    assert bonus_tile_points(3, 13, 3, 5).text in text
    assert f"{data.start['vp']} PV" in text or str(data.start["vp"]) in text
    assert "16 PV (vous : 10)" in text  # the Automa's side
    assert text.count(msg.H_SETUP) == 2  # two sides, each with its set-up


def test_a_card_taller_than_its_page_is_refused(tmp_path, chromium_executable, monkeypatch):
    pytest.importorskip("playwright")
    cartes = _cartes()
    long = "<section class='page'>" + "<p>ligne</p>" * 400 + "</section>"
    monkeypatch.setattr(cartes, "card_html", lambda game: f"<html><body>{long}</body></html>")
    with pytest.raises(SystemExit, match="déborde"):
        _build(tmp_path, ["seismic"], tool=cartes)


def test_notebooks_link_the_built_cards(cards, monkeypatch, tmp_path):
    monkeypatch.setenv("LUDO_CARTES", str(cards["barrage"].parent))
    link = card_link_html("barrage")
    assert "download='carte_barrage.pdf'" in link and "data:application/pdf;base64,JVBER" in link
    assert cards_links_html().count("data:application/pdf") == len(GAMES)
    monkeypatch.setenv("LUDO_CARTES", str(tmp_path / "absent"))
    assert "make cartes" in card_link_html("eau")


def test_barrage_automa_example_ranks_each_side_on_its_own_scale():
    """Page 2's objective tile, the Automa first and you second: the Automa takes the first
    place of its scale, you the second place of the players' scale (not the Automa's)."""
    from ludo.barrage import load_game_data
    from ludo.barrage.game import messages as gmsg
    from ludo.cards import card_html

    data = load_game_data()
    automa = msg.AUTOMA["example_intro"]
    text = _text(card_html("barrage"))
    example = text[text.index(automa) :]
    first = gmsg.OBJ_RANK.format(value=4, rank=1, vp=data.objective_points_automa[0])
    second = gmsg.OBJ_RANK.format(value=3, rank=2, vp=data.objective_points[1])
    assert first in example and second in example
    wrong = gmsg.OBJ_RANK.format(value=3, rank=2, vp=data.objective_points_automa[1])
    assert wrong not in example


def test_cards_are_looked_for_outside_the_package(tmp_path, monkeypatch):
    """Without LUDO_CARTES: the project's site/cartes seen from a notebook's folder, else
    the current folder's, never a folder of the (possibly installed) package."""
    import ludo
    from ludo.cards import card_path, cards_dir

    monkeypatch.delenv("LUDO_CARTES", raising=False)
    monkeypatch.chdir(tmp_path)
    assert card_path("eau") == tmp_path / "site" / "cartes" / "eau.pdf"
    package = Path(ludo.__file__).resolve().parent.parent
    assert package not in card_path("eau").resolve().parents
    notebooks = tmp_path / "notebooks" / "barrage"
    notebooks.mkdir(parents=True)
    (tmp_path / "site" / "cartes").mkdir(parents=True)
    monkeypatch.chdir(notebooks)
    assert cards_dir() == tmp_path / "site" / "cartes"
    monkeypatch.setenv("LUDO_CARTES", str(tmp_path / "ailleurs"))
    assert card_path("atacama") == tmp_path / "ailleurs" / "atacama.pdf"


def test_the_tool_writes_where_the_notebooks_look(tmp_path, monkeypatch):
    """``tools/cartes.py`` without --out builds into :func:`ludo.cards.cards_dir`; with it,
    into the folder given."""
    cartes = _cartes()
    seen = []
    monkeypatch.setattr(cartes, "build", lambda out, games: seen.append(Path(out)) or {})
    monkeypatch.setenv("LUDO_CARTES", str(tmp_path / "cartes"))
    cartes.main(["eau"])
    cartes.main(["--out", str(tmp_path / "autre"), "eau"])
    assert seen == [tmp_path / "cartes", tmp_path / "autre"]
