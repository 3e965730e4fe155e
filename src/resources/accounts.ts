import {
  type ApiPromise,
  ApiResource,
  ids,
  linkOr,
  operation,
  type PageOptions,
  type PagePromise,
  pageSpec,
  type RequestOptions,
  type Subject,
  type Upserted,
  under,
} from '../core/api-resource.js';
import { path } from '../core/paths.js';
import { Account, AccountCollection, AccountInput } from '../models/account.js';
import { Workspace, WorkspaceInput } from '../models/workspace.js';

const accountPath = (id: string) => path`/api/accounts/${id}`;
const workspacesOf = (accountId: string) => path`/api/accounts/${accountId}/workspaces`;
const workspaceIn = (accountId: string, id: string) => path`/api/accounts/${accountId}/workspaces/${id}`;
const ownerOf = (accountId: string, profileId: string) => path`/api/accounts/${accountId}/owners/${profileId}`;

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
    return this.paginateOld(
      operation('accounts.list', 'query'),
      [pageSpec, AccountCollection],
      '/api/accounts',
      query,
      options,
    );
  }

  /** Gets an account by id, or refreshes an account model from its `self` link; the caller must own it. */
  get(account: Subject, options?: RequestOptions): ApiPromise<Account> {
    return this.read(operation('accounts.get', 'account'), Account, linkOr(account, 'self', accountPath), options);
  }

  /** Creates (201) or updates (200) the account with this id; `created` tells which happened. */
  put(account: Subject, body: AccountInput, options?: RequestOptions): ApiPromise<Upserted<Account>> {
    return this.upsertOld(
      operation('accounts.put', 'account', 'body'),
      [AccountInput, Account],
      linkOr(account, 'self', accountPath),
      body,
      options,
    );
  }

  /** Starts a workspace in an account: a draft with a fresh id and its `create workspace` link. */
  initialiseWorkspace(account: Subject, options?: RequestOptions): ApiPromise<Workspace> {
    return this.write(
      operation('accounts.initialiseWorkspace', 'account'),
      'POST',
      Workspace,
      ids(workspacesOf, account),
      undefined,
      options,
    );
  }

  /** Creates (201) or updates (200) the workspace with this id in an account (each by id or model). */
  putWorkspace(
    account: Subject,
    workspace: Subject,
    body: WorkspaceInput,
    options?: RequestOptions,
  ): ApiPromise<Upserted<Workspace>> {
    return this.upsertOld(
      operation('accounts.putWorkspace', 'account', 'workspace', 'body'),
      [WorkspaceInput, Workspace],
      ids(workspaceIn, account, workspace),
      body,
      options,
    );
  }

  /** Creates a workspace in an account in two steps, `initialiseWorkspace` then `putWorkspace`, and returns it. */
  createWorkspace(account: Subject, body: WorkspaceInput, options?: RequestOptions): ApiPromise<Workspace> {
    return this.twoStepOld(
      operation('accounts.createWorkspace', 'account', 'body'),
      { url: ids(workspacesOf, account), draft: Workspace },
      { rels: 'create workspace', path: under(account, workspaceIn), schemas: [WorkspaceInput, Workspace], body },
      options,
    );
  }

  /** Makes a profile (id or model) an owner of the account and returns the account; owners only. */
  addOwner(account: Subject, profile: Subject, options?: RequestOptions): ApiPromise<Account> {
    return this.write(
      operation('accounts.addOwner', 'account', 'profile'),
      'PUT',
      Account,
      ids(ownerOf, account, profile),
      undefined,
      options,
    );
  }

  /** Withdraws a profile's ownership of the account and returns the account; the last owner stays. */
  withdrawOwner(account: Subject, profile: Subject, options?: RequestOptions): ApiPromise<Account> {
    return this.request(
      operation('accounts.withdrawOwner', 'account', 'profile'),
      { method: 'DELETE', url: ids(ownerOf, account, profile), schema: Account },
      options,
    );
  }
}
