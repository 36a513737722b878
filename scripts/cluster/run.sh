#!/usr/bin/env bash
# make cluster-test: PostgreSQL, Redis, two nodes (gunicorn, 2 workers each, their own index folders) and haproxy
# in front, all on loopback; locust loads it for SECONDS; node b is killed with kill -9 at a third and started again
# at two thirds; a translation saved while it is down must be found by search on it within 10 s of its restart.
# Prints the figures (report.py); everything started here is stopped at the end, whatever happens.
#   scripts/cluster/run.sh [SECONDS]     env: CLUSTER_USERS (48), CLUSTER_RATE (8 req/s each), CLUSTER_EDITORS (2),
#                                         CLUSTER_SAVE_EVERY (10 s between an editor's saves),
#                                         CLUSTER_WORKERS (2), CLUSTER_STRICT (1: exit 1 when a goal of the
#                                         correctness kind is missed: errors outside the failover window, no catch-up,
#                                         a Redis fault's goal in the fault battery)
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
  [ -n "${B_DISK:-}" ] && umount -l "$WORK/index-b" 2>/dev/null
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

start_redis() {
  setsid redis-server scripts/cluster/redis.conf --bind 127.0.0.1 --port "$REDIS_PORT" --dir "$WORK" >>"$WORK/redis.log" 2>&1 &
  REDIS_PID=$!; started "$REDIS_PID"
}
start_redis

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
# Node b's index folder on a small disk of its own (a tmpfs: root can mount one), so the fault battery can fill it;
# CLUSTER_INDEX_DISK_MB (256). Without the right to mount, b's folder is on /tmp and that fault is left out.
B_DISK=""
mkdir -p "$WORK/index-b"
if mount -t tmpfs -o "size=${CLUSTER_INDEX_DISK_MB:-256}m" tmpfs "$WORK/index-b" 2>/dev/null; then B_DISK=1; fi
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
set +e  # the verdict is kept for the end: the fault battery runs whatever it says
"$PY" scripts/cluster/report.py --requests "$WORK/requests.log" --haproxy "$WORK/haproxy.log" \
  --start "$T0" --kill "$T_KILL" --restart "$T_RESTART" --caught-up "$CAUGHT_UP" \
  --nodes "$A_PORT,$B_PORT" --workers "$WORKERS" --users "$USERS" --rate "$RATE" --editors "${CLUSTER_EDITORS:-2}" \
  --load-before "$LOAD_BEFORE" | tee "$WORK/report.log"
status=${PIPESTATUS[0]}
set -e

