// The text of a YAML file wdp reads (dataset, channel and pipeline files, `-f` files): only a regular file (a FIFO
// would block the read for ever), at most `maxYamlBytes` (parsing takes some 40 times the file in memory), and
// strict UTF-8 (never published as U+FFFD).
import type { Stats } from 'node:fs';
import { constants } from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';
import { UsageError } from '../program/exit.js';
import { utf8Text } from './utf8.js';

/**
 * The largest YAML file wdp reads: 4 MiB, four times the longest text field the service takes (a 21 MB file took
 * 904 MB to parse).
 */
export const maxYamlBytes = 4 * 1024 * 1024;

/** A file's text, or why its content cannot be read, at a line of it (too large, not UTF-8). */
export type YamlText = { text: string } | { line: number; message: string };

/**
 * Reads `path` (named `file` in messages). A file that is not a regular one is a usage error naming it; a file
 * too large or not UTF-8 is a problem at a line; other errors (ENOENT, EACCES) are thrown as they are.
 * @example const read = await readYamlText('datasets/orders.yml', '/repo/datasets/orders.yml');
 */
export async function readYamlText(file: string, path: string): Promise<YamlText> {
  // Non-blocking, so that opening a FIFO returns at once and the check below refuses it.
  const handle = await open(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  try {
    const info = await handle.stat();
    if (!info.isFile())
      throw new UsageError(
        `Cannot read ${file}: it is a ${kindOf(info)}, not a regular file; wdp reads YAML only from regular files.`,
      );
    if (info.size > maxYamlBytes) return { line: 1, message: tooLarge(`is ${info.size} bytes (${mib(info.size, 1)})`) };
    const bytes = await readAtMost(handle, info.size, maxYamlBytes);
    if (!bytes) return { line: 1, message: tooLarge('grew while it was read') };
    const text = utf8Text(bytes);
    if (typeof text === 'string') return { text };
    const hex = text.byte.toString(16).toUpperCase().padStart(2, '0');
    return {
      line: lineAt(bytes, text.offset),
      message:
        `not UTF-8: the byte 0x${hex} at offset ${text.offset} does not begin a valid UTF-8 character; ` +
        'save the file as UTF-8 (it may be Latin-1 or Windows-1252)',
    };
  } finally {
    await handle.close();
  }
}

/** The file's bytes, or undefined when it holds more than `limit` (it may have grown since its size was read). */
async function readAtMost(handle: FileHandle, size: number, limit: number): Promise<Uint8Array | undefined> {
  let buffer = new Uint8Array(size + 1);
  let length = 0;
  for (;;) {
    if (length === buffer.length) {
      const grown = new Uint8Array(Math.min(buffer.length * 2, limit + 1));
      grown.set(buffer);
      buffer = grown;
    }
    const { bytesRead } = await handle.read(buffer, length, buffer.length - length);
    if (bytesRead === 0) return buffer.subarray(0, length);
    length += bytesRead;
    if (length > limit) return undefined;
  }
}

function tooLarge(what: string): string {
  return (
    `the file ${what}, over the ${maxYamlBytes} bytes (${mib(maxYamlBytes, 0)}) wdp reads from one file; ` +
    'split it into smaller files'
  );
}

function mib(bytes: number, digits: number): string {
  return `${(bytes / 1024 / 1024).toFixed(digits)} MiB`;
}

function lineAt(bytes: Uint8Array, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i++) if (bytes[i] === 0x0a) line++;
  return line;
}

/** What a file that is not a regular one is, for messages. */
export function kindOf(info: Pick<Stats, 'isFIFO' | 'isSocket' | 'isDirectory' | 'isSymbolicLink'>): string {
  if (info.isSymbolicLink()) return 'symbolic link';
  if (info.isFIFO()) return 'FIFO';
  if (info.isSocket()) return 'socket';
  if (info.isDirectory()) return 'folder';
  return 'device';
}
