# The two set-up commands of the README:
#   make serve   install everything into .venv, load the sample data, serve on :8000 with gunicorn
#   make test    install everything (Chromium too, for the browser tests) and run every test
PY := .venv/bin/python
HOST ?= 127.0.0.1
PORT ?= 8000

.PHONY: serve dev test test-postgres install browser sample bench lint cluster-test

.venv/installed: requirements.txt
	python3 -m venv .venv
	.venv/bin/pip install --quiet --upgrade pip
	.venv/bin/pip install --quiet -r requirements.txt
	touch $@

install: .venv/installed

# Debian's chromium and chromium-driver drive the browser tests, and gettext's msgfmt checks the PO exports;
# installed only when missing.
browser:
	@command -v chromium >/dev/null && command -v chromedriver >/dev/null && command -v msgfmt >/dev/null || \
	  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver gettext >/dev/null; }

sample: install
	$(PY) manage.py migrate --noinput
	$(PY) manage.py load_sample
	$(PY) manage.py collectstatic --noinput --verbosity 0

# The production server (gunicorn.conf.py: workers from the core count, threads, preload, the search follower
# and warm start, access log on stderr); docs/production.md. `make dev` is Django's development server, which
# reloads on code changes and follows the change log itself (SEARCH_FOLLOW=1).
serve: sample
	HOST=$(HOST) PORT=$(PORT) .venv/bin/gunicorn -c gunicorn.conf.py

dev: sample
	SEARCH_FOLLOW=1 $(PY) manage.py runserver $(HOST):$(PORT)

# The code checks CI runs before the tests: lint and format (ruff), the layers (import-linter), Whoosh's private
# names in search/whooshfast.py only, modules of 500 lines at most, no template marking a value safe, the typed
# services and selectors (scripts/check_typed.py, then mypy:
# [tool.mypy]), Django idioms.
PY_FILES = $(shell git ls-files '*.py')
lint: install
	.venv/bin/ruff check .
	.venv/bin/ruff format --check .
	.venv/bin/lint-imports
	$(PY) scripts/check_whoosh_private.py
	$(PY) scripts/check_module_size.py
	$(PY) scripts/check_templates.py
	$(PY) scripts/check_typed.py
	.venv/bin/mypy
	.venv/bin/django-upgrade --target-version 5.2 --check $(PY_FILES)

test: install browser
	$(PY) -m pytest $(PYTEST_ARGS)

# The same suite on PostgreSQL (installed and started on loopback when missing); CI runs it after `make test`.
test-postgres: install
	scripts/test_postgres.sh $(PYTEST_ARGS)

# bench/run_all.py: with MTG_CORPUS every script of bench/ (an hour or more); without it, search_eval.py on the
# sample data and the list of the scripts that need the corpus. `make bench BENCH_ARGS=--list` prints the plan only.
bench: install
	$(PY) bench/run_all.py $(BENCH_ARGS)

# Two nodes (gunicorn, 2 workers each, own index folders) behind haproxy, on PostgreSQL and Redis, under a
# locust load for CLUSTER_SECONDS, one node killed with kill -9 at a third and restarted at two thirds;
# installs Debian's haproxy, redis-server and postgresql when missing and locust into .venv-cluster.
# Everything listens on loopback and is stopped at the end. docs/scaling.md quotes its figures.
CLUSTER_SECONDS ?= 60
.venv-cluster/installed: requirements-cluster.txt
	python3 -m venv .venv-cluster
	.venv-cluster/bin/pip install --quiet -r requirements-cluster.txt
	touch $@

cluster-test: install .venv-cluster/installed
	scripts/cluster/run.sh $(CLUSTER_SECONDS)
