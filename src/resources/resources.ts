import { ApiResource } from '../core/api-resource.js';

/** Resources (to be written). */
export class Resources extends ApiResource {}
