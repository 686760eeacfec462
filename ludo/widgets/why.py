"""« Pourquoi ? »: a game's rule cards shown beside its board, and the « Règles » notebooks.

A refused move carries the id of its rule (``IllegalMove.rule``), a score line the id of
the rule that gives its points (``ScoreLine.rule``); each game's book of cards
(``ludo.<game>.rulecards.BOOK``, :mod:`ludo.core.rulecards`) tells that rule in French.
This module shows them:

* :class:`WhyPanel`: the card of one rule (:func:`card_html`: its title, its text, its
  example drawn by the library, « Où l'apprendre » with links to the notebooks that teach
  it, and for a decision « Ce que la règle laisse ouvert » and « Notre choix »), in a
  panel a game table puts in its column beside the board; closed until asked, closed
  again by its button;
* :meth:`WhyPanel.link`: a « Pourquoi ? » link for a rule id, written into the HTML of a
  refusal or of a score table's line (``ScoreSheet.to_html(why=panel.link)``); an id
  without a card gets no link, never a broken one;
* :class:`RulesBrowser`: every card of a game, filtered by a search box (accents and case
  ignored), decisions marked, a click opening the card beside the list (the « Règles »
  notebooks, ``notebooks/<game>/regles.ipynb``).

How a click in HTML reaches Python (measured in Chromium, in Voilà and in JupyterLab): an
ipywidgets ``HTML`` cannot call the kernel, and a widget per line (a button per score line)
would break the tables into dozens of widgets. The links are plain ``<button>`` elements of
the HTML, marked with the id of their panel and their rule; one small ``anywidget``
(:class:`WhyBridge`, part of the panel) listens to clicks on the page and sends the rule id
of a link of its own panel to Python, which shows the card and asks the browser to bring
it into view. No inline ``onclick`` and no fake input events: the listener is the
bridge's, and it goes away with it. The links are hidden unless a bridge is on the page
(its style shows them): a page read without a kernel (the static site) shows no dead link.

``ludo.widgets`` sits below the games and never imports them: a game's book is reached
through :func:`rule_book` (a lazy import, like the core's ``ui_module``), and a game state
given as an example is drawn by the game's own picture (``wall_picture``, reached
through :func:`ludo.core.state.ui_module`).

Headless (tests): ``panel.press(rule_id)`` does what a click on that rule's link does;
:func:`why_links` lists the links of an HTML text.
"""

from __future__ import annotations

import functools
import html
import importlib
import json
import os
import re
import uuid
from pathlib import Path
from urllib.parse import quote

import anywidget
import ipywidgets as W
import traitlets as T

from ..core.errors import LudoError
from ..core.registry import game_info
from ..core.rulecards import CORE, RuleBook, RuleCard, fold
from ..core.state import GameState, ui_module
from . import messages as msg
from .static import StaticForm, picture_tag
from .style import TEXT

#: The class of a « Pourquoi ? » link (a ``<button>`` in a refusal's or a table's HTML).
LINK_CLASS = "ludo-why-link"
_LINK = re.compile(
    r"<button[^>]*class='" + LINK_CLASS + r"'[^>]*data-why='([^']*)'[^>]*data-rule='([^']*)'"
)


def rule_book(game: str) -> RuleBook:
    """The book of ``game``'s rule cards (``ludo.<game>.rulecards.BOOK``), imported only
    when asked. A game whose book is not written yet answers with the core's cards only
    (its refusals then show no « Pourquoi ? »)."""
    name = f"ludo.{game}.rulecards"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name != name:
            raise
        return RuleBook(game, (), parent=CORE)
    return module.BOOK


def why_links(text: str) -> list[tuple[str, str]]:
    """The « Pourquoi ? » links of an HTML text: ``(panel key, rule id)`` pairs, in order."""
    return [(html.unescape(k), html.unescape(r)) for k, r in _LINK.findall(text)]


# -- a card ---------------------------------------------------------------------------------

#: A space that French typography keeps with its neighbour: before « : ; ? ! » and « »,
#: after « «, around « × » (« 7 × 7 »).
_FRENCH_SPACE = re.compile(r" (?=[:;?!»×])|(?<=[«×]) ")


