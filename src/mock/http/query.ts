// The query parameters a route reads itself, as Spring binds them: a value it cannot read is its 400 naming the
// parameter (checked mode judges the same values first, by src/models/queries.ts).
import { readInstant } from '../clock.js';
import type { RequestContext } from './context.js';
import { MockHttpError } from './responses.js';

/** A `true` or `false` parameter, or undefined when absent. */
export function queryFlag(c: RequestContext, name: string): boolean | undefined {
  const raw = c.query.get(name);
  if (raw === null) return undefined;
  if (raw === 'true' || raw === 'false') return raw === 'true';
  throw new MockHttpError(400, `Query parameter '${name}' must be true or false; got ${raw}`);
}

/** A query instant in clock milliseconds (zone-less is UTC), or undefined when absent. */
export function queryInstant(c: RequestContext, name: string): number | undefined {
  const raw = c.query.get(name);
  if (raw === null) return undefined;
  const ms = readInstant(raw);
  if (ms !== undefined) return ms;
  throw new MockHttpError(
    400,
    `Query parameter '${name}' must be an ISO 8601 timestamp such as 2021-02-11T11:12; got ${raw}`,
  );
}
