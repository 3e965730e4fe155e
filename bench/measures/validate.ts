// b. Validating one 10,000-item jobs page (about 21 MB of JSON; 100 items in quick mode), in process, in two tables
// from one interleaved run:
//   b  the validation step against JSON.parse(text): safeParse of classic zod and of zod/mini over the same
//      schema, and the SDK's own Validator.check; and its precheck where eval is forbidden (CSP, workerd)
//   b2 end to end through `client.jobs.list(ws)` with a stub fetch answering a Response over the
//      prebuilt bytes, against that path's floor (Response.text() + JSON.parse, no SDK)

import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import type { Precheck, precheckOf } from '../../src/core/validation/precheck.js';
import { Validator } from '../../src/core/validation/validator.js';
import { Client } from '../../src/index.js';
import { JobCollection } from '../../src/models/job.js';
import { root } from '../lib/child.js';
import { ClassicJobCollection } from '../lib/classic-jobs.js';
import { jobsPageOf } from '../lib/fixtures.js';
import { token, workspaceId } from '../lib/pages.js';
import { scale } from '../lib/quick.js';
import { collect, interleave, type Measure, measure, median, round, rows, timeMs } from '../lib/stats.js';

const rounds = 15;
const items = scale(10_000, 100);

/**
 * The job collection's precheck as it is compiled where eval is forbidden (a CSP without 'unsafe-eval', workerd):
 * from a bundle of its own (a module graph apart from this process's, whose job schema is compiled already), loaded
 * and compiled with `Function` refusing.
 */
async function evalForbiddenPrecheck(): Promise<Precheck> {
  const cache = join(root, 'node_modules/.cache/wdp-sdk-bench');
  mkdirSync(cache, { recursive: true });
  const outfile = join(cache, `precheck-${process.pid}.js`);
  const contents =
    "export { precheckOf } from './src/core/validation/precheck.ts'; " +
    "export { JobCollection } from './src/models/job.ts';";
  await build({ stdin: { contents, resolveDir: root, loader: 'ts' }, outfile, bundle: true, format: 'esm' });
  const bundled = (await import(pathToFileURL(outfile).href)) as {
    precheckOf: typeof precheckOf;
    JobCollection: typeof JobCollection;
  };
  rmSync(outfile);
  const evalFunction = globalThis.Function;
  globalThis.Function = function refused() {
    throw new EvalError('eval is forbidden');
  } as unknown as FunctionConstructor;
  try {
    const test = bundled.precheckOf(bundled.JobCollection.schema);
    if (test === undefined) throw new Error('the job collection has no precheck');
    return test;
  } finally {
    globalThis.Function = evalFunction;
  }
}

