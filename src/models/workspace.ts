import * as z from 'zod/mini';
import { collection } from '../core/validation/collection.js';
import { loose } from '../core/validation/loose.js';
import { record } from '../core/validation/record.js';
import { matches, openEnum, relations } from '../core/validation/schema.js';
import { Member, Timestamp } from './common.js';

/** The state of a workspace's provisioning. */
export const WorkspaceStatus = openEnum(['READY']);
export type WorkspaceStatus = z.infer<typeof WorkspaceStatus>;

/**
 * A workspace: the people, channels, datasets, pipelines and datastores of one team. `deploymentSecret` (shown
 * to administrators) signs deployment webhooks; the SDK redacts it from its errors and log lines. The draft of
 * `workspaces.initialise()` carries only `id`, timestamps and its `create workspace` link.
 * Typed by its known fields; others stay on the object: `(workspace as Record<string, unknown>)['field']`.
 */
export const Workspace = loose({
  id: z.string(),
  created: z.optional(Timestamp),
  lastModified: z.optional(Timestamp),
  alias: z.optional(z.string()),
  name: z.optional(z.string()),
  domains: z.optional(z.array(z.string())),
  deploymentSecret: z.optional(z.string()),
  /** The workspace image as a `data:` URI. */
  imageUrl: z.optional(z.string()),
  /** The workspace's repository, or `DISABLED`. */
  repositoryUrl: z.optional(z.string()),
  appProperties: z.optional(record(z.unknown())),
  status: z.optional(WorkspaceStatus),
  managed: z.optional(z.boolean()),
  _links: relations(
    'self',
    'update delete workspace',
    'make-default',
    'members',
    'invitations',
    'new invitation',
    'pipelines',
    'new pipeline',
    'datasets',
    'publish dataset',
    'channels',
    'datastores',
    'datacomponents',
    'new datacomponent',
    'dataplugins',
    'jobs',
    'feed',
    'news',
    'create workspace',
  ),
});
export type Workspace = z.infer<typeof Workspace>;

// The service's own limits on a workspace image: its pattern (matched whole) and maximum length.
const imageDataUri = /^data:image\/.+?;base64,.*$/;
const maxImageUrl = 699_052;

/** The body of creating or updating a workspace. */
export const WorkspaceInput = z.object({
  name: z.string().check(matches(/\S/, 'a workspace needs a name that is not blank')),
  /** The email domains whose users may join, such as `example.com`. */
  domains: z.optional(z.array(z.string())),
  /**
   * The workspace image as a base64 image `data:` URI, such as `data:image/png;base64,iVBORw0...`, of at most
   * 699,052 characters (an image of about 512 KiB): the service refuses any other.
   */
  imageUrl: z.optional(
    z
      .string()
      .check(
        matches(imageDataUri, 'must be a data: URI of an image, such as "data:image/png;base64,iVBORw0..."'),
        z.maxLength(maxImageUrl, `must be at most ${maxImageUrl} characters (an image of about 512 KiB)`),
      ),
  ),
});
export type WorkspaceInput = z.input<typeof WorkspaceInput>;

/** The `workspaces` collection. */
export const WorkspaceCollection = collection('workspaces', Workspace);

/** The `members` collection of a workspace (one page, no page meta): each a `Member` with its `self` link. */
export const MemberCollection = collection('members', Member);
