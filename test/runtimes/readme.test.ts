// The README's table of runtimes, and the sample output of docs/developing.md, name the versions that
// `npm run test:runtimes` runs: the pins of scripts/runtimes/pins.mjs and the devDependencies installed.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { devDependencies, fetched, workerdVersion } from '../../scripts/runtimes/pins.mjs';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const section = readme.slice(readme.indexOf('\n## Runtimes\n'), readme.indexOf('\n## Guides\n'));

/** Every version the section gives after `name` (a version is digits and dots). */
const versionsAfter = (name: string) =>
  [...section.matchAll(new RegExp(`${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} (\\d+(?:\\.\\d+)+)`, 'g'))].map(
    (match) => match[1],
  );

describe("the README's runtimes", () => {
  it('is a section of the README', () => {
    expect(section).toMatch(/^\n## Runtimes\n/);
    expect(section).toContain('npm run test:runtimes');
  });

  it.each([
    ['Deno', fetched.deno.version],
    ['Bun', fetched.bun.version],
    ['workerd', workerdVersion],
    ['Miniflare', fetched.miniflare.version],
    ['edge-runtime', devDependencies.edgeRuntime],
    ['`@sparticuz/chromium`', devDependencies.chromium],
  ])('gives %s the version the runtime matrix runs, %s', (name, version) => {
    expect(versionsAfter(name)).toEqual([version]);
  });
});

describe("the developer guide's sample output of test:runtimes", () => {
  const guide = readFileSync(new URL('../../docs/developing.md', import.meta.url), 'utf8');
  /** The version column of the sample's row for `runtime`. */
  const sampleVersion = (runtime: string) =>
    new RegExp(`^ {2}${runtime.replace(/[()]/g, '\\$&')} +(\\S+)`, 'm').exec(guide)?.[1];

  it.each([
    ['Deno', fetched.deno.version],
    ['Bun', fetched.bun.version],
    ['workerd (Miniflare)', workerdVersion],
    ['edge-runtime', devDependencies.edgeRuntime],
  ])('gives %s the version the runtime matrix runs, %s', (runtime, version) => {
    expect(sampleVersion(runtime)).toBe(version);
  });

  it('gives Miniflare the version the runtime matrix runs', () => {
    expect(guide).toContain(`(Miniflare ${fetched.miniflare.version})`);
  });
});
