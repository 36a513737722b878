"""The forms of WotC's files of 2003-2016 (tests/cr/test_corpus.py checks every real file; these are
small texts in each form, lines taken from the real files)."""

import pytest

from rules.parser import CRParseError, decode_cr, parse_cr, parse_cr_bytes, strip_emphasis

HEAD_2003 = (
    "Magic: The Gathering Comprehensive Rules\r\n\r\nThese rules are current as of March 15, 2003.\r\n\r\n"
    "Contents\r\n\r\n1. The Game\r100. General\r\n\r\n5. Additional Rules\r502. Keyword Abilities\r\n\r\n"
    "Glossary\r\n\r\nCredits\r\n\r\nQuestions?\r\n\r\n"
)
BODY_2003 = (
    "1. The Game\r\n\r\n100. General\r\n\r\n"
    "100.1. These Magic rules assume a game between two players.\r\n\r\n"
    "102.8 If a player has ten or more poison counters, he or she loses the game.\r\n\r\n"
    "5. Additional Rules\r\n\r\n502. Keyword Abilities\r\n\r\n502.4. Flying\r\n\r\n"
    "502.4a Flying is an evasion ability.\r\n\r\n"
    "502.4b A creature with flying can't be blocked except by creatures with flying.\r\n"
    "Example: A creature with flying can block a creature without flying.\r\n\r\n"
    'Glossary\r\n\r\nAbility\r\n"Ability" and "effect" are often confused.\r\n'
    "     A card or permanent may have one or more abilities.\r\n\r\nCredits\r\n\r\nDesign: Richard Garfield\r\n"
)


def test_2003_current_as_of_and_questions_after_the_contents():
    parsed = parse_cr(HEAD_2003 + BODY_2003)
    assert str(parsed.effective_date) == "2003-03-15"
    by_number = {p.number: p for p in parsed.paragraphs}
    assert list(by_number) == ["1", "100", "100.1", "102.8", "5", "502", "502.4", "502.4a", "502.4b"]
    assert by_number["502.4"].title == "Flying"
    assert by_number["502.4b"].parent == "502.4"
    assert by_number["502.4b"].examples == ["A creature with flying can block a creature without flying."]
    assert parsed.glossary[0].text.split("\n")[1] == "A card or permanent may have one or more abilities."
    assert parsed.warnings == []


def test_cr_only_line_ends_read_like_crlf():
    crlf = parse_cr(HEAD_2003 + BODY_2003)
    cr_only = parse_cr((HEAD_2003 + BODY_2003).replace("\r\n", "\r"))
    assert cr_only.paragraphs == crlf.paragraphs
    assert cr_only.glossary == crlf.glossary


def test_trailing_period_on_lettered_subrules_until_2013():
    parsed = parse_cr(HEAD_2003 + BODY_2003.replace("502.4a Flying", "502.4a. Flying"))
    subrule = next(p for p in parsed.paragraphs if p.number == "502.4a")
    assert (subrule.kind, subrule.text) == ("subrule", "Flying is an evasion ability.")


def test_hard_wrapped_file_of_2003_10_is_joined():
    """2003-10 to 2004-02 wrap lines at ~100 characters, ending each wrapped line with a space; a rule number
    at the start of a wrapped line ("See rule \\n103.4. If ...") is part of the sentence, not a rule."""
    body = BODY_2003.replace(
        "502.4a Flying is an evasion ability.\r\n",
        "502.4a Flying is an evasion ability. See rule \r\n103.4. If a player must make more than one \r\n"
        "choice at a time, he or she makes them in order.\r\n",
    ).replace("100.1. These Magic rules assume a game ", "100.1. These Magic rules assume a game \r\n")
    # Wrap most lines, as the real files do.
    body = body.replace("can't be blocked except ", "can't be blocked \r\nexcept ")
    parsed = parse_cr(HEAD_2003 + body + "x \r\ny\r\n" * 30)
    by_number = {p.number: p for p in parsed.paragraphs}
    assert "103.4" not in by_number
    assert by_number["502.4a"].text == (
        "Flying is an evasion ability. See rule 103.4. If a player must make more than one "
        "choice at a time, he or she makes them in order."
    )
    assert by_number["100.1"].text == "These Magic rules assume a game between two players."
    assert by_number["502.4b"].examples == ["A creature with flying can block a creature without flying."]


def test_a_number_printed_twice_takes_the_next_number_and_is_reported():
    body = BODY_2003.replace(
        "Example: A creature",
        "\r\n502.4b If a creature has multiple instances of flying, they're redundant.\r\nExample: A creature",
    )
    parsed = parse_cr(HEAD_2003 + body, "f.txt")
    numbers = [p.number for p in parsed.paragraphs]
    assert numbers[-2:] == ["502.4b", "502.4c"]
    assert parsed.paragraphs[-1].text.startswith("If a creature has multiple instances")
    assert len(parsed.warnings) == 1
    assert "rule 502.4b appears twice" in parsed.warnings[0]
    assert "read as 502.4c" in parsed.warnings[0]


def test_a_space_inside_a_number_is_a_slip():
    parsed = parse_cr(HEAD_2003 + BODY_2003.replace("502.4a Flying", "502. 4a Flying"))
    assert [p.number for p in parsed.paragraphs].count("502") == 1
    assert next(p for p in parsed.paragraphs if p.number == "502.4a").text == "Flying is an evasion ability."


