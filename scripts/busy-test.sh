#!/usr/bin/env bash
# The README's test command beside a CPU hog (docs/testing.md, "On a busy machine"): one
# `yes > /dev/null` runs for the whole of `make test`, as another job on a shared CI machine
# would, and is stopped however the run ends. Prints the run's time.
#
#   scripts/busy-test.sh                 make test beside one hog
#   HOGS=2 scripts/busy-test.sh          beside two
#   scripts/busy-test.sh cargo test -p livedraw --test e2e --locked   any command instead
set -euo pipefail
cd "$(dirname "$0")/.."

HOGS="${HOGS:-1}"
hogs=()
stop_hogs() {
    if [ "${#hogs[@]}" -gt 0 ]; then
        kill "${hogs[@]}" 2>/dev/null || true
        wait "${hogs[@]}" 2>/dev/null || true
    fi
}
trap stop_hogs EXIT
for _ in $(seq "$HOGS"); do
    yes > /dev/null &
    hogs+=("$!")
done
echo "busy-test: ${HOGS} CPU hog(s) running (pid ${hogs[*]})"

if [ "$#" -eq 0 ]; then
    set -- make test
fi
began=$(date +%s)
status=0
"$@" || status=$?
took=$(( $(date +%s) - began ))
echo "busy-test: \`$*\` exited ${status} after $((took / 60)) min $((took % 60)) s (${took} s) beside ${HOGS} hog(s)"
exit "$status"
