"""Settings for the rulings site, all taken from the environment.

Defaults give the embedded set-up: SQLite under var/ and a Whoosh index
under var/index. DEBUG is off unless DEBUG=1 is set.
"""

import os
import sys
from pathlib import Path

import dj_database_url
from django.core.exceptions import ImproperlyConfigured

BASE_DIR = Path(__file__).resolve().parent.parent
VAR_DIR = BASE_DIR / "var"


def env_bool(name, default=False):
    value = os.environ.get(name)
    if value is None:
        return default
    return value.strip().lower() in {"1", "true", "yes", "on"}


DEBUG = env_bool("DEBUG")
# Under pytest static files are served unhashed, so no collectstatic is needed.
TESTING = "pytest" in sys.modules or env_bool("TESTING")

# No secret in the repository: a real deployment sets SECRET_KEY. Without it
# a per-checkout key is generated under var/ so sessions survive restarts.
SECRET_KEY = os.environ.get("SECRET_KEY")
if not SECRET_KEY:
    key_file = VAR_DIR / "secret_key"
    if key_file.exists():
        SECRET_KEY = key_file.read_text().strip()
    else:
        import secrets

        VAR_DIR.mkdir(parents=True, exist_ok=True)
        SECRET_KEY = secrets.token_urlsafe(50)
        key_file.write_text(SECRET_KEY)

ALLOWED_HOSTS = [
    h.strip() for h in os.environ.get("ALLOWED_HOSTS", "localhost,127.0.0.1,[::1],testserver").split(",") if h.strip()
]

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "whitenoise.runserver_nostatic",
    "django.contrib.staticfiles",
    "csp",
    # Apps by job, from the bottom up: the data version, cards, the CR, rulings, predicates, translations,
    # search, editors, fetching's record of downloads, then ingest (imports and fetches, and
    # what follows them) and pages (the card and rule pages, which draw on several apps).
    "dataversion",
    "cards",
    "rules",
    "rulings",
    "predicates",
    "translations",
    "search",
    "editor",
    "fetching",
    "ingest",
    "pages",
]

MIDDLEWARE = [
    "rulings_site.requestlog.RequestIdMiddleware",
    "rulings_site.cache.CacheTimingMiddleware",  # outside the page cache: the header is never stored with a page
    "rulings_site.http.RejectNulMiddleware",
    "rulings_site.http.AllowedMethodsMiddleware",
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "rulings_site.http.PrivatePagesMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "csp.middleware.CSPMiddleware",
    "dataversion.cache.DataVersionMiddleware",
]

# The one cache (dataversion.cache): local memory per process unless CACHE_URL names a shared one,
# e.g. redis://127.0.0.1:6379/0. Keys carry the data version, so no entry outlives a change.
CACHE_URL = os.environ.get("CACHE_URL", "")
# A Redis that hangs or is gone costs a request at most CACHE_TIMEOUT (connect, then each read) once per process
# every CACHE_RETRY_SECONDS; meanwhile the cache is skipped and pages are built (rulings_site.cache).
CACHE_TIMEOUT = float(os.environ.get("CACHE_TIMEOUT", "0.5"))
CACHE_RETRY_SECONDS = float(os.environ.get("CACHE_RETRY_SECONDS", "5"))