def test_glossary_cut_short_keeps_the_rules_and_says_so():
    terms = "".join(f"Term {i}\r\nText {i}.\r\n\r\n" for i in range(25))
    text = HEAD_2003 + BODY_2003.split("Glossary")[0] + "Glossary\r\n\r\n" + terms + "Attack Multiple Players \r\n"
    parsed = parse_cr(text, "f.txt")
    assert len(parsed.glossary) == 25
    assert len(parsed.paragraphs) == 9
    assert "truncated" in parsed.warnings[0]
    assert "'Attack Multiple Players' has no text" in parsed.warnings[0]
    # A glossary of a few entries and no Credits is a cut file, refused as before.
    with pytest.raises(CRParseError, match="truncated"):
        parse_cr(HEAD_2003 + BODY_2003.split("Credits\r\n\r\nDesign")[0])


@pytest.mark.parametrize(
    "marked, text, phrases",
    [
        ("These _Magic_ rules apply", "These Magic rules apply", ["Magic"]),
        ("the _Magic: The Gathering_ game", "the Magic: The Gathering game", ["Magic: The Gathering"]),
        (
            "the __Magic: The Gathering__ Tournament Rules",
            "the Magic: The Gathering Tournament Rules",
            ["Magic: The Gathering"],
        ),
        ("many _Odyssey_TM block cards", "many OdysseyTM block cards", ["Odyssey"]),
        ("the Wizards of the Coast_(R) _Magic_ rules", "the Wizards of the Coast(R) Magic rules", ["Magic"]),
        ("“Wolf in ________ Clothing,”", "“Wolf in ________ Clothing,”", []),
        ("www.wizards.com/DCI/main.asp?x=UTR_Intro.", "www.wizards.com/DCI/main.asp?x=UTR_Intro.", []),
    ],
)
def test_underscores_are_emphasis(marked, text, phrases):
    assert strip_emphasis(marked) == (text, phrases)


def test_emphasis_is_kept_beside_the_plain_words():
    parsed = parse_cr(HEAD_2003 + BODY_2003.replace("These Magic rules", "These _Magic_ rules"))
    rule = next(p for p in parsed.paragraphs if p.number == "100.1")
    assert rule.text == "These Magic rules assume a game between two players."
    assert rule.emphasis == ["Magic"]


@pytest.mark.parametrize("bom, codec", [(b"\xfe\xff", "utf-16-be"), (b"\xff\xfe", "utf-16-le")])
def test_utf16_both_byte_orders(bom, codec):
    parsed = parse_cr_bytes(bom + (HEAD_2003 + BODY_2003).encode(codec))
    assert parsed.encoding == "UTF-16"
    assert parsed.paragraphs == parse_cr(HEAD_2003 + BODY_2003).paragraphs


# 700.8a of 2019-01-25, byte for byte: an ASCII file with the Arabian Nights names in Code Page 437.
ARABIAN_NIGHTS = (
    b"Dancing Scimitar, Dand\x83n, Desert, El-Hajj\x83j, Ghazb\xa0n Ogre, Jun\xa3n Efreet, Ring of Ma'r\x96f"
)


def test_code_page_437_names_of_2019_01_25():
    text, encoding = decode_cr(b"These rules are effective as of January 25, 2019. " + ARABIAN_NIGHTS)
    assert encoding == "Code Page 437"
    assert "Dand\u00e2n, Desert, El-Hajj\u00e2j, Ghazb\u00e1n Ogre, Jun\u00fan Efreet, Ring of Ma'r\u00fbf" in text


def test_windows_1252_still_wins_for_curly_quotes_and_dashes():
    data = b"It doesn\x92t start. \x93Improvise\x94 means 601.2a\x96h \x97 Dand\xe2n, Magic\x99"
    text, encoding = decode_cr(data)
    assert encoding == "Windows-1252"
    assert text == "It doesn’t start. “Improvise” means 601.2a–h — Dandân, Magic™"


def test_mac_roman_of_2004_and_2006():
    # 2004-02-01: "DCI\xaa Floor Rules", "Basic Land \xd0 Mountain"; 2006-10-01: "El-Hajj\x89j".
    text, encoding = decode_cr(b'Gathering DCI\xaa Floor Rules. "Basic Land \xd0 Mountain" El-Hajj\x89j')
    assert encoding == "Mac Roman"
    assert text == 'Gathering DCI™ Floor Rules. "Basic Land – Mountain" El-Hajjâj'


def test_a_subrule_without_its_rule_number_of_2008_10_01():
    body = BODY_2003.replace("502.4b A creature", "502.b A creature")
    parsed = parse_cr(HEAD_2003 + body)
    assert [p.number for p in parsed.paragraphs][-2:] == ["502.4a", "502.4b"]
    assert "502.b has no rule number; read as 502.4b" in parsed.warnings[0]


def test_a_rule_without_a_space_after_its_number_of_2022_10_07():
    body = BODY_2003.replace("102.8 If a player", "102.8.If a player")
    parsed = parse_cr(HEAD_2003 + body)
    rule = next(p for p in parsed.paragraphs if p.number == "102.8")
    assert rule.text.startswith("If a player has ten or more poison counters")
