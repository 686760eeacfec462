"""The « Pourquoi ? » cards and the « Règles » list as a newcomer reads them (issue 23 §4),
headless: what a review in Voilà at 1280×800 and 150 % found and what was mended.

* a narrow panel never starts a line with « : », « ? » or « » » (non-breaking spaces);
* a decision's « choix » mark sits inside its title's link, so a long title wraps under
  the mark and the list's bullet stays on the title's first line;
* a search lists the cards with the word in their title first, and an infinitive or a
  plural finds the other forms of its word (« construire » finds « Quatre constructions »);
* a card's picture can be enlarged (a click; the hint is shown only with a kernel).
"""

from __future__ import annotations

import re

from ludo.core.rulecards import CORE, RuleBook, RuleCard, fold
from ludo.widgets import messages as msg
from ludo.widgets.why import RulesBrowser, card_html, french_spaces, search_rank, why_links

SVG = "<svg xmlns='http://www.w3.org/2000/svg' width='20' height='20'><circle r='5'/></svg>"
#: A breakable space before « : ; ? ! » or « » », or after « «: where a line may break badly.
BREAKABLE = re.compile(r" [:;?!»×]|[«×] ")


def _book() -> RuleBook:
    cards = (
        RuleCard(
            "barrage.production",
            "Produire : barrage, conduite, centrale",
            "Une production fait passer l'eau ; « cadre rouge » ? Non !",
            example="svg",
            keywords=("énergie",),
        ),
        RuleCard(
            "barrage.construction.spaces",
            "Quatre constructions par manche",
            "On construit au plus quatre fois.",
            example="html",
        ),
        RuleCard(
            "barrage.construction",
            "Construire : tout réunir",
            "Il faut des machines et une tuile.",
        ),
        RuleCard(
            "barrage.bank",
            "La banque",
            "Chaque ingénieur posé rapporte 1 crédit, même pour construire plus tard.",
        ),
        RuleCard(
            "barrage:G2",
            "Tant qu'on peut agir, on joue ; sinon, sa manche est finie, même pour une "
            "très longue manche",
            "Nous avons choisi.",
            open_question="La règle ne dit pas : faut-il jouer ?",
        ),
    )
    return RuleBook(
        "barrage", cards, {"svg": lambda: SVG, "html": lambda: "<table></table>"}, parent=CORE
    )


def test_a_card_keeps_french_punctuation_with_its_word():
    book = _book()
    for card in book:
        shown = card_html(card, book)
        text = re.sub(r"<[^>]+>", "", shown)  # the words a reader sees
        assert not BREAKABLE.search(text), (card.id, BREAKABLE.search(text).group())
    assert french_spaces("« cadre rouge » ? Non !") == "«\u00a0cadre rouge\u00a0»\u00a0? Non\u00a0!"
    assert french_spaces("7 × 7 : 49") == "7\u00a0×\u00a07\u00a0: 49"
    browser = RulesBrowser("barrage", book)
    browser.search.value = "cadre rouge"
    assert not BREAKABLE.search(re.sub(r"<[^>]+>", "", browser.count.value))
    assert not BREAKABLE.search(re.sub(r"<[^>]+>", "", browser.listing.value))


def test_a_decisions_mark_is_inside_its_titles_link():
    browser = RulesBrowser("barrage", _book())
    browser.search.value = "manche"
    item = next(
        li for li in re.findall(r"<li[^>]*>.*?</li>", browser.listing.value) if "barrage:G2" in li
    )
    link = re.search(r"<button[^>]*>(.*?)</button>", item)
    assert link and msg.WHY_DECISION_SHORT in link.group(1), item
    assert item.index("<button") < item.index(msg.WHY_DECISION_SHORT)
    assert "vertical-align:top" in item  # the bullet on the title's first line
    assert [rule for _key, rule in why_links(item)] == ["barrage:G2"]


def test_a_search_lists_title_matches_first_and_finds_other_forms_of_a_word():
    book = _book()
    browser = RulesBrowser("barrage", book)
    browser.search.value = "construire"
    # the title « Construire… » first, then « Quatre constructions » (its title holds the
    # word's stem), then the bank, whose text only says « construire »
    assert [c.id for c in browser.found] == [
        "barrage.construction",
        "barrage.construction.spaces",
        "barrage.bank",
    ]
    browser.search.value = "énergie"  # a keyword ranks before a text
    assert [c.id for c in browser.found] == ["barrage.production"]
    browser.search.value = "cadre rouge"
    assert [c.id for c in browser.found] == ["barrage.production"]
    needles = fold("manche").split()
    ranks = {c.id: search_rank(c, needles) for c in book}
    assert ranks["barrage.construction.spaces"] == 0 and ranks["barrage.bank"] is None
    browser.search.value = ""
    assert browser.found == browser.cards()  # the book's order when nothing is searched


def test_a_pictures_zoom_hint_comes_with_a_picture_only():
    book = _book()
    pictured = card_html(book.find("barrage.production"), book)
    assert "ludo-why-zoomhint" in pictured and "display:none" in pictured
    tabled = card_html(book.find("barrage.construction.spaces"), book)
    assert "ludo-why-example" in tabled and "ludo-why-zoomhint" not in tabled


def test_where_links_reach_the_heading_voila_renders():
    """« Où l'apprendre » lands on its section: the link's fragment is the id Voilà
    (nbconvert) gives the heading, accents percent-encoded, « , : ' ? » kept."""
    import html
    import importlib
    from urllib.parse import unquote

    from nbconvert.filters.strings import add_anchor

    from ludo.widgets.why import notebook_href

    checked = 0
    for game in ("atacama", "barrage", "eau", "seismic"):
        for card in importlib.import_module(f"ludo.{game}.rulecards").BOOK:
            for ref in card.where:
                if "#" not in ref:
                    continue
                heading = ref.partition("#")[2]
                rendered = add_anchor(f"<h2>{html.escape(heading)}</h2>")
                wanted = html.unescape(re.search(r'id="([^"]*)"', rendered).group(1))
                fragment = notebook_href(ref).partition("#")[2]
                assert fragment == wanted, (card.id, fragment, wanted)
                assert unquote(fragment) == heading.replace(" ", "-")  # JupyterLab's id
                checked += 1
    assert checked > 100
