// ChannelML v0.1 (`version: channels/v0.1`): one channel a file, its name the file's stem unless it says one.
import type { Entry, YamlFile } from './yaml-file.js';

/** The version line of a ChannelML file. */
export const channelVersion = 'channels/v0.1';

/** A channel read from a file; fields the file leaves out are undefined (and left as they are when publishing). */
export interface ChannelSpec {
  file: string;
  line: number;
  name: string;
  description?: string | undefined;
  picture?: string | undefined;
}

/** Reads a ChannelML v0.1 file (its entries) into a channel, recording each problem; undefined if unusable. */
export function readChannelMl(yaml: YamlFile, entries: Entry[], stem: string): ChannelSpec | undefined {
  const { problems } = yaml;
  const channel: ChannelSpec = { file: problems.file, line: 1, name: stem };
  let ok = true;
  for (const entry of entries) {
    if (entry.key === 'version') continue;
    if (entry.key !== 'name' && entry.key !== 'description' && entry.key !== 'picture') {
      problems.warn(entry.line, `unknown key \`${entry.key}\` (ignored)`);
      continue;
    }
    const text = yaml.text(entry);
    if (text === undefined && entry.value !== null) ok = false;
    else if (entry.key === 'name' && (text ?? '').trim() === '') {
      problems.error(entry.line, '`name` is blank; give the channel a name or leave the key out to use the file name');
      ok = false;
    } else if (text !== undefined) channel[entry.key] = text;
  }
  return ok ? channel : undefined;
}
