import type { Router } from '../http/router.js';

/** DataComponents (being written). */
export function registerDataComponents(_router: Router): void {}
