import { ApiResource } from '../core/api-resource.js';

/** Comments (to be written). */
export class Comments extends ApiResource {}
