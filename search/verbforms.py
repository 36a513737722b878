"""A verb said in an irregular past form read as the verb the CR says: `fought` as fight, `drew` as draw.

The stemmer makes `fought` of fought, so `my creature fought his` named no word of 701.14 Fight, and `I gave it
+2/+2` none of the CR's "gives". search/data/verb-forms.json (made by scripts/make_verb_forms.py from WordNet's
irregular forms, kept where today's CR says the verb and never the form) holds about the forms; the question keeps
its form and says the verb beside it.
"""

import json
import re
from functools import cache
from pathlib import Path

SHIPPED = Path(__file__).parent / "data" / "verb-forms.json"
WORD = re.compile(r"[a-z]+", re.IGNORECASE)


@cache
def forms():
    """{irregular form: the verb}, lower case."""
    try:
        return json.loads(SHIPPED.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}


def said_as_verbs(text):
    """The text with each irregular form followed by its verb (`he fought` → `he fought fight`)."""
    table = forms()

    def said(match):
        verb = table.get(match[0].lower())
        return f"{match[0]} {verb}" if verb else match[0]

    return WORD.sub(said, text or "")
