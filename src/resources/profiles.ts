import { ApiResource } from '../core/api-resource.js';

/** Profiles (to be written). */
export class Profiles extends ApiResource {}
