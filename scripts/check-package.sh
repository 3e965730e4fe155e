#!/usr/bin/env bash
# Packs the built package and checks the tarball with publint and arethetypeswrong, the Node build's zod interop,
# wdp-sdk/mock installed without msw, and its types compiled in a Node project without the DOM lib; any problem
# fails.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
rm -f .tmp/*.tgz
tarball=".tmp/$(npm pack --silent --pack-destination .tmp 2>/dev/null | tail -n 1)"
npx --no-install publint run "$tarball" --strict
npx --no-install attw "$tarball"
# What the tarball holds: the licence and the changelog, at most one sourceMappingURL per script (the build writes
# none), and no more than 3 MiB unpacked (1.8 MiB in issue 12; source maps would add 3 MiB).
listing=$(tar -tzf "$tarball")
for file in LICENSE CHANGELOG.md README.md; do
  if ! grep -qx "package/$file" <<<"$listing"; then
    echo "$tarball lacks $file; list it in package.json files" >&2
    exit 1
  fi
done
unpacked=".tmp/unpacked"
rm -rf "$unpacked" && mkdir -p "$unpacked" && tar -xzf "$tarball" -C "$unpacked"
while IFS= read -r script; do
  count=$(grep -c '^//# sourceMappingURL=' "$script" || true)
  if [ "$count" -gt 1 ]; then
    echo "${script#"$unpacked"/} has $count sourceMappingURL comments; at most one" >&2
    exit 1
  fi
done < <(find "$unpacked" -type f \( -name '*.js' -o -name '*.cjs' -o -name '*.mjs' \))
size=$(tar -xzOf "$tarball" | wc -c)
if [ "$size" -gt $((3 * 1024 * 1024)) ]; then
  echo "$tarball unpacks to $size bytes, over the 3 MiB bound; see what grew with npm pack --dry-run" >&2
  exit 1
fi
rm -rf "$unpacked"
# The root entry must never load msw or the mock.
if grep -lE "from ['\"]msw|require\(['\"]msw|mock/" dist/index.js dist/index.cjs dist/node/index.js dist/node/index.cjs; then
  echo "dist/index.* imports msw or the mock; keep them behind wdp-sdk/mock" >&2
  exit 1
fi
node scripts/check-node-build.mjs
node scripts/check-mock-without-msw.mjs "$tarball"
node scripts/consumer-types/check.mjs "$tarball"
