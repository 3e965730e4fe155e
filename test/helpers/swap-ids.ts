// Made-up ids of the fixtures (test/fixtures/namespace-calls.ts) swapped for the mock's real ones, in a request's
// URL and its text body: the coverage of the mock's answers and the recording of the replay sessions both send
// every namespace's calls to the demo data this way.
import type { MockService } from '../../src/mock/index.js';
import { CHANNEL, COMMENT, DATASET, JOB, PIPELINE, PROFILE, PROFILE_ENCODED, WS } from '../fixtures/bodies.js';

/** The URL with each path segment and query value that is a made-up id swapped for the real one. */
export function swapUrl(href: string, ids: ReadonlyMap<string, string>): URL {
  const url = new URL(href);
  url.pathname = url.pathname
    .split('/')
    .map((segment) => ids.get(segment) ?? segment)
    .join('/');
  for (const [name, value] of url.searchParams) url.searchParams.set(name, ids.get(value) ?? value);
  return url;
}

/** A body's text with every made-up id (longer than two characters) swapped for the real one. */
export function swapText(text: string, ids: ReadonlyMap<string, string>): string {
  let swapped = text;
  for (const [made, real] of ids) if (made.length > 2) swapped = swapped.replaceAll(made, real);
  return swapped;
}

/**
 * The real ids of the demo data that the fixtures' made-up ones stand for, where the demo already holds the record
 * (a workspace, channel, dataset, comment, job, pipeline, the owner, an account, a component, an invitation, the
 * owner's notification and subscription). The records a namespace's calls need made first are each caller's own.
 */
export function demoIds({ fixtures, store }: MockService): [string, string][] {
  const first = (table: ReadonlyMap<string, unknown>) => [...table.keys()][0] ?? 'none';
  const own = <T extends object>(table: ReadonlyMap<string, T>, key: keyof T) =>
    [...table.entries()].find(([, record]) => record[key] === fixtures.owner.id)?.[0] ?? 'none';
  return [
    [WS, fixtures.workspaceId],
    [CHANNEL, fixtures.channels.sales],
    [DATASET, fixtures.datasets.revenue],
    [COMMENT, fixtures.comments.question],
    [JOB, fixtures.jobs.completed],
    [PIPELINE, fixtures.pipelineId],
    [PROFILE, fixtures.owner.id],
    [PROFILE_ENCODED, encodeURIComponent(fixtures.owner.id)],
    ['acc-1', first(store.accounts)],
    ['c', first(store.dataComponents)],
    ['i', first(store.invitations)],
    ['n', own(store.notifications, 'recipientId')],
    ['s', own(store.subscriptions, 'subscriberId')],
  ];
}
