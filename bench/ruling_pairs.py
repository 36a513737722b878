"""The rule finder measured on questions made from the rulings: hit@5, P@1, MRR@10 (docs/search.md, sprior).

    .venv/bin/python bench/ruling_pairs.py --db FILE --index DIR [--masked] [--via citation,keyword,concept]
        [--prior A ...] [--fit]

A WotC ruling linked to rules (rulings/links.py: a cited number, a keyword its card has, a concept it talks about)
is a plain-English statement whose answer is the rules it rests on, read in today's CR (the links' `now`); a cited
number is taken out of its text. On the corpus only 16 rulings cite a number: the keyword (1,670) and concept
(7,351) links make most of the 9,037 pairs. --masked takes out what made the link (the keyword's words, the
concept's phrase), so that the rest of the ruling must carry the meaning, as a player's plain words must. The
pairs are split by card (a hash of the first card's name) into a fit half and a check half: the rulings of one
card never sit on both sides. No question of the evaluation sets is read: the judges' questions are not rulings.

--prior A ranks the finder's sixty by score × (1 + A·log(1 + n)), n the fit half's rulings resting on the rule
or a lettered subrule of it. --fit tries the finder's hand-set parameters one at a time (BM25F field weights, its
k1 and b, the subrules' share; the plain ranking keeps FTS5's constants) on a third of the fit half, keeps a value
that gains MRR there, and reports both halves with the values found. The pairs and the paragraphs' field terms are
cached beside the database (FILE.pairs.json: 80 s to make on the corpus); a measure then takes 10-50 s.
"""

import argparse
import hashlib
import json
import math
import re
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

from harness import setup_django

# A citation and the words that lead to it: "(See rule 704.5a.)", "see rules 601.2a–h", "under rule 702.19b".
PAREN = re.compile(r"\([^()]*\b\d{3}(?:\.\d+[a-z]?)?[^()]*\)")
SEE = re.compile(
    r"\b(?:(?:see|per|under|in|by|of|according to)\s+)?(?:comprehensive\s+)?(?:rules?|sections?)\s+"
    r"\d{3}(?:\.\d+[a-z]?)?(?:\s?[–—-]\s?[a-z])?(?:(?:,|,?\s*(?:and|or))\s*\d{3}(?:\.\d+[a-z]?)?(?:\s?[–—-]\s?[a-z])?)*",
    re.IGNORECASE,
)
NUMBER = re.compile(r"(?<![\w.])\d{3}\.\d+[a-z]?(?:\s?[–—-]\s?[a-z](?!\w))?")


def question_of(text):
    """A ruling's text less its citations: what a player would say of the same situation."""
    text = SEE.sub(" ", PAREN.sub(" ", text))
    return re.sub(r"\s+([,.;:])", r"\1", re.sub(r"\s+", " ", NUMBER.sub(" ", text))).strip()


def half(card):
    return "fit" if int(hashlib.sha1(card.encode()).hexdigest(), 16) % 2 == 0 else "check"


def ruling_links():
    """[(ruling, the names of its cards, its links with today's numbers)] of every ruling a card carries."""
    from rules.selectors import versions_in_order
    from rulings.citations import read_citations
    from rulings.keyword_matching import card_names, card_text_without_names
    from rulings.links import _Card, _today, links_of_ruling
    from rulings.models import CardRuling, Ruling

    versions = versions_in_order()
    rulings = list(Ruling.objects.all())
    read_citations(rulings)
    carried = {}
    rows = CardRuling.objects.values_list("ruling_id", "card__name", "card__faces", "card__oracle_text")
    for ruling_id, name, faces, text in rows.order_by("card__name"):
        names, texts = carried.setdefault(ruling_id, ([], []))
        card = _Card(name, faces, text)
        names.extend(card_names(card))
        texts.append(card_text_without_names(card))
    tables, found, pending = {}, [], []
    for r in rulings:
        names, texts = carried.get(r.id, ([], []))
        if names:
            links = links_of_ruling(r, names, " ".join(texts), versions, tables=tables)
            pending.extend(links)
            found.append((r, names, links))
    _today(pending, versions[-1][0])  # today's numbers of every link at once
    return found


