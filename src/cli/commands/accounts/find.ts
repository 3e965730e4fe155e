// Finding the account a command-line key names among the caller's: account ids are plain strings (often the
// first owner's profile id), not UUIDs, so the key is matched against the list.
import type { Account } from '../../../index.js';
import { CliError, UsageError } from '../../program/exit.js';
import type { Invocation } from '../../program/invocation.js';
import { findNamed } from '../../program/lookup.js';

/** An account the caller owns, by id (exact) or company (exact, then in any case). */
export async function findAccount(invocation: Invocation, key: string): Promise<Account> {
  if (key.trim() === '') throw new UsageError('Give an account id or company; see `wdp accounts list`.');
  const client = await invocation.client();
  const names = {
    exact: (a: Account) => [a.id, a.company],
    anyCase: (a: Account) => [a.company],
    id: (a: Account) => a.id,
  };
  const found = await findNamed(
    client.accounts.list({}, { signal: invocation.signal }),
    key,
    names,
    (count) => `${count} of your accounts have the company "${key}"; give the id instead.`,
  );
  if (found) return found;
  throw new CliError(`None of your accounts has the id or company "${key}"; see \`wdp accounts list\`.`);
}
