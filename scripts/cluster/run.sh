#!/usr/bin/env bash
# make cluster-test: PostgreSQL, Redis, two nodes (gunicorn, 2 workers each, their own index folders) and haproxy
# in front, all on loopback; locust loads it for SECONDS; node b is killed with kill -9 at a third and started again
# at two thirds; a translation saved while it is down must be found by search on it within 10 s of its restart.
# Prints the figures (report.py); everything started here is stopped at the end, whatever happens.
#   scripts/cluster/run.sh [SECONDS]     env: CLUSTER_USERS (48), CLUSTER_RATE (8 req/s each), CLUSTER_EDITORS (2),
#                                         CLUSTER_SAVE_EVERY (10 s between an editor's saves),
#                                         CLUSTER_WORKERS (2), CLUSTER_STRICT (1: exit 1 when a goal of the
#                                         correctness kind is missed: errors outside the failover window, no catch-up)
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$(pwd)
SECONDS_TOTAL=${1:-60}
USERS=${CLUSTER_USERS:-48}
RATE=${CLUSTER_RATE:-8}
WORKERS=${CLUSTER_WORKERS:-2}
KILL_AT=$((SECONDS_TOTAL / 3))
RESTART_AT=$((2 * SECONDS_TOTAL / 3))
PY=$ROOT/.venv/bin/python
LOCUST=$ROOT/.venv-cluster/bin/locust

