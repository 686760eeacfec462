"""« Pourquoi ? » (issue 23 §4), headless: the links of the game tables' refusals and score
lines open the card of their rule in the panel beside the board, an id without a card gets
no link, the cards show their example, and the « Règles » browser filters by a word.

The games' books may not be written yet: these tests give the widgets books of their own
(``rule_book`` replaced), with the ids the engines really cite; the last test draws every
example of the books that exist.
"""

from __future__ import annotations

import copy
import html
import re

import pytest

import ludo
from ludo.core.rulecards import CORE, RuleBook, RuleCard
from ludo.core.score import ScoreLine, ScoreSheet
from ludo.widgets import why
from ludo.widgets.why import RulesBrowser, WhyPanel, card_html, why_links

SVG = "<svg xmlns='http://www.w3.org/2000/svg' width='20' height='20'><circle r='5'/></svg>"


def book(game: str, *ids: str, decision: str = "") -> RuleBook:
    """A book of ``game`` with a plain card per id (and one decision card)."""
    cards = [
        RuleCard(
            rid,
            f"Fiche {rid}",
            f"La règle {rid} dite simplement.",
            where=(f"{game}/regles.ipynb",),
            example="svg",
        )
        for rid in ids
    ]
    if decision:
        cards.append(
            RuleCard(
                decision,
                "Un choix de lecture",
                "Nous avons choisi la lecture la plus simple.",
                example="svg",
                open_question="La règle ne dit pas ce qui se passe au séisme.",
                keywords=("cadre rouge",),
            )
        )
    return RuleBook(game, tuple(cards), {"svg": lambda: SVG}, parent=CORE)


@pytest.fixture
def books(monkeypatch):
    """Give the widgets the books of a test: ``books({"atacama": book(...)})``."""

    def use(mapping: dict[str, RuleBook]) -> None:
        monkeypatch.setattr(why, "rule_book", lambda game: mapping[game])

    return use


def opened(panel: WhyPanel) -> str:
    """The id of the card the panel shows (the card's own HTML says it)."""
    assert panel.is_open
    found = re.search(r"class='ludo-why-card' data-rule='([^']*)'", panel.body.value)
    assert found, panel.body.value[:200]
    return html.unescape(found.group(1))


# -- the panel and its links ----------------------------------------------------------------


def test_a_score_line_link_opens_its_card_and_a_line_without_a_card_has_none():
    panel = WhyPanel("atacama", book("atacama", "atacama.column"))
    sheet = ScoreSheet(
        (ScoreLine(0, 3, "atacama.column.extra", "trois"), ScoreLine(0, 1, "other.rule", "un")),
        ("Ana",),
    )
    shown = sheet.to_html(why=panel.link)
    assert [rule for _key, rule in why_links(shown)] == ["atacama.column.extra"]
    assert shown.index("trois") < shown.index("Pourquoi ?") < shown.index("un</td>")
    assert not panel.is_open
    assert panel.click(shown) == "atacama.column.extra"
    assert opened(panel) == "atacama.column"  # the nearest parent's card
    assert "Fiche atacama.column" in panel.body.value
    panel.close_button.click()
    assert not panel.is_open
    assert "ludo-why" not in sheet.to_html()  # no link unless asked


def test_a_link_of_another_panel_or_an_unknown_id_changes_nothing():
    first = WhyPanel("atacama", book("atacama", "atacama.column"))
    second = WhyPanel("atacama", book("atacama", "atacama.column"))
    assert first.link("atacama.unknown") == "" and first.link(None) == ""
    mine = [key for key, _rule in why_links(second.link("atacama.column"))]
    assert mine == [second.key] and second.key != first.key
    first.press("atacama.unknown")
    assert not first.is_open


