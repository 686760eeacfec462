"""French agreement of counts in messages: « 1 goutte », « 2 gouttes »."""

import pytest

from ludo.core.french import Template, agree, agree_templates


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("1 goutte(s)", "1 goutte"),
        ("0 goutte(s)", "0 goutte"),  # French: zero takes the singular
        ("2 goutte(s) retenue(s)", "2 gouttes retenues"),
        ("-3 point(s)", "-3 points"),
        ("7,5 point(s)", "7,5 points"),
        ("2/3 goutte(s)", "2/3 gouttes"),
        ("5 goutte(s) retenue(s), 1 sortie(s).", "5 gouttes retenues, 1 sortie."),
        ("Joueur 2 : 1 section(s)", "Joueur 2 : 1 section"),
        ("3 morceau(x)", "3 morceaux"),
        ("barrage D10L : goutte(s)", "barrage D10L : goutte(s)"),  # no count: left alone
        ("sans marque", "sans marque"),
    ],
)
def test_agree(text, expected):
    assert agree(text) == expected


def test_templates_in_a_message_module():
    namespace = {
        "A": "{n} crédit(s)",
        "B": "{n} crédits",
        "C": {"x": "{n} bétonnière(s)"},
        "d": "{n} x(s)",
    }
    agree_templates(namespace)
    assert isinstance(namespace["A"], Template) and namespace["A"].format(n=1) == "1 crédit"
    assert type(namespace["B"]) is str
    assert namespace["C"]["x"].format(n=4) == "4 bétonnières"
    assert type(namespace["d"]) is str  # only UPPER_CASE names are messages


def test_every_game_message_is_agreed():
    import importlib

    for game in ("atacama", "barrage", "eau", "seismic"):
        module = importlib.import_module(f"ludo.{game}.messages")
        for name in dir(module):
            value = getattr(module, name)
            if name.isupper() and isinstance(value, str) and ("(s)" in value or "(x)" in value):
                assert isinstance(value, Template), f"{game}.{name}"


def test_decimals_are_written_with_a_comma():
    from ludo.core.french import decimal

    assert decimal(2.94) == "2,9"
    assert decimal(30.5, signed=True) == "+30,5"
    namespace = {"MEAN": "{q:.1f} séismes en moyenne", "COUNT": "{n} puits"}
    agree_templates(namespace)
    assert namespace["MEAN"].format(q=2.9) == "2,9 séismes en moyenne"
    assert namespace["COUNT"].format(n=3) == "3 puits"


def test_negative_integers_take_a_minus_sign_not_a_hyphen():
    from ludo.core.french import integer

    assert integer(-3) == "\u22123" and "-" not in integer(-12)
    assert integer(0) == "0" and integer(5) == "5"
    assert integer(2, signed=True) == "+2" and integer(-2, signed=True) == "\u22122"
    assert agree(f"{integer(-3)} point(s)") == "−3 points"


def test_game_messages_format_decimals_the_french_way():
    from ludo.seismic import messages as seismic_msg

    out = seismic_msg.SIM_SUMMARY.format(n=200, quakes=2.9, qmin=1, qmax=5, destroyed=7.2, none=0)
    assert "2,9 séismes" in out and "7,2 tuiles" in out, out


# Formatted texts are kept (ludo.core.french.Template): the kept text must be the one that
# formatting again would give, for every message a game writes.


def _games_with_texts(monkeypatch, kept: bool, size: int = 8192):
    """Seeded games of the four games: (every Template formatted from plain values, with its
    arguments and the text given back; the final states)."""
    import ludo
    from ludo.core import french

    calls: list[tuple] = []
    formatted = french.Template.format

    def recording(self, *args, **kwargs):
        text = formatted(self, *args, **kwargs)
        if all(type(v) in (str, int, type(None)) for v in (*args, *kwargs.values())):
            calls.append((self, args, kwargs, text))
        return text

    monkeypatch.setattr(french.Template, "format", recording)
    monkeypatch.setattr(french, "_texts", {})
    monkeypatch.setattr(french, "TEXTS_KEPT", size)
    if not kept:
        monkeypatch.setattr(french, "_PLAIN", frozenset())
    finals = []
    for seed in range(6):  # Tesla's Automa against the Bâtisseur, and four random seats
        solo = ludo.new("barrage", players=2, automa=[1], automa_level="modere", seed=seed)
        finals.append(ludo.play_out(solo, ("greedy", "automa"), seed=seed)[-1])
    finals.append(ludo.play_out(ludo.new("barrage", players=4, seed=3), ("random",), seed=3)[-1])
    for seed in range(4):
        finals.append(ludo.play_out(ludo.new("seismic", players=4, seed=seed), ("random",))[-1])
        finals.append(ludo.play_out(ludo.new("atacama", seed=seed), ("greedy",), seed=seed)[-1])
    finals.append(ludo.play_out(ludo.new("eau", players=2, seed=1), ("helper",), seed=1)[-1])
    monkeypatch.undo()
    return calls, finals


def test_kept_texts_are_the_texts_formatting_gives(monkeypatch):
    _, plain_finals = _games_with_texts(monkeypatch, kept=False)
    for size in (8192, 50):  # 50: the store is emptied and filled again many times
        calls, finals = _games_with_texts(monkeypatch, kept=True, size=size)
        assert len(calls) > 10_000  # the games wrote many messages,
        assert len({text for *_, text in calls}) < len(calls) / 5  # most of them again
        wrong = [
            (str(template), args, kwargs, text)
            for template, args, kwargs, text in calls
            if text != template._format(args, kwargs)  # formatted anew, nothing kept
        ]
        assert not wrong, wrong[:3]
        assert finals == plain_finals  # the same games, the same events


def test_kept_texts_tell_apart_values_that_compare_equal():
    from ludo.barrage.messages import NumberTemplate

    both = Template("{n} point(s) {x}")
    assert both.format(n=1, x=True) == "1 point True"
    assert both.format(n=True, x=1) == "True point(s) 1"  # True == 1, but not the same text
    assert both.format(n=1, x=-0.0) == "1 point -0,0" and both.format(n=1, x=0.0) == "1 point 0,0"
    assert Template("{n}").format(n=-5) == "-5"
    assert NumberTemplate("{n}").format(n=-5) == "\u22125"  # same text, another template kind
    assert Template("{n}").format(n=-5) == "-5"
    assert Template("{a} {b}").format(a="x", b="y") == "x y"
    assert Template("{a} {b}").format(b="x", a="y") == "y x"
    assert Template("{} goutte(s)").format(1) == "1 goutte"
    assert Template("{} goutte(s)").format(2) == "2 gouttes"
