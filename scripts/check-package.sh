#!/usr/bin/env bash
# Packs the built package and checks the tarball with publint and arethetypeswrong, the Node build's zod interop,
# wdp-sdk/mock installed without msw, its types (the type tests of test/types/ and their hovers, on the oldest and
# newest TypeScript, nodenext and bundler, without the DOM lib: scripts/consumer-types), and the `wdp` bin
# (a shebang, `--version` and `--help` from an install of the tarball; no CLI code outside dist/cli/), and the links of
# its Markdown files (each relative one leads to a file the installed package holds); any problem fails. The checks
# of the tarball run side by side once it is packed (each prints its output when all are done), and call their tools
# from node_modules/.bin, never through npx (which npm refuses inside a script it runs under some versions: EUSAGE
# when npm_config_call is set).
set -euo pipefail
cd "$(dirname "$0")/.."
bin="$PWD/node_modules/.bin"
# Everything this check writes (the tarball, its unpacked copy, the install of the bin, each check's output) goes
# here, outside the repo, so that the bin's install finds nothing of the repo's node_modules.
scratch=$(mktemp -d "${TMPDIR:-/tmp}/wdp-sdk-package-XXXXXX")
names=()
pids=()
trap 'wait; rm -rf "$scratch"' EXIT
# Ctrl-C and a TERM reach the whole process group, the checks in the background too; these make a signal sent to
# this script alone stop them as well.
trap 'kill ${pids[@]+"${pids[@]}"} 2>/dev/null || true; exit 130' INT
trap 'kill ${pids[@]+"${pids[@]}"} 2>/dev/null || true; exit 143' TERM
# The time now, in seconds (to the microsecond from bash 5; whole seconds before), and the seconds since such a time,
# to a tenth: how long the pack and each check took. Bash writes the locale's decimal mark; awk reads a point.
now() { printf '%s' "${EPOCHREALTIME:-$SECONDS}"; }
seconds_since() {
  local to from=$1
  to=$(now)
  awk -v from="${from/,/.}" -v to="${to/,/.}" 'BEGIN { printf "%.1f s", to - from }'
}
# The CPU seconds, user and system, of the processes a shell had waited for, from what `times` wrote in that shell
# (not in a subshell, whose counts start at zero) to FILE: its second line, such as `1m2.500s 0m3.250s`. What a
# check cost the machine, beside how long it took.
cpu_seconds() {
  awk 'NR == 2 { s = 0; for (i = 1; i <= NF; i++) { split($i, p, "m"); sub(",", ".", p[2]); s += p[1] * 60 + p[2] }
    printf "%.1f s", s }' "$1"
}

