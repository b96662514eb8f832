#!/usr/bin/env bash
# Starts Debian's PgBouncer (1.18) in transaction mode on 127.0.0.1:PORT in front of the PostgreSQL server on
# 127.0.0.1:5432, for the integration tests' pooler pass (TEST_POOLER_URL; README "Several instances on one
# PostgreSQL"). Any database name is passed through, since each test file clones its own database. The
# configuration, log and pid file go to a fresh directory, printed on the last line; stop the pooler with
# `kill "$(cat DIR/pgbouncer.pid)"`. PgBouncer refuses to run as root, so it runs as the postgres user.
set -euo pipefail
port="${1:-6432}"
dir="$(mktemp -d /tmp/pgbouncer.XXXXXX)"

# Trust, as the server on 5432 does for local connections; the auth file only names the user.
printf '"postgres" ""\n' >"$dir/users.txt"
cat >"$dir/pgbouncer.ini" <<INI
[databases]
* = host=127.0.0.1 port=5432

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $port
unix_socket_dir =
auth_type = trust
auth_file = $dir/users.txt
pool_mode = transaction
; every test file has a database (and so a pool) of its own, and files run side by side
max_client_conn = 500
default_pool_size = 10
logfile = $dir/pgbouncer.log
pidfile = $dir/pgbouncer.pid
INI
chown -R postgres "$dir"
su postgres -s /bin/sh -c "pgbouncer -d '$dir/pgbouncer.ini'"

for _ in $(seq 1 50); do
  if pg_isready -q -h 127.0.0.1 -p "$port" -U postgres -d postgres; then
    echo "$dir"
    exit 0
  fi
  sleep 0.1
done
echo "PgBouncer did not start on port $port:" >&2
cat "$dir/pgbouncer.log" >&2
exit 1
