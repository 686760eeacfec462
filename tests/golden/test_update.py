"""``python -m tests.golden --update`` shows what it blesses: each file's diff, then the write."""

from __future__ import annotations

import json

from . import __main__ as golden
from . import dump, record

GAME = ("atacama", 1, {"players": 2}, ("greedy", "random"))


def test_update_prints_the_unified_diff_of_each_file_before_rewriting_it(
    tmp_path, monkeypatch, capsys
):
    path = tmp_path / "atacama-1.json"
    today = dump(record(*GAME))
    stored = json.loads(today)
    stored["totals"] = [t + 1 for t in stored["totals"]]  # a file the rules no longer give
    path.write_text(dump(stored), encoding="utf-8")
    monkeypatch.setattr(golden, "GAMES", (GAME,))
    monkeypatch.setattr(golden, "path_of", lambda game, seed: tmp_path / f"{game}-{seed}.json")

    assert golden.main([]) == 1  # a check shows the diff and writes nothing
    shown = capsys.readouterr().out
    assert path.read_text(encoding="utf-8") == dump(stored)
    assert "--- atacama-1.json (stored)" in shown and "+++ atacama-1.json (today)" in shown

    assert golden.main(["--update"]) == 0
    out = capsys.readouterr().out
    assert path.read_text(encoding="utf-8") == today
    lines = out.splitlines()
    assert lines.index("--- atacama-1.json (stored)") < lines.index("rewritten: atacama-1.json")
    removed = [ln[1:] for ln in lines if ln.startswith("-") and not ln.startswith("---")]
    added = [ln[1:] for ln in lines if ln.startswith("+") and not ln.startswith("+++")]
    old_totals = [str(t) for t in stored["totals"]]
    new_totals = [str(t) for t in json.loads(today)["totals"]]
    assert [x.strip().rstrip(",") for x in removed] == old_totals  # every changed line, in full
    assert [x.strip().rstrip(",") for x in added] == new_totals
    assert out.rstrip().endswith("1 golden file(s) rewritten: read the diffs above")

    assert golden.main(["--update"]) == 0  # nothing left to rewrite: nothing printed but the count
    assert capsys.readouterr().out == "0 golden file(s) rewritten\n"
