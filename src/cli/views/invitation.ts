// An invitation as `wdp invitations list` shows it (there is no `get`).
import type { Invitation } from '../../index.js';
import type { TableView } from './view.js';

/** An invitation: to whom, to which workspace, from whom, and its status. */
export const invitationView: TableView<Invitation> = {
  columns: [
    { heading: 'ID', cell: (i) => i.id },
    { heading: 'EMAIL', cell: (i) => i.email },
    { heading: 'STATUS', cell: (i) => i.status },
    { heading: 'WORKSPACE', cell: (i) => i.workspace?.name },
    { heading: 'FROM', cell: (i) => i.creator?.name },
    { heading: 'CREATED', cell: (i) => i.created },
  ],
};