need=()
command -v haproxy >/dev/null || need+=(haproxy)
command -v redis-server >/dev/null || need+=(redis-server)
ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1 || need+=(postgresql)
if [ ${#need[@]} -gt 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
fi
PGBIN=/usr/lib/postgresql/$(ls /usr/lib/postgresql | sort -V | tail -n 1)/bin

WORK=$(mktemp -d /tmp/rulings-cluster.XXXXXX)
chmod 755 "$WORK"
PIDS=()
cleanup() {
  set +e
  # The load first, then haproxy, the nodes, Redis: the reverse of the start.
  [ -n "${NODE_B_PID:-}" ] && PIDS+=("$NODE_B_PID")
  local pid i
  for ((i = ${#PIDS[@]} - 1; i >= 0; i--)); do
    pid=${PIDS[i]}; kill -TERM -- "-$pid" 2>/dev/null || kill -TERM "$pid" 2>/dev/null
  done
  sleep 2
  for pid in "${PIDS[@]}"; do kill -KILL -- "-$pid" 2>/dev/null || kill -KILL "$pid" 2>/dev/null; done
  [ -d "$WORK/pg" ] && su postgres -c "$PGBIN/pg_ctl -D $WORK/pg -m immediate stop" >/dev/null 2>&1
  mkdir -p var/cluster && cp "$WORK"/*.log "$WORK"/pglog/*.log var/cluster/ 2>/dev/null
  rm -rf "$WORK"
}
trap cleanup EXIT INT TERM

free_port() { "$PY" -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
wait_for() {  # wait_for SECONDS command...
  local limit=$1; shift
  for _ in $(seq $((limit * 10))); do "$@" >/dev/null 2>&1 && return 0; sleep 0.1; done
  echo "timed out waiting for: $*" >&2; return 1
}
started() { PIDS+=("$1"); }
since() { awk -v a="$1" -v b="$T0" 'BEGIN { printf "%.1f", a - b }'; }

PG_PORT=$(free_port); REDIS_PORT=$(free_port); A_PORT=$(free_port); B_PORT=$(free_port); LB_PORT=$(free_port)
echo "cluster in $WORK: postgres :$PG_PORT, redis :$REDIS_PORT, nodes :$A_PORT :$B_PORT, haproxy :$LB_PORT"

# PostgreSQL: a private instance for this run, on loopback only.
mkdir "$WORK/pg" "$WORK/pglog" && chown postgres "$WORK/pg" "$WORK/pglog"
su postgres -c "$PGBIN/initdb -D $WORK/pg -A trust -U postgres" >/dev/null
su postgres -c "$PGBIN/pg_ctl -D $WORK/pg -l $WORK/pglog/postgres.log -w -o '-p $PG_PORT -k $WORK/pg -c listen_addresses=127.0.0.1 -c max_connections=200' start" >/dev/null
su postgres -c "$PGBIN/createdb -h 127.0.0.1 -p $PG_PORT rulings"

setsid redis-server scripts/cluster/redis.conf --bind 127.0.0.1 --port "$REDIS_PORT" --dir "$WORK" >"$WORK/redis.log" 2>&1 &
started $!

export DATABASE_URL=postgres://postgres@127.0.0.1:$PG_PORT/rulings
export CACHE_URL=redis://127.0.0.1:$REDIS_PORT/0
export SECRET_KEY=cluster-test-$(date +%s)-not-a-production-secret
export TRUSTED_PROXIES=127.0.0.1 WEB_WORKERS=$WORKERS DJANGO_SETTINGS_MODULE=rulings_site.settings
export EDITOR_PASSWORD=cluster-editor-password-42
export SEARCH_FOLLOW_INTERVAL=0.5

# The database, once: the sample data, editors for the load, the static files. Node a's index is built here;
# node b starts with an empty index folder and builds its own (search.follow).
SEARCH_INDEX_DIR=$WORK/index-a "$PY" manage.py migrate --noinput -v0
SEARCH_INDEX_DIR=$WORK/index-a "$PY" manage.py load_sample >/dev/null
"$PY" manage.py collectstatic --noinput -v0
for i in $(seq "${CLUSTER_EDITORS:-2}"); do "$PY" manage.py create_editor "loadeditor$i" --role reviewer >/dev/null; done
"$PY" manage.py create_editor clusterprobe --role reviewer >/dev/null
"$PY" scripts/cluster/targets.py >"$WORK/targets.json"

start_node() {  # start_node NAME PORT: gunicorn in its own process group, so kill -9 takes the whole node
  SEARCH_INDEX_DIR=$WORK/index-$1 HOST=127.0.0.1 PORT=$2 setsid .venv/bin/gunicorn -c gunicorn.conf.py \
    >>"$WORK/node-$1.log" 2>&1 &
  echo $!
}
healthy() { curl -fsS -o /dev/null "http://127.0.0.1:$1/healthz"; }
NODE_A_PID=$(start_node a "$A_PORT"); started "$NODE_A_PID"
NODE_B_PID=$(start_node b "$B_PORT")
wait_for 120 healthy "$A_PORT"
wait_for 120 healthy "$B_PORT"

HAPROXY_BIND=127.0.0.1:$LB_PORT NODE_A=127.0.0.1:$A_PORT NODE_B=127.0.0.1:$B_PORT \
  setsid haproxy -db -f scripts/cluster/haproxy.cfg >"$WORK/haproxy.log" 2>&1 &
started $!
wait_for 20 healthy "$LB_PORT"
sleep 2.5  # both servers UP in haproxy (rise 2 at 1 s)

: >"$WORK/requests.log"
LOAD_BEFORE=$(cut -d" " -f1-3 /proc/loadavg)
CLUSTER_TARGETS=$WORK/targets.json REQUEST_LOG=$WORK/requests.log CLUSTER_RATE=$RATE \
  setsid "$LOCUST" -f scripts/cluster/locustfile.py --headless --users "$USERS" --spawn-rate "$USERS" \
  --run-time "${SECONDS_TOTAL}s" --host "http://127.0.0.1:$LB_PORT" --only-summary --loglevel WARNING \
  >"$WORK/locust.log" 2>&1 &
LOCUST_PID=$!; started "$LOCUST_PID"
T0=$(date +%s.%N)
echo "load: $USERS users for ${SECONDS_TOTAL}s; node b killed at ${KILL_AT}s, started again at ${RESTART_AT}s"

sleep "$KILL_AT"
T_KILL=$(date +%s.%N)
kill -KILL -- "-$NODE_B_PID"
echo "t=$(since "$T_KILL")s: node b killed (kill -9 of its master and workers)"

# While b is down: an editor's save through node a, with a word nothing else holds.
sleep 1
WORD="basculement$(date +%s)"
TRANSLATION=$("$PY" -c 'import json, sys; print(json.load(open(sys.argv[1]))["translations"][0])' "$WORK/targets.json")
"$PY" scripts/cluster/save.py "$A_PORT" "$TRANSLATION" "$WORD" >"$WORK/save.log" 2>&1 || { cat "$WORK/save.log"; exit 1; }
echo "t=$(since "$(date +%s.%N)")s: saved \"$WORD\" through node a while b is down"

sleep_until() {  # sleep_until SECONDS (after T0)
  local left; left=$(awk -v t="$1" -v n="$(date +%s.%N)" -v b="$T0" 'BEGIN { l = t - (n - b); printf "%.2f", (l > 0 ? l : 0) }')
  sleep "$left"
}
sleep_until "$RESTART_AT"
T_RESTART=$(date +%s.%N)
NODE_B_PID=$(start_node b "$B_PORT")
echo "t=$(since "$T_RESTART")s: node b started again"
CAUGHT_UP=$("$PY" scripts/cluster/caught_up.py "$B_PORT" "$WORD" "$T_RESTART" 10)
echo "node b: $CAUGHT_UP"

wait "$LOCUST_PID" || true
"$PY" scripts/cluster/report.py --requests "$WORK/requests.log" --haproxy "$WORK/haproxy.log" \
  --start "$T0" --kill "$T_KILL" --restart "$T_RESTART" --caught-up "$CAUGHT_UP" \
  --nodes "$A_PORT,$B_PORT" --workers "$WORKERS" --users "$USERS" --rate "$RATE" --editors "${CLUSTER_EDITORS:-2}" \
  --load-before "$LOAD_BEFORE" | tee "$WORK/report.log"
status=${PIPESTATUS[0]}
if [ "${CLUSTER_STRICT:-1}" = 1 ] && [ "$status" != 0 ]; then exit "$status"; fi
exit 0