def test_a_card_shows_its_rule_example_and_where_to_learn_it():
    state = ludo.new("atacama", seed=1)
    cards = (
        RuleCard(
            "atacama.column",
            "Une colonne",
            "Texte.",
            where=("atacama/02_le_decompte.ipynb#La règle en bref",),
            example="state",
        ),
        RuleCard(
            "atacama:A1",
            "Choix",
            "Notre lecture.",
            open_question="Ouvert ?",
            example="figure",
        ),
    )

    def figure():
        import matplotlib.figure

        fig = matplotlib.figure.Figure(figsize=(1, 1))
        fig.add_subplot().plot([0, 1])
        return fig

    b = RuleBook("atacama", cards, {"state": lambda: state, "figure": figure}, parent=CORE)
    plain = card_html(cards[0], b)
    assert "data:image/svg+xml;base64," in plain  # the state drawn by Atacama's own picture
    assert 'href="../atacama/02_le_decompte.ipynb#La-r%C3%A8gle-en-bref"' in plain
    assert "Atacama 2 — Le décompte › La règle en bref" in plain  # the notebook's title
    assert "Ce que la règle laisse ouvert" not in plain
    decision = card_html(cards[1], b)
    assert "data:image/png;base64," in decision
    for words in (
        "Choix d&#x27;interprétation",
        "Ce que la règle laisse ouvert",
        why.french_spaces("Ouvert ?"),
    ):
        assert words in decision
    assert decision.index("Notre choix") < decision.index("Notre lecture.")


# -- the game tables --------------------------------------------------------------------------


def test_atacama_refusal_and_score_lines_open_their_cards(books):
    from ludo.atacama.ui import AtacamaBoard

    books({"atacama": book("atacama", "atacama.not_adjacent", "atacama.column", "atacama.row")})
    board = AtacamaBoard(ludo.new("atacama", seed=1))
    side = board.children[0].children[1]
    assert side.children[0] is board.why  # in the column beside the board, first
    board.click_cell("e5")
    before = copy.deepcopy(board.state)
    assert board.click_cell("e6") is False  # beside a well: refused
    assert board.state == before
    assert board.click_cell is not None and board.why.click(board.explanation.value) == (
        "atacama.not_adjacent"
    )
    assert opened(board.why) == "atacama.not_adjacent"
    # a finished game: its score lines carry the links of their rules
    players = {p: ludo.player("atacama", "random", p) for p in range(2)}
    end = ludo.play_out(ludo.new("atacama", seed=2), players)[-1]
    table = AtacamaBoard(end)
    rules = [rule for _key, rule in why_links(table.score_html.value)]
    assert rules and set(rules) <= {"atacama.column", "atacama.row"}
    assert table.why.click(table.score_html.value) == rules[0]
    assert opened(table.why) == rules[0]


def test_atacama_refusal_without_a_card_shows_no_link(books):
    from ludo.atacama.ui import AtacamaBoard

    books({"atacama": book("atacama", "atacama.column")})
    board = AtacamaBoard(ludo.new("atacama", seed=1))
    board.click_cell("e5")
    board.click_cell("e6")
    assert "B00020" in board.explanation.value  # refused, and said
    assert why_links(board.explanation.value) == []


def test_seismic_refused_cell_and_section_lines_open_their_cards(books):
    from ludo.seismic.ui import SeismicBoard

    s = ludo.new("seismic", players=2, seed=4)
    probe = SeismicBoard(s)
    outside = next(c["id"] for c in probe.board.cells if not c["legal"])
    rule = s.refusal(probe.selected_move() or _place(probe, outside)).rule
    assert rule and rule.startswith("seismic.")
    books({"seismic": book("seismic", rule, "seismic.section")})
    board = SeismicBoard(s)
    board.board.click(outside)  # a cell where the tile may not go: the engine says why
    assert "refusée" in board.explanation.value and board.state == s
    assert board.why.click(board.explanation.value) == rule
    assert opened(board.why) == rule


def _place(board, name):
    from ludo.seismic.moves import Place

    return Place(board.tile.value, board._cell_ids[name], 0)


