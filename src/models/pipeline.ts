import * as z from 'zod/mini';
import { collection } from '../core/validation/collection.js';
import { loose } from '../core/validation/objects.js';
import { record } from '../core/validation/record.js';
import { openEnum, relations } from '../core/validation/schema.js';
import { optionalTimestamp } from './common.js';
import { anyString, optionalInt, optionalString, optionalStrings } from './fields.js';

/**
 * The status of a pipeline: PROVISIONING while its configuration job runs, then READY, or FAILED; DRAFT when it
 * was only saved as a draft (`pipelines.putDraft`) and never provisioned.
 */
export const PipelineStatus = /* @__PURE__ */ openEnum(['DRAFT', 'PROVISIONING', 'READY', 'FAILED']);
/** As the service sends it: one of `KnownPipelineStatus`, or a value the SDK does not know yet. */
export type PipelineStatus = z.infer<typeof PipelineStatus>;
/** The known values of `PipelineStatus`: what an input takes, and what `isKnown(PipelineStatus, value)` narrows to. */
export type KnownPipelineStatus = z.input<typeof PipelineStatus>;

/**
 * A pipeline: data components (an extractor, a loader...) run together, on demand or on a schedule.
 * Typed by its known fields; others stay on the object: `(pipeline as Record<string, unknown>)['field']`.
 */
export const Pipeline = loose(() => ({
  /** Its identifier, which the API's paths use. */
  id: anyString,
  /** DRAFT, PROVISIONING, then READY or FAILED. */
  status: z.optional(PipelineStatus),
  /** The name shown to people, such as `Orders`. */
  label: optionalString,
  /** The pipeline's name, without whitespace; the service makes one from the label when left out. */
  name: optionalString,
  /** A 6-field Quartz cron, such as `0 0 0 25 12 ?`. */
  schedule: optionalString,
  /** Seconds a run may take. */
  timeout: optionalInt,
  /** Runs tried again after a failure. */
  maxRetries: optionalInt,
  /** The command the service runs, such as `meltano run tap-postgres target-postgres`. */
  script: optionalString,
  /** When it was created: a service timestamp (`toDate()` reads it). */
  created: optionalTimestamp,
  /** When it last changed: a service timestamp (`toDate()` reads it). */
  lastModified: optionalTimestamp,
  /** Plugin settings (`<plugin>.<setting>`), secret ones included. */
  properties: z.optional(record(anyString)),
  /** The data components it runs, in order, by name: `extractors/tap-postgres`, `loaders/target-postgres`. */
  dataComponents: optionalStrings,
  /** The pipeline's actions by name: a list the service stores as given. */
  actions: optionalStrings,
  /** What triggers the pipeline's runs, by name: a list the service stores as given. */
  triggeredBy: optionalStrings,
  /** Where the pipeline lives in the workspace's repository, such as `pipelines/orders.yml`. */
  repositoryPath: optionalString,
  /** Its HAL links by relation, which the SDK's methods and `client.follow()` use. */
  _links: relations<
    | 'self'
    | 'update pipeline'
    | 'save draft'
    | 'delete pipeline'
    | 'jobs'
    | 'new job'
    | 'verification'
    | 'metrics'
    | 'add subscription'
    | 'workspace'
    | 'create pipeline'
  >(),
}));
/** `Pipeline` as the service sends it: the type of its schema, under its own name. */
export interface Pipeline extends z.infer<typeof Pipeline> {}

/** The `pipelines` collection. */
export const PipelineCollection = /* @__PURE__ */ collection('pipelines', Pipeline);

/** A JSON value, as parsed. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
