"""Today's rules offline: the web app manifest, the service worker, and the bundle of today's CR it keeps.

Mounted at the site root (the service worker must live there to control every page), namespace "offline":

    /manifest.webmanifest           the installable app: name, icons, colours, start URL
    /sw.js                          static/js/sw.js, served from the root scope
    /offline/version.json           what the service worker keeps, under a key that changes with the CR
    /offline/cr/<date>.json         today's CR: every rule as HTML, the glossary, older numbers; gzip
    /offline/page                   the frame the service worker fills with the pages it draws offline

The service worker asks for version.json after each page is shown (while online); when its key differs from the
one it keeps, it downloads the new bundle, the assets and the frame, then drops the old copy. See docs/pages.md.

    bundle.py   what the service worker keeps (offline_config) and the bundle of today's CR, built once per CR
    views.py    the five views, thin; the bundle's ETag through Django's `condition`
    urls.py     the URLconf (rulings_site/urls.py includes it at the root)
"""
