import type { RequestContext } from '../http/context.js';
import { href } from '../http/href.js';
import type { WorkspaceRecord } from '../records.js';
import { isAdministrator } from './administrator.js';

/** The draft of the initialise step: id, timestamps and its only link, `create workspace`. */
export function workspaceDraftView(context: RequestContext, workspace: WorkspaceRecord): Record<string, unknown> {
  return {
    id: workspace.id,
    created: workspace.created,
    lastModified: workspace.lastModified,
    _links: { 'create workspace': context.link(href`/api/workspaces/${workspace.id}`, 'PUT') },
  };
}

/**
 * A workspace as the service sends it. `deploymentSecret` (the secret that signs its deployment webhook) is shown
 * to its owner and administrators only.
 */
export function workspaceView(context: RequestContext, workspace: WorkspaceRecord): Record<string, unknown> {
  const id = workspace.id;
  const at = (path: string, type?: string) => context.link(href`/api/workspaces/${id}` + path, type);
  const admin = isAdministrator(workspace, context.caller().id);
  return {
    id,
    created: workspace.created,
    lastModified: workspace.lastModified,
    alias: workspace.alias,
    name: workspace.name,
    domains: [...workspace.domains],
    ...(admin ? { deploymentSecret: workspace.webhookSecret } : {}),
    ...(workspace.imageUrl === undefined ? {} : { imageUrl: workspace.imageUrl }),
    repositoryUrl: workspace.repositoryUrl,
    appProperties: {},
    status: 'READY',
    managed: true,
    _links: {
      self: at(''),
      'update delete workspace': at('', 'PUT'),
      'make-default': at('/default', 'PUT'),
      members: at('/members', 'GET'),
      invitations: at('/invitations', 'GET'),
      'new invitation': at('/invitations', 'POST'),
      pipelines: at('/pipelines', 'GET'),
      'new pipeline': at('/pipelines', 'POST'),
      datasets: at('/datasets', 'GET'),
      'publish dataset': at('/datasets', 'POST'),
      channels: at('/channels', 'GET'),
      datastores: at('/datastores', 'GET'),
      datacomponents: at('/datacomponents', 'GET'),
      'new datacomponent': at('/datacomponents', 'POST'),
      dataplugins: at('/dataplugins', 'GET'),
      jobs: at('/jobs', 'GET'),
      feed: at('/feed', 'GET'),
      news: at('/news', 'GET'),
    },
  };
}
