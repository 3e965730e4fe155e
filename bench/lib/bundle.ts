// Browser bundles measured with esbuild (bundle, minify, ESM, platform browser) and gzipped with
// node:zlib at level 9, as measure f and bench/bundle-size-check.ts see them.
import { gzipSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';
import { root } from './child.js';

export interface BundleSize {
  minified: number;
  gzip: number;
  /** Minified bytes in the output per source: a package name, or `src/<dir>` for the SDK's own code. */
  bySource: Record<string, number>;
  /** Every input file, relative to the repository root. */
  inputs: string[];
  /** The inputs that left code in the output (the rest were tree-shaken away). */
  included: string[];
}

/** The whole root entry: everything src/index.ts exports. */
export const wholeRoot = `export * from './src/index.ts';`;

/** One namespace on the core client, as a browser app that uses only channels builds it. */
export const coreAndChannels = `import { Channels, ClientCore } from './src/index.ts';
const channels = new Channels(new ClientCore({ baseUrl: 'https://app.example.com', auth: 'token' }));
export const listChannels = (workspaceId) => channels.list(workspaceId);`;

/** "Create a client and list channels". */
export const clientAndChannels = `import { Client } from './src/index.ts';
const client = new Client({ baseUrl: 'https://app.example.com', auth: 'token' });
export const listChannels = (workspaceId) => client.channels.list(workspaceId);`;

/** openai's root entry, all of it. */
export const openaiRoot = `export * from 'openai'; export { default } from 'openai';`;

function sourceOf(path: string): string {
  const modules = path.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = path.slice(modules + 'node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  const parts = path.split('/');
  return parts[0] === 'src' && parts.length > 2 ? `src/${parts[1]}` : parts[0] === 'src' ? 'src' : path;
}

/** Bundles `contents` (an ES module resolved from the repository root) and measures it. */
export async function bundleSize(contents: string): Promise<BundleSize> {
  const result = await build({
    stdin: { contents, resolveDir: root, sourcefile: 'bench-entry.ts', loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    metafile: true,
    logLevel: 'error',
  });
  const code = result.outputFiles[0]!.contents;
  const metafile: Metafile = result.metafile;
  const bySource: Record<string, number> = {};
  const included = new Set<string>();
  for (const output of Object.values(metafile.outputs)) {
    for (const [path, info] of Object.entries(output.inputs)) {
      if (info.bytesInOutput > 0) included.add(path);
      const source = sourceOf(path);
      bySource[source] = (bySource[source] ?? 0) + info.bytesInOutput;
    }
  }
  const sorted = Object.fromEntries(Object.entries(bySource).sort(([a], [b]) => a.localeCompare(b)));
  return {
    minified: code.length,
    gzip: gzipSync(code, { level: 9 }).length,
    bySource: sorted,
    inputs: Object.keys(metafile.inputs).sort(),
    included: [...included].sort(),
  };
}

/**
 * Inputs that a `ClientCore` + `Channels` bundle must leave out: the other namespaces, their models, `Client`, the
 * client-credentials exchange and the environment reader.
 */
export function unusedInputs(size: BundleSize): string[] {
  const allowedModels = new Set(['src/models/channel.ts', 'src/models/dataset.ts', 'src/models/common.ts']);
  return size.included.filter(
    (path) =>
      (path.startsWith('src/resources/') && path !== 'src/resources/channels.ts') ||
      (path.startsWith('src/models/') && !allowedModels.has(path)) ||
      ['src/client.ts', 'src/core/client-credentials.ts', 'src/core/environment.ts'].includes(path),
  );
}

/** Inputs of a bundle that must never be in the root entry: msw and the mock, the CLI and its commander and yaml. */
export function forbiddenInputs(size: BundleSize): string[] {
  return size.inputs.filter(
    (path) => /(^|\/)node_modules\/(msw|@mswjs|commander|yaml)\//.test(path) || /(^|\/)src\/(mock|cli)\//.test(path),
  );
}

// 35 KiB until issue 10, whose security work (redirects handled by hand, one redaction step for every error, bounded
// error display, body timeouts, header and signal checks) cost 3.5 KiB gzipped; issue 11 added eventsource-parser
// (+1.2 KiB) and ApiPromise with models accepted for ids, and won back 1.6 KiB on zod (37.8); issue 12's misuse
// errors (each method's signature, known option keys), environment config, User-Agent and debug lines cost 3.6 KiB;
// issue 13's seven platform namespaces (46 methods), dataset publishing and messages, their models and the cron check
// cost 5.1 KiB. See PERFORMANCE.md.
// Issue 21 (every operation of the service's own document, so far: accounts, data plugins with the Hub index, source
// tokens and the redaction of secrets sent in bodies, questions, the cross-workspace lists, the API root) took it from
// 46.9 to 49.9 KiB; its second half (every field of the document's models, inputs that refuse unknown keys with a
// "did you mean" message, the writes by id, the pipeline environment and the redaction of the secrets it answers)
// to 51.0.
export const budgetKiB = 52.5;

// `ClientCore` + `Channels` measured 24.8 KiB when issue 20 split the client (the all-in-one `Client` with
// `channels.list` was 44.8). Issue 20 aimed at 22: the rest is the request pipeline, redaction, validation and
// zod/mini themselves (src/core 47 KiB minified, zod 19), which every namespace needs. The budget keeps it from
// growing back. Issue 21 added `listAll`/`listNews` to Channels and the redaction of secrets sent in bodies to the
// core (24.8 -> 25.1); its second half the channel's document fields, strict `ChannelInput`/`ChannelPatch`,
// `putById` and `edit`, the unknown-key message and the redaction of secrets a response carries (25.1 -> 25.6).
/** The budget of `coreAndChannels`, gzipped: a namespace on `ClientCore` carries only what it uses. */
export const coreBudgetKiB = 26;
