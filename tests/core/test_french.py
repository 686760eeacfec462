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
