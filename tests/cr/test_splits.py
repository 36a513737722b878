"""Splits, merges and renames through the import, the API, the diff, the history page and the feed.

Small CR files written here with the real wording of 2022-11-18 -> 2023-04-14 (712.7 split into 712.11,
712.11a and 712.11b; its 712.7a/b followed to 712.11c/d) and of 2024-03-08 -> 2024-06-07 (308 Tribals ->
Kindreds).
"""

import xml.etree.ElementTree as ET

from ingest.cr import import_cr_files
from rules import lineage
from rules import selectors as rules
from rules.models import RuleParagraph, RulePart
from rules.parser import RULE, SUBRULE, Paragraph

HEAD = "Magic: The Gathering Comprehensive Rules\n\nThese rules are effective as of {date}.\n\n"
TAIL = "Glossary\n\nKindred\nA card type.\n\nCredits\n\nDesign: Richard Garfield\n"
FACE = "Only the face that will be face up on the stack is evaluated to determine if it can be cast."
ABILITY = (
    "If an ability of a transforming double-faced card’s front face allows it to be cast “transformed,” "
    "that ability is also considered when evaluating that spell to determine if it can be cast."
)
OLD_712_7 = (
    "If a transforming double-faced card is cast as a spell, it’s put on the stack with its front face up by "
    "default. If a transforming double-faced card is cast “transformed” or “converted,” it’s put on the stack "
    "with its back face up. A player casting a modal double-faced card as a spell chooses which face they are "
    "casting before putting it onto the stack."
)
MELD = "If a meld card is cast as a spell, it’s put on the stack with its front face up. See rule 601."
TRIBAL = "Each {0} card has another card type. Casting and resolving a {0} card follows the rules for that type."
SUBTYPES = "{0} subtypes are always a single word and are listed after a long dash, as in “{0} — Elf.”"
OTHER = "A permanent’s owner is the player who owned the card that represents it, a rule unchanged throughout."

OLD = f"""1. Game Concepts

100. General

100.1. {OTHER}

3. Card Types

308. Tribals

308.1. {TRIBAL.format("tribal")}

308.2. {SUBTYPES.format("Tribal")}

7. Additional Rules

712. Double-Faced Cards

712.7. {OLD_712_7}

712.7a {FACE}

712.7b {ABILITY}

713. Meld

713.8. {MELD}

"""
NEW = f"""1. Game Concepts

100. General

100.1. {OTHER}

3. Card Types

308. Kindreds

308.1. {TRIBAL.format("kindred")}

308.2. {SUBTYPES.format("Kindred")}

7. Additional Rules

712. Double-Faced Cards

712.11. A double-faced spell is cast with its front face up by default. See rule 601.

712.11a If a transforming double-faced card or a copy of a transforming double-faced card is cast as a spell \
“transformed” or “converted,” it’s put on the stack with its back face up.

712.11b A player casting a modal double-faced card as a spell chooses which face they are casting before \
putting it onto the stack.

712.11c {FACE}

712.11d {ABILITY}

"""


def write(tmp_path, name, date, body):
    path = tmp_path / name
    path.write_text(HEAD.format(date=date) + body + TAIL, encoding="utf-8")
    return path


def import_both(tmp_path, order=("old", "new")):
    files = {
        "old": write(tmp_path, "MagicCompRules 20221118.txt", "November 18, 2022", OLD),
        "new": write(tmp_path, "MagicCompRules 20230414.txt", "April 14, 2023", NEW),
    }
    results = import_cr_files([files[name] for name in order])
    assert all(result.status == "imported" for result in results), [r.error for r in results]


def para(number, date):
    return RuleParagraph.objects.get(number=number, version__effective_date=date)


def test_712_7_is_split_and_its_subrules_followed(no_cr, tmp_path):
    import_both(tmp_path)
    old = para("712.7", "2022-11-18")
    assert old.lineage_id == para("712.11", "2023-04-14").lineage_id
    assert para("712.7a", "2022-11-18").lineage_id == para("712.11c", "2023-04-14").lineage_id
    assert para("712.7b", "2022-11-18").lineage_id == para("712.11d", "2023-04-14").lineage_id
    targets = set(RulePart.objects.filter(source=old).values_list("target__number", flat=True))
    assert targets == {"712.11a", "712.11b"}


def test_split_order_of_import_does_not_matter(no_cr, tmp_path):
    import_both(tmp_path, order=("new", "old"))
    old = para("712.7", "2022-11-18")
    assert set(RulePart.objects.filter(source=old).values_list("target__number", flat=True)) == {"712.11a", "712.11b"}


