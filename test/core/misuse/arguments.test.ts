// Issue 12, point 7: plain JavaScript callers have no compiler. Every namespace method refuses a wrong kind of
// argument with InvalidArgumentError naming its signature, at the call, before any request.
import { describe, expect, it } from 'vitest';
import { type Client, InvalidArgumentError } from '../../../src/index.js';
import { CHANNEL, COMMENT, DATASET, JOB, PIPELINE, PROFILE, WS } from '../../fixtures/bodies.js';
import { makeClient, useServer, wire } from '../../helpers/server.js';

useServer();

/**
 * Each argument's kind, by position: S a subject (an id or a model), P a parent id (or a model with its own link),
 * B a body, O an options object (query or method options), - anything else (not checked here). The request options
 * follow the last one.
 */
type Kinds = string;

const apiKey = { name: 'ci' };
const channel = { name: 'Sales' };
const comment = { message: 'Nice #kpi' };
const store = { name: 'Warehouse', dataPlugin: 'target-postgres' };
const file = 'models/a.sql';
const content = { contentType: 'text/plain', content: 'select 1' };
const search = { text: 'revenue', fields: ['title'] };
const workspace = { name: 'Analytics', domains: ['example.com'] };
const invitation = { email: 'grace@example.com' };
const pipeline = { label: 'Orders ETL', dataComponents: [] };
const alert = { detail: 'Revenue fell below 1M' };
const component = { name: 'extractors/tap-postgres', dataPlugin: 'tap-postgres' };
const published = { alias: 'daily-users', title: 'Daily users #growth' };
const message = { recipientId: PROFILE, message: 'Can you check the June numbers?' };
const dataPlugin = { pluginType: 'EXTRACTOR', name: 'tap-acme', variant: 'acme' };