def test_eau_refusal_opens_its_card(books):
    from ludo.eau.ui import EauGame

    books({"eau": book("eau", "eau.touch")})
    g = EauGame(players=2, seed=3)
    g.choose_buttons[0].click()
    g.choose_buttons[0].click()
    start = g.state
    g.board.click("a7")  # touches nothing: refused
    assert g.state is start
    assert g.why.click(g.explanation.value) == "eau.touch"
    assert opened(g.why) == "eau.touch"


def test_barrage_score_lines_carry_their_rules(books):
    from ludo.barrage.ui.game_labs import score_html

    start = ludo.new("barrage", players=2, seed=1)
    state = ludo.play_out(start, {p: ludo.player("barrage", "random", p) for p in range(2)})[-1]
    rules = {line.rule for line in state.score().lines}
    panel = WhyPanel("barrage", book("barrage", *sorted(r for r in rules if r)))
    shown = score_html(state, panel.link)
    linked = [rule for _key, rule in why_links(shown)]
    assert linked and set(linked) <= rules
    panel.click(shown)
    assert opened(panel) == linked[0]


# -- the « Règles » browser -----------------------------------------------------------------


def test_the_rules_browser_filters_by_a_word_accents_ignored_and_opens_a_card():
    b = book("eau", "eau.leak", "eau.touch", decision="eau:E12")
    cards = {c.id: c for c in b}
    cards["eau.leak"] = RuleCard(
        "eau.leak", "Une fuite coûte un point", "Chaque fuite retire un point.", example="svg"
    )
    b = RuleBook("eau", tuple(cards.values()), {"svg": lambda: SVG}, parent=CORE)
    browser = RulesBrowser("eau", b)
    everything = len(browser.found)
    assert everything == len(b) + len(CORE)
    browser.search.value = "FUITE"
    assert [c.id for c in browser.found] == ["eau.leak"]
    assert [rule for _key, rule in why_links(browser.listing.value)] == ["eau.leak"]
    browser.search.value = "seisme"  # « séisme » in the decision's open question
    assert [c.id for c in browser.found] == ["eau:E12"]
    assert "choix" in browser.listing.value  # a decision is marked as such
    browser.search.value = "cadre rouge"  # a keyword
    assert [c.id for c in browser.found] == ["eau:E12"]
    browser.panel.click(browser.listing.value)
    assert opened(browser.panel) == "eau:E12"
    browser.search.value = "zzz"
    assert browser.found == [] and "Aucune fiche" in browser.count.value
    browser.search.value = ""
    assert len(browser.found) == everything
    static = browser.static_html()
    assert static.count("ludo-why-card") == everything and "<img" not in static


@pytest.mark.parametrize("game", ["atacama", "barrage", "eau", "seismic"])
def test_every_card_of_a_game_shows_a_picture(game):
    """Every card's example is of a kind the panel draws; one of each kind is drawn (all of
    them would cost seconds of matplotlib: tests/test_rule_card_pictures.py checks each
    example is a picture)."""
    b = why.rule_book(game)
    kinds: dict[str, RuleCard] = {}
    for card in b:
        assert card.example, f"{game} : la fiche {card.id} n'a pas d'exemple"
        kinds.setdefault(why.example_kind(b.example(card)), card)
    assert kinds and "none" not in kinds, kinds
    for card in kinds.values():
        shown = why.example_html(b, card)
        assert re.search(r"<(img|svg|table)\b", shown), (game, card.id, shown[:80])


# -- the labs, with the games' real books ----------------------------------------------------


def test_seismic_placement_lab_refusal_opens_its_card():
    from ludo.seismic.rules import from_position
    from ludo.seismic.ui import PlacementExplorer

    ex = PlacementExplorer(from_position({(1, 0): ("S", 0)}, row=("S", "W", "T")))
    ex.row.click("t0")  # the straight road
    ex.board.click("1,1")  # a cell where it never fits: refused, and why
    assert "refusée" in ex.explanation.value
    rule = ex.why.click(ex.explanation.value)
    assert rule.startswith("seismic.") and opened(ex.why) in {rule, rule.rsplit(".", 1)[0]}


