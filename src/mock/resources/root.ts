import type { ApiRoot } from '../../models/api-root.js';
import { hal } from '../http/responses.js';
import type { Router } from '../http/router.js';

// `GET /api`: the HAL entry point, its links to the collections a caller starts from. Any signed-in caller.

/** The entry point's relations and the paths they lead to. */
const entries = {
  profiles: '/api/profiles',
  workspaces: '/api/workspaces',
  datasets: '/api/datasets',
  channels: '/api/channels',
  alerts: '/api/alerts',
  notifications: '/api/notifications',
  subscriptions: '/api/subscriptions',
  dataplugins: '/api/dataplugins',
  apikeys: '/api/apikeys',
  invitations: '/api/invitations',
} as const;

/** The entry point's route. */
export function routes(router: Router): void {
  router.on('GET', '/api', (c) => {
    c.caller();
    const links = Object.fromEntries(Object.entries(entries).map(([rel, path]) => [rel, c.link(path)]));
    const root: ApiRoot = { _embedded: { objects: [] }, _links: { self: c.link('/api'), ...links } };
    return hal(root);
  });
}
