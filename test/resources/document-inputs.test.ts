// The request bodies of workspaces, profiles, channels, comments, datasets, messages, API keys, files, alerts,
// invitations and subscriptions: every field the service's document lets a caller set is sent as given, a field
// the document requires is required, and any other key is refused before anything is sent.
import { describe, expect, it } from 'vitest';
import { type Client, InvalidArgumentError, type Logger } from '../../src/index.js';
import { APIKEY, apiKeyBody, profileBody } from '../fixtures/accounts.js';
import {
  CHANNEL,
  COMMENT,
  channelBody,
  DATASET,
  datasetBody,
  PROFILE,
  PROFILE_ENCODED,
  WS,
} from '../fixtures/bodies.js';
import { commentBody } from '../fixtures/comments.js';
import { ALERT, alertBody } from '../fixtures/components-bodies.js';
import { MESSAGE, messageBody, RECIPIENT } from '../fixtures/datasets-bodies.js';
import { resourceBody } from '../fixtures/resources.js';
import { workspaceBody } from '../fixtures/workspaces-bodies.js';
import { makeClient, strict, TOKEN, useServer, wire } from '../helpers/server.js';

useServer();

const jsonHeaders = { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' };

/** A strict client whose logger keeps every warning. */
function watched(): { client: Client; warnings: string[] } {
  const warnings: string[] = [];
  const keep = (message: string) => void warnings.push(message);
  const logger: Logger = { debug: () => undefined, info: () => undefined, warn: keep, error: keep };
  return { client: strict({ logger }), warnings };
}

const repository = {
  name: 'Analytics',
  alias: 'analytics-eu',
  repositoryUrl: 'git@github.com:acme/analytics.git',
  repositoryBranch: 'main',
  repositoryDirectory: 'warehouse',
  githubInstallationId: '41235512',
  deploymentSecret: 'dps_new_5Tq8',
  sshPrivateKey: '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----',
  defaultEnvironment: 'production',
  pipelinesImage: 'ghcr.io/acme/pipelines:2.4',
  appProperties: { theme: 'dark' },
  defaultWorkspace: true,
};

describe('workspaces: repository settings, alias, appProperties, defaultWorkspace; PROVISIONING and FAILED', () => {
  it('sends each exactly as given and reads them back, PROVISIONING with no warning in strict mode', async () => {
    const path = `/api/workspaces/${WS}`;
    const { defaultWorkspace: _asked, deploymentSecret: _secret, ...echoed } = repository;
    const answer = workspaceBody({ ...echoed, status: 'PROVISIONING' });
    const net = wire().on('PUT', path, { status: 201, body: answer });
    const { client, warnings } = watched();
    const result = await client.workspaces.put(WS, repository);
    expect(net.last).toMatchObject({ method: 'PUT', path, search: '', body: repository });
    expect(net.last.headers).toMatchObject(jsonHeaders);
    expect(result).toMatchObject({ created: true, data: { ...echoed, status: 'PROVISIONING' } });
    expect(warnings).toEqual([]);
  });

  it('reads FAILED on a workspace and on a profile’s embedded workspace, in strict mode', async () => {
    wire()
      .on('GET', `/api/workspaces/${WS}`, { body: workspaceBody({ status: 'FAILED' }) })
      .on('GET', `/api/profiles/${PROFILE_ENCODED}`, {
        body: profileBody({
          featuresDisabled: 'pipelines,news',
          defaultWorkspace: { id: WS, name: 'Analytics', status: 'PROVISIONING', repositoryBranch: 'main' },
        }),
      });
    const { client, warnings } = watched();
    expect((await client.workspaces.get(WS)).status).toBe('FAILED');
    const profile = await client.profiles.get(PROFILE);
    expect(profile.featuresDisabled).toBe('pipelines,news');
    expect(profile.defaultWorkspace).toMatchObject({ status: 'PROVISIONING', repositoryBranch: 'main' });
    expect(warnings).toEqual([]);
  });

  it('refuses an unknown key, naming it with the keys the body takes, and a wrong type, before sending', () => {
    const net = wire();
    expect(() => makeClient().workspaces.create({ name: 'Analytics', repoBranch: 'main' } as never)).toThrow(
      new RegExp(
        'workspaces\\.create was given invalid input; nothing was sent\\. ' +
          'the body: unknown key "repoBranch"; it takes name, alias, ',
      ),
    );
    expect(() => makeClient().workspaces.put(WS, { name: 'Analytics', nmae: 'x' } as never)).toThrow(
      /unknown key "nmae" \(did you mean "name"\?\)/,
    );
    expect(() => makeClient().workspaces.update(WS, workspaceBody() as never)).toThrow(/unknown keys "id", /);
    expect(() => makeClient().workspaces.put(WS, { name: 'A', defaultWorkspace: 'yes' as never })).toThrow(
      /defaultWorkspace: defaultWorkspace must be a boolean/,
    );
    expect(() => makeClient().workspaces.put(WS, { name: 'A', appProperties: { size: 3 as never } })).toThrow(
      /appProperties\.size/,
    );
    expect(net.requests).toHaveLength(0);
  });
});

describe('profiles.put: email required, featuresDisabled and defaultWorkspace sent', () => {
  const path = `/api/profiles/${PROFILE_ENCODED}`;

  it('sends them exactly as given', async () => {
    const body = {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      featuresDisabled: 'pipelines',
      defaultWorkspace: { id: WS },
    };
    const net = wire().on('PUT', path, { status: 200, body: profileBody({ featuresDisabled: 'pipelines' }) });
    const result = await watched().client.profiles.put(PROFILE, body);
    expect(net.last).toMatchObject({ method: 'PUT', path, search: '', body });
    expect(net.last.headers).toMatchObject(jsonHeaders);
    expect(result.data.featuresDisabled).toBe('pipelines');
  });

  it('refuses a body without an email, an unknown key, or a default workspace without an id, before sending', () => {
    const net = wire();
    // @ts-expect-error email is required
    expect(() => makeClient().profiles.put(PROFILE, { name: 'Ada' })).toThrow(
      /profiles\.put was given invalid input; nothing was sent\. email: /,
    );
    expect(() => makeClient().profiles.put(PROFILE, { name: 'Ada', email: ' ' })).toThrow(
      /email: a profile needs an email that is not blank/,
    );
    expect(() => makeClient().profiles.put(PROFILE, { ...profileBody(), email: 'ada@example.com' } as never)).toThrow(
      /unknown keys "id", "handle", /,
    );
    expect(() =>
      makeClient().profiles.put(PROFILE, { name: 'Ada', email: 'a@b.c', defaultWorkspace: { name: 'x' } as never }),
    ).toThrow(/defaultWorkspace\.id: /);
    expect(net.requests).toHaveLength(0);
  });
});

describe('channels.put: workspaceId, scope and type (a LIST channel)', () => {
  const path = `/api/workspaces/${WS}/channels/${CHANNEL}`;

  it('sends them exactly as given and reads repositoryPath back', async () => {
    const body = { name: 'Board pack', workspaceId: WS, scope: 'WORKSPACE', type: 'LIST' } as const;
    const answer = channelBody({ ...body, repositoryPath: 'channels/board-pack.yml' });
    const net = wire().on('PUT', path, { status: 201, body: answer });
    const result = await watched().client.channels.put(WS, CHANNEL, body);
    expect(net.last).toMatchObject({ method: 'PUT', path, search: '', body });
    expect(result.data).toMatchObject({ type: 'LIST', scope: 'WORKSPACE', repositoryPath: 'channels/board-pack.yml' });
  });

  it('refuses an unknown type or scope and an unknown key before sending', () => {
    const net = wire();
    expect(() => makeClient().channels.put(WS, CHANNEL, { name: 'x', type: 'FOLDER' as never })).toThrow(
      /type: type must be SOURCE or LIST/,
    );
    expect(() => makeClient().channels.create(WS, { name: 'x', scope: 'TEAM' as never })).toThrow(
      /scope: scope must be PROFILE or WORKSPACE/,
    );
    expect(() => makeClient().channels.update(WS, CHANNEL, { name: 'x', kind: 'LIST' } as never)).toThrow(
      /channels\.update was given invalid input; nothing was sent\. the body: unknown key "kind"/,
    );
    expect(net.requests).toHaveLength(0);
  });
});

describe('comments.put: datasetId and parentId', () => {
  it('sends them exactly as given', async () => {
    const path = `/api/datasets/${DATASET}/comments/${COMMENT}`;
    const body = { message: 'Agreed #kpi', datasetId: DATASET, parentId: 'c0ffee00-0000-4000-8000-000000000001' };
    const net = wire().on('PUT', path, { status: 201, body: commentBody({ parentId: body.parentId }) });
    await watched().client.comments.put(DATASET, COMMENT, body);
    expect(net.last).toMatchObject({ method: 'PUT', path, search: '', body });
  });

  it('refuses an unknown key before sending', () => {
    const net = wire();
    expect(() => makeClient().comments.create(DATASET, { message: 'x', text: 'y' } as never)).toThrow(
      /comments\.create was given invalid input; nothing was sent\. the body: unknown key "text"/,
    );
    expect(net.requests).toHaveLength(0);
  });
});

describe('datasets: publish and update with the document’s fields', () => {
  it('publishes workspaceId and descriptionContentType, and reads the new fields back', async () => {
    const path = `/api/workspaces/${WS}/datasets`;
    const body = {
      alias: 'daily-users',
      title: 'Daily users',
      description: '# Daily users',
      descriptionContentType: 'text/markdown',
      workspaceId: WS,
    };
    const answer = datasetBody({
      descriptionContentType: 'text/markdown',
      rawData: '[{"day":"2024-01-01","users":3}]',
      repositoryPath: 'datasets/daily-users.yml',
    });
    const net = wire().on('POST', path, { status: 201, body: answer });
    const result = await watched().client.datasets.publish(WS, body);
    expect(net.last).toMatchObject({ method: 'POST', path, search: '', body });
    expect(result.data).toMatchObject({
      descriptionContentType: 'text/markdown',
      repositoryPath: 'datasets/daily-users.yml',
    });
  });

  it('patches workspaceId, source, descriptionContentType and rawData', async () => {
    const path = `/api/datasets/${DATASET}`;
    const patch = {
      workspaceId: WS,
      source: '{"name":"Sales"}',
      descriptionContentType: 'text/plain',
      rawData: '[{"a":1}]',
    };
    const net = wire().on('PATCH', path, { body: datasetBody() });
    await watched().client.datasets.update(DATASET, patch);
    expect(net.last).toMatchObject({ method: 'PATCH', path, search: '', body: patch });
    expect(net.last.headers).toMatchObject(jsonHeaders);
  });

  it('refuses an unknown key in a publish or a patch (the service would drop it) before sending', () => {
    const net = wire();
    expect(() => makeClient().datasets.publish(WS, { alias: 'a', title: 't', titel: 'x' } as never)).toThrow(
      /unknown key "titel" \(did you mean "title"\?\)/,
    );
    expect(() => makeClient().datasets.update(DATASET, { likeCount: 3 } as never)).toThrow(
      /datasets\.update was given invalid input; nothing was sent\. the body: unknown key "likeCount"/,
    );
    expect(() => makeClient().datasets.update(DATASET, datasetBody() as never)).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});

describe('messages, API keys, files, alerts, invitations and subscriptions', () => {
  it('send datasetId, profile and path as given', async () => {
    const messagePath = `/api/datasets/${DATASET}/messages/${MESSAGE}`;
    const keyPath = `/api/apikeys/${APIKEY}`;
    const filePath = `/api/workspaces/${WS}/resources/models/orders.sql`;
    const net = wire()
      .on('PUT', messagePath, { status: 201, body: messageBody() })
      .on('PUT', keyPath, { status: 201, body: apiKeyBody() })
      .on('PUT', filePath, { status: 201, body: resourceBody() });
    const { client } = watched();
    const message = { recipientId: RECIPIENT, message: 'See June', datasetId: DATASET };
    await client.datasets.putMessage(DATASET, MESSAGE, message);
    await client.apiKeys.put(APIKEY, { name: 'ci', profile: PROFILE });
    const file = { contentType: 'text/plain', content: 'select 1', path: 'models/orders.sql' };
    await client.files.put(WS, 'models/orders.sql', file);
    expect(net.requests.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'PUT', path: messagePath, body: message },
      { method: 'PUT', path: keyPath, body: { name: 'ci', profile: PROFILE } },
      { method: 'PUT', path: filePath, body: file },
    ]);
  });

  it('refuse an unknown key in each before sending', () => {
    const net = wire();
    const client = makeClient();
    const refusals: [() => unknown, RegExp][] = [
      [
        () => client.datasets.putMessage(DATASET, MESSAGE, { recipientId: 'r', message: 'm', to: 'x' } as never),
        /"to"/,
      ],
      [() => client.apiKeys.create({ name: 'ci', clientId: 'x' } as never), /unknown key "clientId"/],
      [() => client.files.put(WS, 'a.sql', { contentType: 't', content: '', size: 1 } as never), /"size"/],
      [() => client.alerts.put(DATASET, ALERT, { detail: 'd', raised: 'now' } as never), /unknown key "raised"/],
      [() => client.invitations.create(WS, { email: 'a@b.co', role: 'admin' } as never), /unknown key "role"/],
      [() => client.subscriptions.update('s', { type: 'ALL', allMembers: true } as never), /"allMembers"/],
    ];
    for (const [call, pattern] of refusals) {
      expect(call).toThrow(InvalidArgumentError);
      expect(call).toThrow(pattern);
    }
    expect(net.requests).toHaveLength(0);
  });

  it('read an alert’s raised and a key without its write-only profile', async () => {
    wire()
      .on('GET', `/api/alerts/${ALERT}`, {
        body: alertBody({ raised: '2024-06-01T09:00:00.123' }),
      })
      .on('GET', `/api/apikeys/${APIKEY}`, { body: apiKeyBody() });
    const { client, warnings } = watched();
    expect((await client.alerts.get(ALERT)).raised).toBe('2024-06-01T09:00:00.123');
    expect(await client.apiKeys.get(APIKEY)).not.toHaveProperty('profile');
    expect(warnings).toEqual([]);
  });
});
