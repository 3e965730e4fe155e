import { ApiResource } from '../core/api-resource.js';

/** Datastores (to be written). */
export class Datastores extends ApiResource {}
