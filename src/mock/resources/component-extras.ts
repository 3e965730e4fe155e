import type { DataPluginCommand } from '../../models/data-plugin.js';
import type { ExtractorStream, ExtractorStreamField } from '../../models/stream-selection.js';
import { MockHttpError } from '../http/responses.js';

/** What a data component or datastore body sets besides its name, plugin and properties. */
export interface ComponentExtras {
  /** The plugin's commands by name, each `{ args, executable, description, containerSpec }`. */
  commands: Record<string, DataPluginCommand>;
  /** The extractor's streams, each with the fields selected. */
  streams: ExtractorStream[];
  /** The body's `draft`: saved but not part of the workspace's project yet. */
  draft: boolean;
}

const selections: ReadonlySet<unknown> = new Set(['SELECTED', 'AUTOMATIC', 'EXCLUDED']);
const commandFields = ['args', 'executable', 'description'] as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A 400 with the service's error body, naming the bad field. */
function invalid(field: string, message: string, rejectedValue: unknown): MockHttpError {
  return new MockHttpError(400, `Validation failed: ${field} ${message}`, [
    { field, defaultMessage: message, rejectedValue },
  ]);
}

/**
 * Reads `commands` (by name, each `{ args, executable, description, containerSpec }`), `streams` (each `{ name,
 * selected, fields: [{ name, selected }] }`, `selected` one of SELECTED, AUTOMATIC, EXCLUDED) and `draft`; 400 on
 * the first bad one. Absent fields read as empty.
 */
export function readExtras(body: Record<string, unknown>): ComponentExtras {
  const { commands = {}, streams = [], draft = false } = body;
  if (typeof draft !== 'boolean') throw invalid('draft', 'must be true or false', draft);
  if (!isObject(commands)) throw invalid('commands', 'must be an object of commands by name', commands);
  for (const [name, command] of Object.entries(commands)) {
    if (!isObject(command)) throw invalid(`commands.${name}`, 'must be an object such as { args }', command);
    for (const field of commandFields)
      if (command[field] !== undefined && typeof command[field] !== 'string')
        throw invalid(`commands.${name}.${field}`, 'must be text', command[field]);
  }
  if (!Array.isArray(streams)) throw invalid('streams', 'must be a list of streams', streams);
  streams.forEach((stream: unknown, index) => {
    const at = `streams[${index}]`;
    checkSelectable(stream, at);
    const { fields = [] } = stream as { fields?: unknown };
    if (!Array.isArray(fields)) throw invalid(`${at}.fields`, 'must be a list of fields', fields);
    for (const [i, field] of fields.entries()) checkSelectable(field, `${at}.fields[${i}]`);
  });
  return { commands: commands as Record<string, DataPluginCommand>, streams: streams as ExtractorStream[], draft };
}

/** A stream or field: an object with a text `name` and, when given, a known `selected`. */
function checkSelectable(item: unknown, at: string): asserts item is ExtractorStreamField {
  if (!isObject(item)) throw invalid(at, 'must be an object { name, selected }', item);
  const { name, selected } = item;
  if (typeof name !== 'string' || name === '') throw invalid(`${at}.name`, 'must not be blank', name);
  if (selected !== undefined && !selections.has(selected))
    throw invalid(`${at}.selected`, 'must be SELECTED, AUTOMATIC or EXCLUDED', selected);
}

/** The extras as a view sends them: copies, so that a caller changing a view does not change the store. */
export function extrasView(extras: ComponentExtras): ComponentExtras {
  return structuredClone(extras);
}
