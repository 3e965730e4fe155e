import { ApiResource } from '../core/api-resource.js';

/** Deployments (to be written). */
export class Deployments extends ApiResource {}
