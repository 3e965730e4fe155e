#!/usr/bin/env bash
# Packs the built package and checks the tarball with publint and arethetypeswrong; any problem fails.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
rm -f .tmp/*.tgz
tarball=".tmp/$(npm pack --silent --pack-destination .tmp 2>/dev/null | tail -n 1)"
npx --no-install publint run "$tarball" --strict
npx --no-install attw "$tarball"
