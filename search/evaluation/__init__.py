"""The judges' evaluation set (questions.toml) and its measures: precision at 5, nDCG at 5, hits in the top five.

A question's acceptable results are rules of today's CR (exact numbers, or a rule and its subrules) and cards
(the card's page or a ruling it carries). bench/search_eval.py prints the figures; the tests run it on the
sample data and, with MTG_CORPUS, on the whole corpus.

Measures, for the top five results of each question (binary relevance):
- precision@5: acceptable results among the five, divided by five;
- nDCG@5: DCG = sum of 1/log2(rank + 1) over the acceptable results, divided by the DCG of the best possible
  top five (as many acceptable results as the index holds, up to five);
- hit@5: whether at least one acceptable result is in the five (the issue's goal: 95 % of the questions).
"""

import math
import re
import tomllib
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from whoosh.query import Phrase, Term

from rules.rule_refs import is_under

from ..analysis import fold, name_analyzer

QUESTIONS = Path(__file__).with_name("questions.toml")
GROUPS = ("everyday", "jargon", "french", "cards")
TOP = 5
RULE_SPEC = re.compile(r"^(\d{1,3}(?:\.\d+[a-z]?)?)(\*?)$")


@dataclass(frozen=True)
class Question:
    q: str
    group: str
    rules: tuple = ()
    cards: tuple = ()

    def accepts_rule(self, number):
        for spec in self.rules:
            base, subtree = RULE_SPEC.match(spec).groups()
            if number == base or (subtree and is_under(number, base)):
                return True
        return False

    def accepts(self, result):
        """Whether a result of /api/search's shape answers the question."""
        if result.get("kind") == "rule" and result.get("number") and self.accepts_rule(result["number"]):
            return True
        names = {_name(c) for c in self.cards}
        if not names:
            return False
        if result.get("kind") == "card":
            return _name(result.get("title", "")) in names
        if result.get("kind") == "ruling":
            return bool(names & {_name(c) for c in result.get("cards", [])})
        return False


def _name(name):
    return fold(" ".join(name.lower().split()))


def parse(data):
    """Questions from the parsed TOML; raises ValueError for one that cannot be scored."""
    questions = []
    for i, entry in enumerate(data.get("question", [])):
        unknown = set(entry) - {"q", "group", "rules", "cards"}
        where = f"question {i + 1} ({entry.get('q')!r})"
        if unknown:
            raise ValueError(f"{where}: unknown keys {sorted(unknown)}")
        if not entry.get("q") or entry.get("group") not in GROUPS:
            raise ValueError(f"{where}: needs `q` and a `group` among {', '.join(GROUPS)}")
        if not entry.get("rules") and not entry.get("cards"):
            raise ValueError(f"{where}: needs acceptable `rules` or `cards`")
        for spec in entry.get("rules", []):
            if not RULE_SPEC.match(spec):
                raise ValueError(f"{where}: {spec!r} is not a rule number (613.4, or 613.4* with its subrules)")
        questions.append(
            Question(
                q=entry["q"],
                group=entry["group"],
                rules=tuple(entry.get("rules", ())),
                cards=tuple(entry.get("cards", ())),
            )
        )
    return questions


def load_questions(path=QUESTIONS):
    with open(path, "rb") as f:
        return parse(tomllib.load(f))


# --- measures ----------------------------------------------------------------------------------------------------


def dcg(relevant):
    return sum(1 / math.log2(rank + 2) for rank, good in enumerate(relevant) if good)


@dataclass
class Score:
    question: Question
    relevant: list  # one bool per result shown, the top five
    available: int  # acceptable documents the index holds (for the ideal ranking)
    titles: list = field(default_factory=list)
    error: str = ""

    @property
    def precision(self):
        return sum(self.relevant[:TOP]) / TOP

    @property
    def ndcg(self):
        ideal = dcg([True] * min(TOP, self.available))
        return dcg(self.relevant[:TOP]) / ideal if ideal else 0.0

    @property
    def hit(self):
        return any(self.relevant[:TOP])


def available(question, searcher, current):
    """How many acceptable documents the index holds: today's rules the specs name, the cards and their rulings.

    Capped at TOP: only the ideal top five matters.
    """
    count = 0
    if question.rules and current:
        numbers = {
            (t.decode() if isinstance(t, bytes) else t)
            for spec in question.rules
            for t in searcher.reader().expand_prefix("number", RULE_SPEC.match(spec).group(1))
        }
        count += sum(1 for n in numbers if question.accepts_rule(n))
    for card in question.cards:
        count += _card_documents(searcher, card)
    return min(count, TOP)


def _card_documents(searcher, name):
    """How many documents are the card's: its page, its rulings and their translations."""
    tokens = [t.text for t in name_analyzer()(name)]
    if not tokens:
        return 0
    wanted = _name(name)
    count = 0
    for docnum in searcher.docs_for_query(Term("card", tokens[0]) if len(tokens) == 1 else Phrase("card", tokens)):
        fields = searcher.stored_fields(docnum)
        if fields["kind"] == "card":
            count += _name(fields.get("title", "")) == wanted
        else:
            count += wanted in {_name(c) for c in fields.get("cards", [])}
    return count


def score(question, search, searcher=None, current=None):
    """The Score of one question: `search` is query.search (or anything answering the same dict)."""
    try:
        results = search(question.q)["results"][:TOP]
    except Exception as exc:  # a question the search refuses scores nothing, and says why
        return Score(question, [False] * TOP, 1, error=f"{type(exc).__name__}: {exc}")
    relevant = [question.accepts(r) for r in results]
    found = available(question, searcher, current) if searcher is not None else 1
    return Score(question, relevant, max(found, 1, sum(relevant)), titles=[r.get("title", "") for r in results])


@dataclass(frozen=True)
class Figures:
    questions: int
    precision: float
    ndcg: float
    hits: float


def figures(scores):
    """Figures for the scores: overall and by group {"all": Figures, "jargon": Figures, …}."""
    by_group = defaultdict(list)
    for s in scores:
        by_group["all"].append(s)
        by_group[s.question.group].append(s)
    out = {}
    for group in ("all", *GROUPS):
        chosen = by_group.get(group, [])
        if not chosen:
            continue
        n = len(chosen)
        out[group] = Figures(
            questions=n,
            precision=sum(s.precision for s in chosen) / n,
            ndcg=sum(s.ndcg for s in chosen) / n,
            hits=sum(s.hit for s in chosen) / n,
        )
    return out
