import * as z from 'zod/mini';
import { loose } from '../core/validation/objects.js';
import { record } from '../core/validation/record.js';
import { anyString, optionalBoolean } from './fields.js';

/**
 * One environment variable of a pipeline's runs (`EnvironmentVariable`). The value of a `sensitive` one is a secret
 * (a password, an OAuth token): the SDK hands it to the caller but never shows it in an error or a log line.
 */
export const EnvironmentVariable = loose(() => ({
  /** The variable's value, or `null` when it has none. */
  value: z.optional(z.nullable(anyString)),
  /** Whether the value is a secret, which the SDK never shows in an error or a log line. */
  sensitive: optionalBoolean,
}));
/** `EnvironmentVariable` as the service sends it: the type of its schema, under its own name. */
export interface EnvironmentVariable extends z.infer<typeof EnvironmentVariable> {}

/** The environment a pipeline's runs get (`pipelines.environment`): variable name to its value and flag. */
export const PipelineEnvironment = record(EnvironmentVariable);
/** `PipelineEnvironment` as the service sends it: the type of its schema, under its own name. */
export interface PipelineEnvironment extends z.infer<typeof PipelineEnvironment> {}

/** The values of the sensitive variables of an environment body, read as it came (before validation). */
export const sensitiveValues = (body: unknown): string[] =>
  Object.values(Object(body) as Record<string, { value?: unknown; sensitive?: unknown } | null>).flatMap((v) =>
    v?.sensitive === true && typeof v.value === 'string' ? [v.value] : [],
  );
