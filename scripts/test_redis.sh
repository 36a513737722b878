#!/usr/bin/env bash
# The shared-cache tests on a real Redis: installs Debian's redis-server when missing; the tests start it on a
# free loopback port and stop it after (tests/cluster/conftest.py).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v redis-server >/dev/null; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >/dev/null
fi
# Debian's package starts a server of its own on port 6379 when a service manager runs; the tests never use it.
.venv/bin/python -m pytest tests/cluster -p no:cacheprovider "$@"
