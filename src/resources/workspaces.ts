import { ApiResource } from '../core/api-resource.js';

/** Workspaces (being written). */
export class Workspaces extends ApiResource {}
