"""« Un conseil ? » (issue 21 §2): the three best moves for the seat to play, by the
Ingénieur's weighing, each with its reason in plain French."""

from __future__ import annotations

import copy
import re

import pytest

import ludo
from ludo.barrage.game.advice import Advice, advise
from ludo.barrage.game.moves import Produce
from ludo.barrage.game.planner import PlannerPlayer

from .test_browser_barrage import RAW_CODE

#: The notation's words a guest must not read in a reason (beyond RAW_CODE's).
CODES = re.compile(r"\b(E[12][gd]|MX[gd]|T[+-]\d[gd]|[A-Z]\d{2}\b)|\bbanque \d")


def _played(seed: int, n: int, players: int = 3, **options):
    """A seeded game after ``n`` moves of Bâtisseurs (the picks included)."""
    s = ludo.new("barrage", players=players, seed=seed, **options)
    bots = {i: ludo.player("barrage", "greedy", seed + i) for i in range(players)}
    bots.update({i: ludo.player("barrage", "automa", 0) for i in options.get("automa", ())})
    for _ in range(n):
        s = s.play(bots[s.current_player].choose(s))
    return s


def _obvious():
    """Round 1: the USA's conduit and powerhouse are built, a drop waits behind the neutral
    dam 9L, and its starting contract asks for 2 energies: a production fulfils it."""
    s = ludo.new("barrage", players=2, seed=3, companies=["italy", "usa"])
    for move in (
        "construire conduite C9R conduite 6e0b",
        "construire centrale P12a centrale 0e2b",
        "construire centrale P12b centrale 0e2b",
    ):
        s = s.play(move)
    return s


POSITIONS = [
    pytest.param(lambda: _played(5, 12), id="3 joueurs, manche 1"),
    pytest.param(lambda: _played(7, 60, players=4), id="4 joueurs, plus loin"),
    pytest.param(lambda: _played(2, 26, players=2, automa=[1]), id="contre l'Automa"),
    pytest.param(_obvious, id="un contrat à remplir"),
]


@pytest.mark.parametrize("make", POSITIONS)
def test_three_legal_moves_sorted_explained_in_french_state_unchanged(make):
    s = make()
    assert not s.is_over() and s.current_player not in s.automa
    before = copy.deepcopy(s)
    tips = advise(s)
    assert s == before  # the position advised on is left as it was
    assert len(tips) == 3 and all(isinstance(t, Advice) for t in tips)
    legal = list(s.legal_moves())
    assert all(t.move in legal for t in tips)
    assert len({str(t.move) for t in tips}) == 3
    values = [t.value for t in tips]
    assert values == sorted(values, reverse=True)
    # the first advice is the move the Ingénieur plays
    assert tips[0].move == PlannerPlayer(0).choose(s)
    for t in tips:
        assert t.reason.endswith(".") and t.reason[0].isupper(), t.reason
        assert "\n" not in t.reason and len(t.reason) < 400, t.reason
        assert not RAW_CODE.search(t.reason) and not CODES.search(t.reason), t.reason
        assert not RAW_CODE.search(t.text), t.text


def test_the_values_are_the_ingenieurs():
    """Each advice's value is the Ingénieur's own weighing of that move."""
    s = _played(5, 12)
    ranked = {str(r.move): r.value for r in PlannerPlayer(0).ranked(s)}
    tips = advise(s)
    assert [t.value for t in tips] == [ranked[str(t.move)] for t in tips]
    assert tips[0].value == max(ranked.values())


def test_a_production_that_fulfils_a_contract_comes_first():
    s = _obvious()
    first = advise(s)[0]
    assert isinstance(first.move, Produce)
    assert first.reason.startswith("Remplit un contrat de 2 énergies (récompense : 3 crédits)")
    assert "produit 5 énergies" in first.reason
    assert first.text.startswith("Production +2 (à gauche)")


def test_a_construction_that_completes_a_chain_says_so():
    s = _obvious()
    reasons = {str(t.move): t.reason for t in advise(s)}
    assert reasons["construire base D9U base 3e0b"].startswith(
        "Complète un système barrage – conduite – centrale (depuis le barrage 9U)"
    )


def test_the_same_effect_elsewhere_counts_once():
    """A powerhouse in 12a, 12b or 12c with the same reason is one advice, not three."""
    s = _played(5, 5)
    tips = advise(s)
    assert len({(type(t.move), t.reason) for t in tips}) == 3


def test_no_advice_at_the_picks_nor_for_the_automa_nor_after_the_end():
    s = ludo.new("barrage", players=2, seed=3)
    assert s.phase == "pick" and advise(s) == []
    solo = _played(2, 25, players=2, automa=[1])
    assert solo.current_player in solo.automa and advise(solo) == []
    end = ludo.play_out(s, "random", seed=1)[-1]
    assert end.is_over() and advise(end) == []


def test_a_follow_up_choice_is_advised_too():
    """After a production, which contract to fulfil: the one it can fulfil first."""
    s = _obvious()
    s = s.play(str(advise(s)[0].move))
    assert s.pending and s.pending[0][0] == "fulfil"
    tips = advise(s)
    assert str(tips[0].move) == "contrat S3"
    assert tips[0].reason.startswith("Remplit un contrat de 2 énergies")
    assert tips[-1].reason  # « Ne remplir aucun contrat » is explained as well
