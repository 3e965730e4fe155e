import { ApiResource } from '../core/api-resource.js';

/** Members (being written). */
export class Members extends ApiResource {}
