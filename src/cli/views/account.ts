// An account as `wdp accounts list` and `get` show it.
import type { Account } from '../../index.js';
import { view } from './view.js';

/** Pipeline minutes used of the month's, as `used/per month`. */
const minutes = (a: Account) =>
  a.minutesUsed === undefined && a.minutesPerMonth === undefined
    ? undefined
    : `${a.minutesUsed ?? 0}/${a.minutesPerMonth ?? 'unlimited'}`;

/** An account: its company, owner and limits (its table sums the minutes up in one column). */
export const accountView = view({
  columns: ['id', 'company', 'owner email', 'max workspaces', { heading: 'MINUTES', cell: minutes }],
  fields: (account: Account) => ({
    id: account.id,
    company: account.company,
    'owner email': account.ownerEmail,
    'marketplace id': account.marketplaceId,
    'max workspaces': account.maxWorkspaces,
    'max rows': account.maxRows,
    'minutes/month': account.minutesPerMonth,
    'minutes used': account.minutesUsed,
    'max clients': account.maxClients,
    created: account.created,
    modified: account.lastModified,
  }),
});