def french_spaces(text: str) -> str:
    """``text`` with non-breaking spaces where French typography wants them, so that a
    narrow panel never starts a line with « : » or « » » (nor ends one with « « »).

    >>> french_spaces("Pour « fuite » : 7 × 7 ?") == "Pour «\u00a0fuite\u00a0»\u00a0: 7\u00a0×\u00a07\u00a0?"
    True
    """
    return _FRENCH_SPACE.sub("\u00a0", text)


def _fr(text: str) -> str:
    """Escaped HTML of a French text, with its non-breaking spaces."""
    return html.escape(french_spaces(text))


_IMG = "display:block;width:100%;height:auto;max-height:38vh;object-fit:contain;object-position:left top"


def example_kind(value) -> str:
    """What kind of example ``value`` is: ``"none"``, ``"state"`` (drawn by its game),
    ``"svg"``, ``"html"``, ``"png"`` (bytes) or ``"figure"`` (matplotlib); a ``TypeError``
    for anything else (nothing is drawn here)."""
    if value is None:
        return "none"
    if isinstance(value, GameState):
        return "state"
    if isinstance(value, str):
        return "svg" if value.lstrip().startswith("<svg") else "html"
    if isinstance(value, bytes | bytearray):
        return "png"
    if hasattr(value, "savefig"):  # a matplotlib Figure (matplotlib imported only if needed)
        return "figure"
    raise TypeError(f"exemple de carte inattendu : {type(value).__name__}")


def _picture(value) -> str:
    """An example as HTML: a figure's PNG, an SVG or HTML string, a state drawn by its game."""
    kind = example_kind(value)
    if kind == "none":
        return ""
    if kind == "state":
        data, _fmt = ui_module(value.game).wall_picture(value)
        return picture_tag(data, _IMG)
    if kind == "svg":
        return picture_tag(value.encode("utf-8"), _IMG)
    if kind == "html":
        return value
    if kind == "png":
        return picture_tag(bytes(value), _IMG)
    from ..viz import fig_to_png

    return picture_tag(fig_to_png(value, dpi=90), _IMG)


#: Examples already drawn: ``(id(book), key) -> (book, html)`` (the book is kept so that
#: its id is never reused while it is cached).
_DRAWN: dict[tuple[int, str], tuple[RuleBook, str]] = {}


def example_html(book: RuleBook, card: RuleCard) -> str:
    """The card's example as HTML (drawn once per book and example: examples are
    deterministic); empty for a card without one."""
    if not card.example:
        return ""
    key = (id(book), card.example)
    if key not in _DRAWN:
        _DRAWN[key] = (book, _picture(book.example(card)))
    return _DRAWN[key][1]


@functools.cache
def notebooks_folder() -> Path | None:
    """The project's ``notebooks/`` folder: ``LUDO_NOTEBOOKS`` when set, else the one beside
    the library in a source checkout (or an editable install), else ``None`` (a library
    installed from its wheel, which holds no notebook: a card then names the notebooks
    that teach its rule without linking to them)."""
    given = os.environ.get("LUDO_NOTEBOOKS")
    candidates = [Path(given)] if given else []
    candidates.append(Path(__file__).resolve().parents[2] / "notebooks")
    for folder in candidates:
        if (folder / "00_bienvenue.ipynb").is_file():
            return folder
    return None


@functools.cache
def notebook_title(path: str) -> str:
    """The title of a notebook (its first heading: « Atacama 2 — Le décompte »), or its
    file's words when the notebook cannot be read."""
    folder = notebooks_folder()
    try:
        if folder is None:
            raise OSError("no notebooks")
        cells = json.loads((folder / path).read_text(encoding="utf-8"))["cells"]
        for cell in cells:
            if cell.get("cell_type") == "markdown":
                for line in "".join(cell.get("source", "")).splitlines():
                    if line.startswith("#"):
                        return line.lstrip("#").strip()
    except (OSError, ValueError, KeyError, TypeError):
        pass
    folder, _, name = path.partition("/")
    try:
        game = game_info(folder).title
    except LudoError:  # a folder that is not a game's
        game = folder
    return f"{game} · {name.removesuffix('.ipynb').replace('_', ' ')}"


def notebook_label(ref: str) -> str:
    """« Seismic 2 — Les sections › Compter une section » for a card's notebook
    reference ``"seismic/02_les_sections.ipynb#Compter une section"``."""
    path, _, heading = ref.partition("#")
    label = notebook_title(path)
    return f"{label} › {heading}" if heading else label


