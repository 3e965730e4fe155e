import { ApiResource } from '../core/api-resource.js';

/** ApiKeys (to be written). */
export class ApiKeys extends ApiResource {}
