import * as z from 'zod/mini';
import { collection } from '../core/validation/collection.js';
import { atMost } from '../core/validation/lengths.js';
import { loose, strict } from '../core/validation/objects.js';
import { record } from '../core/validation/record.js';
import { matches, relations } from '../core/validation/schema.js';
import { anyString, optionalBoolean, optionalString, optionalStrings } from './fields.js';
import { workspaceFields } from './workspace-summary.js';

export { WorkspaceStatus } from './workspace-summary.js';

/**
 * A workspace: the people, channels, datasets, pipelines and datastores of one team. `deploymentSecret` and
 * `sshPrivateKey` (shown to administrators) are secrets; the SDK redacts them from its errors and log lines. A new
 * workspace is `PROVISIONING` until its `WORKSPACE_INIT` job ends. The draft of `workspaces.initialise()` carries
 * only `id`, timestamps and its `create workspace` link.
 * Typed by its known fields; others stay on the object: `(workspace as Record<string, unknown>)['field']`.
 */
export const Workspace = loose(() => ({
  ...workspaceFields,
  /** Whether it is the caller's default workspace, where the service says so. */
  defaultWorkspace: optionalBoolean,
  /** Its HAL links by relation, which the SDK's methods and `client.follow()` use. */
  _links: relations<
    | 'self'
    | 'update delete workspace'
    | 'make-default'
    | 'members'
    | 'invitations'
    | 'new invitation'
    | 'pipelines'
    | 'new pipeline'
    | 'datasets'
    | 'publish dataset'
    | 'channels'
    | 'datastores'
    | 'datacomponents'
    | 'new datacomponent'
    | 'dataplugins'
    | 'jobs'
    | 'feed'
    | 'news'
    | 'create workspace'
  >(),
}));
/** `Workspace` as the service sends it: the type of its schema, under its own name. */
export interface Workspace extends z.infer<typeof Workspace> {}

// The service's own limits on a workspace image: its pattern (matched whole) and maximum length.
const imageDataUri = /^data:image\/.+?;base64,.*$/;
const maxImageUrl = 699_052;

/**
 * The body of creating or updating a workspace: `name` is required; every other field the service lets a caller
 * set may be given, and any other key is refused before sending. A PUT replaces the workspace's settings.
 */
export const WorkspaceInput = strict(() => ({
  /** The workspace's display name, such as `Analytics`. */
  name: z.string().check(matches(/\S/, 'a workspace needs a name that is not blank')),
  /** The workspace's short name, unique on the service. */
  alias: optionalString,
  /** The email domains whose users may join, such as `example.com`. */
  domains: optionalStrings,
  /**
   * The workspace image as a base64 image `data:` URI, such as `data:image/png;base64,iVBORw0...`, of at most
   * 699,052 characters (an image of about 512 KiB): the service refuses any other.
   */
  imageUrl: z.optional(
    z
      .string()
      .check(
        matches(imageDataUri, 'must be a data: URI of an image, such as "data:image/png;base64,iVBORw0..."'),
        atMost(maxImageUrl, `must be at most ${maxImageUrl} characters (an image of about 512 KiB)`),
      ),
  ),
  /** The git repository of the workspace's project (`DISABLED` for none). */
  repositoryUrl: optionalString,
  /** The branch to deploy from. */
  repositoryBranch: optionalString,
  /** The directory of the repository that holds the project. */
  repositoryDirectory: optionalString,
  /** The GitHub App installation that gives the service access to the repository. */
  githubInstallationId: optionalString,
  /** The secret that signs the workspace's deployment webhooks. */
  deploymentSecret: optionalString,
  /** The SSH key to clone the repository with (PEM text). */
  sshPrivateKey: optionalString,
  /** The environment pipelines run in unless they name another. */
  defaultEnvironment: optionalString,
  /** The container image pipelines run in. */
  pipelinesImage: optionalString,
  /** Text settings of the applications built on the workspace. */
  appProperties: z.optional(record(anyString)),
  /** Make it the caller's default workspace. */
  defaultWorkspace: z.optional(z.boolean({ message: 'defaultWorkspace must be a boolean' })),
}));
/** `WorkspaceInput` as a caller writes it: the input type of its schema, under its own name. */
export interface WorkspaceInput extends z.input<typeof WorkspaceInput> {}

/** The `workspaces` collection. */
export const WorkspaceCollection = /* @__PURE__ */ collection('workspaces', Workspace);

/** The secrets a workspace body holds (`deploymentSecret`, `sshPrivateKey`), or a page's workspaces, as it came. */
export const workspaceSecrets = (body: unknown): string[] => {
  const page = (Object(Object(body)._embedded) as Record<string, unknown>)[WorkspaceCollection.key];
  return (Array.isArray(page) ? page : [body]).flatMap((workspace) => {
    const { deploymentSecret, sshPrivateKey } = Object(workspace) as Record<string, unknown>;
    return [deploymentSecret, sshPrivateKey].filter((value): value is string => typeof value === 'string');
  });
};
