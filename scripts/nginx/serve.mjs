#!/usr/bin/env node
// `npm run serve:nginx`: serves build/ with nginx and the deployable rules, as
// production would, until Ctrl-C. PORT chooses the port (default 8080).
import {startNginx} from './launch.mjs';

const port = Number(process.env.PORT ?? 8080);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`error: PORT must be a port number, not ${JSON.stringify(process.env.PORT)}`);
  process.exit(1);
}
try {
  const server = await startNginx({port});
  // Ctrl-C, any other stopping signal, or this process's death stops nginx (launch.mjs).
  const encodings = server.brotli
    ? 'brotli and gzip'
    : 'gzip only: no brotli_static module, see `bash scripts/ensure-nginx.sh`';
  console.log(`nginx serves build/ at ${server.url}, ${encodings} (Ctrl-C stops it)`);
} catch (error) {
  console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