def test_api_changes_show_the_split_and_the_rename(no_cr, tmp_path, client):
    import_both(tmp_path)
    data = client.get("/api/changes/2022-11-18/2023-04-14").json()
    by_kind = {}
    for change in data["changes"]:
        by_kind.setdefault(change["kind"], []).append(change)
    [split] = by_kind["split"]
    assert (split["old_number"], split["new_numbers"]) == ("712.7", ["712.11", "712.11a", "712.11b"])
    # Neither the split's new pieces nor the renamed heading are listed as added; nothing of 308 is removed.
    assert [c["new_number"] for c in by_kind.get("added", [])] == []
    assert sorted(c["old_number"] for c in by_kind["removed"]) == ["713", "713.8"]
    [renamed] = [c for c in data["changes"] if c.get("renamed_from")]
    assert (renamed["old_number"], renamed["new_number"], renamed["renamed_from"]) == ("308", "308", "Tribals")
    assert data["counts"]["split"] == 1


def test_lineage_history_diff_and_feed_say_split(no_cr, tmp_path, client):
    import_both(tmp_path)
    lineage = rules.lineage_of(para("712.7", "2022-11-18"))
    assert lineage[0]["parts_into"] == [
        {"version": "2023-04-14", "number": "712.11a"},
        {"version": "2023-04-14", "number": "712.11b"},
    ]
    assert [entry["number"] for entry in lineage] == ["712.7", "712.11"]
    page = client.get("/rules/712.11/history").content.decode()
    assert "Part of 712.7 went into" in page
    assert "712.11a" in page
    page = client.get("/rules/308/history").content.decode()
    assert "renamed" in page
    diff = client.get("/rules/diff/2022-11-18/2023-04-14").content.decode()
    assert 'id="split"' in diff
    assert "renamed from “Tribals”" in diff
    feed = ET.fromstring(client.get("/rules/changes.atom").content)
    titles = [e.findtext("{http://www.w3.org/2005/Atom}title") for e in feed.iter("{http://www.w3.org/2005/Atom}entry")]
    assert titles[0] == "CR effective 2023-04-14: 2 removed, 1 split, 3 edited, 2 renumbered, 1 renumbered and edited"


def test_two_files_of_one_effective_date_store_the_later_published(no_cr, tmp_path):
    first = write(tmp_path, "MagicCompRules 20221110.txt", "November 18, 2022", OLD)
    later = write(tmp_path, "MagicCompRules 20221118.txt", "November 18, 2022", OLD.replace("unchanged", "the same"))
    results = import_cr_files([later, first])
    assert [r.status for r in results] == ["imported", "superseded"]
    assert results[1].ok
    assert "MagicCompRules 20221118.txt" in results[1].describe()
    assert RuleParagraph.objects.get(number="100.1").version.source_name == "MagicCompRules 20221118.txt"


def test_emphasis_is_stored_apart_and_shown_in_italics(no_cr, tmp_path, client):
    body = OLD.replace("100.1. A permanent’s owner", "100.1. A _Magic_ permanent’s owner")
    import_cr_files([write(tmp_path, "MagicCompRules 20090715.txt", "July 15, 2009", body)])
    rule = RuleParagraph.objects.get(number="100.1")
    assert rule.text.startswith("A Magic permanent’s owner")
    assert rule.emphasis == ["Magic"]
    page = client.get("/rules/100.1").content.decode()
    assert "A <em>Magic</em> permanent" in page


OLD_212_6B = (
    "A player may play only one land card during each of his or her own turns. Effects may allow the playing of "
    "additional lands; playing an additional land in this way doesn't prevent a player from taking the normal "
    "action of playing a land. Players can't begin to play a land that an effect prohibits from being played. As a "
    "player plays a land, he or she announces whether he or she is using the once-per-turn action of playing a "
    "land. If not, he or she specifies which effect is allowing the additional land play. Effects may also allow "
    'you to "put" lands into play. This isn\'t the same as "playing a land" and doesn\'t count as the player\'s one '
    "land played during his or her turn. A player may not play a land unless it's his or her turn, even if an "
    "effect would seem to allow the player to do so."
)
NEW_212_6C = (
    "A player may normally play only one land card during his or her turn; however, continuous effects may "
    "increase this number. If any such effects exist, the player announces which effect, or this rule, applies to "
    "each land play as it happens."
)
NEW_212_6E = (
    'Effects may also allow players to "put" lands into play. This isn\'t the same as "playing a land" and '
    "doesn't count as a player's one land played during his or her turn."
)


def paragraph(number, text):
    from types import SimpleNamespace

    return SimpleNamespace(number=number, kind="subrule", title="", text=text, examples=[], parent=number[:-1])


