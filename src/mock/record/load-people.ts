// Loading the people of a seed file: its profiles (each with a token), and its workspaces with who is in them.
import type { MockUser } from '../demo-data.js';
import { addToken } from '../resources/oauth.js';
import { addProfile } from '../resources/profiles/profiles.js';
import { addWorkspace } from '../resources/workspaces/workspaces.js';
import type { SeedRole } from './format.js';
import type { LoadContext } from './load-context.js';

/** Adds every profile of the file with its id, and a token for each (`tokens[id]`, else `token(id)`). */
export function loadProfiles(context: LoadContext, token: (profileId: string) => string): MockUser[] {
  return context.records('profiles').map((fields) => {
    const name = fields.text('name');
    const email = fields.maybeText('email');
    const profile = addProfile(context.store, {
      id: fields.id,
      name,
      handle: fields.text('handle', `@${name.toLowerCase().split(' ')[0] ?? 'user'}`),
      ...(email === undefined ? {} : { email }),
      phone: fields.maybeText('phone'),
      featuresDisabled: fields.maybeText('featuresDisabled'),
      defaultWorkspaceId: fields.idIn('defaultWorkspace'),
    });
    return { id: profile.id, name, token: addToken(context.store, profile.id, token(profile.id)) };
  });
}

/**
 * Adds every workspace of the file with its id and people: its recorded owner, else its first administrator,
 * else its first member. One with no recorded person in it is left out (no one could reach it).
 */
export function loadWorkspaces(context: LoadContext): void {
  const { store, seed } = context;
  for (const fields of context.records('workspaces')) {
    const people = Object.entries(seed.members[fields.id] ?? {}).filter(([id]) => store.profiles.has(id));
    const first = (role: SeedRole) => people.find(([, r]) => r === role)?.[0];
    const ownerId = first('owner') ?? first('admin') ?? first('member');
    if (ownerId === undefined) {
      context.skip('workspaces', fields.id, 'no profile of the seed file is in it');
      continue;
    }
    const others = people.filter(([id]) => id !== ownerId);
    const name = fields.text('name');
    // Added as a draft, which raises no WORKSPACE_INIT job: the recorded jobs are its jobs.
    const workspace = addWorkspace(store, {
      id: fields.id,
      name,
      alias: fields.text('alias', name.toLowerCase().replace(/[^a-z0-9]+/g, '-')),
      ownerId,
      adminIds: new Set(others.filter(([, role]) => role !== 'member').map(([id]) => id)),
      memberIds: new Set(others.filter(([, role]) => role === 'member').map(([id]) => id)),
      domains: fields.strings('domains'),
      repositoryUrl: fields.text('repositoryUrl', 'DISABLED'),
      imageUrl: fields.maybeText('imageUrl'),
      repositoryBranch: fields.maybeText('repositoryBranch'),
      repositoryDirectory: fields.maybeText('repositoryDirectory'),
      githubInstallationId: fields.maybeText('githubInstallationId'),
      defaultEnvironment: fields.maybeText('defaultEnvironment'),
      pipelinesImage: fields.maybeText('pipelinesImage'),
      appProperties: fields.stringMap('appProperties'),
      draft: true,
      ...fields.timestamps(),
    });
    workspace.draft = false;
  }
}
