// The entry of Vercel's edge-runtime: a script (no modules in its VM) that puts the suite on the VM's global object
// for scripts/runtimes/edge.mjs to call.
import { smokeAll } from './entry.js';

(globalThis as { smokeAll?: typeof smokeAll }).smokeAll = smokeAll;
