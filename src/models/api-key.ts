import * as z from 'zod/mini';
import { collection } from '../core/validation/collection.js';
import { nonEmpty } from '../core/validation/lengths.js';
import { loose, strict } from '../core/validation/objects.js';
import { relations } from '../core/validation/schema.js';
import { optionalTimestamp } from './common.js';
import { anyString, optionalString } from './fields.js';

/**
 * An API key: a clientId and clientSecret for the client-credentials exchange.
 * Typed by its known fields; others stay on the object: `(key as Record<string, unknown>)['field']`.
 */
export const ApiKey = loose(() => ({
  /** Its identifier, which the API's paths use. */
  id: anyString,
  /** When it was created: a service timestamp (`toDate()` reads it). */
  created: optionalTimestamp,
  /** When it last changed: a service timestamp (`toDate()` reads it). */
  lastModified: optionalTimestamp,
  /** The key's label, such as `ci`. */
  name: optionalString,
  /** The client id to exchange, with the secret, at the token endpoint (`clientCredentials()`). */
  clientId: optionalString,
  /** The profile the key acts as. */
  profileId: optionalString,
  /** Present only in the response that creates the key: store it then. */
  clientSecret: optionalString,
  /** An access token issued for the key, when the service includes one. */
  accessToken: optionalString,
  /** Its HAL links by relation, which the SDK's methods and `client.follow()` use. */
  _links: relations<'self' | 'update apikey' | 'delete apikey' | 'profile'>(),
}));
/** `ApiKey` as the service sends it: the type of its schema, under its own name. */
export interface ApiKey extends z.infer<typeof ApiKey> {}

/** The partial key returned by `apiKeys.initialise()`: a fresh id and a `create apikey` link. */
export const ApiKeyDraft = loose(() => ({
  /** Its identifier, which the API's paths use. */
  id: anyString,
  /** When it was created: a service timestamp (`toDate()` reads it). */
  created: optionalTimestamp,
  /** When it last changed: a service timestamp (`toDate()` reads it). */
  lastModified: optionalTimestamp,
  /** The profile the key acts as. */
  profileId: optionalString,
  /** Its HAL links by relation, which the SDK's methods and `client.follow()` use. */
  _links: relations<'create apikey'>(),
}));
/** `ApiKeyDraft` as the service sends it: the type of its schema, under its own name. */
export interface ApiKeyDraft extends z.infer<typeof ApiKeyDraft> {}

/** The body of creating or renaming a key; any other key is refused before sending. */
export const ApiKeyInput = strict(() => ({
  /** The key's label, such as `ci`. */
  name: z.string().check(nonEmpty('a key needs a non-empty name')),
  /** The id of the profile the key acts as (the caller when left out); read back as `profileId`. */
  profile: optionalString,
}));
/** `ApiKeyInput` as a caller writes it: the input type of its schema, under its own name. */
export interface ApiKeyInput extends z.input<typeof ApiKeyInput> {}

/** The `apikeys` collection. */
export const ApiKeyCollection = /* @__PURE__ */ collection('apikeys', ApiKey);
