import type * as z from 'zod/mini';
import { kind as kindOf, parseOptions } from '../arguments/issue-message.js';
import type { ValidationMode } from '../arguments/validation-mode.js';
import { ValidationError } from '../errors.js';
import type { Logger } from '../logger.js';
import { precheckOf } from './precheck.js';

/** One difference between a response and its model, as given to `onValidationIssue`. */
export interface ValidationIssue {
  /** The SDK operation, such as `jobs.list`. */
  operation: string;
  /** Where in the body, such as `_embedded.jobs.3.status`. */
  path: string;
  /** What is wrong, such as `expected string, received number`. */
  message: string;
}

/** Checks response bodies and reports each issue once per operation and schema path. */
export class Validator {
  readonly #reported = new Set<string>();
  readonly #logger: Logger;
  readonly #onIssue: ((issue: ValidationIssue) => void) | undefined;

  constructor(logger: Logger, onIssue: ((issue: ValidationIssue) => void) | undefined) {
    this.#logger = logger;
    this.#onIssue = onIssue;
  }

  /**
   * Validates `data` in the given mode; returns it unchanged unless `strict` finds an issue. A root of the
   * wrong JSON kind throws in every mode. `rawBody` (the response text) is kept on a `ValidationError`.
   */
  check<T>(schema: z.ZodMiniType<T>, data: unknown, operation: string, mode: ValidationMode, rawBody?: string): T {
    // A body that passes the precheck is one zod accepts (so of the right root kind): zod and its copies
    // only run to find the issues.
    if (mode !== 'off' && precheckOf(schema)?.(data)) return data as T;
    const kind = rootKind(schema);
    if (kind !== undefined && kindOf(data) !== kind) {
      throw new ValidationError(operation, '', `expected a JSON ${kind}, got ${kindOf(data)}`, data, rawBody);
    }
    if (mode === 'off') return data as T;
    const result = schema.safeParse(data, parseOptions);
    if (result.success) return data as T;
    const issues = result.error.issues;
    if (mode === 'strict') {
      const first = issues[0];
      throw new ValidationError(operation, first ? pathOf(first) : '', first?.message ?? 'invalid', data, rawBody);
    }
    for (const issue of issues) this.#report(operation, issue);
    return data as T;
  }

  /** `check` of one schema in one mode for many items (the lines of a stream), with the precheck looked up once. */
  checker<T>(schema: z.ZodMiniType<T>, operation: string, mode: ValidationMode): (data: unknown) => T {
    const precheck = mode === 'off' ? undefined : precheckOf(schema);
    if (precheck === undefined) return (data) => this.check(schema, data, operation, mode);
    return (data) => (precheck(data) ? (data as T) : this.check(schema, data, operation, mode));
  }

  #report(operation: string, issue: z.core.$ZodIssue): void {
    const path = pathOf(issue);
    // Array indexes are one schema path: a bad field in every item of a page is reported once.
    const schemaPath = issue.path.map((part) => (typeof part === 'number' ? '*' : String(part))).join('.');
    const key = `${operation}\u0000${schemaPath}`;
    if (this.#reported.has(key)) return;
    this.#reported.add(key);
    this.#logger.warn(
      `wdp-sdk: response of ${operation} does not match the model at ${path || '(root)'}: ${issue.message}`,
    );
    try {
      this.#onIssue?.({ operation, path, message: issue.message });
    } catch (error) {
      this.#logger.error(`wdp-sdk: onValidationIssue threw for ${operation} at ${path || '(root)'}: ${String(error)}`);
    }
  }
}

function pathOf(issue: z.core.$ZodIssue): string {
  return issue.path.map(String).join('.');
}

/** The JSON kind a schema needs at its root, when it is a plain object or array schema. */
function rootKind(schema: z.ZodMiniType): 'object' | 'array' | undefined {
  const type: string = schema.type;
  return type === 'object' || type === 'array' ? type : undefined;
}
