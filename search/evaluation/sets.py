"""Every evaluation set, each split into a part the search was tuned on and a part it never was.

The sets, how each was written and its blind figure: SETS.md beside this module (judge: odd ids tuned on, even
ids never; heldout and fresh never tuned on; the others tuned on after their one blind measure).

The measures are the issue's: P@1 (the first result is an expected rule), hit@5 (an expected rule in the top five),
MRR@10 (1 / the rank of the first expected rule in the top ten). A French translation of an expected rule counts,
as does a subrule of one. The card questions' expected ruling is measured apart (`ruling@5`).
"""

import csv
import html
import random
import re
import tomllib
from dataclasses import dataclass, field, replace
from pathlib import Path

from rulings.models import Ruling

from ..answers import first_children
from . import GROUPS, QUESTIONS, Question, load_questions, parse

HERE = Path(__file__).parent
HELDOUT = HERE / "heldout.toml"
JUDGE = HERE / "judge-dev.tsv"
FRESH = HERE / "fresh.toml"
# The sets tuned on after their one blind measure (SETS.md), read in this order; a new set goes at the end of its
# family, one name a line. These are in questions.toml's format and groups:
TOML_SETS = (
    "french",
    "french2",
    "french3",
    "french4",
    "french5",
    "french6",
    "french7",
    "french8",
    "french9",
    "french10",
    "french11",
    "french12",
    "french13",
    "french14",
    "french15",
    "french16",
    "french17",
    "french18",
    "french19",
    "french20",
    "french21",
    "french22",
    "french23",
    "french24",
    "french25",
    "french26",
    "french27",
    "french28",
    "french29",
    "cards",
    "cards2",
    "cards3",
    "cards4",
    "cards5",
    "cards6",
    "cards7",
    "cards8",
    "cards9",
    "cards10",
    "cards11",
    "cards12",
    "cards13",
    "cards14",
    "cards15",
    "cards16",
    "cards17",
    "cards18",
    "cards19",
    "cards20",
    "cards21",
    "cards22",
    "cards23",
    "cards24",
    "cards25",
    "cards26",
    "cards27",
    "cards28",
    "cards29",
    "cards30",
    "cards31",
    "everyday",
    "everyday2",
    "everyday3",
    "everyday4",
    "everyday5",
    "everyday6",
    "everyday7",
    "everyday8",
    "everyday9",
    "everyday10",
    "everyday11",
    "everyday12",
    "everyday13",
    "everyday14",
    "everyday15",
    "everyday16",
    "everyday17",
    "everyday18",
    "everyday19",
    "everyday20",
    "everyday21",
    "everyday22",
    "everyday23",
    "everyday24",
    "everyday25",
    "everyday26",
    "everyday27",
    "everyday28",
    "everyday29",
)
# and these in its format with the hidden test's groups (FRESH_GROUPS):
GROUPED_SETS = (
    "short",
    "mixed",
    "mixed2",
    "mixed3",
    "short2",
    "short3",
    "mixed4",
    "mixed5",
    "mixed6",
    "misspelt",
    "misspelt2",
    "mixed7",
    "mixed8",
    "mixed9",
    "mixed10",
    "mixed11",
    "mixed12",
    "mixed13",
    "mixed14",
    "mixed15",
    "mixed16",
    "mixed17",
    "mixed18",
    "mixed19",
    "mixed20",
    "mixed21",
    "mixed22",
    "mixed23",
)
# The hidden test's groups: the judge's six and misspelled questions (questions.toml has four of its own).
FRESH_GROUPS = ("everyday", "keyword", "jargon", "new-mechanic", "french", "card", "misspelled")
TUNED, NEVER_TUNED = "tuned", "never tuned"


@dataclass(frozen=True)
class Case:
    """A question of a set, with where it stands (tuned or never tuned) and what answers it."""

    set: str
    part: str
    id: str
    question: Question
    ruling: tuple = ()  # (card, date, first words) of the ruling that answers it, if any
    language: str = "en"

    @property
    def group(self):
        return self.question.group


def judge_part(case_id):
    """Odd ids are tuned on, even ids never: the same split on every run and machine."""
    return TUNED if int("".join(c for c in case_id if c.isdigit())) % 2 else NEVER_TUNED


def read_judge(path=JUDGE):
    cases = []
    with open(path, encoding="utf-8", newline="") as f:
        for row in csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE):
            # "a result whose number is one of them or a subrule of one counts"
            rules = tuple(f"{n.strip()}*" for n in row["expected_rules"].split(",") if n.strip())
            ruling = tuple(row["expected_ruling"].split("|", 2)) if row.get("expected_ruling") else ()
            cases.append(
                Case(
                    set="judge",
                    part=judge_part(row["id"]),
                    id=row["id"],
                    question=Question(q=row["question"], group=row["group"], rules=rules),
                    ruling=ruling,
                    language=row["language"],
                )
            )
    return cases


