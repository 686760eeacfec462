"""Golden playthroughs: a few seeded games per registered game, stored as files and replayed.

Each file ``tests/golden/<game>-<seed>.json`` holds a game played by computer players
(the set-up, who played, every move) and what the rules made of it: the number of
events of each kind over the game and the final score sheet (player, points, rule id,
board items; not the French wording, so that rewording a message is not a rule change).
``tests/golden/test_golden.py`` replays the stored moves and compares; a rule change
shows up as a diff of these files.

Regenerate them after a deliberate rule change, from the repository root::

    .venv/bin/python -m tests.golden            # show what differs, change nothing
    .venv/bin/python -m tests.golden --update   # print each file's whole diff, then rewrite it

and read those diffs (or ``git diff tests/golden``) before committing them. A golden file
only says that something changed: the rules it pins are pinned by the games' own tests,
built from the rulebooks' examples (for instance ``tests/barrage/test_final_scoring_examples.py``),
which an update cannot bless.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import ludo

HERE = Path(__file__).parent

#: (game, seed, set-up options, computer players by seat)
GAMES = (
    ("atacama", 1, {"players": 2}, ("greedy", "random")),
    ("atacama", 2, {"players": 2, "variant": "advanced", "tactical": True}, ("search", "greedy")),
    ("atacama", 3, {"players": 4}, ("greedy",)),
    ("seismic", 1, {"players": 2}, ("greedy",)),
    ("seismic", 2, {"players": 3, "variant": "aftershocks"}, ("random", "greedy")),
    ("seismic", 3, {"players": 4, "variant": "twin_cities+dilemma"}, ("greedy",)),
    ("eau", 1, {"players": 4}, ("helper",)),
    ("eau", 2, {"players": 3}, ("random",)),
    ("barrage", 1, {"players": 4}, ("greedy",)),
    ("barrage", 2, {"players": 2, "intro": True}, ("greedy", "random")),
    ("barrage", 3, {"players": 2, "automa": [1], "automa_level": "modere"}, ("greedy", "automa")),
)


def path_of(game: str, seed: int) -> Path:
    return HERE / f"{game}-{seed}.json"


def _plain(value):
    """Tuples as lists, dict keys as text: what the JSON file holds."""
    return json.loads(json.dumps(value, default=str))


def summary(states: list) -> dict:
    """What the rules made of a game: events by kind, the final score sheet."""
    final = states[-1]
    kinds = Counter(e.kind for s in states[1:] for e in s.events)
    sheet = final.score()
    return _plain(
        {
            "over": final.is_over(),
            "events": dict(sorted(kinds.items())),
            "score": [[ln.player, ln.points, ln.rule, ln.items, ln.counts] for ln in sheet.lines],
            "totals": [sheet.total(p) for p in sheet.players],
            "winners": sheet.winners(),
        }
    )


def record(game: str, seed: int, options: dict, seats: tuple) -> dict:
    """Play the golden game with its computer players; the file's content."""
    states = ludo.play_out(ludo.new(game, seed=seed, **options), seats, seed=seed)
    final = states[-1]
    return {
        "game": game,
        "setup": _plain(final.setup()),
        "players": list(seats),
        "moves": [str(m) for m in final.history],
        **summary(states),
    }


def replay(doc: dict) -> dict:
    """Replay a file's moves with today's rules; the same keys as :func:`record`."""
    states = [ludo.new(doc["game"], **doc["setup"])]
    for move in doc["moves"]:
        states.append(states[-1].play(move))
    return {
        "game": doc["game"],
        "setup": doc["setup"],
        "players": doc["players"],
        "moves": doc["moves"],
        **summary(states),
    }


def dump(doc: dict) -> str:
    return json.dumps(doc, ensure_ascii=False, indent=1) + "\n"
