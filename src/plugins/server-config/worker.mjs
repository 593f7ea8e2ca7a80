// @ts-check
// A compression worker: one file at a time, so the build's cores share the
// work (Zopfli is WebAssembly and holds the thread that runs it).
import {parentPort} from 'node:worker_threads';
import {encode} from './encode.mjs';

if (!parentPort) throw new Error('worker.mjs runs as a worker thread');
const port = parentPort;

port.on(
  'message',
  /** @param {{id: number, data: Uint8Array, settings: import('./encode.mjs').Settings}} job */
  async ({id, data, settings}) => {
    try {
      const {gz, br} = await encode(data, settings);
      // Copied, not transferred: a small Buffer may share Node's pooled memory.
      port.postMessage({id, gz, br});
    } catch (error) {
      port.postMessage({id, error: error instanceof Error ? error.message : String(error)});
    }
  },
);
