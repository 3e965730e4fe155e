// Drafts (an id from an initialise step, written by a later PUT) belong to the profile that initialised them: a
// member cannot write into a draft someone else started, and have it credited to that profile. Until that first PUT
// a draft is no stored record: every read, list and delete by id answers 404, as for an id never seen.
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

/** Whether a record is only a draft: initialised, never PUT (the `draft` flag most kinds keep). */
const isDraft = (record: { draft?: boolean | undefined }): boolean => record.draft === true;

/**
 * The stored record with this id: 404 `<what> <id> not found` when there is none or it is only a draft. `unsaved`
 * says which records are drafts, for kinds that tell them otherwise (a pipeline or datastore has no name yet).
 * @example const channel = stored(c.store.channels, c.param('id'), 'Channel');
 */
export function stored<T extends object>(
  table: ReadonlyMap<string, T>,
  id: string,
  what: string,
  unsaved: (record: T) => boolean = isDraft,
): T {
  const record = table.get(id);
  if (record === undefined || unsaved(record)) throw new MockHttpError(404, `${what} ${id} not found`);
  return record;
}
