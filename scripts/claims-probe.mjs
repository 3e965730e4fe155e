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
//   timing-figures  reliability.md, files.md, search.md, jobs-and-logs.md, as the delays of the timers the SDK arms:
//                   retry backoff of up to N ms x 2^(n-1) and its cap, the longest Retry-After waited, the default
//                   retries; the default timeouts (an attempt, an upload, an msearch, a silent stream); the pauses
//                   of jobs.wait
//   error-figures   errors.md: toJSON's levels, entries, string length and values, inspect's stack, a quoted message:
//                   each as much kept and one more cut
//   mock-figures    mock.md's limits: the journal's N requests (the oldest dropped), a comment's edits, a body's
//                   nesting and string length, the records of one kind: each as much taken and one more refused
//   cli-figures     cli.md: a context name of N characters starting with a letter or digit; `pipelines run --all`
//                   has 4 runs under way by default and at most 16, as the bin reports them at Ctrl-C
//   package-figures README.md: the Node line it names is package.json's engines.node
import * as cliFigures from './claims/cli-figures.mjs';
import * as cliLimits from './claims/cli-limits.mjs';
import * as cliLongLines from './claims/cli-long-lines.mjs';
import * as cliRefusals from './claims/cli-refusals.mjs';
import * as cliSignals from './claims/cli-signals.mjs';
import * as drafts from './claims/drafts.mjs';
import * as errorFigures from './claims/error-figures.mjs';
import * as messages from './claims/messages.mjs';
import * as mock from './claims/mock.mjs';
import * as mockFigures from './claims/mock-figures.mjs';
import * as nothingSent from './claims/nothing-sent.mjs';
import * as packageFigures from './claims/package-figures.mjs';
import * as timingFigures from './claims/timing-figures.mjs';

const areas = {
  messages,
  'cli-limits': cliLimits,
  'cli-signals': cliSignals,
  'cli-refusals': cliRefusals,
  'cli-long-lines': cliLongLines,
  mock,
  drafts,
  'nothing-sent': nothingSent,
  'timing-figures': timingFigures,
  'error-figures': errorFigures,
  'mock-figures': mockFigures,
  'cli-figures': cliFigures,
  'package-figures': packageFigures,
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
