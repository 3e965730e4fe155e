// The fault rules of a mock: added, listed and removed through its admin, and asked for each request's fault.

import { fetchRequestOf, type MockRequest } from '../http/mock-request.js';
import { SeededRandom } from '../random.js';
import { type CheckedRule, checkRule } from './check-rule.js';
import type { MockFault, MockFaultRule, MockFaultRuleState } from './fault-types.js';
import { PathPattern } from './path-pattern.js';

/** A rule as kept: checked, with its id, its path as a pattern, and how often it has hit. */
interface KeptRule extends CheckedRule {
  id: string;
  pattern: PathPattern;
  hits: number;
}

/** A request's fault, and the rule that chose it. */
export interface PickedFault {
  rule: { id: string; onInjected?: MockFaultRule['onInjected'] };
  fault: MockFault;
}

/** The rules, in the order added; the first that matches a request and fires gives its fault. */
export class FaultRules {
  #rules: KeptRule[] = [];
  #count = 0;
  readonly #random: SeededRandom;

  /** `seed` draws the rules' `probability`: the same seed, the same requests hit. */
  constructor(seed: number) {
    this.#random = new SeededRandom(seed);
  }

  /** Checks and adds a rule (a TypeError names a wrong field); it hits from the next request on. */
  add(rule: MockFaultRule): MockFaultRuleState {
    const checked = checkRule(rule);
    const kept: KeptRule = {
      ...checked,
      id: `fault-${++this.#count}`,
      pattern: new PathPattern(checked.path),
      hits: 0,
    };
    this.#rules.push(kept);
    return stateOf(kept);
  }

  /** The rules, in the order they are tried. */
  list(): MockFaultRuleState[] {
    return this.#rules.map(stateOf);
  }

  /** Removes a rule; false when there is none of that id. */
  remove(id: string): boolean {
    const before = this.#rules.length;
    this.#rules = this.#rules.filter((rule) => rule.id !== id);
    return this.#rules.length < before;
  }

  /** Removes every rule. */
  clear(): void {
    this.#rules = [];
  }

  /** The fault of a request: the first rule that matches it, has hits left, and fires; counted as a hit. */
  pick(request: MockRequest): PickedFault | undefined {
    const { pathname } = new URL(request.url);
    const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
    for (const rule of this.#rules) {
      if (rule.method !== '*' && rule.method !== request.method) continue;
      if (!rule.pattern.test(pathname) || (rule.token !== undefined && rule.token !== token)) continue;
      if (rule.times !== undefined && rule.hits >= rule.times) continue;
      if (rule.probability < 1 && this.#random.next() >= rule.probability) continue;
      const fault = typeof rule.fault === 'function' ? rule.fault(fetchRequestOf(request)) : rule.fault;
      if (fault === undefined) continue;
      rule.hits++;
      return { rule, fault };
    }
    return undefined;
  }
}

/** A rule as listed: its token masked, a function fault named as such. */
function stateOf(rule: KeptRule): MockFaultRuleState {
  return {
    id: rule.id,
    method: rule.method,
    path: rule.path,
    ...(rule.token === undefined ? {} : { token: '****' }),
    ...(rule.times === undefined ? {} : { times: rule.times }),
    probability: rule.probability,
    fault: typeof rule.fault === 'function' ? 'function' : rule.fault,
    hits: rule.hits,
  };
}
