from whitenoise.storage import CompressedManifestStaticFilesStorage


class StaticStorage(CompressedManifestStaticFilesStorage):
    """Hashed, compressed static files (whitenoise), forgiving a missing collectstatic.

    Without it every page, the error page included, would fail on the first
    {% static %}; with it the page renders and only the file itself is missing
    until `manage.py collectstatic` runs (`make serve` runs it).
    """

    def stored_name(self, name):
        try:
            return super().stored_name(name)
        except ValueError:
            return name