def test_a_rule_reworded_around_one_clause_of_a_split_rule_is_a_part_of_it():
    # 2007-10-01: 212.6b went on as 212.6e and into the new 212.6c, which keeps only a clause of its first
    # sentence. No import needed: rules.parts.parts on the real wording.
    from rules.parts import parts

    old = [paragraph("212.6b", OLD_212_6B)]
    new = [paragraph("212.6c", NEW_212_6C), paragraph("212.6e", NEW_212_6E)]
    assert parts(old, new, {1: 0}) == [(0, 0)]
    # The matching's own pass reads sentences only: a clause says where words went, not which rule a rule became.
    assert parts(old, new, {1: 0}, clauses=False) == []


def test_a_clause_shared_by_two_rules_that_go_on_is_no_part():
    # "the game returns to the moment before ..." of 409.1 (May 2009, now 601.2) and of 308.2 (now 508.1):
    # parallel wordings of rules that both go on (their real texts).
    from rules.parts import parts

    old = [
        paragraph(
            "409.1",
            "Playing a spell or activated ability follows the steps listed below, in order. If, at any point during "
            "the playing of a spell or ability, a player is unable to comply with any of the steps listed below, the "
            "spell was played illegally; the game returns to the moment before that spell or ability was played "
            "(see rule 422, \"Handling Illegal Actions\"). Announcements and payments can't be altered after they've "
            "been made.",
        ),
        paragraph(
            "308.2",
            "To declare attackers, the active player follows the steps below, in order. If at any point during the "
            "declaration of attackers, the active player is unable to comply with any of the steps listed below, the "
            "declaration was illegal; the game returns to the moment before the declaration (see rule 422, "
            '"Handling Illegal Actions," and rule 500, "Legal Attacks and Blocks").',
        ),
    ]
    new = [
        paragraph(
            "601.2",
            "To cast a spell is to take it from the zone it's in (usually the hand), put it on the stack, and pay its "
            "costs, so that it will eventually resolve and have its effect. Casting a spell follows the steps listed "
            "below, in order. If, at any point during the casting of a spell, a player is unable to comply with any "
            "of the steps listed below, the spell was cast illegally; the game returns to the moment before that "
            'spell started to be cast (see rule 714, "Handling Illegal Actions"). Announcements and payments can\'t '
            "be altered after they've been made.",
        ),
        paragraph(
            "508.1",
            "First, the active player declares attackers. This turn-based action doesn't use the stack. To declare "
            "attackers, the active player follows the steps below, in order. If at any point during the declaration "
            "of attackers, the active player is unable to comply with any of the steps listed below, the declaration "
            'was illegal; the game returns to the moment before the declaration (see rule 714, "Handling Illegal '
            'Actions").',
        ),
    ]
    assert parts(old, new, {0: 0, 1: 1}) == []


# --- reworded splits and rules rewritten in place (rules.parts._between_pieces, everyone-words sentences, and
# rules.lineage's last pass); the real wordings, then made-up ones that must not link ---------------------------

NEW_212_6D = (
    "A player can't play a land, for any reason, if it isn't his or her turn. Ignore any part of an effect that "
    "instructs a player to do so. Similarly, a player can't play a land, for any reason, if that player has used all "
    "of his or her land plays for that turn. Ignore any part of an effect that instructs a player to do so."
)


def test_a_sentence_reworded_into_a_rule_between_two_pieces_of_its_rule_is_a_part():
    # 2007-10-01: 212.6b's last sentence became 212.6d, between 212.6c (a part of 212.6b) and 212.6e (its
    # continuation); it shares no sentence with 212.6d, only what it is about.
    from rules.parts import parts

    old = [paragraph("212.6b", OLD_212_6B)]
    new = [paragraph("212.6c", NEW_212_6C), paragraph("212.6d", NEW_212_6D), paragraph("212.6e", NEW_212_6E)]
    assert parts(old, new, {2: 0}) == [(0, 0), (0, 1)]


def test_a_new_rule_between_two_pieces_of_a_rule_that_says_something_else_is_no_part():
    from rules.parts import parts

    old = [paragraph("212.6b", OLD_212_6B)]
    other = "Continuous effects that grant abilities never change the printed text of the objects they affect."
    new = [paragraph("212.6c", NEW_212_6C), paragraph("212.6d", other), paragraph("212.6e", NEW_212_6E)]
    assert parts(old, new, {2: 0}) == [(0, 0)]
    # Not between two pieces of it: the reworded sentence after them is no part either (that would be a guess).
    new = [paragraph("212.6c", NEW_212_6C), paragraph("212.6e", NEW_212_6E), paragraph("212.6f", NEW_212_6D)]
    assert parts(old, new, {1: 0}) == [(0, 0)]


