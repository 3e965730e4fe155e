// The comment a command-line key names: its id, or the start of it as `comments list` shows it on a terminal.
import type { Comment } from '../../../index.js';
import type { Invocation } from '../../program/invocation.js';
import { fullId } from '../../program/lookup.js';

/**
 * A comment's id from a key: an id prefix is looked up among the comments `comments list` shows on the workspace's
 * datasets (one list of comments a dataset, read only for a prefix); any other key is taken as the id.
 */
export async function commentId(invocation: Invocation, key: string): Promise<string> {
  const client = await invocation.client();
  const { signal } = invocation;
  async function* comments(): AsyncIterable<Comment> {
    for await (const dataset of client.datasets.list(await invocation.workspace(), {}, { signal }))
      yield* client.comments.list(dataset.id, {}, { signal });
  }
  return fullId(
    key,
    comments,
    (comment) => comment.id,
    (comment) => comment.from?.name,
  );
}