def read_toml(name, path, part):
    return [
        Case(set=name, part=part, id=f"{name}-{i + 1}", question=q, language="fr" if q.group == "french" else "en")
        for i, q in enumerate(load_questions(path))
    ]


def read_custom(path):
    """A set given on the command line, counted as never tuned: questions.toml's groups or the hidden test's."""
    with open(path, "rb") as f:
        groups = {entry.get("group") for entry in tomllib.load(f).get("question", [])}
    if groups <= set(GROUPS):
        return read_toml("custom", path, NEVER_TUNED)
    return read_grouped("custom", path, NEVER_TUNED)


def read_fresh(path=FRESH):
    """fresh.toml's cases: questions.toml's format, with the hidden test's groups."""
    return read_grouped("fresh", path, NEVER_TUNED)


def read_grouped(name, path, part):
    """The cases of a set in questions.toml's format whose groups are the hidden test's (FRESH_GROUPS)."""
    with open(path, "rb") as f:
        entries = tomllib.load(f).get("question", [])
    cases = []
    for i, entry in enumerate(entries):
        group = entry.get("group")
        if group not in FRESH_GROUPS:
            raise ValueError(f"{path.name} question {i + 1}: group {group!r} is not among {', '.join(FRESH_GROUPS)}")
        # parse() checks the keys and rule numbers; it knows only questions.toml's groups, hence the stand-in.
        (question,) = parse({"question": [{**entry, "group": "everyday"}]})
        cases.append(
            Case(
                set=name,
                part=part,
                id=f"{name}-{i + 1}",
                question=replace(question, group=group),
                language="fr" if group == "french" else "en",
            )
        )
    return cases


def all_cases():
    written = read_toml("project", QUESTIONS, TUNED) + read_toml("heldout", HELDOUT, NEVER_TUNED) + read_judge()
    slipped = [with_typos(c) for c in written if c.set != "project"]
    # A question with no word long enough to slip on (`mana burn`) is asked as written: not a second time.
    # fresh has misspelled questions of its own and no slipped copies.
    # french has no slipped copies: the typos set stays the judge's and the held-out questions'.
    tuned = [c for name in TOML_SETS for c in read_toml(name, HERE / f"{name}.toml", TUNED)]
    tuned += [c for name in GROUPED_SETS for c in read_grouped(name, HERE / f"{name}.toml", TUNED)]
    cases = written + [c for c in slipped if c is not None] + tuned + read_fresh()
    return never_tuned_kept_apart(cases)


def asked(case):
    return " ".join(case.question.q.lower().split())


def never_tuned_kept_apart(cases):
    """The cases without a tuned question that a never-tuned set asks too: two writers wrote the same short query
    (`deathtouch trample`) eight times, and tuning on the tuned copy tuned on the never-tuned one."""
    never = {asked(c) for c in cases if c.part == NEVER_TUNED}
    return [c for c in cases if c.part == NEVER_TUNED or asked(c) not in never]


DERIVED = {"typos"}
# Keys next to each other on a QWERTY keyboard (the French questions too: AZERTY's few differences are ignored).
_NEAR = dict(
    zip(
        "qwertyuiopasdfghjklzxcvbnm",
        (
            "wa qes wrd etf ryg tuh yij uok ipl ol qsz wdax esfc rdgv tfhb ygjn uhkm ijl okp asx zsdc xdfv cfgb vghn "
            "bhjm njk"
        ).split(),
        strict=True,
    )
)


def with_typos(case):
    """The case asked with one or two slips of the keys, the same for every run (seeded by the case's id); None
    when no word is long enough to slip on."""
    rng = random.Random(f"typos:{case.id}")
    words = re.findall(r"\S+", case.question.q)
    cores = [re.fullmatch(r"(\w+)(\W*)", w) for w in words]
    slippable = [i for i, m in enumerate(cores) if m and len(m[1]) >= 5 and m[1].isalpha()]
    if not slippable:
        return None
    for i in rng.sample(slippable, min(len(slippable), 1 + (len(slippable) >= 6))):
        words[i] = _slip(cores[i][1], rng) + cores[i][2]
    question = replace(case.question, q=" ".join(words))
    return replace(case, set="typos", id=f"typos-{case.id}", question=question)


