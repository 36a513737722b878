"""A typecycling the card has, named by its own word ("Plainscycling is a form of cycling", "You must specify which
landcycling ability you are activating"): 702.29e's "[Type]cycling" (502.18c/d before 2009's renumbering), a variant
of the cycling keyword, whose word the keyword reading (keyword_matching.keywords_named) never finds: "cycling" in
"Plainscycling" has no word boundary, and the card prints no "Cycling" of its own to have it.

links98: tuned46's Sanctum Plowbeast (702.29e); never tuned 702.29 was 6 of 8 labels missed (links95's count). Read as
keyword_matching._landwalk_named reads a landwalk's forms ("Islandwalk cares about lands with the land type Island")."""

import re

# A typecycling's word: a type joined to "cycling" ("Plainscycling", "Slivercycling", "landcycling") or "basic
# landcycling"; not "cycling" itself, nor "recycling".
TYPECYCLING = r"\b(?!re)[a-z]+cycling\b"
# The card's own typecycling: at a line's start ("Mountaincycling {2}, forestcycling {2}", "Basic landcycling {1}{R}")
# or granted ("has slivercycling {3}"), with its cost.
PRINTED = re.compile(r"(^|\n|,\s*|\bhas\s+)(basic\s+)?(?!re)[a-z]+cycling\s*\{", re.IGNORECASE)
# Or the card's effect on cycling itself ("Players can't cycle cards": Stabilizer's "This affects both Cycling and
# Landcycling"), which reaches a typecycling by 702.29f: "typecycling abilities are cycling abilities".
ON_CYCLING = re.compile(r"\bcycl(e|es|ed|ing)\b", re.IGNORECASE)


def typecycling_named(main, card_text, known):
    """[("cycling", entry)] when the ruling (main: its examples left out by the caller, keyword_matching.EXAMPLE)
    names a typecycling and the card has one (Eternal Dragon's "Plainscycling is an activated ability", Valley
    Rannet's "You must specify which landcycling ability you are activating") or reads cycling (Stabilizer). Not
    another card's: Kydele's "such as those found with a basic landcycling ability", an example besides."""
    if "cycling" not in known or not (PRINTED.search(card_text) or ON_CYCLING.search(card_text)):
        return []
    if not re.search(TYPECYCLING, main, re.IGNORECASE):
        return []
    return [("cycling", known["cycling"])]
