import { ApiResource } from '../core/api-resource.js';

/** DataPlugins (being written). */
export class DataPlugins extends ApiResource {}
