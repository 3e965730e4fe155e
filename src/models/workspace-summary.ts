// A workspace as other resources embed it (channels, subscriptions, invitations, notifications): kept
// apart from the models most resources share (common.ts), so that a bundle without workspaces carries none of it.
import * as z from 'zod/mini';
import { loose } from '../core/validation/objects.js';
import { halLinks, openEnum } from '../core/validation/schema.js';
import { optionalTimestamp } from './common.js';
import { anyString, optionalBoolean, optionalString, optionalStrings, untypedObject } from './fields.js';

/**
 * The state of a workspace: a new workspace is PROVISIONING while its `WORKSPACE_INIT` job sets up its repository
 * and warehouse, then READY, or FAILED when that job fails.
 */
export const WorkspaceStatus = /* @__PURE__ */ openEnum(['PROVISIONING', 'READY', 'FAILED']);
/** As the service sends it: one of `KnownWorkspaceStatus`, or a value the SDK does not know yet. */
export type WorkspaceStatus = z.infer<typeof WorkspaceStatus>;
/**
 * The known values of `WorkspaceStatus`: what an input takes, and what `isKnown(WorkspaceStatus, value)` narrows to.
 */
export type KnownWorkspaceStatus = z.input<typeof WorkspaceStatus>;

/** The fields of a workspace, whole or embedded (the service's `WorkspaceFile`); all but `id` may be left out. */
export const workspaceFields = {
  /** Its identifier, which the API's paths use. */
  id: anyString,
  /** When it was created: a service timestamp (`toDate()` reads it). */
  created: optionalTimestamp,
  /** When it last changed: a service timestamp (`toDate()` reads it). */
  lastModified: optionalTimestamp,
  /** The workspace's short name, unique on the service. */
  alias: optionalString,
  /** The workspace's display name, such as `Analytics`. */
  name: optionalString,
  /** The email domains whose users may join, such as `example.com`. */
  domains: optionalStrings,
  /** Signs the workspace's deployment webhooks (shown to administrators); the SDK redacts it from errors and logs. */
  deploymentSecret: optionalString,
  /** The workspace image as a `data:` URI. */
  imageUrl: optionalString,
  /** The workspace's repository, or `DISABLED`. */
  repositoryUrl: optionalString,
  /** The branch of the repository the workspace deploys from. */
  repositoryBranch: optionalString,
  /** The directory of the repository that holds the workspace's project. */
  repositoryDirectory: optionalString,
  /** The GitHub App installation that gives the service access to the repository. */
  githubInstallationId: optionalString,
  /** The SSH key the service clones the repository with; the SDK redacts it from errors and logs. */
  sshPrivateKey: optionalString,
  /** The environment pipelines run in unless they name another. */
  defaultEnvironment: optionalString,
  /** The container image pipelines run in. */
  pipelinesImage: optionalString,
  /** Text settings of the applications built on the workspace. */
  appProperties: z.optional(untypedObject),
  /** PROVISIONING while its `WORKSPACE_INIT` job runs, then READY, or FAILED. */
  status: z.optional(WorkspaceStatus),
  /** Whether the service manages the workspace's infrastructure itself. */
  managed: optionalBoolean,
};

/** A workspace summary as embedded in channels, subscriptions, invitations and notifications. */
export const WorkspaceSummary = loose(() => ({
  ...workspaceFields,
  /** Its HAL links by relation, which the SDK's methods and `client.follow()` use. */
  _links: halLinks,
}));
/** `WorkspaceSummary` as the service sends it: the type of its schema, under its own name. */
export interface WorkspaceSummary extends z.infer<typeof WorkspaceSummary> {}
