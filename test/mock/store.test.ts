import { describe, expectTypeOf, it } from 'vitest';
import type { MockStore } from '../../src/mock/index.js';
import type { MockStoreCore, Store } from '../../src/mock/store.js';

describe('Store', () => {
  it('is the published MockStore: the tables the resource modules declare are those routes.ts makes', () => {
    expectTypeOf<Store>().toEqualTypeOf<MockStore>();
    expectTypeOf<Store>().not.toEqualTypeOf<MockStoreCore>();
  });
});
