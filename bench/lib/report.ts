// Printing the tables and writing bench/results.json.
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import type { Measure, Row } from './stats.js';

export interface Machine {
  nproc: number;
  cpu: string;
  memoryGiB: number;
  node: string;
  platform: string;
  /** 1-minute load average when the run started and when it ended: above nproc / 2 the numbers are suspect. */
  loadStart: number;
  loadEnd: number;
}

export function machine(): Machine {
  return {
    nproc: availableParallelism(),
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
    loadStart: Math.round(loadavg()[0]! * 100) / 100,
    loadEnd: Number.NaN,
  };
}

function fmt(value: number, exact = false): string {
  if (!Number.isFinite(value) || (exact && Number.isInteger(value)))
    return Math.abs(value) >= 100_000 ? value.toLocaleString('en-US') : String(value);
  const abs = Math.abs(value);
  if (abs >= 100_000) return Math.round(value).toLocaleString('en-US');
  if (abs >= 100) return value.toFixed(0);
  if (abs >= 10) return value.toFixed(1);
  return value.toFixed(2);
}

function cells(row: Row): string[] {
  const met = row.met === null ? '' : row.met ? 'yes' : 'NO';
  // A ratio to a floor of 0 is not a number, which JSON (results.json, the child's message) carries as null.
  const ratio = typeof row.ratio === 'number' && Number.isFinite(row.ratio) ? `${row.ratio.toFixed(2)}x` : '-';
  return [row.name, fmt(row.median), fmt(row.min), fmt(row.max), ratio, row.target ?? '', met];
}

/** A measure as a text table with its extra numbers and notes; `quick` when it ran in quick mode. */
export function table(m: Measure, quick = false): string {
  const head = ['contender', `median ${m.unit}`, 'min', 'max', 'ratio', 'target', 'met'];
  const body = m.rows.map(cells);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const line = (r: string[]) =>
    r
      .map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  const runs = quick
    ? 'quick mode, one round'
    : m.rounds === 1
      ? 'one deterministic build'
      : `${m.rounds} interleaved rounds`;
  const out = [
    `${m.title}`,
    `  ${runs}; ` + `ratio = median / median of "${m.floor}" (${m.better} is better)`,
    '',
    line(head),
    line(widths.map((w) => '-'.repeat(w))),
    ...body.map(line),
  ];
  const extra = Object.entries(m.extra);
  if (extra.length)
    out.push('', ...extra.map(([k, v]) => `  ${k}: ${typeof v === 'number' ? fmt(v, true) : String(v)}`));
  if (m.notes.length) out.push('', ...m.notes.map((n) => `  - ${n}`));
  return out.join('\n');
}

/** The whole report in a fixed key order (commit-friendly). */
export function resultsJson(info: {
  machine: Machine;
  date: string;
  durationS: number;
  measures: Measure[];
  errors: Record<string, string>;
}): string {
  const measures = info.measures.map((m) => ({
    id: m.id,
    title: m.title,
    unit: m.unit,
    better: m.better,
    rounds: m.rounds,
    floor: m.floor,
    rows: m.rows.map((r) => ({
      name: r.name,
      median: r.median,
      min: r.min,
      max: r.max,
      ratio: r.ratio,
      target: r.target,
      met: r.met,
    })),
    extra: Object.fromEntries(
      Object.keys(m.extra)
        .sort()
        .map((k) => [k, m.extra[k]]),
    ),
    notes: m.notes,
  }));
  const doc = { machine: info.machine, date: info.date, durationS: info.durationS, measures, errors: info.errors };
  return `${JSON.stringify(doc, null, 2)}\n`;
}
