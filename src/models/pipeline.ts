import * as z from 'zod/mini';
import { collection } from '../core/validation/collection.js';
import { loose } from '../core/validation/loose.js';
import { record } from '../core/validation/record.js';
import { int, openEnum, relations } from '../core/validation/schema.js';
import { Timestamp } from './common.js';

/**
 * The status of a pipeline: PROVISIONING while its configuration job runs, then READY, or FAILED; DRAFT when it
 * was only saved as a draft (`pipelines.putDraft`) and never provisioned.
 */
export const PipelineStatus = openEnum(['DRAFT', 'PROVISIONING', 'READY', 'FAILED']);
export type PipelineStatus = z.infer<typeof PipelineStatus>;

/**
 * A pipeline: data components (an extractor, a loader...) run together, on demand or on a schedule.
 * Typed by its known fields; others stay on the object: `(pipeline as Record<string, unknown>)['field']`.
 */
export const Pipeline = loose({
  /** Its identifier, which the API's paths use. */
  id: z.string(),
  /** DRAFT, PROVISIONING, then READY or FAILED. */
  status: z.optional(PipelineStatus),
  /** The name shown to people, such as `Orders`. */
  label: z.optional(z.string()),
  /** The pipeline's name, without whitespace; the service makes one from the label when left out. */
  name: z.optional(z.string()),
  /** A 6-field Quartz cron, such as `0 0 0 25 12 ?`. */
  schedule: z.optional(z.string()),
  /** Seconds a run may take. */
  timeout: z.optional(int()),
  /** Runs tried again after a failure. */
  maxRetries: z.optional(int()),
  /** The command the service runs, such as `meltano run tap-postgres target-postgres`. */
  script: z.optional(z.string()),
  /** When it was created: a service timestamp (`toDate()` reads it). */
  created: z.optional(Timestamp),
  /** When it last changed: a service timestamp (`toDate()` reads it). */
  lastModified: z.optional(Timestamp),
  /** Plugin settings (`<plugin>.<setting>`), secret ones included. */
  properties: z.optional(record(z.string())),
  /** The data components it runs, in order, by name: `extractors/tap-postgres`, `loaders/target-postgres`. */
  dataComponents: z.optional(z.array(z.string())),
  /** The pipeline's actions by name: a list the service stores as given. */
  actions: z.optional(z.array(z.string())),
  /** What triggers the pipeline's runs, by name: a list the service stores as given. */
  triggeredBy: z.optional(z.array(z.string())),
  /** Where the pipeline lives in the workspace's repository, such as `pipelines/orders.yml`. */
  repositoryPath: z.optional(z.string()),
  /** Its HAL links by relation, which the SDK's methods and `client.follow()` use. */
  _links: relations(
    'self',
    'update pipeline',
    'save draft',
    'delete pipeline',
    'jobs',
    'new job',
    'verification',
    'metrics',
    'add subscription',
    'workspace',
    'create pipeline',
  ),
});
export type Pipeline = z.infer<typeof Pipeline>;

/** The `pipelines` collection. */
export const PipelineCollection = collection('pipelines', Pipeline);

/** A problem the service found in a pipeline body, as the `errors` of its 400 answer list them. */
export const PipelineFieldError = loose({
  /** The bad field, such as `schedule`, `dataComponents[1]` or `properties.tap-x._select`. */
  field: z.optional(z.string()),
  /** What is wrong with the field, in the service's words. */
  defaultMessage: z.optional(z.string()),
  /** The value the service refused. */
  rejectedValue: z.optional(z.unknown()),
  /** The kind of check that failed, such as `NotBlank`. */
  code: z.optional(z.string()),
  /** The name of the object checked, such as `pipeline`. */
  objectName: z.optional(z.string()),
});
export type PipelineFieldError = z.infer<typeof PipelineFieldError>;

/** The service's verdict on a pipeline body: valid, or the problems its 400 answer listed. */
export type PipelineValidation =
  | {
      /** The body passed the service's checks. */
      valid: true;
    }
  | {
      /** The body failed the service's checks. */
      valid: false;
      /** The service's summary, when it gave one. */
      message?: string | undefined;
      /** One entry per bad field. */
      errors: PipelineFieldError[];
    };

/** A JSON value, as parsed. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * One row of a pipeline's metrics: a run's measure, keyed as the service sends it (its document calls the body
 * a string; real clients read these two keys). Typed by its known fields; others stay on the object.
 */
export const PipelineMetric = loose({
  /** When the run's job was created (zone-less ISO 8601, as every service timestamp). */
  'metrics.job-created': Timestamp,
  /** The run's measured value, a decimal. */
  'metrics.value': z.number(),
});
export type PipelineMetric = z.infer<typeof PipelineMetric>;

/** A pipeline's metrics: one row per measured run, empty when it has none (the service answers 204). */
export const PipelineMetrics = z.array(PipelineMetric);
export type PipelineMetrics = z.infer<typeof PipelineMetrics>;