#: The characters a heading's anchor keeps as they are: Voilà (nbconvert) percent-encodes
#: the others in the heading's id (« Le-d%C3%A9compte,-section-par-section »), and a link
#: reaches the heading only if its fragment is that id; JupyterLab decodes it.
_ANCHOR_SAFE = "?/:@!$&'()*+,;="


def notebook_href(ref: str, base: str = "../") -> str:
    """The address of a card's notebook reference, relative to the notebook showing the
    card (``base``: from that notebook's folder to ``notebooks/``). A heading becomes the
    anchor JupyterLab and Voilà give it (its words joined by ``-``)."""
    path, _, heading = ref.partition("#")
    href = base + quote(path)
    if heading:
        href += "#" + quote(heading.replace(" ", "-"), safe=_ANCHOR_SAFE)
    return href


def card_html(card: RuleCard, book: RuleBook, base: str = "../", picture: bool = True) -> str:
    """One card in French HTML: title, the rule (or the rulebook's open question and our
    choice), its example, where the notebooks teach it."""
    esc = html.escape
    parts = [f"<h3 class='ludo-why-title' style='margin:4px 0 6px'>{_fr(card.title)}</h3>"]
    if card.is_decision:
        parts.append(f"<p class='ludo-why-badge' style='{_BADGE}'>{_fr(msg.WHY_DECISION)}</p>")
        parts.append(f"<h4 style='margin:8px 0 2px'>{esc(msg.WHY_OPEN)}</h4>")
        parts.append(f"<p>{_fr(card.open_question)}</p>")
        parts.append(f"<h4 style='margin:8px 0 2px'>{esc(msg.WHY_CHOICE)}</h4>")
    parts.append(f"<p class='ludo-why-text'>{_fr(card.text)}</p>")
    if picture:
        shown = example_html(book, card)
        if shown:
            parts.append(f"<div class='ludo-why-example' style='{_EXAMPLE}'>{shown}</div>")
            if "<img" in shown:  # shown only with a kernel (the bridge's style)
                parts.append(
                    f"<p class='ludo-why-zoomhint' style='{_ZOOM_HINT}'>{_fr(msg.WHY_ZOOM)}</p>"
                )
    if card.where:
        linked = notebooks_folder() is not None  # an installed wheel has no notebook
        links = "".join(
            f'<li><a href="{esc(notebook_href(ref, base))}" target="_blank" rel="noopener">'
            f"{_fr(notebook_label(ref))}</a></li>"
            if linked
            else f"<li>{_fr(notebook_label(ref))}</li>"
            for ref in card.where
        )
        parts.append(f"<h4 style='margin:8px 0 2px'>{esc(msg.WHY_WHERE)}</h4>")
        parts.append(f"<ul class='ludo-why-where' style='margin:0;padding-left:1.2em'>{links}</ul>")
    return (
        f"<div class='ludo-why-card' data-rule='{esc(card.id)}' "
        f"style='font-size:{TEXT};line-height:1.4'>"
        f"{''.join(parts)}</div>"
    )


#: The example stays small beside a board (the card is read, the board is played).
_EXAMPLE = "margin:6px 0;max-width:min(100%, 340px)"
#: « Cliquez sur l'image pour l'agrandir »: hidden unless the bridge is on the page.
_ZOOM_HINT = "display:none;margin:0 0 4px;color:#555;font-size:0.8em"
_BADGE = (
    "display:inline-block;margin:0 0 4px;padding:1px 8px;border-radius:10px;"
    "background:#fff3cd;border:1px solid #c9a227;color:#5c4500;font-size:0.9em"
)


# -- the bridge from a link to Python --------------------------------------------------------

