import { ApiResource } from '../core/api-resource.js';

/** Invitations (being written). */
export class Invitations extends ApiResource {}
