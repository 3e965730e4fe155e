import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useCli } from './harness.js';

const cli = useCli();
/** The id a `Commented on ...` or `Replied to ...` line names. */
const idIn = (stdout: string) => /\(comment ([0-9a-f-]{36})\)\n$/.exec(stdout)?.[1] ?? '';
/** The demo's question on q3-revenue (Linus's, which Ada answered). */
const question = () => cli.service.fixtures.comments.question;

describe('wdp comments post, list, get, reply', () => {
  it('posts on a dataset by alias, lists it, shows it whole, and replies from stdin', async () => {
    const posted = await cli.wdp(['comments', 'post', 'q3-revenue', '--message', 'EMEA looks low']);
    expect(posted).toMatchObject({ code: 0, stderr: '' });
    expect(posted.stdout).toMatch(/^Commented on dataset q3-revenue \(comment [0-9a-f-]{36}\)\n$/);
    const id = idIn(posted.stdout);

    const list = await cli.wdp(['comments', 'list', 'q3-revenue', '--json']);
    expect(JSON.parse(list.stdout)).toEqual([
      expect.objectContaining({ id: question() }),
      expect.objectContaining({ id, message: 'EMEA looks low' }),
    ]);
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
    const list = await cli.wdp(['comments', 'list', 'q3-revenue', '--json']);
    expect(JSON.parse(list.stdout).map((comment: { id: string }) => comment.id)).toEqual([question()]);
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
    const id = idIn((await cli.wdp(['comments', 'post', 'q3-revenue', '--message', hostile])).stdout);
    const table = await cli.wdp(['comments', 'list', 'q3-revenue']);
    expect(table.stdout).toContain('Fine\\e[2J\\nDONE fake\n');
    expect(table.stdout.split('\n')).toHaveLength(4); // the heading, the demo's question, this one, ''
    const json = await cli.wdp(['comments', 'list', 'q3-revenue', '--json']);
    expect(JSON.parse(json.stdout).find((comment: { id: string }) => comment.id === id)?.message).toBe(hostile);
  });
});

describe('wdp comments post and reply --file', () => {
  it('reads a multi-line message from a file, or from stdin with --file -', async () => {
    await writeFile(join(cli.configDir, 'review.md'), 'EMEA is low.\nAPAC is fine.\n');
    const posted = await cli.wdp(['comments', 'post', 'q3-revenue', '--file', 'review.md'], { cwd: cli.configDir });
    expect(posted).toMatchObject({ code: 0, stderr: '' });
    const id = idIn(posted.stdout);
    const shown = await cli.wdp(['comments', 'get', id, '--json']);
    expect((JSON.parse(shown.stdout) as { message: string }).message).toBe('EMEA is low.\nAPAC is fine.');
    const answer = await cli.wdp(['comments', 'reply', id, '--file', '-'], { input: 'Agreed.\nThanks.\n' });
    expect(answer).toMatchObject({ code: 0, stderr: '' });
    const reply = await cli.wdp(['comments', 'get', idIn(answer.stdout)]);
    expect(reply.stdout).toMatch(/\nmessage: +Agreed\.\n +Thanks\.\n$/);
  });

  it('refuses no message, both flags, a blank or missing file, before any request (exit 2)', async () => {
    const comments = cli.service.store.comments.size; // the demo's question and reply
    expect(await cli.wdp(['comments', 'post', 'q3-revenue'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'Give the message with --message TEXT, --message - (stdin) or --file FILE.\n',
    });
    const both = await cli.wdp(['comments', 'post', 'q3-revenue', '--message', 'x', '--file', 'y.md']);
    expect(both).toMatchObject({ code: 2, stdout: '' });
    expect(both.stderr).toContain("option '--file <file>' cannot be used with option '--message <text>'");
    expect(await cli.wdp(['comments', 'reply', 'whatever', '--file', '-'], { input: '\n' })).toEqual({
      code: 2,
      stdout: '',
      stderr: '--file is blank; a comment needs some text.\n',
    });
    const missing = await cli.wdp(['comments', 'post', 'q3-revenue', '--file', 'nope.md']);
    expect(missing).toMatchObject({ code: 2, stdout: '' });
    expect(missing.stderr).toMatch(/^Cannot read the --file file nope\.md: ENOENT/);
    expect(cli.service.store.comments.size).toBe(comments);
  });
});

describe('wdp comments get: server text', () => {
  it('escapes each line of a message, and keeps it exact in --json', async () => {
    const hostile = 'Fine\u001b[2J\nDONE fake';
    const id = idIn((await cli.wdp(['comments', 'post', 'q3-revenue', '--message', hostile])).stdout);
    const shown = await cli.wdp(['comments', 'get', id]);
    expect(shown.stdout).toMatch(/\nmessage: +Fine\\e\[2J\n +DONE fake\n$/);
    const json = await cli.wdp(['comments', 'get', id, '--json']);
    expect((JSON.parse(json.stdout) as { message: string }).message).toBe(hostile);
  });
});

describe('wdp comments --help', () => {
  it('shows an example for the group and each command', async () => {
    const group = await cli.wdp(['comments', '--help']);
    expect(group).toMatchObject({ code: 0, stderr: '' });
    expect(group.stdout).toContain(
      '\nExample:\n  $ wdp comments post q3-revenue --message "Numbers look off for EMEA"\n',
    );
    for (const command of ['list', 'get', 'post', 'reply', 'like', 'unlike', 'delete']) {
      const help = await cli.wdp(['comments', command, '--help']);
      expect(help.stdout).toMatch(new RegExp(`\nExample:\n {2}\\$ wdp comments ${command} `));
    }
    const post = await cli.wdp(['comments', 'post', '--help']);
    expect(post.stdout).toMatch(/\n {2}--file <file> +read the message from a file \(- for stdin\)\n/);
  });
});
