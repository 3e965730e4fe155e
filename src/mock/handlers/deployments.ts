import { verifyWebhookSignature } from '../domain/signature.js';
import { addJob } from '../factories.js';
import { hal, MockHttpError } from '../http/responses.js';
import type { Router } from '../http/router.js';
import { jobView } from '../views/job.js';

/** Deployments: deploy a workspace (admins), or through the signed source-hosting webhook (no token needed). */
export function registerDeployments(router: Router): void {
  router
    .on('POST', '/api/workspaces/:ws/deployments', (c) => {
      const workspace = c.adminOf(c.param('ws'));
      const job = addJob(c.store, { workspaceId: workspace.id, type: 'WORKSPACE_DEPLOY', profileId: c.caller().id });
      return hal(jobView(c, job), 202);
    })
    .on('POST', '/api/workspaces/:ws/deployments/github-webhook', async (c) => {
      const workspace = c.find(c.store.workspaces, c.param('ws'), 'Workspace');
      const body = new Uint8Array(await c.request.arrayBuffer());
      const refused = await verifyWebhookSignature(c.request.headers, workspace.webhookSecret, body);
      if (refused) throw new MockHttpError(401, refused);
      let payload: unknown;
      try {
        payload = JSON.parse(new TextDecoder().decode(body));
      } catch {
        throw new MockHttpError(400, 'The webhook body must be the JSON event sent by the source-hosting service');
      }
      if (typeof payload !== 'object' || payload === null)
        throw new MockHttpError(400, 'The webhook body must be a JSON object');
      const job = addJob(c.store, {
        workspaceId: workspace.id,
        type: 'WORKSPACE_DEPLOY',
        profileId: workspace.ownerId,
      });
      return hal(jobView(c, job), 202);
    });
}
