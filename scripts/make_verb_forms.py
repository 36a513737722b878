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

It also writes search/data/keyword-verb-forms.json: the irregular forms of the words of today's keyword and
keyword-action names (701.x, 702.x titles; a word ending in -ing read as its verb too: Flying → fly), whether or not
the CR says the form, when its terms are not the word's: "foretold": "foretell" (the CR says "foretold"),
"beheld": "behold", "flew": "flying". RuleFinder.unnamed reads them as the name (verbforms.keyword_forms).
"""

import json
import os
import re
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
    from search.ruleexpansion import KEYWORD_RULE
    from search.rulefinder import QUESTION_WORDS, _terms
    from search.verbforms import KEYWORD_FORMS, SHIPPED

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
    said, words = set(), set()
    for text in RuleParagraph.objects.filter(version=version).values_list("text", flat=True):
        said.update(_terms(text))
        words.update(re.findall(r"[a-z]+", text.lower()))
    forms = {}
    exceptions = [line.split() for line in source.read_text(encoding="utf-8").splitlines()]
    for form, *bases in exceptions:
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
    _write(SHIPPED, forms)
    titles = RuleParagraph.objects.filter(version=version).exclude(title="").values_list("number", "title")
    names = {w for n, title in titles if KEYWORD_RULE.fullmatch(n) for w in re.findall(r"[a-z]+", title.lower())}
    found = keyword_forms(names, exceptions, others, _terms)
    found.update(inflected(names, words, _terms))
    _write(KEYWORD_FORMS, dict(sorted(found.items())))


def keyword_forms(names, exceptions, others, analyze):
    """{irregular form: the name's word} of the words of keyword names (names), from WordNet's exceptions
    ([form, verb, ...] lines), less the forms with a noun or adjective sense in use (others) and the forms whose
    terms are the word's already (`tapped`: tap)."""
    verbs = {word: word for word in names}
    # A name said as an -ing form (Flying, Web-slinging) is said in the past as its verb is (flew, slung).
    verbs.update({w[:-3] + end: w for w in names if w.endswith("ing") and len(w) > 5 for end in ("", "e")})
    found = {}
    for form, *bases in exceptions:
        word = next((verbs[b] for b in bases if b in verbs), None)
        if word and form.isalpha() and form not in others and set(analyze(form)) != set(analyze(word)):
            found.setdefault(form, word)
    return found


def inflected(names, words, analyze):
    """{form: the name's word} of the CR's own regular inflections of the words of keyword names (words: the CR's
    words) that the stemmer cuts otherwise than the word: `sacrificed` and `sacrificing` are `sacrif`, 701.21
    Sacrifice `sacrific`."""
    found = {}
    # A word of three letters is no verb of a name (the, you, tap: `tapped` stems to tap already).
    for name in (n for n in names if len(n) > 3):
        # The word less an -e, less an -ing as keyword_forms reads one (not ring's: `red`), its -y as -i.
        ing = name[:-3] if name.endswith("ing") and len(name) > 5 else name
        roots = {name, name.removesuffix("e"), ing, name[:-1] + "i" if name.endswith("y") else name}
        endings = {r + end for r in roots for end in ("s", "es", "d", "ed", "ing")}
        endings |= {r + r[-1] + end for r in roots for end in ("ed", "ing")}
        for word in endings & words:
            if word != name and set(analyze(word)) != set(analyze(name)):
                found.setdefault(word, name)
    return found


def _write(path, forms):
    # One form a line: a new run shows as a readable diff.
    lines = (f"{json.dumps(form)}: {json.dumps(forms[form])}" for form in sorted(forms))
    path.write_text("{\n" + ",\n".join(lines) + "\n}\n")
    print(f"{path}: {len(forms)} irregular forms")


if __name__ == "__main__":
    main()
