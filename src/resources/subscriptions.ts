import { ApiResource } from '../core/api-resource.js';

/** Subscriptions (to be written). */
export class Subscriptions extends ApiResource {}
