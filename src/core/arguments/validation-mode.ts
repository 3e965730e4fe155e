import { InvalidArgumentError } from '../errors.js';

/**
 * How responses are checked against the models: `strict` throws, `warn` reports and returns the data, `off` skips.
 * In every mode, a body whose root is not the JSON kind its model needs (an object for a resource or a page,
 * an array for a list) throws `ValidationError`: no mode returns `null`, a number or an array typed as a resource.
 */
export type ValidationMode = 'strict' | 'warn' | 'off';

/** Checks a `validation` option. */
export function checkValidationMode(value: unknown): ValidationMode {
  if (value !== 'strict' && value !== 'warn' && value !== 'off') {
    throw new InvalidArgumentError(`\`validation\` must be 'strict', 'warn' or 'off'; got ${String(value)}.`);
  }
  return value;
}
