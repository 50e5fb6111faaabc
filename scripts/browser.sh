#!/usr/bin/env bash
# What the browser tests need, installed by the project itself (docs/testing.md):
# Debian's Chromium (no browser download at test time) and playwright-core from the npm
# registry, pinned by tests/browser/package-lock.json.
#
#   scripts/browser.sh install   install both once; skipped when present
#   scripts/browser.sh path      print Chromium's path
set -euo pipefail

CHROMIUM="${LIVEDRAW_CHROMIUM:-/usr/bin/chromium}"
HERE="$(cd "$(dirname "$0")/.." && pwd)"

install() {
    if [ ! -x "$CHROMIUM" ]; then
        echo "installing Debian's chromium (once)"
        local sudo=""
        if [ "$(id -u)" != 0 ]; then sudo="sudo"; fi
        $sudo apt-get install -y --no-install-recommends chromium \
            || { $sudo apt-get update && $sudo apt-get install -y --no-install-recommends chromium; }
    fi
    echo "chromium: $("$CHROMIUM" --version 2>/dev/null || echo "$CHROMIUM")"
    if [ ! -d "$HERE/tests/browser/node_modules/playwright-core" ]; then
        echo "installing playwright-core (once)"
        (cd "$HERE/tests/browser" && npm ci --no-audit --no-fund)
    fi
    echo "playwright-core: $(cd "$HERE/tests/browser" && node -p "require('playwright-core/package.json').version")"
}

case "${1:-}" in
    install) install ;;
    path) echo "$CHROMIUM" ;;
    *) echo "usage: $0 install|path" >&2; exit 2 ;;
esac
