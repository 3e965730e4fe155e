// j. The type-check cost of a small app, as a user's compiler pays it: bench/consumers/wdp-sdk.ts (lists workspaces,
// runs a pipeline, waits for its job, iterates datasets) compiled from the packed package, against
// bench/consumers/openai.ts (lists models, creates a chat completion, retrieves a file, iterates a page) compiled
// from openai as the repository installs it, and an empty file (TypeScript's libs alone). Each is compiled by
// `tsc --extendedDiagnostics` (strict, NodeNext, skipLibCheck off), interleaved rounds: the types and
// instantiations are the same every round, the check time is the median. Writes bench/type-cost.json and the table
// of PERFORMANCE.md (type-figures.ts), which the docs test holds the docs to.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { packTarball } from '../../scripts/lib/tarball.mjs';
import { root } from '../lib/child.js';
import { installPackage } from '../lib/package.js';
import { quick } from '../lib/quick.js';
import { interleave, type Measure, measure, median, type Row, round, rows } from '../lib/stats.js';
import { consumer, instantiationsByOrigin, type TypeCheck, typeCheck, typescriptVersion } from '../lib/type-check.js';
import { type ConsumerCost, type TypeFigures, writeTypeFigures } from '../lib/type-figures.js';

/** Rounds of compiles; each compile of the SDK's file takes 5 to 15 s on a two-core machine. */
const rounds = 5;

const contenders = {
  openai: {
    fixture: 'openai.ts',
    what: 'openai: list models, create a chat completion, retrieve a file, iterate a page',
  },
  'wdp-sdk': {
    fixture: 'wdp-sdk.ts',
    what: 'wdp-sdk: list workspaces, run a pipeline, wait for its job, iterate datasets',
  },
  libs: { fixture: undefined, what: "an empty file: TypeScript's libs alone" },
} as const;
type Name = keyof typeof contenders;
const names = Object.keys(contenders) as Name[];
const floor: Name = 'openai';

const load = () => Math.round(loadavg()[0]! * 100) / 100;

/**
 * Quick mode packs nothing and writes nothing: one compile of the empty file (TypeScript's libs alone) in a scratch
 * project with skipLibCheck, as the full run makes its skipLibCheck figures (checking the libs took 2 s of CPU more),
 * read as the full run reads each compile: its types, as it makes no instantiation (not by origin: a second compile).
 */
