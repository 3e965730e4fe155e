// The entry of the runtimes with a command line (Node, Deno, Bun): `<runtime> main.js [WDP_MOCK_JSON]`. It prints
// one line, `wdp-smoke {"runtime", "version", "results"}`, that scripts/test-runtimes.mjs reads.
import { smokeAll, type WdpMockInfo } from './entry.js';

interface Globals {
  Deno?: { version: { deno: string }; args: string[] };
  Bun?: { version: string };
  process?: { version: string; argv: string[] };
}
const { Deno, Bun, process } = globalThis as Globals;

const [runtime, version, args] = Deno
  ? ['deno', Deno.version.deno, Deno.args]
  : Bun
    ? ['bun', Bun.version, process?.argv.slice(2) ?? []]
    : ['node', process?.version.replace(/^v/, '') ?? '', process?.argv.slice(2) ?? []];
const http = args[0] ? (JSON.parse(args[0]) as WdpMockInfo) : undefined;
const results = await smokeAll(runtime, http);
console.log(`wdp-smoke ${JSON.stringify({ runtime, version, results })}`);
