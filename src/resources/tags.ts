import { ApiResource } from '../core/api-resource.js';

/** Tags (to be written). */
export class Tags extends ApiResource {}
