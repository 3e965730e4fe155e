import * as z from 'zod/mini';
import { collection } from '../core/validation/collection.js';
import { nonEmpty } from '../core/validation/lengths.js';
import { loose, strict } from '../core/validation/objects.js';
import { matches, relations } from '../core/validation/schema.js';
import { anyString, optionalString } from './fields.js';

/**
 * A profile: the person or entity a user acts as. Its id looks like `auth0|abc`.
 * Typed by its known fields; others stay on the object: `(profile as Record<string, unknown>)['field']`.
 */
export const Profile = loose(() => ({
  /** Its identifier, which the API's paths use. */
  id: anyString,
  /** The person's full name. */
  name: optionalString,
  /** The short name shown with what they write. */
  handle: optionalString,
  /** The profile's phone number. */
  phone: optionalString,
  /** The profile's email address. */
  email: optionalString,
  /**
   * The workspace the app loads first, as text fields (the service's document promises no key): usually its `id` and
   * `name`.
   */
  defaultWorkspace: z.optional(
    loose(() => ({
      /** The workspace's id. */
      id: optionalString,
      /** The workspace's display name, such as `Analytics`. */
      name: optionalString,
    })),
  ),
  /** The app features turned off for this profile, as the service spells them. */
  featuresDisabled: optionalString,
  /** Its HAL links by relation, which the SDK's methods and `client.follow()` use. */
  _links: relations<'self' | 'update edit profile' | 'workspaces' | 'new workspace'>(),
}));
/** `Profile` as the service sends it: the type of its schema, under its own name. */
export interface Profile extends z.infer<typeof Profile> {}

/**
 * The body of `profiles.put()`: a PUT replaces the profile, so `name` and `email` are required (the service's rule);
 * any other key is refused before sending.
 */
export const ProfileInput = strict(() => ({
  /** The person's full name. */
  name: z.string().check(nonEmpty('a profile needs a name')),
  /** The profile's email address. */
  email: z.string().check(matches(/\S/, 'a profile needs an email that is not blank')),
  /** The profile's phone number. */
  phone: optionalString,
  /** The app features turned off for this profile, as the service spells them. */
  featuresDisabled: optionalString,
  /** The workspace the app loads first, by id (as `profiles.setDefaultWorkspace` sends it). */
  defaultWorkspace: z.optional(
    strict(() => ({
      /** The workspace's id. */
      id: z.string().check(nonEmpty('a workspace id is required')),
    })),
  ),
}));
/** `ProfileInput` as a caller writes it: the input type of its schema, under its own name. */
export interface ProfileInput extends z.input<typeof ProfileInput> {}

/** The `profiles` collection (one page, no page meta). */
export const ProfileCollection = /* @__PURE__ */ collection('profiles', Profile);

/** The body of `profiles.setDefaultWorkspace()`. */
export const DefaultWorkspacePatch = z.object({
  /** The workspace the app loads first, by id. */
  defaultWorkspace: z.object({
    /** The workspace's id. */
    id: z.string().check(nonEmpty('a workspace id is required')),
  }),
});
/** `DefaultWorkspacePatch` as a caller writes it: the input type of its schema, under its own name. */
export interface DefaultWorkspacePatch extends z.input<typeof DefaultWorkspacePatch> {}