def test_atacama_score_explorer_and_eau_score_panel_link_their_lines():
    from ludo.atacama.ui import ScoreExplorer
    from ludo.eau.ui.labs import score_panel

    players = {p: ludo.player("atacama", "random", p) for p in range(2)}
    end = ludo.play_out(ludo.new("atacama", seed=2), players)[-1]
    ex = ScoreExplorer(end)
    rule = ex.why.click(ex.table.value, 1)
    assert rule == end.score().lines[1].rule and opened(ex.why) == rule
    eau = ludo.new("eau", players=2, seed=3)
    panel = score_panel(eau)
    why_panel = panel.children[1]
    shown = panel.children[2].value
    lines = [line.rule for line in eau.score().lines]
    assert [rule for _key, rule in why_links(shown)] == lines
    why_panel.click(shown)
    assert opened(why_panel) == why_panel.book.find(lines[0]).id


def test_seismic_score_tables_of_the_labs_link_their_sections():
    from ludo.seismic.players import GreedyPlayer
    from ludo.seismic.ui import compare_scores, score_table

    s = ludo.new("seismic", players=2, seed=4)
    end = ludo.play_out(s, {p: GreedyPlayer(seed=p) for p in range(2)})[-1]
    sections = {line.rule for line in end.score().lines}
    for widget in (score_table(end), compare_scores(s, end)):
        panel, table = widget.children[0], widget.children[1]
        linked = [rule for _key, rule in why_links(table.value)]
        assert linked and set(linked) <= sections
        panel.click(table.value)
        assert opened(panel) == panel.book.find(linked[0]).id


def test_barrage_end_of_round_parts_link_the_rules_of_their_score_lines():
    from ludo.barrage.game.round_end import round_summary
    from ludo.barrage.ui.round_report import round_end_html

    start = ludo.new("barrage", players=2, seed=1)
    states = ludo.play_out(start, {p: ludo.player("barrage", "random", p) for p in range(2)})
    after = next(s for s in states if round_summary(s.events) is not None)
    summary = round_summary(after.events)
    panel = WhyPanel("barrage")
    shown = round_end_html(summary, panel.link)
    linked = [rule for _key, rule in why_links(shown)]
    assert linked == ["barrage.round_energy", "barrage.track", "barrage.bonus"]
    assert set(linked) <= {line.rule for line in after.score().lines}  # the sheet's own ids
    panel.click(shown, 2)
    assert opened(panel) == panel.book.find("barrage.bonus").id
    assert why_links(round_end_html(summary)) == []


@pytest.mark.parametrize("game", ["atacama", "barrage", "eau", "seismic"])
def test_the_words_a_rules_notebook_suggests_find_cards(game):
    import json
    from pathlib import Path

    path = Path(__file__).resolve().parents[1] / "notebooks" / game / "regles.ipynb"
    text = " ".join("".join(c["source"]) for c in json.loads(path.read_text())["cells"])
    suggested = re.search(r"par exemple\s+((?:« [^»]+ »,?\s*)+)", text)
    words = re.findall(r"« ([^»]+) »", suggested.group(1))
    assert len(words) == 3
    browser = RulesBrowser(game)
    for word in words:
        browser.search.value = word
        assert 0 < len(browser.found) < len(browser.cards()), (game, word)


def test_eau_click_before_choosing_a_tile_opens_the_hand_card():
    from ludo.eau.ui import EauGame

    g = EauGame(players=2, seed=3)
    start = g.state
    g.board.click("d4")  # no tile chosen in the hand yet: the table's hint
    assert g.state is start
    assert g.why.click(g.explanation.value) == "eau.hand"
    assert g.why.shown is not None and g.why.shown.id == "eau.hand"
