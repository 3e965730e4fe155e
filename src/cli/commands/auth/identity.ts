// Who a set of credentials signs in as, and which workspaces it can use: what `auth login` checks before saving
// and `auth status` tells. Two calls side by side, as no one call of the service says both: GET /api/profiles
// (who) and the first page of GET /api/workspaces (where).
import type { Client, Profile, Workspace } from '../../../index.js';
import { printLines } from '../../output/print.js';
import type { Io } from '../../output/terminal.js';

/** Who the credentials are, and the first page of their workspaces. */
export interface Identity {
  profile: Profile | undefined;
  workspaces: Workspace[];
  /** Whether the service has more workspaces than `workspaces` holds. */
  more: boolean;
}

/** Asks the service who the client's credentials are; a refused credential rejects (401, 403). */
export async function identify(client: Client, signal: AbortSignal): Promise<Identity> {
  const [profiles, workspaces] = await Promise.all([
    client.profiles.list({ signal }),
    client.workspaces.list({ size: 20 }, { signal }),
  ]);
  return { profile: profiles.items[0], workspaces: workspaces.items, more: workspaces.hasNextPage() };
}

/** Whether a failure is the service refusing the credentials (401 or 403), as opposed to not answering. */
export function isRefusal(error: unknown): error is Error {
  return error instanceof Error && ['AuthenticationError', 'PermissionDeniedError'].includes(error.name);
}

/** The identity as JSON prints it: the profile's public fields and the workspaces' ids, names and aliases. */
export function identityJson(identity: Identity) {
  const { profile } = identity;
  return {
    profile: profile && { id: profile.id, name: profile.name, handle: profile.handle, email: profile.email },
    workspaces: identity.workspaces.map(({ id, name, alias }) => ({ id, name, alias })),
  };
}

/** Prints who the credentials are (`Signed in as Ada Lovelace (@ada, ada@example.com)`) and their workspaces. */
export function printIdentity(io: Io, identity: Identity): void {
  const { profile, workspaces, more } = identity;
  const about = [profile?.handle, profile?.email].filter(Boolean).join(', ');
  const who = profile ? `${profile.name ?? profile.id}${about ? ` (${about})` : ''}` : '(no profile)';
  const standard = profile?.defaultWorkspace?.id;
  const lines = workspaces.map(
    (w) => `  ${w.name}${w.alias ? ` (${w.alias})` : ''}${w.id === standard ? ', the default' : ''}`,
  );
  if (more) lines.push('  ... and more: `wdp workspaces list --all`');
  printLines(
    io,
    [`Signed in as ${who}.`, workspaces.length ? 'Workspaces:' : 'No workspaces yet.', ...lines].join('\n'),
  );
}
