#!/usr/bin/env bash
# Draws target/soak/soak.csv (from `make soak`) into docs/soak.png with matplotlib, installed
# once into target/soak-venv (pinned in scripts/soak-plot-requirements.txt).
set -euo pipefail
cd "$(dirname "$0")/.."
venv=target/soak-venv
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet -r scripts/soak-plot-requirements.txt
fi
"$venv/bin/python" scripts/soak_plot.py "${1:-target/soak/soak.csv}" "${2:-docs/soak.png}" "${3:-livedraw soak}"
echo "wrote ${2:-docs/soak.png}"
