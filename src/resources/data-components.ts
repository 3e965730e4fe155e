import { ApiResource } from '../core/api-resource.js';

/** DataComponents (being written). */
export class DataComponents extends ApiResource {}
