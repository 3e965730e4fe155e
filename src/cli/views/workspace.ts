// A workspace as `wdp workspaces list` and `get` show it (never its deployment secret: see without-secret.ts).
import type { Workspace } from '../../index.js';
import { view } from './view.js';

/** A workspace: its alias, name, domains and status. */
export const workspaceView = view({
  columns: ['id', 'alias', 'name'],
  fields: (workspace: Workspace) => ({
    id: workspace.id,
    alias: workspace.alias,
    name: workspace.name,
    domains: workspace.domains?.join(', '),
    status: workspace.status,
    created: workspace.created,
  }),
});
