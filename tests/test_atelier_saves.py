"""A workshop's games kept on the host (issue 19 §2): the save module, GameSession's saving
and resuming, the table picker of the four game tables (headless)."""

from __future__ import annotations

import copy
import html
import json
import os
import time
import types
from pathlib import Path

import pytest

import ludo
from ludo.core import saves
from ludo.core.saves import (
    fresh_seed,
    key_name,
    live_tables,
    read_table,
    save_table,
    table_file,
    table_key,
    table_name,
)
from ludo.widgets.session import GameSession, TableSlot


def _played(game: str, players: int, moves: int, seed: int = 4):
    states = ludo.play_out(ludo.new(game, players=players, seed=seed), "random", max_moves=moves)
    return states[-1]


def _folder_snapshot(folder):
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


# -- the save module ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("game", "players", "computer"),
    [
        ("atacama", 2, {1: "search"}),
        ("barrage", 2, {1: "automa"}),
        ("seismic", 3, {1: "greedy", 2: "random"}),
        ("eau", 4, {}),
    ],
)
def test_a_table_file_gives_back_the_whole_game(tmp_path, game, players, computer):
    state = _played(game, players, 9)
    path = save_table(tmp_path, "Table 3", state, computer, seed=812, explanation="Joué.\nFin.")
    assert path == tmp_path / f"{game}--3.json"
    back = read_table(path, game)
    assert back.state == state and back.state.history == state.history
    assert (back.game, back.table, back.computer, back.seed, back.explanation) == (
        game,
        "Table 3",
        computer,
        812,
        "Joué.\nFin.",
    )
    # the game's own save is kept as is, under « partie »
    assert json.loads(path.read_text())["partie"] == json.loads(state.to_json())


def _write_variant(path, change):
    doc = json.loads(path.read_text())
    change(doc)
    path.write_text(json.dumps(doc))


BAD_FILES = {
    "not JSON": (lambda p: p.write_text("{ pas du json"), "n'est pas du JSON valide"),
    "another format": (
        lambda p: _write_variant(p, lambda d: d.update(format="autre")),
        "champ « format »",
    ),
    "a bare game save": (
        lambda p: p.write_text(ludo.new("atacama", seed=1).to_json()),
        "champ « format »",
    ),
    "bad version": (lambda p: _write_variant(p, lambda d: d.update(version=7)), "version 7"),
    "another game": (
        lambda p: _write_variant(p, lambda d: d.update(game="eau")),
        "partie de eau, pas de atacama",
    ),
    "unknown field": (
        lambda p: _write_variant(p, lambda d: d.update(extra=1)),
        "« extra » est inconnu",
    ),
    "illegal move": (
        lambda p: _write_variant(p, lambda d: d["partie"]["moves"].append("a1")),
        "champ « partie »",
    ),
    "unknown player": (
        lambda p: _write_variant(p, lambda d: d.update(computer={"1": "champion"})),
        "« champion » n'est pas un joueur de atacama",
    ),
    "seat out of the game": (
        lambda p: _write_variant(p, lambda d: d.update(computer={"5": "greedy"})),
        "place « 5 »",
    ),
    "seed not a number": (
        lambda p: _write_variant(p, lambda d: d.update(seed="12")),
        "champ « seed »",
    ),
}


@pytest.mark.parametrize("kind", sorted(BAD_FILES))
def test_a_bad_table_file_is_refused_in_french_and_left_as_it_is(tmp_path, kind):
    state = _played("atacama", 2, 4)
    path = save_table(tmp_path, "3", state, {1: "greedy"}, seed=1)
    spoil, words = BAD_FILES[kind]
    spoil(path)
    before = _folder_snapshot(tmp_path)
    with pytest.raises(ludo.InvalidData) as err:
        read_table(path, "atacama", "3")
    text = str(err.value)
    assert words in text, text
    assert "table « 3 » (atacama--3.json) est refusée" in text and "Rien n'a été effacé" in text
    assert _folder_snapshot(tmp_path) == before


def test_a_save_is_written_whole_or_not_at_all(tmp_path, monkeypatch):
    first = _played("atacama", 2, 2)
    path = save_table(tmp_path, "3", first)
    before = path.read_bytes()

    def broken_dump(doc, out, **kw):
        out.write('{"format": "ludo-table", "ver')  # half a file, then the disk is full
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(saves.json, "dump", broken_dump)
    with pytest.raises(OSError):
        save_table(tmp_path, "3", _played("atacama", 2, 6))
    assert path.read_bytes() == before  # the old save is whole, no temporary file is left
    assert sorted(p.name for p in tmp_path.iterdir()) == ["atacama--3.json"]


