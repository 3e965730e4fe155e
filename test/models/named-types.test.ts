// The named types whose schemas the package does not export (test/types/model-names.test.ts checks the others, from
// the package's own entry): each is exactly its schema's type, never a second copy that could drift from it.
import { describe, expectTypeOf, it } from 'vitest';
import type * as z from 'zod/mini';
import type { ErrorBody, ErrorBodySchema } from '../../src/core/error-body.js';
import type { Link, Links } from '../../src/core/hal.js';
import type { Link as LinkSchema, Links as LinksSchema } from '../../src/core/validation/links.js';
import type { PageMeta, PageMeta as PageMetaSchema } from '../../src/core/validation/schema.js';
import type * as search from '../../src/search/msearch-schema.js';

describe('named types of internal schemas', () => {
  it("are exactly their schemas' output types", () => {
    expectTypeOf<ErrorBody>().toEqualTypeOf<z.infer<typeof ErrorBodySchema>>();
    expectTypeOf<Link>().toEqualTypeOf<z.infer<typeof LinkSchema>>();
    expectTypeOf<Links>().toEqualTypeOf<z.infer<typeof LinksSchema>>();
    expectTypeOf<PageMeta>().toEqualTypeOf<z.infer<typeof PageMetaSchema>>();
    expectTypeOf<search.MsearchHeader>().toEqualTypeOf<z.infer<typeof search.MsearchHeader>>();
    expectTypeOf<search.MsearchHighlight>().toEqualTypeOf<z.infer<typeof search.MsearchHighlight>>();
    expectTypeOf<search.MsearchMustClause>().toEqualTypeOf<z.infer<typeof search.MsearchMustClause>>();
    expectTypeOf<search.MsearchQuery>().toEqualTypeOf<z.infer<typeof search.MsearchQuery>>();
    expectTypeOf<search.MsearchSourceFilter>().toEqualTypeOf<z.infer<typeof search.MsearchSourceFilter>>();
    expectTypeOf<search.MsearchText>().toEqualTypeOf<z.infer<typeof search.MsearchText>>();
    expectTypeOf<search.MultiMatch>().toEqualTypeOf<z.infer<typeof search.MultiMatch>>();
  });
});
