import type { Router } from '../http/router.js';
import { registerAdministrators } from './administrators.js';
import { registerApiKeys } from './api-keys.js';
import { registerChannels } from './channels.js';
import { registerComments } from './comments.js';
import { registerDatasets } from './datasets.js';
import { registerDatastores } from './datastores.js';
import { registerDeployments } from './deployments.js';
import { registerJobs } from './jobs.js';
import { registerMembers } from './members.js';
import { registerMsearch } from './msearch.js';
import { registerNotifications } from './notifications.js';
import { registerOAuth } from './oauth.js';
import { registerProfiles } from './profiles.js';
import { registerResources } from './resources.js';
import { registerSearch } from './search.js';
import { registerSubscriptions } from './subscriptions.js';
import { registerTags } from './tags.js';

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
  registerMembers(router);
  registerNotifications(router);
  return router;
}
