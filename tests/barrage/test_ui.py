"""The widgets, driven headless: they call the library and show its French answers."""

from ludo.barrage.ui import (
    CostCalculator,
    FlowLab,
    MapExplorer,
    ProductionCalculator,
    WheelLab,
    cost_table_html,
)


def test_map_explorer_answers():
    m = MapExplorer(basin=10, question="from")
    assert "des sources <b>C et D</b>" in m.explanation.value
    assert "bassins 3, 4, 6 et 7" in m.explanation.value
    assert bytes(m.image.value).startswith(b"\x89PNG")
    m.basin.value = 8
    assert "de la source <b>A</b>" in m.explanation.value
    m.basin.value = 1
    assert "aucun bassin au-dessus" in m.explanation.value
    m.basin.value = 8
    m.question.value = "to"
    assert "11" in m.explanation.value and "sortie gauche" in m.explanation.value
    m.basin.value = 12
    assert "quitte aussitôt par la sortie droite" in m.explanation.value
    m.basin.value = 8
    m.question.value = "conduits"
    assert "1L (valeur 5, depuis le bassin 1)" in m.explanation.value
    m.basin.value = 12
    assert "aucune conduite ne part" in m.explanation.value.lower()


def test_flow_lab_flows_and_builds():
    lab = FlowLab()
    # the drops chosen on the sliders wait on their sources, in the picture and the panel
    assert lab.adds == {"A": 2, "B": 3} and "5 gouttes en attente" in lab.status.value
    lab.flow_button.click()
    assert lab.stage.children == (lab.stepper,)
    assert len(lab.stepper) == 6
    lab.stepper.last_button.click()
    assert "Bilan" in lab.stepper.explanation.value
    assert lab.board.exited == 1
    # Another owner's dam is never replaced: refused, said, and nothing changes.
    before = lab.board
    lab.spot.value, lab.owner.value, lab.level.value = "D1U", "italy", 3
    lab.build_button.click()
    assert "Refusé" in lab.status.value and "déjà un barrage de la France" in lab.status.value
    assert lab.board == before and lab.stage.children == (lab.stepper,)
    assert "Plateau modifié" not in lab.description_html.value
    # The same owner's dam changes level and keeps its drops, and the panel says so; the
    # example's description no longer claims to describe the board.
    held = lab.board.drops_at("D1U")
    lab.owner.value = "france"
    lab.build_button.click()
    assert lab.board.dam_at("D1U") == ("france", 3) and lab.board.drops_at("D1U") == held
    assert "du niveau 1 au niveau 3" in lab.status.value and "1U" in lab.status.value
    assert "D1U" not in lab.status.value
    assert "Plateau modifié" in lab.description_html.value
    assert lab.stage.children == (lab.board_view,)  # building shows the board again
    lab.spot.value, lab.owner.value, lab.level.value = "D8U", "italy", 1  # holds 3 drops
    lab.build_button.click()
    assert "Refusé" in lab.status.value and lab.board.dam_at("D8U") == ("italy", 3)
    lab.clear_button.click()
    assert lab.board.dams == ()
    lab.clear_button.click()  # already empty: still empty, no error
    assert lab.board.dams == () and lab.scenario.value == ""


def test_production_calculator():
    p = ProductionCalculator("prod_9")
    p.produce_button.click()
    assert "9 unités" in p.result_html.value and "Italie" in p.result_html.value
    assert "appartient à l'Italie" in p.result_html.value
    # the animation (which starts from the board before) takes the place of the picture
    assert p.image not in p.stage.children and "ludo-stepper" in p.stage.children[0]._dom_classes
    p.scenario.value = "prod_germany"
    assert p.stage.children == (p.image,)
    p.produce_button.click()
    assert "7 unités" in p.result_html.value and not p.second_button.disabled
    # the menus now describe the board after the first production: 3 drops wait in 7U
    assert "3/3" in p.dam.label and p.dam.value == "D7U"
    p.second_button.click()
    assert "6 unités" in p.result_html.value and "à la France" in p.result_html.value
    # the first production stays on screen above the second one
    assert "7 unités" in p.result_html.value and "En tout : 13" in p.result_html.value
    p.scenario.value = "prod_usa"
    p.produce_button.click()
    assert "USA" in p.result_html.value and len(p.stage.children) == 1


