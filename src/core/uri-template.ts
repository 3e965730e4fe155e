// RFC 6570 URI templates (levels 1 to 4) over strings, numbers, booleans and lists: what a HAL link's `templated`
// href needs, expanded as the url-template package expands them (test/core/uri-template.test.ts compares the two),
// in a fraction of its bytes, since every bundle that can call `follow()` carries it. Unlike url-template, a prefix
// counts code points (RFC 6570's characters), and a value holding a lone surrogate is an InvalidArgumentError.

import { checkWellFormed } from './paths.js';

/** A value of a template variable; `null` and `undefined` leave it unset. */
export type TemplateValue = string | number | boolean | null | undefined;

/** A template's variables: a value, or a list of values. */
export type TemplateParams = Record<string, TemplateValue | readonly TemplateValue[]>;

/**
 * `template` with each `{...}` expression expanded from `params` (unset variables dropped) and its literal text
 * encoded as a URI keeps it (a `%XX` stays as it is). The template must be well-formed text: `expandHref` refuses a
 * server's href holding a lone surrogate before it gets here.
 * @example expandTemplate('/api/x{?page,size}', { page: 2 }) // '/api/x?page=2'
 */
export function expandTemplate(template: string, params: TemplateParams): string {
  return template.replace(/\{([^{}]+)\}|[^{}]+/g, (literal, expression?: string) =>
    expression === undefined ? encode(literal, true) : expand(expression, params),
  );
}

function expand(expression: string, params: TemplateParams): string {
  const op = /^[+#./;?&]/.test(expression) ? (expression[0] as string) : '';
  const named = op === ';' || op === '?' || op === '&';
  const reserved = op === '+' || op === '#';
  const values: string[] = [];
  for (const variable of expression.slice(op.length).split(',')) {
    const [, name = '', prefix, explode] = /([^:*]*)(?::(\d+)|(\*))?/.exec(variable) ?? [];
    const key = encode(name, false);
    const lead = named ? `${key}=` : ''; // what each value of a named operator (`;`, `?`, `&`) starts with
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      if (value === '') values.push(op === ';' ? key : lead);
    } else if (!Array.isArray(value)) {
      values.push(lead + encode(textOf(value, name, prefix), reserved));
    } else {
      const items = value
        .filter((item) => item !== undefined && item !== null)
        .map((item) => encode(textOf(item, name), reserved));
      if (explode) values.push(...items.map((item) => lead + item));
      else if (named || items.length > 0) values.push(lead + items.join(','));
    }
  }
  const separator = op === '?' ? '&' : op === '' || reserved ? ',' : op;
  return (values.length > 0 && op !== '+' ? op : '') + values.join(separator);
}

/**
 * A variable's value as text, cut to its prefix (`{x:3}`) in characters as RFC 6570 counts them (code points: a
 * surrogate pair is never cut in two); a lone surrogate, which no URL can carry, throws `InvalidArgumentError`.
 */
function textOf(value: unknown, name: string, prefix?: string): string {
  const text = String(value);
  checkWellFormed(text, () => `The template parameter ${name}`);
  return prefix === undefined ? text : Array.from(text).slice(0, Number(prefix)).join('');
}

/** A value encoded for its place: `reserved` keeps URI delimiters and `%XX` triplets (the `+` and `#` operators). */
function encode(value: unknown, reserved: boolean): string {
  const text = String(value);
  if (reserved)
    return encodeURI(text)
      .replace(/%5B/g, '[')
      .replace(/%5D/g, ']')
      .replace(/%25([\dA-Fa-f]{2})/g, '%$1');
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
