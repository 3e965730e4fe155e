import {
  crossFieldsScore,
  type HighlightTerms,
  highlightText,
  matchesPattern,
  phraseScore,
  type WeightedField,
  wordsOf,
} from './match.js';

/** A query the search engine cannot run; `_msearch` reports it inside its 200 answer, as a search engine does. */
export class QueryError extends Error {}

/** A document to search: the dataset id and its `_source` (every indexed field). */
export interface SearchDocument<S extends Obj = Obj> {
  id: string;
  source: S;
}

/** One matching document with its score and, when asked for, highlighted fragments per field. */
export interface ScoredHit<D extends SearchDocument = SearchDocument> {
  document: D;
  score: number;
  highlight?: Record<string, string[]>;
}

type Obj = Record<string, unknown>;
interface Clause {
  type: string;
  fields: Array<{ pattern: string; boost: number }>;
  words: string[];
  all: boolean;
}
interface Group {
  should: Clause[];
  minimum: number;
}
interface Highlight {
  pre: string;
  post: string;
  fields: string[];
  requireFieldMatch: boolean;
}

const types = new Set(['cross_fields', 'phrase', 'phrase_prefix']);

/**
 * Runs the spec's msearch query object (bool.must of bool.should of multi_match) over the documents: every must
 * group needs `minimum_should_match` (default 1) of its clauses; the score is the sum of the matching clauses'.
 * Returns all matches, best first; throws `QueryError` on anything the query object does not allow.
 */
export function runQuery<D extends SearchDocument>(documents: readonly D[], query: unknown): Array<ScoredHit<D>> {
  const root = object(query, 'the query');
  const must =
    root['query'] === undefined
      ? []
      : array(object(object(root['query'], 'query')['bool'], 'query.bool')['must'], 'query.bool.must');
  const groups = must.map((entry, i) =>
    group(object(object(entry, `must[${i}]`)['bool'], `must[${i}].bool`), `must[${i}].bool`),
  );
  const highlight = root['highlight'] === undefined ? undefined : readHighlight(object(root['highlight'], 'highlight'));
  const hits: Array<ScoredHit<D>> = [];
  for (const document of documents) {
    const scores = groups.map((g) => {
      const matched = g.should.map((clause) => clauseScore(document, clause)).filter((s) => s > 0);
      return matched.length < g.minimum ? undefined : matched.reduce((sum, s) => sum + s, 0);
    });
    if (scores.includes(undefined)) continue;
    const score = groups.length ? scores.reduce<number>((sum, s) => sum + (s ?? 0), 0) : 1;
    const marks =
      highlight &&
      highlightOf(
        document,
        highlight,
        groups.flatMap((g) => g.should),
      );
    hits.push(marks && Object.keys(marks).length ? { document, score, highlight: marks } : { document, score });
  }
  return hits.sort(
    (a, b) =>
      b.score - a.score ||
      String(a.document.source['title']).localeCompare(String(b.document.source['title'])) ||
      a.document.id.localeCompare(b.document.id),
  );
}

/** The text of a field of a document: a string, or the strings of an array (such as `tags`) joined. */
function fieldText(source: Obj, name: string): string {
  const value = source[name];
  if (typeof value === 'string') return value;
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').join(' ') : '';
}

function group(bool: Obj, where: string): Group {
  const should = array(bool['should'], `${where}.should`).map((entry, i) =>
    clause(object(object(entry, `${where}.should[${i}]`)['multi_match'], `${where}.should[${i}].multi_match`)),
  );
  if (!should.length) throw new QueryError(`${where}.should must not be empty`);
  return { should, minimum: minimumOf(bool['minimum_should_match'], should.length) };
}

