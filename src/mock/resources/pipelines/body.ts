import type { Store } from '../../store.js';
import { latestConfigJob } from './status.js';

/** A field problem, as the service's error body lists it in `errors`. */
export interface FieldError {
  field: string;
  defaultMessage: string;
  rejectedValue?: unknown;
}

/** The fields of a pipeline body, as far as they could be read. */
export interface PipelineFields {
  label: string;
  /** The body's name, when it gives one (the service makes one from the label otherwise). */
  name?: string | undefined;
  script?: string | undefined;
  actions: string[];
  triggeredBy: string[];
  dataComponents: string[];
  schedule?: string | undefined;
  properties: Record<string, string>;
  timeout?: number | undefined;
  maxRetries?: number | undefined;
}

/**
 * Reads a create, update, draft or validation body `{ label, dataComponents[], name, schedule, properties, timeout,
 * maxRetries, script, actions[], triggeredBy[] }`, listing each bad field: a blank label, no dataComponents (but in a
 * draft), a name with whitespace, a schedule that is no 6-field Quartz cron, a property that is not text,
 * `<plugin>._select` that is no JSON list or `<plugin>._metadata` no JSON object.
 */
export function readPipelineBody(
  body: Record<string, unknown>,
  draft = false,
): { fields: PipelineFields; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const fail = (field: string, defaultMessage: string, rejectedValue: unknown) =>
    errors.push({ field, defaultMessage, rejectedValue });
  const { label, dataComponents = [], schedule, properties = {}, timeout, maxRetries } = body;
  if (typeof label !== 'string' || label.trim() === '') fail('label', 'must not be blank', label);
  if (body['dataComponents'] === undefined && !draft) fail('dataComponents', 'must not be null', null);
  const { name, script, actions = [], triggeredBy = [] } = body;
  if (name !== undefined && (typeof name !== 'string' || /\s/.test(name))) fail('name', 'must match "[^\\s]*"', name);
  if (script !== undefined && typeof script !== 'string') fail('script', 'must be text', script);
  for (const [field, list] of [
    ['actions', actions],
    ['triggeredBy', triggeredBy],
  ] as const)
    if (!isTextList(list)) fail(field, 'must be a list of text', list);
  if (!Array.isArray(dataComponents) || !dataComponents.every((c) => typeof c === 'string' && c !== ''))
    fail('dataComponents', 'must be a list of data component names', dataComponents);
  if (schedule !== undefined && schedule !== null && (typeof schedule !== 'string' || !isQuartzCron(schedule)))
    fail('schedule', 'must be a 6-field Quartz cron expression such as 0 0 0 25 12 ?', schedule);
  const props: Record<string, string> = {};
  if (typeof properties !== 'object' || properties === null || Array.isArray(properties))
    fail('properties', 'must be an object of text values', properties);
  else
    for (const [key, value] of Object.entries(properties)) {
      const problem = propertyProblem(key, value);
      if (problem) fail(`properties.${key}`, problem, value);
      else props[key] = value as string;
    }
  for (const [field, value] of [
    ['timeout', timeout],
    ['maxRetries', maxRetries],
  ] as const)
    if (value !== undefined && !(Number.isSafeInteger(value) && (value as number) >= 0))
      fail(field, 'must be a whole number >= 0', value);
  const fields: PipelineFields = {
    label: typeof label === 'string' ? label.trim() : '',
    dataComponents: Array.isArray(dataComponents) ? dataComponents.filter((c) => typeof c === 'string') : [],
    schedule: typeof schedule === 'string' ? schedule.trim() : undefined,
    properties: props,
    timeout: typeof timeout === 'number' ? timeout : undefined,
    maxRetries: typeof maxRetries === 'number' ? maxRetries : undefined,
    name: typeof name === 'string' && name !== '' ? name : undefined,
    script: typeof script === 'string' ? script : undefined,
    actions: isTextList(actions) ? actions : [],
    triggeredBy: isTextList(triggeredBy) ? triggeredBy : [],
  };
  return { fields, errors };
}

function propertyProblem(key: string, value: unknown): string | undefined {
  if (typeof value !== 'string') return 'must be text';
  if (key.endsWith('._select') && !isJson(value, (v) => Array.isArray(v) && v.every((s) => typeof s === 'string')))
    return 'must be a JSON list of stream patterns such as ["orders.*"]';
  if (key.endsWith('._metadata') && !isJson(value, (v) => typeof v === 'object' && v !== null && !Array.isArray(v)))
    return 'must be a JSON object of metadata by stream';
  return undefined;
}

function isTextList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function isJson(text: string, test: (value: unknown) => boolean): boolean {
  try {
    return test(JSON.parse(text));
  } catch {
    return false;
  }
}

/** A component's short name: `extractors/tap-x--meltanolabs` -> `tap-x`. */
export function shortName(name: string): string {
  return (name.split('/').at(-1) ?? name).split('--')[0] ?? name;
}

/**
 * The data component names a workspace knows (each full and short): its data components, its datastores' loaders,
 * and those of its pipelines whose latest configuration succeeded (such as the demo pipeline's), but `except` one.
 */
function knownComponents(store: Store, workspaceId: string, except?: string): Set<string> {
  const known = new Set<string>();
  const add = (name: string | undefined) => {
    if (name) known.add(name).add(shortName(name));
  };
  for (const component of store.dataComponents.values())
    if (component.workspaceId === workspaceId && !component.draft) add(component.name);
  for (const datastore of store.datastores.values())
    if (datastore.workspaceId === workspaceId) add(datastore.dataPlugin);
  for (const pipeline of store.pipelines.values()) {
    if (pipeline.workspaceId !== workspaceId || pipeline.id === except) continue;
    if (latestConfigJob(store, pipeline.id)?.outcome === 'COMPLETE') pipeline.dataComponents.forEach(add);
  }
  return known;
}

/** The names of `components` the workspace does not know. */
export function unknownComponents(store: Store, workspaceId: string, components: string[], except?: string) {
  const known = knownComponents(store, workspaceId, except);
  return components.filter((name) => !known.has(name) && !known.has(shortName(name)));
}

/**
 * Whether a schedule is a 6-field Quartz cron, as far as the mock checks: six fields of cron characters, numbers
 * in each field's range, and `?` in exactly one of day-of-month and day-of-week; or `-` (no schedule), which the
 * service's pattern takes too.
 */
function isQuartzCron(schedule: string): boolean {
  if (schedule === '-') return true;
  const parts = schedule.trim().split(/\s+/);
  const ranges = [59, 59, 23, 31, 12, 7];
  if (parts.length !== 6 || (parts[3] === '?') === (parts[5] === '?')) return false;
  return parts.every((part, i) => {
    if (part === '?') return i === 3 || i === 5;
    if (!/^[0-9A-Za-z*,\-/#]+$/.test(part)) return false;
    return (part.match(/\d+/g) ?? []).every((n) => Number(n) <= (ranges[i] ?? 0));
  });
}
