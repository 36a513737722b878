"""The judges' evaluation set and its measures; bench/search_eval.py run on the sample data (as CI does).

The figures on the whole corpus are test_corpus.py's (MTG_CORPUS) and docs/search.md's.
"""

import datetime
import math
import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from rulings.models import Ruling
from search.evaluation import GROUPS, Question, Score, figures, load_questions, parse
from search.evaluation.sets import NEVER_TUNED, TUNED, Case, all_cases, asked, never_tuned_kept_apart, ruling_matches

ROOT = Path(__file__).resolve().parents[2]
QUESTIONS = load_questions()


def test_the_set_has_at_least_150_questions_in_every_group():
    assert len(QUESTIONS) >= 150
    by_group = {g: [q for q in QUESTIONS if q.group == g] for g in GROUPS}
    for group, questions in by_group.items():
        assert len(questions) >= 20, group


def test_no_tuned_set_asks_a_never_tuned_question():
    cases = all_cases()
    never = {asked(c) for c in cases if c.part == NEVER_TUNED}
    leaked = [c.id for c in cases if c.part == TUNED and asked(c) in never]
    assert len(never) > 100
    assert leaked == []
    # The rule itself: a tuned copy of a never-tuned question is left out, the never-tuned one kept.
    twin = next(c for c in cases if c.part == NEVER_TUNED)
    copy = replace(twin, set="mixed", part=TUNED, id="mixed-copy")
    kept = never_tuned_kept_apart([twin, copy])
    assert kept == [twin]


def test_the_held_out_set_asks_new_questions():
    held = load_questions(ROOT / "search" / "evaluation" / "heldout.toml")
    assert len(held) >= 25
    assert not {q.q.lower() for q in held} & {q.q.lower() for q in QUESTIONS}


def test_the_fresh_set_asks_new_questions_in_the_hidden_tests_groups(tmp_path):
    from search.evaluation.sets import FRESH_GROUPS, NEVER_TUNED, read_fresh, read_judge

    fresh = read_fresh()
    assert len(fresh) >= 90
    assert {c.part for c in fresh} == {NEVER_TUNED}
    for group in FRESH_GROUPS:
        assert sum(c.group == group for c in fresh) >= 12, group
    assert {c.language for c in fresh if c.group == "french"} == {"fr"}
    others = {q.q.lower() for q in QUESTIONS + load_questions(ROOT / "search" / "evaluation" / "heldout.toml")}
    others |= {c.question.q.lower() for c in read_judge()}
    asked = [c.question.q.lower() for c in fresh]
    assert len(set(asked)) == len(asked)
    assert not set(asked) & others
    wrong = tmp_path / "wrong.toml"
    wrong.write_text('[[question]]\ngroup = "cards"\nq = "Lure"\nrules = ["509.1c"]\n', encoding="utf-8")
    with pytest.raises(ValueError, match="misspelled"):
        read_fresh(wrong)
    wrong.write_text('[[question]]\ngroup = "card"\nq = "Lure"\nrules = ["509.1-c"]\n', encoding="utf-8")
    with pytest.raises(ValueError, match="not a rule number"):
        read_fresh(wrong)


def test_no_question_is_asked_twice():
    typed = [q.q.lower() for q in QUESTIONS]
    assert len(set(typed)) == len(typed)


def test_every_question_has_acceptable_results():
    for question in QUESTIONS:
        assert question.rules or question.cards, question.q


def test_a_rule_spec_is_exact_or_a_rule_with_its_subrules():
    question = Question(q="x", group="jargon", rules=("613.4*", "704", "702.19a"))
    for number in ("613.4", "613.4a", "613.4d", "704", "702.19a"):
        assert question.accepts_rule(number), number
    for number in ("613.40", "613.41a", "613", "704.5j", "702.19", "702.19b"):
        assert not question.accepts_rule(number), number
    section = Question(q="x", group="everyday", rules=("704*",))
    assert section.accepts_rule("704.5j")
    assert not section.accepts_rule("7040")


def test_a_card_is_accepted_by_its_page_and_its_rulings():
    question = Question(q="x", group="cards", cards=("Whir of Invention",))
    assert question.accepts({"kind": "card", "title": "Whir of Invention"})
    assert question.accepts({"kind": "ruling", "title": "…", "cards": ["Barricade Breaker", "Whir of Invention"]})
    assert not question.accepts({"kind": "ruling", "title": "Whir of Invention", "cards": ["Barricade Breaker"]})
    assert not question.accepts({"kind": "rule", "title": "Whir of Invention", "number": "702.126a"})


def test_a_translation_counts_as_its_rule():
    question = Question(q="x", group="french", rules=("702.126*",))
    assert question.accepts({"kind": "rule", "language": "fr", "number": "702.126a"})


def test_measures():
    question = Question(q="x", group="jargon", rules=("101.4",))
    first = Score(question, [True, False, False, False, False], available=1)
    assert first.precision == pytest.approx(0.2)
    assert first.ndcg == pytest.approx(1.0)
    assert first.hit
    third = Score(question, [False, False, True, False, False], available=1)
    assert third.ndcg == pytest.approx(1 / math.log2(4))
    none = Score(question, [False] * 5, available=1)
    assert none.precision == 0
    assert none.ndcg == 0
    assert not none.hit
    # Five acceptable documents exist: the ideal ranking has all five.
    two = Score(question, [True, True, False, False, False], available=5)
    assert two.precision == pytest.approx(0.4)
    ideal = sum(1 / math.log2(r + 2) for r in range(5))
    assert two.ndcg == pytest.approx((1 + 1 / math.log2(3)) / ideal)


