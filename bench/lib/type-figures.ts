// The figures of the type-check measure as the docs show them: every run of it writes bench/type-cost.json and the
// table of PERFORMANCE.md between its markers, and test/docs/type-cost.test.ts holds the table and every figure
// the docs mark (`**137,366**<!-- types:wdp-sdk:instantiations -->`) to that file. The counts are the same on every
// machine for the same package and TypeScript; the times are this run's, on this machine.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './child.js';
import { type Markers, markedBlock, writeMarkedBlock } from './marked-block.js';

/** One consumer file's cost: the counts of every compile (they never vary) and the median times of the rounds. */
export interface ConsumerCost {
  /** What the file does, as the table names it. */
  what: string;
  types: number;
  instantiations: number;
  /** Median "Check time" of the rounds, ms. */
  checkMs: number;
  /** Median "Total time" of the rounds, ms. */
  totalMs: number;
  /** The same file with `skipLibCheck: true` (declaration files not checked, as many projects compile). */
  skipLibCheck: { types: number; instantiations: number };
  /** Instantiations by where the checker made them (`instantiationsByOrigin`). */
  byOrigin: Record<string, number>;
}

/** What bench/type-cost.json holds. */
export interface TypeFigures {
  date: string;
  /** The 1-minute load average when the measure started. */
  loadStart: number;
  /** The 1-minute load average when it ended. */
  loadEnd: number;
  rounds: number;
  typescript: string;
  openai: string;
  /** By contender: `openai` (the floor), `wdp-sdk`, and `libs` (an empty file: TypeScript's libs alone). */
  consumers: Record<'openai' | 'wdp-sdk' | 'libs', ConsumerCost>;
}

/** Where the figures are kept, relative to the repository root. */
export const typeFiguresFile = 'bench/type-cost.json';

/** The recorded figures. */
export function readTypeFigures(): TypeFigures {
  return JSON.parse(readFileSync(join(root, typeFiguresFile), 'utf8')) as TypeFigures;
}

/** Prose wrapped at 120 columns, as the docs are; `indent` starts every line but the first (a list item's). */
function wrap(text: string, indent = ''): string {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= 120) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(last === undefined ? word : `${indent}${word}`);
  }
  return lines.join('\n');
}

const count = (value: number): string => value.toLocaleString('en-US');
const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
const ratio = (value: number, floor: number): string => `${(value / floor).toFixed(2)}x`;

/**
 * The value a docs marker names, as the docs write it: `types:<contender>:<field>` (a count, or a time in seconds),
 * `types:ratio:<field>` (wdp-sdk over openai); undefined for a marker that names nothing.
 */
export function markedValue(key: string, figures: TypeFigures): string | undefined {
  const [, subject = '', field = ''] = key.split(':');
  const { consumers } = figures;
  const pick = (cost: ConsumerCost | undefined): number | undefined =>
    field === 'types' || field === 'instantiations' || field === 'checkMs' || field === 'totalMs'
      ? cost?.[field]
      : undefined;
  if (subject === 'ratio') {
    const [sdk, floor] = [pick(consumers['wdp-sdk']), pick(consumers.openai)];
    return sdk === undefined || floor === undefined ? undefined : ratio(sdk, floor);
  }
  const value = pick(consumers[subject as keyof TypeFigures['consumers']]);
  if (value === undefined) return undefined;
  return field.endsWith('Ms') ? seconds(value) : count(value);
}

/** The Markdown PERFORMANCE.md shows between its markers: the table, then where each consumer's work is made. */
export function renderTypeCost(figures: TypeFigures): string {
  const { consumers } = figures;
  const floor = consumers.openai;
  const head = ['consumer file', 'types', 'instantiations', 'check time', 'ratio', 'with skipLibCheck'];
  const rows = (['openai', 'wdp-sdk', 'libs'] as const).map((name) => {
    const cost = consumers[name];
    const ratios =
      name === 'libs'
        ? ''
        : `${ratio(cost.instantiations, floor.instantiations)} / ${ratio(cost.checkMs, floor.checkMs)}`;
    const label = { openai: `openai ${figures.openai}`, 'wdp-sdk': 'wdp-sdk', libs: "TypeScript's libs alone" }[name];
    return [
      label,
      count(cost.types),
      count(cost.instantiations),
      seconds(cost.checkMs),
      ratios,
      count(cost.skipLibCheck.instantiations),
    ];
  });
  const table = [head, ...rows];
  const widths = head.map((_, column) => Math.max(...table.map((row) => [...(row[column] ?? '')].length)));
  const right = (column: number) => column > 0;
  const pad = (cell: string, column: number) =>
    right(column) ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0);
  const line = (row: string[]) => `| ${row.map(pad).join(' | ')} |`;
  const dashes = widths.map((width, column) => (right(column) ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width)));
  const rule = `| ${dashes.join(' | ')} |`;
  const origins = (['wdp-sdk', 'openai'] as const).map((name) => {
    const parts = Object.entries(consumers[name].byOrigin)
      .filter(([, made]) => made > 0)
      .map(([origin, made]) => `${origin} ${count(made)}`);
    return wrap(`- ${name}'s instantiations by where they are made: ${parts.join(', ')}.`, '  ');
  });
  return [
    wrap(
      `TypeScript ${figures.typescript}, openai ${figures.openai}; ${figures.rounds} interleaved rounds, ` +
        `${figures.date.slice(0, 10)}, load average ${figures.loadStart} to ${figures.loadEnd}. Ratio: wdp-sdk over ` +
        'openai, instantiations / check time.',
    ),
    '',
    line(head),
    rule,
    ...rows.map(line),
    '',
    ...origins,
  ].join('\n');
}

/** The markers around the block in PERFORMANCE.md. */
const typeCostMarkers: Markers = {
  start: '<!-- type cost: written by npm run bench -- j -->',
  end: '<!-- end of type cost -->',
};

/** The block as PERFORMANCE.md holds it, or undefined when the markers are missing. */
export const typeCostInDocs = (text: string): string | undefined => markedBlock(text, typeCostMarkers);

/** Writes bench/type-cost.json and the block of PERFORMANCE.md between its markers. */
export function writeTypeFigures(figures: TypeFigures): void {
  writeFileSync(join(root, typeFiguresFile), `${JSON.stringify(figures, null, 2)}\n`);
  writeMarkedBlock(join(root, 'PERFORMANCE.md'), typeCostMarkers, renderTypeCost(figures));
}
