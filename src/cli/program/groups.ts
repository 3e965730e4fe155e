// Every command group of `wdp`, in the order `wdp --help` lists them. Definitions only: each action imports its
// implementation (the `run.ts` beside the group's `define.ts`) when run.
import type { Command } from 'commander';
import { defineAccounts } from '../commands/accounts/define.js';
import { defineAlerts } from '../commands/alerts/define.js';
import { defineApi } from '../commands/api/define.js';
import { defineApiKeys } from '../commands/api-keys/define.js';
import { defineAuth } from '../commands/auth/define.js';
import { defineChannels } from '../commands/channels/define.js';
import { defineComments } from '../commands/comments/define.js';
import { defineCompletion } from '../commands/completion/define.js';
import { defineComponents } from '../commands/components/define.js';
import { defineContext } from '../commands/context/define.js';
import { defineDatasets } from '../commands/datasets/define.js';
import { defineDatastores } from '../commands/datastores/define.js';
import { defineDeploy } from '../commands/deploy/define.js';
import { defineFiles } from '../commands/files/define.js';
import { defineInvitations } from '../commands/invitations/define.js';
import { defineJobs } from '../commands/jobs/define.js';
import { defineMembers } from '../commands/members/define.js';
import { defineMock } from '../commands/mock/define.js';
import { defineNotifications } from '../commands/notifications/define.js';
import { definePipelines } from '../commands/pipelines/define.js';
import { definePlugins } from '../commands/plugins/define.js';
import { defineProfile } from '../commands/profile/define.js';
import { definePublish } from '../commands/publish/define.js';
import { defineSearch } from '../commands/search/define.js';
import { defineSubscriptions } from '../commands/subscriptions/define.js';
import { defineUse } from '../commands/use/define.js';
import { defineValidate } from '../commands/validate/define.js';
import { defineWorkspaces } from '../commands/workspaces/define.js';
import type { Launch } from './command.js';

/** Adds every command group to the program. */
export function defineGroups(program: Command, launch: Launch): void {
  defineAuth(program, launch);
  defineContext(program, launch);
  defineProfile(program, launch);
  defineWorkspaces(program, launch);
  defineAccounts(program, launch);
  defineUse(program, launch);
  defineMembers(program, launch);
  defineInvitations(program, launch);
  defineDatasets(program, launch);
  defineChannels(program, launch);
  defineComments(program, launch);
  defineAlerts(program, launch);
  definePublish(program, launch);
  defineValidate(program, launch);
  definePipelines(program, launch);
  definePlugins(program, launch);
  defineDatastores(program, launch);
  defineComponents(program, launch);
  defineJobs(program, launch);
  defineDeploy(program, launch);
  defineFiles(program, launch);
  defineSearch(program, launch);
  defineNotifications(program, launch);
  defineSubscriptions(program, launch);
  defineApiKeys(program, launch);
  defineApi(program, launch);
  defineCompletion(program, launch);
  defineMock(program, launch);
}
