// The admin API of a mock in another process (`wdp mock`, a server in CI), over HTTP: what `mock.admin` does in
// process, each call a request to `${baseUrl}/__mock/...` with the admin token.
import { expectNone } from '../check/violations.js';
import type { MockFault, MockFaultRule, MockFaultRuleState } from '../faults/fault-types.js';
import type { MockClockState } from './admin-api.js';
import type { JournalEntry } from './journal.js';

/**
 * The admin of a mock served elsewhere, over HTTP; its methods are those of `mock.admin`, asynchronous. A call the
 * mock refuses rejects with an `Error` holding its status and message.
 * @example
 * const admin = new RemoteMockAdmin(process.env.WDP_BASE_URL, process.env.WDP_MOCK_ADMIN_TOKEN);
 * await admin.reset();
 * await runMyCode();
 * expect((await admin.journal()).some((entry) => entry.path === '/api/profiles')).toBe(true);
 */
export class RemoteMockAdmin {
  readonly #base: string;
  readonly #token: string;
  readonly #fetch: typeof globalThis.fetch | undefined;

  /** `baseUrl` is the mock's (`wdp mock --json`'s `baseUrl`), `token` its `adminToken`. */
  constructor(baseUrl: string, token: string, fetch?: typeof globalThis.fetch) {
    if (typeof baseUrl !== 'string' || !URL.canParse(baseUrl))
      throw new TypeError(`RemoteMockAdmin needs the mock's base URL, such as http://127.0.0.1:4010; got ${baseUrl}.`);
    if (typeof token !== 'string' || token === '')
      throw new TypeError("RemoteMockAdmin needs the mock's admin token (wdp mock --json prints it as adminToken).");
    this.#base = `${new URL(baseUrl).origin}/__mock/`;
    this.#token = token;
    this.#fetch = fetch;
  }

  /** Back to the state right after creation. */
  async reset(): Promise<void> {
    await this.#call('POST', 'reset');
  }

  /** As `reset`, with another seed. */
  async reseed(seed: number): Promise<void> {
    await this.#call('POST', 'seed', { seed });
  }

  /** The clock's instant, mode and speed. */
  clock(): Promise<MockClockState> {
    return this.#call('GET', 'clock') as Promise<MockClockState>;
  }

  /** Moves the clock on. */
  advance(ms: number): Promise<MockClockState> {
    return this.#call('POST', 'clock/advance', { ms }) as Promise<MockClockState>;
  }

  /** Runs the clock `speed` times faster than real time (0: only when told). */
  setSpeed(speed: number): Promise<MockClockState> {
    return this.#call('PUT', 'clock/speed', { speed }) as Promise<MockClockState>;
  }

  /** The last requests the mock answered, oldest first, credentials masked. */
  journal(): Promise<JournalEntry[]> {
    return this.#call('GET', 'journal') as Promise<JournalEntry[]>;
  }

  /** Forgets the requests recorded so far. */
  async clearJournal(): Promise<void> {
    await this.#call('DELETE', 'journal');
  }

  /** The requests that broke or bent the service's contract (`wdp mock` checks by default), oldest first. */
  violations(): Promise<JournalEntry[]> {
    return this.#call('GET', 'journal?violations') as Promise<JournalEntry[]>;
  }

  /** Rejects with an `Error` listing each violation (method, path, field, reason) when there was any. */
  async expectNoViolations(): Promise<void> {
    expectNone(await this.violations());
  }

  /** Adds a fault rule; over HTTP its `fault` is data (no function) and it has no `onInjected`. */
  addFault(rule: MockFaultRule & { fault: MockFault; onInjected?: undefined }): Promise<MockFaultRuleState> {
    return this.#call('POST', 'faults', rule) as Promise<MockFaultRuleState>;
  }

  /** The fault rules, in the order they are tried, with their hits. */
  faults(): Promise<MockFaultRuleState[]> {
    return this.#call('GET', 'faults') as Promise<MockFaultRuleState[]>;
  }

  /** Removes a fault rule; false when there is none of that id. */
  async removeFault(id: string): Promise<boolean> {
    return (await this.#call('DELETE', `faults/${encodeURIComponent(id)}`, undefined, [404])) !== missing;
  }

  /** Removes every fault rule. */
  async clearFaults(): Promise<void> {
    await this.#call('DELETE', 'faults');
  }

  async #call(method: string, path: string, body?: unknown, absent: number[] = []): Promise<unknown> {
    const headers: Record<string, string> = { authorization: `Bearer ${this.#token}` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const init: RequestInit = { method, headers };
    if (body !== undefined) init.body = JSON.stringify(body);
    // Called on its own: a browser's or workerd's fetch refuses a `this` other than the global one.
    const fetch = this.#fetch ?? globalThis.fetch;
    const answer = await fetch(this.#base + path, init);
    const text = await answer.text();
    if (absent.includes(answer.status)) return missing;
    if (!answer.ok) {
      throw new Error(
        `The mock's admin API answered ${answer.status} to ${method} /__mock/${path}: ${messageOf(text)}`,
      );
    }
    return text ? JSON.parse(text) : undefined;
  }
}

/** What `#call` resolves to for a status the caller expects as "none there". */
const missing = Symbol('missing');

/** The message of an error body of the mock, or the text itself when it is not such JSON. */
function messageOf(text: string): string {
  try {
    return (JSON.parse(text) as { message?: string }).message ?? text;
  } catch {
    return text;
  }
}