export async function run(): Promise<Measure[]> {
  const text = await jobsPageOf(items);
  const bytes = new TextEncoder().encode(text);
  const headers = { 'content-type': 'application/hal+json' };
  const fetch = async () => new Response(bytes, { headers });
  const baseUrl = 'http://127.0.0.1:1';
  const warn = new Client({ baseUrl, auth: token, fetch });
  const off = new Client({ baseUrl, auth: token, fetch, validation: 'off' });
  const strict = new Client({ baseUrl, auth: token, fetch, validation: 'strict' });
  const validator = new Validator(console, undefined);
  // The same page drifted: every job's status a value the model does not know, so that zod (mini) runs to
  // find the issues, as it does whenever a body does not pass the precheck (reported once, silently here).
  const drifted = text.replace(/"status":"[A-Z]+"/g, '"status":"LOST"');
  const silent = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };
  const driftValidator = new Validator(silent, undefined);
  let sink: unknown;
  const interpreted = await evalForbiddenPrecheck();

  const floor = 'JSON.parse(text)';
  const e2eFloor = 'stub Response.text() + JSON.parse';
  const contenders: Record<string, () => unknown> = {
    [floor]: () => (sink = JSON.parse(text)),
    'JSON.parse + zod safeParse (classic zod, the same schema)': () => {
      const result = ClassicJobCollection.safeParse(JSON.parse(text));
      if (!result.success) throw new Error('the page does not match the classic JobCollection');
      sink = result.data;
    },
    'JSON.parse + zod/mini safeParse (JobCollection.schema)': () => {
      const result = JobCollection.schema.safeParse(JSON.parse(text));
      if (!result.success) throw new Error('the page does not match JobCollection');
      sink = result.data;
    },
    'JSON.parse + SDK Validator.check, warn (default)': () =>
      (sink = validator.check(JobCollection.schema, JSON.parse(text), 'jobs.list', 'warn')),
    'JSON.parse + SDK Validator.check, off': () =>
      (sink = validator.check(JobCollection.schema, JSON.parse(text), 'jobs.list', 'off')),
    'JSON.parse + SDK Validator.check, warn, the page drifted (every status unknown)': () =>
      (sink = driftValidator.check(JobCollection.schema, JSON.parse(drifted), 'jobs.list', 'warn')),
    'JSON.parse + the SDK precheck where eval is forbidden (CSP, workerd; information)': () => {
      if (!interpreted(JSON.parse(text))) throw new Error('the page does not pass the precheck');
    },
    [e2eFloor]: async () => (sink = JSON.parse(await new Response(bytes, { headers }).text())),
    'SDK jobs.list(ws), validation warn (default)': async () => (sink = await warn.jobs.list(workspaceId)),
    'SDK jobs.list(ws), validation off': async () => (sink = await off.jobs.list(workspaceId)),
  };
  const names = Object.keys(contenders);

  const page = await strict.jobs.list(workspaceId);
  if (page.items.length !== items) throw new Error(`expected ${items} jobs, got ${page.items.length}`);
  for (const name of names) {
    await contenders[name]!();
    await contenders[name]!();
  }

  const samples = await interleave(names, rounds, async (name) => {
    sink = undefined;
    collect();
    return timeMs(contenders[name]!);
  });
  void sink;
  const pick = (keys: string[]) => new Map(keys.map((k) => [k, samples.get(k)!]));
  const mib = (bytes.length / 2 ** 20).toFixed(1);
  const count = items.toLocaleString('en-US');
  const warnTarget = { op: '<=', value: 1.1 } as const; // issue 37
  const offTarget = { op: '<=', value: 1.05 } as const;
  const stepNames = names.slice(0, 7);
  const e2eNames = names.slice(7);
  return [
    measure({
      id: 'b',
      title: `b. Validate one ${count}-item jobs page (${mib} MiB of JSON): the validation step, in process`,
      unit: 'ms',
      better: 'lower',
      rounds,
      floor,
      rows: rows(pick(stepNames), floor, { [stepNames[3]!]: warnTarget, [stepNames[4]!]: offTarget }),
      notes: [
        "Validator.check is the SDK's own validation entry (src/core/validation/validator.ts), " +
          'called as the transport calls it.',
        'The models are zod/mini schemas; ' +
          'the classic zod row parses the same schema written with classic zod (bench/lib/classic-jobs.ts).',
        'A body that passes the compiled precheck (src/core/validation/precheck.ts) is never handed to zod; ' +
          'the drifted row shows the other path: zod/mini runs to find the issues.',
        "Where eval is forbidden (a CSP without 'unsafe-eval', workerd), the precheck's object tests are interpreted " +
          'instead of generated: the last row, the precheck alone (Validator.check adds little to it on a valid page).',
        "A full GC runs before each sample; the previous sample's result is released first. The page read once " +
          "to check its count stays alive, so V8's hidden classes of a job outlive each sample's page: the check " +
          'is measured in that steady state (a page whose classes died costs about 3x the check: PERFORMANCE.md).',
      ],
    }),
    measure({
      id: 'b2',
      title:
        'b2. The same page end to end: client.jobs.list(ws) over a stub fetch ' +
        `(Response over the ${mib} MiB of bytes)`,
      unit: 'ms',
      better: 'lower',
      rounds,
      floor: e2eFloor,
      rows: rows(pick(e2eNames), e2eFloor, { [e2eNames[1]!]: warnTarget, [e2eNames[2]!]: offTarget }),
      extra: {
        'SDK warn / JSON.parse(text)': round(median(samples.get(e2eNames[1]!)!) / median(samples.get(floor)!)),
        'SDK off / JSON.parse(text)': round(median(samples.get(e2eNames[2]!)!) / median(samples.get(floor)!)),
      },
      notes: [
        'The floor here includes what any client over fetch pays: reading the body (UTF-8 decode) before JSON.parse.',
        'The extra lines give the same SDK medians against the bare JSON.parse(text) floor of table b.',
      ],
    }),
  ];
}