def test_table_names(tmp_path):
    assert table_name("  Les   Ulis ") == "Les Ulis"
    assert table_key("Table 3") == table_key("table 3") == table_key("3") == "3"
    assert table_key("Les Éléphants") == "les-elephants" == table_key("les elephants")
    # names in another alphabet keep their letters: two names never share a save
    names = ["Стол", "Стул", "Стол 3", "桌子", "桌子 2", "Table Ω", "Table", "Ωmega", "Ψ", "Φ"]
    keys = [table_key(n) for n in names]
    assert len(set(keys)) == len(names), keys
    assert all(k.isascii() and k == k.lower() and "/" not in k for k in keys)
    assert table_key("Table Стол") == table_key("стол")  # « table » and the case still fold
    assert [key_name(table_key(n)) for n in ("Стол 3", "Les Ulis")] == ["стол 3", "les ulis"]
    assert table_file(tmp_path, "eau", "Table 12").name == "eau--12.json"
    for bad, words in (
        ("   ", "Donnez un numéro"),
        ("x" * 31, "trop long"),
        ("../../etc", "Nom de table refusé"),
        ("a_b", "Nom de table refusé"),
    ):
        with pytest.raises(ludo.InvalidData, match=words):
            table_name(bad)


def test_each_new_game_has_its_own_seed_unless_the_host_fixes_it(monkeypatch):
    monkeypatch.delenv(saves.SEED_ENV, raising=False)
    assert len({fresh_seed() for _ in range(20)}) > 15
    assert fresh_seed({"LUDO_SEED": " 42 "}) == 42
    with pytest.raises(ludo.InvalidData, match="LUDO_SEED"):
        fresh_seed({"LUDO_SEED": "beaucoup"})
    assert saves.saves_folder({}) is None and saves.saves_folder({"LUDO_SAVES": " "}) is None


def test_live_tables_most_recent_first(tmp_path):
    state = ludo.new("atacama", seed=1)
    old = save_table(tmp_path, "1", state)
    mid = save_table(tmp_path, "2", state)
    new = save_table(tmp_path, "3", state)
    now = new.stat().st_mtime
    os.utime(old, (now - 13 * 3600, now - 13 * 3600))
    os.utime(mid, (now - 60, now - 60))
    (tmp_path / ".atacama--4-x.tmp").write_text("{}")  # a save being written
    (tmp_path / "echecs--1.json").write_text("{}")  # not a game of ludo
    entries = live_tables(tmp_path)
    assert [e.path for e in entries] == [new, mid]
    assert [e.path for e in live_tables(tmp_path, hours=14)] == [new, mid, old]
    assert live_tables(None) == [] and live_tables(tmp_path / "absent") == []


# -- GameSession ------------------------------------------------------------------------------


def test_session_saves_after_each_move_and_resumes_the_same_game(tmp_path):
    slot = TableSlot(tmp_path, "Table 7")
    g = GameSession(ludo.new("atacama", seed=3), {1: "greedy"}, seed=50, table=slot)
    path = table_file(tmp_path, "atacama", "7")
    assert not path.exists()  # nothing is written before something happens
    for _ in range(3):
        g.play(g.state.legal_moves()[0])
        saved = read_table(path, "atacama")
        assert saved.state == g.state and saved.computer == {1: "greedy"} and saved.seed == 50
        assert saved.explanation.startswith("Joueur 1 pose un puits")
    g.undo()
    assert read_table(path).state == g.state

    again = GameSession(ludo.new("atacama", seed=99))
    again.resume(read_table(path))
    assert again.state == g.state and again.history == g.history
    assert again.kinds == {1: "greedy"} and set(again.computer) == {1}
    assert again.undo() and again.state == g.history[-3]


