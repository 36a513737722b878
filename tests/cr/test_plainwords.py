"""Players' words (rules/plainwords/): the files' format and their numbers against today's CR, a renumbered rule
reached through its lineage, the rule page and its JSON showing them as not rules text, the French ones beside the
English ones as the project's own French wording."""

from pathlib import Path

import pytest

from ingest.cr import import_cr_files
from rules import plainwords
from rules.models import RuleParagraph
from rules.parser import parse_cr_file
from tests.markup import find, find_all, text_of

from .conftest import NEW, OLD

TODAY = Path(__file__).resolve().parents[2] / "fixtures" / "cr-today" / "MagicCompRules 20251114.txt"
ASKS = ["Can I tap artifacts to pay for a spell instead of mana?", "improvise colored mana"]
# French asks of the project's own (rules/plainwords/fr/); one with markup, which the page must escape.
FRENCH_ASKS = ["Puis-je engager mes artefacts pour payer un sort ?", "improvisation <b>mana</b> & couleur"]


def write(folder, name, text):
    folder.mkdir(exist_ok=True)
    (folder / name).write_text(text, encoding="utf-8")
    return folder


@pytest.fixture
def folder(tmp_path, monkeypatch):
    """A plainwords folder of the test's own, read in place of the shipped one."""
    here = tmp_path / "plainwords"
    write(here, "702.toml", f'cr = "2022-04-29"\n[asks]\n"702.126a" = {ASKS!r}\n'.replace("'", '"'))
    monkeypatch.setattr(plainwords, "DIRECTORY", here)
    return here


def toml_list(asks):
    return "[" + ", ".join('"' + a.replace('"', '\\"') + '"' for a in asks) + "]"


@pytest.fixture
def french(folder):
    """French asks for 2022's 702.126a (Improvise), and for 702.125a (Undaunted), which has no English ones."""
    text = f'cr = "2022-04-29"\n[asks]\n"702.126a" = {toml_list(FRENCH_ASKS)}\n"702.125a" = ["Intrépidité ?"]\n'
    write(folder / plainwords.FRENCH, "702.toml", text)
    return folder


def test_the_shipped_files_name_paragraphs_of_the_cr_they_say():
    parsed = parse_cr_file(TODAY)
    numbers = {p.number for p in parsed.paragraphs}
    shipped = plainwords.load()
    assert set(shipped) == {parsed.effective_date}
    asks = shipped[parsed.effective_date]
    assert asks, "rules/plainwords/ holds no players' words"
    assert sorted(set(asks) - numbers) == []


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ('[asks]\n"302.6" = ["x"]\n', "`cr` must be the date"),
        ('cr = "2025-11-14"\n', "[asks] table"),
        ('cr = "2025-11-14"\n[asks]\n"summoning" = ["x"]\n', "'summoning' is not a rule number"),
        ('cr = "2025-11-14"\n[asks]\n"302.6" = []\n', "302.6 needs a list of 1 to 4"),
        ('cr = "2025-11-14"\n[asks]\n"302.6" = ["a", "b", "c", "d", "e"]\n', "302.6 needs a list of 1 to 4"),
        ('cr = "2025-11-14"\n[asks]\n"302.6" = ["' + "x" * 161 + '"]\n', "over 160 characters"),
        ('cr = "2025-11-14"\n[asks]\n"302.6" = "one"\n', "302.6 needs a list"),
        ("cr = \n", "not TOML"),
    ],
)
def test_a_file_not_in_the_format_is_refused_naming_the_file_and_entry(text, words):
    with pytest.raises(plainwords.PlainWordsError) as refused:
        plainwords.parse(text, "300-499.toml")
    assert str(refused.value).startswith("300-499.toml: ")
    assert words in str(refused.value)


def test_two_files_may_not_give_the_same_paragraph(tmp_path):
    write(tmp_path, "a.toml", 'cr = "2025-11-14"\n[asks]\n"302.6" = ["x"]\n')
    write(tmp_path, "b.toml", 'cr = "2025-11-14"\n[asks]\n"302.6" = ["y"]\n')
    with pytest.raises(plainwords.PlainWordsError, match=r"b.toml: 302.6 already given"):
        plainwords.load(tmp_path)