/** Every namespace method: its signature as its errors show it, its arguments' kinds, and valid arguments. */
const methods: [string, Kinds, unknown[]][] = [
  ['accounts.list(query)', 'O', [{}]],
  ['accounts.get(account)', 'S', ['acc-1']],
  ['accounts.put(account, body)', 'SB', ['acc-1', { company: 'Acme', ownerEmail: 'ada@example.com' }]],
  ['accounts.initialiseWorkspace(account)', 'S', ['acc-1']],
  ['accounts.putWorkspace(account, workspace, body)', 'SSB', ['acc-1', WS, workspace]],
  ['accounts.createWorkspace(account, body)', 'SB', ['acc-1', workspace]],
  ['accounts.addOwner(account, profile)', 'SS', ['acc-1', PROFILE]],
  ['accounts.withdrawOwner(account, profile)', 'SS', ['acc-1', PROFILE]],
  ['alerts.listAll()', '', []],
  ['channels.listAll()', '', []],
  ['channels.listNews(workspace)', 'S', [WS]],
  ['datasets.ask(workspace, { question })', 'SB', [WS, { question: 'How many users?' }]],
  ['datasets.listAll()', '', []],
  ['administrators.list(workspace)', 'S', [WS]],
  ['administrators.add(workspace, profile)', 'SS', [WS, PROFILE]],
  ['administrators.withdraw(workspace, profile)', 'SS', [WS, PROFILE]],
  ['apiKeys.list(query)', 'O', [{}]],
  ['apiKeys.get(apiKey)', 'S', ['k']],
  ['apiKeys.initialise()', '', []],
  ['apiKeys.put(apiKey, { name })', 'SB', ['k', apiKey]],
  ['apiKeys.create({ name })', 'B', [apiKey]],
  ['apiKeys.update(apiKey, { name })', 'SB', ['k', apiKey]],
  ['apiKeys.delete(apiKey)', 'S', ['k']],
  ['channels.initialise(workspace)', 'S', [WS]],
  ['channels.get(channel)', 'S', [CHANNEL]],
  ['channels.getInWorkspace(workspace, channel)', 'SS', [WS, CHANNEL]],
  ['channels.list(workspace, query)', 'SO', [WS, {}]],
  ['channels.put(workspaceId, channel, body)', 'PSB', [WS, CHANNEL, channel]],
  ['channels.create(workspace, body)', 'SB', [WS, channel]],
  ['channels.update(workspaceId, channel, body)', 'PSB', [WS, CHANNEL, channel]],
  ['channels.delete(channel)', 'S', [CHANNEL]],
  ['channels.listDatasets(channel, query)', 'SO', [CHANNEL, {}]],
  ['channels.addWorkspaceScope(channel)', 'S', [CHANNEL]],
  ['channels.withdrawWorkspaceScope(channel)', 'S', [CHANNEL]],
  ['channels.addDataset(channel, dataset)', 'SS', [CHANNEL, DATASET]],
  ['channels.removeDataset(channel, dataset)', 'SS', [CHANNEL, DATASET]],
  ['comments.list(dataset, query)', 'SO', [DATASET, {}]],
  ['comments.listReplies(datasetId, comment, query)', 'PSO', [DATASET, COMMENT, {}]],
  ['comments.get(comment)', 'S', [COMMENT]],
  ['comments.history(comment)', 'S', [COMMENT]],
  ['comments.initialise(dataset)', 'S', [DATASET]],
  ['comments.initialiseReply(comment)', 'S', [COMMENT]],
  ['comments.put(datasetId, comment, { message })', 'PSB', [DATASET, COMMENT, comment]],
  ['comments.create(dataset, { message })', 'SB', [DATASET, comment]],
  ['comments.reply(comment, { message })', 'SB', [COMMENT, comment]],
  ['comments.update(datasetId, comment, { message })', 'PSB', [DATASET, COMMENT, comment]],
  ['comments.like(comment)', 'S', [COMMENT]],
  ['comments.unlike(comment)', 'S', [COMMENT]],
  ['comments.delete(comment)', 'S', [COMMENT]],
  ['datasets.get(dataset)', 'S', [DATASET]],
  ['datasets.getInWorkspace(workspace, dataset)', 'SS', [WS, DATASET]],
  ['datasets.list(workspace, query)', 'SO', [WS, {}]],
  ['datasets.listLiked(workspace, query)', 'SO', [WS, {}]],
  ['datasets.update(dataset, patch)', 'SB', [DATASET, { title: 'Q3' }]],
  ['datasets.delete(dataset)', 'S', [DATASET]],
  ['datasets.like(dataset)', 'S', [DATASET]],
  ['datasets.unlike(dataset)', 'S', [DATASET]],
  ['datasets.view(dataset)', 'S', [DATASET]],
  ['datastores.list(workspace, query)', 'SO', [WS, {}]],
  ['datastores.get(datastore)', 'S', ['d']],
  ['datastores.initialise(workspace)', 'S', [WS]],
  ['datastores.put(workspaceId, datastore, body)', 'PSB', [WS, 'd', store]],
  ['datastores.create(workspace, body)', 'SB', [WS, store]],
  ['datastores.update(workspaceId, datastore, body)', 'PSB', [WS, 'd', store]],
  ['datastores.makeDefault(datastore)', 'S', ['d']],
  ['datastores.delete(datastore)', 'S', ['d']],
  ['deployments.deploy(workspace)', 'S', [WS]],
  ['deployments.webhook(workspace, payload, { secret })', 'S-O', [WS, {}, { secret: 's3cret' }]],
  ['jobs.list(workspace, query)', 'SO', [WS, {}]],
  ['jobs.listForPipeline(pipeline, query)', 'SO', [PIPELINE, {}]],
  ['jobs.get(job)', 'S', [JOB]],
  ['jobs.create(pipeline)', 'S', [PIPELINE]],
  ['jobs.stop(job)', 'S', [JOB]],
  ['jobs.delete(job)', 'S', [JOB]],
  ['jobs.logs(job, options)', 'SO', [JOB, {}]],
  ['jobs.follow(job, options)', 'SO', [JOB, {}]],
  ['jobs.wait(job, options)', 'SO', [JOB, {}]],
  ['notifications.list(query)', 'O', [{}]],
  ['notifications.listForWorkspace(workspace, query)', 'SO', [WS, {}]],
  ['notifications.get(notification)', 'S', ['n']],
  ['notifications.delete(notification)', 'S', ['n']],
  ['notifications.refresh(query)', 'O', [{}]],
  ['profiles.list()', '', []],
  ['profiles.get(profile)', 'S', [PROFILE]],
  ['profiles.put(profile, body)', 'SB', [PROFILE, { name: 'Ada' }]],
  ['profiles.setDefaultWorkspace(profile, workspace)', 'SS', [PROFILE, WS]],
  ['resources.list(workspace, query)', 'SO', [WS, {}]],
  ['resources.get(workspaceId, filePath)', 'PS', [WS, file]],
  ['resources.put(workspaceId, filePath, body)', 'PSB', [WS, file, content]],
  ['resources.delete(workspaceId, filePath)', 'PS', [WS, file]],
  ['resources.upload(workspace, files)', 'S-', [WS, { [file]: 'select 1' }]],
  ['resources.download(workspaceId, filePath, { as })', 'PSO', [WS, file, {}]],
  ['search.datasets(workspace, query, page)', 'S-O', [WS, 'revenue', {}]],
  ['search.msearch(workspace, query, header)', 'S-O', [WS, search, {}]],
  ['subscriptions.list(query)', 'O', [{}]],
  ['subscriptions.listMembers(workspace, query)', 'SO', [WS, {}]],
  ['subscriptions.get(subscription)', 'S', ['s']],
  ['subscriptions.toWorkspace(workspace, { allMembers })', 'SO', [WS, {}]],
  ['subscriptions.toChannel(channel, { allMembers })', 'SO', [CHANNEL, {}]],
  ['subscriptions.toPipeline(pipeline, { allMembers })', 'SO', [PIPELINE, {}]],
  ['subscriptions.update(subscription, { type })', 'SB', ['s', { type: 'ALL' }]],
  ['subscriptions.delete(subscription)', 'S', ['s']],
  ['tags.list(workspace)', 'S', [WS]],
  ['tags.listNews(workspace)', 'S', [WS]],
  ['tags.get(workspaceId, tag)', 'PS', [WS, 't']],
  ['members.list(workspace)', 'S', [WS]],
  ['members.get(workspace, profile)', 'SS', [WS, PROFILE]],
  ['workspaces.list(query)', 'O', [{}]],
  ['workspaces.get(workspace)', 'S', [WS]],
  ['workspaces.initialise()', '', []],
  ['workspaces.put(workspace, body)', 'SB', [WS, workspace]],
  ['workspaces.create(body)', 'B', [workspace]],
  ['workspaces.update(workspace, body)', 'SB', [WS, workspace]],
  ['workspaces.delete(workspace)', 'S', [WS]],
  ['workspaces.makeDefault(workspace)', 'S', [WS]],
  ['workspaces.feed(workspace, query)', 'SO', [WS, {}]],
  ['workspaces.listNews(workspace, query)', 'SO', [WS, {}]],
  ['invitations.create(workspace, { email })', 'SB', [WS, invitation]],
  ['invitations.list(query)', 'O', [{}]],
  ['invitations.listReceived(email, query)', 'SO', ['grace@example.com', {}]],
  ['invitations.listForWorkspace(workspace, query)', 'SO', [WS, {}]],
  ['invitations.accept(invitation)', 'S', ['i']],
  ['invitations.withdraw(invitation)', 'S', ['i']],
  ['invitations.delete(invitation)', 'S', ['i']],
  ['pipelines.list(workspace, query)', 'SO', [WS, {}]],
  ['pipelines.get(pipeline)', 'S', [PIPELINE]],
  ['pipelines.initialise(workspace)', 'S', [WS]],
  ['pipelines.put(workspaceId, pipeline, body)', 'PSB', [WS, PIPELINE, pipeline]],
  ['pipelines.putDraft(workspaceId, pipeline, body)', 'PSB', [WS, PIPELINE, pipeline]],
  ['pipelines.create(workspace, body)', 'SB', [WS, pipeline]],
  ['pipelines.update(workspaceId, pipeline, body)', 'PSB', [WS, PIPELINE, pipeline]],
  ['pipelines.validate(workspace, body)', 'SB', [WS, pipeline]],
  ['pipelines.verify(pipeline)', 'S', [PIPELINE]],
  ['pipelines.metrics(pipeline)', 'S', [PIPELINE]],
  ['pipelines.run(pipeline)', 'S', [PIPELINE]],
  ['pipelines.delete(pipeline)', 'S', [PIPELINE]],
  ['alerts.list(dataset, query)', 'SO', [DATASET, {}]],
  ['alerts.get(alert)', 'S', ['a']],
  ['alerts.initialise(dataset)', 'S', [DATASET]],
  ['alerts.put(datasetId, alert, { detail })', 'PSB', [DATASET, 'a', alert]],
  ['alerts.create(dataset, { detail })', 'SB', [DATASET, alert]],
  ['dataComponents.list(workspace, query)', 'SO', [WS, {}]],
  ['dataComponents.get(component)', 'S', ['c']],
  ['dataComponents.initialise(workspace)', 'S', [WS]],
  ['dataComponents.put(workspaceId, component, body)', 'PSB', [WS, 'c', component]],
  ['dataComponents.create(workspace, body)', 'SB', [WS, component]],
  ['dataComponents.update(component, body)', 'SB', ['c', component]],
  ['dataComponents.delete(component)', 'S', ['c']],
  ['dataPlugins.list(query)', 'O', [{}]],
  ['dataPlugins.listForWorkspace(workspace, query)', 'SO', [WS, {}]],
  ['dataPlugins.get(dataPlugin)', 'S', ['p']],
  ['dataPlugins.listAvailable(workspace, query)', 'SO', [WS, {}]],
  ['dataPlugins.install(workspace, dataPlugin)', 'SS', [WS, 'p']],
  ['dataPlugins.initialise(workspace)', 'S', [WS]],
  ['dataPlugins.put(workspace, dataPlugin, body)', 'SSB', [WS, 'p', dataPlugin]],
  ['dataPlugins.create(workspace, body)', 'SB', [WS, dataPlugin]],
  ['dataPlugins.delete(dataPlugin)', 'S', ['p']],
  ['dataPlugins.createFromDiscovery(workspace, discoveryYml)', 'S-', [WS, 'extractors: []']],
  ['dataPlugins.hubIndex()', '', []],
  ['dataPlugins.hubIndexOfType(type)', '-', ['extractors']],
  ['dataPlugins.hubPlugin(type, name)', '--', ['extractors', 'tap-github']],
  ['dataPlugins.hubIndexForWorkspace(workspace)', 'S', [WS]],
  ['dataPlugins.hubIndexOfTypeForWorkspace(workspace, type)', 'S-', [WS, 'loaders']],
  ['dataPlugins.hubPluginForWorkspace(workspace, type, name)', 'S--', [WS, 'loaders', 'target-postgres']],
  ['datasets.publish(workspace, body)', 'SB', [WS, published]],
  ['datasets.data(dataset, { as })', 'SO', [DATASET, {}]],
  ['datasets.initialiseMessage(dataset)', 'S', [DATASET]],
  ['datasets.putMessage(datasetId, message, { recipientId, message })', 'PSB', [DATASET, 'm', message]],
  ['datasets.sendMessage(dataset, { recipientId, message })', 'SB', [DATASET, message]],
  ['subscriptions.toDataset(dataset, { allMembers })', 'SO', [DATASET, {}]],
  ['sourceTokens.exchange(idp, body)', '-B', ['google', { grant_type: 'refresh_token' }]],
  [
    'sourceTokens.exchangeForPipeline(idp, pipeline, dataComponentName, body)',
    '-S-B',
    ['google', PIPELINE, 'tap-x', { grant_type: 'refresh_token' }],
  ],
  ['sourceTokens.requestToken(idp, body)', '--', ['twitter', {}]],
  ['sourceTokens.accessToken(idp, body)', '-B', ['twitter', { verifier: 'v' }]],
];

