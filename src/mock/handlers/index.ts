import type { Router } from '../http/router.js';
import { registerAdministrators } from './administrators.js';
import { registerApiKeys } from './api-keys.js';
import { registerChannels } from './channels.js';
import { registerDeployments } from './deployments.js';
import { registerJobs } from './jobs.js';
import { registerResources } from './resources.js';
import { registerComments } from './comments.js';
import { registerDatasets } from './datasets.js';
import { registerOAuth } from './oauth.js';
import { registerProfiles } from './profiles.js';
import { registerSearch } from './search.js';
import { registerMsearch } from './msearch.js';
import { registerTags } from './tags.js';
import { registerDatastores } from './datastores.js';
import { registerSubscriptions } from './subscriptions.js';
import { registerNotifications } from './notifications.js';

/** Every route of the service. */
export function registerRoutes(router: Router): Router {
  registerChannels(router);
  registerApiKeys(router);
  registerOAuth(router);
  registerProfiles(router);
  registerAdministrators(router);
  registerTags(router);
  registerComments(router);
  registerDatasets(router);
  registerSearch(router);
  registerMsearch(router);
  registerJobs(router);
  registerDeployments(router);
  registerResources(router);
  registerDatastores(router);
  registerSubscriptions(router);
  registerNotifications(router);
  return router;
}
