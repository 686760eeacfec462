"""The end of a round as one summary (ludo/barrage/game/round_end.py), the Automa's turn as one
plain sentence (TurnExplanation.sentence), both shown by the game table
(ludo/barrage/ui/round_report.py)."""

from __future__ import annotations

import re
from functools import cache

import ludo
from ludo.barrage.game.moves import Bank
from ludo.barrage.game.round_end import round_summary
from ludo.barrage.game.scoring import energy_track_reward
from ludo.barrage.ui.table import GameTable

SCORING_RULES = {
    "barrage.round_energy",
    "barrage.track",
    "barrage.bonus",
    "barrage.automa.credits",
    "barrage.objective",
    "barrage.resources",
    "barrage.drops",
}


@cache
def greedy_game(seed: int = 3, **options) -> tuple:
    """Every state of a seeded two-player game (greedy players; seat 1 the Automa if asked)."""
    state = ludo.new(
        "barrage",
        players=2,
        seed=seed,
        **{k: list(v) if k == "automa" else v for k, v in options.items()},
    )
    players = {0: ludo.player("barrage", "greedy", seed=0)}
    players[1] = ludo.player("barrage", "automa" if options else "greedy", seed=1)
    return tuple(ludo.play_out(state, players))


def round_ends(states) -> list[tuple]:
    """(before, after, summary) for every move that ended a round."""
    out = []
    for before, after in zip(states, states[1:], strict=False):
        summary = round_summary(after.events)
        if summary is not None:
            out.append((before, after, summary))
    return out


def test_the_end_of_round_1_names_the_ranking_the_track_square_0_the_bonus_and_the_order():
    before, after, summary = round_ends(greedy_game())[0]
    assert summary.round == 1 and after.round == 2
    assert isinstance(after.history[-1], Bank)  # the last engineer at the bank: no VP of its own
    names = after.player_names
    assert [p.key for p in summary.parts] == ["energy", "track", "bonus"]
    energy, track, bonus = summary.parts
    # Allemagne produced 5 energy, France none: first 6 VP, France no rank
    assert [(line.who, line.vp) for line in energy.lines] == [
        ("Joueur 1 (Allemagne)", 6),
        ("Joueur 2 (France)", 0),
    ]
    assert "Premier" in energy.lines[0].why and "Aucune énergie" in energy.lines[1].why
    # the track: Allemagne 3 credits from square 4; France on square 0: 3 credits, −3 VP
    assert [(line.vp, line.credits) for line in track.lines] == [(0, 3), (-3, 3)]
    assert "case 0" in track.lines[1].why and "3 PV perdus" in track.lines[1].why
    assert "−3 PV" in track.lines[1].text
    assert bonus.title == "Tuile bonus « bases (4 PV chacune) »"
    assert all("non activée" in line.why for line in bonus.lines)
    # the new turn order: the least energy first, as the state has it
    assert summary.order == after.order == (1, 0)
    assert summary.order_text.endswith(", ".join(names[s] for s in after.order) + ".")
    # the summary's VP are the score's changes, seat by seat
    for seat in range(2):
        assert summary.vp(seat) == after.vp_total(seat) - before.vp_total(seat)
    assert [summary.vp(s) for s in range(2)] == [6, -3]


def test_every_round_end_of_a_game_sums_to_its_scoring_lines_in_the_state():
    ends = round_ends(greedy_game())
    assert [s.round for _, _, s in ends] == [1, 2, 3, 4, 5]
    for before, after, summary in ends:
        new = after.vp[len(before.vp) :]
        for seat in range(2):
            scored = sum(p for s, p, rule, _ in new if s == seat and rule in SCORING_RULES)
            assert summary.vp(seat) == scored, (summary.round, seat)
        assert summary.water.startswith("L'eau : ")
        kinds = [e.kind for e in after.events]
        water = after.events[kinds.index("water.phase") + 1 : kinds.index("scoring")]
        assert summary.drops == tuple(e.text for e in water)
        assert all(e.kind.startswith("drop.") or e.kind == "energy" for e in water)
    last = ends[-1][2]
    assert [p.key for p in last.parts] == ["energy", "track", "bonus", "final"]
    assert last.order == () and last.order_text == ""
    final = last.parts[-1].lines
    assert [line.why.startswith("Tuile objectif « ") for line in final[:2]] == [True, True]


def test_an_automa_gains_its_track_credits_as_vp_in_the_summary():
    ends = round_ends(greedy_game(3, automa=(1,), automa_level="modere"))
    assert ends
    for before, after, summary in ends:
        automa_lines = [line for p in summary.parts for line in p.lines if line.seat == 1]
        assert all(line.credits == 0 for line in automa_lines)
        new = after.vp[len(before.vp) :]
        (line,) = [line for line in summary.parts[1].lines if line.seat == 1]
        # the summary says the credits of its square are received as VP (G12); the score
        # sheet's lines keep the square's plain words
        said = {energy_track_reward(e, automa=True).text: e for e in range(61)}
        assert line.why in said and "reçus en PV" in line.why
        plain = energy_track_reward(said[line.why]).text
        assert plain != line.why
        track = [
            p
            for s, p, rule, text in new
            if s == 1 and rule in ("barrage.automa.credits", "barrage.track") and plain in text
        ]
        assert line.vp == sum(track) and track  # its credits as VP (and −3 on square 0)
        (human,) = [line for line in summary.parts[1].lines if line.seat == 0]
        assert "reçus en PV" not in human.why and human.credits  # a person keeps credits


