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
//   recording       mock.md: a service linking on another origin recorded whole; a held request cut off after the
//                   default grace at close and left out; one a client gives up on cut off, nothing recorded
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
//   secrets-redaction  authentication.md, reliability.md, configuration.md: a token echoed JSON-escaped, base64(url),
//                   in `Basic` or another case redacted from an error's every view and log lines; a token under N
//                   characters only as a whole token; secrets the SDK never knew, by value; log lines start `wdp-sdk:`,
//                   no credential query value; `new Client()`'s errors show no credential variable
//   secrets-origins reliability.md, authentication.md, configuration.md: credentials stay on baseUrl's origin (a
//                   redirect, a next link, a HAL link elsewhere); a token exchange never follows a redirect; POST and
//                   PATCH never retried by default, GET is
//   secrets-traces  observability.md, mock.md: `wdp-sdk:request` trace events and a `wdp mock --record` recording
//                   hold no header, body or secret
//   secrets-cli     cli.md: contexts.json 0600 in a 0700 folder (made private again, with a warning), tokens masked;
//                   `--token -` refuses bad input (exit 2); a secret on argv warned in one line without its value
//   limits-mock     mock.md, workspaces.md: a foreign Host 421, a cross-site simple request 403 (unseen by the mock),
//                   a foreign preflight no CORS headers, TRACE/CONNECT 405, JSON of N levels taken and one more 400;
//                   a workspace image of N characters saved, one more refused before sending (and 400 by the mock);
//                   startMockServer's default maxBodyBytes (a byte more 413 at its head) and maxConnections (one more
//                   closes the one idle longest, not one with a request in flight) and idleTimeoutMs (a silent
//                   connection closed, not sooner); request bodies of 256 MiB since a reset, a byte more 413
//   limits-sdk      reliability.md, configuration.md, jobs-and-logs.md, authentication.md: N same-origin redirects,
//                   64 MiB of JSON, 1 MiB of an error body, a log line of maxLineLength: each as much taken, one
//                   more refused; token renewal times and the exchange's retries
//   limits-cli      cli.md: an id by 8 characters or more, fewer a name; --interval defaults; YAML of 4 MiB; a partly
//                   written -o file removed at SIGINT/SIGTERM; a stdin never read by a command that takes none
//   limits-package  README.md, namespaces.md: the runtime dependencies and HTTP by fetch; 23 namespaces, each with
//                   its table of methods; the coverage line's counts agree
import * as cliFigures from './claims/cli-figures.mjs';
import * as cliLimits from './claims/cli-limits.mjs';
import * as cliLongLines from './claims/cli-long-lines.mjs';
import * as cliRefusals from './claims/cli-refusals.mjs';
import * as cliSignals from './claims/cli-signals.mjs';
import * as drafts from './claims/drafts.mjs';
import * as errorFigures from './claims/error-figures.mjs';
import * as limitsCli from './claims/limits-cli.mjs';
import * as limitsMock from './claims/limits-mock.mjs';
import * as limitsPackage from './claims/limits-package.mjs';
import * as limitsSdk from './claims/limits-sdk.mjs';
import * as messages from './claims/messages.mjs';
import * as mock from './claims/mock.mjs';
import * as mockFigures from './claims/mock-figures.mjs';
import * as nothingSent from './claims/nothing-sent.mjs';
import * as packageFigures from './claims/package-figures.mjs';
import * as recording from './claims/recording.mjs';
import * as secretsCli from './claims/secrets-cli.mjs';
import * as secretsOrigins from './claims/secrets-origins.mjs';
import * as secretsRedaction from './claims/secrets-redaction.mjs';
import * as secretsTraces from './claims/secrets-traces.mjs';
import * as timingFigures from './claims/timing-figures.mjs';

const areas = {
  messages,
  'cli-limits': cliLimits,
  'cli-signals': cliSignals,
  'cli-refusals': cliRefusals,
  'cli-long-lines': cliLongLines,
  mock,
  recording,
  drafts,
  'nothing-sent': nothingSent,
  'timing-figures': timingFigures,
  'error-figures': errorFigures,
  'mock-figures': mockFigures,
  'cli-figures': cliFigures,
  'package-figures': packageFigures,
  'secrets-redaction': secretsRedaction,
  'secrets-origins': secretsOrigins,
  'secrets-traces': secretsTraces,
  'secrets-cli': secretsCli,
  'limits-mock': limitsMock,
  'limits-sdk': limitsSdk,
  'limits-cli': limitsCli,
  'limits-package': limitsPackage,
};
/** Prints an area's line once its probe settles: its summary and seconds, or FAIL with the error. */
async function report(area, started, running) {
  try {
    const summary = await running;
    console.log(`claims: ${area} (${((performance.now() - started) / 1000).toFixed(1)} s): ${summary}`);
  } catch (error) {
    console.error(`claims: ${area}: FAIL: ${error.stack ?? error}`);
    process.exitCode = 1;
  }
}

// One area after another, each to its end: a failure is reported and the rest still run. The probe that mostly
// waits (a connection left silent until the mock server closes it) runs beside them all, reported last.
const idleStarted = performance.now();
const idle = limitsMock.silentProbe();
idle.catch(() => {}); // reported below
for (const [area, { probe }] of Object.entries(areas)) await report(area, performance.now(), probe());
await report('limits-mock-idle', idleStarted, idle);
