// A pipeline's metrics (`pipelines.metrics`), kept apart from the pipeline model that jobs embed.
import * as z from 'zod/mini';
import { loose } from '../core/validation/objects.js';
import { Timestamp } from './common.js';

/**
 * One row of a pipeline's metrics: a run's measure, keyed as the service sends it (its document calls the body
 * a string; real clients read these two keys). Typed by its known fields; others stay on the object.
 */
export const PipelineMetric = loose(() => ({
  /** When the run's job was created (zone-less ISO 8601, as every service timestamp). */
  'metrics.job-created': Timestamp,
  /** The run's measured value, a decimal. */
  'metrics.value': z.number(),
}));
/** `PipelineMetric` as the service sends it: the type of its schema, under its own name. */
export interface PipelineMetric extends z.infer<typeof PipelineMetric> {}

/** A pipeline's metrics: one row per measured run, empty when it has none (the service answers 204). */
export const PipelineMetrics = /* @__PURE__ */ z.array(PipelineMetric);
export type PipelineMetrics = z.infer<typeof PipelineMetrics>;
