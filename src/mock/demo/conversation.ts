import { addComment, type CommentRecord } from '../resources/comments.js';
import { raiseForDataset } from '../resources/notifications/raise.js';
import { addSubscription, type SubjectKind } from '../resources/subscriptions/subscriptions.js';
import type { Store } from '../store.js';
import { hour, raisedAt, timestampAt } from './timeline.js';

/** Who talks in the demo, and where. */
export interface ConversationPlace {
  datasetId: string;
  channelId: string;
  /** Asks: a plain member. */
  askerId: string;
  /** Answers: the owner. */
  answererId: string;
  /** Follows the channel and likes the question: an administrator. */
  followerId: string;
}

/** The demo's comment thread. */
export interface Conversation {
  question: CommentRecord;
  reply: CommentRecord;
}

/**
 * A thread on a dataset, each comment raised as the comments route raises it (DATASET_COMMENT to the subscribers of
 * the dataset, its channel and its workspace, but its author) and dated before the clock's start: the asker's
 * question two hours before, liked by the follower, and the answerer's reply an hour before. The asker and the
 * answerer subscribe to the dataset, the follower to its channel.
 */
export function addConversation(store: Store, place: ConversationPlace): Conversation {
  const { datasetId, channelId, askerId, answererId, followerId } = place;
  const subscribe = (subscriberId: string, kind: SubjectKind, id: string) =>
    addSubscription(store, { subscriberId, allMembers: false, subject: { kind, id } });
  subscribe(askerId, 'dataset', datasetId);
  subscribe(answererId, 'dataset', datasetId);
  subscribe(followerId, 'channel', channelId);
  const start = store.clock.now();
  const write = (authorId: string, at: number, message: string, parentId?: string) => {
    const created = timestampAt(store, at);
    const comment = addComment(store, { datasetId, authorId, parentId, message, draft: false, created });
    comment.lastModified = created;
    raisedAt(store, at, () =>
      raiseForDataset(store, datasetId, 'DATASET_COMMENT', authorId, { commentId: comment.id }),
    );
    return comment;
  };
  const question = write(askerId, start - 2 * hour, 'EMEA looks low for September: are the last days of orders in?');
  question.likedBy.add(followerId);
  const reply = write(
    answererId,
    start - hour,
    "Not yet: last night's customers-sync failed on the database password. I'll run it again this morning.",
    question.id,
  );
  return { question, reply };
}
