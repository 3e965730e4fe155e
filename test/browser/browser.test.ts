// A real-browser test: the SDK root entry bundled for the browser, loaded in a page served from one loopback
// origin, driven by playwright-core in Chromium (see find-chromium.ts for which one) against the loopback mock
// server on another origin (so CORS preflights are really made and answered).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MockServer } from '../../src/mock/index.js';
import { startMockServer } from '../../src/mock/node.js';
import { findChromium, launchChromium } from './find-chromium.js';
import { type BrowserBundle, bundleSdk, type PageServer, startPageServer } from './page-server.js';

/** The bundle's exports, as the page sees them on `globalThis.wdp`. */
type Sdk = typeof import('../../src/index.js');

/** What the page reports back; every field is asserted on below. */
interface ErrorReport {
  name: string;
  isWdpError: boolean;
  isApiError: boolean;
  isPermissionDenied: boolean;
  isAuthentication: boolean;
  status: number | undefined;
  method: string | undefined;
  url: string | undefined;
  bodyStatus: number | undefined;
  bodyError: string | undefined;
  message: string;
  serialized: string;
}

interface Summary {
  origin: string;
  userAgent: string;
  rawFetch: { type: string; status: number; contentType: string | null };
  list: { names: string[]; page: unknown; hasNextPage: boolean };
  created: { created: boolean; id: string; name: string; description: string | undefined; links: string[] };
  got: { id: string; name: string; description: string | undefined; scope: string | undefined; hasUpdateLink: boolean };
  followed: { id: string; name: string; description: string | undefined };
  afterFollow: { name: string; description: string | undefined };
  memberCreate: ErrorReport | null;
  badToken: ErrorReport | null;
  paging: {
    forAwaitNames: string[];
    pageNumbers: (number | undefined)[];
    pageSizes: number[];
    firstPageMeta: unknown;
    toArrayLimited: string[];
  };
  profiles: { names: (string | undefined)[] } | { error: string };
}

