"""Phrases mined from the rulings that cite a rule: the words WotC's own rulings use for the rule they cite.

    MTG_CORPUS=/path/to/corpus .venv/bin/python -m rulings.phrase_mining [--out FILE] [--support N] [--share X]

For each rule cited explicitly ("see rule 601.2c", rules/rule_refs.py's cited_ranges) by the corpus's WotC rulings
(mtgjson3, each (date, text) once, the card's names blanked as links.py blanks them), the word n-grams of 2 to 4
words that the rule's citing rulings say at least `support` times and that, among all the rulings citing any rule
and saying the n-gram, belong to this rule's in a share of at least `share`. A ruling saying such a phrase would then
be linked to that rule. Measured on 2026-12-02 (docs/cards.md, "measured and not kept"): the corpus's 17,380
distinct WotC rulings hold 16 that cite a rule, all of one Unstable card, each a different subrule of 704.5, so at
support 3 nothing is mined; the script stays to be run again on a corpus that cites more.

The numbers are kept as cited (the CR of the ruling's date): a phrase file for the linker would take them to
today's number through the rules' lineage first.
"""

import argparse
import csv
import json
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

from rules.rule_refs import cited_ranges

WORD = re.compile(r"[a-z][a-z'\u2019]*")
# A rule number and what announces it ("see rule 704.5a", "(704.5a)") is the citation, not the rule's words.
NUMBER = re.compile(r"\(?\b(?:see\s+)?(?:rules?\s+)?\d{3}(?:\.\d+[a-z]?)?(?:\s?[\u2013\u2014-]\s?[a-z])?\b\)?", re.I)


def ngrams(text, sizes=(2, 3, 4)):
    """The text's word n-grams, lower-cased, a word's final s dropped (loses, lose), never across a sentence's end;
    each once."""
    found = set()
    for sentence in re.split(r"[.;:!?()\"\u201c\u201d]", NUMBER.sub(" ", text.lower())):
        words = [_singular(w.replace("\u2019", "'")) for w in WORD.findall(sentence)]
        for size in sizes:
            found.update(" ".join(words[i : i + size]) for i in range(len(words) - size + 1))
    return found


def _singular(word):
    """The word without one final s ("targets", "loses"), not "is", "has", "loss": the phrases' plain forms."""
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word


def mine(rulings, *, support=3, share=0.8):
    """[(phrase, rule, support, share)] from rulings [(text with names blanked, [cited rule numbers])]: the
    phrases of a cited rule's rulings said by at least `support` of them, and by this rule's in at least `share`
    of the citing rulings that say them. Sorted by rule, then phrase."""
    by_rule = defaultdict(Counter)
    citing = Counter()
    for text, rules in rulings:
        if not rules:
            continue
        grams = ngrams(text)
        citing.update(grams)
        for rule in set(rules):
            by_rule[rule].update(grams)
    mined = []
    for rule, grams in by_rule.items():
        for phrase, count in grams.items():
            if count >= support and count / citing[phrase] >= share:
                mined.append((phrase, rule, count, round(count / citing[phrase], 3)))
    return sorted(mined, key=lambda row: (row[1], row[0]))


def corpus_rulings(corpus, blank):
    """[(text with the card's names blanked, [cited numbers])], each WotC ruling of mtgjson3 once (its first card
    in file order); blank(text, names) blanks names."""
    seen = {}
    for path in sorted((Path(corpus) / "mtgjson3").glob("*.json")):
        for card in json.loads(path.read_text(encoding="utf-8")).get("cards", []):
            names = [card.get("name", ""), *card.get("names", [])]
            for ruling in card.get("rulings") or []:
                seen.setdefault((ruling["date"], ruling["text"]), names)
    return [(blank(text, names), [first for first, _ in cited_ranges(text)]) for (_, text), names in seen.items()]


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", help="the corpus folder (default: $MTG_CORPUS)")
    parser.add_argument("--out", help="write the phrases to this TSV file (phrase, rule, support, share)")
    parser.add_argument("--support", type=int, default=3)
    parser.add_argument("--share", type=float, default=0.8)
    args = parser.parse_args(argv)
    import os

    corpus = args.corpus or os.environ.get("MTG_CORPUS")
    if not corpus:
        sys.exit("set MTG_CORPUS or give --corpus")
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "rulings_site.settings")
    import django

    django.setup()
    from rulings.keyword_matching import without_names

    rulings = corpus_rulings(corpus, without_names)
    citing = [r for r in rulings if r[1]]
    mined = mine(rulings, support=args.support, share=args.share)
    cited = Counter(rule for _, rules in citing for rule in set(rules))
    print(f"{len(rulings)} distinct WotC rulings; {len(citing)} cite a rule; {len(cited)} rules cited")
    print(f"rules cited by at least {args.support} rulings: {sum(1 for n in cited.values() if n >= args.support)}")
    print(f"phrases mined (support >= {args.support}, share >= {args.share}): {len(mined)}")
    for row in mined[:40]:
        print("  " + "\t".join(map(str, row)))
    if args.out:
        with open(args.out, "w", encoding="utf-8", newline="") as out:
            writer = csv.writer(out, delimiter="\t", lineterminator="\n")
            writer.writerow(["phrase", "rule", "support", "share"])
            writer.writerows(mined)


if __name__ == "__main__":
    main()
