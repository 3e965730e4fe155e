import type { Router } from '../http/router.js';

/** Pipelines (being written). */
export function registerPipelines(_router: Router): void {}