function clause(match: Obj): Clause {
  const type = match['type'] ?? 'cross_fields';
  if (typeof type !== 'string' || !types.has(type))
    throw new QueryError(
      `multi_match type [${String(type)}] is not supported; use cross_fields, phrase or phrase_prefix`,
    );
  if (typeof match['query'] !== 'string') throw new QueryError('multi_match needs a [query] string');
  const operator = match['operator'] ?? 'or';
  if (operator !== 'and' && operator !== 'or')
    throw new QueryError(`multi_match operator [${String(operator)}] is not supported; use and or or`);
  const names = match['fields'] === undefined ? ['*'] : array(match['fields'], 'multi_match.fields');
  const fields = names.map((name) => {
    const [pattern = '', boost] = String(name).split('^');
    return { pattern, boost: boost === undefined ? 1 : Number(boost) };
  });
  if (fields.some((f) => !f.pattern || !(f.boost >= 0)))
    throw new QueryError(`multi_match fields ${JSON.stringify(names)} are not field names with optional ^boost`);
  return { type, fields, words: wordsOf(match['query']), all: operator === 'and' };
}

/** `minimum_should_match`: a count, `'2'`, `'-1'` (all but one) or a percentage `'50%'`, kept within 0..count. */
function minimumOf(value: unknown, count: number): number {
  if (value === undefined) return 1;
  const text = String(value).trim();
  const found = /^(-?)(\d+)(%?)$/.exec(text);
  if (!found) throw new QueryError(`minimum_should_match [${text}] is not a count or a percentage`);
  const n = found[3] ? Math.floor((count * Number(found[2])) / 100) : Number(found[2]);
  return Math.min(count, Math.max(0, found[1] ? count - n : n));
}

function clauseScore(document: SearchDocument, clause: Clause): number {
  const fields = fieldsOf(document.source, clause);
  if (clause.type === 'cross_fields') return crossFieldsScore(fields, clause.words, clause.all);
  return phraseScore(fields, clause.words, clause.type === 'phrase_prefix');
}

function fieldsOf(source: Obj, clause: Clause): WeightedField[] {
  return Object.keys(source).flatMap((name) => {
    const weight = clause.fields
      .filter((f) => matchesPattern(name, f.pattern) || f.pattern.split('.')[0] === name)
      .reduce((max, f) => Math.max(max, f.boost), -1);
    return weight < 0 ? [] : [{ name, weight, words: wordsOf(fieldText(source, name)) }];
  });
}

function readHighlight(value: Obj): Highlight {
  const tags = (key: string, fallback: string): string => {
    const list = value[key] === undefined ? [fallback] : array(value[key], `highlight.${key}`);
    return typeof list[0] === 'string' ? list[0] : fallback;
  };
  const fields = value['fields'];
  const names = Array.isArray(fields)
    ? fields.flatMap((f) => (typeof f === 'string' ? [f] : Object.keys(object(f, 'highlight.fields'))))
    : Object.keys(object(fields, 'highlight.fields'));
  return {
    pre: tags('pre_tags', '<em>'),
    post: tags('post_tags', '</em>'),
    fields: names,
    requireFieldMatch: value['require_field_match'] !== false,
  };
}

function highlightOf(
  document: SearchDocument,
  highlight: Highlight,
  clauses: readonly Clause[],
): Record<string, string[]> {
  const marks: Record<string, string[]> = {};
  for (const name of Object.keys(document.source).filter((n) => highlight.fields.some((p) => matchesPattern(n, p)))) {
    const terms: HighlightTerms = { words: new Set(), prefixes: new Set() };
    for (const clause of clauses) {
      if (highlight.requireFieldMatch && !fieldsOf({ [name]: '' }, clause).length) continue;
      const last = clause.type === 'phrase_prefix' ? clause.words.at(-1) : undefined;
      for (const word of clause.words) terms.words.add(word);
      if (last !== undefined) terms.prefixes.add(last);
    }
    const text = highlightText(fieldText(document.source, name), terms, highlight.pre, highlight.post);
    if (text !== undefined) marks[name] = [text];
  }
  return marks;
}

function object(value: unknown, where: string): Obj {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Obj;
  throw new QueryError(`[${where}] must be an object`);
}

function array(value: unknown, where: string): unknown[] {
  if (Array.isArray(value)) return value;
  throw new QueryError(`[${where}] must be an array`);
}
