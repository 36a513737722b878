from django.db import models


class FetchedSource(models.Model):
    """What the last successful download of one URL answered, so the next run can ask "changed since?".

    Written only after a download was stored (or found already imported): a
    failed run leaves the previous answer in place and the next run asks again.
    """

    url = models.URLField(max_length=500, unique=True)
    etag = models.CharField(max_length=200, blank=True)
    # Kept as the server sent it: it goes back verbatim in If-Modified-Since.
    last_modified = models.CharField(max_length=100, blank=True)
    sha256 = models.CharField(max_length=64, blank=True)
    file_name = models.CharField(max_length=200, blank=True)
    # The publisher's version of the data, where it gives one (MTGJSON's Meta.json: "5.2.2+20251120").
    version = models.CharField(max_length=100, blank=True)
    fetched_at = models.DateTimeField(null=True, blank=True)  # last 200 that was stored or already imported
    checked_at = models.DateTimeField(null=True, blank=True)  # last answer from the server, 304 included

    def __str__(self):
        return self.file_name or self.url
