"""Probe: a static-embedding ranking (wordllama 256) of today's CR paragraphs, alone and fused, beside the site's.

    .venv/bin/pip install wordllama==0.4.0.post1     # not in requirements.txt: measured and not kept (sdense3)
    MTG_CORPUS=/work/shared/corpus .venv/bin/python bench/dense_probe.py --db /tmp/corpus-m23.sqlite3 --index /tmp/m27

wordllama's token vectors (256 dimensions, shipped in its wheel with its tokenizer) averaged over a text and compared
by cosine. `WordLlama.load` (0.4.0.post1) looks for the tokenizer in a folder the wheel does not have and then
downloads it, so the two files are read here directly: nothing is fetched (checked with the sockets refused).
Texts: `own` a paragraph's title and text; `parent` with its rule's title and its parent's text before;
`glossary` own, and each glossary entry standing for the first rule it cites.

Columns: the site's hit@5; the dense ranking's hit@5 and hit@30; gain, the questions whose dense top five holds a
right rule the site's misses; then the site's list fused: rrf.3 reciprocal rank at weight 0.3; fill5 the dense
list's best rule not in the site's five at 5th (fill5L: in a question of 12 words or more only); agree the site's
6th-10th rule the dense list ranks best in its ten moved to 5th (agreeL: 12 words or more; agr20: in its twenty);
fillU fill5 only when the site's 5th is not in the dense fifty (fillU1: in its thirty, and the dense first enters);
m.05-m.20 fill5 only when the entering rule's cosine is that much above the site's 5th's.

For the tuned everyday, card and French sets: hit@5 and hit@30 of the dense ranking alone, the site's hit@5, and how
many questions the dense top five holds a right rule the site's top five misses. The never-tuned sets are printed as
one aggregate line each (never question by question). Not a test.
"""

import argparse
import pickle
import re
import time
from collections import defaultdict
from functools import lru_cache
from pathlib import Path

import numpy as np
from harness import configure, setup_django

DIM = 256


@lru_cache(maxsize=1)
def model():
    """wordllama's inference object over the wheel's weights and tokenizer."""
    import wordllama
    from safetensors import safe_open
    from tokenizers import Tokenizer
    from wordllama.inference import WordLlamaInference

    root = Path(wordllama.__file__).parent
    tokenizer = Tokenizer.from_file(str(root / "tokenizers" / "l2_supercat_tokenizer_config.json"))
    with safe_open(str(root / "weights" / f"l2_supercat_{DIM}.safetensors"), framework="np", device="cpu") as f:
        embedding = f.get_tensor("embedding.weight")
    return WordLlamaInference(embedding, tokenizer)


def embed(texts):
    """Unit vectors (float32, one row a text) of the texts."""
    vectors = model().embed(list(texts), norm=True)
    return np.nan_to_num(vectors)


class DenseIndex:
    """Rule numbers and their texts' unit vectors; `rank(q)` gives the numbers nearest to a question."""

    def __init__(self, numbers, vectors):
        self.numbers = list(numbers)
        self.vectors = vectors

    @classmethod
    def of(cls, pairs):
        numbers, texts = zip(*pairs, strict=True) if pairs else ((), ())
        return cls(numbers, embed(texts) if texts else np.zeros((0, DIM), np.float32))

    def rank(self, question, limit=30):
        if not self.numbers:
            return []
        scores = self.vectors @ embed([question])[0]
        top = np.argsort(-scores)[:limit]
        return [(self.numbers[i], float(scores[i])) for i in top]


FAMILIES = ("everyday", "cards", "french")
NEVER = ("judge-even", "heldout", "fresh")
VARIANTS = ("own", "parent", "glossary")


def parse_args():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", required=True)
    parser.add_argument("--index", required=True)
    parser.add_argument("--site-cache", help="a pickle of the site's lists, written once and reused")
    return parser.parse_args()


