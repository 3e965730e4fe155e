import type { WorkspaceFile } from '../../../index.js';
import type { ListFlags } from '../../output/list-flags.js';
import { printList } from '../../output/lists.js';
import { type Column, note, printJson, printLine } from '../../output/print.js';
import type { Invocation } from '../../program/invocation.js';
import type { FilesDownloadFlags, FilesUploadFlags } from './flags.js';
import { localUploads } from './local-files.js';
import { streamingFetch } from './streaming-fetch.js';
import { writeToFile, writeToStream } from './write-bytes.js';

const columns: Column<WorkspaceFile>[] = [
  { heading: 'PATH', cell: (f) => f.path },
  { heading: 'CONTENT TYPE', cell: (f) => f.contentType },
  { heading: 'MODIFIED', cell: (f) => f.lastModified ?? f.created, time: true },
];

/** `wdp files list` */
export async function list(invocation: Invocation<ListFlags>): Promise<void> {
  const workspace = await invocation.workspace();
  const client = await invocation.client();
  await printList(invocation, (page) => client.files.list(workspace, page, { signal: invocation.signal }), columns);
}

/**
 * `wdp files upload PATH... [--to DIR]`: every file in one multipart request, its bytes as they are, read from disk
 * as they are sent and not kept (streaming-fetch.ts). A folder's symbolic links and special files are skipped and
 * reported (`--json`: `skipped`).
 */
export async function upload(invocation: Invocation<FilesUploadFlags>, paths: string[]): Promise<void> {
  const workspace = await invocation.workspace();
  const { uploads, skipped } = await localUploads(paths, invocation.flags.to, invocation.io.cwd);
  for (const { local, reason } of skipped) note(invocation.io, `Skipped ${local}: a ${reason}, not followed or read.`);
  const client = (await invocation.client()).withOptions({ fetch: streamingFetch() });
  const files = uploads.map(({ path, content }) => ({ path, content }));
  const published = await client.files.upload(workspace, files, { signal: invocation.signal });
  if (invocation.json)
    return printJson(invocation.io, {
      uploaded: published,
      skipped: skipped.map(({ local, reason }) => ({ file: local, reason })),
    });
  printLine(invocation.io, ...uploads.map(({ local, path }) => `Uploaded ${local} to ${path}`));
}

/**
 * `wdp files download PATH [-o FILE]`: the file's bytes to stdout (also `-o -`), or to FILE (`--json`: what was saved);
 * a FIFO or device is written through, a regular file replaced whole.
 */
export async function download(invocation: Invocation<FilesDownloadFlags>, path: string): Promise<void> {
  const workspace = await invocation.workspace();
  const { output } = invocation.flags;
  const client = await invocation.client();
  const body = await client.files.download(workspace, path, { as: 'stream' }, { signal: invocation.signal });
  if (output === undefined || output === '-') {
    await writeToStream(body, invocation.io.stdout);
    return;
  }
  const bytes = await writeToFile(body, invocation.path(output));
  if (invocation.json) return printJson(invocation.io, { path, file: output, bytes });
  note(invocation.io, `Saved ${path} to ${output} (${bytes} bytes).`);
}

/** `wdp files delete PATH` */
export async function remove(invocation: Invocation, path: string): Promise<void> {
  const workspace = await invocation.workspace();
  const client = await invocation.client();
  await client.files.delete(workspace, path, { signal: invocation.signal });
  if (invocation.json) return printJson(invocation.io, { deleted: path });
  printLine(invocation.io, `Deleted ${path}`);
}
