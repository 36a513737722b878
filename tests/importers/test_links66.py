"""Ruling links, links66: draw 36 (30 rulings labelled blind from the CR of each one's date, committed before the linker
ran on them, measured once, then tuned on as tuned36)."""

from rulings import link_evaluation


def test_draw_36_keeps_its_labelled_rows_and_is_tuned_on():
    rows = [row for row in link_evaluation.read_rows() if row.group == "tuned36"]
    assert len(rows) == 30 and len({row.uid for row in rows}) == 30
    assert sum(not row.labels for row in rows) == 4
    assert sum(len(row.labels) for row in rows) == 32
    assert link_evaluation.tuned_on("tuned36")
