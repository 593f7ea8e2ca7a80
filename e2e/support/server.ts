/**
 * Vitest global setup: serves the production build (build/) with
 * `docusaurus serve` on a free port and hands its URL to the tests.
 * E2E_SERVER=nginx serves it with nginx and the deployable rules instead
 * (scripts/nginx/launch.mjs: own prefix, loopback, no system service).
 * An already running server can be used instead through E2E_BASE_URL.
 */
import {spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import path from 'node:path';
import type {TestProject} from 'vitest/node';
import {freePort, waitForHttp} from '../../scripts/lib/net.mjs';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const given = process.env.E2E_BASE_URL;
  if (given) {
    project.provide('baseUrl', given);
    return async () => {};
  }
  if (!existsSync('build/index.html')) {
    throw new Error('build/ has no index.html: run `npm run build` before the browser tests');
  }
  if (process.env.E2E_SERVER === 'nginx') {
    const {startNginx} = await import('../../scripts/nginx/launch.mjs');
    const server = await startNginx();
    project.provide('baseUrl', server.url);
    // Each test file checks that nginx logged nothing while it ran (setup.ts).
    project.provide('nginxErrorLog', path.join(server.prefix, 'error.log'));
    return server.stop;
  }
  if (process.env.E2E_SERVER && process.env.E2E_SERVER !== 'docusaurus') {
    throw new Error(`E2E_SERVER must be "nginx" or "docusaurus", not "${process.env.E2E_SERVER}"`);
  }
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      'node_modules/@docusaurus/core/bin/docusaurus.mjs',
      'serve',
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--no-open',
    ],
    {stdio: ['ignore', 'ignore', 'inherit']},
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(url, {child, timeoutMs: 30_000});
  project.provide('baseUrl', url);
  return async () => {
    child.kill('SIGTERM');
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** nginx's error log, when E2E_SERVER=nginx. */
    nginxErrorLog?: string;
  }
}
