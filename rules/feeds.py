"""The Atom feed of CR versions: one entry per version, what changed against the one before."""

from django.contrib.syndication.views import Feed
from django.urls import reverse
from django.utils.feedgenerator import Atom1Feed

from dataversion.pages import shows
from rules import changes

ENTRIES = 60


@shows()
class RuleChangesFeed(Feed):
    feed_type = Atom1Feed
    title = "Magic: The Gathering Comprehensive Rules: new versions"
    subtitle = "Each new version of the Comprehensive Rules and what changed in it."

    def link(self):
        return reverse("rules:contents")

    def items(self):
        return changes.version_history()[:ENTRIES]

    def item_title(self, item):
        return f"CR effective {item['version']}: {changes.summary(item['counts'])}"

    def item_description(self, item):
        if item["previous"] is None:
            return f"The first imported version of the Comprehensive Rules, effective {item['version']}."
        summary = changes.summary(item["counts"])
        return f"Changes from the Comprehensive Rules of {item['previous']} to those of {item['version']}: {summary}."

    def item_link(self, item):
        if item["previous"] is None:
            return f"{reverse('rules:contents')}?version={item['version']}"
        return reverse(
            "rules:diff", args=[item["previous"].effective_date.isoformat(), item["version"].effective_date.isoformat()]
        )

    def item_guid(self, item):
        return f"cr-{item['version']}"

    item_guid_is_permalink = False

    def item_updateddate(self, item):
        return item["version"].imported_at

    def item_pubdate(self, item):
        return item["version"].imported_at
