import { ApiResource } from '../core/api-resource.js';

/** Pipelines (being written). */
export class Pipelines extends ApiResource {}