def caches_for(url, timeout=CACHE_TIMEOUT, retry_seconds=CACHE_RETRY_SECONDS):
    if url.startswith(("redis://", "rediss://", "unix://")):
        from redis.backoff import NoBackoff
        from redis.retry import Retry

        options = {
            "socket_connect_timeout": timeout,
            "socket_timeout": timeout,
            # No second try of a command that timed out: each would wait its own timeout (redis-py's default for a
            # pool's connections today, said here so that an upgrade cannot change it).
            "retry": Retry(NoBackoff(), 0),
            "RETRY_SECONDS": retry_seconds,
        }
        return {"default": {"BACKEND": "rulings_site.cache.FailOpenRedisCache", "LOCATION": url, "OPTIONS": options}}
    if url:
        raise ImproperlyConfigured(f"CACHE_URL must be a redis:// URL, not {url!r}")
    return {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": "rulings"}}


CACHES = caches_for(CACHE_URL)

ROOT_URLCONF = "rulings_site.urls"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

WSGI_APPLICATION = "rulings_site.wsgi.application"

DATABASES = {
    "default": dj_database_url.parse(
        os.environ.get("DATABASE_URL", f"sqlite:///{VAR_DIR / 'db.sqlite3'}"),
        conn_max_age=60,
        # A kept connection is tried (SELECT 1) before a request's first query: after a PostgreSQL restart, a
        # connection the server closed is replaced instead of failing the request.
        conn_health_checks=True,
    )
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql":
    # New connections wait out a restart (refused, "starting up") for up to DATABASE_CONNECT_WAIT seconds from the
    # outage's first refusal, so a restart costs only the requests it cut (rulings_site.postgresql).
    DATABASES["default"]["ENGINE"] = "rulings_site.postgresql"
DATABASE_CONNECT_WAIT = float(os.environ.get("DATABASE_CONNECT_WAIT", "10"))
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    DATABASES["default"].setdefault("OPTIONS", {}).update(
        {
            # Imports write many rows; WAL lets the site keep reading meanwhile.
            "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
            # A save during an import waits for the writer instead of failing at once ("database is locked")...
            "timeout": float(os.environ.get("SQLITE_BUSY_TIMEOUT", "20")),
            # ...and takes the write lock when its transaction starts, so it never fails half-way through.
            "transaction_mode": "IMMEDIATE",
        }
    )

SEARCH_INDEX_DIR = Path(os.environ.get("SEARCH_INDEX_DIR", VAR_DIR / "index"))

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

LANGUAGE_CODE = "en"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATIC_ROOT = VAR_DIR / "staticfiles"
# Under tests and DEBUG, whitenoise serves straight from the app folders (no collectstatic).
WHITENOISE_USE_FINDERS = DEBUG or TESTING
WHITENOISE_AUTOREFRESH = DEBUG or TESTING
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {
        "BACKEND": "rulings_site.storage.StaticStorage"
        if not DEBUG and not TESTING
        else "django.contrib.staticfiles.storage.StaticFilesStorage"
    },
}

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
LOGIN_URL = "login"

# --- HTTPS and headers (docs/production.md) ---------------------------------------------------------------------
# Behind HTTPS, production sets SECURE_COOKIES=1, SECURE_SSL_REDIRECT=1 and SECURE_HSTS_SECONDS=31536000;
# `manage.py check --deploy` is then clean (tests/site/test_headers.py).
CSRF_COOKIE_SECURE = env_bool("SECURE_COOKIES")
SESSION_COOKIE_SECURE = env_bool("SECURE_COOKIES")
SESSION_COOKIE_HTTPONLY = True
SECURE_SSL_REDIRECT = env_bool("SECURE_SSL_REDIRECT")
SECURE_HSTS_SECONDS = int(os.environ.get("SECURE_HSTS_SECONDS", "0"))
SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("SECURE_HSTS_INCLUDE_SUBDOMAINS", True)
SECURE_HSTS_PRELOAD = env_bool("SECURE_HSTS_PRELOAD")
# HSTS preload is a promise to the browsers' preload list that only the domain's owner can make (docs/production.md):
# `check --deploy` does not warn that it is off; SECURE_HSTS_PRELOAD=1 turns it on once the domain is submitted.
SILENCED_SYSTEM_CHECKS = ["security.W021"]
# A TLS-terminating proxy (haproxy) says the request came over HTTPS in X-Forwarded-Proto.
if env_bool("SECURE_PROXY_SSL_HEADER"):
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SECURE_REFERRER_POLICY = "same-origin"
X_FRAME_OPTIONS = "DENY"
# No inline script or style anywhere: the site's own files and the vendored mana-font only.
CONTENT_SECURITY_POLICY = {
    "DIRECTIVES": {
        "default-src": ["'self'"],
        "script-src": ["'self'"],
        "style-src": ["'self'"],
        "img-src": ["'self'", "data:"],
        "font-src": ["'self'"],
        "connect-src": ["'self'"],
        "worker-src": ["'self'"],
        "manifest-src": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
    }
}

# Logs go to stderr (and LOG_FILE when set), each line with the request id of rulings_site.requestlog;
# every 500 is logged with its traceback by django.request, DEBUG or not.
LOG_FORMAT = "%(asctime)s %(levelname)s %(name)s [%(request_id)s] %(message)s"
LOG_HANDLERS = ["stderr"] + (["file"] if os.environ.get("LOG_FILE") else [])
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "filters": {"request_id": {"()": "rulings_site.requestlog.RequestIdFilter"}},
    "formatters": {"plain": {"format": LOG_FORMAT}},
    "handlers": {
        "stderr": {
            "()": "rulings_site.requestlog.StderrHandler",
            "filters": ["request_id"],
            "formatter": "plain",
        },
        **(
            {
                "file": {
                    "class": "logging.handlers.WatchedFileHandler",
                    "filename": os.environ["LOG_FILE"],
                    "filters": ["request_id"],
                    "formatter": "plain",
                }
            }
            if os.environ.get("LOG_FILE")
            else {}
        ),
    },
    "root": {"handlers": LOG_HANDLERS, "level": os.environ.get("LOG_LEVEL", "WARNING")},
    "loggers": {
        # Django's own console handler prints only under DEBUG; ours prints 5xx tracebacks always.
        "django.request": {"handlers": LOG_HANDLERS, "level": "ERROR", "propagate": False},
        "django.security": {"handlers": LOG_HANDLERS, "level": "WARNING", "propagate": False},
        "editor.audit": {"handlers": LOG_HANDLERS, "level": "INFO", "propagate": False},
    },
}
CSRF_FAILURE_VIEW = "rulings_site.views.csrf_failure"