def texts(variant):
    from rules.models import CRVersion, GlossaryEntry, RuleParagraph

    version = CRVersion.current()
    paragraphs = {p.number: p for p in RuleParagraph.objects.filter(version=version)}
    out = []
    for number, p in paragraphs.items():
        own = " ".join([p.title, p.text]).strip()
        if variant == "parent":
            parent = paragraphs.get(p.parent and p.parent.number) if p.parent_id else None
            head = paragraphs.get(number.split(".")[0]) if "." in number else None
            context = [x.title or x.text for x in (head, parent) if x is not None and x is not p]
            own = " ".join([*dict.fromkeys(context), own])
        if own:
            out.append((number, own))
    if variant == "glossary":
        # A glossary entry stands for the first rule it cites ("See rule 702.64, Absorb").
        for g in GlossaryEntry.objects.filter(version=version):
            cited = re.search(r"\brules? (\d{3}(?:\.\d+[a-z]?)?)", g.text)
            if cited and cited[1] in paragraphs:
                out.append((cited[1], f"{g.term}. {g.text}"))
    return out


def site_lists(cases, search, error, cache):
    """{(id, set): the site's results as keys}: a rule's number, or (kind, title) for a card or a ruling."""
    if cache and Path(cache).exists():
        return pickle.loads(Path(cache).read_bytes())
    site = {}
    for c in cases:
        try:
            results = search(c.question.q)["results"]
        except error:
            results = []
        site[c.id, c.set] = [key_of(c, r) for r in results]
    if cache:
        Path(cache).write_bytes(pickle.dumps(site))
    return site


def key_of(case, result):
    if result.get("kind") == "rule" and result.get("number"):
        return result["number"]
    # Another kind of result: only whether it answers the question matters here.
    return ("other", id(result), case.question.accepts(result))


def family(case):
    from search.evaluation.sets import NEVER_TUNED

    if case.part == NEVER_TUNED:
        return {"judge": "judge-even"}.get(case.set, case.set)
    name = re.sub(r"\d+$", "", case.set)
    return name if name in FAMILIES else None


def hit(case, keys, k):
    return any(
        key[2] if isinstance(key, tuple) else case.question.accepts({"kind": "rule", "number": key}) for key in keys[:k]
    )


def agree(site, dense, depth=10, place=4):
    """The site's rule of its 6th-10th places that the dense list ranks best (within its top `depth`), at 5th."""
    late = [n for n in dense[:depth] if n in site[5:10]]
    if not late:
        return site
    rest = [n for n in site if n != late[0]]
    return rest[:place] + [late[0]] + rest[place:]


def fill_unsupported(site, dense, depth=50, first_only=False):
    """fill at 5th, only when the site's 5th is not among the dense list's first `depth` (first_only: and the
    dense list's first rule is the one entering)."""
    if len(site) < 5 or site[4] in dense[:depth] or (first_only and dense[0] in site[:5]):
        return site
    return fill(site, dense, (4,))


def fill_margin(site, dense, cosine, margin):
    """fill at 5th, only when the dense list's best rule not in the site's five is `margin` nearer to the question
    than the site's 5th (a card or a ruling at 5th: never)."""
    if len(site) < 5 or isinstance(site[4], tuple):
        return site
    entering = next((n for n in dense if n not in site[:5]), None)
    if entering is None or cosine[entering] - cosine.get(site[4], -1.0) < margin:
        return site
    return fill(site, dense, (4,))


def words(case):
    return len(re.findall(r"\w+", case.question.q))


def rrf(site, dense, weight, k=60):
    score = defaultdict(float)
    for r, n in enumerate(site):
        score[n] += 1 / (k + r)
    for r, n in enumerate(dense):
        score[n] += weight / (k + r)
    return sorted(score, key=lambda n: -score[n])


def fill(site, dense, slots=(3, 4)):
    """The site's list with the dense list's best rules not already in the site's top five at 4th and 5th."""
    out = list(site[: slots[0]])
    extra = [n for n in dense if n not in site[:5]][: len(slots)]
    rest = [n for n in site[slots[0] :] if n not in extra]
    return out + extra + rest


