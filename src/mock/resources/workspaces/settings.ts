import type { RequestContext } from '../../http/context.js';
import { MockHttpError } from '../../http/responses.js';
import type { WorkspaceRecord } from './workspaces.js';

/** The settings of a workspace PUT body besides name, domains and image, as the record keeps them. */
export type WorkspaceSettings = Partial<
  Pick<
    WorkspaceRecord,
    | 'alias'
    | 'repositoryUrl'
    | 'repositoryBranch'
    | 'repositoryDirectory'
    | 'githubInstallationId'
    | 'webhookSecret'
    | 'sshPrivateKey'
    | 'defaultEnvironment'
    | 'pipelinesImage'
    | 'appProperties'
  >
>;

const kept = [
  'repositoryUrl',
  'repositoryBranch',
  'repositoryDirectory',
  'githubInstallationId',
  'sshPrivateKey',
  'defaultEnvironment',
  'pipelinesImage',
] as const;

/**
 * The settings a workspace PUT body gives (each left as it is when not given; 400 naming a bad one): its
 * repository, `deploymentSecret` (the secret its deployment webhook is signed with), `appProperties`, and an alias
 * that no other workspace has (409).
 */
export function workspaceSettings(c: RequestContext, body: Record<string, unknown>): WorkspaceSettings {
  const settings: WorkspaceSettings = {};
  for (const field of kept) {
    const value = c.optionalString(body, field);
    if (value !== undefined) settings[field] = value;
  }
  const secret = c.optionalString(body, 'deploymentSecret');
  if (secret !== undefined) settings.webhookSecret = secret;
  if (body['appProperties'] !== undefined) settings.appProperties = c.stringMap(body, 'appProperties');
  const alias = c.optionalString(body, 'alias');
  if (alias !== undefined) {
    const other = [...c.store.workspaces.values()].find((w) => w.alias === alias && w.id !== c.param('ws'));
    if (other) throw new MockHttpError(409, `The alias ${alias} is taken by another workspace`);
    settings.alias = alias;
  }
  return settings;
}

/** Whether the body asks to make the workspace the caller's default (`defaultWorkspace: true`; 400 if not boolean). */
export function wantsDefault(body: Record<string, unknown>): boolean {
  const asked = body['defaultWorkspace'];
  if (asked === undefined || typeof asked === 'boolean') return asked === true;
  throw new MockHttpError(400, 'Validation failed: defaultWorkspace must be a boolean', [
    { field: 'defaultWorkspace', defaultMessage: 'must be a boolean' },
  ]);
}
