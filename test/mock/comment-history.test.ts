import { describe, expect, it } from 'vitest';
import { Client } from '../../src/index.js';
import { createMockService } from '../../src/mock/index.js';
import { CommentEditHistory } from '../../src/mock/resources/comment-history.js';

/** A mock, a client of its owner, and a comment of the owner's edited twice, a minute apart. */
async function editedTwice() {
  const mock = createMockService();
  const client = new Client({ baseUrl: 'https://wdp.mock', auth: mock.fixtures.owner.token, fetch: mock.fetch });
  const comment = await client.comments.create(mock.fixtures.datasets.revenue, { message: 'First' });
  const stamps = [mock.store.comments.get(comment.id)?.lastModified];
  mock.clock.advance(60_000);
  await client.comments.update(comment, { message: 'Second' });
  stamps.push(mock.store.comments.get(comment.id)?.lastModified);
  mock.clock.advance(60_000);
  await client.comments.update(comment, { message: 'Third' });
  return { mock, client, id: comment.id, stamps };
}

describe("a comment's edit history in the mock", () => {
  it('keeps each earlier version with the timestamp it had, to the last digit', async () => {
    const { mock, id, stamps } = await editedTwice();
    const versions = [
      { lastModified: stamps[0], message: 'First', editVersion: '1' },
      { lastModified: stamps[1], message: 'Second', editVersion: '2' },
    ];
    expect(stamps.every((stamp) => /\.\d{1,9}$/.test(stamp ?? ''))).toBe(true);
    const record = mock.store.comments.get(id);
    expect(record?.history).toHaveLength(2);
    expect([...(record?.history ?? [])]).toEqual(versions);
    expect(record?.history.at(-1)).toEqual(versions[1]);
    expect(record?.history.at(2)).toBeUndefined();
    expect(record?.history.at(-3)).toBeUndefined();
    expect(JSON.parse(JSON.stringify(record))).toMatchObject({ message: 'Third', history: versions });
    const inspected = mock.inspect()['comments']?.find((c) => (c as { id: string }).id === id);
    expect(inspected).toMatchObject({ message: 'Third', history: versions });
  });

  it('serves the history with its timestamps cut to the millisecond', async () => {
    const { client, id, stamps } = await editedTwice();
    const history = await client.comments.history(id);
    expect(history).toEqual([
      { lastModified: stamps[0]?.slice(0, 23).padEnd(23, '0'), message: 'First', editVersion: '1' },
      { lastModified: stamps[1]?.slice(0, 23).padEnd(23, '0'), message: 'Second', editVersion: '2' },
    ]);
  });

  it('gives a new copy on each read: changing it changes nothing in the mock', async () => {
    const { mock, id } = await editedTwice();
    const history = mock.store.comments.get(id)?.history;
    const first = history?.at(0);
    if (first) first.message = 'changed';
    expect(history?.at(0)?.message).toBe('First');
  });

  it('keeps a timestamp that is not in the service form as it was given', () => {
    const history = new CommentEditHistory();
    history.add('2024-03-01T09:00:00Z', 'recorded');
    history.add('2024-03-01T09:01:00.5', 'written');
    expect(history.toJSON()).toEqual([
      { lastModified: '2024-03-01T09:00:00Z', message: 'recorded', editVersion: '1' },
      { lastModified: '2024-03-01T09:01:00.5', message: 'written', editVersion: '2' },
    ]);
  });
});
