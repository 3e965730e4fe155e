// The checks of a fault rule, in process and from the admin API's JSON: a rule that cannot do what it says is
// refused with a TypeError naming the field and what it takes, before it is added.
import { isObject } from '../record/json.js';
import { faultTypes, type MockFault, type MockFaultRule } from './fault-types.js';

/** A rule's fields, checked: what `FaultRules` keeps. */
export interface CheckedRule extends MockFaultRule {
  method: string;
  path: string;
  probability: number;
}

/** Checks a rule (from code or from JSON) and fills in its defaults; a TypeError names the first field wrong. */
export function checkRule(value: unknown): CheckedRule {
  if (!isObject(value)) throw new TypeError(`A fault rule is an object with a \`fault\`; got ${show(value)}.`);
  const rule = value as Record<string, unknown>;
  const method = optional(rule, 'method', 'a method such as GET, or *', (v) => typeof v === 'string' && v !== '');
  const path = optional(rule, 'path', 'a path pattern starting with /, such as /api/**', isPattern);
  const token = optional(rule, 'token', 'a bearer token', (v) => typeof v === 'string' && v !== '');
  const times = optional(rule, 'times', 'a whole number >= 1', (v) => isWhole(v) && v >= 1);
  const probability = optional(rule, 'probability', 'a number from 0 to 1', (v) => isFraction(v, true));
  const onInjected = optional(rule, 'onInjected', 'a function', (v) => typeof v === 'function');
  // A copy: changing the caller's object later does not change the rule.
  const fault = typeof rule['fault'] === 'function' ? rule['fault'] : structuredClone(checkFault(rule['fault']));
  return {
    method: typeof method === 'string' ? method.toUpperCase() : '*',
    path: typeof path === 'string' ? path : '/**',
    ...(token === undefined ? {} : { token: token as string }),
    ...(times === undefined ? {} : { times: times as number }),
    probability: typeof probability === 'number' ? probability : 1,
    fault: fault as MockFaultRule['fault'],
    ...(onInjected === undefined ? {} : { onInjected: onInjected as MockFaultRule['onInjected'] }),
  };
}

/** Checks a fault: its `type`, and the fields that type takes. */
export function checkFault(value: unknown): MockFault {
  if (!isObject(value) || !faultTypes.includes(value['type'] as MockFault['type']))
    throw new TypeError(`fault takes an object whose type is one of ${faultTypes.join(', ')}; got ${show(value)}.`);
  const fault = value as Record<string, unknown>;
  const known = new Set(['type', ...fieldsOf[fault['type'] as MockFault['type']]]);
  const unknown = Object.keys(fault).find((key) => !known.has(key));
  if (unknown !== undefined)
    throw new TypeError(`A ${fault['type']} fault takes ${[...known].join(', ')}; not ${JSON.stringify(unknown)}.`);
  const check = (name: string, expected: string, test: (v: unknown) => boolean) =>
    optional(fault, name, expected, test);
  check('status', 'an HTTP status from 200 to 599', (v) => isWhole(v) && v >= 200 && v <= 599);
  if (fault['type'] === 'status' && fault['status'] === undefined)
    throw new TypeError('A status fault needs status, such as {"type": "status", "status": 503}.');
  check('contentType', 'a media type such as text/html', (v) => typeof v === 'string' && v !== '');
  check('retryAfter', 'seconds (a whole number >= 0) or a string such as an HTTP date', isRetryAfter);
  check('ms', 'a whole number of milliseconds >= 0', isWhole);
  if (fault['type'] === 'latency' && fault['ms'] === undefined)
    throw new TypeError('A latency fault needs ms, such as {"type": "latency", "ms": 2000}.');
  check('at', 'a fraction of the body from 0 to below 1', (v) => isFraction(v, false));
  check('lines', 'a whole number of NDJSON lines >= 0', isWhole);
  if (fault['at'] !== undefined && fault['lines'] !== undefined)
    throw new TypeError(`A ${fault['type']} fault takes at or lines, not both.`);
  return fault as MockFault;
}

/** The fields each type of fault takes besides `type`. */
const fieldsOf: Record<MockFault['type'], readonly string[]> = {
  status: ['status', 'body', 'contentType', 'retryAfter'],
  latency: ['ms'],
  stall: ['at', 'lines', 'ms'],
  reset: ['at', 'lines'],
  truncate: ['at'],
  'expire-token': [],
};

/** A field that may be absent; present, it must pass `test`, or a TypeError says what it takes. */
function optional(
  object: Record<string, unknown>,
  name: string,
  expected: string,
  test: (value: unknown) => boolean,
): unknown {
  const value = object[name];
  if (value === undefined || test(value)) return value;
  throw new TypeError(`${name} takes ${expected}; got ${show(value)}.`);
}

function isWhole(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** A number from 0 to 1, with 1 itself only when `withOne`. */
function isFraction(value: unknown, withOne: boolean): boolean {
  return typeof value === 'number' && value >= 0 && (withOne ? value <= 1 : value < 1);
}

function isPattern(value: unknown): boolean {
  return typeof value === 'string' && value.startsWith('/') && !value.includes('\u0000');
}

function isRetryAfter(value: unknown): boolean {
  return isWhole(value) || (typeof value === 'string' && value !== '' && !/[\r\n]/.test(value));
}

/** A value as an error message shows it: JSON, cut short. */
function show(value: unknown): string {
  const text = typeof value === 'function' ? 'a function' : (JSON.stringify(value) ?? String(value));
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
