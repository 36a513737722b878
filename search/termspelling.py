"""Of the spellings a misspelt word may stand for at the same distance, the one that makes a rules term with the
words around it: `workd rule` is the world rule (704.5k), not `word rule`, though `word` is the commoner word."""

from . import answers, jargon

# Candidates tried per misspelt word, the commonest first.
TRIED = 6


def terms_named(searchers, text):
    """The lower-cased terms of two words or more (the jargon's and the glossary's) a text names."""
    table = jargon.load()
    found = answers.named(table.understand(text), searchers.glossary, table)
    return {n.definition.term.lower() for n in found if len(n.definition.term.split()) >= 2}


def in_a_term(searchers, text, word, correction, replace):
    """correction, or another spelling of word at the same distance that names a term of two words or more with
    the text's other words when correction names none. replace(text, spelling): the text with word so spelt."""
    lexicon = searchers.lexicon
    near = lexicon.within(word, maxdist=2, prefix=1)
    distance = next((d for d, _, w in near if w == correction), None)
    if distance is None:
        return correction
    named = terms_named(searchers, replace(text, correction))
    others = [w for d, _, w in near if d == distance and w != correction]
    for other in list(dict.fromkeys(others))[:TRIED]:
        # The spelling itself one of the term's words (`counted` is no word of "counts as").
        if any(other in term.split() for term in terms_named(searchers, replace(text, other)) - named):
            return other
    return correction
