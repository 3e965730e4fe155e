import type { Router } from '../http/router.js';

/** Workspaces (being written). */
export function registerWorkspaces(_router: Router): void {}
