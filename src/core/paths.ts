import { InvalidArgumentError } from './errors.js';
import { isJsonObject } from './json.js';
import { quoted } from './shown.js';

const resourcePathBrand = Symbol('ResourcePath');
const notInSegment = /[/\\?#]/;
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether text holds a lone UTF-16 surrogate, which no URL can carry (`new URL()` would make it U+FFFD). */
export const hasLoneSurrogate = (text: string): boolean => loneSurrogate.test(text);

/** Throws when text holds a lone UTF-16 surrogate, which no URL can carry; `what` names the text, when it does. */
export function checkWellFormed(text: string, what: () => string): void {
  if (hasLoneSurrogate(text))
    throw new InvalidArgumentError(
      `${what()} holds a lone UTF-16 surrogate, which cannot be sent in a URL; pass well-formed text.`,
    );
}

/** A workspace file path such as `dir/a b.sql`: its slashes are kept, each segment is encoded. */
export interface ResourcePath {
  readonly [resourcePathBrand]: readonly string[];
}

/** Marks a workspace file path so that `path` keeps its slashes; throws on empty, `.` or `..` segments. */
export function resourcePath(value: unknown): ResourcePath {
  if (typeof value !== 'string' || value === '') {
    throw new InvalidArgumentError(
      `A resource path must be a non-empty string such as "dir/file.sql"; got ${quoted(value)}.`,
    );
  }
  checkWellFormed(value, () => `The resource path ${JSON.stringify(value)}`);
  const segments = value.split('/');
  const bad = segments.findIndex((segment) => segment === '' || segment === '.' || segment === '..');
  if (bad !== -1) {
    const what = segments[bad] === '' ? 'an empty segment' : `a "${segments[bad]}" segment`;
    throw new InvalidArgumentError(
      `The resource path "${value}" has ${what} (segment ${bad + 1}); ` +
        'use a relative path like "dir/file.sql" without leading, trailing or double slashes.',
    );
  }
  return { [resourcePathBrand]: segments };
}

/** A value a `path` template accepts: an id, or a resource path from `resourcePath()`. */
export type PathParam = string | ResourcePath;

/**
 * Builds a URL path, encoding each id as one segment (a resource path as several); an id that is empty,
 * `.`, `..` or holds `/`, `\`, `?` or `#` throws `InvalidArgumentError`.
 * @example path`/api/workspaces/${workspaceId}/channels/${channelId}`
 */
export function path(strings: TemplateStringsArray, ...params: PathParam[]): string {
  return filled(strings, params);
}

/**
 * A path template's `{name}`s filled, in order, as `path` fills its holes.
 * @example fill('/api/channels/{channel}', ['c1']) // '/api/channels/c1'
 */
export function fill(template: string, params: readonly PathParam[]): string {
  return filled(template.split(/\{\w+\}/), params);
}

function filled(strings: readonly string[], params: readonly PathParam[]): string {
  let out = strings[0] ?? '';
  for (let i = 0; i < params.length; i++) {
    out += encodeParam(params[i], strings, i) + (strings[i + 1] ?? '');
  }
  return out;
}

function encodeParam(param: unknown, strings: readonly string[], index: number): string {
  if (isJsonObject(param) && resourcePathBrand in param) {
    return (param as ResourcePath)[resourcePathBrand].map(encodeURIComponent).join('/');
  }
  // Built only for an error: a call's path is filled on every request.
  const named = () => `Path parameter ${index + 1} of ${strings.join('{}')}`;
  if (typeof param !== 'string' || param === '' || param === '.' || param === '..')
    throw new InvalidArgumentError(`${named()} must be a non-empty id; got ${quoted(param)}.`);
  const separator = notInSegment.exec(param);
  if (separator) {
    throw new InvalidArgumentError(
      `${named()} must be a single id without "/", "\\", "?" or "#"; ` +
        `got ${quoted(param)} (holding "${separator[0]}"). ` +
        "The service's firewall answers an encoded slash or backslash with an opaque 400, " +
        'and "?" or "#" mean a URL or query was passed: ' +
        'pass the id alone (a workspace file path goes through resourcePath()).',
    );
  }
  checkWellFormed(param, named);
  return encodeURIComponent(param);
}