OLD_200_7 = (
    "An ability can be one of two things. First, it can be an activated or triggered ability on the stack. Second, "
    'it can be text on an object that explains what the object does. (See rule 402, "Abilities," and section 4, '
    '"Spells, Abilities, and Effects.")'
)


def test_a_sentence_of_common_words_only_is_followed_into_its_new_rule():
    # 2009-07-11: 200.7 is 112.1 ("An ability can be one of two things:"); its second sentence became 112.1b. Every
    # word of it is in forty old sentences or more, which the parts' index passes over; a new paragraph with no
    # predecessor reads it against every old sentence sharing most of its words.
    from rules.parts import parts

    old = [lineage_rule("200.7", OLD_200_7)]
    filler = [
        lineage_rule(f"300.{k}", f"An activated or triggered ability on the stack can be rule {k}.") for k in range(45)
    ]
    new = [
        lineage_rule("112.1", "An ability can be one of two things:"),
        paragraph(
            "112.1b",
            "An ability can be an activated or triggered ability on the stack. This kind of ability is "
            'an object. (See section 6, "Spells, Abilities, and Effects.")',
        ),
    ]
    assert lineage.match_versions(old + filler, new) == {0: 0}
    assert parts(old + filler, new, {0: 0}) == [(0, 1)]
    # The matching's own pass leaves it to the parts: one sentence says where words went, not which rule it is.
    assert parts(old + filler, new, {0: 0}, clauses=False) == []


def lineage_rule(number, text):
    return Paragraph(number=number, kind=RULE, title="", text=text, parent=number.split(".")[0])


def lineage_sub(number, text):
    return Paragraph(number=number, kind=SUBRULE, title="", text=text, parent=number[:-1])


OLD_502_6A = (
    "Landwalk and snow landwalk are generic terms; a card's rules text will give a specific subtype or supertype "
    '(such as in "islandwalk," "snow swampwalk," or "legendary landwalk").'
)
NEW_702_12A = (
    'Landwalk is a generic term that appears within an object\'s rules text as "[type]walk," where [type] is usually a '
    'subtype (as in "islandwalk"), but can be the card type land, any land type, any supertype, or any combination '
    'thereof (as in "snow swampwalk" or "legendary landwalk").'
)
EVASION = (
    "Landwalk is an evasion ability. A creature with landwalk can't be blocked as long as the defending player "
    "controls a land of that type."
)


def landwalk(top, first):
    return [
        Paragraph(number=f"{top}", kind=RULE, title="Landwalk", text="", parent=top.split(".")[0]),
        lineage_sub(f"{top}a", first),
        lineage_sub(f"{top}b", EVASION),
    ]


def test_a_rule_rewritten_in_its_place_is_the_same_rule():
    # 502.6a of May 2009 is 702.12a of July 2009 (today's 702.14a): under its keyword, between the same neighbours,
    # most of its content words, and no other new paragraph comes near. Difflib's ratio is 0.33, under any pass's.
    old, new = landwalk("502.6", OLD_502_6A), landwalk("702.12", NEW_702_12A)
    assert lineage.similarity(OLD_502_6A, NEW_702_12A) < lineage.THRESHOLD
    assert lineage.match_versions(old, new) == {0: 0, 1: 1, 2: 2}
    assert lineage.changes(old, new, {0: 0, 1: 1, 2: 2}) == ["renumbered", "renumbered_edited", "renumbered"]


def test_a_rewritten_rule_is_not_paired_when_two_new_rules_read_alike_or_it_moved_elsewhere():
    old = landwalk("502.6", OLD_502_6A)
    # Two new subrules of the keyword that both hold its words (a template wording): neither is it.
    twin = NEW_702_12A.replace("Landwalk is a generic term", "Snow landwalk is a generic term")
    new = [*landwalk("702.12", NEW_702_12A)[:2], lineage_sub("702.12b", twin), lineage_sub("702.12c", EVASION)]
    assert lineage.match_versions(old, new) == {0: 0, 3: 2}
    # Under another rule than its own's continuation: no.
    new = [
        *landwalk("702.12", "Landwalk is a keyword.")[:1],
        lineage_sub("702.12b", EVASION),
        Paragraph(number="702.13", kind=RULE, title="Walk", text="", parent="702"),
        lineage_sub("702.13a", NEW_702_12A),
    ]
    assert 3 not in lineage.match_versions(old, new)