def make_pairs():
    """[{"q", "masked", "rules", "via", "card", "half", "ruling"}]: one pair a ruling and a way its links were made
    (citation, keyword, concept), the links' today numbers; "masked" is the question less what made the link (the
    keyword's words, the concept's phrase): what is left must carry the meaning, as a player's words must."""
    from rulings.keyword_matching import participle_stem
    from rulings.links import _PHRASES

    phrases = {concept.name: pattern for concept, pattern, _ in _PHRASES}
    pairs = []
    for r, names, links in ruling_links():
        by_via = defaultdict(list)
        for link in links:
            if link.now:
                by_via[link.via].append(link)
        for via, found in by_via.items():
            q = question_of(r.text) if via == "citation" else r.text
            masked = q
            for link in found:
                if via == "keyword":
                    masked = re.sub(rf"\b{re.escape(participle_stem(link.term))}\w*", " ", masked, flags=re.I)
                elif via == "concept" and link.term in phrases:
                    masked = phrases[link.term].sub(" ", masked)
            masked = re.sub(r"\s+", " ", masked).strip()
            rules = sorted({link.now for link in found})
            pairs.append(
                {
                    "q": q,
                    "masked": masked,
                    "rules": rules,
                    "via": via,
                    "card": names[0],
                    "half": half(names[0]),
                    "ruling": r.id,
                }
            )
    return pairs


def field_terms():
    """{number: {field: [terms], "parent": number}} of today's paragraphs, as the finder's build() reads them."""
    from rules.models import CRVersion
    from search.analysis import english_analyzer
    from search.ruleexpansion import expanded_paragraphs
    from search.rulefinder import WEIGHTS, _terms

    version = CRVersion.objects.order_by("-effective_date").first()
    analyzer = english_analyzer()
    out = {}
    for number, f in expanded_paragraphs(version).items():
        out[number] = {name: _terms(f[name], analyzer) for name in WEIGHTS}
        out[number]["parent"] = f["parent"]
    return out


def finder_with(fields, base, weights, children):
    """A RuleFinder over the same paragraphs with other field weights and subrule share (base: rules.json)."""
    from search.rulefinder import RuleFinder

    docs = {}
    for number, f in fields.items():
        tf = Counter()
        for name, weight in weights.items():
            for term in f[name]:
                tf[term] += weight
        docs[number] = tf
    for f in fields.values():
        if f["parent"] in docs and "." in f["parent"]:
            for term in f["text"]:
                docs[f["parent"]][term] += children
    data = dict(base, numbers=list(docs), docs=[dict(tf) for tf in docs.values()])
    data["df"] = dict(Counter(t for tf in docs.values() for t in tf if tf[t] > 0))
    return RuleFinder(data)


def prior_of(pairs, weight):
    """number -> 1 + weight·log(1 + n), n the pairs' rulings that rest on the rule or on a lettered subrule of it."""
    by_ruling = defaultdict(set)
    for p in pairs:
        by_ruling[p["ruling"]].update(p["rules"])
    counts = Counter()
    for numbers in by_ruling.values():
        counts.update(numbers | {n[:-1] for n in numbers if re.fullmatch(r"\d{3}\.\d+[a-z]", n)})
    return lambda number: 1 + weight * math.log1p(counts.get(number, 0))


def evaluate(finder, pairs, *, plain=True, prior=None):
    """{"n", "hit5", "p1", "mrr"} of the finder's ranking (fused with the plain ranking, as the search does)."""
    from rules.rule_refs import is_under
    from search.finder_query import with_plain
    from search.rulefinder import Ranked

    hits = first = 0
    mrr = 0.0
    for p in pairs:
        ranked = finder.rank(finder.query_terms(p["q"]), limit=60)
        if prior:
            # As finder_query.finder_rules applies its boosts: over the finder's sixty.
            ranked = sorted((Ranked(r.number, r.score * prior(r.number)) for r in ranked), key=lambda r: -r.score)
        ranked = ranked[:10]
        if plain:
            ranked = with_plain(ranked, finder.plain_rank(p["q"], limit=10))
        ranks = [i for i, r in enumerate(ranked, 1) if any(is_under(r.number, want) for want in p["rules"])]
        if ranks:
            hits += ranks[0] <= 5
            first += ranks[0] == 1
            mrr += 1 / ranks[0]
    n = max(1, len(pairs))
    return {
        "n": len(pairs),
        "hit5": round(100 * hits / n, 1),
        "p1": round(100 * first / n, 1),
        "mrr": round(mrr / n, 4),
    }


