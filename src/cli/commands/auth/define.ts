import { type Command, Option } from 'commander';
import { type Launch, lazily, leaf, subcommand } from '../../program/command.js';
import type { AuthLoginFlags, AuthStatusFlags } from './flags.js';

const loginHelp = 'sign in: check a token (or API key) with the service, then save it as a context';
const loginExamples = [
  'wdp auth login --base-url https://app.example.com',
  'wdp auth login --context prod --with-token < token.txt',
];

/** `wdp auth login | status | logout`, and `wdp login`: signing in as gh does. */
export function defineAuth(program: Command, launch: Launch): void {
  const group = subcommand(program, 'auth', 'sign in and out, and see who you are signed in as', 'wdp auth status');
  const login = lazily(() => import('./login.js'))('login');
  loginLeaf(subcommand(group, 'login', loginHelp, ...loginExamples), launch, login);
  loginLeaf(subcommand(program, 'login', `${loginHelp} (as wdp auth login)`, ...loginExamples), launch, login);
  leaf<AuthStatusFlags>(
    subcommand(
      group,
      'status',
      'show the context, service and credential in force, where it is kept and who it signs in as',
      'wdp auth status',
      'wdp auth status --offline --json',
    ).addOption(new Option('--offline', 'say what is stored without asking the service who it is')),
    launch,
    lazily(() => import('./status.js'))('status'),
  );
  leaf(
    subcommand(group, 'logout', "remove a context's stored token from the OS keychain and the file", 'wdp auth logout'),
    launch,
    lazily(() => import('./logout.js'))('logout'),
  );
}

function loginLeaf(command: Command, launch: Launch, load: Parameters<typeof leaf<AuthLoginFlags>>[2]): Command {
  return leaf<AuthLoginFlags>(
    command
      .addOption(new Option('--with-token', 'the token comes from stdin, as gh has it: no other question is asked'))
      .addOption(
        new Option('--client-credentials', 'sign in with an API key: --client-id, --token-url, the secret prompted'),
      ),
    launch,
    load,
  );
}
