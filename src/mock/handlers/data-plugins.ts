import type { Router } from '../http/router.js';

/** DataPlugins (being written). */
export function registerDataPlugins(_router: Router): void {}