def automa_turns() -> list:
    out = []
    for seed, level in ((3, "modere"), (4, "modere"), (3, "haute_tension")):
        for state in greedy_game(seed, automa=(1,), automa_level=level)[1:]:
            out += [e for e in state.events if e.kind == "automa.turn"]
    return out


def test_each_automa_turn_reads_as_one_plain_sentence_without_expansion_or_tile_code():
    turns = automa_turns()
    checks = [c for e in turns for c in e.data["explanation"].checks]
    assert any(c.reason == "expansion" for c in checks)  # skipped expansion actions were met
    for e in turns:
        sentence = e.data["explanation"].sentence()
        assert sentence.startswith("L'Automa ") and sentence.endswith(".")
        for word in ("extension", "Leeghwater", "Travaux externalisés", "code "):
            assert word not in sentence, sentence
            assert word not in e.text.replace("code {", ""), e.text
        assert not re.search(r"tuiles? \d", sentence), sentence
        assert not re.search(r"tuiles? \d", e.text), e.text
        assert e.text.split("\n")[0].endswith(sentence)  # the sentence first, the reasoning after


def test_a_build_says_why_there_in_plain_words():
    sentences = [e.data["explanation"].sentence() for e in automa_turns()]
    builds = [s for s in sentences if " construit " in s]
    assert any("complète son système" in s for s in builds)
    assert any("dans le même bassin" in s for s in builds)
    assert all(re.search(r"construit une? \w+ en [^:]+ : ", s) for s in builds), builds


def table_at_round_2() -> GameTable:
    table = GameTable(players=2, seats=("human", "greedy"), seed=3)
    bot = ludo.player("barrage", "greedy", seed=0)
    while table.session.state.round == 1:
        table.play(str(bot.choose(table.session.state)))
    return table


def test_the_game_table_shows_the_end_of_round_block():
    shown = table_at_round_2().explanation.value
    assert shown.count("<li class='barrage-round-end'>") == 1
    block = shown[shown.index("barrage-round-end") :]
    for words in (
        "Fin de la manche 1",
        "Classement de l&#x27;énergie",
        "3 PV perdus",
        "Tuile bonus « bases (4 PV chacune) »",
        "Nouvel ordre du tour",
        "<summary>Le détail goutte à goutte</summary>",
    ):
        assert words in block, words
    # the drop-by-drop lines are folded: none before the « détail » fold opens
    detail = block.index("<summary>Le détail goutte à goutte")
    assert "Goutte 1 :" not in block[:detail] and "Goutte 1 :" in block[detail:]
    # the block is read first: the moves that led to it are folded under it
    log = shown[shown.index("</style>") :]
    assert log.index("<li") == log.index("<li class='barrage-round-end'>")
    assert log.index("barrage-round-end") < log.index("<li class='barrage-before-end'><details>")
    assert "Allemagne place" in log[log.index("barrage-before-end") :]
    assert "Allemagne place" not in log[: log.index("barrage-before-end")]


def test_the_end_of_round_block_opens_on_each_company_balance_and_total():
    """Read first (at 150 % the block scrolls in its box): what each company gained at the
    round's end, all parts added up, and its VP in all, from the state."""
    table = table_at_round_2()
    shown = table.explanation.value
    block = shown[shown.index("barrage-round-end") :]
    balance = block[block.index("<table class='barrage-round-balance'>") :]
    balance = balance[: balance.index("</table>")]
    assert block.index("barrage-round-balance") < block.index("Classement de l&#x27;énergie")
    history = table.session.history
    end = next(k for k in range(len(history)) if history[k].round == 2)
    summary = round_summary(history[end].events)
    rows = re.findall(r"<tr><td>(.*?)</td><td[^>]*>(.*?)</td><td>(.*?)</td></tr>", balance)
    names = history[end].player_names
    assert [r[0] for r in rows] == list(names)
    for seat, (_who, gain, total) in enumerate(rows):
        vp = summary.vp(seat)
        assert (f"{vp:+d} PV".replace("-", "−") in gain) if vp else "PV" not in gain
        assert total == f"→ {history[end].vp_total(seat)} PV"
        assert summary.vp(seat) == history[end].vp_total(seat) - history[end - 1].vp_total(seat)


def test_the_game_table_shows_an_automa_turn_as_a_sentence_with_its_reasoning_folded():
    table = GameTable(players=2, seats=("human", "automa"), seed=3)
    table.play(str(table.session.state.legal_moves()[0]))  # a company: the Automa answers
    shown = table.explanation.value
    turn = shown[shown.index("<li class='barrage-automa-turn'>") :]
    sentence = turn[: turn.index("<details>")]
    assert "L&#x27;Automa " in sentence and "✔" not in sentence and "✘" not in sentence
    assert "<summary>Son raisonnement, action par action</summary>" in turn
    assert "✔" in turn[turn.index("<details>") :]
