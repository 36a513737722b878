#!/usr/bin/env bash
# The shared-cache tests on a real Redis, and the shipped haproxy.cfg's forwarding: installs Debian's redis-server
# and haproxy when missing; the tests start them on free loopback ports and stop them after (tests/cluster/).
set -euo pipefail
cd "$(dirname "$0")/.."
need=()
command -v redis-server >/dev/null || need+=(redis-server)
command -v haproxy >/dev/null || [ -x /usr/sbin/haproxy ] || need+=(haproxy)
if [ ${#need[@]} -gt 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
fi
# Debian's package starts a server of its own on port 6379 when a service manager runs; the tests never use it.
.venv/bin/python -m pytest tests/cluster -p no:cacheprovider "$@"