_ESM = r"""
function render({ model, el }) {
  const key = model.get("key");
  if (!document.getElementById("ludo-why-style")) {
    const style = document.createElement("style");
    style.id = "ludo-why-style";
    style.textContent = ".LINK{display:inline-block !important}" +
      ".ludo-why-zoomhint{display:block !important}" +
      ".ludo-why-example img{cursor:zoom-in}" +
      ".ludo-why-example.ludo-why-big{max-width:100% !important}" +
      ".ludo-why-example.ludo-why-big img{max-height:none !important;cursor:zoom-out}";
    document.head.append(style);
  }
  function onClick(e) {
    // a click on a card's picture of this panel enlarges it, a second one shrinks it
    const picture = e.target && e.target.closest ? e.target.closest(".ludo-why-example") : null;
    if (picture && picture.closest(".ludo-why-panel-" + key) && e.target.tagName === "IMG") {
      picture.classList.toggle("ludo-why-big");
      return;
    }
    const link = e.target && e.target.closest ? e.target.closest(".LINK") : null;
    if (!link || link.dataset.why !== key || e.ludoWhy) return;
    e.ludoWhy = true;
    e.preventDefault();
    model.send({ rule: link.dataset.rule });
  }
  document.addEventListener("click", onClick);
  model.on("msg:custom", (m) => {
    if (m.kind !== "shown") return;
    // the card is drawn a moment after the message: then bring it into view
    setTimeout(() => {
      const panel = document.querySelector(".ludo-why-panel-" + key);
      if (panel) panel.scrollIntoView({ block: "nearest" });
    }, 100);
  });
  return () => document.removeEventListener("click", onClick);
}
export default { render };
""".replace("LINK", LINK_CLASS)


class WhyBridge(anywidget.AnyWidget):
    """The invisible part of a :class:`WhyPanel` that hears its « Pourquoi ? » links."""

    _esm = T.Unicode(_ESM).tag(sync=True)
    key = T.Unicode("").tag(sync=True)


# -- the panel beside a board ----------------------------------------------------------------

_LINK_STYLE = (
    "display:none;margin:0 0 0 8px;padding:0 6px;border:1px solid #0b5394;border-radius:10px;"
    "background:#eef4fb;color:#0b5394;font:inherit;font-size:0.85em;cursor:pointer;"
    "white-space:nowrap;vertical-align:baseline"
)

#: A card's title as a link (the « Règles » list): its first line on the list's bullet.
_TITLE_STYLE = (
    "display:none;margin:0;padding:0;border:0;background:none;color:#0b5394;font:inherit;"
    "text-align:left;text-decoration:underline;cursor:pointer;vertical-align:top"
)


