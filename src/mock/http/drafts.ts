// Drafts (an id from an initialise step, written by a later PUT) belong to the profile that initialised them: a
// member cannot write into a draft someone else started, and have it credited to that profile. Until that first PUT
// a draft is no stored record: every read, list and delete by id answers 404, as for an id never seen (lookup.ts).
import { MockHttpError } from './responses.js';

/**
 * Whether a PUT creates its record: there is none yet, or only a draft. A draft that another profile initialised
 * is refused with 403, nothing changed.
 * @example const created = createsDraft(existing, existing?.creatorId, c.caller().id, `Alert ${id}`);
 */
export function createsDraft(
  existing: { draft?: boolean | undefined } | undefined,
  initialiser: string | undefined,
  caller: string,
  what: string,
): boolean {
  if (existing === undefined) return true;
  if (existing.draft !== true) return false;
  if (initialiser !== caller)
    throw new MockHttpError(403, `${what} is a draft another profile initialised; initialise one of your own`);
  return true;
}
