import { checkKeys, checkOptions, isOptionsObject, keysOf } from './core/arguments/keys.js';
import { InvalidArgumentError } from './core/errors.js';
import { resourcePath } from './core/paths.js';
import { quoted } from './core/shown.js';

/** File content for an upload: text (sent as UTF-8), bytes, or a Blob or File (wrapped, never read by the SDK). */
export type Uploadable = string | Uint8Array | ArrayBuffer | Blob | File;

/** One file's content with an explicit content type. */
export interface UploadContent {
  /** The file's content. */
  content: Uploadable;
  /** The part's MIME type; without it, a Blob's own type, else a guess from the extension. */
  contentType?: string | undefined;
}

/** One file of an upload given as a list item: its resource path, such as `models/orders.sql`, and its content. */
export interface UploadFile extends UploadContent {
  /** The resource path of the file, such as `models/orders.sql`. */
  path: string;
}

/**
 * The files of one upload: a record from resource path to content (`undefined` entries are skipped),
 * or a list of `{ path, content, contentType? }`.
 */
export type UploadFiles = Readonly<Record<string, Uploadable | UploadContent | undefined>> | readonly UploadFile[];

/** Options of `toFile()`. */
export interface ToFileOptions {
  /** The MIME type to give the file; it wins over a Blob's own type and the guess. Blob lowercases it. */
  contentType?: string | undefined;
}

const toFileKeys = /* @__PURE__ */ keysOf<ToFileOptions>({ contentType: 1 });
const contentKeys = /* @__PURE__ */ keysOf<UploadContent>({ content: 1, contentType: 1 });
const fileKeys = /* @__PURE__ */ keysOf<UploadFile>({ path: 1, content: 1, contentType: 1 });

const typesByExtension: Readonly<Record<string, string>> = {
  sql: 'application/sql',
  md: 'text/markdown',
  json: 'application/json',
  csv: 'text/csv',
  txt: 'text/plain',
  yml: 'application/yaml',
  yaml: 'application/yaml',
  html: 'text/html',
  xml: 'application/xml',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
};

/**
 * The MIME type of a file name's extension for the common ones (`.sql`, `.md`, `.json`, `.csv`, `.txt`,
 * `.yml`, `.yaml`, ...), case-insensitive; `undefined` when the extension is unknown or absent.
 * @example contentTypeFor('models/Orders.SQL') // 'application/sql'
 */