# --- The fault battery (CLUSTER_FAULTS=0 skips it): under a second load, one fault after the other, each undone
# before the next; faults.py gives each one's errors and how long they went on. CLUSTER_FAULT_GAP (4 s) between
# faults, CLUSTER_DB_DOWN (10 s) for PostgreSQL stopped. About a minute, whatever CLUSTER_SECONDS.
if [ "${CLUSTER_FAULTS:-1}" = 1 ]; then
  GAP=${CLUSTER_FAULT_GAP:-4}
  DB_DOWN=${CLUSTER_DB_DOWN:-10}
  now() { date +%s.%N; }
  fault() { echo "$1|$2|$3|${4:-}" >>"$WORK/faults.log"; echo "fault: $1 ($(awk -v a="$3" -v b="$2" 'BEGIN { printf "%.1f", a - b }') s) ${4:-}"; }
  redis_up() { "$PY" -c 'import socket, sys; socket.create_connection(("127.0.0.1", int(sys.argv[1])), 1).close()' "$REDIS_PORT"; }
  workers_of_a() { [ "$(pgrep -P "$NODE_A_PID" | wc -l)" -ge "$WORKERS" ]; }
  sleep_until_since() {  # sleep_until_since EPOCH SECONDS: until SECONDS after EPOCH
    sleep "$(awk -v t="$1" -v d="$2" -v n="$(now)" 'BEGIN { l = t + d - n; printf "%.2f", (l > 0 ? l : 0) }')"
  }
  pg_start() {
    su postgres -c "$PGBIN/pg_ctl -D $WORK/pg -l $WORK/pglog/postgres.log -w -o '-p $PG_PORT -k $WORK/pg -c listen_addresses=127.0.0.1 -c max_connections=200' start" >/dev/null
  }
  : >"$WORK/faults.log"; : >"$WORK/requests-faults.log"
  wait_for 60 healthy "$B_PORT" && sleep 2.5
  CLUSTER_TARGETS=$WORK/targets.json REQUEST_LOG=$WORK/requests-faults.log CLUSTER_RATE=$RATE \
    setsid "$LOCUST" -f scripts/cluster/locustfile.py --headless --users "$USERS" --spawn-rate "$USERS" \
    --run-time 600s --host "http://127.0.0.1:$LB_PORT" --only-summary --loglevel WARNING \
    >"$WORK/locust-faults.log" 2>&1 &
  FAULT_LOAD=$!; started "$FAULT_LOAD"
  sleep "$GAP"

  # The database first, while the page cache is warm (a Redis killed comes back empty): during the outage, the
  # pages it holds are what the nodes can serve.
  t=$(now); kill -KILL "$(pgrep -P "$NODE_A_PID" | head -n 1)"; sleep 0.5; wait_for 30 workers_of_a
  fault "a worker of node a killed (kill -9)" "$t" "$(now)" "(replaced)"
  sleep "$GAP"

  t=$(now); su postgres -c "$PGBIN/pg_ctl -D $WORK/pg -m fast -w restart" >/dev/null
  fault "PostgreSQL restarted (-m fast)" "$t" "$(now)"
  sleep "$GAP"

  t=$(now); su postgres -c "$PGBIN/pg_ctl -D $WORK/pg -m fast -w stop" >/dev/null; sleep "$DB_DOWN"; pg_start
  fault "PostgreSQL down ${DB_DOWN} s" "$t" "$(now)"
  sleep "$GAP"

  t=$(now); kill -STOP "$REDIS_PID"; sleep 5; kill -CONT "$REDIS_PID"
  fault "Redis hung (SIGSTOP 5 s)" "$t" "$(now)"
  sleep "$GAP"

  t=$(now); kill -KILL "$REDIS_PID"; sleep 5; start_redis; wait_for 10 redis_up
  fault "Redis killed, started after 5 s" "$t" "$(now)" "(empty)"
  sleep "$GAP"

  # A segment of node b's index cut in half under the running node (a disk fault): /healthz turns red, haproxy
  # sends b nobody; healed when b's /healthz is 200 again (its follower rebuilding from the database).
  # The largest segment: the build's own, which every worker has seen (a segment a save wrote a moment ago may not
  # have been seen by /healthz yet, and one a merge dropped is read by nobody: either made a fault that never was).
  damaged_build=$(readlink -f "$WORK/index-b/current")
  t=$(now); segment=$(ls -S "$WORK"/index-b/current/main/*.seg | head -n 1)
  truncate -s "$(($(stat -c %s "$segment") / 2))" "$segment"
  red="never red within 10 s"
  # The follower checks its build at every step and puts the spare copy in its place in a fraction of a second: it
  # may do so between two polls (each a curl under load). A new build behind `current` says it did.
  for _ in $(seq 100); do
    healthy "$B_PORT" 2>/dev/null || { red="red after $(awk -v a="$(now)" -v b="$t" 'BEGIN { printf "%.1f", a - b }') s"; break; }
    if [ "$(readlink -f "$WORK/index-b/current")" != "$damaged_build" ]; then
      red="red for less than a poll (the spare replaced the damaged build before /healthz was asked again)"; break
    fi
    sleep 0.1
  done
  if wait_for 60 healthy "$B_PORT" 2>/dev/null; then healed="healed"; else healed="not healed within 60 s"; fi
  fault "node b's index damaged" "$t" "$(now)" "/healthz $red; $healed"
  sleep "$GAP"

  # Node b's index folder full for 10 s while a save is made through node a: /healthz turns red on b (less than
  # HEALTH_INDEX_MIN_FREE_MB free), haproxy sends it nobody; once the space is back, b's follower applies what it
  # could not write: healed when b's own search finds the save (at most 60 s).
  if [ -n "$B_DISK" ]; then
    t=$(now)
    fallocate -l "$(df --output=avail -B1 "$WORK/index-b" | tail -n 1)" "$WORK/index-b/filler" 2>/dev/null ||
      dd if=/dev/zero of="$WORK/index-b/filler" bs=1M status=none 2>/dev/null || true
    # Red first (the save below takes seconds under load), then a save through node a while the disk is full.
    red="never red"
    for _ in $(seq 50); do healthy "$B_PORT" 2>/dev/null || { red="red after $(awk -v a="$(now)" -v b="$t" 'BEGIN { printf "%.1f", a - b }') s"; break; }; sleep 0.1; done
    FULL_WORD="disquepleine$(date +%s)"
    "$PY" scripts/cluster/save.py "$A_PORT" "$TRANSLATION" "$FULL_WORD" >>"$WORK/save.log" 2>&1 || echo "save failed" >>"$WORK/save.log"
    sleep_until_since "$t" 10
    rm -f "$WORK/index-b/filler"
    t_free=$(now)
    found=$("$PY" scripts/cluster/caught_up.py "$B_PORT" "$FULL_WORD" "$t_free" 60 "the space came back")
    wait_for 60 healthy "$B_PORT" 2>/dev/null || found="$found; /healthz still red after 60 s"
    fault "node b's index folder full (10 s)" "$t" "$t_free" "/healthz $red; $found"
    sleep "$GAP"
  else
    echo "fault: node b's index folder full: left out (a tmpfs could not be mounted: run as root)"
  fi

  kill -TERM -- "-$FAULT_LOAD" 2>/dev/null; wait "$FAULT_LOAD" 2>/dev/null || true
  # Its Redis goals judged (faults.py: no error, no wait for Redis over CACHE_TIMEOUT and a margin): under
  # CLUSTER_STRICT, a miss fails the run.
  set +e
  "$PY" scripts/cluster/faults.py --requests "$WORK/requests-faults.log" --faults "$WORK/faults.log" \
    --cache-timeout "${CACHE_TIMEOUT:-0.5}" | tee -a "$WORK/report.log"
  [ "${PIPESTATUS[0]}" = 0 ] || status=1
  set -e
fi

if [ "${CLUSTER_STRICT:-1}" = 1 ] && [ "$status" != 0 ]; then exit "$status"; fi
exit 0
