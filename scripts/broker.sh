#!/usr/bin/env bash
# The Kafka-protocol broker of the tests and of local Kafka runs: tansu, installed once under the
# cargo home, started on loopback with a SQLite store (or an in-memory one, for load figures).
#
#   scripts/broker.sh install        build tansu once (about 12 minutes on 2 cores); skipped when
#                                    present
#   scripts/broker.sh path           print the binary's path
#   scripts/broker.sh start          start a broker on $KAFKA_PORT (9092), SQLite store in
#                                    $KAFKA_DIR (data/kafka; its pid file and log go there too)
#   scripts/broker.sh start --memory the same with tansu's in-memory store: nothing survives a
#                                    stop. `acks=all` is then acknowledged from memory, as Apache
#                                    Kafka acknowledges from its replicas' page cache; the SQLite
#                                    store syncs every produce to disk (docs/testing.md)
#   scripts/broker.sh stop           stop the broker `start` started
set -euo pipefail

TANSU_VERSION=0.6.0
CARGO_HOME_DIR="${CARGO_HOME:-$HOME/.cargo}"
TANSU_ROOT="${TANSU_ROOT:-$CARGO_HOME_DIR/livedraw-tools/tansu-$TANSU_VERSION}"
TANSU="${LIVEDRAW_TANSU:-$TANSU_ROOT/bin/tansu}"
KAFKA_PORT="${KAFKA_PORT:-9092}"
KAFKA_DIR="${KAFKA_DIR:-data/kafka}"
PID_FILE="$KAFKA_DIR/tansu.pid"

install() {
    if [ -x "$TANSU" ]; then
        echo "tansu $TANSU_VERSION: $TANSU"
        return
    fi
    echo "building tansu $TANSU_VERSION into $TANSU_ROOT (once; about 12 minutes on 2 cores)"
    cargo install tansu --version "$TANSU_VERSION" --locked --features dynostore,libsql \
        --root "$TANSU_ROOT"
}

start() {
    local store_kind="${1:-}"
    if [ ! -x "$TANSU" ]; then
        echo "no tansu at $TANSU: run \`make broker\`" >&2
        exit 1
    fi
    if [ -f "$PID_FILE" ] && kill -0 "$(cat "$PID_FILE")" 2>/dev/null; then
        echo "tansu already runs (pid $(cat "$PID_FILE")) on 127.0.0.1:$KAFKA_PORT"
        return
    fi
    mkdir -p "$KAFKA_DIR"
    local url="tcp://127.0.0.1:$KAFKA_PORT" store
    case "$store_kind" in
        "") store="sqlite:///$(cd "$KAFKA_DIR" && pwd)/tansu.db" ;;
        --memory) store="memory://tansu/" ;;
        *)
            echo "usage: $0 start [--memory]" >&2
            exit 2
            ;;
    esac
    RUST_LOG="${RUST_LOG:-warn}" nohup "$TANSU" broker \
        --listener-url "$url" --advertised-listener-url "$url" \
        --storage-engine "$store" \
        >>"$KAFKA_DIR/tansu.log" 2>&1 &
    echo $! >"$PID_FILE"
    for _ in $(seq 1 100); do
        if (exec 3<>"/dev/tcp/127.0.0.1/$KAFKA_PORT") 2>/dev/null; then
            [ -z "$store_kind" ] && index_headers "$KAFKA_DIR/tansu.db"
            echo "tansu runs on 127.0.0.1:$KAFKA_PORT (pid $(cat "$PID_FILE"), store $store, log $KAFKA_DIR/tansu.log)"
            return
        fi
        sleep 0.1
    done
    echo "tansu did not accept connections on 127.0.0.1:$KAFKA_PORT; see $KAFKA_DIR/tansu.log" >&2
    exit 1
}

# tansu 0.6's SQLite store has no index on its header table: every fetch reads every header
# the broker holds, and slows down as the store grows (docs/kafka.md, "The test broker's header
# index"). The same index as the tests' broker; it changes no answer, only the speed.
index_headers() {
    python3 - "$1" <<'PY'
import sqlite3, sys
store = sqlite3.connect(sys.argv[1], timeout=5)
store.execute("CREATE INDEX IF NOT EXISTS livedraw_header_by_record ON header (topition, offset_id)")
store.close()
PY
}

stop() {
    if [ ! -f "$PID_FILE" ]; then
        echo "no tansu started from $KAFKA_DIR"
        return
    fi
    local pid
    pid="$(cat "$PID_FILE")"
    if kill -0 "$pid" 2>/dev/null; then
        kill "$pid"
        echo "tansu (pid $pid) stopped"
    fi
    rm -f "$PID_FILE"
}

case "${1:-}" in
    install) install ;;
    path) echo "$TANSU" ;;
    start) start "${2:-}" ;;
    stop) stop ;;
    *)
        echo "usage: $0 install|path|start [--memory]|stop" >&2
        exit 2
        ;;
esac
