import * as z from 'zod/mini';
import { collection } from '../core/validation/collection.js';
import { loose, strict } from '../core/validation/objects.js';
import { refinement, relations } from '../core/validation/schema.js';
import { Member, optionalTimestamp } from './common.js';
import { anyString, optionalString } from './fields.js';

/**
 * An alert set on a dataset; the initialise step gives one with only an id and a `create alert` link.
 * Typed by its known fields; others stay on the object: `(alert as Record<string, unknown>)['field']`.
 */
export const Alert = loose(() => ({
  /** Its identifier, which the API's paths use. */
  id: anyString,
  /** When it was created: a service timestamp (`toDate()` reads it). */
  created: optionalTimestamp,
  /** When it last changed: a service timestamp (`toDate()` reads it). */
  lastModified: optionalTimestamp,
  /** What the alert says. */
  detail: optionalString,
  /** When the alert was last raised. */
  raised: optionalTimestamp,
  /** The dataset it is set on. */
  datasetId: optionalString,
  /** Who set it. */
  creator: z.optional(Member),
  /** Its HAL links by relation, which the SDK's methods and `client.follow()` use. */
  _links: relations<'self' | 'update alert' | 'dataset' | 'create alert'>(),
}));
/** `Alert` as the service sends it: the type of its schema, under its own name. */
export interface Alert extends z.infer<typeof Alert> {}

/** The body of setting or changing an alert; any other key is refused before sending. */
export const AlertInput = strict(() => ({
  /** What the alert says. */
  detail: z
    .string()
    .check(refinement((detail: string) => detail.trim() !== '', 'an alert needs a detail that is not blank')),
}));
/** `AlertInput` as a caller writes it: the input type of its schema, under its own name. */
export interface AlertInput extends z.input<typeof AlertInput> {}

/** The `alerts` collection. */
export const AlertCollection = /* @__PURE__ */ collection('alerts', Alert);