def _slip(word, rng):
    at = rng.randrange(1, len(word) - 1)
    kind = rng.choice(("drop", "double", "swap", "near"))
    if kind == "double":
        return word[:at] + word[at] + word[at:]
    if kind == "swap" and word[at] != word[at + 1]:
        return word[:at] + word[at + 1] + word[at] + word[at + 2 :]
    if kind == "near" and word[at].lower() in _NEAR:
        return word[:at] + rng.choice(_NEAR[word[at].lower()]) + word[at + 1 :]
    return word[:at] + word[at + 1 :]


# --- measures ----------------------------------------------------------------------------------------------------


@dataclass
class Outcome:
    """Where a question's first expected rule came (None: not in the top ten), and its expected ruling."""

    case: Case
    rank: int | None
    ruling_rank: int | None = None
    titles: list = field(default_factory=list)
    answer: str | None = None  # the answer box's rule, if one was shown
    answer_right: bool = False
    error: str = ""


def first_rank(case, results):
    """The 1-based rank of the first acceptable result in the top ten (an expected rule, or for the project's
    card questions the card's page or ruling), or None."""
    for rank, result in enumerate(results[:10], 1):
        if case.question.accepts(result):
            return rank
    return None


def ruling_matches(case, result):
    card, day, words = case.ruling
    if result.get("kind") != "ruling" or (result.get("date") or "")[:10] != day:
        return False
    names = {c.lower() for c in result.get("cards", [])}
    if card.lower() not in names:
        return False
    shown = result.get("text") or result.get("snippet") or ""
    return _start(words) in _start(shown) or _start(words) in _start(_ruling_text(result) or "")


def _ruling_text(result):
    """The whole text of a ruling result (its id is `ruling:` and the ruling's uid): a snippet shows the passages
    holding the query's words, and one that starts inside the ruling (`number of cards in your hand only while…`,
    Ensnaring Bridge's ruling that begins `Ensnaring Bridge's effect checks the number…`) hid a ruling in the top
    five from the measure."""
    uid = (result.get("id") or "").removeprefix("ruling:")
    if uid == (result.get("id") or ""):
        return None
    return Ruling.objects.filter(uid=uid).values_list("text", flat=True).first()


def _start(text):
    # A snippet is HTML: its marks out, its entities read ("Tarmogoyf&#x27;s" is "Tarmogoyf's").
    return " ".join(html.unescape(re.sub(r"<[^>]+>", "", text)).lower().split()[:4])


def measure(case, response):
    """The Outcome of one question from a /api/search answer."""
    results = response.get("results", [])[:10]
    ruling_rank = None
    if case.ruling:
        ruling_rank = next((i for i, r in enumerate(results, 1) if ruling_matches(case, r)), None)
    answer = response.get("answer")
    return Outcome(
        case=case,
        rank=first_rank(case, results),
        ruling_rank=ruling_rank,
        titles=[f"{r.get('number') or r.get('kind')}: {r.get('title', '')[:40]}" for r in results[:5]],
        answer=answer.get("rule") if answer else None,
        answer_right=bool(answer) and answers_it(case, answer.get("rule") or ""),
    )


def answers_it(case, rule):
    """Whether the answer box's rule answers a question: an expected rule; a rule the box shows with its first
    subrule (`506 Combat Phase` with 506.1) when that subrule was expected; or the keyword rule right above an
    expected subrule (`702.21 Ward` for 702.21a or 702.21b)."""
    if case.question.accepts_rule(rule) or any(case.question.accepts_rule(c) for c in first_children(rule)):
        return True
    return "." in rule and any(
        spec.rstrip("*").startswith(rule) and spec.rstrip("*")[len(rule) :].isalpha() for spec in case.question.rules
    )


@dataclass(frozen=True)
class Figures:
    questions: int
    p1: float
    hit5: float
    mrr10: float


def figures(outcomes):
    n = len(outcomes)
    if not n:
        return Figures(0, 0.0, 0.0, 0.0)
    return Figures(
        questions=n,
        p1=sum(o.rank == 1 for o in outcomes) / n,
        hit5=sum(o.rank is not None and o.rank <= 5 for o in outcomes) / n,
        mrr10=sum(1 / o.rank for o in outcomes if o.rank) / n,
    )


def table(outcomes):
    """{(set, part, group): Figures}, with group "all" for the whole part, and ("all", part, "all")."""
    keys = {}
    for o in outcomes:
        c = o.case
        whole = () if c.set in DERIVED else (("all", c.part, "all"),)
        for key in ((c.set, c.part, "all"), (c.set, c.part, c.group), *whole):
            keys.setdefault(key, []).append(o)
    return {key: figures(chosen) for key, chosen in keys.items()}