def test_production_result_goes_when_an_input_changes():
    """The result answers the inputs it was computed for: change one and it goes, the
    description says the example was changed; choosing the example again restores it."""
    p = ProductionCalculator("prod_9")
    description = p.description_html.value
    p.produce_button.click()
    assert "9 unités" in p.result_html.value
    p.drops.value = 1
    assert "9 unités" not in p.result_html.value and "Produire" in p.result_html.value
    assert p.stage.children == (p.image,) and "Exemple modifié" in p.description_html.value
    p.produce_button.click()
    assert "5 unités" in p.result_html.value  # 1 × 4 + 1
    p.scenario.value = "prod_3"
    p.scenario.value = "prod_9"
    assert p.description_html.value == description and p.drops.value == 2


def test_production_officer_menu_starts_on_no_officer():
    p = ProductionCalculator("prod_3")
    assert p.officer.label == "(aucun effet)" and p.officer.index == 0
    p.produce_button.click()
    assert "3 unités" in p.result_html.value
    p.officer.value = "fiesler"
    p.produce_button.click()
    assert "4 unités" in p.result_html.value and "Fiesler" in p.result_html.value


def test_spot_labels_are_french():
    from ludo.barrage import Board
    from ludo.barrage.ui import spot_label

    assert spot_label("D1U") == "1U — bassin 1, supérieur (cadre rouge)"
    assert spot_label("C3L") == "4→5 du bassin 3 — valeur 4"
    board = Board.empty().with_dam("D3L", "neutral", 2).with_drops("D3L", 2)
    assert spot_label("D3L", board) == "3L (inférieur) · neutre, 2/2 gouttes"
    assert spot_label("C3L", board.with_conduit("C3L", "italy")).endswith("· Italie")
    assert spot_label("D1U", board) == "1U (supérieur)"  # no red frame in a production's menu


def _dropdowns(widget):
    import ipywidgets as W

    if isinstance(widget, W.Dropdown):
        yield widget
    for child in getattr(widget, "children", ()):
        yield from _dropdowns(child)


def test_lab_menus_are_read_whole_in_a_narrow_column():
    """Issue 12: a laboratory's column is about 295 CSS pixels wide at 150 % zoom (15 px
    text): every option of its menus, in every example, is at most 42 characters, so the
    menu shows it whole (« Exemple du livret : l'écoulem… » was cut)."""
    from ludo.barrage import scenarios
    from ludo.barrage.ui import FlowLab, MapExplorer

    flow, prod = FlowLab(), ProductionCalculator()
    labs = [
        (MapExplorer(), [None]),
        (flow, list(scenarios.FLOWS)),
        (prod, list(scenarios.PRODUCTIONS)),
    ]
    long = set()
    for lab, keys in labs:
        for key in keys:
            if key is not None:
                lab.scenario.value = key
            for menu in _dropdowns(lab):
                labels = [str(o[0] if isinstance(o, tuple) else o) for o in menu.options]
                long |= {label for label in labels if len(label) > 42}
    assert not long, sorted(long, key=len)
    assert ("Livret : l'écoulement", "flow_rulebook") in flow.scenario.options


def test_example_menus_show_the_engines_short_titles():
    """A lab's « Exemple » menu shows each example in the engine's own words
    (``scenarios.menu_title``: « Livret : … » for a rulebook example), never a widget's
    rewriting of its title; every rulebook example named exists."""
    from ludo.barrage import messages as msg
    from ludo.barrage import scenarios
    from ludo.barrage.ui import FlowLab

    assert msg.RULEBOOK_SCENARIOS <= set(msg.SCENARIOS)
    menus = {
        **dict(FlowLab().scenario.options[1:]),
        **dict(ProductionCalculator().scenario.options),
    }
    assert {label: key for label, key in menus.items()} == {
        scenarios.menu_title(k): k for k in (*scenarios.FLOWS, *scenarios.PRODUCTIONS)
    }
    for key in msg.RULEBOOK_SCENARIOS:
        subject = msg.SCENARIOS[key][0]
        assert scenarios.title(key) == msg.SCENARIO_RULEBOOK_TITLE.format(subject=subject)
        assert scenarios.menu_title(key) == msg.SCENARIO_RULEBOOK_MENU.format(subject=subject)


def test_production_refusal_is_shown():
    p = ProductionCalculator("prod_6")
    assert [v for _, v in p.bonus.options] == [-2, -1, 0, 1, 2]  # the action board's spaces
    p.drops.value = 4  # the dam holds fewer drops
    p.produce_button.click()
    shown = p.result_html.value
    assert "Production refusée :" in shown and "ne retient que" in shown
    assert "Refusé" not in shown  # never « Refusé : Production refusée »
    p.dam.value = "D9U"
    p.produce_button.click()
    assert "pas de barrage" in p.result_html.value


