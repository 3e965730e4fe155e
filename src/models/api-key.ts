import * as z from 'zod/mini';
import { collection } from '../core/validation/collection.js';
import { loose } from '../core/validation/loose.js';
import { relations } from '../core/validation/schema.js';
import { Timestamp } from './common.js';

/**
 * An API key: a clientId and clientSecret for the client-credentials exchange.
 * Typed by its known fields; others stay on the object: `(key as Record<string, unknown>)['field']`.
 */
export const ApiKey = loose({
  id: z.string(),
  created: z.optional(Timestamp),
  lastModified: z.optional(Timestamp),
  name: z.optional(z.string()),
  clientId: z.optional(z.string()),
  profileId: z.optional(z.string()),
  /** Present only in the response that creates the key: store it then. */
  clientSecret: z.optional(z.string()),
  accessToken: z.optional(z.string()),
  _links: relations('self', 'update apikey', 'delete apikey', 'profile'),
});
export type ApiKey = z.infer<typeof ApiKey>;

/** The partial key returned by `apiKeys.initialise()`: a fresh id and a `create apikey` link. */
export const ApiKeyDraft = loose({
  id: z.string(),
  created: z.optional(Timestamp),
  lastModified: z.optional(Timestamp),
  profileId: z.optional(z.string()),
  _links: relations('create apikey'),
});
export type ApiKeyDraft = z.infer<typeof ApiKeyDraft>;

/** The body of creating or renaming a key; any other key is refused before sending. */
export const ApiKeyInput = z.strictObject({
  name: z.string().check(z.minLength(1, 'a key needs a non-empty name')),
  /** The id of the profile the key acts as (the caller when left out); read back as `profileId`. */
  profile: z.optional(z.string()),
});
export type ApiKeyInput = z.input<typeof ApiKeyInput>;

/** The `apikeys` collection. */
export const ApiKeyCollection = collection('apikeys', ApiKey);
