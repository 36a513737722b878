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
    # Apps by job, from the bottom up: the data version, cards, the CR, rulings and translations, predicates,
    # search, editors, fetching.
    "dataversion",
    "cards",
    "rules",
    "rulings",
    "predicates",
    "search",
    "editor",
    "fetching",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "dataversion.cache.DataVersionMiddleware",
]

# The one cache (dataversion.cache): local memory per process unless CACHE_URL names a shared one,
# e.g. redis://127.0.0.1:6379/0. Keys carry the data version, so no entry outlives a change.
CACHE_URL = os.environ.get("CACHE_URL", "")
if CACHE_URL.startswith(("redis://", "rediss://", "unix://")):
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": CACHE_URL}}
elif CACHE_URL:
    raise ImproperlyConfigured(f"CACHE_URL must be a redis:// URL, not {CACHE_URL!r}")
else:
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": "rulings"}}

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
    )
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # Imports write many rows; WAL lets the site keep reading meanwhile.
    DATABASES["default"].setdefault("OPTIONS", {})["init_command"] = (
        "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;"
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

CSRF_COOKIE_SECURE = env_bool("SECURE_COOKIES")
SESSION_COOKIE_SECURE = env_bool("SECURE_COOKIES")

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "loggers": {
        "rulings": {"handlers": ["console"], "level": os.environ.get("LOG_LEVEL", "WARNING")},
        "editor.audit": {"handlers": ["console"], "level": "INFO"},
    },
}
CSRF_FAILURE_VIEW = "rulings_site.views.csrf_failure"
