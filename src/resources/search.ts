import { ApiResource } from '../core/api-resource.js';

/** Search (to be written). */
export class Search extends ApiResource {}
