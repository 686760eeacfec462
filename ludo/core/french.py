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
"""

from __future__ import annotations

import re

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


class Template(str):
    """A message whose ``format`` agrees the ``(s)`` with the numbers put in."""

    __slots__ = ()

    def format(self, *args, **kwargs) -> str:
        return agree(str.format(self, *args, **kwargs))


def agree_templates(namespace: dict) -> None:
    """Turn every UPPER_CASE string (or dict of strings) with a mark into a Template."""
    for name, value in list(namespace.items()):
        if not name.isupper():
            continue
        if type(value) is str and _marked(value):
            namespace[name] = Template(value)
        elif isinstance(value, dict):
            for key, item in list(value.items()):
                if type(item) is str and _marked(item):
                    value[key] = Template(item)
