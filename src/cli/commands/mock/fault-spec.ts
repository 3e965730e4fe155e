// `wdp mock --fault SPEC`: a fault rule in one line, read before the mock starts. The rule is checked by the mock's
// own checks, so a flag says no more and no less than the admin API's JSON does.
import { checkRule } from '../../../internal.js';
import type { MockFault, MockFaultRule } from '../../../mock/index.js';
import { UsageError } from '../../program/exit.js';

/** The form a `--fault` takes, as its errors show it. */
const form = '[METHOD] PATH TYPE [N] [key=value...], such as "GET /api/workspaces/** status 503 retry-after=2 times=3"';

/** The `key=value` options and the rule or fault field each sets. */
const options: Record<string, { field: string; of: 'rule' | 'fault'; number?: boolean }> = {
  times: { field: 'times', of: 'rule', number: true },
  probability: { field: 'probability', of: 'rule', number: true },
  token: { field: 'token', of: 'rule' },
  'retry-after': { field: 'retryAfter', of: 'fault', number: true },
  body: { field: 'body', of: 'fault' },
  'content-type': { field: 'contentType', of: 'fault' },
  at: { field: 'at', of: 'fault', number: true },
  lines: { field: 'lines', of: 'fault', number: true },
  ms: { field: 'ms', of: 'fault', number: true },
};

/**
 * Parses one `--fault` into a checked rule: the method (any when left out or `*`), the path pattern, the fault's
 * type with its number (a status's code, a latency's ms), then options.
 * @example parseFaultSpec('POST /api/** reset times=1') // the next POST's connection is reset
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
    if (option === undefined || value.length === 0)
      throw refused(spec, `"${word}" is not an option; the options are ${Object.keys(options).join('=, ')}=`);
    const text = value.join('=');
    // A number where one is taken; anything else is kept as text, for the check to name.
    (option.of === 'rule' ? rule : fault)[option.field] =
      option.number && /^\d+(\.\d+)?$/.test(text) ? Number(text) : text;
  }
  try {
    const checked = checkRule(rule);
    return { ...checked, fault: checked.fault as MockFault };
  } catch (error) {
    throw refused(spec, error instanceof Error ? error.message : String(error));
  }
}

/** The usage error of a `--fault` that cannot be read, naming it and what was wrong. */
function refused(spec: string, reason: string): UsageError {
  return new UsageError(`--fault ${JSON.stringify(spec)}: ${reason.replace(/\.$/, '')}.`);
}
