// A request's query judged against its route's parameters (query-contracts.ts) as the service judges it: a value the
// service cannot read (a word not among those accepted, a bad instant, a page that is no whole number) is refused
// (Spring answers 400); a parameter nothing reads is dropped by Spring without a word, so it is accepted, and only
// recorded. The paging every list takes is never unknown.
import type { pageParams, QueryKind, QueryParams } from '../../models/queries.js';
import { readInstant } from '../clock.js';
import type { MockViolation } from './check-body.js';

/** Why a value is refused, or undefined when the service reads it. */
type Judge = (value: string) => string | undefined;

const wholeNumber =
  (min: number): Judge =>
  (value) =>
    /^\d+$/.test(value) && Number.isSafeInteger(Number(value)) && Number(value) >= min
      ? undefined
      : `must be a whole number >= ${min}`;

/** `page` and `size` as Spring Data reads them (the mock's paging, and the SDK's `PageOptions`); any `sort`. */
const paging: Readonly<Record<(typeof pageParams)[number], Judge>> = {
  page: wholeNumber(0),
  size: wholeNumber(1),
  sort: () => undefined,
};

const judges: Readonly<Record<Exclude<QueryKind, readonly string[]>, Judge>> = {
  flag: (value) => (value === 'true' || value === 'false' ? undefined : 'must be true or false'),
  instant: (value) =>
    readInstant(value) === undefined ? 'must be an ISO 8601 timestamp such as 2021-02-11T11:12' : undefined,
  id: (value) => (value.trim() === '' ? 'must not be blank' : undefined),
  search: () => undefined,
  text: () => undefined,
  count: wholeNumber(0),
};

function judgeOf(kind: QueryKind): Judge {
  if (typeof kind === 'string') return judges[kind];
  // Spring binds an enum by its exact name: `type=list` is refused where the service takes LIST.
  const words = new Set(kind);
  return (value) => (words.has(value) ? undefined : `must be one of ${kind.join(', ')}`);
}

/** How the service reads parameter `name`: by its kind when the route takes it, or as paging; else not at all. */
function judgeFor(params: QueryParams, name: string): Judge | undefined {
  if (Object.hasOwn(params, name)) return judgeOf(params[name] as QueryKind);
  return Object.hasOwn(paging, name) ? paging[name as keyof typeof paging] : undefined;
}

const unknownParameter = 'is not a parameter of this request; the service ignores it';

/**
 * The violations of `query` against the parameters a route takes (`params`, none when the route takes only paging):
 * each named `?name`. A value is not repeated in the reason, since a query may carry a secret.
 */
export function checkQuery(params: QueryParams, query: URLSearchParams): MockViolation[] {
  const violations: MockViolation[] = [];
  for (const name of new Set(query.keys())) {
    const field = `?${name}`;
    const judge = judgeFor(params, name);
    if (judge === undefined) {
      violations.push({ kind: 'ignored', field, reason: unknownParameter });
      continue;
    }
    const reason = query
      .getAll(name)
      .map(judge)
      .find((why) => why !== undefined);
    if (reason !== undefined) violations.push({ kind: 'refused', field, reason });
  }
  return violations;
}
