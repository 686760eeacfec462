"""`make cartes`: each game's printable A4 card, built once (tools/cartes.py) in Chromium.

The cards are built by the module's fixture into a temporary folder; the tests check the
PDF's pages (Barrage: the game and the Automa) and title, the printed HTML's text (the
game's key words, the numbers computed by the library), that a card taller than its page
is refused, and the download link the notebooks show. Without Chromium (the cards' HTML):
the Automa's worked example (each side on its own scale), Barrage's bonus example (a listed
player, named) and tie (one line), its round, neutral dams and action-space codes, the
Automa's pile and set-up, Atacama's set-ups, Eau's repair thresholds and leak colour,
Seismic's tie decision; every picture's smallest text printed at 6 pt or more (measured on
the texts its figure draws); and where the cards are written and looked for (never inside
the package).
"""

from __future__ import annotations

import functools
import re
from concurrent.futures import ThreadPoolExecutor
from html import unescape
from pathlib import Path

import pytest
from tools_loader import load_tool

from ludo.cards import GAMES, KEY_TERMS, PAGES, card_html, card_link_html, cards_links_html
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
    from ludo.barrage import load_game_data

    text = _text((cards["barrage"].parent / "barrage.html").read_text("utf-8"))
    data = load_game_data()
    assert f"{data.start['vp']} PV" in text or str(data.start["vp"]) in text
    assert "16 PV (vous : 10)" in text  # the Automa's side
    assert text.count(msg.H_SETUP) == 2  # two sides, each with its set-up


@functools.cache
def _card(game: str) -> str:
    """The card's HTML, without Chromium (built once per game for the tests below)."""
    return card_html(game)


def test_barrage_bonus_example_is_one_of_the_listed_players():
    """The bonus tile of the worked example belongs to a player of the listed energies, and
    the card says whose: the first, 12 energies, a section behind at round 3."""
    from ludo.barrage import bonus_tile_points

    text = _text(_card("barrage"))
    example = text[text.index(msg.H_EXAMPLE) :]
    listed = re.search(r"énergies ([\d, et]+) :", example).group(1)
    energies = [int(e) for e in re.findall(r"\d+", listed)]
    assert energies == [12, 8, 8, 0]
    whose = msg.BARRAGE["bonus_whose"].format(
        energy=max(energies), count=3, text=bonus_tile_points(3, max(energies), 3, 5).text
    )
    assert whose in example
    assert "13 énergies" not in example


def test_barrage_tie_is_printed_once():
    """Two players tied on 8 energies share one line of the worked example."""
    from ludo.barrage import round_energy_points

    text = _text(_card("barrage"))
    tie = round_energy_points([12, 8, 8, 0])[1].text
    assert tie == round_energy_points([12, 8, 8, 0])[2].text
    assert text.count(tie) == 1


def test_barrage_card_tells_the_round_and_the_neutral_dams():
    """The round's phases (income and headstreams first, the drops of the round's Source
    tiles) and the neutral dams with their drop, counted on a real set-up."""
    import ludo

    text = _text(_card("barrage"))
    assert msg.BARRAGE["h_round"] in text
    phases = text[text.index(msg.BARRAGE["h_round"]) :]
    assert phases.index("Revenus et sources") < phases.index("Actions")
    assert phases.index("Actions") < phases.index("Écoulement")
    state = ludo.new("barrage", players=3, seed=1)
    neutral = [(spot, level) for spot, owner, level in state.board.dams if owner == "neutral"]
    drops = {state.board.drops_at(spot) for spot, _ in neutral}
    assert drops == {1}
    assert f"{len(neutral)} barrages neutres" in text
    assert "chacun avec 1 goutte" in text


def test_barrage_space_codes_have_a_legend():
    """Every action-space code the card prints (« T+1g », « MXg », « C1bg ») is explained:
    its code without the side is named in the legend, and the sides g / d are told."""
    from ludo.barrage import load_game_data

    ids = {s.id for s in load_game_data().spaces}
    text = _text(_card("barrage"))
    printed = {c for c in re.findall(r"[A-Z][\w+\-]*", text) if c in ids and c[-1] in "gd"}
    assert {"T+1g", "MXg", "C1bg"} <= printed
    side = msg.BARRAGE["code_side"]
    legend = text[text.index("Les codes :") : text.index(side) + len(side)]
    for code in printed:
        assert f"{code[:-1]} = " in legend, code


def test_automa_side_tells_the_pile_the_set_up_and_the_codes():
    """The Automa's side: the visible Actions face is the tile just played, the pile is
    reshuffled when empty, a solo game uses the 2-player set-up with the engineers of the
    data, and a conduit's code is read on a real tile."""
    from ludo.barrage import load_game_data
    from ludo.barrage.automa import code_order, tile
    from ludo.barrage.map import spot_name

    text = _text(_card("barrage"))
    automa = text[text.index(msg.AUTOMA["title"]) :]
    assert "celle du tour qu'il vient de jouer" in automa
    assert "Pile vide : mélanger la défausse" in automa
    engineers = load_game_data().start["engineers"]
    assert f"mise en place à 2 joueurs. Il a {engineers} ingénieurs" in automa
    code = tile(15).criteria.conduit_code
    first = spot_name(code_order("conduit", code)[0])
    assert f"« {code} » est la conduite {first}" in automa
    assert "coule tout de suite" in automa


