import * as z from 'zod/mini';
import { collection } from '../core/validation/collection.js';
import { loose, strict } from '../core/validation/objects.js';
import { record } from '../core/validation/record.js';
import { refinement, relations } from '../core/validation/schema.js';
import { optionalTimestamp } from './common.js';
import { componentExtras } from './component-extras.js';
import { DataPlugin, DataPluginCommand, DataPluginEntity } from './data-plugin.js';
import { anyString, optionalBoolean, optionalString } from './fields.js';
import { ExtractorStream } from './stream-selection.js';

/**
 * A data component: a data plugin's settings in a workspace, a building block of pipelines. The initialise step
 * gives one with only an id and a `create datacomponent` link.
 * Typed by its known fields; others stay on the object: `(component as Record<string, unknown>)['field']`.
 */
export const DataComponent = loose(() => ({
  /** Its identifier, which the API's paths use. */
  id: anyString,
  /** When it was created: a service timestamp (`toDate()` reads it). */
  created: optionalTimestamp,
  /** When it last changed: a service timestamp (`toDate()` reads it). */
  lastModified: optionalTimestamp,
  /** Such as `extractors/tap-postgres`. */
  name: optionalString,
  /** The plugin's settings, by setting name. */
  properties: z.optional(record(anyString)),
  /** Commands besides the plugin's own, by name. */
  commands: z.optional(record(DataPluginCommand)),
  /** An extractor's streams and fields, each with whether it is synced. */
  streams: z.optional(z.array(ExtractorStream)),
  /** The plugin's fullyQualifiedName as the service resolved it, such as `extractors/tap-postgres--meltanolabs`. */
  dataPlugin: optionalString,
  /** The plugin's kind, such as `extractor`. */
  dataPluginType: optionalString,
  /** The URL of the plugin's logo. */
  dataPluginLogoUrl: optionalString,
  /** Where the component lives in the workspace's repository. */
  repositoryPath: optionalString,
  /** Saved but not yet part of the workspace's project. */
  draft: optionalBoolean,
  /** Provided by the service rather than the workspace. */
  managed: optionalBoolean,
  /** The plugin the component was made from, in full. */
  fromDataPlugin: z.optional(DataPluginEntity),
  /** What the component embeds. */
  _embedded: z.optional(
    loose(() => ({
      /** The plugin the component configures. */
      dataplugin: z.optional(DataPlugin),
    })),
  ),
  /** Its HAL links by relation, which the SDK's methods and `client.follow()` use. */
  _links: relations<'self' | 'update datacomponent' | 'delete datacomponent' | 'dataplugin' | 'create datacomponent'>(),
}));
/** `DataComponent` as the service sends it: the type of its schema, under its own name. */
export interface DataComponent extends z.infer<typeof DataComponent> {}

const notBlank = (message: string) => refinement((value: string) => value.trim() !== '', message);

/**
 * The body of creating or updating a data component: `name` and `dataPlugin` are required; any other key than
 * those below is refused, not dropped.
 */
export const DataComponentInput = strict(() => ({
  /** `<kind>s/<plugin>`, such as `extractors/tap-postgres`. */
  name: z.string().check(notBlank('a data component needs a name that is not blank, such as extractors/tap-postgres')),
  /** The plugin's name or fullyQualifiedName, such as `tap-postgres` or `extractors/tap-postgres--meltanolabs`. */
  dataPlugin: z.string().check(notBlank('a data component needs its dataPlugin, such as tap-postgres')),
  /** The plugin's settings, every value a string. */
  properties: z.optional(record(anyString)),
  ...componentExtras,
}));
/** `DataComponentInput` as a caller writes it: the input type of its schema, under its own name. */
export interface DataComponentInput extends z.input<typeof DataComponentInput> {}

/** The `datacomponents` collection. */
export const DataComponentCollection = /* @__PURE__ */ collection('datacomponents', DataComponent);