export function contentTypeFor(name: string): string | undefined {
  const base = name.slice(name.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  if (dot <= 0) return undefined;
  return typesByExtension[base.slice(dot + 1).toLowerCase()];
}

/**
 * Normalises content to a `File` with a name and a content type: the `contentType` given, else a Blob's own
 * type, else a guess from the name's extension, else `text/plain` for a string and `application/octet-stream`
 * for bytes. A Blob or File is wrapped without being read; bytes are copied, so later changes do not leak in.
 * @example
 * const file = toFile('select 1', 'orders.sql'); // File { name: 'orders.sql', type: 'application/sql' }
 */
export function toFile(content: Uploadable, name: string, options: ToFileOptions = {}): File {
  checkOptions(options, toFileKeys, 'toFile(content, name, options)');
  return makeFile(content, name, options.contentType, name);
}

/**
 * Builds the multipart body of an upload: one part per file, named by its resource path, with the last path
 * segment as the filename and its own content type. Throws `InvalidArgumentError` on a bad or repeated path,
 * bad content or no files at all, so nothing is sent.
 */
export function uploadForm(files: UploadFiles): FormData {
  const entries = isList(files) ? files.map(listEntry) : recordEntries(files);
  if (entries.length === 0) {
    throw new InvalidArgumentError(
      'An upload needs at least one file; give a record such as { "models/orders.sql": "select 1" } ' +
        'or a non-empty list of { path, content }.',
    );
  }
  const form = new FormData();
  const seen = new Set<string>();
  for (const { path, content, contentType } of entries) {
    resourcePath(path);
    // FormData writes a quote, CR and LF in a part name as %22, %0D, %0A: those escapes are ambiguous there.
    const unsafe = /["\r\n]|%(?:22|0d|0a)/i.exec(path)?.[0];
    if (unsafe)
      throw new InvalidArgumentError(
        `The upload path ${JSON.stringify(path)} has ${JSON.stringify(unsafe)}, which a multipart part name cannot ` +
          'carry: it holds a double quote or line break as %22, %0D or %0A, so the server cannot tell them apart; ' +
          'rename the file or use files.put().',
      );
    if (seen.has(path))
      throw new InvalidArgumentError(`The upload names "${path}" twice; give each resource path once.`);
    seen.add(path);
    form.append(path, makeFile(content, path.slice(path.lastIndexOf('/') + 1), contentType, path));
  }
  return form;
}

/** The File of one part; `label` names the file in error messages. */
function makeFile(content: unknown, name: string, contentType: unknown, label: string): File {
  const type = contentType === undefined ? undefined : checkContentType(contentType, label);
  const part = typeof content === 'string' || content instanceof Blob ? content : bytesOf(content);
  if (part === undefined)
    throw new InvalidArgumentError(
      `The content of "${label}" must be a string, Uint8Array, ArrayBuffer, Blob or File; got ${describe(content)}.`,
    );
  // The type given, else a Blob's own, else the name's, else text for a string and bytes for anything else.
  const fallback = typeof content === 'string' ? 'text/plain' : 'application/octet-stream';
  return new File([part], name, {
    type: type ?? ((part instanceof Blob && part.type) || contentTypeFor(name) || fallback),
  });
}

function isList(files: UploadFiles): files is readonly UploadFile[] {
  return Array.isArray(files);
}

function listEntry(entry: unknown, index: number): UploadFile {
  if (isOptionsObject(entry)) checkKeys(entry, fileKeys, `Upload item ${index}`);
  if (typeof entry !== 'object' || entry === null || !('content' in entry) || !('path' in entry)) {
    throw new InvalidArgumentError(
      `Upload item ${index} must be { path, content, contentType? }; got ${describe(entry)}.`,
    );
  }
  const { path, content, contentType } = entry as UploadFile;
  if (typeof path !== 'string')
    throw new InvalidArgumentError(
      `Upload item ${index} needs a string \`path\` such as "dir/file.sql"; got ${describe(path)}.`,
    );
  return { path, content, contentType };
}

function recordEntries(files: unknown): UploadFile[] {
  const proto = typeof files === 'object' && files !== null ? Object.getPrototypeOf(files) : undefined;
  if (proto !== Object.prototype && proto !== null) {
    throw new InvalidArgumentError(
      'The files of an upload must be a record of path to content or a list of { path, content }; ' +
        `got ${describe(files)}.`,
    );
  }
  const entries: UploadFile[] = [];
  for (const [path, value] of Object.entries(files as Record<string, unknown>)) {
    if (value === undefined) continue;
    if (isUploadable(value)) {
      entries.push({ path, content: value });
      continue;
    }
    if (isOptionsObject(value)) checkKeys(value, contentKeys, `The upload of "${path}"`);
    if (!isOptionsObject(value) || !('content' in value))
      throw new InvalidArgumentError(
        `The upload of "${path}" must be a string, Uint8Array, ArrayBuffer, Blob, File or { content, contentType }; ` +
          `got ${describe(value)}.`,
      );
    entries.push({ ...(value as UploadContent), path });
  }
  return entries;
}

function isUploadable(value: unknown): value is Uploadable {
  return typeof value === 'string' || value instanceof Blob || bytesOf(value) !== undefined;
}

/** The bytes of a Uint8Array or ArrayBuffer as a Blob part (a copy when the view is not over an ArrayBuffer). */
function bytesOf(value: unknown): Uint8Array<ArrayBuffer> | ArrayBuffer | undefined {
  if (value instanceof ArrayBuffer) return value;
  if (!(value instanceof Uint8Array)) return undefined;
  return value.buffer instanceof ArrayBuffer ? (value as Uint8Array<ArrayBuffer>) : new Uint8Array(value);
}

function checkContentType(value: unknown, name: string): string {
  // Blob silently empties a type with characters outside printable ASCII; refuse it instead.
  if (typeof value === 'string' && value.trim() !== '' && /^[\x20-\x7e]+$/.test(value)) return value;
  throw new InvalidArgumentError(
    `The content type of "${name}" must be a MIME type such as "text/csv" in printable ASCII; got ${describe(value)}.`,
  );
}

function describe(value: unknown): string {
  return (isOptionsObject(value) ? value.constructor?.name : undefined) ?? quoted(value);
}
