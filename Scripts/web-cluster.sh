#!/usr/bin/env bash
# Runs the browser renderer as a cluster on this machine: a private PostgreSQL (the shared
# store), N workers on loopback ports, and HAProxy in front with cookie stickiness and health
# checks.
#
#   Scripts/web-cluster.sh start [--port P] [--workers N] [--binary PATH] [--dir DIR]
#   Scripts/web-cluster.sh stop [--dir DIR]
#   Scripts/web-cluster.sh status [--dir DIR]
#   Scripts/web-cluster.sh start-worker --index N [--dir DIR]  (again, after it stopped)
#   Scripts/web-cluster.sh store-stop|store-start [--dir DIR]   (a failure drill: the workers
#                                                                 go on without the store)
#
# --binary is an executable that serves an app with `serveInBrowser()` after
# `PostgresStore.install()` (default: recipes-web-cluster, built first); --worker-args "…" go before its --port. Everything started is recorded in DIR
# (default: $TMPDIR/waypoint-cluster) by process id, and `stop` ends exactly that. PostgreSQL
# listens on loopback only; its password is made here, kept in DIR (mode 600) and given to the
# workers in their environment, never on a command line.
set -euo pipefail
cd "$(dirname "$0")/.."

command="${1:-}"
shift || true
port=8080
workers=2
binary=""
worker_args=""
index=""
dir="${TMPDIR:-/tmp}/waypoint-cluster"
while [ $# -gt 0 ]; do
  case "$1" in
    --port) port="$2"; shift 2 ;;
    --workers) workers="$2"; shift 2 ;;
    --binary) binary="$2"; shift 2 ;;
    --worker-args) worker_args="$2"; shift 2 ;;
    --dir) dir="$2"; shift 2 ;;
    --index) index="$2"; shift 2 ;;
    *) echo "web-cluster: unknown option $1" >&2; exit 2 ;;
  esac
done

fail() { echo "web-cluster: $*" >&2; exit 1; }
pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1; }
# PostgreSQL refuses to run as root: as root, its commands run as the postgres user.
as_postgres() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
# A daemon must hold none of its starter's descriptors (but 0-2): whoever waits for this
# script's output (or, as Foundation's Process does, for a socket it gave it) would wait for the
# daemon too. Called in the subshell that starts one.
close_inherited_fds() {
  local fd
  for fd in $(ls /proc/$BASHPID/fd); do
    if [ "$fd" -gt 2 ]; then eval "exec $fd>&-" 2>/dev/null || true; fi
  done
}
wait_for() { # URL SECONDS [PID]
  local tries=$(( $2 * 10 ))
  for _ in $(seq "$tries"); do
    if [ -n "${3:-}" ] && ! kill -0 "$3" 2>/dev/null; then return 1; fi
    if curl -fsS -o /dev/null --max-time 1 "$1" 2>/dev/null; then return 0; fi
    sleep 0.1
  done
  return 1
}

stop_cluster() {
  [ -d "$dir" ] || return 0
  for file in "$dir"/worker-*.pid; do
    [ -f "$file" ] || continue
    kill -TERM "$(cat "$file")" 2>/dev/null || true
  done
  # A worker writes its tabs' state as it stops; give it a few seconds before insisting.
  for file in "$dir"/worker-*.pid; do
    [ -f "$file" ] || continue
    pid="$(cat "$file")"
    for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -KILL "$pid" 2>/dev/null || true
    rm -f "$file"
  done
  if [ -f "$dir/haproxy.pid" ]; then
    kill -TERM "$(cat "$dir/haproxy.pid")" 2>/dev/null || true
    rm -f "$dir/haproxy.pid"
  fi
  if [ -f "$dir/pg/PG_VERSION" ]; then
    as_postgres "$(pg_bin)/pg_ctl" -D "$dir/pg" -m fast -w stop >/dev/null 2>&1 || true
  fi
}

start_store() {
  (
    close_inherited_fds
    as_postgres "$(pg_bin)/pg_ctl" -D "$dir/pg" -l "$dir/pg/server.log" -w -t 30 \
      -o "-p $(cat "$dir/pg.port") -c listen_addresses=127.0.0.1 -c unix_socket_directories=''" start
  ) </dev/null >/dev/null 2>&1 || fail "PostgreSQL did not start: see $dir/pg/server.log"
}

# Starts worker N on its recorded port with the recorded executable and the store's address.
start_worker() {
  local number="$1" store_line
  store_line="$(cat "$dir/cluster.env")"
  (
    close_inherited_fds
    export "$store_line"
    # shellcheck disable=SC2046
    exec "$(cat "$dir/worker.binary")" $(cat "$dir/worker.args") --port "$(cat "$dir/worker-$number.port")"
  ) </dev/null >>"$dir/worker-$number.log" 2>&1 &
  echo $! > "$dir/worker-$number.pid"
}

