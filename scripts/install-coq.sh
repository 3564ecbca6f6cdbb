#!/usr/bin/env bash
# Installs Debian's Coq (8.16.1 on Debian 12) and the OCaml libraries `native_compute` needs
# when they are missing: `coq` gives coqc, `libcoq-core-ocaml-dev` lets native_compute link
# (without it: "Unbound module Nativevalues"). Used by `make test`, `make check-ci` and .ci/run.
set -euo pipefail
need=()
command -v coqc >/dev/null 2>&1 || need+=(coq)
if command -v dpkg >/dev/null 2>&1 && ! dpkg -s libcoq-core-ocaml-dev >/dev/null 2>&1; then
  need+=(libcoq-core-ocaml-dev)
fi
if [ ${#need[@]} -eq 0 ]; then
  exit 0
fi
if ! command -v apt-get >/dev/null 2>&1 || [ "$(id -u)" -ne 0 ]; then
  echo "install-coq: ${need[*]} missing; install them as root: apt-get install -y coq libcoq-core-ocaml-dev" >&2
  exit 1
fi
echo "install-coq: installing Debian's ${need[*]} (about a minute)"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
coqc --version | head -1
