import {
  type ApiPromise,
  ApiResource,
  call,
  describe,
  type Operations,
  type PageOptions,
  type PagePromise,
  pageSpec,
  paginate,
  type RequestOptions,
  type Step,
  type Subject,
  twoStep,
  type Upserted,
  upsert,
} from '../core/namespace-kit.js';
import { Account, AccountCollection, AccountInput } from '../models/account.js';
import { Workspace, WorkspaceInput } from '../models/workspace.js';

const initialiseWorkspace = {
  method: 'POST',
  path: '/api/accounts/{account}/workspaces',
  output: Workspace,
} satisfies Step<Workspace>;

const putWorkspace = {
  method: 'PUT',
  path: '/api/accounts/{account}/workspaces/{workspace}',
  input: WorkspaceInput,
  output: Workspace,
} satisfies Step<Workspace>;

/** The operations of `Accounts`, each described once (the order of the class's methods). */
const ops = /* @__PURE__ */ describe('accounts', {
  list: { path: '/api/accounts', query: pageSpec, list: AccountCollection },
  get: { path: '/api/accounts/{account}', link: 'self', output: Account },
  put: {
    method: 'PUT',
    path: '/api/accounts/{account}',
    link: 'self',
    input: AccountInput,
    output: Account,
  },
  initialiseWorkspace,
  putWorkspace,
  createWorkspace: {
    start: initialiseWorkspace,
    finish: { ...putWorkspace, link: 'create workspace' },
  },
  addOwner: {
    method: 'PUT',
    path: '/api/accounts/{account}/owners/{profile}',
    output: Account,
  },
  withdrawOwner: {
    method: 'DELETE',
    path: '/api/accounts/{account}/owners/{profile}',
    output: Account,
  },
});

/** The descriptions of these operations, for the tables generated from them (scripts/generate). */
export const accountOperations: Operations = ops;

/**
 * Accounts: the billing and quota units that own workspaces, each with one or more owner profiles. An account's
 * id is a plain string (often its first owner's profile id); a workspace made in an account counts against its
 * `maxWorkspaces`.
 * @example
 * const { created, data: account } = await client.accounts.put('acme', { company: 'Acme', ownerEmail: 'ada@acme.io' });
 * const workspace = await client.accounts.createWorkspace(account, { name: 'Analytics' });
 * await client.accounts.addOwner(account, 'auth0|5f7c8ec7c33c6c004bbafe82');
 */
export class Accounts extends ApiResource {
  /** Lists the accounts the caller owns. */
  list(query?: PageOptions, options?: RequestOptions): PagePromise<Account> {
    return paginate(this, ops.list, query, options);
  }

  /** Gets an account by id, or refreshes an account model from its `self` link; the caller must own it. */
  get(account: Subject, options?: RequestOptions): ApiPromise<Account> {
    return call(this, ops.get, account, options);
  }

  /** Creates (201) or updates (200) the account with this id; `created` tells which happened. */
  put(account: Subject, body: AccountInput, options?: RequestOptions): ApiPromise<Upserted<Account>> {
    return upsert(this, ops.put, account, body, options);
  }

  /** Starts a workspace in an account: a draft with a fresh id and its `create workspace` link. */
  initialiseWorkspace(account: Subject, options?: RequestOptions): ApiPromise<Workspace> {
    return call(this, ops.initialiseWorkspace, account, options);
  }

  /** Creates (201) or updates (200) the workspace with this id in an account (each by id or model). */
  putWorkspace(
    account: Subject,
    workspace: Subject,
    body: WorkspaceInput,
    options?: RequestOptions,
  ): ApiPromise<Upserted<Workspace>> {
    return upsert(this, ops.putWorkspace, account, workspace, body, options);
  }

  /** Creates a workspace in an account in two steps, `initialiseWorkspace` then `putWorkspace`, and returns it. */
  createWorkspace(account: Subject, body: WorkspaceInput, options?: RequestOptions): ApiPromise<Workspace> {
    return twoStep(this, ops.createWorkspace, account, body, options);
  }

  /** Makes a profile (id or model) an owner of the account and returns the account; owners only. */
  addOwner(account: Subject, profile: Subject, options?: RequestOptions): ApiPromise<Account> {
    return call(this, ops.addOwner, account, profile, options);
  }

  /** Withdraws a profile's ownership of the account and returns the account; the last owner stays. */
  withdrawOwner(account: Subject, profile: Subject, options?: RequestOptions): ApiPromise<Account> {
    return call(this, ops.withdrawOwner, account, profile, options);
  }
}
