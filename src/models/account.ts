import * as z from 'zod/mini';
import { collection } from '../core/validation/collection.js';
import { loose, strict } from '../core/validation/objects.js';
import { int, matches, refinement, relations } from '../core/validation/schema.js';
import { optionalTimestamp } from './common.js';
import { anyString, optionalInt, optionalString } from './fields.js';

/**
 * An account: the billing and quota unit that owns workspaces, with one or more owner profiles. Its id is a plain
 * string, often the first owner's profile id (`auth0|…`), not a UUID.
 * Typed by its known fields; others stay on the object: `(account as Record<string, unknown>)['field']`.
 */
export const Account = loose(() => ({
  /** Its identifier, which the API's paths use. */
  id: anyString,
  /** When it was created: a service timestamp (`toDate()` reads it). */
  created: optionalTimestamp,
  /** When it last changed: a service timestamp (`toDate()` reads it). */
  lastModified: optionalTimestamp,
  /** The company the account bills. */
  company: optionalString,
  /** The email of the account's owner. */
  ownerEmail: optionalString,
  /** The account's id at the marketplace it was bought through, if any. */
  marketplaceId: optionalString,
  /** How many workspaces the account may own. */
  maxWorkspaces: optionalInt,
  /** How many rows its workspaces may hold. */
  maxRows: optionalInt,
  /** Pipeline minutes a month. */
  minutesPerMonth: optionalInt,
  /** Pipeline minutes used this month. */
  minutesUsed: optionalInt,
  /** How many API clients the account may have. */
  maxClients: optionalInt,
  /** Its HAL links by relation, which the SDK's methods and `client.follow()` use. */
  _links: relations<'self'>(),
}));
/** `Account` as the service sends it: the type of its schema, under its own name. */
export interface Account extends z.infer<typeof Account> {}

const INT32_MAX = 2_147_483_647;
/** A whole number the service stores as a 32-bit integer. */
const int32 = () =>
  int().check(refinement((n: number) => Math.abs(n) <= INT32_MAX, `a 32-bit integer (at most ${INT32_MAX})`));
const text = (what: string) => z.string().check(matches(/\S/, `an account needs ${what} that is not blank`));

/**
 * The body of creating or updating an account (`accounts.put`): `company` and `ownerEmail` are required. The
 * fields the service sets itself (`id`, `created`, `lastModified`, `_links`) and any other key are refused, not
 * dropped.
 */
export const AccountInput = strict(() => ({
  /** The company the account bills. */
  company: text('a company'),
  /** The email of the account's owner. */
  ownerEmail: text('an owner email'),
  /** The account's id at the marketplace it was bought through, if any. */
  marketplaceId: optionalString,
  /** How many workspaces the account may own. */
  maxWorkspaces: z.optional(int32()),
  /** How many rows its workspaces may hold. */
  maxRows: optionalInt,
  /** Pipeline minutes a month. */
  minutesPerMonth: z.optional(int32()),
  /** Pipeline minutes used this month. */
  minutesUsed: z.optional(int32()),
  /** How many API clients the account may have. */
  maxClients: z.optional(int32()),
}));
/** `AccountInput` as a caller writes it: the input type of its schema, under its own name. */
export interface AccountInput extends z.input<typeof AccountInput> {}

/** The `accounts` collection. */
export const AccountCollection = /* @__PURE__ */ collection('accounts', Account);
