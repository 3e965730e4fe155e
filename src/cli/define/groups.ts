// Every command group of `wdp`, in the order `wdp --help` lists them. Definitions only: each action imports its
// implementation (src/cli/commands/) when run.
import type { Command } from 'commander';
import { defineApi } from './api.js';
import type { Launch } from './command.js';
import { defineContext } from './context.js';
import { defineDatasets } from './datasets.js';
import { defineDeploy } from './deploy.js';
import { defineFiles } from './files.js';
import { defineJobs } from './jobs.js';
import { defineMock } from './mock.js';
import { defineNotifications } from './notifications.js';
import { definePipelines } from './pipelines.js';
import { defineProfile } from './profile.js';
import { definePublish } from './publish.js';
import { defineSearch } from './search.js';
import { defineUse } from './use.js';
import { defineValidate } from './validate.js';
import { defineWorkspaces } from './workspaces.js';

/** Adds every command group to the program. */
export function defineGroups(program: Command, launch: Launch): void {
  defineContext(program, launch);
  defineProfile(program, launch);
  defineWorkspaces(program, launch);
  defineUse(program, launch);
  defineDatasets(program, launch);
  definePublish(program, launch);
  defineValidate(program, launch);
  definePipelines(program, launch);
  defineJobs(program, launch);
  defineDeploy(program, launch);
  defineFiles(program, launch);
  defineSearch(program, launch);
  defineNotifications(program, launch);
  defineApi(program, launch);
  defineMock(program, launch);
}
