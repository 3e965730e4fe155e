import * as z from 'zod/mini';
import { collection } from '../core/validation/collection.js';
import { loose } from '../core/validation/loose.js';
import { record } from '../core/validation/record.js';
import { refinement, relations } from '../core/validation/schema.js';
import { Timestamp } from './common.js';
import { DataPlugin } from './data-plugin.js';

/**
 * A data component: a data plugin's settings in a workspace, a building block of pipelines. The initialise step
 * gives one with only an id and a `create datacomponent` link.
 * Typed by its known fields; others stay on the object: `(component as Record<string, unknown>)['field']`.
 */
export const DataComponent = loose({
  id: z.string(),
  created: z.optional(Timestamp),
  lastModified: z.optional(Timestamp),
  /** Such as `extractors/tap-postgres`. */
  name: z.optional(z.string()),
  /** The plugin's settings, by setting name. */
  properties: z.optional(record(z.string())),
  commands: z.optional(record(z.unknown())),
  /** The plugin's fullyQualifiedName as the service resolved it, such as `extractors/tap-postgres--meltanolabs`. */
  dataPlugin: z.optional(z.string()),
  _embedded: z.optional(loose({ dataplugin: z.optional(DataPlugin) })),
  _links: relations('self', 'update datacomponent', 'delete datacomponent', 'dataplugin', 'create datacomponent'),
});
export type DataComponent = z.infer<typeof DataComponent>;

const notBlank = (message: string) => refinement((value: string) => value.trim() !== '', message);

/** The body of creating or updating a data component. */
export const DataComponentInput = z.object({
  /** `<kind>s/<plugin>`, such as `extractors/tap-postgres`. */
  name: z.string().check(notBlank('a data component needs a name that is not blank, such as extractors/tap-postgres')),
  /** The plugin's name or fullyQualifiedName, such as `tap-postgres` or `extractors/tap-postgres--meltanolabs`. */
  dataPlugin: z.string().check(notBlank('a data component needs its dataPlugin, such as tap-postgres')),
  /** The plugin's settings, every value a string. */
  properties: z.optional(record(z.string())),
});
export type DataComponentInput = z.input<typeof DataComponentInput>;

/** The `datacomponents` collection. */
export const DataComponentCollection = collection('datacomponents', DataComponent);
