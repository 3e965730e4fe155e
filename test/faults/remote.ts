/// <reference types="node" />
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { JobLogLine } from '../../src/index.js';
import type { MockFixtures } from '../../src/mock/index.js';
import type { Attempt } from './planned-faults.js';
import type { Question, Setup } from './server-process.js';

/** The server process as the suite sees it: each lane's mock server URL and fixtures, and questions. */
export interface Remote {
  /** The base URL of each lane's mock server. */
  readonly urls: readonly string[];
  /** The demo fixtures of each lane's mock service. */
  readonly fixtures: readonly MockFixtures[];
  /** Seeds channels into lane 0 (one per PUT or DELETE of the workload); resolves to their ids. */
  seedChannels(names: string[]): Promise<string[]>;
  /** Seeds a job into a lane and moves its clock past the job's end; resolves to its id. */
  seedFinishedJob(lane: number): Promise<string>;
  /** The attempts the mocks received, by x-call-id (all of them without `ids`). */
  attempts(ids?: string[]): Promise<Map<string, Attempt[]>>;
  /**
   * Resolves once a mock has received attempt `count` of call `id`:
   * the server process answers when it happens.
   */
  arrived(id: string, count: number): Promise<void>;
  /** The lines the mock has for a job, read without faults. */
  mockLines(lane: number, jobId: string): Promise<JobLogLine[]>;
  /** Closes the mock servers and the process; resolves to the number of faults injected. */
  close(): Promise<number>;
}

type Reply = { id: number; reply?: unknown; error?: string };
type Ready = { ready: true; urls: string[]; fixtures: MockFixtures[] };

/** Forks test/faults/server-process.ts (with this process's tsx loader) and waits until it listens. */
export async function startRemote(setup: Setup): Promise<Remote> {
  const child: ChildProcess = fork(
    fileURLToPath(new URL('./server-process.ts', import.meta.url)),
    [JSON.stringify(setup)],
    {
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let exited: Error | undefined;
  const ready = new Promise<Ready>((resolve, reject) => {
    child.on('message', (message: Ready | Reply) => {
      if ('ready' in message) return resolve(message);
      const waiter = pending.get(message.id);
      pending.delete(message.id);
      if (message.error !== undefined) waiter?.reject(new Error(`server process: ${message.error}`));
      else waiter?.resolve(message.reply);
    });
    child.on('exit', (code) => {
      exited = new Error(`the server process exited (code ${code})`);
      reject(exited);
      for (const waiter of pending.values()) waiter.reject(exited);
      pending.clear();
    });
  });
  const ask = <T>(question: Question): Promise<T> => {
    if (exited) return Promise.reject(exited);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      child.send({ id, question });
    });
  };
  const { urls, fixtures } = await ready;
  return {
    urls,
    fixtures,
    seedChannels: (names) => ask<string[]>({ op: 'seedChannels', names }),
    seedFinishedJob: (lane) => ask<string>({ op: 'seedFinishedJob', lane }),
    attempts: async (ids) => new Map(await ask<Array<[string, Attempt[]]>>({ op: 'attempts', ids })),
    arrived: (id, count) => ask<void>({ op: 'arrived', id, count }),
    mockLines: (lane, jobId) => ask<JobLogLine[]>({ op: 'mockLines', lane, jobId }),
    close: async () => {
      const injected = await ask<number>({ op: 'close' });
      child.disconnect();
      return injected;
    },
  };
}