@pytest.fixture
def excerpts(no_cr):
    import_cr_files([OLD, NEW])


def paragraph(number, year):
    return RuleParagraph.objects.select_related("version").get(number=number, version__effective_date__year=year)


def test_an_older_version_reaches_the_words_through_the_rule_s_lineage(excerpts, folder):
    # The words are given to 2022's 702.126a (Improvise); in 2018 Improvise was 702.125a, and 2022's 702.125a is
    # Undaunted, which they must not reach.
    assert plainwords.asks_for(paragraph("702.125a", 2018)) == ASKS
    assert plainwords.asks_for(paragraph("702.126a", 2022)) == ASKS
    assert plainwords.asks_for(paragraph("702.125a", 2022)) == []
    old = paragraph("702.125a", 2018).version
    assert plainwords.asks_by_number(old) == {"702.125a": ASKS}


def test_no_paragraph_has_the_words_of_a_cr_version_not_imported(excerpts, tmp_path):
    # A number alone may name another rule in another version (702.125a: Improvise in 2018, Undaunted in 2022).
    write(tmp_path, "x.toml", 'cr = "2030-01-01"\n[asks]\n"702.125a" = ["x"]\n')
    assert plainwords.asks_for(paragraph("702.125a", 2018), tmp_path) == []
    assert plainwords.asks_by_number(paragraph("702.125a", 2022).version, tmp_path) == {}


def test_the_rule_json_and_page_show_them_as_not_rules_text(client, excerpts, folder):
    data = client.get("/api/rules/702.126a").json()
    assert data["plain_words"]["asks"] == ASKS
    assert data["plain_words"]["authoritative"] is False
    assert data["authoritative"] is True
    assert client.get("/api/rules/702.125a").json()["plain_words"]["asks"] == []
    html = client.get("/rules/702.126a").content.decode()
    assert "Asked in players' words" in html
    assert "They are not rules text" in html
    assert ASKS[0] in html
    assert "Asked in players" not in client.get("/rules/702.125a").content.decode()


def test_the_rule_json_gives_the_french_asks_beside_the_english_unchanged(client, excerpts, french):
    data = client.get("/api/rules/702.126a").json()
    assert data["plain_words"]["asks"] == ASKS
    assert data["plain_words"]["authoritative"] is False
    assert data["plain_words"]["fr"] == {"asks": FRENCH_ASKS, "language": "fr", "authoritative": False}
    assert data["authoritative"] is True
    # An older version reaches them through the lineage, as it does the English.
    old = client.get("/api/rules/702.125a?version=2018-07-13").json()["plain_words"]["fr"]
    assert old["asks"] == FRENCH_ASKS
    none = client.get("/api/rules/702.126").json()["plain_words"]
    assert none == {"asks": [], "authoritative": False, "fr": {"asks": [], "language": "fr", "authoritative": False}}


def test_the_rule_page_shows_the_french_asks_in_french_as_the_project_s_own_words(client, excerpts, french):
    html = client.get("/rules/702.126a").content.decode()
    section = find(html, "section", class_="plain-words")
    english = find(section, lang="en")
    assert [text_of(li) for li in find_all(english, "li")] == ASKS
    block = find(section, "div", class_="french", lang="fr")
    assert [text_of(li) for li in find_all(block, "li")] == FRENCH_ASKS
    said = text_of(block)
    assert "not a translation of the rule" in said
    assert "the English rule is authoritative" in said
    # Data, escaped: the ask's markup is shown as text, never as markup.
    assert "<b>mana</b>" not in html
    assert "improvisation &lt;b&gt;mana&lt;/b&gt; &amp; couleur" in html


def test_a_rule_with_only_french_asks_shows_them_and_one_with_none_shows_no_section(client, excerpts, french):
    html = client.get("/rules/702.125a").content.decode()
    block = find(find(html, "section", class_="plain-words"), "div", class_="french", lang="fr")
    assert [text_of(li) for li in find_all(block, "li")] == ["Intrépidité ?"]
    assert not find_all(client.get("/rules/702.126").content.decode(), "section", class_="plain-words")
