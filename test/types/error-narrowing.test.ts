// `instanceof` of a generic class fills its type parameters with `any`: `ApiError` has none, so the catch-all the
// docs teach (`error instanceof ApiError`) types `status` as a number, and each subclass as its literal.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { ApiError, NotFoundError, RateLimitError, ServerError, WdpError } from 'wdp-sdk';

describe('narrowing an error with instanceof', () => {
  it('types status as number on ApiError and ServerError, as the literal on a subclass of one status', () => {
    const narrowed = (error: unknown): string[] => {
      const kinds: string[] = [];
      if (error instanceof ApiError) {
        expectTypeOf(error.status).toEqualTypeOf<number>();
        kinds.push('api');
      }
      if (error instanceof ServerError) expectTypeOf(error.status).toEqualTypeOf<number>();
      if (error instanceof NotFoundError) {
        expectTypeOf(error.status).toEqualTypeOf<404>();
        kinds.push('404');
      }
      if (error instanceof RateLimitError) expectTypeOf(error.status).toEqualTypeOf<429>();
      if (error instanceof WdpError) kinds.push('wdp');
      return kinds;
    };
    const init = { method: 'GET', url: 'https://wdp.test/api/x', status: 404, headers: new Headers(), rawBody: '' };
    expectTypeOf(narrowed(ApiError.from(init))).toEqualTypeOf<string[]>();
    expect(narrowed(ApiError.from(init))).toEqual(['api', '404', 'wdp']);
  });
});
