"""The shared core: score sheets, move lists, saves, errors, the Stepper."""

import json

import pytest

import ludo
from ludo.core import ScoreLine, ScoreSheet
from ludo.widgets import Stepper


def test_errors_are_value_errors():
    assert issubclass(ludo.IllegalMove, ludo.LudoError)
    assert issubclass(ludo.InvalidData, ludo.LudoError)
    assert issubclass(ludo.LudoError, ValueError)


def test_games_registry():
    assert "atacama" in ludo.games()
    assert ludo.game_info("atacama").players == (2, 4)


def test_score_sheet_totals_and_winners():
    sheet = ScoreSheet(
        (
            ScoreLine(0, 3, "r", "a"),
            ScoreLine(0, 5, "r", "b", counts=False),
            ScoreLine(1, 3, "r", "c"),
        ),
        ("Joueur 1", "Joueur 2"),
    )
    assert sheet.total(0) == 3 and sheet.total(1) == 3
    assert sheet.winners() == [0, 1]
    assert "Égalité pour l'instant entre Joueur 1 et Joueur 2" in sheet.summary()
    final = ScoreSheet(sheet.lines, sheet.player_names, final=True)
    assert final.summary() == "Égalité entre Joueur 1 et Joueur 2."
    lead = ScoreSheet(sheet.lines[:2], sheet.player_names)
    assert lead.summary() == "En tête pour l'instant : Joueur 1."
    assert ScoreSheet(sheet.lines[:2], sheet.player_names, final=True).summary() == (
        "Gagnant : Joueur 1."
    )
    assert len(sheet.to_rows()) == 3
    assert "ne compte pas" in sheet.to_html()


def test_move_list_accepts_text_and_moves():
    s = ludo.new("atacama", seed=0)
    moves = s.legal_moves()
    assert "a1" in moves and moves[0] in moves and "zz" not in moves and "a1*" not in moves
    assert len(moves) == 81 and list(moves)[0] == moves[0]


@pytest.mark.parametrize("name", ["atacama", "eau", "seismic"])
def test_mover_is_the_player_to_act_and_a_french_error_once_the_game_is_over(name):
    state = ludo.new(name, players=4, seed=2)
    assert state.player_names == ("Joueur 1", "Joueur 2", "Joueur 3", "Joueur 4")
    assert state.mover == state.current_player
    final = ludo.final_state(state, "random", seed=2)
    with pytest.raises(ludo.IllegalMove, match="plus personne n'a de coup") as caught:
        _ = final.mover
    assert caught.value.rule == "game.over"


def test_play_rejects_other_types():
    with pytest.raises(ludo.InvalidData):
        ludo.new("atacama").play(42)


@pytest.mark.parametrize(
    ("text", "field"),
    [
        ("not json", "sauvegarde"),
        ("[]", "format"),
        ('{"format": "autre"}', "format"),
        ('{"format": "ludo", "version": 99}', "version"),
        ('{"format": "ludo", "version": 1, "game": "echecs", "setup": {}, "moves": []}', "game"),
        ('{"format": "ludo", "version": 1, "game": "atacama", "setup": [], "moves": []}', "setup"),
        (
            '{"format": "ludo", "version": 1, "game": "atacama", "setup": {}, "moves": "a1"}',
            "moves",
        ),
        (
            '{"format": "ludo", "version": 1, "game": "atacama", "setup": {"players": 3}, "moves": []}',
            "setup",
        ),
        (
            '{"format": "ludo", "version": 1, "game": "atacama", "setup": {"colour": 1}, "moves": []}',
            "setup.colour",
        ),
        (
            '{"format": "ludo", "version": 1, "game": "atacama", "setup": {}, "moves": ["a1", "a2"]}',
            "moves",
        ),
    ],
)
def test_malformed_saves_raise_invalid_data_naming_the_field(text, field):
    with pytest.raises(ludo.InvalidData) as err:
        ludo.from_json(text)
    assert err.value.field == field
    assert str(err.value)  # a French message


def test_bad_move_in_save_names_the_move():
    s = ludo.new("atacama", seed=0).play("a1")
    doc = json.loads(s.to_json())
    doc["moves"].append("a2")
    with pytest.raises(ludo.InvalidData, match="coup n° 2"):
        ludo.from_json(json.dumps(doc))


def test_state_displays_itself_as_png():
    png = ludo.new("atacama", seed=0).play("e5")._repr_png_()
    assert png[:8] == b"\x89PNG\r\n\x1a\n"


def test_stepper_headless():
    frames = [b"\x89PNG0", b"\x89PNG1", b"\x89PNG2"]
    s = Stepper(frames, ["un", "deux", "trois"], title="Essai")
    assert s.value == 0 and s.explanation.value == "un"
    s.next_button.click()
    s.next_button.click()
    s.next_button.click()  # stays on the last frame
    assert s.value == 2 and s.image.value == frames[2]
    s.prev_button.click()
    assert s.value == 1
    s.first_button.click()
    assert s.value == 0
    s.last_button.click()
    assert s.counter.value == "Étape 3 / 3"
    s.value = 1
    assert s.explanation.value == "deux"
    s.slider.value = 0  # what the Play button drives
    assert s.image.value == frames[0]
    bundle = s._repr_mimebundle_()
    assert "text/html" in bundle and "Étape 2 / 3" in bundle["text/html"]
    with pytest.raises(ValueError):
        Stepper(frames, ["un"])


def test_stepper_shows_svg_frames_as_svg_and_png_frames_as_png():
    svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><rect width="1" height="1"/></svg>'
    s = Stepper([b"\x89PNG0", lambda: svg], ["un", "deux"])
    assert s.image.format == "png" and s.image.value == b"\x89PNG0"
    s.next_button.click()
    assert s.image.format == "svg+xml" and bytes(s.image.value) == svg.encode()
    s.prev_button.click()  # back to a PNG: the format follows the picture
    assert s.image.format == "png"
    page = s.static_html()
    assert "data:image/svg+xml;base64," in page and "data:image/png;base64," in page


def test_stepper_greys_the_buttons_that_would_do_nothing():
    s = Stepper([b"\x89PNG0", b"\x89PNG1", b"\x89PNG2"], ["un", "deux", "trois"])

    def greyed():
        buttons = (s.first_button, s.prev_button, s.next_button, s.last_button)
        return tuple(b.disabled for b in buttons)

    assert greyed() == (True, True, False, False)  # first step: nothing before
    s.next_button.click()
    assert greyed() == (False, False, False, False)
    s.slider.value = 2  # the Play button or the slider reach the end too
    assert greyed() == (False, False, True, True)  # last step: « Suivant » is greyed
    one = Stepper([b"p"], ["seul"])
    assert one.next_button.disabled and one.prev_button.disabled


def test_stepper_renders_lazy_frames_once():
    calls = []

    def frame():
        calls.append(1)
        return b"png"

    s = Stepper([frame, frame], ["a", "b"])
    s.next_button.click()
    s.first_button.click()
    assert len(calls) == 2
