import type { Router } from '../http/router.js';

/** Alerts (being written). */
export function registerAlerts(_router: Router): void {}
