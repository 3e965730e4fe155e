import { describe, expect, it } from 'vitest';
import { InvalidArgumentError } from '../../src/index.js';
import type { UploadFiles } from '../../src/uploads.js';
import { pageBody, WS } from '../fixtures/bodies.js';
import { listedResourceBody } from '../fixtures/resources.js';
import { makeClient, useServer, wire } from '../helpers/server.js';

useServer();

/** The error `files.upload(WS, files)` throws at the call; asserts that no request reached the network. */
async function refusal(files: unknown): Promise<unknown> {
  const net = wire();
  let thrown: unknown;
  try {
    await makeClient()
      .files.upload(WS, files as UploadFiles)
      .catch(() => undefined);
  } catch (error) {
    thrown = error;
  }
  expect(net.requests).toHaveLength(0);
  return thrown;
}

const partName = (path: string, has: string) =>
  `The upload path ${JSON.stringify(path)} has ${JSON.stringify(has)}, which a multipart part name cannot carry: ` +
  'it holds a double quote or line break as %22, %0D or %0A, so the server cannot tell them apart; ' +
  'rename the file or use files.put().';

describe('files.upload: paths a multipart part name cannot carry', () => {
  // FormData writes `"`, CR and LF in a part name as %22, %0D and %0A, which the service decodes back.
  it.each([
    ['x%22y.txt', '%22'],
    ['docs/a%0Ab.md', '%0A'],
    ['c%0d%0ad.txt', '%0d'],
    ['e%0Df.txt', '%0D'],
    ['q%22.sql', '%22'],
    ['a"b.sql', '"'],
    ['a\nb.sql', '\n'],
    ['a\rb.sql', '\r'],
  ])('refuses %j, naming %j, before anything is sent', async (path, has) => {
    const error = await refusal({ [path]: 'v' });
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect((error as Error).message).toBe(partName(path, has));
    expect(((await refusal([{ path, content: 'v' }])) as Error).message).toBe(partName(path, has));
  });

  it('sends a path with any other percent sign as it is', async () => {
    const paths = ['100%25.txt', 'a%2Fb.txt', '%2.txt', '50%.txt'];
    const meta = { number: 0, size: 4, totalElements: 4, totalPages: 1 };
    const net = wire().on('POST', `/api/workspaces/${WS}/resources`, {
      body: pageBody('resources', `/api/workspaces/${WS}/resources`, paths.map(listedResourceBody), meta),
    });
    const published = await makeClient().files.upload(WS, Object.fromEntries(paths.map((path) => [path, 'v'])));
    expect(published.map((file) => file.path)).toEqual(paths);
    for (const path of paths) expect(net.last.body).toContain(`name="${path}"; filename="${path}"`);
  });
});

describe('files.upload: keys of a content object', () => {
  it('refuses a misspelt key of a record’s { content, contentType }, suggesting the right one', async () => {
    const error = await refusal({ 'typo.txt': { content: 'a,b', contentTyp: 'text/csv' } });
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect((error as Error).message).toBe(
      'The upload of "typo.txt": unknown option `contentTyp`; did you mean `contentType`?',
    );
  });

  it('refuses a misspelt key of a list item, suggesting the right one', async () => {
    const error = await refusal([{ path: 'l.txt', content: 'x', contenttype: 'text/csv' }]);
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect((error as Error).message).toBe('Upload item 0: unknown option `contenttype`; did you mean `contentType`?');
  });

  it.each([
    [
      { 'a.sql': { content: 'x', encoding: 'utf-8' } },
      'The upload of "a.sql": unknown option `encoding`; the options are { content, contentType }.',
    ],
    [
      { 'a.sql': { content: 'x', path: 'b.sql' } },
      'The upload of "a.sql": unknown option `path`; the options are { content, contentType }.',
    ],
    [{ 'a.sql': { conten: 'x' } }, 'The upload of "a.sql": unknown option `conten`; did you mean `content`?'],
    [[{ path: 'a.sql', conten: 'x' }], 'Upload item 0: unknown option `conten`; did you mean `content`?'],
  ])('refuses %j: %s', async (files, message) => {
    const error = await refusal(files);
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect((error as Error).message).toBe(message);
  });
});
