import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { en } from 'zod/locales';
import * as z from 'zod/mini';
import { issueMessage } from '../../../src/core/arguments/issue-message.js';
import * as sdk from '../../../src/index.js';
import { ChannelInput } from '../../../src/models/channel.js';
import {
  MinimumShouldMatch,
  MsearchHighlight,
  MsearchQuery,
  MultiMatch,
  MultiMatchType,
} from '../../../src/search/msearch-schema.js';
import { jsonValue, propertyTimeout, runs, wellFormedUnit } from '../../properties/arbitraries.js';
import { allSchemas as schemas } from '../validation/schemas.js';

vi.setConfig({ testTimeout: propertyTimeout });

// The SDK words issues itself (zod/mini loads no locale); these pin that the wording is zod's English locale's.
const english = en().localeError;

function messages(schema: z.ZodMiniType, value: unknown, error: z.core.$ZodErrorMap): string[] {
  const result = schema.safeParse(value, { error });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

// Except unknown keys, which the SDK words itself: `unknown key "nmae" (did you mean "name"?); it takes name, ...`.
const ownWording = (issue: z.core.$ZodRawIssue) => (issue.code === 'unrecognized_keys' ? 'own' : undefined);

function agrees(schema: z.ZodMiniType, value: unknown): void {
  const sdkWords: z.core.$ZodErrorMap = (issue) => ownWording(issue) ?? issueMessage(issue);
  const zodWords: z.core.$ZodErrorMap = (issue) => ownWording(issue) ?? english(issue);
  expect(messages(schema, value, sdkWords)).toEqual(messages(schema, value, zodWords));
}

describe('issue messages', () => {
  it('word every issue of the exported schemas as zod English does, for any JSON value', () => {
    expect(schemas.length).toBeGreaterThan(40);
    fc.assert(
      fc.property(fc.constantFrom(...schemas), jsonValue(4, wellFormedUnit), ([, schema], value) =>
        agrees(schema, value),
      ),
      runs,
    );
  });

  it('word each kind of issue the schemas raise as zod English does', () => {
    const cases: [z.ZodMiniType, unknown][] = [
      [sdk.Channel, { id: 1, name: null, datasetCount: Number.NaN }], // invalid_type, with null and NaN received
      [MsearchQuery, { query: {}, size: -1, extra: true, more: 1 }], // unrecognized_keys (plural), too_small
      [MsearchQuery, { query: {}, unknown: 1 }], // unrecognized_keys (one)
      [MultiMatchType, 'fuzzy'], // invalid_value, several options
      // invalid_format (regex with a message), invalid_value (one)
      [MultiMatch, { query: 'x', fields: ['^3'], operator: 'or' }],
      [MultiMatch, { query: 'x', fields: [] }], // too_small on an array
      [MinimumShouldMatch, 1.5], // invalid_union
      [MsearchHighlight, { fields: { '': {} } }], // invalid_key in a record
      [ChannelInput, { name: '' }], // too_small with its own message
      [sdk.JobStatus, 'LOST'], // custom (open enum)
      [z.array(z.string()).check(z.maxLength(1)), ['a', 'b']], // too_big on an array
      [z.number().check(z.lt(3)), 5], // too_big on a number, exclusive
      [z.string().check(z.regex(/^a$/)), 'b'], // invalid_format without a message
      // invalid_element is not raised for plain records: invalid_type at a.
      [z.record(z.string(), z.number()), { a: 'x' }],
    ];
    for (const [schema, value] of cases) {
      expect(messages(schema, value, issueMessage).length).toBeGreaterThan(0);
      agrees(schema, value);
    }
  });

  it('word unknown keys with the keys the object takes, and the nearest one of a lone typo', () => {
    expect(messages(ChannelInput, { name: 'Sales', nmae: 'x' }, issueMessage)).toEqual([
      ': unknown key "nmae" (did you mean "name"?); it takes name, description, picture, workspaceId, scope, type',
    ]);
    expect(messages(ChannelInput, { name: 'Sales', colour: 1, size: 2 }, issueMessage)).toEqual([
      ': unknown keys "colour", "size"; it takes name, description, picture, workspaceId, scope, type',
    ]);
    expect(messages(MsearchQuery, { query: {}, zzzzzz: 1 }, issueMessage)).toContainEqual(
      expect.stringMatching(/^: unknown key "zzzzzz"; it takes query, /),
    );
  });
});