class WhyPanel(StaticForm, W.VBox):
    """The card of a rule, shown beside a game's board when a « Pourquoi ? » is clicked.

    Parameters
    ----------
    game : str
        The game whose book answers (``ludo.<game>.rulecards.BOOK``).
    book : RuleBook, optional
        Another book (tests).
    base : str
        From the notebook showing the panel to the ``notebooks/`` folder (the links of
        « Où l'apprendre »); the games' notebooks sit one folder down: ``"../"``.

    A game table puts the panel in its column beside the board, writes ``panel.link(rule)``
    after a refusal or passes ``why=panel.link`` to a score table; the panel stays closed
    (only its invisible bridge is on the page) until a link is clicked.
    """

    static_title = msg.WHY_TITLE

    def __init__(self, game: str, book: RuleBook | None = None, base: str = "../"):
        self.game = game
        self.book = book if book is not None else rule_book(game)
        self.base = base
        self.key = uuid.uuid4().hex[:12]
        self.bridge = WhyBridge(key=self.key, layout=W.Layout(width="0", height="0"))
        self.bridge.on_msg(self._on_msg)
        self.heading = W.HTML(f"<b>{_fr(msg.WHY_TITLE)}</b>")
        self.close_button = W.Button(
            description=msg.WHY_CLOSE, layout=W.Layout(width="auto", flex="0 0 auto")
        )
        self.close_button.add_class("ludo-why-close")
        self.close_button.on_click(lambda _b: self.close_card())
        # the card scrolls under its heading: « Fermer » stays in sight
        self.body = W.HTML(layout=W.Layout(max_height="62vh", overflow="auto"))
        self.body.add_class("ludo-why-body")
        self.shown: RuleCard | None = None
        self.box = W.VBox(
            [
                W.HBox(
                    [self.heading, self.close_button],
                    layout=W.Layout(justify_content="space-between", align_items="center"),
                ),
                self.body,
            ],
            layout=W.Layout(
                display="none",
                border="2px solid #0b5394",
                padding="4px 10px 8px",
                margin="0 0 8px 0",
            ),
        )
        super().__init__([self.bridge, self.box], layout=W.Layout(min_width="0"))
        self.add_class("ludo-why-panel")
        self.add_class(f"ludo-why-panel-{self.key}")

    def link(self, rule_id: str | None, label: str = "", mark: str = "") -> str:
        """A « Pourquoi ? » link opening the card of ``rule_id`` in this panel (HTML), or
        ``""`` when no card answers for it. With ``label``, the link is that text (a card's
        title in a list) instead of the small « Pourquoi ? » button; ``mark`` is HTML put
        inside the link before it (the « choix » of a decision: one box, so a long title
        wraps under its mark, never away from it)."""
        card = self.book.find(rule_id) if rule_id else None
        if card is None:
            return ""
        style = _TITLE_STYLE if label else _LINK_STYLE
        return (
            f"<button type='button' class='{LINK_CLASS}' data-why='{self.key}' "
            f"data-rule='{html.escape(rule_id or '')}' title='{html.escape(card.title)}' "
            f"style='{style}'>{mark}{_fr(label) if label else html.escape(msg.WHY_LINK)}</button>"
        )

    def show(self, rule_id: str | None) -> RuleCard | None:
        """Show the card of ``rule_id`` (nothing changes for an id without a card)."""
        card = self.book.find(rule_id) if rule_id else None
        if card is None:
            return None
        self.shown = card
        self.body.value = card_html(card, self.book, self.base)
        self.box.layout.display = "flex"
        self.bridge.send({"kind": "shown"})
        return card

    def close_card(self) -> None:
        """Hide the card (the panel takes no room again)."""
        self.shown = None
        self.box.layout.display = "none"

    @property
    def is_open(self) -> bool:
        return self.box.layout.display != "none"

    def press(self, rule_id: str) -> None:
        """What a click on this panel's link for ``rule_id`` does (tests)."""
        self.bridge._handle_custom_msg({"rule": rule_id}, [])

    def click(self, text: str, index: int = 0) -> str:
        """Click the ``index``-th « Pourquoi ? » link of this panel in an HTML ``text``, as
        a browser would; returns its rule id (tests)."""
        mine = [rule for key, rule in why_links(text) if key == self.key]
        self.press(mine[index])
        return mine[index]

    def _on_msg(self, _widget, content, _buffers) -> None:
        if isinstance(content, dict) and isinstance(content.get("rule"), str):
            self.show(content["rule"])


def refusal_link(panel: WhyPanel | None, error: BaseException) -> str:
    """The « Pourquoi ? » of a refusal (an ``IllegalMove`` and its ``rule``), or ``""``."""
    if panel is None:
        return ""
    return panel.link(getattr(error, "rule", None))


# -- the « Règles » notebooks ----------------------------------------------------------------

#: Endings cut from a searched word (with the shortest stem kept), so that a verb or a plural
#: finds the other forms of its word: « construire » → « constru » (« construction »,
#: « construit »), « tourner » → « tourn », « fuites » → « fuite ».
_ENDINGS = (("ire", 5), ("er", 4), ("ir", 4), ("re", 5), ("s", 4), ("x", 4))


def stem(word: str) -> str:
    """The stem a search also accepts for a folded ``word`` (the word itself if too short).

    >>> stem("construire"), stem("tourner"), stem("contrats"), stem("poser"), stem("centre")
    ('constru', 'tourn', 'contrat', 'poser', 'centre')
    """
    for end, keep in _ENDINGS:
        if word.endswith(end) and len(word) - len(end) >= keep:
            return word[: -len(end)]
    return word


def search_rank(card: RuleCard, needles: list[str]) -> int | None:
    """How well ``card`` answers a search of folded words ``needles`` (smaller is better),
    or ``None`` when one word is nowhere in it. Each word counts where it is best found:
    the title (0), the keywords (2), the text, open question or id (4), one more when only
    its stem is (:func:`stem`); the card ranks as its worst-found word."""
    places = (
        fold(card.title),
        fold(" ".join(card.keywords)),
        fold(" ".join((card.text, card.open_question, *card.ids))),
    )
    rank = 0
    for needle in needles:
        best = next((2 * i for i, hay in enumerate(places) if needle in hay), None)
        if best is None:
            root = stem(needle)
            best = next((2 * i + 1 for i, hay in enumerate(places) if root in hay), None)
        if best is None:
            return None
        rank = max(rank, best)
    return rank