function quickRun(): Measure[] {
  const dir = mkdtempSync(join(tmpdir(), 'wdp-sdk-types-'));
  try {
    const config = consumer(dir, 'libs', contenders.libs.fixture, true);
    const check = typeCheck(config);
    const what = contenders.libs.what;
    const notes = [
      'Quick mode: the package is not packed (npm pack builds dist/, a minute), openai and wdp-sdk are not ' +
        'compiled (5 to 15 s each) and the libs are not checked; type-cost.json and PERFORMANCE.md are left alone.',
    ];
    const common = { id: 'j', unit: 'types', better: 'lower', rounds: 1, floor: what } as const;
    const title = 'j. Type-check cost (quick mode: an empty file, skipLibCheck, no package)';
    return [measure({ ...common, title, rows: rows(new Map([[what, [check.types]]]), what), notes })];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function run(): Promise<Measure[]> {
  if (quick) return quickRun();
  const loadStart = load();
  const scratch = mkdtempSync(join(tmpdir(), 'wdp-sdk-pack-'));
  const installed = installPackage(packTarball(scratch), { link: ['openai'] });
  try {
    const configs = Object.fromEntries(
      names.map((name) => [name, consumer(installed.dir, name, contenders[name].fixture)]),
    ) as Record<Name, string>;
    const checks = new Map<Name, TypeCheck[]>(names.map((name) => [name, []]));
    await interleave(names, rounds, async (name) => {
      const check = typeCheck(configs[name as Name]);
      checks.get(name as Name)!.push(check);
      return check.checkMs;
    });
    const costs = {} as Record<Name, ConsumerCost>;
    for (const name of names) {
      const done = checks.get(name)!;
      const [first] = done;
      if (!first) throw new Error(`${name} was never compiled`);
      if (done.some((check) => check.types !== first.types || check.instantiations !== first.instantiations))
        throw new Error(`${name}: the counts differ between rounds: ${JSON.stringify(done)}`);
      const skipped = typeCheck(consumer(installed.dir, name, contenders[name].fixture, true));
      costs[name] = {
        what: contenders[name].what,
        types: first.types,
        instantiations: first.instantiations,
        checkMs: round(median(done.map((check) => check.checkMs))),
        totalMs: round(median(done.map((check) => check.totalMs))),
        skipLibCheck: { types: skipped.types, instantiations: skipped.instantiations },
        byOrigin: instantiationsByOrigin(configs[name], `${name}.ts`),
      };
    }
    const openai = JSON.parse(readFileSync(join(root, 'node_modules/openai/package.json'), 'utf8')) as {
      version: string;
    };
    const figures: TypeFigures = {
      date: new Date().toISOString(),
      loadStart,
      loadEnd: load(),
      rounds,
      typescript: typescriptVersion,
      openai: openai.version,
      consumers: costs,
    };
    writeTypeFigures(figures);
    return measures(figures, checks);
  } finally {
    installed.remove();
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The measure's three tables: instantiations, types (one value each) and check time (the rounds). */
function measures(figures: TypeFigures, checks: Map<Name, TypeCheck[]>): Measure[] {
  const { consumers } = figures;
  const counted = (field: 'types' | 'instantiations'): Row[] =>
    names.map((name) => {
      const value = consumers[name][field];
      const target = name === 'wdp-sdk' && field === 'instantiations';
      return {
        name: contenders[name].what,
        median: value,
        min: value,
        max: value,
        ratio: round(value / consumers[floor][field]),
        target: target ? '<= 1x' : null,
        met: target ? value <= consumers[floor][field] : null,
      };
    });
  const times = new Map(names.map((name) => [contenders[name].what, checks.get(name)!.map((c) => c.checkMs)]));
  const timeRows = rows(times, contenders[floor].what, { [contenders['wdp-sdk'].what]: { op: '<=', value: 1 } });
  const extra: Record<string, string | number> = { TypeScript: figures.typescript, openai: figures.openai };
  for (const name of ['wdp-sdk', 'openai'] as const) {
    extra[`${name}, skipLibCheck true: instantiations`] = consumers[name].skipLibCheck.instantiations;
    for (const [origin, made] of Object.entries(consumers[name].byOrigin))
      if (made > 0) extra[`${name}, instantiations made checking ${origin}`] = made;
  }
  const common = { better: 'lower', floor: contenders[floor].what } as const;
  return [
    measure({
      id: 'j',
      title: 'j. Type-check cost of a consumer file from the package: instantiations (tsc --extendedDiagnostics)',
      unit: 'instantiations',
      rounds: 1,
      rows: counted('instantiations'),
      extra,
      notes: [
        'strict, NodeNext, skipLibCheck false; the same count every compile (checked each round).',
        'By origin: each file checked in the program order, so a type is counted where it is made first.',
        `Also written to bench/type-cost.json and PERFORMANCE.md's table (the docs test holds the docs to them).`,
      ],
      ...common,
    }),
    measure({
      id: 'j-types',
      title: 'j-types. The same compiles: types',
      unit: 'types',
      rounds: 1,
      rows: counted('types'),
      ...common,
    }),
    measure({
      id: 'j-time',
      title: 'j-time. The same compiles: check time (tsc "Check time")',
      unit: 'ms',
      rounds,
      rows: timeRows,
      notes: ['Total time (reading, parsing, binding, checking) is in bench/type-cost.json.'],
      ...common,
    }),
  ];
}
