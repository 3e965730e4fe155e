import type { Workspace, WorkspaceStatus } from '../../../models/workspace.js';
import type { WorkspaceSummary } from '../../../models/workspace-summary.js';
import type { RequestContext } from '../../http/context.js';
import { href } from '../../http/href.js';
import { type JobRecord, jobStatus } from '../jobs/jobs.js';
import { administers, roleOf, type WorkspaceRecord } from './workspaces.js';

/** A workspace as subscriptions and notifications embed it: id and name. */
export function workspaceSummary(context: RequestContext, workspaceId: string): WorkspaceSummary {
  const workspace = context.store.workspaces.get(workspaceId);
  return workspace ? { id: workspace.id, name: workspace.name } : { id: workspaceId };
}

/** The draft of the initialise step: id, timestamps and its only link, `create workspace`. */
export function workspaceDraftView(context: RequestContext, workspace: WorkspaceRecord): Workspace {
  return {
    id: workspace.id,
    created: workspace.created,
    lastModified: workspace.lastModified,
    _links: { 'create workspace': context.link(href`/api/workspaces/${workspace.id}`, 'PUT') },
  };
}

/** PROVISIONING while its latest WORKSPACE_INIT job has not ended, FAILED when it failed, else READY. */
function statusOf(context: RequestContext, workspace: WorkspaceRecord): WorkspaceStatus {
  let init: JobRecord | undefined;
  for (const job of context.store.jobs.values())
    if (job.workspaceId === workspace.id && job.type === 'WORKSPACE_INIT') init = job;
  const status = init && jobStatus(init, context.store.clock.now());
  if (status === 'QUEUED' || status === 'RUNNING') return 'PROVISIONING';
  return status === 'ERROR' ? 'FAILED' : 'READY';
}

/**
 * A workspace as the service sends it. `deploymentSecret` (the secret that signs its deployment webhook) and
 * `sshPrivateKey` are shown to its owner and administrators only.
 */
export function workspaceView(context: RequestContext, workspace: WorkspaceRecord): Workspace {
  const id = workspace.id;
  const at = (path: string, type?: string) => context.link(href`/api/workspaces/${id}` + path, type);
  const admin = administers(roleOf(workspace, context.caller().id));
  return {
    id,
    created: workspace.created,
    lastModified: workspace.lastModified,
    alias: workspace.alias,
    name: workspace.name,
    domains: [...workspace.domains],
    deploymentSecret: admin ? workspace.webhookSecret : undefined,
    imageUrl: workspace.imageUrl,
    repositoryUrl: workspace.repositoryUrl,
    repositoryBranch: workspace.repositoryBranch,
    repositoryDirectory: workspace.repositoryDirectory,
    githubInstallationId: workspace.githubInstallationId,
    sshPrivateKey: admin ? workspace.sshPrivateKey : undefined,
    defaultEnvironment: workspace.defaultEnvironment,
    pipelinesImage: workspace.pipelinesImage,
    appProperties: { ...workspace.appProperties },
    status: statusOf(context, workspace),
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