def fit(fields, base, pairs, report):
    """Coordinate search on the fit half's MRR: each parameter over a few values, the others held."""
    from search import rulefinder

    # Every third pair of the fit half: a trial in a few seconds, the MRR's noise still under the gains kept.
    fit_pairs = [p for p in pairs if p["half"] == "fit"][::3]
    params = {**{f"w.{k}": v for k, v in rulefinder.WEIGHTS.items()}, "k1": rulefinder.K1, "b": rulefinder.B}
    params["children"] = rulefinder.CHILDREN
    grid = {"k1": [0.8, 1.2, 1.6], "b": [0.5, 0.75, 0.9], "children": [0.0, 0.15, 0.3, 0.5]}
    for k in rulefinder.WEIGHTS:
        grid[f"w.{k}"] = [0.0, 0.25, 0.5, 1.0, 2.0, 3.0] if k != "text" else [1.0]

    def score(values):
        rulefinder.K1, rulefinder.B = values["k1"], values["b"]
        weights = {k[2:]: v for k, v in values.items() if k.startswith("w.")}
        finder = finder_with(fields, base, weights, values["children"])
        return evaluate(finder, fit_pairs)["mrr"]

    best = score(params)
    for name, values in grid.items():
        for value in values:
            if value == params[name]:
                continue
            trial = dict(params, **{name: value})
            got = score(trial)
            if got > best + 0.002:  # a gain of 0.2 % MRR or more: less is the pairs' noise
                best, params = got, trial
                report(f"  {name} = {value}: fit MRR {got:.4f}")
    return params


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", required=True)
    parser.add_argument("--index", required=True)
    parser.add_argument("--via", default="citation,keyword,concept", help="the links read (comma-separated)")
    parser.add_argument("--masked", action="store_true", help="the questions less what made their link")
    parser.add_argument("--fit", action="store_true", help="fit the finder's parameters on the fit half")
    parser.add_argument("--prior", type=float, action="append", default=[], help="rank by a rule prior of weight A")
    args = parser.parse_args()
    setup_django(db=Path(args.db), index=Path(args.index))
    from search.rulefinder import FILE, RuleFinder

    cache = Path(f"{args.db}.pairs.json")
    started = time.perf_counter()
    if cache.exists():
        stored = json.loads(cache.read_text())
    else:
        stored = {"pairs": make_pairs(), "fields": field_terms()}
        cache.write_text(json.dumps(stored))
    fields, vias = stored["fields"], set(args.via.split(","))
    pairs = [dict(p, q=p["masked"] if args.masked else p["q"]) for p in stored["pairs"] if p["via"] in vias]
    print("pairs by link:", dict(Counter(p["via"] for p in pairs)))
    halves = {h: [p for p in pairs if p["half"] == h] for h in ("fit", "check")}
    took = time.perf_counter() - started
    print(f"{len(pairs)} pairs ({len(halves['fit'])} fit, {len(halves['check'])} check) in {took:.0f} s")
    base = json.loads((Path(args.index) / "current" / FILE).read_text())
    finder = RuleFinder(base)

    def show(label, finder, **kw):
        got = {h: evaluate(finder, ps, **kw) for h, ps in halves.items()}
        print(
            f"{label:40} "
            + "  ".join(f"{h} hit@5 {g['hit5']:5.1f} P@1 {g['p1']:5.1f} MRR {g['mrr']:.4f}" for h, g in got.items())
        )

    started = time.perf_counter()
    show("finder, no plain", finder, plain=False)
    show("finder + plain (as the search)", finder)
    print(f"  ({time.perf_counter() - started:.1f} s)")
    # The prior counted on the fit half's rulings only: a check pair's own ruling does not count for its rule.
    for a in args.prior:
        show(f"finder + plain, prior a={a}", finder, prior=prior_of(halves["fit"], a))
    if args.fit:
        params = fit(fields, base, pairs, print)
        print("fitted:", json.dumps(params))
        from search import rulefinder

        rulefinder.K1, rulefinder.B = params["k1"], params["b"]
        weights = {k[2:]: v for k, v in params.items() if k.startswith("w.")}
        show("fitted finder + plain", finder_with(fields, base, weights, params["children"]))


if __name__ == "__main__":
    sys.exit(main())