class RulesBrowser(StaticForm, W.VBox):
    """Every card of a game's book: a search box, the list of the cards found (decisions
    marked), a click on one opens it beside the list.

    Headless: ``browser.search.value = "fuite"``, ``browser.found`` (the cards listed),
    ``browser.panel.press(card.id)``.
    """

    def __init__(self, game: str, book: RuleBook | None = None, base: str = "../"):
        self.game = game
        self.panel = WhyPanel(game, book, base)
        self.book = self.panel.book
        self.search = W.Text(
            placeholder=msg.RULES_PLACEHOLDER,
            description=msg.RULES_SEARCH,
            continuous_update=True,
            style={"description_width": "initial"},
            layout=W.Layout(width="min(30em, 100%)"),
        )
        self.search.add_class("ludo-rules-search")
        self.count = W.HTML()
        self.count.add_class("ludo-rules-count")
        self.listing = W.HTML()
        self.listing.add_class("ludo-rules-list")
        self.found: list[RuleCard] = []
        self.search.observe(lambda _c: self.refresh(), names="value")
        listing = W.VBox(
            [self.search, self.count, self.listing],
            layout=W.Layout(flex="1 1 320px", min_width="0", max_width="560px"),
        )
        self.panel.layout = W.Layout(flex="1 1 380px", min_width="0", margin="0 0 0 16px")
        super().__init__(
            [W.HBox([listing, self.panel], layout=W.Layout(flex_flow="row wrap"))],
        )
        self.add_class("ludo-rules")
        self.refresh()

    def cards(self) -> list[RuleCard]:
        """The game's own cards, then the core's that every game shares."""
        own = list(self.book)
        parent = self.book.parent
        return own + ([c for c in parent if c not in own] if parent is not None else [])

    def matching(self, words: str) -> list[RuleCard]:
        """The cards holding every word of ``words`` (:func:`search_rank`), those with the
        words in their title first, then in their keywords, then in their text; the book's
        order within each. Every card for an empty search."""
        needles = fold(words).split()
        ranked = [(search_rank(card, needles), i, card) for i, card in enumerate(self.cards())]
        return [card for rank, _i, card in sorted(r for r in ranked if r[0] is not None)]

    def refresh(self) -> None:
        words = self.search.value.strip()
        self.found = self.matching(words)
        total = len(self.cards())
        if not words:
            self.count.value = _fr(msg.RULES_ALL.format(n=total))
        elif self.found:
            self.count.value = _fr(
                msg.RULES_FOUND.format(n=len(self.found), total=total, words=words)
            )
        else:
            self.count.value = _fr(msg.RULES_NONE.format(words=words))
        items = []
        for card in self.found:
            badge = (  # inside the link, before the title: a long title wraps under it
                f"<span class='ludo-why-badge' style='{_BADGE};font-size:0.8em;margin:0 6px 0 0;"
                f"text-decoration:none'>{html.escape(msg.WHY_DECISION_SHORT)}</span>"
                if card.is_decision
                else ""
            )
            items.append(
                f"<li class='ludo-rules-item' data-rule='{html.escape(card.id)}' "
                f"style='margin:3px 0'>{self.panel.link(card.id, card.title, badge)}</li>"
            )
        self.listing.value = (
            f"<ul style='margin:4px 0;padding-left:1.2em;line-height:1.45'>{''.join(items)}</ul>"
        )

    def static_html(self) -> str:
        """Without a kernel: every card's text one under the other (no pictures)."""
        cards = "".join(
            f"<div style='border-top:1px solid #ccc;margin:8px 0;padding-top:4px'>"
            f"{card_html(card, self.book, self.panel.base, picture=False)}</div>"
            for card in self.cards()
        )
        return (
            f"<div class='ludo-static'><p style='color:#555'><i>{msg.RULES_STATIC}</i></p>"
            f"{cards}</div>"
        )


def rules(game: str, base: str = "../") -> RulesBrowser:
    """The « Règles » notebook's widget for ``game``."""
    return RulesBrowser(game, base=base)


__all__: list[str] = [
    "RulesBrowser",
    "WhyPanel",
    "card_html",
    "refusal_link",
    "rule_book",
    "rules",
    "why_links",
]
