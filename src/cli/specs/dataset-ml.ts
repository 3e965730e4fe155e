// DatasetML v0.2 (`version: datasets/v0.2`): one dataset a file, its alias the file's stem unless it says one.
import type { DatasetPublish } from '../../index.js';
import type { Entry, YamlFile } from './yaml-file.js';
import { kindOf } from './yaml-file.js';

/** The version line of a DatasetML file. */
export const datasetVersion = 'datasets/v0.2';

/** A dataset read from a file: what `datasets.publish` is sent, and where it was written. */
export interface DatasetSpec {
  file: string;
  line: number;
  body: DatasetPublish;
}

/** Where a dataset starts and the alias it has when it gives none (the file's stem, or its key in a map). */
export interface DatasetPlace {
  line: number;
  alias: string;
  /** Where the default alias comes from, for messages: "the file name" or "its key in `datasets`". */
  aliasFrom: string;
}

type Draft = { -readonly [K in keyof DatasetPublish]?: DatasetPublish[K] | undefined };

const aliasPattern = /^[a-z0-9][a-z0-9-]*$/;
const textFields = ['source', 'title', 'description', 'questions', 'query'] as const;

/** Reads a DatasetML v0.2 file (its entries) into a dataset, recording each problem; undefined if unusable. */
export function readDatasetMl(yaml: YamlFile, entries: Entry[], stem: string): DatasetSpec | undefined {
  const fields = entries.filter((entry) => entry.key !== 'version');
  return readDataset(yaml, fields, { line: 1, alias: stem, aliasFrom: 'the file name' });
}

/** Reads the fields of one dataset (of a DatasetML file, or of an entry of a `datasets:` map). */
export function readDataset(yaml: YamlFile, entries: Entry[], place: DatasetPlace): DatasetSpec | undefined {
  const { problems } = yaml;
  const before = problems.list.filter((problem) => problem.severity === 'error').length;
  const body: Draft = {};
  for (const entry of entries) {
    if (entry.key === 'alias') body.alias = yaml.text(entry);
    else if ((textFields as readonly string[]).includes(entry.key))
      body[entry.key as (typeof textFields)[number]] = yaml.text(entry);
    else if (entry.key === 'visualisation' || entry.key === 'metadata') body[entry.key] = jsonText(yaml, entry);
    else if (entry.key === 'rawData') body.rawData = rows(yaml, entry);
    else problems.warn(entry.line, `unknown key \`${entry.key}\` (ignored)`);
  }
  const aliasEntry = entries.find((entry) => entry.key === 'alias');
  const alias = body.alias ?? place.alias;
  if (!aliasPattern.test(alias)) {
    const given = aliasEntry ? '' : ` (from ${place.aliasFrom}); add \`alias: ${slug(alias)}\``;
    const message = `the alias "${alias}" is not lower-case letters, digits and dashes${given}`;
    problems.error(aliasEntry?.line ?? place.line, message);
  }
  const title = entries.find((entry) => entry.key === 'title');
  if (!title) problems.error(place.line, 'a dataset needs a `title`');
  else if (title.value === null || body.title?.trim() === '') problems.error(title.line, '`title` is blank');
  if (!entries.some((entry) => entry.key === 'query' || entry.key === 'rawData'))
    problems.warn(place.line, 'neither `query` nor `rawData`: the dataset will have no data');
  const errors = problems.list.filter((problem) => problem.severity === 'error').length;
  if (errors > before || body.title === undefined) return undefined;
  return {
    file: problems.file,
    line: place.line,
    body: { ...(defined(body) as DatasetPublish), alias, title: body.title },
  };
}

/** A map (sent as JSON text by the SDK) or JSON text as it is; text that is not JSON is a warning. */
function jsonText(yaml: YamlFile, entry: Entry): string | Record<string, unknown> | undefined {
  const { value } = entry;
  if (value === null) return undefined;
  if (yaml.isMap(value)) return yaml.data(value) as Record<string, unknown>;
  if (kindOf(value) !== 'text') {
    yaml.problems.error(entry.line, `\`${entry.key}\` must be a map or JSON text; got ${kindOf(value)}`);
    return undefined;
  }
  const text = yaml.text(entry);
  if (text !== undefined && parseJson(text) === undefined)
    yaml.problems.warn(entry.line, `\`${entry.key}\` is not JSON text; the service may not read it`);
  return text;
}

/** Rows: a YAML list of maps, or JSON text of an array of objects. */
function rows(yaml: YamlFile, entry: Entry): string | Record<string, unknown>[] | undefined {
  const { value } = entry;
  if (value === null) return undefined;
  const data = yaml.data(value);
  const isRows = (v: unknown): v is Record<string, unknown>[] =>
    Array.isArray(v) && v.every((row) => typeof row === 'object' && row !== null && !Array.isArray(row));
  if (typeof data === 'string') {
    if (isRows(parseJson(data))) return data;
  } else if (isRows(data)) return data;
  const got = typeof data === 'string' ? 'text that is not JSON rows' : kindOf(value);
  yaml.problems.error(entry.line, `\`rawData\` must be a list of rows (maps) or JSON text of one; got ${got}`);
  return undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'my-dataset'
  );
}

function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
