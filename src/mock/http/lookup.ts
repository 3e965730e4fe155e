import { MockHttpError } from './responses.js';

/** Whether a record is only a draft: initialised, never PUT (the `draft` flag most kinds keep). */
const isDraft = (record: { draft?: boolean | undefined }): boolean => record.draft === true;

/** For a lookup that finds drafts too: no record counts as missing. */
export const anyRecord = (): boolean => false;

/**
 * The one lookup by id of the mock: the record of the table with this id, or the service's 404,
 * `<what> <id> not found`, when there is none or it counts as `missing`: by default when it is only a draft (until
 * its first PUT a draft is no stored record; see drafts.ts). Kinds that tell drafts otherwise (a pipeline or
 * datastore has no name yet) or hide records from the caller (someone else's notification) say so in `missing`.
 * @example const channel = stored(c.store.channels, c.param('id'), 'Channel');
 * @example const any = stored(c.store.comments, c.param('id'), 'Comment', anyRecord);
 */
export function stored<T extends object>(
  table: ReadonlyMap<string, T>,
  id: string,
  what: string,
  missing: (record: T) => boolean = isDraft,
): T {
  const record = table.get(id);
  if (record === undefined || missing(record)) throw new MockHttpError(404, `${what} ${id} not found`);
  return record;
}
