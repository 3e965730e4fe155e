#!/usr/bin/env bash
# Packs the built package and checks the tarball with publint and arethetypeswrong, the Node build's zod interop,
# and wdp-sdk/mock installed without msw; any problem fails.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
rm -f .tmp/*.tgz
tarball=".tmp/$(npm pack --silent --pack-destination .tmp 2>/dev/null | tail -n 1)"
npx --no-install publint run "$tarball" --strict
npx --no-install attw "$tarball"
# The root entry must never load msw or the mock.
if grep -lE "from ['\"]msw|require\(['\"]msw|mock/" dist/index.js dist/index.cjs dist/node/index.js dist/node/index.cjs; then
  echo "dist/index.* imports msw or the mock; keep them behind wdp-sdk/mock" >&2
  exit 1
fi
node scripts/check-node-build.mjs
node scripts/check-mock-without-msw.mjs "$tarball"
