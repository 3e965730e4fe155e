// Runs one measure (argv[2], its id) in this fresh process and sends its result to the parent.
import { reply } from './child.js';
import { runHere } from './registry.js';

await reply({ type: 'result', ...(await runHere(process.argv[2] ?? '')) });
process.exit(0);
