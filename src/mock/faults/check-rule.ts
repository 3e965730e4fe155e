// The checks of a fault rule, in process and from the admin API's JSON: a rule that cannot do what it says, or that
// no request could ever meet, is refused with a TypeError naming the field and what it takes, before it is added.
import { isObject } from '../record/json.js';
import { keysOf, refuseUnknown } from '../unknown-keys.js';
import { faultTypes, type MockFault, type MockFaultRule } from './fault-types.js';
import { maxPatternLength, unmatchable } from './path-pattern.js';

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
  // A misspelled field (`pth`, `time`) would leave a rule on every path, with no limit.
  refuseUnknown(rule, ruleFields, 'A fault rule');
  const method = optional(rule, 'method', 'a method such as GET, or *', isMethod);
  if (typeof method === 'string' && unsent.has(method.toUpperCase()))
    throw new TypeError(
      `method ${method} never reaches a rule: fetch cannot send it, and the server refuses it first.`,
    );
  const path = optional(rule, 'path', `a path pattern starting with /, such as /api/**, ${patternSize}`, isPattern);
  const never = typeof path === 'string' ? unmatchable(path) : undefined;
  if (never !== undefined) throw new TypeError(`path ${show(path)} ${never}, so the rule would never hit.`);
  const token = optional(rule, 'token', `a bearer token ${headerSafe}`, (v) => isHeaderValue(v) && !/[ \t]$/.test(v));
  const times = optional(rule, 'times', 'a whole number >= 1', (v) => isWhole(v) && v >= 1);
  const probability = optional(rule, 'probability', 'a number above 0 (0 never fires), up to 1', isChance);
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
  refuseUnknown(fault, ['type', ...fieldsOf[fault['type'] as MockFault['type']]], `A ${fault['type']} fault`);
  const check = (name: string, expected: string, test: (v: unknown) => boolean) =>
    optional(fault, name, expected, test);
  check('status', 'an HTTP status from 200 to 599', (v) => isWhole(v) && v >= 200 && v <= 599);
  if (fault['type'] === 'status' && fault['status'] === undefined)
    throw new TypeError('A status fault needs status, such as {"type": "status", "status": 503}.');
  if (fault['body'] !== undefined && nullBody.has(fault['status'] as number))
    throw new TypeError(`A ${fault['status']} answer has no body; leave body out.`);
  check('body', 'a string, or a value JSON can write', (v) => typeof v === 'string' || isJson(v));
  check('contentType', `a media type such as text/html, ${headerSafe}`, isHeaderValue);
  check('retryAfter', `seconds (a whole number >= 0) or a string such as an HTTP date, ${headerSafe}`, isRetryAfter);
  const ms = `a whole number of milliseconds from 0 to ${maxTimerMs} (about 24.8 days, the longest a timer waits)`;
  check('ms', ms, (v) => isWhole(v) && v <= maxTimerMs);
  if (fault['type'] === 'latency' && fault['ms'] === undefined)
    throw new TypeError('A latency fault needs ms, such as {"type": "latency", "ms": 2000}.');
  check('at', 'a fraction of the body from 0 to below 1', isFraction);
  check('lines', 'a whole number of NDJSON lines >= 0', isWhole);
  if (fault['at'] !== undefined && fault['lines'] !== undefined)
    throw new TypeError(`A ${fault['type']} fault takes at or lines, not both.`);
  check('afterEffect', 'true or false', (v) => typeof v === 'boolean');
  if (fault['afterEffect'] === true && (fault['at'] !== undefined || fault['lines'] !== undefined))
    throw new TypeError(
      `A ${fault['type']} fault with at or lines cuts the mock's own answer, so it always acts after the effect; ` +
        'leave afterEffect out.',
    );
  return fault as MockFault;
}

/** The longest `latency` or `stall`, in milliseconds: the longest a timer waits (a longer one fires at once). */
const maxTimerMs = 2 ** 31 - 1;

/** Methods no rule can see: fetch cannot send them, and the server refuses them before any rule. */
const unsent = new Set(['CONNECT', 'TRACE', 'TRACK']);

/** Statuses whose answer has no body. */
export const nullBody = new Set([204, 205, 304]);

const patternSize = `of at most ${maxPatternLength} characters`;
const headerSafe = 'that a header can carry (no CR, LF or NUL, nothing past U+00FF)';

/** The fields a rule takes, held to `MockFaultRule` by `keysOf`. */
const ruleFields = keysOf<MockFaultRule>({
  method: true,
  path: true,
  token: true,
  times: true,
  probability: true,
  fault: true,
  onInjected: true,
});

/** The fields each type of fault takes besides `type`. */
const fieldsOf: Record<MockFault['type'], readonly string[]> = {
  status: ['status', 'body', 'contentType', 'retryAfter', 'afterEffect'],
  latency: ['ms', 'afterEffect'],
  stall: ['at', 'lines', 'ms', 'afterEffect'],
  reset: ['at', 'lines', 'afterEffect'],
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

/** A number from 0 to below 1. */
function isFraction(value: unknown): boolean {
  return typeof value === 'number' && value >= 0 && value < 1;
}

/** A chance that can fire: above 0, up to 1. */
function isChance(value: unknown): boolean {
  return typeof value === 'number' && value > 0 && value <= 1;
}

/** A method as HTTP spells one (a token), or `*`. */
function isMethod(value: unknown): boolean {
  return typeof value === 'string' && /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(value);
}

function isPattern(value: unknown): boolean {
  return typeof value === 'string' && value.startsWith('/') && value.length <= maxPatternLength;
}

/** A non-empty header value a request or response can carry: Latin-1, no CR, LF or NUL. */
function isHeaderValue(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '' && !/[\r\n\0]|[^\0-\u00ff]/.test(value);
}

function isRetryAfter(value: unknown): boolean {
  return isWhole(value) || isHeaderValue(value);
}

/** A value `JSON.stringify` writes (not a function, a BigInt or a cycle). */
function isJson(value: unknown): boolean {
  try {
    return JSON.stringify(value) !== undefined;
  } catch {
    return false;
  }
}

/** A value as an error message shows it: JSON, cut short. */
function show(value: unknown): string {
  const text = typeof value === 'function' ? 'a function' : isJson(value) ? JSON.stringify(value) : String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
