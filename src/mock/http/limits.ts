// The mock's limits, so that a server left running cannot be grown without bound by what clients send (a member
// editing one comment 60 times with a 16 MiB message took it to 1.24 GiB). Each is answered with the status and
// a message that names it; the README lists them in one table.
import { maxJsonDepth } from './json-depth.js';
import { MockHttpError } from './responses.js';

/** The limits, as the mock guide's table (docs/mock.md) gives them. */
export const mockLimits = {
  /** Characters of one string field of a JSON body (a workspace image, the largest the service takes, is 0.7 M). */
  stringChars: 1_048_576,
  /** Earlier versions a comment keeps: its edit history. */
  commentEdits: 100,
  /** Levels of nesting of a JSON body. */
  jsonDepth: maxJsonDepth,
  /**
   * Records of one kind (drafts included) per workspace, or per dataset (comments) or profile (workspaces, API
   * keys) for records that belong to one of those instead.
   */
  recordsPerScope: 10_000,
  /** Bytes of one request body: the default of a mock server's `maxBodyBytes`, and the recording proxy's limit. */
  bodyBytes: 32 * 1024 * 1024,
  /** Bytes of request bodies (JSON and uploaded files) a mock takes into its state until it is reset. */
  takenBytes: 256 * 1024 * 1024,
} as const;

/** 413 when a string of a parsed JSON body is longer than `mockLimits.stringChars`, naming its field. */
export function checkStrings(value: unknown, path = ''): void {
  if (typeof value === 'string') {
    if (value.length > mockLimits.stringChars)
      throw new MockHttpError(
        413,
        `${path || 'The body'} is ${value.length} characters long, over the mock's limit of ${mockLimits.stringChars}`,
      );
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  for (const [key, item] of Object.entries(value)) checkStrings(item, path ? `${path}.${key}` : key);
}

/**
 * Counts `bytes` of a request body that a write takes into the state; 413 when that would pass
 * `mockLimits.takenBytes` since the state began (a reset starts it again).
 */
export function takeBytes(store: { takenBytes: number }, bytes: number): void {
  if (store.takenBytes + bytes > mockLimits.takenBytes)
    throw new MockHttpError(
      413,
      `The mock has taken ${store.takenBytes} bytes of request bodies since it was reset, and its limit is ` +
        `${mockLimits.takenBytes}; reset it (POST /__mock/reset) to go on`,
    );
  store.takenBytes += bytes;
}

/** 409 when a comment already keeps `mockLimits.commentEdits` earlier versions. */
export function checkCommentEdits(id: string, edits: number): void {
  if (edits >= mockLimits.commentEdits)
    throw new MockHttpError(
      409,
      `Comment ${id} has been edited ${edits} times, the mock's limit; post a new comment instead`,
    );
}
