import type { ListFlags } from '../../output/list-flags.js';
import { printList } from '../../output/lists.js';
import { printJson, printLine } from '../../output/print.js';
import { UsageError } from '../../program/exit.js';
import type { Invocation } from '../../program/invocation.js';
import { showing } from '../../program/model-commands.js';
import { readTextArgument } from '../../program/text-argument.js';
import { commentView } from '../../views/comment.js';
import { findDataset } from '../datasets/find.js';
import { commentId } from './find.js';
import type { CommentsWriteFlags } from './flags.js';

/** `wdp comments list DATASET` */
export async function list(invocation: Invocation<ListFlags>, datasetKey: string): Promise<void> {
  const dataset = await findDataset(invocation, datasetKey);
  const client = await invocation.client();
  const { signal } = invocation;
  await printList(invocation, (page) => client.comments.list(dataset.id, page, { signal }), commentView.columns);
}

/** `wdp comments get COMMENT` (an id or its start, as every command of comments takes) */
export const get = showing(commentView, async (invocation, key) => {
  const client = await invocation.client();
  return client.comments.get(await commentId(invocation, key), { signal: invocation.signal });
});

/** `wdp comments post DATASET --message TEXT|@FILE|- | --file FILE|-` */
export async function post(invocation: Invocation<CommentsWriteFlags>, datasetKey: string): Promise<void> {
  const message = await messageOf(invocation);
  const dataset = await findDataset(invocation, datasetKey);
  const client = await invocation.client();
  const comment = await client.comments.create(dataset.id, { message }, { signal: invocation.signal });
  if (invocation.json) return printJson(invocation.io, comment);
  printLine(invocation.io, `Commented on dataset ${dataset.alias ?? dataset.id} (comment ${comment.id})`);
}

/** `wdp comments reply COMMENT --message TEXT|@FILE|- | --file FILE|-` */
export async function reply(invocation: Invocation<CommentsWriteFlags>, key: string): Promise<void> {
  const message = await messageOf(invocation);
  const client = await invocation.client();
  const id = await commentId(invocation, key);
  const answer = await client.comments.reply(id, { message }, { signal: invocation.signal });
  if (invocation.json) return printJson(invocation.io, answer);
  printLine(invocation.io, `Replied to comment ${id} (comment ${answer.id})`);
}

/** `wdp comments like COMMENT` */
export async function like(invocation: Invocation, key: string): Promise<void> {
  const client = await invocation.client();
  const id = await commentId(invocation, key);
  const liked = await client.comments.like(id, { signal: invocation.signal });
  if (invocation.json) return printJson(invocation.io, liked ?? { liked: id });
  const likes = liked?.likeCount;
  printLine(
    invocation.io,
    `Liked comment ${id}${likes === undefined ? '' : ` (${likes} like${likes === 1 ? '' : 's'})`}`,
  );
}

/** `wdp comments unlike COMMENT` */
export async function unlike(invocation: Invocation, key: string): Promise<void> {
  const client = await invocation.client();
  const id = await commentId(invocation, key);
  await client.comments.unlike(id, { signal: invocation.signal });
  if (invocation.json) return printJson(invocation.io, { unliked: id });
  printLine(invocation.io, `Withdrew your like of comment ${id}`);
}

/** `wdp comments delete COMMENT` */
export async function remove(invocation: Invocation, key: string): Promise<void> {
  const client = await invocation.client();
  const id = await commentId(invocation, key);
  await client.comments.delete(id, { signal: invocation.signal });
  if (invocation.json) return printJson(invocation.io, { deleted: id });
  printLine(invocation.io, `Deleted comment ${id}`);
}

/** The message of `--message` or `--file`, which must hold some text (a comment cannot be blank). */
async function messageOf(invocation: Invocation<CommentsWriteFlags>): Promise<string> {
  const { message, file } = invocation.flags;
  let text: string;
  if (file !== undefined) text = await readTextArgument(invocation, '--file', file === '-' ? file : `@${file}`);
  else if (message !== undefined) text = await readTextArgument(invocation, '--message', message);
  else throw new UsageError('Give the message with --message TEXT, --message - (stdin) or --file FILE.');
  if (text.trim() === '')
    throw new UsageError(`${file === undefined ? '--message' : '--file'} is blank; a comment needs some text.`);
  return text.replace(/\r?\n$/, '');
}
