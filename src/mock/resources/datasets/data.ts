import type { MockRequest } from '../../http/mock-request.js';
import { empty, json } from '../../http/responses.js';
import type { DatasetRecord } from './datasets.js';

/** A row of a dataset's data: values keyed by column name. */
export type Row = Record<string, unknown>;

/** A dataset's data: its rows as JSON, or as CSV when `Accept` names text/csv before any JSON type; 204 without. */
export function dataResponse(request: MockRequest, dataset: DatasetRecord): Response {
  const rows = rowsOf(dataset);
  if (rows === undefined) return empty();
  if (!wantsCsv(request)) return json(rows);
  return new Response(toCsv(rows), { status: 200, headers: { 'content-type': 'text/csv;charset=UTF-8' } });
}

/** Whether the request asks for CSV: `Accept` names text/csv before any JSON type. */
function wantsCsv(request: MockRequest): boolean {
  const accept = (request.headers.get('accept') ?? '').toLowerCase();
  const csv = accept.indexOf('text/csv');
  const jsonAt = accept.search(/json/);
  return csv >= 0 && (jsonAt < 0 || csv < jsonAt);
}

/**
 * The rows behind a dataset: the rows it was published with (`rawData`), else made up but repeatable from its
 * query: the columns of the select list and five rows whose numbers derive from the dataset id (text columns read
 * `<column> 1`, `<column> 2`, ...). Undefined when it has neither a query nor rows: it has no data.
 */
function rowsOf(dataset: DatasetRecord): Row[] | undefined {
  if (dataset.rawData !== undefined) return JSON.parse(dataset.rawData) as Row[];
  if (dataset.query.trim() === '') return undefined;
  const columns = selectList(dataset.query);
  return Array.from({ length: 5 }, (_unused, i) =>
    Object.fromEntries(
      columns.map((name) => [name, numeric(name) ? hash(`${dataset.id} ${name} ${i}`) % 10_000 : `${name} ${i + 1}`]),
    ),
  );
}

/** Whether `text` is JSON text of an array of row objects (what `rawData` must be). */
export function isRowsText(text: string): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return false;
  }
  return Array.isArray(parsed) && parsed.every((row) => typeof row === 'object' && row !== null && !Array.isArray(row));
}

/**
 * Rows as CSV (RFC 4180): a header line of the columns, in the order they first appear, then one line per row,
 * CRLF-terminated; a field holding a comma, a quote or a line break is quoted, its quotes doubled. A missing or
 * null value is an empty field; an object or array is written as JSON.
 */
function toCsv(rows: readonly Row[]): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  if (!columns.length) return '';
  const line = (fields: readonly string[]) => `${fields.map(csvField).join(',')}\r\n`;
  return line(columns) + rows.map((row) => line(columns.map((name) => cellText(row[name])))).join('');
}

function cellText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function selectList(query: string): string[] {
  const list = /^\s*select\s+(.+?)\s+from\s/is.exec(query)?.[1] ?? 'value';
  const names: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of list) {
    if (ch === ',' && depth === 0) {
      names.push(current);
      current = '';
      continue;
    }
    depth += ch === '(' ? 1 : ch === ')' ? -1 : 0;
    current += ch;
  }
  names.push(current);
  return names.map((name) => (/\sas\s+(\S+)\s*$/i.exec(name)?.[1] ?? name).trim()).filter((name) => name !== '');
}

function numeric(column: string): boolean {
  return /\(|amount|rate|count|total|impressions|revenue|^\d/i.test(column);
}

/** FNV-1a, 32 bits. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}