def test_figures_by_group():
    scores = [
        Score(Question(q="a", group="jargon", rules=("1",)), [True] + [False] * 4, 1),
        Score(Question(q="b", group="jargon", rules=("1",)), [False] * 5, 1),
        Score(Question(q="c", group="cards", cards=("X",)), [True, True] + [False] * 3, 2),
    ]
    table = figures(scores)
    assert table["all"].questions == 3
    assert table["jargon"].hits == pytest.approx(0.5)
    assert table["cards"].precision == pytest.approx(0.4)
    assert table["all"].hits == pytest.approx(2 / 3)
    assert "french" not in table


def test_a_question_that_cannot_be_scored_is_refused():
    with pytest.raises(ValueError, match="needs acceptable"):
        parse({"question": [{"q": "ward", "group": "jargon"}]})
    with pytest.raises(ValueError, match="group"):
        parse({"question": [{"q": "ward", "group": "keywords", "rules": ["702.21"]}]})
    with pytest.raises(ValueError, match="not a rule number"):
        parse({"question": [{"q": "ward", "group": "jargon", "rules": ["702.21-a"]}]})


@pytest.mark.search
def test_the_script_reports_figures_on_the_sample(tmp_path):
    """The script runs on the sample (today's whole CR among it), every set and part beside FTS5's figures."""
    from search.evaluation.sets import NEVER_TUNED, all_cases

    env = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "SEARCH_INDEX_DIR")}
    report = tmp_path / "figures.json"
    done = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "search_eval.py"), "--sample", "--json", str(report)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert "CR 2025-11-14" in done.stdout
    header = next(line for line in done.stdout.splitlines() if line.startswith("set "))
    for column in ("P@1", "hit@5", "MRR", "FTS5"):
        assert column in header
    for part in (
        "judge    never tuned",
        "judge    tuned",
        "heldout  never tuned",
        "project  tuned",
        "typos    never tuned",
        "fresh    never tuned",
    ):
        assert any(line.startswith(part) for line in done.stdout.splitlines()), part
    assert "answer box shown for" in done.stdout
    assert "SQLite FTS5" in done.stdout
    assert "latency (processor time of the thread)" in done.stdout  # load-independent beside the wall clock
    import json

    figures_ = json.loads(report.read_text())
    never = figures_["figures"][f"all / {NEVER_TUNED} / all"]
    # The questions as written: the typos set asks some of them again, with slips, and is reported apart.
    assert never["questions"] == sum(c.part == NEVER_TUNED and c.set != "typos" for c in all_cases())
    assert 0 <= never["hit5"] <= 1
    assert figures_["fts5"][f"all / {NEVER_TUNED} / all"]["questions"] == never["questions"]
    assert figures_["latency_ms"]["SQLite FTS5 (cpu)"]["p95"] > 0


def test_the_typos_set_slips_one_or_two_keys_of_each_question_the_same_way_every_run():
    from search.evaluation.sets import read_judge, with_typos

    judge = read_judge()
    slipped = [with_typos(c) for c in judge]
    assert slipped == [with_typos(c) for c in judge]
    for case, typo in zip(judge, slipped, strict=True):
        if typo is None:
            assert not any(len(w.strip("?.,:!")) >= 5 for w in case.question.q.split() if w.strip("?.,:!").isalpha())
            continue
        assert (typo.set, typo.part, typo.group) == ("typos", case.part, case.group)
        changed = [(a, b) for a, b in zip(case.question.q.split(), typo.question.q.split(), strict=True) if a != b]
        assert 1 <= len(changed) <= 2, (case.question.q, typo.question.q)
        assert all(abs(len(a) - len(b)) <= 1 for a, b in changed)
    assert sum(t is not None for t in slipped) > 140


def ruling_case(card, date, first_words):
    """A tuned card question expecting a ruling of the card's, given by its date and first words."""
    question = Question(q=f"{card}?", group="card", rules=("100.1",))
    return Case("judge", "tuned", "CD01", question, ruling=(card, date, first_words))


def test_an_expected_ruling_is_found_in_a_snippet_whose_apostrophe_is_escaped():
    # Snippets escape HTML: "Tarmogoyf's" reaches the measure as "Tarmogoyf&#x27;s", and the ruling was not counted.
    case = ruling_case("Tarmogoyf", "2017-03-14", "Tarmogoyf's ability works in all zones,")
    result = {
        "kind": "ruling",
        "date": "2017-03-14",
        "cards": ["Tarmogoyf"],
        "snippet": "<mark>Tarmogoyf&#x27;s</mark> ability works in <mark>all</mark> zones, not just while …",
    }
    assert ruling_matches(case, result)
    assert not ruling_matches(case, {**result, "snippet": "<mark>Tarmogoyf</mark> counts card types, not cards."})


# A snippet shows the passages holding the query's words: it may start inside the ruling (sp7).
BRIDGE = (
    "Ensnaring Bridge's effect checks the number of cards in your hand only while a player (including you) is "
    "declaring attackers. Once a creature has legally attacked, changing its power won't remove it from combat."
)
BRIDGE_RESULT = {
    "kind": "ruling",
    "id": "ruling:b3886cff5450",
    "date": "2018-03-16",
    "cards": ["Ensnaring Bridge"],
    "snippet": "number of cards in your hand only while a player (including you) is <mark>declaring</mark> …",
}


@pytest.mark.django_db
@pytest.mark.parametrize(("text", "matched"), [(BRIDGE, True), ("Ensnaring Bridge is an artifact.", False)])
def test_a_ruling_whose_snippet_starts_inside_it_is_matched_by_its_whole_text(text, matched):
    Ruling.objects.create(uid="b3886cff5450", date=datetime.date(2018, 3, 16), text=text)
    case = ruling_case("Ensnaring Bridge", "2018-03-16", "Ensnaring Bridge's effect checks the number")
    assert ruling_matches(case, BRIDGE_RESULT) is matched
