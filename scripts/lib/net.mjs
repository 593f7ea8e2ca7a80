// Loopback ports and readiness checks for the servers that the browser tests
// and the bench start: one copy for e2e/support, scripts/nginx and scripts/bench.
import {createServer} from 'node:net';

/**
 * Starts `server` (from node:http or node:net) on a free loopback port.
 * @param {import('node:net').Server} server
 * @returns {Promise<number>} the port
 */
export function listen(server) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
}

/**
 * A free TCP port on the loopback interface, for a child process to listen on.
 * @returns {Promise<number>}
 */
export async function freePort() {
  const probe = createServer();
  const port = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Resolves once `url` gives any HTTP answer (redirects are not followed).
 * Fails at once when `child` exits first, and after `timeoutMs`; `log()`
 * adds the server's own words to either error.
 * @param {string} url
 * @param {{child?: import('node:child_process').ChildProcess, timeoutMs?: number, log?: () => string}} [options]
 * @returns {Promise<void>}
 */
export async function waitForHttp(url, {child, timeoutMs = 30_000, log = () => ''} = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) {
      throw new Error(`the server for ${url} exited with code ${child.exitCode}\n${log()}`);
    }
    try {
      await fetch(url, {redirect: 'manual'});
      return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no answer from ${url} within ${timeoutMs} ms\n${log()}`);
}
