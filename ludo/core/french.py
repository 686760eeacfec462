"""French number agreement for message templates.

Messages are written once with ``(s)`` (or ``(x)``) where a noun or an adjective
follows a count (« {n} goutte(s) retenue(s) »). :func:`agree` settles each mark
from the nearest number before it in the same clause: singular for 0 and 1 (as
French does), plural from 2 on. Message modules call :func:`agree_templates` on
their namespace so that every ``.format`` of a template returns agreed text,
without touching the code that formats them.

>>> agree("3 goutte(s) retenue(s), 1 sortie(s)")
'3 gouttes retenues, 1 sortie'
>>> agree("0 point(s) ; 2/3 goutte(s)")
'0 point ; 2/3 gouttes'
>>> agree("le barrage 5U retient 1 goutte(s)")  # ids such as 5U are not counts
'le barrage 5U retient 1 goutte'
>>> agree("3 morceau(x) de route")
'3 morceaux de route'
>>> Template("{n} puits double(s)").format(n=2)
'2 puits doubles'

Decimals are written the French way, with a comma: :func:`decimal` formats one number,
and a Template formats every float it is given with a comma (« {x:.1f} » gives « 2,9 »).

>>> decimal(2.94)
'2,9'
>>> decimal(30.5, signed=True)
'+30,5'
>>> Template("{q:.1f} séisme(s) par partie").format(q=2.9)
'2,9 séismes par partie'

A negative whole number takes a minus sign, not a hyphen: :func:`integer`.

>>> integer(-3)
'−3'
"""

from __future__ import annotations

import re
import unicodedata

# A number (maybe signed or decimal), a word carrying "(s)"/"(x)", or a clause boundary.
_TOKENS = re.compile(
    r"(?P<num>(?<!\w)[-−]?\d+(?:[.,]\d+)?(?!\w))"
    r"|(?P<word>\w+)\((?P<mark>[sx])\)"
    r"|(?P<stop>[.;:!?→\n])"
)


def _marked(text: str) -> bool:
    return "(s)" in text or "(x)" in text


def _is_plural(number: str) -> bool:
    value = float(number.replace("−", "-").replace(",", "."))
    return abs(value) >= 2


def agree(text: str) -> str:
    """Replace each ``word(s)`` by ``word`` or ``words`` after the count before it.

    A mark with no number before it in its clause is left as it is.
    """
    if not _marked(text):
        return text
    out = []
    last = 0
    plural = None
    for m in _TOKENS.finditer(text):
        if m.group("num") is not None:
            plural = _is_plural(m.group("num"))
        elif m.group("stop") is not None:
            plural = None
        elif plural is not None:
            out.append(text[last : m.start()])
            out.append(m.group("word") + (m.group("mark") if plural else ""))
            last = m.end()
    out.append(text[last:])
    return "".join(out)


def fold(text: str) -> str:
    """Lower case without accents: the one way ludo reads French leniently (a typed move,
    an officer's name, a searched word find « seisme » in « Séisme »).

    >>> fold("Séisme Cœur")
    'seisme cœur'
    """
    decomposed = unicodedata.normalize("NFKD", text.lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def decimal(value: float, digits: int = 1, signed: bool = False) -> str:
    """``value`` with ``digits`` decimals and a French decimal comma (« 2,9 », « +30,5 »)."""
    spec = f"{'+' if signed else ''}.{digits}f"
    return format(value, spec).replace(".", ",")


def integer(value: int, signed: bool = False) -> str:
    """``value`` as French typography writes it: a negative number with a minus sign
    « − » (U+2212), never a hyphen (« −3 »); ``signed`` also puts « + » before a positive
    one (« +2 »).

    >>> integer(-3), integer(4), integer(2, signed=True), integer(0, signed=True)
    ('−3', '4', '+2', '+0')
    """
    return format(int(value), "+d" if signed else "d").replace("-", "\u2212")


class _FrenchFloat(float):
    """A float whose formatted text uses a decimal comma (any format spec)."""

    __slots__ = ()

    def __format__(self, spec: str) -> str:
        return float.__format__(self, spec).replace(".", ",")

    def __str__(self) -> str:
        return float.__repr__(self).replace(".", ",")


def _french(value):
    return _FrenchFloat(value) if type(value) is float else value


# A replacement field with a float presentation (« {x:.1f} », « {y:+.2f} »).
_FLOAT_FIELD = re.compile(r"\{[^{}]*:[^{}]*[fF%]\}")


#: Values whose equality means the same text in any template: a formatted text is kept for
#: them (:class:`Template`). Not bool (True == 1), nor float (-0.0 == 0.0), nor subclasses.
_PLAIN = frozenset({str, int, type(None)})
#: At most this many formatted texts are kept; past it the store starts again empty.
TEXTS_KEPT = 8192
_texts: dict[tuple, str] = {}


class Template(str):
    """A message whose ``format`` agrees the ``(s)`` with the numbers put in.

    Floats are formatted with a French decimal comma. Subclasses change how each value is
    written with :meth:`_value` (which must depend on the value alone).

    A simulated game writes the same few thousand texts over and over (« Goutte 2 : elle
    part de … »), so a text formatted from plain values (str, int, None) is kept and
    given back the next time: the same text, without agreeing it again.

    >>> Template("{n} goutte(s)").format(n=1), Template("{n} goutte(s)").format(n=1)
    ('1 goutte', '1 goutte')
    """

    __slots__ = ()

    @staticmethod
    def _value(value):
        """How one value is put in the text (here: floats with a decimal comma)."""
        return _french(value)

    def _format(self, args: tuple, kwargs: dict) -> str:
        value = self._value
        return agree(
            str.format(self, *map(value, args), **{k: value(v) for k, v in kwargs.items()})
        )

    def format(self, *args, **kwargs) -> str:
        for v in args:
            if type(v) not in _PLAIN:
                return self._format(args, kwargs)
        for v in kwargs.values():
            if type(v) not in _PLAIN:
                return self._format(args, kwargs)
        key = (self.__class__, self, args, *kwargs.items())
        text = _texts.get(key)
        if text is None:
            text = self._format(args, kwargs)
            if len(_texts) >= TEXTS_KEPT:
                _texts.clear()
            _texts[key] = text
        return text


def agree_templates(namespace: dict) -> None:
    """Turn every UPPER_CASE string (or dict of strings) with a mark into a Template.

    A string that formats a float (« {x:.1f} ») becomes a Template too, for its decimal comma.
    """

    def wanted(text) -> bool:
        return type(text) is str and (_marked(text) or bool(_FLOAT_FIELD.search(text)))

    for name, value in list(namespace.items()):
        if not name.isupper():
            continue
        if wanted(value):
            namespace[name] = Template(value)
        elif isinstance(value, dict):
            for key, item in list(value.items()):
                if wanted(item):
                    value[key] = Template(item)
