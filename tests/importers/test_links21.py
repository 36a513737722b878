"""Ruling links, the twenty-first session (links21): draw 16 labelled blind as a never-tuned group (blind16)."""

from rulings import link_evaluation


def test_draw_16_is_a_blind_draw_measured_apart_and_never_listed():
    rows = link_evaluation.read_rows()
    drawn = [row for row in rows if row.group == "blind16"]
    assert len(drawn) == 40
    assert len({row.uid for row in rows}) == len(rows)
    # Labelled blind from today's CR: 4 read the card only ("none"), the 36 others rest on 50 rules.
    assert sum(not row.labels for row in drawn) == 4
    assert sum(len(row.labels) for row in drawn) == 50
    assert not link_evaluation.tuned_on("blind16")
    # A blind row with a missed label is measured, never listed as a miss to read.
    assert link_evaluation.misses([(drawn[0], [], ["603"])]) == []
