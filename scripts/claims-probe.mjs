// Copied by check-node-build.mjs, with the folder claims/, into a scratch project where the packed tarball is
// installed, and run there: the promises the shipped guides make, held on the package as users get it (the SDK, the
// mock and the `wdp` bin), each in the guide's own words and with the figure read from the guide the package ships.
// One module of claims/ a guide area, each printing one summary line:
//   messages        errors.md, configuration.md, reliability.md: a cut never splits a word of up to N characters;
//                   messages and log lines are one line, control characters shown; percent-encoded secrets redacted
//   cli-limits      cli.md: `wdp api --data` takes at most N MiB (more is exit 2, nothing sent); `--limit N` asks
//                   for pages of N items, of at most the service's cap
//   cli-signals     cli.md: Ctrl-C or SIGTERM stops a read of an open, silent stdin at once (exit 130 or 143), one
//                   message on stderr, nothing sent
//   cli-refusals    cli.md: a URL with a user name or password, a name several resources share (a channel's, a
//                   plugin's name--variant), two of --all, --limit and --page: exit 2, and nothing sent or changed
//   cli-long-lines  cli.md: `wdp jobs logs` prints a message over --max-line-length (default N MiB) cut and marked;
//                   of a line past the read limit it keeps the first N characters and reads on from the next line
//   mock            mock.md, pagination.md: the page cap, `?type=list` a 400 (checked mode: the guide's message, no
//                   value repeated), a subscribe's type from its JSON body, ALL without one
//   drafts          requests.md, errors.md: a failed two-step create's `error.draft`, finished by put, safe to
//                   repeat; an aborted call carries no draft
//   nothing-sent    search.md, webhooks.md, files.md, errors.md: bad input to search, webhooks and uploads sends
//                   nothing, and their messages show no secret or header value
import * as cliLimits from './claims/cli-limits.mjs';
import * as cliLongLines from './claims/cli-long-lines.mjs';
import * as cliRefusals from './claims/cli-refusals.mjs';
import * as cliSignals from './claims/cli-signals.mjs';
import * as drafts from './claims/drafts.mjs';
import * as messages from './claims/messages.mjs';
import * as mock from './claims/mock.mjs';
import * as nothingSent from './claims/nothing-sent.mjs';

const areas = {
  messages,
  'cli-limits': cliLimits,
  'cli-signals': cliSignals,
  'cli-refusals': cliRefusals,
  'cli-long-lines': cliLongLines,
  mock,
  drafts,
  'nothing-sent': nothingSent,
};
// One area after another, each to its end: a failure is reported and the rest still run.
for (const [area, { probe }] of Object.entries(areas)) {
  const started = performance.now();
  try {
    const summary = await probe();
    console.log(`claims: ${area} (${((performance.now() - started) / 1000).toFixed(1)} s): ${summary}`);
  } catch (error) {
    console.error(`claims: ${area}: FAIL: ${error.stack ?? error}`);
    process.exitCode = 1;
  }
}
