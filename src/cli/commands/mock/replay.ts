// `wdp mock --seed-file FILE`: a recording served in place of the demo data. The file is read and loaded once before
// anything is served, so that a bad one ends the command with what is wrong with it.
import { readFile } from 'node:fs/promises';
import {
  createMockService,
  type MockFixtures,
  MockSeedError,
  type MockSeedFile,
  parseMockSeed,
} from '../../../mock/index.js';
import { note } from '../../output/print.js';
import { safeLine } from '../../output/safe-text.js';
import { UsageError } from '../../program/exit.js';
import type { Invocation } from '../../program/invocation.js';
import type { MockFlags } from './flags.js';

/** A recorded profile and its token, as `wdp mock --seed-file --json` lists them. */
export interface RecordedUser {
  id: string;
  name: string;
  token: string;
}

/**
 * The seed file of `--seed-file`, read, parsed and loaded once to check it (undefined without the flag); a usage
 * error naming the file and what is wrong with it otherwise.
 */
export async function readSeedFile(invocation: Invocation<MockFlags>): Promise<MockSeedFile | undefined> {
  const file = invocation.flags.seedFile;
  if (file === undefined) return undefined;
  let text: string;
  try {
    text = await readFile(invocation.path(file), 'utf8');
  } catch (error) {
    throw new UsageError(`Cannot read the seed file ${file}: ${(error as NodeJS.ErrnoException).code ?? error}.`);
  }
  try {
    const seedFile = parseMockSeed(text);
    const skipped = createMockService({ seedFile }).fixtures.recorded?.skipped ?? [];
    if (skipped.length) {
      const more = skipped.length > 5 ? ` and ${skipped.length - 5} more` : '';
      const listed = `${skipped.slice(0, 5).join('; ')}${more}`;
      note(invocation.io, `Left out of ${file} (what they belong to was not recorded): ${listed}.`);
    }
    return seedFile;
  } catch (error) {
    if (!(error instanceof MockSeedError)) throw error;
    throw new UsageError(`The seed file ${file} cannot be served: ${error.message}`);
  }
}

/** The recorded profiles with their tokens, for the JSON line (none for the demo data). */
export function recordedUsers(fixtures: MockFixtures): { users?: RecordedUser[] } {
  return fixtures.recorded === undefined ? {} : { users: fixtures.recorded.users };
}

/** The banner's lines for the recorded profiles: name (its controls escaped, to align them), id and token. */
export function recordedLines(users: readonly RecordedUser[]): string[] {
  const rows = users.map((user) => ({ ...user, name: safeLine(user.name) }));
  const width = Math.max(0, ...rows.map((row) => row.name.length));
  return [
    "Recorded profiles' tokens (the mock's own, not secrets):",
    ...rows.map((row) => `  ${row.name.padEnd(width)}  ${row.id}  ${row.token}`),
  ];
}