const ordinals = ['first', 'second', 'third', 'fourth'];
type Method = (...args: unknown[]) => unknown;

/** Calls a namespace method by the name its signature opens with. */
function call(client: Client, signature: string, args: unknown[]): unknown {
  const [namespace = '', method = ''] = signature.slice(0, signature.indexOf('(')).split('.');
  const target = (client as unknown as Record<string, Record<string, Method>>)[namespace];
  return target?.[method]?.(...args);
}

/** The message of what `run` throws; fails unless it is an InvalidArgumentError thrown at the call. */
function thrown(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidArgumentError);
    return (error as Error).message;
  }
  throw new Error('expected the call to throw InvalidArgumentError');
}

/** The wrong values tried at each kind of position, and the end of the message each gives. */
const wrong: Record<string, [unknown, string][]> = {
  S: [
    [undefined, 'got undefined.'],
    [42, 'got number.'],
  ],
  B: [
    [undefined, 'got undefined.'],
    [42, 'got number.'],
  ],
  O: [
    [5, 'got number.'],
    ['stream', 'got string.'],
  ],
};
wrong['P'] = wrong['S'] ?? [];

/** What the message of a wrong argument at `index` of kind `kind` says, after the signature. */
function expected(kind: string, index: number): RegExp {
  if (kind === 'S') return new RegExp(`^ needs an? [a-z ]+ as its ${ordinals[index]} argument; got`);
  if (kind === 'P') return /^ needs the parent id and the id, or a model with an? "[a-z ]+"( or "[a-z ]+")? link; got/;
  if (kind === 'B') return /^ needs its body to be an object; got/;
  return /^: (the [a-z ]+ must be an object \{ [a-zA-Z, ]+ \}, or left out|pass the signing options .+); got/;
}

