// @ts-check
// A compression worker: one form of one file at a time, so the build's cores
// share the work (Zopfli is WebAssembly and holds the thread that runs it).
import {parentPort} from 'node:worker_threads';
import {encode} from './encode.mjs';

if (!parentPort) throw new Error('worker.mjs runs as a worker thread');
const port = parentPort;

port.on(
  'message',
  /** @param {{data: Uint8Array, settings: import('./encode.mjs').Settings, form: '.gz' | '.br'}} job */
  async ({data, settings, form}) => {
    try {
      const encoded = await encode(data, settings, form);
      // Copied, not transferred: a small Buffer may share Node's pooled memory.
      port.postMessage({encoded});
    } catch (error) {
      port.postMessage({error: error instanceof Error ? error.message : String(error)});
    }
  },
);
