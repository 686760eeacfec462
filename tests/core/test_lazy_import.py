"""``import ludo`` loads no game package; each game is imported on its first use.

Every notebook's kernel (and every pooled Voilà kernel) pays for what ``import ludo``
loads: the four game packages, networkx and matplotlib used to come with it. The checks
run in a fresh interpreter, where nothing has been imported yet.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

import ludo

GAMES = ("atacama", "barrage", "eau", "seismic")
HEAVY = ("networkx", "matplotlib", "ipywidgets", "IPython", "numpy")


def _fresh(code: str) -> dict:
    """Run ``code`` in a fresh interpreter; it binds ``out``, printed as JSON."""
    script = f"import json, sys\n{code}\nprint(json.dumps(out))"
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120, check=True
    )
    return json.loads(done.stdout.splitlines()[-1])


def _loaded(names) -> str:
    return f"[n for n in {tuple(names)!r} if n in sys.modules]"


def test_import_ludo_loads_no_game_and_no_heavy_library():
    out = _fresh(
        "import ludo\n"
        f"out = {{'games': {_loaded('ludo.' + g for g in GAMES)},"
        f" 'heavy': {_loaded(HEAVY)}, 'names': list(ludo.games())}}"
    )
    assert out == {"games": [], "heavy": [], "names": list(GAMES)}


@pytest.mark.parametrize("game", GAMES)
def test_first_use_of_a_game_imports_that_game_only(game):
    out = _fresh(
        "import ludo\n"
        f"s = ludo.new({game!r}, seed=3)\n"
        f"out = {{'games': {_loaded('ludo.' + g for g in GAMES)},"
        f" 'players': [p.key for p in ludo.players({game!r})],"
        " 'replayed': ludo.from_json(s.to_json()) == s}"
    )
    assert out == {
        "games": [f"ludo.{game}"],
        "players": [p.key for p in ludo.players(game)],
        "replayed": True,
    }


@pytest.mark.parametrize(
    "first_use",
    [
        "ludo.players('{game}')",
        "ludo.player('{game}', 'random', seed=1)",
        "ludo.game_info('{game}')",
        "ludo.{game}.__name__",
        "ludo.from_json(SAVE)",
    ],
)
def test_every_entry_point_imports_the_game(first_use):
    save = ludo.new("eau", seed=5).to_json()
    out = _fresh(
        f"import ludo\nSAVE = {save!r}\n"
        f"{first_use.format(game='eau')}\n"
        f"out = {{'games': {_loaded('ludo.' + g for g in GAMES)},"
        " 'registered': 'eau' in ludo.core.registry._GAMES}"
    )
    assert out == {"games": ["ludo.eau"], "registered": True}


def test_the_half_edge_helper_imports_networkx_only_when_it_builds_a_graph():
    out = _fresh(
        "from ludo.core import network\n"
        "before = 'networkx' in sys.modules\n"
        "g = network.build_network([((0, 0), 0, (1,), {})], lambda cell, side: None)\n"
        "out = {'before': before, 'after': 'networkx' in sys.modules,"
        " 'ends': network.open_ends(g, network.sections(g)[0])}"
    )
    assert out == {"before": False, "after": True, "ends": [[[0, 0], 1]]}


def test_an_unknown_game_is_still_refused_in_french():
    with pytest.raises(ludo.InvalidData, match="Jeu inconnu : « echecs »") as err:
        ludo.new("echecs")
    assert "atacama, barrage, eau, seismic" in str(err.value)
    with pytest.raises(AttributeError):
        ludo.echecs  # noqa: B018
