import type { Router } from '../http/router.js';
import { registerChannels } from './channels.js';

/** Every route of the service. */
export function registerRoutes(router: Router): Router {
  registerChannels(router);
  return router;
}
