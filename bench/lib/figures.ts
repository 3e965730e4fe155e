// The figures the size check measures on the package, as the docs show them: bench/bundle-sizes.json holds them
// (the check fails when the package measures otherwise), docs/performance.md a table made from them, and
// test/docs/bundle-sizes.test.ts checks every size the docs quote against them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './child.js';
import { type Markers, markedBlock, writeMarkedBlock } from './marked-block.js';

/**
 * The check's figures: gzipped KiB of each bundle, to the 0.1 the docs show, and the budgets. The package's unpacked
 * size is bounded (and printed) but not kept: every edit of the docs it ships moves it.
 */
export interface Figures {
  /** `Client` and one call. */
  client: number;
  /** The whole root entry. */
  root: number;
  /** openai's root entry, measured the same way, for comparison. */
  openai: number;
  /** `ClientCore`, one namespace and one call, by namespace. */
  namespaces: Record<string, number>;
  budgets: {
    client: number;
    /** Every namespace's but those of `namespaces`. */
    namespace: number;
    namespaces: Record<string, number>;
    /** The goal of issue 31 for a namespace, not met. */
    namespaceGoal: number;
    unpackedMiB: number;
  };
}

/** Where the figures are kept, relative to the repository root. */
export const figuresFile = 'bench/bundle-sizes.json';

/** Bytes as KiB to one decimal, as the docs show them. */
export const kib = (bytes: number): string => (bytes / 1024).toFixed(1);
/** Bytes as MiB to one decimal. */
export const mib = (bytes: number): string => (bytes / 1024 / 1024).toFixed(1);

/** The recorded figures. */
export function readFigures(): Figures {
  return JSON.parse(readFileSync(join(root, figuresFile), 'utf8')) as Figures;
}

/** The rows of the table docs/performance.md shows: what is bundled, KiB gzipped, budget. */
export function sizesTable(figures: Figures): string[][] {
  const { budgets } = figures;
  const rows = [
    ['`Client` and one call', figures.client.toFixed(1), `≤ ${budgets.client}`],
    ['the whole root entry', figures.root.toFixed(1), ''],
    ...Object.entries(figures.namespaces).map(([name, size]) => [
      `\`ClientCore\`, \`${name}\` and one call`,
      size.toFixed(1),
      `≤ ${budgets.namespaces[name] ?? budgets.namespace} (goal ${budgets.namespaceGoal})`,
    ]),
    ["openai's root entry, for comparison", figures.openai.toFixed(1), ''],
  ];
  return [['bundle', 'KiB gzipped', 'budget'], ...rows];
}

/** A Markdown table with its columns padded as the formatter pads them (numbers right-aligned). */
export function renderTable(figures: Figures): string {
  const rows = sizesTable(figures);
  const widths = (rows[0] ?? []).map((_, column) => Math.max(...rows.map((row) => [...(row[column] ?? '')].length)));
  const pad = (cell: string, column: number) =>
    column === 1 ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0);
  const line = (row: string[]) => `| ${row.map(pad).join(' | ')} |`;
  const dashes = widths.map((width, column) => (column === 1 ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width)));
  const rule = `| ${dashes.join(' | ')} |`;
  const [head = [], ...body] = rows;
  return [line(head), rule, ...body.map(line)].join('\n');
}

/** The markers around the table in docs/performance.md. */
const tableMarkers: Markers = {
  start: '<!-- bundle sizes: written by npm run check:size -- --update -->',
  end: '<!-- end of bundle sizes -->',
};

/** The table as docs/performance.md holds it, or undefined when the markers are missing. */
export const tableInDocs = (text: string): string | undefined => markedBlock(text, tableMarkers);

/** Writes the table into docs/performance.md, between its markers. */
export function writeTable(figures: Figures): void {
  writeMarkedBlock(join(root, 'docs/performance.md'), tableMarkers, renderTable(figures));
}