def test_cost_calculator_and_table():
    c = CostCalculator()
    assert "5 excavatrices + 3 crédits" in c.result_html.value
    assert c.spot.label.startswith("1U — bassin 1")
    c.officer.value = "adler"
    assert "3 excavatrices + 3 crédits" in c.result_html.value
    c.kind.value = "powerhouse"
    c.built.value = 4
    assert "Construction impossible :" in c.result_html.value
    assert "3 exc." in cost_table_html()


def test_wheel_lab():
    w = WheelLab("germany")
    w.build_button.click()
    w.build_button.click()
    assert "3 PV" in w.journal.value
    assert len(w.wheel.locked) == 2
    for _ in range(4):
        w.rotate_button.click()
    assert "Retour" in w.journal.value and len(w.wheel.locked) == 1


def test_companies_editor_names_the_bad_entry():
    from ludo.barrage.ui import CompaniesEditor

    e = CompaniesEditor()
    e.button.click()
    assert "4 sociétés" in e.result_html.value and "reconstruction" in e.result_html.value
    e.text.value = e.text.value.replace('"rotate", 2', '"teleport", 2')
    e.button.click()
    assert "companies.france.base[1]" in e.result_html.value and "teleport" in e.result_html.value
    e.text.value = "{oops"
    e.button.click()
    assert "JSON valide" in e.result_html.value and "ligne 1" in e.result_html.value


def test_notebook_helpers():
    from ludo.barrage import Board
    from ludo.barrage.ui import board_image, events_html, flow_stepper, map_summary_html

    picture = board_image(Board.empty()).data
    # a PNG kept in the saved notebook, never taller than the screen (the map is about square)
    assert "data:image/png;base64," in picture and "width:min(825px, 100%, calc((100vh" in picture
    _, events = Board.empty().flow({"A": 1})
    assert "sortie gauche" in events_html(events).data
    s = flow_stepper(Board.empty().with_dam("D1U", "usa", 1), {"A": 2})
    assert len(s) == 3
    assert "20" in map_summary_html().data
    summary = map_summary_html().data
    # The inventory names the spaces as the board does (1U, 5a), never by their ids.
    assert "1U, 1L" in summary and "5a, 5b" in summary and "gauche, droite" in summary
    assert "D1U" not in summary and "EXIT_L" not in summary and "dam" not in summary


def test_costs_and_incomes_tables():
    from ludo.barrage.ui import costs_html, incomes_html

    text = costs_html([("base", "D1U"), ("base", "D1L")]).data
    assert "5 excavatrices + 3 crédits" in text and "1L — bassin 1" in text
    text = incomes_html().data
    assert "Allemagne" in text and "3 PV" in text and "reconstruites" in text


def test_wheel_stepper_static_form():
    from ludo.barrage.ui import wheel_stepper

    s = wheel_stepper("germany", ("base", "base"), rotations=5)
    assert len(s) == 1 + 2 + 5
    texts = s._explanations
    assert "3 PV" in texts[2]  # the 2nd German Base reveals its income
    # the first Base comes back after its 6th rotation: 2 builds, then the 4th extra turn
    assert "Retour" not in " ".join(texts[:6]) and "Retour" in texts[6] and "Retour" in texts[7]
    assert s.static_html().count("<img") == 8


def test_notebook_steppers_keep_every_frame_in_their_static_form():
    from ludo.barrage import scenarios
    from ludo.barrage.ui import flow_stepper, production_stepper, wheel_stepper

    for stepper in (
        flow_stepper(*scenarios.flow_rulebook()),
        production_stepper("prod_9"),
        wheel_stepper(rotations=1),
    ):
        bundle = stepper._repr_mimebundle_()
        assert bundle["text/html"].count("<img") == len(stepper)


def test_wheel_lab_refusal_opens_its_rule_card():
    w = WheelLab("germany")
    w.kind.value = "powerhouse"
    for _ in range(12):
        w.build_button.click()
        if "ludo-why-link" in w.journal.value:
            break
    assert "impossible" in w.journal.value, "Germany's 4 powerhouses are built within 12 clicks"
    rule = w.why.click(w.journal.value)
    assert w.why.is_open and rule.startswith("barrage.construction")
    assert w.why.shown is not None and w.why.shown is w.why.book.find(rule)
