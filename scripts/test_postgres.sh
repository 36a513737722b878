#!/usr/bin/env bash
# Runs the test suite on PostgreSQL through DATABASE_URL (browser tests and the ranking's findings aside:
# conftest.py RANKING_FINDINGS, run on SQLite only);
# installs Debian's server when missing, starts it on loopback, creates a role.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi
version=$(ls /usr/lib/postgresql | sort -V | tail -n 1)
pg_ctlcluster "$version" main status >/dev/null 2>&1 || pg_ctlcluster "$version" main start
for _ in $(seq 30); do pg_isready -q -h 127.0.0.1 && break; sleep 1; done
su postgres -c "psql -qtAc \"SELECT 1 FROM pg_roles WHERE rolname='rulings_test'\"" | grep -q 1 \
  || su postgres -c "psql -qc \"CREATE ROLE rulings_test LOGIN CREATEDB PASSWORD 'rulings_test'\""
DATABASE_URL=postgres://rulings_test:rulings_test@127.0.0.1:5432/rulings_test \
  .venv/bin/python -m pytest -m "not browser and not ranking" -p no:cacheprovider --create-db "$@"
