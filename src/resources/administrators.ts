import { ApiResource } from '../core/api-resource.js';

/** Administrators (to be written). */
export class Administrators extends ApiResource {}
