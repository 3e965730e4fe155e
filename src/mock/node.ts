// wdp-sdk/mock for Node: everything of ./index.ts, with the real loopback server and recording proxy in place of
// the browser stubs (an explicit export shadows the star export of the same name).
export * from './index.js';
export { startRecordingProxy } from './record/proxy.js';
export { startMockServer } from './server.js';