describe('every namespace method refuses a wrong argument kind at the call, naming its signature', () => {
  it.each(methods)('%s', (signature, kinds, args) => {
    const net = wire();
    const client = makeClient();
    [...kinds].forEach((kind, index) => {
      for (const [value, ending] of wrong[kind] ?? []) {
        const bad = args.with(index, value);
        const message = thrown(() => call(client, signature, bad));
        expect(message.startsWith(signature)).toBe(true);
        expect(message.slice(signature.length)).toMatch(expected(kind, index));
        expect(message.endsWith(ending)).toBe(true);
      }
    });
    for (const [value, ending] of wrong['O'] ?? []) {
      const message = thrown(() => call(client, signature, [...args, value]));
      expect(message).toBe(
        `${signature}: the last argument, the request options, must be an object such as ` +
          `{ timeout: 5000, signal }; ${ending}`,
      );
    }
    expect(net.requests).toHaveLength(0);
  });

  it('covers every method of every namespace', () => {
    const client = makeClient();
    const namespaces = Object.entries(client).filter(([, value]) => typeof value === 'object' && value !== null);
    const all = namespaces.flatMap(([name, namespace]) =>
      Object.getOwnPropertyNames(Object.getPrototypeOf(namespace))
        .filter((method) => method !== 'constructor')
        .map((method) => `${name}.${method}`),
    );
    const tested = methods.map(([signature]) => signature.slice(0, signature.indexOf('(')));
    expect(tested.sort()).toEqual(all.sort());
  });
});

