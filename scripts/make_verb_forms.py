"""Writes search/data/verb-forms.json: English irregular verb forms the CR never says, each with the verb the CR
says ("drew": "draw", "fought": "fight", "gave": "give"), from WordNet's list of irregular forms (verb.exc).

    DATABASE_URL=sqlite:///corpus.sqlite3 .venv/bin/python scripts/make_verb_forms.py [VERB.EXC]

A player says what happened in the past tense ("my creature fought his", "I drew my seventh card"); the stemmer
makes `fought` of fought and `fight` of fight, so the question reached no word of 701.14 Fight. A form is kept when
today's CR says its verb and never the form itself (the CR's own "dealt", "chose", "left" already match), and when
WordNet has no noun or adjective of that spelling in use (a sense its tagged texts hold: `wound` is an injury,
`saw` a tool, `fallen` a quality; the name Drew is in none). VERB.EXC
defaults to Debian's wordnet-base (/usr/share/wordnet/verb.exc: `apt-get install wordnet-base`, only to run this
script). WordNet 3.0 Copyright 2006 by Princeton University, under the WordNet 3.0 license, which allows its use
and redistribution with that notice.
"""

import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "rulings_site.settings")
WORDNET = Path("/usr/share/wordnet/verb.exc")


def main():
    import django

    django.setup()
    from rules.models import CRVersion, RuleParagraph
    from search.rulefinder import QUESTION_WORDS, _terms
    from search.verbforms import SHIPPED

    source = Path(sys.argv[1]) if len(sys.argv) > 1 else WORDNET
    # WordNet's nouns and adjectives with a sense its tagged texts use, from the index files beside the list
    # (lemma pos synset_cnt p_cnt [ptr_symbol]*p_cnt sense_cnt tagsense_cnt ...).
    others = set()
    for index in ("index.noun", "index.adj"):
        for line in (source.parent / index).read_text(encoding="utf-8").splitlines():
            if line.startswith(" "):
                continue
            fields = line.split()
            tagged = int(fields[5 + int(fields[3])])
            if tagged:
                others.add(fields[0])
    version = CRVersion.current()
    if version is None:
        sys.exit("No CR in this database: import the corpus first.")
    said = set()
    for text in RuleParagraph.objects.filter(version=version).values_list("text", flat=True):
        said.update(_terms(text))
    forms = {}
    for line in source.read_text(encoding="utf-8").splitlines():
        form, *bases = line.split()
        if not form.isalpha() or form in forms or form in others:
            continue
        own = _terms(form)
        if not own or set(own) & said:
            continue
        for base in bases:
            terms = _terms(base)
            if base.isalpha() and base not in QUESTION_WORDS and terms and terms != own and set(terms) <= said:
                forms[form] = base
                break
    # One form a line: a new run shows as a readable diff.
    lines = (f"{json.dumps(form)}: {json.dumps(forms[form])}" for form in sorted(forms))
    SHIPPED.write_text("{\n" + ",\n".join(lines) + "\n}\n")
    print(f"{SHIPPED}: {len(forms)} irregular forms")


if __name__ == "__main__":
    main()
