// The commands and streams a data component's or a datastore's body may carry: kept apart from the data component
// model, so that a datastores bundle carries none of it.
import * as z from 'zod/mini';
import { record } from '../core/validation/record.js';
import { DataPluginCommand } from './data-plugin.js';
import { optionalBoolean } from './fields.js';
import { ExtractorStreamInput } from './stream-selection.js';

/**
 * A data component's or datastore's commands and streams as a body sends them: commands by name (each
 * `{ args, executable, description, containerSpec }`), streams each `{ name, selected, fields }`.
 */
export const componentExtras = {
  /** Commands besides the plugin's own, by name. */
  commands: z.optional(record(DataPluginCommand)),
  /** An extractor's streams and fields, each with whether it is synced. */
  streams: z.optional(z.array(ExtractorStreamInput)),
  /** Save without adding it to the workspace's project yet. */
  draft: optionalBoolean,
};
