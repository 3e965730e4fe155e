import { ApiResource } from '../core/api-resource.js';

/** Datasets (to be written). */
export class Datasets extends ApiResource {}
