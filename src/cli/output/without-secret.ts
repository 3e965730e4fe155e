// A workspace as the CLI shows it: never with its deployment secret (the key of its deploy webhook).
import type { Workspace } from '../../index.js';

/** A workspace without its deployment secret, which the CLI never prints, `--json` included. */
export function withoutSecret(workspace: Workspace): Omit<Workspace, 'deploymentSecret'> {
  const { deploymentSecret: _secret, ...rest } = workspace;
  return rest;
}
