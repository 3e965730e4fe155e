import type { Account } from '../../models/account.js';
import type { Workspace } from '../../models/workspace.js';
import type { RequestContext } from '../http/context.js';
import { href } from '../http/href.js';
import { stored } from '../http/lookup.js';
import { pagedResponse } from '../http/paging.js';
import { hal, MockHttpError } from '../http/responses.js';
import type { Router } from '../http/router.js';
import type { Store } from '../store.js';
import { recordTable } from '../table.js';
import { createWorkspace, updateWorkspace, workspaceFields } from './workspaces/routes.js';
import { workspaceView } from './workspaces/view.js';
import { addWorkspace, type WorkspaceRecord } from './workspaces/workspaces.js';

/** The quotas of an account, each left out when unlimited. */
type Quotas = Partial<Record<(typeof quotaFields)[number], number>>;
const quotaFields = ['maxWorkspaces', 'maxRows', 'minutesPerMonth', 'minutesUsed', 'maxClients'] as const;

/** An account: the billing and quota unit that owns workspaces; its owners are profiles. */
export interface AccountRecord extends Quotas {
  /** A plain string, not a UUID: the demo's is its first owner's profile id, as the service's often is. */
  id: string;
  company: string;
  ownerEmail: string;
  marketplaceId?: string | undefined;
  ownerIds: Set<string>;
  /** The workspaces made in the account (drafts included; removed ones are skipped when read). */
  workspaceIds: Set<string>;
  created: string;
  lastModified: string;
}

/**
 * The accounts, by id; `addAccount` makes an account owned by `ownerIds`, holding `workspaceIds`; stamped now unless
 * `created` is given.
 */
export const { tables, add: addAccount } = recordTable(
  'accounts',
  (
    store,
    init: Partial<AccountRecord> & Pick<AccountRecord, 'id' | 'company' | 'ownerEmail' | 'ownerIds'>,
  ): AccountRecord => {
    const created = init.created ?? store.timestamp(); // given, it draws nothing from the seeded random
    return { workspaceIds: new Set(), created, lastModified: created, ...init };
  },
);

/** The workspaces an account owns: made in it, created (not drafts) and not removed. */
export function workspacesOf(store: Store, account: AccountRecord): WorkspaceRecord[] {
  return [...account.workspaceIds].flatMap((id) => {
    const workspace = store.workspaces.get(id);
    return workspace && !workspace.draft ? [workspace] : [];
  });
}

/** An account as the service sends it (`AccountResource`). */
export function accountView(context: RequestContext, account: AccountRecord): Account {
  const quotas: Quotas = {};
  for (const field of quotaFields) if (account[field] !== undefined) quotas[field] = account[field];
  return {
    id: account.id,
    created: account.created,
    lastModified: account.lastModified,
    company: account.company,
    ownerEmail: account.ownerEmail,
    marketplaceId: account.marketplaceId,
    ...quotas,
    _links: { self: context.link(href`/api/accounts/${account.id}`) },
  };
}

/**
 * Accounts: each owner sees, updates and manages their accounts (403 for anyone else); anyone may create an
 * account with a new id and becomes its owner. Owners make workspaces in an account (up to its `maxWorkspaces`,
 * 409 beyond) and update them; they add owners (any profile) and withdraw them (never the last one: 409).
 */
