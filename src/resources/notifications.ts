import { ApiResource } from '../core/api-resource.js';

/** Notifications (to be written). */
export class Notifications extends ApiResource {}