# npm pack runs the prepack script (the build) first, as npm publish does, under the lock every build of dist/
# takes (scripts/lib/tarball.mjs); its output is shown only if it fails. Under .ci/run, which has packed the tree
# once already, the tarball WDP_SDK_PACKED_TARBALL names is copied instead.
packing=$(now)
tarball=$(node --input-type=module -e 'import { packTarball } from "./scripts/lib/tarball.mjs";
  try { console.log(packTarball(process.argv[1])); } catch (error) { console.error(error.message); process.exit(1); }' \
  "$scratch")
name=$(basename "$tarball")
packed_in=$(seconds_since "$packing")
times >"$scratch/cpu-pack"
packed_in+=", CPU $(cpu_seconds "$scratch/cpu-pack")"

# The checks below read the tarball (or dist/, which it was packed from) and nothing else: they run at once, each
# with its output kept for the end, and the seconds it took (written when it exits, even by `set -e`), which the
# summary line gives. `check NAME COMMAND...` starts one: a subshell that times it and passes a TERM on to it.
check() {
  local label=$1
  shift
  (
    started=$(now)
    trap 'seconds_since "$started" >"$scratch/time-$label"; times >"$scratch/cpu-$label"' EXIT
    "$@" &
    trap 'kill "$!" 2>/dev/null' TERM
    wait "$!"
  ) >"$scratch/check-$label.log" 2>&1 &
  names+=("$label")
  pids+=("$!")
}

# The wdp bin installed from the tarball outside the repo, its dependencies linked from the repo's node_modules and
# node_modules/.bin/wdp linked to the file its package.json names, as npm links it: run as a user's shell runs it
# (by its shebang, as npx or an npm script would), `wdp --version` prints the packed version, `wdp --help` works.
wdp_bin() {
  local consumer="$scratch/consumer"
  local packed target
  { read -r packed && read -r target; } < <(
    node --input-type=module -e 'import { installTarball } from "./scripts/lib/tarball.mjs";
      const { manifest } = installTarball(process.argv[1], process.argv[2]);
      console.log(`${manifest.version}\n${manifest.bin?.wdp ?? ""}`);' "$consumer" "$tarball"
  )
  if [ -z "$target" ]; then
    echo "the packed package.json has no bin.wdp; the wdp bin is ./dist/cli/wdp.js" >&2
    return 1
  fi
  local printed help
  printed=$(cd "$consumer" && node_modules/.bin/wdp --version)
  if [ "$printed" != "$packed" ]; then
    echo "wdp --version from the installed tarball printed \"$printed\", not its version $packed" >&2
    return 1
  fi
  help=$(cd "$consumer" && node_modules/.bin/wdp --help)
  if [[ "$help" != "Usage: wdp "* ]]; then
    echo "wdp --help from the installed tarball does not print its usage:" >&2
    echo "$help" >&2
    return 1
  fi
  # --verbose prints a failure's stack, mapped by the shipped source maps to src/ (a bad port fails before any
  # connection, so this needs no network).
  local stack
  stack=$(cd "$consumer" && node_modules/.bin/wdp profile --verbose --base-url http://127.0.0.1:1 --token x 2>&1 || true)
  if ! grep -q 'src/cli/program/main\.ts:[0-9]' <<<"$stack"; then
    echo "wdp --verbose from the installed tarball prints no stack frame in src/cli/program/main.ts:" >&2
    echo "$stack" >&2
    return 1
  fi
  echo "wdp bin: node_modules/.bin/wdp --version prints $packed from the installed tarball; --help prints its" \
    "usage; --verbose stack traces point into src/"
}

# What the tarball holds: the licence and the changelog, at most one sourceMappingURL per script (only dist/cli/ has
# maps: their mappings, without the sources' text), and no more than 5.75 MiB unpacked (1.8 MiB in issue 12; 3.1 MiB
# once issue 21 covered every operation, field and enum value of the service's document: its types alone are
# 0.64 MiB; the CLI's maps add 0.65 MiB; 4.2 MiB once issue 23 gave the mock fault injection, record and replay and
# a livelier seed, which the package carries four times: the ESM chunk, dist/mock/index.cjs, dist/mock/node.cjs and
# the CLI's bundle; 4.5 MiB once issue 24 documented every export, whose comments the JS builds keep, and shipped the
# guides of docs/, 0.33 MiB; 5 MiB with issue 33's descriptions; 5.5 MiB once issue 34 named every model in the
# declarations, twice, .d.ts and .d.cts, and issue 35 gave wdp sign-in, secrets from files, id prefixes, --query and
# runs of many pipelines, 5.12 MiB in all; 5.75 MiB once the list filters and subscribe types of the service's
# document reached every build, 5.51 MiB with the examples the guides link to); what dist/ may import.
contents() {
  local listing
  listing=$(tar -tzf "$tarball")
  for file in LICENSE CHANGELOG.md README.md; do
    if ! grep -qx "package/$file" <<<"$listing"; then
      echo "$name lacks $file; list it in package.json files" >&2
      return 1
    fi
  done
  if ! grep -qx "package/dist/cli/wdp.js" <<<"$listing"; then
    echo "$name lacks dist/cli/wdp.js, the wdp bin; see the CLI entry of tsup.config.ts" >&2
    return 1
  fi
  local unpacked="$scratch/unpacked"
  mkdir -p "$unpacked" && tar -xzf "$tarball" -C "$unpacked"
  # One grep over every script, `path:count` a line (a grep a script, ~400 of them, took 21 s under load).
  local doubled
  doubled=$(find "$unpacked" -type f \( -name '*.js' -o -name '*.cjs' -o -name '*.mjs' \) \
    -exec grep -c '^//# sourceMappingURL=' {} + | awk -F: '$NF > 1 { print; exit }' || true)
  if [ -n "$doubled" ]; then
    local script=${doubled%:*}
    echo "${script#"$unpacked"/} has ${doubled##*:} sourceMappingURL comments; at most one" >&2
    return 1
  fi
  local size
  size=$(tar -xzOf "$tarball" | wc -c)
  if [ "$size" -gt $((5888 * 1024)) ]; then
    echo "$name unpacks to $size bytes, over the 5.75 MiB bound; see what grew with npm pack --dry-run" >&2
    return 1
  fi
  if [ "$(head -n 1 "$unpacked/package/dist/cli/wdp.js")" != '#!/usr/bin/env node' ]; then
    echo "dist/cli/wdp.js does not start with #!/usr/bin/env node; keep the shebang of src/cli/bin.ts" >&2
    return 1
  fi
  # The root entry must never load msw or the mock.
  local root=(dist/index.js dist/index.cjs dist/node/index.js dist/node/index.cjs)
  if grep -lE "from ['\"]msw|require\(['\"]msw|mock/" "${root[@]}"; then
    echo "dist/index.* imports msw or the mock; keep them behind wdp-sdk/mock" >&2
    return 1
  fi
  # Nothing but dist/cli/ may hold CLI code or load its dependencies: the root entry, its Node build and the mock stay
  # free of commander, yaml and JMESPath (tsup marks each bundled source with a `// src/...` comment).
  local cli='commander|yaml|@jmespath-community/jmespath'
  if find dist -path dist/cli -prune -o -type f \( -name '*.js' -o -name '*.cjs' \) -print |
    xargs grep -lE "from ['\"]($cli)['\"]|require\(['\"]($cli)['\"]\)|^// src/cli/"; then
    echo "these files of dist/ load the CLI, commander, yaml or JMESPath; only dist/cli/ (the wdp bin) may" >&2
    return 1
  fi
  echo "contents: LICENSE, CHANGELOG.md, README.md and the wdp bin (with its shebang); no script with two" \
    "sourceMappingURL lines; $size bytes unpacked; no msw or mock in the root entry, no CLI code outside dist/cli/"
}

check contents contents
check publint "$bin/publint" run "$tarball" --strict
check attw "$bin/attw" "$tarball"
check node-build node scripts/check-node-build.mjs "$tarball"
check doc-links node scripts/check-doc-links.mjs "$tarball"
check doc-blocks node scripts/check-doc-blocks.mjs "$tarball"
check mock-without-msw node scripts/check-mock-without-msw.mjs "$tarball"
check wdp-bin wdp_bin
check consumer-types node scripts/consumer-types/check.mjs "$tarball"
check size "$bin/tsx" bench/bundle-size-check.ts "$tarball"
check consumers node scripts/consumers/check.mjs "$tarball"

failed=()
took=("pack $packed_in")
for i in "${!names[@]}"; do
  status=0
  wait "${pids[$i]}" || status=$?
  cat "$scratch/check-${names[$i]}.log"
  if [ "$status" -ne 0 ]; then failed+=("${names[$i]}"); fi
  took+=("${names[$i]} $(cat "$scratch/time-${names[$i]}" 2>/dev/null || echo '?'), CPU $(cpu_seconds \
    "$scratch/cpu-${names[$i]}" 2>/dev/null || echo '?')")
done
# How long the pack took, then each check (side by side, from when it started) and its CPU: where the step's time goes.
summary=$(IFS=';'; echo "${took[*]}" | sed 's/;/; /g')
if [ "${#failed[@]}" -gt 0 ]; then
  echo "check-package: FAILED: ${failed[*]} (took: $summary)" >&2
  exit 1
fi
echo "check-package: $name passed every check (took: $summary)"