describe('the examples of the issue', () => {
  it('comments.get(undefined) and comments.update(undefined, body) name the signature and the argument', () => {
    expect(() => makeClient().comments.get(undefined as never)).toThrow(
      'comments.get(comment) needs a comment id or object as its first argument; got undefined.',
    );
    // A comment is written in its dataset (`PUT /api/datasets/{datasetId}/comments/{id}`): the dataset id, or a model.
    expect(() => makeClient().comments.update(undefined as never, comment)).toThrow(
      'comments.update(datasetId, comment, { message }) needs the parent id and the id, or a model with a ' +
        '"update comment" link; got undefined.',
    );
  });

  it('jobs.wait(job, 5000) throws instead of polling forever', () => {
    const net = wire();
    expect(() => makeClient().jobs.wait(JOB, 5000 as never)).toThrow(
      'jobs.wait(job, options): the options must be an object ' +
        '{ until, timeout, interval, signal, onUpdate }, or left out; got number.',
    );
    expect(net.requests).toHaveLength(0);
  });

  it("resources.download(ws, path, 'stream') throws instead of giving a string", () => {
    expect(() => makeClient().resources.download(WS, file, 'stream' as never)).toThrow(
      'resources.download(workspaceId, filePath, { as }): the options must be an object { as }, or left out; ' +
        'got string.',
    );
  });

  it('a model without an id or link is named as such, at its position', () => {
    expect(() => makeClient().channels.getInWorkspace(WS, { _links: {} })).toThrow(
      'channels.getInWorkspace(workspace, channel) needs a channel id or object as its second argument; ' +
        'got an object without an `id`.',
    );
    expect(() => makeClient().jobs.get({ _links: {} })).toThrow(
      'jobs.get(job) needs a job id or object as its first argument; ' +
        'got an object with neither a "self" link nor an id; pass its id instead.',
    );
    expect(() => makeClient().resources.get(WS, 42 as never)).toThrow(
      'resources.get(workspaceId, filePath) needs a file path as its second argument; got number.',
    );
  });
});
