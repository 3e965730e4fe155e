// An API key as `wdp api-keys list` and `create` show it.
import type { ApiKey } from '../../index.js';
import { view } from './view.js';

/** An API key: its name and client id; its fields carry the client secret, which only `create` receives. */
export const apiKeyView = view({
  columns: [
    'id',
    'name',
    { field: 'client id', keep: true },
    { heading: 'CREATED', cell: (k) => k.created, time: true },
  ],
  fields: (key: ApiKey) => ({
    id: key.id,
    name: key.name,
    'client id': key.clientId,
    'client secret': key.clientSecret,
  }),
});
