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
    assert "C, D" in m.explanation.value and bytes(m.image.value).startswith(b"\x89PNG")
    m.basin.value = 8
    assert "<b>A</b>" in m.explanation.value
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
    lab.flow_button.click()
    assert len(lab.stepper) == 6
    lab.stepper.last_button.click()
    assert "Fin" in lab.stepper.explanation.value
    assert lab.board.exited == 1
    lab.spot.value, lab.owner.value, lab.level.value = "D1U", "italy", 2
    lab.build_button.click()
    assert "Refusé" not in lab.status.value and lab.board.dam_at("D1U") == ("italy", 2)
    lab.spot.value, lab.level.value = "D8U", 1  # holds 3 drops: a level-1 dam refuses them
    lab.build_button.click()
    assert "Refusé" in lab.status.value and lab.board.dam_at("D8U") == ("italy", 3)
    lab.clear_button.click()
    assert lab.board.dams == ()


def test_production_calculator():
    p = ProductionCalculator("prod_9")
    p.produce_button.click()
    assert "9 unité(s)" in p.result_html.value and "Italie" in p.result_html.value
    assert p.image.layout.display == "none"  # the animation now shows the board
    p.scenario.value = "prod_germany"
    assert p.image.layout.display is None
    p.produce_button.click()
    assert "7 unité(s)" in p.result_html.value and not p.second_button.disabled
    p.second_button.click()
    assert "6 unité(s)" in p.result_html.value and "France" in p.result_html.value
    p.scenario.value = "prod_usa"
    p.produce_button.click()
    assert "USA" in p.result_html.value and len(p.stepper_box.children) == 1


def test_production_refusal_is_shown():
    p = ProductionCalculator("prod_6")
    p.bonus.value = -3
    p.drops.value = 1  # 1 drop × value 3 − 3 = 0 energy
    p.produce_button.click()
    assert "Refusé" in p.result_html.value and "au moins 1" in p.result_html.value
    p.dam.value = "D9U"
    p.produce_button.click()
    assert "pas de barrage" in p.result_html.value


def test_cost_calculator_and_table():
    c = CostCalculator()
    assert "5 excavatrice(s) + 3 crédit(s)" in c.result_html.value
    c.kind.value = "powerhouse"
    c.built.value = 4
    assert "Refusé" in c.result_html.value
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
    assert "json" in e.result_html.value and "ligne 1" in e.result_html.value


def test_notebook_helpers():
    from ludo.barrage import Board
    from ludo.barrage.ui import board_image, events_html, flow_stepper, map_summary_html

    assert board_image(Board.empty()).data.startswith(b"\x89PNG")
    _, events = Board.empty().flow({"A": 1})
    assert "sortie gauche" in events_html(events).data
    s = flow_stepper(Board.empty().with_dam("D1U", "usa", 1), {"A": 2})
    assert len(s) == 3
    assert "20" in map_summary_html().data
