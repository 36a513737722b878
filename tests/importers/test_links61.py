"""Ruling links, links61: draw 34 (30 rulings labelled blind from the CR of each one's date, committed before the linker
ran on them, measured once, then tuned on as tuned34)."""

from rulings import link_evaluation


def test_draw_34_keeps_its_labelled_rows_and_is_tuned_on():
    rows = [row for row in link_evaluation.read_rows() if row.group == "tuned34"]
    assert len(rows) == 30 and len({row.uid for row in rows}) == 30
    assert sum(not row.labels for row in rows) == 7
    assert sum(len(row.labels) for row in rows) == 29
    assert link_evaluation.tuned_on("tuned34")