export function routes(router: Router): void {
  router
    .on('GET', '/api/accounts', (c) => {
      const { id } = c.caller();
      const mine = [...c.store.accounts.values()].filter((a) => a.ownerIds.has(id));
      const views = mine.map((a) => accountView(c, a));
      return pagedResponse(c, 'accounts', views);
    })
    .on('GET', '/api/accounts/:account', (c) => hal(accountView(c, ownedAccount(c))))
    .on('PUT', '/api/accounts/:account', async (c) => {
      const existing = c.store.accounts.get(c.param('account'));
      const account = existing === undefined ? undefined : ownedAccount(c);
      const fields = accountFields(await c.body());
      if (account) {
        Object.assign(account, { ...fields, lastModified: c.store.timestamp() });
        return hal(accountView(c, account));
      }
      const created = addAccount(c.store, { ...fields, id: c.param('account'), ownerIds: new Set([c.caller().id]) });
      return hal(accountView(c, created), 201);
    })
    .on('POST', '/api/accounts/:account/workspaces', (c) => {
      const account = ownedAccount(c);
      withinQuota(c.store, account);
      const draft = addWorkspace(c.store, { name: '', alias: '', ownerId: c.caller().id, draft: true });
      account.workspaceIds.add(draft.id);
      return hal(draftView(c, account, draft));
    })
    .on('PUT', '/api/accounts/:account/workspaces/:ws', async (c) => {
      const account = ownedAccount(c);
      const workspace = c.store.workspaces.get(c.param('ws'));
      if (workspace === undefined || !account.workspaceIds.has(workspace.id))
        throw new MockHttpError(
          404,
          `Workspace ${c.param('ws')} not found in account ${account.id}; ` +
            `POST /api/accounts/${account.id}/workspaces first`,
        );
      const fields = await workspaceFields(c);
      if (!workspace.draft) {
        updateWorkspace(c, workspace, fields);
        return hal(workspaceView(c, workspace));
      }
      withinQuota(c.store, account);
      createWorkspace(c, workspace, fields);
      return hal(workspaceView(c, workspace), 201);
    })
    .on('PUT', '/api/accounts/:account/owners/:profile', (c) => {
      const account = ownedAccount(c);
      const profile = stored(c.store.profiles, c.param('profile'), 'Profile');
      if (!account.ownerIds.has(profile.id)) {
        account.ownerIds.add(profile.id);
        account.lastModified = c.store.timestamp();
      }
      return hal(accountView(c, account));
    })
    .on('DELETE', '/api/accounts/:account/owners/:profile', (c) => {
      const account = ownedAccount(c);
      const profileId = c.param('profile');
      if (!account.ownerIds.has(profileId))
        throw new MockHttpError(404, `Profile ${profileId} is not an owner of account ${account.id}`);
      if (account.ownerIds.size === 1)
        throw new MockHttpError(409, `Profile ${profileId} is the last owner of account ${account.id}`);
      account.ownerIds.delete(profileId);
      account.lastModified = c.store.timestamp();
      return hal(accountView(c, account));
    });
}

/** The path's account, when the caller owns it (404 when there is none, 403 when not an owner). */
function ownedAccount(c: RequestContext): AccountRecord {
  const account = stored(c.store.accounts, c.param('account'), 'Account');
  const { id } = c.caller();
  if (!account.ownerIds.has(id)) throw new MockHttpError(403, `Profile ${id} is not an owner of account ${account.id}`);
  return account;
}

/** 409 when the account already owns as many workspaces as it may. */
function withinQuota(store: Store, account: AccountRecord): void {
  const { maxWorkspaces } = account;
  if (maxWorkspaces !== undefined && workspacesOf(store, account).length >= maxWorkspaces)
    throw new MockHttpError(409, `Account ${account.id} has reached its limit of ${maxWorkspaces} workspaces`);
}

/** The draft of a workspace in an account: id, timestamps and its `create workspace` link (to the account's path). */
function draftView(context: RequestContext, account: AccountRecord, draft: WorkspaceRecord): Workspace {
  const create = href`/api/accounts/${account.id}/workspaces/${draft.id}`;
  return {
    id: draft.id,
    created: draft.created,
    lastModified: draft.lastModified,
    _links: { 'create workspace': context.link(create, 'PUT') },
  };
}

/** What an account PUT sets: company and owner email (required), the marketplace id and quotas when given. */
function accountFields(
  body: Record<string, unknown>,
): Omit<AccountRecord, 'id' | 'ownerIds' | 'workspaceIds' | 'created' | 'lastModified'> {
  const fields: ReturnType<typeof accountFields> = {
    company: text(body, 'company'),
    ownerEmail: text(body, 'ownerEmail'),
  };
  const marketplaceId = body['marketplaceId'];
  if (marketplaceId !== undefined && marketplaceId !== null) {
    if (typeof marketplaceId !== 'string') invalid('marketplaceId', 'must be a string');
    fields.marketplaceId = marketplaceId;
  }
  for (const field of quotaFields) {
    const value = body[field];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) invalid(field, 'must be a whole number');
    fields[field] = value;
  }
  return fields;
}

function text(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (typeof value !== 'string' || value.trim() === '') invalid(field, 'must not be blank');
  return value;
}

function invalid(field: string, problem: string): never {
  throw new MockHttpError(400, `Validation failed: ${field} ${problem}`, [{ field, defaultMessage: problem }]);
}

// Its tables join the store's (store.ts `MockTables`).
declare module '../store.js' {
  interface MockTables extends ReturnType<typeof tables> {}
}
