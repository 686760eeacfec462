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
