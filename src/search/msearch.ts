import { checkInput } from '../core/arguments/input.js';
import { ApiError, ValidationError } from '../core/errors.js';
import type { Reply } from '../core/http/call.js';
import { isJsonObject } from '../core/json.js';
import type { Description } from '../core/operations/description.js';
import type { MsearchResponse, MsearchResult } from '../models/msearch.js';
import {
  MsearchHeader,
  type MsearchHighlight,
  MsearchQuery,
  MsearchText,
  type MultiMatchType,
} from './msearch-schema.js';

/**
 * The `should` clauses of a text search unless `types` says otherwise: all words across the fields, or the words
 * typed so far as a phrase.
 */
export const defaultMsearchTypes: readonly MultiMatchType[] = ['cross_fields', 'phrase_prefix'];

/** The tags a text search highlights with unless told otherwise (search UIs style `<mark>`). */
const defaultHighlightTags = { pre_tags: ['<mark>'], post_tags: ['</mark>'] } as const;

/**
 * The query object of an msearch: built from a text search, or a raw query object checked and returned as given.
 * A text search gives `query.bool.must[0].bool.should` with one `multi_match` per type (operator `and`,
 * `minimum_should_match: '1'`); `highlight: true` highlights the searched fields (boosts stripped) with
 * `<mark>` tags and `require_field_match: false`. Throws `InvalidArgumentError` on a blank text, an empty
 * field list or any key or value the spec's query object does not have.
 * @example
 * msearchQuery({ text: 'revenue q3', fields: ['title^3', 'description'], size: 10, highlight: true });
 * // { query: { bool: { must: [{ bool: { should: [
 * //   { multi_match: { fields: ['title^3', 'description'], query: 'revenue q3', type: 'cross_fields',
 * //     operator: 'and' } },
 * //   { multi_match: { fields: ['title^3', 'description'], query: 'revenue q3', type: 'phrase_prefix',
 * //     operator: 'and' } },
 * // ], minimum_should_match: '1' } }] } },
 * //   highlight: { pre_tags: ['<mark>'], post_tags: ['</mark>'], fields: { title: {}, description: {} },
 * //     require_field_match: false },
 * //   size: 10 }
 */
export function msearchQuery(query: MsearchQuery | MsearchText, operation = 'msearchQuery'): MsearchQuery {
  if (isText(query)) return fromText(checkInput(MsearchText, query, operation));
  checkInput(MsearchQuery, query, operation);
  return query;
}

/**
 * The body of an msearch: the header line, then the query line, each JSON on one line and newline-terminated.
 * `JSON.stringify` escapes newlines inside strings, so each object stays on its line.
 * @example
 * msearchBody({ preference: 'session-1' }, { size: 0 }); // '{"preference":"session-1"}\n{"size":0}\n'
 */
export function msearchBody(header: MsearchHeader, query: MsearchQuery): string {
  return `${JSON.stringify(header)}\n${JSON.stringify(query)}\n`;
}

/** Checks the header of `search.msearch()`: an object with at most a string `preference`. */
export function msearchHeader(header: MsearchHeader | undefined, operation: string): MsearchHeader {
  if (header === undefined) return {};
  checkInput(MsearchHeader, header, operation);
  return header;
}

/**
 * The one result of an msearch answer: the first of `responses`, or the body itself when the service sent the
 * result directly. A query the search engine refused inside a 200 (`{ error, status }`) throws the `ApiError` of
 * that status, naming the request's method and URL and the response's headers. An envelope with no response holds
 * no result: it throws `ValidationError` at `responses` in every validation mode. Run as the call's reading of its
 * reply (`Transport.send`), what it throws gets the call's request id and redaction, as every call's errors do.
 */
export function msearchResult(reply: MsearchReply, op: Pick<Description, 'name' | 'method'>): MsearchResult {
  // Read as unknown: in `warn` or `off` mode the body may have drifted from its type.
  const body: unknown = reply.data;
  const responses = isJsonObject(body) && Array.isArray(body['responses']) ? body['responses'] : [body];
  if (responses.length === 0)
    throw new ValidationError(op.name, 'responses', 'empty, where one result was expected', body);
  const item: unknown = responses[0];
  if (isJsonObject(item) && 'error' in item && !('hits' in item)) {
    const status = typeof item['status'] === 'number' && item['status'] >= 400 ? item['status'] : 500;
    const { url, headers } = reply;
    throw ApiError.from({ method: op.method, url, status, headers, rawBody: JSON.stringify(item) });
  }
  return item as MsearchResult;
}

/** What `msearchResult` reads of a reply: its body, the URL it was requested at, and the response's headers. */
type MsearchReply = Pick<Reply<MsearchResponse>, 'data' | 'url' | 'headers'>;

function fromText(search: MsearchText): MsearchQuery {
  const text = search.text.trim();
  const should = (search.types ?? defaultMsearchTypes).map((type) => ({
    multi_match: { fields: search.fields, query: text, type, operator: 'and' as const },
  }));
  const query: MsearchQuery = { query: { bool: { must: [{ bool: { should, minimum_should_match: '1' } }] } } };
  const highlight = highlightOf(search.highlight, search.fields);
  if (highlight) query.highlight = highlight;
  if (search.size !== undefined) query.size = search.size;
  if (search._source !== undefined) query._source = search._source;
  return query;
}

function highlightOf(option: MsearchText['highlight'], fields: readonly string[]): MsearchHighlight | undefined {
  if (option === undefined || option === false) return undefined;
  const own = option === true ? {} : option;
  return {
    pre_tags: own.pre_tags ?? [...defaultHighlightTags.pre_tags],
    post_tags: own.post_tags ?? [...defaultHighlightTags.post_tags],
    fields: own.fields ?? Object.fromEntries(fields.map((field) => [field.replace(/\^[\d.]*$/, ''), {}])),
    require_field_match: own.require_field_match ?? false,
  };
}

function isText(query: MsearchQuery | MsearchText): query is MsearchText {
  return isJsonObject(query) && 'text' in query;
}
