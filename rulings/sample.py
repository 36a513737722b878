"""Load the sample data of fixtures/ through the real importers.

Used by `manage.py load_sample` (the README's serve command) and by the test
set-up, so the site and the tests serve the same real content.
"""
from pathlib import Path

from django.conf import settings

FIXTURES = Path(settings.BASE_DIR) / "fixtures"


def load_sample(*, build_index=True, stdout=None):
    # Filled in as the importers land: CR excerpts, MTGJSON sample sets, seed pages.
    return {}
