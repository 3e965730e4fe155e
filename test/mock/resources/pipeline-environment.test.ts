// The mock's pipeline environment: which settings make a variable sensitive, where each value comes from, and the
// names Meltano gives them, on a custom plugin (the catalogue has no OAUTH or hidden setting).
import { describe, expect, it } from 'vitest';
import { createMockService } from '../../../src/mock/index.js';
import { addDataComponent } from '../../../src/mock/resources/data-components.js';
import { addCustomPlugin } from '../../../src/mock/resources/data-plugins/workspace-plugins.js';
import { environmentOf } from '../../../src/mock/resources/pipelines/environment.js';
import { addPipeline } from '../../../src/mock/resources/pipelines/pipelines.js';
import type { Store } from '../../../src/mock/store.js';

describe('environmentOf', () => {
  it('flags PASSWORD, OAUTH and HIDDEN kinds and hidden, protected or sensitive settings; values by precedence', () => {
    const mock = createMockService();
    const store = mock.store as Store;
    const workspaceId = mock.fixtures.workspaceId;
    const profileId = mock.fixtures.owner.id;
    addCustomPlugin(store, workspaceId, {
      type: 'EXTRACTOR',
      name: 'tap-crm',
      variant: 'acme',
      settings: [
        { name: 'api_url', kind: 'STRING', value: 'https://crm.example.com' },
        { name: 'page_size', kind: 'INTEGER', value: 100 },
        { name: 'oauth_token', kind: 'OAUTH' },
        { name: 'signing_key', kind: 'HIDDEN' },
        { name: 'client_id', kind: 'STRING', hidden: true },
        { name: 'account', kind: 'STRING', protected: true },
        { name: 'tenant', kind: 'STRING', sensitive: true, env: 'CRM_TENANT' },
        { name: 'unset', kind: 'PASSWORD' },
      ],
    });
    addDataComponent(store, {
      workspaceId,
      name: 'extractors/tap-crm',
      dataPlugin: 'extractors/tap-crm--acme',
      properties: {
        oauth_token: 'component-token',
        signing_key: 'k-123456',
        client_id: 'c',
        account: 'a',
        tenant: 't',
      },
    });
    const pipeline = addPipeline(store, {
      workspaceId,
      name: 'crm',
      profileId,
      dataComponents: ['extractors/tap-crm'],
      properties: { 'tap-crm.oauth_token': 'pipeline-token', 'tap-crm._select': '["deals.*"]', 'other.key': 'x' },
    });
    expect(environmentOf(store, pipeline)).toEqual({
      TAP_CRM_API_URL: { value: 'https://crm.example.com', sensitive: false },
      TAP_CRM_PAGE_SIZE: { value: '100', sensitive: false },
      TAP_CRM_OAUTH_TOKEN: { value: 'pipeline-token', sensitive: true },
      TAP_CRM_SIGNING_KEY: { value: 'k-123456', sensitive: true },
      TAP_CRM_CLIENT_ID: { value: 'c', sensitive: true },
      TAP_CRM_ACCOUNT: { value: 'a', sensitive: true },
      CRM_TENANT: { value: 't', sensitive: true },
      TAP_CRM__SELECT: { value: '["deals.*"]', sensitive: false },
      OTHER_KEY: { value: 'x', sensitive: false },
    });
  });
});
