// One YAML file parsed with line positions: its top-level map, each key's line, and typed reads of its values
// that record a problem (with the line) instead of throwing.
import {
  type Document,
  isAlias,
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  type Node,
  parseDocument,
  type YAMLMap,
} from 'yaml';
import { hashTags } from './hash-tags.js';
import { Problems } from './problems.js';

/** A key of a YAML map with its line and its value node (null when the value is empty, `~` or `null`). */
export interface Entry {
  key: string;
  line: number;
  value: Node | null;
}

/** A parsed YAML file. `entries` is undefined when the file is not a map at its top (a problem says so). */
export class YamlFile {
  readonly problems: Problems;
  readonly entries: Entry[] | undefined;
  readonly #lines = new LineCounter();
  readonly #doc: Document;

  constructor(file: string, text: string) {
    this.problems = new Problems(file);
    this.#doc = parseDocument(text, { lineCounter: this.#lines, prettyErrors: false });
    // The parser may report one mistake twice (a nested compact mapping does): each is told once.
    const told = new Set<string>();
    for (const error of this.#doc.errors) {
      const line = this.#line(error.pos[0]);
      const message = yamlMessage(error.message);
      if (told.has(`${line} ${message}`)) continue;
      told.add(`${line} ${message}`);
      this.problems.error(line, message);
    }
    for (const { offset, text: tag } of hashTags(text))
      this.problems.warn(
        this.#line(offset),
        `YAML reads \`${tag}\` as a comment and leaves it out; ` +
          'if it belongs to the value (a tag, say), quote the value',
      );
    const root = this.#doc.contents;
    if (this.#doc.errors.length) this.entries = undefined;
    else if (isMap(root)) this.entries = this.entriesOf(root);
    else {
      this.entries = undefined;
      this.problems.error(root ? this.lineOf(root) : 1, 'expected a map of keys such as `version:` and `title:`');
    }
  }

  /** The line (1-based) where a node starts. */
  lineOf(node: Node): number {
    return this.#line(node.range?.[0] ?? 0);
  }

  /** The keys of a map node, in order; a key that is not text is a problem and left out. */
  entriesOf(map: Node): Entry[] {
    if (!isMap(map)) return [];
    const entries: Entry[] = [];
    for (const pair of map.items) {
      const key = isScalar(pair.key) ? pair.key : undefined;
      const line = key ? this.lineOf(key) : 1;
      if (key === undefined || (typeof key.value !== 'string' && typeof key.value !== 'number')) {
        this.problems.error(line, 'a key must be plain text');
        continue;
      }
      entries.push({ key: String(key.value), line, value: this.#resolve(pair.value) });
    }
    return entries;
  }

  /** Whether a value is a map (after following an alias such as `*defaults`). */
  isMap(value: Node | null): value is YAMLMap {
    return isMap(value);
  }

  /** The value as text, or a problem when it is a number, a list or a map (empty values give undefined). */
  text(entry: Entry): string | undefined {
    const { value } = entry;
    if (value === null) return undefined;
    if (isScalar(value) && typeof value.value === 'string') return value.value;
    this.problems.error(entry.line, `\`${entry.key}\` must be text; got ${kindOf(value)} (quote it to make it text)`);
    return undefined;
  }

  /** The value as plain data: objects, arrays, strings, numbers, booleans, null. */
  data(value: Node | null): unknown {
    return value === null ? null : value.toJS(this.#doc);
  }

  #resolve(value: unknown): Node | null {
    const node = isAlias(value) ? value.resolve(this.#doc) : value;
    if (node === undefined || node === null || (isScalar(node) && node.value === null)) return null;
    return node as Node;
  }

  #line(offset: number): number {
    return this.#lines.linePos(offset).line;
  }
}

/** What a YAML value is, for messages. */
export function kindOf(value: Node | null): string {
  if (value === null) return 'nothing';
  if (isMap(value)) return 'a map';
  if (isSeq(value)) return 'a list';
  if (isScalar(value)) {
    const v = value.value;
    return typeof v === 'number' ? 'a number' : typeof v === 'boolean' ? 'true/false' : 'text';
  }
  return 'an unknown value';
}

function yamlMessage(message: string): string {
  return `YAML syntax: ${message.charAt(0).toLowerCase()}${message.slice(1)}`;
}
