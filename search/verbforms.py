"""A verb said in an irregular past form, or as a phrasal verb, read as the verb the CR says: `fought` as fight,
`drew` as draw, `throw some away` as discard.

The stemmer makes `fought` of fought, so `my creature fought his` named no word of 701.14 Fight, and `I gave it
+2/+2` none of the CR's "gives". search/data/verb-forms.json (made by scripts/make_verb_forms.py from WordNet's
irregular forms, kept where today's CR says the verb and never the form) holds about the forms; the question keeps
its form and says the verb beside it.

A phrasal verb's words are each the CR's own (`throw`, `away`) and none means what the phrase does: `when do I have
to throw some away?` reached no word of 514.1's "discard". search/data/phrasal-verbs.json (made by
scripts/make_phrasal_verbs.py: the phrases whose first sense in WordNet is a keyword action of 701) holds them; the
verb is said after the phrase, its object between (up to two words: `throw a card away`) or not.

A keyword's name said in an irregular form is read as the name where the finder asks whether a question names the
keyword (RuleFinder.unnamed): `I foretold a card this turn` named no term of 702.143 Foretell (the stemmer makes
`foretold` of foretold, `foretel` of the name), and the finder weighed Foretell's rules down as a keyword the question
does not name. verb-forms.json leaves "foretold" out because the CR says it (702.143: "a foretold card"), so
search/data/keyword-verb-forms.json (the same script, the same WordNet list) holds the irregular forms of the words of
the keyword and keyword-action names (701.x, 702.x titles), whether or not the CR says them.
"""

import json
import re
from functools import cache
from pathlib import Path

SHIPPED = Path(__file__).parent / "data" / "verb-forms.json"
PHRASES = Path(__file__).parent / "data" / "phrasal-verbs.json"
KEYWORD_FORMS = Path(__file__).parent / "data" / "keyword-verb-forms.json"
WORD = re.compile(r"[a-z]+", re.IGNORECASE)
# The words a phrasal verb's object may take between its verb and its particle (`throw one of them away` is three).
BETWEEN = 2


@cache
def forms():
    """{irregular form: the verb}, lower case."""
    try:
        return json.loads(SHIPPED.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}


@cache
def keyword_forms():
    """{irregular form: the word of a keyword's name it is a form of}, lower case (`foretold`: foretell)."""
    try:
        return json.loads(KEYWORD_FORMS.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}


@cache
def keyword_terms(analyze):
    """{a keyword form's term: the terms of its name's word} through analyze (rulefinder._terms): `foretold` →
    (`foretel`,). Read once per analyzer: a question's terms are looked up, never analysed again."""
    return {term: tuple(analyze(word)) for form, word in keyword_forms().items() for term in analyze(form)}


@cache
def phrasal():
    """[(pattern of the phrase in any of its verb's forms, the CR's verb)]."""
    try:
        table = json.loads(PHRASES.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return []
    found = []
    for phrase, entry in table.items():
        particle = phrase.split()[-1]
        verb = "|".join(map(re.escape, entry["forms"]))
        pattern = rf"\b(?:{verb})(?:\s+[\w'-]+){{0,{BETWEEN}}}?\s+{re.escape(particle)}\b"
        found.append((re.compile(pattern, re.IGNORECASE), entry["verb"]))
    return found


def said_as_verbs(text):
    """The text with each irregular form followed by its verb (`he fought` → `he fought fight`) and each phrasal
    verb by the CR's (`throw some away` → `throw some away discard`)."""
    table = forms()

    def said(match):
        verb = table.get(match[0].lower())
        return f"{match[0]} {verb}" if verb else match[0]

    text = WORD.sub(said, text or "")
    for pattern, verb in phrasal():
        text = pattern.sub(lambda match, verb=verb: f"{match[0]} {verb}", text)
    return text
