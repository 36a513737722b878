"""The rule page: a paragraph of the CR with its translations, the rulings resting on it and its predicates."""

from dataclasses import dataclass

from django.shortcuts import redirect, render

from dataversion.pages import shows
from predicates.links import predicates_for_rule
from rules import plainwords
from rules import selectors as rules
from rules.models import CRVersion, RuleParagraph, rule_url
from rules.views import all_versions, linker_for, normalized_number, page_number, requested_version
from rulings.selectors import attach_cards, rulings_resting_on
from rulings_site.http import NotFound, page
from translations.selectors import translations_by_lineage

# Rulings a page lists; the next come by ?page=<n>. Only the rulings up to the page's last (and one more, to know
# whether there are more) are linked: 601.2f's 2,235 candidates cost a cold page 0.3 s of CPU when linked whole.
RULINGS_SHOWN = 50


def rule_or_redirect(number, version, explicit):
    """(paragraph, from_older) shown at /rules/<number>, or a redirect to the same rule under its number then."""
    paragraph, from_older = rules.paragraph_for(number, version=version, explicit=explicit)
    if paragraph is None and explicit:
        # The version picker on 702.126a asks for 2019: show the same rule there (then 702.125a).
        same_rule = rules.same_rule_in(number, version=version)
        if same_rule is not None:
            return redirect(rule_url(same_rule.number, version.effective_date))
    if paragraph is None:
        raise NotFound(f"There is no rule {number}" + (f" in the {version} Comprehensive Rules." if explicit else "."))
    return paragraph, from_older


@dataclass
class RulePage:
    """What the rule page shows beside the paragraph itself."""

    paragraph: RuleParagraph
    children: list
    full_children: bool  # a rule with subrules shows them in full; a section or a top rule lists its rules
    rulings: list
    keyword: str

    @classmethod
    def build(cls, paragraph, number, *, rulings_limit=None):
        children = list(paragraph.children.select_related("lineage").order_by("position"))
        full_children = paragraph.kind == RuleParagraph.Kind.RULE and "." in paragraph.number
        translations = translations_by_lineage([paragraph.lineage_id, *(c.lineage_id for c in children)])
        for p in [paragraph, *children]:
            p.french = translations.get(p.lineage_id)
        keyword = rules.keyword_of(paragraph)
        lineage_ids = {paragraph.lineage_id} | ({c.lineage_id for c in children} if full_children else set())
        numbers = {number} | set(
            RuleParagraph.objects.filter(lineage_id__in=[i for i in lineage_ids if i])
            .values_list("number", flat=True)
            .distinct()
        )
        rulings = rulings_resting_on(lineage_ids, numbers=numbers, keyword=keyword, limit=rulings_limit)
        return cls(paragraph, children, full_children, rulings, keyword)

    def crumbs(self):
        crumbs = []
        parent = self.paragraph.parent
        while parent is not None:
            crumbs.insert(0, parent)
            parent = parent.parent
        return crumbs

    def today(self, current):
        """Today's paragraph of this rule when the page shows an older version."""
        if not self.paragraph.lineage_id or self.paragraph.version == current:
            return None
        return (
            RuleParagraph.objects.filter(version=current, lineage_id=self.paragraph.lineage_id).only("number").first()
        )


@shows("rule_translations")
@page
def rule(request, number):
    number = normalized_number(number)
    version, explicit = requested_version(request)
    rulings_page = page_number(request.GET.get("page", "1"))
    found = rule_or_redirect(number, version, explicit)
    if not isinstance(found, tuple):
        return found
    paragraph, from_older = found
    shown = paragraph.version
    current = CRVersion.current()
    data = RulePage.build(paragraph, number, rulings_limit=rulings_page * RULINGS_SHOWN + 1)
    first = (rulings_page - 1) * RULINGS_SHOWN
    shown_rulings = data.rulings[first : first + RULINGS_SHOWN]
    if rulings_page > 1 and not shown_rulings:
        raise NotFound(f"Rule {paragraph.number} has fewer than {first + 1} rulings: there is no page {rulings_page}.")
    more = len(data.rulings) > first + RULINGS_SHOWN
    timeline = rules.lineage_timeline(paragraph.lineage_id) if paragraph.lineage_id else []
    context = {
        "paragraph": paragraph,
        "children": data.children,
        "full_children": data.full_children,
        "crumbs": data.crumbs(),
        "version": shown,
        "explicit": explicit or from_older,
        "from_older": from_older,
        "current": current,
        "today": data.today(current),
        "versions": all_versions(),
        "timeline": timeline if len(timeline) > 1 else [],
        "holders": rules.former_rules(number, version=shown),
        "rulings": attach_cards(shown_rulings),
        # The count is known only when the last page is reached: the rulings after it are never linked.
        "rulings_total": None if more else len(data.rulings),
        "rulings_first": first + 1,
        "rulings_page": rulings_page,
        "rulings_more": more,
        "keyword": data.keyword,
        "predicates": predicates_for_rule(paragraph),
        "asks": plainwords.asks_for(paragraph),
        "asks_fr": plainwords.asks_for(paragraph, language=plainwords.FRENCH),
        "linker": linker_for(shown, explicit=explicit or from_older),
    }
    return render(request, "rules/rule.html", context)
