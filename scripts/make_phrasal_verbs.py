"""Writes search/data/phrasal-verbs.json: English phrasal verbs the CR never says whose first sense in WordNet is a
keyword action of 701 ("throw away": discard), each with the forms of its verb, as
{phrase: {"verb": keyword action, "forms": [form of the phrase's verb, ...]}}.

    DATABASE_URL=sqlite:///corpus.sqlite3 .venv/bin/python scripts/make_phrasal_verbs.py [DATA_DIR]

A player says "when do I have to throw some away?"; the CR says "discard", and no word of the question reached 514.1.
WordNet's synset of the phrase's first (most frequent) sense names the verb it means: a phrase is kept when that
synset's head word (its first lemma, the sense's own name) is the title of a keyword action of today's CR (701.2
Activate … "Discard", "Bolster"), so a phrase is read as a word the CR defines and never as a loose synonym
(`throw up` is vomit's, not cast's), and when today's CR never says the phrase itself. The verb's forms are its
regular ones and WordNet's irregular ones (verb.exc: threw, thrown). DATA_DIR defaults to Debian's wordnet-base
(/usr/share/wordnet: `apt-get install wordnet-base`, only to run this script). WordNet 3.0 Copyright 2006 by
Princeton University, under the WordNet 3.0 license, which allows its use and redistribution with that notice.
"""

import json
import os
import re
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "rulings_site.settings")
WORDNET = Path("/usr/share/wordnet")


def lines(path):
    return [line for line in path.read_text(encoding="utf-8").splitlines() if not line.startswith(" ")]


def verb_forms(verb, irregular):
    """The verb's forms: toss, tosses, tossed, tossing; throw, throws, threw, thrown, throwing (WordNet's irregular
    forms in place of the regular past; its doubled `getting` in place of `geting`)."""
    stem = verb[:-1] if verb.endswith("e") else verb
    third = verb + "es" if re.search(r"(s|sh|ch|x|z)$", verb) else verb + "s"
    forms = {verb, third, *irregular}
    if not any(not form.endswith("ing") for form in irregular):
        forms.add(stem + "ed")
    if not any(form.endswith("ing") for form in irregular):
        forms.add(stem + "ing")
    return sorted(forms)


def main():
    import django

    django.setup()
    from rules.models import CRVersion, RuleParagraph
    from search.verbforms import PHRASES

    source = Path(sys.argv[1]) if len(sys.argv) > 1 else WORDNET
    version = CRVersion.current()
    if version is None:
        sys.exit("No CR in this database: import the corpus first.")
    paragraphs = RuleParagraph.objects.filter(version=version)
    actions = {
        title.lower() for title in paragraphs.filter(number__regex=r"^701\.\d+$").values_list("title", flat=True)
    }
    actions |= {"tap", "untap"}  # 701.26 Tap and Untap
    said = " ".join(" ".join(text.lower().split()) for text in paragraphs.values_list("text", flat=True))
    heads = {}  # synset offset: its first lemma
    for line in lines(source / "data.verb"):
        fields = line.split()
        heads[fields[0]] = fields[4]
    irregular = defaultdict(list)
    for line in lines(source / "verb.exc"):
        form, *bases = line.split()
        for base in bases:
            irregular[base].append(form)
    table = {}
    for line in lines(source / "index.verb"):
        fields = line.split()
        lemma = fields[0]
        words = lemma.split("_")
        first = fields[6 + int(fields[3])]
        head = heads[first]
        if len(words) != 2 or head not in actions or head in words or " ".join(words) in said:
            continue
        verb, particle = words
        forms = verb_forms(verb, irregular[verb])
        table[" ".join(words)] = {"verb": head, "forms": forms}
    # One phrase a line: a new run shows as a readable diff.
    out = (f"{json.dumps(phrase)}: {json.dumps(table[phrase])}" for phrase in sorted(table))
    PHRASES.write_text("{\n" + ",\n".join(out) + "\n}\n")
    print(f"{PHRASES}: {len(table)} phrasal verbs")


if __name__ == "__main__":
    main()
