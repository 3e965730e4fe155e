#!/usr/bin/env bash
# Packs the built package and checks the tarball with publint and arethetypeswrong, the Node build's zod interop,
# wdp-sdk/mock installed without msw, its types compiled in a Node project without the DOM lib, and the `wdp` bin
# (a shebang, `--version` and `--help` from an install of the tarball; no CLI code outside dist/cli/); any problem
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
if ! grep -qx "package/dist/cli/wdp.js" <<<"$listing"; then
  echo "$tarball lacks dist/cli/wdp.js, the wdp bin; see the CLI entry of tsup.config.ts" >&2
  exit 1
fi
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
if [ "$(head -n 1 "$unpacked/package/dist/cli/wdp.js")" != '#!/usr/bin/env node' ]; then
  echo "dist/cli/wdp.js does not start with #!/usr/bin/env node; keep the shebang of src/cli/bin.ts" >&2
  exit 1
fi
rm -rf "$unpacked"
# The root entry must never load msw or the mock.
if grep -lE "from ['\"]msw|require\(['\"]msw|mock/" dist/index.js dist/index.cjs dist/node/index.js dist/node/index.cjs; then
  echo "dist/index.* imports msw or the mock; keep them behind wdp-sdk/mock" >&2
  exit 1
fi
# Nothing but dist/cli/ may hold CLI code or load its dependencies: the root entry, its Node build and the mock stay
# free of commander and yaml (tsup marks each bundled source with a `// src/...` comment).
if find dist -path dist/cli -prune -o -type f \( -name '*.js' -o -name '*.cjs' \) -print |
  xargs grep -lE "from ['\"](commander|yaml)['\"]|require\(['\"](commander|yaml)['\"]\)|^// src/cli/"; then
  echo "these files of dist/ load the CLI, commander or yaml; only dist/cli/ (the wdp bin) may" >&2
  exit 1
fi
node scripts/check-node-build.mjs
node scripts/check-mock-without-msw.mjs "$tarball"
# The wdp bin installed from the tarball outside the repo, its dependencies linked from the repo's node_modules and
# node_modules/.bin/wdp linked as npm links it: `npx wdp --version` prints the packed version, `npx wdp --help` works.
scratch=$(mktemp -d "${TMPDIR:-/tmp}/wdp-sdk-cli-XXXXXX")
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/node_modules/wdp-sdk" "$scratch/node_modules/.bin"
tar -xzf "$tarball" -C "$scratch/node_modules/wdp-sdk" --strip-components=1
installed="$scratch/node_modules/wdp-sdk/package.json"
for dependency in $(node -p "Object.keys(require('$installed').dependencies).join(' ')"); do
  ln -s "$PWD/node_modules/$dependency" "$scratch/node_modules/$dependency"
done
ln -s ../wdp-sdk/dist/cli/wdp.js "$scratch/node_modules/.bin/wdp"
packed=$(node -p "require('$installed').version")
printed=$(cd "$scratch" && npx --no-install wdp --version)
if [ "$printed" != "$packed" ]; then
  echo "wdp --version from the installed tarball printed \"$printed\", not its version $packed" >&2
  exit 1
fi
help=$(cd "$scratch" && npx --no-install wdp --help)
if [[ "$help" != "Usage: wdp "* ]]; then
  echo "wdp --help from the installed tarball does not print its usage:" >&2
  echo "$help" >&2
  exit 1
fi
echo "wdp bin: npx wdp --version prints $packed from the installed tarball; npx wdp --help works"
node scripts/consumer-types/check.mjs "$tarball"
