import { describe, expect, it } from 'vitest';
import { useCli } from './harness.js';

const cli = useCli();
/** The id a `Commented on ...` or `Replied to ...` line names. */
const idIn = (stdout: string) => /\(comment ([0-9a-f-]{36})\)\n$/.exec(stdout)?.[1] ?? '';

describe('wdp comments post, list, get, reply', () => {
  it('posts on a dataset by alias, lists it, shows it whole, and replies from stdin', async () => {
    const posted = await cli.wdp(['comments', 'post', 'q3-revenue', '--message', 'EMEA looks low']);
    expect(posted).toMatchObject({ code: 0, stderr: '' });
    expect(posted.stdout).toMatch(/^Commented on dataset q3-revenue \(comment [0-9a-f-]{36}\)\n$/);
    const id = idIn(posted.stdout);

    const list = await cli.wdp(['comments', 'list', 'q3-revenue', '--json']);
    expect(JSON.parse(list.stdout)).toEqual([expect.objectContaining({ id, message: 'EMEA looks low' })]);
    const table = await cli.wdp(['comments', 'list', 'q3-revenue']);
    expect(table.stdout.split('\n')[0]).toMatch(/^ID +FROM +LIKES +REPLIES +CREATED +MESSAGE$/);
    expect(table.stdout).toContain('Ada Lovelace');

    const answer = await cli.wdp(['comments', 'reply', id, '--message', '-'], {
      role: 'member',
      input: 'Checked: a late load.\nFixed tonight.\n',
    });
    expect(answer).toMatchObject({ code: 0, stderr: '' });
    expect(answer.stdout).toMatch(new RegExp(`^Replied to comment ${id} \\(comment [0-9a-f-]{36}\\)\\n$`));
    const shown = await cli.wdp(['comments', 'get', idIn(answer.stdout)]);
    expect(shown).toMatchObject({ code: 0, stderr: '' });
    expect(shown.stdout).toMatch(new RegExp(`\\nreply to: +${id}\\n`));
    expect(shown.stdout).toMatch(/\nmessage: +Checked: a late load\.\n +Fixed tonight\.\n$/);
  });

  it('reads a message from a file with @FILE, and refuses a blank one before any request (exit 2)', async () => {
    const blank = await cli.wdp(['comments', 'post', 'q3-revenue', '--message', ' ']);
    expect(blank).toEqual({ code: 2, stdout: '', stderr: '--message is blank; a comment needs some text.\n' });
    const missing = await cli.wdp(['comments', 'post', 'q3-revenue', '--message', '@nope.md']);
    expect(missing).toMatchObject({ code: 2, stdout: '' });
    expect(missing.stderr).toMatch(/^Cannot read the --message file nope\.md: ENOENT/);
    expect(await cli.wdp(['comments', 'list', 'q3-revenue', '--json'])).toMatchObject({ stdout: '[]\n' });
  });

  it('says so when the dataset does not exist (exit 1)', async () => {
    const result = await cli.wdp(['comments', 'list', 'nope']);
    expect(result).toMatchObject({ code: 1, stdout: '' });
    expect(result.stderr).toContain('No dataset has the id or alias "nope"');
  });
});

describe('wdp comments like, unlike, delete', () => {
  it('likes and unlikes a comment, then deletes it', async () => {
    const posted = await cli.wdp(['comments', 'post', 'q3-revenue', '--message', 'Nice']);
    const id = idIn(posted.stdout);
    const liked = await cli.wdp(['comments', 'like', id], { role: 'member' });
    expect(liked).toMatchObject({ code: 0, stderr: '' });
    expect(liked.stdout).toMatch(new RegExp(`^Liked comment ${id}( \\(1 like\\))?\\n$`));
    const after = JSON.parse((await cli.wdp(['comments', 'get', id, '--json'])).stdout) as { likeCount?: number };
    expect(after.likeCount).toBe(1);
    expect(await cli.wdp(['comments', 'unlike', id], { role: 'member' })).toEqual({
      code: 0,
      stdout: `Withdrew your like of comment ${id}\n`,
      stderr: '',
    });
    const unliked = JSON.parse((await cli.wdp(['comments', 'get', id, '--json'])).stdout) as { likeCount?: number };
    expect(unliked.likeCount ?? 0).toBe(0);
    expect(await cli.wdp(['comments', 'delete', id, '--json'])).toEqual({
      code: 0,
      stdout: `${JSON.stringify({ deleted: id }, null, 2)}\n`,
      stderr: '',
    });
    const gone = await cli.wdp(['comments', 'get', id]);
    expect(gone).toMatchObject({ code: 1 });
    expect(gone.stderr).toMatch(/^NotFoundError: /);
  });

  it('escapes a message in the table, and keeps it exact in --json', async () => {
    const hostile = 'Fine\u001b[2J\nDONE fake';
    await cli.wdp(['comments', 'post', 'q3-revenue', '--message', hostile]);
    const table = await cli.wdp(['comments', 'list', 'q3-revenue']);
    expect(table.stdout).toContain('Fine\\e[2J\\nDONE fake\n');
    expect(table.stdout.split('\n')).toHaveLength(3);
    const json = await cli.wdp(['comments', 'list', 'q3-revenue', '--json']);
    expect(JSON.parse(json.stdout)[0].message).toBe(hostile);
  });
});