# --- Logins and roles (editor/, docs/editors.md "Logins and lockout") --------------------------------------------
# django-axes caps password guessing on every login form (/accounts/login/, /admin/login/) and on the old password
# of /accounts/password_change/ (editor.forms): five failures within 15 minutes lock the account, whatever the
# address (but the addresses it logged in from keep their own count), and lock the address, whatever the username,
# for 15 minutes after the last failure (HTTP 429).
INSTALLED_APPS += ["axes"]
# Last, as axes asks: it turns a request flagged as locked out into the lockout page.
MIDDLEWARE += ["axes.middleware.AxesMiddleware"]
AUTHENTICATION_BACKENDS = [
    "axes.backends.AxesStandaloneBackend",  # first: refuses a locked-out login before any password is checked
    "django.contrib.auth.backends.ModelBackend",
]
AXES_FAILURE_LIMIT = 5
AXES_COOLOFF_TIME = 0.25  # hours: 15 minutes
# Two separate counts, per account and per address; from an address the account logged in from within
# LOCKOUT_KNOWN_ADDRESS_DAYS, the account's count is its failures from that address only (editor.accounts).
AXES_LOCKOUT_PARAMETERS = "editor.accounts.lockout_parameters"
LOCKOUT_KNOWN_ADDRESS_DAYS = int(os.environ.get("LOCKOUT_KNOWN_ADDRESS_DAYS", "90"))
# The account as login reads it: stripped, NFKC (so "ed2 " and "ｅｄ２" are ed2) and case-folded.
AXES_USERNAME_CALLABLE = "editor.accounts.lockout_username"
AXES_CLIENT_IP_CALLABLE = "editor.audit.client_ip"
AXES_LOCKOUT_CALLABLE = "editor.views.lockout_response"
# Tries refused during a lockout do not extend it; a success does not wipe the count (an attacker holding one
# account could otherwise clear their address's count between guesses at others).
AXES_RESET_COOL_OFF_ON_FAILURE_DURING_LOCKOUT = False
AXES_RESET_ON_SUCCESS = False
AXES_HTTP_RESPONSE_CODE = 429
# Addresses or networks of the reverse proxies in front of the site (comma-separated, e.g. "127.0.0.1,10.0.0.0/8").
# Only a request arriving from one of them has its X-Forwarded-For believed (editor.audit.client_ip).
TRUSTED_PROXIES = [p.strip() for p in os.environ.get("TRUSTED_PROXIES", "").split(",") if p.strip()]
# A login without ?next= lands on the home page; editor.views.LoginView sends editors to their queue instead.
LOGIN_REDIRECT_URL = "home"
# Translation files a reviewer uploads (editor.views.exchange_page): bigger ones are refused with 413 before they are
# read: 25 MB by default, above a PO of every ruling and rule of the corpus translated (~14 MB, docs/production.md).
TRANSLATION_UPLOAD_MAX_BYTES = int(os.environ.get("TRANSLATION_UPLOAD_MAX_BYTES", str(25 * 1000 * 1000)))
# --- end of logins and roles -----------------------------------------------------------------------------------

