"""Ruling links, the twenty-fourth session (links24): draw 17 labelled blind as a never-tuned group (blind17)."""

from rulings import link_evaluation


def test_draw_17_is_a_blind_draw_measured_apart_and_never_listed():
    rows = link_evaluation.read_rows()
    drawn = [row for row in rows if row.group == "blind17"]
    assert len(drawn) == 60
    assert len({row.uid for row in rows}) == len(rows)
    # Labelled blind from today's CR: 12 read the card only ("none"), the 48 others rest on 56 rules.
    assert sum(not row.labels for row in drawn) == 12
    assert sum(len(row.labels) for row in drawn) == 56
    assert not link_evaluation.tuned_on("blind17")
    # A blind row with a missed label is measured, never listed as a miss to read.
    assert link_evaluation.misses([(drawn[0], [], ["603"])]) == []