async function runScenario(
  page: Page,
  input: { baseUrl: string; tokens: { owner: string; admin: string; member: string }; workspaceId: string },
): Promise<Summary> {
  // Runs inside Chromium: only the bundle's exports (globalThis.wdp) and web APIs are available here.
  return page.evaluate(async ({ baseUrl, tokens, workspaceId }): Promise<Summary> => {
    const sdk = (globalThis as unknown as { wdp: Sdk }).wdp;
    const { Client, Channel, WdpError, ApiError, PermissionDeniedError, AuthenticationError } = sdk;
    const options = { baseUrl, validation: 'strict', retry: 0, logLevel: 'off' } as const;
    const admin = new Client({ ...options, auth: tokens.admin });
    const member = new Client({ ...options, auth: tokens.member });
    const stranger = new Client({ ...options, auth: 'browser-bad-token' });

    const report = (error: unknown): ErrorReport => {
      const api = error instanceof ApiError ? error : undefined;
      return {
        name: error instanceof Error ? error.name : typeof error,
        isWdpError: error instanceof WdpError,
        isApiError: error instanceof ApiError,
        isPermissionDenied: error instanceof PermissionDeniedError,
        isAuthentication: error instanceof AuthenticationError,
        status: api?.status,
        method: api?.method,
        url: api?.url,
        bodyStatus: api?.body?.status,
        bodyError: api?.body?.error,
        message: error instanceof Error ? error.message : String(error),
        serialized: JSON.stringify(error),
      };
    };

    // A raw cross-origin fetch first: the browser makes it a CORS request
    // (with a preflight, for the Authorization header).
    const raw = await fetch(`${baseUrl}/api/workspaces/${workspaceId}/channels`, {
      headers: { authorization: `Bearer ${tokens.member}`, accept: 'application/hal+json' },
    });
    await raw.arrayBuffer();

    const first = await admin.channels.list(workspaceId);
    const list = { names: first.items.map((c) => c.name), page: first.page, hasNextPage: first.hasNextPage() };

    const made = await admin.channels
      .create(workspaceId, { name: 'Browser', description: 'Made in Chromium' })
      .withResponse();
    const created = {
      created: made.response.status === 201,
      id: made.data.id,
      name: made.data.name,
      description: made.data.description,
      links: Object.keys(made.data._links ?? {}).sort(),
    };

    const channel = await admin.channels.get(made.data.id);
    const got = {
      id: channel.id,
      name: channel.name,
      description: channel.description,
      scope: channel.scope,
      hasUpdateLink: sdk.link(channel, 'update channel') !== undefined,
    };

    const updated = await admin.follow(channel, 'update channel', {
      body: { name: 'Browser ops', description: 'Renamed through its link' },
      schema: Channel,
    });
    const followed = { id: updated.id, name: updated.name, description: updated.description };
    const reread = await admin.channels.get(made.data.id);
    const afterFollow = { name: reread.name, description: reread.description };

    let memberCreate: ErrorReport | null = null;
    try {
      await member.channels.create(workspaceId, { name: 'Not allowed' });
    } catch (error) {
      memberCreate = report(error);
    }

    let badToken: ErrorReport | null = null;
    try {
      await stranger.channels.list(workspaceId);
    } catch (error) {
      badToken = report(error);
    }

    // Nine more channels: 12 in all, two pages of the default 10.
    for (let i = 1; i <= 9; i += 1)
      await admin.channels.create(workspaceId, { name: `Bulk ${String(i).padStart(2, '0')}` });
    const forAwaitNames: string[] = [];
    for await (const c of admin.channels.list(workspaceId)) forAwaitNames.push(c.name);
    const pageNumbers: (number | undefined)[] = [];
    const pageSizes: number[] = [];
    let firstPageMeta: unknown;
    for await (const p of admin.channels.list(workspaceId, { size: 5 }).pages()) {
      firstPageMeta ??= p.page;
      pageNumbers.push(p.page?.number);
      pageSizes.push(p.items.length);
    }
    const toArrayLimited = (await admin.channels.list(workspaceId, { size: 5 }).toArray({ limit: 7 })).map(
      (c) => c.name,
    );

    let profiles: Summary['profiles'];
    try {
      profiles = { names: (await admin.profiles.list().toArray()).map((p) => p.name) };
    } catch (error) {
      profiles = { error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
    }

    return {
      origin: location.origin,
      userAgent: navigator.userAgent,
      rawFetch: { type: raw.type, status: raw.status, contentType: raw.headers.get('content-type') },
      list,
      created,
      got,
      followed,
      afterFollow,
      memberCreate,
      badToken,
      paging: { forAwaitNames, pageNumbers, pageSizes, firstPageMeta, toArrayLimited },
      profiles,
    };
  }, input);
}

/**
 * How long one step of Chromium's (launching it, loading the page, running the scenario) may take before it fails
 * with a message of its own: each takes under a second here, and a loaded two-core machine can stretch that many
 * times over. The hooks and the test allow for their steps.
 */
const STEP_MS = 60_000;

describe('wdp-sdk in a real browser (Chromium, headless)', () => {
  let bundle: BrowserBundle;
  let mock: MockServer | undefined;
  let site: PageServer | undefined;
  let browser: Browser | undefined;
  let page: Page;
  const pageErrors: string[] = [];
  const consoleErrors: string[] = [];

  // Finding (the first time, unpacking) Chromium, bundling the SDK, launching, loading the page: a step each.
  beforeAll(async () => {
    const found = await findChromium();
    bundle = await bundleSdk();
    [mock, site] = await Promise.all([startMockServer(), startPageServer(bundle)]);
    browser = await launchChromium(found, STEP_MS);
    page = await browser.newPage();
    page.setDefaultTimeout(STEP_MS);
    page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto(site.pageUrl);
    // The page sets wdpReady once it has loaded the bundle (or failed to): an event, waited for up to STEP_MS.
    await page.waitForFunction(() => (globalThis as { wdpReady?: string }).wdpReady !== undefined);
    const ready = await page.evaluate(() => (globalThis as { wdpReady?: string }).wdpReady);
    if (ready !== 'ok') throw new Error(`The page could not load the SDK bundle: ${ready}`);
  }, 5 * STEP_MS);

  afterAll(async () => {
    await browser?.close();
    await Promise.all([site?.close(), mock?.close()]);
  }, STEP_MS);

  it('bundles the root entry for the browser without msw or the mock', () => {
    expect(bundle.inputs).toContain('src/index.ts');
    expect(bundle.inputs.some((input) => input.includes('node_modules/zod/'))).toBe(true);
    expect(
      bundle.inputs.filter((input) => input.includes('node_modules/msw/') || input.includes('node_modules/@mswjs/')),
    ).toEqual([]);
    expect(bundle.inputs.filter((input) => input.startsWith('src/mock/'))).toEqual([]);
    expect(bundle.inputs.filter((input) => input.startsWith('node:'))).toEqual([]);
    expect(bundle.code).not.toMatch(/from\s*["']msw|require\(["']msw|setupWorker|@mswjs/);
  });

  it('runs a channels scenario across origins: list, create, get, follow, 403, 401, paging', {
    timeout: 2 * STEP_MS,
  }, async () => {
    if (!mock || !site) throw new Error('the servers did not start');
    const { fixtures } = mock.service;
    const baseUrl = mock.url;
    // The page and the service are on different origins: every SDK call is a CORS request.
    expect(new URL(site.url).origin).not.toBe(new URL(baseUrl).origin);

    const summary = await runScenario(page, {
      baseUrl,
      tokens: { owner: fixtures.owner.token, admin: fixtures.admin.token, member: fixtures.member.token },
      workspaceId: fixtures.workspaceId,
    });

    expect(summary.origin).toBe(site.url);
    expect(summary.userAgent).toMatch(/Chrome\/\d+/);
    expect(summary.rawFetch).toEqual({ type: 'cors', status: 200, contentType: expect.stringContaining('json') });

    expect(summary.list).toEqual({
      names: ['Marketing', 'Sales'],
      page: { size: 10, totalElements: 2, totalPages: 1, number: 0 },
      hasNextPage: false,
    });

    expect(summary.created).toMatchObject({ created: true, name: 'Browser', description: 'Made in Chromium' });
    expect(summary.created.id).toMatch(/\S/);
    expect(summary.created.links).toContain('self');
    expect(summary.got).toEqual({
      id: summary.created.id,
      name: 'Browser',
      description: 'Made in Chromium',
      scope: expect.any(String),
      hasUpdateLink: true,
    });
    expect(summary.followed).toEqual({
      id: summary.created.id,
      name: 'Browser ops',
      description: 'Renamed through its link',
    });
    expect(summary.afterFollow).toEqual({ name: 'Browser ops', description: 'Renamed through its link' });

    expect(summary.memberCreate).toMatchObject({
      name: 'PermissionDeniedError',
      isWdpError: true,
      isApiError: true,
      isPermissionDenied: true,
      isAuthentication: false,
      status: 403,
      method: 'POST',
      bodyStatus: 403,
      bodyError: 'Forbidden',
    });
    expect(summary.memberCreate?.url).toBe(`${baseUrl}/api/workspaces/${fixtures.workspaceId}/channels`);

    expect(summary.badToken).toMatchObject({
      name: 'AuthenticationError',
      isWdpError: true,
      isApiError: true,
      isPermissionDenied: false,
      isAuthentication: true,
      status: 401,
      method: 'GET',
      bodyStatus: 401,
      bodyError: 'Unauthorized',
    });
    expect(summary.badToken?.url).toBe(`${baseUrl}/api/workspaces/${fixtures.workspaceId}/channels`);
    for (const report of [summary.memberCreate, summary.badToken]) {
      expect(report?.message).not.toContain('browser-bad-token');
      expect(report?.serialized).not.toContain('browser-bad-token');
      expect(report?.serialized).not.toContain(fixtures.member.token);
    }

    const bulk = Array.from({ length: 9 }, (_, i) => `Bulk ${String(i + 1).padStart(2, '0')}`);
    const allNames = ['Browser ops', ...bulk, 'Marketing', 'Sales'];
    expect(summary.paging.forAwaitNames).toEqual(allNames);
    expect(summary.paging.pageNumbers).toEqual([0, 1, 2]);
    expect(summary.paging.pageSizes).toEqual([5, 5, 2]);
    expect(summary.paging.firstPageMeta).toEqual({ size: 5, totalElements: 12, totalPages: 3, number: 0 });
    expect(summary.paging.toArrayLimited).toEqual(allNames.slice(0, 7));

    if ('error' in summary.profiles) throw new Error(`profiles.list() failed in the page: ${summary.profiles.error}`);
    expect(summary.profiles.names).toEqual([fixtures.admin.name]);

    expect(pageErrors).toEqual([]);
    // Chromium logs each 401/403 answer as a failed resource load; nothing else may reach the console as an error.
    expect(consoleErrors.filter((text) => !/status of (401|403)/.test(text))).toEqual([]);
  });
});
