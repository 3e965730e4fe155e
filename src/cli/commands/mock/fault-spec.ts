// `wdp mock --fault SPEC`: a fault rule in one line, read before the mock starts. The rule is checked by the mock's
// own checks, so a flag says no more and no less than the admin API's JSON does.
import { checkRule } from '../../../internal.js';
import type { MockFault, MockFaultRule } from '../../../mock/index.js';
import { UsageError } from '../../program/exit.js';

/** The form a `--fault` takes, as its errors show it. */
const form =
  '[METHOD] PATH TYPE [N] [key=value...] [after-effect], such as "GET /api/workspaces/** status 503 retry-after=2 ' +
  'times=3"';

/** The options and the rule or fault field each sets: `key=value`, or a word alone for a flag (`true`). */
const options: Record<string, { field: string; of: 'rule' | 'fault'; number?: boolean; flag?: boolean }> = {
  times: { field: 'times', of: 'rule', number: true },
  probability: { field: 'probability', of: 'rule', number: true },
  token: { field: 'token', of: 'rule' },
  'retry-after': { field: 'retryAfter', of: 'fault', number: true },
  body: { field: 'body', of: 'fault' },
  'content-type': { field: 'contentType', of: 'fault' },
  at: { field: 'at', of: 'fault', number: true },
  lines: { field: 'lines', of: 'fault', number: true },
  ms: { field: 'ms', of: 'fault', number: true },
  'after-effect': { field: 'afterEffect', of: 'fault', flag: true },
};

/** How the options are listed in an error: `times=`, and a flag as its word alone. */
const optionNames = Object.entries(options).map(([key, option]) => (option.flag ? key : `${key}=`));

/**
 * Parses one `--fault` into a checked rule: the method (any when left out or `*`), the path pattern, the fault's
 * type with its number (a status's code, a latency's ms), then options (`after-effect` alone: after the request ran).
 * @example parseFaultSpec('POST /api/** reset times=1') // the next POST's connection is reset
 * @example parseFaultSpec('POST /api/** reset after-effect times=1') // the next POST takes effect, then is reset
 */
export function parseFaultSpec(spec: string): MockFaultRule {
  const words = spec.trim().split(/\s+/);
  const method = words[0]?.startsWith('/') ? undefined : words.shift();
  const [path, type, ...rest] = words;
  if (path === undefined || type === undefined) throw refused(spec, `it takes ${form}`);
  const fault: Record<string, unknown> = { type };
  const rule: Record<string, unknown> = { path, fault };
  if (method !== undefined && method !== '*') rule['method'] = method;
  if ((type === 'status' || type === 'latency') && /^\d+$/.test(rest[0] ?? ''))
    fault[type === 'status' ? 'status' : 'ms'] = Number(rest.shift());
  for (const word of rest) {
    const [key = '', ...value] = word.split('=');
    const option = options[key];
    if (option === undefined || (value.length === 0 && !option.flag))
      throw refused(spec, `"${word}" is not an option; the options are ${optionNames.join(', ')}`);
    (option.of === 'rule' ? rule : fault)[option.field] = optionValue(
      option,
      value.length === 0 ? true : value.join('='),
    );
  }
  try {
    const checked = checkRule(rule);
    return { ...checked, fault: checked.fault as MockFault };
  } catch (error) {
    throw refused(spec, error instanceof Error ? error.message : String(error));
  }
}

/**
 * An option's value: a flag alone is `true`; a number, or a flag's `true`/`false`, where one is taken; anything
 * else is kept as text, for the check to name.
 */
function optionValue(option: { number?: boolean; flag?: boolean }, text: string | true): unknown {
  if (text === true) return true;
  if (option.flag && (text === 'true' || text === 'false')) return text === 'true';
  return option.number && /^\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}

/** The usage error of a `--fault` that cannot be read, naming it and what was wrong. */
function refused(spec: string, reason: string): UsageError {
  return new UsageError(`--fault ${JSON.stringify(spec)}: ${reason.replace(/\.$/, '')}.`);
}
