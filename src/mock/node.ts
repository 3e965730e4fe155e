// wdp-sdk/mock for Node: everything of ./index.ts, with the real loopback server in place of the browser stub
// (an explicit export shadows the star export of the same name).
export * from './index.js';
export { startMockServer } from './server.js';
