import { ApiResource } from '../core/api-resource.js';

/** Jobs (to be written). */
export class Jobs extends ApiResource {}