case "$command" in
  start)
    command -v haproxy >/dev/null || fail "haproxy is not installed (Scripts/install-cluster.sh)"
    command -v curl >/dev/null || fail "curl is not installed (Scripts/install-cluster.sh)"
    [ -x "$(pg_bin)/initdb" ] || fail "PostgreSQL is not installed (Scripts/install-cluster.sh)"
    [ -f "$dir/cluster.env" ] && fail "a cluster is already running from $dir: stop it first"
    if [ -z "$binary" ]; then
      swift build --product recipes-web-cluster >&2
      binary="$(swift build --show-bin-path)/recipes-web-cluster"
    fi
    [ -x "$binary" ] || fail "no executable at $binary"
    mkdir -p "$dir"
    chmod 755 "$dir"
    pg_port=$((port + workers + 1))

    # The store: a private PostgreSQL with a password made now.
    password="$(head -c 18 /dev/urandom | base64 | tr -dc 'A-Za-z0-9')"
    if [ ! -f "$dir/pg/PG_VERSION" ]; then
      mkdir -p "$dir/pg"
      [ "$(id -u)" -eq 0 ] && chown postgres "$dir/pg"
      printf '%s\n' "$password" > "$dir/pg.password"
      [ "$(id -u)" -eq 0 ] && chown postgres "$dir/pg.password"
      chmod 600 "$dir/pg.password"
      as_postgres "$(pg_bin)/initdb" -D "$dir/pg" -U waypoint --pwfile="$dir/pg.password" \
        --auth-host=scram-sha-256 --auth-local=peer >"$dir/initdb.log" 2>&1 \
        || fail "initdb failed: see $dir/initdb.log"
    fi
    password="$(cat "$dir/pg.password")"
    echo "$pg_port" > "$dir/pg.port"
    start_store
    PGPASSWORD="$password" "$(pg_bin)/createdb" -h 127.0.0.1 -p "$pg_port" -U waypoint waypoint \
      2>/dev/null || true
    store="postgres://waypoint:${password}@127.0.0.1:${pg_port}/waypoint"
    umask 077
    printf 'WAYPOINT_STORE=%s\n' "$store" > "$dir/cluster.env"
    umask 022

    # The workers, on the ports after P.
    printf '%s\n' "$binary" > "$dir/worker.binary"
    printf '%s\n' "$worker_args" > "$dir/worker.args"
    servers=""
    for index in $(seq "$workers"); do
      echo $((port + index)) > "$dir/worker-$index.port"
      start_worker "$index"
      servers+="  server w$index 127.0.0.1:$((port + index)) check cookie w$index"$'\n'
    done
    for index in $(seq "$workers"); do
      if ! wait_for "http://127.0.0.1:$((port + index))/_waypoint/health" 60 \
        "$(cat "$dir/worker-$index.pid")"; then
        stop_cluster
        rm -f "$dir/cluster.env"
        fail "worker $index did not answer: see $dir/worker-$index.log"
      fi
    done

    # The balancer: a browser stays with the worker that made its page (the wp_worker cookie);
    # a worker that fails its checks (or refuses a connection) loses its browsers to another.
    cat > "$dir/haproxy.cfg" <<CONFIG
global
  maxconn 8000
  log stderr format iso local0 info
defaults
  mode http
  log global
  option httplog
  timeout connect 1s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
  # A connection a dead worker refuses is tried again at another at once.
  option redispatch 1
  retries 2
frontend web
  bind 127.0.0.1:$port
  default_backend workers
backend workers
  balance roundrobin
  cookie wp_worker insert indirect nocache httponly attr "SameSite=Strict"
  option httpchk GET /_waypoint/health
  http-check expect status 200
  default-server inter 500ms fall 2 rise 2
$servers
CONFIG
    # In the foreground of a background job, so its log lines go to haproxy.log.
    (close_inherited_fds; exec haproxy -f "$dir/haproxy.cfg" -db) </dev/null >"$dir/haproxy.log" 2>&1 &
    echo $! > "$dir/haproxy.pid"
    wait_for "http://127.0.0.1:$port/_waypoint/health" 10 \
      || { stop_cluster; rm -f "$dir/cluster.env"; fail "haproxy does not answer on $port"; }
    echo "http://127.0.0.1:$port"
    ;;
  stop)
    stop_cluster
    rm -f "$dir/cluster.env"
    ;;
  start-worker)
    [ -f "$dir/cluster.env" ] || fail "no cluster running from $dir"
    [ -n "$index" ] && [ -f "$dir/worker-$index.port" ] || fail "no worker --index ${index:-?} in $dir"
    start_worker "$index"
    wait_for "http://127.0.0.1:$(cat "$dir/worker-$index.port")/_waypoint/health" 60 \
      "$(cat "$dir/worker-$index.pid")" || fail "worker $index did not answer: see $dir/worker-$index.log"
    ;;
  store-stop)
    as_postgres "$(pg_bin)/pg_ctl" -D "$dir/pg" -m fast -w stop >/dev/null
    ;;
  store-start)
    start_store
    ;;
  status)
    [ -f "$dir/cluster.env" ] || { echo "no cluster running from $dir"; exit 1; }
    for file in "$dir"/worker-*.pid; do
      pid="$(cat "$file")"
      state=stopped
      kill -0 "$pid" 2>/dev/null && state=running
      echo "$(basename "$file" .pid): pid $pid, port $(cat "${file%.pid}.port"), $state"
    done
    ;;
  *)
    echo "usage: $0 start [--port P] [--workers N] [--binary PATH] [--dir DIR] | stop [--dir DIR] | status [--dir DIR]" >&2
    exit 2
    ;;
esac