def test_atacama_card_gives_every_set_up():
    from ludo.atacama.rules import WELLS

    text = _text(_card("atacama"))
    assert f"{WELLS[(4, False)][0]} puits chacun" in text
    assert f"{WELLS[(2, True)][0]} puits + {WELLS[(2, True)][1]} doubles" in text
    assert f"à 4 joueurs {WELLS[(4, True)][0]} + {WELLS[(4, True)][1]}" in text


def test_eau_card_gives_the_repair_thresholds_and_one_colour_for_leaks():
    """The thresholds of the scoring (a circuit of more than 10 tiles, of more than 20, the
    full board, the cap of a default game); the pierced pipe's cross is named with the
    colour of the leak triangles (one colour on the drawing)."""
    import ludo
    from ludo.eau.scoring import CIRCUIT_ONE, CIRCUIT_TWO

    text = _text(_card("eau"))
    cap = ludo.new("eau", players=4, seed=1).option("repair_cap")
    assert f"plus de {CIRCUIT_ONE - 1} tuiles" in text
    assert f"plus de {CIRCUIT_TWO - 1} tuiles" in text
    assert f"au plus {cap} en tout" in text
    crosses = set(re.findall(r"croix (\w+)", text))
    triangles = set(re.findall(r"triangle (\w+)", text))
    assert len(crosses) == 1 and crosses == triangles


def test_seismic_tie_line_names_our_decision():
    """The tie rule is the project's decision: the card says so, with its number, and the
    number is one of Seismic's decision cards."""
    from ludo.cards import SEISMIC_TIE
    from ludo.seismic.rulecards import BOOK

    text = _text(_card("seismic"))
    assert f"notre choix ({SEISMIC_TIE})" in text
    assert BOOK.card(f"seismic:{SEISMIC_TIE}").kind == "decision"


def _drawn_text_sizes(fig) -> list[float]:
    """The sizes (points on the figure) of the texts drawing ``fig`` really draws: every
    call of Text.draw on a visible, non-empty text, counted while Agg renders it."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.text import Text

    sizes: list[float] = []
    real = Text.draw

    def record(self, renderer):
        if self.get_visible() and self.get_text().strip():
            sizes.append(self.get_fontsize())
        return real(self, renderer)

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(Text, "draw", record)
        FigureCanvasAgg(fig).draw()
    return sizes


_IMG = re.compile(
    r"<img data-figure='(\w+)' style='width:([\d.]+)mm' src='data:image/png;base64,([^']+)'"
)


@pytest.mark.parametrize("game", GAMES)
def test_pictures_print_their_labels_at_6_points_at_least(game):
    """Each picture of a card: the smallest text its figure draws, scaled from the part of
    the figure the PNG shows (pixels / dpi) to the width printed (mm), is 6 pt or more.
    Every picture of the card is one of these."""
    import base64
    import io

    from PIL import Image

    from ludo.cards import LABEL_PT, card_figures

    html = _card(game)
    found = _IMG.findall(html)
    assert len(found) == html.count("<img") > 0
    figures = card_figures(game)
    assert sorted(name for name, _w, _d in found) == sorted(figures)
    for name, width_mm, data in found:
        im = Image.open(io.BytesIO(base64.b64decode(data)))
        shown_in = im.size[0] / im.info["dpi"][0]
        printed_in = float(width_mm) / 25.4
        smallest = min(_drawn_text_sizes(figures[name]))
        printed_pt = smallest * printed_in / shown_in
        assert printed_pt >= LABEL_PT, f"{game} : {name} imprimé à {printed_pt:.1f} pt"


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


def test_automa_side_charges_red_construction_spots_not_red_action_spaces():
    """The Automa pays 3 PV for a Base or a powerhouse on a red construction spot; a red
    action space costs it nothing (its card ``barrage.automa.pay``)."""
    import re

    text = _text(_card("barrage"))
    automa = text[text.index(msg.AUTOMA["title"]) :]
    red = [s for s in re.split(r"(?<=[.;])\s", automa) if "cadre rouge" in s.lower()]
    assert red, "the Automa's side speaks of red frames"
    for sentence in red:
        if "PV" in sentence:
            assert "construction" in sentence, sentence
    assert any("action à cadre rouge ne lui coûte rien" in s for s in red), red


def test_a_missing_card_is_announced_without_asking_a_guest_to_run_a_cell(monkeypatch, tmp_path):
    from ludo.cards import card_link_html

    monkeypatch.setenv("LUDO_CARTES", str(tmp_path))  # an empty folder: no card built
    text = card_link_html("atacama")
    assert "make cartes" in text and "animateur" in text
    assert "cellule" not in text and "relancez" not in text