def main():
    args = parse_args()
    configure(db=args.db, index=args.index)
    setup_django()
    from search.evaluation.sets import all_cases
    from search.query import QueryError, search

    cases = [c for c in all_cases() if family(c) in (*FAMILIES, *NEVER)]
    print(f"{len(cases)} questions")
    site = site_lists(cases, search, QueryError, args.site_cache)
    for variant in VARIANTS:
        started = time.perf_counter()
        index = DenseIndex.of(texts(variant))
        built = time.perf_counter() - started
        started = time.perf_counter()
        dense, cosine = {}, {}
        for c in cases:
            scored = index.rank(c.question.q, len(index.numbers))
            best = {}
            for n, score in scored:
                best.setdefault(n, score)
            cosine[c.id, c.set] = best
            dense[c.id, c.set] = list(best)[:50]
        per = (time.perf_counter() - started) / len(cases) * 1e6
        print(f"\n[{variant}] {len(index.numbers)} paragraphs embedded in {built:.1f} s; {per:.0f} µs a question")
        print(
            f"{'family':11} {'n':>4} {'site@5':>7} {'dense@5':>8} {'dense@30':>9} {'gain':>5} "
            f"{'rrf.3':>6} {'fill5':>6} {'fill5L':>7} {'agree':>6} {'agreeL':>7} {'agr20':>6} "
            f"{'fillU':>6} {'fillU1':>6} {'m.05':>5} {'m.10':>5} {'m.15':>5} {'m.20':>5}"
        )
        rows = defaultdict(lambda: defaultdict(int))
        sets = defaultdict(lambda: defaultdict(int))
        for c in cases:
            key = (c.id, c.set)
            if c.set.startswith("everyday") and family(c) == "everyday":
                one = sets[c.set]
                one["n"] += 1
                one["site"] += hit(c, site[key], 5)
                one["d5"] += hit(c, dense[key], 5)
                one["gain"] += hit(c, dense[key], 5) and not hit(c, site[key], 5)
            s, d = site[key], dense[key]
            row = rows[family(c)]
            row["n"] += 1
            row["site"] += hit(c, s, 5)
            row["d5"] += hit(c, d, 5)
            row["d30"] += hit(c, d, 30)
            row["gain"] += hit(c, d, 5) and not hit(c, s, 5)
            row["rrf3"] += hit(c, rrf(s, d, 0.3), 5)
            row["fill5"] += hit(c, fill(s, d, (4,)), 5)
            row["fill5L"] += hit(c, fill(s, d, (4,)) if words(c) >= 12 else s, 5)
            row["agree"] += hit(c, agree(s, d), 5)
            row["agreeL"] += hit(c, agree(s, d) if words(c) >= 12 else s, 5)
            row["agr20"] += hit(c, agree(s, d, 20), 5)
            row["fillU"] += hit(c, fill_unsupported(s, d), 5)
            row["fillU1"] += hit(c, fill_unsupported(s, d, 30, True), 5)
            for margin in (0.05, 0.10, 0.15, 0.20):
                row[f"m{margin:.2f}"] += hit(c, fill_margin(s, d, cosine[key], margin), 5)
        for name, r in sorted(sets.items(), key=lambda item: int(item[0][8:] or 1)):
            print(
                f"  {name:11} {r['n']:3d} site@5 {100 * r['site'] / r['n']:5.1f} dense@5 {100 * r['d5'] / r['n']:5.1f} "
                f"gain {r['gain']}"
            )
        for name in (*FAMILIES, *NEVER):
            r = rows[name]
            if not r["n"]:
                continue
            pct = {k: 100 * v / r["n"] for k, v in r.items()}
            print(
                f"{name:11} {r['n']:4d} {pct['site']:7.1f} {pct['d5']:8.1f} {pct['d30']:9.1f} {r['gain']:5d} "
                f"{pct['rrf3']:6.1f} {pct['fill5']:6.1f} {pct['fill5L']:7.1f} {pct['agree']:6.1f} {pct['agreeL']:7.1f} "
                f"{pct['agr20']:6.1f} {pct['fillU']:6.1f} {pct['fillU1']:6.1f} "
                + " ".join(f"{pct[f'm{m:.2f}']:5.1f}" for m in (0.05, 0.10, 0.15, 0.20))
            )


if __name__ == "__main__":
    main()
