import { ApiResource } from '../core/api-resource.js';

/** Alerts (being written). */
export class Alerts extends ApiResource {}
