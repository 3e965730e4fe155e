// The bodies a pipeline is written with: kept apart from the pipeline's model, which jobs, deployments and
// subscriptions embed, so that their bundles carry neither these inputs nor the schedule's cron check.
import * as z from 'zod/mini';
import { nonEmpty } from '../core/validation/lengths.js';
import { loose, strict } from '../core/validation/objects.js';
import { record } from '../core/validation/record.js';
import { matches, refinement } from '../core/validation/schema.js';
import { anyString, optionalBoolean, optionalCount, optionalString, optionalStrings } from './fields.js';
import { cronForm, cronProblem } from './pipeline-schedule.js';

/** The check of a schedule: the message says what form it needs and what is wrong with it. */
function quartzCron(ctx: z.core.ParsePayload<string>): void {
  const problem = cronProblem(ctx.value);
  if (problem) ctx.issues.push({ code: 'custom', message: `must be ${cronForm}; ${problem}`, input: ctx.value });
}

/** The data components to run, in order, by name: `extractors/tap-postgres`, `loaders/target-postgres`. */
const dataComponents = z
  .array(anyString)
  .check(refinement((names: string[]) => new Set(names).size === names.length, 'must not name a component twice'));

/** The fields of a pipeline body but `dataComponents`. */
const pipelineFields = {
  /** The name shown to people, such as `Orders`. */
  label: z.string().check(nonEmpty('a pipeline needs a non-empty label')),
  /** The pipeline's name, without whitespace; the service makes one from the label when left out. */
  name: z.optional(z.string().check(matches(/^\S*$/, 'a pipeline name has no whitespace, such as "orders-daily"'))),
  /** When to run: a 6-field Quartz cron such as `0 0 0 25 12 ?`; leave it out to run only on demand. */
  schedule: z.optional(z.string().check(quartzCron)),
  /** Plugin settings by `<plugin>.<setting>`, as text; `streamSelection()` builds `_select` and `_metadata`. */
  properties: z.optional(record(anyString)),
  /** Seconds a run may take. */
  timeout: optionalCount,
  /** Runs tried again after a failure. */
  maxRetries: optionalCount,
  /** The command to run instead of the one the components make, such as `meltano run tap-x target-y`. */
  script: optionalString,
  /** The pipeline's actions by name: a list the service stores as given. */
  actions: optionalStrings,
  /** What triggers the pipeline's runs, by name: a list the service stores as given. */
  triggeredBy: optionalStrings,
  /** Whether the service derives the schedule from an interval (write-only). */
  scheduleFromInterval: optionalBoolean,
};

/**
 * The body of creating, updating or validating a pipeline: `label` and `dataComponents` are required (the
 * service's rule); any other key than those below is refused, not dropped.
 */
export const PipelineInput = strict(() => ({ ...pipelineFields, dataComponents }));
/** `PipelineInput` as a caller writes it: the input type of its schema, under its own name. */
export interface PipelineInput extends z.input<typeof PipelineInput> {}

/**
 * The body of saving a pipeline as a draft (`pipelines.putDraft`): as `PipelineInput`, but `dataComponents` may be
 * left out, since a draft is saved unfinished and not provisioned.
 */
export const PipelineDraftInput = strict(() => ({
  ...pipelineFields,
  /** The data components to run, in order, by name; may be left out of a draft. */
  dataComponents: z.optional(dataComponents),
}));
/** `PipelineDraftInput` as a caller writes it: the input type of its schema, under its own name. */
export interface PipelineDraftInput extends z.input<typeof PipelineDraftInput> {}

/** A problem the service found in a pipeline body, as the `errors` of its 400 answer list them. */
export const PipelineFieldError = loose(() => ({
  /** The bad field, such as `schedule`, `dataComponents[1]` or `properties.tap-x._select`. */
  field: optionalString,
  /** What is wrong with the field, in the service's words. */
  defaultMessage: optionalString,
  /** The value the service refused. */
  rejectedValue: z.optional(z.unknown()),
  /** The kind of check that failed, such as `NotBlank`. */
  code: optionalString,
  /** The name of the object checked, such as `pipeline`. */
  objectName: optionalString,
}));
/** `PipelineFieldError` as the service sends it: the type of its schema, under its own name. */
export interface PipelineFieldError extends z.infer<typeof PipelineFieldError> {}

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
