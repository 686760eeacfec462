"""Text sizes of a game table on a projector: normal, and « Grand écran ».

A *game table* is the widget where a game is played (Atacama 04, Eau 04, Seismic 04,
Barrage 08 and 10): the board, its controls and the explanation of the last move. Its text
must be read from the back of a room, and grow when the host presses « Grand écran » in
Voilà (the ``ludo`` template, or ``?ecran=grand`` in the address).

Two CSS classes carry it, and the template's style sheet
(tools/atelier/voila/templates/ludo/static/ludo.css) gives them their sizes:

- :data:`GAME` on the table (:func:`game_table` adds it): buttons, menus, labels, tables
  and texts inside it at ``--ludo-control`` (18 px; 20 px with « Grand écran »);
- :data:`EXPLANATION` on its explanation panels: ``--ludo-text`` (18 px; 22 px).

Where the template is absent (JupyterLab, a notebook read without Voilà), a game's own
``<style>`` gives its sizes; :data:`TEXT` and :data:`CONTROL` read the same variables with
18 px when they are not set, so a game's style can use them and follow the template too.
Boards keep their size: they already take the height of the screen.
"""

from __future__ import annotations

#: The class of a game table.
GAME = "ludo-game"
#: The class of an explanation panel (full French sentences on the last move).
EXPLANATION = "ludo-explanation"
#: CSS size of explanation text: 18 px, 22 px with « Grand écran » (Voilà's ``ludo`` template).
TEXT = "var(--ludo-text, 18px)"
#: CSS size of buttons, menus, labels and tables: 18 px, 20 px with « Grand écran ».
CONTROL = "var(--ludo-control, 18px)"


def game_table(widget):
    """Mark ``widget`` as a game table (its text follows « Grand écran »); returns it.

    >>> import ipywidgets as W
    >>> "ludo-game" in game_table(W.VBox())._dom_classes
    True
    """
    widget.add_class(GAME)
    return widget
