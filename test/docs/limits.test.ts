// The limits issue 32 added, as the guides state them, are the numbers the code enforces: a figure changed on one
// side only fails here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultMaxLineLength } from '../../src/cli/commands/jobs/long-lines.js';
import { servicePageCap } from '../../src/cli/output/lists.js';
import { maxTextArgumentBytes } from '../../src/cli/program/text-argument.js';
import { maxYamlBytes } from '../../src/cli/specs/yaml-text.js';
import { maxResponseBytes, snippetLength } from '../../src/core/defaults.js';
import { clockEnd, maxSpeed } from '../../src/mock/clock.js';
import { mockLimits } from '../../src/mock/http/limits.js';
import { maxPageSize } from '../../src/mock/http/paging.js';
import { callerMemo } from '../../src/mock/record/callers.js';

const root = join(import.meta.dirname, '../..');
/** A guide's text with its lines joined, so that a figure may be wrapped. */
const guide = (name: string) => readFileSync(join(root, 'docs', name), 'utf8').replace(/\s*\n\s*/g, ' ');
const mib = (bytes: number) => `${bytes / 1024 / 1024} MiB`;
/** Each capture of `pattern` in `text` (at least one). */
const captured = (text: string, pattern: RegExp) => {
  const found = [...text.matchAll(pattern)].map((match) => match[1]);
  expect(found.length, `${pattern} in the guide`).toBeGreaterThan(0);
  return found;
};

describe('the limits the guides state', () => {
  it('maxResponseBytes: the JSON and error limits of configuration.md and reliability.md', () => {
    const configuration = guide('configuration.md');
    expect(captured(configuration, /longer than `json` \((\d+ MiB)\)/g)).toEqual([mib(maxResponseBytes.json)]);
    expect(captured(configuration, /longer than `error` \((\d+ MiB)\)/g)).toEqual([mib(maxResponseBytes.error)]);
    const reliability = guide('reliability.md');
    expect(captured(reliability, /A JSON answer longer than (\d+ MiB)/g)).toEqual([mib(maxResponseBytes.json)]);
    expect(captured(reliability, /body is cut at (\d+ MiB)/g)).toEqual([mib(maxResponseBytes.error)]);
  });

  it("the recording proxy's body cap and its memo of callers (mock.md)", () => {
    const mock = guide('mock.md');
    expect(captured(mock, /answers 413 to a request body over (\d+ MiB)/g)).toEqual([mib(mockLimits.bodyBytes)]);
    expect(captured(mock, /the answers of the last (\d+) tokens used, each for (\d+) minutes/g)).toEqual([
      String(callerMemo.size),
    ]);
    expect(captured(mock, /tokens used, each for (\d+) minutes/g)).toEqual([String(callerMemo.ttlMs / 60_000)]);
  });

  it('the largest page the mock serves, as the service does (mock.md, pagination.md)', () => {
    const shown = maxPageSize.toLocaleString('en');
    expect(captured(guide('mock.md'), /a `size` above ([\d,]+) is served as ([\d,]+) a page/g)).toEqual([shown]);
    expect(captured(guide('pagination.md'), /at most ([\d,]+) items a page/g)).toEqual([shown]);
  });

  it("the mock clock's end and its fastest speed (mock.md)", () => {
    const mock = guide('mock.md');
    expect(captured(mock, /The clock ends at `([^`]+)`/g)).toEqual([new Date(clockEnd).toISOString()]);
    const speeds = captured(mock, /(?:faster \(`wdp mock` runs it at 20\), up to|a number from 0 to) ([\d,]*\d)/g);
    expect(speeds.length).toBeGreaterThanOrEqual(2);
    for (const speed of speeds) expect(Number(speed?.replaceAll(',', ''))).toBe(maxSpeed);
  });

  it("the page size wdp's --limit asks for at most: the service's cap (cli.md)", () => {
    expect(captured(guide('cli.md'), /pages of N items \(of at most ([\d,]+) each/g)).toEqual([
      servicePageCap.toLocaleString('en'),
    ]);
  });

  it("wdp jobs logs' default line limit, and what it keeps of a line past its read limit (cli.md)", () => {
    const cli = guide('cli.md');
    expect(captured(cli, /longer than `--max-line-length` characters \(default (\d+ MiB)\)/g)).toEqual([
      mib(defaultMaxLineLength),
    ]);
    expect(captured(cli, /Of a line longer still it keeps at most the first (\d+) characters/g)).toEqual([
      String(snippetLength),
    ]);
  });

  it("wdp api's cap on a --data body, and comments' on --message (cli.md)", () => {
    expect(captured(guide('cli.md'), /`-` \(stdin\), of at most (\d+ MiB)/g)).toEqual([mib(maxTextArgumentBytes)]);
  });

  it("wdp validate's and publish's cap on a YAML file (cli.md)", () => {
    expect(captured(guide('cli.md'), /each file is at most (\d+ MiB)/g)).toEqual([mib(maxYamlBytes)]);
  });
});
