"""Ruling links, links63: draw 35 (30 rulings labelled blind from the CR of each one's date, committed before the linker
ran on them, measured once, then tuned on as tuned35)."""

from rulings import link_evaluation


def test_draw_35_keeps_its_labelled_rows_and_is_tuned_on():
    rows = [row for row in link_evaluation.read_rows() if row.group == "tuned35"]
    assert len(rows) == 30 and len({row.uid for row in rows}) == 30
    assert sum(not row.labels for row in rows) == 5
    assert sum(len(row.labels) for row in rows) == 33
    assert link_evaluation.tuned_on("tuned35")
