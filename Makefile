# The two set-up commands of the README:
#   make serve   install everything into .venv, load the sample data, serve on :8000
#   make test    install everything (Chromium too, for the browser tests) and run every test
PY := .venv/bin/python
HOST ?= 127.0.0.1
PORT ?= 8000

.PHONY: serve test test-postgres install browser sample bench lint

.venv/installed: requirements.txt
	python3 -m venv .venv
	.venv/bin/pip install --quiet --upgrade pip
	.venv/bin/pip install --quiet -r requirements.txt
	touch $@

install: .venv/installed

# Debian's chromium and chromium-driver drive the browser tests; installed only when missing.
browser:
	@command -v chromium >/dev/null && command -v chromedriver >/dev/null || \
	  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver >/dev/null; }

sample: install
	$(PY) manage.py migrate --noinput
	$(PY) manage.py load_sample
	$(PY) manage.py collectstatic --noinput --verbosity 0

serve: sample
	$(PY) manage.py runserver $(HOST):$(PORT)

# The code checks CI runs before the tests: lint and format (ruff), the layers (import-linter), Django idioms.
PY_FILES = $(shell git ls-files '*.py')
lint: install
	.venv/bin/ruff check .
	.venv/bin/ruff format --check .
	.venv/bin/lint-imports
	.venv/bin/django-upgrade --target-version 5.2 --check $(PY_FILES)

test: install browser
	$(PY) -m pytest $(PYTEST_ARGS)

# The same suite on PostgreSQL (installed and started on loopback when missing); CI runs it after `make test`.
test-postgres: install
	scripts/test_postgres.sh $(PYTEST_ARGS)

bench: install
	$(PY) bench/import_bench.py
	$(PY) bench/search_bench.py
