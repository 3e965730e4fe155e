// Issue 12, point 7: plain JavaScript callers have no compiler. Every namespace method refuses a wrong kind of
// argument with InvalidArgumentError naming its signature, at the call, before any request.
import { describe, expect, it } from 'vitest';
import { type Client, InvalidArgumentError } from '../../../src/index.js';
import { JOB, WS } from '../../fixtures/bodies.js';
import { comment, file, namespaceCalls } from '../../fixtures/namespace-calls.js';
import { makeClient, useServer, wire } from '../../helpers/server.js';

useServer();

/** Every namespace method: its signature as its errors show it, its arguments' kinds, and valid arguments. */

const ordinals = ['first', 'second', 'third', 'fourth'];
type Method = (...args: unknown[]) => unknown;

/** Calls a namespace method by the name its signature opens with. */
function call(client: Client, signature: string, args: unknown[]): unknown {
  const [namespace = '', method = ''] = signature.slice(0, signature.indexOf('(')).split('.');
  const target = (client as unknown as Record<string, Record<string, Method>>)[namespace];
  return target?.[method]?.(...args);
}

/** The message of what `run` throws; fails unless it is an InvalidArgumentError thrown at the call. */
function thrown(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidArgumentError);
    return (error as Error).message;
  }
  throw new Error('expected the call to throw InvalidArgumentError');
}

/** The wrong values tried at each kind of position, and the end of the message each gives. */
const wrong: Record<string, [unknown, string][]> = {
  S: [
    [undefined, 'got undefined.'],
    [42, 'got number.'],
  ],
  B: [
    [undefined, 'got undefined.'],
    [42, 'got number.'],
  ],
  O: [
    [5, 'got number.'],
    ['stream', 'got string.'],
  ],
};
wrong['P'] = wrong['S'] ?? [];

/** What the message of a wrong argument at `index` of kind `kind` says, after the signature. */
function expected(kind: string, index: number): RegExp {
  if (kind === 'S') return new RegExp(`^ needs an? [a-z ]+ as its ${ordinals[index]} argument; got`);
  if (kind === 'P') return /^ needs the parent id and the id, or a model with an? "[a-z ]+"( or "[a-z ]+")? link; got/;
  if (kind === 'B') return /^ needs its body to be an object; got/;
  return /^: (the [a-z ]+ must be an object \{ [a-zA-Z, ]+ \}, or left out|pass the signing options .+); got/;
}

describe('every namespace method refuses a wrong argument kind at the call, naming its signature', () => {
  it.each(namespaceCalls)('%s', (signature, kinds, args) => {
    const net = wire();
    const client = makeClient();
    [...kinds].forEach((kind, index) => {
      for (const [value, ending] of wrong[kind] ?? []) {
        const bad = args.with(index, value);
        const message = thrown(() => call(client, signature, bad));
        expect(message.startsWith(signature)).toBe(true);
        expect(message.slice(signature.length)).toMatch(expected(kind, index));
        expect(message.endsWith(ending)).toBe(true);
      }
    });
    for (const [value, ending] of wrong['O'] ?? []) {
      const message = thrown(() => call(client, signature, [...args, value]));
      expect(message).toBe(
        `${signature}: the last argument, the request options, must be an object such as ` +
          `{ timeout: 5000, signal }; ${ending}`,
      );
    }
    expect(net.requests).toHaveLength(0);
  });

  it('covers every method of every namespace', () => {
    const client = makeClient();
    const namespaces = Object.entries(client).filter(([, value]) => typeof value === 'object' && value !== null);
    const all = namespaces.flatMap(([name, namespace]) =>
      Object.getOwnPropertyNames(Object.getPrototypeOf(namespace))
        .filter((method) => method !== 'constructor')
        .map((method) => `${name}.${method}`),
    );
    const tested = namespaceCalls.map(([signature]) => signature.slice(0, signature.indexOf('(')));
    expect(tested.sort()).toEqual(all.sort());
  });
});

describe('the examples of the issue', () => {
  it('comments.get(undefined) and comments.update(undefined, body) name the signature and the argument', () => {
    expect(() => makeClient().comments.get(undefined as never)).toThrow(
      'comments.get(comment) needs a comment id or object as its first argument; got undefined.',
    );
    // A comment is written in its dataset (`PUT /api/datasets/{datasetId}/comments/{id}`): the dataset id, or a model.
    expect(() => makeClient().comments.update(undefined as never, comment)).toThrow(
      'comments.update(datasetId, comment, { message }) needs the parent id and the id, or a model with a ' +
        '"update comment" link; got undefined.',
    );
  });

  it('jobs.wait(job, 5000) throws instead of polling forever', () => {
    const net = wire();
    expect(() => makeClient().jobs.wait(JOB, 5000 as never)).toThrow(
      'jobs.wait(job, options): the options must be an object ' +
        '{ until, timeout, interval, signal, onUpdate }, or left out; got number.',
    );
    expect(net.requests).toHaveLength(0);
  });

  it("files.download(ws, path, 'stream') throws instead of giving a string", () => {
    expect(() => makeClient().files.download(WS, file, 'stream' as never)).toThrow(
      'files.download(workspaceId, filePath, { as }): the options must be an object { as, idleTimeout }, ' +
        'or left out; got string.',
    );
  });

  it('a model without an id or link is named as such, at its position', () => {
    expect(() => makeClient().channels.getInWorkspace(WS, { _links: {} })).toThrow(
      'channels.getInWorkspace(workspace, channel) needs a channel id or object as its second argument; ' +
        'got an object without an `id`.',
    );
    expect(() => makeClient().jobs.get({ _links: {} })).toThrow(
      'jobs.get(job) needs a job id or object as its first argument; ' +
        'got an object with neither a "self" link nor an id; pass its id instead.',
    );
    expect(() => makeClient().files.get(WS, 42 as never)).toThrow(
      'files.get(workspaceId, filePath) needs a file path as its second argument; got number.',
    );
  });
});
