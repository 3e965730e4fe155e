import type { Router } from '../http/router.js';

/** Invitations (being written). */
export function registerInvitations(_router: Router): void {}
