"""Writes search/data/players-words.json: the players' words of rules/plainwords that today's CR never says
("pick", "float", "wear off"), each with the CR words of the rules those asks are about, as
{players' stem: [[CR stem, score], ...]}.

    DATABASE_URL=sqlite:///corpus.sqlite3 .venv/bin/python scripts/make_players_words.py

A question says "do I pick its targets"; the CR says "choose", and the asks of the rule that answers it say
"choose" too, so the players' word reached no rule. Across the asks, "pick" is said of 18 rules, and the texts of
most of them say "choose": a players' word bridges to the CR words that at least SHARE of the rules whose asks say
it have in their own text, LIFT times more often than the CR's paragraphs at large, when MINIMUM rules or more say
it (fewer is one editor's wording), and share × ln(lift) is at least SCORE. Nothing is read from a question set.
"""

import json
import math
import os
import sys
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "rulings_site.settings")
MINIMUM = 4
SHARE = 0.5
LIFT = 4.0
# A bridge end scoring less is a word the rules share by chance (`big`: game).
SCORE = 1.5
NEAREST = 2


def main():
    import django

    django.setup()
    from rules import plainwords
    from rules.models import CRVersion, RuleParagraph
    from search.playerswords import SHIPPED
    from search.rulefinder import QUESTION_WORDS, _terms

    version = CRVersion.current()
    if version is None:
        sys.exit("No CR in this database: import the corpus first.")
    said = {n: set(_terms(t)) for n, t in RuleParagraph.objects.filter(version=version).values_list("number", "text")}
    df = Counter(t for terms in said.values() for t in terms)
    asked = defaultdict(set)  # {players' stem: rules whose asks say it}
    for number, asks in plainwords.asks_by_number(version).items():
        for ask in asks:
            words = [w for w in ask.lower().replace("?", " ").split() if w not in QUESTION_WORDS]
            for term in set(_terms(" ".join(words))) - df.keys():
                asked[term].add(number)
    bridge = {}
    for word, numbers in asked.items():
        if len(numbers) < MINIMUM:
            continue
        held = Counter(t for n in numbers for t in said.get(n, ()))
        near = []
        for term, count in held.items():
            share = count / len(numbers)
            lift = share * len(said) / df[term]
            if share >= SHARE and lift >= LIFT and share * math.log(lift) >= SCORE and not term[0].isdigit():
                near.append((round(share * math.log(lift), 2), term))
        if near:
            bridge[word] = [[t, s] for s, t in sorted(near, key=lambda x: (-x[0], x[1]))[:NEAREST]]
    # One players' word a line: a new run shows as a readable diff.
    lines = (f"{json.dumps(w)}: {json.dumps(bridge[w])}" for w in sorted(bridge))
    SHIPPED.write_text("{\n" + ",\n".join(lines) + "\n}\n")
    print(f"{SHIPPED}: {len(bridge)} players' words")


if __name__ == "__main__":
    main()