def test_session_without_a_table_writes_nothing(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    g = GameSession(ludo.new("atacama", seed=3), {1: "greedy"})
    g.play(g.state.legal_moves()[0])
    assert list(tmp_path.iterdir()) == []


def test_a_failed_save_does_not_stop_the_game(tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("")
    g = GameSession(ludo.new("atacama", seed=3), table=TableSlot(blocker, "3"))
    g.play(g.state.legal_moves()[0])
    assert len(g.state.history) == 1 and g.save_error


# -- the table picker of the four game tables (headless) -------------------------------------


def _tables():
    from ludo.atacama.ui import VersusComputer
    from ludo.barrage.ui import GameTable
    from ludo.eau.ui import EauGame
    from ludo.seismic.ui import GameLauncher

    return {
        "atacama": (VersusComputer, lambda t, m: t.board.play(m)),
        "barrage": (
            lambda: GameTable(players=2, seats=("human", "automa"), automa_level="surpuissant"),
            lambda t, m: t.play(str(m)),
        ),
        "seismic": (GameLauncher, lambda t, m: t.board.play(m)),
        "eau": (lambda: EauGame(players=3), lambda t, m: t.play(m)),
    }


@pytest.mark.parametrize("game", ["atacama", "barrage", "seismic", "eau"])
def test_a_reloaded_page_resumes_the_tables_game(tmp_path, monkeypatch, game):
    monkeypatch.setenv(saves.SAVES_ENV, str(tmp_path))
    monkeypatch.delenv(saves.SEED_ENV, raising=False)
    make, play = _tables()[game]
    first = make()
    picker = first.picker
    assert all(c.layout.display == "none" for c in first.children[1:])  # the game waits
    picker.name.value = "Table 3"
    picker.open_button.click()  # no save yet: the game dealt at opening starts at once
    assert [c.layout.display for c in first.children[1:]] == [d for _, d in picker._hidden]
    assert any(d != "none" for _, d in picker._hidden)
    assert picker.banner.layout.display != "none" and "Table 3 — la partie" in picker.banner.value
    for _ in range(2):
        play(first, first.session.state.legal_moves()[-1])
    assert len(first.session.state.history) >= 2
    played = copy.deepcopy(first.session.state)

    other = make()  # another guest, another deal
    assert other.session.state.setup() != first.session.state.setup()
    reloaded = make()
    reloaded.picker.name.value = "3"
    reloaded.picker.open_button.click()
    assert reloaded.picker.resume_button.description == "Reprendre la partie de la table 3"
    assert reloaded.picker.choices.layout.display == "flex"
    reloaded.picker.resume_button.click()
    assert reloaded.session.state == played == first.session.state
    assert reloaded.session.kinds == first.session.kinds
    assert reloaded.session.seed == first.session.seed
    # it goes on being saved at the same table
    play(reloaded, reloaded.session.state.legal_moves()[0])
    assert read_table(table_file(tmp_path, game, "3")).state == reloaded.session.state


def _seismic_table(name: str):
    """A Seismic game table whose picker resumed (or started) table ``name``."""
    from ludo.seismic.ui import GameLauncher

    t = GameLauncher()
    t.picker.name.value = name
    t.picker.open_button.click()
    if t.picker.choices.layout.display == "flex":
        t.picker.resume_button.click()
    return t


def _seen(board) -> tuple:
    """What a Seismic table shows of its last turn: the explanation, the tiles framed, the
    table drawn under the overlay and over it (the SVG's clip ids are made anew each time)."""
    import re

    def same_ids(svg: str) -> str:
        return re.sub(r"\bp[0-9a-f]{10}\b", "p", svg)

    b = board.board
    return board.explanation.value, board._recent, same_ids(b.background), same_ids(b.svg)


def test_a_reloaded_seismic_table_tells_and_frames_the_guests_last_move(tmp_path, monkeypatch):
    """Issue 29 §4: after a reload and « Reprendre », Seismic told and framed only the
    computer's last move: the guest's own move, its frame and its text, were gone."""
    monkeypatch.setenv(saves.SAVES_ENV, str(tmp_path))
    monkeypatch.setenv(saves.SEED_ENV, "5")
    first = _seismic_table("3")
    board = first.board
    for _ in range(3):
        board.play(board.state.legal_moves()[0])
    turn = board.session.last_turn()
    assert turn[0].current_player == 0 and len(turn) >= 3  # the guest, then the computer
    guest = [e.data["cell"] for e in turn[1].events if e.kind == "tile.placed"]
    assert guest and guest[0] in board._recent  # the guest's tile is framed
    assert "Vous (Joueur 1)" in board.explanation.value
    shown = _seen(board)

    reloaded = _seismic_table("3")
    assert reloaded.board.state == board.state
    assert _seen(reloaded.board) == shown

    # « Annuler », then a reload: the table shows what it showed, no turn told nor framed
    reloaded.board.undo()
    undone = _seen(reloaded.board)
    assert undone[:2] == ("", ())
    again = _seismic_table("3")
    assert again.board.state == reloaded.board.state and _seen(again.board) == undone


def test_new_game_at_a_table_replaces_its_save(tmp_path, monkeypatch):
    monkeypatch.setenv(saves.SAVES_ENV, str(tmp_path))
    from ludo.atacama.ui import VersusComputer

    t = VersusComputer()
    t.picker.name.value = "5"
    t.picker.open_button.click()
    t.board.play(t.session.state.legal_moves()[0])
    t2 = VersusComputer()
    t2.picker.name.value = "5"
    t2.picker.open_button.click()
    t2.picker.new_button.click()
    assert read_table(table_file(tmp_path, "atacama", "5")).state == t2.session.state
    assert t2.session.state.history == ()


@pytest.mark.parametrize("kind", ["not JSON", "another game", "bad version"])
def test_the_picker_refuses_a_bad_save_and_deletes_nothing(tmp_path, monkeypatch, kind):
    monkeypatch.setenv(saves.SAVES_ENV, str(tmp_path))
    from ludo.atacama.ui import VersusComputer

    path = save_table(tmp_path, "3", _played("atacama", 2, 4), {1: "greedy"})
    BAD_FILES[kind][0](path)
    before = _folder_snapshot(tmp_path)
    t = VersusComputer()
    t.picker.name.value = "3"
    t.picker.open_button.click()
    text = t.picker.message.value
    guest, _, host = text.partition("<details")
    assert "ne peut pas être reprise" in guest and "Rien n&#x27;a été effacé" in guest, text
    # the guest reads no button that is not there and no file's field
    assert "Nouvelle partie" not in text and "champ" not in guest, text
    assert "est refusée" in host and BAD_FILES[kind][1].replace("'", "&#x27;") in host, text
    assert t.picker.choices.layout.display == "none"
    assert all(c.layout.display == "none" for c in t.children[1:])  # no game behind it
    assert _folder_snapshot(tmp_path) == before


def test_the_picker_refuses_a_bad_name(tmp_path, monkeypatch):
    monkeypatch.setenv(saves.SAVES_ENV, str(tmp_path))
    from ludo.eau.ui import EauGame

    t = EauGame(players=2)
    t.picker.name.value = "  "
    t.picker.open_button.click()
    assert "Donnez un numéro" in t.picker.message.value and list(tmp_path.iterdir()) == []


def test_no_picker_outside_a_workshop(monkeypatch):
    monkeypatch.delenv(saves.SAVES_ENV, raising=False)
    from ludo.eau.ui import EauGame

    t = EauGame(players=2, seed=1)
    assert t.table_slot is None and not hasattr(t, "picker")


# -- the projector view (issue 19 §3) ----------------------------------------------------------


def test_projector_shows_the_last_table_played_and_follows_its_moves(tmp_path):
    from ludo.widgets.projector import Projector

    quiet = save_table(tmp_path, "Les Ulis", _played("eau", 3, 3), {}, 1, "Pose en c3.")
    os.utime(quiet, (quiet.stat().st_mtime - 60,) * 2)
    slot = TableSlot(tmp_path, "3")
    g = GameSession(ludo.new("atacama", seed=3), {1: "greedy"}, table=slot)
    g.play(g.state.legal_moves()[0])
    before = _folder_snapshot(tmp_path)
    p = Projector(tmp_path, start=False)
    labels = [label for label, _ in p.tables.options]
    assert labels == ["Atacama — table 3", "Eau Cœur d'Essonne — table Les Ulis"]  # as typed
    assert p.tables.value == table_file(tmp_path, "atacama", "3")  # the last one played
    assert "2 coups joués" in p.head.value and "au tour de Joueur 1" in p.head.value
    assert "Joueur 1 pose un puits" in p.explanation.value
    assert p.picture.format == "svg+xml" and bytes(p.picture.value).startswith(b"<svg")
    assert p.picture.layout.display == ""
    drawn = p.picture.value

    g.play(g.state.legal_moves()[-1])  # a move at that table: the next look redraws it
    os.utime(table_file(tmp_path, "atacama", "3"), (time.time() + 5,) * 2)  # coarse clocks
    p.poll()
    assert "4 coups joués" in p.head.value and p.picture.value != drawn
    told = g.explanation.split("\n")[0]
    assert html.escape(told) in p.explanation.value

    p.tables.value = quiet  # the other table, Eau's own drawing
    assert "table Les Ulis" in p.head.value and "Pose en c3." in p.explanation.value
    after = _folder_snapshot(tmp_path)
    assert set(after) == set(before)  # it never writes: only the game played changed
    assert after[quiet.name] == before[quiet.name]


def test_projector_names_a_bad_file_and_keeps_the_last_picture(tmp_path):
    from ludo.widgets.projector import Projector

    path = save_table(tmp_path, "3", _played("atacama", 2, 2))
    p = Projector(tmp_path, start=False)
    drawn = p.picture.value
    path.write_text("{ abîmé")
    os.utime(path, (time.time() + 5,) * 2)
    p.poll()
    # a refused file leaves the list; the host reads its name, nothing is changed
    assert p.tables.options == () and p.refused == 1
    assert "atacama--3.json" in p.note.value and "refusée" in p.note.value
    assert drawn and path.read_text() == "{ abîmé"


def test_projector_hides_refused_and_trial_tables_and_opens_on_the_newest(tmp_path):
    from ludo.widgets.projector import Projector

    old = save_table(tmp_path, "Les Éléphants", _played("atacama", 2, 2))
    os.utime(old, (time.time() - 120,) * 2)
    newest = save_table(tmp_path, "Стол 2", _played("eau", 3, 1))
    os.utime(newest, (time.time() - 10,) * 2)
    trial = save_table(tmp_path, "Test", _played("atacama", 2, 1))
    broken = tmp_path / "seismic--5.json"
    broken.write_text('{"format": "ludo-table"}')
    p = Projector(tmp_path, start=False)
    assert [path for _, path in p.tables.options] == [newest, old]
    assert p.tables.value == newest  # the table played last, not the trial or the refused
    assert [label for label, _ in p.tables.options] == [
        "Eau Cœur d'Essonne — table Стол 2",
        "Atacama — table Les Éléphants",
    ]
    assert p.refused == 1 and "seismic--5.json" in p.note.value
    assert trial.is_file() and broken.read_text() == '{"format": "ludo-table"}'


def test_projector_outside_a_workshop_says_so(monkeypatch):
    from ludo.widgets.projector import Projector

    monkeypatch.delenv(saves.SAVES_ENV, raising=False)
    p = Projector(start=False)
    assert "make atelier" in p.explanation.value and p.tables.options == ()
    assert p.picture.layout.display == "none"  # no empty picture on the wall


def test_projector_timer_counts_down_stops_and_resets(tmp_path, monkeypatch):
    from ludo.widgets import projector

    now = [1000.0]
    monkeypatch.setattr(projector.time, "monotonic", lambda: now[0])
    p = projector.Projector(tmp_path, start=False)
    p.minutes.value = 2
    assert p.clock.value.endswith(">02:00</div>")
    p.timer_button.value = True
    now[0] += 10.2
    p.tick()
    assert ">01:50<" in p.clock.value and p.timer_button.description == "■ Arrêter"
    p.timer_button.value = False  # paused: the time left stays
    now[0] += 30
    p.tick()
    assert ">01:50<" in p.clock.value
    p.timer_button.value = True
    now[0] += 200
    p.tick()
    assert "00:00" in p.clock.value and "Temps écoulé" in p.clock.value
    assert p.timer_button.value is False
    p.reset_button.click()
    assert p.clock.value.endswith(">02:00</div>")


def test_projector_names_the_player_to_move_as_the_game_does(tmp_path):
    """The wall says whose turn it is in the game's own words (``state.player_names``:
    Barrage names a seat with its company), never a « Joueur n » of its own."""
    from ludo.widgets import messages as wmsg
    from ludo.widgets.projector import Projector

    state = _played("barrage", 2, 6)
    name = state.player_names[state.current_player]
    assert name != ludo.core.player_name(state.current_player)  # « Joueur 1 (USA) »
    save_table(tmp_path, "3", state)
    p = Projector(tmp_path, start=False)
    assert html.escape(wmsg.PROJ_TO_PLAY.format(name=name)) in p.head.value


def test_projector_sums_up_a_barrage_round_end_instead_of_its_drops(tmp_path):
    """A Barrage table whose last move ended a round (the person banks, the Automa plays on
    to the round's end): the wall shows the game's summary (``wall_text``: one line a move,
    the round's title, each company's balance, the water in one sentence, the new order),
    not the first 8 lines of the saved log; another game keeps its saved lines."""
    from ludo.barrage.game.round_end import round_summary
    from ludo.barrage.ui import wall_text
    from ludo.widgets.projector import Projector, wall_lines

    slot = TableSlot(tmp_path, "5")
    g = GameSession(ludo.new("barrage", players=2, seed=8, automa=[1]), {1: "automa"}, table=slot)
    while g.state.phase == "pick":
        g.play(g.state.legal_moves()[0])
    while g.state.round == 1:
        g.play([m for m in g.state.legal_moves() if str(m).startswith("banque")][-1])
    saved = read_table(table_file(tmp_path, "barrage", "5"))
    logged = saved.explanation.split("\n")
    assert len(logged) > 40 and any(t.startswith("Goutte 1 :") for t in logged)
    summary = next(round_summary(s.events) for s in saved.state.replay() if round_summary(s.events))
    lines = wall_lines(saved.state, saved.explanation)
    assert lines == wall_text(saved.state, saved.explanation)
    assert lines[0].startswith(saved.state.player_names[0] + " : Banque")
    assert summary.title in lines and summary.water in lines and summary.order_text in lines
    totals = [saved.state.vp_total(seat) for seat in range(2)]
    balance = lines[lines.index(summary.title) + 1 : lines.index(summary.title) + 3]
    assert [b.split(" : ")[0] for b in balance] == list(saved.state.player_names)
    assert [b.rsplit("→ ", 1)[1] for b in balance] == [f"{t} PV" for t in totals]
    assert not [t for t in lines if t.startswith("Goutte")] and len(lines) < 15
    p = Projector(tmp_path, start=False)
    assert html.escape(summary.title) in p.explanation.value
    assert "Goutte 1 :" not in p.explanation.value
    # a text that is not the state's last moves: the saved lines, as for any other game
    assert wall_text(saved.state, "Autre chose.") is None
    assert wall_lines(saved.state, "Autre chose.\nEt ceci.") == ["Autre chose.", "Et ceci."]
    atacama = _played("atacama", 2, 3)
    assert wall_lines(atacama, "a\n\nb") == ["a", "b"]  # no summary of its own


def test_projector_thread_changes_widgets_only_under_the_lock(tmp_path, monkeypatch):
    """The kernel's thread (``_loop``, run here for a few looks) redraws a table that moved,
    ticks the running clock and names a failed look: every widget change it makes holds
    the view's lock, so it never interleaves with a click changing the same widgets."""
    from ludo.widgets import projector

    now = [1000.0]
    monkeypatch.setattr(projector.time, "monotonic", lambda: now[0])
    path = save_table(tmp_path, "3", _played("atacama", 2, 2))
    p = projector.Projector(tmp_path, start=False)
    p.timer_button.value = True  # the clock runs: each look of the thread changes it
    unlocked, changed = [], []

    def record(change) -> None:
        changed.append(change["name"])
        if not p._lock._is_owned():
            unlocked.append((type(change["owner"]).__name__, change["name"]))

    for widget in (p.clock, p.head, p.explanation, p.picture, p.picture.layout, p.tables):
        widget.observe(record)
    p.timer_button.observe(record)

    def looks(n: int):
        """The thread's wait: ``n`` looks, a second and a half apart, then stop."""
        answers = iter([False] * n + [True])

        def wait(_seconds):
            now[0] += 1.5
            return next(answers)

        return types.SimpleNamespace(wait=wait)

    save_table(tmp_path, "3", _played("atacama", 2, 4))  # a move at that table
    os.utime(path, (time.time() + 5,) * 2)
    p._stop = looks(2)
    p._loop()
    assert "4 coups joués" in p.head.value and "02:57" in p.clock.value

    def refused(_folder):
        raise OSError("dossier illisible")

    monkeypatch.setattr(projector, "live_tables", refused)
    p._stop = looks(1)
    p._loop()
    assert "dossier illisible" in p.explanation.value
    assert {"value"} <= set(changed) and unlocked == []


# -- in a real browser (Voilà served as by `make atelier`) --------------------------------------

SHOTS = Path(__file__).resolve().parents[1] / "test-artifacts"
GAME_NB = "atacama/04_jouer_contre_l_ordinateur.ipynb"
LEGAL = ".ludo-board .ludo-cb-legal"


def _wait_file(path, moves: int, timeout: float = 30.0):
    """The table's save once it holds at least ``moves`` moves."""
    deadline = time.monotonic() + timeout
    while True:
        if path.exists():
            saved = read_table(path)
            if len(saved.state.history) >= moves:
                return saved
        if time.monotonic() > deadline:
            pytest.fail(f"{path.name} : pas de sauvegarde de {moves} coups en {timeout:.0f} s")
        time.sleep(0.2)


def _open_table(bp, page, url: str, name: str) -> None:
    page.goto(url, wait_until="domcontentloaded", timeout=120_000)
    page.wait_for_selector(".ludo-table-name input", timeout=120_000)
    assert not page.locator(LEGAL).first.is_visible()  # the game waits for the table
    page.fill(".ludo-table-name input", name)
    page.click(".ludo-table-open")


@pytest.mark.browser
def test_reload_resumes_the_table_and_the_projector_follows_it(
    voila_server, browser_page, tmp_path, monkeypatch
):
    """Issue 19 §2 and §3 in Voilà: a guest names table 7 and plays; the projector page
    shows that table and follows a move made in the guest's page; the guest's page
    reloaded and table 7 named again resumes the same game, whole."""
    monkeypatch.setenv(saves.SAVES_ENV, str(tmp_path))  # the server inherits it
    SHOTS.mkdir(exist_ok=True)
    root = voila_server(".", atelier=True)
    bp, page = browser_page, browser_page.page
    page.set_viewport_size({"width": 1280, "height": 800})
    save = table_file(tmp_path, "atacama", "7")

    _open_table(bp, page, root + "voila/render/" + GAME_NB, "7")
    page.wait_for_selector(LEGAL, state="visible", timeout=30_000)
    page.locator(LEGAL).first.click()
    first = _wait_file(save, 2)  # the guest's well and the computer's answer

    wall = page.context.new_page()
    wall.route("**/*", bp.only_loopback)
    wall.on("pageerror", lambda exc: bp.errors.append(str(exc)))
    wall.set_viewport_size({"width": 1280, "height": 800})
    wall.goto(root + "voila/render/projecteur.ipynb", wait_until="domcontentloaded")
    head = wall.locator(".ludo-projector-head").first
    bp.wait_for(head.inner_text, "Atacama — table 7", "le projecteur", timeout=120_000)
    assert "2 coups joués" in head.inner_text()
    assert "pose un puits" in wall.locator(".ludo-projector-explanation").first.inner_text()
    picture = wall.locator(".ludo-projector-picture").first
    drawn = picture.get_attribute("src")

    # a move in the guest's page appears on the wall (the file, then the picture, redrawn)
    page.locator(LEGAL).first.click()
    second = _wait_file(save, 4)
    t0 = time.monotonic()
    bp.wait_for(head.inner_text, "4 coups joués", "le projecteur après un coup", timeout=15)
    followed_in = time.monotonic() - t0
    assert picture.get_attribute("src") != drawn
    wall.screenshot(path=str(SHOTS / "atelier-projecteur-1280x800.png"))

    # the guest's page reloaded: the same table resumes the same game
    page.reload(wait_until="domcontentloaded")
    page.wait_for_selector(".ludo-table-name input", timeout=120_000)
    page.fill(".ludo-table-name input", "Table 7")
    page.click(".ludo-table-open")
    resume = page.locator(".ludo-table-resume").first
    resume.wait_for(state="visible", timeout=30_000)
    assert resume.inner_text() == "Reprendre la partie de la table 7"
    page.screenshot(path=str(SHOTS / "atelier-reprendre-1280x800.png"))
    resume.click()
    page.wait_for_selector(LEGAL, state="visible", timeout=30_000)
    assert "Table 7" in page.locator(".ludo-table-banner").first.inner_text()
    assert read_table(save).state == second.state  # nothing written by the reload
    page.locator(LEGAL).first.click()  # the resumed game goes on from where it was
    third = _wait_file(save, 6)
    replayed = third.state.replay()
    assert replayed[len(second.state.history)] == second.state
    assert replayed[len(first.state.history)] == first.state
    assert third.computer == {1: "search"} and third.seed == second.seed
    bp.wait_for(head.inner_text, "6 coups joués", "le projecteur après la reprise", timeout=15)
    assert not bp.errors, bp.errors
    print(f"projecteur à jour {followed_in:.2f} s après la sauvegarde")


def test_enter_in_the_name_box_opens_the_table(tmp_path, monkeypatch):
    monkeypatch.setenv(saves.SAVES_ENV, str(tmp_path))
    from ludo.eau.ui import EauGame

    t = EauGame(players=2)
    assert t.picker.name.continuous_update is False  # the box sends its text on Entrée
    t.picker.name.value = "12"
    assert t.picker.done and table_file(tmp_path, "eau", "12").exists()
    t.picker.name.value = "13"  # the game is shown: its table no longer changes
    assert not table_file(tmp_path, "eau", "13").exists()


def test_saving_each_move_writes_the_games_own_save(tmp_path):
    """GameSession skips the core's replay check for positions played on from a fresh game
    (note_game); the file must still hold exactly what to_json writes, and a hand-built
    position still gets its snapshot."""
    from ludo.eau import examples

    g = GameSession(ludo.new("barrage", players=2, seed=5), table=TableSlot(tmp_path, "1"))
    for _ in range(12):
        g.play(g.state.legal_moves()[0])
    doc = json.loads(table_file(tmp_path, "barrage", "1").read_text())["partie"]
    fresh = copy.copy(g.state)  # another object: the core checks its save by replaying
    assert doc == json.loads(fresh.to_json()) and "snapshot" not in doc

    built = examples.agent_scenario()
    assert built._snapshot() is not None  # a position no fresh game reaches
    h = GameSession(built, table=TableSlot(tmp_path, "2"))
    h.play(built.legal_moves()[0])
    doc = json.loads(table_file(tmp_path, "eau", "2").read_text())["partie"]
    assert "snapshot" in doc and read_table(table_file(tmp_path, "eau", "2")).state == h.state


# -- a table's own server on JupyterHub (issue 28) -------------------------------------------


def test_a_hub_table_opens_its_own_table_without_asking(tmp_path, monkeypatch):
    """``LUDO_TABLE`` (set by the hub for a table's server): no question, the new game at
    once, saved under the table's key; a reload offers that table's save, and only it."""
    monkeypatch.setenv(saves.SAVES_ENV, str(tmp_path))
    monkeypatch.setenv(saves.TABLE_ENV, key_name(table_key("Les Éléphants")))
    from ludo.atacama.ui import VersusComputer

    t = VersusComputer()
    assert t.picker.done and t.picker.name.disabled and t.picker.question.layout.display == "none"
    assert all(c.layout.display != "none" for c in t.children[1:])  # the game is shown
    t.board.play(t.session.state.legal_moves()[0])
    path = table_file(tmp_path, "atacama", "Les Éléphants")
    assert path.name == "atacama--les-elephants.json" and list(tmp_path.iterdir()) == [path]
    saved = read_table(path).state
    again = VersusComputer()  # the page reloaded
    assert not again.picker.done and again.picker.choices.layout.display == "flex"
    again.picker.resume_button.click()
    assert again.session.state == saved and again.picker.done


def test_a_bad_fixed_table_is_refused_in_french(monkeypatch):
    monkeypatch.setenv(saves.TABLE_ENV, "table_3")
    with pytest.raises(ludo.InvalidData, match="table"):
        saves.fixed_table()
    assert saves.fixed_table({}) is None


def test_live_tables_reads_the_tables_folders_of_a_hub(tmp_path):
    state = ludo.new("atacama", seed=1)
    own = save_table(tmp_path, "host", state)  # the host's own trial, beside the folders
    three = save_table(tmp_path / "3", "3", state)
    elephants = save_table(tmp_path / "les-elephants", "Les Éléphants", _played("eau", 2, 2))
    (tmp_path / ".tmp").mkdir()
    save_table(tmp_path / ".tmp", "9", state)  # not a table's folder
    save_table(tmp_path / "3" / "deeper", "4", state)  # two levels down: not read
    for age, path in enumerate([elephants, three, own]):
        os.utime(path, (time.time() - age * 60,) * 2)
    assert [e.path for e in live_tables(tmp_path)] == [elephants, three, own]
    assert [e.game for e in live_tables(tmp_path)] == ["eau", "atacama", "atacama"]
