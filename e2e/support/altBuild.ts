/**
 * A second copy of the site, built with other environment switches (a hosted
 * service pointed at a local stand-in) into a temporary folder and served on
 * a free port, for the tests of the optional services. About a minute each.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {createServer, type Server} from 'node:http';
import {mkdtemp, rm} from 'node:fs/promises';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

export const DOCUSAURUS = 'node_modules/@docusaurus/core/bin/docusaurus.mjs';

/** Starts a server on a free loopback port and gives that port. */
export function listen(server: Server): Promise<number> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

export function run(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {env, stdio: ['ignore', 'ignore', 'inherit']});
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`)),
    );
  });
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  const port = await listen(probe);
  await new Promise((r) => probe.close(r));
  return port;
}

/** Serves a built site with `docusaurus serve` once it answers. */
export async function serve(dir: string): Promise<{url: string; child: ChildProcess}> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [DOCUSAURUS, 'serve', '--dir', dir, '--port', String(port), '--host', '127.0.0.1', '--no-open'],
    {stdio: 'ignore'},
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(url)).ok) return {url, child};
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error(`the build in ${dir} could not be served`);
}

export type AltSite = {
  readonly url: string;
  readonly outDir: string;
  close(): Promise<void>;
};

/** Builds the site with extra environment variables into a temporary folder and serves it. */
export async function buildAndServe(prefix: string, env: NodeJS.ProcessEnv): Promise<AltSite> {
  const outDir = await mkdtemp(join(tmpdir(), prefix));
  await run([DOCUSAURUS, 'build', '--out-dir', outDir], {...process.env, ...env});
  const site = await serve(outDir);
  return {
    url: site.url,
    outDir,
    async close() {
      site.child.kill();
      await rm(outDir, {recursive: true, force: true});
    },
  };
}
