import * as z from 'zod/mini';
import { loose } from '../core/validation/loose.js';
import { record } from '../core/validation/record.js';
import { halLinks, openEnum, relations } from '../core/validation/schema.js';

/** A service timestamp, kept as the exact string sent (zone-less ISO 8601, up to nanoseconds); see `toDate()`. */
export const Timestamp = z.string();
export type Timestamp = z.infer<typeof Timestamp>;

/** A person summary embedded in other resources. */
export const Member = loose({
  id: z.string(),
  name: z.optional(z.string()),
  handle: z.optional(z.string()),
  _links: relations('self'),
});
export type Member = z.infer<typeof Member>;

/**
 * The state of a workspace: a new workspace is PROVISIONING while its `WORKSPACE_INIT` job sets up its repository
 * and warehouse, then READY, or FAILED when that job fails.
 */
export const WorkspaceStatus = openEnum(['PROVISIONING', 'READY', 'FAILED']);
export type WorkspaceStatus = z.infer<typeof WorkspaceStatus>;

/** The fields of a workspace, whole or embedded (the service's `WorkspaceResource`); all but `id` may be left out. */
export const workspaceFields = {
  id: z.string(),
  created: z.optional(Timestamp),
  lastModified: z.optional(Timestamp),
  alias: z.optional(z.string()),
  name: z.optional(z.string()),
  /** The email domains whose users may join, such as `example.com`. */
  domains: z.optional(z.array(z.string())),
  /** Signs the workspace's deployment webhooks (shown to administrators); the SDK redacts it from errors and logs. */
  deploymentSecret: z.optional(z.string()),
  /** The workspace image as a `data:` URI. */
  imageUrl: z.optional(z.string()),
  /** The workspace's repository, or `DISABLED`. */
  repositoryUrl: z.optional(z.string()),
  /** The branch of the repository the workspace deploys from. */
  repositoryBranch: z.optional(z.string()),
  /** The directory of the repository that holds the workspace's project. */
  repositoryDirectory: z.optional(z.string()),
  /** The GitHub App installation that gives the service access to the repository. */
  githubInstallationId: z.optional(z.string()),
  /** The SSH key the service clones the repository with; the SDK redacts it from errors and logs. */
  sshPrivateKey: z.optional(z.string()),
  /** The environment pipelines run in unless they name another. */
  defaultEnvironment: z.optional(z.string()),
  /** The container image pipelines run in. */
  pipelinesImage: z.optional(z.string()),
  /** Text settings of the applications built on the workspace. */
  appProperties: z.optional(record(z.unknown())),
  status: z.optional(WorkspaceStatus),
  /** Whether the service manages the workspace's infrastructure itself. */
  managed: z.optional(z.boolean()),
};

/** A workspace summary as embedded in profiles, subscriptions, invitations and notifications. */
export const WorkspaceSummary = loose({ ...workspaceFields, _links: halLinks });
export type WorkspaceSummary = z.infer<typeof WorkspaceSummary>;