# --- Serving: nodes, the search follower, warm start (docs/production.md, gunicorn.conf.py) ----------------------
# Each node's index follows the database's change log (search.follow): a thread in the server (gunicorn.conf.py
# starts it in every worker, one per index folder wins its lock), or `manage.py follow_index` beside the server.
# SEARCH_FOLLOW=1 also starts it when the apps are ready (`make dev` sets it for runserver).
SEARCH_FOLLOW = env_bool("SEARCH_FOLLOW")
SEARCH_FOLLOW_INTERVAL = float(os.environ.get("SEARCH_FOLLOW_INTERVAL", "1"))
# SEARCH_WARM=1: the gunicorn master runs the frequent queries of search/warm.py before it forks the workers, so their
# first searches are as fast as a warm worker's (gunicorn.conf.py sets it unless told otherwise).
SEARCH_WARM = env_bool("SEARCH_WARM")
SEARCH_WARM_SECONDS = float(os.environ.get("SEARCH_WARM_SECONDS", "8"))
# With the search warm-up, a page of each kind answered in the master (rulings_site.warm): templates, URL resolver,
# linkers, rule finder built once and inherited by every worker, not paid by each one's first visitors.
PAGE_WARM = env_bool("PAGE_WARM", SEARCH_WARM)
# Whole anonymous pages and API answers from the one cache, keyed by the data version (dataversion.pages): a rule,
# a card, a diff is built once per import or save for every node and worker sharing CACHE_URL. On with a shared
# cache only: in local memory each worker would keep its own copies (bench/worker_memory.py). Off under tests
# (tests change data without bumping the version). PAGE_CACHE=1 or 0 decides instead.
PAGE_CACHE = env_bool("PAGE_CACHE", bool(CACHE_URL) and not TESTING)
PAGE_CACHE_NAMES = {
    "home",
    "rules:contents",
    "rules:glossary",
    "rules:rule",
    "rules:history",
    "rules:diff",
    "rules:changes_feed",
    "cards:card",
    "predicates:list",
    "api:rule",
    "api:changes",
    "api:card",
    "api:predicates",
}
# The query parameters the cached views read (the CR version asked for, the diff's whole section): a page is keyed by
# these only, so ?utm_source=<anything> makes no new entry. A cached view that reads a new parameter adds it here.
PAGE_CACHE_PARAMS = {"version", "show", "page"}  # page: a diff's kind listed whole, by pages
# Bigger answers are built every time. The changes between two distant versions are the big ones (1.3 MB of JSON
# from the sample's 2022 excerpt to today's whole CR, 107 ms of CPU to build): at 512 KB they were never kept, and
# in the cluster test's mix of requests they took a fifth of the nodes' CPU. Redis evicts the least
# recently used keys past its maxmemory (scripts/cluster/redis.conf), so a big answer cannot fill it.
PAGE_CACHE_MAX_BYTES = int(os.environ.get("PAGE_CACHE_MAX_BYTES", str(4 * 1024 * 1024)))
# Inside the version read once per request (it keys the pages), outside the login lockout's checks.
MIDDLEWARE.insert(
    MIDDLEWARE.index("dataversion.cache.DataVersionMiddleware") + 1, "dataversion.pages.PageCacheMiddleware"
)
# /healthz turns red (503, haproxy takes the node out) when the index is this far behind the change log, or its disk
# has less than this free (rulings_site.health). An import's comparison takes seconds; a rebuild from an empty
# folder has no position yet and is judged by the index check instead.
HEALTH_INDEX_STALE_SECONDS = float(os.environ.get("HEALTH_INDEX_STALE_SECONDS", "120"))
HEALTH_INDEX_MIN_FREE_MB = int(os.environ.get("HEALTH_INDEX_MIN_FREE_MB", "50"))
# The follower's spare copy of the index (search.spare): copied again when older than this and the index moved;
# 0: no spare (a damaged build is then rebuilt from the database).
SEARCH_SPARE_SECONDS = float(os.environ.get("SEARCH_SPARE_SECONDS", "600"))
# --- end of serving ------------------------------------------------------------------------------------------
